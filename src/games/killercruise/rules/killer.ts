/**
 * Have You Drawn One Or More Killer Cards? and The Killer Finds Passenger Cards: a killer card is
 * played the moment it is drawn. The killer walks 1 or 2 rooms clockwise, collecting the passenger
 * cards of every room it enters or passes and meeting every figure there; then 1 or 2 passenger
 * cards are placed. (Has The Killer Come Across A Clue? "Then nothing happens.")
 */
import type { Draft } from 'immer';
import type { PlayerId } from '../../../core/types.js';
import type { KillercruiseEvent } from '../events.js';
import type { KillercruiseState } from '../schemas.js';
import { meetKiller } from './encounters.js';
import { endGame } from './game-over.js';
import { placePassengers } from './passenger-pile.js';
import { COLLECTED_TO_LOSE, killerSteps } from './queries.js';
import { EVERY_ROOM } from './passengers.js';
import { settle } from './settle.js';
import { clockwise, roomIndex } from '../ship.js';

/**
 * Plays killer card `card`, just drawn by `player` (and already off the draw pile): onto the
 * discard pile, the killer moves room by room — collecting the passengers, then meeting the
 * figures, of each room it enters (ruling 11), and after each room everything that holds "the
 * moment" is settled and the end checked (ruling 20) — then the passengers are placed. The caller
 * then draws the replacement figure card, unless the game has ended. `settled`: whether the board
 * is settled already (a killer card drawn earlier in the same draw settled it).
 */
export function resolveKillerCard(draft: Draft<KillercruiseState>, player: PlayerId, card: number, events: KillercruiseEvent[], settled = false): void {
  const steps = killerSteps(card);
  events.push({ type: 'killer-card-drawn', player, card, steps });
  draft.discardPile.push(card);
  draft.killerCardSinceTimer = true;
  for (let step = 0; step < steps; step++) {
    const from = draft.killer;
    const killer = clockwise(from, 1);
    events.push({ type: 'killer-moved', from, to: killer });
    draft.killer = killer;
    const room = draft.rooms[roomIndex(killer)];
    // "place the card(s) in a free \"He's going to get you!\" field": five fields, filled one card
    // at a time; once the fifth is filled the game is lost and the rest stay where they are (ruling 11).
    let collected = draft.killerFields.length;
    const free = Math.max(0, COLLECTED_TO_LOSE - collected);
    if (room !== undefined && room.passengers.length > 0 && free > 0) {
      const taken = room.passengers.splice(0, free);
      draft.killerFields.push(...taken);
      collected += taken.length;
      events.push({ type: 'passengers-collected', room: killer, passengers: taken, collected });
    }
    // "Once the killer has collected at least 5 passenger cards, you have all lost immediately."
    if (collected >= COLLECTED_TO_LOSE) {
      endGame(draft, 'killer-collected-five-passengers', events);
      return;
    }
    meetKiller(draft, killer, events);
    // The killer has left a room and met the figures of this one: the missing person may now be
    // placed, and a ship without figures is lost here — "Massacre!" — before he walks on (ruling 20).
    // Once the board is settled, his walk lets no condition come to hold: only the missing person
    // and the figures left are looked at again.
    settle(draft, events, settled || step > 0 ? 0 : EVERY_ROOM);
    if (draft.outcome !== null) return;
  }
  // "The killer moves on 1 room. Place 1 passenger card … 2 rooms. Place 2 passenger cards".
  placePassengers(draft, steps, events, true);
}
