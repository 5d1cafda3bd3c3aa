/**
 * Turn and Victory Conditions: each day the Killer moves, its victim objectives are checked, the
 * Detective acts, and the spoon moves on; the game ends with an arrest, a missed objective, the
 * last arrest attempt spent, or the end of day 7.
 */
import { castDraft, produce } from 'immer';
import type { PlayerId } from '../../../core/types.js';
import type { CerealKillerEvent } from '../events.js';
import type { CerealKillerState, KillerMove } from '../schemas.js';
import type { Spot } from './basic-concepts.js';
import { movePlanOf, victimlessDayUsed, victimReachable } from './move-planning.js';
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

/** Ends the game with `winner` taking it; the Killer's notepad is shown to everyone. */
export function endGame(state: CerealKillerState, winner: PlayerId, reason: EndReason, events: Events): CerealKillerState {
  const winnerRole = winner === killerSeat(state) ? 'killer' : 'detective';
  events.push({ type: 'game-ended', winner, winnerRole, reason, trail: state.killer.trail });
  return produce(state, (draft) => {
    draft.phase = 'over';
    draft.killer.move = null;
    draft.outcome = { winners: [winner], reason, returns: [0, 1].map((seat) => (seat === winner ? 1 : -1)) };
  });
}

/** A fresh move for the Killer standing on `start` at the beginning of a day of `state`. */
export function freshMove(state: CerealKillerState, start: Spot): KillerMove {
  // "On one of the seven days you may decide not to claim a victim": after that day, a victim is
  // owed every day one can be reached.
  const claimRequired = victimlessDayUsed(state) && victimReachable(movePlanOf(state), start);
  return { claimRequired, victim: null, witness: null, witnessChoice: null };
}

/**
 * Ends the Killer's move: the day's victim and Witness become public, the objectives are checked
 * ("After moving, verify that the victim objectives are met"), and the Detective acts.
 */
export function finishKillerMove(state: CerealKillerState, events: Events): CerealKillerState {
  const move = state.killer.move;
  if (move === null) return state;
  const victims = victimCount(state) + (move.victim === null ? 0 : 1);
  events.push({ type: 'killer-moved', day: state.day, victim: move.victim, witness: move.witness, victims });
  const objective = VICTIM_OBJECTIVES.find((entry) => entry.day === state.day);
  const met = objective === undefined || victims >= objective.victims;
  if (objective !== undefined) {
    events.push({ type: 'objective-checked', day: state.day, required: objective.victims, victims, met });
  }
  const moved = produce(state, (draft) => {
    draft.days.push({
      day: state.day,
      detectiveAt: state.detective.at,
      victim: move.victim,
      witness: move.witness,
      interrogation: null,
      arrest: null,
    });
    draft.witness = move.witness;
    draft.killer.move = null;
    draft.phase = 'detective';
    draft.detective.stepsLeft = DETECTIVE_STEPS;
    draft.detective.cafeBonusUsed = false;
  });
  return met ? moved : endGame(moved, detectiveSeat(state), 'killer-missed-objective', events);
}

/**
 * Ends the Detective's turn: after day 7 the Killer has won; otherwise the uninterrogated Witness
 * disappears, the spoon moves to the next day and the Killer moves.
 */
export function endDetectiveTurn(state: CerealKillerState, events: Events): CerealKillerState {
  events.push({ type: 'detective-turn-ended', day: state.day });
  if (state.day >= LAST_DAY) return endGame(state, killerSeat(state), 'killer-survived-seven-days', events);
  if (state.witness !== null) events.push({ type: 'witness-disappeared', park: state.witness });
  events.push({ type: 'day-began', day: state.day + 1 });
  const start = killerSpot(state);
  return produce(state, (draft) => {
    draft.witness = null;
    draft.day = state.day + 1;
    draft.phase = 'killer';
    draft.killer.move = start === null ? null : castDraft(freshMove(state, start));
  });
}
