/**
 * Basic Concepts and Subway: which squares are adjacent, and the tunnel.
 *
 * A figure's position is a {@link Spot}: a square number `1..width*height`, or, in the subway
 * tunnel, the negated number of the entrance it went down through (`-6` = in the tunnel, entered at
 * square 6). The entrance is remembered because it is the square the Killer answers position
 * questions from (see the rulings in `docs/games/cereal-killer.md`).
 */
import type { City, SquareKind } from '../content.js';

/** A square number, or a negated subway entrance for a figure in the tunnel. */
export type Spot = number;

/** The location of the tunnel for blocking and arrests: the tunnel is one place, however entered. */
export const TUNNEL = 0;

/** What stands on square `square` (the tunnel is not a square). */
export function kindOf(city: City, square: number): SquareKind | undefined {
  return city.squares[square - 1];
}

/** Whether `spot` is a square of `city` or the tunnel below one of its subway entrances. */
export function isSpot(city: City, spot: Spot): boolean {
  if (!Number.isInteger(spot)) return false;
  if (spot < 0) return kindOf(city, -spot) === 'subway';
  return spot >= 1 && spot <= city.squares.length;
}

/** The place a spot occupies: its square, or {@link TUNNEL}. */
export function placeOf(spot: Spot): number {
  return spot < 0 ? TUNNEL : spot;
}

/** Whether two figures stand in the same place (both in the tunnel counts, whichever entrance). */
export function samePlace(a: Spot, b: Spot): boolean {
  return placeOf(a) === placeOf(b);
}

/** The square a spot refers to on the city card: the entrance for the tunnel. */
export function referenceSquare(spot: Spot): number {
  return Math.abs(spot);
}

/** Zero-based row of a square. */
export function rowOf(city: City, square: number): number {
  return Math.floor((square - 1) / city.width);
}

/** Zero-based column of a square. */
export function columnOf(city: City, square: number): number {
  return (square - 1) % city.width;
}

/** The subway entrances of the city, in square order (two, or none). */
export function subwayEntrances(city: City): number[] {
  const entrances: number[] = [];
  city.squares.forEach((kind, index) => {
    if (kind === 'subway') entrances.push(index + 1);
  });
  return entrances;
}

/**
 * The squares orthogonally adjacent to `square` ("Diagonals are not considered adjacent"), in the
 * order north, west, east, south.
 */
export function orthogonalNeighbours(city: City, square: number): number[] {
  const out: number[] = [];
  const row = rowOf(city, square);
  const column = columnOf(city, square);
  if (row > 0) out.push(square - city.width);
  if (column > 0) out.push(square - 1);
  if (column < city.width - 1) out.push(square + 1);
  if (row < city.height - 1) out.push(square + city.width);
  return out;
}

/**
 * Where one step from `spot` can lead. From a square: its orthogonal neighbours, and the tunnel if
 * it is a subway entrance ("1 step each: entering and exiting"). From the tunnel: either entrance
 * (out through the other, or back the way it came, which the Killer's back-tracking rule allows).
 */
export function stepsFrom(city: City, spot: Spot): Spot[] {
  if (spot < 0) {
    return subwayEntrances(city);
  }
  const out: Spot[] = orthogonalNeighbours(city, spot);
  if (kindOf(city, spot) === 'subway') out.push(-spot);
  return out;
}

/**
 * The places "on your square or on one of the 4 adjacent ones" of a figure at `spot`: its own place
 * and every place one step away (the tunnel is adjacent to both entrances).
 */
export function placesAround(city: City, spot: Spot): number[] {
  return [placeOf(spot), ...stepsFrom(city, spot).map(placeOf)];
}
