/**
 * An append-only save: a server that saves after every action writes one short line per action
 * instead of the whole match. The first line records what the match began from (the game, seed
 * and config); each further line is one accepted action. Loading replays the actions, so a
 * journal can never hold a state its log does not lead to.
 *
 * ```ts
 * append(file, journalHeader(match));          // once, when the match is created
 * const applied = applyAction(game, match, action);
 * if (applied.ok) append(file, journalLine(applied.match)); // after every action
 * const restored = loadJournal(game, readFile(file));        // after a restart
 * ```
 */
import * as z from 'zod/mini';
import { clip, refuse, summarizeIssues, thrownMessage } from './errors.js';
import { lastLogged, replay, type Match, type MatchResult } from './match.js';
import type { ActionOf, AnyGameModule, ConfigOf, GameAction, GameEvent, GameModule, StateOf } from './types.js';

/** The version of the journal format. */
export const JOURNAL_FORMAT = 1;

const headerSchema = /* @__PURE__ */ (() =>
  z.strictObject({
    journal: z.literal(JOURNAL_FORMAT),
    game: z.string(),
    seed: z.string(),
    config: z.unknown(),
  }))();

/** The first line of a journal (with its newline): the game, the seed and the config of `match`. */
export function journalHeader<C, S, A>(match: Match<C, S, A>): string {
  return `${JSON.stringify({ journal: JOURNAL_FORMAT, game: match.game, seed: match.seed, config: match.config })}\n`;
}

/** The line (with its newline) to append once `match` has taken an action: that action. */
export function journalLine<C, S, A>(match: Match<C, S, A>): string {
  const action = lastLogged(match);
  if (action === undefined) throw new RangeError('journalLine: the match has taken no action yet');
  return `${JSON.stringify(action)}\n`;
}

/** A whole journal for `match`: its header and one line per action so far. */
export function journalOf<C, S, A>(match: Match<C, S, A>): string {
  return journalHeader(match) + match.log.map((action) => `${JSON.stringify(action)}\n`).join('');
}

/**
 * Rebuilds a match from a journal by replaying its actions. Refuses with `INVALID_STATE` a
 * journal of another game, a malformed line, or an action the rules refuse. A last line cut short
 * (a write interrupted by a crash) is left out, so the match resumes from the last whole action.
 */
export function loadJournal<G extends AnyGameModule>(
  game: G,
  text: string,
): MatchResult<ConfigOf<G>, StateOf<G>, ActionOf<G>>;
export function loadJournal<C, S, A extends GameAction, E extends GameEvent, V, I>(
  game: GameModule<C, S, A, E, V, I>,
  text: string,
): MatchResult<C, S, A> {
  try {
    if (typeof text !== 'string') return refuse('INVALID_STATE', 'core/bad-journal', 'a journal is text');
    // A line counts once its newline is written: what follows the last newline (nothing, or a
    // line cut short by a crash) is left out.
    const finished = text.split('\n').slice(0, -1);
    const [first, ...rest] = finished;
    if (first === undefined) return refuse('INVALID_STATE', 'core/bad-journal', 'a journal starts with its header line');
    let header: unknown;
    try {
      header = JSON.parse(first);
    } catch (thrown) {
      return refuse('INVALID_STATE', 'core/bad-journal', `the journal header is not JSON: ${thrownMessage(thrown)}`);
    }
    const parsed = headerSchema.safeParse(header);
    if (!parsed.success) return refuse('INVALID_STATE', 'core/bad-journal', `not a journal header: ${summarizeIssues(parsed.error)}`);
    if (parsed.data.game !== game.id) {
      return refuse('INVALID_STATE', 'core/not-this-game', `this journal is of ${clip(JSON.stringify(parsed.data.game), 60)}, not ${game.id}`);
    }
    const actions: unknown[] = [];
    for (const [index, line] of rest.entries()) {
      try {
        actions.push(JSON.parse(line));
      } catch (thrown) {
        return refuse('INVALID_STATE', 'core/bad-journal', `journal line ${index + 2} is not JSON: ${thrownMessage(thrown)}`);
      }
    }
    const replayed = replay(game, { config: parsed.data.config as I, seed: parsed.data.seed, actions });
    return replayed.ok ? replayed : refuse('INVALID_STATE', 'core/bad-journal', `the journal does not replay: ${replayed.error.message}`);
  } catch (thrown) {
    return refuse('INVALID_STATE', 'core/bad-journal', `not a journal of ${game.title}: ${thrownMessage(thrown)}`);
  }
}
