/**
 * Solo Play: "Set up the board and card decks per usual. Choose your Serial Killer card and deal
 * yourself 6 Resource Cards. (Place them face-up.) • You may Hunt at any time. Police Prey Cards
 * not only increase the Prey Defense in that city, they also cause the Heat to bump one level. The
 * added Defense goes away once they are killed, however the Heat remains the same. • Travel to any
 * city at any time. No roll required. • Attack Prey as you would in a multi-player game. No Actions
 * required. However, if you fail, discard any Resource cards used. • Weapon, M.O., Modifier, & Ego
 * Cards are all played the same. • Scenario Cards play against you. Each time you draw a Scenario
 * Card, place it face-up on the board and follow the instructions as if you are another player
 * challenging you. Note: discard it after use, no matter the outcome. • Heat is tracked the same
 * as a Multi-Player game. When the Heat is maxed out in a city, that city is in Lockdown. You may
 * no longer Travel to that city and any of that city's Prey are now treated as Tourists (Grey)
 * cards. • Dexterity is bumped up with each successful Attack. However, it is bumped down for every
 * unsuccessful Attack. Start your Dexterity at any level you like. • Replenish your hand to 6 cards
 * or Discard at any time."
 *
 * Here: the Scenario cards that play against the solo player as they are drawn (ruling 7) — a card
 * that acts on "another player" acts on you, with its choices made by the rival as worst for you;
 * a card that only helps its own player does nothing. The other bullets live with the rules they
 * change: the refill with the replenish (`rules/player-turn.ts`), Travel without a roll
 * (`rules/travel.ts`), Police and Lockdown (`rules/prey-cards.ts`, `rules/tracking.ts`,
 * `rules/queries.ts`), the failed Attack (`rules/attack-continued.ts`), the loss to Lockdown
 * (`rules/ending-a-solo-game.ts`).
 */
import type { Draft } from 'immer';
import type { Rng } from '../../../core/rng.js';
import type { QuadCityKillersEvent } from '../events.js';
import type { QuadCityKillersState } from '../schemas.js';
import { checkLockdownLoss } from './ending-a-solo-game.js';
import { contentOf, heatDefense, lockedDown, policeDefense, preyCard, tableRules } from './queries.js';
import { rollDice, totalOf } from './tools-of-your-trade.js';
import { bumpHeat } from './tracking.js';

type S = QuadCityKillersState;
type D = Draft<S>;
type Events = QuadCityKillersEvent[];

/** The Prey a rival kills in `city`: the highest Notoriety, then the highest Defense, then the first placed; -1 for none. */
export function rivalTarget(state: S, city: number): number {
  const prey = contentOf(state).prey;
  let best = -1;
  for (const onMap of state.cities[city]?.prey ?? []) {
    const card = prey[onMap.card];
    const current = best < 0 ? undefined : prey[best];
    if (card === undefined) continue;
    if (current === undefined || card.notoriety > current.notoriety || (card.notoriety === current.notoriety && card.defense > current.defense)) best = onMap.card;
  }
  return best;
}

/** The city a rival sends you to: the hottest one other than yours and not in Lockdown (the first such on a tie); -1 for none. */
export function hottestCity(state: S, from: number): number {
  let best = -1;
  for (let city = 0; city < state.cities.length; city++) {
    if (city === from || lockedDown(state, city)) continue;
    if (best < 0 || (state.cities[city]?.heat ?? 0) > (state.cities[best]?.heat ?? 0)) best = city;
  }
  return best;
}

/**
 * Out of Body Experience against you: the rival attacks the Prey in your city you would most want.
 * By default the Attack kills (ruling 7); under the table rule `rivalRollsOutOfBody` the rival rolls
 * the three dice against the Prey's Defense (printed, Police, Heat) — a kill as by default, a failure
 * bumping the Heat of your city ("If successful, Heat remains the same"), which may lock it down.
 */
function rivalAttack(draft: D, card: number, city: number, rng: Rng, events: Events): void {
  const target = rivalTarget(draft, city);
  const here = draft.cities[city];
  if (target < 0 || here === undefined) {
    events.push({ type: 'scenario-against-you', card, scene: 'out-of-body', effect: 'a rival finds no Prey in your city' });
    return;
  }
  if (tableRules(draft).rivalRollsOutOfBody) {
    events.push({ type: 'scenario-against-you', card, scene: 'out-of-body', effect: 'a rival attacks the best Prey in your city, rolling the three dice' });
    const roll = rollDice(draft, rng);
    const total = totalOf(roll);
    const defense = preyCard(draft, target).defense + policeDefense(draft, city, target) + heatDefense(draft, city);
    const success = total >= defense;
    events.push({ type: 'rival-rolled', prey: target, city, roll, total, defense, success });
    if (!success) {
      bumpHeat(draft, city, 'attack', events);
      checkLockdownLoss(draft, events);
      return;
    }
  } else {
    events.push({ type: 'scenario-against-you', card, scene: 'out-of-body', effect: 'a rival kills the best Prey in your city; the Heat remains the same' });
  }
  const at = here.prey.findIndex((onMap) => onMap.card === target);
  const [killed] = here.prey.splice(at, 1);
  draft.preyDiscard.push(target);
  events.push({ type: 'rival-killed', prey: target, city });
  if (killed !== undefined && killed.under.length > 0) {
    const under = killed.under.slice();
    draft.resourceDiscard.push(...under);
    events.push({ type: 'cards-discarded', seat: null, cards: under, cause: 'replaced-prey' });
  }
}

/**
 * A Scenario card drawn in solo plays against you "as if you are another player challenging you",
 * then goes to the discard pile (ruling 7):
 * - Out of Body Experience: a rival trades places with you — it has no pawn to trade — and kills
 *   the Prey in your city you would most want (Notoriety, then Defense); the Prey goes to the Prey
 *   discard pile; "If successful, Heat remains the same" (under `rivalRollsOutOfBody` the rival
 *   rolls for it, and a failure bumps the Heat);
 * - Anonymous Tip: the rival moves your pawn to the hottest city not in Lockdown;
 * - Anonymous Call: the rival bumps the Heat in your city;
 * - Frame Job: you discard your M.O. or Ego;
 * - Mulligan, Road Trip: they help only their own player; against you they do nothing.
 */
export function playAgainstYou(draft: D, card: number, rng: Rng, events: Events): void {
  const scenario = contentOf(draft).resources[card];
  const seat = draft.seats[0];
  if (scenario?.kind !== 'scenario' || seat === undefined) return;
  draft.resourceDiscard.push(card);
  const city = seat.city ?? 0;
  switch (scenario.scene) {
    case 'out-of-body':
      rivalAttack(draft, card, city, rng, events);
      return;
    case 'anonymous-tip': {
      const to = hottestCity(draft, city);
      if (to < 0) {
        events.push({ type: 'scenario-against-you', card, scene: scenario.scene, effect: 'there is no other city to send you to' });
        return;
      }
      events.push({ type: 'scenario-against-you', card, scene: scenario.scene, effect: 'a rival sends you to the hottest city' });
      seat.city = to;
      events.push({ type: 'travelled', seat: 0, from: city, to, cause: 'rival' });
      return;
    }
    case 'anonymous-call':
      events.push({ type: 'scenario-against-you', card, scene: scenario.scene, effect: 'a rival bumps the Heat in your city' });
      bumpHeat(draft, city, 'anonymous-call', events);
      checkLockdownLoss(draft, events);
      return;
    case 'frame-job': {
      const mo = seat.mo;
      if (mo === null) {
        events.push({ type: 'scenario-against-you', card, scene: scenario.scene, effect: 'you hold no M.O. or Ego to discard' });
        return;
      }
      events.push({ type: 'scenario-against-you', card, scene: scenario.scene, effect: 'you discard your M.O. or Ego' });
      seat.mo = null;
      draft.resourceDiscard.push(mo);
      events.push({ type: 'mo-discarded', seat: 0, card: mo, cause: 'frame-job' });
      return;
    }
    case 'mulligan':
    case 'road-trip':
      events.push({ type: 'scenario-against-you', card, scene: scenario.scene, effect: 'it helps only its own player: nothing happens to you' });
      return;
  }
}
