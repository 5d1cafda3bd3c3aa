/**
 * One rules code, two speeds. A game writes each action once, as a check and an apply:
 *
 * - the **check** (`(state, action) → refusal | null`) decides, reading the plain state; it builds
 *   a message only when it refuses, so accepting allocates nothing;
 * - the **apply** (`(draft, action, rng, events) → void`) carries the accepted action out by
 *   writing to `draft`, reading what it needs from `draft` too.
 *
 * The **immutable mode** ({@link reduceWith}, behind `reduce` and `applyAction`) runs the apply on
 * an immer draft: the result shares every unchanged part with the old state and is deep-frozen.
 * The **mutable mode** (`openWorld`, `playout`, `simulate`, search bots) copies the state once and
 * runs the same applies straight on that private copy, action after action: no proxies, no
 * freezing, no copies per step. Because both run the same recipe, they agree; the conformance kit
 * proves it step by step.
 *
 * What an apply must keep to, so the two modes stay one:
 * - write only through `draft`, and never keep a reference into it past the call: an event gets a
 *   copy (`slice()`, a new object) of anything it carries from the state, because in the immutable
 *   mode the draft is revoked after the call and in the mutable mode it changes on the next step;
 * - never freeze anything and never call `produce` itself;
 * - draw randomness only from `rng`, in the same order whatever the mode.
 */
import { produce, type Draft } from 'immer';
import { cloneJson } from './clone.js';
import type { Rng } from './rng.js';
import type { GameAction, GameError, GameEvent, StepResult } from './types.js';

/** A game's rules as recipes: the check and apply of every action (see the module comment). */
export interface GameRules<State, Action extends GameAction, Event extends GameEvent> {
  /**
   * Why `action` may not be taken in `state` — `GAME_OVER`, `NOT_YOUR_TURN` or `ILLEGAL_ACTION`,
   * with a message naming the rule — or `null` if the rules allow it. Reads only; allocates
   * nothing when it accepts.
   */
  check(state: State, action: Action): GameError | null;
  /**
   * Carries out `action`, which {@link check} accepted, by writing to `draft` (an immer draft, or a
   * private mutable copy) and pushing what happened onto `events`. A game declares `draft` as
   * immer's `Draft<State>`, the writable form of its state.
   */
  apply(draft: State, action: Action, rng: Rng, events: Event[]): void;
  /**
   * Top-level state fields the applies never write (the config and its content). The mutable
   * mode shares them between the match and its private copy instead of copying them.
   */
  readonly constant?: readonly string[];
}

/**
 * A state the immutable mode may build on: the state itself when it is frozen (every state the
 * library hands out is), else a copy, because immer freezes the parts of the base it shares with
 * the result, and a caller's own objects must never be frozen under it.
 */
export function ownedBase<State>(state: State): State {
  return state !== null && typeof state === 'object' && !Object.isFrozen(state) ? cloneJson(state) : state;
}

/**
 * The immutable mode: a `reduce` that checks, then applies through immer's `produce`, so the next
 * state shares what did not change and is deep-frozen. The state passed in is never changed.
 */
export function reduceWith<State, Action extends GameAction, Event extends GameEvent>(
  rules: GameRules<State, Action, Event>,
): (state: State, action: Action, rng: Rng) => StepResult<State, Event> {
  return (state, action, rng) => {
    const error = rules.check(state, action);
    if (error !== null) return { ok: false, error };
    const events: Event[] = [];
    const next = produce(ownedBase(state), (draft: Draft<State>) => {
      rules.apply(draft as State, action, rng, events);
    });
    return { ok: true, state: next, events };
  };
}
