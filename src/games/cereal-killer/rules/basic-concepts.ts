/**
 * Basic Concepts and Subway: which squares are adjacent, and the tunnel.
 *
 * A figure's position is a {@link Spot}: a square number `1..width*height`, or, in the subway
 * tunnel, the negated number of the entrance it went down through (`-6` = in the tunnel, entered at
 * square 6). The entrance is remembered because it is the square the Killer answers position
 * questions from (see the rulings in `docs/games/cereal-killer.md`).
 */
import type { GameError } from '../../../core/types.js';
import type { City, SquareKind } from '../content.js';
import type { Spot } from '../schemas.js';
import { illegal } from './errors.js';

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

/** The `which`-th subway entrance (0 or 1) in square order, or `null`. Allocates nothing. */
function entrance(city: City, which: number): number | null {
  let seen = 0;
  for (let index = 0; index < city.squares.length; index++) {
    if (city.squares[index] !== 'subway') continue;
    if (seen === which) return index + 1;
    seen++;
  }
  return null;
}

/** The number of ways a step can go: north, west, east, south, and down into the subway. */
export const STEP_SLOTS = 5;

/**
 * Where a step from `spot` through `slot` (0 north, 1 west, 2 east, 3 south, 4 down into the
 * subway) leads, or `null` if there is nothing that way. From the tunnel, slots 0 and 1 are the two
 * entrances ("Enter at one subway entrance and exit through the other"; back-tracking lets the
 * Killer leave by the one it came in through). Allocates nothing, so the lookahead of every Killer
 * decision can walk the city without building lists.
 */
export function stepTarget(city: City, spot: Spot, slot: number): Spot | null {
  if (spot < 0) return slot < 2 ? entrance(city, slot) : null;
  switch (slot) {
    case 0:
      return spot > city.width ? spot - city.width : null;
    case 1:
      return (spot - 1) % city.width > 0 ? spot - 1 : null;
    case 2:
      return (spot - 1) % city.width < city.width - 1 ? spot + 1 : null;
    case 3:
      return spot + city.width <= city.squares.length ? spot + city.width : null;
    case 4:
      return kindOf(city, spot) === 'subway' ? -spot : null;
    default:
      return null;
  }
}

/**
 * Whether a step from `from` to `to` leaves the tunnel by the entrance it was entered through
 * (ruling 4: allowed, unless the table rule `subwayExitThroughOther` reads "exit through the
 * other" as a ban).
 */
export function exitsWhereEntered(from: Spot, to: Spot): boolean {
  return from < 0 && to === -from;
}

/** The entrance a figure in the tunnel at `spot` did not go down through, or `null` outside the tunnel. */
export function otherEntrance(city: City, spot: Spot): number | null {
  if (spot >= 0) return null;
  for (let slot = 0; slot < 2; slot++) {
    const to = stepTarget(city, spot, slot);
    if (to !== null && to !== -spot) return to;
  }
  return null;
}

/**
 * The squares orthogonally adjacent to `square` ("Diagonals are not considered adjacent"), in the
 * order north, west, east, south.
 */
export function orthogonalNeighbours(city: City, square: number): number[] {
  const out: number[] = [];
  for (let slot = 0; slot < 4; slot++) {
    const to = stepTarget(city, square, slot);
    if (to !== null) out.push(to);
  }
  return out;
}

/** Whether `to` is one step from `from` (see {@link stepTarget}). Allocates nothing. */
export function isStep(city: City, from: Spot, to: Spot): boolean {
  for (let slot = 0; slot < STEP_SLOTS; slot++) if (stepTarget(city, from, slot) === to) return true;
  return false;
}

/**
 * "Both movements and interaction are adjacent. Diagonals are not considered adjacent": the
 * refusal of a Killer's step or a Detective's move from `from` to `to` that is not one step.
 */
export function notAdjacent(from: Spot, to: Spot): GameError {
  return illegal(
    'cereal-killer/step-not-adjacent',
    `Basic Concepts: movement is to an adjacent square (diagonals are not adjacent) or through the subway; ${to} is not one step from ${from}`,
  );
}

/**
 * Where one step from `spot` can lead. From a square: its orthogonal neighbours, and the tunnel if
 * it is a subway entrance ("1 step each: entering and exiting"). From the tunnel: either entrance
 * (out through the other, or back the way it came, which the Killer's back-tracking rule allows).
 */
export function stepsFrom(city: City, spot: Spot): Spot[] {
  const out: Spot[] = [];
  for (let slot = 0; slot < STEP_SLOTS; slot++) {
    const to = stepTarget(city, spot, slot);
    if (to !== null) out.push(to);
  }
  return out;
}

/**
 * The places "on your square or on one of the 4 adjacent ones" of a figure at `spot`: its own place
 * and every place one step away (the tunnel is adjacent to both entrances).
 */
export function placesAround(city: City, spot: Spot): number[] {
  return [placeOf(spot), ...stepsFrom(city, spot).map(placeOf)];
}
