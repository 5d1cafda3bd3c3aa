/**
 * 4. Create a Scene: "Using a Scenario Card. Only Resource Cards with an (A) Action icon require an
 * Action to use." — 3. Scenario Cards: "Scenario Cards create situations you can use to Attack Prey
 * or to mess with other players." The rulebook's Out of Body Experience: "Trade places with another
 * player and Attack any Prey in that city. If successful, Heat remains the same." Its Mulligan:
 * "Upon failing an Attack, play this card to gain no Heat and attempt to Kill the same Prey with the
 * same Weapon. (Action icon.)"
 *
 * A Scenario card goes face up onto the discard pile as it is played; the choices it asks for
 * follow as decisions of its player (`choose-player`, `choose-city`, `travel-to`, `attack`), and
 * "No matter how many tasks a Resource card tells you to perform, they all count as one Action".
 * Solo: Scenario cards are never played from the hand; they play against you as drawn
 * (`rules/solo-play.ts`).
 */
import type { Draft } from 'immer';
import type { GameError, PlayerId } from '../../../core/types.js';
import type { QuadCityKillersEvent } from '../events.js';
import type { ChooseCityAction, ChoosePlayerAction, PlayScenarioAction, QuadCityKillersState } from '../schemas.js';
import { failed } from './attack-continued.js';
import { illegal, noSuchCity, notNow } from './errors.js';
import { markActed, spendAction } from './player-turn.js';
import { affordable, callable, cardName, cityName, holds, isSolo, resourceCard, situation, someCityCallable, someoneElseHoldsMo } from './queries.js';
import { actionCost, takeFromHand } from './resource-cards.js';
import { bumpHeat } from './tracking.js';
import { offerTravel } from './travel.js';

type S = QuadCityKillersState;
type D = Draft<S>;
type Events = QuadCityKillersEvent[];

/** Whether `seat` may play Scenario card `card` now. */
export function canPlayScenario(state: S, seat: PlayerId, card: number): boolean {
  const scenario = resourceCard(state, card);
  if (scenario?.kind !== 'scenario' || !holds(state, seat, card) || isSolo(state) || !affordable(state, actionCost(scenario))) return false;
  const now = situation(state);
  if (scenario.scene === 'mulligan') return now === 'after-failure';
  if (now !== 'action') return false;
  switch (scenario.scene) {
    case 'anonymous-call':
      return someCityCallable(state);
    case 'frame-job':
      return someoneElseHoldsMo(state, seat);
    case 'out-of-body':
    case 'road-trip':
    case 'anonymous-tip':
      return true;
  }
}

/** Why `action` may not play that Scenario card now, or `null`. */
export function checkPlayScenario(state: S, action: PlayScenarioAction): GameError | null {
  const now = situation(state);
  if (now !== 'action' && now !== 'after-failure') return notNow(state, action.type);
  if (canPlayScenario(state, action.player, action.card)) return null;
  const scenario = resourceCard(state, action.card);
  if (isSolo(state)) return illegal('quad-city-killers/solo-scenarios-play-against-you', 'Solo Play: "Scenario Cards play against you" — they are never played from the hand');
  if (scenario?.kind !== 'scenario' || !holds(state, action.player, action.card)) {
    return illegal('quad-city-killers/not-a-scenario-in-hand', `4. Create a Scene: "Using a Scenario Card" — ${cardName(state, action.card)} is not a Scenario card in your hand`);
  }
  if (!affordable(state, actionCost(scenario))) return illegal('quad-city-killers/action-icon-needs-an-action', `4. Create a Scene: ${scenario.name} has the Action icon, and no Action is left this turn`);
  if (scenario.scene === 'mulligan') return illegal('quad-city-killers/mulligan-upon-failing', '3. Scenario Cards: Mulligan is played "Upon failing an Attack"');
  if (now === 'after-failure') return illegal('quad-city-killers/not-now', `3. Scenario Cards: after a failed Attack only Mulligan may be played; ${scenario.name} may be played between Actions`);
  if (scenario.scene === 'anonymous-call') return illegal('quad-city-killers/heat-cannot-move', `4. Create a Scene: ${scenario.name} — every city's Heat has moved this turn or is maxed out`);
  return illegal('quad-city-killers/frame-job-needs-an-mo', `4. Create a Scene: ${scenario.name} — no other player has an M.O. or Ego to discard`);
}

/** Plays the Scenario card: face up to the discard pile, its Action spent (with the icon), and its scene set going. */
export function applyPlayScenario(draft: D, action: PlayScenarioAction, events: Events): void {
  const scenario = resourceCard(draft, action.card);
  if (scenario?.kind !== 'scenario') return;
  const seat = action.player;
  takeFromHand(draft, seat, action.card);
  draft.resourceDiscard.push(action.card);
  spendAction(draft, actionCost(scenario), 'scenario', events);
  events.push({ type: 'scenario-played', seat, card: action.card, scene: scenario.scene });
  switch (scenario.scene) {
    case 'mulligan':
      failed(draft, action.card, events);
      return;
    case 'out-of-body':
    case 'anonymous-tip':
    case 'frame-job':
      markActed(draft);
      draft.pending = { kind: 'player', seat, scene: scenario.scene, card: action.card };
      return;
    case 'anonymous-call':
      markActed(draft);
      draft.pending = { kind: 'city', seat, scene: scenario.scene, card: action.card, target: null };
      return;
    case 'road-trip':
      markActed(draft);
      offerTravel(draft, seat, 'anywhere', 'road-trip', events);
      return;
  }
}

/** Whether the pending Scenario card may name `target`: another seat (for Frame Job, one with an M.O. or Ego). */
export function canChoosePlayer(state: S, target: PlayerId): boolean {
  const pending = state.pending;
  if (pending?.kind !== 'player' || target === pending.seat || target < 0 || target >= state.seats.length) return false;
  return pending.scene !== 'frame-job' || state.seats[target]?.mo !== null;
}

/** Why `action` may not choose that player now, or `null`. */
export function checkChoosePlayer(state: S, action: ChoosePlayerAction): GameError | null {
  if (situation(state) !== 'player') return notNow(state, action.type);
  if (canChoosePlayer(state, action.target)) return null;
  if (action.target === state.pending?.seat || action.target >= state.seats.length) {
    return illegal('quad-city-killers/not-another-player', `4. Create a Scene: the card names "another player"; seat ${action.target} is not one`);
  }
  return illegal('quad-city-killers/frame-job-needs-an-mo', `4. Create a Scene: Frame Job — "Another player discards their M.O. or Ego"; seat ${action.target} holds neither`);
}

/** Carries the Scenario card out on the chosen player. */
export function applyChoosePlayer(draft: D, action: ChoosePlayerAction, events: Events): void {
  const pending = draft.pending;
  const seat = draft.seats[action.player];
  const target = draft.seats[action.target];
  if (pending?.kind !== 'player' || seat === undefined || target === undefined) return;
  switch (pending.scene) {
    case 'out-of-body': {
      // "Trade places with another player and Attack any Prey in that city."
      const mine = seat.city ?? 0;
      const theirs = target.city ?? 0;
      seat.city = theirs;
      target.city = mine;
      events.push({ type: 'travelled', seat: action.player, from: mine, to: theirs, cause: 'out-of-body' });
      events.push({ type: 'travelled', seat: action.target, from: theirs, to: mine, cause: 'out-of-body' });
      const preyThere = draft.cities[theirs]?.prey.length ?? 0;
      draft.pending = preyThere > 0 ? { kind: 'scene-attack', seat: action.player, card: pending.card } : null;
      return;
    }
    case 'anonymous-tip':
      draft.pending = { kind: 'city', seat: action.player, scene: pending.scene, card: pending.card, target: action.target };
      return;
    case 'frame-job': {
      const mo = target.mo;
      draft.pending = null;
      if (mo === null) return;
      target.mo = null;
      draft.resourceDiscard.push(mo);
      events.push({ type: 'mo-discarded', seat: action.target, card: mo, cause: 'frame-job' });
      return;
    }
    default:
      draft.pending = null;
  }
}

/** Whether the pending Scenario card may name `city`. */
export function canChooseCity(state: S, city: number): boolean {
  const pending = state.pending;
  if (pending?.kind !== 'city' || city < 0 || city >= state.cities.length) return false;
  if (pending.scene === 'anonymous-call') return callable(state, city);
  return pending.target !== null && state.seats[pending.target]?.city !== city;
}

/** Why `action` may not choose that city now, or `null`. */
export function checkChooseCity(state: S, action: ChooseCityAction): GameError | null {
  if (situation(state) !== 'city') return notNow(state, action.type);
  if (canChooseCity(state, action.city)) return null;
  if (action.city >= state.cities.length) return noSuchCity(state, action.city);
  return state.pending?.kind === 'city' && state.pending.scene === 'anonymous-call'
    ? illegal(
        'quad-city-killers/heat-cannot-move',
        `4. Create a Scene: Anonymous Call — a city whose Heat has not moved this turn ("only once per turn in each city") and is not maxed out; ${cityName(state, action.city)} is not one`,
      )
    : illegal(
        'quad-city-killers/anonymous-tip-another-city',
        `4. Create a Scene: Anonymous Tip — move the pawn to another city; it is in ${cityName(state, action.city)} already`,
      );
}

/** Carries the Scenario card out on the chosen city. */
export function applyChooseCity(draft: D, action: ChooseCityAction, events: Events): void {
  const pending = draft.pending;
  if (pending?.kind !== 'city') return;
  draft.pending = null;
  if (pending.scene === 'anonymous-call') {
    bumpHeat(draft, action.city, 'anonymous-call', events);
    return;
  }
  const target = pending.target === null ? undefined : draft.seats[pending.target];
  if (target === undefined || pending.target === null) return;
  const from = target.city ?? action.city;
  target.city = action.city;
  events.push({ type: 'travelled', seat: pending.target, from, to: action.city, cause: 'anonymous-tip' });
}
