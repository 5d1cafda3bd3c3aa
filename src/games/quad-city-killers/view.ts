/**
 * What each seat may know. Everyone sees the map (every city's Heat and Prey, and the cards under
 * each Prey, face up), every Killer Board with its Dexterity marker and M.O. or Ego, every
 * collection, both discard piles, the Attack in play with its face-up cards, the turn, the pending
 * decision, and the sizes of the decks and of every hand — plus the cards of a hand everyone saw
 * enter it. A seat also sees its own hand. In solo the hand is face up: a spectator sees it too.
 * Nobody sees another seat's hand or the order of either deck.
 *
 * The printed cards, boards and map are public and never change, so a view names them by an id
 * (`content`) and holds only card, board and city ids: a client has the content from the match's
 * config, once.
 */
import * as z from 'zod/mini';
import type { PlayerId } from '../../core/types.js';
import { contentIdOf } from '../../core/content.js';
import { STAND_IN_CONTENT_ID, isStandIn, standInContent, type QuadCityContent } from './content.js';
import {
  MAX_PLAYERS,
  MIN_PLAYERS,
  attackSchema,
  cityStateSchema,
  decisionSchema,
  outcomeSchema,
  phaseSchema,
  preyToPlaceSchema,
  turnSchema,
  type Attack,
  type CityState,
  type Decision,
  type Phase,
  type PreyToPlace,
  type QuadCityKillersOutcome,
  type QuadCityKillersState,
  type TurnState,
} from './schemas.js';
import { isSolo, notoriety, seatOf } from './rules/queries.js';

/** One seat as a viewer sees it. */
export interface SeatView {
  /** The seat index. */
  readonly seat: PlayerId;
  /** Its Killer Board (id). */
  readonly killer: number;
  /** Its Skull Pawn's city, or `null` before placement. */
  readonly city: number | null;
  /** Its Dexterity spot. */
  readonly dexterity: number;
  /** How many Resource cards it holds. */
  readonly handSize: number;
  /** Cards of its hand everyone saw enter it (from under a killed Prey). */
  readonly shown: readonly number[];
  /** Its M.O. Weapon or Ego (id), or `null`. */
  readonly mo: number | null;
  /** Its killed Prey (ids). */
  readonly collection: readonly number[];
  /** Resource cards in its collection (ids). */
  readonly trophies: readonly number[];
  /** Its Notoriety so far. */
  readonly notoriety: number;
  /** The Prey card (id) it was dealt at setup. */
  readonly startingPrey: number;
}

/** One seat's (or a spectator's) view of a game of Quad City Killers. */
export interface QuadCityKillersView {
  /** Whose view this is; `null` for a spectator. */
  readonly viewer: PlayerId | null;
  /** The number of seats (1: solo). */
  readonly players: number;
  /** The Dexterity spot every marker started on. */
  readonly startingDexterity: number;
  /**
   * The id of the content in play (the map, dice, boards and cards, all printed, all public): the
   * stand-in's is `'quad-city-killers/stand-in'`, other content's a hash of it (`custom:…`). The
   * content itself is the match's `config.content`, which every seat may know.
   */
  readonly content: string;
  /** Where the game stands. */
  readonly phase: Phase;
  /** The seat that began, once decided. */
  readonly firstPlayer: PlayerId | null;
  /** The turn. */
  readonly turn: TurnState;
  /** Every seat. */
  readonly seats: readonly SeatView[];
  /** Every city: Heat and Prey (with the cards under them). */
  readonly cities: readonly CityState[];
  /** Revealed Prey waiting to be placed. */
  readonly placing: readonly PreyToPlace[];
  /** The pending decision. */
  readonly pending: Decision | null;
  /** The Attack in play. */
  readonly attack: Attack | null;
  /** Cards in the Prey deck. */
  readonly preyDeckSize: number;
  /** The Prey discard pile. */
  readonly preyDiscard: readonly number[];
  /** Cards in the Resource deck. */
  readonly resourceDeckSize: number;
  /** The Resource discard pile. */
  readonly resourceDiscard: readonly number[];
  /** The viewer's hand — every viewer's, in solo; `null` for a multi-player spectator. */
  readonly hand: readonly number[] | null;
  /** How the game ended, or `null`. */
  readonly outcome: QuadCityKillersOutcome | null;
}

/** The view of `viewer` (`null` = spectator). */
export function view(state: QuadCityKillersState, viewer: PlayerId | null): QuadCityKillersView {
  const solo = isSolo(state);
  const own = solo ? state.seats[0] : viewer === null ? undefined : state.seats[viewer];
  return {
    viewer,
    players: state.config.players,
    startingDexterity: state.config.startingDexterity,
    content: contentIdFor(state.config.content),
    phase: state.phase,
    firstPlayer: state.firstPlayer,
    turn: state.turn,
    seats: seatViews(state),
    cities: state.cities,
    placing: state.placing,
    pending: state.pending,
    attack: state.attack,
    preyDeckSize: state.preyDeck.length,
    preyDiscard: state.preyDiscard,
    resourceDeckSize: state.resourceDeck.length,
    resourceDiscard: state.resourceDiscard,
    hand: own === undefined ? null : own.hand,
    outcome: state.outcome,
  };
}

/** Every seat as everyone sees it. A plain loop: a view is built at every step of an environment and for every bot's move. */
function seatViews(state: QuadCityKillersState): SeatView[] {
  const seats: SeatView[] = [];
  for (let index = 0; index < state.seats.length; index++) {
    const seat = seatOf(state, index);
    seats.push({
      seat: index,
      killer: seat.killer,
      city: seat.city,
      dexterity: seat.dexterity,
      handSize: seat.hand.length,
      shown: seat.shown,
      mo: seat.mo,
      collection: seat.collection,
      trophies: seat.trophies,
      notoriety: notoriety(state, index),
      startingPrey: seat.startingPrey,
    });
  }
  return seats;
}

/**
 * The id a view gives `content`: `'quad-city-killers/stand-in'` for the stand-in content (which a
 * parsed config always shares, and which a state rebuilt from JSON holds a copy of), else `custom:`
 * and a hash of the content's JSON (core's `contentIdOf`).
 */
export function contentIdFor(content: QuadCityContent): string {
  // A copy is recognised by walking it (a tenth of the cost of hashing its 23 KB).
  return contentIdOf(isStandIn(content) ? standInContent : content, standInContent, STAND_IN_CONTENT_ID);
}

const whole = (min: number, max: number): z.ZodMiniType<number, number> => z.int().check(z.minimum(min), z.maximum(max));
const seat = /* @__PURE__ */ whole(0, MAX_PLAYERS - 1);
const cardId = /* @__PURE__ */ whole(0, 499);
const cards = /* @__PURE__ */ z.array(cardId).check(z.maxLength(500));
const count = /* @__PURE__ */ whole(0, 500);

const seatViewSchema: z.ZodMiniType<SeatView, SeatView> = /* @__PURE__ */ z.strictObject({
  seat,
  killer: whole(0, 99),
  city: z.nullable(whole(0, 7)),
  dexterity: whole(0, 29),
  handSize: count,
  shown: cards,
  mo: z.nullable(cardId),
  collection: cards,
  trophies: cards,
  notoriety: whole(0, 100_000),
  startingPrey: cardId,
});

/**
 * What a view looks like (`view` returns exactly this; the conformance kit parses every view with
 * it), for clients in other languages through `viewJsonSchema`.
 */
export const viewSchema: z.ZodMiniType<QuadCityKillersView, QuadCityKillersView> = /* @__PURE__ */ z.strictObject({
  viewer: z.nullable(seat),
  players: whole(MIN_PLAYERS, MAX_PLAYERS),
  startingDexterity: whole(0, 29),
  content: z.string().check(z.minLength(1), z.maxLength(200)),
  phase: phaseSchema,
  firstPlayer: z.nullable(seat),
  turn: turnSchema,
  seats: z.array(seatViewSchema).check(z.minLength(MIN_PLAYERS), z.maxLength(MAX_PLAYERS)),
  cities: z.array(cityStateSchema).check(z.minLength(2), z.maxLength(8)),
  placing: z.array(preyToPlaceSchema).check(z.maxLength(MAX_PLAYERS + 2)),
  pending: z.nullable(decisionSchema),
  attack: z.nullable(attackSchema),
  preyDeckSize: count,
  preyDiscard: cards,
  resourceDeckSize: count,
  resourceDiscard: cards,
  hand: z.nullable(cards),
  outcome: z.nullable(outcomeSchema),
});
