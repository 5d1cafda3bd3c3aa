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
 */
import type { Draft } from 'immer';
import type { PlayerId } from '../../../core/types.js';
import type { ResourceCard } from '../content.js';
import type { QuadCityKillersState } from '../schemas.js';

type D = Draft<QuadCityKillersState>;

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
