/**
 * The rules as recipes (DESIGN "One rules code, two speeds"): `checkAction` refuses what the rules
 * forbid, with the rule's words; `applyAction` carries an accepted action out on a draft and runs
 * the game on to the next decision. The immutable mode (`reduceWith(rules)`, through immer) and the
 * mutable mode (`openWorld`) run the same two, both on plain private copies of the state.
 */
import type { Draft } from 'immer';
import type { Rng } from '../../core/rng.js';
import type { GameError, GameRules } from '../../core/types.js';
import type { FrozenHorrorEvent } from './events.js';
import type { FrozenHorrorAction, FrozenHorrorState } from './schemas.js';
import {
  applyChooseColour,
  applyChoosePlayer,
  applyChooseRoom,
  applyLockPassage,
  applyPass,
  applyRevealIdentity,
  checkChooseColour,
  checkChoosePlayer,
  checkChooseRoom,
  checkLockPassage,
  checkPass,
  checkRevealIdentity,
} from './rules/card-reference.js';
import { gameOver, notYourTurn } from './rules/errors.js';
import { runOn } from './rules/flow.js';
import { applyPlayCard, checkPlayCard } from './rules/playing-the-game.js';
import { activeSeat } from './rules/queries.js';
import { applyMove, checkMove } from './rules/station-cards.js';
import { writes } from './writes.js';

/** Why `action` may not be taken in `state`, or `null` if the rules allow it. Allocates nothing when it accepts. */
export function checkAction(state: FrozenHorrorState, action: FrozenHorrorAction): GameError | null {
  if (state.outcome !== null) return gameOver();
  if (action.player !== activeSeat(state)) return notYourTurn(state, action.player);
  switch (action.type) {
    case 'play-card':
      return checkPlayCard(state, action);
    case 'move':
      return checkMove(state, action);
    case 'choose-colour':
      return checkChooseColour(state, action);
    case 'choose-player':
      return checkChoosePlayer(state, action);
    case 'choose-room':
      return checkChooseRoom(state, action);
    case 'lock-passage':
      return checkLockPassage(state, action);
    case 'reveal-identity':
      return checkRevealIdentity(state, action);
    case 'pass':
      return checkPass(state, action);
  }
}

/**
 * Carries out an action {@link checkAction} accepted, on `draft` (a plain private copy of the
 * state, in either mode), then runs the game on to the next decision: the snake order, the end of
 * the round, the attack, Clean Up and the next deal.
 */
export function applyAction(draft: Draft<FrozenHorrorState>, action: FrozenHorrorAction, rng: Rng, events: FrozenHorrorEvent[]): void {
  const decided = draft.pending !== null;
  switch (action.type) {
    case 'play-card':
      applyPlayCard(draft, action, rng, events);
      break;
    case 'move':
      applyMove(draft, action, events);
      break;
    case 'choose-colour':
      applyChooseColour(draft, action, events);
      break;
    case 'choose-player':
      applyChoosePlayer(draft, action, events);
      break;
    case 'choose-room':
      applyChooseRoom(draft, action, events);
      break;
    case 'lock-passage':
      applyLockPassage(draft, action, events);
      break;
    case 'reveal-identity':
      applyRevealIdentity(draft, action, events);
      break;
    case 'pass':
      applyPass(draft, events);
      break;
  }
  runOn(draft, rng, events, decided);
}

/** This Game Is Killer: Frozen Horror's rules as recipes; the config (with its content) is never written. */
export const rules: GameRules<FrozenHorrorState, FrozenHorrorAction, FrozenHorrorEvent> = {
  check: checkAction,
  apply: (draft, action, rng, events) => applyAction(draft as Draft<FrozenHorrorState>, action, rng, events),
  constant: ['config'],
  writes,
};
