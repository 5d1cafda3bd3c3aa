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

/**
 * Where each kind of action's indices start in an action space laid out by kind (the agents' space,
 * `src/agents/quad-city-killers.ts`), and where each card sits in the blocks that take cards: a
 * placement's index is `placePrey + city × (1 + preyCount) + (0 into a free space, 1 + p replacing
 * Prey card p)`; a Travel's `travelTo + city`, an Attack's `attack + prey`, a City's `chooseCity +
 * city`, a discard's `discard + card`; a Weapon's `chooseWeapon + 1 + weapons[card]` (`chooseWeapon`
 * itself for none), a Modifier's the same from `chooseModifier`; a Modifier played against an
 * Attack `playAgainst + against[card]`, a Scenario `playScenario + scenarios[card]`, an Ego declared
 * `declareEgo + egos[card]`; a player chosen `choosePlayer + k - 1` for the seat `k` places
 * clockwise after the chooser. A card's position is `-1` where its block does not take it.
 */
export interface LegalOffsets {
  /** The seats. */
  readonly players: number;
  /** The Prey cards: a city's placements take `1 + preyCount` indices. */
  readonly preyCount: number;
  /** Where the placements start. */
  readonly placePrey: number;
  /** The Hunt's index. */
  readonly hunt: number;
  /** The Travel roll's index. */
  readonly travel: number;
  /** Where the Travels to a city start. */
  readonly travelTo: number;
  /** Where the Attacks start. */
  readonly attack: number;
  /** The "no Weapon" index; the Weapons follow. */
  readonly chooseWeapon: number;
  /** The "no Modifier" index; the Modifiers follow. */
  readonly chooseModifier: number;
  /** Where the Modifiers played against an Attack start. */
  readonly playAgainst: number;
  /** The pass's index. */
  readonly pass: number;
  /** The claim's index. */
  readonly claimMo: number;
  /** Where the Scenario cards start. */
  readonly playScenario: number;
  /** Where the players to choose start. */
  readonly choosePlayer: number;
  /** Where the cities to choose start. */
  readonly chooseCity: number;
  /** Where the Egos to declare start. */
  readonly declareEgo: number;
  /** The use of the Ego's index. */
  readonly useEgo: number;
  /** Where the discards start. */
  readonly discard: number;
  /** The refill's index. */
  readonly refill: number;
  /** Per Resource card id: its position among the Weapon cards, `-1` for another kind. */
  readonly weapons: ArrayLike<number>;
  /** Per Resource card id: its position among the Modifier cards, `-1` for another kind. */
  readonly modifiers: ArrayLike<number>;
  /** Per Resource card id: its position among the Modifiers without the Action icon, `-1` for the others. */
  readonly against: ArrayLike<number>;
  /** Per Resource card id: its position among the Scenario cards, `-1` for another kind. */
  readonly scenarios: ArrayLike<number>;
  /** Per Resource card id: its position among the Ego cards, `-1` for another kind. */
  readonly egos: ArrayLike<number>;
}

/** Sets `mask[index]` unless `index` is `-1`: 1 if it was not set yet, else 0 (what it adds to the count). */
function put(mask: Uint8Array, index: number): number {
  if (index < 0 || mask[index] === 1) return 0;
  mask[index] = 1;
  return 1;
}

/** `offset + positions[card]`, or `-1` for a card its block does not take. */
function cardAt(offset: number, positions: ArrayLike<number>, card: number): number {
  const position = positions[card] ?? -1;
  return position < 0 ? -1 : offset + position;
}

/** {@link attacks} as indices: every Prey in the seat's city that it may attack. */
function markAttacks(state: S, player: PlayerId, at: LegalOffsets, mask: Uint8Array): number {
  const city = state.seats[player]?.city ?? null;
  if (city === null) return 0;
  let count = 0;
  for (const onMap of state.cities[city]?.prey ?? []) if (canAttack(state, player, onMap.card)) count += put(mask, at.attack + onMap.card);
  return count;
}

/** {@link turnActions} as indices, in its order. */
function markTurn(state: S, player: PlayerId, at: LegalOffsets, mask: Uint8Array): number {
  const hand = state.seats[player]?.hand ?? [];
  let count = 0;
  if (canRevealPrey(state)) count += put(mask, at.hunt);
  if (isSolo(state)) {
    const from = state.seats[player]?.city ?? -1;
    for (let city = 0; city < state.cities.length; city++) if (city !== from && !lockedDown(state, city)) count += put(mask, at.travelTo + city);
  } else {
    count += put(mask, at.travel);
  }
  count += markAttacks(state, player, at, mask);
  for (const card of hand) if (canPlayScenario(state, player, card)) count += put(mask, cardAt(at.playScenario, at.scenarios, card));
  for (const card of hand) if (canDeclareEgo(state, player, card)) count += put(mask, cardAt(at.declareEgo, at.egos, card));
  if (canUseEgo(state, player)) count += put(mask, at.useEgo);
  for (const card of hand) count += put(mask, at.discard + card);
  if (canRefill(state)) count += put(mask, at.refill);
  return count;
}

/**
 * {@link legalActions} as a mask, without building an action: sets `mask[i]` to 1 for the index `i`
 * (laid out as `at` says) of every action `legalActions(state, player)` lists, and to 0 everywhere
 * else, and returns how many it set. It follows `legalActions` branch by branch with the same
 * predicates; the conformance kit checks the two agree for every seat at every step of its random
 * games.
 */
export function markLegal(state: S, player: PlayerId, at: LegalOffsets, mask: Uint8Array): number {
  mask.fill(0);
  if (!isActive(state, player)) return 0;
  const hand = state.seats[player]?.hand ?? [];
  let count = 0;
  switch (situation(state)) {
    case 'over':
    case 'idle':
      return 0;
    case 'place-prey':
      for (let city = 0; city < state.cities.length; city++) {
        const first = at.placePrey + city * (1 + at.preyCount);
        if (canPlace(state, city, null)) count += put(mask, first);
        for (const onMap of state.cities[city]?.prey ?? []) if (canPlace(state, city, onMap.card)) count += put(mask, first + 1 + onMap.card);
      }
      return count;
    case 'action':
      return markTurn(state, player, at, mask);
    case 'weapon':
      count += put(mask, at.chooseWeapon);
      for (const card of hand) if (canChooseWeapon(state, player, card)) count += put(mask, cardAt(at.chooseWeapon + 1, at.weapons, card));
      if (canUseEgo(state, player)) count += put(mask, at.useEgo);
      return count;
    case 'modifier':
      count += put(mask, at.chooseModifier);
      for (const card of hand) if (canChooseModifier(state, player, card)) count += put(mask, cardAt(at.chooseModifier + 1, at.modifiers, card));
      if (canUseEgo(state, player)) count += put(mask, at.useEgo);
      return count;
    case 'answers':
      for (const card of hand) if (canPlayAgainst(state, player, card)) count += put(mask, cardAt(at.playAgainst, at.against, card));
      return count + put(mask, at.pass);
    case 'after-failure':
      for (const card of hand) if (canPlayScenario(state, player, card)) count += put(mask, cardAt(at.playScenario, at.scenarios, card));
      return count + put(mask, at.pass);
    case 'claim':
      return put(mask, at.claimMo) + put(mask, at.pass);
    case 'travel': {
      const pending = state.pending;
      if (pending?.kind !== 'travel') return 0;
      for (let city = 0; city < state.cities.length; city++) if (inReach(state, player, pending.reach, city)) count += put(mask, at.travelTo + city);
      return count;
    }
    case 'discard':
      for (const card of hand) count += put(mask, at.discard + card);
      return count + put(mask, at.pass);
    case 'player':
      for (let target = 0; target < state.seats.length; target++) {
        if (target !== player && canChoosePlayer(state, target)) count += put(mask, at.choosePlayer + ((target - player + at.players) % at.players) - 1);
      }
      return count;
    case 'city':
      for (let city = 0; city < state.cities.length; city++) if (canChooseCity(state, city)) count += put(mask, at.chooseCity + city);
      return count;
    case 'scene-attack':
      return markAttacks(state, player, at, mask);
    case 'end-of-turn':
      if (canUseEgo(state, player)) count += put(mask, at.useEgo);
      return count + put(mask, at.pass);
  }
}
