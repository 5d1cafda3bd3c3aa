/**
 * Small pure facts about a state, shared by the rules, the legal-action generator, the view and
 * the bots — among them what the game waits for and who may act now. Queries never call rules,
 * never allocate on the hot paths the checks use, and never write.
 */
import type { PlayerId } from '../../../core/types.js';
import type { EgoCard, KillerBoard, PreyCard, QuadCityContent, ResourceCard } from '../content.js';
import {
  ACTIONS_PER_TURN,
  QUIET_HEAT_LEVELS,
  rulesOf,
  type AttackStep,
  type Decision,
  type QuadCityKillersConfig,
  type QuadCityKillersRules,
  type QuadCityKillersState,
  type SeatState,
} from '../schemas.js';

type State = QuadCityKillersState;

/**
 * What the game waits for: the end (`over`), a Prey placement, a step of the Attack, a pending
 * decision, or (`action`) the turn player choosing its next Action — in solo, anything at any time.
 */
export type Situation = 'over' | 'idle' | 'place-prey' | AttackStep | Decision['kind'] | 'action';

/** What the game waits for now. */
export function situation(state: State): Situation {
  if (state.outcome !== null) return 'over';
  if (state.placing.length > 0) return 'place-prey';
  if (state.attack !== null) return state.attack.step;
  if (state.pending !== null) return state.pending.kind;
  return state.phase === 'play' ? 'action' : 'idle';
}

/** Whether `player` may act now (allocation-free: the checks call it on every action). */
export function isActive(state: State, player: PlayerId): boolean {
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
export function activePlayers(state: State): PlayerId[] {
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
export function waitingFor(state: State): string {
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

/**
 * The configuration. The rules never write it (`rules.constant`); every apply works on a plain
 * private copy that shares it, so it is read straight off the state.
 */
export function configOf(state: State): QuadCityKillersConfig {
  return state.config;
}

/** The table rules the match plays by (docs "Table rules"): its config's, or the defaults. */
export function tableRules(state: State): QuadCityKillersRules {
  return rulesOf(configOf(state));
}

/** Whether this is a solo game (one seat: the solo rules). */
export function isSolo(state: State): boolean {
  return configOf(state).players === 1;
}

/** The content in play (read as {@link configOf} reads the config). */
export function contentOf(state: State): QuadCityContent {
  return configOf(state).content;
}

/** A city's name, or "city 5" for a city the map does not have (refusals name what they refuse). */
export function cityName(state: State, city: number): string {
  return contentOf(state).cities[city]?.name ?? `city ${city}`;
}

/** A seat's state; throws on a seat the game does not have (callers pass checked seats). */
export function seatOf(state: State, seat: PlayerId): SeatState {
  const found = state.seats[seat];
  if (found === undefined) throw new RangeError(`no seat ${seat}`);
  return found;
}

/** A seat's Killer Board. */
export function boardOf(state: State, seat: PlayerId): KillerBoard {
  const board = contentOf(state).killers[seatOf(state, seat).killer];
  if (board === undefined) throw new RangeError(`seat ${seat} has no Killer Board`);
  return board;
}

/** The last spot of a seat's Dexterity Scale: reaching it ends the game. */
export function lastSpot(state: State, seat: PlayerId): number {
  return boardOf(state, seat).dexterity.length - 1;
}

/** A seat's base Advantage: the value at its Dexterity spot. */
export function dexterityValue(state: State, seat: PlayerId): number {
  return boardOf(state, seat).dexterity[seatOf(state, seat).dexterity] ?? 0;
}

/** A Prey card of the content. */
export function preyCard(state: State, id: number): PreyCard {
  const card = contentOf(state).prey[id];
  if (card === undefined) throw new RangeError(`no Prey card ${id}`);
  return card;
}

/** A Prey card's name, or "Prey card 99" for an id the content does not have (refusals name what they refuse). */
export function preyName(state: State, id: number): string {
  return contentOf(state).prey[id]?.name ?? `Prey card ${id}`;
}

/** A Resource card's title, or "card 300" for an id the content does not have (refusals name what they refuse). */
export function cardName(state: State, id: number): string {
  return contentOf(state).resources[id]?.name ?? `card ${id}`;
}

/** A Resource card of the content, or `undefined` for an id the content does not have. */
export function resourceCard(state: State, id: number): ResourceCard | undefined {
  return contentOf(state).resources[id];
}

/** Whether `seat` holds Resource card `card`. */
export function holds(state: State, seat: PlayerId, card: number): boolean {
  return state.seats[seat]?.hand.includes(card) === true;
}

/** The city holding Prey card `prey` on the map, or -1. */
export function cityOfPrey(state: State, prey: number): number {
  for (let city = 0; city < state.cities.length; city++) {
    const preyHere = state.cities[city]?.prey ?? [];
    for (const onMap of preyHere) if (onMap.card === prey) return city;
  }
  return -1;
}

/** Whether every prey space of `city` is taken. */
export function cityIsFull(state: State, city: number): boolean {
  return (state.cities[city]?.prey.length ?? 0) >= (contentOf(state).cities[city]?.preySpaces ?? 0);
}

/** Whether two cities are in the same state (on the same bank of the river). */
export function sameState(state: State, a: number, b: number): boolean {
  const cities = contentOf(state).cities;
  return cities[a]?.state === cities[b]?.state;
}

/** Solo: whether `city`'s Heat is maxed out, putting it in Lockdown. Never in a multi-player game. */
export function lockedDown(state: State, city: number): boolean {
  return isSolo(state) && (state.cities[city]?.heat ?? 0) >= contentOf(state).heatLevels;
}

/** Solo: whether every city is in Lockdown. */
export function allLockedDown(state: State): boolean {
  for (let city = 0; city < state.cities.length; city++) if (!lockedDown(state, city)) return false;
  return true;
}

/** The Defense Heat adds in `city`: +1 for each level after the first three. */
export function heatDefense(state: State, city: number): number {
  return Math.max(0, (state.cities[city]?.heat ?? 1) - QUIET_HEAT_LEVELS);
}

/** The Defense Police add to `prey` in `city`: +1 for each Police card there other than itself. */
export function policeDefense(state: State, city: number, prey: number): number {
  let bonus = 0;
  for (const onMap of state.cities[city]?.prey ?? []) {
    if (onMap.card !== prey && contentOf(state).prey[onMap.card]?.police === true) bonus++;
  }
  return bonus;
}

/** Victimology: +1 for each of the Prey's hair and eye colour matching the seat's Killer Board. */
export function victimologyBonus(state: State, seat: PlayerId, prey: number): number {
  const { victimology } = boardOf(state, seat);
  const card = preyCard(state, prey);
  return (card.hair === victimology.hair ? 1 : 0) + (card.eye === victimology.eye ? 1 : 0);
}

/** The Advantage a held M.O. Weapon adds to every Attack ("Keep and use their additional Advantage"); 0 for an Ego or none. */
export function moBonus(state: State, seat: PlayerId): number {
  const mo = state.seats[seat]?.mo ?? null;
  const card = mo === null ? undefined : resourceCard(state, mo);
  return card?.kind === 'weapon' && card.advantage.type === 'mo' ? card.advantage.moBonus : 0;
}

/** The Ego a seat has declared as its M.O., or `null`. */
export function heldEgo(state: State, seat: PlayerId): EgoCard | null {
  const mo = state.seats[seat]?.mo ?? null;
  const card = mo === null ? undefined : resourceCard(state, mo);
  return card?.kind === 'ego' ? card : null;
}

/** Whether a Prey card can be revealed: the deck, or a discard pile to reshuffle into it (ruling 3). */
export function canRevealPrey(state: State): boolean {
  return state.preyDeck.length > 0 || state.preyDiscard.length > 0;
}

/** Whether a Resource card can be drawn: the deck, or a discard pile to reshuffle into it (ruling 3). */
export function canDrawResource(state: State): boolean {
  return state.resourceDeck.length > 0 || state.resourceDiscard.length > 0;
}

/** Whether no Prey card is left to reveal or attack: nobody can kill again (ruling 3). */
export function noPreyLeft(state: State): boolean {
  if (canRevealPrey(state) || state.placing.length > 0) return false;
  for (const city of state.cities) if (city.prey.length > 0) return false;
  return true;
}

/** A seat's Notoriety: its killed Prey plus the Resource cards in its collection (Grandma's Urn). */
export function notoriety(state: State, seat: PlayerId): number {
  const { content } = state.config;
  const held = seatOf(state, seat);
  let total = 0;
  for (const prey of held.collection) total += content.prey[prey]?.notoriety ?? 0;
  for (const card of held.trophies) {
    const trophy = content.resources[card];
    if (trophy?.kind === 'modifier') total += trophy.trophy;
  }
  return total;
}

/** Whether an Action is affordable: in solo nothing costs an Action, else `cost` must not exceed the Actions left. */
export function affordable(state: State, cost: number): boolean {
  return isSolo(state) || state.turn.actionsLeft >= cost;
}

/**
 * Whether `prey` may go to `city`: a Hometown card goes to its city, a Tourist (grey) to any city;
 * in solo a Hometown card of a city in Lockdown is "treated as Tourists", and no Prey goes to a
 * city in Lockdown (ruling 18) — unless the table rule `lockdownBarsTravelOnly` leaves the city
 * closed to Travel alone.
 */
export function mayGoTo(state: State, prey: number, city: number): boolean {
  if (city < 0 || city >= state.cities.length) return false;
  if (lockedDown(state, city) && !tableRules(state).lockdownBarsTravelOnly) return false;
  const home = preyCard(state, prey).city;
  if (home === null || lockedDown(state, home)) return true;
  return home === city;
}

/** Whether the front Prey waiting to be placed may go to `city`, replacing `replacing` (`null`: a free space). */
export function canPlace(state: State, city: number, replacing: number | null): boolean {
  const front = state.placing[0];
  if (front === undefined || !mayGoTo(state, front.prey, city)) return false;
  if (!cityIsFull(state, city)) return replacing === null;
  if (replacing === null) return false;
  for (const onMap of state.cities[city]?.prey ?? []) if (onMap.card === replacing) return true;
  return false;
}

/** How many ways the front Prey waiting to be placed can be placed (a free space counts once, a full city once per Prey in it). */
export function placementChoices(state: State): number {
  const front = state.placing[0];
  if (front === undefined) return 0;
  let choices = 0;
  for (let city = 0; city < state.cities.length; city++) {
    if (!mayGoTo(state, front.prey, city)) continue;
    choices += cityIsFull(state, city) ? (state.cities[city]?.prey.length ?? 0) : 1;
  }
  return choices;
}

/**
 * Whether `seat` may travel to `city` under a pending Travel decision of reach `reach` (your own
 * city stays put). In solo a city in Lockdown is out of every reach, a free-travel Ego's included:
 * "You may no longer Travel to that city" (ruling 18).
 */
export function inReach(state: State, seat: PlayerId, reach: 'state' | 'anywhere', city: number): boolean {
  if (city < 0 || city >= state.cities.length) return false;
  const from = state.seats[seat]?.city ?? null;
  if (from === null) return false;
  if (city !== from && lockedDown(state, city)) return false;
  return reach === 'anywhere' || sameState(state, from, city);
}

/** The seats other than `seat`, clockwise from the next one. */
export function othersFrom(state: State, seat: PlayerId): PlayerId[] {
  const out: PlayerId[] = [];
  for (let step = 1; step < state.seats.length; step++) out.push((seat + step) % state.seats.length);
  return out;
}

/** Whether some seat other than `seat` has an M.O. or Ego on its board (Frame Job has a target). */
export function someoneElseHoldsMo(state: State, seat: PlayerId): boolean {
  for (let other = 0; other < state.seats.length; other++) if (other !== seat && state.seats[other]?.mo !== null) return true;
  return false;
}

/** Whether Anonymous Call may bump `city`: its Heat has not moved this turn and is below the top of the track. */
export function callable(state: State, city: number): boolean {
  const here = state.cities[city];
  return here !== undefined && state.turn.heatMoved[city] !== true && here.heat < contentOf(state).heatLevels;
}

/** Whether some city may be bumped by Anonymous Call. */
export function someCityCallable(state: State): boolean {
  for (let city = 0; city < state.cities.length; city++) if (callable(state, city)) return true;
  return false;
}
