import type { z } from 'zod';
import type { ErrorCode, GameError } from './types.js';

/** A refusal result, the `ok: false` branch shared by every result type in the library. */
export interface Refusal {
  /** Always `false`: nothing happened. */
  readonly ok: false;
  /** Why it was refused. */
  readonly error: GameError;
}

/** Builds a {@link Refusal} with `code` and `message`. */
export function refuse(code: ErrorCode, message: string): Refusal {
  return { ok: false, error: { code, message } };
}

const MAX_MESSAGE = 300;

/** Cuts a message to a readable length, so junk input cannot produce megabyte error strings. */
export function clip(text: string, max = MAX_MESSAGE): string {
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}

/** A one-line summary of a zod failure: the first few issues as `path: message`. */
export function summarizeIssues(error: z.ZodError): string {
  const shown = error.issues.slice(0, 3).map((issue) => {
    const path = issue.path.map((key) => clip(String(key), 40)).join('.');
    return path === '' ? issue.message : `${path}: ${issue.message}`;
  });
  const more = error.issues.length > 3 ? ` (+${error.issues.length - 3} more)` : '';
  return clip(shown.join('; ') + more);
}

/** The message of anything thrown, clipped. */
export function thrownMessage(thrown: unknown): string {
  try {
    return clip(thrown instanceof Error ? thrown.message : String(thrown));
  } catch {
    return 'an unprintable value was thrown';
  }
}
