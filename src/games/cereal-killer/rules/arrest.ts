/**
 * The Detective › Arrest (only 4 attempts): the Killer is caught if it is on the Detective's
 * square or one of the adjacent ones; a miss ends the turn and spends an attempt.
 */
import { produce } from 'immer';
import type { GameError } from '../../../core/types.js';
import type { CerealKillerEvent } from '../events.js';
import type { ArrestAction, CerealKillerState, EndTurnAction } from '../schemas.js';
import { placeOf, placesAround, type Spot } from './basic-concepts.js';
import type { City } from '../content.js';
import { checkDetectiveActing } from './detective-move.js';
import { detectiveSeat, killerSeat, killerSpot, todaysRecord } from './queries.js';
import { endDetectiveTurn, endGame } from './turn.js';

/** Arrest attempts the Detective starts with. */
export const ARREST_ATTEMPTS = 4;

/** Whether an arrest from `detective` catches a Killer at `killer`. */
export function arrestCatches(city: City, detective: Spot, killer: Spot): boolean {
  return placesAround(city, detective).includes(placeOf(killer));
}

/** An arrest needs only that it is the Detective's turn. */
export function checkArrest(state: CerealKillerState, _action: ArrestAction): GameError | null {
  return checkDetectiveActing(state);
}

/** "If you guess right, you win! If you fail, your turn ends and you lose an attempt." */
export function applyArrest(state: CerealKillerState, events: CerealKillerEvent[]): CerealKillerState {
  const from = state.detective.at;
  const killer = killerSpot(state);
  if (from === null || killer === null) return state;
  const caught = arrestCatches(state.config.city, from, killer);
  const arrestsLeft = state.detective.arrestsLeft - (caught ? 0 : 1);
  events.push({ type: 'arrest-attempted', from, caught, arrestsLeft });
  const attempted = produce(state, (draft) => {
    draft.detective.arrestsLeft = arrestsLeft;
    const record = todaysRecord(draft);
    if (record !== null) record.arrest = { from, caught };
  });
  if (caught) return endGame(attempted, detectiveSeat(state), 'detective-arrested-killer', events);
  // "Killer: Wins ... if the Detective runs out of arrest attempts."
  if (arrestsLeft <= 0) return endGame(attempted, killerSeat(state), 'detective-out-of-arrests', events);
  return endDetectiveTurn(attempted, events);
}

/** Ending the turn needs only that it is the Detective's turn. */
export function checkEndTurn(state: CerealKillerState, _action: EndTurnAction): GameError | null {
  return checkDetectiveActing(state);
}

/** "After acting, move the spoon to the next turn." */
export function applyEndTurn(state: CerealKillerState, events: CerealKillerEvent[]): CerealKillerState {
  return endDetectiveTurn(state, events);
}
