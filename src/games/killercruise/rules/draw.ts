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
import { currentSeatCards, read, seatCardsToChange, writable, writableIn } from './draft.js';
import { resolveKillerCard } from './killer.js';
import { configOf, handSizeFor, isKillerCard } from './queries.js';

/** Takes the top `count` cards off the draw pile: the stacked piles shrink from the top. */
export function takeFromTop(draft: Draft<KillercruiseState>, count: number): void {
  const pile = writable(draft, 'drawPile');
  writableIn(pile, 'cards').splice(0, count);
  if (pile.piles.length === 0) return;
  const piles = writableIn(pile, 'piles');
  let left = count;
  for (let at = 0; at < piles.length; ) {
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
  const cards = read(draft, 'discardPile').slice();
  events.push({ type: 'draw-pile-turned-over', cards: cards.slice() });
  draft.drawPile = { cards, piles: [], turnedOver: true };
  draft.discardPile = [];
}

/** Draws `player`'s hand back to its size, resolving killer cards as they come; stops if the game ends. */
export function refillHand(draft: Draft<KillercruiseState>, player: PlayerId, events: KillercruiseEvent[]): void {
  const size = handSizeFor(configOf(draft).players);
  for (let held = currentSeatCards(draft, 'hands', player).length; draft.outcome === null && held < size; held = currentSeatCards(draft, 'hands', player).length) {
    if (read(draft, 'drawPile').cards.length === 0) {
      // The discard pile always holds the killer cards that are not in the draw pile, so it is
      // never empty here; the guard only keeps a malformed state from looping.
      if (read(draft, 'discardPile').length === 0) break;
      turnOverDiscardPile(draft, events);
    }
    const { cards, turnedOver: known } = read(draft, 'drawPile');
    const top = cards[0];
    if (top === undefined) break;
    if (isKillerCard(top)) {
      takeFromTop(draft, 1);
      resolveKillerCard(draft, player, top, events);
      continue;
    }
    // Figure cards up to the next killer card (or the hand's size) are drawn in one step.
    let count = 0;
    while (count < size - held && count < cards.length && !isKillerCard(cards[count] ?? 0)) count++;
    const drawn = cards.slice(0, count);
    for (const card of drawn) {
      events.push(known ? { type: 'card-drawn', player, card } : { type: 'card-drawn', player, card, visibleTo: [player] });
    }
    const hand = seatCardsToChange(draft, 'hands', player);
    if (hand === undefined) break;
    hand.push(...drawn);
    if (known) seatCardsToChange(draft, 'knownCards', player)?.push(...drawn);
    takeFromTop(draft, count);
  }
}
