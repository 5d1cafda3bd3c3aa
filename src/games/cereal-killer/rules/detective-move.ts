/**
 * The Detective and The Detective › Move: start on a café after the Killer's first move; move up
 * to 3 squares a turn, gaining one extra step (once a turn) for entering a café.
 */
import type { Draft } from 'immer';
import type { GameError } from '../../../core/types.js';
import type { CerealKillerEvent } from '../events.js';
import type { CerealKillerState, DetectiveMoveAction, PlaceDetectiveAction } from '../schemas.js';
import type { Spot } from '../schemas.js';
import { exitsWhereEntered, isStep, kindOf, notAdjacent } from './basic-concepts.js';
import { exitThroughOther, illegal, notYourTurn } from './errors.js';
import { awaitingDirection, tableRules, todaysRecord } from './queries.js';
import { DETECTIVE_STEPS } from './turn.js';

/** Refuses a Detective action outside its turn (an answer owed is the Killer's turn) or before its token is placed. */
export function checkDetectiveActing(state: CerealKillerState): GameError | null {
  if (state.phase !== 'detective' || awaitingDirection(state)) {
    return notYourTurn('Turn: the Detective acts after the Killer has moved (and answered); it is not the Detective\'s turn');
  }
  if (state.detective.at === null) {
    return illegal('cereal-killer/detective-not-placed', 'The Detective: after the Killer\'s first turn, first choose a café as the starting point');
  }
  return null;
}

/** "After the Killer's first turn, choose a café as the starting point." */
export function checkPlaceDetective(state: CerealKillerState, action: PlaceDetectiveAction): GameError | null {
  if (state.phase !== 'detective' || state.detective.at !== null) {
    return illegal('cereal-killer/detective-placed-once', 'The Detective: the token is placed once, after the Killer\'s first turn');
  }
  if (kindOf(state.config.city, action.cafe) !== 'cafe') {
    return illegal('cereal-killer/start-not-a-cafe', `The Detective: choose a café as the starting point; square ${action.cafe} is not a café`);
  }
  return null;
}

/** Places the Detective's token. Starting on a café gives no extra step. */
export function applyPlaceDetective(draft: Draft<CerealKillerState>, action: PlaceDetectiveAction, events: CerealKillerEvent[]): void {
  events.push({ type: 'detective-placed', cafe: action.cafe });
  draft.detective.at = action.cafe;
}

/**
 * Whether the Detective may move from `from` to `to`: one step, and, with the table rule
 * `subwayExitThroughOther`, out of the tunnel only by the entrance it did not go down through (the
 * Detective "may decide not to move", so nothing ever traps it there). Shared by the check and
 * `legalActions`.
 */
export function detectiveMayStep(state: CerealKillerState, from: Spot, to: Spot): boolean {
  return isStep(state.config.city, from, to) && !(tableRules(state).subwayExitThroughOther && exitsWhereEntered(from, to));
}

/** "You may move up to 3 squares", one adjacent square (or the subway) at a time. */
export function checkDetectiveMove(state: CerealKillerState, action: DetectiveMoveAction): GameError | null {
  const acting = checkDetectiveActing(state);
  if (acting !== null) return acting;
  const from = state.detective.at;
  if (from === null) return acting;
  if (state.detective.stepsLeft <= 0) {
    // With the table rule, an interrogation after moving may have ended the move (ruling 18).
    return tableRules(state).detectiveMoveInOnePiece && todaysRecord(state)?.interrogation != null
      ? illegal(
          'cereal-killer/up-to-three-squares',
          'The Detective › Move: you may move up to 3 squares (4 with a café), and the move is over: its steps are used, or, with the table rule detectiveMoveInOnePiece, an interrogation after moving ended it',
        )
      : illegal('cereal-killer/up-to-three-squares', 'The Detective › Move: you may move up to 3 squares (4 with a café), and they are used');
  }
  if (!isStep(state.config.city, from, action.to)) return notAdjacent(from, action.to);
  if (!detectiveMayStep(state, from, action.to)) return exitThroughOther(from);
  return null;
}

/**
 * Whether the Detective has moved this turn: its steps start at 3 with no café step gained, and
 * only a move changes either. Decides whether an interrogation ends the move (table rule
 * `detectiveMoveInOnePiece`).
 */
export function detectiveHasMoved(state: Pick<CerealKillerState, 'detective'>): boolean {
  return state.detective.stepsLeft !== DETECTIVE_STEPS || state.detective.cafeBonusUsed;
}

/** Moves the token; "Passing through a café gives you 1 extra step (only 1 per turn)". */
export function applyDetectiveMove(draft: Draft<CerealKillerState>, action: DetectiveMoveAction, events: CerealKillerEvent[]): void {
  const { detective } = draft;
  const cafeBonus = !detective.cafeBonusUsed && action.to > 0 && kindOf(draft.config.city, action.to) === 'cafe';
  const stepsLeft = detective.stepsLeft - 1 + (cafeBonus ? 1 : 0);
  events.push({ type: 'detective-moved', from: detective.at ?? action.to, to: action.to, cafeBonus, stepsLeft });
  detective.at = action.to;
  detective.stepsLeft = stepsLeft;
  if (cafeBonus) detective.cafeBonusUsed = true;
}
