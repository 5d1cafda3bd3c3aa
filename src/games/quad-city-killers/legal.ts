/**
 * Legal actions, generated from the state with the same predicates the checks use: exactly what
 * `reduce` accepts, and nothing else.
 */
import type { PlayerId } from '../../core/types.js';
import type { QuadCityKillersAction, QuadCityKillersState } from './schemas.js';
import { canAttack, canChooseModifier, canChooseWeapon } from './rules/attack.js';
import { canChooseCity, canChoosePlayer, canPlayScenario } from './rules/create-a-scene.js';
import { canDeclareEgo, canUseEgo } from './rules/ego-cards.js';
import { canPlayAgainst } from './rules/modifier-cards.js';
import { isActive } from './rules/player-turn.js';
import { canPlace, canRevealPrey, inReach, isSolo, lockedDown, situation } from './rules/queries.js';
import { canRefill } from './rules/solo-play.js';

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
  }
}
