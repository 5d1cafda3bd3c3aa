/**
 * Victims and Witness: one victim a day on a house the Killer starts on, passes or ends on — any
 * house, one that already holds a victim included (ruling 3; the table rule `oneVictimPerHouse`
 * excludes it); the Witness in an adjacent park (the Killer's choice between two); never ending in
 * the Witness's park.
 */
import type { Draft } from 'immer';
import type { GameError } from '../../../core/types.js';
import type { CerealKillerEvent } from '../events.js';
import type { CerealKillerState, ClaimVictimAction, PlaceWitnessAction } from '../schemas.js';
import { kindOf } from './basic-concepts.js';
import { illegal } from './errors.js';
import { checkKillerMoving, notKillersMove } from './killer-move.js';
import { adjacentParks, canClaimAt, canClaimHere, canFinishMove, movePlanOf, type MovePlan } from './move-planning.js';
import { killerSeat, killerSpot, stepsTakenToday } from './queries.js';

/**
 * Whether the Killer on `spot`, `taken` steps into a move without a victim yet, may claim one
 * there: a house, with a legal ending left once the Witness is placed. Shared by the check
 * and `legalActions`.
 */
export function canClaimVictim(plan: MovePlan, spot: number, taken: number): boolean {
  return canClaimAt(plan, spot) && canClaimHere(plan, spot, taken);
}

/**
 * "To claim a victim, place a victim marker when you are on a house"; "You can only claim one victim
 * per turn". No limit per house is printed, so a house may be claimed again on a later day (ruling 3),
 * unless the table rule `oneVictimPerHouse` sets one.
 */
export function checkClaimVictim(state: CerealKillerState, _action: ClaimVictimAction): GameError | null {
  const moving = checkKillerMoving(state, true);
  if (moving !== null) return moving;
  const move = state.killer.move;
  const spot = killerSpot(state);
  if (move === null || spot === null) return notKillersMove();
  if (move.victim !== null) return illegal('cereal-killer/one-victim-per-turn', 'Victims and Witness: you can only claim one victim per turn');
  const plan = movePlanOf(state);
  if (canClaimVictim(plan, spot, stepsTakenToday(state))) return null;
  if (spot < 0 || kindOf(state.config.city, spot) !== 'house') {
    return illegal('cereal-killer/victim-not-on-house', 'Victims and Witness: a victim is claimed on a house you start on, pass through or end on');
  }
  if (!canClaimAt(plan, spot)) {
    return illegal(
      'cereal-killer/one-victim-per-house',
      `Victims and Witness: house ${spot} already holds a victim, and with the table rule oneVictimPerHouse each house takes one`,
    );
  }
  return noEndingBesideWitness();
}

/** "You cannot end your turn in the park where the Witness is": the refusal when no other ending is left. */
function noEndingBesideWitness(): GameError {
  return illegal(
    'cereal-killer/end-in-witness-park',
    'Victims and Witness: you cannot end your turn in the park where the Witness is, and no other ending is left',
  );
}

/** Places the victim marker, and the Witness if only one park (or none) is adjacent. */
export function applyClaimVictim(draft: Draft<CerealKillerState>, events: CerealKillerEvent[]): void {
  const house = killerSpot(draft);
  const move = draft.killer.move;
  if (house === null || move === null) return;
  const killer = killerSeat(draft);
  const parks = adjacentParks(draft.config.city, house);
  const onlyPark = parks.length === 1 ? (parks[0] ?? null) : null;
  events.push({ type: 'victim-claimed', day: draft.day, house, visibleTo: [killer] });
  if (onlyPark !== null) events.push({ type: 'witness-placed', day: draft.day, park: onlyPark, visibleTo: [killer] });
  move.victim = house;
  move.witness = onlyPark;
  move.witnessChoice = parks.length > 1 ? parks : null;
}

/**
 * Whether the Witness may go to `park`: one of the parks the Killer is choosing between, leaving a
 * legal ending (not in that park). Shared by the check and `legalActions`.
 */
export function canPlaceWitness(state: CerealKillerState, plan: MovePlan, park: number): boolean {
  const move = state.killer.move;
  const spot = killerSpot(state);
  if (state.phase !== 'killer' || move === null || spot === null || move.witnessChoice === null) return false;
  return move.witnessChoice.includes(park) && canFinishMove(plan, spot, stepsTakenToday(state), true, park);
}

/** "If there are 2 parks, you may choose which one to place it in." */
export function checkPlaceWitness(state: CerealKillerState, action: PlaceWitnessAction): GameError | null {
  const move = state.killer.move;
  const spot = killerSpot(state);
  if (state.phase !== 'killer' || move === null || spot === null || move.witnessChoice === null) {
    return illegal('cereal-killer/no-witness-to-place', 'Victims and Witness: the Witness is placed right after claiming a victim next to two parks');
  }
  if (!move.witnessChoice.includes(action.park)) {
    return illegal('cereal-killer/witness-park-not-adjacent', `Victims and Witness: the Witness goes in a park adjacent to the victim; ${action.park} is not one`);
  }
  if (!canPlaceWitness(state, movePlanOf(state), action.park)) return noEndingBesideWitness();
  return null;
}

/** Places the Witness in the chosen park. */
export function applyPlaceWitness(draft: Draft<CerealKillerState>, action: PlaceWitnessAction, events: CerealKillerEvent[]): void {
  events.push({ type: 'witness-placed', day: draft.day, park: action.park, visibleTo: [killerSeat(draft)] });
  const move = draft.killer.move;
  if (move === null) return;
  move.witness = action.park;
  move.witnessChoice = null;
}
