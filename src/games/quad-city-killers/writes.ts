/**
 * What each action may write (`GameRules.writes`), with everything it sets off, so that the
 * immutable mode copies only that. Read from the applies in `rules/` and `settle`
 * (`rules/settle.ts`), which runs the game on after every action, and declared from the state the
 * action is taken in — only what its cascade can reach from there:
 *
 * - a placement writes the city the Prey goes to (a Hometown card's own city; a Tourist, or a card
 *   not yet known, any city), the queue, and the Prey and Resource discard piles only when the city
 *   may be full (a Prey replaced, the cards under it discarded);
 * - a reveal draws the top Prey card, which is known unless the deck runs out (then the discard pile
 *   is shuffled into it, and the card goes anywhere);
 * - an Attack whose answers are all in resolves: the attacker's seat, the city of the Attack, the
 *   turn's once-per-turn marks and the Resource discard pile;
 * - the end of a turn, once no Action is left: the turn player's hand drawn from the Resource deck
 *   (its discard pile when it runs out), the next turn and its opening reveal and placement;
 * - the end of the game writes only small fields (the phase, the outcome, what is pending, the
 *   Attack), so every cascade names them.
 *
 * Setup (its placements bring Skull Pawns, its end decides the first player and deals) and solo
 * (Scenario cards drawn play against you, Police bump the Heat, Lockdowns) declare every field, as
 * do the solo-only refill and any action these rules do not expect.
 */
import type { WritePath } from '../../core/types.js';
import type { QuadCityKillersAction, QuadCityKillersState } from './schemas.js';
import { actionCost } from './rules/resource-cards.js';
import { contentOf, heldEgo, isSolo, resourceCard, situation } from './rules/queries.js';

/** Every field the game writes (all but the config). */
const EVERYTHING: readonly WritePath[] = [
  'phase',
  'firstPlayer',
  'seats',
  'cities',
  'preyDeck',
  'preyDiscard',
  'resourceDeck',
  'resourceDiscard',
  'placing',
  'turn',
  'pending',
  'attack',
  'outcome',
];

const ATTACK_BEGINS: readonly WritePath[] = ['turn', 'pending', 'attack'];

/** The top-level fields besides the seats and cities; field `FIELDS[i]` is bit `1 << i` of `Declared.fields`. */
const FIELDS = ['phase', 'preyDeck', 'preyDiscard', 'resourceDeck', 'resourceDiscard', 'placing', 'turn', 'pending', 'attack', 'outcome'] as const;
const BIT = { phase: 1, preyDeck: 2, preyDiscard: 4, resourceDeck: 8, resourceDiscard: 16, placing: 32, turn: 64, pending: 128, attack: 256, outcome: 512 } as const;

/** What the end of the game writes (`finish`). */
const ENDING = BIT.phase | BIT.pending | BIT.attack | BIT.outcome;

/** `[field, 0]` … `[field, count - 1]`, made once: a declaration is built for every action. */
function entries(field: string, count: number): readonly WritePath[] {
  return Object.freeze(Array.from({ length: count }, (_, index) => Object.freeze([field, index] as const)));
}

const SEAT_PATHS = /* @__PURE__ */ entries('seats', 6);
const CITY_PATHS = /* @__PURE__ */ entries('cities', 8);

/** The parts named so far, as bit sets, and how far the cascade has drawn on the Prey deck. */
interface Declared {
  seats: number;
  cities: number;
  fields: number;
  /** Prey cards drawn so far (the next one is this far below the top). */
  preyDrawn: number;
  /** Prey placed so far (a city may fill up before the next placement). */
  placed: number;
}

/** The state's cities, all of them. */
function allCities(state: QuadCityKillersState): number {
  return (1 << state.cities.length) - 1;
}

/**
 * A Prey placed from the queue — card `prey`, or `null` for one not known yet: its city (any city
 * for a Tourist or an unknown card) and, where that city may be full by then, the discard piles a
 * replaced Prey and the cards under it go to.
 */
function placement(declared: Declared, state: QuadCityKillersState, prey: number | null): void {
  declared.fields |= BIT.placing;
  const home = prey === null ? null : (contentOf(state).prey[prey]?.city ?? null);
  const cities = home === null ? allCities(state) : 1 << home;
  declared.cities |= cities;
  const spaces = contentOf(state).cities;
  for (let city = 0; city < state.cities.length; city++) {
    if ((cities & (1 << city)) === 0) continue;
    if ((state.cities[city]?.prey.length ?? 0) + declared.placed >= (spaces[city]?.preySpaces ?? 0)) declared.fields |= BIT.preyDiscard | BIT.resourceDiscard;
  }
  declared.placed++;
}

/** A Prey card revealed and placed: the deck (and its discard pile, when it runs out), the queue, the placement. */
function revealed(declared: Declared, state: QuadCityKillersState): void {
  declared.fields |= BIT.preyDeck | BIT.placing;
  const at = state.preyDeck.length - 1 - declared.preyDrawn;
  declared.preyDrawn++;
  if (at < 0) declared.fields |= BIT.preyDiscard;
  placement(declared, state, at < 0 ? null : (state.preyDeck[at] ?? null));
}

/** The Attack in progress resolved (`resolveAttack`, or its failure): the attacker, its city, the marks, the pile. */
function resolved(declared: Declared, state: QuadCityKillersState): void {
  const attack = state.attack;
  if (attack === null) return;
  declared.seats |= 1 << attack.attacker;
  declared.cities |= 1 << attack.city;
  declared.fields |= BIT.turn | BIT.resourceDiscard | BIT.attack | ENDING;
}

/** The end of the turn: the hand replenished, the next turn begun with its reveal (or the Ego's window first). */
function turnEnds(declared: Declared, state: QuadCityKillersState): void {
  declared.seats |= 1 << state.turn.player;
  declared.fields |= BIT.resourceDeck | BIT.resourceDiscard | BIT.turn | BIT.pending | ENDING;
  revealed(declared, state);
}

/**
 * What `settle` may do once the action is done: end the game (no Prey left), or — with `spent`
 * Actions taken by the action and none left — end the turn.
 */
function onward(declared: Declared, state: QuadCityKillersState, spent: number): void {
  declared.fields |= ENDING;
  if (state.turn.actionsLeft - spent <= 0) turnEnds(declared, state);
}

/** `declared` as paths: whole fields where every entry is named. */
function pathsOf(declared: Declared, state: QuadCityKillersState): readonly WritePath[] {
  const paths: WritePath[] = [];
  const seats = state.seats.length;
  if (declared.seats === (1 << seats) - 1) paths.push('seats');
  else for (let seat = 0; seat < seats; seat++) if ((declared.seats & (1 << seat)) !== 0) paths.push(SEAT_PATHS[seat] ?? ['seats', seat]);
  const cities = state.cities.length;
  if (declared.cities === (1 << cities) - 1) paths.push('cities');
  else for (let city = 0; city < cities; city++) if ((declared.cities & (1 << city)) !== 0) paths.push(CITY_PATHS[city] ?? ['cities', city]);
  for (let at = 0; at < FIELDS.length; at++) if ((declared.fields & (1 << at)) !== 0) paths.push(FIELDS[at] ?? 'outcome');
  return paths;
}

/** The parts of `state` the apply of `action` (accepted by the check) may write. */
export function writes(state: QuadCityKillersState, action: QuadCityKillersAction): readonly WritePath[] {
  const seat = action.player;
  switch (action.type) {
    case 'attack':
      // The Attack waits for its Weapon next: nothing runs on.
      return ATTACK_BEGINS;
    case 'choose-weapon':
      // A Weapon from the hand; the Attack waits for its Modifier next.
      return [SEAT_PATHS[seat] ?? ['seats', seat], 'attack'];
    case 'choose-modifier':
      // The other seats answer next; alone (solo), the Attack resolves at once.
      return isSolo(state) ? EVERYTHING : [SEAT_PATHS[seat] ?? ['seats', seat], 'turn', 'attack'];
    default:
      break;
  }
  if (isSolo(state) || state.phase !== 'play') return EVERYTHING;
  const declared: Declared = { seats: 0, cities: 0, fields: 0, preyDrawn: 0, placed: 0 };
  if (!cascade(declared, state, action)) return EVERYTHING;
  return pathsOf(declared, state);
}

/** Whether the last seat still to answer is `seat`: its answer resolves the Attack. */
function lastAnswer(state: QuadCityKillersState, seat: number): boolean {
  const waiting = state.attack?.waiting ?? [];
  for (const other of waiting) if (other !== seat) return false;
  return true;
}

/**
 * Declares what `action` and all it sets off may write, in a multi-player game under way; `false`
 * for an action these rules do not expect here (then every field is declared).
 */
function cascade(declared: Declared, state: QuadCityKillersState, action: QuadCityKillersAction): boolean {
  const seat = action.player;
  switch (action.type) {
    case 'place-prey': {
      declared.fields |= BIT.placing;
      declared.cities |= 1 << action.city;
      if (action.replacing !== null) declared.fields |= BIT.preyDiscard | BIT.resourceDiscard;
      declared.placed++;
      // The Prey waiting behind it may go one way only, and be placed at once.
      for (let at = 1; at < state.placing.length; at++) placement(declared, state, state.placing[at]?.prey ?? null);
      onward(declared, state, 0);
      return true;
    }
    case 'hunt':
      declared.fields |= BIT.turn;
      revealed(declared, state);
      onward(declared, state, 1);
      return true;
    case 'travel':
      declared.fields |= BIT.turn | BIT.pending;
      onward(declared, state, 1);
      return true;
    case 'travel-to':
      declared.seats |= 1 << seat;
      declared.fields |= BIT.pending;
      onward(declared, state, 0);
      return true;
    case 'play-against':
      declared.seats |= 1 << seat;
      declared.fields |= BIT.attack;
      if (!lastAnswer(state, seat)) return true;
      resolved(declared, state);
      onward(declared, state, 0);
      return true;
    case 'claim-mo':
      declared.seats |= 1 << seat;
      declared.fields |= BIT.resourceDiscard | BIT.attack;
      onward(declared, state, 0);
      return true;
    case 'pass':
      return passed(declared, state, seat);
    case 'discard':
      declared.seats |= 1 << seat;
      declared.fields |= BIT.resourceDiscard | BIT.pending;
      // The first discard spends the Action and offers a second; the second draws two, and may end the turn.
      if (situation(state) === 'action') {
        declared.fields |= BIT.turn;
        return true;
      }
      declared.fields |= BIT.resourceDeck;
      onward(declared, state, 0);
      return true;
    case 'play-scenario':
      return scenarioPlayed(declared, state, seat, action.card);
    case 'choose-player':
      // Out of Body Experience trades two pawns, Frame Job discards the target's M.O., Anonymous Tip asks for a city next.
      declared.seats |= (1 << seat) | (1 << action.target);
      declared.fields |= BIT.resourceDiscard | BIT.pending;
      onward(declared, state, 0);
      return true;
    case 'choose-city': {
      // Anonymous Call bumps the city's Heat (and marks it moved this turn); Anonymous Tip moves the target's pawn.
      const target = state.pending?.kind === 'city' ? state.pending.target : null;
      if (target !== null) declared.seats |= 1 << target;
      declared.cities |= 1 << action.city;
      declared.fields |= BIT.turn | BIT.pending;
      onward(declared, state, 0);
      return true;
    }
    case 'declare-ego': {
      // Onto the Killer Board, the card held there discarded; an Ego with the Action icon spends one.
      const ego = resourceCard(state, action.card);
      declared.seats |= 1 << seat;
      declared.fields |= BIT.turn | BIT.resourceDiscard;
      onward(declared, state, ego === undefined ? 0 : actionCost(ego));
      return true;
    }
    case 'use-ego':
      return egoUsed(declared, state, seat);
    default:
      return false;
  }
}

/** `pass`, by what it declines: an answer, the Mulligan, the claim, the second discard, the Ego's window. */
function passed(declared: Declared, state: QuadCityKillersState, seat: number): boolean {
  switch (situation(state)) {
    case 'answers':
      declared.fields |= BIT.attack;
      if (!lastAnswer(state, seat)) return true;
      resolved(declared, state);
      onward(declared, state, 0);
      return true;
    case 'after-failure':
      resolved(declared, state);
      onward(declared, state, 0);
      return true;
    case 'claim':
      declared.fields |= BIT.resourceDiscard | BIT.attack;
      onward(declared, state, 0);
      return true;
    case 'discard':
      // One replacement drawn.
      declared.seats |= 1 << seat;
      declared.fields |= BIT.resourceDeck | BIT.resourceDiscard | BIT.pending;
      onward(declared, state, 0);
      return true;
    case 'end-of-turn':
      turnEnds(declared, state);
      return true;
    default:
      return false;
  }
}

/** A Scenario card played: from the hand to the discard pile, its Action spent, its scene set going. */
function scenarioPlayed(declared: Declared, state: QuadCityKillersState, seat: number, card: number): boolean {
  const scenario = resourceCard(state, card);
  if (scenario?.kind !== 'scenario') return false;
  declared.seats |= 1 << seat;
  declared.fields |= BIT.resourceDiscard | BIT.turn | BIT.pending | ENDING;
  switch (scenario.scene) {
    case 'mulligan':
      // The failure takes effect, and the same Attack begins again: nothing runs on.
      resolved(declared, state);
      return true;
    case 'road-trip':
      // With one city in reach the pawn stays, and the game runs on.
      onward(declared, state, actionCost(scenario));
      return true;
    default:
      // A player or a city to choose next.
      return true;
  }
}

/** The Ego's ability used (once a turn), by the ability. */
function egoUsed(declared: Declared, state: QuadCityKillersState, seat: number): boolean {
  const ego = heldEgo(state, seat);
  if (ego === null) return false;
  declared.fields |= BIT.turn | BIT.pending;
  switch (ego.ability.type) {
    case 'extra-prey':
      revealed(declared, state);
      onward(declared, state, 0);
      return true;
    case 'attack-bonus':
    case 'cold-trail':
      declared.fields |= BIT.attack;
      return true;
    case 'free-travel':
      onward(declared, state, 0);
      return true;
    case 'draw-card':
      declared.seats |= 1 << seat;
      declared.fields |= BIT.resourceDeck | BIT.resourceDiscard;
      onward(declared, state, 0);
      return true;
  }
}
