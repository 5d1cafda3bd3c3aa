/**
 * One game played in the mutable mode for the environments: a private working state stepped in
 * place by the game's recipes (`GameRules`), as `World` does, but reading views straight off the
 * working state — a view is turned into a tensor at once and never kept, so it needs no copy.
 */
import { cloneState } from '../core/clone.js';
import { createRng, type Rng } from '../core/rng.js';
import { ownedBase } from '../core/rules.js';
import type { GameAction, GameError, GameEvent, GameModule, Outcome, PlayerId } from '../core/types.js';

/** An episode: the state, its random stream, and how many actions it has taken. */
export class Episode<C, S, A extends GameAction, E extends GameEvent, V, I> {
  readonly #game: GameModule<C, S, A, E, V, I>;
  readonly #config: C;
  #state: S;
  #rng: Rng;
  #steps = 0;

  /** Sets up the episode seeded `seed`, exactly as `createMatch(game, { config, seed })` would. */
  constructor(game: GameModule<C, S, A, E, V, I>, config: C, seed: string) {
    this.#game = game;
    this.#config = config;
    this.#rng = createRng(seed);
    this.#state = this.#privateCopy(game.setup(config, this.#rng));
  }

  /** Starts again, seeded `seed`. */
  restart(seed: string): void {
    this.#rng = createRng(seed);
    this.#state = this.#privateCopy(this.#game.setup(this.#config, this.#rng));
    this.#steps = 0;
  }

  /** A copy only this episode holds, sharing the fields the rules never write (as `World` makes one). */
  #privateCopy(state: S): S {
    const rules = this.#game.rules;
    if (rules === undefined) return ownedBase(state);
    if (state === null || typeof state !== 'object') return state;
    return cloneState(state, rules.constant ?? []);
  }

  /** Actions taken since the start. */
  get steps(): number {
    return this.#steps;
  }

  /** The seat to act: the lowest of the active seats (PettingZoo serves one agent at a time); `null` once over. */
  seatToAct(): PlayerId | null {
    let lowest: PlayerId | null = null;
    for (const seat of this.#game.activePlayers(this.#state)) if (lowest === null || seat < lowest) lowest = seat;
    return lowest;
  }

  /** Every legal action of `seat` now. */
  legalActions(seat: PlayerId): A[] {
    return this.#game.legalActions(this.#state, seat);
  }

  /** The view of `seat`, read off the working state: use it at once, before the next step, and do not change it. */
  viewNow(seat: PlayerId | null): V {
    return this.#game.view(this.#state, seat);
  }

  /** How the game ended, or `null` while it runs. */
  outcome(): Outcome | null {
    return this.#game.outcome(this.#state);
  }

  /** Why the rules refuse `action` now, or `null` if they allow it. Changes nothing. */
  check(action: A): GameError | null {
    const rules = this.#game.rules;
    if (rules !== undefined) return rules.check(this.#state, action);
    const result = this.#game.reduce(this.#state, action, createRng('check'));
    return result.ok ? null : result.error;
  }

  /** Takes `action`, which {@link Episode.check} accepted. */
  apply(action: A): void {
    const rules = this.#game.rules;
    if (rules !== undefined) {
      // A fresh list each step, dropped at once: cheaper than emptying one list twice a step
      // (setting an array's length is a call into the runtime).
      rules.apply(this.#state, action, this.#rng, []);
    } else {
      const result = this.#game.reduce(this.#state, action, this.#rng);
      if (!result.ok) throw new Error(`${this.#game.title}: an action its check accepted was refused: ${result.error.message}`);
      this.#state = result.state;
    }
    this.#steps++;
  }

  /** The working state itself, for code of this folder that hands it to the game and lets go at once. */
  stateNow(): S {
    return this.#state;
  }

  /** Where the random stream stands. */
  rng(): Rng {
    return this.#rng;
  }
}
