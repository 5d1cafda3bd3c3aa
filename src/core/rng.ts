import alea from 'seedrandom/lib/alea.js';

/**
 * The complete state of an {@link Rng}: seedrandom's `alea` registers, plain JSON.
 * Store it to resume the exact same random stream later with {@link restoreRng}.
 */
export interface RngState {
  /** Alea's carry. */
  readonly c: number;
  /** Alea's first register. */
  readonly s0: number;
  /** Alea's second register. */
  readonly s1: number;
  /** Alea's third register. */
  readonly s2: number;
}

/**
 * The only source of randomness a game may use: a seeded, serializable stream over seedrandom's
 * `alea`. Same seed, same calls ⇒ same numbers, on every machine.
 */
export interface Rng {
  /** A float in `[0, 1)`. */
  next(): number;
  /** An integer in `[min, max]`, both inclusive. Throws `RangeError` unless `min <= max` are integers. */
  int(min: number, max: number): number;
  /** A die roll in `[1, sides]` (default a six-sided die). */
  die(sides?: number): number;
  /** A shuffled copy of `items` (Fisher–Yates); `items` is not touched. */
  shuffle<T>(items: readonly T[]): T[];
  /** One element of `items`, uniformly. Throws `RangeError` on an empty list. */
  pick<T>(items: readonly T[]): T;
  /** A snapshot of the stream's position, for {@link restoreRng}; frozen. */
  state(): RngState;
}

/** The alea generator as seedrandom builds it with `{ state: true }`. */
interface AleaPrng {
  (): number;
  state(): RngState;
}

function wrap(prng: AleaPrng): Rng {
  const next = (): number => prng();
  const int = (min: number, max: number): number => {
    if (!Number.isSafeInteger(min) || !Number.isSafeInteger(max) || min > max) {
      throw new RangeError(`rng.int needs integers min <= max, got ${min} and ${max}`);
    }
    return min + Math.floor(next() * (max - min + 1));
  };
  const pick = <T>(items: readonly T[]): T => {
    if (items.length === 0) throw new RangeError('rng.pick needs a non-empty list');
    return items[int(0, items.length - 1)] as T;
  };
  return {
    next,
    int,
    die: (sides = 6) => int(1, sides),
    shuffle: <T>(items: readonly T[]): T[] => {
      const out = items.slice();
      for (let i = out.length - 1; i > 0; i--) {
        const j = int(0, i);
        const held = out[i] as T;
        out[i] = out[j] as T;
        out[j] = held;
      }
      return out;
    },
    pick,
    state: () => {
      const { c, s0, s1, s2 } = prng.state();
      // Frozen, so a match can keep it as it is instead of copying it again.
      return Object.freeze({ c, s0, s1, s2 });
    },
  };
}

/** A fresh random stream for `seed`. Numbers are turned into their decimal string first. */
export function createRng(seed: string | number): Rng {
  return wrap(alea(String(seed), { state: true }));
}

/**
 * Resumes the stream exactly where `state` was taken. The generator is rebuilt on the first draw,
 * so restoring for an action that draws nothing costs next to nothing (`state()` then returns a
 * frozen copy of `state`, taken at once).
 */
export function restoreRng(state: RngState): Rng {
  const saved: RngState = Object.freeze({ c: state.c, s0: state.s0, s1: state.s1, s2: state.s2 });
  let live: Rng | null = null;
  const draw = (): Rng => (live ??= wrap(alea('', { state: { ...saved } })));
  return {
    next: () => draw().next(),
    int: (min, max) => draw().int(min, max),
    die: (sides) => draw().die(sides),
    shuffle: (items) => draw().shuffle(items),
    pick: (items) => draw().pick(items),
    state: () => (live === null ? saved : live.state()),
  };
}
