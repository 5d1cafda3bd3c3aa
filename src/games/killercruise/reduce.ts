/** The reducer: refuse what the rules forbid, with the rule's words; otherwise apply it. */
import { ownedBase } from '../../core/rules.js';
import type { GameError, PlayerId, StepResult } from '../../core/types.js';
import type { KillercruiseEvent } from './events.js';
import type { KillercruiseAction, KillercruiseState } from './schemas.js';
import { applyLeaveKey, checkLeaveKey } from './rules/collection-point.js';
import { illegal } from './rules/errors.js';
import { applyShowdown, checkShowdown } from './rules/lower-deck.js';
import { applyCarry, applyMove, checkCarry, checkMove } from './rules/move.js';
import { applyTimerExpired, checkTimerExpired } from './rules/time-pressure.js';
import { applyEndTurn, checkEndTurn } from './rules/turn.js';
import { applySecondKey, applyUnlock, checkSecondKey, checkUnlock } from './rules/unlock.js';
import { commit } from './rules/update.js';

/** The seat that may act: the active player; nobody once the game is over. */
export function activePlayers(state: KillercruiseState): PlayerId[] {
  return state.outcome === null ? [state.turn.player] : [];
}

/** Why `action` may not be taken in `state`, or `null` if the rules allow it. */
export function checkAction(state: KillercruiseState, action: KillercruiseAction): GameError | null {
  if (state.outcome !== null) return { code: 'GAME_OVER', message: 'Game Over!: the game is over' };
  if (action.player !== state.turn.player) {
    return { code: 'NOT_YOUR_TURN', message: `How To Play: it is seat ${state.turn.player}'s turn, so seat ${action.player} may not act now` };
  }
  const pending = state.turn.pending;
  if (pending !== null && pending.kind === 'carry' && action.type !== 'carry') {
    return illegal(`Take Passenger Cards With You: first decide whether the figure leaving room ${pending.from} takes a passenger along (carry)`);
  }
  if (pending !== null && pending.kind === 'unlock' && action.type !== 'second-key') {
    return illegal(`2. Unlock Rooms: finish unlocking room ${pending.room} with its second key first`);
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

function applyChecked(state: KillercruiseState, action: KillercruiseAction, events: KillercruiseEvent[]): KillercruiseState {
  switch (action.type) {
    case 'move':
      return applyMove(state, action, events);
    case 'showdown':
      return applyShowdown(state, action, events);
    case 'carry':
      return applyCarry(state, action, events);
    case 'unlock':
      return applyUnlock(state, action, events);
    case 'second-key':
      return applySecondKey(state, action, events);
    case 'leave-key':
      return applyLeaveKey(state, action, events);
    case 'end-turn':
      return applyEndTurn(state, action, events);
    case 'timer-expired':
      return applyTimerExpired(state, action, events);
  }
}

/**
 * Applies one action of Killercruise. Every random draw happened at setup (the piles are stacked
 * and "never shuffled again"), so `rng` is unused.
 */
export function reduce(state: KillercruiseState, action: KillercruiseAction): StepResult<KillercruiseState, KillercruiseEvent> {
  const error = checkAction(state, action);
  if (error !== null) return { ok: false, error };
  const events: KillercruiseEvent[] = [];
  // commit freezes what the new state shares with the old: a caller's unfrozen state is copied first.
  const base = ownedBase(state);
  return { ok: true, state: commit(base, applyChecked(base, action, events)), events };
}
