/**
 * Copies and freezing of plain JSON data. States, actions, events and views are plain JSON by contract (DESIGN:
 * "numbers, strings, booleans, arrays, plain objects"), so a copy needs no `structuredClone`: a
 * walk over arrays and own keys is several times faster and keeps every object's key order, which
 * keeps the copy's JSON byte-identical to the original's.
 */

/** A deep copy of plain JSON `value`: new arrays and objects all the way down, keys in the same order. */
export function cloneJson<T>(value: T): T {
  return copy(value) as T;
}

function copy(value: unknown): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) {
    // A spread is V8's fast copy even of a frozen array, whose items are slow to read one by one.
    const out: unknown[] = [...(value as readonly unknown[])];
    for (let index = 0; index < out.length; index++) {
      const item = out[index];
      if (item !== null && typeof item === 'object') out[index] = copy(item);
    }
    return out;
  }
  // A spread, then the objects inside replaced in place: an object built by adding keys one at a
  // time falls into V8's dictionary mode beyond a dozen or so keys (a state's top level), four times
  // the bytes of the spread's compact object and slower to read.
  const out: Record<string, unknown> = { ...(value as Record<string, unknown>) };
  for (const key in out) {
    const item = out[key];
    if (item !== null && typeof item === 'object') out[key] = copy(item);
  }
  return out;
}

/**
 * A deep copy of a state whose top-level fields named in `shared` are kept as they are (not
 * copied): the parts a game never writes, such as its config and content, which are frozen and so
 * safe to share between a match and a private working copy.
 */
export function cloneState<T extends object>(state: T, shared: readonly string[]): T {
  // A spread first, as in `cloneJson`: a compact object, not one in dictionary mode.
  const out: Record<string, unknown> = { ...(state as Record<string, unknown>) };
  for (const key in out) {
    if (!shared.includes(key)) out[key] = copy(out[key]);
  }
  return out as T;
}

/** Whether `value` and everything in it is frozen (what the immutable mode hands out). */
export function isDeepFrozen(value: unknown): boolean {
  if (value === null || typeof value !== 'object') return true;
  if (!Object.isFrozen(value)) return false;
  if (Array.isArray(value)) return value.every(isDeepFrozen);
  return Object.values(value).every(isDeepFrozen);
}

/** Whether nothing in `value` is frozen: a caller's own, writable data. */
export function isNothingFrozen(value: unknown): boolean {
  if (value === null || typeof value !== 'object') return true;
  if (Object.isFrozen(value)) return false;
  if (Array.isArray(value)) return value.every(isNothingFrozen);
  return Object.values(value).every(isNothingFrozen);
}

/**
 * Freezes `value` and everything in it, stopping at what is frozen already, and returns it: the
 * immutable mode's states and the stand-in contents every match shares are frozen with it.
 */
export function deepFreeze<T>(value: T): T {
  if (value === null || typeof value !== 'object' || Object.isFrozen(value)) return value;
  // What is inside first, then the value itself: V8 (Node 20) reads a frozen array's items several
  // times slower than a writable one's. (Plain JSON holds no cycles, so none is met again unfrozen.)
  if (Array.isArray(value)) {
    const items = value as readonly unknown[];
    for (let index = 0; index < items.length; index++) deepFreeze(items[index]);
  } else {
    for (const key in value) deepFreeze((value as Readonly<Record<string, unknown>>)[key]);
  }
  return Object.freeze(value);
}
