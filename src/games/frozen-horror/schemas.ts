/**
 * The types of This Game Is Killer: Frozen Horror and the zod schemas that validate them. Each
 * schema is annotated with its type, so the compiler keeps the two in step.
 */
import * as z from 'zod/mini';
import { internContent } from '../../core/content.js';
import type { Outcome, PlayerId } from '../../core/types.js';
import { ACTION_KINDS, standInContent, type ActionKind, type Colour, type StationCard, type StationContent } from './content.js';

/** The fewest seats: "4 to 10 players". */
export const MIN_PLAYERS = 4;
/** The most seats. */
export const MAX_PLAYERS = 10;
/** The number of seats when the config names none. */
export const DEFAULT_PLAYERS = 6;

/** An Identity card: one HORROR card and HUMAN cards, one card per living player. */
export type Identity = 'horror' | 'human';

/** How a Station card is played: as an Access Key (a move through a passage) or as an Action. */
export type Orientation = 'key' | 'action';

/**
 * The reasons a game of Frozen Horror ends, as they appear in `Outcome.reason`:
 * - `horror-killed`: Player Death, "If the HORROR was killed, the game is over, and all surviving
 *   Crew Members WIN";
 * - `horror-killed-all-humans`: The Horror's Attack, "If this results in all HUMAN players being
 *   killed, the player playing the HORROR WINS";
 * - `humans-killed-by-cards`: the last Humans died by a card (Stay Back!, the Fire, the armed man's
 *   shot) while the Horror lives, and the Horror's player wins (ruling 3).
 */
export type EndReason = 'horror-killed' | 'horror-killed-all-humans' | 'humans-killed-by-cards';

/**
 * The table rules (house rules): one option for each ruling where the rulebook can really be read
 * two ways (docs/games/frozen-horror.md, "Table rules"). Every default is the engine's ruling, the
 * most literal reading, so a config without `rules` plays exactly as before the options existed.
 */
export interface FrozenHorrorRules {
  /**
   * Ruling 5. `false` (default): a Lockdown token lies on its passage until Clean Up removes it, so
   * the moves made at the end of the round (the armed man's, Safe Retreat) must still use "an open
   * passage" without one. `true`: "Until the end of the round, movement through this passage is
   * forbidden" and "All Lockdown tokens are removed at the end of the round" — the tokens stop
   * binding once the end of the round begins, and those moves may pass them.
   */
  readonly lockdownsLiftAtEndOfRound: boolean;
  /**
   * Rulings 10 and 27. `false` (default): Stay Back!'s "Until the end of the round" ends when the
   * end of the round begins, so the moves made at the end of the round (the armed man's, Safe
   * Retreat) are not shot. `true`: the card's effect lasts through the end of the round, until
   * Clean Up, and those moves into the Stay Back! player's room are shot too.
   */
  readonly stayBackAtEndOfRound: boolean;
  /**
   * Ruling 12. `false` (default): the armed man moves "into the room with the most players" among
   * the rooms its open passages lead to. `true`: into the room with the most players on the whole
   * station (other than its own), and only if an open passage leads there; otherwise it stays.
   */
  readonly armedManMostPlayersOnStation: boolean;
  /**
   * Ruling 13. `false` (default): Help! HELP! names no passage, so it pulls players from any other
   * room and the pull uses no passage. `true`: a pull is a move like the others' — only players one
   * open passage away, pulled through that passage (a Lockdown token stops it).
   */
  readonly helpPullsThroughPassages: boolean;
  /**
   * Ruling 20. `false` (default): "Remove this card from the game" is Action text, so only a card
   * played as an Action leaves the game; played as an Access Key it is discarded. `true`: Clean Up's
   * "Return to the box all Station cards that say 'Remove this card from the game'" takes every such
   * card played, however it was played.
   */
  readonly removeWhenPlayedAsKey: boolean;
}

/** The table rules of the rulebook as the engine reads it (rulings 5, 10, 12, 13 and 20): every option's default. */
export const DEFAULT_RULES: FrozenHorrorRules = /* @__PURE__ */ Object.freeze({
  lockdownsLiftAtEndOfRound: false,
  stayBackAtEndOfRound: false,
  armedManMostPlayersOnStation: false,
  helpPullsThroughPassages: false,
  removeWhenPlayedAsKey: false,
});

/** The names of the table rules, in the order of {@link DEFAULT_RULES}. */
const RULE_NAMES: readonly (keyof FrozenHorrorRules)[] = /* @__PURE__ */ Object.freeze([
  'lockdownsLiftAtEndOfRound',
  'stayBackAtEndOfRound',
  'armedManMostPlayersOnStation',
  'helpPullsThroughPassages',
  'removeWhenPlayedAsKey',
] as const);

/** The table rules a match plays by: its config's, or {@link DEFAULT_RULES} when it names none. */
export function rulesOf(config: Pick<FrozenHorrorConfig, 'rules'>): FrozenHorrorRules {
  return config.rules ?? DEFAULT_RULES;
}

/** The match configuration, completed with defaults. */
export interface FrozenHorrorConfig {
  /** The number of seats, 4 to 10. Default 6. */
  readonly players: number;
  /**
   * The seat that starts with the First Player token ("the player who most recently watched a
   * horror movie"). When absent, setup draws it with the match's random stream.
   */
  readonly firstPlayer?: PlayerId;
  /** The map and cards. Default {@link standInContent}. */
  readonly content: StationContent;
  /**
   * The table rules, every option given, when at least one differs from its default; absent when
   * the table plays every default (a config that gave none, or only defaults, completes as it did
   * before the options existed). Read them with {@link rulesOf}.
   */
  readonly rules?: FrozenHorrorRules;
}

/** The configuration a user may pass: every field is optional. */
export interface FrozenHorrorConfigInput {
  /** The number of seats, 4 to 10. Default 6. */
  readonly players?: number;
  /** The seat that starts with the First Player token; drawn at random when absent. */
  readonly firstPlayer?: PlayerId;
  /** The map and cards. Default {@link standInContent}. */
  readonly content?: StationContent;
  /** Table rules (house rules): any of the options, each left out taking its default ({@link DEFAULT_RULES}). */
  readonly rules?: Partial<FrozenHorrorRules>;
}

/** The seat whose turn it is plays one of its Station cards, as an Access Key or as an Action. */
export interface PlayCardAction {
  /** Action kind. */
  readonly type: 'play-card';
  /** The playing seat. */
  readonly player: PlayerId;
  /** The card's id (its index in the content's `cards`). */
  readonly card: number;
  /** How the card is played; the second card must be played the other way. */
  readonly as: Orientation;
}

/** A seat that must move (or may retreat) passes through a passage. */
export interface MoveAction {
  /** Action kind. */
  readonly type: 'move';
  /** The moving seat. */
  readonly player: PlayerId;
  /** The passage's id (its index in the content's `passages`). */
  readonly passage: number;
}

/** Quick Move: the seat chooses an Access Key colour. */
export interface ChooseColourAction {
  /** Action kind. */
  readonly type: 'choose-colour';
  /** The seat that played Quick Move. */
  readonly player: PlayerId;
  /** The colour. */
  readonly colour: Colour;
}

/**
 * A card asks its player to choose a player: Cards on the Table, Detained!, Analysis Results,
 * Blood Test, Help! HELP! (one pull), the armed man's shot, or the identity swap.
 */
export interface ChoosePlayerAction {
  /** Action kind. */
  readonly type: 'choose-player';
  /** The choosing seat. */
  readonly player: PlayerId;
  /** The chosen seat. */
  readonly target: PlayerId;
}

/** A card asks its player to choose a room: DNA Scanner, Evacuation, LOCK THE ROOM! or Flamethrower. */
export interface ChooseRoomAction {
  /** Action kind. */
  readonly type: 'choose-room';
  /** The choosing seat. */
  readonly player: PlayerId;
  /** The room's id (its index in the content's `rooms`). */
  readonly room: number;
}

/** An Alarm asks its player which passage gets the Lockdown token. */
export interface LockPassageAction {
  /** Action kind. */
  readonly type: 'lock-passage';
  /** The choosing seat. */
  readonly player: PlayerId;
  /** The passage's id. */
  readonly passage: number;
}

/** Analysis Results played as the first card: reveal the looked-at identity (forfeiting the second card), or not. */
export interface RevealIdentityAction {
  /** Action kind. */
  readonly type: 'reveal-identity';
  /** The seat that played Analysis Results. */
  readonly player: PlayerId;
  /** `true` to reveal the identity to everyone (and play no second card), `false` to keep it to yourself. */
  readonly reveal: boolean;
}

/** Declines an optional choice: Help! HELP!'s further pulls, or Safe Retreat's leaving. */
export interface PassAction {
  /** Action kind. */
  readonly type: 'pass';
  /** The declining seat. */
  readonly player: PlayerId;
}

/** Every action of This Game Is Killer: Frozen Horror. */
export type FrozenHorrorAction =
  | PlayCardAction
  | MoveAction
  | ChooseColourAction
  | ChoosePlayerAction
  | ChooseRoomAction
  | LockPassageAction
  | RevealIdentityAction
  | PassAction;

/**
 * Why a seat moves:
 * - `accessKey`: the Access Key it played;
 * - `quickMove`: Quick Move;
 * - `evacuation`: Evacuation made it leave;
 * - `help`: Help! HELP! pulled it;
 * - `armedMan`: Don't Run Toward the Armed Man's move into the fullest room;
 * - `safeRetreat`: Safe Retreat;
 * - `destroyedRoom`: its room was destroyed at clean-up.
 */
export type MoveCause = 'accessKey' | 'quickMove' | 'evacuation' | 'help' | 'armedMan' | 'safeRetreat' | 'destroyedRoom';

/** The cards that ask their player to choose a player (besides Help! HELP!'s pulls). */
export type PlayerChoiceCause = 'cardsOnTheTable' | 'detained' | 'analysisResults' | 'bloodTest' | 'armedManShot' | 'lockedIn';

/** The cards that ask their player to choose a room. */
export type RoomChoiceCause = 'dnaScanner' | 'evacuation' | 'lockTheRoom' | 'flamethrower';

/** The cards that ask their player to choose the passage for a Lockdown token. */
export type LockCause = 'accessDenied' | 'alarmBlue' | 'alarmGold' | 'alarmGreen' | 'alarmOrange';

/** A seat must move through one of several passages (a mandatory move). */
export interface MoveDecision {
  /** Decision kind. */
  readonly kind: 'move';
  /** The seat that decides. */
  readonly seat: PlayerId;
  /** Why it moves. */
  readonly cause: MoveCause;
  /** The colours it may use: the Access Key's, Quick Move's chosen one, or all four. */
  readonly colours: readonly Colour[];
  /** Seats that move next for the same cause (Evacuation's evacuees, a destroyed room's players), in order. */
  readonly queue: readonly PlayerId[];
}

/** Quick Move: its player chooses an Access Key colour. */
export interface ColourDecision {
  /** Decision kind. */
  readonly kind: 'colour';
  /** The seat that decides. */
  readonly seat: PlayerId;
}

/** A card's player must choose a player. */
export interface PlayerDecision {
  /** Decision kind. */
  readonly kind: 'player';
  /** The seat that decides. */
  readonly seat: PlayerId;
  /** Which card asks. */
  readonly cause: PlayerChoiceCause;
}

/** Help! HELP!: its player pulls another player into its room, or stops. */
export interface PullDecision {
  /** Decision kind. */
  readonly kind: 'pull';
  /** The seat that decides. */
  readonly seat: PlayerId;
  /** Players pulled so far (at most two). */
  readonly pulled: number;
}

/** A card's player must choose a room. */
export interface RoomDecision {
  /** Decision kind. */
  readonly kind: 'room';
  /** The seat that decides. */
  readonly seat: PlayerId;
  /** Which card asks. */
  readonly cause: RoomChoiceCause;
}

/** An Alarm's player must choose which passage gets the Lockdown token. */
export interface LockDecision {
  /** Decision kind. */
  readonly kind: 'lock';
  /** The seat that decides. */
  readonly seat: PlayerId;
  /** Which card asks. */
  readonly cause: LockCause;
}

/** Analysis Results played first: reveal the identity looked at, or not. */
export interface RevealDecision {
  /** Decision kind. */
  readonly kind: 'reveal';
  /** The seat that decides. */
  readonly seat: PlayerId;
  /** The seat whose identity was looked at. */
  readonly target: PlayerId;
}

/** Safe Retreat: the Horror is in its player's room; leave through an open passage, or stay. */
export interface RetreatDecision {
  /** Decision kind. */
  readonly kind: 'retreat';
  /** The seat that decides. */
  readonly seat: PlayerId;
}

/** The decision the game waits for, besides a seat's turn to play a card. */
export type Decision =
  | MoveDecision
  | ColourDecision
  | PlayerDecision
  | PullDecision
  | RoomDecision
  | LockDecision
  | RevealDecision
  | RetreatDecision;

/** A Station card played this round, face up. */
export interface PlayedCard {
  /** The card's id. */
  readonly card: number;
  /** How it was played. */
  readonly as: Orientation;
}

/** One seat: its Crew Member token, Badge, Identity card and Station cards. */
export interface SeatState {
  /** Whether the Badge is colored side up (alive) rather than flipped to "killed". */
  readonly alive: boolean;
  /** The room of its Crew Member token; `null` once dead (the token leaves the map). */
  readonly room: number | null;
  /** Its Identity card this round (a dead seat keeps the card it died with). */
  readonly identity: Identity;
  /** Whether its Identity card is face up for everyone (revealed by a card, the end of the round, or death). */
  readonly revealed: boolean;
  /** Seats whose current Identity card this seat has seen privately (Analysis Results, Blood Test, a swap). */
  readonly knows: readonly PlayerId[];
  /** Its Station cards in hand (none once dead: a dying player's cards are discarded face up; ruling 17). */
  readonly hand: readonly number[];
  /** Its Station cards played this round, in order. */
  readonly played: readonly PlayedCard[];
  /** The Priority shown by its Access Key this round, once played. */
  readonly keyPriority: 1 | 2 | null;
  /** The Priority an Action set ("Your Priority this round is 0", Analysis Results' 1), overriding the Access Key. */
  readonly actionPriority: 0 | 1 | null;
  /** Whether Detained! stops it from moving this round. */
  readonly detained: boolean;
  /** Whether it revealed with Analysis Results as its first card and so plays no second card. */
  readonly forfeited: boolean;
}

/**
 * A pile the round's Station cards were dealt from: the Station deck as it stood, then — if it ran
 * out — the discard pile shuffled into a new deck, then — if that ran out too — the removed cards
 * shuffled back in (ruling 19).
 */
export type DealSource = 'deck' | 'discard' | 'removed';

/**
 * One pile of this round's deal, in the order the deal used the piles. Public: after Clean Up
 * every card outside the deck is face up, so everyone knows what each pile held, and the deal is
 * made in the open, so everyone knows which seat got a card from which pile. `resample` relies on
 * it to keep each pile's cards among the places they can be (ruling 28).
 */
export interface DealtPile {
  /** Which pile it was. */
  readonly from: DealSource;
  /** The pile's cards when the deal reached it, in id order (not in the order they lay). */
  readonly cards: readonly number[];
  /** The seat each of its dealt cards went to, in the order they were dealt; its other cards make up the deck. */
  readonly to: readonly PlayerId[];
}

/** This round's face-up cards whose effect lasts, or acts later in the round. */
export interface RoundEffects {
  /**
   * The seat that played Stay Back!, or `null`. Until the end of the round begins, any other
   * player entering its room is killed at once (rulings 10 and 27).
   */
  readonly stayBack: PlayerId | null;
  /** The seat that played Don't Run Toward the Armed Man, or `null`. */
  readonly armedMan: PlayerId | null;
  /** The seat that played No… It's You Who's Locked In Here With Me!, or `null`. */
  readonly lockedIn: PlayerId | null;
  /** The seat that played Safe Retreat, or `null`. */
  readonly safeRetreat: PlayerId | null;
  /**
   * The room LOCK THE ROOM! blocked, or `null`: "No one may enter or leave until the end of the
   * round". Its Lockdown tokens close the room's passages to every move; this also stops Help!
   * HELP!'s pull, which uses no passage (ruling 13).
   */
  readonly lockedRoom: number | null;
}

/**
 * Where the round stands:
 * - `play`: seats play their cards (the snake order); card choices are resolved here;
 * - `fire`, `shot`, `armedManMove`, `swap`, `reveal`, `safeRetreat`, `attack`: the end of the
 *   round, in that order (ruling 9); a state rests on `shot`, `armedManMove`, `swap` or
 *   `safeRetreat` only while that step's decision is pending;
 * - `cleanup`, `destroy`, `newRound`: Clean Up; a state rests on `destroy` while players leave a
 *   destroyed room;
 * - `over`: the game has ended.
 */
export type Phase =
  | 'play'
  | 'fire'
  | 'shot'
  | 'armedManMove'
  | 'swap'
  | 'reveal'
  | 'safeRetreat'
  | 'attack'
  | 'cleanup'
  | 'destroy'
  | 'newRound'
  | 'over';

/** The full state of a game of This Game Is Killer: Frozen Horror. */
export interface FrozenHorrorState {
  /** The configuration, carried so that `reduce` needs nothing else. */
  readonly config: FrozenHorrorConfig;
  /** The round, from 1. */
  readonly round: number;
  /** Where the round stands. */
  readonly phase: Phase;
  /** The seat holding the First Player token. */
  readonly firstPlayer: PlayerId;
  /**
   * The seats living when the round began, clockwise from the First Player: the order of first
   * cards (and, reversed, of second cards). A seat killed during the round keeps its place here;
   * its slots are skipped (ruling 10).
   */
  readonly order: readonly PlayerId[];
  /** The next slot of the snake order: slot `i < n` is `order[i]`'s first card, slot `i >= n` is `order[2n-1-i]`'s second. */
  readonly turn: number;
  /** The decision the game waits for, or `null` when the seat whose turn it is plays a card. */
  readonly pending: Decision | null;
  /** Every seat, by seat index. */
  readonly seats: readonly SeatState[];
  /** The Station deck, top card first (hidden order). */
  readonly deck: readonly number[];
  /** The discard pile (face up). */
  readonly discard: readonly number[];
  /** Cards removed from the game ("Remove this card from the game"). */
  readonly removed: readonly number[];
  /**
   * Where this round's Station cards came from: one entry per pile the deal drew from, in order —
   * a single `deck` pile unless the deck ran out during the deal (ruling 19).
   */
  readonly deal: readonly DealtPile[];
  /** Destroyed rooms, in the order their Destroyed Room card was placed (at most two). */
  readonly destroyed: readonly number[];
  /** Passages with a Lockdown token. */
  readonly lockdowns: readonly number[];
  /** The room with the Fire token, or `null`. */
  readonly fire: number | null;
  /** This round's effects waiting for later in the round. */
  readonly effects: RoundEffects;
  /** How the game ended; `null` while it runs. */
  readonly outcome: Outcome<EndReason> | null;
}

/** One seat as a viewer sees it. */
export interface SeatView {
  /** The seat index. */
  readonly seat: PlayerId;
  /** Whether its Badge shows it alive. */
  readonly alive: boolean;
  /** Its token's room, or `null` once dead. */
  readonly room: number | null;
  /** Its Identity card if the viewer may see it (its own, revealed, or looked at), else `null`. */
  readonly identity: Identity | null;
  /** Whether its Identity card is face up for everyone. */
  readonly revealed: boolean;
  /** How many Station cards it holds. */
  readonly handSize: number;
  /** Its cards played this round, face up. */
  readonly played: readonly PlayedCard[];
  /** Its Priority this round once a played card sets it (Access Key, or an Action's override), else `null`. */
  readonly priority: number | null;
  /** Whether Detained! keeps it from moving this round. */
  readonly detained: boolean;
  /** Whether it plays no second card this round (Analysis Results revealed). */
  readonly forfeited: boolean;
  /** Seats whose current Identity card it has looked at (public: the looks are played face up). */
  readonly knows: readonly PlayerId[];
}

/** One seat's (or a spectator's) view of a game of This Game Is Killer: Frozen Horror. */
export interface FrozenHorrorView {
  /** Whose view this is; `null` for a spectator. */
  readonly viewer: PlayerId | null;
  /** The number of seats. */
  readonly players: number;
  /**
   * The id of the map and cards (`config.content`), which the view names instead of carrying:
   * {@link STAND_IN_CONTENT_ID} for the stand-in content, else `custom:` and a hash of the content's JSON.
   * The content itself is in the match's config, which is public.
   */
  readonly content: string;
  /** The round, from 1. */
  readonly round: number;
  /** Where the round stands. */
  readonly phase: Phase;
  /** The First Player. */
  readonly firstPlayer: PlayerId;
  /** The seats living when the round began, clockwise from the First Player (a seat killed since plays no more). */
  readonly order: readonly PlayerId[];
  /** The next slot of the snake order. */
  readonly turn: number;
  /** The seat whose turn it is to play a card, or `null`. */
  readonly toPlay: PlayerId | null;
  /** The decision the game waits for, or `null`. */
  readonly pending: Decision | null;
  /** Who may act now. */
  readonly active: readonly PlayerId[];
  /** Every seat. */
  readonly seats: readonly SeatView[];
  /** The viewer's own Station cards; `null` for a spectator. */
  readonly hand: readonly number[] | null;
  /** Cards in the Station deck. */
  readonly deckSize: number;
  /** The discard pile. */
  readonly discard: readonly number[];
  /** Cards removed from the game. */
  readonly removed: readonly number[];
  /** Where this round's Station cards came from, pile by pile, and which seat got a card from which pile (public; ruling 28). */
  readonly deal: readonly DealtPile[];
  /** Destroyed rooms. */
  readonly destroyed: readonly number[];
  /** Passages with a Lockdown token. */
  readonly lockdowns: readonly number[];
  /** The room with the Fire token, or `null`. */
  readonly fire: number | null;
  /** This round's effects waiting for later (all from face-up cards). */
  readonly effects: RoundEffects;
  /** How the game ended, or `null`. */
  readonly outcome: Outcome<EndReason> | null;
}

/** A whole number from `min` to `max`. */
function whole(min: number, max: number): z.ZodMiniType<number, number> {
  return z.int().check(z.minimum(min), z.maximum(max));
}

const colourSchema: z.ZodMiniType<Colour, Colour> = /* @__PURE__ */ (() => z.enum(['blue', 'gold', 'green', 'orange']))();
const actionKindSchema: z.ZodMiniType<ActionKind, ActionKind> = /* @__PURE__ */ (() => z.enum(ACTION_KINDS as [ActionKind, ...ActionKind[]]))();
const roomId = /* @__PURE__ */ whole(0, 99);

const stationCardSchema: z.ZodMiniType<StationCard, StationCard> = /* @__PURE__ */ (() =>
  z
    .strictObject({
      name: z.string().check(z.minLength(1), z.maxLength(200)),
      action: actionKindSchema,
      text: z.string().check(z.maxLength(1000)),
      colours: z.array(colourSchema).check(z.minLength(2), z.maxLength(4)),
      priority: z.union([z.literal(1), z.literal(2)]),
      removeFromGame: z.boolean(),
    })
    .check(
      z.superRefine((card, ctx) => {
        if (new Set(card.colours).size !== card.colours.length) {
          ctx.addIssue({ code: 'custom', message: `Station Cards: the squares of "${card.name}" must be of different colors` });
        }
      }),
    )
)();

/** The room where setup places the First Player's token ("in the Garage"): room 0. */
const SETUP_ROOM = 0;

/** Each room's neighbours: the rooms at the other end of its passages. */
function neighbours(content: StationContent): number[][] {
  const out: number[][] = content.rooms.map(() => []);
  for (const passage of content.passages) {
    const [a, b] = passage.between;
    out[a]?.push(b);
    out[b]?.push(a);
  }
  return out;
}

/** The standing rooms reachable from `start` through passages between standing rooms. */
function reachable(next: readonly (readonly number[])[], start: number, destroyed: readonly number[]): Set<number> {
  const seen = new Set<number>([start]);
  const frontier = [start];
  for (let room = frontier.pop(); room !== undefined; room = frontier.pop()) {
    for (const to of next[room] ?? []) {
      if (destroyed.includes(to) || seen.has(to)) continue;
      seen.add(to);
      frontier.push(to);
    }
  }
  return seen;
}

/**
 * The first way the Destroyed Room cards can cut the station in two (ruling 15): no room, one or
 * two of their rooms destroyed, and two standing rooms that can no longer reach each other; `null`
 * when the standing rooms stay connected whatever is destroyed.
 */
function splitByDestruction(content: StationContent): { destroyed: number[]; from: number; to: number } | null {
  const rooms = content.rooms.length;
  const cards = content.destroyedRoomCards.filter((room, index) => room < rooms && content.destroyedRoomCards.indexOf(room) === index);
  const cases: number[][] = [[]];
  cards.forEach((first, index) => {
    cases.push([first]);
    for (const second of cards.slice(index + 1)) cases.push([first, second]);
  });
  const next = neighbours(content);
  for (const destroyed of cases) {
    const standing = content.rooms.map((_, room) => room).filter((room) => !destroyed.includes(room));
    const [from] = standing;
    if (from === undefined) continue;
    const seen = reachable(next, from, destroyed);
    const to = standing.find((room) => !seen.has(room));
    if (to !== undefined) return { destroyed, from, to };
  }
  return null;
}

/** What is wrong with `content` beyond its shape, in the rulebook's words (see {@link contentSchema}). */
function contentProblems(content: StationContent): string[] {
  const problems: string[] = [];
  const rooms = content.rooms.length;
  const isRoom = (room: number): boolean => room < rooms;
  content.passages.forEach((passage, index) => {
    const [a, b] = passage.between;
    if (!isRoom(a) || !isRoom(b) || a === b) problems.push(`passage ${index} must connect two different rooms of the map`);
  });
  for (let room = 0; room < rooms; room++) {
    const near = new Set<number>();
    for (const passage of content.passages) {
      const [a, b] = passage.between;
      if (a === room) near.add(b);
      if (b === room) near.add(a);
    }
    if (near.size < 2) problems.push(`room ${room} (${content.rooms[room] ?? '?'}) must have passages to at least two other rooms`);
  }
  if (!isRoom(content.fourPlayerRoom)) problems.push('fourPlayerRoom must be a room of the map');
  if (content.fourPlayerRoom === SETUP_ROOM) {
    problems.push(
      `fourPlayerRoom cannot be room ${SETUP_ROOM} (${content.rooms[SETUP_ROOM] ?? '?'}): "The First Player places their Crew Member token in the Garage" at setup, so it must stand in a four-player game`,
    );
  }
  const split = splitByDestruction(content);
  if (split !== null) {
    const name = (room: number): string => `room ${room} (${content.rooms[room] ?? '?'})`;
    const gone = split.destroyed.length === 0 ? 'with no room destroyed' : `with ${split.destroyed.map(name).join(' and ')} destroyed`;
    problems.push(
      `the standing rooms must stay connected whichever rooms (at most two) the Destroyed Room cards destroy, or players cut off from each other may never meet and the game may never end; ${gone}, ${name(split.from)} cannot reach ${name(split.to)}`,
    );
  }
  if (content.destroyedRoomCards.some((room) => !isRoom(room)) || new Set(content.destroyedRoomCards).size !== content.destroyedRoomCards.length) {
    problems.push('the Destroyed Room cards must name different rooms of the map');
  }
  if (!content.destroyedRoomCards.includes(content.fourPlayerRoom)) problems.push('the four-player room needs its Destroyed Room card');
  if (content.destroyedRoomCards.length >= rooms) problems.push('at least one room must have no Destroyed Room card');
  const kinds = content.cards.map((card) => card.action);
  if (new Set(kinds).size !== kinds.length) problems.push('Station Cards: each Action is unique');
  return problems;
}

/**
 * Validates a {@link StationContent}: 3 to 100 rooms; passages between two different existing
 * rooms; every room connected to at least two other rooms (no room is a trap, and a destroyed
 * room always has a way out); the standing rooms connected whichever rooms (none, one or two) the
 * Destroyed Room cards destroy (players cut off from each other might never meet, and the game
 * never end); a four-player room other than room 0 (where setup starts); at least two distinct
 * Destroyed Room cards naming rooms, the four-player room among them; Station cards of 2–4
 * different colours, Priority 1 or 2, each Action at most once ("Each Action is unique").
 */
export const contentSchema: z.ZodMiniType<StationContent, StationContent> = /* @__PURE__ */ (() =>
  z
    .strictObject({
      name: z.string().check(z.maxLength(200)),
      rooms: z.array(z.string().check(z.minLength(1), z.maxLength(100))).check(z.minLength(3), z.maxLength(100)),
      passages: z.array(z.strictObject({ colour: colourSchema, between: z.tuple([roomId, roomId]) })).check(z.minLength(1), z.maxLength(100)),
      fourPlayerRoom: roomId,
      destroyedRoomCards: z.array(roomId).check(z.minLength(2), z.maxLength(100)),
      cards: z.array(stationCardSchema).check(z.minLength(8), z.maxLength(100)),
    })
    .check(
      z.superRefine((content, ctx) => {
        for (const message of contentProblems(content)) ctx.addIssue({ code: 'custom', message });
      }),
    )
)();

/**
 * `content` as a config or state carries it: the one shared {@link standInContent} when it is equal
 * to it (so views name it by its fixed id), else `content` itself.
 */
function intern(content: StationContent): StationContent {
  return internContent(content, standInContent);
}

/**
 * Content read from outside: the stand-in object itself is taken as it is — it is deep-frozen, and
 * the tests check once that the content schema accepts it — so a state or config sharing it (every
 * state of a match without custom content) is not parsed through 21 cards again; anything else is
 * validated, copied and interned.
 */
const contentOrStandIn: z.ZodMiniType<StationContent, StationContent> = /* @__PURE__ */ (() =>
  z.union([
    z.custom<StationContent>((value) => value === standInContent),
    z.pipe(contentSchema, z.transform(intern)),
  ])
)();

const seat = /* @__PURE__ */ (() => whole(0, MAX_PLAYERS - 1))();
const players = /* @__PURE__ */ whole(MIN_PLAYERS, MAX_PLAYERS);

/** What each table rule means, for the config's JSON Schema: the two readings and the lines they rest on, the default first. */
const RULE_DESCRIPTIONS: Readonly<Record<keyof FrozenHorrorRules, string>> = {
  lockdownsLiftAtEndOfRound:
    'Ruling 5. false (default): a Lockdown token lies on its passage until Clean Up ("Remove all Lockdown and Fire tokens from the map"), so the armed man\'s move and Safe Retreat at the end of the round must use "an open passage" without one. true: "Until the end of the round, movement through this passage is forbidden" and "All Lockdown tokens are removed at the end of the round": those moves may pass the tokens.',
  stayBackAtEndOfRound:
    'Rulings 10 and 27. false (default): Stay Back!\'s "Until the end of the round" ends when the end of the round begins, so the armed man\'s move and Safe Retreat are not shot. true: the effect lasts through the end of the round until Clean Up, and those moves into the Stay Back! room are shot too.',
  armedManMostPlayersOnStation:
    'Ruling 12. false (default): "move through an open passage into the room with the most players" — the fullest of the rooms the open passages lead to. true: the room with the most players on the whole station (other than the armed man\'s own), moved into only if an open passage leads there.',
  helpPullsThroughPassages:
    'Ruling 13. false (default): Help! HELP! ("Forcibly move up to two players from other rooms into your room") names no passage: it pulls from any other room, through no passage. true: only players one open passage away, pulled through that passage (a Lockdown token stops it).',
  removeWhenPlayedAsKey:
    'Ruling 20. false (default): "Remove this card from the game" is Action text; a card played as an Access Key is discarded. true: Clean Up\'s "Return to the box all Station cards that say \'Remove this card from the game\'" takes such a card however it was played.',
};

/** A table rule as a user gives it: a boolean, its default when left out, described for the JSON Schema. */
function ruleOption(name: keyof FrozenHorrorRules): z.ZodMiniType<boolean, boolean | undefined> {
  return z._default(z.boolean(), DEFAULT_RULES[name]).check(z.describe(RULE_DESCRIPTIONS[name]));
}

/** The table rules as a user gives them: any of the options, each left out taking its default. */
const rulesInputSchema: z.ZodMiniType<FrozenHorrorRules, Partial<FrozenHorrorRules>> = /* @__PURE__ */ (() =>
  z
    .strictObject({
      lockdownsLiftAtEndOfRound: ruleOption('lockdownsLiftAtEndOfRound'),
      stayBackAtEndOfRound: ruleOption('stayBackAtEndOfRound'),
      armedManMostPlayersOnStation: ruleOption('armedManMostPlayersOnStation'),
      helpPullsThroughPassages: ruleOption('helpPullsThroughPassages'),
      removeWhenPlayedAsKey: ruleOption('removeWhenPlayedAsKey'),
    })
    .check(
      z.describe(
        'Table rules (house rules): one option per ruling where the rulebook can be read two ways; each option left out plays the default reading (docs/games/frozen-horror.md, "Table rules").',
      ),
    ))();

/** The table rules as a completed config (and so a state) carries them: every option given. */
const rulesSchema: z.ZodMiniType<FrozenHorrorRules, FrozenHorrorRules> = /* @__PURE__ */ (() =>
  z.strictObject({
    lockdownsLiftAtEndOfRound: z.boolean(),
    stayBackAtEndOfRound: z.boolean(),
    armedManMostPlayersOnStation: z.boolean(),
    helpPullsThroughPassages: z.boolean(),
    removeWhenPlayedAsKey: z.boolean(),
  }))();

/**
 * A completed config keeps `rules` only when some option differs from its default: a config that
 * gave none, or only defaults, completes exactly as before the table rules existed (golden replays
 * and saved matches unchanged), and two configs that play the same rules complete alike.
 */
function withoutDefaultRules(config: FrozenHorrorConfig): FrozenHorrorConfig {
  const rules = config.rules;
  if (rules !== undefined && RULE_NAMES.some((name) => rules[name] !== DEFAULT_RULES[name])) return config;
  const { players, firstPlayer, content } = config;
  return firstPlayer === undefined ? { players, content } : { players, firstPlayer, content };
}

/**
 * Validates and completes a configuration. Without `content`, the config carries the shared,
 * frozen {@link standInContent}; content a user gives is validated and copied — or, when it is
 * equal to the stand-in, replaced by that one shared object. `rules` is completed with the
 * defaults of the options left out, and dropped when every option is its default.
 */
export const configSchema: z.ZodMiniType<FrozenHorrorConfig, FrozenHorrorConfigInput> = /* @__PURE__ */ (() =>
  z.pipe(
    z
      .strictObject({
        players: z._default(players, DEFAULT_PLAYERS),
        firstPlayer: z.optional(seat),
        content: z.pipe(
          z.optional(contentSchema),
          z.transform((content): StationContent => (content === undefined ? standInContent : intern(content))),
        ),
        rules: z.optional(rulesInputSchema),
      })
      .check(
        z.superRefine((config, ctx) => {
          if (config.firstPlayer !== undefined && config.firstPlayer >= config.players) {
            ctx.addIssue({ code: 'custom', message: `firstPlayer must be a seat of the ${config.players} players` });
          }
          if (config.content.cards.length < 2 * config.players) {
            ctx.addIssue({ code: 'custom', message: `${config.players} players need at least ${2 * config.players} Station cards` });
          }
        }),
      ),
    z.transform((config): FrozenHorrorConfig => withoutDefaultRules(config)),
  ))();

const cardId = /* @__PURE__ */ whole(0, 99);
const passageId = /* @__PURE__ */ whole(0, 99);
const orientationSchema = /* @__PURE__ */ (() => z.enum(['key', 'action']))();

/** Validates one action: strict objects, discriminated by `type`. */
export const actionSchema: z.ZodMiniType<FrozenHorrorAction> = /* @__PURE__ */ (() =>
  z.discriminatedUnion('type', [
    z.strictObject({ type: z.literal('play-card'), player: seat, card: cardId, as: orientationSchema }),
    z.strictObject({ type: z.literal('move'), player: seat, passage: passageId }),
    z.strictObject({ type: z.literal('choose-colour'), player: seat, colour: colourSchema }),
    z.strictObject({ type: z.literal('choose-player'), player: seat, target: seat }),
    z.strictObject({ type: z.literal('choose-room'), player: seat, room: roomId }),
    z.strictObject({ type: z.literal('lock-passage'), player: seat, passage: passageId }),
    z.strictObject({ type: z.literal('reveal-identity'), player: seat, reveal: z.boolean() }),
    z.strictObject({ type: z.literal('pass'), player: seat }),
  ])
)();

const decisionSchema: z.ZodMiniType<Decision> = /* @__PURE__ */ (() =>
  z.discriminatedUnion('kind', [
    z.strictObject({
      kind: z.literal('move'),
      seat,
      cause: z.enum(['accessKey', 'quickMove', 'evacuation', 'help', 'armedMan', 'safeRetreat', 'destroyedRoom']),
      colours: z.array(colourSchema).check(z.minLength(1), z.maxLength(4)),
      queue: z.array(seat).check(z.maxLength(MAX_PLAYERS)),
    }),
    z.strictObject({ kind: z.literal('colour'), seat }),
    z.strictObject({
      kind: z.literal('player'),
      seat,
      cause: z.enum(['cardsOnTheTable', 'detained', 'analysisResults', 'bloodTest', 'armedManShot', 'lockedIn']),
    }),
    z.strictObject({ kind: z.literal('pull'), seat, pulled: whole(0, 1) }),
    z.strictObject({ kind: z.literal('room'), seat, cause: z.enum(['dnaScanner', 'evacuation', 'lockTheRoom', 'flamethrower']) }),
    z.strictObject({ kind: z.literal('lock'), seat, cause: z.enum(['accessDenied', 'alarmBlue', 'alarmGold', 'alarmGreen', 'alarmOrange']) }),
    z.strictObject({ kind: z.literal('reveal'), seat, target: seat }),
    z.strictObject({ kind: z.literal('retreat'), seat }),
  ])
)();

const identitySchema = /* @__PURE__ */ (() => z.enum(['horror', 'human']))();
const playedSchema: z.ZodMiniType<PlayedCard> = /* @__PURE__ */ (() => z.strictObject({ card: cardId, as: orientationSchema }))();

const seatSchema: z.ZodMiniType<SeatState> = /* @__PURE__ */ (() =>
  z.strictObject({
    alive: z.boolean(),
    room: z.nullable(roomId),
    identity: identitySchema,
    revealed: z.boolean(),
    knows: z.array(seat).check(z.maxLength(MAX_PLAYERS)),
    hand: z.array(cardId).check(z.maxLength(2)),
    played: z.array(playedSchema).check(z.maxLength(2)),
    keyPriority: z.nullable(z.union([z.literal(1), z.literal(2)])),
    actionPriority: z.nullable(z.union([z.literal(0), z.literal(1)])),
    detained: z.boolean(),
    forfeited: z.boolean(),
  })
)();

const outcomeSchema: z.ZodMiniType<Outcome<EndReason>> = /* @__PURE__ */ (() =>
  z.strictObject({
    winners: z.array(seat),
    reason: z.enum(['horror-killed', 'horror-killed-all-humans', 'humans-killed-by-cards']),
    returns: z.array(z.number()),
    scores: z.optional(z.array(z.number())),
  })
)();

const phaseSchema: z.ZodMiniType<Phase, Phase> = /* @__PURE__ */ (() =>
  z.enum([
    'play',
    'fire',
    'shot',
    'armedManMove',
    'swap',
    'reveal',
    'safeRetreat',
    'attack',
    'cleanup',
    'destroy',
    'newRound',
    'over',
  ])
)();

const dealtPileSchema: z.ZodMiniType<DealtPile> = /* @__PURE__ */ (() =>
  z.strictObject({
    from: z.enum(['deck', 'discard', 'removed']),
    cards: z.array(cardId).check(z.maxLength(100)),
    to: z.array(seat).check(z.maxLength(2 * MAX_PLAYERS)),
  })
)();

const effectsSchema: z.ZodMiniType<RoundEffects> = /* @__PURE__ */ (() =>
  z.strictObject({
    stayBack: z.nullable(seat),
    armedMan: z.nullable(seat),
    lockedIn: z.nullable(seat),
    safeRetreat: z.nullable(seat),
    lockedRoom: z.nullable(roomId),
  })
)();

const cardList = /* @__PURE__ */ (() => z.array(cardId).check(z.maxLength(100)))();

/** Validates a state loaded from outside. */
export const stateSchema: z.ZodMiniType<FrozenHorrorState> = /* @__PURE__ */ (() =>
  z
    .strictObject({
      config: z.strictObject({ players, firstPlayer: z.optional(seat), content: contentOrStandIn, rules: z.optional(rulesSchema) }),
      round: z.int().check(z.minimum(1)),
      phase: phaseSchema,
      firstPlayer: seat,
      order: z.array(seat).check(z.maxLength(MAX_PLAYERS)),
      turn: whole(0, 2 * MAX_PLAYERS),
      pending: z.nullable(decisionSchema),
      seats: z.array(seatSchema).check(z.minLength(MIN_PLAYERS), z.maxLength(MAX_PLAYERS)),
      deck: cardList,
      discard: cardList,
      removed: cardList,
      deal: z.array(dealtPileSchema).check(z.maxLength(3)),
      destroyed: z.array(roomId).check(z.maxLength(2)),
      lockdowns: z.array(passageId).check(z.maxLength(100)),
      fire: z.nullable(roomId),
      effects: effectsSchema,
      outcome: z.nullable(outcomeSchema),
    })
    .check(
      z.superRefine((state, ctx) => {
        // The Priority a seat shows is read off its Access Key, which lies face up: a state whose
        // recorded Priority disagrees with the card is one play cannot produce.
        state.seats.forEach((seat, index) => {
          const key = seat.played.find((played) => played.as === 'key');
          const shown = key === undefined ? null : (state.config.content.cards[key.card]?.priority ?? null);
          if (seat.keyPriority !== shown) {
            ctx.addIssue({ code: 'custom', message: `seat ${index}'s keyPriority ${String(seat.keyPriority)} is not the Priority ${String(shown)} of the Access Key it played` });
          }
        });
      }),
    )
)();

const seatViewSchema: z.ZodMiniType<SeatView> = /* @__PURE__ */ (() =>
  z.strictObject({
    seat,
    alive: z.boolean(),
    room: z.nullable(roomId),
    identity: z.nullable(identitySchema),
    revealed: z.boolean(),
    handSize: whole(0, 2),
    played: z.array(playedSchema).check(z.maxLength(2)),
    priority: z.nullable(whole(0, 2)),
    detained: z.boolean(),
    forfeited: z.boolean(),
    knows: z.array(seat).check(z.maxLength(MAX_PLAYERS)),
  })
)();

/**
 * Describes a view (what `view` returns): strict objects throughout. The content is named by its
 * id (`content`), not carried; a client reads it from the match's config.
 */
export const viewSchema: z.ZodMiniType<FrozenHorrorView> = /* @__PURE__ */ (() =>
  z.strictObject({
    viewer: z.nullable(seat),
    players,
    content: z.string().check(z.maxLength(200)),
    round: z.int().check(z.minimum(1)),
    phase: phaseSchema,
    firstPlayer: seat,
    order: z.array(seat).check(z.maxLength(MAX_PLAYERS)),
    turn: whole(0, 2 * MAX_PLAYERS),
    toPlay: z.nullable(seat),
    pending: z.nullable(decisionSchema),
    active: z.array(seat).check(z.maxLength(1)),
    seats: z.array(seatViewSchema).check(z.minLength(MIN_PLAYERS), z.maxLength(MAX_PLAYERS)),
    hand: z.nullable(z.array(cardId).check(z.maxLength(2))),
    deckSize: whole(0, 100),
    discard: cardList,
    removed: cardList,
    deal: z.array(dealtPileSchema).check(z.maxLength(3)),
    destroyed: z.array(roomId).check(z.maxLength(2)),
    lockdowns: z.array(passageId).check(z.maxLength(100)),
    fire: z.nullable(roomId),
    effects: effectsSchema,
    outcome: z.nullable(outcomeSchema),
  })
)();
