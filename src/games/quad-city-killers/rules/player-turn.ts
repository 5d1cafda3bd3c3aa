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
 * seat then uses it (`use-ego`) or passes (`pass`), and the turn ends. Solo has no turns:
 * everything is "at any time" (ruling 17).
 *
 * `settle` runs everything automatic after an action, each step on the draft: a placement with one
 * way to go, an Attack whose answers are all in, the end of setup, the end of a turn and the next
 * one's reveal.
 */
import type { Draft } from 'immer';
import type { Rng } from '../../../core/rng.js';
import type { GameError, PlayerId } from '../../../core/types.js';
import type { QuadCityKillersEvent } from '../events.js';
import { ACTIONS_PER_TURN, HAND_SIZE, type QuadCityKillersState } from '../schemas.js';
import { resolveAttack } from './attack-continued.js';
import { egoWaitsAtEndOfTurn } from './ego-cards.js';
import { endSolo } from './ending-a-solo-game.js';
import { endByNotoriety } from './ending-the-game.js';
import { illegal } from './errors.js';
import { placeIfOnlyOneWay, revealPrey } from './prey-cards.js';
import { isSolo, noPreyLeft, situation } from './queries.js';
import { beginPlay } from './setting-up-the-game.js';
import { drawInto } from './tools-of-your-trade.js';

type S = QuadCityKillersState;
type D = Draft<S>;
type Events = QuadCityKillersEvent[];

/** Whether `player` may act now (allocation-free: the checks call it on every action). */
export function isActive(state: S, player: PlayerId): boolean {
  switch (situation(state)) {
    case 'over':
    case 'idle':
      return false;
    case 'place-prey':
      return state.placing[0]?.seat === player;
    case 'answers':
      return state.attack?.waiting.includes(player) === true;
    case 'weapon':
    case 'modifier':
    case 'after-failure':
    case 'claim':
      return state.attack?.attacker === player;
    case 'travel':
    case 'discard':
    case 'player':
    case 'city':
    case 'scene-attack':
    case 'end-of-turn':
      return state.pending?.seat === player;
    case 'action':
      return state.turn.player === player;
  }
}

/** The seats that may act: the placer, the attacker (or the seats answering it), the deciding seat, or the turn player; `[]` once over. */
export function activePlayers(state: S): PlayerId[] {
  switch (situation(state)) {
    case 'over':
    case 'idle':
      return [];
    case 'place-prey':
      return [state.placing[0]?.seat ?? 0];
    case 'answers':
      return state.attack?.waiting.slice() ?? [];
    case 'weapon':
    case 'modifier':
    case 'after-failure':
    case 'claim':
      return [state.attack?.attacker ?? 0];
    case 'travel':
    case 'discard':
    case 'player':
    case 'city':
    case 'scene-attack':
    case 'end-of-turn':
      return [state.pending?.seat ?? 0];
    case 'action':
      return [state.turn.player];
  }
}

/** What the game waits for, in words, naming the rule. */
export function waitingFor(state: S): string {
  const seat = activePlayers(state).join(' or ');
  switch (situation(state)) {
    case 'over':
    case 'idle':
      return 'Ending the Game: the game is over';
    case 'place-prey':
      return `Prey Cards: seat ${seat} places the revealed Prey card`;
    case 'weapon':
      return `3. Attack: seat ${seat} chooses the Attack's Weapon card, or none`;
    case 'modifier':
      return `3. Attack: seat ${seat} chooses the Attack's Modifier card, or none`;
    case 'answers':
      return `2. Modifier Cards: seats ${seat} may play a Modifier against the Attack, or pass`;
    case 'after-failure':
      return `3. Scenario Cards: the Attack failed; seat ${seat} may play Mulligan, or pass`;
    case 'claim':
      return `1. Weapon Cards: seat ${seat} may claim the M.O. Weapon onto its Killer Board, or pass`;
    case 'travel':
      return `2. Travel: seat ${seat} chooses where to go`;
    case 'discard':
      return `5. Discard: seat ${seat} may discard a second card, or pass`;
    case 'player':
      return `4. Create a Scene: seat ${seat} chooses another player for the Scenario card`;
    case 'city':
      return `4. Create a Scene: seat ${seat} chooses a city for the Scenario card`;
    case 'scene-attack':
      return `4. Create a Scene: seat ${seat} attacks a Prey in its new city (Out of Body Experience)`;
    case 'end-of-turn':
      return `Tips & Tricks: "Ego abilities may be used at any time during your turn" — seat ${seat}'s three Actions are done; it may use its Ego, or pass to end the turn`;
    case 'action':
      return isSolo(state)
        ? 'Solo Play: the solo player may Hunt, Travel, Attack, Discard, refill or declare an Ego at any time'
        : `Player Turn: seat ${seat} chooses its next Action (${state.turn.actionsLeft} of ${ACTIONS_PER_TURN} left)`;
  }
}

/** The refusal of an action that does not fit what the game waits for. */
export function notNow(state: S, type: string): GameError {
  return illegal(`${waitingFor(state)}; ${type} is not possible now`);
}

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

/** Ends the turn: the hand is replenished to five (not while it holds more), and the next seat clockwise begins. */
function endTurn(draft: D, rng: Rng, events: Events): void {
  const seat = draft.turn.player;
  const number = draft.turn.number;
  const hand = draft.seats[seat]?.hand.length ?? HAND_SIZE;
  drawInto(draft, seat, HAND_SIZE - hand, 'refill', rng, events);
  events.push({ type: 'turn-ended', seat, turn: number });
  beginTurn(draft, (seat + 1) % draft.seats.length, number + 1, rng, events);
}

/** Runs the game on until a seat must decide (or it is over). */
export function settle(draft: D, rng: Rng, events: Events): void {
  for (;;) {
    if (draft.outcome !== null) return;
    if (draft.placing.length > 0) {
      if (placeIfOnlyOneWay(draft, events)) continue;
      return;
    }
    const attack = draft.attack;
    if (attack !== null) {
      if (attack.step === 'answers' && attack.waiting.length === 0) {
        resolveAttack(draft, rng, events);
        continue;
      }
      return;
    }
    if (draft.pending !== null) return;
    if (draft.phase === 'setup') {
      beginPlay(draft, rng, events);
      continue;
    }
    if (noPreyLeft(draft)) {
      if (isSolo(draft)) endSolo(draft, 'no-prey-left', events);
      else endByNotoriety(draft, 'no-prey', rng, events);
      return;
    }
    if (!isSolo(draft) && draft.turn.actionsLeft <= 0) {
      // "Ego abilities may be used at any time during your turn": the turn ends with the
      // replenish, so an unused Ego that can act now gets its moment first (ruling 10). A pass
      // ends the turn itself; a use marks the Ego used, so this opens once a turn at most.
      if (egoWaitsAtEndOfTurn(draft)) {
        draft.pending = { kind: 'end-of-turn', seat: draft.turn.player };
        return;
      }
      endTurn(draft, rng, events);
      continue;
    }
    return;
  }
}
