/**
 * 3. Leave A Key At The Collection Point: "You can leave any number of figure cards face up at the
 * collection point. These figure cards are available to you and your fellow players as collected
 * keys." They can only be used as keys from then on.
 */
import type { Draft } from 'immer';
import type { Rng } from '../../../core/rng.js';
import type { GameError, PlayerId } from '../../../core/types.js';
import type { KillercruiseEvent } from '../events.js';
import type { KillercruiseState, LeaveKeyAction } from '../schemas.js';
import { illegal } from './errors.js';
import { figureCard, handOf } from './queries.js';
import { playCards } from './turn.js';

/** Whether `player` may leave `card` at the collection point: "any number of figure cards", from the hand. */
export function canLeaveKey(state: KillercruiseState, player: PlayerId, card: number): boolean {
  return handOf(state, player).includes(card);
}

/** Any card in hand may be left there. */
export function checkLeaveKey(state: KillercruiseState, action: LeaveKeyAction): GameError | null {
  if (!canLeaveKey(state, action.player, action.card)) {
    return illegal('killercruise/card-not-in-hand', `3. Leave A Key At The Collection Point: you leave figure cards from your hand; card ${action.card} is not in it`);
  }
  return null;
}

/** Puts the card face up at the collection point. */
export function applyLeaveKey(draft: Draft<KillercruiseState>, action: LeaveKeyAction, _rng: Rng, events: KillercruiseEvent[]): void {
  events.push({ type: 'key-left', player: action.player, card: action.card, key: figureCard(draft.config.content, action.card)?.key ?? '' });
  playCards(draft, action.player, [action.card], 'collection');
}
