/**
 * 3. Attack: "Prey in your city with a combination of: • your Dexterity (shown on your Killer
 * Board), • Resource Cards (a Modifier card and a Weapon card), • a Dice Roll, meeting or exceeding
 * the Prey Defense."
 *
 * An Attack is one Action (none in solo: "No Actions required"), then one decision per card: the
 * Weapon (or none — an Attack needs no Weapon, ruling 1), then the Modifier (or none; one with the
 * Action icon costs one more Action, ruling 11), then the other seats' answers (ruling 5), then the
 * roll (`rules/attack-continued.ts`).
 */
import type { Draft } from 'immer';
import type { GameError } from '../../../core/types.js';
import type { QuadCityKillersEvent } from '../events.js';
import type { AttackAction, ChooseModifierAction, ChooseWeaponAction, QuadCityKillersState } from '../schemas.js';
import { illegal, notNow } from './errors.js';
import { markActed, spendAction } from './player-turn.js';
import { affordable, cardName, cityName, holds, isSolo, othersFrom, preyName, resourceCard, situation } from './queries.js';
import { actionCost, takeFromHand } from './resource-cards.js';

type S = QuadCityKillersState;
type D = Draft<S>;
type Events = QuadCityKillersEvent[];

/** Whether `seat` may attack Prey card `prey`: it is on the map, in the seat's city. */
export function canAttack(state: S, seat: number, prey: number): boolean {
  const city = state.seats[seat]?.city ?? null;
  if (city === null) return false;
  for (const onMap of state.cities[city]?.prey ?? []) if (onMap.card === prey) return true;
  return false;
}

/** Why `action` may not begin an Attack now, or `null`. */
export function checkAttack(state: S, action: AttackAction): GameError | null {
  const now = situation(state);
  if (now !== 'action' && now !== 'scene-attack') return notNow(state, action.type);
  if (canAttack(state, action.player, action.prey)) return null;
  const city = state.seats[action.player]?.city ?? null;
  return illegal(
    'quad-city-killers/prey-not-in-your-city',
    `3. Attack: "Prey in your city" — ${preyName(state, action.prey)} is not in ${city === null ? 'no city' : cityName(state, city)}`,
  );
}

/** Begins the Attack: one Action (unless a Scenario card ordered it: its tasks are its one Action), and the Weapon to choose. */
export function applyAttack(draft: D, action: AttackAction, events: Events): void {
  const pending = draft.pending;
  const scene = pending?.kind === 'scene-attack' ? pending.card : null;
  if (scene === null) {
    spendAction(draft, 1, 'attack', events);
    markActed(draft);
  }
  draft.pending = null;
  const city = draft.seats[action.player]?.city ?? 0;
  draft.attack = {
    attacker: action.player,
    city,
    prey: action.prey,
    step: 'weapon',
    weapon: null,
    modifier: null,
    answers: [],
    waiting: [],
    scene,
    egoBonus: 0,
    coldTrail: false,
    result: null,
  };
  events.push({ type: 'attack-began', seat: action.player, prey: action.prey, city, scene });
}

/** Whether `seat` may use card `card` as the Attack's Weapon. */
export function canChooseWeapon(state: S, seat: number, card: number | null): boolean {
  return card === null || (holds(state, seat, card) && resourceCard(state, card)?.kind === 'weapon');
}

/** Why `action` may not choose that Weapon now, or `null`. */
export function checkChooseWeapon(state: S, action: ChooseWeaponAction): GameError | null {
  if (situation(state) !== 'weapon') return notNow(state, action.type);
  if (canChooseWeapon(state, action.player, action.card)) return null;
  return illegal('quad-city-killers/not-a-weapon-in-hand', `1. Weapon Cards: "Weapon Cards are used to Attack" — ${cardName(state, action.card ?? -1)} is not a Weapon card in your hand (or choose none)`);
}

/** Puts the Weapon (or none) into the Attack, face up. */
export function applyChooseWeapon(draft: D, action: ChooseWeaponAction, events: Events): void {
  const attack = draft.attack;
  if (attack === null) return;
  if (action.card !== null) takeFromHand(draft, action.player, action.card);
  attack.weapon = action.card;
  attack.step = 'modifier';
  events.push({ type: 'card-chosen', seat: action.player, as: 'weapon', card: action.card });
}

/** Whether `seat` may use `card` as the Attack's Modifier: one in hand, and an Action left for one with the Action icon. */
export function canChooseModifier(state: S, seat: number, card: number | null): boolean {
  if (card === null) return true;
  const modifier = resourceCard(state, card);
  return holds(state, seat, card) && modifier?.kind === 'modifier' && affordable(state, actionCost(modifier));
}

/** Why `action` may not choose that Modifier now, or `null`. */
export function checkChooseModifier(state: S, action: ChooseModifierAction): GameError | null {
  if (situation(state) !== 'modifier') return notNow(state, action.type);
  if (canChooseModifier(state, action.player, action.card)) return null;
  const card = action.card === null ? undefined : resourceCard(state, action.card);
  if (card?.kind === 'modifier' && holds(state, action.player, action.card ?? -1)) {
    return illegal('quad-city-killers/action-icon-needs-an-action', `2. Modifier Cards: "Resource Cards that have an (A) Action icon require an Action to use" — ${card.name} needs an Action, and none is left this turn`);
  }
  return illegal('quad-city-killers/not-a-modifier-in-hand', `2. Modifier Cards: ${cardName(state, action.card ?? -1)} is not a Modifier card in your hand (or choose none)`);
}

/** Puts the Modifier (or none) into the Attack and opens the answers (ruling 5): every other seat may play a Modifier against it. */
export function applyChooseModifier(draft: D, action: ChooseModifierAction, events: Events): void {
  const attack = draft.attack;
  if (attack === null) return;
  if (action.card !== null) {
    const card = resourceCard(draft, action.card);
    takeFromHand(draft, action.player, action.card);
    if (card !== undefined) spendAction(draft, actionCost(card), 'modifier', events);
  }
  attack.modifier = action.card;
  attack.step = 'answers';
  attack.waiting = isSolo(draft) ? [] : othersFrom(draft, action.player);
  events.push({ type: 'card-chosen', seat: action.player, as: 'modifier', card: action.card });
}
