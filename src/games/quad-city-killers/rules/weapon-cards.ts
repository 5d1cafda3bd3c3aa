/**
 * 1. Weapon Cards: "Weapon Cards are used to Attack. Note: Weapon Cards require an Action. Note:
 * All Weapon Cards have an Attack Advantage. The types of Advantages are: • Standard Attack
 * Advantage (a single blood-spatter 1 icon). • After a Kill, Weapons with an M.O. may be claimed
 * and added to your Killer Board. (Icon: 1 +2 M.O.) Keep and use their additional Advantage to
 * Attack Prey. However, if you fail an Attack, you must discard your M.O. • Roll 3 dice to
 * determine your Advantage (dice icon). • Prey Defense is directly affected (shield icon)."
 *
 * The Advantages are totalled in `rules/attack-continued.ts`; here the kill's claim: the M.O.
 * Weapon just used may go on the Killer Board (discarding the M.O. or Ego held there), or to the
 * discard pile.
 */
import type { Draft } from 'immer';
import type { GameError } from '../../../core/types.js';
import type { QuadCityKillersEvent } from '../events.js';
import type { ClaimMoAction, QuadCityKillersState } from '../schemas.js';
import { finishAttack } from './attack-continued.js';
import { notNow } from './errors.js';
import { placeOnBoard } from './killer-boards.js';
import { situation } from './queries.js';

type S = QuadCityKillersState;
type D = Draft<S>;
type Events = QuadCityKillersEvent[];

/** Why `action` may not claim an M.O. now, or `null`. */
export function checkClaimMo(state: S, action: ClaimMoAction): GameError | null {
  return situation(state) === 'claim' ? null : notNow(state, action.type);
}

/** Claims the Weapon onto the Killer Board. */
export function applyClaimMo(draft: D, action: ClaimMoAction, events: Events): void {
  const weapon = draft.attack?.weapon ?? null;
  if (weapon === null) return;
  placeOnBoard(draft, action.player, weapon, events);
  events.push({ type: 'mo-claimed', seat: action.player, card: weapon });
  finishAttack(draft);
}

/** Why `pass` may not decline the claim now, or `null`. */
export function checkPassClaim(state: S, type: string): GameError | null {
  return situation(state) === 'claim' ? null : notNow(state, type);
}

/** The Weapon is not claimed: it goes to the discard pile. */
export function applyPassClaim(draft: D, events: Events): void {
  const attack = draft.attack;
  if (attack === null) return;
  events.push({ type: 'passed', seat: attack.attacker, at: 'claim' });
  if (attack.weapon !== null) {
    draft.resourceDiscard.push(attack.weapon);
    events.push({ type: 'cards-discarded', seat: attack.attacker, cards: [attack.weapon], cause: 'attack' });
  }
  finishAttack(draft);
}
