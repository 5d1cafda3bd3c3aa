/**
 * Legal actions, generated from the state with the same predicates the checks use: exactly what
 * `reduce` accepts, and nothing else.
 */
import type { Rng } from '../../core/rng.js';
import type { PlayerId } from '../../core/types.js';
import type { QuadCityKillersAction, QuadCityKillersState } from './schemas.js';
import { canAttack, canChooseModifier, canChooseWeapon } from './rules/attack.js';
import { canChooseCity, canChoosePlayer, canPlayScenario } from './rules/create-a-scene.js';
import { canDeclareEgo, canUseEgo } from './rules/ego-cards.js';
import { canPlayAgainst } from './rules/modifier-cards.js';
import { canRefill } from './rules/player-turn.js';
import { canPlace, canRevealPrey, inReach, isActive, isSolo, lockedDown, situation } from './rules/queries.js';

type S = QuadCityKillersState;
type A = QuadCityKillersAction;

function placements(state: S, player: PlayerId, out: A[]): void {
  for (let city = 0; city < state.cities.length; city++) {
    if (canPlace(state, city, null)) out.push({ type: 'place-prey', player, city, replacing: null });
    for (const onMap of state.cities[city]?.prey ?? []) {
      if (canPlace(state, city, onMap.card)) out.push({ type: 'place-prey', player, city, replacing: onMap.card });
    }
  }
}

function attacks(state: S, player: PlayerId, out: A[]): void {
  const city = state.seats[player]?.city ?? null;
  if (city === null) return;
  for (const onMap of state.cities[city]?.prey ?? []) if (canAttack(state, player, onMap.card)) out.push({ type: 'attack', player, prey: onMap.card });
}

function turnActions(state: S, player: PlayerId, out: A[]): void {
  const solo = isSolo(state);
  const hand = state.seats[player]?.hand ?? [];
  if (canRevealPrey(state)) out.push({ type: 'hunt', player });
  if (solo) {
    const from = state.seats[player]?.city ?? -1;
    for (let city = 0; city < state.cities.length; city++) {
      if (city !== from && !lockedDown(state, city)) out.push({ type: 'travel-to', player, city });
    }
  } else {
    out.push({ type: 'travel', player });
  }
  attacks(state, player, out);
  for (const card of hand) if (canPlayScenario(state, player, card)) out.push({ type: 'play-scenario', player, card });
  for (const card of hand) if (canDeclareEgo(state, player, card)) out.push({ type: 'declare-ego', player, card });
  if (canUseEgo(state, player)) out.push({ type: 'use-ego', player });
  for (const card of hand) out.push({ type: 'discard', player, card });
  if (canRefill(state)) out.push({ type: 'refill', player });
}

/** Every action `player` may take now: exactly what `reduce` accepts. */
export function legalActions(state: S, player: PlayerId): A[] {
  if (!isActive(state, player)) return [];
  const out: A[] = [];
  const hand = state.seats[player]?.hand ?? [];
  switch (situation(state)) {
    case 'over':
    case 'idle':
      return out;
    case 'place-prey':
      placements(state, player, out);
      return out;
    case 'action':
      turnActions(state, player, out);
      return out;
    case 'weapon':
      out.push({ type: 'choose-weapon', player, card: null });
      for (const card of hand) if (canChooseWeapon(state, player, card)) out.push({ type: 'choose-weapon', player, card });
      if (canUseEgo(state, player)) out.push({ type: 'use-ego', player });
      return out;
    case 'modifier':
      out.push({ type: 'choose-modifier', player, card: null });
      for (const card of hand) if (canChooseModifier(state, player, card)) out.push({ type: 'choose-modifier', player, card });
      if (canUseEgo(state, player)) out.push({ type: 'use-ego', player });
      return out;
    case 'answers':
      for (const card of hand) if (canPlayAgainst(state, player, card)) out.push({ type: 'play-against', player, card });
      out.push({ type: 'pass', player });
      return out;
    case 'after-failure':
      for (const card of hand) if (canPlayScenario(state, player, card)) out.push({ type: 'play-scenario', player, card });
      out.push({ type: 'pass', player });
      return out;
    case 'claim':
      out.push({ type: 'claim-mo', player }, { type: 'pass', player });
      return out;
    case 'travel': {
      const pending = state.pending;
      if (pending?.kind !== 'travel') return out;
      for (let city = 0; city < state.cities.length; city++) if (inReach(state, player, pending.reach, city)) out.push({ type: 'travel-to', player, city });
      return out;
    }
    case 'discard':
      for (const card of hand) out.push({ type: 'discard', player, card });
      out.push({ type: 'pass', player });
      return out;
    case 'player':
      for (let target = 0; target < state.seats.length; target++) if (canChoosePlayer(state, target)) out.push({ type: 'choose-player', player, target });
      return out;
    case 'city':
      for (let city = 0; city < state.cities.length; city++) if (canChooseCity(state, city)) out.push({ type: 'choose-city', player, city });
      return out;
    case 'scene-attack':
      attacks(state, player, out);
      return out;
    case 'end-of-turn':
      // The window opens only when the Ego can be used (ruling 10); the check is the same.
      if (canUseEgo(state, player)) out.push({ type: 'use-ego', player });
      out.push({ type: 'pass', player });
      return out;
  }
}

/** The `index`-th card of `hand` that `allowed` lets through, or `undefined`. */
function nthCard(hand: readonly number[], allowed: (card: number) => boolean, index: number): number | undefined {
  let left = index;
  for (const card of hand) {
    if (!allowed(card)) continue;
    if (left === 0) return card;
    left--;
  }
  return undefined;
}

/**
 * `rng.pick(legalActions(state, player))` — the same draw, the same action — building only the
 * action drawn when the seat has a turn's Action to take, the situation a random playout meets
 * most; every other situation lists its actions. The turn's list is {@link turnActions}'s, in
 * its order: hunt, travel (solo: each city in reach), each Prey to attack, Scenario cards, Egos
 * to declare, the Ego's use, discards, the solo refill. The conformance kit checks that the two
 * agree at every state.
 */
export function pickLegal(state: S, player: PlayerId, rng: Rng): A | null {
  if (!isActive(state, player) || situation(state) !== 'action') {
    const legal = legalActions(state, player);
    return legal.length === 0 ? null : rng.pick(legal);
  }
  const solo = isSolo(state);
  const hand = state.seats[player]?.hand ?? [];
  const from = state.seats[player]?.city ?? -1;
  const prey = from < 0 ? [] : (state.cities[from]?.prey ?? []);
  const scenario = (card: number): boolean => canPlayScenario(state, player, card);
  const ego = (card: number): boolean => canDeclareEgo(state, player, card);
  const hunt = canRevealPrey(state) ? 1 : 0;
  let travel = 1;
  if (solo) {
    travel = 0;
    for (let city = 0; city < state.cities.length; city++) if (city !== from && !lockedDown(state, city)) travel++;
  }
  let scenarios = 0;
  for (const card of hand) if (scenario(card)) scenarios++;
  let egos = 0;
  for (const card of hand) if (ego(card)) egos++;
  const useEgo = canUseEgo(state, player) ? 1 : 0;
  const refill = canRefill(state) ? 1 : 0;
  const total = hunt + travel + prey.length + scenarios + egos + useEgo + hand.length + refill;
  if (total === 0) return null;
  let index = rng.int(0, total - 1);
  if (index < hunt) return { type: 'hunt', player };
  index -= hunt;
  if (index < travel) {
    if (!solo) return { type: 'travel', player };
    for (let city = 0; city < state.cities.length; city++) {
      if (city === from || lockedDown(state, city)) continue;
      if (index === 0) return { type: 'travel-to', player, city };
      index--;
    }
  }
  index -= travel;
  // Every Prey in the seat's own city may be attacked (canAttack), so the list is the city's Prey.
  if (index < prey.length) return { type: 'attack', player, prey: prey[index]?.card ?? -1 };
  index -= prey.length;
  if (index < scenarios) return { type: 'play-scenario', player, card: nthCard(hand, scenario, index) ?? -1 };
  index -= scenarios;
  if (index < egos) return { type: 'declare-ego', player, card: nthCard(hand, ego, index) ?? -1 };
  index -= egos;
  if (index < useEgo) return { type: 'use-ego', player };
  index -= useEgo;
  if (index < hand.length) return { type: 'discard', player, card: hand[index] ?? -1 };
  return { type: 'refill', player };
}
