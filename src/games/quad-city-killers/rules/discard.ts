/**
 * 5. Discard: "Discard up to two cards from your hand and replace them from the Resource Deck."
 * Solo Play: "Replenish your hand to 6 cards or Discard at any time."
 *
 * One decision per card: `discard` names the first (the Action; free in solo), then a second
 * `discard` or `pass`; the replacements are drawn once the player stops.
 */
import type { Draft } from 'immer';
import type { Rng } from '../../../core/rng.js';
import type { GameError, PlayerId } from '../../../core/types.js';
import type { QuadCityKillersEvent } from '../events.js';
import type { DiscardAction, QuadCityKillersState } from '../schemas.js';
import { illegal, notNow } from './errors.js';
import { markActed, spendAction } from './player-turn.js';
import { cardName, holds, situation } from './queries.js';
import { drawInto, takeFromHand } from './resource-cards.js';

type S = QuadCityKillersState;
type D = Draft<S>;
type Events = QuadCityKillersEvent[];

/** Why `action` may not discard that card now, or `null`. */
export function checkDiscard(state: S, action: DiscardAction): GameError | null {
  const now = situation(state);
  if (now !== 'action' && now !== 'discard') return notNow(state, action.type);
  return holds(state, action.player, action.card) ? null : illegal('quad-city-killers/not-in-your-hand', `5. Discard: "Discard up to two cards from your hand" — ${cardName(state, action.card)} is not in your hand`);
}

/** Discards the card: the first begins the Discard (an Action; free in solo), the second ends it with two replacements. */
export function applyDiscard(draft: D, action: DiscardAction, rng: Rng, events: Events): void {
  const second = draft.pending?.kind === 'discard';
  takeFromHand(draft, action.player, action.card);
  draft.resourceDiscard.push(action.card);
  events.push({ type: 'cards-discarded', seat: action.player, cards: [action.card], cause: 'discard' });
  if (second) {
    draft.pending = null;
    drawInto(draft, action.player, 2, 'discard', rng, events);
    return;
  }
  spendAction(draft, 1, 'discard', events);
  markActed(draft);
  draft.pending = { kind: 'discard', seat: action.player, first: action.card };
}

/** Why `pass` may not stop discarding now, or `null`. */
export function checkPassDiscard(state: S, type: string): GameError | null {
  return situation(state) === 'discard' ? null : notNow(state, type);
}

/** Stops after one card: one replacement. */
export function applyPassDiscard(draft: D, seat: PlayerId, rng: Rng, events: Events): void {
  draft.pending = null;
  events.push({ type: 'passed', seat, at: 'discard' });
  drawInto(draft, seat, 1, 'discard', rng, events);
}
