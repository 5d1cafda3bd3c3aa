/**
 * How the immutable mode runs Frozen Horror's applies. `reduceWith(rules)` hands `rules.apply` an
 * immer draft. Written through immer's proxies, an action of this game costs about three times what
 * it did before the rules were recipes (measured: every seat, hand or pile the rules read makes a
 * proxy and a shallow copy, every array write runs a trap, and all of it is walked again when the
 * draft is finished), because an action and the automatic steps after it read much of the table.
 *
 * So the apply runs on a plain private copy of the state instead — the very code the mutable mode
 * runs — and afterwards each top-level field that changed is written through the draft once, with
 * every part equal to the state before replaced by that part. The result is what immer would have
 * made: a new state sharing every unchanged part with the old one, deep-frozen, its keys in the same
 * order. Nothing the caller holds is written or frozen: the copy is private until it is handed over.
 */
import { castDraft, isDraft, original, type Draft } from 'immer';
import type { Rng } from '../../core/rng.js';

/** A deep copy of plain JSON data (arrays are copied by spreading: V8 writes slowly into a `slice` of a frozen array). */
function copyPlain<T>(value: T): T {
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) {
    const out: unknown[] = [...(value as readonly unknown[])];
    for (let index = 0; index < out.length; index++) {
      const item = out[index];
      if (item !== null && typeof item === 'object') out[index] = copyPlain(item);
    }
    return out as T;
  }
  const out: Record<string, unknown> = {};
  const source = value as Record<string, unknown>;
  for (const key in source) {
    const item = source[key];
    out[key] = item !== null && typeof item === 'object' ? copyPlain(item) : item;
  }
  return out as T;
}

/** Freezes `value` and everything in it, stopping at what is frozen already. */
function deepFreeze(value: unknown): void {
  if (value === null || typeof value !== 'object' || Object.isFrozen(value)) return;
  Object.freeze(value);
  if (Array.isArray(value)) for (const item of value as readonly unknown[]) deepFreeze(item);
  else for (const key in value) deepFreeze((value as Readonly<Record<string, unknown>>)[key]);
}

const NO_ITEMS: readonly unknown[] = /* @__PURE__ */ Object.freeze([]);
const NO_FIELDS: Readonly<Record<string, unknown>> = /* @__PURE__ */ Object.freeze({});

/**
 * `next` made ready to stand in an immutable state beside `before`: every part equal to the part
 * of `before` at the same place is replaced by that part (so the two states share it), and what is
 * left new is frozen. Returns `before` itself when nothing differs. `next` must be a private copy:
 * it is rearranged and frozen in place, its keys keeping their order. (Plain JSON: no `undefined`.)
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
    // Equal fields are not enough: `before` may have more of them (a decision of another kind).
    if (same && Object.keys(old).length !== keys) same = false;
  }
  return same ? before : Object.freeze(next);
}

/**
 * The `apply` of a game's rules that serves both modes with one recipe `apply`: handed a plain
 * state (the mutable mode's private copy), it runs `apply` on it in place; handed an immer draft
 * (the immutable mode), it runs `apply` on a private copy of the draft's state (the `constant`
 * top-level fields shared, not copied) and writes the fields that changed back through the draft,
 * sharing every unchanged part (see the module comment).
 */
export function onPlainState<State extends object, Action, Event>(
  apply: (draft: Draft<State>, action: Action, rng: Rng, events: Event[]) => void,
  constant: readonly string[],
): (draft: State, action: Action, rng: Rng, events: Event[]) => void {
  return (draft, action, rng, events) => {
    if (!isDraft(draft)) {
      apply(castDraft(draft), action, rng, events);
      return;
    }
    const before = original(castDraft(draft)) as Readonly<Record<string, unknown>>;
    // The state is frozen, or else it is the copy `reduceWith` made of a caller's unfrozen state,
    // which no one else holds: frozen now, the parts the result shares with it are frozen too.
    deepFreeze(before);
    const working: Record<string, unknown> = {};
    for (const key in before) working[key] = constant.includes(key) ? before[key] : copyPlain(before[key]);
    apply(castDraft(working as State), action, rng, events);
    const writable = draft as Record<string, unknown>;
    for (const key in working) {
      if (constant.includes(key)) continue;
      const next = shareUnchanged(before[key], working[key]);
      if (next !== before[key]) writable[key] = next;
    }
  };
}
