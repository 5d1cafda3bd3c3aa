/**
 * The ship, the clue cards, the event cards and the detectives of Tatort Titanic, as data.
 *
 * The rulebook prints the six detectives but neither the board nor the faces of the clue and
 * event cards, so the board, the candidates and the event deck shipped here are a stand-in built
 * to meet every constraint the rulebook states (see `docs/games/tatort-titanic.md`). Owners of the
 * game can describe theirs as a {@link TatortContent} and pass it as `config.content`; the config
 * schema checks it with {@link contentSchema}.
 */
import * as z from 'zod/mini';
import { deepFreeze } from '../../core/clone.js';
import { contentIdOf, internContent } from '../../core/content.js';

/**
 * A colour of clue card — the five groups of the investigation sheet. A card's back shows its
 * colour, so everyone sees the colour of every card; only its face is hidden.
 */
export type Colour = 'murderer' | 'weapon' | 'motive' | 'scene' | 'time';

/** The five colours, in the order of the investigation sheet (and of card and circumstance ids). */
export const COLOURS: readonly Colour[] = ['murderer', 'weapon', 'motive', 'scene', 'time'];

/** Candidates per colour: "narrowed the number of suspects, weapons, motives and scenes to six each". */
export const CANDIDATES_PER_COLOUR = 6;

/** Cards per colour: the six candidates and one blank card ("the five blank cards"). */
export const CARDS_PER_COLOUR = 7;

/** All clue cards: five colours of seven ("7 time cards", "7 scene cards", …). */
export const CLUE_CARDS = COLOURS.length * CARDS_PER_COLOUR;

/** The circumstances on an investigation sheet: six per colour. */
export const CIRCUMSTANCES = COLOURS.length * CANDIDATES_PER_COLOUR;

/**
 * What a space of the board is.
 *
 * - `deck`: a deck space ("deck spaces (10 per deck)");
 * - `staircase`: a staircase space ("staircase spaces (2 per staircase)");
 * - `bridge`: where the detectives gather at the start;
 * - `radio-room`: the Radio Room (one card of each colour; a second roll against the weather);
 * - `clairvoyant`: Madame Blavansky's cabin on Deck C (one card of each colour; even or odd);
 * - `room`: one of the six named rooms with two cards each (Library, Restaurant, …);
 * - `cabin`: a cabin with one card (the Changing Cabin among them).
 *
 * Every kind but `deck` and `staircase` is a room: one space, "reachable through a doorway".
 */
export type SpaceKind = 'deck' | 'staircase' | 'bridge' | 'radio-room' | 'clairvoyant' | 'room' | 'cabin';

/** The decks of the ship: "the three decks (A, B, C)". */
export type Deck = 'A' | 'B' | 'C';

/** One space of the board. A space's id is its index in {@link TatortContent.spaces}. */
export interface ShipSpace {
  /** Its name, for logs and UIs ("Radio Room", "Deck B, 4"). */
  readonly name: string;
  /** What kind of space it is. */
  readonly kind: SpaceKind;
  /** The deck it lies on; `null` for a staircase space, which joins two decks. */
  readonly deck: Deck | null;
}

/** One colour of clue cards: its title and its six candidates (the blank card has no face). */
export interface ClueColour {
  /** The colour. */
  readonly colour: Colour;
  /** Its title on the investigation sheet ("Murderer", "Murder weapon", …). */
  readonly title: string;
  /** The six candidates, in sheet order. */
  readonly candidates: readonly string[];
}

/**
 * What an event card does. The rulebook prints three kinds (weather, questioning bonuses, and
 * "the instructions on the event card"); the rest are the stand-in deck's own.
 *
 * - `weather`: "indicate the weather condition": placed face up, replacing the weather card
 *   there, which goes back under the stack;
 * - `questioning-bonus`: "grant a bonus when questioning another detective": kept until its holder
 *   next questions, then added to that questioning roll and put back under the stack;
 * - `lose-turn`: its drawer misses its next turn;
 * - `go-to`: its drawer's pawn is moved to `space` at once;
 * - `movement`: `points` (possibly negative) are added to its drawer's next movement;
 * - `extra-roll`: its drawer rolls one more die for its next movement;
 * - `rumour`: its drawer reads a clue card lying on `space` (any space with cards when `null`),
 *   drawn at random;
 * - `loose-lips`: another detective holding cards, drawn at random, shows its drawer one of them,
 *   drawn at random;
 * - `weather-clears`: the face-up weather card goes back under the stack: the weather is no longer
 *   fixed.
 */
export type EventEffect =
  | {
      /** A weather card. */
      readonly kind: 'weather';
      /** The weather it sets, 2 to 5. */
      readonly weather: 2 | 3 | 4 | 5;
    }
  | {
      /** A questioning bonus, kept until its holder next questions. */
      readonly kind: 'questioning-bonus';
      /** What it adds to that questioning roll. */
      readonly bonus: number;
    }
  | {
      /** Its drawer misses its next turn. */
      readonly kind: 'lose-turn';
    }
  | {
      /** Its drawer's pawn is sent to a space. */
      readonly kind: 'go-to';
      /** The space. */
      readonly space: number;
    }
  | {
      /** Points for its drawer's next movement. */
      readonly kind: 'movement';
      /** The points, possibly negative. */
      readonly points: number;
    }
  | {
      /** One more die for its drawer's next movement. */
      readonly kind: 'extra-roll';
    }
  | {
      /** Its drawer reads a clue card lying on the board, drawn at random. */
      readonly kind: 'rumour';
      /** Where the card lies; `null` for anywhere on the board. */
      readonly space: number | null;
    }
  | {
      /** Another detective shows its drawer a clue card, both drawn at random. */
      readonly kind: 'loose-lips';
    }
  | {
      /** The face-up weather card goes back under the stack. */
      readonly kind: 'weather-clears';
    };

/** One event card. An event card's id is its index in {@link TatortContent.events}. */
export interface EventCard {
  /** Its title. */
  readonly name: string;
  /** Its printed instruction, for UIs and logs. */
  readonly text: string;
  /** What the engine does when it is drawn. */
  readonly effect: EventEffect;
}

/** One of the six detectives the rulebook introduces. */
export interface Detective {
  /** A short key, used in `config.detectives` (`'nicholls'`). */
  readonly key: string;
  /** Full name. */
  readonly name: string;
  /** Age, as printed. */
  readonly age: number;
  /** Who they are, as printed. */
  readonly description: string;
}

/** Everything printed on the game's components that the rules read. */
export interface TatortContent {
  /** A name for the set, shown in logs. */
  readonly name: string;
  /** The spaces of the board. */
  readonly spaces: readonly ShipSpace[];
  /** The connections between spaces, each one step of movement (a room's one link is its doorway). */
  readonly links: readonly (readonly [number, number])[];
  /** Pairs of rooms that adjoin each other (sharing a wall), for the Eavesdropper. */
  readonly adjoining: readonly (readonly [number, number])[];
  /** The five colours of clue cards, in the order of {@link COLOURS}. */
  readonly clues: readonly ClueColour[];
  /** The 20 event cards. */
  readonly events: readonly EventCard[];
  /** The six detectives. */
  readonly detectives: readonly Detective[];
}

/** The clue cards laid out on a space of each kind at setup (see "Laying Out the Cards"). */
export const CARDS_LAID_OUT: Readonly<Record<SpaceKind, number>> = {
  deck: 0,
  staircase: 0,
  bridge: 0,
  'radio-room': 5,
  clairvoyant: 5,
  room: 2,
  cabin: 1,
};

/** The event cards in the box: "20 event cards (Ereigniskarten)". */
export const EVENT_CARDS = 20;

/** Deck spaces per deck: "deck spaces (10 per deck)". */
export const DECK_SPACES_PER_DECK = 10;

/** Staircase spaces: "two staircases" of "2 per staircase". */
export const STAIRCASE_SPACES = 4;

/** The six named rooms with two cards each. */
export const NAMED_ROOMS = 6;

const deckSpaces = (deck: Deck): ShipSpace[] =>
  Array.from({ length: DECK_SPACES_PER_DECK }, (_, index) => ({ name: `Deck ${deck}, ${index + 1}`, kind: 'deck', deck }));

/** Space ids of the stand-in board that tests and the docs name. */
export const STAND_IN_SPACES = {
  /** The Bridge, where the detectives gather at the start. */
  bridge: 34,
  /** The Radio Room. */
  radioRoom: 35,
  /** The Gymnasium. */
  gymnasium: 36,
  /** The Library. */
  library: 37,
  /** The Smoking Room. */
  smokingRoom: 38,
  /** The Restaurant. */
  restaurant: 42,
  /** The Bar. */
  bar: 43,
  /** The Changing Cabin. */
  changingCabin: 46,
  /** The Swimming Pool. */
  swimmingPool: 47,
  /** Madame Blavansky's cabin: the Clairvoyant. */
  clairvoyant: 48,
} as const;

/**
 * The stand-in content (see `docs/games/tatort-titanic.md`). The board: each deck a corridor of ten
 * deck spaces, fore to aft (Deck A 0–9, Deck B 10–19, Deck C 20–29); the forward staircase joins
 * A2, B2 and C2 through spaces 30 and 31, the aft staircase A9, B9 and C9 through 32 and 33; each
 * room one step from the deck space at its doorway:
 *
 * ```text
 * Deck A: Bridge 34 (A1), Radio Room 35 (A3), Gymnasium 36 (A4), Library 37 (A7), Smoking Room 38 (A8)
 * Deck B: Cabin B-38 39 (B1), Cabin B-52 40 (B4), Cabin B-54 41 (B5), Restaurant 42 (B7), Bar 43 (B8),
 *         Cabin B-96 44 (B10)
 * Deck C: Cabin C-22 45 (C1), Changing Cabin 46 (C4), Swimming Pool 47 (C5), Madame Blavansky's
 *         cabin 48 (C7), Cabin C-64 49 (C8), Cabin C-104 50 (C10)
 * ```
 *
 * The detectives start on the Bridge; the Radio Room is four steps away, the Clairvoyant twelve,
 * the far cabins fifteen.
 */
export const standInContent: TatortContent = /* @__PURE__ */ (() =>
  deepFreeze<TatortContent>({
    name: 'stand-in RMS Titanic',
    spaces: [
      ...deckSpaces('A'),
      ...deckSpaces('B'),
      ...deckSpaces('C'),
      { name: 'Forward staircase, A–B', kind: 'staircase', deck: null },
      { name: 'Forward staircase, B–C', kind: 'staircase', deck: null },
      { name: 'Aft staircase, A–B', kind: 'staircase', deck: null },
      { name: 'Aft staircase, B–C', kind: 'staircase', deck: null },
      { name: 'Bridge', kind: 'bridge', deck: 'A' },
      { name: 'Radio Room', kind: 'radio-room', deck: 'A' },
      { name: 'Gymnasium', kind: 'room', deck: 'A' },
      { name: 'Library', kind: 'room', deck: 'A' },
      { name: 'Smoking Room', kind: 'room', deck: 'A' },
      { name: 'Cabin B-38', kind: 'cabin', deck: 'B' },
      { name: 'Cabin B-52', kind: 'cabin', deck: 'B' },
      { name: 'Cabin B-54', kind: 'cabin', deck: 'B' },
      { name: 'Restaurant', kind: 'room', deck: 'B' },
      { name: 'Bar', kind: 'room', deck: 'B' },
      { name: 'Cabin B-96', kind: 'cabin', deck: 'B' },
      { name: 'Cabin C-22', kind: 'cabin', deck: 'C' },
      { name: 'Changing Cabin', kind: 'cabin', deck: 'C' },
      { name: 'Swimming Pool', kind: 'room', deck: 'C' },
      { name: "Madame Blavansky's cabin (the Clairvoyant)", kind: 'clairvoyant', deck: 'C' },
      { name: 'Cabin C-64', kind: 'cabin', deck: 'C' },
      { name: 'Cabin C-104', kind: 'cabin', deck: 'C' },
    ],
    links: [
      ...[0, 10, 20].flatMap((start) => Array.from({ length: DECK_SPACES_PER_DECK - 1 }, (_, step): [number, number] => [start + step, start + step + 1])),
      // The forward and the aft staircase, each two spaces joining A to B and B to C.
      [1, 30],
      [30, 11],
      [11, 31],
      [31, 21],
      [8, 32],
      [32, 18],
      [18, 33],
      [33, 28],
      // Doorways: each room is one step from its deck space.
      [34, 0],
      [35, 2],
      [36, 3],
      [37, 6],
      [38, 7],
      [39, 10],
      [40, 13],
      [41, 14],
      [42, 16],
      [43, 17],
      [44, 19],
      [45, 20],
      [46, 23],
      [47, 24],
      [48, 26],
      [49, 27],
      [50, 29],
    ],
    adjoining: [
      [35, 36],
      [37, 38],
      [40, 41],
      [42, 43],
      [46, 47],
      [48, 49],
    ],
    clues: [
      {
        colour: 'murderer',
        title: 'Murderer',
        candidates: ['Lord Cedric Ashworth', 'Mrs Ottilie Blackwood', 'Dr Horace Pemberton', 'Signor Vittorio Morelli', 'Miss Evangeline Hart', 'Jonas Crane, the valet'],
      },
      {
        colour: 'weapon',
        title: 'Murder weapon',
        candidates: ['Revolver', 'Poisoned champagne', 'Letter opener', 'Silk scarf', 'Silver-topped cane', 'Fire poker'],
      },
      {
        colour: 'motive',
        title: 'Motive',
        candidates: ['Inheritance', 'Jealousy', 'Blackmail', 'Revenge', 'Stolen jewels', 'A secret engagement'],
      },
      {
        colour: 'scene',
        title: 'Scene of the crime',
        candidates: ['Turkish Bath', 'Squash Court', 'Cargo Hold', 'Boat Deck', 'Verandah Café', 'Grand Staircase'],
      },
      {
        colour: 'time',
        title: 'Time of the crime',
        candidates: ['12 April, 15:00', '12 April, 22:30', '13 April, 06:00', '13 April, 13:30', '13 April, 21:00', '14 April, 04:30'],
      },
    ],
    events: [
      { name: 'Clear Skies', text: 'Weather 2. Place this card face up on the weather space.', effect: { kind: 'weather', weather: 2 } },
      { name: 'A Fresh Breeze', text: 'Weather 3. Place this card face up on the weather space.', effect: { kind: 'weather', weather: 3 } },
      { name: 'Fog Banks', text: 'Weather 4. Place this card face up on the weather space.', effect: { kind: 'weather', weather: 4 } },
      { name: 'Ice Warnings Jam the Wireless', text: 'Weather 5. Place this card face up on the weather space.', effect: { kind: 'weather', weather: 5 } },
      { name: 'A Bribed Steward', text: 'Keep this card. When you next question a detective, add 2 to your roll; then put it back under the stack.', effect: { kind: 'questioning-bonus', bonus: 2 } },
      { name: "The Captain's Letter", text: 'Keep this card. When you next question a detective, add 3 to your roll; then put it back under the stack.', effect: { kind: 'questioning-bonus', bonus: 3 } },
      { name: 'Seasick', text: 'You miss your next turn.', effect: { kind: 'lose-turn' } },
      { name: 'Summoned by the Purser', text: 'You miss your next turn.', effect: { kind: 'lose-turn' } },
      { name: 'Captain Smith Wants a Report', text: 'Go to the Bridge at once.', effect: { kind: 'go-to', space: 34 } },
      { name: 'Full Speed Ahead', text: 'Add 2 to your next movement.', effect: { kind: 'movement', points: 2 } },
      { name: 'A Shortcut Through the Crew Passage', text: 'Add 2 to your next movement.', effect: { kind: 'movement', points: 2 } },
      { name: 'A Crowded Promenade', text: 'Subtract 2 from your next movement.', effect: { kind: 'movement', points: -2 } },
      { name: 'Second Wind', text: 'Roll one more die for your next movement.', effect: { kind: 'extra-roll' } },
      { name: 'Up the Stairs Two at a Time', text: 'Roll one more die for your next movement.', effect: { kind: 'extra-roll' } },
      { name: 'Rumours in the Smoking Room', text: 'Look at a clue card lying on the board, drawn at random.', effect: { kind: 'rumour', space: null } },
      { name: 'Whispers at Dinner', text: 'Look at a clue card lying on the board, drawn at random.', effect: { kind: 'rumour', space: null } },
      { name: 'The Wireless Operator Talks', text: 'Look at a clue card lying in the Radio Room, drawn at random.', effect: { kind: 'rumour', space: 35 } },
      { name: 'Loose Lips', text: 'Another detective, drawn at random, shows you one of their clue cards, drawn at random.', effect: { kind: 'loose-lips' } },
      { name: 'Gossip at the Bar', text: 'Another detective, drawn at random, shows you one of their clue cards, drawn at random.', effect: { kind: 'loose-lips' } },
      { name: 'The Wind Drops', text: 'Put the face-up weather card back under the stack: the weather is no longer fixed.', effect: { kind: 'weather-clears' } },
    ],
    detectives: [
      { key: 'nicholls', name: 'Bernhard Nicholls', age: 67, description: 'Scotland Yard inspector in retirement' },
      { key: 'leroux', name: 'Maurice Leroux', age: 39, description: 'French police officer on holiday' },
      { key: 'robinson', name: 'Katherine Robinson', age: 47, description: 'author of crime novels' },
      { key: 'cutler', name: 'David Cutler', age: 32, description: 'agent of the Pinkerton detective agency' },
      { key: 'oconner', name: "Adrian O'Conner", age: 41, description: 'sergeant of the British police, assigned as bodyguard to a high-ranking personality' },
      { key: 'toby', name: 'William Toby', age: 50, description: 'ship\'s detective of the Titanic' },
    ],
  }))();

/** The id a view gives the stand-in content (see {@link contentId}). */
export const STAND_IN_CONTENT_ID = 'tatort-titanic/stand-in';

/**
 * The id a view gives `content` (`view.content`): {@link STAND_IN_CONTENT_ID} for the stand-in
 * (the shared object, or any content equal to it — a view is a function of the state's data, not
 * of which object holds it), else `custom:` and a hash of its canonical JSON. A client gets the
 * content itself once, with the match's config, which is public.
 */
export function contentId(content: TatortContent): string {
  return contentIdOf(internStandIn(content), standInContent, STAND_IN_CONTENT_ID);
}

/** `content`, or the one shared {@link standInContent} when it equals it. */
function internStandIn(content: TatortContent): TatortContent {
  return internContent(content, standInContent);
}

/** A whole number from `min` to `max`. */
function whole(min: number, max: number): z.ZodMiniType<number, number> {
  return z.int().check(z.minimum(min), z.maximum(max));
}

/** A string of `min` to `max` characters. */
function text(min: number, max: number): z.ZodMiniType<string, string> {
  return z.string().check(z.minLength(min), z.maxLength(max));
}

/** The five colours, in sheet order. */
export const colourSchema: z.ZodMiniType<Colour, Colour> = /* @__PURE__ */ z.enum(['murderer', 'weapon', 'motive', 'scene', 'time']);
const spaceId = /* @__PURE__ */ whole(0, 199);
const name = /* @__PURE__ */ text(1, 200);

const effectSchema: z.ZodMiniType<EventEffect, EventEffect> = /* @__PURE__ */ z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('weather'), weather: z.union([z.literal(2), z.literal(3), z.literal(4), z.literal(5)]) }),
  z.strictObject({ kind: z.literal('questioning-bonus'), bonus: whole(1, 6) }),
  z.strictObject({ kind: z.literal('lose-turn') }),
  z.strictObject({ kind: z.literal('go-to'), space: spaceId }),
  z.strictObject({ kind: z.literal('movement'), points: whole(-6, 6) }),
  z.strictObject({ kind: z.literal('extra-roll') }),
  z.strictObject({ kind: z.literal('rumour'), space: z.nullable(spaceId) }),
  z.strictObject({ kind: z.literal('loose-lips') }),
  z.strictObject({ kind: z.literal('weather-clears') }),
]);

/** Whether a space of `kind` is a room: one space entered through a doorway. */
export function isRoomKind(kind: SpaceKind): boolean {
  return kind !== 'deck' && kind !== 'staircase';
}

/** The spaces reachable from space 0 along `links`. */
function reachableFromFirst(spaces: number, links: readonly (readonly [number, number])[]): Set<number> {
  const next: number[][] = Array.from({ length: spaces }, () => []);
  for (const [a, b] of links) {
    next[a]?.push(b);
    next[b]?.push(a);
  }
  const seen = new Set<number>([0]);
  const frontier = [0];
  for (let space = frontier.pop(); space !== undefined; space = frontier.pop()) {
    for (const to of next[space] ?? []) {
      if (seen.has(to)) continue;
      seen.add(to);
      frontier.push(to);
    }
  }
  return seen;
}

/** What is wrong with `content` by the rulebook, as issues on `ctx` (see {@link contentSchema}). */
function contentIssues(content: TatortContent, ctx: z.core.$RefinementCtx<TatortContent>): void {
  const issue = (message: string): void => ctx.addIssue({ code: 'custom', message });
  const { spaces } = content;
  const count = (test: (space: ShipSpace) => boolean): number => spaces.filter(test).length;
  for (const deck of ['A', 'B', 'C'] as const) {
    if (count((space) => space.kind === 'deck' && space.deck === deck) !== DECK_SPACES_PER_DECK) {
      issue(`The Game Board: deck ${deck} must have ${DECK_SPACES_PER_DECK} deck spaces ("deck spaces (10 per deck)")`);
    }
  }
  if (count((space) => space.kind === 'deck' && space.deck === null) > 0) issue('The Game Board: every deck space lies on deck A, B or C');
  if (count((space) => space.kind === 'staircase') !== STAIRCASE_SPACES) {
    issue(`The Game Board: two staircases of two spaces each make ${STAIRCASE_SPACES} staircase spaces ("staircase spaces (2 per staircase)")`);
  }
  if (count((space) => space.kind === 'staircase' && space.deck !== null) > 0) issue('The Game Board: a staircase space joins two decks, so its deck is null');
  if (count((space) => isRoomKind(space.kind) && space.deck === null) > 0) issue('The Game Board: every room lies on deck A, B or C');
  for (const kind of ['bridge', 'radio-room', 'clairvoyant'] as const) {
    if (count((space) => space.kind === kind) !== 1) issue(`The Game Board: the board has exactly one ${kind} space`);
  }
  if (count((space) => space.kind === 'clairvoyant' && space.deck !== 'C') > 0) {
    issue('Clairvoyant: "Madame Blavansky has set up her residence in one of the cabins on Deck C"');
  }
  if (count((space) => space.kind === 'room') !== NAMED_ROOMS) {
    issue(`Laying Out the Cards: "2 cards each in the rooms Library, Restaurant, Swimming Pool, Smoking Room, Bar and Gymnasium": ${NAMED_ROOMS} rooms`);
  }
  const laidOut = spaces.reduce((sum, space) => sum + CARDS_LAID_OUT[space.kind], 0);
  const placed = CLUE_CARDS - COLOURS.length;
  if (laidOut !== placed) issue(`Laying Out the Cards: "The ${placed} clue cards are then laid out"; this board lays out ${laidOut} (one card per cabin: the cabins must make up the rest)`);
  const isSpace = (id: number): boolean => id < spaces.length;
  const seenLinks = new Set<string>();
  const degree = spaces.map(() => 0);
  content.links.forEach(([a, b], index) => {
    if (!isSpace(a) || !isSpace(b) || a === b) {
      issue(`The Game Board: link ${index} must join two different spaces of the board`);
      return;
    }
    const key = a < b ? `${a}-${b}` : `${b}-${a}`;
    if (seenLinks.has(key)) issue(`The Game Board: spaces ${a} and ${b} are linked twice`);
    seenLinks.add(key);
    degree[a] = (degree[a] ?? 0) + 1;
    degree[b] = (degree[b] ?? 0) + 1;
  });
  spaces.forEach((space, id) => {
    if (!isRoomKind(space.kind)) return;
    const doorways = content.links.filter(([a, b]) => a === id || b === id);
    const [doorway] = doorways;
    const outside = doorway === undefined ? undefined : spaces[doorway[0] === id ? doorway[1] : doorway[0]];
    if (doorways.length !== 1 || outside?.kind !== 'deck') {
      issue(`The Game Board: "Each room is reachable through a doorway" — ${space.name} (space ${id}) must have one link, to a deck space`);
    }
  });
  if (spaces.length > 0 && content.links.every(([a, b]) => isSpace(a) && isSpace(b))) {
    const reached = reachableFromFirst(spaces.length, content.links);
    const cut = spaces.findIndex((_, id) => !reached.has(id));
    if (cut >= 0) issue(`The Game Board: every space must be reachable; ${spaces[cut]?.name ?? '?'} (space ${cut}) is not`);
  }
  content.adjoining.forEach(([a, b], index) => {
    const first = spaces[a];
    const second = spaces[b];
    if (first === undefined || second === undefined || a === b || !isRoomKind(first.kind) || !isRoomKind(second.kind)) {
      issue(`Special Abilities › Eavesdropper: adjoining pair ${index} must name two different rooms`);
    }
  });
  content.clues.forEach((entry, index) => {
    if (entry.colour !== COLOURS[index]) issue(`clue colour ${index} must be ${COLOURS[index] ?? '?'} (the sheet's order: ${COLOURS.join(', ')})`);
    if (new Set(entry.candidates).size !== entry.candidates.length) issue(`the six ${entry.colour} candidates must be different`);
  });
  const weathers = content.events.flatMap((card) => (card.effect.kind === 'weather' ? [card.effect.weather] : [])).sort();
  if (weathers.join() !== '2,3,4,5') issue('Event Cards: "four event cards indicate the weather condition" — one each for weather 2, 3, 4 and 5 ("only weather 2–5 is possible")');
  if (content.events.filter((card) => card.effect.kind === 'questioning-bonus').length !== 2) {
    issue('Event Cards: "Two event cards grant a bonus when questioning another detective"');
  }
  content.events.forEach((card, index) => {
    const effect = card.effect;
    const named = effect.kind === 'go-to' ? effect.space : effect.kind === 'rumour' ? effect.space : null;
    if (named !== null && !isSpace(named)) issue(`event card ${index} (${card.name}) names space ${named}, which is not on the board`);
  });
  if (new Set(content.detectives.map((detective) => detective.key)).size !== content.detectives.length) {
    issue('The Detectives: each detective needs a key of its own');
  }
}

/**
 * Validates a {@link TatortContent} against what the rulebook states: three decks of ten deck
 * spaces, four staircase spaces ("two staircases", "2 per staircase"); one Bridge, one Radio Room,
 * one Clairvoyant's cabin on Deck C, six named rooms and as many cabins as make the 30 clue cards
 * laid out come out exactly (5 + 5 + 2 × 6 + 1 per cabin: eight); every room "reachable through a
 * doorway" — one link, to a deck space; links between two different spaces, none twice; every
 * space reachable; adjoining pairs of two different rooms; five colours in sheet order, six
 * different candidates each; 20 event cards, exactly four of them weather cards for weather 2, 3,
 * 4 and 5 and exactly two questioning bonuses, every space an event card names a space of the
 * board; six detectives with different keys.
 */
export const contentSchema: z.ZodMiniType<TatortContent, TatortContent> = /* @__PURE__ */ z
  .strictObject({
    name: text(0, 200),
    spaces: z
      .array(z.strictObject({ name, kind: z.enum(['deck', 'staircase', 'bridge', 'radio-room', 'clairvoyant', 'room', 'cabin']), deck: z.nullable(z.enum(['A', 'B', 'C'])) }))
      .check(z.minLength(1), z.maxLength(200)),
    links: z.array(z.tuple([spaceId, spaceId])).check(z.maxLength(1000)),
    adjoining: z.array(z.tuple([spaceId, spaceId])).check(z.maxLength(200)),
    clues: z.array(z.strictObject({ colour: colourSchema, title: name, candidates: z.array(name).check(z.length(CANDIDATES_PER_COLOUR)) })).check(z.length(COLOURS.length)),
    events: z.array(z.strictObject({ name, text: text(0, 1000), effect: effectSchema })).check(z.length(EVENT_CARDS)),
    detectives: z.array(z.strictObject({ key: text(1, 40), name, age: whole(0, 150), description: text(0, 500) })).check(z.length(6)),
  })
  .check(z.superRefine(contentIssues));

/** Whether two plain JSON values are equal, key order included (the same JSON text), without building it. */
function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let index = 0; index < a.length; index++) if (!sameJson(a[index], b[index])) return false;
    return true;
  }
  if (Array.isArray(b)) return false;
  const left = Object.keys(a);
  const right = Object.keys(b);
  if (left.length !== right.length) return false;
  for (let index = 0; index < left.length; index++) {
    const key = left[index] ?? '';
    if (key !== right[index] || !sameJson((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key])) return false;
  }
  return true;
}

/**
 * {@link contentSchema}, handing back the one shared {@link standInContent} for content equal to
 * it. Content with the stand-in's very JSON (the shared object, or a copy as a saved match holds)
 * is known to be valid and skips the checks; other content is checked, then interned (equal to the
 * stand-in in another key order, it is the stand-in too). Used by the config and state schemas,
 * which parse content at every load.
 */
export const contentOrStandIn: z.ZodMiniType<TatortContent, TatortContent> = /* @__PURE__ */ z.union([
  z.pipe(
    z.custom<TatortContent>((value) => sameJson(value, standInContent)),
    z.transform((): TatortContent => standInContent),
  ),
  z.pipe(contentSchema, z.transform(internStandIn)),
]);
