import type { $ZodIssue } from 'zod/v4/core';
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

function listed(values: readonly unknown[]): string {
  return clip(values.map((value) => (typeof value === 'string' ? JSON.stringify(value) : String(value))).join(', '), 120);
}

/**
 * One issue in words. Written here rather than taken from zod's locale, so the messages are the
 * same with `zod` and `zod/mini` (which loads no locale) and never depend on global zod settings;
 * a schema's own messages (refinements) are kept as written.
 */
function issueMessage(issue: $ZodIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      return issue.expected === 'nonoptional' || issue.expected === 'undefined' ? 'is required' : `expected ${issue.expected}`;
    case 'too_big': {
      const what = issue.origin === 'array' || issue.origin === 'set' ? ' items' : issue.origin === 'string' ? ' characters' : '';
      return `must be ${issue.exact === true ? 'exactly' : issue.inclusive === false ? 'less than' : 'at most'} ${String(issue.maximum)}${what}`;
    }
    case 'too_small': {
      const what = issue.origin === 'array' || issue.origin === 'set' ? ' items' : issue.origin === 'string' ? ' characters' : '';
      return `must be ${issue.exact === true ? 'exactly' : issue.inclusive === false ? 'more than' : 'at least'} ${String(issue.minimum)}${what}`;
    }
    case 'invalid_value':
      return `expected ${issue.values.length === 1 ? listed(issue.values) : `one of ${listed(issue.values)}`}`;
    case 'unrecognized_keys':
      return `unknown field${issue.keys.length === 1 ? '' : 's'} ${listed(issue.keys)}`;
    case 'invalid_union':
      return issue.discriminator !== undefined && 'options' in issue && issue.options !== undefined
        ? `${issue.discriminator} must be one of ${listed(issue.options)}`
        : 'matches none of the allowed shapes';
    case 'not_multiple_of':
      return `must be a multiple of ${String(issue.divisor)}`;
    case 'invalid_format':
      return `must be a valid ${issue.format}`;
    case 'invalid_key':
      return 'has an invalid key';
    case 'invalid_element':
      return 'has an invalid element';
    case 'custom':
      return issue.message;
  }
}

/** A one-line summary of a zod failure: the first few issues as `path: message`. */
export function summarizeIssues(error: { readonly issues: readonly $ZodIssue[] }): string {
  const shown = error.issues.slice(0, 3).map((issue) => {
    const path = issue.path.map((key) => clip(String(key), 40)).join('.');
    const message = issueMessage(issue);
    return path === '' ? message : `${path}: ${message}`;
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
