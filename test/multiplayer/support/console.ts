import { afterEach, beforeEach, expect, vi, type MockInstance } from 'vitest';

/**
 * Runs `act` with `console.error` caught, and returns what was logged, one string per call.
 * boardgame.io logs every move or event it drops with `console.error`; the tests that make it drop
 * one on purpose check those lines here instead of printing them beside a passing test.
 */
export async function consoleErrorsOf(act: () => Promise<unknown>): Promise<string[]> {
  const logged: string[] = [];
  const spy = vi.spyOn(console, 'error').mockImplementation((...parts: unknown[]) => {
    logged.push(parts.map(String).join(' '));
  });
  try {
    await act();
  } finally {
    spy.mockRestore();
  }
  return logged;
}

/**
 * For every test of the file that calls it: catches `console.warn` and `console.error`, and fails
 * the test on a line that none of `expected` matches. colyseus.js warns on every refused join,
 * closed connection and message a bare test client has no handler for, and ws logs the oversized
 * frame a limits test sends on purpose: the tests provoke these, so they are checked here rather
 * than printed beside a passing test, and anything else still fails it.
 */
export function expectConsoleLines(expected: readonly RegExp[]): void {
  let logged: string[] = [];
  let spies: MockInstance[] = [];
  beforeEach(() => {
    logged = [];
    spies = (['warn', 'error'] as const).map((method) =>
      vi.spyOn(console, method).mockImplementation((...parts: unknown[]) => {
        logged.push(parts.map((part) => (part instanceof Error ? `${part.name}: ${part.message}` : String(part))).join(' '));
      }),
    );
  });
  afterEach(() => {
    for (const spy of spies) spy.mockRestore();
    expect(logged.filter((line) => !expected.some((pattern) => pattern.test(line))), 'console lines no test expects').toEqual([]);
  });
}

/** What colyseus.js prints on the client side when a join is refused or a connection closes. */
export const COLYSEUS_CLIENT_LINES: readonly RegExp[] = [
  /^colyseus\.js - onError => \((\d+|undefined)\)/,
  /^Room connection was closed unexpectedly \(\d+\)/,
  /^Room, onError \((\d+|undefined)\)/,
  /^colyseus\.js: onMessage\(\) not registered for type '(seat|invite|update|refusal)'\.$/,
];
