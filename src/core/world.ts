/**
 * The mutable mode, as a small API a search bot or a simulator drives: a {@link World} holds a
 * private working copy of a state and its own random stream, and steps it in place with the game's
 * {@link GameRules} — no proxies, no freezing, no copy per action. Nothing outside the world ever
 * holds its working state: views and snapshots are copies, so a user cannot change a world, and a
 * world can never change a match.
 */
import { cloneJson, cloneState, deepFreeze } from './clone.js';
import type { Refusal } from './errors.js';
import { createRng, restoreRng, type Rng, type RngState } from './rng.js';
import { ownedBase } from './rules.js';
import {
  seatCount,
  type ActionOf,
  type AnyGameModule,
  type ConfigInputOf,
  type ConfigOf,
  type EventOf,
  type GameAction,
  type GameError,
  type GameEvent,
  type GameModule,
  type Outcome,
  type PlayerId,
  type StateOf,
  type ViewOf,
} from './types.js';

/** The result of {@link World.step}: what happened, or why the action was refused (the world unchanged). */
export type WorldStep<Event> =
  | {
      /** Accepted; the world has moved on. */
      readonly ok: true;
      /** What happened, in order (filter with `eventsFor` before showing them to a seat). */
      readonly events: Event[];
    }
  | Refusal;

/**
 * A game in the mutable mode: a private copy of a state, stepped in place. Same actions and the
 * same random stream ⇒ the same states and events as `applyAction` (the conformance kit checks it).
 */
export class World<C, S, A extends GameAction, E extends GameEvent, V, I> {
  /** The game this world plays. */
  readonly game: GameModule<C, S, A, E, V, I>;
  #state: S;
  readonly #rng: Rng;

  /** Use {@link openWorld}; the constructor takes ownership of `state` without copying it. */
  private constructor(game: GameModule<C, S, A, E, V, I>, owned: S, rng: Rng) {
    this.game = game;
    this.#state = owned;
    this.#rng = rng;
  }

  /** @internal Builds a world around a state it alone holds. */
  static own<C, S, A extends GameAction, E extends GameEvent, V, I>(
    game: GameModule<C, S, A, E, V, I>,
    owned: S,
    rng: Rng,
  ): World<C, S, A, E, V, I> {
    return new World(game, owned, rng);
  }

  /** The seats that may act now; `[]` once the game is over. */
  activePlayers(): PlayerId[] {
    return this.game.activePlayers(this.#state);
  }

  /** Every action `player` may take now (the game's `legalActions`). */
  legalActions(player: PlayerId): A[] {
    return this.game.legalActions(this.#state, player);
  }

  /**
   * One of `player`'s legal actions, drawn uniformly with `rng`: exactly
   * `rng.pick(this.legalActions(player))` (the same draw), or `null`, drawing nothing, when it has
   * none. Faster where the game's rules can draw without listing every action (`pickLegal`).
   */
  randomAction(player: PlayerId, rng: Rng): A | null {
    const rules = this.game.rules;
    if (rules?.pickLegal !== undefined) return rules.pickLegal(this.#state, player, rng);
    const legal = this.game.legalActions(this.#state, player);
    return legal.length === 0 ? null : rng.pick(legal);
  }

  /** How the game ended, or `null` while it runs. */
  outcome(): Outcome | null {
    return this.game.outcome(this.#state);
  }

  /** The number of seats. */
  seatCount(): number {
    return seatCount(this.game, this.#state);
  }

  /** What `viewer` may see now: a copy, so it stays as it is when the world moves on. */
  view(viewer: PlayerId | null): V {
    return cloneJson(this.game.view(this.#state, viewer));
  }

  /**
   * Takes one action, trusted to be well-formed (an action of `legalActions`, or one that passed
   * `game.schemas.action`): the game's check refuses what the rules forbid, and an accepted action
   * is applied in place.
   */
  step(action: A): WorldStep<E> {
    const { game } = this;
    const rules = game.rules;
    if (rules === undefined) {
      // A module without recipes still plays, through its immutable reduce.
      const result = game.reduce(this.#state, action, this.#rng);
      if (!result.ok) return result;
      this.#state = result.state;
      return { ok: true, events: result.events };
    }
    const error: GameError | null = rules.check(this.#state, action);
    if (error !== null) return { ok: false, error };
    const events: E[] = [];
    rules.apply(this.#state, action, this.#rng, events);
    return { ok: true, events };
  }

  /** An independent copy of this world: its own state and its own random stream, at the same place. */
  clone(): World<C, S, A, E, V, I> {
    return new World(this.game, privateCopy(this.game, this.#state), restoreRng(this.#rng.state()));
  }

  /** The state as it stands, as a deep-frozen copy (what `applyAction` would have produced). */
  snapshot(): S {
    return deepFreeze(cloneJson(this.#state));
  }

  /** Where the world's random stream stands. */
  rngState(): RngState {
    return this.#rng.state();
  }

  /**
   * What `viewer` observes now, as a string: the JSON of its view, not copied. Two positions a seat
   * cannot tell apart give the same string (a search keys its information sets on it).
   */
  observe(viewer: PlayerId | null): string {
    return JSON.stringify(this.game.view(this.#state, viewer));
  }

  /**
   * A world `seat` cannot tell apart from this one: everything it cannot see redrawn by the game's
   * `resample`, and a random stream of its own drawn from `rng` (so the real stream's future dice
   * stay hidden too). This world is not changed.
   */
  resampleFor(seat: PlayerId, rng: Rng): World<C, S, A, E, V, I> {
    return sampleWorldFor(this.game, this.#state, seat, rng);
  }
}

/**
 * A world `seat` cannot tell apart from `state`: the game's `resample` for that seat, with a random
 * stream of its own drawn from `rng`. `state` is never changed.
 */
export function sampleWorldFor<G extends AnyGameModule>(
  game: G,
  state: StateOf<G>,
  seat: PlayerId,
  rng: Rng,
): World<ConfigOf<G>, StateOf<G>, ActionOf<G>, EventOf<G>, ViewOf<G>, ConfigInputOf<G>>;
export function sampleWorldFor<C, S, A extends GameAction, E extends GameEvent, V, I>(
  game: GameModule<C, S, A, E, V, I>,
  state: S,
  seat: PlayerId,
  rng: Rng,
): World<C, S, A, E, V, I> {
  const sampled = game.resample(state, seat, rng);
  return World.own(game, privateCopy(game, sampled), createRng(`world/${rng.next()}`));
}

/**
 * What a search bot may do with a world it sampled (see `BotInput.sampleWorld`): a game it can
 * play forward freely, whose hidden parts were redrawn for it — never the real one.
 */
export interface BotWorld<View, Action> {
  /** The seats that may act now; `[]` once the game is over. */
  activePlayers(): PlayerId[];
  /** Every action `player` may take now. */
  legalActions(player: PlayerId): Action[];
  /** One of them drawn uniformly with `rng` (exactly `rng.pick(legalActions(player))`), or `null` for none. */
  randomAction(player: PlayerId, rng: Rng): Action | null;
  /** Takes one action. */
  step(action: Action): WorldStep<GameEvent>;
  /** How the game ended, or `null` while it runs. */
  outcome(): Outcome | null;
  /** The number of seats. */
  seatCount(): number;
  /** What `viewer` may see now (a copy). */
  view(viewer: PlayerId | null): View;
  /** What `viewer` observes now, as a string (equal for positions it cannot tell apart). */
  observe(viewer: PlayerId | null): string;
  /** An independent copy. */
  clone(): BotWorld<View, Action>;
  /**
   * A world `seat` cannot tell apart from this one (the game's `resample` for that seat), with a
   * random stream drawn from `rng`; this world is not changed. A search that lets a bot choose
   * inside a sampled world hands it this as its `sampleWorld`.
   */
  resampleFor(seat: PlayerId, rng: Rng): BotWorld<View, Action>;
}

/** A copy of `state` that only a world holds, sharing the fields the game's rules never write. */
function privateCopy<C, S, A extends GameAction, E extends GameEvent, V, I>(game: GameModule<C, S, A, E, V, I>, state: S): S {
  if (game.rules === undefined) return ownedBase(state);
  if (state === null || typeof state !== 'object') return state;
  return cloneState(state, game.rules.constant ?? []);
}

function isRng(value: Rng | RngState): value is Rng {
  return typeof (value as Partial<Rng>).state === 'function';
}

/**
 * Opens a {@link World} on a copy of `state` with its own random stream, continuing from `rng` (an
 * {@link Rng} is copied at its current position, never shared). `state` is never changed.
 */
export function openWorld<G extends AnyGameModule>(
  game: G,
  state: StateOf<G>,
  rng: Rng | RngState,
): World<ConfigOf<G>, StateOf<G>, ActionOf<G>, EventOf<G>, ViewOf<G>, ConfigInputOf<G>>;
export function openWorld<C, S, A extends GameAction, E extends GameEvent, V, I>(
  game: GameModule<C, S, A, E, V, I>,
  state: S,
  rng: Rng | RngState,
): World<C, S, A, E, V, I> {
  const stream = restoreRng(isRng(rng) ? rng.state() : rng);
  return World.own(game, privateCopy(game, state), stream);
}
