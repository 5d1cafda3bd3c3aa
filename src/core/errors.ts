import type { $ZodIssue } from 'zod/v4/core';
import type { ErrorCode, GameError } from './types.js';

/** A refusal result, the `ok: false` branch shared by every result type in the library. */
export interface Refusal {
  /** Always `false`: nothing happened. */
  readonly ok: false;
  /** Why it was refused. */
  readonly error: GameError;
}

/**
 * The reasons the engine itself refuses for (a game's own reasons start with the game's id):
 *
 * - `core/missing-options`, `core/bad-seed`, `core/bad-config`, `core/setup-failed`: a match
 *   could not be created;
 * - `core/not-an-action`: the input is not an action of the game (its schema refused it);
 * - `core/bad-seat-binding`, `core/wrong-seat`: `{ as }` is not a seat, or the action names
 *   another seat than the connection plays;
 * - `core/game-over`, `core/not-your-turn`: the game is over, or the seat may not act now;
 * - `core/not-this-game`, `core/bad-rng`, `core/apply-failed`: the match is not a match of this
 *   game, or not a sound one;
 * - `core/undeclared-write`: the game's apply wrote a part of the state its `rules.writes` does not
 *   declare for the action (a bug of the game module, which the conformance kit reports);
 * - `core/bad-actions`, `core/bad-save`, `core/save-mismatch`, `core/bad-journal`: a replay, save
 *   or journal that cannot be read, or that does not lead to what it says;
 * - `core/bad-option`, `core/unknown-game`, `core/unknown-bot`, `core/no-active-seat`,
 *   `core/no-legal-action`, `core/bot-failed`, `core/bad-shards`: a playout or simulation that
 *   cannot run as asked.
 */
export type CoreRefusalReason =
  | 'core/missing-options'
  | 'core/bad-seed'
  | 'core/bad-config'
  | 'core/setup-failed'
  | 'core/not-an-action'
  | 'core/bad-seat-binding'
  | 'core/wrong-seat'
  | 'core/game-over'
  | 'core/not-your-turn'
  | 'core/not-this-game'
  | 'core/bad-rng'
  | 'core/apply-failed'
  | 'core/undeclared-write'
  | 'core/bad-actions'
  | 'core/bad-save'
  | 'core/save-mismatch'
  | 'core/bad-journal'
  | 'core/bad-option'
  | 'core/unknown-game'
  | 'core/unknown-bot'
  | 'core/no-active-seat'
  | 'core/no-legal-action'
  | 'core/bot-failed'
  | 'core/bad-shards';

/** Builds a {@link Refusal} with `code`, the `reason` id and `message`. */
export function refuse(code: ErrorCode, reason: CoreRefusalReason, message: string): Refusal {
  return { ok: false, error: { code, reason, message } };
}

/**
 * `error` passed on with `context` in front of its message (`action 3: …`): the code and the
 * reason id stay those of the rule that refused.
 */
export function refuseIn(context: string, error: GameError): Refusal {
  return { ok: false, error: { code: error.code, reason: error.reason, message: `${context}: ${error.message}` } };
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
        : unionMessage(issue.errors);
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

/**
 * What a value failing every branch of a union should have been: the values or types the branches
 * accept when each branch refused it whole (`expected one of 0, 1`), else the branch that got
 * furthest, in its own words.
 */
function unionMessage(branches: readonly (readonly $ZodIssue[])[]): string {
  const whole = branches.every((issues) => issues.length === 1 && issues[0]?.path.length === 0);
  if (whole && branches.length > 0) {
    const values: unknown[] = [];
    const types: string[] = [];
    for (const [issue] of branches) {
      if (issue?.code === 'invalid_value') values.push(...issue.values);
      else if (issue?.code === 'invalid_type') types.push(issue.expected);
      else return 'matches none of the allowed shapes';
    }
    const accepted = [...(values.length > 0 ? [`one of ${listed(values)}`] : []), ...types];
    return `expected ${accepted.join(' or ')}`;
  }
  // The branch whose first problem lies deepest is the one the value was closest to.
  const closest = [...branches].sort((a, b) => (b[0]?.path.length ?? 0) - (a[0]?.path.length ?? 0))[0];
  const first = closest?.[0];
  if (first === undefined) return 'matches none of the allowed shapes';
  const path = first.path.map((key) => clip(String(key), 40)).join('.');
  return path === '' ? issueMessage(first) : `${path}: ${issueMessage(first)}`;
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
