import type { GameEvent, PlayerId } from './types.js';

/**
 * The events `viewer` may see: public events (no `visibleTo`) and private events that list
 * `viewer`. A spectator (`null`) sees public events only.
 */
export function eventsFor<E extends GameEvent>(events: readonly E[], viewer: PlayerId | null): E[] {
  return events.filter(
    (event) => event.visibleTo === undefined || (viewer !== null && event.visibleTo.includes(viewer)),
  );
}
