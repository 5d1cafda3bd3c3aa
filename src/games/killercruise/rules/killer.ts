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
import { COLLECTED_TO_LOSE, killerSteps } from './queries.js';
import { settle } from './settle.js';
import { clockwise } from './ship.js';
import { update, withRoom, type Patch } from './update.js';

/**
 * Plays killer card `card`, drawn by `player` (`drawn` holds the draw pile without it): onto the
 * discard pile, the killer moves room by room — collecting the passengers, then meeting the
 * figures, of each room it enters (ruling 11) — then the passengers are placed. The caller then
 * draws the replacement figure card.
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
  let killer = state.killer;
  let rooms = state.rooms;
  let figures = state.figures;
  let killerFields = state.killerFields;
  let lost = false;
  for (let step = 0; step < steps && !lost; step++) {
    const from = killer;
    killer = clockwise(from, 1);
    events.push({ type: 'killer-moved', from, to: killer });
    const found = rooms.find((room) => room.letter === killer)?.passengers ?? [];
    // "place the card(s) in a free \"He's going to get you!\" field": five fields, filled one card
    // at a time; once the fifth is filled the game is lost and the rest stay where they are (ruling 11).
    const taken = found.slice(0, Math.max(0, COLLECTED_TO_LOSE - killerFields.length));
    if (taken.length > 0) {
      killerFields = [...killerFields, ...taken];
      rooms = withRoom(rooms, killer, (room) => ({ ...room, passengers: room.passengers.filter((id) => !taken.includes(id)) }));
      events.push({ type: 'passengers-collected', room: killer, passengers: taken, collected: killerFields.length });
    }
    // "Once the killer has collected at least 5 passenger cards, you have all lost immediately."
    if (killerFields.length >= COLLECTED_TO_LOSE) lost = true;
    else figures = meetKiller(figures, state.config.content.figures, killer, events);
  }
  const moved = update(state, {
    ...drawn,
    discardPile: [...state.discardPile, card],
    killerCardSinceTimer: true,
    killer,
    rooms,
    figures,
    killerFields,
  });
  if (lost) return endGame(moved, 'killer-collected-five-passengers', events);
  // The killer has left a room: the missing person may now be placed; no figure left loses.
  const settled = settle(moved, events);
  if (settled.outcome !== null) return settled;
  // "The killer moves on 1 room. Place 1 passenger card … 2 rooms. Place 2 passenger cards".
  return placePassengers(settled, steps, events);
}
