/**
 * The Killer and The Killer › Move: the secret starting house, then exactly three steps a day,
 * orthogonally, back-tracking allowed, never into the Detective's square, cafés giving nothing.
 */
import { castDraft, type Draft } from 'immer';
import type { GameError } from '../../../core/types.js';
import type { CerealKillerEvent } from '../events.js';
import type { CerealKillerState, ChooseStartingHouseAction, FinishMoveAction, KillerStepAction } from '../schemas.js';
import { exitsWhereEntered, isStep, kindOf, notAdjacent } from './basic-concepts.js';
import { exitThroughOther, illegal, notYourTurn } from './errors.js';
import { canFinishMove, isBlocked, mayStep, movePlanOf, STEPS_PER_DAY, type MovePlan } from './move-planning.js';
import { killerSeat, killerSpot, stepsTakenToday } from './queries.js';
import { finishKillerMove, freshMove } from './turn.js';

/** The refusal of a Killer move decision outside the Killer's move. */
export function notKillersMove(): GameError {
  return notYourTurn('Turn: the Killer moves first each day, then the Detective acts; it is not the Killer\'s move');
}

/** Refuses a Killer action outside the Killer's move, or before/after its start is chosen. */
export function checkKillerMoving(state: CerealKillerState, needsStart: boolean): GameError | null {
  if (state.phase !== 'killer') return notKillersMove();
  if (needsStart && state.killer.trail.length === 0) {
    return illegal('cereal-killer/start-not-chosen', 'The Killer: choose a house as the starting point before moving');
  }
  if (state.killer.move?.witnessChoice != null) {
    return illegal('cereal-killer/witness-park-undecided', 'Victims and Witness: first choose which adjacent park the Witness goes to');
  }
  return null;
}

/** "Choose a house as the starting point and secretly write the number in your notepad." */
export function checkChooseStartingHouse(state: CerealKillerState, action: ChooseStartingHouseAction): GameError | null {
  if (state.phase !== 'killer') return notKillersMove();
  if (state.killer.trail.length > 0) {
    return illegal('cereal-killer/start-chosen-once', 'The Killer: the starting house is chosen once, before the first move');
  }
  if (kindOf(state.config.city, action.house) !== 'house') {
    return illegal('cereal-killer/start-not-a-house', `The Killer: the starting point must be a house; square ${action.house} is not one`);
  }
  return null;
}

/** Writes down the starting house and begins the first day's move. */
export function applyChooseStartingHouse(
  draft: Draft<CerealKillerState>,
  action: ChooseStartingHouseAction,
  events: CerealKillerEvent[],
): void {
  events.push({ type: 'starting-house-chosen', house: action.house, visibleTo: [killerSeat(draft)] });
  draft.killer.trail = [action.house];
  draft.killer.move = castDraft(freshMove(draft, action.house));
}

/**
 * Whether the Killer on `from`, having taken `taken` steps of a move that has `claimed` a victim
 * and placed the Witness in `witness`, may step onto `to`: one step, not into the Detective's
 * square (nor, by a table rule, back out of the tunnel where it went in), and leaving a legal way
 * to finish the move. Shared by the check and `legalActions`.
 */
export function canStep(plan: MovePlan, from: number, to: number, taken: number, claimed: boolean, witness: number | null): boolean {
  return (
    taken < STEPS_PER_DAY &&
    isStep(plan.city, from, to) &&
    mayStep(plan, from, to, taken + 1) &&
    canFinishMove(plan, to, taken + 1, claimed, witness)
  );
}

/** One step: adjacent, not through the Detective, and leaving a legal way to finish the move. */
export function checkStep(state: CerealKillerState, action: KillerStepAction): GameError | null {
  const moving = checkKillerMoving(state, true);
  if (moving !== null) return moving;
  const from = killerSpot(state);
  const move = state.killer.move;
  if (from === null || move === null) return notKillersMove();
  const taken = stepsTakenToday(state);
  const plan = movePlanOf(state);
  if (canStep(plan, from, action.to, taken, move.victim !== null, move.witness)) return null;
  if (taken >= STEPS_PER_DAY) {
    return illegal('cereal-killer/always-three-steps', 'The Killer › Move: you must always move exactly 3 steps, and all 3 are written');
  }
  if (!isStep(state.config.city, from, action.to)) return notAdjacent(from, action.to);
  if (isBlocked(plan, action.to, taken + 1)) {
    return illegal(
      'cereal-killer/detective-square-blocked',
      plan.rules.endOnDetectiveSquare
        ? 'The Killer › Move: you cannot pass through the square where the Detective is (table rule endOnDetectiveSquare: only the last step may end there)'
        : 'The Killer › Move: you cannot pass through the square where the Detective is',
    );
  }
  if (!mayStep(plan, from, action.to, taken + 1) && exitsWhereEntered(from, action.to)) return exitThroughOther(from);
  // Ruling 6: moving alone can always go on (back and forth, never into the Detective's square), so
  // the step leaves no ending because of the Witness's park or a victim owed.
  return move.witness !== null
    ? illegal('cereal-killer/end-in-witness-park', 'Victims and Witness: after this step the move could only end in the park where the Witness is')
    : illegal('cereal-killer/victimless-day-used', 'The Killer: after this step no victim could be claimed today, and the one victimless day is already used');
}

/** Writes down the step. */
export function applyStep(draft: Draft<CerealKillerState>, action: KillerStepAction, events: CerealKillerEvent[]): void {
  events.push({
    type: 'killer-stepped',
    day: draft.day,
    step: stepsTakenToday(draft) + 1,
    from: killerSpot(draft) ?? action.to,
    to: action.to,
    visibleTo: [killerSeat(draft)],
  });
  draft.killer.trail.push(action.to);
}

/**
 * Whether the move may end now: its three steps are written, and a victim is claimed if one is
 * owed. Shared by the check and `legalActions`.
 */
export function canFinish(state: CerealKillerState): boolean {
  const move = state.killer.move;
  return move !== null && stepsTakenToday(state) >= STEPS_PER_DAY && !(move.claimRequired && move.victim === null);
}

/**
 * Ending the move, once the three steps are written (ruling 9). Always a decision of its own, so
 * that the number of Killer actions a day tells the Detective nothing the city does not show.
 */
export function checkFinishMove(state: CerealKillerState, _action: FinishMoveAction): GameError | null {
  const moving = checkKillerMoving(state, true);
  if (moving !== null) return moving;
  if (canFinish(state)) return null;
  if (state.killer.move === null) return notKillersMove();
  if (stepsTakenToday(state) < STEPS_PER_DAY) {
    return illegal('cereal-killer/always-three-steps', 'The Killer › Move: you must always move 3 steps before the move ends');
  }
  return illegal('cereal-killer/victimless-day-used', 'The Killer: you may decide not to claim a victim on only one of the seven days, and that day is used');
}

/** Ends the day's move: its victim and Witness go public, and the objectives are checked. */
export function applyFinishMove(draft: Draft<CerealKillerState>, events: CerealKillerEvent[]): void {
  finishKillerMove(draft, events);
}
