import { botInputFor, randomBot, type Bot, type BotInput } from './bots.js';
import { refuse, summarizeIssues, thrownMessage, type Refusal } from './errors.js';
import { applyAction, createMatch, lastLogged, matchOf, type Match } from './match.js';
import { createRng, type Rng } from './rng.js';
import { type GameAction, type GameEvent, type GameModule, type Outcome, type PlayerId } from './types.js';
import { openWorld, sampleWorldFor, type World } from './world.js';

/** Bots by seat; a seat without one plays {@link randomBot}. */
export type Seating<View, Action, Config = unknown> = readonly (Bot<View, Action, Config> | undefined)[];

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
  readonly bots?: Seating<V, A, C>;
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

/**
 * Plays one game to the end with bots; the first active seat acts at each step. Without `onStep`
 * it runs in the mutable mode (a private working copy stepped in place, see `World`); with
 * `onStep`, which hands out the match after every action, through `applyAction`. Both give the
 * same game, action for action.
 */
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
  if (options.onStep !== undefined) return playImmutably(game, created.match, botRng, maxSteps, options.bots, options.onStep);
  const start = created.match;
  const world = openWorld(game, start.state, start.rng);
  const log: A[] = [];
  const ended = playWorld(game, world, botRng, maxSteps, options.bots, start.config, (action) => log.push(action));
  const match = matchOf(start, world.snapshot(), world.rngState(), log);
  if (!ended.ok) return { ...ended, match };
  return { ok: true, match, outcome: ended.outcome, steps: log.length };
}

/** The playout with `onStep`: every action through `applyAction`, so each step has its match. */
function playImmutably<C, S, A extends GameAction, E extends GameEvent, V, I>(
  game: GameModule<C, S, A, E, V, I>,
  start: Match<C, S, A>,
  botRng: Rng,
  maxSteps: number,
  bots: Seating<V, A, C> | undefined,
  onStep: (step: PlayoutStep<C, S, A, E>) => void,
): PlayoutSuccess<C, S, A> | PlayoutFailure<C, S, A> {
  let match = start;
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
    const state = match.state;
    const input = botInputFor(
      () => game.view(state, player),
      (rng) => sampleWorldFor(game, state, player, rng),
      legal,
      player,
      botRng,
      match.config,
    );
    let action: A;
    try {
      action = (bots?.[player] ?? randomBot)(input.input);
    } catch (thrown) {
      return { ...refuse('INVALID_INPUT', `the bot of seat ${player} threw: ${thrownMessage(thrown)}`), match };
    } finally {
      input.close(true);
    }
    const applied = applyAction(game, match, action);
    if (!applied.ok) {
      return { ...refuse(applied.error.code, `the bot of seat ${player}: ${applied.error.message}`), match };
    }
    match = applied.match;
    steps++;
    const logged = lastLogged(match);
    if (logged !== undefined) onStep({ action: logged, events: applied.events, match });
  }
}

/** How a game played in a world ended: its outcome (`null` at `maxSteps`), or why it could not go on. */
type WorldEnding = { readonly ok: true; readonly outcome: Outcome | null } | Refusal;

/**
 * Plays `world` on with bots until it ends or `maxSteps` actions were taken, handing each accepted
 * action (frozen) to `taken`. A bot's action that is one of the legal actions it was given is
 * trusted; anything else is parsed with the action schema first, as `applyAction` would.
 */
function playWorld<C, S, A extends GameAction, E extends GameEvent, V, I>(
  game: GameModule<C, S, A, E, V, I>,
  world: World<C, S, A, E, V, I>,
  botRng: Rng,
  maxSteps: number,
  bots: Seating<V, A, C> | undefined,
  config: C,
  taken: (action: A) => void,
): WorldEnding {
  for (let steps = 0; ; steps++) {
    const outcome = world.outcome();
    if (outcome !== null || steps >= maxSteps) return { ok: true, outcome };
    const player: PlayerId | undefined = world.activePlayers()[0];
    if (player === undefined) return refuse('INVALID_STATE', `${game.title}: the game runs but no seat may act`);
    const legal = world.legalActions(player);
    if (legal.length === 0) return refuse('INVALID_STATE', `${game.title}: seat ${player} is active but has no legal action`);
    const bot = bots?.[player] ?? randomBot;
    // The view is worked out only if the bot reads it, and only while it decides (the world moves on).
    const input = botInputFor(() => world.view(player), (rng) => world.resampleFor(player, rng), legal, player, botRng, config);
    let chosen: A;
    try {
      chosen = bot(input.input);
    } catch (thrown) {
      return refuse('INVALID_INPUT', `the bot of seat ${player} threw: ${thrownMessage(thrown)}`);
    } finally {
      input.close();
    }
    let action = chosen;
    if (!legal.includes(chosen)) {
      const parsed = safeParseAction(game, chosen);
      if (!parsed.ok) return refuse('INVALID_INPUT', `the bot of seat ${player}: not an action of ${game.title}: ${parsed.message}`);
      action = parsed.action;
    }
    const stepped = world.step(action);
    if (!stepped.ok) return refuse(stepped.error.code, `the bot of seat ${player}: ${stepped.error.message}`);
    taken(Object.isFrozen(action) ? action : Object.freeze(action));
  }
}

/** A bot's own action object, checked against the action schema as `applyAction` would. */
function safeParseAction<C, S, A extends GameAction, E extends GameEvent, V, I>(
  game: GameModule<C, S, A, E, V, I>,
  value: unknown,
): { readonly ok: true; readonly action: A } | { readonly ok: false; readonly message: string } {
  try {
    const parsed = game.schemas.action.safeParse(value);
    return parsed.success ? { ok: true, action: parsed.data } : { ok: false, message: summarizeIssues(parsed.error) };
  } catch (thrown) {
    return { ok: false, message: thrownMessage(thrown) };
  }
}

/**
 * What a bot of seat `seat` is shown in `match`: its view, its legal actions, the bots' random
 * stream `rng`, and a sampler of worlds it cannot tell apart from the real one. For running a bot
 * yourself (a server's AI opponent, a test); `playout` and `simulate` build the same input.
 */
export function botInput<C, S, A extends GameAction, E extends GameEvent, V, I>(
  game: GameModule<C, S, A, E, V, I>,
  match: Match<C, S, A>,
  seat: PlayerId,
  rng: Rng,
): BotInput<V, A, C> {
  const state = match.state;
  return botInputFor(
    () => game.view(state, seat),
    (stream) => sampleWorldFor(game, state, seat, stream),
    game.legalActions(state, seat),
    seat,
    rng,
    match.config,
  ).input;
}

/** Options for {@link simulate}. */
export interface SimulateOptions<V, A, I, C = unknown> {
  /** The configuration of every game; omitted fields take the game's defaults. */
  readonly config?: I;
  /** How many games to play. */
  readonly games: number;
  /** Game `i` is seeded with `<seed>/<i>`. */
  readonly seed: string | number;
  /** Bots by seat (default: {@link randomBot} everywhere). */
  readonly bots?: Seating<V, A, C>;
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
  options: SimulateOptions<V, A, I, C>,
): SimulateResult {
  if (!Number.isSafeInteger(options.games) || options.games < 0) {
    return refuse('INVALID_INPUT', 'games must be a whole number of games, 0 or more');
  }
  // The config is checked once; each game is then set up straight from it, as createMatch would.
  const probe = createMatch(game, { config: options.config, seed: String(options.seed) });
  if (!probe.ok) return probe;
  const config = probe.match.config;
  const maxSteps = options.maxSteps ?? 10_000;
  if (!(Number.isSafeInteger(maxSteps) && maxSteps >= 0)) return refuse('INVALID_INPUT', 'maxSteps must be a whole number of actions, 0 or more');
  const played: SimulatedGame[] = [];
  const winsPerSeat: number[] = [];
  const reasons: Record<string, number> = {};
  let finished = 0;
  let nobodyWon = 0;
  let totalLength = 0;
  let maxLength = 0;
  for (let index = 0; index < options.games; index++) {
    const seed = `${String(options.seed)}/${index}`;
    const rng = createRng(seed);
    let world: World<C, S, A, E, V, I>;
    try {
      world = openWorld(game, game.setup(config, rng), rng);
    } catch (thrown) {
      return { ...refuse('INVALID_CONFIG', `${game.title} setup failed: ${thrownMessage(thrown)}`), seed };
    }
    let steps = 0;
    const ended = playWorld(game, world, createRng(`${seed}/bots`), maxSteps, options.bots, config, () => steps++);
    if (!ended.ok) return { ok: false, error: ended.error, seed };
    const { outcome } = ended;
    played.push({ seed, outcome, length: steps });
    for (let seat = winsPerSeat.length; seat < world.seatCount(); seat++) winsPerSeat.push(0);
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
