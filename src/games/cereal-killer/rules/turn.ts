/**
 * Turn and Victory Conditions: each day the Killer moves, its victim objectives are checked, the
 * Detective acts, and the spoon moves on; the game ends with an arrest, a missed objective, the
 * last arrest attempt spent, or the end of day 7.
 */
import { castDraft, type Draft } from 'immer';
import type { PlayerId } from '../../../core/types.js';
import type { CerealKillerEvent } from '../events.js';
import type { CerealKillerState, EndReason, KillerMove, Spot } from '../schemas.js';
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

type Events = CerealKillerEvent[];

/** Ends the game with `winner` taking it; the Killer's notepad is shown to everyone. */
export function endGame(draft: Draft<CerealKillerState>, winner: PlayerId, reason: EndReason, events: Events): void {
  const winnerRole = winner === killerSeat(draft) ? 'killer' : 'detective';
  events.push({ type: 'game-ended', winner, winnerRole, reason, trail: draft.killer.trail.slice() });
  draft.phase = 'over';
  draft.killer.move = null;
  draft.outcome = { winners: [winner], reason, returns: [0, 1].map((seat) => (seat === winner ? 1 : -1)) };
}

/** A fresh move for the Killer standing on `start` at the beginning of a day of `state`. */
export function freshMove(state: CerealKillerState, start: Spot): KillerMove {
  // "On one of the seven days you may decide not to claim a victim": after the day the Killer so
  // decided (not a day on which no victim could be reached, ruling 7, unless the table rule
  // forcedVictimlessDayCounts counts that day too), a victim is owed every day one can be reached.
  const claimRequired = victimlessDayUsed(state) && victimReachable(movePlanOf(state), start);
  return { claimRequired, victim: null, witness: null, witnessChoice: null };
}

/**
 * Ends the Killer's move: the day's victim and Witness become public, the objectives are checked
 * ("After moving, verify that the victim objectives are met"), and the Detective acts.
 */
export function finishKillerMove(draft: Draft<CerealKillerState>, events: Events): void {
  const move = draft.killer.move;
  if (move === null) return;
  const { victim, witness } = move;
  const victims = victimCount(draft) + (victim === null ? 0 : 1);
  events.push({ type: 'killer-moved', day: draft.day, victim, witness, victims });
  const objective = VICTIM_OBJECTIVES.find((entry) => entry.day === draft.day);
  const met = objective === undefined || victims >= objective.victims;
  if (objective !== undefined) {
    events.push({ type: 'objective-checked', day: draft.day, required: objective.victims, victims, met });
  }
  draft.days.push({ day: draft.day, detectiveAt: draft.detective.at, victim, witness, interrogation: null, arrest: null });
  draft.witness = witness;
  draft.killer.move = null;
  draft.phase = 'detective';
  draft.detective.stepsLeft = DETECTIVE_STEPS;
  draft.detective.cafeBonusUsed = false;
  if (!met) endGame(draft, detectiveSeat(draft), 'killer-missed-objective', events);
}

/**
 * Ends the Detective's turn: after day 7 the Killer has won; otherwise the uninterrogated Witness
 * disappears, the spoon moves to the next day and the Killer moves.
 */
export function endDetectiveTurn(draft: Draft<CerealKillerState>, events: Events): void {
  events.push({ type: 'detective-turn-ended', day: draft.day });
  if (draft.day >= LAST_DAY) {
    endGame(draft, killerSeat(draft), 'killer-survived-seven-days', events);
    return;
  }
  if (draft.witness !== null) events.push({ type: 'witness-disappeared', park: draft.witness });
  events.push({ type: 'day-began', day: draft.day + 1 });
  draft.witness = null;
  draft.day += 1;
  draft.phase = 'killer';
  const start = killerSpot(draft);
  draft.killer.move = start === null ? null : castDraft(freshMove(draft, start));
}
