/**
 * A saved match, step by step, narrated for one perspective: the terminal `replay`, its HTML
 * export and the playground's replay viewer all read saves and tell the story through here. Pure
 * (no I/O), so the playground runs it in the browser.
 */
import { eventsFor } from '../core/events.js';
import { loadJournal } from '../core/journal.js';
import { applyAction, createMatch, deserializeMatch, type Match } from '../core/match.js';
import type { AnyGameModule, GameAction, GameEvent, PlayerId } from '../core/types.js';
import { gameList } from '../games/index.js';

/**
 * Whose eyes a replay is seen through: a seat (its view and the events it may see), `null` for a
 * spectator, or `'everything'`: every seat's view and every event, secrets included.
 */
export type Perspective = PlayerId | null | 'everything';

/** A save or journal read back, or why it cannot be. */
export type SavedMatch =
  | { readonly ok: true; readonly game: AnyGameModule; readonly match: Match<unknown, unknown, GameAction>; readonly journal: boolean }
  | { readonly ok: false; readonly message: string };

/** The game id a save (one JSON object) or a journal (a JSON header line first) names. */
function gameNamed(text: string): string | undefined {
  const first = text.split('\n', 1)[0] ?? '';
  for (const candidate of [text, first]) {
    try {
      const parsed: unknown = JSON.parse(candidate);
      if (typeof parsed === 'object' && parsed !== null && 'game' in parsed && typeof parsed.game === 'string') return parsed.game;
    } catch {
      // Not JSON as a whole: a journal, whose first line is.
    }
  }
  return undefined;
}

/** Whether `text` is a journal: its first line is a header naming the journal format. */
function isJournalText(text: string): boolean {
  try {
    const header: unknown = JSON.parse(text.split('\n', 1)[0] ?? '');
    return typeof header === 'object' && header !== null && Object.hasOwn(header, 'journal');
  } catch {
    return false;
  }
}

/** Reads `text` as a `serializeMatch` save or a journal of any registered game. */
export function readSavedMatch(text: string): SavedMatch {
  const id = gameNamed(text);
  if (id === undefined) return { ok: false, message: 'not a saved match or a journal: no "game" found in it' };
  const game = gameList.find((known) => known.id === id);
  if (game === undefined) return { ok: false, message: `unknown game "${id}"; the games are ${gameList.map((known) => known.id).join(', ')}` };
  const journal = isJournalText(text);
  const loaded = journal ? loadJournal(game, text) : deserializeMatch(game, text);
  if (!loaded.ok) return { ok: false, message: `cannot read the ${journal ? 'journal' : 'save'}: ${loaded.error.message}` };
  return { ok: true, game, match: loaded.match, journal };
}

/** One moment of a replay: the match after `action` (the setup for the first), and what it did. */
export interface ReplayStep {
  /** The match at this moment. */
  readonly match: Match<unknown, unknown, GameAction>;
  /** The action that led here, `null` for the setup. */
  readonly action: GameAction | null;
  /** Every event of that action (or of the setup), secrets included: filter before showing. */
  readonly events: readonly GameEvent[];
}

/** The steps of a match, or why it does not replay. */
export type ReplaySteps = { readonly ok: true; readonly steps: readonly ReplayStep[] } | { readonly ok: false; readonly message: string };

/**
 * Replays `saved` from its seed: the setup, then one step per action of its log (the events are
 * worked out again, since a save keeps none).
 */
export function replaySteps(game: AnyGameModule, saved: Match<unknown, unknown, GameAction>): ReplaySteps {
  const created = createMatch(game, { config: saved.config, seed: saved.seed });
  if (!created.ok) return { ok: false, message: `the match does not start again: ${created.error.message}` };
  let match: Match<unknown, unknown, GameAction> = created.match;
  const steps: ReplayStep[] = [{ match, action: null, events: created.events }];
  for (const [index, action] of saved.log.entries()) {
    const applied = applyAction(game, match, action);
    if (!applied.ok) return { ok: false, message: `action ${index + 1} does not replay: ${applied.error.message}` };
    match = applied.match;
    steps.push({ match, action, events: applied.events });
  }
  return { ok: true, steps };
}

/** What `game` calls `seat` in `state` ("the Killer"), or "seat 1" where it names no seats. */
export function seatNameOf(game: AnyGameModule, state: unknown, seat: PlayerId): string {
  return game.seatName?.(state, seat) ?? `seat ${seat}`;
}

/** "seat 1 (the Detective)", or just "seat 1" where the game names seats by number. */
export function seatTitle(game: AnyGameModule, state: unknown, seat: PlayerId): string {
  const name = seatNameOf(game, state, seat);
  return name === `seat ${seat}` ? name : `seat ${seat} (${name})`;
}

/**
 * The lines `perspective` reads at `step`: the action when that seat took it (or with
 * `'everything'`), then the events it may see, each in the game's words with the match's config.
 * A step with nothing to show says who acted out of sight (the setup says nothing then).
 */
export function narration(game: AnyGameModule, step: ReplayStep, before: ReplayStep | undefined, perspective: Perspective): string[] {
  const everything = perspective === 'everything';
  const config = step.match.config;
  const shown = everything ? step.events : eventsFor(step.events, perspective);
  const lines = shown.map((event) => game.describeEvent(event, config));
  const { action } = step;
  if (action === null) return lines;
  if (everything || action.player === perspective) lines.unshift(game.describeAction(action, config));
  if (lines.length === 0) {
    const mover = seatNameOf(game, (before ?? step).match.state, action.player);
    lines.push(`${mover.charAt(0).toUpperCase()}${mover.slice(1)} acts out of sight.`);
  }
  return lines;
}

/** One line saying how the game ended, or that the match stops unfinished. */
export function endLine(game: AnyGameModule, match: Match<unknown, unknown, GameAction>): string {
  const outcome = game.outcome(match.state);
  if (outcome === null) return `The match stops here, unfinished, after ${match.log.length} actions.`;
  const winners = outcome.winners.map((seat) => seatNameOf(game, match.state, seat));
  return `Game over (${outcome.reason}): ${winners.length === 0 ? 'nobody wins' : `${winners.join(' and ')} win${winners.length === 1 ? 's' : ''}`}.`;
}
