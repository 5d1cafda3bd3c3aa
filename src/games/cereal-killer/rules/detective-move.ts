/**
 * The Detective and The Detective › Move: start on a café after the Killer's first move; move up
 * to 3 squares a turn, gaining one extra step (once a turn) for entering a café.
 */
import { produce } from 'immer';
import type { GameError } from '../../../core/types.js';
import type { CerealKillerEvent } from '../events.js';
import type { CerealKillerState, DetectiveMoveAction, PlaceDetectiveAction } from '../schemas.js';
import { kindOf, stepsFrom } from './basic-concepts.js';
import { illegal } from './errors.js';
import { awaitingDirection } from './queries.js';

/** Refuses a Detective action outside its turn, before its token is placed, or while an answer is due. */
export function checkDetectiveActing(state: CerealKillerState): GameError | null {
  if (state.phase !== 'detective') {
    return illegal('Turn: the Detective acts after the Killer has moved; it is not the Detective\'s turn');
  }
  if (state.detective.at === null) {
    return illegal('The Detective: after the Killer\'s first turn, first choose a café as the starting point');
  }
  if (awaitingDirection(state)) return illegal('Interrogate: the Killer has not answered yet');
  return null;
}

/** "After the Killer's first turn, choose a café as the starting point." */
export function checkPlaceDetective(state: CerealKillerState, action: PlaceDetectiveAction): GameError | null {
  if (state.phase !== 'detective' || state.detective.at !== null) {
    return illegal('The Detective: the token is placed once, after the Killer\'s first turn');
  }
  if (kindOf(state.config.city, action.cafe) !== 'cafe') {
    return illegal(`The Detective: choose a café as the starting point; square ${action.cafe} is not a café`);
  }
  return null;
}

/** Places the Detective's token. Starting on a café gives no extra step. */
export function applyPlaceDetective(
  state: CerealKillerState,
  action: PlaceDetectiveAction,
  events: CerealKillerEvent[],
): CerealKillerState {
  events.push({ type: 'detective-placed', cafe: action.cafe });
  return produce(state, (draft) => {
    draft.detective.at = action.cafe;
  });
}

/** "You may move up to 3 squares", one adjacent square (or the subway) at a time. */
export function checkDetectiveMove(state: CerealKillerState, action: DetectiveMoveAction): GameError | null {
  const acting = checkDetectiveActing(state);
  if (acting !== null) return acting;
  const from = state.detective.at;
  if (from === null) return acting;
  if (state.detective.stepsLeft <= 0) {
    return illegal('The Detective › Move: you may move up to 3 squares (4 with a café), and they are used');
  }
  if (!stepsFrom(state.config.city, from).includes(action.to)) {
    return illegal(
      `Basic Concepts: movement is to an adjacent square (diagonals are not adjacent) or through the subway; ${action.to} is not one step from ${from}`,
    );
  }
  return null;
}

/** Moves the token; "Passing through a café gives you 1 extra step (only 1 per turn)". */
export function applyDetectiveMove(
  state: CerealKillerState,
  action: DetectiveMoveAction,
  events: CerealKillerEvent[],
): CerealKillerState {
  const { detective } = state;
  const cafeBonus = !detective.cafeBonusUsed && action.to > 0 && kindOf(state.config.city, action.to) === 'cafe';
  const stepsLeft = detective.stepsLeft - 1 + (cafeBonus ? 1 : 0);
  events.push({ type: 'detective-moved', from: detective.at ?? action.to, to: action.to, cafeBonus, stepsLeft });
  return produce(state, (draft) => {
    draft.detective.at = action.to;
    draft.detective.stepsLeft = stepsLeft;
    if (cafeBonus) draft.detective.cafeBonusUsed = true;
  });
}
