import { parseAction } from './action-parse.js';
import { botInputFor, randomBot, type Bot, type BotInput } from './bots.js';
import { refuse, refuseIn, summarizeIssues, thrownMessage, type Refusal } from './errors.js';
import { applyAction, createMatch, lastLogged, matchOf, type Match, type MatchOf } from './match.js';
import { createRng, type Rng } from './rng.js';
import {
  type ActionOf,
  type AnyGameModule,
  type ConfigInputOf,
  type ConfigOf,
  type EventOf,
  type GameAction,
  type GameEvent,
  type GameModule,
  type Outcome,
  type PlayerId,
  type StateOf,
  type ViewOf,
} from './types.js';
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
export function playout<G extends AnyGameModule>(
  game: G,
  options: PlayoutOptions<ConfigOf<G>, StateOf<G>, ActionOf<G>, EventOf<G>, ViewOf<G>, ConfigInputOf<G>>,
): PlayoutSuccess<ConfigOf<G>, StateOf<G>, ActionOf<G>> | PlayoutFailure<ConfigOf<G>, StateOf<G>, ActionOf<G>>;
export function playout<C, S, A extends GameAction, E extends GameEvent, V, I>(
  game: GameModule<C, S, A, E, V, I>,
  options: PlayoutOptions<C, S, A, E, V, I>,
): PlayoutSuccess<C, S, A> | PlayoutFailure<C, S, A> {
  if (options.maxSteps !== undefined && !(Number.isSafeInteger(options.maxSteps) && options.maxSteps >= 0)) {
    return refuse('INVALID_INPUT', 'core/bad-option', 'maxSteps must be a whole number of actions, 0 or more');
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
      return { ...refuse('INVALID_STATE', 'core/no-active-seat', `${game.title}: the game runs but no seat may act`), match };
    }
    const legal = game.legalActions(match.state, player);
    if (legal.length === 0) {
      return { ...refuse('INVALID_STATE', 'core/no-legal-action', `${game.title}: seat ${player} is active but has no legal action`), match };
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
      return { ...refuse('INVALID_INPUT', 'core/bot-failed', `the bot of seat ${player} threw: ${thrownMessage(thrown)}`), match };
    } finally {
      input.close(true);
    }
    const applied = applyAction(game, match, action);
    if (!applied.ok) {
      return { ...refuseIn(`the bot of seat ${player}`, applied.error), match };
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
    if (player === undefined) return refuse('INVALID_STATE', 'core/no-active-seat', `${game.title}: the game runs but no seat may act`);
    const bot = bots?.[player] ?? randomBot;
    let chosen: A;
    let legal: readonly A[] | null = null;
    if (bot === randomBot) {
      // randomBot's one draw, without the input it would not read (nor, where the game can draw
      // without it, the list of legal actions).
      const drawn = world.randomAction(player, botRng);
      if (drawn === null) return noLegalAction(game, player);
      chosen = drawn;
    } else {
      legal = world.legalActions(player);
      if (legal.length === 0) return noLegalAction(game, player);
      // The view is worked out only if the bot reads it, and only while it decides (the world moves on).
      const input = botInputFor(() => world.view(player), (rng) => world.resampleFor(player, rng), legal, player, botRng, config);
      try {
        chosen = bot(input.input);
      } catch (thrown) {
        return refuse('INVALID_INPUT', 'core/bot-failed', `the bot of seat ${player} threw: ${thrownMessage(thrown)}`);
      } finally {
        input.close();
      }
    }
    let action = chosen;
    if (legal !== null && !legal.includes(chosen)) {
      const parsed = safeParseAction(game, chosen);
      if (!parsed.ok) return refuse('INVALID_INPUT', 'core/bot-failed', `the bot of seat ${player}: not an action of ${game.title}: ${parsed.message}`);
      action = parsed.action;
    }
    const stepped = world.step(action);
    if (!stepped.ok) return refuseIn(`the bot of seat ${player}`, stepped.error);
    taken(Object.isFrozen(action) ? action : Object.freeze(action));
  }
}

/** The refusal for an active seat without a legal action: the game is broken. */
function noLegalAction(game: { readonly title: string }, player: PlayerId): Refusal {
  return refuse('INVALID_STATE', 'core/no-legal-action', `${game.title}: seat ${player} is active but has no legal action`);
}

/** A bot's own action object, checked against the action schema as `applyAction` would. */
function safeParseAction<C, S, A extends GameAction, E extends GameEvent, V, I>(
  game: GameModule<C, S, A, E, V, I>,
  value: unknown,
): { readonly ok: true; readonly action: A } | { readonly ok: false; readonly message: string } {
  try {
    const parsed = parseAction(game.schemas.action, value);
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
export function botInput<G extends AnyGameModule>(
  game: G,
  match: MatchOf<G>,
  seat: PlayerId,
  rng: Rng,
): BotInput<ViewOf<G>, ActionOf<G>, ConfigOf<G>>;
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

/**
 * One part of a simulation split across processes or machines: shard `index` of `count` plays the
 * games `i` with `i % count === index`. Every shard of a study run anywhere (a CI matrix, batch
 * jobs) and merged with {@link mergeSimulations} gives exactly the unsharded result.
 */
export interface SimulationShard {
  /** Which shard this is, `0` to `count - 1`. */
  readonly index: number;
  /** How many shards the games are split into, `1` or more. */
  readonly count: number;
}

/** Options for {@link simulate}. */
export interface SimulateOptions<V, A, I, C = unknown> {
  /** The configuration of every game; omitted fields take the game's defaults. */
  readonly config?: I;
  /** How many games to play (in all shards together). */
  readonly games: number;
  /** Game `i` is seeded with `<seed>/<i>`, its bots' stream with `<seed>/<i>/bots`. */
  readonly seed: string | number;
  /** Bots by seat (default: {@link randomBot} everywhere). */
  readonly bots?: Seating<V, A, C>;
  /** Stop a game after this many actions (default 10 000); it then counts as unfinished. */
  readonly maxSteps?: number;
  /** Play only this shard's games (default: all of them). */
  readonly shard?: SimulationShard;
  /**
   * Called after each game with how many of this run's games are done and how many it plays
   * (the shard's games when sharded). Not called for a run of no games.
   */
  readonly onProgress?: (done: number, total: number) => void;
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

/**
 * Totals over a simulation. Every count is a whole number, so the summaries of disjoint sets of
 * games add up exactly ({@link mergeSummaries}); `meanLength` is worked out from `totalLength`.
 */
export interface SimulationSummary {
  /** Games played. */
  readonly games: number;
  /** Games that ended before `maxSteps`. */
  readonly finished: number;
  /** For each seat, how many games it won. */
  readonly winsPerSeat: readonly number[];
  /** Finished games that nobody won. */
  readonly nobodyWon: number;
  /** How many games ended for each outcome reason, the reasons in code-unit order. */
  readonly reasons: Readonly<Record<string, number>>;
  /** Mean game length in actions: `totalLength / games` (`0` for no games). */
  readonly meanLength: number;
  /** Longest game in actions. */
  readonly maxLength: number;
  /** All games' lengths added up, in actions. */
  readonly totalLength: number;
  /** The shard these games are, when the run was sharded (absent for a whole run). */
  readonly shard?: SimulationShard;
}

/** A simulation that could not be finished. */
export type SimulateFailure = Refusal & {
  /** The seed of the game that could not be played. */
  readonly seed?: string;
  /** The index of the game that could not be played (absent when no game could be played). */
  readonly index?: number;
};

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
  | SimulateFailure;

/** What a summary is made of, added up game by game. */
interface Totals {
  games: number;
  finished: number;
  winsPerSeat: number[];
  nobodyWon: number;
  reasons: Record<string, number>;
  totalLength: number;
  maxLength: number;
}

function emptyTotals(): Totals {
  return { games: 0, finished: 0, winsPerSeat: [], nobodyWon: 0, reasons: {}, totalLength: 0, maxLength: 0 };
}

/**
 * The one place a summary is built, so that a run and a merge of its shards give the same JSON:
 * the same keys in the same order, reasons sorted, the mean worked out from whole numbers.
 */
function summaryOf(totals: Totals, shard: SimulationShard | undefined): SimulationSummary {
  const reasons: Record<string, number> = {};
  // Code-unit order, not localeCompare: the same on every machine and in every locale.
  for (const reason of Object.keys(totals.reasons).sort()) reasons[reason] = totals.reasons[reason] ?? 0;
  const summary: SimulationSummary = {
    games: totals.games,
    finished: totals.finished,
    winsPerSeat: totals.winsPerSeat,
    nobodyWon: totals.nobodyWon,
    reasons,
    meanLength: totals.games === 0 ? 0 : totals.totalLength / totals.games,
    maxLength: totals.maxLength,
    totalLength: totals.totalLength,
  };
  return shard === undefined ? summary : { ...summary, shard: { index: shard.index, count: shard.count } };
}

/** Why `shard` is not a shard, or `null` if it is one. */
function shardProblem(shard: SimulationShard): string | null {
  const { index, count } = shard;
  if (!(Number.isSafeInteger(count) && count >= 1)) return `shard.count must be a whole number of shards, 1 or more (got ${String(count)})`;
  if (!(Number.isSafeInteger(index) && index >= 0 && index < count)) {
    return `shard.index must be a whole number from 0 to ${count - 1} (got ${String(index)})`;
  }
  return null;
}

/** How many of `games` games shard `index` of `count` plays. */
function gamesInShard(games: number, index: number, count: number): number {
  return games > index ? Math.ceil((games - index) / count) : 0;
}

/**
 * Plays many complete games with bots and sums them up. Same arguments ⇒ same result, and the
 * shards of a run merged with {@link mergeSimulations} ⇒ the same result too. Bots see only what
 * their seat may see ({@link BotInput}).
 */
export function simulate<G extends AnyGameModule>(
  game: G,
  options: SimulateOptions<ViewOf<G>, ActionOf<G>, ConfigInputOf<G>, ConfigOf<G>>,
): SimulateResult;
export function simulate<C, S, A extends GameAction, E extends GameEvent, V, I>(
  game: GameModule<C, S, A, E, V, I>,
  options: SimulateOptions<V, A, I, C>,
): SimulateResult {
  if (!Number.isSafeInteger(options.games) || options.games < 0) {
    return refuse('INVALID_INPUT', 'core/bad-option', 'games must be a whole number of games, 0 or more');
  }
  const shard = options.shard;
  if (shard !== undefined) {
    const problem = shardProblem(shard);
    if (problem !== null) return refuse('INVALID_INPUT', 'core/bad-option', problem);
  }
  const first = shard?.index ?? 0;
  const stride = shard?.count ?? 1;
  // The config is checked once; each game is then set up straight from it, as createMatch would.
  const probe = createMatch(game, { config: options.config, seed: String(options.seed) });
  if (!probe.ok) return probe;
  const config = probe.match.config;
  const maxSteps = options.maxSteps ?? 10_000;
  if (!(Number.isSafeInteger(maxSteps) && maxSteps >= 0)) return refuse('INVALID_INPUT', 'core/bad-option', 'maxSteps must be a whole number of actions, 0 or more');
  const total = gamesInShard(options.games, first, stride);
  const played: SimulatedGame[] = [];
  const totals = emptyTotals();
  for (let index = first; index < options.games; index += stride) {
    const seed = `${String(options.seed)}/${index}`;
    const rng = createRng(seed);
    let world: World<C, S, A, E, V, I>;
    try {
      world = openWorld(game, game.setup(config, rng), rng);
    } catch (thrown) {
      return { ...refuse('INVALID_CONFIG', 'core/setup-failed', `${game.title} setup failed: ${thrownMessage(thrown)}`), seed, index };
    }
    let steps = 0;
    const ended = playWorld(game, world, createRng(`${seed}/bots`), maxSteps, options.bots, config, () => steps++);
    if (!ended.ok) return { ok: false, error: ended.error, seed, index };
    const { outcome } = ended;
    played.push({ seed, outcome, length: steps });
    for (let seat = totals.winsPerSeat.length; seat < world.seatCount(); seat++) totals.winsPerSeat.push(0);
    totals.games++;
    totals.totalLength += steps;
    totals.maxLength = Math.max(totals.maxLength, steps);
    if (outcome !== null) {
      totals.finished++;
      totals.reasons[outcome.reason] = (totals.reasons[outcome.reason] ?? 0) + 1;
      if (outcome.winners.length === 0) totals.nobodyWon++;
      for (const seat of outcome.winners) totals.winsPerSeat[seat] = (totals.winsPerSeat[seat] ?? 0) + 1;
    }
    options.onProgress?.(played.length, total);
  }
  return { ok: true, games: played, summary: summaryOf(totals, shard) };
}

/**
 * Adds up the summaries of disjoint sets of games — the shards of one run, or runs of the same
 * game, configuration and bots under different seeds — exactly: counts are summed (wins seat by
 * seat), the longest game is the longest of all, and the mean is worked out again from the summed
 * lengths, so the summaries of every shard of a run merge into the unsharded run's summary, byte
 * for byte. The result names no shard.
 */
export function mergeSummaries(summaries: readonly SimulationSummary[]): SimulationSummary {
  const totals = emptyTotals();
  for (const summary of summaries) {
    totals.games += summary.games;
    totals.finished += summary.finished;
    totals.nobodyWon += summary.nobodyWon;
    totals.totalLength += summary.totalLength;
    totals.maxLength = Math.max(totals.maxLength, summary.maxLength);
    summary.winsPerSeat.forEach((wins, seat) => {
      totals.winsPerSeat[seat] = (totals.winsPerSeat[seat] ?? 0) + wins;
    });
    for (const [reason, count] of Object.entries(summary.reasons)) totals.reasons[reason] = (totals.reasons[reason] ?? 0) + count;
  }
  return summaryOf(totals, undefined);
}

/**
 * Merges the results of shards of one run (see {@link SimulationShard}) into the result of the
 * shards together: with every shard of a run, exactly what `simulate` gives unsharded — the games
 * in index order, the summary from {@link mergeSummaries}, byte for byte. The shards `r`,
 * `r + c`, `r + 2c`, … of `c·t` merge into shard `r` of `c` (how `simulateParallel` splits a
 * shard among its workers). If a shard failed, the failure of the lowest game index is returned,
 * as the unsharded run would have stopped there. Refuses (`INVALID_INPUT`) results that are not
 * such a set of shards of one run.
 */
export function mergeSimulations(results: readonly SimulateResult[]): SimulateResult {
  if (results.length === 0) return refuse('INVALID_INPUT', 'core/bad-shards', 'mergeSimulations: there are no results to merge');
  let failure: SimulateFailure | null = null;
  const done: Extract<SimulateResult, { ok: true }>[] = [];
  for (const result of results) {
    if (result.ok) done.push(result);
    else if (failure === null || (failure.index !== undefined && (result.index === undefined || result.index < failure.index))) failure = result;
  }
  if (failure !== null) return failure;
  const parts = done
    .map((result) => ({ result, shard: result.summary.shard ?? { index: 0, count: 1 } }))
    .sort((one, other) => one.shard.index - other.shard.index);
  const count = parts[0]?.shard.count ?? 1;
  const parted = parts.length;
  if (parts.some((part) => part.shard.count !== count)) {
    return refuse('INVALID_INPUT', 'core/bad-shards', 'mergeSimulations: the results are shards of different shard counts');
  }
  if (count % parted !== 0) {
    return refuse('INVALID_INPUT', 'core/bad-shards', `mergeSimulations: ${parted} shards of ${count} are not the shards of one shard (or of the whole run)`);
  }
  const stride = count / parted;
  const first = parts[0]?.shard.index ?? 0;
  for (const [position, part] of parts.entries()) {
    if (part.shard.index !== first + stride * position || first >= stride) {
      return refuse(
        'INVALID_INPUT',
        'core/bad-shards',
        `mergeSimulations: shards ${parts.map((one) => one.shard.index).join(', ')} of ${count} are not the shards ${first % stride}, ${(first % stride) + stride}, … of one shard (or of the whole run)`,
      );
    }
  }
  const total = parts.reduce((sum, part) => sum + part.result.games.length, 0);
  for (const [position, part] of parts.entries()) {
    if (part.result.games.length !== gamesInShard(total, position, parted) || part.result.summary.games !== part.result.games.length) {
      return refuse('INVALID_INPUT', 'core/bad-shards', `mergeSimulations: shard ${part.shard.index} of ${count} has ${part.result.games.length} games, not its share of ${total}`);
    }
  }
  const games: SimulatedGame[] = [];
  let prefix: string | null = null;
  for (let position = 0; position < total; position++) {
    const played = parts[position % parted]?.result.games[Math.floor(position / parted)];
    if (played === undefined) return refuse('INVALID_INPUT', 'core/bad-shards', `mergeSimulations: game ${position} is missing`);
    // Every game is seeded `<seed>/<index>`: the same seed throughout, and each at its own index.
    const suffix = `/${first + stride * position}`;
    const own = played.seed.endsWith(suffix) ? played.seed.slice(0, -suffix.length) : null;
    if (own === null || (prefix !== null && own !== prefix)) {
      return refuse('INVALID_INPUT', 'core/bad-shards', `mergeSimulations: game seed ${JSON.stringify(played.seed)} is not game ${first + stride * position} of the same run`);
    }
    prefix = own;
    games.push(played);
  }
  const summary = mergeSummaries(parts.map((part) => part.result.summary));
  return { ok: true, games, summary: stride === 1 ? summary : { ...summary, shard: { index: first, count: stride } } };
}
