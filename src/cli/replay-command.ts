/**
 * `killer-rules replay <file>`: narrates a saved match (a `serializeMatch` save or a journal)
 * action by action, as a spectator sees it — or as one seat sees it (`--seat`), or everything
 * (`--reveal`). The events are worked out by replaying the log from the seed. With `--html FILE`
 * it writes the same replay, boards drawn, as one self-contained HTML file instead.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { seatCount, type PlayerId } from '../core/types.js';
import { wholeNumber } from './args.js';
import { RunError, UsageError, type CliIo } from './io.js';
import { replayHtml } from './replay-html.js';
import { endLine, narration, readSavedMatch, replaySteps, seatTitle, type Perspective } from './replay-steps.js';

/** The flags of `replay`, as commander hands them over. */
export interface ReplayFlags {
  /** `--seat N`: narrate as that seat sees it. */
  readonly seat?: string;
  /** `--reveal`: every action and every event, secrets included. */
  readonly reveal?: boolean;
  /** `--html FILE`: write a self-contained HTML replay viewer there instead of narrating. */
  readonly html?: string;
}

/** Runs `replay`; returns the exit code. */
export function replayCommand(file: string, flags: ReplayFlags, io: CliIo): number {
  let text: string;
  try {
    text = readFileSync(resolve(io.cwd, file), 'utf8');
  } catch (thrown) {
    throw new UsageError(`cannot read ${file}: ${thrown instanceof Error ? thrown.message : String(thrown)}`);
  }
  const saved = readSavedMatch(text);
  if (!saved.ok) throw new UsageError(saved.message);
  const { game } = saved;
  const replayed = replaySteps(game, saved.match);
  if (!replayed.ok) throw new RunError(replayed.message);
  const { steps } = replayed;
  const first = steps[0];
  const last = steps[steps.length - 1];
  if (first === undefined || last === undefined) throw new RunError('the match has no setup');
  const seats = seatCount(game, first.match.state);
  const viewer: PlayerId | null = flags.seat === undefined ? null : wholeNumber('--seat', flags.seat, 0);
  if (viewer !== null && viewer >= seats) throw new UsageError(`--seat must be a seat of this match, 0 to ${seats - 1} (got ${viewer})`);
  if (viewer !== null && flags.reveal === true) throw new UsageError('--seat and --reveal do not go together: one seat\'s eyes, or everything');
  const perspective: Perspective = flags.reveal === true ? 'everything' : viewer;
  const say = (line: string): void => io.out(`${line}\n`);

  if (flags.html !== undefined) {
    const target = resolve(io.cwd, flags.html);
    try {
      writeFileSync(target, replayHtml(game, steps, perspective));
    } catch (thrown) {
      throw new RunError(`cannot write ${flags.html}: ${thrown instanceof Error ? thrown.message : String(thrown)}`);
    }
    say(`Wrote ${flags.html}: ${game.title}, ${steps.length - 1} actions; open it in a browser (arrow keys or the slider step through it).`);
    return 0;
  }

  const as =
    perspective === 'everything' ? 'with every secret' : perspective === null ? 'as a spectator sees it' : `as ${seatTitle(game, first.match.state, perspective)} sees it`;
  say(`${game.title}: seed "${saved.match.seed}", ${saved.match.log.length} actions, ${as}.`);
  for (const line of narration(game, first, undefined, perspective)) say(`  ${line}`);
  const width = String(saved.match.log.length).length;
  for (let index = 1; index < steps.length; index++) {
    const step = steps[index];
    if (step === undefined) continue;
    const number = `${String(index).padStart(width)}.`;
    narration(game, step, steps[index - 1], perspective).forEach((line, at) => say(`${at === 0 ? number : ' '.repeat(number.length)} ${line}`));
  }
  say(endLine(game, last.match));
  return 0;
}
