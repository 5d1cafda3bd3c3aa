/**
 * A small scenario DSL for Frozen Horror tests: start a match, or lay out a specific position (who
 * is where, who is the Horror, who holds which cards, who is dead, which rooms are destroyed),
 * build actions by card name, play them (failing the test on any refusal), and check refusals
 * leave the match untouched.
 *
 * The stand-in station (docs/games/frozen-horror.md), rooms clockwise:
 *
 *   0 Garage   1 Radio Room   2 Laboratory   3 Infirmary   4 Cafeteria
 *
 *   passage 0 blue   Garage – Radio Room        passage 3 gold    Radio Room – Infirmary
 *   passage 1 gold   Garage – Laboratory        passage 4 orange  Laboratory – Infirmary
 *   passage 2 green  Garage – Cafeteria         passage 5 blue    Infirmary – Cafeteria
 *
 * `position` builds its state from a real setup and then rearranges the table, the way a referee
 * would; the state is checked against the state schema and the card count before it is used.
 */
import { eventsOfType, playEventsIn, refusalIn } from '../../support/scenarios.js';
import { castDraft, produce } from 'immer';
import { expect } from 'vitest';
import { createMatch, type GameError, type Match } from '../../../src/core/index.js';
import {
  frozenHorror,
  standInContent,
  type Colour,
  type FrozenHorrorAction,
  type FrozenHorrorConfig,
  type FrozenHorrorConfigInput,
  type FrozenHorrorEvent,
  type FrozenHorrorRules,
  type FrozenHorrorState,
  type FrozenHorrorView,
  type Orientation,
  type StationContent,
} from '../../../src/games/frozen-horror/index.js';

export { frozenHorror, standInContent };
export type { FrozenHorrorAction, FrozenHorrorEvent, FrozenHorrorState, FrozenHorrorView };

/** A match of Frozen Horror. */
export type FhMatch = Match<FrozenHorrorConfig, FrozenHorrorState, FrozenHorrorAction>;

export const GARAGE = 0;
export const RADIO = 1;
export const LAB = 2;
export const INFIRMARY = 3;
export const CAFETERIA = 4;

/** Passage ids of the stand-in map. */
export const P = {
  garageRadioBlue: 0,
  garageLabGold: 1,
  garageCafeteriaGreen: 2,
  radioInfirmaryGold: 3,
  labInfirmaryOrange: 4,
  infirmaryCafeteriaBlue: 5,
} as const;

/** The id of the card called `name` (in the stand-in deck, or in `content`). */
export function card(name: string, content: StationContent = standInContent): number {
  const id = content.cards.findIndex((entry) => entry.name === name);
  if (id < 0) throw new Error(`no card called ${name}`);
  return id;
}

/** Card names used in scenarios. */
export const C = {
  trust: 'Trust No One',
  table: 'Cards on the Table',
  detained: 'Detained!',
  dna: 'DNA Scanner',
  armed: "Don't Run Toward the Armed Man",
  evacuation: 'Evacuation',
  help: 'Help! HELP!',
  quick: 'Quick Move',
  lockRoom: 'LOCK THE ROOM!',
  lockedIn: "No… It's You Who's Locked In Here With Me!",
  retreat: 'Safe Retreat',
  alarmGreen: 'Alarm: Green',
  denied: 'Alarm: Access Denied',
  alarmBlue: 'Alarm: Blue',
  alarmOrange: 'Alarm: Orange',
  analysis: 'Analysis Results',
  stayBack: 'Stay Back!',
  flamethrower: 'Flamethrower',
  alarmGold: 'Alarm: Gold',
  bloodTest: 'Blood Test',
  hide: 'Hide in the Vents',
} as const;

/** Starts a match, failing the test if it is refused. */
export function start(config: FrozenHorrorConfigInput = {}, seed: string = 'scenario'): FhMatch {
  const created = createMatch(frozenHorror, { config, seed });
  if (!created.ok) throw new Error(`createMatch refused: ${created.error.code} ${created.error.message}`);
  return created.match;
}

/** A position to lay out on the table. */
export interface PositionSpec {
  /** Seats (default 4). */
  readonly players?: number;
  /** The First Player (default 0). */
  readonly firstPlayer?: number;
  /** Each seat's room (dead seats ignored). */
  readonly rooms: readonly number[];
  /** The Horror's seat (default 0). */
  readonly horror?: number;
  /** Each seat's two cards, by name (dead seats get none). */
  readonly hands: readonly (readonly string[])[];
  /** Dead seats. */
  readonly dead?: readonly number[];
  /** Destroyed rooms (default: the Cafeteria with four players, none otherwise). */
  readonly destroyed?: readonly number[];
  /** The top of the Station deck, by name, then the other cards in id order (default: id order). */
  readonly deckTop?: readonly string[];
  /** Cards already in the discard pile. */
  readonly discard?: readonly string[];
  /** Cards already removed from the game. */
  readonly removed?: readonly string[];
  /** The round number (default 1). */
  readonly round?: number;
  /** The match seed (default 'position'). */
  readonly seed?: string;
  /** Custom content (default the stand-in); card names are looked up in it. */
  readonly content?: StationContent;
  /** Table rules to play by (default: none, every option its default). */
  readonly rules?: Partial<FrozenHorrorRules>;
}

/** Lays out `spec`: a real setup, then the table rearranged; round `spec.round`, First Player to play. */
export function position(spec: PositionSpec): FhMatch {
  const players = spec.players ?? 4;
  const firstPlayer = spec.firstPlayer ?? 0;
  const content = spec.content ?? standInContent;
  const config: FrozenHorrorConfigInput = { players, firstPlayer, ...(spec.content === undefined ? {} : { content }), ...(spec.rules === undefined ? {} : { rules: spec.rules }) };
  const base = start(config, spec.seed ?? 'position');
  const dead = spec.dead ?? [];
  const horror = spec.horror ?? 0;
  const destroyed = spec.destroyed ?? (players === 4 ? [content.fourPlayerRoom] : []);
  const id = (name: string): number => card(name, content);
  const hands = spec.hands.map((names) => names.map(id));
  const discard = (spec.discard ?? []).map(id);
  const removed = (spec.removed ?? []).map(id);
  const placed = new Set([...hands.flat(), ...discard, ...removed]);
  const top = (spec.deckTop ?? []).map(id);
  for (const entry of top) placed.add(entry);
  const rest = content.cards.map((_, entry) => entry).filter((entry) => !placed.has(entry));
  const order: number[] = [];
  for (let step = 0; step < players; step++) {
    const seat = (firstPlayer + step) % players;
    if (!dead.includes(seat)) order.push(seat);
  }
  const state = produce(base.state, (draft) => {
    draft.round = spec.round ?? 1;
    draft.order = order;
    draft.turn = 0;
    draft.phase = 'play';
    draft.pending = null;
    draft.destroyed = castDraft([...destroyed]);
    draft.deck = [...top, ...rest];
    draft.discard = discard;
    draft.removed = removed;
    // The hands were dealt from one deck holding them and the rest of the deck, clockwise from the First Player.
    draft.deal = [
      {
        from: 'deck',
        cards: [...order.flatMap((seat) => hands[seat] ?? []), ...top, ...rest].sort((a, b) => a - b),
        to: order.flatMap((seat) => (hands[seat] ?? []).map(() => seat)),
      },
    ];
    draft.seats.forEach((seat, index) => {
      const alive = !dead.includes(index);
      seat.alive = alive;
      seat.room = alive ? (spec.rooms[index] ?? GARAGE) : null;
      seat.identity = index === horror ? 'horror' : 'human';
      seat.revealed = !alive;
      seat.knows = [];
      seat.hand = alive ? (hands[index] ?? []) : [];
    });
  });
  const parsed = frozenHorror.schemas.state.safeParse(state);
  if (!parsed.success) throw new Error(`position is not a valid state: ${JSON.stringify(parsed.error.issues)}`);
  expect(cardTotal(state)).toBe(content.cards.length);
  return { ...base, state };
}

/** Every Station card accounted for: deck, discard, hands, played, removed. */
export function cardTotal(state: FrozenHorrorState): number {
  let total = state.deck.length + state.discard.length + state.removed.length;
  for (const seat of state.seats) total += seat.hand.length + seat.played.length;
  return total;
}

// ---- action builders ----

export const playCard = (player: number, name: string, as: Orientation, content?: StationContent): FrozenHorrorAction => ({
  type: 'play-card',
  player,
  card: card(name, content),
  as,
});
/** `player` plays `name` as an Access Key. */
export const key = (player: number, name: string, content?: StationContent): FrozenHorrorAction => playCard(player, name, 'key', content);
/** `player` plays `name` as an Action. */
export const act = (player: number, name: string, content?: StationContent): FrozenHorrorAction => playCard(player, name, 'action', content);
export const move = (player: number, passage: number): FrozenHorrorAction => ({ type: 'move', player, passage });
export const colour = (player: number, chosen: Colour): FrozenHorrorAction => ({ type: 'choose-colour', player, colour: chosen });
export const choose = (player: number, target: number): FrozenHorrorAction => ({ type: 'choose-player', player, target });
export const room = (player: number, chosen: number): FrozenHorrorAction => ({ type: 'choose-room', player, room: chosen });
export const lock = (player: number, passage: number): FrozenHorrorAction => ({ type: 'lock-passage', player, passage });
export const reveal = (player: number, yes: boolean): FrozenHorrorAction => ({ type: 'reveal-identity', player, reveal: yes });
export const pass = (player: number): FrozenHorrorAction => ({ type: 'pass', player });

// ---- playing ----

/** Applies the actions in order, failing the test with the refusal message at the first refusal. */
export function play(match: FhMatch, ...actions: FrozenHorrorAction[]): FhMatch {
  return playEvents(match, ...actions).match;
}

/** Like {@link play}, also returning every event, in order. */
export function playEvents(match: FhMatch, ...actions: FrozenHorrorAction[]): { match: FhMatch; events: FrozenHorrorEvent[] } {
  return playEventsIn(frozenHorror, match, actions);
}

/** Asserts `action` is refused and the match is untouched; returns the refusal. */
export function refusal(match: FhMatch, action: unknown): GameError {
  return refusalIn(frozenHorror, match, action);
}

// ---- reading a match ----

/** The seats that may act now. */
export function active(match: FhMatch): number[] {
  return frozenHorror.activePlayers(match.state);
}

/** The legal actions of `seat` (default: the active seat). */
export function legal(match: FhMatch, seat?: number): FrozenHorrorAction[] {
  const who = seat ?? active(match)[0];
  return who === undefined ? [] : frozenHorror.legalActions(match.state, who);
}

/** The passages `seat` may move through now (from its legal `move` actions), sorted. */
export function legalPassages(match: FhMatch, seat?: number): number[] {
  return legal(match, seat)
    .flatMap((action) => (action.type === 'move' ? [action.passage] : []))
    .sort((a, b) => a - b);
}

/** The seats `seat` may choose now, sorted. */
export function legalTargets(match: FhMatch, seat?: number): number[] {
  return legal(match, seat)
    .flatMap((action) => (action.type === 'choose-player' ? [action.target] : []))
    .sort((a, b) => a - b);
}

/** Each seat's room. */
export function rooms(match: FhMatch): (number | null)[] {
  return match.state.seats.map((seat) => seat.room);
}

/** The living seats. */
export function living(match: FhMatch): number[] {
  return match.state.seats.flatMap((seat, index) => (seat.alive ? [index] : []));
}

/** The view of `viewer`. */
export function viewOf(match: FhMatch, viewer: number | null): FrozenHorrorView {
  return frozenHorror.view(match.state, viewer);
}

/** Events of one type. */
export function eventsOf<T extends FrozenHorrorEvent['type']>(events: readonly FrozenHorrorEvent[], type: T): Extract<FrozenHorrorEvent, { type: T }>[] {
  return eventsOfType(events, type);
}
