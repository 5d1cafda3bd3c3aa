/**
 * Turn and Victory Conditions: each day the Killer moves, its victim objectives are checked, the
 * Detective acts, and the spoon moves on; the game ends with an arrest, a missed objective, the
 * last arrest attempt spent, or the end of day 7.
 */
import type { Draft } from 'immer';
import type { PlayerId } from '../../../core/types.js';
import type { CerealKillerEvent } from '../events.js';
import type { CerealKillerState } from '../schemas.js';
import { killerMoveComplete, movePlanOf, victimlessDayUsed, victimReachable } from './move-planning.js';
import { detectiveSeat, killerSeat, killerSpot, victimCount } from './queries.js';

/** The last day on the spoon's track. */
export const LAST_DAY = 7;

/** Steps the Detective may move each turn, before a café's extra step. */
export const DETECTIVE_STEPS = 3;

/** "At the end of turn 2/4/7 you must have 1/3/6 victims in the city." */
export const VICTIM_OBJECTIVES: readonly { readonly day: number; readonly victims: number }[] = [
  { day: 2, victims: 1 },
  { day: 4, victims: 3 },
  { day: 7, victims: 6 },
];

/** The reasons a game of Cereal Killer ends, as they appear in `Outcome.reason`. */
export type EndReason =
  | 'detective-arrested-killer'
  | 'killer-missed-objective'
  | 'detective-out-of-arrests'
  | 'killer-survived-seven-days';

type Events = CerealKillerEvent[];

/** Ends the game with `winner` taking it. */
export function endGame(draft: Draft<CerealKillerState>, winner: PlayerId, reason: EndReason, events: Events): void {
  draft.phase = 'over';
  draft.killer.move = null;
  draft.outcome = {
    winners: [winner],
    reason,
    returns: [0, 1].map((seat) => (seat === winner ? 1 : -1)),
  };
  events.push({ type: 'gameEnded', winner, reason, trail: [...draft.killer.trail] });
}

/** Starts the Killer's move of the current day from where its trail ends. */
export function beginKillerMove(draft: Draft<CerealKillerState>): void {
  draft.killer.move = { claimRequired: false, victim: null, witness: null, witnessChoice: null };
  const start = killerSpot(draft);
  if (start !== null && victimlessDayUsed(draft)) {
    // "On one of the seven days you may decide not to claim a victim": after that day, a victim
    // is owed every day it can be reached.
    draft.killer.move.claimRequired = victimReachable(movePlanOf(draft), start);
  }
}

/** Ends the Killer's move once nothing is left for it to decide. */
export function finishKillerMoveIfComplete(draft: Draft<CerealKillerState>, events: Events): void {
  if (killerMoveComplete(draft)) finishKillerMove(draft, events);
}

/**
 * Ends the Killer's move: the day's victim and Witness become public, the objectives are checked
 * ("After moving, verify that the victim objectives are met"), and the Detective acts.
 */
export function finishKillerMove(draft: Draft<CerealKillerState>, events: Events): void {
  const move = draft.killer.move;
  if (move === null) return;
  draft.days.push({
    day: draft.day,
    detectiveAt: draft.detective.at,
    victim: move.victim,
    witness: move.witness,
    interrogation: null,
    arrest: null,
  });
  draft.witness = move.witness;
  draft.killer.move = null;
  const victims = victimCount(draft);
  events.push({ type: 'killerMoved', day: draft.day, victim: move.victim, witness: move.witness, victims });
  const objective = VICTIM_OBJECTIVES.find((entry) => entry.day === draft.day);
  if (objective !== undefined) {
    const met = victims >= objective.victims;
    events.push({ type: 'objectiveChecked', day: draft.day, required: objective.victims, victims, met });
    if (!met) {
      endGame(draft, detectiveSeat(draft), 'killer-missed-objective', events);
      return;
    }
  }
  draft.phase = 'detective';
  draft.detective.stepsLeft = DETECTIVE_STEPS;
  draft.detective.cafeBonusUsed = false;
}

/**
 * Ends the Detective's turn: after day 7 the Killer has won; otherwise the uninterrogated Witness
 * disappears, the spoon moves to the next day and the Killer moves.
 */
export function endDetectiveTurn(draft: Draft<CerealKillerState>, events: Events): void {
  events.push({ type: 'detectiveTurnEnded', day: draft.day });
  if (draft.day >= LAST_DAY) {
    endGame(draft, killerSeat(draft), 'killer-survived-seven-days', events);
    return;
  }
  if (draft.witness !== null) {
    events.push({ type: 'witnessDisappeared', park: draft.witness });
    draft.witness = null;
  }
  draft.day += 1;
  draft.phase = 'killer';
  events.push({ type: 'dayBegan', day: draft.day });
  beginKillerMove(draft);
}
