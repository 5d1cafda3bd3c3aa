/**
 * A small scenario DSL for Quad City Killers tests: start a match, or lay out a position (who is
 * where with which cards, Dexterity and M.O.; which Prey are on the map with what under them; the
 * Heat; what the decks will deal next), build actions by card name, play them (failing the test on
 * any refusal), rig the dice by choosing the random stream, and check refusals leave the match
 * untouched.
 *
 * The stand-in map (docs/games/quad-city-killers.md): cities 0 Davenport and 1 Bettendorf (Iowa),
 * 2 Rock Island and 3 Moline (Illinois); five prey spaces each; Heat 1 to 6.
 *
 * `position` builds its state from a real setup and rearranges the table, the way a referee would;
 * the state is checked against the state schema (every card in exactly one place) before use.
 */
import { produce } from 'immer';
import { expect } from 'vitest';
import { createMatch, type GameError, type Match } from '../../../src/core/index.js';
import {
  quadCityKillers,
  standInContent,
  type QuadCityKillersAction,
  type QuadCityKillersConfig,
  type QuadCityKillersConfigInput,
  type QuadCityKillersEvent,
  type QuadCityKillersState,
  type QuadCityKillersView,
} from '../../../src/games/quad-city-killers/index.js';
import { eventsOfType, playEventsIn, refusalIn, withSeed } from '../../support/scenarios.js';

export { withSeed };

export { quadCityKillers, standInContent };
export type { QuadCityKillersAction, QuadCityKillersEvent, QuadCityKillersState, QuadCityKillersView };

/** A match of Quad City Killers. */
export type QMatch = Match<QuadCityKillersConfig, QuadCityKillersState, QuadCityKillersAction>;

export const DAVENPORT = 0;
export const BETTENDORF = 1;
export const ROCK_ISLAND = 2;
export const MOLINE = 3;

/** The id of the Prey card called `name`. */
export function prey(name: string): number {
  const id = standInContent.prey.findIndex((card) => card.name === name);
  if (id < 0) throw new Error(`no Prey called ${name}`);
  return id;
}

/** The ids of the Resource cards called `name`, in id order. */
export function copies(name: string): number[] {
  const out: number[] = [];
  standInContent.resources.forEach((card, id) => {
    if (card.name === name) out.push(id);
  });
  if (out.length === 0) throw new Error(`no Resource card called ${name}`);
  return out;
}

/** The id of the (first) Resource card called `name`. */
export function res(name: string): number {
  return copies(name)[0] ?? -1;
}

/** Starts a match, failing the test if it is refused. */
export function start(config: QuadCityKillersConfigInput = {}, seed = 'scenario'): QMatch {
  const created = createMatch(quadCityKillers, { config, seed });
  if (!created.ok) throw new Error(`createMatch refused: ${created.error.code} ${created.error.message}`);
  return created.match;
}

/** A Prey on the map: its name, and the Resource cards (names) under it. */
export type PreySpec = string | { readonly name: string; readonly under: readonly string[] };

/** A position to lay out. */
export interface PositionSpec {
  /** Seats (default 2; 1 = solo). */
  readonly players?: number;
  /** Killer Board per seat (default 0, 1, 2, …). */
  readonly killers?: readonly number[];
  /** The turn player (default 0). */
  readonly turn?: number;
  /** Actions left this turn (default 3). */
  readonly actionsLeft?: number;
  /** Each seat's pawn city (default Davenport). */
  readonly cities?: readonly number[];
  /** Each seat's Dexterity spot (default 0). */
  readonly dexterity?: readonly number[];
  /** Each seat's hand, by card name (a name used twice takes the next copy). */
  readonly hands?: readonly (readonly string[])[];
  /** Each seat's M.O. or Ego, by name. */
  readonly mo?: readonly (string | null)[];
  /** Each seat's killed Prey, by name. */
  readonly collections?: readonly (readonly string[])[];
  /** Each seat's collected Resource cards (Grandma's Urn), by name. */
  readonly trophies?: readonly (readonly string[])[];
  /** The Prey on each city's spaces (by city id), in order. */
  readonly map?: Readonly<Record<number, readonly PreySpec[]>>;
  /** Each city's Heat (default 1). */
  readonly heat?: readonly number[];
  /** The next Prey cards the deck deals, first dealt first (by name). */
  readonly preyDeckTop?: readonly string[];
  /** The next Resource cards the deck deals, first dealt first (by name). */
  readonly resourceDeckTop?: readonly string[];
  /** Prey cards on the Prey discard pile (by name). */
  readonly preyDiscard?: readonly string[];
  /** Resource cards on the discard pile (by name). */
  readonly resourceDiscard?: readonly string[];
  /** Leave only these in the Prey deck (the rest go to the discard pile): `[]` empties the deck. */
  readonly preyDeckOnly?: readonly string[];
  /** Once-per-turn marks. */
  readonly heatMoved?: readonly boolean[];
  readonly dexterityMoved?: boolean;
  readonly egoUsed?: boolean;
  readonly acted?: boolean;
  /** The match seed (default 'position'). */
  readonly seed?: string;
  /** Extra config (startingDexterity …). */
  readonly config?: QuadCityKillersConfigInput;
}

/** Lays out `spec`: a real setup, then the table rearranged; the turn player to choose an Action. */
export function position(spec: PositionSpec): QMatch {
  const players = spec.players ?? 2;
  const killers = spec.killers ?? Array.from({ length: players }, (_, seat) => seat);
  const base = start({ ...spec.config, players, killers, firstPlayer: players > 1 ? (spec.turn ?? 0) : undefined }, spec.seed ?? 'position');
  const usedResources = new Set<number>();
  const resource = (name: string): number => {
    const id = copies(name).find((copy) => !usedResources.has(copy));
    if (id === undefined) throw new Error(`no copy of ${name} left`);
    usedResources.add(id);
    return id;
  };
  const usedPrey = new Set<number>();
  const preyId = (name: string): number => {
    const id = prey(name);
    if (usedPrey.has(id)) throw new Error(`${name} is used twice`);
    usedPrey.add(id);
    return id;
  };
  const hands = Array.from({ length: players }, (_, seat) => (spec.hands?.[seat] ?? []).map(resource));
  const mos = Array.from({ length: players }, (_, seat) => {
    const name = spec.mo?.[seat] ?? null;
    return name === null ? null : resource(name);
  });
  const trophies = Array.from({ length: players }, (_, seat) => (spec.trophies?.[seat] ?? []).map(resource));
  const collections = Array.from({ length: players }, (_, seat) => (spec.collections?.[seat] ?? []).map(preyId));
  const map = standInContent.cities.map((_, city) =>
    (spec.map?.[city] ?? []).map((entry) =>
      typeof entry === 'string' ? { card: preyId(entry), under: [] as number[] } : { card: preyId(entry.name), under: entry.under.map(resource) },
    ),
  );
  const preyDiscard = (spec.preyDiscard ?? []).map(preyId);
  const resourceDiscard = (spec.resourceDiscard ?? []).map(resource);
  const preyTop = (spec.preyDeckTop ?? []).map(preyId);
  const resourceTop = (spec.resourceDeckTop ?? []).map(resource);
  const restPrey = standInContent.prey.map((_, id) => id).filter((id) => !usedPrey.has(id));
  const restResources = standInContent.resources.map((_, id) => id).filter((id) => !usedResources.has(id));
  // The deck deals from its end: the first card to deal goes last.
  let preyDeck = [...restPrey, ...preyTop.slice().reverse()];
  let extraPreyDiscard: number[] = [];
  if (spec.preyDeckOnly !== undefined) {
    const only = spec.preyDeckOnly.map(prey);
    extraPreyDiscard = preyDeck.filter((id) => !only.includes(id));
    preyDeck = preyDeck.filter((id) => only.includes(id));
  }
  const resourceDeck = [...restResources, ...resourceTop.slice().reverse()];
  const state = produce(base.state, (draft) => {
    draft.phase = 'play';
    draft.firstPlayer = players > 1 ? (spec.turn ?? 0) : 0;
    draft.placing = [];
    draft.pending = null;
    draft.attack = null;
    draft.preyDeck = preyDeck;
    draft.preyDiscard = [...preyDiscard, ...extraPreyDiscard];
    draft.resourceDeck = resourceDeck;
    draft.resourceDiscard = resourceDiscard;
    draft.cities.forEach((city, index) => {
      city.heat = spec.heat?.[index] ?? 1;
      city.prey = map[index] ?? [];
    });
    draft.seats.forEach((seat, index) => {
      seat.killer = killers[index] ?? index;
      seat.city = spec.cities?.[index] ?? DAVENPORT;
      seat.dexterity = spec.dexterity?.[index] ?? 0;
      seat.hand = hands[index] ?? [];
      seat.shown = [];
      seat.mo = mos[index] ?? null;
      seat.collection = collections[index] ?? [];
      seat.trophies = trophies[index] ?? [];
    });
    draft.turn = {
      player: spec.turn ?? 0,
      number: players > 1 ? 1 : 0,
      actionsLeft: players > 1 ? (spec.actionsLeft ?? 3) : 0,
      heatMoved: spec.heatMoved?.slice() ?? standInContent.cities.map(() => false),
      dexterityMoved: spec.dexterityMoved ?? false,
      egoUsed: spec.egoUsed ?? false,
      acted: spec.acted ?? false,
    };
  });
  const parsed = quadCityKillers.schemas.state.safeParse(state);
  if (!parsed.success) throw new Error(`position is not a valid state: ${JSON.stringify(parsed.error.issues)}`);
  return { ...base, state };
}

/**
 * Rigs the dice: the first seed (of `rig/0`, `rig/1`, …) under which `actions` play out with events
 * satisfying `wanted`; fails the test if none of 2 000 does.
 */
export function rigged(match: QMatch, actions: readonly QuadCityKillersAction[], wanted: (events: readonly QuadCityKillersEvent[], after: QMatch) => boolean): { match: QMatch; events: QuadCityKillersEvent[] } {
  for (let attempt = 0; attempt < 2000; attempt++) {
    const seeded = withSeed(match, `rig/${attempt}`);
    const played = playEventsIn(quadCityKillers, seeded, actions);
    if (wanted(played.events, played.match)) return played;
  }
  throw new Error('no seed gives the wanted dice');
}

/** The Attack roll's dice total in `events` (the first Attack). */
export function attackRoll(events: readonly QuadCityKillersEvent[]): number {
  const rolled = events.find((event) => event.type === 'attack-rolled');
  if (rolled?.type !== 'attack-rolled') throw new Error('no attack roll');
  return rolled.roll.reduce((sum, face) => sum + face, 0);
}

/** The first event of `type` in `events`. */
export function first<T extends QuadCityKillersEvent['type']>(events: readonly QuadCityKillersEvent[], type: T): Extract<QuadCityKillersEvent, { type: T }> {
  const found = events.find((event): event is Extract<QuadCityKillersEvent, { type: T }> => event.type === type);
  if (found === undefined) throw new Error(`no ${type} event`);
  return found;
}

/** Events of one type. */
export function eventsOf<T extends QuadCityKillersEvent['type']>(events: readonly QuadCityKillersEvent[], type: T): Extract<QuadCityKillersEvent, { type: T }>[] {
  return eventsOfType(events, type);
}

// ---- action builders ----

export const placePrey = (player: number, city: number, replacing: number | null = null): QuadCityKillersAction => ({ type: 'place-prey', player, city, replacing });
export const hunt = (player: number): QuadCityKillersAction => ({ type: 'hunt', player });
export const travel = (player: number): QuadCityKillersAction => ({ type: 'travel', player });
export const travelTo = (player: number, city: number): QuadCityKillersAction => ({ type: 'travel-to', player, city });
export const attack = (player: number, name: string): QuadCityKillersAction => ({ type: 'attack', player, prey: prey(name) });
export const weapon = (player: number, id: number | null): QuadCityKillersAction => ({ type: 'choose-weapon', player, card: id });
export const modifier = (player: number, id: number | null): QuadCityKillersAction => ({ type: 'choose-modifier', player, card: id });
export const against = (player: number, id: number): QuadCityKillersAction => ({ type: 'play-against', player, card: id });
export const pass = (player: number): QuadCityKillersAction => ({ type: 'pass', player });
export const claim = (player: number): QuadCityKillersAction => ({ type: 'claim-mo', player });
export const scenario = (player: number, id: number): QuadCityKillersAction => ({ type: 'play-scenario', player, card: id });
export const choosePlayer = (player: number, target: number): QuadCityKillersAction => ({ type: 'choose-player', player, target });
export const chooseCity = (player: number, city: number): QuadCityKillersAction => ({ type: 'choose-city', player, city });
export const declareEgo = (player: number, id: number): QuadCityKillersAction => ({ type: 'declare-ego', player, card: id });
export const useEgo = (player: number): QuadCityKillersAction => ({ type: 'use-ego', player });
export const discard = (player: number, id: number): QuadCityKillersAction => ({ type: 'discard', player, card: id });
export const refill = (player: number): QuadCityKillersAction => ({ type: 'refill', player });

/** An Attack on `name` with the given Weapon and Modifier ids (or none), answered by nobody: the actions up to the roll for a two-player game. */
export function fullAttack(player: number, name: string, weaponId: number | null, modifierId: number | null, answerers: readonly number[] = []): QuadCityKillersAction[] {
  return [attack(player, name), weapon(player, weaponId), modifier(player, modifierId), ...answerers.map(pass)];
}

// ---- playing ----

/** Applies the actions in order, failing the test with the refusal message at the first refusal. */
export function play(match: QMatch, ...actions: QuadCityKillersAction[]): QMatch {
  return playEvents(match, ...actions).match;
}

/** Like {@link play}, also returning every event, in order. */
export function playEvents(match: QMatch, ...actions: QuadCityKillersAction[]): { match: QMatch; events: QuadCityKillersEvent[] } {
  return playEventsIn(quadCityKillers, match, actions);
}

/** Asserts `action` is refused and the match is untouched; returns the refusal. */
export function refusal(match: QMatch, action: unknown): GameError {
  return refusalIn(quadCityKillers, match, action);
}

/** The seats that may act now. */
export function active(match: QMatch): number[] {
  return quadCityKillers.activePlayers(match.state);
}

/** The legal actions of `seat` (default: the first active seat). */
export function legal(match: QMatch, seat?: number): QuadCityKillersAction[] {
  const who = seat ?? active(match)[0];
  return who === undefined ? [] : quadCityKillers.legalActions(match.state, who);
}

/** The legal action types of `seat`, deduplicated and sorted. */
export function legalTypes(match: QMatch, seat?: number): string[] {
  return [...new Set(legal(match, seat).map((action) => action.type))].sort();
}

/** Every Prey card accounted for: decks, discards, waiting, map, collections. */
export function preyTotal(state: QuadCityKillersState): number[] {
  return [
    ...state.preyDeck,
    ...state.preyDiscard,
    ...state.placing.map((entry) => entry.prey),
    ...state.cities.flatMap((city) => city.prey.map((onMap) => onMap.card)),
    ...state.seats.flatMap((seat) => seat.collection),
  ].sort((a, b) => a - b);
}

/** Every Resource card accounted for: decks, discards, hands, boards, collections, under Prey, in the Attack. */
export function resourceTotal(state: QuadCityKillersState): number[] {
  const attack = state.attack;
  return [
    ...state.resourceDeck,
    ...state.resourceDiscard,
    ...state.seats.flatMap((seat) => [...seat.hand, ...seat.trophies, ...(seat.mo === null ? [] : [seat.mo])]),
    ...state.cities.flatMap((city) => city.prey.flatMap((onMap) => onMap.under)),
    ...(attack === null ? [] : [attack.weapon, attack.modifier, ...attack.answers.map((answer) => answer.card)].filter((id): id is number => id !== null)),
  ].sort((a, b) => a - b);
}

/** The Prey (ids) in `city`. */
export function preyIn(match: QMatch, city: number): number[] {
  return match.state.cities[city]?.prey.map((onMap) => onMap.card) ?? [];
}

/** The view of `viewer`. */
export function viewOf(match: QMatch, viewer: number | null): QuadCityKillersView {
  return quadCityKillers.view(match.state, viewer);
}

/** Checks the 72 + 72 cards of the stand-in are all accounted for. */
export function expectAllCards(state: QuadCityKillersState): void {
  expect(preyTotal(state)).toEqual(standInContent.prey.map((_, id) => id));
  expect(resourceTotal(state)).toEqual(standInContent.resources.map((_, id) => id));
}

/**
 * One action of each type (in `ACTION_TYPES` order) from `player`, with arguments that would be
 * legal somewhere: the cities and Prey named, and cards of the stand-in deck.
 */
export function oneOfEachType(player: number, at: { readonly city: number; readonly otherCity: number; readonly prey: number }): QuadCityKillersAction[] {
  return [
    { type: 'place-prey', player, city: at.city, replacing: null },
    { type: 'hunt', player },
    { type: 'travel', player },
    { type: 'travel-to', player, city: at.otherCity },
    { type: 'attack', player, prey: at.prey },
    { type: 'choose-weapon', player, card: null },
    { type: 'choose-modifier', player, card: null },
    { type: 'play-against', player, card: res('Dark Alley') },
    { type: 'pass', player },
    { type: 'claim-mo', player },
    { type: 'play-scenario', player, card: res('Road Trip') },
    { type: 'choose-player', player, target: 1 - player },
    { type: 'choose-city', player, city: at.otherCity },
    { type: 'declare-ego', player, card: res('Gatsby') },
    { type: 'use-ego', player },
    { type: 'discard', player, card: res('Fire Axe') },
    { type: 'refill', player },
  ];
}
