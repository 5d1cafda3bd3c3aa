/**
 * What each action may write (`GameRules.writes`), with everything it sets off, so that the
 * immutable mode copies only that. Read from the applies in `rules/`:
 *
 * - the Killer's decisions write its notepad (`killer.trail`, `killer.move`);
 * - finishing the move writes a new day's record at the end of `days`, the Witness, the phase and
 *   the Detective's steps, and may end the game (`outcome`, `phase`, `killer.move`);
 * - the Detective's decisions write its token and resources, today's record (its interrogation or
 *   arrest), the Witness — an interrogation after moving also ends the move (`detective.stepsLeft`)
 *   under the table rule `detectiveMoveInOnePiece`; ending its turn moves the spoon (`day`,
 *   `phase`, `witness`, `killer.move`) or ends the game.
 */
import type { WritePath } from '../../core/types.js';
import { rulesOf, type CerealKillerAction, type CerealKillerState } from './schemas.js';

const TRAIL: readonly WritePath[] = [['killer', 'trail']];
const MOVE: readonly WritePath[] = [['killer', 'move']];
const DETECTIVE: readonly WritePath[] = ['detective'];
/** The end of the game (`endGame`), or the spoon moving on (`endDetectiveTurn`). */
const TURN_ENDS: readonly WritePath[] = ['day', 'phase', 'witness', ['killer', 'move'], 'outcome'];

/** The last day's record, which an interrogation, its answer or an arrest fills in. */
function todays(state: CerealKillerState): WritePath {
  return ['days', state.days.length - 1];
}

/** The parts of `state` the apply of `action` (accepted by the check) may write. */
export function writes(state: CerealKillerState, action: CerealKillerAction): readonly WritePath[] {
  switch (action.type) {
    case 'choose-starting-house':
      return ['killer'];
    case 'step':
      return TRAIL;
    case 'claim-victim':
    case 'place-witness':
      return MOVE;
    case 'finish-move':
      return [['days', state.days.length], 'witness', ['killer', 'move'], 'phase', 'detective', 'outcome'];
    case 'answer-direction':
      return [todays(state)];
    case 'place-detective':
    case 'move':
      return DETECTIVE;
    case 'interrogate':
      // With the table rule detectiveMoveInOnePiece an interrogation after moving ends the move.
      return rulesOf(state.config).detectiveMoveInOnePiece
        ? ['witness', todays(state), ['detective', 'stepsLeft']]
        : ['witness', todays(state)];
    case 'arrest':
      return ['detective', todays(state), ...TURN_ENDS];
    case 'end-turn':
      return TURN_ENDS;
  }
}
