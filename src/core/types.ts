import type { $ZodIssue, $ZodType } from 'zod/v4/core';
import type { Rng } from './rng.js';

/**
 * A seat at the table: `0` for the first player, up to `players - 1`.
 * Seats never change during a game, so a seat index is a stable player identity.
 */
export type PlayerId = number;

/** The ids of the five games this package ships. */
export type KnownGameId =
  | 'killercruise'
  | 'tatort-titanic'
  | 'frozen-horror'
  | 'cereal-killer'
  | 'quad-city-killers';

/**
 * The id of a game module. The five shipped games use {@link KnownGameId}; a third-party module
 * may use any other string, which is why the type stays open.
 */
export type GameId = KnownGameId | (string & {});

/** The shape every action has: its kind, and the seat that takes it. */
export interface GameAction {
  /** The kind of action, the discriminant of the game's action union. */
  readonly type: string;
  /** The seat taking the action. */
  readonly player: PlayerId;
}

/** The shape every event has. */
export interface GameEvent {
  /** The kind of event, the discriminant of the game's event union. */
  readonly type: string;
  /**
   * Seats allowed to see this event. Absent means public. Filter with `eventsFor` before
   * showing events to a seat.
   */
  readonly visibleTo?: readonly PlayerId[];
}

/**
 * Why something was refused.
 *
 * - `INVALID_INPUT`: the action is not an action of this game (wrong shape, unknown fields, NaN…).
 * - `INVALID_CONFIG`: the match configuration breaks the game's setup rules.
 * - `NOT_YOUR_TURN`: the acting seat may not act now.
 * - `ILLEGAL_ACTION`: a well-formed action that the rules forbid at this point.
 * - `GAME_OVER`: the game has ended; nothing more can be done.
 * - `INVALID_STATE`: a stored match or state is not a valid match or state of this game.
 */
export type ErrorCode =
  | 'INVALID_INPUT'
  | 'INVALID_CONFIG'
  | 'NOT_YOUR_TURN'
  | 'ILLEGAL_ACTION'
  | 'GAME_OVER'
  | 'INVALID_STATE';

/**
 * A refusal: a machine-readable code, a stable reason id naming the rule that refused, and an
 * English message saying it in words.
 *
 * The `reason` is for programs: it never changes between releases for the same rule, so an app
 * can show its own words, in its own language, for each rule (`'frozen-horror/passage-locked'`,
 * `'core/not-an-action'`). Reasons of the engine start with `core/`; a game's start with its id,
 * and each game's page lists them with the rule each one stands for.
 */
export interface GameError {
  /** What kind of refusal this is. */
  readonly code: ErrorCode;
  /** Which rule refused, as a stable id: `<game id>/<rule>` or `core/<rule>`. */
  readonly reason: string;
  /** Which rule refused, in words, for logs and UIs. */
  readonly message: string;
}

/** The result of `reduce`: the next state and what happened, or a refusal with the state untouched. */
export type StepResult<S, E> =
  | {
      /** Accepted. */
      readonly ok: true;
      /** The next state (the given state is never changed). */
      readonly state: S;
      /** What happened, in order. */
      readonly events: E[];
    }
  | {
      /** Refused. */
      readonly ok: false;
      /** Why, naming the rule. */
      readonly error: GameError;
    };

/**
 * How a finished game ended.
 *
 * @typeParam Reason - the game's end reasons (each game exports its `EndReason` union)
 */
export interface Outcome<Reason extends string = string> {
  /** The winning seats; `[]` when nobody wins (a cooperative loss). */
  readonly winners: readonly PlayerId[];
  /** Machine-readable reason, e.g. `'detective-arrested-killer'`: one of the game's `EndReason`s. */
  readonly reason: Reason;
  /** One entry per seat: `+1` win, `-1` loss, `0` draw (OpenSpiel-style returns). */
  readonly returns: readonly number[];
  /** Points per seat, where the game counts them. */
  readonly scores?: readonly number[];
  /**
   * Seats that tied for the win before a tie-break (a roll-off) decided among them; absent when
   * the game broke no tie.
   */
  readonly tied?: readonly PlayerId[];
}

/** What parsing with a {@link Schema} gives: the data, or the issues found. */
export type SchemaResult<Output> =
  | {
      /** Parsed. */
      readonly success: true;
      /** The parsed data (defaults filled in). */
      readonly data: Output;
    }
  | {
      /** Refused. */
      readonly success: false;
      /** What was wrong. */
      readonly error: {
        /** Each problem, with its path. */
        readonly issues: readonly $ZodIssue[];
      };
    };

/**
 * A zod 4 schema, classic (`zod`) or tree-shakable (`zod/mini`): what the engine needs of it is
 * `safeParse`, and the definition that JSON Schema export and the conformance kit read.
 */
export type Schema<Output, Input = unknown> = $ZodType<Output, Input> & {
  /** Parses `data`, never throwing for bad data. */
  safeParse(data: unknown): SchemaResult<Output>;
  /** Parses `data`, throwing zod's error for bad data. */
  parse(data: unknown): Output;
};

/** The zod schemas of a game: what a config, an action, a state and a view look like. */
export interface GameSchemas<Config, State, Action, ConfigInput = Config, View = unknown> {
  /** Validates and completes a match configuration (defaults are filled in). */
  readonly config: Schema<Config, ConfigInput>;
  /** Validates one action: a discriminated union on `type`, strict, with the acting `player`. */
  readonly action: Schema<Action, unknown>;
  /** Validates a state loaded from outside (a saved match). */
  readonly state: Schema<State, unknown>;
  /**
   * Describes a view (what `view` returns), for clients in other languages (`viewJsonSchema`).
   * Optional for third-party modules; every game of this package has one.
   */
  readonly view?: Schema<View, unknown>;
}

/**
 * The contract every game keeps: a pure reducer plus what bots, UIs and tests need around it.
 *
 * Every method is pure: it never mutates, and never freezes, its arguments (a state a caller built
 * from plain JSON stays writable and unchanged), reads no clock and takes randomness only from the
 * {@link Rng} it is given. Every config accepts `players`, checked against `minPlayers`–`maxPlayers`.
 *
 * @typeParam Config - the completed match configuration (after defaults)
 * @typeParam State - the full game state, plain JSON, carrying its own config and content
 * @typeParam Action - the union of the game's actions
 * @typeParam Event - the union of the game's events
 * @typeParam View - what one seat (or a spectator) may see of a state
 * @typeParam ConfigInput - what a user may pass as configuration (fields with defaults optional)
 * @typeParam EndReason - the reasons a game can end for (`Outcome.reason`)
 */
export interface GameModule<
  Config,
  State,
  Action extends GameAction,
  Event extends GameEvent,
  View,
  ConfigInput = Config,
  EndReason extends string = string,
> {
  /** The game's id, also its subpath export (`killer-rules/<id>`). */
  readonly id: GameId;
  /** The game's printed title. */
  readonly title: string;
  /** The fewest seats the game can be played with. */
  readonly minPlayers: number;
  /** The most seats the game can be played with. */
  readonly maxPlayers: number;
  /** The zod schemas for config, action and state. */
  readonly schemas: GameSchemas<Config, State, Action, ConfigInput, View>;
  /**
   * Builds the starting state. `config` has already passed `schemas.config`. What happens at setup
   * that a log or a UI should show (a deal, a first player drawn) is pushed onto `events` when
   * given; `createMatch` returns those events.
   */
  setup(config: Config, rng: Rng, events?: Event[]): State;
  /** Applies one action: the next state and events, or a refusal naming the rule. Never throws. */
  reduce(state: State, action: Action, rng: Rng): StepResult<State, Event>;
  /** Every action `reduce` accepts from `player` now, and nothing else. */
  legalActions(state: State, player: PlayerId): Action[];
  /** The seats that may act now; `[]` once the game is over. */
  activePlayers(state: State): PlayerId[];
  /**
   * The number of seats in this game. Optional: without it a game is taken to have `maxPlayers`
   * seats (see `seatCount`), so a game whose seat count varies should provide it.
   */
  playerCount?(state: State): number;
  /** What `viewer` may know (`null` for a spectator). Plain JSON; never leaks hidden information. */
  view(state: State, viewer: PlayerId | null): View;
  /** How the game ended, or `null` while it runs. */
  outcome(state: State): Outcome<EndReason> | null;
  /**
   * A state `viewer` cannot tell apart from `state`: everything it can see is kept, everything it
   * cannot see is redrawn at random from what is consistent with what it has seen. `null` is a
   * spectator, for whom everything outside the public view is redrawn. A `viewer` that is not a
   * seat of `state` (`-1`, a seat beyond the count, `1.5`, `'1'`) throws a `RangeError` naming the
   * problem: `resample` never hands back the true state for a viewer it cannot place.
   */
  resample(state: State, viewer: PlayerId | null, rng: Rng): State;
  /**
   * A name for `seat` in the game's own words ("the Killer"), for logs and UIs. Optional: without
   * it, seats are called "seat 0", "seat 1", ….
   */
  seatName?(state: State, seat: PlayerId): string;
  /**
   * The rules as recipes, for the two speeds (see {@link GameRules}): `reduce` runs them through
   * immer, and the mutable mode (`openWorld`, `playout`, `simulate`, search bots) runs the same
   * recipes on a private copy. Optional: a module without it still runs everywhere, through
   * `reduce`, only without the speed.
   */
  readonly rules?: GameRules<State, Action, Event>;
  /**
   * One English line describing an action, for logs and UIs, naming seats, cards and rooms in the
   * game's words ("Gerlinde moves to room C"). It needs the match's `config` (public: every seat
   * may know it, content included), because cards and places are ids into the config's content.
   */
  describeAction(action: Action, config: Config): string;
  /** One English line narrating an event, in the game's words (see `describeAction`). */
  describeEvent(event: Event, config: Config): string;
}

/**
 * Any game module, whatever its types. Use it where code handles games generically
 * (registries, runners, the conformance kit).
 */
export type AnyGameModule = GameModule<unknown, unknown, GameAction, GameEvent, unknown, unknown>;

/** The completed configuration type of a game module. */
export type ConfigOf<G> = G extends GameModule<infer C, infer _S, infer _A, infer _E, infer _V, infer _I> ? C : never;
/** The configuration a user may pass to a game module (fields with defaults optional). */
export type ConfigInputOf<G> = G extends GameModule<infer _C, infer _S, infer _A, infer _E, infer _V, infer I> ? I : never;
/** The state type of a game module. */
export type StateOf<G> = G extends GameModule<infer _C, infer S, infer _A, infer _E, infer _V, infer _I> ? S : never;
/** The action union of a game module. */
export type ActionOf<G> = G extends GameModule<infer _C, infer _S, infer A, infer _E, infer _V, infer _I> ? A : never;
/** The event union of a game module. */
export type EventOf<G> = G extends GameModule<infer _C, infer _S, infer _A, infer E, infer _V, infer _I> ? E : never;
/** The view type of a game module. */
export type ViewOf<G> = G extends GameModule<infer _C, infer _S, infer _A, infer _E, infer V, infer _I> ? V : never;
/** The reasons a game module's games can end for (`Outcome.reason`). */
export type EndReasonOf<G> = G extends GameModule<infer _C, infer _S, infer _A, infer _E, infer _V, infer _I, infer R> ? R : never;
/** The outcome type of a game module: `Outcome<EndReasonOf<G>>`. */
export type OutcomeOf<G> = Outcome<EndReasonOf<G>>;

/** The number of seats in `state`: the game's `playerCount`, or `maxPlayers` if it has none. */
export function seatCount<C, S, A extends GameAction, E extends GameEvent, V, I>(
  game: GameModule<C, S, A, E, V, I>,
  state: S,
): number {
  return game.playerCount?.(state) ?? game.maxPlayers;
}

/**
 * A part of a state that an apply may write (see {@link GameRules.writes}): a top-level field's
 * name (`'turn'`), or a path into a field, one key or array index per step (`['seats', 2, 'hand']`,
 * `['rooms', 4]`). Everything beneath the part is included; the objects and arrays along a path
 * are not (the apply may write into them only at the named keys).
 */
export type WritePath = string | readonly [string, ...(string | number)[]];

/**
 * A part of a state that an apply may put a new value in place of, but never writes into (see
 * {@link GameRules.writes}): `{ replaced: 'deck' }`, `{ replaced: ['seats', 2, 'hand'] }`. The
 * immutable mode then hands the apply the state's own frozen part there instead of a copy, and
 * settles only what the apply put in its place. An apply that leaves the part as it was shares it,
 * as with any declared part left unchanged; one that writes into it meets frozen data, and `reduce`
 * refuses the action with `INVALID_STATE`, reason `core/undeclared-write`, naming the part.
 * A part also declared by a {@link WritePath} (itself, one beneath it or one above it) is copied.
 */
export interface ReplacedPart {
  /** The part, named as a {@link WritePath} names one. */
  readonly replaced: WritePath;
}

/**
 * A game's rules as recipes: the check and apply of every action, for the two speeds (the module
 * comment of `rules.ts` explains what an apply must keep to).
 */
export interface GameRules<State, Action extends GameAction, Event extends GameEvent> {
  /**
   * Why `action` may not be taken in `state` — `GAME_OVER`, `NOT_YOUR_TURN` or `ILLEGAL_ACTION`,
   * with a message naming the rule — or `null` if the rules allow it. Reads only; allocates
   * nothing when it accepts.
   */
  check(state: State, action: Action): GameError | null;
  /**
   * Carries out `action`, which {@link check} accepted, by writing to `draft` (a private, writable
   * copy of the state, in either mode) and pushing what happened onto `events`. A game declares
   * `draft` as immer's `Draft<State>`, the writable form of its state.
   */
  apply(draft: State, action: Action, rng: Rng, events: Event[]): void;
  /**
   * Top-level state fields the applies never write (the config and its content). The mutable
   * mode shares them between the match and its private copy instead of copying them.
   */
  readonly constant?: readonly string[];
  /**
   * Optional, for speed: every part of `state` that the apply of `action` (which {@link check}
   * accepted) may write, with all it sets off — the killer's walk, the end of a round, the end of
   * the game. The immutable mode then copies only these parts for the apply, shares everything
   * else with `state` without looking at it, and freezes only what is new. A part is named by a
   * {@link WritePath}; naming more than is written costs only time, naming less is a bug: an
   * undeclared write meets frozen data (or is found beside a declared part) and `reduce` refuses
   * the action with `INVALID_STATE`, reason `core/undeclared-write`, naming the part. The
   * conformance kit fails on it. A part the apply only ever replaces whole (a pile dealt anew)
   * may be named as a {@link ReplacedPart}, which is not copied first. Without `writes`, every
   * field not `constant` is copied.
   */
  writes?(state: State, action: Action): readonly (WritePath | ReplacedPart)[];
  /**
   * Optional, for speed: a new, writable object with `state`'s top-level fields — the same keys in
   * the same order, each holding the very same value — written as an object literal. The
   * immutable mode starts an action's working state with it instead of a spread of `state`: V8
   * copies a frozen object (every state the library hands out is one) with a spread key by key,
   * several times slower than it builds a literal. Killercruise's twenty fields took about 360 ns
   * by spread and 40 as a literal, and its validated path ran 6–9% faster. Used only on frozen
   * states; the conformance kit compares it with a spread at every state it visits.
   */
  shallowCopy?(state: State): State;
  /**
   * Optional, for speed: exactly what `rng.pick(legalActions(state, player))` gives — the same one
   * draw from `rng`, the same action — without building the other actions; `null`, drawing
   * nothing, when `player` has no legal action. Random playouts (`simulate`'s random seats,
   * ISMCTS's random rollouts) use it through `World.randomAction`. The conformance kit checks
   * that it agrees with `legalActions`, draw for draw, at every state it visits.
   */
  pickLegal?(state: State, player: PlayerId, rng: Rng): Action | null;
}
