/**
 * How To Play and How Do You Move Playing Figures?: seats take turns clockwise; the active player
 * plays at least one figure card from hand, one at a time, each to move a figure, as a key, or at
 * the collection point; used cards go face up on the discard pile in the order played. Finished
 * Your Turn?: the player ends the turn and draws back to the hand size.
 */
import type { Draft } from 'immer';
import type { Rng } from '../../../core/rng.js';
import type { GameError, PlayerId } from '../../../core/types.js';
import type { KillercruiseEvent } from '../events.js';
import type { EndTurnAction, KillercruiseState } from '../schemas.js';
import { refillHand } from './draw.js';
import { illegal } from './errors.js';
import { tableRules } from './queries.js';

/** Removes every copy of `card` from `list`, in place, keeping the order of the rest. */
export function removeCard(list: number[], card: number): void {
  for (let at = list.indexOf(card); at >= 0; at = list.indexOf(card, at)) list.splice(at, 1);
}

/**
 * `player` plays `cards` (from hand or, as keys, from the collection point) onto the discard pile —
 * "in the order you played them in" — or leaves them at the collection point; each card from hand
 * counts as played this turn (ruling 7), and so does each collected key used at a table that
 * plays `collectedKeysCountAsPlayed`.
 */
export function playCards(draft: Draft<KillercruiseState>, player: PlayerId, cards: readonly number[], to: 'discard' | 'collection'): void {
  const hand = draft.hands[player] ?? [];
  const known = draft.knownCards[player] ?? [];
  const collectedCount = to === 'discard' && tableRules(draft.config).collectedKeysCountAsPlayed;
  let counted = 0;
  for (let at = 0; at < cards.length; at++) {
    const card = cards[at] ?? 0;
    if (hand.includes(card) || (collectedCount && draft.collection.includes(card))) counted++;
    removeCard(hand, card);
    removeCard(known, card);
    removeCard(draft.collection, card);
  }
  // One push per card, not `push(...cards)`: V8's spread call is the slow path for one or two.
  const pile = to === 'discard' ? draft.discardPile : draft.collection;
  for (let at = 0; at < cards.length; at++) pile.push(cards[at] ?? 0);
  if (counted > 0) draft.turn.played += counted;
}

/**
 * Whether the active seat may end its turn: "Is it your turn? Then you must play at least 1 figure
 * card" — from hand (ruling 7), or a collected key too under `collectedKeysCountAsPlayed`.
 */
export function mayEndTurn(state: KillercruiseState): boolean {
  return state.turn.played > 0;
}

/** "Have you played at least one figure card and do not want to play any more? Then your turn is over." */
export function checkEndTurn(state: KillercruiseState, _action: EndTurnAction): GameError | null {
  if (!mayEndTurn(state)) {
    const what = tableRules(state.config).collectedKeysCountAsPlayed ? 'from your hand or the collection point' : 'from your hand';
    return illegal('killercruise/no-card-played', `How Do You Move Playing Figures?: "Is it your turn? Then you must play at least 1 figure card" ${what} before ending it`);
  }
  return null;
}

/** Ends the turn: draw back to the hand size, then the next seat clockwise plays. */
export function applyEndTurn(draft: Draft<KillercruiseState>, action: EndTurnAction, _rng: Rng, events: KillercruiseEvent[]): void {
  events.push({ type: 'turn-ended', player: action.player, played: draft.turn.played });
  refillHand(draft, action.player, events);
  if (draft.outcome !== null) return;
  const next = (action.player + 1) % draft.config.players;
  events.push({ type: 'turn-began', player: next });
  draft.turn = { player: next, played: 0, pending: null };
}
