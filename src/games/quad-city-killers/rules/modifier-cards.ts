/**
 * 2. Modifier Cards: "Modifier Cards add Advantage points during an Attack. You may use Modifiers by
 * themselves, with Weapons, or against other players. Note: Only a few Modifier Cards require an
 * Action to use!"
 *
 * Against other players (ruling 5): once the attacker has chosen its Weapon and Modifier, every
 * other seat may play one Modifier against the Attack or pass — the answer window, in which those
 * seats are the active ones and may answer in any order. A Modifier played against adds its
 * Advantage to the Prey's Defense. One with the Action icon cannot be played against another
 * player: it "require[s] an Action to use", and a seat has Actions only in its own turn.
 */
import type { Draft } from 'immer';
import type { GameError, PlayerId } from '../../../core/types.js';
import type { QuadCityKillersEvent } from '../events.js';
import type { PlayAgainstAction, QuadCityKillersState } from '../schemas.js';
import { illegal, notNow } from './errors.js';
import { cardName, holds, resourceCard, situation } from './queries.js';
import { takeFromHand } from './resource-cards.js';

type S = QuadCityKillersState;
type D = Draft<S>;
type Events = QuadCityKillersEvent[];

/** Whether `seat` may play `card` against the Attack: a Modifier without the Action icon from its hand. */
export function canPlayAgainst(state: S, seat: PlayerId, card: number): boolean {
  const modifier = resourceCard(state, card);
  return modifier?.kind === 'modifier' && !modifier.actionIcon && holds(state, seat, card);
}

/** Why `action` may not play that card against the Attack now, or `null`. */
export function checkPlayAgainst(state: S, action: PlayAgainstAction): GameError | null {
  if (situation(state) !== 'answers') return notNow(state, action.type);
  if (canPlayAgainst(state, action.player, action.card)) return null;
  const card = resourceCard(state, action.card);
  if (card?.kind === 'modifier' && card.actionIcon && holds(state, action.player, action.card)) {
    return illegal('quad-city-killers/action-icon-needs-an-action', `2. Modifier Cards: ${card.name} has the Action icon — it "require[s] an Action to use", and you have no Actions in another player's turn (ruling 5)`);
  }
  return illegal('quad-city-killers/not-a-modifier-in-hand', `2. Modifier Cards: "You may use Modifiers … against other players" — ${cardName(state, action.card)} is not a Modifier card in your hand`);
}

/** Plays the Modifier against the Attack, face up; the seat's answer is given. */
export function applyPlayAgainst(draft: D, action: PlayAgainstAction, events: Events): void {
  const attack = draft.attack;
  if (attack === null) return;
  takeFromHand(draft, action.player, action.card);
  attack.answers.push({ seat: action.player, card: action.card });
  removeWaiting(draft, action.player);
  events.push({ type: 'played-against', seat: action.player, attacker: attack.attacker, card: action.card });
}

/** Why `pass` may not decline answering now, or `null`. */
export function checkPassAnswer(state: S, type: string): GameError | null {
  return situation(state) === 'answers' ? null : notNow(state, type);
}

/** The seat plays nothing against the Attack. */
export function applyPassAnswer(draft: D, seat: PlayerId, events: Events): void {
  removeWaiting(draft, seat);
  events.push({ type: 'passed', seat, at: 'answers' });
}

function removeWaiting(draft: D, seat: PlayerId): void {
  const waiting = draft.attack?.waiting;
  if (waiting === undefined) return;
  const at = waiting.indexOf(seat);
  if (at >= 0) waiting.splice(at, 1);
}
