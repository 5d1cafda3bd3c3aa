/**
 * The Detective › Arrest (only 4 attempts): the Killer is caught if it is on the Detective's
 * square or one of the adjacent ones; a miss ends the turn and spends an attempt.
 */
import type { Draft } from 'immer';
import type { GameError } from '../../../core/types.js';
import type { CerealKillerEvent } from '../events.js';
import type { ArrestAction, CerealKillerState, EndTurnAction, Spot } from '../schemas.js';
import { placeOf, STEP_SLOTS, stepTarget } from './basic-concepts.js';
import type { City } from '../content.js';
import { checkDetectiveActing } from './detective-move.js';
import { detectiveSeat, killerSeat, killerSpot, todaysRecord } from './queries.js';
import { endDetectiveTurn, endGame } from './turn.js';

/** Arrest attempts the Detective starts with. */
export const ARREST_ATTEMPTS = 4;

/**
 * Whether an arrest from `detective` catches a Killer at `killer`: "on your square or on one of the
 * 4 adjacent ones" — its own place or any place one step away (the tunnel is next to both entrances).
 */
export function arrestCatches(city: City, detective: Spot, killer: Spot): boolean {
  const target = placeOf(killer);
  if (placeOf(detective) === target) return true;
  for (let slot = 0; slot < STEP_SLOTS; slot++) {
    const to = stepTarget(city, detective, slot);
    if (to !== null && placeOf(to) === target) return true;
  }
  return false;
}

/** An arrest needs only that it is the Detective's turn. */
export function checkArrest(state: CerealKillerState, _action: ArrestAction): GameError | null {
  return checkDetectiveActing(state);
}

/** "If you guess right, you win! If you fail, your turn ends and you lose an attempt." */
export function applyArrest(draft: Draft<CerealKillerState>, events: CerealKillerEvent[]): void {
  const from = draft.detective.at;
  const killer = killerSpot(draft);
  if (from === null || killer === null) return;
  const caught = arrestCatches(draft.config.city, from, killer);
  const arrestsLeft = draft.detective.arrestsLeft - (caught ? 0 : 1);
  events.push({ type: 'arrest-attempted', from, caught, arrestsLeft });
  draft.detective.arrestsLeft = arrestsLeft;
  const record = todaysRecord(draft);
  if (record !== null) record.arrest = { from, caught };
  if (caught) endGame(draft, detectiveSeat(draft), 'detective-arrested-killer', events);
  // "Killer: Wins ... if the Detective runs out of arrest attempts."
  else if (arrestsLeft <= 0) endGame(draft, killerSeat(draft), 'detective-out-of-arrests', events);
  else endDetectiveTurn(draft, events);
}

/** Ending the turn needs only that it is the Detective's turn. */
export function checkEndTurn(state: CerealKillerState, _action: EndTurnAction): GameError | null {
  return checkDetectiveActing(state);
}

/** "After acting, move the spoon to the next turn." */
export function applyEndTurn(draft: Draft<CerealKillerState>, events: CerealKillerEvent[]): void {
  endDetectiveTurn(draft, events);
}
