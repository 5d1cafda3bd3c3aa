/**
 * What a learning agent needs of a game, and nothing else: a fixed integer action space with a
 * bijection to the game's actions, and a fixed-size observation tensor computed from one seat's
 * view. OpenSpiel gives every game the same three things (`NumDistinctActions`, the legal action
 * mask, `InformationStateTensor`); here each game writes them once, in `src/agents/<game id>.ts`,
 * and the environment (`createEnv`, `VectorEnv`) and the conformance kit (`checkAgentSpec`) do the
 * rest generically.
 *
 * Everything here is pure, like the engine: no clock, no I/O, no randomness but a passed `Rng`.
 */
import type { GameAction, GameEvent, GameModule, PlayerId } from '../core/types.js';

/**
 * One kind of action's block of indices in an {@link ActionSpace}: the indices `offset` to
 * `offset + length - 1` are the actions of type `type`, in the order `description` gives.
 */
export interface ActionRange {
  /** The action type (the `type` of every action decoded from this block). */
  readonly type: string;
  /** The first index of the block. */
  readonly offset: number;
  /** How many indices the block has (at least 1). */
  readonly length: number;
  /** Which action each index of the block stands for, in words ("the k-th house in square order"). */
  readonly description: string;
}

/**
 * A game's actions as the integers `0 … size - 1`, for one configuration (OpenSpiel's "distinct
 * actions"). The space is the same for every seat: `decode` puts the seat it is given into the
 * action, and `encode` ignores the acting `player` — except where an action names another seat,
 * which a space may count from the acting one (index `k` for "the seat `k + 1` places clockwise
 * after you", as OpenSpiel's Hanabi names the player a hint goes to), so that one index means the
 * same thing to every seat. The index blocks are listed in `ranges`, in order, covering
 * `0 … size - 1` without gaps.
 *
 * `encode` and `decode` are inverse bijections between the indices and every action that can be
 * legal in some position of the configuration: `encode(decode(i, seat)) === i` for every index,
 * and `decode(encode(a), a.player)` equals `a` for every legal action `a` (the kit checks both).
 * Every index decodes to an action of the game's action schema, legal now or not.
 */
export interface ActionSpace<Action extends GameAction> {
  /** The number of distinct actions, `n`. */
  readonly size: number;
  /** The blocks of indices, one per action type, in index order. */
  readonly ranges: readonly ActionRange[];
  /** The index of `action`, or `-1` if it is not an action of this space. */
  encode(action: Action): number;
  /**
   * The action with index `index`, taken by `seat`. Throws a `RangeError` for an index that is not
   * a whole number from `0` to `size - 1` (the environment checks indices before it decodes).
   */
  decode(index: number, seat: PlayerId): Action;
}

/**
 * One named block of an observation tensor, as OpenSpiel's observers name theirs: the values
 * `offset` to `offset + length - 1`, read as an array of shape `shape` (row-major).
 */
export interface ObservationField {
  /** The field's name, kebab-case (`'detective-at'`). */
  readonly name: string;
  /** Where the field starts in the tensor. */
  readonly offset: number;
  /** How many values it has: the product of `shape`. */
  readonly length: number;
  /** Its shape, row-major (`[7, 27]`: one row per day, one column per spot). */
  readonly shape: readonly number[];
  /** What each value means, in words, for the game's page and for whoever reads the tensor. */
  readonly description: string;
}

/**
 * A game's observation tensor for one configuration: a `Float32Array` of a fixed `size`, computed
 * from one seat's view alone — so it can never hold more than the seat may know — and laid out as
 * `fields`, which tile `0 … size - 1` in order. Two positions the seat cannot tell apart (equal
 * views) give equal tensors; two different views of the same seat give different tensors (the
 * tensor is the view, re-encoded, not a digest of it).
 */
export interface ObservationSpec<View> {
  /** The tensor's shape; its product is `size`. */
  readonly shape: readonly number[];
  /** The number of values. */
  readonly size: number;
  /** The named blocks, in order, tiling the tensor. */
  readonly fields: readonly ObservationField[];
  /**
   * The tensor of `view`. Writes into `out` (of length `size`, every value overwritten) when
   * given, else into a new array, and returns it. Never changes `view`.
   */
  observe(view: View, out?: Float32Array): Float32Array;
}

/**
 * A game's legal action mask written straight from its state, without building the actions: an
 * optional speed-up of an {@link AgentSpec} (see `AgentSpec.legalMasks`).
 */
export interface LegalMaskWriter<State> {
  /**
   * Writes `seat`'s legal mask in `state` into `mask` (of the action space's size, every value
   * overwritten): exactly `legalActions(state, seat)` encoded — 1 at the index of every action it
   * lists, 0 elsewhere, all 0 for a seat that may not act — and returns how many indices are 1.
   * Reads `state` only.
   */
  write(state: State, seat: PlayerId, mask: Uint8Array): number;
}

/**
 * A game's observation tensor written straight from its state, without building the seat's view:
 * an optional speed-up of an {@link AgentSpec} (see `AgentSpec.stateObservations`). It is a
 * shortcut, not another tensor: for every state and seat it gives exactly
 * `observation.observe(game.view(state, seat))`, so it holds no more than the seat's view does.
 */
export interface StateObserver<State> {
  /**
   * The tensor of `seat`'s view of `state`, written into `out` (of the tensor's size, every value
   * overwritten) when given, else into a new array, and returned. Reads `state` only.
   */
  observe(state: State, seat: PlayerId, out?: Float32Array): Float32Array;
}

/**
 * How a learning agent meets one game: its action space and observation tensor, built per
 * configuration. Each game of the package has one, in `src/agents/<game id>.ts`; a third-party
 * game can write its own and check it with `checkAgentSpec` from `killer-rules/testing`.
 *
 * @typeParam Config - the game's completed configuration
 * @typeParam State - the game's state
 * @typeParam Action - the game's action union
 * @typeParam Event - the game's event union
 * @typeParam View - the game's view
 * @typeParam ConfigInput - what a user may pass as configuration
 */
export interface AgentSpec<Config, State, Action extends GameAction, Event extends GameEvent, View, ConfigInput = Config> {
  /** The game this spec is for. */
  readonly game: GameModule<Config, State, Action, Event, View, ConfigInput>;
  /** The action space of a configuration (completed, as `createMatch` gives it). */
  actionSpace(config: Config): ActionSpace<Action>;
  /** The observation tensor of a configuration (completed, as `createMatch` gives it). */
  observation(config: Config): ObservationSpec<View>;
  /**
   * Optional, for speed: the legal mask of a configuration written straight from the state, where
   * the game can do it without building every legal action and encoding it. It must write exactly
   * what `legalActions` encoded gives; `checkAgentSpec` compares the two for every seat at every
   * step of its random games. The environments use it when it is there, else they encode
   * `legalActions`.
   */
  legalMasks?(config: Config): LegalMaskWriter<State>;
  /**
   * Optional, for speed: the observation of a configuration written straight from the state, for a
   * game whose view costs more to build than its tensor. It must give exactly the tensor of the
   * seat's view — `checkAgentSpec` compares the two for every seat at every step of its random
   * games, and on worlds `resample` drew for the seat — so the observation stays the view's, and
   * holds nothing the seat may not know. The environments use it when it is there.
   */
  stateObservations?(config: Config): StateObserver<State>;
}

/** Any game's agent spec, whatever its types, for generic code (registries, the stdio server). */
export type AnyAgentSpec = AgentSpec<unknown, unknown, GameAction, GameEvent, unknown, unknown>;

/**
 * The reasons the environments refuse for (`GameError.reason`); a refusal of the game's own rules
 * keeps the game's reason:
 *
 * - `agents/no-spec`: the game has no agent spec (pass one in the options);
 * - `agents/bad-option`: an option is out of range (`maxSteps`, the number of environments, a seed);
 * - `agents/not-reset`: a step before the first `reset`;
 * - `agents/bad-index`: the action is not a whole number from 0 to `n - 1`;
 * - `agents/null-for-live-agent`: `step(null)` while the selected seat is still playing;
 * - `agents/dead-agent`: an action for a seat whose episode is over (PettingZoo's dead step wants `null`);
 * - `agents/episode-over`: a step after every seat has left the episode.
 */
export type AgentsRefusalReason =
  | 'agents/no-spec'
  | 'agents/bad-option'
  | 'agents/not-reset'
  | 'agents/bad-index'
  | 'agents/null-for-live-agent'
  | 'agents/dead-agent'
  | 'agents/episode-over';

