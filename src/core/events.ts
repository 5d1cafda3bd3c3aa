import type { GameEvent, PlayerId } from './types.js';

/**
 * An event union in which every member has `visibleTo` (a public event's is always `undefined`),
 * so `event.visibleTo` reads on the whole union. Each game's event type is `Visible<…>` of its
 * events.
 */
export type Visible<E> = E extends {
  /** A private event: shown to these seats only. */
  readonly visibleTo: readonly PlayerId[];
}
  ? E
  : E & {
      /** A public event: shown to everyone. */
      readonly visibleTo?: undefined;
    };

/**
 * The events `viewer` may see: public events (no `visibleTo`) and private events that list
 * `viewer`. A spectator (`null`) sees public events only.
 */
export function eventsFor<E extends GameEvent>(events: readonly E[], viewer: PlayerId | null): E[] {
  return events.filter(
    (event) => event.visibleTo === undefined || (viewer !== null && event.visibleTo.includes(viewer)),
  );
}
