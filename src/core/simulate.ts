import { randomBot, type Bot } from './bots.js';
import { refuse, thrownMessage, type Refusal } from './errors.js';
import { applyAction, createMatch, lastLogged, type Match } from './match.js';
import { createRng } from './rng.js';
import { seatCount, type GameAction, type GameEvent, type GameModule, type Outcome } from './types.js';

/** Bots by seat; a seat without one plays {@link randomBot}. */
export type Seating<View, Action> = readonly (Bot<View, Action> | undefined)[];

/** One accepted step of a playout, handed to {@link PlayoutOptions.onStep}. */
export interface PlayoutStep<C, S, A, E> {
  /** The action the bot took. */
  readonly action: A;
  /** Everything that happened (filter with `eventsFor` before showing to a seat). */
  readonly events: readonly E[];
  /** The match after the action. */
  readonly match: Match<C, S, A>;
}

/** Options for {@link playout}. */
export interface PlayoutOptions<C, S, A, E, V, I> {
  /** The configuration; omitted fields take the game's defaults. */
  readonly config?: I;
  /** Seeds the game's random stream, and (as `<seed>/bots`) the bots' stream. */
  readonly seed: string | number;
  /** Bots by seat (default: {@link randomBot} everywhere). */
  readonly bots?: Seating<V, A>;
  /** Stop after this many actions even if the game has not ended (default 10 000). */
  readonly maxSteps?: number;
  /** Called after every accepted action, e.g. to narrate the game. */
  readonly onStep?: (step: PlayoutStep<C, S, A, E>) => void;
}

/** A finished (or stopped) playout. */
export interface PlayoutSuccess<C, S, A> {
  /** Always `true`. */
  readonly ok: true;
  /** The final match, with its full log. */
  readonly match: Match<C, S, A>;
  /** How the game ended; `null` if `maxSteps` stopped it first. */
  readonly outcome: Outcome | null;
  /** How many actions were taken. */
  readonly steps: number;
}

/** A playout that could not go on: a bot returned an action the game refused, or setup failed. */
export interface PlayoutFailure<C, S, A> extends Refusal {
  /** The match as it stood when the playout stopped, if one was created. */
  readonly match?: Match<C, S, A>;
}

/** Plays one game to the end with bots; the first active seat acts at each step. */
export function playout<C, S, A extends GameAction, E extends GameEvent, V, I>(
  game: GameModule<C, S, A, E, V, I>,
  options: PlayoutOptions<C, S, A, E, V, I>,
): PlayoutSuccess<C, S, A> | PlayoutFailure<C, S, A> {
  if (options.maxSteps !== undefined && !(Number.isSafeInteger(options.maxSteps) && options.maxSteps >= 0)) {
    return refuse('INVALID_INPUT', 'maxSteps must be a whole number of actions, 0 or more');
  }
  const created = createMatch(game, { config: options.config, seed: options.seed });
  if (!created.ok) return created;
  const botRng = createRng(`${String(options.seed)}/bots`);
  const maxSteps = options.maxSteps ?? 10_000;
  let match = created.match;
  let steps = 0;
  for (;;) {
    const outcome = game.outcome(match.state);
    if (outcome !== null || steps >= maxSteps) return { ok: true, match, outcome, steps };
    const player = game.activePlayers(match.state)[0];
    if (player === undefined) {
      return { ...refuse('INVALID_STATE', `${game.title}: the game runs but no seat may act`), match };
    }
    const legal = game.legalActions(match.state, player);
    if (legal.length === 0) {
      return { ...refuse('INVALID_STATE', `${game.title}: seat ${player} is active but has no legal action`), match };
    }
    const bot = options.bots?.[player] ?? randomBot;
    let action: A;
    try {
      action = bot({ view: game.view(match.state, player), legal, player, rng: botRng });
    } catch (thrown) {
      return { ...refuse('INVALID_INPUT', `the bot of seat ${player} threw: ${thrownMessage(thrown)}`), match };
    }
    const applied = applyAction(game, match, action);
    if (!applied.ok) {
      return { ...refuse(applied.error.code, `the bot of seat ${player}: ${applied.error.message}`), match };
    }
    match = applied.match;
    steps++;
    const logged = lastLogged(match);
    if (logged !== undefined) options.onStep?.({ action: logged, events: applied.events, match });
  }
}

/** Options for {@link simulate}. */
export interface SimulateOptions<V, A, I> {
  /** The configuration of every game; omitted fields take the game's defaults. */
  readonly config?: I;
  /** How many games to play. */
  readonly games: number;
  /** Game `i` is seeded with `<seed>/<i>`. */
  readonly seed: string | number;
  /** Bots by seat (default: {@link randomBot} everywhere). */
  readonly bots?: Seating<V, A>;
  /** Stop a game after this many actions (default 10 000); it then counts as unfinished. */
  readonly maxSteps?: number;
}

/** One simulated game. */
export interface SimulatedGame {
  /** The seed that reproduces it with {@link playout}. */
  readonly seed: string;
  /** How it ended, or `null` if it hit `maxSteps`. */
  readonly outcome: Outcome | null;
  /** Its length in actions. */
  readonly length: number;
}

/** Totals over a simulation. */
export interface SimulationSummary {
  /** Games played. */
  readonly games: number;
  /** Games that ended before `maxSteps`. */
  readonly finished: number;
  /** For each seat, how many games it won. */
  readonly winsPerSeat: readonly number[];
  /** Finished games that nobody won. */
  readonly nobodyWon: number;
  /** How many games ended for each outcome reason. */
  readonly reasons: Readonly<Record<string, number>>;
  /** Mean game length in actions. */
  readonly meanLength: number;
  /** Longest game in actions. */
  readonly maxLength: number;
}

/** The result of {@link simulate}. */
export type SimulateResult =
  | {
      /** Every game was played. */
      readonly ok: true;
      /** Each game, in order. */
      readonly games: readonly SimulatedGame[];
      /** Totals. */
      readonly summary: SimulationSummary;
    }
  | (Refusal & {
      /** The seed of the game that could not be played. */
      readonly seed?: string;
    });

/**
 * Plays many complete games with bots and sums them up. Same arguments ⇒ same result. Bots see
 * only `{ view, legal, player, rng }`.
 */
export function simulate<C, S, A extends GameAction, E extends GameEvent, V, I>(
  game: GameModule<C, S, A, E, V, I>,
  options: SimulateOptions<V, A, I>,
): SimulateResult {
  if (!Number.isSafeInteger(options.games) || options.games < 0) {
    return refuse('INVALID_INPUT', 'games must be a whole number of games, 0 or more');
  }
  const played: SimulatedGame[] = [];
  const winsPerSeat: number[] = [];
  const reasons: Record<string, number> = {};
  let finished = 0;
  let nobodyWon = 0;
  let totalLength = 0;
  let maxLength = 0;
  for (let index = 0; index < options.games; index++) {
    const seed = `${String(options.seed)}/${index}`;
    const result = playout(game, { config: options.config, seed, bots: options.bots, maxSteps: options.maxSteps });
    if (!result.ok) return { ok: false, error: result.error, seed };
    const { outcome, steps } = result;
    played.push({ seed, outcome, length: steps });
    for (let seat = winsPerSeat.length; seat < seatCount(game, result.match.state); seat++) winsPerSeat.push(0);
    totalLength += steps;
    maxLength = Math.max(maxLength, steps);
    if (outcome === null) continue;
    finished++;
    reasons[outcome.reason] = (reasons[outcome.reason] ?? 0) + 1;
    if (outcome.winners.length === 0) nobodyWon++;
    for (const seat of outcome.winners) winsPerSeat[seat] = (winsPerSeat[seat] ?? 0) + 1;
  }
  return {
    ok: true,
    games: played,
    summary: {
      games: options.games,
      finished,
      winsPerSeat,
      nobodyWon,
      reasons,
      meanLength: options.games === 0 ? 0 : totalLength / options.games,
      maxLength,
    },
  };
}
