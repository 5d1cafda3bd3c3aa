/**
 * Killer Boards: "Make particular note of your Victimology. This gives you an Advantage over any
 * Prey with matching Hair or Eye color. You get 1+ Advantage for each matching feature. • Your
 * Dexterity Scale keeps track of your base Advantage. Each time you kill, your Dexterity gets
 * bumped up 1 spot. Remember: only once per turn! • When you declare an M.O., you'll want to place
 * it in the appropriate spot on your Killer Board."
 *
 * Tips & Tricks: "You may only hold 1 M.O. or Ego at a time. You must discard your current M.O. or
 * Ego before claiming a new one." The Victimology and Dexterity values are read by the Attack (see
 * `rules/queries.ts`); this file places a card on the M.O. Placement.
 */
import type { Draft } from 'immer';
import type { PlayerId } from '../../../core/types.js';
import type { QuadCityKillersEvent } from '../events.js';
import type { QuadCityKillersState } from '../schemas.js';

type D = Draft<QuadCityKillersState>;

/** Puts `card` on `seat`'s M.O. Placement, discarding the M.O. or Ego held there first. */
export function placeOnBoard(draft: D, seat: PlayerId, card: number, events: QuadCityKillersEvent[]): void {
  const held = draft.seats[seat];
  if (held === undefined) return;
  if (held.mo !== null) {
    draft.resourceDiscard.push(held.mo);
    events.push({ type: 'mo-discarded', seat, card: held.mo, cause: 'replaced' });
  }
  held.mo = card;
}
