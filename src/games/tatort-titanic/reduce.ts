/**
 * The rules as recipes (see `GameRules` in the core): `checkAction` refuses what the rules forbid,
 * naming the rule; `applyAction` carries out an accepted action on a draft — an immer draft in the
 * immutable mode, a private copy in the mutable mode — and runs the game on to the next decision.
 */
import type { Draft } from 'immer';
import type { Rng } from '../../core/rng.js';
import type { GameRules } from '../../core/types.js';
import type { GameError, PlayerId } from '../../core/types.js';
import type { TatortTitanicEvent } from './events.js';
import type { TatortTitanicAction, TatortTitanicState } from './schemas.js';
import { pickLegal } from './legal.js';
import { applyConsult, checkConsult } from './rules/clairvoyant.js';
import { applyPass, applyTakeClue, checkPass, checkTakeClue } from './rules/clue-search.js';
import { applyEndTurn, checkEndTurn } from './rules/course-of-play.js';
import { applyEavesdrop, applyRecognise, checkEavesdrop, checkRecognise } from './rules/eavesdropping.js';
import { applySolve, checkSolve } from './rules/end-of-the-game.js';
import { refusal } from './rules/errors.js';
import { applyCrossOff, checkCrossOff } from './rules/investigation-sheet.js';
import { applyMove, applyRoll, checkMove, checkRoll } from './rules/movement-phase.js';
import { seatToAct, waitingFor } from './rules/queries.js';
import { applyDrawCard, applyGiveCard, applyQuestion, checkDrawCard, checkGiveCard, checkQuestion } from './rules/questioning.js';
import { writes } from './writes.js';

/** The seats that may act: the one owing a pending decision, else the one whose turn it is; `[]` once over. */
export function activePlayers(state: TatortTitanicState): PlayerId[] {
  const seat = seatToAct(state);
  return seat === null ? [] : [seat];
}

/** Why `action` may not be taken in `state`, or `null` if the rules allow it. Allocates nothing when it accepts. */
export function checkAction(state: TatortTitanicState, action: TatortTitanicAction): GameError | null {
  if (state.outcome !== null) return refusal('GAME_OVER', 'tatort-titanic/game-over', 'End of the Game: the game is over — the solution is turned up and the sheets compared');
  if (seatToAct(state) !== action.player) return refusal('NOT_YOUR_TURN', 'tatort-titanic/not-your-turn', `seat ${action.player} may not act now; ${waitingFor(state)}`);
  switch (action.type) {
    case 'roll':
      return checkRoll(state, action);
    case 'move':
      return checkMove(state, action);
    case 'take-clue':
      return checkTakeClue(state, action);
    case 'consult':
      return checkConsult(state, action);
    case 'pass':
      return checkPass(state, action);
    case 'eavesdrop':
      return checkEavesdrop(state, action);
    case 'recognise':
      return checkRecognise(state, action);
    case 'question':
      return checkQuestion(state, action);
    case 'draw-card':
      return checkDrawCard(state, action);
    case 'give-card':
      return checkGiveCard(state, action);
    case 'cross-off':
      return checkCrossOff(state, action);
    case 'solve':
      return checkSolve(state, action);
    case 'end-turn':
      return checkEndTurn(state, action);
  }
}

/** Carries out `action`, which {@link checkAction} accepted, on `draft`, pushing what happened onto `events`. */
export function applyAction(draft: Draft<TatortTitanicState>, action: TatortTitanicAction, rng: Rng, events: TatortTitanicEvent[]): void {
  switch (action.type) {
    case 'roll':
      return applyRoll(draft, action, rng, events);
    case 'move':
      return applyMove(draft, action, events);
    case 'take-clue':
      return applyTakeClue(draft, action, rng, events);
    case 'consult':
      return applyConsult(draft, action, rng, events);
    case 'pass':
      return applyPass(draft, action, events);
    case 'eavesdrop':
      return applyEavesdrop(draft, action, rng, events);
    case 'recognise':
      return applyRecognise(draft, action, rng, events);
    case 'question':
      return applyQuestion(draft, action, rng, events);
    case 'draw-card':
      return applyDrawCard(draft, action, rng, events);
    case 'give-card':
      return applyGiveCard(draft, action, events);
    case 'cross-off':
      return applyCrossOff(draft, action, events);
    case 'solve':
      return applySolve(draft, action, events);
    case 'end-turn':
      return applyEndTurn(draft, action, events);
  }
}

/** Tatort Titanic's rules as recipes, for both speeds. The config (and its content) is never written. */
export const rules: GameRules<TatortTitanicState, TatortTitanicAction, TatortTitanicEvent> = {
  check: checkAction,
  apply: (draft, action, rng, events) => applyAction(draft as Draft<TatortTitanicState>, action, rng, events),
  constant: ['config'],
  pickLegal,
  writes,
};
