/**
 * Tools of Your Trade: "Dice (3)", "Resource Cards (72)", "Prey Cards (72)".
 *
 * "Note: Use all 3 dice for any dice roll!" — every roll here is the three custom dice, each face
 * drawn from the rng. The decks are drawn from the top (the end of the array); a deck that runs
 * out takes its discard pile, shuffled (ruling 3).
 */
import type { Draft } from 'immer';
import type { Rng } from '../../../core/rng.js';
import type { PlayerId } from '../../../core/types.js';
import type { QuadCityKillersEvent } from '../events.js';
import type { QuadCityKillersState } from '../schemas.js';
import { contentOf, isSolo } from './queries.js';
import { playAgainstYou } from './solo-play.js';

type D = Draft<QuadCityKillersState>;
type Events = QuadCityKillersEvent[];

/** Rolls the three dice: one face of each, in die order. */
export function rollDice(draft: D, rng: Rng): number[] {
  const out: number[] = [];
  for (const die of contentOf(draft).dice) out.push(die[rng.int(0, die.length - 1)] ?? 0);
  return out;
}

/** The total of a roll. */
export function totalOf(roll: readonly number[]): number {
  let total = 0;
  for (const face of roll) total += face;
  return total;
}

/**
 * A roll-off among `seats` (ruling 4): each rolls the three dice, in seat order; the seats with the
 * highest total roll again among themselves until one is left.
 */
export function rollOff(draft: D, seats: readonly PlayerId[], purpose: 'first-player' | 'winner', rng: Rng, events: Events): PlayerId {
  let left = seats.slice();
  // A tie of every seat 200 rounds running has a chance far below 10^-100; the bound only keeps the
  // loop provably finite.
  for (let round = 0; left.length > 1 && round < 200; round++) {
    const rolls = left.map(() => rollDice(draft, rng));
    const totals = rolls.map(totalOf);
    events.push({ type: 'rolled-off', purpose, seats: left.slice(), rolls, totals });
    const best = Math.max(...totals);
    left = left.filter((_, at) => totals[at] === best);
  }
  return left[0] ?? seats[0] ?? 0;
}

/** The top Prey card, reshuffling the Prey discard pile into a new deck first if the deck is empty; `null` if both are empty. */
export function drawPrey(draft: D, rng: Rng, events: Events): number | null {
  if (draft.preyDeck.length === 0) {
    if (draft.preyDiscard.length === 0) return null;
    draft.preyDeck = rng.shuffle(draft.preyDiscard);
    draft.preyDiscard = [];
    events.push({ type: 'deck-reshuffled', deck: 'prey', size: draft.preyDeck.length });
  }
  return draft.preyDeck.pop() ?? null;
}

/** The top Resource card, reshuffling the Resource discard pile into a new deck first if the deck is empty; `null` if both are empty. */
export function drawResource(draft: D, rng: Rng, events: Events): number | null {
  if (draft.resourceDeck.length === 0) {
    if (draft.resourceDiscard.length === 0) return null;
    draft.resourceDeck = rng.shuffle(draft.resourceDiscard);
    draft.resourceDiscard = [];
    events.push({ type: 'deck-reshuffled', deck: 'resource', size: draft.resourceDeck.length });
  }
  return draft.resourceDeck.pop() ?? null;
}

/**
 * Draws `count` Resource cards into `seat`'s hand. In solo, "Each time you draw a Scenario Card,
 * place it face-up on the board and follow the instructions as if you are another player
 * challenging you" and discard it: it does not count among the `count`, and drawing goes on — but
 * never past as many cards as the deck and its discard pile held when the draw began, so a deck
 * of nothing but Scenario cards cannot draw forever, and never past the end of the game.
 */
export function drawInto(draft: D, seat: PlayerId, count: number, cause: 'refill' | 'discard' | 'ego' | 'deal', rng: Rng, events: Events): void {
  if (draft.seats[seat] === undefined || count <= 0) return;
  const solo = isSolo(draft);
  const drawn: number[] = [];
  let kept = 0;
  let budget = draft.resourceDeck.length + draft.resourceDiscard.length;
  while (kept < count && budget > 0 && draft.outcome === null) {
    const card = drawResource(draft, rng, events);
    if (card === null) break;
    budget--;
    if (solo && contentOf(draft).resources[card]?.kind === 'scenario') {
      // Announce what was drawn so far before the Scenario acts, so the events read in order.
      flushDrawn(draft, seat, drawn, cause, events);
      drawn.length = 0;
      playAgainstYou(draft, card, events);
      continue;
    }
    draft.seats[seat]?.hand.push(card);
    drawn.push(card);
    kept++;
  }
  flushDrawn(draft, seat, drawn, cause, events);
}

function flushDrawn(draft: D, seat: PlayerId, drawn: readonly number[], cause: 'refill' | 'discard' | 'ego' | 'deal', events: Events): void {
  if (drawn.length === 0) return;
  events.push({ type: 'drew', seat, count: drawn.length, cause });
  events.push(
    isSolo(draft)
      ? { type: 'cards-drawn', seat, cards: drawn.slice() }
      : { type: 'cards-drawn', seat, cards: drawn.slice(), visibleTo: [seat] },
  );
}
