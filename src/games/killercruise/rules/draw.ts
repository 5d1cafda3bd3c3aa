/**
 * Finished Your Turn? and Used Up The Draw Pile For The Figure Cards?: "Take as many figure cards
 * from the draw pile as you need to return to your original number of cards", one at a time,
 * playing each killer card the moment it is drawn ("For each killer card you draw, also draw 1
 * figure card"); an empty draw pile is replaced by the discard pile, turned over without
 * shuffling.
 */
import type { Draft } from 'immer';
import type { PlayerId } from '../../../core/types.js';
import type { KillercruiseEvent } from '../events.js';
import type { KillercruiseState } from '../schemas.js';
import { resolveKillerCard } from './killer.js';
import { handSizeFor, isKillerCard } from './queries.js';

/** Takes the top `count` cards off the draw pile: the stacked piles shrink from the top. */
export function takeFromTop(draft: Draft<KillercruiseState>, count: number): void {
  const pile = draft.drawPile;
  pile.cards.splice(0, count);
  const piles = pile.piles;
  let left = count;
  for (let at = 0; at < piles.length && left > 0; ) {
    const size = piles[at] ?? 0;
    const taken = Math.min(size, left);
    left -= taken;
    if (size - taken > 0) {
      piles[at] = size - taken;
      at++;
    } else {
      piles.splice(at, 1);
    }
  }
}

/**
 * "Then simply turn the discard pile over and – without shuffling – place it on the chimney": the
 * first card discarded (the bottom of the face-up pile) becomes the top card.
 */
export function turnOverDiscardPile(draft: Draft<KillercruiseState>, events: KillercruiseEvent[]): void {
  const cards = draft.discardPile;
  events.push({ type: 'draw-pile-turned-over', cards: cards.slice() });
  draft.drawPile = { cards, piles: [], turnedOver: true };
  draft.discardPile = [];
}

/** Draws `player`'s hand back to its size, resolving killer cards as they come; stops if the game ends. */
export function refillHand(draft: Draft<KillercruiseState>, player: PlayerId, events: KillercruiseEvent[]): void {
  const size = handSizeFor(draft.config.players);
  const hand = draft.hands[player];
  if (hand === undefined) return;
  // Whether a killer card drawn has settled the board (then the next one's walk need not look at every room).
  let settled = false;
  while (draft.outcome === null && hand.length < size) {
    if (draft.drawPile.cards.length === 0) {
      // The discard pile always holds the killer cards that are not in the draw pile, so it is
      // never empty here; the guard only keeps a malformed state from looping.
      if (draft.discardPile.length === 0) break;
      turnOverDiscardPile(draft, events);
    }
    const { cards, turnedOver: known } = draft.drawPile;
    const top = cards[0];
    if (top === undefined) break;
    if (isKillerCard(top)) {
      takeFromTop(draft, 1);
      resolveKillerCard(draft, player, top, events, settled);
      settled = true;
      continue;
    }
    // Figure cards up to the next killer card (or the hand's size) are drawn in one step.
    let count = 0;
    while (count < size - hand.length && count < cards.length && !isKillerCard(cards[count] ?? 0)) count++;
    for (let at = 0; at < count; at++) {
      const card = cards[at] ?? 0;
      events.push(known ? { type: 'card-drawn', player, card } : { type: 'card-drawn', player, card, visibleTo: [player] });
      hand.push(card);
      if (known) draft.knownCards[player]?.push(card);
    }
    takeFromTop(draft, count);
  }
}
