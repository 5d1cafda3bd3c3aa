/** The reducer: refuse what the rules forbid, with the rule's words; otherwise apply it. */
import { ownedBase } from '../../core/rules.js';
import type { GameError, PlayerId, StepResult } from '../../core/types.js';
import type { CerealKillerEvent } from './events.js';
import type { CerealKillerAction, CerealKillerState } from './schemas.js';
import { applyArrest, applyEndTurn, checkArrest, checkEndTurn } from './rules/arrest.js';
import { applyDetectiveMove, applyPlaceDetective, checkDetectiveMove, checkPlaceDetective } from './rules/detective-move.js';
import { illegal } from './rules/errors.js';
import { applyAnswerDirection, applyInterrogate, checkAnswerDirection, checkInterrogate } from './rules/interrogate.js';
import {
  applyChooseStartingHouse,
  applyFinishMove,
  applyStep,
  checkChooseStartingHouse,
  checkFinishMove,
  checkStep,
} from './rules/killer-move.js';
import { awaitingDirection, detectiveSeat, killerSeat } from './rules/queries.js';
import { applyClaimVictim, applyPlaceWitness, checkClaimVictim, checkPlaceWitness } from './rules/victims-and-witness.js';

const KILLER_ACTIONS: ReadonlySet<CerealKillerAction['type']> = new Set([
  'choose-starting-house',
  'step',
  'claim-victim',
  'place-witness',
  'finish-move',
  'answer-direction',
]);

/** The seats that may act: the Killer while it moves or owes an answer, else the Detective. */
export function activePlayers(state: CerealKillerState): PlayerId[] {
  if (state.phase === 'over') return [];
  if (state.phase === 'killer' || awaitingDirection(state)) return [killerSeat(state)];
  return [detectiveSeat(state)];
}

/** Why `action` may not be taken in `state`, or `null` if the rules allow it. */
export function checkAction(state: CerealKillerState, action: CerealKillerAction): GameError | null {
  if (state.phase === 'over') return { code: 'GAME_OVER', message: 'Victory Conditions: the game is over' };
  if (!activePlayers(state).includes(action.player)) {
    return { code: 'NOT_YOUR_TURN', message: `Turn: seat ${action.player} may not act now` };
  }
  const byKiller = action.player === killerSeat(state);
  if (KILLER_ACTIONS.has(action.type) !== byKiller) {
    return illegal(byKiller ? `only the Detective may ${action.type}` : `only the Killer may ${action.type}`);
  }
  switch (action.type) {
    case 'choose-starting-house':
      return checkChooseStartingHouse(state, action);
    case 'step':
      return checkStep(state, action);
    case 'claim-victim':
      return checkClaimVictim(state, action);
    case 'place-witness':
      return checkPlaceWitness(state, action);
    case 'finish-move':
      return checkFinishMove(state, action);
    case 'answer-direction':
      return checkAnswerDirection(state, action);
    case 'place-detective':
      return checkPlaceDetective(state, action);
    case 'move':
      return checkDetectiveMove(state, action);
    case 'interrogate':
      return checkInterrogate(state, action);
    case 'arrest':
      return checkArrest(state, action);
    case 'end-turn':
      return checkEndTurn(state, action);
  }
}

function applyChecked(state: CerealKillerState, action: CerealKillerAction, events: CerealKillerEvent[]): CerealKillerState {
  switch (action.type) {
    case 'choose-starting-house':
      return applyChooseStartingHouse(state, action, events);
    case 'step':
      return applyStep(state, action, events);
    case 'claim-victim':
      return applyClaimVictim(state, events);
    case 'place-witness':
      return applyPlaceWitness(state, action, events);
    case 'finish-move':
      return applyFinishMove(state, events);
    case 'answer-direction':
      return applyAnswerDirection(state, action, events);
    case 'place-detective':
      return applyPlaceDetective(state, action, events);
    case 'move':
      return applyDetectiveMove(state, action, events);
    case 'interrogate':
      return applyInterrogate(state, action, events);
    case 'arrest':
      return applyArrest(state, events);
    case 'end-turn':
      return applyEndTurn(state, events);
  }
}

/** Applies one action of One Card: Cereal Killer. Nothing in the game is random, so `rng` is unused. */
export function reduce(state: CerealKillerState, action: CerealKillerAction): StepResult<CerealKillerState, CerealKillerEvent> {
  const error = checkAction(state, action);
  if (error !== null) return { ok: false, error };
  const events: CerealKillerEvent[] = [];
  // immer freezes what a result shares with its base: a caller's unfrozen state is copied first.
  return { ok: true, state: applyChecked(ownedBase(state), action, events), events };
}
