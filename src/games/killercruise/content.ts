/**
 * The components of Sebastian Fitzek Killercruise, as data.
 *
 * The rulebook names the components but prints almost none of their faces: no key combinations, no
 * figure cards, no passengers, no mazes, no clues, no puzzles. The content shipped here is a
 * stand-in built to meet every constraint the rulebook states (see `docs/games/killercruise.md`,
 * "Stand-in content"). Owners of the game can describe theirs as a {@link KillercruiseContent} and
 * pass it as `config.content`.
 */
import { freeze } from 'immer';

/** A room letter. "For reasons of legibility, there's no room J." */
export type RoomLetter = 'A' | 'B' | 'C' | 'D' | 'E' | 'F' | 'G' | 'H' | 'I' | 'K' | 'L' | 'M';

/** The twelve room letters in clockwise ring order: A → B → … → I → K → L → M → A. */
export const ROOM_LETTERS: readonly RoomLetter[] = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I', 'K', 'L', 'M'];

/** One of the four playing figures (each in a white and a red version). */
export type FigureId = 'daniel' | 'martin' | 'gerlinde' | 'elena';

/** The four playing figures, in the order of the rulebook's component list. */
export const FIGURE_IDS: readonly FigureId[] = ['daniel', 'martin', 'gerlinde', 'elena'];

/** The side of the ship a room lies on (bow pointing up, clockwise is down the starboard side). */
export type Side = 'port' | 'starboard';

/** The part of the ship a room lies in. */
export type Section = 'bow' | 'midship' | 'stern';

/** A room of the ship: the same letter on all three decks. */
export interface RoomSpec {
  /** The room's letter. */
  readonly letter: RoomLetter;
  /** The room's colour, which is also the background colour of its figure and passenger cards. */
  readonly colour: string;
  /**
   * The key combination that unlocks the room: two keys of different colours. It opens the middle
   * deck too, unless the table plays `rules.oneKeyCombinationPerRoom: false` (docs ruling 5).
   */
  readonly keys: readonly [string, string];
  /**
   * The combination of the room's middle deck, for a table that reads "Each of the 12 rooms has a
   * different combination" as one per room tile (`rules.oneKeyCombinationPerRoom: false`): two keys
   * of different colours, given for every room or for none. Without it, such a table opens each
   * middle deck with the upper-deck combination of the room opposite (six rooms round the ring).
   * Unused under the default one combination per room letter.
   */
  readonly middleDeckKeys?: readonly [string, string];
  /** The side of the ship the room lies on (clues may refer to it). */
  readonly side: Side;
  /** The part of the ship the room lies in (clues may refer to it). */
  readonly section: Section;
}

/** A playing figure's printed name. */
export interface FigureSpec {
  /** The figure. */
  readonly id: FigureId;
  /** Its full name, for logs and UIs. */
  readonly name: string;
}

/** A figure card: moves its figure, or serves as a key of its key colour. */
export interface FigureCard {
  /** The card's id, `1`–`48` (its position in {@link KillercruiseContent.figureCards}, plus one). */
  readonly id: number;
  /** The pictured playing figure. */
  readonly figure: FigureId;
  /** The room of the card's background colour: where the figure may jump. */
  readonly room: RoomLetter;
  /** The colour of the key depicted on the card. */
  readonly key: string;
}

/**
 * What saves a passenger ("Save Passengers From The Killer—But How?"):
 *
 * - `figure`: "The pictured playing figure must be in the room in which this passenger card is located."
 * - `room`: "You must take this passenger card to the room shown on the card."
 * - `teamwork`: "Any 2 playing figures must be in the room where this passenger card is located."
 */
export type PassengerCondition =
  | {
      /** Condition kind. */
      readonly kind: 'figure';
      /** The pictured figure. */
      readonly figure: FigureId;
    }
  | {
      /** Condition kind. */
      readonly kind: 'room';
      /** The room shown on the card. */
      readonly room: RoomLetter;
    }
  | {
      /** Condition kind. */
      readonly kind: 'teamwork';
    };

/** A passenger card. */
export interface PassengerCard {
  /** The card's id, `1`–`36` (its position in {@link KillercruiseContent.passengers}, plus one). */
  readonly id: number;
  /** The room of the card's colour, where it is placed when drawn. */
  readonly room: RoomLetter;
  /** What saves the passenger. */
  readonly condition: PassengerCondition;
}

/**
 * The back of an upper-deck room: a line maze from each letter to another.
 * `exits[i]` is the letter the line starting at `ROOM_LETTERS[i]` ends at.
 */
export interface MazeBack {
  /** The upper-deck room whose back this is. */
  readonly room: RoomLetter;
  /** Where each line ends, indexed like {@link ROOM_LETTERS}: a permutation with no letter ending on itself. */
  readonly exits: readonly RoomLetter[];
}

/**
 * What a clue card says, as a predicate over the room `x` the psychopath hides in and the room
 * `here` the clue lies in (on the lower deck). Rendered in English by `clueText`.
 *
 * - `not-here`: x ≠ here.
 * - `distance`: the number of rooms between here and x along the ring (either way, 0–6) is
 *   `at-most` / `more-than` `rooms`.
 * - `clockwise`: the clockwise steps from here to x (0–11) are `at-most` / `more-than` `rooms`.
 * - `same-side`: x is (`same: true`) or is not on the same side of the ship as here.
 * - `same-section`: x is (`same: true`) or is not in the same part of the ship as here.
 * - `section`: x is (`is: true`) or is not in the given part of the ship.
 * - `letter`: x's letter comes `before` / `after` here's in the alphabet.
 * - `not-rooms`: x is none of `rooms`.
 * - `colour`: x's colour is (`is: true`) or is not one of `colours`.
 */
export type CluePredicate =
  | {
      /** Predicate kind. */
      readonly kind: 'not-here';
    }
  | {
      /** Predicate kind. */
      readonly kind: 'distance' | 'clockwise';
      /** How the distance compares with `rooms`. */
      readonly relation: 'at-most' | 'more-than';
      /** The number of rooms compared with. */
      readonly rooms: number;
    }
  | {
      /** Predicate kind. */
      readonly kind: 'same-side' | 'same-section';
      /** Whether x is on the same side (in the same part) as here, or not. */
      readonly same: boolean;
    }
  | {
      /** Predicate kind. */
      readonly kind: 'section';
      /** The part of the ship. */
      readonly section: Section;
      /** Whether x is in it, or not. */
      readonly is: boolean;
    }
  | {
      /** Predicate kind. */
      readonly kind: 'letter';
      /** Whether x's letter comes before or after here's. */
      readonly relation: 'before' | 'after';
    }
  | {
      /** Predicate kind. */
      readonly kind: 'not-rooms';
      /** The rooms ruled out. */
      readonly rooms: readonly RoomLetter[];
    }
  | {
      /** Predicate kind. */
      readonly kind: 'colour';
      /** The room colours. */
      readonly colours: readonly string[];
      /** Whether x's colour is one of them, or not. */
      readonly is: boolean;
    };

/** A clue card. */
export interface ClueCard {
  /** The number on the card's back, `1`–`20` (its position in {@link KillercruiseContent.clues}, plus one). */
  readonly id: number;
  /** What the clue says. */
  readonly predicate: CluePredicate;
}

/** A puzzle of the puzzle cards: which clue goes to which lower-deck room, and the solution on the back. */
export interface Puzzle {
  /** The puzzle's number, `1`–`24` (its position in {@link KillercruiseContent.puzzles}, plus one). */
  readonly id: number;
  /** The clue card number for each lower-deck room, in the order of {@link ROOM_LETTERS} (A first, M last). */
  readonly clues: readonly number[];
  /** The room the psychopath hides in. */
  readonly solution: RoomLetter;
}

/** Every component the rules need, as data. */
export interface KillercruiseContent {
  /** A name for the content set, shown in logs. */
  readonly name: string;
  /** The key colours used by the rooms' combinations and the figure cards. */
  readonly keyColours: readonly string[];
  /** The four playing figures, in {@link FIGURE_IDS} order. */
  readonly figures: readonly FigureSpec[];
  /** The twelve rooms, in {@link ROOM_LETTERS} order (the clockwise ring). */
  readonly rooms: readonly RoomSpec[];
  /** The 48 figure cards. */
  readonly figureCards: readonly FigureCard[];
  /** The 36 passenger cards. */
  readonly passengers: readonly PassengerCard[];
  /** The maze on the back of each upper-deck room, in {@link ROOM_LETTERS} order. */
  readonly mazes: readonly MazeBack[];
  /** The 20 clue cards. */
  readonly clues: readonly ClueCard[];
  /**
   * The 24 puzzles of the two puzzle cards, solutions included. Public data, like the printed cards:
   * a bot meant to play fairly must not consult them (with the stand-in puzzles one revealed clue
   * already fixes the solution in 39 % of cases, two in 93 %; docs ruling 21).
   */
  readonly puzzles: readonly Puzzle[];
}

const KEY_COLOURS = ['green', 'purple', 'red', 'blue', 'orange', 'black'] as const;

type Key = (typeof KEY_COLOURS)[number];

/** Room table: letter, colour, key combination, side, section. */
const ROOM_TABLE: readonly [RoomLetter, string, Key, Key, Side, Section][] = [
  ['A', 'yellow', 'green', 'purple', 'starboard', 'bow'],
  ['B', 'light blue', 'red', 'blue', 'starboard', 'bow'],
  ['C', 'orange', 'green', 'orange', 'starboard', 'midship'],
  ['D', 'pink', 'purple', 'black', 'starboard', 'midship'],
  ['E', 'red', 'green', 'blue', 'starboard', 'stern'],
  ['F', 'dark blue', 'red', 'orange', 'starboard', 'stern'],
  ['G', 'green', 'green', 'black', 'port', 'stern'],
  ['H', 'purple', 'purple', 'red', 'port', 'stern'],
  ['I', 'brown', 'blue', 'orange', 'port', 'midship'],
  ['K', 'grey', 'red', 'black', 'port', 'midship'],
  ['L', 'turquoise', 'purple', 'orange', 'port', 'bow'],
  ['M', 'white', 'blue', 'black', 'port', 'bow'],
];

const FIGURE_NAMES: Readonly<Record<FigureId, string>> = {
  daniel: 'Daniel Bonhoeffer',
  martin: 'Martin Schwartz',
  gerlinde: 'Gerlinde Dobkowitz',
  elena: 'Dr. Elena Beck',
};

/** Figure `f`, room `r`: one card per figure and room; key colours rotate so each figure has each key twice. */
function figureCards(): FigureCard[] {
  const cards: FigureCard[] = [];
  FIGURE_IDS.forEach((figure, f) => {
    ROOM_LETTERS.forEach((room, r) => {
      cards.push({ id: cards.length + 1, figure, room, key: KEY_COLOURS[(r + 3 * f) % KEY_COLOURS.length] ?? 'green' });
    });
  });
  return cards;
}

/** How far clockwise the target room of each room's "room" passenger lies, by room index mod 6. */
const TARGET_OFFSETS = [2, 3, 4, 8, 9, 10];

/** Three passengers per room: one of each condition kind. */
function passengerCards(): PassengerCard[] {
  const cards: PassengerCard[] = [];
  ROOM_LETTERS.forEach((room, r) => {
    const figure = FIGURE_IDS[r % FIGURE_IDS.length] ?? 'daniel';
    const target = ROOM_LETTERS[(r + (TARGET_OFFSETS[r % TARGET_OFFSETS.length] ?? 6)) % ROOM_LETTERS.length] ?? 'A';
    cards.push({ id: cards.length + 1, room, condition: { kind: 'figure', figure } });
    cards.push({ id: cards.length + 1, room, condition: { kind: 'room', room: target } });
    cards.push({ id: cards.length + 1, room, condition: { kind: 'teamwork' } });
  });
  return cards;
}

/** The 20 clue cards. */
const CLUES: readonly CluePredicate[] = [
  { kind: 'not-here' },
  { kind: 'distance', relation: 'more-than', rooms: 1 },
  { kind: 'distance', relation: 'more-than', rooms: 2 },
  { kind: 'distance', relation: 'at-most', rooms: 3 },
  { kind: 'distance', relation: 'at-most', rooms: 4 },
  { kind: 'distance', relation: 'at-most', rooms: 5 },
  { kind: 'same-side', same: true },
  { kind: 'same-side', same: false },
  { kind: 'section', section: 'bow', is: false },
  { kind: 'section', section: 'midship', is: false },
  { kind: 'section', section: 'stern', is: false },
  { kind: 'letter', relation: 'after' },
  { kind: 'letter', relation: 'before' },
  { kind: 'clockwise', relation: 'at-most', rooms: 6 },
  { kind: 'clockwise', relation: 'more-than', rooms: 3 },
  { kind: 'not-rooms', rooms: ['C', 'K'] },
  { kind: 'not-rooms', rooms: ['E', 'H', 'M'] },
  { kind: 'colour', colours: ['yellow', 'orange', 'pink', 'red'], is: false },
  { kind: 'colour', colours: ['light blue', 'dark blue', 'turquoise', 'grey'], is: false },
  { kind: 'same-section', same: false },
];

/** Maze exits per upper-deck room, as strings of the twelve letters (index = starting letter). */
const MAZES: readonly string[] = [
  'BLGKCDHFEMAI',
  'MEKCFLDGBIHA',
  'BKFALGEDHMCI',
  'EGBLFDHKAIMC',
  'IEGHBMKLDAFC',
  'DAHGCLEMKFIB',
  'FGDIBLCMKHEA',
  'BMFILKHECDAG',
  'EGIACBFDMHKL',
  'EHAKBMFLCDGI',
  'GMIHDKLEFCBA',
  'DMGEFICKABHL',
];

/** Puzzles: twelve clue numbers for rooms A–M, then the solution. */
const PUZZLES: readonly [readonly number[], RoomLetter][] = [
  [[19, 14, 20, 8, 3, 10, 1, 9, 15, 16, 18, 5], 'H'],
  [[11, 17, 18, 19, 5, 2, 9, 12, 6, 7, 15, 3], 'I'],
  [[6, 17, 10, 11, 4, 18, 3, 20, 13, 15, 8, 2], 'B'],
  [[19, 1, 6, 12, 7, 13, 2, 4, 8, 9, 16, 20], 'E'],
  [[4, 3, 20, 15, 8, 18, 5, 11, 16, 17, 14, 7], 'L'],
  [[17, 16, 5, 2, 20, 3, 11, 4, 1, 7, 10, 15], 'L'],
  [[17, 2, 14, 8, 20, 1, 16, 12, 7, 15, 18, 11], 'I'],
  [[19, 18, 8, 15, 11, 14, 6, 1, 20, 2, 12, 16], 'M'],
  [[11, 7, 15, 6, 17, 2, 14, 16, 8, 4, 5, 19], 'A'],
  [[5, 18, 16, 8, 1, 20, 14, 3, 2, 19, 12, 4], 'M'],
  [[18, 17, 10, 4, 8, 19, 14, 15, 20, 9, 1, 2], 'G'],
  [[19, 12, 14, 13, 20, 7, 3, 2, 8, 6, 15, 17], 'C'],
  [[14, 2, 5, 3, 8, 1, 18, 17, 13, 16, 15, 10], 'G'],
  [[1, 7, 10, 9, 14, 15, 8, 5, 13, 20, 19, 6], 'E'],
  [[3, 11, 9, 18, 2, 5, 7, 6, 12, 14, 17, 15], 'K'],
  [[12, 14, 5, 13, 7, 3, 11, 9, 15, 19, 1, 20], 'C'],
  [[9, 2, 5, 14, 20, 11, 3, 1, 8, 16, 15, 19], 'D'],
  [[4, 5, 1, 2, 8, 14, 7, 11, 12, 9, 15, 18], 'K'],
  [[2, 10, 20, 15, 3, 9, 12, 5, 13, 16, 18, 19], 'H'],
  [[2, 10, 4, 17, 12, 16, 5, 18, 8, 15, 9, 14], 'F'],
  [[5, 14, 10, 13, 18, 1, 11, 16, 8, 6, 17, 2], 'B'],
  [[7, 9, 11, 14, 4, 2, 3, 13, 6, 16, 15, 19], 'D'],
  [[17, 15, 7, 5, 18, 10, 8, 9, 4, 6, 3, 16], 'F'],
  [[10, 4, 16, 3, 6, 11, 14, 19, 5, 13, 8, 1], 'A'],
];

function letters(text: string): RoomLetter[] {
  return [...text].map((letter) => ROOM_LETTERS.find((room) => room === letter) ?? 'A');
}

/**
 * The stand-in content: the rooms on the clockwise ring A → … → M with A yellow, B light blue and
 * M white; six key colours, room A opened by green + purple, every room a different pair; one
 * figure card per figure and room (48), three passengers per room, one of each condition kind
 * (36); twelve line mazes; twenty clues and twenty-four puzzles, each with exactly one solution.
 * Everything here is public, the puzzles' solutions too (see {@link KillercruiseContent.puzzles}).
 * Deep-frozen: every match without content of its own shares this one object.
 */
export const standInContent: KillercruiseContent = /* @__PURE__ */ (() =>
  freeze<KillercruiseContent>({
    name: 'stand-in content',
    keyColours: KEY_COLOURS,
    figures: FIGURE_IDS.map((id) => ({ id, name: FIGURE_NAMES[id] })),
    rooms: ROOM_TABLE.map(([letter, colour, first, second, side, section]) => ({ letter, colour, keys: [first, second], side, section })),
    figureCards: figureCards(),
    passengers: passengerCards(),
    mazes: MAZES.map((exits, index) => ({ room: ROOM_LETTERS[index] ?? 'A', exits: letters(exits) })),
    clues: CLUES.map((predicate, index) => ({ id: index + 1, predicate })),
    puzzles: PUZZLES.map(([clues, solution], index) => ({ id: index + 1, clues, solution })),
  }, true))();
