/**
 * Have You Drawn One Or More Killer Cards? and The Killer Finds Passenger Cards: a killer card is
 * played the moment it is drawn. The killer walks 1 or 2 rooms clockwise, collecting the passenger
 * cards of every room it enters or passes and meeting every figure there; then 1 or 2 passenger
 * cards are placed. (Has The Killer Come Across A Clue? "Then nothing happens.")
 */
import type { PlayerId } from '../../../core/types.js';
import type { KillercruiseEvent } from '../events.js';
import type { KillercruiseState } from '../schemas.js';
import { meetKiller } from './encounters.js';
import { endGame } from './game-over.js';
import { placePassengers } from './passenger-pile.js';
import { COLLECTED_TO_LOSE, killerSteps, roomState } from './queries.js';
import { settle } from './settle.js';
import { clockwise } from './ship.js';
import { update, withRoom, type Patch } from './update.js';

/**
 * Plays killer card `card`, drawn by `player` (`drawn` holds the draw pile without it): onto the
 * discard pile, the killer moves room by room — collecting the passengers, then meeting the
 * figures, of each room it enters (ruling 11), and after each room everything that holds "the
 * moment" is settled and the end checked (ruling 20) — then the passengers are placed. The caller
 * then draws the replacement figure card, unless the game has ended.
 */
export function resolveKillerCard(
  state: KillercruiseState,
  player: PlayerId,
  card: number,
  drawn: Patch,
  events: KillercruiseEvent[],
): KillercruiseState {
  const steps = killerSteps(card);
  events.push({ type: 'killer-card-drawn', player, card, steps });
  let current = update(state, { ...drawn, discardPile: [...state.discardPile, card], killerCardSinceTimer: true });
  for (let step = 0; step < steps; step++) {
    const from = current.killer;
    const killer = clockwise(from, 1);
    events.push({ type: 'killer-moved', from, to: killer });
    const found = roomState(current, killer)?.passengers ?? [];
    // "place the card(s) in a free \"He's going to get you!\" field": five fields, filled one card
    // at a time; once the fifth is filled the game is lost and the rest stay where they are (ruling 11).
    const taken = found.slice(0, Math.max(0, COLLECTED_TO_LOSE - current.killerFields.length));
    let { rooms, killerFields } = current;
    if (taken.length > 0) {
      killerFields = [...killerFields, ...taken];
      rooms = withRoom(rooms, killer, (room) => ({ ...room, passengers: room.passengers.filter((id) => !taken.includes(id)) }));
      events.push({ type: 'passengers-collected', room: killer, passengers: taken, collected: killerFields.length });
    }
    // "Once the killer has collected at least 5 passenger cards, you have all lost immediately."
    if (killerFields.length >= COLLECTED_TO_LOSE) {
      return endGame(update(current, { killer, rooms, killerFields }), 'killer-collected-five-passengers', events);
    }
    const figures = meetKiller(current.figures, state.config.content.figures, killer, events);
    // The killer has left a room and met the figures of this one: the missing person may now be
    // placed, and a ship without figures is lost here — "Massacre!" — before he walks on (ruling 20).
    current = settle(update(current, { killer, rooms, killerFields, figures }), events);
    if (current.outcome !== null) return current;
  }
  // "The killer moves on 1 room. Place 1 passenger card … 2 rooms. Place 2 passenger cards".
  return placePassengers(current, steps, events);
}
