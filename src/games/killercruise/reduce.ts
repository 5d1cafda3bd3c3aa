/**
 * The rules as recipes (see `GameRules` in core): `checkAction` refuses what the rules forbid, with
 * the rule's words; `applyAction` carries out what it accepted by writing to a draft: a private
 * plain copy of the state in the immutable mode (`reduce`, which then builds the next state from
 * what changed), the world's own copy in the mutable mode (`openWorld`).
 */
import type { Draft } from 'immer';
import type { Rng } from '../../core/rng.js';
import type { GameError, GameRules, PlayerId } from '../../core/types.js';
import type { KillercruiseEvent } from './events.js';
import type { KillercruiseAction, KillercruiseState } from './schemas.js';
import { applyLeaveKey, checkLeaveKey } from './rules/collection-point.js';
import { illegal, refusal } from './rules/errors.js';
import { applyShowdown, checkShowdown } from './rules/lower-deck.js';
import { applyCarry, applyMove, checkCarry, checkMove } from './rules/move.js';
import { applyTimerExpired, checkTimerExpired } from './rules/time-pressure.js';
import { applyEndTurn, checkEndTurn } from './rules/turn.js';
import { applySecondKey, applyUnlock, checkSecondKey, checkUnlock } from './rules/unlock.js';
import { writes } from './writes.js';

/** The seat that may act: the active player; nobody once the game is over. */
export function activePlayers(state: KillercruiseState): PlayerId[] {
  return state.outcome === null ? [state.turn.player] : [];
}

/** Whether `player` is the seat that may act now. */
export function isActive(state: KillercruiseState, player: PlayerId): boolean {
  return state.outcome === null && state.turn.player === player;
}

/** Why `action` may not be taken in `state`, or `null` if the rules allow it. Allocates nothing when it accepts. */
export function checkAction(state: KillercruiseState, action: KillercruiseAction): GameError | null {
  if (state.outcome !== null) return refusal('GAME_OVER', 'killercruise/game-over', 'Game Over!: the game is over');
  if (action.player !== state.turn.player) {
    return refusal('NOT_YOUR_TURN', 'killercruise/not-your-turn', `How To Play: it is seat ${state.turn.player}'s turn, so seat ${action.player} may not act now`);
  }
  const pending = state.turn.pending;
  if (pending !== null && pending.kind === 'carry' && action.type !== 'carry') {
    return illegal('killercruise/carry-pending', `Take Passenger Cards With You: first decide whether the figure leaving room ${pending.from} takes a passenger along (carry)`);
  }
  if (pending !== null && pending.kind === 'unlock' && action.type !== 'second-key') {
    return illegal('killercruise/second-key-pending', `2. Unlock Rooms: finish unlocking room ${pending.room} with its second key first`);
  }
  switch (action.type) {
    case 'move':
      return checkMove(state, action);
    case 'showdown':
      return checkShowdown(state, action);
    case 'carry':
      return checkCarry(state, action);
    case 'unlock':
      return checkUnlock(state, action);
    case 'second-key':
      return checkSecondKey(state, action);
    case 'leave-key':
      return checkLeaveKey(state, action);
    case 'end-turn':
      return checkEndTurn(state, action);
    case 'timer-expired':
      return checkTimerExpired(state, action);
  }
}

/**
 * Carries out an action {@link checkAction} accepted, with everything it sets off (the killer's
 * walk, the passengers placed and saved, the draw), by writing to `draft`. Every random draw
 * happened at setup (the piles are stacked, and "You mustn't shuffle this pile anymore"), so no
 * rule draws from `rng`; it is passed on as the contract has it.
 */
export function applyAction(draft: Draft<KillercruiseState>, action: KillercruiseAction, rng: Rng, events: KillercruiseEvent[]): void {
  switch (action.type) {
    case 'move':
      return applyMove(draft, action, rng, events);
    case 'showdown':
      return applyShowdown(draft, action, rng, events);
    case 'carry':
      return applyCarry(draft, action, rng, events);
    case 'unlock':
      return applyUnlock(draft, action, rng, events);
    case 'second-key':
      return applySecondKey(draft, action, rng, events);
    case 'leave-key':
      return applyLeaveKey(draft, action, rng, events);
    case 'end-turn':
      return applyEndTurn(draft, action, rng, events);
    case 'timer-expired':
      return applyTimerExpired(draft, action, rng, events);
  }
}

/**
 * The state's top level copied as a literal (`GameRules.shallowCopy`): every action's working state
 * starts with it, and V8 builds these twenty fields as a literal several times faster than it
 * spreads a frozen state.
 */
function shallowCopy(state: KillercruiseState): KillercruiseState {
  return {
    config: state.config,
    puzzle: state.puzzle,
    solution: state.solution,
    firstPlayer: state.firstPlayer,
    killer: state.killer,
    figures: state.figures,
    rooms: state.rooms,
    unlocked: state.unlocked,
    missingPerson: state.missingPerson,
    hands: state.hands,
    knownCards: state.knownCards,
    drawPile: state.drawPile,
    discardPile: state.discardPile,
    collection: state.collection,
    passengerPile: state.passengerPile,
    killerFields: state.killerFields,
    box: state.box,
    turn: state.turn,
    killerCardSinceTimer: state.killerCardSinceTimer,
    outcome: state.outcome,
  };
}

/** Killercruise's rules as recipes, for both speeds; the config (with its content) is never written. */
export const rules: GameRules<KillercruiseState, KillercruiseAction, KillercruiseEvent> = {
  check: checkAction,
  apply: applyAction,
  constant: ['config'],
  writes,
  shallowCopy,
};
