/** Checks on seat numbers that every game shares. */
import type { PlayerId } from './types.js';

/**
 * Throws a `RangeError` naming the problem unless `viewer` is `null` (a spectator) or a seat of a
 * game with `seats` seats. `resample` calls it first, so that it never hands back the true state
 * for a viewer it cannot place (DESIGN: "a viewer that is not a seat throws a RangeError").
 */
export function assertViewer(viewer: unknown, seats: number): asserts viewer is PlayerId | null {
  if (viewer === null) return;
  if (typeof viewer !== 'number') {
    throw new RangeError(`resample: the viewer must be a seat number or null, not ${typeof viewer} ${JSON.stringify(viewer) ?? String(viewer)}`);
  }
  if (!Number.isInteger(viewer)) throw new RangeError(`resample: the viewer must be a whole seat number, not ${viewer}`);
  if (viewer < 0 || viewer >= seats) {
    throw new RangeError(`resample: seat ${viewer} is not a seat of this game, which has seats 0 to ${seats - 1}`);
  }
}
