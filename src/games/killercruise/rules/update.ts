/**
 * Writing a state. A transition is computed from the plain immutable state as a chain of steps,
 * each a shallow copy with some top-level fields replaced (nothing is ever mutated, every unchanged
 * part is shared); `reduce` then commits the result once, freezing what is new — what immer's
 * `produce` would do, without its drafts: a killer card's cascade (move, collect, meet, place,
 * save, draw) runs several steps per action, and through drafts the reducer was half as fast
 * (see "Performance" in `docs/games/killercruise.md`).
 */
import type { FigureId, RoomLetter } from '../content.js';
import type { FigureState, KillercruiseState, RoomState } from '../schemas.js';
import { roomIndex } from './ship.js';

/** New values for some of a state's top-level fields. */
export type Patch = { -readonly [K in keyof KillercruiseState]?: KillercruiseState[K] };

/** One step of a transition: `state` with the fields of `patch` replaced (a new object; `state` is untouched). */
export function update(state: KillercruiseState, patch: Patch): KillercruiseState {
  return { ...state, ...patch };
}

/**
 * Freezes the parts of `value` that are not frozen yet (what a transition built); it stops at
 * frozen values, so the shared, older parts of a state are never walked again.
 */
function freezeNew(value: unknown): void {
  if (value === null || typeof value !== 'object' || Object.isFrozen(value)) return;
  Object.freeze(value);
  if (Array.isArray(value)) {
    for (const inner of value) if (typeof inner === 'object') freezeNew(inner);
    return;
  }
  // Freezing order does not matter, so iterating the keys is safe here.
  for (const inner of Object.values(value)) if (typeof inner === 'object') freezeNew(inner);
}

/**
 * Commits a transition from `before` to `after`: unchanged fields are shared, changed ones are
 * deep-frozen (as far as they are new), and the new state itself is frozen.
 */
export function commit(before: KillercruiseState, after: KillercruiseState): KillercruiseState {
  if (after === before) return before;
  const changed: Patch = {};
  for (const key of STATE_KEYS) {
    if (after[key] === before[key]) continue;
    freezeNew(after[key]);
    copyField(changed, after, key);
  }
  return Object.freeze({ ...before, ...changed });
}

function copyField<K extends keyof KillercruiseState>(target: Patch, source: KillercruiseState, key: K): void {
  target[key] = source[key];
}

/** Every top-level field of a state, in a fixed order (never the order of an object's keys). */
const STATE_KEYS: readonly (keyof KillercruiseState)[] = [
  'config',
  'puzzle',
  'solution',
  'firstPlayer',
  'killer',
  'figures',
  'rooms',
  'unlocked',
  'missingPerson',
  'hands',
  'knownCards',
  'drawPile',
  'discardPile',
  'collection',
  'passengerPile',
  'killerFields',
  'box',
  'turn',
  'killerCardSinceTimer',
  'outcome',
];

/** `rooms` with room `room` changed by `change`. */
export function withRoom(
  rooms: readonly RoomState[],
  room: RoomLetter,
  change: (room: RoomState) => RoomState,
): readonly RoomState[] {
  const at = roomIndex(room);
  return rooms.map((entry, index) => (index === at ? change(entry) : entry));
}

/** `figures` with figure `figure` changed by `change`. */
export function withFigure(
  figures: readonly FigureState[],
  figure: FigureId,
  change: (figure: FigureState) => FigureState,
): readonly FigureState[] {
  return figures.map((entry) => (entry.figure === figure ? change(entry) : entry));
}

/** `list` without the items of `remove` (the same list if none of them is in it). */
export function without(list: readonly number[], remove: readonly number[]): readonly number[] {
  return list.some((item) => remove.includes(item)) ? list.filter((item) => !remove.includes(item)) : list;
}
