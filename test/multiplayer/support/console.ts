import { vi } from 'vitest';

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
