/**
 * Tracking: "Dexterity determines your effectiveness when Attacking Prey. Your Dexterity bumps up
 * one spot with each successful Attack, but only once per turn!" — "Heat tracks the increasing
 * presence of Law Enforcement in each City. After the first 3 levels, Heat bumps up the Prey
 * Defense in that city +1 for each additional level. Heat bumps up one spot with each attempted
 * Attack in that city, whether or not it's successful. Again, only once per turn!"
 *
 * Solo Play: "Heat is tracked the same as a Multi-Player game. When the Heat is maxed out in a
 * city, that city is in Lockdown." — "Dexterity is bumped up with each successful Attack. However,
 * it is bumped down for every unsuccessful Attack." Solo has no turns, so the once-per-turn limits
 * have nothing to count (ruling 17).
 */
import type { Draft } from 'immer';
import type { PlayerId } from '../../../core/types.js';
import type { QuadCityKillersEvent } from '../events.js';
import type { QuadCityKillersState } from '../schemas.js';
import { contentOf, isSolo, lastSpot } from './queries.js';

type D = Draft<QuadCityKillersState>;
type Events = QuadCityKillersEvent[];

/** Whether `city`'s Heat may move now: below the top of its track, and (multi-player) not yet moved this turn. */
export function heatMayMove(draft: D, city: number): boolean {
  const here = draft.cities[city];
  if (here === undefined || here.heat >= contentOf(draft).heatLevels) return false;
  return isSolo(draft) || draft.turn.heatMoved[city] !== true;
}

/** Bumps `city`'s Heat one level if it may move; in solo a maxed-out city goes into Lockdown. */
export function bumpHeat(draft: D, city: number, cause: 'attack' | 'police' | 'anonymous-call', events: Events): void {
  const here = draft.cities[city];
  if (here === undefined || !heatMayMove(draft, city)) return;
  const from = here.heat;
  here.heat = from + 1;
  if (!isSolo(draft)) draft.turn.heatMoved[city] = true;
  events.push({ type: 'heat-bumped', city, from, to: here.heat, cause });
  if (isSolo(draft) && here.heat >= contentOf(draft).heatLevels) events.push({ type: 'lockdown', city });
}

/** Bumps `seat`'s Dexterity up one spot, unless (multi-player) it already moved this turn or it is at the end of its scale. */
export function bumpDexterityUp(draft: D, seat: PlayerId, events: Events): void {
  const held = draft.seats[seat];
  if (held === undefined || held.dexterity >= lastSpot(draft, seat)) return;
  if (!isSolo(draft) && draft.turn.dexterityMoved) return;
  const from = held.dexterity;
  held.dexterity = from + 1;
  if (!isSolo(draft)) draft.turn.dexterityMoved = true;
  events.push({ type: 'dexterity-moved', seat, from, to: held.dexterity });
}

/** Solo: bumps Dexterity down one spot. Returns `false` when it would fall below the scale (the marker stays; the game is lost). */
export function bumpDexterityDown(draft: D, seat: PlayerId, events: Events): boolean {
  const held = draft.seats[seat];
  if (held === undefined) return false;
  if (held.dexterity === 0) return false;
  const from = held.dexterity;
  held.dexterity = from - 1;
  events.push({ type: 'dexterity-moved', seat, from, to: held.dexterity });
  return true;
}
