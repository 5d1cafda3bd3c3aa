/**
 * How the applies read and write a draft, so that one code runs fast in both modes.
 *
 * In the immutable mode the draft is an immer proxy, and immer charges for every object it wraps:
 * a nested object read through the draft becomes a proxy of its own (and is walked again when the
 * action is done), each item of a proxied array costs a trap, and `splice` on one moves every item
 * through a trap. So the applies read a part of the state whole, as plain data, with {@link read},
 * and write through {@link writable}, which hands back a plain object or array to change in place:
 * in the immutable mode a shallow copy put into the draft the first time (the original is frozen
 * and shared with the state before), in the mutable mode the world's own, uncopied.
 *
 * Rules: read parts of the draft with {@link read} and never write to what it returns; write
 * nested parts only through {@link writable} (scalars at the top may be set on the draft itself).
 */
import { current, isDraft, type Draft } from 'immer';
import type { PlayerId } from '../../../core/types.js';
import type { FigureId, RoomLetter } from '../content.js';
import type { FigureState, KillercruiseState, RoomState } from '../schemas.js';
import { roomIndex } from './ship.js';

type Ship = Draft<KillercruiseState>;

/**
 * The top-level field `key` as it is stored: for an immer draft taken from the property's
 * descriptor, which immer reports without wrapping the value in a proxy (as a draft only if one
 * was made earlier, by reading the field through the draft).
 */
function stored<K extends keyof Ship>(draft: Ship, key: K): Ship[K] {
  if (!isDraft(draft)) return draft[key];
  return (Reflect.getOwnPropertyDescriptor(draft, key) as TypedPropertyDescriptor<Ship[K]> | undefined)?.value as Ship[K];
}

/**
 * The top-level field `key` as it stands now, as plain data: never wrapped in a proxy (for a draft
 * made earlier, its current contents). Read it; never write to it.
 */
export function read<K extends keyof Ship>(draft: Ship, key: K): Ship[K] {
  const value = stored(draft, key);
  return isDraft(value) ? (current(value as Draft<Ship[K]>) as Ship[K]) : value;
}

/**
 * The top-level field `key`, ready to be changed in place: the object or array itself when it may
 * be written (the mutable mode's own data, or a copy made earlier in this action), else — a frozen
 * original, or a draft — a shallow copy of it, put into the draft first. Keys keep their order.
 */
export function writable<K extends keyof Ship>(draft: Ship, key: K): Ship[K] {
  const value = stored(draft, key);
  if (value === null || typeof value !== 'object' || (!Object.isFrozen(value) && !isDraft(value))) return value;
  const copy = shallowCopy(isDraft(value) ? (current(value as Draft<Ship[K]>) as Ship[K]) : value);
  draft[key] = copy;
  return copy;
}

/**
 * `holder[key]` of a part of the state already made writable (see {@link writable}), ready to be
 * changed in place: itself, or a shallow copy of it put into `holder[key]` when it is frozen (a
 * part still shared with the state before, in the immutable mode).
 */
export function writableIn<T extends object, K extends keyof T>(holder: T, key: K): T[K] {
  const value = holder[key];
  if (value === null || typeof value !== 'object' || !Object.isFrozen(value)) return value;
  const copy = shallowCopy(value);
  holder[key] = copy;
  return copy;
}

function shallowCopy<T>(value: T): T {
  return (Array.isArray(value) ? value.slice() : { ...value }) as T;
}

/** Removes every copy of `card` from `list`, in place, keeping the order of the rest. */
export function removeCard(list: number[], card: number): void {
  for (let at = list.indexOf(card); at >= 0; at = list.indexOf(card, at)) list.splice(at, 1);
}

/** Room `room` as it stands now (see {@link read}). */
export function currentRoom(draft: Draft<KillercruiseState>, room: RoomLetter): RoomState | undefined {
  return read(draft, 'rooms')[roomIndex(room)];
}

/** Seat `player`'s entry of a per-seat list of cards (`hands`, `knownCards`) as it stands now (see {@link read}). */
export function currentSeatCards(draft: Draft<KillercruiseState>, list: 'hands' | 'knownCards', player: PlayerId): readonly number[] {
  return read(draft, list)[player] ?? [];
}

/** Room `room` of the draft, ready to be changed in place. */
export function roomToChange(draft: Draft<KillercruiseState>, room: RoomLetter): Draft<RoomState> | undefined {
  const at = roomIndex(room);
  if (read(draft, 'rooms')[at] === undefined) return undefined;
  return writableIn(writable(draft, 'rooms'), at);
}

/** Figure `figure` of the draft, ready to be changed in place. */
export function figureToChange(draft: Draft<KillercruiseState>, figure: FigureId): Draft<FigureState> | undefined {
  const figures = read(draft, 'figures');
  for (let at = 0; at < figures.length; at++) {
    if (figures[at]?.figure === figure) return writableIn(writable(draft, 'figures'), at);
  }
  return undefined;
}

/** Seat `player`'s entry of a per-seat list of cards (`hands`, `knownCards`), ready to be changed in place. */
export function seatCardsToChange(draft: Draft<KillercruiseState>, list: 'hands' | 'knownCards', player: PlayerId): number[] | undefined {
  if (read(draft, list)[player] === undefined) return undefined;
  return writableIn(writable(draft, list), player);
}
