/**
 * Resource Cards: "Use these cards individually or together, however you may not use more than one
 * of each per Action. For example: You may not use 2 Weapons in the same Attack. There are four
 * types of Resource Card."
 *
 * Modifier Cards: "Resource Cards that have an (A) Action icon require an Action to use. So using
 * more than one at a time requires multiple Actions! Otherwise, they are free to use." — and Tips &
 * Tricks: "No matter how many tasks a Resource card tells you to perform, they all count as one
 * Action." An Attack is one Action, and it is the Action its Weapon requires ("Weapon Cards require
 * an Action"); a Modifier with the Action icon in it costs one more (ruling 11).
 *
 * The cards come into a hand from the Resource deck ("replace them from the Resource Deck",
 * "replenishing your hand"): `drawInto`, which in solo also plays each Scenario card drawn against
 * you (Solo Play, `rules/solo-play.ts`).
 */
import type { Draft } from 'immer';
import type { Rng } from '../../../core/rng.js';
import type { PlayerId } from '../../../core/types.js';
import type { ResourceCard } from '../content.js';
import type { QuadCityKillersEvent } from '../events.js';
import type { QuadCityKillersState } from '../schemas.js';
import { contentOf, isSolo } from './queries.js';
import { playAgainstYou } from './solo-play.js';
import { drawResource } from './tools-of-your-trade.js';

type D = Draft<QuadCityKillersState>;
type Events = QuadCityKillersEvent[];

/** Takes `card` out of `seat`'s hand (and off the list of its cards everyone has seen). */
export function takeFromHand(draft: D, seat: PlayerId, card: number): void {
  const held = draft.seats[seat];
  if (held === undefined) return;
  const at = held.hand.indexOf(card);
  if (at >= 0) held.hand.splice(at, 1);
  const shown = held.shown.indexOf(card);
  if (shown >= 0) held.shown.splice(shown, 1);
}

/** The Actions using `card` costs: one with the Action icon, none without. */
export function actionCost(card: ResourceCard): number {
  return card.actionIcon ? 1 : 0;
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
      playAgainstYou(draft, card, rng, events);
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
