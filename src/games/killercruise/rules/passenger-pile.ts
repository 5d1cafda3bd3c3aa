/**
 * Placing passenger cards (How To Set Up The Game, Have You Drawn One Or More Killer Cards?, the
 * time-pressure variation) and Used Up The Draw Pile For The Passenger Cards?: "That's not good ...
 * It means you've lost" (ruling 10: the moment the last card leaves the pile; at a table that plays
 * `lastPassengerLoses: false`, when a card must be drawn from the empty pile).
 */
import type { Draft } from 'immer';
import type { KillercruiseEvent } from '../events.js';
import type { KillercruiseState } from '../schemas.js';
import { endGame } from './game-over.js';
import { passengerCard, tableRules } from './queries.js';
import { EVERY_ROOM } from './passengers.js';
import { settle } from './settle.js';
import { roomIndex } from '../ship.js';

/**
 * Draws `count` passenger cards one at a time and places each "in the corresponding room" of its
 * colour — the killer's room too ("The killer does not get the passenger card in this case") —
 * saving it at once if its condition already holds. The pile used up loses: as its last card is
 * placed, or — under `lastPassengerLoses: false` — when a card is owed and none is left.
 * `settled`: whether the board is settled already (an apply that has settled once); if not, the
 * first settle looks at every room, and each one after it at the room of the card placed.
 */
export function placePassengers(draft: Draft<KillercruiseState>, count: number, events: KillercruiseEvent[], settled = false): void {
  let boardSettled = settled;
  const lastLoses = tableRules(draft.config).lastPassengerLoses;
  for (let placed = 0; placed < count && draft.outcome === null; placed++) {
    const pile = draft.passengerPile;
    const passenger = pile[0];
    if (passenger === undefined && !lastLoses) {
      endGame(draft, 'passenger-pile-exhausted', events);
      break;
    }
    const room = passenger === undefined ? undefined : passengerCard(draft.config.content, passenger)?.room;
    const target = room === undefined ? undefined : draft.rooms[roomIndex(room)];
    if (passenger === undefined || room === undefined || target === undefined) break;
    pile.shift();
    const pileLeft = pile.length;
    events.push({ type: 'passenger-placed', passenger, room, withKiller: draft.killer === room, pileLeft });
    target.passengers.push(passenger);
    settle(draft, events, boardSettled ? 1 << roomIndex(room) : EVERY_ROOM);
    boardSettled = true;
    if (draft.outcome === null && pileLeft === 0 && lastLoses) endGame(draft, 'passenger-pile-exhausted', events);
  }
}
