/**
 * 3. Leave A Key At The Collection Point: "You can leave any number of figure cards face up at the
 * collection point. These figure cards are available to you and your fellow players as collected
 * keys." They can only be used as keys from then on.
 */
import type { GameError } from '../../../core/types.js';
import type { KillercruiseEvent } from '../events.js';
import type { KillercruiseState, LeaveKeyAction } from '../schemas.js';
import { illegal } from './errors.js';
import { figureCard, handOf } from './queries.js';
import { playCards } from './turn.js';
import { update } from './update.js';

/** Any card in hand may be left there. */
export function checkLeaveKey(state: KillercruiseState, action: LeaveKeyAction): GameError | null {
  if (!handOf(state, action.player).includes(action.card)) {
    return illegal(`3. Leave A Key At The Collection Point: you leave figure cards from your hand; card ${action.card} is not in it`);
  }
  return null;
}

/** Puts the card face up at the collection point. */
export function applyLeaveKey(state: KillercruiseState, action: LeaveKeyAction, events: KillercruiseEvent[]): KillercruiseState {
  events.push({ type: 'key-left', player: action.player, card: action.card, key: figureCard(state, action.card)?.key ?? '' });
  return update(state, playCards(state, action.player, [action.card], 'collection'));
}
