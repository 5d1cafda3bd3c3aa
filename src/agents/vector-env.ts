/**
 * Many games stepped in lockstep, for throughput: one action per game per step, every game's next
 * observation and mask written into one `Float32Array` and one `Uint8Array`, and a game that ends
 * started again at once (auto-reset), as Gymnasium's vector environments do. Each game runs in the
 * mutable mode.
 */
import { refuseIn } from '../core/errors.js';
import type {
  ActionOf,
  AnyGameModule,
  ConfigInputOf,
  ConfigOf,
  EventOf,
  GameAction,
  GameEvent,
  GameModule,
  Outcome,
  PlayerId,
  StateOf,
  ViewOf,
} from '../core/types.js';
import { describeValue, envSetup, refuseEnv, seedProblem, type AgentSpecOf, type CreateEnvResult, type EnvOptions, type EnvResult, type EnvSetup } from './env.js';
import { Episode } from './episode.js';
import { PaddedMask } from './legal-mask.js';
import type { ActionSpace, AgentSpec, LegalMaskWriter, ObservationSpec, StateObserver } from './types.js';

/** The most games one vector environment steps. */
export const MAX_ENVS = 4096;

/** Options of {@link createVectorEnv}: those of `createEnv`, and how many games to step. */
export interface VectorEnvOptions<ConfigInput, Spec> extends EnvOptions<ConfigInput, Spec> {
  /** How many games, 1 to 4 096. Game `j` is seeded `<seed>/<j>/0`, `<seed>/<j>/1`, … episode after episode. */
  readonly numEnvs: number;
}

/** An episode that ended at the last step, before its game was started again. */
export interface EpisodeEnd {
  /** Its seed: `createMatch(game, { config, seed })` starts it again. */
  readonly seed: string;
  /** How the game ended; `null` if it was truncated at `maxSteps`. */
  readonly outcome: Outcome | null;
  /** Its length in actions. */
  readonly steps: number;
}

/** The vector environment type of a game module. */
export type VectorEnvOf<G> = VectorEnv<ConfigOf<G>, StateOf<G>, ActionOf<G>, EventOf<G>, ViewOf<G>, ConfigInputOf<G>>;

/**
 * Creates a {@link VectorEnv} of `options.numEnvs` games. Refuses as data, as `createEnv` does,
 * and a number of games that is not a whole number from 1 to 4 096.
 */
export function createVectorEnv<G extends AnyGameModule>(
  game: G,
  options: VectorEnvOptions<ConfigInputOf<G>, AgentSpecOf<G>>,
): CreateEnvResult<VectorEnvOf<G>>;
export function createVectorEnv<C, S, A extends GameAction, E extends GameEvent, V, I>(
  game: GameModule<C, S, A, E, V, I>,
  options: VectorEnvOptions<I, AgentSpec<C, S, A, E, V, I>>,
): CreateEnvResult<VectorEnv<C, S, A, E, V, I>> {
  const built = envSetup(game, options);
  if (!built.ok) return built;
  const count = options.numEnvs;
  if (!(Number.isSafeInteger(count) && count >= 1 && count <= MAX_ENVS)) {
    return refuseEnv('INVALID_INPUT', 'agents/bad-option', `numEnvs must be a whole number of games from 1 to ${MAX_ENVS}, not ${describeValue(count)}`);
  }
  return { ok: true, env: new VectorEnv(built.setup, count) };
}

/**
 * Games stepped in lockstep. After `reset()` and after every `step(actions)`, row `j` of
 * `observations` and `actionMasks` is what seat `agents[j]` of game `j` observes, and the action for
 * game `j` is an index of that seat's mask. A step that ends a game sets `terminations[j]` (or
 * `truncations[j]`), puts every seat's reward in row `j` of `rewards` (the outcome's `returns`),
 * records the episode in `endings[j]`, and starts game `j`'s next episode, whose first seat to act
 * is then `agents[j]`. Rewards are 0 after every other step.
 *
 * The arrays are written in place on every step: copy what you keep.
 */
export class VectorEnv<C, S, A extends GameAction, E extends GameEvent, V, I> {
  /** The game these environments play. */
  readonly game: GameModule<C, S, A, E, V, I>;
  /** The completed configuration. */
  readonly config: C;
  /** The action space. */
  readonly actionSpace: ActionSpace<A>;
  /** The observation tensor's layout. */
  readonly observationSpec: ObservationSpec<V>;
  /** Episodes still running after this many actions are truncated. */
  readonly maxSteps: number;
  /** How many games step together. */
  readonly numEnvs: number;
  /** Every seat of the game. */
  readonly possibleAgents: readonly PlayerId[];
  /** Row `j` (of `observationSpec.size` values): the observation of seat `agents[j]` in game `j`. */
  readonly observations: Float32Array;
  /** Row `j` (of `actionSpace.size` values): the legal mask of seat `agents[j]` in game `j`. */
  readonly actionMasks: Uint8Array;
  /** The seat to act in each game. */
  readonly agents: Int32Array;
  /** Row `j` (one value per seat): each seat's reward from the last step in game `j`. */
  readonly rewards: Float32Array;
  /** `1` where the last step ended the game (game `j` has been started again since). */
  readonly terminations: Uint8Array;
  /** `1` where the last step reached `maxSteps` before the game ended (it has been started again since). */
  readonly truncations: Uint8Array;
  /** The episode each game ended at the last step, or `null`. */
  readonly endings: (EpisodeEnd | null)[];
  /** The seed of the episode under way in each game; `''` before the first reset. */
  readonly episodeSeeds: string[];

  readonly #episodes: Episode<C, S, A, E, V, I>[] = [];
  readonly #observationRows: Float32Array[] = [];
  readonly #maskRows: Uint8Array[] = [];
  /** Each game's legal mask in its state now, kept apart from `actionMasks`, which is the caller's to write on (see `step`). */
  readonly #legalRows: PaddedMask[] = [];
  /** Each game's seat to act, kept apart from `agents` for the same reason. */
  readonly #seats: Int32Array;
  readonly #pending: A[] = [];
  #baseSeed: string;
  readonly #episodeCounts: number[];
  readonly #legalWriter: LegalMaskWriter<S>;
  readonly #observer: StateObserver<S>;
  #started = false;

  /** @internal Use {@link createVectorEnv}, which checks the options. */
  constructor(setup: EnvSetup<C, S, A, E, V, I>, numEnvs: number) {
    this.game = setup.game;
    this.config = setup.config;
    this.actionSpace = setup.space;
    this.observationSpec = setup.tensor;
    this.maxSteps = setup.maxSteps;
    this.numEnvs = numEnvs;
    this.#baseSeed = setup.seed;
    this.#legalWriter = setup.legal;
    this.#observer = setup.observer;
    const seats = setup.seats;
    this.possibleAgents = Object.freeze(Array.from({ length: seats }, (_, seat) => seat));
    const observationSize = setup.tensor.size;
    const actions = setup.space.size;
    this.observations = new Float32Array(numEnvs * observationSize);
    this.actionMasks = new Uint8Array(numEnvs * actions);
    this.agents = new Int32Array(numEnvs);
    this.rewards = new Float32Array(numEnvs * seats);
    this.terminations = new Uint8Array(numEnvs);
    this.truncations = new Uint8Array(numEnvs);
    this.endings = new Array<EpisodeEnd | null>(numEnvs).fill(null);
    this.episodeSeeds = new Array<string>(numEnvs).fill('');
    this.#episodeCounts = new Array<number>(numEnvs).fill(-1);
    this.#seats = new Int32Array(numEnvs);
    for (let env = 0; env < numEnvs; env++) {
      this.#legalRows.push(new PaddedMask(actions));
      this.#observationRows.push(this.observations.subarray(env * observationSize, (env + 1) * observationSize));
      this.#maskRows.push(this.actionMasks.subarray(env * actions, (env + 1) * actions));
    }
  }

  /**
   * Starts every game's next episode (`<seed>/<j>/<k + 1>`), or, given `seed`, each game's first
   * episode under it (`<seed>/<j>/0`). Refuses a seed that is neither a string nor a finite number.
   */
  reset(seed?: string | number): EnvResult {
    if (seed !== undefined) {
      const problem = seedProblem(seed);
      if (problem !== null) return refuseEnv('INVALID_INPUT', 'agents/bad-option', `reset: ${problem}`);
      this.#baseSeed = String(seed);
      this.#episodeCounts.fill(-1);
    }
    this.rewards.fill(0);
    this.terminations.fill(0);
    this.truncations.fill(0);
    this.endings.fill(null);
    for (let env = 0; env < this.numEnvs; env++) this.#startNext(env);
    this.#started = true;
    return { ok: true };
  }

  /**
   * Takes `actions[j]` for seat `agents[j]` in every game `j`. Every index is checked first — a
   * whole number from 0 to `n - 1` that the game's rules allow the seat now — and one bad index
   * refuses the whole step, naming the game and the rule, with nothing changed.
   */
  step(actions: ArrayLike<number>): EnvResult {
    if (!this.#started) return refuseEnv('INVALID_INPUT', 'agents/not-reset', 'step: call reset() to start the episodes first');
    if (actions === null || typeof actions !== 'object' || actions.length !== this.numEnvs) {
      return refuseEnv('INVALID_INPUT', 'agents/bad-index', `step: one action per game is needed, ${this.numEnvs} in all`);
    }
    const size = this.actionSpace.size;
    this.#pending.length = 0;
    for (let env = 0; env < this.numEnvs; env++) {
      const index = actions[env];
      if (!(typeof index === 'number' && Number.isSafeInteger(index) && index >= 0 && index < size)) {
        return refuseEnv('INVALID_INPUT', 'agents/bad-index', `step: game ${env}: an action is a whole number from 0 to ${size - 1}, not ${describeValue(index)}`);
      }
      const seat = this.#seats[env] ?? 0;
      const action = this.actionSpace.decode(index, seat);
      // As in `AecEnv.step`: an index in the game's legal mask, computed for this very state, is an
      // action the rules accept, so only the others go through the rules' check (and its refusal).
      if (this.#legalRows[env]?.mask[index] !== 1) {
        const error = this.#episode(env).check(action);
        if (error !== null) {
          return refuseIn(`step: game ${env}: index ${index} (${this.game.describeAction(action, this.config)}) is not legal for seat ${seat}`, error);
        }
      }
      this.#pending.push(action);
    }
    this.rewards.fill(0);
    this.terminations.fill(0);
    this.truncations.fill(0);
    this.endings.fill(null);
    const seats = this.possibleAgents.length;
    for (let env = 0; env < this.numEnvs; env++) {
      const episode = this.#episode(env);
      episode.apply(this.#pending[env] as A);
      const outcome = episode.outcome();
      const truncated = outcome === null && episode.steps >= this.maxSteps;
      if (outcome !== null || truncated) {
        if (outcome !== null) {
          this.terminations[env] = 1;
          for (let seat = 0; seat < seats; seat++) this.rewards[env * seats + seat] = outcome.returns[seat] ?? 0;
        } else {
          this.truncations[env] = 1;
        }
        this.endings[env] = Object.freeze({ seed: this.episodeSeeds[env] ?? '', outcome, steps: episode.steps });
        this.#startNext(env);
      } else {
        this.#observeFor(env);
      }
    }
    return { ok: true };
  }

  /** Starts game `env`'s next episode and writes what its first seat observes. */
  #startNext(env: number): void {
    const next = (this.#episodeCounts[env] ?? -1) + 1;
    this.#episodeCounts[env] = next;
    const seed = `${this.#baseSeed}/${env}/${next}`;
    this.episodeSeeds[env] = seed;
    const episode = this.#episodes[env];
    if (episode === undefined) this.#episodes[env] = new Episode(this.game, this.config, seed);
    else episode.restart(seed);
    this.#observeFor(env);
  }

  /** Writes the seat to act in game `env`, its observation and its mask. */
  #observeFor(env: number): void {
    const episode = this.#episode(env);
    const seat = episode.seatToAct();
    if (seat === null) throw new Error(`${this.game.title}: the game runs but no seat may act`);
    this.agents[env] = seat;
    this.#seats[env] = seat;
    this.#observer.observe(episode.stateNow(), seat, this.#observationRows[env]);
    const legal = this.#legalRows[env]?.mask ?? new Uint8Array(0);
    this.#legalWriter.write(episode.stateNow(), seat, legal);
    this.#maskRows[env]?.set(legal);
  }

  /**
   * The indices seat `agents[env]` may step with in game `env`, ascending: where row `env` of
   * `actionMasks` was 1 when it was written (OpenSpiel's `legal_actions()`). A new array, the
   * caller's to keep; empty before the first reset (every row of the mask is 0 then). Throws a
   * `RangeError` for a game that is not one of `0 … numEnvs - 1`.
   */
  legalIndices(env: number): number[] {
    if (!(Number.isInteger(env) && env >= 0 && env < this.numEnvs)) {
      throw new RangeError(`legalIndices: game ${describeValue(env)} is not one of games 0 to ${this.numEnvs - 1}`);
    }
    return this.#legalRows[env]?.ones() ?? [];
  }

  #episode(env: number): Episode<C, S, A, E, V, I> {
    const episode = this.#episodes[env];
    if (episode === undefined) throw new RangeError(`game ${env} has not been started`);
    return episode;
  }
}
