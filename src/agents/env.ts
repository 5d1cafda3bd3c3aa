/**
 * An environment in the shape of PettingZoo's AEC API (Agent Environment Cycle): one seat acts at a
 * time, observes `{ observation, actionMask }`, and steps with an integer action; rewards,
 * terminations, truncations and infos are kept per seat, and once the game is over every seat
 * takes one last "dead step" with `null` before the episode closes. The game runs in the mutable
 * mode (a private working state stepped in place), so an environment step costs what a `simulate`
 * step costs plus the acting seat's view, tensor and mask (docs/performance.md has the figures).
 *
 * Rewards are OpenSpiel's: 0 after every action, and the outcome's `returns` after the last one.
 * Where several seats may act at once, the lowest active seat is served first.
 */
import { botInputFor, type Bot } from '../core/bots.js';
import { refuseIn, thrownMessage, type Refusal } from '../core/errors.js';
import { cloneJson, deepFreeze } from '../core/clone.js';
import { createMatch, matchOf, type Match } from '../core/match.js';
import type { Rng } from '../core/rng.js';
import {
  seatCount,
  type ActionOf,
  type AnyGameModule,
  type ConfigInputOf,
  type ConfigOf,
  type ErrorCode,
  type EventOf,
  type GameAction,
  type GameEvent,
  type GameModule,
  type Outcome,
  type PlayerId,
  type StateOf,
  type ViewOf,
} from '../core/types.js';
import { sampleWorldFor } from '../core/world.js';
import { Episode } from './episode.js';
import { legalMaskWriter, PaddedMask } from './legal-mask.js';
import { agentSpecFor } from './registry.js';
import type { ActionSpace, AgentSpec, AgentsRefusalReason, LegalMaskWriter, ObservationSpec, StateObserver } from './types.js';

/** The default step limit of an episode: as `playout`'s, 10 000 actions. */
export const DEFAULT_MAX_STEPS = 10_000;

/** The agent spec type of a game module. */
export type AgentSpecOf<G> = AgentSpec<ConfigOf<G>, StateOf<G>, ActionOf<G>, EventOf<G>, ViewOf<G>, ConfigInputOf<G>>;

/** Options of {@link createEnv} and `createVectorEnv`. */
export interface EnvOptions<ConfigInput, Spec> {
  /** The configuration; omitted fields take the game's defaults. */
  readonly config?: ConfigInput;
  /**
   * The seed. Episodes are seeded `<seed>/0`, `<seed>/1`, … in the order `reset()` starts them,
   * as `simulate` seeds its games; `reset(seed)` starts again from `<seed>/0`.
   */
  readonly seed: string | number;
  /** An episode still running after this many actions is truncated (default 10 000). */
  readonly maxSteps?: number;
  /** The agent spec; default: the package's spec for the game (see `agentSpecs`). */
  readonly spec?: Spec;
}

/** What a seat observes: the tensor of its view and its legal action mask. */
export interface EnvObservation {
  /** The observation tensor, computed from the seat's view alone (see `ObservationSpec`). */
  readonly observation: Float32Array;
  /** `1` at every index the seat may step with now, `0` elsewhere; all `0` unless the seat is the one selected. */
  readonly actionMask: Uint8Array;
}

/** What an environment says about a seat besides its reward (PettingZoo's `infos`). */
export interface EnvInfo {
  /** How the episode ended; `null` while it runs, and when it was truncated. */
  readonly outcome: Outcome | null;
}

/** `last()`'s answer, in PettingZoo's order: observation, reward, termination, truncation, info. */
export type EnvLast = readonly [
  observation: EnvObservation | null,
  reward: number,
  termination: boolean,
  truncation: boolean,
  info: EnvInfo,
];

/** The result of a step or a reset: done, or refused with nothing changed. */
export type EnvResult =
  | {
      /** Done. */
      readonly ok: true;
    }
  | Refusal;

/** The result of {@link AecEnv.botAction}: the index the bot chose, or why there is none. */
export type BotChoice =
  | {
      /** The bot chose. */
      readonly ok: true;
      /** The index of its action. */
      readonly index: number;
    }
  | Refusal;

/** The result of {@link createEnv}. */
export type CreateEnvResult<Env> =
  | {
      /** Created. */
      readonly ok: true;
      /** The environment. */
      readonly env: Env;
    }
  | Refusal;

/** The environment type of a game module. */
export type AecEnvOf<G> = AecEnv<ConfigOf<G>, StateOf<G>, ActionOf<G>, EventOf<G>, ViewOf<G>, ConfigInputOf<G>>;

const RUNNING: EnvInfo = Object.freeze({ outcome: null });

/** A refusal of the environments. */
export function refuseEnv(code: ErrorCode, reason: AgentsRefusalReason, message: string): Refusal {
  return { ok: false, error: { code, reason, message } };
}

/** Why `seed` cannot seed episodes, or `null` if it can (what `createMatch` accepts). */
export function seedProblem(seed: unknown): string | null {
  return typeof seed === 'string' || (typeof seed === 'number' && Number.isFinite(seed))
    ? null
    : `the seed must be a string or a finite number, not ${describeValue(seed)}`;
}

/** Why `maxSteps` is no step limit, or `null`. */
export function maxStepsProblem(maxSteps: unknown): string | null {
  return Number.isSafeInteger(maxSteps) && (maxSteps as number) >= 1 ? null : `maxSteps must be a whole number of actions, 1 or more, not ${String(maxSteps)}`;
}

/** What both environments are built from: the game, its completed config and the spec's space and tensor. */
export interface EnvSetup<C, S, A extends GameAction, E extends GameEvent, V, I> {
  /** The game. */
  readonly game: GameModule<C, S, A, E, V, I>;
  /** The configuration as the user gave it (what `createMatch` and `replay` take). */
  readonly configInput: I | undefined;
  /** The completed configuration. */
  readonly config: C;
  /** The number of seats in this configuration. */
  readonly seats: number;
  /** The spec's action space for the configuration. */
  readonly space: ActionSpace<A>;
  /** The spec's observation for the configuration. */
  readonly tensor: ObservationSpec<V>;
  /** Writes a seat's legal mask: the spec's writer, or `legalActions` encoded. */
  readonly legal: LegalMaskWriter<S>;
  /** Writes a seat's tensor: the spec's state observer, or `tensor.observe` of the seat's view. */
  readonly observer: StateObserver<S>;
  /** The seed episodes are seeded from. */
  readonly seed: string;
  /** The step limit. */
  readonly maxSteps: number;
}

/** Checks the options and builds what an environment needs, or refuses as `createMatch` would. */
export function envSetup<C, S, A extends GameAction, E extends GameEvent, V, I>(
  game: GameModule<C, S, A, E, V, I>,
  options: EnvOptions<I, AgentSpec<C, S, A, E, V, I>>,
): { readonly ok: true; readonly setup: EnvSetup<C, S, A, E, V, I> } | Refusal {
  if (options === null || typeof options !== 'object') return refuseEnv('INVALID_INPUT', 'agents/bad-option', 'an environment needs its options: { seed, config?, maxSteps?, spec? }');
  const badSeed = seedProblem(options.seed);
  if (badSeed !== null) return refuseEnv('INVALID_INPUT', 'agents/bad-option', badSeed);
  const maxSteps = options.maxSteps ?? DEFAULT_MAX_STEPS;
  const badLimit = maxStepsProblem(maxSteps);
  if (badLimit !== null) return refuseEnv('INVALID_INPUT', 'agents/bad-option', badLimit);
  // The package's spec for the game, unless one is given; it is only ever used with its own game.
  const spec = options.spec ?? (agentSpecFor(game.id) as AgentSpec<C, S, A, E, V, I> | undefined);
  if (spec === undefined) {
    return refuseEnv('INVALID_INPUT', 'agents/no-spec', `${game.title} has no agent spec in this package yet: pass your own as options.spec`);
  }
  if (spec.game.id !== game.id) return refuseEnv('INVALID_INPUT', 'agents/no-spec', `the agent spec given is ${spec.game.title}'s, not ${game.title}'s`);
  const probe = createMatch(game, { config: options.config, seed: options.seed });
  if (!probe.ok) return probe;
  const config = probe.match.config;
  try {
    const space = spec.actionSpace(config);
    const tensor = spec.observation(config);
    const legal = legalMaskWriter(spec, config, space);
    const observer = stateObserver(spec, config, tensor);
    const seats = seatCount(game, probe.match.state);
    return { ok: true, setup: { game, configInput: options.config, config, seats, space, tensor, legal, observer, seed: String(options.seed), maxSteps } };
  } catch (thrown) {
    return refuseEnv('INVALID_INPUT', 'agents/no-spec', `${game.title}'s agent spec could not be built for this config: ${thrownMessage(thrown)}`);
  }
}

/** How the environments write a seat's tensor: the spec's state observer when it has one, else `tensor.observe` of the seat's view. */
function stateObserver<C, S, A extends GameAction, E extends GameEvent, V, I>(spec: AgentSpec<C, S, A, E, V, I>, config: C, tensor: ObservationSpec<V>): StateObserver<S> {
  if (spec.stateObservations !== undefined) return spec.stateObservations(config);
  const game = spec.game;
  return { observe: (state, seat, out) => tensor.observe(game.view(state, seat), out) };
}

/**
 * Creates an environment for `game` in PettingZoo's AEC shape (see {@link AecEnv}). Refuses as
 * data — a bad config (as `createMatch` does), a bad seed or step limit, a game without an agent
 * spec — and never throws.
 *
 * @example
 * ```ts
 * const created = createEnv(cerealKiller, { seed: 'learn' });
 * if (!created.ok) throw new Error(created.error.message);
 * const env = created.env;
 * env.reset();
 * for (const seat of env.agentIter()) {
 *   const [observed, reward, termination, truncation] = env.last();
 *   env.step(termination || truncation ? null : myPolicy(seat, observed));
 * }
 * ```
 */
export function createEnv<G extends AnyGameModule>(game: G, options: EnvOptions<ConfigInputOf<G>, AgentSpecOf<G>>): CreateEnvResult<AecEnvOf<G>>;
export function createEnv<C, S, A extends GameAction, E extends GameEvent, V, I>(
  game: GameModule<C, S, A, E, V, I>,
  options: EnvOptions<I, AgentSpec<C, S, A, E, V, I>>,
): CreateEnvResult<AecEnv<C, S, A, E, V, I>> {
  const built = envSetup(game, options);
  if (!built.ok) return built;
  return { ok: true, env: new AecEnv(built.setup) };
}

/**
 * A game as a PettingZoo AEC environment. Seats are the agents (`0 … seats - 1`); per-seat
 * bookkeeping is kept in arrays indexed by seat. The loop a learner writes:
 *
 * - `reset()` starts an episode (`reset(seed)` restarts the seeding from `<seed>/0`);
 * - `agentSelection` is the seat to act; `last()` gives its observation, the reward it gathered
 *   since it last acted, whether the episode is over for it (terminated or truncated), and its info;
 * - `step(index)` takes the action with that index for it; once the episode is over, each seat in
 *   turn is selected once more and must `step(null)` (the "dead step"), which takes it out of
 *   `agents`; when `agents` is empty the episode is finished and `agentIter()` stops.
 *
 * Bad input — an index outside `0 … n - 1` or outside the mask, `null` for a seat still playing, an
 * index for a seat whose episode is over, a step after the end — is refused with a clear error and
 * changes nothing.
 */
export class AecEnv<C, S, A extends GameAction, E extends GameEvent, V, I> {
  /** The game this environment plays. */
  readonly game: GameModule<C, S, A, E, V, I>;
  /** The completed configuration. */
  readonly config: C;
  /** The action space: actions are indices `0 … actionSpace.size - 1`. */
  readonly actionSpace: ActionSpace<A>;
  /** The observation tensor's layout. */
  readonly observationSpec: ObservationSpec<V>;
  /** Episodes still running after this many actions are truncated. */
  readonly maxSteps: number;
  /** Every seat of the game (PettingZoo's `possible_agents`). */
  readonly possibleAgents: readonly PlayerId[];

  readonly #configInput: I | undefined;
  #baseSeed: string;
  #episodeIndex = -1;
  #episodeSeed = '';
  #episode: Episode<C, S, A, E, V, I> | null = null;
  #log: A[] = [];
  /** How many of the log's actions are frozen: the rest are frozen when the log is handed out. */
  #frozen = 0;
  #agents: PlayerId[] = [];
  /** Per seat: whether it is in `agents` (asked at every step; `agents.includes` searches). */
  readonly #inAgents: boolean[];
  #selection: PlayerId = 0;
  readonly #rewards: number[];
  readonly #cumulative: number[];
  readonly #terminations: boolean[];
  readonly #truncations: boolean[];
  readonly #infos: EnvInfo[];
  readonly #slabs: Slabs;
  /** The selected seat's legal mask in the state now, once `observe` or `legalIndices` has computed it (see `step`). */
  readonly #legal: PaddedMask;
  #legalKnown = false;
  readonly #legalWriter: LegalMaskWriter<S>;
  readonly #observer: StateObserver<S>;

  /** @internal Use {@link createEnv}, which checks the options. */
  constructor(setup: EnvSetup<C, S, A, E, V, I>) {
    this.game = setup.game;
    this.config = setup.config;
    this.actionSpace = setup.space;
    this.observationSpec = setup.tensor;
    this.maxSteps = setup.maxSteps;
    this.#configInput = setup.configInput;
    this.#baseSeed = setup.seed;
    const seats = setup.seats;
    this.possibleAgents = Object.freeze(Array.from({ length: seats }, (_, seat) => seat));
    this.#rewards = new Array<number>(seats).fill(0);
    this.#cumulative = new Array<number>(seats).fill(0);
    this.#terminations = new Array<boolean>(seats).fill(false);
    this.#truncations = new Array<boolean>(seats).fill(false);
    this.#inAgents = new Array<boolean>(seats).fill(false);
    this.#infos = new Array<EnvInfo>(seats).fill(RUNNING);
    this.#slabs = new Slabs(setup.tensor.size, setup.space.size);
    this.#legal = new PaddedMask(setup.space.size);
    this.#legalWriter = setup.legal;
    this.#observer = setup.observer;
  }

  /** The seats still in the episode (PettingZoo's `agents`); empty before the first reset and once it is finished. */
  get agents(): readonly PlayerId[] {
    return this.#agents;
  }

  /** The seat to act now, or to take its dead step (PettingZoo's `agent_selection`). */
  get agentSelection(): PlayerId {
    return this.#selection;
  }

  /** Each seat's reward from the last step (0 except at the end: the outcome's `returns`). */
  get rewards(): readonly number[] {
    return this.#rewards;
  }

  /** Each seat's reward gathered since it last acted: what `last()` reports. */
  get cumulativeRewards(): readonly number[] {
    return this.#cumulative;
  }

  /** Whether the game is over, per seat. */
  get terminations(): readonly boolean[] {
    return this.#terminations;
  }

  /** Whether the episode was cut at `maxSteps` before the game ended, per seat. */
  get truncations(): readonly boolean[] {
    return this.#truncations;
  }

  /** Each seat's info. */
  get infos(): readonly EnvInfo[] {
    return this.#infos;
  }

  /** The seed of the episode under way (`<seed>/<k>`); `''` before the first reset. */
  get episodeSeed(): string {
    return this.#episodeSeed;
  }

  /** Actions taken in the episode. */
  get steps(): number {
    return this.#episode?.steps ?? 0;
  }

  /** The actions taken in the episode, in order (decoded, with their seats). */
  get log(): readonly A[] {
    // Frozen as they are handed out, not at every step: a match's log is immutable, and most
    // learners never read it.
    const log = this.#log;
    for (; this.#frozen < log.length; this.#frozen++) Object.freeze(log[this.#frozen]);
    return log;
  }

  /**
   * Starts an episode: the next seed `<seed>/<k>`, or, given `seed`, `<seed>/0` with the count
   * started again. Refuses a seed that is neither a string nor a finite number.
   */
  reset(seed?: string | number): EnvResult {
    if (seed !== undefined) {
      const problem = seedProblem(seed);
      if (problem !== null) return refuseEnv('INVALID_INPUT', 'agents/bad-option', `reset: ${problem}`);
      this.#baseSeed = String(seed);
      this.#episodeIndex = 0;
    } else {
      this.#episodeIndex++;
    }
    this.#episodeSeed = `${this.#baseSeed}/${this.#episodeIndex}`;
    if (this.#episode === null) this.#episode = new Episode(this.game, this.config, this.#episodeSeed);
    else this.#episode.restart(this.#episodeSeed);
    this.#log = [];
    this.#frozen = 0;
    this.#agents = this.possibleAgents.slice();
    this.#inAgents.fill(true);
    this.#rewards.fill(0);
    this.#cumulative.fill(0);
    this.#terminations.fill(false);
    this.#truncations.fill(false);
    this.#infos.fill(RUNNING);
    this.#afterStep(this.#episode);
    return { ok: true };
  }

  /**
   * What `seat` observes: the tensor of its view, and its mask — its legal actions if it is the
   * seat selected and still playing, else all `0` (PettingZoo's classic games do the same). The
   * arrays are new, the caller's to keep; given `into`, they are written into its arrays instead
   * (of `observationSpec.size` and `actionSpace.size` values), which saves an allocation per step.
   * Throws a `RangeError` for a seat that is not one of `possibleAgents`, or before the first reset.
   */
  observe(seat: PlayerId, into?: EnvObservation): EnvObservation {
    const episode = this.#running('observe');
    this.#assertSeat(seat, 'observe');
    if (into !== undefined && into.actionMask.length !== this.actionSpace.size) {
      throw new RangeError(`observe: the mask array must have ${this.actionSpace.size} values, not ${into.actionMask.length}`);
    }
    const observation = this.#observer.observe(episode.stateNow(), seat, into?.observation ?? this.#slabs.observation());
    const actionMask = into?.actionMask ?? this.#slabs.mask();
    if (seat === this.#selection && this.#isLive(seat)) actionMask.set(this.#legalNow(episode, seat));
    else actionMask.fill(0);
    return into ?? { observation, actionMask };
  }

  /**
   * The indices `seat` may step with now, ascending: where its mask is 1 (OpenSpiel's
   * `legal_actions()`). Empty for a seat that is not the one selected, or whose episode is over. A
   * new array, the caller's to keep; `seat` defaults to `agentSelection`. A random agent draws from
   * it without searching the mask (`legal[Math.floor(random() * legal.length)]`); the mask is
   * worked out once per position, whichever of `observe`, `last` and this asks first. Throws a
   * `RangeError` for a seat that is not one of `possibleAgents`, or before the first reset.
   */
  legalIndices(seat: PlayerId = this.#selection): number[] {
    const episode = this.#running('legalIndices');
    this.#assertSeat(seat, 'legalIndices');
    if (!(seat === this.#selection && this.#isLive(seat))) return [];
    this.#legalNow(episode, seat);
    return this.#legal.ones();
  }

  /**
   * The selected seat's observation (unless `observe` is `false`), the reward it gathered since it
   * last acted, whether the episode is over for it, and its info: PettingZoo's `last()`. Given
   * arrays in place of `true`, the observation is written into them, as `observe(seat, into)` does,
   * and they are what it holds. Throws a `RangeError` before the first reset, or for arrays of the
   * wrong size.
   */
  last(observe: boolean | EnvObservation = true): EnvLast {
    this.#running('last');
    const seat = this.#selection;
    return [
      observe === false ? null : observe === true ? this.observe(seat) : this.observe(seat, observe),
      this.#cumulative[seat] ?? 0,
      this.#terminations[seat] ?? false,
      this.#truncations[seat] ?? false,
      this.#infos[seat] ?? RUNNING,
    ];
  }

  /**
   * Takes the action with index `index` for the selected seat; `null` is the dead step of a seat
   * whose episode is over. Refused, with nothing changed: a step before the first reset, after the
   * episode is finished, an index that is not a whole number from 0 to `n - 1`, an index outside
   * the seat's mask (the refusal names the rule, in the game's words), `null` for a seat still
   * playing, an index for a seat whose episode is over.
   */
  step(index: number | null): EnvResult {
    const episode = this.#episode;
    if (episode === null) return refuseEnv('INVALID_INPUT', 'agents/not-reset', 'step: call reset() to start an episode first');
    const seat = this.#selection;
    if (this.#agents.length === 0) return refuseEnv('GAME_OVER', 'agents/episode-over', 'step: the episode is finished (every seat has taken its dead step); reset() starts the next');
    if (!this.#isLive(seat)) {
      if (index !== null) {
        return refuseEnv('INVALID_INPUT', 'agents/dead-agent', `step: the episode is over for seat ${seat} (${this.#terminations[seat] === true ? 'terminated' : 'truncated'}); its step is step(null)`);
      }
      this.#deadStep(seat);
      return { ok: true };
    }
    if (index === null) return refuseEnv('INVALID_INPUT', 'agents/null-for-live-agent', `step: seat ${seat} is still playing; step(null) is only for a seat whose episode is over`);
    const size = this.actionSpace.size;
    if (!(typeof index === 'number' && Number.isSafeInteger(index) && index >= 0 && index < size)) {
      return refuseEnv('INVALID_INPUT', 'agents/bad-index', `step: an action is a whole number from 0 to ${size - 1}, not ${describeValue(index)}`);
    }
    const action = this.actionSpace.decode(index, seat);
    // The rules' check is skipped for an index in the mask `observe` computed for this very state
    // and seat: that mask is `legalActions` encoded, `legalActions` lists exactly what `reduce`
    // accepts (checkGameModule's check) and `decode` gives back the very action that was encoded
    // (checkAgentSpec's), so the check could only say yes. Any other index is checked, and refused
    // exactly as before.
    if (!(this.#legalKnown && this.#legal.mask[index] === 1)) {
      const error = episode.check(action);
      if (error !== null) {
        return refuseIn(`step: index ${index} (${this.game.describeAction(action, this.config)}) is not legal for seat ${seat}`, error);
      }
    }
    episode.apply(action);
    this.#log.push(action);
    // PettingZoo: the acting seat's gathered reward was handed out by last(); the step's rewards are
    // then added to every seat's.
    this.#cumulative[seat] = 0;
    // Rewards are all 0 until the game ends (OpenSpiel's), and adding 0 changes no sum: only the
    // last action's returns are added.
    if (this.#afterStep(episode)) {
      for (let other = 0; other < this.#cumulative.length; other++) this.#cumulative[other] = (this.#cumulative[other] ?? 0) + (this.#rewards[other] ?? 0);
    }
    return { ok: true };
  }

  /** An iterator over the seats to serve, as PettingZoo's `agent_iter`: it stops when `agents` is empty or after `maxIter` seats. */
  *agentIter(maxIter = Number.MAX_SAFE_INTEGER): Generator<PlayerId, void, undefined> {
    for (let served = 0; served < maxIter && this.#agents.length > 0; served++) yield this.#selection;
  }

  /** What `seat` may see now, as the game's view (a copy). Throws a `RangeError` for a seat that is not one. */
  view(seat: PlayerId): V {
    const episode = this.#running('view');
    this.#assertSeat(seat, 'view');
    return cloneJson(episode.viewNow(seat));
  }

  /**
   * The index `bot` chooses for the selected seat: it is shown that seat's view and legal actions
   * and may sample worlds the seat cannot tell apart, as in `playout` — so a seat can be played by
   * a heuristic or search bot while a learner plays the others. Refused when the selected seat is
   * not playing, or the bot throws or returns something that is not one of its legal actions.
   */
  botAction(bot: Bot<V, A, C>, rng: Rng): BotChoice {
    const episode = this.#episode;
    if (episode === null) return refuseEnv('INVALID_INPUT', 'agents/not-reset', 'botAction: call reset() to start an episode first');
    const seat = this.#selection;
    if (!this.#isLive(seat)) return refuseEnv('GAME_OVER', 'agents/episode-over', `botAction: the episode is over for seat ${seat}`);
    const legal = episode.legalActions(seat);
    const state = episode.stateNow();
    const input = botInputFor(() => cloneJson(episode.viewNow(seat)), (stream) => sampleWorldFor(this.game, state, seat, stream), legal, seat, rng, this.config);
    let chosen: A;
    try {
      chosen = bot(input.input);
    } catch (thrown) {
      return { ok: false, error: { code: 'INVALID_INPUT', reason: 'core/bot-failed', message: `the bot of seat ${seat} threw: ${thrownMessage(thrown)}` } };
    } finally {
      input.close();
    }
    const index = indexOfChoice(this.actionSpace, chosen, seat, legal);
    if (index < 0) return { ok: false, error: { code: 'INVALID_INPUT', reason: 'core/bot-failed', message: `the bot of seat ${seat} chose ${describeValue(chosen)}, which is not one of its legal actions` } };
    return { ok: true, index };
  }

  /**
   * The episode so far as a match (its seed, config, state and log), to save, narrate or replay
   * with the core functions: `replay(game, { config, seed: env.episodeSeed, actions: env.log })`
   * rebuilds it. Throws a `RangeError` before the first reset.
   */
  match(): Match<C, S, A> {
    const episode = this.#running('match');
    const start = createMatch(this.game, { config: this.#configInput, seed: this.#episodeSeed });
    if (!start.ok) throw new Error(`match: ${start.error.message}`);
    return matchOf(start.match, deepFreeze(cloneJson(episode.stateNow())), episode.rng().state(), this.log);
  }

  /** The selected seat's legal mask now: computed once per state, for `observe` and `step` (the caller's to read, not to keep). */
  #legalNow(episode: Episode<C, S, A, E, V, I>, seat: PlayerId): Uint8Array {
    if (!this.#legalKnown) {
      this.#legalWriter.write(episode.stateNow(), seat, this.#legal.mask);
      this.#legalKnown = true;
    }
    return this.#legal.mask;
  }

  /** After a reset or an action: the rewards, terminations, truncations and infos, and who is selected; whether the game ended (the only time a reward is not 0). */
  #afterStep(episode: Episode<C, S, A, E, V, I>): boolean {
    this.#legalKnown = false;
    // A loop, not `fill`: `Array.prototype.fill` is a call into a builtin, dearer than a few stores,
    // and this runs at every step.
    const rewards = this.#rewards;
    for (let seat = 0; seat < rewards.length; seat++) rewards[seat] = 0;
    const outcome = episode.outcome();
    if (outcome !== null) {
      const info: EnvInfo = Object.freeze({ outcome });
      for (const seat of this.possibleAgents) {
        this.#rewards[seat] = outcome.returns[seat] ?? 0;
        this.#terminations[seat] = true;
        this.#infos[seat] = info;
      }
    } else if (episode.steps >= this.maxSteps) {
      this.#truncations.fill(true);
    }
    if (outcome !== null || episode.steps >= this.maxSteps) {
      this.#selection = this.#agents[0] ?? this.#selection;
      return outcome !== null;
    }
    const seat = episode.seatToAct();
    if (seat === null) throw new Error(`${this.game.title}: the game runs but no seat may act`);
    this.#selection = seat;
    return false;
  }

  /** PettingZoo's dead step: `seat` leaves `agents`, the rewards are cleared, and the next seat whose episode is over is selected. */
  #deadStep(seat: PlayerId): void {
    this.#legalKnown = false;
    this.#agents = this.#agents.filter((agent) => agent !== seat);
    this.#inAgents[seat] = false;
    this.#rewards.fill(0);
    this.#cumulative[seat] = 0;
    const next = this.#agents.find((agent) => !this.#isLive(agent));
    if (next !== undefined) this.#selection = next;
  }

  #isLive(seat: PlayerId): boolean {
    return this.#inAgents[seat] === true && this.#terminations[seat] !== true && this.#truncations[seat] !== true;
  }

  #running(what: string): Episode<C, S, A, E, V, I> {
    if (this.#episode === null) throw new RangeError(`${what}: call reset() to start an episode first`);
    return this.#episode;
  }

  #assertSeat(seat: PlayerId, what: string): void {
    if (!(Number.isInteger(seat) && seat >= 0 && seat < this.possibleAgents.length)) {
      throw new RangeError(`${what}: seat ${describeValue(seat)} is not a seat of this game, which has seats 0 to ${this.possibleAgents.length - 1}`);
    }
  }
}

/** Observations and masks handed out per slab: a typed array of its own for each costs its own backing store. */
const PER_SLAB = 32;

/**
 * Fresh arrays for the observations and masks `observe` hands out, cut from shared slabs: each is
 * the caller's to keep (nothing writes to it again), and allocating one costs a view, not a
 * backing store of its own — the step's largest cost otherwise.
 */
class Slabs {
  #observations: Float32Array;
  #masks: Uint8Array;
  #used = 0;

  constructor(
    private readonly observationSize: number,
    private readonly maskSize: number,
  ) {
    this.#observations = new Float32Array(observationSize * PER_SLAB);
    this.#masks = new Uint8Array(maskSize * PER_SLAB);
  }

  /** A fresh observation array (filled by `observe`, which writes every value). */
  observation(): Float32Array {
    if (this.#used === PER_SLAB) {
      this.#observations = new Float32Array(this.observationSize * PER_SLAB);
      this.#masks = new Uint8Array(this.maskSize * PER_SLAB);
      this.#used = 0;
    }
    return new Float32Array(this.#observations.buffer, this.#used * this.observationSize * Float32Array.BYTES_PER_ELEMENT, this.observationSize);
  }

  /** The fresh mask that goes with the last observation, all 0. */
  mask(): Uint8Array {
    return new Uint8Array(this.#masks.buffer, this.#used++ * this.maskSize, this.maskSize);
  }
}

/** The index of `chosen` if it is one of `legal` for `seat` (the same index, the same seat), else `-1`. */
function indexOfChoice<A extends GameAction>(space: ActionSpace<A>, chosen: A, seat: PlayerId, legal: readonly A[]): number {
  try {
    if (chosen === null || typeof chosen !== 'object' || chosen.player !== seat) return -1;
    const index = space.encode(chosen);
    return index >= 0 && legal.some((action) => space.encode(action) === index) ? index : -1;
  } catch {
    return -1;
  }
}

/** A value as a short string for an error message. */
export function describeValue(value: unknown): string {
  try {
    const text = typeof value === 'number' ? String(value) : JSON.stringify(value);
    if (text === undefined) return String(value);
    return text.length > 80 ? `${text.slice(0, 79)}…` : text;
  } catch {
    return 'an unprintable value';
  }
}
