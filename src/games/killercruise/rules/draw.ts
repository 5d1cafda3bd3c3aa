/**
 * Finished Your Turn? and Used Up The Draw Pile For The Figure Cards?: "Take as many figure cards
 * from the draw pile as you need to return to your original number of cards", one at a time,
 * playing each killer card the moment it is drawn ("For each killer card you draw, also draw 1
 * figure card"); an empty draw pile is replaced by the discard pile, turned over without
 * shuffling.
 */
import type { PlayerId } from '../../../core/types.js';
import type { KillercruiseEvent } from '../events.js';
import type { DrawPile, KillercruiseState } from '../schemas.js';
import { resolveKillerCard } from './killer.js';
import { handOf, handSizeFor, isKillerCard } from './queries.js';
import { update } from './update.js';

/** The draw pile after its top `count` cards are taken: the stacked piles shrink from the top. */
export function takeFromTop(pile: DrawPile, count: number): DrawPile {
  const piles: number[] = [];
  let left = count;
  for (const size of pile.piles) {
    const taken = Math.min(size, left);
    left -= taken;
    if (size - taken > 0) piles.push(size - taken);
  }
  return { cards: pile.cards.slice(count), piles, turnedOver: pile.turnedOver };
}

/**
 * "Then simply turn the discard pile over and – without shuffling – place it on the chimney": the
 * first card discarded (the bottom of the face-up pile) becomes the top card.
 */
export function turnOverDiscardPile(state: KillercruiseState, events: KillercruiseEvent[]): KillercruiseState {
  const cards = state.discardPile.slice();
  events.push({ type: 'draw-pile-turned-over', cards });
  return update(state, { drawPile: { cards, piles: [], turnedOver: true }, discardPile: [] });
}

/** Draws `player`'s hand back to its size, resolving killer cards as they come; stops if the game ends. */
export function refillHand(state: KillercruiseState, player: PlayerId, events: KillercruiseEvent[]): KillercruiseState {
  const size = handSizeFor(state.config.players);
  let current = state;
  while (current.outcome === null && handOf(current, player).length < size) {
    if (current.drawPile.cards.length === 0) {
      // The discard pile always holds the killer cards that are not in the draw pile, so it is
      // never empty here; the guard only keeps a malformed state from looping.
      if (current.discardPile.length === 0) break;
      current = turnOverDiscardPile(current, events);
    }
    const top = current.drawPile.cards[0];
    if (top === undefined) break;
    if (isKillerCard(top)) {
      current = resolveKillerCard(current, player, top, { drawPile: takeFromTop(current.drawPile, 1) }, events);
      continue;
    }
    // Figure cards up to the next killer card (or the hand's size) are drawn in one step.
    const need = size - handOf(current, player).length;
    const drawn: number[] = [];
    for (const card of current.drawPile.cards) {
      if (drawn.length >= need || isKillerCard(card)) break;
      drawn.push(card);
    }
    const known = current.drawPile.turnedOver;
    for (const card of drawn) {
      events.push(known ? { type: 'card-drawn', player, card } : { type: 'card-drawn', player, card, visibleTo: [player] });
    }
    const seat = (list: readonly (readonly number[])[]): readonly (readonly number[])[] =>
      list.map((cards, index) => (index === player ? [...cards, ...drawn] : cards));
    current = update(current, {
      drawPile: takeFromTop(current.drawPile, drawn.length),
      hands: seat(current.hands),
      ...(known ? { knownCards: seat(current.knownCards) } : {}),
    });
  }
  return current;
}
