/**
 * Player Turn: "Take turns clockwise around the map. Begin each turn by revealing a new Prey Card
 * and placing it in its corresponding city. … Next, you get 3 Actions (out of 5 possible): Hunt,
 * Travel, Attack, Create a Scene, and Discard. … End each turn by replenishing your hand to 5
 * cards. If at any time you have more than 5 cards in your hand, you may not replenish your hand
 * until you have used your excess cards."
 *
 * A turn is exactly three Actions: it ends, and the hand is replenished, once the third is spent
 * and everything it started (a placement, an Attack, a choice) is done (ruling 10) — unless its
 * player's Ego is still unused and can be used then (a free Travel, a draw): Tips & Tricks, "Ego
 * abilities may be used at any time during your turn", and the turn lasts until the replenish. That
 * seat then uses it (`use-ego`) or passes (`pass`), and the turn ends (under the table rule
 * `turnEndsAtThirdAction` the turn ends at once, the Ego unused). Solo has no turns:
 * everything is "at any time" (ruling 17), the replenish too — Solo Play: "Replenish your hand to 6
 * cards or Discard at any time" (`refill`).
 *
 * `settle` (`rules/settle.ts`) decides when a turn begins and ends; this file begins and ends it.
 */
import type { Draft } from 'immer';
import type { Rng } from '../../../core/rng.js';
import type { GameError, PlayerId } from '../../../core/types.js';
import type { QuadCityKillersEvent } from '../events.js';
import { ACTIONS_PER_TURN, HAND_SIZE, SOLO_HAND_SIZE, type RefillAction, type QuadCityKillersState } from '../schemas.js';
import { illegal, notNow } from './errors.js';
import { revealPrey } from './prey-cards.js';
import { canDrawResource, isSolo, situation } from './queries.js';
import { drawInto } from './resource-cards.js';

type S = QuadCityKillersState;
type D = Draft<S>;
type Events = QuadCityKillersEvent[];

/** Spends `cost` Actions of the turn (nothing in solo: "No Actions required"). */
export function spendAction(draft: D, cost: number, on: 'hunt' | 'travel' | 'attack' | 'modifier' | 'scenario' | 'ego' | 'discard', events: Events): void {
  if (isSolo(draft) || cost <= 0) return;
  draft.turn.actionsLeft -= cost;
  events.push({ type: 'action-spent', seat: draft.turn.player, on, actionsLeft: draft.turn.actionsLeft });
}

/** Marks that the turn player has done something this turn besides placing Prey. */
export function markActed(draft: D): void {
  draft.turn.acted = true;
}

/** Begins `seat`'s turn: three Actions, fresh once-per-turn marks, and the opening Prey reveal. */
export function beginTurn(draft: D, seat: PlayerId, number: number, rng: Rng, events: Events): void {
  draft.turn = {
    player: seat,
    number,
    actionsLeft: ACTIONS_PER_TURN,
    heatMoved: draft.cities.map(() => false),
    dexterityMoved: false,
    egoUsed: false,
    acted: false,
  };
  events.push({ type: 'turn-began', seat, turn: number });
  revealPrey(draft, seat, 'turn', rng, events);
}

/** Ends the turn: the hand is replenished to five (not while it holds more), and the next seat clockwise begins. */
export function endTurn(draft: D, rng: Rng, events: Events): void {
  const seat = draft.turn.player;
  const number = draft.turn.number;
  const hand = draft.seats[seat]?.hand.length ?? HAND_SIZE;
  drawInto(draft, seat, HAND_SIZE - hand, 'refill', rng, events);
  events.push({ type: 'turn-ended', seat, turn: number });
  beginTurn(draft, (seat + 1) % draft.seats.length, number + 1, rng, events);
}

/** Why `pass` may not end the turn now, or `null`: only in the window after the third Action. */
export function checkPassEndOfTurn(state: S, type: string): GameError | null {
  return situation(state) === 'end-of-turn' ? null : notNow(state, type);
}

/** Leaves the Ego unused: the turn ends (ruling 10). */
export function applyPassEndOfTurn(draft: D, seat: PlayerId, rng: Rng, events: Events): void {
  draft.pending = null;
  events.push({ type: 'passed', seat, at: 'end-of-turn' });
  endTurn(draft, rng, events);
}

/** Whether the solo player may refill: its hand is below six and a card can be drawn. */
export function canRefill(state: S): boolean {
  return isSolo(state) && (state.seats[0]?.hand.length ?? SOLO_HAND_SIZE) < SOLO_HAND_SIZE && canDrawResource(state);
}

/** Solo Play: "Replenish your hand to 6 cards … at any time." */
export function checkRefill(state: S, action: RefillAction): GameError | null {
  if (situation(state) !== 'action') return notNow(state, action.type);
  if (!isSolo(state)) {
    return illegal(
      'quad-city-killers/replenish-at-end-of-turn',
      'Player Turn: "End each turn by replenishing your hand to 5 cards" — the hand is refilled at the end of the turn; refill is the solo rule',
    );
  }
  if (canRefill(state)) return null;
  return (state.seats[0]?.hand.length ?? 0) >= SOLO_HAND_SIZE
    ? illegal('quad-city-killers/hand-holds-six', 'Solo Play: "Replenish your hand to 6 cards" — your hand already holds 6')
    : illegal('quad-city-killers/no-resource-card-left', 'Solo Play: "Replenish your hand to 6 cards" — the Resource deck and its discard pile are empty');
}

/** Draws the solo hand back up to six; Scenario cards drawn play against you on the way. */
export function applyRefill(draft: D, rng: Rng, events: Events): void {
  const hand = draft.seats[0]?.hand.length ?? SOLO_HAND_SIZE;
  drawInto(draft, 0, SOLO_HAND_SIZE - hand, 'refill', rng, events);
}
