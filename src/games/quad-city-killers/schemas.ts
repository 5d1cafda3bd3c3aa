/**
 * The types of Quad City Killers and the zod schemas that validate them. Each schema is annotated
 * with its type, so the compiler keeps the two in step.
 */
import * as z from 'zod/mini';
import type { Outcome, PlayerId } from '../../core/types.js';
import {
  isStandIn,
  standInContent,
  type City,
  type EgoAbility,
  type KillerBoard,
  type PreyCard,
  type QuadCityContent,
  type ResourceCard,
  type Scene,
  type WeaponAdvantage,
} from './content.js';

/** The fewest seats: one, the solo rules. */
export const MIN_PLAYERS = 1;
/** The most seats: "Skull Pawns (6)". */
export const MAX_PLAYERS = 6;
/** The number of seats when the config names none. */
export const DEFAULT_PLAYERS = 4;
/** Actions a player gets each turn: "Next, you get 3 Actions". */
export const ACTIONS_PER_TURN = 3;
/** The hand a multi-player turn ends replenished to: "End each turn by replenishing your hand to 5 cards". */
export const HAND_SIZE = 5;
/** The solo hand: "deal yourself 6 Resource Cards", "Replenish your hand to 6 cards". */
export const SOLO_HAND_SIZE = 6;
/** Heat levels that add no Defense: "After the first 3 levels, Heat bumps up the Prey Defense in that city +1 for each additional level." */
export const QUIET_HEAT_LEVELS = 3;

/**
 * The table rules: one option per ruling where the rulebook can be read two ways. Each default is
 * the engine's ruling (docs/games/quad-city-killers.md, "Table rules"); a group that reads the line
 * the other way flips the option.
 */
export interface QuadCityKillersRules {
  /**
   * Ruling 18 (solo). `false` (default): a city in Lockdown is closed — "You may no longer Travel to
   * that city and any of that city's Prey are now treated as Tourists": no Prey is placed there, and
   * its Hometown cards go, like Tourists, to a city not in Lockdown. `true`: Lockdown bars Travel
   * only; Prey are still placed in the city, and its Hometown cards, treated as Tourists, go to any
   * city, that one included.
   */
  readonly lockdownBarsTravelOnly: boolean;
  /**
   * Ruling 7 (solo). `false` (default): the rival's Attack under Out of Body Experience kills the
   * best Prey in your city — "follow the instructions as if you are another player challenging you",
   * and the instruction is to "Attack any Prey in that city". `true`: the rival rolls it — "Attack
   * Prey as you would", "Use all 3 dice for any dice roll!" — the three dice against that Prey's
   * Defense (Police and Heat included): a kill leaves the Heat ("If successful, Heat remains the
   * same"), a failure bumps the Heat of your city.
   */
  readonly rivalRollsOutOfBody: boolean;
  /**
   * Ruling 9 (solo). `false` (default): each printed band starts at its lower bound, so 11–15 is
   * "Not bad, for an amateur" ("11–20"). `true`: the first band runs to its printed end, so 11–15 is
   * "Get yourself a day job" ("1–15"), and the amateur begins at 16.
   */
  readonly dayJobThroughFifteen: boolean;
  /**
   * Ruling 8 (multi-player: in solo a Mulligan plays against you and does nothing). `false`
   * (default): Mulligan's retry gains no Heat, killed or failed — the card is played "to gain no
   * Heat and attempt to Kill". `true`: "to gain no Heat" takes away the failure's Heat only; the
   * retry is an attempted Attack like any other ("Heat bumps up one spot with each attempted Attack
   * … whether or not it's successful").
   */
  readonly mulliganRetryGainsHeat: boolean;
  /**
   * Ruling 14. `false` (default): "if you fail an Attack, you must discard your M.O." discards an
   * Ego too, since "You may declare an Ego as your M.O.". `true`: the line is 1. Weapon Cards' and
   * speaks of M.O. Weapons; a failed Attack discards an M.O. Weapon and an Ego stays on the board.
   */
  readonly failedAttackKeepsEgo: boolean;
  /**
   * Ruling 10 (multi-player). `false` (default): the turn ends with the replenish ("End each turn by
   * replenishing your hand"), so an unused Ego still has its moment after the third Action ("Ego
   * abilities may be used at any time during your turn"). `true`: the turn is its three Actions
   * ("Next, you get 3 Actions"); once they are done it ends, with no moment for the Ego.
   */
  readonly turnEndsAtThirdAction: boolean;
}

/** The table rules a match plays by when its config names none: the engine's rulings, every option `false`. */
export const DEFAULT_RULES: QuadCityKillersRules = /* @__PURE__ */ Object.freeze({
  lockdownBarsTravelOnly: false,
  rivalRollsOutOfBody: false,
  dayJobThroughFifteen: false,
  mulliganRetryGainsHeat: false,
  failedAttackKeepsEgo: false,
  turnEndsAtThirdAction: false,
});

/** The table rules `config` plays by: its own, or {@link DEFAULT_RULES} when it names none. */
export function rulesOf(config: Pick<QuadCityKillersConfig, 'rules'>): QuadCityKillersRules {
  return config.rules ?? DEFAULT_RULES;
}

/** The match configuration, completed with defaults. */
export interface QuadCityKillersConfig {
  /** The number of seats: 1 (the solo rules) to 6. Default 4. */
  readonly players: number;
  /** The Killer Board of each seat (board ids, all different). When absent, setup deals them at random. */
  readonly killers?: readonly PlayerId[];
  /**
   * The Dexterity spot every marker starts on (0 = the first spot). Default 0: "Place a Dexterity
   * Marker on your Killer Board at the first Dexterity spot"; "For 5+ players, or just a shorter
   * game, we recommend you begin higher"; solo: "Start your Dexterity at any level you like". It
   * must lie before the last spot of every board in play.
   */
  readonly startingDexterity: number;
  /** The seat that begins (2+ players). When absent, the highest Prey Defense begins, ties rolled off. */
  readonly firstPlayer?: PlayerId;
  /**
   * The table rules, every option given (those left out completed with their defaults). Absent
   * when the match was created without `rules`: it then plays by {@link DEFAULT_RULES}, and its
   * config is what it was before table rules existed. Read them with {@link rulesOf}.
   */
  readonly rules?: QuadCityKillersRules;
  /** The map, dice, boards and cards. Default {@link standInContent}. */
  readonly content: QuadCityContent;
}

/** The configuration a user may pass: every field is optional. */
export interface QuadCityKillersConfigInput {
  /** The number of seats: 1 (the solo rules) to 6. Default 4. */
  readonly players?: number;
  /** The Killer Board of each seat (board ids, all different); dealt at random when absent. */
  readonly killers?: readonly PlayerId[];
  /** The Dexterity spot every marker starts on (0 = the first spot). Default 0. */
  readonly startingDexterity?: number;
  /** The seat that begins (2+ players); the highest Prey Defense begins when absent. */
  readonly firstPlayer?: PlayerId;
  /** Table rules to play by; each option left out keeps its default (see {@link QuadCityKillersRules}). */
  readonly rules?: Partial<QuadCityKillersRules>;
  /** The map, dice, boards and cards. Default {@link standInContent}. */
  readonly content?: QuadCityContent;
}

/** Places the Prey card waiting to be placed (the front of `placing`) in a city, replacing one there if it is full. */
export interface PlacePreyAction {
  /** Action kind. */
  readonly type: 'place-prey';
  /** The placing seat. */
  readonly player: PlayerId;
  /** The city. */
  readonly city: number;
  /** The Prey card (id) to replace and discard when the city is full; `null` when it has a free space. */
  readonly replacing: number | null;
}

/** 1. Hunt: reveal and place another Prey card (an Action; free in solo). */
export interface HuntAction {
  /** Action kind. */
  readonly type: 'hunt';
  /** The hunting seat. */
  readonly player: PlayerId;
}

/** 2. Travel: roll the dice, then choose where to go (`travel-to`). Multi-player only. */
export interface TravelAction {
  /** Action kind. */
  readonly type: 'travel';
  /** The travelling seat. */
  readonly player: PlayerId;
}

/** Moves the pawn: the destination after a Travel roll, Road Trip or a free-travel Ego, or (solo) a Travel with no roll. */
export interface TravelToAction {
  /** Action kind. */
  readonly type: 'travel-to';
  /** The travelling seat. */
  readonly player: PlayerId;
  /** The city; after a roll, your own city stays put. */
  readonly city: number;
}

/** 3. Attack a Prey in your city (an Action; free in solo), or the Prey an Out of Body Experience attacks. */
export interface AttackAction {
  /** Action kind. */
  readonly type: 'attack';
  /** The attacking seat. */
  readonly player: PlayerId;
  /** The Prey card (id). */
  readonly prey: number;
}

/** The Attack's Weapon: a Weapon card from the hand, or `null` for none. */
export interface ChooseWeaponAction {
  /** Action kind. */
  readonly type: 'choose-weapon';
  /** The attacking seat. */
  readonly player: PlayerId;
  /** The Weapon card (id), or `null`. */
  readonly card: number | null;
}

/** The Attack's Modifier: a Modifier card from the hand, or `null` for none. */
export interface ChooseModifierAction {
  /** Action kind. */
  readonly type: 'choose-modifier';
  /** The attacking seat. */
  readonly player: PlayerId;
  /** The Modifier card (id), or `null`. */
  readonly card: number | null;
}

/** Modifiers "against other players": another seat plays a Modifier against the Attack (ruling 5). */
export interface PlayAgainstAction {
  /** Action kind. */
  readonly type: 'play-against';
  /** The answering seat. */
  readonly player: PlayerId;
  /** The Modifier card (id), one without the Action icon. */
  readonly card: number;
}

/** Declines: the answer window, Mulligan after a failure, claiming an M.O., a second card to discard, or the Ego's use after the turn's third Action (the turn ends). */
export interface PassAction {
  /** Action kind. */
  readonly type: 'pass';
  /** The declining seat. */
  readonly player: PlayerId;
}

/** Claims the M.O. Weapon just used in a kill onto the Killer Board. */
export interface ClaimMoAction {
  /** Action kind. */
  readonly type: 'claim-mo';
  /** The claiming seat. */
  readonly player: PlayerId;
}

/** 4. Create a Scene: play a Scenario card (Mulligan: after a failed Attack). */
export interface PlayScenarioAction {
  /** Action kind. */
  readonly type: 'play-scenario';
  /** The playing seat. */
  readonly player: PlayerId;
  /** The Scenario card (id). */
  readonly card: number;
}

/** A Scenario card asks its player for another player. */
export interface ChoosePlayerAction {
  /** Action kind. */
  readonly type: 'choose-player';
  /** The choosing seat. */
  readonly player: PlayerId;
  /** The chosen seat. */
  readonly target: PlayerId;
}

/** A Scenario card asks its player for a city. */
export interface ChooseCityAction {
  /** Action kind. */
  readonly type: 'choose-city';
  /** The choosing seat. */
  readonly player: PlayerId;
  /** The city. */
  readonly city: number;
}

/** 4. Ego Cards: "You may declare an Ego as your M.O. at any time." */
export interface DeclareEgoAction {
  /** Action kind. */
  readonly type: 'declare-ego';
  /** The declaring seat. */
  readonly player: PlayerId;
  /** The Ego card (id). */
  readonly card: number;
}

/** Uses the declared Ego's ability (once per turn). */
export interface UseEgoAction {
  /** Action kind. */
  readonly type: 'use-ego';
  /** The seat holding the Ego. */
  readonly player: PlayerId;
}

/** 5. Discard: a card to discard — the first (an Action; free in solo), then optionally a second. */
export interface DiscardAction {
  /** Action kind. */
  readonly type: 'discard';
  /** The discarding seat. */
  readonly player: PlayerId;
  /** The card (id). */
  readonly card: number;
}

/** Solo: "Replenish your hand to 6 cards … at any time." */
export interface RefillAction {
  /** Action kind. */
  readonly type: 'refill';
  /** The solo seat. */
  readonly player: PlayerId;
}

/** Every action of Quad City Killers. */
export type QuadCityKillersAction =
  | PlacePreyAction
  | HuntAction
  | TravelAction
  | TravelToAction
  | AttackAction
  | ChooseWeaponAction
  | ChooseModifierAction
  | PlayAgainstAction
  | PassAction
  | ClaimMoAction
  | PlayScenarioAction
  | ChoosePlayerAction
  | ChooseCityAction
  | DeclareEgoAction
  | UseEgoAction
  | DiscardAction
  | RefillAction;

/** Every action type, in the order of the rules table in the docs. */
export const ACTION_TYPES: readonly QuadCityKillersAction['type'][] = [
  'place-prey',
  'hunt',
  'travel',
  'travel-to',
  'attack',
  'choose-weapon',
  'choose-modifier',
  'play-against',
  'pass',
  'claim-mo',
  'play-scenario',
  'choose-player',
  'choose-city',
  'declare-ego',
  'use-ego',
  'discard',
  'refill',
];

/**
 * Why a Prey card is waiting to be placed: a seat's starting Prey (Setting Up the Game, 7), the
 * reveal that begins a turn, a Hunt, or Gatsby's additional flip.
 */
export type RevealCause = 'setup' | 'turn' | 'hunt' | 'ego';

/** A revealed Prey card waiting to be placed, and the seat that places it. */
export interface PreyToPlace {
  /** The Prey card (id). */
  readonly prey: number;
  /** The seat that places it (and, at setup, puts its Skull Pawn there). */
  readonly seat: PlayerId;
  /** Why it was revealed. */
  readonly cause: RevealCause;
}

/** A Prey card on the map, with the Resource cards left under it by failed Attacks. */
export interface PreyOnMap {
  /** The Prey card (id). */
  readonly card: number;
  /** Resource cards (ids) under it, face up, in the order they were placed. */
  readonly under: readonly number[];
}

/** One city of the map. */
export interface CityState {
  /** Its Heat marker's level, 1 (the lowest) to the content's `heatLevels`. */
  readonly heat: number;
  /** The Prey on its spaces, in the order placed. */
  readonly prey: readonly PreyOnMap[];
}

/** One seat: its Killer Board and markers, pawn, hand and collection. */
export interface SeatState {
  /** Its Killer Board (id). */
  readonly killer: number;
  /** The city of its Skull Pawn; `null` until its starting Prey is placed. */
  readonly city: number | null;
  /** Its Dexterity marker's spot on the board's scale (0 = the first spot). */
  readonly dexterity: number;
  /** Its Resource cards (ids). Hidden from the others in a multi-player game; face up in solo. */
  readonly hand: readonly number[];
  /**
   * Cards of its hand everyone saw enter it (taken from under a killed Prey), in hand order; a card
   * leaves this list when it leaves the hand.
   */
  readonly shown: readonly number[];
  /** The M.O. Weapon or Ego (id) on its board's M.O. Placement, or `null`. */
  readonly mo: number | null;
  /** The Prey cards (ids) it has killed, in order. */
  readonly collection: readonly number[];
  /** Resource cards (ids) added to its collection for Notoriety (Grandma's Urn). */
  readonly trophies: readonly number[];
  /** The Prey card (id) it was dealt at setup; its Defense decides who begins. */
  readonly startingPrey: number;
}

/** The turn in progress (multi-player), or the solo game's once-per-turn bookkeeping. */
export interface TurnState {
  /** The seat whose turn it is. */
  readonly player: PlayerId;
  /** The turn's number, from 1 (0 during setup, and always in solo, which has no turns). */
  readonly number: number;
  /** Actions left this turn (0 to 3). */
  readonly actionsLeft: number;
  /** Per city: whether its Heat has moved this turn ("only once per turn in each city"). */
  readonly heatMoved: readonly boolean[];
  /** Whether the player's Dexterity has been bumped this turn ("only once per turn"). */
  readonly dexterityMoved: boolean;
  /** Whether the Ego's ability has been used this turn ("only once per turn"). */
  readonly egoUsed: boolean;
  /** Whether the player has done anything this turn besides placing Prey (Gatsby flips "at the beginning of your turn"). */
  readonly acted: boolean;
}

/** What the Attack's dice and cards came to. */
export interface AttackResult {
  /** The three dice of the Attack roll. */
  readonly roll: readonly number[];
  /** The three dice a dice Weapon rolled for its Advantage, or `null`. */
  readonly weaponRoll: readonly number[] | null;
  /** The attacker's total Advantage. */
  readonly total: number;
  /** The Prey Defense it had to meet: printed Defense, Police, Heat, Modifiers against, minus a shield. */
  readonly defense: number;
  /** Whether the total met or beat the Defense. */
  readonly success: boolean;
}

/**
 * Where an Attack stands:
 * - `weapon`, `modifier`: the attacker chooses its cards;
 * - `answers`: the other seats may play a Modifier against it, or pass (ruling 5);
 * - `after-failure`: it failed; the attacker may play Mulligan, or pass;
 * - `claim`: it killed with an M.O. Weapon; the attacker may claim it, or pass.
 */
export type AttackStep = 'weapon' | 'modifier' | 'answers' | 'after-failure' | 'claim';

/** A Modifier played against an Attack. */
export interface Answer {
  /** The seat that played it. */
  readonly seat: PlayerId;
  /** The Modifier card (id). */
  readonly card: number;
}

/** An Attack in progress. Its cards are face up. */
export interface Attack {
  /** The attacking seat. */
  readonly attacker: PlayerId;
  /** The city it happens in. */
  readonly city: number;
  /** The Prey card (id) attacked. */
  readonly prey: number;
  /** Where it stands. */
  readonly step: AttackStep;
  /** The Weapon card (id) in play, or `null`. */
  readonly weapon: number | null;
  /** The attacker's Modifier card (id) in play, or `null`. */
  readonly modifier: number | null;
  /** Modifiers played against it. */
  readonly answers: readonly Answer[];
  /** Seats still to answer (step `answers`), in seat order. */
  readonly waiting: readonly PlayerId[];
  /** The Scenario card (id, already on the discard pile) that ordered this Attack — Out of Body Experience, or the Mulligan of a retry — or `null`. */
  readonly scene: number | null;
  /** Advantage from the attacker's Ego (attack-bonus) used in this Attack. */
  readonly egoBonus: number;
  /** Whether the attacker's Ego (cold-trail) keeps this Attack from bumping the Heat. */
  readonly coldTrail: boolean;
  /** The roll and totals of a failed Attack waiting for a Mulligan (step `after-failure`), else `null`. */
  readonly result: AttackResult | null;
}

/** Travel: the roll came up non-zero, or Road Trip or a free-travel Ego moves the pawn; its player chooses the city. */
export interface TravelDecision {
  /** Decision kind. */
  readonly kind: 'travel';
  /** The seat that decides. */
  readonly seat: PlayerId;
  /** How far it may go: `state` (a roll of 1: your current state), `anywhere` (2+, Road Trip, the Ego). */
  readonly reach: 'state' | 'anywhere';
  /** What moves the pawn: the Travel roll, Road Trip, or the free-travel Ego. */
  readonly cause: TravelCause;
}

/** What moves a pawn when its player chooses the city. */
export type TravelCause = 'roll' | 'road-trip' | 'ego';

/** Discard: the first card is gone; a second may follow, or `pass`. */
export interface DiscardDecision {
  /** Decision kind. */
  readonly kind: 'discard';
  /** The seat that decides. */
  readonly seat: PlayerId;
  /** The card (id) already discarded. */
  readonly first: number;
}

/** A Scenario card asks for another player (Out of Body Experience, Anonymous Tip, Frame Job). */
export interface PlayerDecision {
  /** Decision kind. */
  readonly kind: 'player';
  /** The seat that decides. */
  readonly seat: PlayerId;
  /** The card's scene. */
  readonly scene: Scene;
  /** The Scenario card (id, already on the discard pile). */
  readonly card: number;
}

/** A Scenario card asks for a city (Anonymous Tip's destination, Anonymous Call). */
export interface CityDecision {
  /** Decision kind. */
  readonly kind: 'city';
  /** The seat that decides. */
  readonly seat: PlayerId;
  /** The card's scene. */
  readonly scene: Scene;
  /** The Scenario card (id, already on the discard pile). */
  readonly card: number;
  /** Anonymous Tip: the player whose pawn moves; else `null`. */
  readonly target: PlayerId | null;
}

/** Out of Body Experience: after trading places, its player Attacks a Prey in the new city. */
export interface SceneAttackDecision {
  /** Decision kind. */
  readonly kind: 'scene-attack';
  /** The seat that decides. */
  readonly seat: PlayerId;
  /** The Scenario card (id, already on the discard pile). */
  readonly card: number;
}

/**
 * The turn's third Action and everything it started are done, and the turn player's Ego is unused
 * this turn and can be used now (a free Travel, a draw): "Ego abilities may be used at any time
 * during your turn", and the turn ends with the replenish (ruling 10). `use-ego`, or `pass` to end
 * the turn. Multi-player only.
 */
export interface EndOfTurnDecision {
  /** Decision kind. */
  readonly kind: 'end-of-turn';
  /** The seat that decides: the turn player. */
  readonly seat: PlayerId;
}

/** A decision the game waits for, besides Prey placement and an Attack's steps. */
export type Decision = TravelDecision | DiscardDecision | PlayerDecision | CityDecision | SceneAttackDecision | EndOfTurnDecision;

/** How a solo game ranks its Notoriety ("Total your Notoriety points to see how skilled you are!"; ruling 9). */
export type SoloRank = 'day-job' | 'amateur' | 'dyed-in-the-wool';

/**
 * The reasons a game ends, as they appear in `Outcome.reason`:
 * - `highest-notoriety`: a seat reached the end of its Dexterity Scale; one seat had the most Notoriety;
 * - `tie-rolled-off`: the same, with the highest Notoriety tied and a roll-off deciding;
 * - `no-prey-left`: no Prey card is left to hunt or attack, so nobody can kill again (ruling 3);
 *   Notoriety decides as at the end (solo: a loss);
 * - `dexterity-scale-completed`: solo, won;
 * - `fell-below-dexterity-scale`: solo, lost to a failed Attack on the first spot;
 * - `all-cities-locked-down`: solo, lost.
 */
export type EndReason =
  | 'highest-notoriety'
  | 'tie-rolled-off'
  | 'no-prey-left'
  | 'dexterity-scale-completed'
  | 'fell-below-dexterity-scale'
  | 'all-cities-locked-down';

/** Every {@link EndReason}, in the order of the end-of-game table in the docs. */
export const endReasons: readonly EndReason[] = /* @__PURE__ */ Object.freeze([
  'highest-notoriety',
  'tie-rolled-off',
  'no-prey-left',
  'dexterity-scale-completed',
  'fell-below-dexterity-scale',
  'all-cities-locked-down',
] as const);

/** How a game of Quad City Killers ended: the core {@link Outcome} plus the seats of a rolled-off tie and the solo rank. */
export interface QuadCityKillersOutcome extends Outcome<EndReason> {
  /** Notoriety per seat. */
  readonly scores: readonly number[];
  /** The seats tied on the highest Notoriety before the roll-off decided among them; `[]` when nobody tied. */
  readonly tied: readonly PlayerId[];
  /** Solo: the printed band the Notoriety falls in (ruling 9); `null` in a multi-player game. */
  readonly rank: SoloRank | null;
}

/**
 * Where the game stands: `setup` while the starting Prey are placed, `play` once the first turn
 * began (solo: once the board is set), `over` once it ended.
 */
export type Phase = 'setup' | 'play' | 'over';

/** The full state of a game of Quad City Killers. */
export interface QuadCityKillersState {
  /** The configuration, carried so that `reduce` needs nothing else. */
  readonly config: QuadCityKillersConfig;
  /** Where the game stands. */
  readonly phase: Phase;
  /** The seat that began (`null` until decided). */
  readonly firstPlayer: PlayerId | null;
  /** Every seat, by seat index. */
  readonly seats: readonly SeatState[];
  /** Every city, by city id. */
  readonly cities: readonly CityState[];
  /** The Prey deck, top card last (hidden order). */
  readonly preyDeck: readonly number[];
  /** The Prey discard pile (face up). */
  readonly preyDiscard: readonly number[];
  /** The Resource deck, top card last (hidden order). */
  readonly resourceDeck: readonly number[];
  /** The Resource discard pile (face up). */
  readonly resourceDiscard: readonly number[];
  /** Revealed Prey cards waiting to be placed, the front one first. */
  readonly placing: readonly PreyToPlace[];
  /** The turn in progress. */
  readonly turn: TurnState;
  /** The decision the game waits for, besides placement and the Attack. */
  readonly pending: Decision | null;
  /** The Attack in progress, or `null`. */
  readonly attack: Attack | null;
  /** How the game ended; `null` while it runs. */
  readonly outcome: QuadCityKillersOutcome | null;
}

// ---- content ----

/** A whole number from `min` to `max`. */
function whole(min: number, max: number): z.ZodMiniType<number, number> {
  return z.int().check(z.minimum(min), z.maximum(max));
}

/** A list of at most `max` (and at least `min`) items. */
function list<T>(item: z.ZodMiniType<T, T>, max: number, min = 0): z.ZodMiniType<T[], T[]> {
  return min === 0 ? z.array(item).check(z.maxLength(max)) : z.array(item).check(z.minLength(min), z.maxLength(max));
}

const name = /* @__PURE__ */ z.string().check(z.minLength(1), z.maxLength(200));
const text = /* @__PURE__ */ z.string().check(z.maxLength(1000));
const smallInt = /* @__PURE__ */ whole(0, 99);
const bonus = /* @__PURE__ */ whole(0, 20);

const citySchema: z.ZodMiniType<City, City> = /* @__PURE__ */ z.strictObject({
  name,
  state: name,
  colour: name,
  preySpaces: whole(1, 20),
});

const killerSchema: z.ZodMiniType<KillerBoard, KillerBoard> = /* @__PURE__ */ z.strictObject({
  name,
  bio: text,
  victimology: z.strictObject({ hair: name, eye: name }),
  dexterity: list(whole(0, 50), 30, 2),
  moSlots: z.literal(1),
});

const preySchema: z.ZodMiniType<PreyCard, PreyCard> = /* @__PURE__ */ z.strictObject({
  name,
  title: text,
  city: z.nullable(whole(0, 7)),
  colour: name,
  defense: whole(0, 50),
  notoriety: whole(0, 50),
  hair: name,
  eye: name,
  police: z.boolean(),
});

const advantageSchema: z.ZodMiniType<WeaponAdvantage, WeaponAdvantage> = /* @__PURE__ */ z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('standard'), value: bonus }),
  z.strictObject({ type: z.literal('mo'), value: bonus, moBonus: bonus }),
  z.strictObject({ type: z.literal('dice') }),
  z.strictObject({ type: z.literal('shield'), value: bonus }),
]);

const sceneSchema: z.ZodMiniType<Scene, Scene> = /* @__PURE__ */ z.enum(['out-of-body', 'mulligan', 'road-trip', 'anonymous-tip', 'anonymous-call', 'frame-job']);

const abilitySchema: z.ZodMiniType<EgoAbility, EgoAbility> = /* @__PURE__ */ z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('extra-prey') }),
  z.strictObject({ type: z.literal('attack-bonus'), value: bonus }),
  z.strictObject({ type: z.literal('cold-trail') }),
  z.strictObject({ type: z.literal('free-travel') }),
  z.strictObject({ type: z.literal('draw-card') }),
]);

const resourceSchema: z.ZodMiniType<ResourceCard, ResourceCard> = /* @__PURE__ */ z.discriminatedUnion('kind', [
  // "Weapon Cards require an Action."
  z.strictObject({ name, text, actionIcon: z.literal(true), kind: z.literal('weapon'), advantage: advantageSchema }),
  z.strictObject({ name, text, actionIcon: z.boolean(), kind: z.literal('modifier'), value: bonus, trophy: bonus }),
  z.strictObject({ name, text, actionIcon: z.boolean(), kind: z.literal('scenario'), scene: sceneSchema }),
  z.strictObject({ name, text, actionIcon: z.boolean(), kind: z.literal('ego'), ability: abilitySchema }),
]);

/** The chances of each total of one roll of `dice` (index = total). */
export function rollChances(dice: readonly (readonly number[])[]): number[] {
  let chances = [1];
  for (const die of dice) {
    const next: number[] = [];
    for (const [total, chance] of chances.entries()) {
      for (const face of die) next[total + face] = (next[total + face] ?? 0) + chance / die.length;
    }
    chances = Array.from(next, (chance) => chance ?? 0);
  }
  return chances;
}

/** The rulebook's constraints a {@link QuadCityContent} of the right shape must also meet, as messages. */
function contentProblems(content: QuadCityContent): string[] {
  const problems: string[] = [];
  const states = [...new Set(content.cities.map((city) => city.state))];
  if (states.length !== 2) problems.push(`the cities must lie in exactly two states, either side of the river; found ${states.length}`);
  const colours = content.cities.map((city) => city.colour);
  if (new Set(colours).size !== colours.length || colours.includes('grey')) {
    problems.push('each city needs its own ID colour, and grey is the Tourists\' colour');
  }
  const chances = rollChances(content.dice);
  if (content.dice.some((die) => !die.includes(0)) || !((chances[1] ?? 0) > 0) || !chances.slice(2).some((chance) => chance > 0)) {
    problems.push('the dice must be able to show 0 on each die, and a total of exactly 1 and of 2 or more, so that "1+" and "2+" mean something');
  }
  content.prey.forEach((prey, index) => {
    if (prey.city !== null && prey.city >= content.cities.length) {
      problems.push(`prey ${index} (${prey.name}) names city ${prey.city}, which the map does not have`);
      return;
    }
    const colour = prey.city === null ? 'grey' : content.cities[prey.city]?.colour;
    if (prey.colour !== colour) problems.push(`prey ${index} (${prey.name}) must show its city's ID colour ${String(colour)}`);
  });
  return problems;
}

/**
 * Validates a {@link QuadCityContent}: two to eight cities in exactly two states (the two banks of
 * the river), each with its own ID colour (not Tourist grey) and at least one prey space; a Heat
 * track of more than the three quiet levels; three dice whose faces can show 0 and whose sum can
 * show 1 and 2 or more ("1+" and "2+" must mean something); Killer Boards whose Dexterity Scales
 * have at least two spots; Prey cards whose ID colour is their city's (grey for a Tourist); Weapons
 * with the Action icon; at least 12 Prey cards and 12 Resource cards.
 */
export const contentSchema: z.ZodMiniType<QuadCityContent, QuadCityContent> = /* @__PURE__ */ z
  .strictObject({
    name: z.string().check(z.maxLength(200)),
    cities: list(citySchema, 8, 2),
    heatLevels: whole(QUIET_HEAT_LEVELS + 1, 20),
    dice: z.array(list(whole(0, 20), 20, 2)).check(z.length(3)),
    killers: list(killerSchema, 100, MAX_PLAYERS),
    prey: list(preySchema, 500, 12),
    resources: list(resourceSchema, 500, 12),
  })
  .check(
    z.superRefine((content, ctx) => {
      for (const message of contentProblems(content)) ctx.addIssue({ code: 'custom', message });
    }),
  );

/**
 * The content field of a config or a state: a value equal to the stand-in becomes the one shared,
 * frozen {@link standInContent} (validated once, by the tests; never copied, never re-validated —
 * a saved match carries the content in full, and loading it should not re-check 144 cards), so a
 * view names it by its fixed id; anything else is validated by {@link contentSchema}, its issues
 * reported at their own paths. ({@link isStandIn} walks both values rather than comparing canonical
 * JSON as core's `internContent` does: a tenth of the time on these 23 KB, and states are parsed
 * often — every load, every world the conformance kit checks.)
 */
const contentField: z.ZodMiniType<QuadCityContent, QuadCityContent> = /* @__PURE__ */ z.pipe(
  z.custom<QuadCityContent>(),
  z.transform((value: QuadCityContent, payload): QuadCityContent => {
    if (isStandIn(value)) return standInContent;
    const parsed = contentSchema.safeParse(value);
    if (parsed.success) return parsed.data;
    // Finalized issues keep their code, path and bounds, which core words its refusals from.
    for (const issue of parsed.error.issues) payload.issues.push(issue as z.core.$ZodRawIssue);
    return value;
  }),
);

// ---- config ----

const seat = /* @__PURE__ */ whole(0, MAX_PLAYERS - 1);
const boardId = /* @__PURE__ */ whole(0, 99);
const dexteritySpot = /* @__PURE__ */ whole(0, 29);

/** The last spot of the shortest Dexterity Scale among `boards`. */
function shortestLastSpot(content: QuadCityContent, boards: readonly number[]): number {
  let last = Number.POSITIVE_INFINITY;
  for (const board of boards) last = Math.min(last, (content.killers[board]?.dexterity.length ?? 0) - 1);
  return last;
}

/** The setup rules a configuration of the right shape must also meet, as messages. */
function configProblems(config: QuadCityKillersConfig): string[] {
  const problems: string[] = [];
  const { content, players } = config;
  if (config.killers !== undefined) {
    if (config.killers.length !== players) problems.push(`killers must name one Killer Board per seat: ${players}`);
    if (new Set(config.killers).size !== config.killers.length) problems.push('killers: each seat gets its own Killer Board');
    if (config.killers.some((board) => board >= content.killers.length)) problems.push(`killers: the content has Killer Boards 0 to ${content.killers.length - 1}`);
  }
  const boards = config.killers ?? content.killers.map((_, board) => board);
  const last = shortestLastSpot(content, boards);
  if (config.startingDexterity >= last) {
    problems.push(`startingDexterity must lie before the last spot of every Dexterity Scale in play (at most ${last - 1})`);
  }
  if (config.firstPlayer !== undefined && config.firstPlayer >= players) problems.push(`firstPlayer must be a seat of the ${players} players`);
  const hand = players === 1 ? SOLO_HAND_SIZE : HAND_SIZE;
  if (content.resources.length < hand * players + 2) problems.push(`${players} players need at least ${hand * players + 2} Resource cards`);
  if (content.prey.length < players + 2) problems.push(`${players} players need at least ${players + 2} Prey cards`);
  return problems;
}

/** What each table rule's JSON Schema says: its ruling, both readings and the lines they rest on. */
const RULE_DESCRIPTIONS: Readonly<Record<keyof QuadCityKillersRules, string>> = {
  lockdownBarsTravelOnly:
    'Ruling 18 (solo). false (default): a city in Lockdown takes no Prey; its Hometown cards go, like Tourists, to a city not in Lockdown ("that city is in Lockdown … any of that city\'s Prey are now treated as Tourists"). true: Lockdown bars Travel only ("You may no longer Travel to that city"); Prey are still placed there.',
  rivalRollsOutOfBody:
    'Ruling 7 (solo). false (default): the rival\'s Attack under Out of Body Experience kills the best Prey in your city ("follow the instructions as if you are another player challenging you"). true: the rival rolls the three dice against that Prey\'s Defense ("Attack Prey as you would"); a failure bumps the Heat of your city ("If successful, Heat remains the same").',
  dayJobThroughFifteen:
    'Ruling 9 (solo). false (default): each printed band starts at its lower bound, so 11–15 is "Not bad, for an amateur" ("11–20"). true: "1–15: Get yourself a day job" runs to 15, and the amateur begins at 16.',
  mulliganRetryGainsHeat:
    'Ruling 8 (multi-player). false (default): Mulligan\'s retry gains no Heat, killed or failed ("play this card to gain no Heat and attempt to Kill"). true: the card takes away the failure\'s Heat only; the retry bumps the Heat like any attempted Attack ("Heat bumps up one spot with each attempted Attack").',
  failedAttackKeepsEgo:
    'Ruling 14. false (default): a failed Attack discards an Ego declared as the M.O. too ("if you fail an Attack, you must discard your M.O."; "You may declare an Ego as your M.O."). true: it discards an M.O. Weapon only (the line is 1. Weapon Cards\'); an Ego stays.',
  turnEndsAtThirdAction:
    'Ruling 10 (multi-player). false (default): the turn ends with the replenish ("End each turn by replenishing your hand"), so an unused Ego may still be used after the third Action ("Ego abilities may be used at any time during your turn"). true: the turn is its three Actions ("Next, you get 3 Actions"); it ends once they are done.',
};

/** One table rule as a user passes it: a boolean, `false` when left out, described for the JSON Schema. */
function ruleOption(name: keyof QuadCityKillersRules): z.ZodMiniType<boolean, boolean | undefined> {
  return z._default(z.boolean().check(z.describe(RULE_DESCRIPTIONS[name])), DEFAULT_RULES[name]);
}

/** Validates and completes the table rules a user passes: each option left out takes its default. */
export const rulesSchema: z.ZodMiniType<QuadCityKillersRules, Partial<QuadCityKillersRules>> = /* @__PURE__ */ z
  .strictObject({
    lockdownBarsTravelOnly: ruleOption('lockdownBarsTravelOnly'),
    rivalRollsOutOfBody: ruleOption('rivalRollsOutOfBody'),
    dayJobThroughFifteen: ruleOption('dayJobThroughFifteen'),
    mulliganRetryGainsHeat: ruleOption('mulliganRetryGainsHeat'),
    failedAttackKeepsEgo: ruleOption('failedAttackKeepsEgo'),
    turnEndsAtThirdAction: ruleOption('turnEndsAtThirdAction'),
  })
  .check(z.describe('Table rules (house rules): one option per ruling the rulebook lets groups read two ways; each option left out plays the engine\'s ruling, false (docs/games/quad-city-killers.md, "Table rules").'));

/** The table rules as a completed config, and so a saved state, holds them: every option given. */
const completeRulesSchema: z.ZodMiniType<QuadCityKillersRules, QuadCityKillersRules> = /* @__PURE__ */ z.strictObject({
  lockdownBarsTravelOnly: z.boolean(),
  rivalRollsOutOfBody: z.boolean(),
  dayJobThroughFifteen: z.boolean(),
  mulliganRetryGainsHeat: z.boolean(),
  failedAttackKeepsEgo: z.boolean(),
  turnEndsAtThirdAction: z.boolean(),
});

/**
 * Validates and completes a configuration. Without `content`, the config gets the one frozen
 * {@link standInContent} (not a copy). `rules` is completed when given and left out when not, so a
 * config from before table rules completes as it did then (golden replays keep their config).
 */
export const configSchema: z.ZodMiniType<QuadCityKillersConfig, QuadCityKillersConfigInput> = /* @__PURE__ */ z
  .pipe(
    z.strictObject({
      players: z._default(whole(MIN_PLAYERS, MAX_PLAYERS), DEFAULT_PLAYERS),
      killers: z.optional(list(boardId, MAX_PLAYERS)),
      startingDexterity: z._default(dexteritySpot, 0),
      firstPlayer: z.optional(seat),
      rules: z.optional(rulesSchema),
      content: z.optional(contentField),
    }),
    z.transform(
      (config): QuadCityKillersConfig => ({
        players: config.players,
        ...(config.killers === undefined ? {} : { killers: config.killers }),
        startingDexterity: config.startingDexterity,
        ...(config.firstPlayer === undefined ? {} : { firstPlayer: config.firstPlayer }),
        ...(config.rules === undefined ? {} : { rules: config.rules }),
        // The shared frozen stand-in, not a copy: createMatch then has nothing to parse or freeze.
        content: config.content ?? standInContent,
      }),
    ),
  )
  .check(
    z.superRefine((config, ctx) => {
      for (const message of configProblems(config)) ctx.addIssue({ code: 'custom', message });
    }),
  );

// ---- actions ----

const cardId = /* @__PURE__ */ whole(0, 499);
const cityId = /* @__PURE__ */ whole(0, 7);

/** Validates one action: strict objects, discriminated by `type`. */
export const actionSchema: z.ZodMiniType<QuadCityKillersAction> = /* @__PURE__ */ z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('place-prey'), player: seat, city: cityId, replacing: z.nullable(cardId) }),
  z.strictObject({ type: z.literal('hunt'), player: seat }),
  z.strictObject({ type: z.literal('travel'), player: seat }),
  z.strictObject({ type: z.literal('travel-to'), player: seat, city: cityId }),
  z.strictObject({ type: z.literal('attack'), player: seat, prey: cardId }),
  z.strictObject({ type: z.literal('choose-weapon'), player: seat, card: z.nullable(cardId) }),
  z.strictObject({ type: z.literal('choose-modifier'), player: seat, card: z.nullable(cardId) }),
  z.strictObject({ type: z.literal('play-against'), player: seat, card: cardId }),
  z.strictObject({ type: z.literal('pass'), player: seat }),
  z.strictObject({ type: z.literal('claim-mo'), player: seat }),
  z.strictObject({ type: z.literal('play-scenario'), player: seat, card: cardId }),
  z.strictObject({ type: z.literal('choose-player'), player: seat, target: seat }),
  z.strictObject({ type: z.literal('choose-city'), player: seat, city: cityId }),
  z.strictObject({ type: z.literal('declare-ego'), player: seat, card: cardId }),
  z.strictObject({ type: z.literal('use-ego'), player: seat }),
  z.strictObject({ type: z.literal('discard'), player: seat, card: cardId }),
  z.strictObject({ type: z.literal('refill'), player: seat }),
]);

// ---- state ----

const cards = /* @__PURE__ */ list(cardId, 500);
const seats = /* @__PURE__ */ list(seat, MAX_PLAYERS);

/** Validates a {@link PreyToPlace}. */
export const preyToPlaceSchema: z.ZodMiniType<PreyToPlace, PreyToPlace> = /* @__PURE__ */ z.strictObject({
  prey: cardId,
  seat,
  cause: z.enum(['setup', 'turn', 'hunt', 'ego']),
});

/** Validates a {@link CityState}: its Heat and its Prey, with the cards under each. */
export const cityStateSchema: z.ZodMiniType<CityState, CityState> = /* @__PURE__ */ z.strictObject({
  heat: whole(1, 20),
  prey: list(z.strictObject({ card: cardId, under: cards }), 20),
});

/** Validates a {@link Decision}. */
export const decisionSchema: z.ZodMiniType<Decision, Decision> = /* @__PURE__ */ z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('travel'), seat, reach: z.enum(['state', 'anywhere']), cause: z.enum(['roll', 'road-trip', 'ego']) }),
  z.strictObject({ kind: z.literal('discard'), seat, first: cardId }),
  z.strictObject({ kind: z.literal('player'), seat, scene: sceneSchema, card: cardId }),
  z.strictObject({ kind: z.literal('city'), seat, scene: sceneSchema, card: cardId, target: z.nullable(seat) }),
  z.strictObject({ kind: z.literal('scene-attack'), seat, card: cardId }),
  z.strictObject({ kind: z.literal('end-of-turn'), seat }),
]);

const dice = /* @__PURE__ */ z.array(smallInt).check(z.length(3));
const total = /* @__PURE__ */ whole(-999, 999);

/** Validates an {@link Attack} in progress. */
export const attackSchema: z.ZodMiniType<Attack, Attack> = /* @__PURE__ */ z.strictObject({
  attacker: seat,
  city: cityId,
  prey: cardId,
  step: z.enum(['weapon', 'modifier', 'answers', 'after-failure', 'claim']),
  weapon: z.nullable(cardId),
  modifier: z.nullable(cardId),
  answers: list(z.strictObject({ seat, card: cardId }), MAX_PLAYERS),
  waiting: seats,
  scene: z.nullable(cardId),
  egoBonus: smallInt,
  coldTrail: z.boolean(),
  result: z.nullable(
    z.strictObject({
      roll: dice,
      weaponRoll: z.nullable(dice),
      total,
      defense: total,
      success: z.boolean(),
    }),
  ),
});

/** Validates a {@link TurnState}. */
export const turnSchema: z.ZodMiniType<TurnState, TurnState> = /* @__PURE__ */ z.strictObject({
  player: seat,
  number: z.int().check(z.minimum(0)),
  actionsLeft: whole(0, ACTIONS_PER_TURN),
  heatMoved: list(z.boolean(), 8),
  dexterityMoved: z.boolean(),
  egoUsed: z.boolean(),
  acted: z.boolean(),
});

/** Validates a {@link QuadCityKillersOutcome}. */
export const outcomeSchema: z.ZodMiniType<QuadCityKillersOutcome, QuadCityKillersOutcome> = /* @__PURE__ */ z.strictObject({
  winners: seats,
  reason: z.enum(endReasons),
  returns: list(z.number(), MAX_PLAYERS),
  scores: list(z.int().check(z.minimum(0)), MAX_PLAYERS),
  tied: seats,
  rank: z.nullable(z.enum(['day-job', 'amateur', 'dyed-in-the-wool'])),
});

/** Validates where the game stands. */
export const phaseSchema: z.ZodMiniType<Phase, Phase> = /* @__PURE__ */ z.enum(['setup', 'play', 'over']);

const seatSchema: z.ZodMiniType<SeatState, SeatState> = /* @__PURE__ */ z.strictObject({
  killer: boardId,
  city: z.nullable(cityId),
  dexterity: dexteritySpot,
  hand: cards,
  shown: cards,
  mo: z.nullable(cardId),
  collection: cards,
  trophies: cards,
  startingPrey: cardId,
});

/** The places a state's Prey cards and Resource cards lie in must hold each card exactly once; the rest must fit the content. */
function stateProblems(state: QuadCityKillersState): string[] {
  const problems: string[] = [];
  const { content, players } = state.config;
  if (state.seats.length !== players) problems.push(`the state must have ${players} seats`);
  if (state.cities.length !== content.cities.length) problems.push(`the state must have ${content.cities.length} cities`);
  state.cities.forEach((city, index) => {
    if (city.heat > content.heatLevels) problems.push(`city ${index}'s Heat is above the track's ${content.heatLevels} levels`);
    if (city.prey.length > (content.cities[index]?.preySpaces ?? 0)) problems.push(`city ${index} holds more Prey than it has spaces`);
  });
  state.seats.forEach((seatState, index) => {
    const board = content.killers[seatState.killer];
    if (board === undefined || seatState.dexterity >= board.dexterity.length) {
      problems.push(`seat ${index}'s Killer Board or Dexterity spot is not on the content's boards`);
    }
    for (const card of seatState.shown) {
      if (!seatState.hand.includes(card)) problems.push(`seat ${index} shows card ${card}, which is not in its hand`);
    }
  });
  const preyPlaces = [
    ...state.preyDeck,
    ...state.preyDiscard,
    ...state.placing.map((entry) => entry.prey),
    ...state.cities.flatMap((city) => city.prey.map((prey) => prey.card)),
    ...state.seats.flatMap((seatState) => seatState.collection),
  ];
  if (!isPermutation(preyPlaces, content.prey.length)) problems.push(`every one of the ${content.prey.length} Prey cards must be in exactly one place`);
  const attack = state.attack;
  const resourcePlaces = [
    ...state.resourceDeck,
    ...state.resourceDiscard,
    ...state.seats.flatMap((seatState) => [...seatState.hand, ...seatState.trophies, ...(seatState.mo === null ? [] : [seatState.mo])]),
    ...state.cities.flatMap((city) => city.prey.flatMap((prey) => prey.under)),
    ...(attack === null ? [] : [...(attack.weapon === null ? [] : [attack.weapon]), ...(attack.modifier === null ? [] : [attack.modifier]), ...attack.answers.map((answer) => answer.card)]),
  ];
  if (!isPermutation(resourcePlaces, content.resources.length)) {
    problems.push(`every one of the ${content.resources.length} Resource cards must be in exactly one place`);
  }
  return problems;
}

/**
 * Validates a state loaded from outside: the shapes, and that every Prey card and every Resource
 * card of the content is in exactly one place (a deck, a discard pile, a hand, a board, a
 * collection, the map, under a Prey, waiting to be placed, or in the Attack in play).
 */
export const stateSchema: z.ZodMiniType<QuadCityKillersState> = /* @__PURE__ */ z
  .strictObject({
    config: z.strictObject({
      players: whole(MIN_PLAYERS, MAX_PLAYERS),
      killers: z.optional(list(boardId, MAX_PLAYERS)),
      startingDexterity: dexteritySpot,
      firstPlayer: z.optional(seat),
      rules: z.optional(completeRulesSchema),
      content: contentField,
    }),
    phase: phaseSchema,
    firstPlayer: z.nullable(seat),
    seats: list(seatSchema, MAX_PLAYERS, MIN_PLAYERS),
    cities: list(cityStateSchema, 8, 2),
    preyDeck: cards,
    preyDiscard: cards,
    resourceDeck: cards,
    resourceDiscard: cards,
    placing: list(preyToPlaceSchema, MAX_PLAYERS + 2),
    turn: turnSchema,
    pending: z.nullable(decisionSchema),
    attack: z.nullable(attackSchema),
    outcome: z.nullable(outcomeSchema),
  })
  .check(
    z.superRefine((state, ctx) => {
      for (const message of stateProblems(state)) ctx.addIssue({ code: 'custom', message });
    }),
  );

function isPermutation(ids: readonly number[], count: number): boolean {
  if (ids.length !== count) return false;
  const seen = new Uint8Array(count);
  for (const id of ids) {
    if (id >= count || seen[id] === 1) return false;
    seen[id] = 1;
  }
  return true;
}
