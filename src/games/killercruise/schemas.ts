/**
 * The types of Sebastian Fitzek Killercruise and the zod schemas that validate them. Each schema is
 * annotated with its type, so the compiler keeps the two in step.
 */
import * as z from 'zod/mini';
import { internContent } from '../../core/content.js';
import type { Outcome, PlayerId } from '../../core/types.js';
import {
  FIGURE_IDS,
  ROOM_LETTERS,
  standInContent,
  type ClueCard,
  type CluePredicate,
  type FigureCard,
  type FigureId,
  type FigureSpec,
  type KillercruiseContent,
  type MazeBack,
  type PassengerCard,
  type PassengerCondition,
  type Puzzle,
  type RoomLetter,
  type RoomSpec,
} from './content.js';
import { clueHolds } from './clues.js';

/** The level of difficulty: how many killer cards go into the draw pile (8, 10 or 12). */
export type Difficulty = 'easy' | 'medium' | 'difficult';

/** Every level of difficulty, easiest first. */
export const DIFFICULTIES: readonly Difficulty[] = ['easy', 'medium', 'difficult'];

/** The rules played: the standard game, or the play variation "Under Time Pressure". */
export type Variant = 'standard' | 'time-pressure';

/** A calendar date (proleptic Gregorian), used only to tell whether it is Friday the 13th. */
export interface CalendarDate {
  /** The year, 1–9999. */
  readonly year: number;
  /** The month, 1–12. */
  readonly month: number;
  /** The day of the month, 1–31 (and valid for the month). */
  readonly day: number;
}

/** One of the three white figures placed at the start, and its room. */
export interface StartingFigure {
  /** The figure. */
  readonly figure: FigureId;
  /** The room it starts in. */
  readonly room: RoomLetter;
}

/**
 * Table rules: one option for each ruling where the rulebook can really be read two ways (docs
 * "Table rules"). Every default is the engine's ruling, the most literal reading, so a config
 * without `rules` plays exactly as before.
 */
export interface KillercruiseRules {
  /**
   * Ruling 5. `true`: "Each of the 12 rooms has a different combination" — one combination per room
   * letter, opening its upper and its middle deck. `false`: one per room tile ("24 ship rooms"), so
   * a room's middle deck has a combination of its own (`RoomSpec.middleDeckKeys`, or else the
   * upper-deck combination of the room opposite). Default `true`.
   */
  readonly oneKeyCombinationPerRoom: boolean;
  /**
   * Ruling 7. `false`: "you must play at least 1 figure card" means one from your hand; a turn that
   * used only collected keys cannot end yet. `true`: a collected key used ("Did you use a key you
   * took from the collection point? Then place the corresponding figure card on the discard pile")
   * is a figure card played, so such a turn may end, and draws nothing. Default `false`.
   */
  readonly collectedKeysCountAsPlayed: boolean;
  /**
   * Ruling 8. `true`: "You should not move any playing figures into a room where the killer is" is
   * advice; the move is legal and the figure meets the killer ("If this is the case then the
   * following happens"). `false`: it is a rule; no figure may move into the killer's room. Default
   * `true`.
   */
  readonly mayMoveIntoKillersRoom: boolean;
  /**
   * Ruling 10. `true`: the game is lost the moment the last passenger card leaves the pile ("The
   * passenger pile has been used up"). `false`: it is lost when a passenger card must be drawn and
   * the pile is empty, as the figure-card pile is "used up" only when a card must be drawn from it.
   * Default `true`.
   */
  readonly lastPassengerLoses: boolean;
}

/** The table rules of the rulebook as the engine reads it (docs rulings 5, 7, 8 and 10): every option's default. */
export const DEFAULT_RULES: KillercruiseRules = /* @__PURE__ */ Object.freeze({
  oneKeyCombinationPerRoom: true,
  collectedKeysCountAsPlayed: false,
  mayMoveIntoKillersRoom: true,
  lastPassengerLoses: true,
});

/** The names of the table rules, in the order of {@link DEFAULT_RULES}. */
const RULE_NAMES: readonly (keyof KillercruiseRules)[] = /* @__PURE__ */ Object.freeze([
  'oneKeyCombinationPerRoom',
  'collectedKeysCountAsPlayed',
  'mayMoveIntoKillersRoom',
  'lastPassengerLoses',
] as const);

/** Whether every option of `rules` is its default. */
function isDefaultRules(rules: KillercruiseRules): boolean {
  return RULE_NAMES.every((name) => rules[name] === DEFAULT_RULES[name]);
}

/** The match configuration, completed with defaults. Choices left `null` are drawn with the rng at setup. */
export interface KillercruiseConfig {
  /** Seats at the table, 2–4. Default `2`. */
  readonly players: number;
  /** The level of difficulty. Default `'medium'`. */
  readonly difficulty: Difficulty;
  /** The puzzle played, 1–24; `null` draws one. Default `null`. */
  readonly puzzle: number | null;
  /** The upper-deck room the killer starts in; `null` draws one. Default `null`. */
  readonly killerRoom: RoomLetter | null;
  /** The three white figures placed at the start and their rooms; `null` draws them. Default `null`. */
  readonly figures: readonly StartingFigure[] | null;
  /** The seat that starts ("the last player to read Passenger 23"); `null` draws one. Default `null`. */
  readonly firstPlayer: PlayerId | null;
  /** The standard game or the variation "Under Time Pressure". Default `'standard'`. */
  readonly variant: Variant;
  /** Today's date, if the players want the Friday-the-13th rule applied. Default `null`. */
  readonly date: CalendarDate | null;
  /**
   * The table rules, all four options, when at least one differs from its default; absent when the
   * table plays every default (so a config that gave none, or only defaults, completes as before).
   * Read them with `tableRules(config)`.
   */
  readonly rules?: KillercruiseRules;
  /** The components. Default {@link standInContent}. */
  readonly content: KillercruiseContent;
}

/** The configuration a user may pass: every field is optional. */
export interface KillercruiseConfigInput {
  /** Seats at the table, 2–4. Default `2`. */
  readonly players?: number;
  /** The level of difficulty. Default `'medium'`. */
  readonly difficulty?: Difficulty;
  /** The puzzle played, 1–24; omitted or `null` draws one. */
  readonly puzzle?: number | null;
  /** The upper-deck room the killer starts in; omitted or `null` draws one. */
  readonly killerRoom?: RoomLetter | null;
  /** The three white figures placed at the start and their rooms; omitted or `null` draws them. */
  readonly figures?: readonly StartingFigure[] | null;
  /** The seat that starts; omitted or `null` draws one. */
  readonly firstPlayer?: PlayerId | null;
  /** The standard game or the variation "Under Time Pressure". Default `'standard'`. */
  readonly variant?: Variant;
  /** Today's date, as `'YYYY-MM-DD'` or `{ year, month, day }`. A Friday the 13th loses at once. */
  readonly date?: string | CalendarDate | null;
  /** Table rules (house rules): any of the options, each left out taking its default ({@link DEFAULT_RULES}). */
  readonly rules?: Partial<KillercruiseRules>;
  /** The components. Default {@link standInContent}. */
  readonly content?: KillercruiseContent;
}

/** Play figure card `card` from hand to move its figure to room `to` ("1. Move A Playing Figure"). */
export interface MoveAction {
  /** Action kind. */
  readonly type: 'move';
  /** The active seat. */
  readonly player: PlayerId;
  /** The figure card played from hand. */
  readonly card: number;
  /** The destination: a neighbouring room, the card's room, or any room for a special move. */
  readonly to: RoomLetter;
}

/**
 * The showdown: play figure card `card` to move its figure into room `to`, unlocked down to the
 * lower deck and without the killer, declaring it the psychopath's hiding place.
 */
export interface ShowdownAction {
  /** Action kind. */
  readonly type: 'showdown';
  /** The active seat. */
  readonly player: PlayerId;
  /** The figure card played from hand. */
  readonly card: number;
  /** The room declared. */
  readonly to: RoomLetter;
}

/** After a `move` out of a room holding passengers: take one of them along, or none ("Take Passenger Cards With You"). */
export interface CarryAction {
  /** Action kind. */
  readonly type: 'carry';
  /** The active seat. */
  readonly player: PlayerId;
  /** The passenger card taken along, or `null` for none. */
  readonly passenger: number | null;
}

/** Start unlocking `room` with its first key: a card of the combination's first colour, from hand or the collection point. */
export interface UnlockAction {
  /** Action kind. */
  readonly type: 'unlock';
  /** The active seat. */
  readonly player: PlayerId;
  /** The room unlocked (its upper deck, or its middle deck once the upper is open). */
  readonly room: RoomLetter;
  /** The figure card used as the first key. */
  readonly key: number;
}

/** Finish an unlock with its second key: a card of the combination's second colour, from hand or the collection point. */
export interface SecondKeyAction {
  /** Action kind. */
  readonly type: 'second-key';
  /** The active seat. */
  readonly player: PlayerId;
  /** The figure card used as the second key. */
  readonly key: number;
}

/** Leave figure card `card` face up at the collection point as a key for everyone ("3. Leave A Key At The Collection Point"). */
export interface LeaveKeyAction {
  /** Action kind. */
  readonly type: 'leave-key';
  /** The active seat. */
  readonly player: PlayerId;
  /** The figure card left. */
  readonly card: number;
}

/** End the turn and draw back to the hand size ("Finished Your Turn?"). */
export interface EndTurnAction {
  /** Action kind. */
  readonly type: 'end-turn';
  /** The active seat. */
  readonly player: PlayerId;
}

/** The two-minute timer ran out (variation "Under Time Pressure"); the app sends it for the active seat. */
export interface TimerExpiredAction {
  /** Action kind. */
  readonly type: 'timer-expired';
  /** The active seat. */
  readonly player: PlayerId;
}

/** Every action of Sebastian Fitzek Killercruise. */
export type KillercruiseAction =
  | MoveAction
  | ShowdownAction
  | CarryAction
  | UnlockAction
  | SecondKeyAction
  | LeaveKeyAction
  | EndTurnAction
  | TimerExpiredAction;

/**
 * A playing figure's state: not yet in play (the missing person), white, its slightly injured red
 * body double, or eliminated.
 */
export type FigureStatus = 'missing' | 'white' | 'red' | 'eliminated';

/** One of the four playing figures. */
export interface FigureState {
  /** The figure. */
  readonly figure: FigureId;
  /** White, red, missing or eliminated. */
  readonly status: FigureStatus;
  /** The room it stands in; `null` while missing or once eliminated. */
  readonly room: RoomLetter | null;
}

/** The deck a room is open down to: figures in the room stand on it. */
export type Deck = 'upper' | 'middle' | 'lower';

/** A room of the ship. */
export interface RoomState {
  /** The room's letter. */
  readonly letter: RoomLetter;
  /** The deck its figures stand on: `upper` until unlocked, then `middle`, then `lower`. */
  readonly deck: Deck;
  /** The passenger cards in the room, in the order they arrived. */
  readonly passengers: readonly number[];
  /** The clue card lying on the room's lower deck (hidden until revealed). */
  readonly clue: number;
  /** Whether the clue has been read out: the room's middle deck is unlocked. */
  readonly clueRevealed: boolean;
}

/** The draw pile on the chimney field. */
export interface DrawPile {
  /** The cards, top first. */
  readonly cards: readonly number[];
  /**
   * The sizes of what is left of the difficulty piles stacked at setup, top pile first (their sum
   * is `cards.length`); `[]` once the pile is a turned-over discard pile.
   */
  readonly piles: readonly number[];
  /** Whether the pile is the discard pile turned over: its order is then known to everyone. */
  readonly turnedOver: boolean;
}

/** A decision the active seat owes before anything else. */
export type Pending =
  | {
      /** A move out of a room holding passengers: which passenger goes along? */
      readonly kind: 'carry';
      /** The figure card played. */
      readonly card: number;
      /** The figure moving. */
      readonly figure: FigureId;
      /** Where it leaves. */
      readonly from: RoomLetter;
      /** Where it goes. */
      readonly to: RoomLetter;
    }
  | {
      /** An unlock: the second key is owed. */
      readonly kind: 'unlock';
      /** The room being unlocked. */
      readonly room: RoomLetter;
      /** The first key (still in hand or at the collection point until the unlock completes). */
      readonly key: number;
    };

/** The turn in progress. */
export interface TurnState {
  /** The active seat. */
  readonly player: PlayerId;
  /**
   * Figure cards played from hand this turn (moves, keys, cards left at the collection point), and
   * collected keys used at a table that plays `rules.collectedKeysCountAsPlayed`.
   */
  readonly played: number;
  /** A decision owed, or `null`. */
  readonly pending: Pending | null;
}

/** The line mazes followed once four upper-deck rooms are unlocked. */
export interface MazeRun {
  /** The first four upper-deck rooms unlocked, in unlock order. */
  readonly rooms: readonly RoomLetter[];
  /** The letters visited: the first room's letter, then the letter reached on each back. */
  readonly path: readonly RoomLetter[];
  /** The final letter: where the missing person is found. */
  readonly room: RoomLetter;
}

/** The fourth figure, missing at the start. */
export interface MissingPerson {
  /** Which figure it is. */
  readonly figure: FigureId;
  /** The mazes followed, once four upper-deck rooms are unlocked; `null` before. */
  readonly maze: MazeRun | null;
  /** Whether it has been placed on the ship. */
  readonly found: boolean;
}

/** The reasons a game of Killercruise ends, as they appear in `Outcome.reason` ("Game Over!"). */
export type EndReason =
  | 'psychopath-found'
  | 'killer-collected-five-passengers'
  | 'passenger-pile-exhausted'
  | 'wrong-showdown'
  | 'all-figures-gone'
  | 'friday-the-thirteenth';

/** Every end reason, the one win first. */
export const END_REASONS: readonly EndReason[] = [
  'psychopath-found',
  'killer-collected-five-passengers',
  'passenger-pile-exhausted',
  'wrong-showdown',
  'all-figures-gone',
  'friday-the-thirteenth',
];

/** The full state of a game of Sebastian Fitzek Killercruise. */
export interface KillercruiseState {
  /** The configuration, carried so that `reduce` needs nothing else. */
  readonly config: KillercruiseConfig;
  /** The puzzle played (hidden). */
  readonly puzzle: number;
  /** The psychopath's hiding place, the solution on the puzzle card's back (hidden). */
  readonly solution: RoomLetter;
  /** The seat that started. */
  readonly firstPlayer: PlayerId;
  /** The room the killer stands in. */
  readonly killer: RoomLetter;
  /** The four playing figures, in {@link FIGURE_IDS} order. */
  readonly figures: readonly FigureState[];
  /** The twelve rooms, in {@link ROOM_LETTERS} order. */
  readonly rooms: readonly RoomState[];
  /** Rooms unlocked on each deck, in unlock order. */
  readonly unlocked: {
    /** Upper-deck rooms unlocked (their figures now stand on the middle deck). */
    readonly upper: readonly RoomLetter[];
    /** Middle-deck rooms unlocked (their figures now stand on the lower deck). */
    readonly middle: readonly RoomLetter[];
  };
  /** The missing person. */
  readonly missingPerson: MissingPerson;
  /** Each seat's hand of figure cards. */
  readonly hands: readonly (readonly number[])[];
  /**
   * For each seat, the cards of its hand everyone knows are there: those drawn from a turned-over
   * discard pile, whose order everyone has seen.
   */
  readonly knownCards: readonly (readonly number[])[];
  /** The draw pile. */
  readonly drawPile: DrawPile;
  /** The discard pile (swimming pool), face up, bottom first: the order cards were played in. */
  readonly discardPile: readonly number[];
  /** Figure cards left face up at the collection point, in the order left. */
  readonly collection: readonly number[];
  /** The passenger pile, top first (hidden order). */
  readonly passengerPile: readonly number[];
  /** Passenger cards the killer has collected on the "He's going to get you!" fields. */
  readonly killerFields: readonly number[];
  /** Passenger cards returned to the box lid: saved, or satisfied as they were placed. */
  readonly box: readonly number[];
  /** The turn in progress. */
  readonly turn: TurnState;
  /** Whether a killer card has been drawn since the timer last ran out (variation "Under Time Pressure"). */
  readonly killerCardSinceTimer: boolean;
  /** How the game ended; `null` while it runs. */
  readonly outcome: Outcome<EndReason> | null;
}

/** A clue read out: its number, what it says, and the same in English. */
export interface RevealedClue {
  /** The clue card's number. */
  readonly id: number;
  /** What it says, machine-readable. */
  readonly predicate: CluePredicate;
  /** What it says, in English. */
  readonly text: string;
}

/** A room as everyone sees it. */
export interface RoomView {
  /** The room's letter. */
  readonly letter: RoomLetter;
  /** The deck its figures stand on. */
  readonly deck: Deck;
  /** The passenger cards in it. */
  readonly passengers: readonly number[];
  /** The clue below it, once revealed (or once the game is over); else `null`. */
  readonly clue: RevealedClue | null;
}

/** One of the difficulty piles still in the draw pile. */
export interface PileView {
  /** Cards left in it. */
  readonly cards: number;
  /** Killer cards left in it (2, less the ones already drawn from it). */
  readonly killerCards: number;
}

/** The draw pile as everyone sees it. */
export interface DrawPileView {
  /** Cards in it. */
  readonly count: number;
  /** Whether it is a turned-over discard pile. */
  readonly turnedOver: boolean;
  /** The stacked difficulty piles, top first, while the first pass lasts; `[]` once turned over. */
  readonly piles: readonly PileView[];
  /** Its cards top first once it is a turned-over discard pile (their order is public); else `null`. */
  readonly cards: readonly number[] | null;
}

/** One seat's (or a spectator's) view of a game of Killercruise. */
export interface KillercruiseView {
  /** Whose view this is; `null` for a spectator. */
  readonly viewer: PlayerId | null;
  /** Seats at the table. */
  readonly players: number;
  /** The level of difficulty. */
  readonly difficulty: Difficulty;
  /** The rules played. */
  readonly variant: Variant;
  /** Cards each hand is refilled to. */
  readonly handSize: number;
  /** The seat that started. */
  readonly firstPlayer: PlayerId;
  /**
   * The components, by reference: `'killercruise/stand-in'` (`STAND_IN_CONTENT_ID`) for the
   * stand-in content, else `custom:` and a hash of the content's JSON. The content itself is static
   * and public: a client reads it once from the match's config (`config.content`), and every view
   * after that is light.
   */
  readonly content: string;
  /** The room the killer stands in. */
  readonly killer: RoomLetter;
  /** The four playing figures. */
  readonly figures: readonly FigureState[];
  /** The twelve rooms. */
  readonly rooms: readonly RoomView[];
  /** Rooms unlocked on each deck, in unlock order. */
  readonly unlocked: KillercruiseState['unlocked'];
  /** The missing person and the mazes followed. */
  readonly missingPerson: MissingPerson;
  /**
   * The backs of the first four upper-deck rooms unlocked, in unlock order, once they are turned
   * over (when the fourth upper-deck room is unlocked); `null` before. Each back's `exits[i]` is the
   * letter the line starting at `ROOM_LETTERS[i]` ends at, so every line can be followed, not only
   * the path in `missingPerson.maze`. Later unlocks add nothing.
   */
  readonly mazeBacks: readonly MazeBack[] | null;
  /** The viewer's hand; `null` for a spectator. */
  readonly hand: readonly number[] | null;
  /** Every hand's size. */
  readonly handSizes: readonly number[];
  /** For each seat, the cards everyone knows are in its hand (drawn from a turned-over pile). */
  readonly knownCards: readonly (readonly number[])[];
  /** The collection point. */
  readonly collection: readonly number[];
  /** The discard pile, bottom first. */
  readonly discardPile: readonly number[];
  /** The draw pile. */
  readonly drawPile: DrawPileView;
  /** Passenger cards left in the passenger pile. */
  readonly passengerPile: number;
  /** Passenger cards on the killer's "He's going to get you!" fields. */
  readonly killerFields: readonly number[];
  /** Passenger cards in the box lid. */
  readonly box: readonly number[];
  /** The turn in progress. */
  readonly turn: TurnState;
  /** Whether a killer card has been drawn since the timer last ran out (time-pressure variation). */
  readonly killerCardSinceTimer: boolean;
  /** The psychopath's hiding place, once the game is over; else `null`. */
  readonly solution: RoomLetter | null;
  /** How the game ended, or `null`. */
  readonly outcome: Outcome<EndReason> | null;
}

// ---- schemas ----
// zod/mini, and every module-level schema built inside a `/* @__PURE__ */` IIFE, so that an app
// bundling the game without a schema it never calls pays nothing for it.

/** A whole number from `min` to `max`. */
function whole(min: number, max: number): z.ZodMiniType<number, number> {
  return z.int().check(z.minimum(min), z.maximum(max));
}

/** A list of at most `max` items of `item`. */
function listOf<T>(item: z.ZodMiniType<T, T>, max: number): z.ZodMiniType<T[], T[]> {
  return z.array(item).check(z.maxLength(max));
}

const roomSchema: z.ZodMiniType<RoomLetter, RoomLetter> = /* @__PURE__ */ (() =>
  z.enum(['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I', 'K', 'L', 'M']))();
const figureIdSchema: z.ZodMiniType<FigureId, FigureId> = /* @__PURE__ */ (() => z.enum(['daniel', 'martin', 'gerlinde', 'elena']))();
const sideSchema = /* @__PURE__ */ (() => z.enum(['port', 'starboard']))();
const sectionSchema = /* @__PURE__ */ (() => z.enum(['bow', 'midship', 'stern']))();
const colourName = /* @__PURE__ */ (() => z.string().check(z.minLength(1), z.maxLength(40)))();

const cluePredicateSchema: z.ZodMiniType<CluePredicate, CluePredicate> = /* @__PURE__ */ (() =>
  z.discriminatedUnion('kind', [
    z.strictObject({ kind: z.literal('not-here') }),
    z.strictObject({ kind: z.enum(['distance', 'clockwise']), relation: z.enum(['at-most', 'more-than']), rooms: whole(0, 11) }),
    z.strictObject({ kind: z.enum(['same-side', 'same-section']), same: z.boolean() }),
    z.strictObject({ kind: z.literal('section'), section: sectionSchema, is: z.boolean() }),
    z.strictObject({ kind: z.literal('letter'), relation: z.enum(['before', 'after']) }),
    z.strictObject({ kind: z.literal('not-rooms'), rooms: z.array(roomSchema).check(z.minLength(1), z.maxLength(11)) }),
    z.strictObject({ kind: z.literal('colour'), colours: z.array(colourName).check(z.minLength(1), z.maxLength(12)), is: z.boolean() }),
  ]))();

const passengerConditionSchema: z.ZodMiniType<PassengerCondition, PassengerCondition> = /* @__PURE__ */ (() =>
  z.discriminatedUnion('kind', [
    z.strictObject({ kind: z.literal('figure'), figure: figureIdSchema }),
    z.strictObject({ kind: z.literal('room'), room: roomSchema }),
    z.strictObject({ kind: z.literal('teamwork') }),
  ]))();

const roomSpecSchema: z.ZodMiniType<RoomSpec, RoomSpec> = /* @__PURE__ */ (() =>
  z.strictObject({
    letter: roomSchema,
    colour: colourName,
    keys: z.tuple([colourName, colourName]),
    middleDeckKeys: z.optional(z.tuple([colourName, colourName])),
    side: sideSchema,
    section: sectionSchema,
  }))();

const figureSpecSchema: z.ZodMiniType<FigureSpec, FigureSpec> = /* @__PURE__ */ (() =>
  z.strictObject({ id: figureIdSchema, name: z.string().check(z.minLength(1), z.maxLength(80)) }))();
const figureCardSchema: z.ZodMiniType<FigureCard, FigureCard> = /* @__PURE__ */ (() =>
  z.strictObject({ id: z.int(), figure: figureIdSchema, room: roomSchema, key: colourName }))();
const passengerCardSchema: z.ZodMiniType<PassengerCard, PassengerCard> = /* @__PURE__ */ (() =>
  z.strictObject({ id: z.int(), room: roomSchema, condition: passengerConditionSchema }))();
const mazeSchema: z.ZodMiniType<MazeBack, MazeBack> = /* @__PURE__ */ (() =>
  z.strictObject({ room: roomSchema, exits: z.array(roomSchema).check(z.length(12)) }))();
const clueCardSchema: z.ZodMiniType<ClueCard, ClueCard> = /* @__PURE__ */ (() => z.strictObject({ id: z.int(), predicate: cluePredicateSchema }))();
const puzzleSchema: z.ZodMiniType<Puzzle, Puzzle> = /* @__PURE__ */ (() =>
  z.strictObject({ id: z.int(), clues: z.array(whole(1, 20)).check(z.length(12)), solution: roomSchema }))();

type Issue = (message: string) => void;

function checkIds(items: readonly { readonly id: number }[], what: string, issue: Issue): void {
  items.forEach((item, index) => {
    if (item.id !== index + 1) issue(`${what} ${index + 1} has id ${item.id}; ids run 1, 2, … in order`);
  });
}

/** The content checks of the rulebook's constraints; each failed check is reported through `issue`. */
function checkContent(content: KillercruiseContent, issue: Issue): void {
  const keys = new Set(content.keyColours);
  if (keys.size !== content.keyColours.length) issue('key colours must be different from each other');
  content.figures.forEach((figure, index) => {
    if (figure.id !== FIGURE_IDS[index]) issue(`figure ${index + 1} must be ${FIGURE_IDS[index] ?? '?'}`);
  });
  const pairs = new Set<string>();
  const colours = new Set<string>();
  content.rooms.forEach((room, index) => {
    if (room.letter !== ROOM_LETTERS[index]) issue(`room ${index + 1} must be ${ROOM_LETTERS[index] ?? '?'} (the clockwise ring A–M without J)`);
    colours.add(room.colour);
    const [first, second] = room.keys;
    if (first === second) issue(`room ${room.letter}: "The combination always consists of 2 keys of different colors"`);
    if (!keys.has(first) || !keys.has(second)) issue(`room ${room.letter}: its keys must be key colours`);
    const pair = [first, second].sort().join('+');
    if (pairs.has(pair)) issue(`room ${room.letter}: "Each of the 12 rooms has a different combination"`);
    pairs.add(pair);
  });
  if (colours.size !== content.rooms.length) issue('every room has its own colour');
  // A middle deck's own combination (table rule oneKeyCombinationPerRoom: false) keeps the same
  // constraints among the middle decks: "Each of the 12 rooms has a different combination".
  const middlePairs = new Set<string>();
  let middleGiven = 0;
  for (const room of content.rooms) {
    if (room.middleDeckKeys === undefined) continue;
    middleGiven++;
    const [first, second] = room.middleDeckKeys;
    if (first === second) issue(`room ${room.letter}'s middle deck: "The combination always consists of 2 keys of different colors"`);
    if (!keys.has(first) || !keys.has(second)) issue(`room ${room.letter}'s middle deck: its keys must be key colours`);
    const pair = [first, second].sort().join('+');
    if (middlePairs.has(pair)) issue(`room ${room.letter}'s middle deck: "Each of the 12 rooms has a different combination"`);
    middlePairs.add(pair);
  }
  if (middleGiven > 0 && middleGiven < content.rooms.length) issue('middle-deck combinations (middleDeckKeys) are given for every room or for none');
  checkIds(content.figureCards, 'figure card', issue);
  const cardKeys = new Set(content.figureCards.map((card) => card.key));
  for (const card of content.figureCards) if (!keys.has(card.key)) issue(`figure card ${card.id}: ${card.key} is not a key colour`);
  for (const room of content.rooms) {
    for (const key of [...room.keys, ...(room.middleDeckKeys ?? [])]) {
      if (!cardKeys.has(key)) issue(`room ${room.letter}: no figure card carries a ${key} key, so it can never be unlocked`);
    }
  }
  checkIds(content.passengers, 'passenger card', issue);
  for (const passenger of content.passengers) {
    if (passenger.condition.kind === 'room' && passenger.condition.room === passenger.room) {
      issue(`passenger card ${passenger.id}: its target room must differ from the room it is placed in`);
    }
  }
  content.mazes.forEach((maze, index) => {
    if (maze.room !== ROOM_LETTERS[index]) issue(`maze ${index + 1} must be the back of room ${ROOM_LETTERS[index] ?? '?'}`);
    if (new Set(maze.exits).size !== ROOM_LETTERS.length) issue(`maze of room ${maze.room}: every line ends at a different letter`);
    maze.exits.forEach((exit, start) => {
      if (exit === ROOM_LETTERS[start]) issue(`maze of room ${maze.room}: the line from ${exit} must end "at a different letter"`);
    });
  });
  checkIds(content.clues, 'clue card', issue);
  checkIds(content.puzzles, 'puzzle', issue);
  for (const puzzle of content.puzzles) {
    if (new Set(puzzle.clues).size !== puzzle.clues.length) issue(`puzzle ${puzzle.id}: its 12 clue cards must be different`);
    const placed = puzzle.clues.map((id, index) => [content.clues[id - 1]?.predicate, ROOM_LETTERS[index] ?? 'A'] as const);
    const left = ROOM_LETTERS.filter((x) =>
      placed.every(([predicate, here]) => predicate !== undefined && clueHolds(content.rooms, predicate, here, x)),
    );
    if (left.length !== 1 || left[0] !== puzzle.solution) {
      issue(`puzzle ${puzzle.id}: its clues must leave exactly its solution ${puzzle.solution}, not ${left.join(', ') || 'nothing'}`);
    }
  }
}

/**
 * Validates a {@link KillercruiseContent}: the component counts of the box and every constraint
 * the rulebook states. (The stand-in content passes it; the content tests check that once.)
 */
export const contentSchema: z.ZodMiniType<KillercruiseContent, KillercruiseContent> = /* @__PURE__ */ (() =>
  z
    .strictObject({
      name: z.string().check(z.maxLength(200)),
      keyColours: z.array(colourName).check(z.minLength(2), z.maxLength(24)),
      figures: z.array(figureSpecSchema).check(z.length(4)),
      rooms: z.array(roomSpecSchema).check(z.length(12)),
      figureCards: z.array(figureCardSchema).check(z.length(48)),
      passengers: z.array(passengerCardSchema).check(z.length(36)),
      mazes: z.array(mazeSchema).check(z.length(12)),
      clues: z.array(clueCardSchema).check(z.length(20)),
      puzzles: z.array(puzzleSchema).check(z.length(24)),
    })
    .check(z.superRefine((content, ctx) => checkContent(content, (message) => ctx.addIssue({ code: 'custom', message })))))();

/**
 * The content a configuration carries. The module's own {@link standInContent} — deep-frozen, and
 * checked against every constraint by the content tests — or a plain-data copy of it (one read
 * from a saved match, say) resolves to that one object, shared by every match, without being
 * checked again; any other content is validated (and copied) with {@link contentSchema}.
 */
const carriedContentSchema: z.ZodMiniType<KillercruiseContent, KillercruiseContent> = /* @__PURE__ */ (() =>
  z.union([
    z.pipe(
      z.custom<KillercruiseContent>((value) => internContent(value, standInContent) === standInContent),
      z.transform((): KillercruiseContent => standInContent),
    ),
    contentSchema,
  ]))();

/** Whether `date` is a real day of the proleptic Gregorian calendar. */
export function isCalendarDate(date: CalendarDate): boolean {
  const { year, month, day } = date;
  if (!Number.isInteger(year) || !Number.isInteger(month) || !Number.isInteger(day)) return false;
  if (year < 1 || year > 9999 || month < 1 || month > 12 || day < 1) return false;
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  const days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1] ?? 31;
  return day <= days;
}

const notACalendarDay = { message: 'not a day of the calendar' };

const calendarDateSchema: z.ZodMiniType<CalendarDate, CalendarDate> = /* @__PURE__ */ (() =>
  z.strictObject({ year: z.int(), month: z.int(), day: z.int() }).check(z.refine(isCalendarDate, notACalendarDay)))();

const isoDateSchema: z.ZodMiniType<CalendarDate, string> = /* @__PURE__ */ (() =>
  z
    .pipe(
      z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'a date is written YYYY-MM-DD' })),
      z.transform((text: string): CalendarDate => ({ year: Number(text.slice(0, 4)), month: Number(text.slice(5, 7)), day: Number(text.slice(8, 10)) })),
    )
    .check(z.refine(isCalendarDate, notACalendarDay)))();

const startingFigureSchema: z.ZodMiniType<StartingFigure, StartingFigure> = /* @__PURE__ */ (() =>
  z.strictObject({ figure: figureIdSchema, room: roomSchema }))();
const difficultySchema: z.ZodMiniType<Difficulty, Difficulty> = /* @__PURE__ */ (() => z.enum(['easy', 'medium', 'difficult']))();
const variantSchema: z.ZodMiniType<Variant, Variant> = /* @__PURE__ */ (() => z.enum(['standard', 'time-pressure']))();
const seat = /* @__PURE__ */ whole(0, 3);
const players = /* @__PURE__ */ whole(2, 4);
const puzzleNumber = /* @__PURE__ */ whole(1, 24);
const startingFigures = /* @__PURE__ */ (() => z.array(startingFigureSchema).check(z.length(3)))();

interface ConfigShape {
  readonly players: number;
  readonly puzzle: number | null;
  readonly killerRoom: RoomLetter | null;
  readonly figures: readonly StartingFigure[] | null;
  readonly firstPlayer: PlayerId | null;
  readonly content: KillercruiseContent;
}

/** The setup rules a configuration must keep, across its fields. */
function checkConfig(config: ConfigShape, issue: Issue): void {
  if (config.firstPlayer !== null && config.firstPlayer >= config.players) {
    issue(`firstPlayer ${config.firstPlayer} is not one of the ${config.players} seats`);
  }
  if (config.puzzle !== null && config.puzzle > config.content.puzzles.length) issue(`there is no puzzle ${config.puzzle}`);
  if (config.figures !== null) {
    if (new Set(config.figures.map((entry) => entry.figure)).size !== config.figures.length) {
      issue('How To Set Up The Game: select 3 different playing figures');
    }
    if (new Set(config.figures.map((entry) => entry.room)).size !== config.figures.length) {
      issue('How To Set Up The Game: "Place each of these in a different room"');
    }
    if (config.killerRoom !== null && config.figures.some((entry) => entry.room === config.killerRoom)) {
      issue('How To Set Up The Game: "none of the playing figures is in the same room as the killer"');
    }
  }
}

/** A table rule as a user gives it: a boolean, `fallback` if left out, described for the JSON Schema. */
function ruleOption(fallback: boolean, description: string): z.ZodMiniType<boolean, boolean | undefined> {
  return z._default(z.boolean(), fallback).check(z.describe(description));
}

/** The table rules as a user gives them: any of the options, each left out taking its default. */
const rulesInputSchema: z.ZodMiniType<KillercruiseRules, Partial<KillercruiseRules>> = /* @__PURE__ */ (() =>
  z
    .strictObject({
      oneKeyCombinationPerRoom: ruleOption(
        DEFAULT_RULES.oneKeyCombinationPerRoom,
        'Ruling 5. true (default): one key combination per room letter, opening its upper and middle deck ("Each of the 12 rooms has a different combination"). false: each room tile has its own, so a middle deck opens with its own combination (content.rooms[].middleDeckKeys, or else that of the room opposite).',
      ),
      collectedKeysCountAsPlayed: ruleOption(
        DEFAULT_RULES.collectedKeysCountAsPlayed,
        'Ruling 7. false (default): "you must play at least 1 figure card" from your hand; a turn of only collected keys cannot end. true: a key taken from the collection point and used is a figure card played, so such a turn may end (and draws nothing).',
      ),
      mayMoveIntoKillersRoom: ruleOption(
        DEFAULT_RULES.mayMoveIntoKillersRoom,
        'Ruling 8. true (default): "You should not move any playing figures into a room where the killer is" is advice; the move is legal and the figure meets the killer. false: it is forbidden.',
      ),
      lastPassengerLoses: ruleOption(
        DEFAULT_RULES.lastPassengerLoses,
        'Ruling 10. true (default): the game is lost the moment the last passenger card leaves the pile ("The passenger pile has been used up"). false: it is lost only when a passenger card must be drawn from the empty pile.',
      ),
    })
    .check(
      z.describe(
        'Table rules (house rules): one option per ruling where the rulebook can be read two ways; each option left out plays the default reading (docs/games/killercruise.md, "Table rules").',
      ),
    ))();

/** The table rules as a completed config carries them: every option given. */
const rulesSchema: z.ZodMiniType<KillercruiseRules> = /* @__PURE__ */ (() =>
  z.strictObject({
    oneKeyCombinationPerRoom: z.boolean(),
    collectedKeysCountAsPlayed: z.boolean(),
    mayMoveIntoKillersRoom: z.boolean(),
    lastPassengerLoses: z.boolean(),
  }))();

/**
 * A completed config keeps `rules` only when some option differs from its default: a config that
 * gave none, or only defaults, completes exactly as before the table rules existed (golden replays
 * and saved matches unchanged), and two configs that play the same rules complete alike.
 */
function withoutDefaultRules<T extends { readonly rules?: KillercruiseRules | undefined }>(config: T): T {
  if (config.rules !== undefined && !isDefaultRules(config.rules)) return config;
  const { rules: _rules, ...rest } = config;
  return rest as T;
}

/** Validates and completes a configuration. */
export const configSchema: z.ZodMiniType<KillercruiseConfig, KillercruiseConfigInput> = /* @__PURE__ */ (() =>
  z.pipe(
    z
      .strictObject({
        players: z._default(players, 2),
        difficulty: z._default(difficultySchema, 'medium'),
        puzzle: z._default(z.nullable(puzzleNumber), null),
        killerRoom: z._default(z.nullable(roomSchema), null),
        figures: z._default(z.nullable(startingFigures), null),
        firstPlayer: z._default(z.nullable(seat), null),
        variant: z._default(variantSchema, 'standard'),
        date: z._default(z.nullable(z.union([isoDateSchema, calendarDateSchema])), null),
        rules: z.optional(rulesInputSchema),
        // Not `_default`: zod would hand every match a copy. Each match shares the one frozen object.
        content: z.pipe(
          z.optional(carriedContentSchema),
          z.transform((content): KillercruiseContent => content ?? standInContent),
        ),
      })
      .check(z.superRefine((config, ctx) => checkConfig(config, (message) => ctx.addIssue({ code: 'custom', message })))),
    z.transform((config): KillercruiseConfig => withoutDefaultRules(config)),
  ))();

/** Validates a completed configuration, as a state carries it. */
const completedConfigSchema: z.ZodMiniType<KillercruiseConfig> = /* @__PURE__ */ (() =>
  z
    .strictObject({
      players,
      difficulty: difficultySchema,
      puzzle: z.nullable(puzzleNumber),
      killerRoom: z.nullable(roomSchema),
      figures: z.nullable(startingFigures),
      firstPlayer: z.nullable(seat),
      variant: variantSchema,
      date: z.nullable(calendarDateSchema),
      rules: z.optional(rulesSchema),
      content: carriedContentSchema,
    })
    .check(z.superRefine((config, ctx) => checkConfig(config, (message) => ctx.addIssue({ code: 'custom', message })))))();

const card = /* @__PURE__ */ whole(1, 60);
const figureCardId = /* @__PURE__ */ whole(1, 48);
const passengerId = /* @__PURE__ */ whole(1, 36);

/** Validates one action: strict objects, discriminated by `type`. */
export const actionSchema: z.ZodMiniType<KillercruiseAction> = /* @__PURE__ */ (() =>
  z.discriminatedUnion('type', [
    z.strictObject({ type: z.literal('move'), player: seat, card: figureCardId, to: roomSchema }),
    z.strictObject({ type: z.literal('showdown'), player: seat, card: figureCardId, to: roomSchema }),
    z.strictObject({ type: z.literal('carry'), player: seat, passenger: z.nullable(passengerId) }),
    z.strictObject({ type: z.literal('unlock'), player: seat, room: roomSchema, key: figureCardId }),
    z.strictObject({ type: z.literal('second-key'), player: seat, key: figureCardId }),
    z.strictObject({ type: z.literal('leave-key'), player: seat, card: figureCardId }),
    z.strictObject({ type: z.literal('end-turn'), player: seat }),
    z.strictObject({ type: z.literal('timer-expired'), player: seat }),
  ]))();

const outcomeSchema: z.ZodMiniType<Outcome<EndReason>> = /* @__PURE__ */ (() =>
  z.strictObject({
    winners: z.array(seat),
    reason: z.enum(END_REASONS),
    returns: z.array(z.number()),
    scores: z.optional(z.array(z.number())),
  }))();

const pendingSchema: z.ZodMiniType<Pending> = /* @__PURE__ */ (() =>
  z.discriminatedUnion('kind', [
    z.strictObject({ kind: z.literal('carry'), card: figureCardId, figure: figureIdSchema, from: roomSchema, to: roomSchema }),
    z.strictObject({ kind: z.literal('unlock'), room: roomSchema, key: figureCardId }),
  ]))();

const deckSchema: z.ZodMiniType<Deck, Deck> = /* @__PURE__ */ (() => z.enum(['upper', 'middle', 'lower']))();
const figureStateSchema: z.ZodMiniType<FigureState> = /* @__PURE__ */ (() =>
  z.strictObject({ figure: figureIdSchema, status: z.enum(['missing', 'white', 'red', 'eliminated']), room: z.nullable(roomSchema) }))();
const unlockedSchema: z.ZodMiniType<KillercruiseState['unlocked']> = /* @__PURE__ */ (() =>
  z.strictObject({ upper: listOf(roomSchema, 12), middle: listOf(roomSchema, 12) }))();
const missingPersonSchema: z.ZodMiniType<MissingPerson> = /* @__PURE__ */ (() =>
  z.strictObject({
    figure: figureIdSchema,
    maze: z.nullable(
      z.strictObject({ rooms: z.array(roomSchema).check(z.length(4)), path: z.array(roomSchema).check(z.length(5)), room: roomSchema }),
    ),
    found: z.boolean(),
  }))();
const hands = /* @__PURE__ */ (() => z.array(listOf(figureCardId, 6)).check(z.minLength(2), z.maxLength(4)))();
const turnSchema: z.ZodMiniType<TurnState> = /* @__PURE__ */ (() =>
  z.strictObject({ player: seat, played: whole(0, 60), pending: z.nullable(pendingSchema) }))();

/** Validates a state loaded from outside. */
export const stateSchema: z.ZodMiniType<KillercruiseState> = /* @__PURE__ */ (() =>
  z.strictObject({
    config: completedConfigSchema,
    puzzle: puzzleNumber,
    solution: roomSchema,
    firstPlayer: seat,
    killer: roomSchema,
    figures: z.array(figureStateSchema).check(z.length(4)),
    rooms: z
      .array(
        z.strictObject({
          letter: roomSchema,
          deck: deckSchema,
          passengers: listOf(passengerId, 36),
          clue: whole(1, 20),
          clueRevealed: z.boolean(),
        }),
      )
      .check(z.length(12)),
    unlocked: unlockedSchema,
    missingPerson: missingPersonSchema,
    hands,
    knownCards: hands,
    drawPile: z.strictObject({
      cards: listOf(card, 60),
      piles: listOf(whole(1, 60), 6),
      turnedOver: z.boolean(),
    }),
    discardPile: listOf(card, 60),
    collection: listOf(figureCardId, 48),
    passengerPile: listOf(passengerId, 36),
    killerFields: listOf(passengerId, 36),
    box: listOf(passengerId, 36),
    turn: turnSchema,
    killerCardSinceTimer: z.boolean(),
    outcome: z.nullable(outcomeSchema),
  }))();

/**
 * Describes a view (what `view` returns): strict objects throughout. The content is named by its
 * id (`content`), not carried; a client reads it from the match's config.
 */
export const viewSchema: z.ZodMiniType<KillercruiseView> = /* @__PURE__ */ (() =>
  z.strictObject({
    viewer: z.nullable(seat),
    players,
    difficulty: difficultySchema,
    variant: variantSchema,
    handSize: whole(1, 6),
    firstPlayer: seat,
    content: z.string().check(z.maxLength(200)),
    killer: roomSchema,
    figures: z.array(figureStateSchema).check(z.length(4)),
    rooms: z
      .array(
        z.strictObject({
          letter: roomSchema,
          deck: deckSchema,
          passengers: listOf(passengerId, 36),
          clue: z.nullable(z.strictObject({ id: whole(1, 20), predicate: cluePredicateSchema, text: z.string().check(z.maxLength(500)) })),
        }),
      )
      .check(z.length(12)),
    unlocked: unlockedSchema,
    missingPerson: missingPersonSchema,
    mazeBacks: z.nullable(listOf(mazeSchema, 4)),
    hand: z.nullable(listOf(figureCardId, 6)),
    handSizes: z.array(whole(0, 6)).check(z.minLength(2), z.maxLength(4)),
    knownCards: hands,
    collection: listOf(figureCardId, 48),
    discardPile: listOf(card, 60),
    drawPile: z.strictObject({
      count: whole(0, 60),
      turnedOver: z.boolean(),
      piles: listOf(z.strictObject({ cards: whole(1, 60), killerCards: whole(0, 2) }), 6),
      cards: z.nullable(listOf(card, 60)),
    }),
    passengerPile: whole(0, 36),
    killerFields: listOf(passengerId, 36),
    box: listOf(passengerId, 36),
    turn: turnSchema,
    killerCardSinceTimer: z.boolean(),
    solution: z.nullable(roomSchema),
    outcome: z.nullable(outcomeSchema),
  }))();
