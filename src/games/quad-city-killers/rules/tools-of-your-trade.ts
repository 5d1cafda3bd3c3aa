/**
 * Tools of Your Trade: "Dice (3)", "Resource Cards (72)", "Prey Cards (72)".
 *
 * "Note: Use all 3 dice for any dice roll!" — every roll here is the three custom dice, each face
 * drawn from the rng. The decks are drawn from the top (the end of the array); a deck that runs
 * out takes its discard pile, shuffled (ruling 3). Drawing into a hand is `drawInto`
 * (`rules/resource-cards.ts`).
 */
import type { Draft } from 'immer';
import type { Rng } from '../../../core/rng.js';
import type { PlayerId } from '../../../core/types.js';
import type { QuadCityKillersEvent } from '../events.js';
import type { QuadCityKillersState } from '../schemas.js';
import { contentOf } from './queries.js';

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
