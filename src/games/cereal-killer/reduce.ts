/**
 * The rules as recipes: every action is checked (refused with the rule's words, or accepted without
 * allocating) and applied to a draft. `reduceWith(rules)` runs them immutably for `applyAction`;
 * the mutable mode runs the same recipes on a private copy (see `src/core/rules.ts`).
 */
import type { Draft } from 'immer';
import { reduceWith } from '../../core/rules.js';
import type { GameRules } from '../../core/types.js';
import type { GameError, PlayerId } from '../../core/types.js';
import type { CerealKillerEvent } from './events.js';
import type { CerealKillerAction, CerealKillerState } from './schemas.js';
import { applyArrest, applyEndTurn, checkArrest, checkEndTurn } from './rules/arrest.js';
import { applyDetectiveMove, applyPlaceDetective, checkDetectiveMove, checkPlaceDetective } from './rules/detective-move.js';
import { gameOver, illegal, notYourTurn } from './rules/errors.js';
import { answerOwed, applyAnswerDirection, applyInterrogate, checkAnswerDirection, checkInterrogate } from './rules/interrogate.js';
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
import { writes } from './writes.js';

const KILLER_ACTIONS: ReadonlySet<CerealKillerAction['type']> = new Set([
  'choose-starting-house',
  'step',
  'claim-victim',
  'place-witness',
  'finish-move',
  'answer-direction',
]);

/** The seat that may act: the Killer while it moves or owes an answer, else the Detective; `null` once over. */
export function seatToAct(state: CerealKillerState): PlayerId | null {
  if (state.phase === 'over') return null;
  return state.phase === 'killer' || awaitingDirection(state) ? killerSeat(state) : detectiveSeat(state);
}

/** The seats that may act: the Killer while it moves or owes an answer, else the Detective. */
export function activePlayers(state: CerealKillerState): PlayerId[] {
  const seat = seatToAct(state);
  return seat === null ? [] : [seat];
}

/** Why `action` may not be taken in `state`, or `null` if the rules allow it. */
export function checkAction(state: CerealKillerState, action: CerealKillerAction): GameError | null {
  if (state.phase === 'over') return gameOver();
  if (seatToAct(state) !== action.player) return notYourTurn(`Turn: seat ${action.player} may not act now`);
  const byKiller = action.player === killerSeat(state);
  if (KILLER_ACTIONS.has(action.type) !== byKiller) {
    return illegal('cereal-killer/not-your-role', `Turn: only the ${byKiller ? 'Detective' : 'Killer'} may ${action.type}`);
  }
  // Only the Killer acts while an answer is owed (seatToAct), and it must answer before anything else.
  if (awaitingDirection(state) && action.type !== 'answer-direction') return answerOwed();
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

/** Carries out an action that {@link checkAction} accepted, on a draft. Nothing in the game is random. */
export function applyAction(draft: Draft<CerealKillerState>, action: CerealKillerAction, events: CerealKillerEvent[]): void {
  switch (action.type) {
    case 'choose-starting-house':
      return applyChooseStartingHouse(draft, action, events);
    case 'step':
      return applyStep(draft, action, events);
    case 'claim-victim':
      return applyClaimVictim(draft, events);
    case 'place-witness':
      return applyPlaceWitness(draft, action, events);
    case 'finish-move':
      return applyFinishMove(draft, events);
    case 'answer-direction':
      return applyAnswerDirection(draft, action, events);
    case 'place-detective':
      return applyPlaceDetective(draft, action, events);
    case 'move':
      return applyDetectiveMove(draft, action, events);
    case 'interrogate':
      return applyInterrogate(draft, action, events);
    case 'arrest':
      return applyArrest(draft, events);
    case 'end-turn':
      return applyEndTurn(draft, events);
  }
}

/** The rules of One Card: Cereal Killer as recipes. The config (the city) is never written. */
export const rules: GameRules<CerealKillerState, CerealKillerAction, CerealKillerEvent> = {
  check: checkAction,
  apply: (draft: Draft<CerealKillerState>, action, _rng, events) => applyAction(draft, action, events),
  constant: ['config'],
  writes,
};

/** The immutable reducer: {@link rules} through immer (what `applyAction` calls). Nothing in the game is random. */
export const reduce = reduceWith(rules);
