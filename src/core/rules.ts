/**
 * One rules code, two speeds. A game writes each action once, as a check and an apply:
 *
 * - the **check** (`(state, action) → refusal | null`) decides, reading the plain state; it builds
 *   a message only when it refuses, so accepting allocates nothing;
 * - the **apply** (`(draft, action, rng, events) → void`) carries the accepted action out by
 *   writing to `draft` — a plain, private, writable copy of the state — reading what it needs
 *   from `draft` too.
 *
 * The **immutable mode** ({@link reduceWith}, behind `reduce` and `applyAction`) runs the apply on a
 * fresh private copy of the state (the `constant` fields shared, not copied), then builds the next
 * state with immer's `produce`: each top-level field that changed is written once, every part
 * equal to the old state's is shared with it, and everything new is frozen. Writing through
 * immer's proxies instead cost three to five times as much for these games, whose automatic steps
 * (a killer's walk, the end of a round) read much of the table.
 * The **mutable mode** (`openWorld`, `playout`, `simulate`, search bots) copies the state once and
 * runs the same applies straight on that private copy, action after action: no copies per step,
 * no freezing. Because both run the same recipe on plain data, they agree; the conformance kit
 * proves it step by step.
 *
 * What an apply must keep to, so the two modes stay one:
 * - write only to `draft`, and never keep a reference into it past the call: an event gets a copy
 *   (`slice()`, a new object) of anything it carries from the state, because in the mutable mode
 *   the draft changes on the next step;
 * - never freeze anything and never call `produce`;
 * - never write a `constant` field (the config and its content are shared, and frozen);
 * - draw randomness only from `rng`, in the same order whatever the mode.
 */
import { produce, type Draft } from 'immer';
import { cloneJson, deepFreeze } from './clone.js';
import type { Rng } from './rng.js';
import type { GameAction, GameEvent, GameRules, StepResult } from './types.js';

/**
 * A state the immutable mode may build on: the state itself when it is frozen (every state the
 * library hands out is), else a copy, because immer freezes the parts of the base it shares with
 * the result, and a caller's own objects must never be frozen under it.
 */
export function ownedBase<State>(state: State): State {
  return state !== null && typeof state === 'object' && !Object.isFrozen(state) ? cloneJson(state) : state;
}

/**
 * The immutable mode: a `reduce` that checks, then applies the recipe to a private copy and builds
 * the next state with immer's `produce`, sharing every part that did not change and deep-frozen.
 * The state passed in is never changed (nor frozen, if a caller built it).
 */
export function reduceWith<State, Action extends GameAction, Event extends GameEvent>(
  rules: GameRules<State, Action, Event>,
): (state: State, action: Action, rng: Rng) => StepResult<State, Event> {
  const constant = rules.constant ?? [];
  return (state, action, rng) => {
    const error = rules.check(state, action);
    if (error !== null) return { ok: false, error };
    const events: Event[] = [];
    const before = ownedBase(state) as unknown as Readonly<Record<string, unknown>>;
    // The recipe runs on a private plain copy — the very code the mutable mode runs — and each
    // top-level field that changed is written through immer's draft once, with every part equal to
    // the part before shared rather than copied: the result is what immer would have built from
    // writes through the draft, at a fraction of the proxies' cost.
    deepFreeze(before);
    const working: Record<string, unknown> = {};
    for (const key in before) working[key] = constant.includes(key) ? before[key] : cloneJson(before[key]);
    rules.apply(working as State, action, rng, events);
    const next = produce(before as State, (draft: Draft<State>) => {
      const writable = draft as unknown as Record<string, unknown>;
      for (const key in working) {
        if (constant.includes(key)) continue;
        const shared = shareUnchanged(before[key], working[key]);
        if (shared !== before[key]) writable[key] = shared;
      }
    });
    return { ok: true, state: next, events };
  };
}

const NO_ITEMS: readonly unknown[] = /* @__PURE__ */ Object.freeze([]);
const NO_FIELDS: Readonly<Record<string, unknown>> = /* @__PURE__ */ Object.freeze({});

/**
 * `next` made ready to stand in an immutable state beside `before`: every part equal to the part
 * of `before` at the same place is replaced by that part (so the two states share it), and what is
 * left new is frozen. Returns `before` itself when nothing differs. `next` must be a private copy:
 * it is rearranged and frozen in place, its keys keeping their order.
 */
function shareUnchanged(before: unknown, next: unknown): unknown {
  if (before === next || next === null || typeof next !== 'object') return next;
  let same = before !== null && typeof before === 'object' && Array.isArray(before) === Array.isArray(next);
  if (Array.isArray(next)) {
    const old = same ? (before as readonly unknown[]) : NO_ITEMS;
    if (old.length !== next.length) same = false;
    for (let index = 0; index < next.length; index++) {
      const item: unknown = next[index];
      if (item !== null && typeof item === 'object') {
        const part = shareUnchanged(old[index], item);
        next[index] = part;
        if (part !== old[index]) same = false;
      } else if (item !== old[index]) {
        same = false;
      }
    }
  } else {
    const old = same ? (before as Readonly<Record<string, unknown>>) : NO_FIELDS;
    const fields = next as Record<string, unknown>;
    let keys = 0;
    for (const key in fields) {
      keys++;
      const item = fields[key];
      if (item !== null && typeof item === 'object') {
        const part = shareUnchanged(old[key], item);
        fields[key] = part;
        if (part !== old[key]) same = false;
      } else if (item !== old[key]) {
        same = false;
      }
    }
    // Equal fields are not enough: `before` may have more of them.
    if (same && Object.keys(old).length !== keys) same = false;
  }
  return same ? before : Object.freeze(next);
}
