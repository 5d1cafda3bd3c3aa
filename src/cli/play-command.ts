/**
 * `killer-rules play <game>`: one seat played from the terminal against bots. The human is shown
 * only what the seat may see — its view and the events `eventsFor` lets it see — and answers with
 * the number of one of its legal actions, one line of standard input each (so a test can pipe them).
 */
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Bot } from '../core/bots.js';
import { eventsFor } from '../core/events.js';
import { applyAction, createMatch, serializeMatch, type Match } from '../core/match.js';
import { createRng } from '../core/rng.js';
import { botInput } from '../core/simulate.js';
import type { AnyGameModule, GameAction, GameEvent } from '../core/types.js';
import { heuristicBots } from '../games/index.js';
import { randomSeed } from '../seed.js';
import { botOf, botSpecsFor, capitalised, configOf, findGame, seatLabel, seatName, tableOf, wholeNumber } from './args.js';
import { RunError, UsageError, type CliIo } from './io.js';
import { changedFields, renderView } from './render.js';

/** The flags of `play`, as commander hands them over. */
export interface PlayFlags {
  /** `--seat N`. */
  readonly seat?: string;
  /** `--bots a,b`. */
  readonly bots?: string;
  /** `--seed S`. */
  readonly seed?: string;
  /** `--config JSON`. */
  readonly config?: string;
  /** `--save FILE`. */
  readonly save?: string;
}

/** Fields of the view longer than this many lines are folded each turn ("v" shows them). */
const FOLD = 24;

/** The bot that plays the other seats when `--bots` names none. */
function defaultBot(game: AnyGameModule): string {
  return Object.hasOwn(heuristicBots, game.id) ? 'heuristic' : 'ismcts:300';
}

/** Runs `play`; returns the exit code. */
export async function playCommand(gameId: string, flags: PlayFlags, io: CliIo): Promise<number> {
  const game = findGame(gameId);
  const seed = flags.seed ?? randomSeed();
  const config = configOf(flags.config);
  const table = tableOf(game, config, seed);
  const human = wholeNumber('--seat', flags.seat ?? '0', 0);
  if (human >= table.seats) throw new UsageError(`--seat must be a seat of this game, 0 to ${table.seats - 1} (got ${human})`);
  const others = table.names.map((_, seat) => seat).filter((seat) => seat !== human);
  const bots: (Bot<unknown, GameAction> | undefined)[] = [];
  const specs = botSpecsFor(flags.bots, others, defaultBot(game));
  for (const [index, seat] of others.entries()) bots[seat] = (await botOf(specs[index] ?? 'random', game, io.cwd)).bot;

  const created = createMatch(game, { config, seed });
  if (!created.ok) throw new UsageError(`--config: ${created.error.message}`);
  let match: Match<unknown, unknown, GameAction> = created.match;
  const say = (line: string): void => io.out(`${line}\n`);
  const tell = (events: readonly GameEvent[]): void => {
    for (const event of eventsFor(events, human)) say(`  ${game.describeEvent(event, match.config)}`);
  };
  const save = (): void => {
    if (flags.save === undefined) return;
    writeFileSync(resolve(io.cwd, flags.save), serializeMatch(match));
    say(`Saved to ${flags.save} (replay it with: killer-rules replay ${flags.save}).`);
  };

  say(`${game.title}: you are ${seatLabel(human, seatName(game, match.state, human))}; seed "${seed}".`);
  say(`Opponents: ${others.map((seat, index) => `${seatLabel(seat, seatName(game, match.state, seat))} ${specs[index] ?? ''}`).join(', ')}.`);
  say('Type the number of an action; "v" shows your whole view, "q" quits.');
  tell(created.events);
  const botRng = createRng(`${seed}/bots`);
  let shown: unknown = undefined;

  for (;;) {
    const outcome = game.outcome(match.state);
    if (outcome !== null) {
      const winners = outcome.winners.map((seat) => seatName(game, match.state, seat));
      say('');
      say(`Game over (${outcome.reason}): ${winners.length === 0 ? 'nobody wins' : `${winners.join(' and ')} win${winners.length === 1 ? 's' : ''}`}.`);
      const result = outcome.returns[human] ?? 0;
      say(result > 0 ? 'You win.' : result === 0 ? 'A draw for you.' : 'You lose.');
      save();
      return 0;
    }
    const player = game.activePlayers(match.state)[0];
    if (player === undefined) throw new RunError(`${game.title}: the game runs but no seat may act`);
    let action: GameAction;
    if (player === human) {
      const view = game.view(match.state, human);
      const changed = changedFields(shown, view);
      say('');
      say(shown === undefined ? 'Your view:' : changed.length === 0 ? 'Your view has not changed.' : 'Your view (what changed):');
      for (const line of renderView(view, changed, FOLD)) say(`  ${line}`);
      shown = view;
      const legal = game.legalActions(match.state, human);
      say('Your move:');
      legal.forEach((choice, index) => say(`  ${String(index + 1).padStart(String(legal.length).length)}. ${game.describeAction(choice, match.config)}`));
      const chosen = await choose(io, legal.length, () => {
        for (const line of renderView(view)) say(`  ${line}`);
      });
      if (chosen === 'quit') {
        say('You leave the game.');
        save();
        return 0;
      }
      if (chosen === 'ended') {
        save();
        throw new RunError('standard input ended before the game did');
      }
      const picked = legal[chosen];
      if (picked === undefined) throw new RunError('no such action');
      action = picked;
    } else {
      const bot = bots[player];
      if (bot === undefined) throw new RunError(`no bot for seat ${player}`);
      try {
        action = bot(botInput(game, match, player, botRng));
      } catch (thrown) {
        throw new RunError(`the bot of seat ${player} failed: ${thrown instanceof Error ? thrown.message : String(thrown)}`);
      }
    }
    const applied = applyAction(game, match, action);
    if (!applied.ok) throw new RunError(`seat ${player}'s action was refused: ${applied.error.message}`);
    const mover = seatName(game, match.state, player);
    match = applied.match;
    const visible = eventsFor(applied.events, human);
    if (player !== human) say(visible.length === 0 ? `${capitalised(mover)} acts out of your sight.` : `${capitalised(mover)}:`);
    tell(applied.events);
  }
}

/** Reads lines until one is an action's number (0-based result), `q`, or the input ends. */
async function choose(io: CliIo, count: number, showView: () => void): Promise<number | 'quit' | 'ended'> {
  for (;;) {
    io.out(`Choose 1-${count}> `);
    const line = await io.readLine();
    // A terminal echoes what was typed; piped answers are echoed here, so the transcript reads alike.
    if (!io.interactive) io.out(`${line ?? ''}\n`);
    if (line === null) return 'ended';
    const answer = line.trim().toLowerCase();
    if (answer === 'q' || answer === 'quit') return 'quit';
    if (answer === 'v' || answer === 'view') {
      showView();
      continue;
    }
    const number = /^[0-9]+$/.test(answer) ? Number(answer) : Number.NaN;
    if (Number.isSafeInteger(number) && number >= 1 && number <= count) return number - 1;
    io.out(`"${line.trim()}" is not one of the actions: type a number from 1 to ${count}, v or q.\n`);
  }
}
