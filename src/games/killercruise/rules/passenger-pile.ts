/**
 * Placing passenger cards (How To Set Up The Game, Have You Drawn One Or More Killer Cards?, the
 * time-pressure variation) and Used Up The Draw Pile For The Passenger Cards?: "That's not good ...
 * It means you've lost" (ruling 10: the moment the last card leaves the pile).
 */
import type { KillercruiseEvent } from '../events.js';
import type { KillercruiseState } from '../schemas.js';
import { endGame } from './game-over.js';
import { passengerCard } from './queries.js';
import { settle } from './settle.js';
import { update, withRoom } from './update.js';

/**
 * Draws `count` passenger cards one at a time and places each "in the corresponding room" of its
 * colour — the killer's room too ("The killer does not get the passenger card in this case") —
 * saving it at once if its condition already holds.
 */
export function placePassengers(state: KillercruiseState, count: number, events: KillercruiseEvent[]): KillercruiseState {
  let current = state;
  for (let placed = 0; placed < count && current.outcome === null; placed++) {
    const passenger = current.passengerPile[0];
    const room = passenger === undefined ? undefined : passengerCard(current, passenger)?.room;
    if (passenger === undefined || room === undefined) break;
    const pile = current.passengerPile.slice(1);
    events.push({ type: 'passenger-placed', passenger, room, withKiller: current.killer === room, pileLeft: pile.length });
    current = update(current, {
      passengerPile: pile,
      rooms: withRoom(current.rooms, room, (entry) => ({ ...entry, passengers: [...entry.passengers, passenger] })),
    });
    current = settle(current, events);
    if (current.outcome === null && current.passengerPile.length === 0) {
      current = endGame(current, 'passenger-pile-exhausted', events);
    }
  }
  return current;
}
