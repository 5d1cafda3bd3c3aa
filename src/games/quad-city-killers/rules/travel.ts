/**
 * 2. Travel: "between cities using a dice roll. A non-zero (1+) roll lets you Travel to any city in
 * your current state. A roll of 2 or greater (2+) lets you Travel to any city across the river."
 * Tips & Tricks: "You do not need to announce where you are Traveling to before rolling the dice."
 *
 * So Travel is two decisions: `travel` rolls (the Action), then `travel-to` names the city — any
 * city of your state on 1, any city at all on 2+ (2 is also 1+), or your own city to stay (ruling
 * 13). Solo Play: "Travel to any city at any time. No roll required." — `travel-to` alone, to any
 * city but one in Lockdown ("You may no longer Travel to that city").
 */
import type { Draft } from 'immer';
import type { Rng } from '../../../core/rng.js';
import type { GameError, PlayerId } from '../../../core/types.js';
import type { QuadCityKillersEvent } from '../events.js';
import type { QuadCityKillersState, TravelAction, TravelCause, TravelToAction } from '../schemas.js';
import { illegal, noSuchCity, notNow } from './errors.js';
import { markActed, spendAction } from './player-turn.js';
import { cityName, inReach, isSolo, lockedDown, situation } from './queries.js';
import { rollDice, totalOf } from './tools-of-your-trade.js';

type S = QuadCityKillersState;
type D = Draft<S>;
type Events = QuadCityKillersEvent[];

/** Travel into a city in Lockdown, refused (solo; ruling 18), whatever opened the Travel. */
function lockdownRefusal(state: S, city: number): GameError {
  return illegal('quad-city-killers/city-in-lockdown', `Solo Play: ${cityName(state, city)} is in Lockdown — "You may no longer Travel to that city"`);
}

/** Why `action` may not Travel now, or `null`. */
export function checkTravel(state: S, action: TravelAction): GameError | null {
  if (situation(state) !== 'action') return notNow(state, action.type);
  if (isSolo(state)) return illegal('quad-city-killers/solo-travel-no-roll', 'Solo Play: "Travel to any city at any time. No roll required." — name the city with travel-to');
  return null;
}

/** Travels: one Action, the dice rolled; on 1+ its player chooses the city. */
export function applyTravel(draft: D, action: TravelAction, rng: Rng, events: Events): void {
  spendAction(draft, 1, 'travel', events);
  markActed(draft);
  const dice = rollDice(draft, rng);
  const total = totalOf(dice);
  const reach = total >= 2 ? 'anywhere' : total === 1 ? 'state' : 'none';
  events.push({ type: 'travel-rolled', seat: action.player, dice, total, reach });
  if (reach !== 'none') offerTravel(draft, action.player, reach, 'roll', events);
}

/** Asks `seat` where to go within `reach` — or, when its own city is the only one, stays without asking. */
export function offerTravel(draft: D, seat: PlayerId, reach: 'state' | 'anywhere', cause: TravelCause, events: Events): void {
  let choices = 0;
  for (let city = 0; city < draft.cities.length; city++) if (inReach(draft, seat, reach, city)) choices++;
  if (choices > 1) {
    draft.pending = { kind: 'travel', seat, reach, cause };
    return;
  }
  const here = draft.seats[seat]?.city ?? 0;
  events.push({ type: 'travelled', seat, from: here, to: here, cause });
}

/** Why `action` may not move to its city now, or `null`. */
export function checkTravelTo(state: S, action: TravelToAction): GameError | null {
  const now = situation(state);
  const from = state.seats[action.player]?.city ?? -1;
  if (now === 'travel' && state.pending?.kind === 'travel') {
    if (inReach(state, action.player, state.pending.reach, action.city)) return null;
    if (action.city >= state.cities.length) return noSuchCity(state, action.city);
    if (action.city !== from && lockedDown(state, action.city)) return lockdownRefusal(state, action.city);
    // Only a roll of 1 leaves a city of the map out of reach: the rest of the river's bank.
    return illegal(
      'quad-city-killers/travel-out-of-reach',
      `2. Travel: the roll was 1 — "A non-zero (1+) roll lets you Travel to any city in your current state" (or stay); ${cityName(state, action.city)} is across the river`,
    );
  }
  if (now !== 'action') return notNow(state, action.type);
  if (!isSolo(state)) return illegal('quad-city-killers/travel-roll-first', '2. Travel: "between cities using a dice roll" — roll first (travel), then choose the city');
  if (action.city >= state.cities.length) return noSuchCity(state, action.city);
  if (action.city === from) return illegal('quad-city-killers/already-in-that-city', `Solo Play: "Travel to any city" — you are already in ${cityName(state, action.city)}`);
  if (lockedDown(state, action.city)) return lockdownRefusal(state, action.city);
  return null;
}

/** Moves the pawn. */
export function applyTravelTo(draft: D, action: TravelToAction, events: Events): void {
  const seat = draft.seats[action.player];
  if (seat === undefined) return;
  const from = seat.city ?? action.city;
  const pending = draft.pending;
  const cause = pending?.kind === 'travel' ? pending.cause : 'solo';
  draft.pending = null;
  seat.city = action.city;
  events.push({ type: 'travelled', seat: action.player, from, to: action.city, cause });
}
