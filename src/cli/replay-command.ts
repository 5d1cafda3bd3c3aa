/**
 * `killer-rules replay <file>`: narrates a saved match (a `serializeMatch` save or a journal)
 * action by action, as a spectator sees it — or as one seat sees it (`--seat`), or everything
 * (`--reveal`). The events are worked out by replaying the log from the seed.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { eventsFor } from '../core/events.js';
import { loadJournal } from '../core/journal.js';
import { applyAction, createMatch, deserializeMatch, type Match } from '../core/match.js';
import { seatCount, type AnyGameModule, type GameAction, type GameEvent, type PlayerId } from '../core/types.js';
import { capitalised, findGame, seatLabel, seatName, wholeNumber } from './args.js';
import { RunError, UsageError, type CliIo } from './io.js';

/** The flags of `replay`, as commander hands them over. */
export interface ReplayFlags {
  /** `--seat N`: narrate as that seat sees it. */
  readonly seat?: string;
  /** `--reveal`: every action and every event, secrets included. */
  readonly reveal?: boolean;
}

/** The game a save or journal names, read from its first line. */
function gameNamed(text: string): string {
  const first = text.split('\n', 1)[0] ?? '';
  for (const candidate of [text, first]) {
    try {
      const parsed: unknown = JSON.parse(candidate);
      if (typeof parsed === 'object' && parsed !== null && 'game' in parsed && typeof parsed.game === 'string') return parsed.game;
    } catch {
      // Not JSON as a whole: a journal, whose first line is.
    }
  }
  throw new UsageError('not a saved match or a journal: no "game" found in it');
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

/** The match the file holds. */
function matchIn(game: AnyGameModule, text: string): Match<unknown, unknown, GameAction> {
  const isJournal = isJournalText(text);
  const loaded = isJournal ? loadJournal(game, text) : deserializeMatch(game, text);
  if (!loaded.ok) throw new UsageError(`cannot read the ${isJournal ? 'journal' : 'save'}: ${loaded.error.message}`);
  return loaded.match;
}

/** Runs `replay`; returns the exit code. */
export function replayCommand(file: string, flags: ReplayFlags, io: CliIo): number {
  let text: string;
  try {
    text = readFileSync(resolve(io.cwd, file), 'utf8');
  } catch (thrown) {
    throw new UsageError(`cannot read ${file}: ${thrown instanceof Error ? thrown.message : String(thrown)}`);
  }
  const game = findGame(gameNamed(text));
  const saved = matchIn(game, text);
  const created = createMatch(game, { config: saved.config, seed: saved.seed });
  if (!created.ok) throw new RunError(`the match does not start again: ${created.error.message}`);
  let match = created.match;
  const seats = seatCount(game, match.state);
  const viewer: PlayerId | null = flags.seat === undefined ? null : wholeNumber('--seat', flags.seat, 0);
  if (viewer !== null && viewer >= seats) throw new UsageError(`--seat must be a seat of this match, 0 to ${seats - 1} (got ${viewer})`);
  const reveal = flags.reveal === true;
  const say = (line: string): void => io.out(`${line}\n`);
  const shown = (events: readonly GameEvent[]): GameEvent[] => (reveal ? [...events] : eventsFor(events, viewer));
  const as = reveal ? 'with every secret' : viewer === null ? 'as a spectator sees it' : `as ${seatLabel(viewer, seatName(game, match.state, viewer))} sees it`;

  say(`${game.title}: seed "${saved.seed}", ${saved.log.length} actions, ${as}.`);
  for (const event of shown(created.events)) say(`  ${game.describeEvent(event, match.config)}`);
  const width = String(saved.log.length).length;
  for (const [index, action] of saved.log.entries()) {
    const mover = seatName(game, match.state, action.player);
    const applied = applyAction(game, match, action);
    if (!applied.ok) throw new RunError(`action ${index + 1} does not replay: ${applied.error.message}`);
    match = applied.match;
    const lines = shown(applied.events).map((event) => game.describeEvent(event, match.config));
    // A seat knows its own actions; with --reveal everyone's are shown.
    if (reveal || action.player === viewer) lines.unshift(game.describeAction(action, match.config));
    const number = `${String(index + 1).padStart(width)}.`;
    if (lines.length === 0) say(`${number} ${capitalised(mover)} acts out of sight.`);
    else lines.forEach((line, at) => say(`${at === 0 ? number : ' '.repeat(number.length)} ${line}`));
  }
  const outcome = game.outcome(match.state);
  if (outcome === null) {
    say(`The match stops here, unfinished, after ${saved.log.length} actions.`);
  } else {
    const winners = outcome.winners.map((seat) => seatName(game, match.state, seat));
    say(`Game over (${outcome.reason}): ${winners.length === 0 ? 'nobody wins' : `${winners.join(' and ')} win${winners.length === 1 ? 's' : ''}`}.`);
  }
  return 0;
}
