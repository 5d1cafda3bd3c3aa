/**
 * What each seat may know. Public: the board and every pawn, the colour of every clue card and
 * where it lies (board, hands), each detective's special ability, kept bonus cards, missed turns
 * and movement bonuses, the weather card (or a rolled weather that stands, under the table rule
 * `rolledWeatherStays`), the event cards put back under the stack in the open,
 * the round and the pending decision. A seat also sees its own cards' faces, every face it has
 * seen, and its own investigation sheet. Nobody sees another seat's faces or sheet, the solution,
 * or the order of the shuffled event cards — until the game ends, when everything is turned up.
 * The static content (board, card names, event cards) is not copied into the view: it is named by
 * its id, and read from the match's config.
 *
 * The view's types and its schema (`viewSchema`) live here, above `schemas.ts`, so that the
 * schemas of config, actions and state never import the view: imports run one way, downward.
 */
import * as z from 'zod/mini';
import type { Outcome, PlayerId } from '../../core/types.js';
import { CIRCUMSTANCES, CLUE_CARDS, COLOURS, EVENT_CARDS, colourSchema, contentId, type Colour } from './content.js';
import {
  LAST_ROUND,
  MAX_PLAYERS,
  MIN_PLAYERS,
  abilitySchema,
  cardId,
  colourOfCard,
  eventId,
  outcomeSchema,
  seatId,
  sheetOf,
  solveSchema,
  spaceId,
  whole,
  type Ability,
  type EndReason,
  type Phase,
  type Solve,
  type TatortTitanicState,
} from './schemas.js';
import { trackerTime } from './rules/course-of-play.js';
import { weatherOf } from './rules/radio-room.js';
import { currentSeat } from './rules/queries.js';

/** One detective as every viewer sees it. */
export interface DetectiveView {
  /** The seat. */
  readonly seat: PlayerId;
  /** Which detective (an index into the content's `detectives`). */
  readonly detective: number;
  /** Its name. */
  readonly name: string;
  /** Its special ability (entered on its sheet, but rolled in the open). */
  readonly ability: Ability;
  /** The space its pawn stands on. */
  readonly space: number;
  /** The colours of its clue cards, face down in front of it ("all others can see them at any time, but cannot read them"). */
  readonly cards: readonly Colour[];
  /** The questioning-bonus event cards it keeps. */
  readonly bonuses: readonly number[];
  /** Turns it will miss. */
  readonly missedTurns: number;
  /** Points added to its next movement. */
  readonly movementBonus: number;
  /** Extra dice for its next movement roll. */
  readonly extraDice: number;
}

/** The pending decision as everyone sees it: the card eavesdropped on shows only its colour (and its face to its taker). */
export type PendingView =
  | {
      /** Decision kind. */
      readonly kind: 'eavesdrop';
      /** The detective deciding now. */
      readonly seat: PlayerId;
      /** The detective taking the card. */
      readonly taker: PlayerId;
      /** The card's colour. */
      readonly colour: Colour;
      /** The card, for its taker; `null` for everyone else. */
      readonly card: number | null;
      /** The room it is taken in. */
      readonly room: number;
      /** Those who decide after `seat`. */
      readonly queue: readonly PlayerId[];
    }
  | {
      /** Decision kind. */
      readonly kind: 'draw';
      /** The drawing detective. */
      readonly seat: PlayerId;
      /** The detective drawn from. */
      readonly from: PlayerId;
      /** Whether the draw may be declined. */
      readonly optional: boolean;
    }
  | {
      /** Decision kind. */
      readonly kind: 'give';
      /** The Clever detective choosing a card. */
      readonly seat: PlayerId;
      /** The questioner who receives it. */
      readonly to: PlayerId;
    };

/** Everything turned up once the game is over. */
export interface Revealed {
  /** The five set-aside cards. */
  readonly solution: readonly number[];
  /** Every seat's cards. */
  readonly hands: readonly (readonly number[])[];
  /** The cards left on the board, by space. */
  readonly board: readonly (readonly number[])[];
  /** Every seat's seen cards. */
  readonly seen: readonly (readonly number[])[];
  /** Every seat's sheet: the circumstances crossed off. */
  readonly sheets: readonly (readonly number[])[];
  /** The event card stack, top first. */
  readonly eventDeck: readonly number[];
}

/** The face-up weather card. */
export interface WeatherView {
  /** The event card. */
  readonly card: number;
  /** Its weather, 2 to 5. */
  readonly weather: number;
}

/** The event card stack as everyone sees it. */
export interface EventDeckView {
  /** Cards in the stack. */
  readonly size: number;
  /** Cards on top still in the shuffled order nobody knows. */
  readonly unknown: number;
  /** The cards under those, top first: put back under the stack in the open. */
  readonly underneath: readonly number[];
}

/** A seat's own investigation sheet. */
export interface SheetView {
  /** Every circumstance crossed off: those whose card it has seen, and its own entries. */
  readonly crossedOff: readonly number[];
  /** The circumstances it crossed off by its own entry. */
  readonly entries: readonly number[];
}

/** One seat's (or a spectator's) view of a game of Tatort Titanic. */
export interface TatortTitanicView {
  /** Whose view this is; `null` for a spectator. */
  readonly viewer: PlayerId | null;
  /** The number of seats. */
  readonly players: number;
  /**
   * The content the match is played with, by reference: `'tatort-titanic/stand-in'` for the
   * stand-in (see `STAND_IN_CONTENT_ID`), else `custom:` and a hash of its JSON (see `contentId`).
   * The content itself — the board, the cards' names, the event cards — is static and public: a
   * client gets it once, with the match's config (`config.content`).
   */
  readonly content: string;
  /** The game round. */
  readonly round: number;
  /** The round after which the voyage ends. */
  readonly lastRound: number;
  /** The round tracker's time. */
  readonly time: string;
  /** The seats in turn order. */
  readonly order: readonly PlayerId[];
  /** Whose turn it is: an index into `order`. */
  readonly turn: number;
  /** The seat whose turn it is. */
  readonly turnOf: PlayerId;
  /** Where the turn stands. */
  readonly phase: Phase;
  /** This turn's movement points. */
  readonly points: number;
  /** Where the pawn may end its move (while `phase` is `move`). */
  readonly reach: readonly number[];
  /** Attempts at the Clairvoyant this turn. */
  readonly attempts: number;
  /** Whether this turn's questioning has been made. */
  readonly questioned: boolean;
  /** The decision some detective owes, or `null`. */
  readonly pending: PendingView | null;
  /** Every detective. */
  readonly detectives: readonly DetectiveView[];
  /** The colours of the clue cards lying on each space. */
  readonly board: readonly (readonly Colour[])[];
  /** The face-up weather card and its weather, or `null`. */
  readonly weather: WeatherView | null;
  /**
   * A rolled weather that stands (2 to 5) while no weather card is out — only under the table rule
   * `rolledWeatherStays`; `null` otherwise. The weather a radio message must reach is `weather`'s,
   * else this one, else it is rolled.
   */
  readonly rolledWeather: number | null;
  /** The event card stack. */
  readonly eventDeck: EventDeckView;
  /** The viewer's clue cards (ids); `null` for a spectator. */
  readonly hand: readonly number[] | null;
  /** Every clue card whose face the viewer has seen; `null` for a spectator. */
  readonly seen: readonly number[] | null;
  /** The viewer's sheet: every circumstance crossed off, and those it entered itself; `null` for a spectator. */
  readonly sheet: SheetView | null;
  /** The detective who ended the game, once one has. */
  readonly solve: Solve | null;
  /** Everything, once the game is over; `null` before. */
  readonly revealed: Revealed | null;
  /** How the game ended, or `null`. */
  readonly outcome: Outcome<EndReason> | null;
}

/**
 * A list of ids from 0 to `max`, at most `length` long, as a plain zod array: a view is sent to
 * clients, so its JSON Schema spells the list out (the state's hand-checked lists would read as
 * "anything").
 */
function ids(max: number, length: number): z.ZodMiniType<number[]> {
  return z.array(whole(0, max)).check(z.maxLength(length));
}

const colourList = /* @__PURE__ */ z.array(colourSchema).check(z.maxLength(CLUE_CARDS));
const cardIds = /* @__PURE__ */ ids(CLUE_CARDS - 1, CLUE_CARDS);
const eventList = /* @__PURE__ */ ids(EVENT_CARDS - 1, EVENT_CARDS);
const circumstanceList = /* @__PURE__ */ ids(CIRCUMSTANCES - 1, CIRCUMSTANCES);

const pendingViewSchema: z.ZodMiniType<PendingView> = /* @__PURE__ */ z.discriminatedUnion('kind', [
  z.strictObject({
    kind: z.literal('eavesdrop'),
    seat: seatId,
    taker: seatId,
    colour: colourSchema,
    card: z.nullable(cardId),
    room: spaceId,
    queue: z.array(seatId).check(z.maxLength(MAX_PLAYERS)),
  }),
  z.strictObject({ kind: z.literal('draw'), seat: seatId, from: seatId, optional: z.boolean() }),
  z.strictObject({ kind: z.literal('give'), seat: seatId, to: seatId }),
]);

const detectiveViewSchema: z.ZodMiniType<DetectiveView> = /* @__PURE__ */ z.strictObject({
  seat: seatId,
  detective: whole(0, 5),
  name: z.string(),
  ability: abilitySchema,
  space: spaceId,
  cards: colourList,
  bonuses: ids(EVENT_CARDS - 1, 2),
  missedTurns: whole(0, EVENT_CARDS),
  movementBonus: whole(-200, 200),
  extraDice: whole(0, EVENT_CARDS),
});

/**
 * Validates a view (what `view` returns): exact, strict objects. The content is named by its id
 * (`content`); the JSON Schema a client in another language checks views with is
 * `viewJsonSchema(tatortTitanic)`.
 */
export const viewSchema: z.ZodMiniType<TatortTitanicView> = /* @__PURE__ */ z.strictObject({
  viewer: z.nullable(seatId),
  players: whole(MIN_PLAYERS, MAX_PLAYERS),
  content: z.string().check(z.minLength(1)),
  round: whole(1, LAST_ROUND),
  lastRound: whole(1, LAST_ROUND),
  time: z.string(),
  order: z.array(seatId).check(z.minLength(MIN_PLAYERS), z.maxLength(MAX_PLAYERS)),
  turn: whole(0, MAX_PLAYERS - 1),
  turnOf: seatId,
  phase: z.enum(['roll', 'move', 'search', 'action', 'over']),
  points: whole(0, 1000),
  reach: ids(199, 200),
  attempts: whole(0, 2),
  questioned: z.boolean(),
  pending: z.nullable(pendingViewSchema),
  detectives: z.array(detectiveViewSchema).check(z.minLength(MIN_PLAYERS), z.maxLength(MAX_PLAYERS)),
  board: z.array(colourList).check(z.maxLength(200)),
  weather: z.nullable(z.strictObject({ card: eventId, weather: whole(2, 5) })),
  rolledWeather: z.nullable(whole(2, 5)),
  eventDeck: z.strictObject({ size: whole(0, EVENT_CARDS), unknown: whole(0, EVENT_CARDS), underneath: eventList }),
  hand: z.nullable(cardIds),
  seen: z.nullable(cardIds),
  sheet: z.nullable(z.strictObject({ crossedOff: circumstanceList, entries: circumstanceList })),
  solve: z.nullable(solveSchema),
  revealed: z.nullable(
    z.strictObject({
      solution: z.array(cardId).check(z.length(COLOURS.length)),
      hands: z.array(cardIds).check(z.maxLength(MAX_PLAYERS)),
      board: z.array(cardIds).check(z.maxLength(200)),
      seen: z.array(cardIds).check(z.maxLength(MAX_PLAYERS)),
      sheets: z.array(circumstanceList).check(z.maxLength(MAX_PLAYERS)),
      eventDeck: eventList,
    }),
  ),
  outcome: z.nullable(outcomeSchema),
});


/** The round tracker's time of every round, from round 1: a view names it at every call. */
const TRACKER_TIMES: readonly string[] = /* @__PURE__ */ Object.freeze(Array.from({ length: LAST_ROUND }, (_, index) => trackerTime(index + 1)));

/** The backs of no cards: shared by every space a view shows empty (most spaces, most of the game). */
const NO_BACKS: readonly Colour[] = /* @__PURE__ */ Object.freeze([]);

/** The backs of the cards lying on each space. */
function boardBacks(board: readonly (readonly number[])[]): (readonly Colour[])[] {
  return board.map((cards) => (cards.length === 0 ? NO_BACKS : cards.map(colourOfCard)));
}

/** The view of `viewer` (`null` = spectator). */
export function view(state: TatortTitanicState, viewer: PlayerId | null): TatortTitanicView {
  const { content } = state.config;
  const mine = viewer === null ? undefined : state.detectives[viewer];
  const weather = weatherOf(state);
  const known = state.eventDeck.length - state.eventsUnknown;
  const pending = state.pending;
  return {
    viewer,
    players: state.config.players,
    content: contentId(content),
    round: state.round,
    lastRound: state.config.rounds,
    time: TRACKER_TIMES[state.round - 1] ?? trackerTime(state.round),
    order: state.order,
    turn: state.turn,
    turnOf: currentSeat(state),
    phase: state.phase,
    points: state.points,
    reach: state.reach,
    attempts: state.attempts,
    questioned: state.questioned,
    pending:
      pending === null
        ? null
        : pending.kind === 'eavesdrop'
          ? {
              kind: 'eavesdrop',
              seat: pending.seat,
              taker: pending.taker,
              colour: colourOfCard(pending.card),
              card: viewer === pending.taker ? pending.card : null,
              room: pending.room,
              queue: pending.queue,
            }
          : pending,
    detectives: state.detectives.map((detective, seat) => ({
      seat,
      detective: detective.detective,
      name: content.detectives[detective.detective]?.name ?? `detective ${detective.detective}`,
      ability: detective.ability,
      space: detective.space,
      cards: detective.hand.map(colourOfCard),
      bonuses: detective.bonuses,
      missedTurns: detective.missedTurns,
      movementBonus: detective.movementBonus,
      extraDice: detective.extraDice,
    })),
    board: boardBacks(state.board),
    weather: state.weather === null || weather === null ? null : { card: state.weather, weather },
    rolledWeather: state.rolledWeather ?? null,
    eventDeck: { size: state.eventDeck.length, unknown: state.eventsUnknown, underneath: state.eventDeck.slice(state.eventDeck.length - known) },
    hand: mine === undefined ? null : mine.hand,
    seen: mine === undefined ? null : mine.seen,
    sheet: mine === undefined ? null : { crossedOff: sheetOf(mine), entries: mine.entries },
    solve: state.solve,
    revealed:
      state.outcome === null
        ? null
        : {
            solution: state.solution,
            hands: state.detectives.map((detective) => detective.hand),
            board: state.board,
            seen: state.detectives.map((detective) => detective.seen),
            sheets: state.detectives.map(sheetOf),
            eventDeck: state.eventDeck,
          },
    outcome: state.outcome,
  };
}
