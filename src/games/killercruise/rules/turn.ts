/**
 * How To Play and How Do You Move Playing Figures?: seats take turns clockwise; the active player
 * plays at least one figure card from hand, one at a time, each to move a figure, as a key, or at
 * the collection point; used cards go face up on the discard pile in the order played. Finished
 * Your Turn?: the player ends the turn and draws back to the hand size.
 */
import type { GameError, PlayerId } from '../../../core/types.js';
import type { KillercruiseEvent } from '../events.js';
import type { EndTurnAction, KillercruiseState } from '../schemas.js';
import { refillHand } from './draw.js';
import { illegal } from './errors.js';
import { update, without, type Patch } from './update.js';

/**
 * The fields that change when `player` plays `cards` (from hand or, as keys, from the collection
 * point) onto the discard pile — "in the order you played them in" — or leaves them at the
 * collection point; each card from hand counts as played this turn.
 */
export function playCards(state: KillercruiseState, player: PlayerId, cards: readonly number[], to: 'discard' | 'collection'): Patch {
  const hand = state.hands[player] ?? [];
  const fromHand = cards.filter((card) => hand.includes(card)).length;
  const collection = without(state.collection, cards);
  return {
    hands: state.hands.map((entry, seat) => (seat === player ? without(entry, cards) : entry)),
    ...((state.knownCards[player] ?? []).some((card) => cards.includes(card))
      ? { knownCards: state.knownCards.map((entry, seat) => (seat === player ? without(entry, cards) : entry)) }
      : {}),
    ...(to === 'discard' ? { discardPile: [...state.discardPile, ...cards], collection } : { collection: [...collection, ...cards] }),
    turn: { ...state.turn, played: state.turn.played + fromHand },
  };
}

/** "Have you played at least one figure card and do not want to play any more? Then your turn is over." */
export function checkEndTurn(state: KillercruiseState, _action: EndTurnAction): GameError | null {
  if (state.turn.played === 0) {
    return illegal('How Do You Move Playing Figures?: "Is it your turn? Then you must play at least 1 figure card" from your hand before ending it');
  }
  return null;
}

/** Ends the turn: draw back to the hand size, then the next seat clockwise plays. */
export function applyEndTurn(state: KillercruiseState, action: EndTurnAction, events: KillercruiseEvent[]): KillercruiseState {
  events.push({ type: 'turn-ended', player: action.player, played: state.turn.played });
  const refilled = refillHand(state, action.player, events);
  if (refilled.outcome !== null) return refilled;
  const next = (action.player + 1) % refilled.config.players;
  events.push({ type: 'turn-began', player: next });
  return update(refilled, { turn: { player: next, played: 0, pending: null } });
}
