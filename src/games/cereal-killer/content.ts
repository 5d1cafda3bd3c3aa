/**
 * The city of One Card: Cereal Killer, as data.
 *
 * The rulebook shows the City card only through examples, never whole, so the city shipped here is
 * a stand-in built to satisfy every example in the rulebook (see `docs/games/cereal-killer.md`).
 * Owners of the card can describe theirs as a {@link City} and pass it as `config.city`.
 */

/**
 * What stands on a square of the city.
 *
 * - `house`: where victims are claimed; "inside".
 * - `park`: where the Witness appears.
 * - `cafe`: the Detective starts on one and gains a step entering one; "inside".
 * - `subway`: a subway entrance; "inside"; leads into the tunnel.
 * - `street`: nothing special.
 */
export type SquareKind = 'house' | 'park' | 'cafe' | 'subway' | 'street';

/** A city card: a grid of squares numbered row-major from 1 (square `n` is `squares[n - 1]`). */
export interface City {
  /** A name for the layout, shown in logs. */
  readonly name: string;
  /** Squares per row. */
  readonly width: number;
  /** Number of rows. */
  readonly height: number;
  /** What stands on each square, row by row; exactly two `subway` entrances or none. */
  readonly squares: readonly SquareKind[];
}

const H = 'house';
const P = 'park';
const C = 'cafe';
const M = 'subway';
const S = 'street';

/**
 * The stand-in city, 5 × 5:
 *
 * ```text
 *  1 house   2 park    3 house   4 park    5 house
 *  6 subway  7 street  8 house   9 street 10 cafe
 * 11 house  12 park   13 house  14 park   15 house
 * 16 cafe   17 street 18 street 19 street 20 subway
 * 21 house  22 park   23 house  24 park   25 house
 * ```
 *
 * It meets the rulebook's examples: houses 1, 3, 5 and 8, parks 2 and 4, the path 5-4-3-8, and
 * from 8 through 3, 2, 1 a victim at 3 with the Witness in 2 or 4. It adds the two cafés, the two
 * subway entrances, and ten houses spread so that a victim is within three steps of every place,
 * whatever square the Detective blocks.
 */
export const standInCity: City = /* @__PURE__ */ deepFreezeCity({
  name: 'stand-in city',
  width: 5,
  height: 5,
  squares: [
    H, P, H, P, H,
    M, S, H, S, C,
    H, P, H, P, H,
    C, S, S, S, M,
    H, P, H, P, H,
  ],
});

/** The id views give the stand-in city (content by reference). */
export const STAND_IN_CITY_ID = 'cereal-killer/stand-in';

function deepFreezeCity(city: City): City {
  Object.freeze(city.squares);
  return Object.freeze(city);
}
