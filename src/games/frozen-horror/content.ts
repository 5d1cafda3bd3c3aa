/**
 * The station of This Game Is Killer: Frozen Horror, as data: the map (rooms and coloured
 * passages), the four Destroyed Room cards and the 21 Station cards.
 *
 * The rulebook prints neither the map nor the cards' Access Key faces, and lists only 17 of the 21
 * Actions, so the content shipped here is a stand-in built to meet every constraint the rulebook
 * states (see `docs/games/frozen-horror.md`). Owners of the game can describe theirs as a
 * {@link StationContent} and pass it as `config.content`.
 */
import { deepFreeze } from '../../core/clone.js';

/** An Access Key colour: the colour of a passage and of the squares on a Station card's Access Key face. */
export type Colour = 'blue' | 'gold' | 'green' | 'orange';

/** The four Access Key colours. */
export const COLOURS: readonly Colour[] = ['blue', 'gold', 'green', 'orange'];

/**
 * The Action on a Station card. Each Action is unique ("Each Action is unique"): a deck holds each
 * kind at most once. The first 17 are the printed Station Card Reference, in its order; the last
 * four are this package's stand-ins for the four Actions the rulebook does not list.
 */
export type ActionKind =
  | 'trustNoOne'
  | 'cardsOnTheTable'
  | 'detained'
  | 'dnaScanner'
  | 'armedMan'
  | 'evacuation'
  | 'help'
  | 'quickMove'
  | 'lockTheRoom'
  | 'lockedIn'
  | 'safeRetreat'
  | 'alarmGreen'
  | 'accessDenied'
  | 'alarmBlue'
  | 'alarmOrange'
  | 'analysisResults'
  | 'stayBack'
  | 'flamethrower'
  | 'alarmGold'
  | 'bloodTest'
  | 'hideInTheVents';

/** Every Action kind: the 17 printed ones in the Station Card Reference's order, then the four stand-ins. */
export const ACTION_KINDS: readonly ActionKind[] = [
  'trustNoOne',
  'cardsOnTheTable',
  'detained',
  'dnaScanner',
  'armedMan',
  'evacuation',
  'help',
  'quickMove',
  'lockTheRoom',
  'lockedIn',
  'safeRetreat',
  'alarmGreen',
  'accessDenied',
  'alarmBlue',
  'alarmOrange',
  'analysisResults',
  'stayBack',
  'flamethrower',
  'alarmGold',
  'bloodTest',
  'hideInTheVents',
];

/**
 * The four Actions invented for the stand-in deck (the rulebook lists 17 of 21): Flamethrower
 * places the Fire token the rulebook describes but no printed card places; Alarm: Gold completes
 * the colour Alarms; Blood Test and Hide in the Vents mirror Analysis Results' look and Help!
 * HELP!'s Priority 0.
 */
export const INVENTED_ACTIONS: readonly ActionKind[] = ['flamethrower', 'alarmGold', 'bloodTest', 'hideInTheVents'];

/** A passage on the station map: a door of one colour between two rooms. */
export interface Passage {
  /** Its colour; an Access Key of that colour opens it. */
  readonly colour: Colour;
  /** The two rooms it connects (room ids, indexes into {@link StationContent.rooms}). */
  readonly between: readonly [number, number];
}

/** One Station card: an Access Key face (colours and Priority) and an Action face. */
export interface StationCard {
  /** The Action's printed title, e.g. `'Stay Back!'`. */
  readonly name: string;
  /** Which Action the card carries. */
  readonly action: ActionKind;
  /** The Action's text, for UIs and logs. */
  readonly text: string;
  /** The Access Key face's coloured squares: 2 to 4 different colours. */
  readonly colours: readonly Colour[];
  /** The Access Key face's Priority: 1 or 2 ("2 is higher than 1"). */
  readonly priority: 1 | 2;
  /** Whether the Action says "Remove this card from the game" (played as an Action, it leaves the game at clean-up). */
  readonly removeFromGame: boolean;
}

/** Everything printed on the station's components that the rules read. */
export interface StationContent {
  /** A name for the set, shown in logs. */
  readonly name: string;
  /**
   * The rooms in clockwise setup order: the First Player's token goes in room 0 (the Garage), the
   * next player's in room 1, and so on, wrapping. A room's id is its index.
   */
  readonly rooms: readonly string[];
  /** The passages; a passage's id is its index. */
  readonly passages: readonly Passage[];
  /** The room that starts destroyed in a four-player game (the Cafeteria). */
  readonly fourPlayerRoom: number;
  /** The rooms named by the Destroyed Room cards, one card each. */
  readonly destroyedRoomCards: readonly number[];
  /** The Station deck; a card's id is its index. */
  readonly cards: readonly StationCard[];
}

const GARAGE = 0;
const RADIO_ROOM = 1;
const LABORATORY = 2;
const INFIRMARY = 3;
const CAFETERIA = 4;

/**
 * The stand-in station: five rooms, clockwise Garage, Radio Room, Laboratory, Infirmary,
 * Cafeteria, and six passages — Blue and Gold two each, Green and Orange one each:
 *
 * ```text
 *   passage  colour  between
 *   0        blue    Garage      – Radio Room
 *   1        gold    Garage      – Laboratory
 *   2        green   Garage      – Cafeteria
 *   3        gold    Radio Room  – Infirmary
 *   4        orange  Laboratory  – Infirmary
 *   5        blue    Infirmary   – Cafeteria
 * ```
 *
 * The Garage and the Infirmary each connect to the other three rooms, so every room has at least
 * two passages, no colour leads two ways out of one room, and whichever two of the four
 * destroyable rooms are destroyed, the rest of the station stays connected. The Cafeteria is
 * reached by Blue and Green (the rulebook's Access Key example).
 *
 * Deep-frozen and shared: a config without `content` carries this very object, and content equal
 * to it becomes it (the config schema interns it), so views name it by its fixed id
 * (`'frozen-horror/stand-in'`) instead of carrying it.
 */
export const standInContent: StationContent = /* @__PURE__ */ deepFreeze({
  name: 'stand-in station',
  rooms: ['Garage', 'Radio Room', 'Laboratory', 'Infirmary', 'Cafeteria'],
  passages: [
    { colour: 'blue', between: [GARAGE, RADIO_ROOM] },
    { colour: 'gold', between: [GARAGE, LABORATORY] },
    { colour: 'green', between: [GARAGE, CAFETERIA] },
    { colour: 'gold', between: [RADIO_ROOM, INFIRMARY] },
    { colour: 'orange', between: [LABORATORY, INFIRMARY] },
    { colour: 'blue', between: [INFIRMARY, CAFETERIA] },
  ],
  fourPlayerRoom: CAFETERIA,
  destroyedRoomCards: [RADIO_ROOM, LABORATORY, INFIRMARY, CAFETERIA],
  cards: [
    {
      name: 'Trust No One',
      action: 'trustNoOne',
      text: 'Gather all Identity cards, shuffle them, and deal them back out face down.',
      colours: ['blue', 'gold', 'green'],
      priority: 2,
      removeFromGame: false,
    },
    {
      name: 'Cards on the Table',
      action: 'cardsOnTheTable',
      text: 'Choose another player. You both reveal your Identity cards.',
      colours: ['green', 'orange'],
      priority: 1,
      removeFromGame: false,
    },
    {
      name: 'Detained!',
      action: 'detained',
      text: 'Choose another player in your room. They cannot move this round.',
      colours: ['blue', 'orange'],
      priority: 1,
      removeFromGame: false,
    },
    {
      name: 'DNA Scanner',
      action: 'dnaScanner',
      text: 'Choose a room. All players in that room must reveal their Identity cards.',
      colours: ['gold', 'green', 'orange'],
      priority: 2,
      removeFromGame: false,
    },
    {
      name: "Don't Run Toward the Armed Man",
      action: 'armedMan',
      text: 'At the end of the round, shoot and kill a player in your room. Then, before Identity cards are revealed, move through an open passage into the room with the most players, if possible.',
      colours: ['blue', 'gold'],
      priority: 1,
      removeFromGame: false,
    },
    {
      name: 'Evacuation',
      action: 'evacuation',
      text: 'Choose a room. All other players in that room must leave through any open passage, if possible.',
      colours: ['blue', 'gold', 'green', 'orange'],
      priority: 2,
      removeFromGame: false,
    },
    {
      name: 'Help! HELP!',
      action: 'help',
      text: 'Forcibly move up to two players from other rooms into your room, if possible. Your Priority this round is "0".',
      colours: ['gold', 'orange'],
      priority: 1,
      removeFromGame: false,
    },
    {
      name: 'Quick Move',
      action: 'quickMove',
      text: 'Choose an Access Key color and pass through an open passage of that color from your room, if possible.',
      colours: ['blue', 'green'],
      priority: 1,
      removeFromGame: false,
    },
    {
      name: 'LOCK THE ROOM!',
      action: 'lockTheRoom',
      text: 'Block any room by placing Lockdown tokens on all passages leading to it. No one may enter or leave until the end of the round. Remove this card from the game.',
      colours: ['blue', 'gold', 'orange'],
      priority: 2,
      removeFromGame: true,
    },
    {
      name: "No… It's You Who's Locked In Here With Me!",
      action: 'lockedIn',
      text: 'At the end of the round, before revealing Identity cards, swap your Identity card with another player in your room.',
      colours: ['gold', 'green'],
      priority: 1,
      removeFromGame: false,
    },
    {
      name: 'Safe Retreat',
      action: 'safeRetreat',
      text: 'At the end of the round, if the Horror ended up in your room, you may leave the room through any open passage, if possible. Has no effect if you are the Horror.',
      colours: ['blue', 'gold', 'green', 'orange'],
      priority: 2,
      removeFromGame: false,
    },
    {
      name: 'Alarm: Green',
      action: 'alarmGreen',
      text: 'Place a Lockdown token on the GREEN passage. Until the end of the round, movement through this passage is forbidden. Remove this card from the game.',
      colours: ['blue', 'orange'],
      priority: 2,
      removeFromGame: true,
    },
    {
      name: 'Alarm: Access Denied',
      action: 'accessDenied',
      text: 'Place a Lockdown token on ANY passage. Until the end of the round, movement through this passage is forbidden.',
      colours: ['gold', 'green'],
      priority: 2,
      removeFromGame: false,
    },
    {
      name: 'Alarm: Blue',
      action: 'alarmBlue',
      text: 'Place a Lockdown token on the BLUE passage. Until the end of the round, movement through this passage is forbidden. Remove this card from the game.',
      colours: ['gold', 'green', 'orange'],
      priority: 1,
      removeFromGame: true,
    },
    {
      name: 'Alarm: Orange',
      action: 'alarmOrange',
      text: 'Place a Lockdown token on the ORANGE passage. Until the end of the round, movement through this passage is forbidden. Remove this card from the game.',
      colours: ['blue', 'green'],
      priority: 2,
      removeFromGame: true,
    },
    {
      name: 'Analysis Results',
      action: 'analysisResults',
      text: 'Choose another player and look at their Identity card. If played as your 1st card, you may reveal their Identity. If you do, you cannot play a 2nd card. Your Priority is 1.',
      colours: ['blue', 'gold', 'orange'],
      priority: 1,
      removeFromGame: false,
    },
    {
      name: 'Stay Back!',
      action: 'stayBack',
      text: 'Until the end of the round, any player who enters your room will be shot and killed. Does not affect players already in your room.',
      colours: ['blue', 'green', 'orange'],
      priority: 1,
      removeFromGame: false,
    },
    {
      name: 'Flamethrower',
      action: 'flamethrower',
      text: 'Place the Fire token in the room of your choice. At the end of the round, every player in that room dies. The room is NOT destroyed.',
      colours: ['blue', 'gold', 'green', 'orange'],
      priority: 2,
      removeFromGame: false,
    },
    {
      name: 'Alarm: Gold',
      action: 'alarmGold',
      text: 'Place a Lockdown token on a GOLD passage. Until the end of the round, movement through this passage is forbidden. Remove this card from the game.',
      colours: ['blue', 'green', 'orange'],
      priority: 1,
      removeFromGame: true,
    },
    {
      name: 'Blood Test',
      action: 'bloodTest',
      text: 'Choose another player in your room and look at their Identity card.',
      colours: ['gold', 'orange'],
      priority: 2,
      removeFromGame: false,
    },
    {
      name: 'Hide in the Vents',
      action: 'hideInTheVents',
      text: 'Your Priority this round is "0".',
      colours: ['gold', 'green'],
      priority: 1,
      removeFromGame: false,
    },
  ],
});
