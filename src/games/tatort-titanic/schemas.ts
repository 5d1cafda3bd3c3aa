/**
 * The types of Tatort Titanic and the zod schemas that validate them. Each schema is annotated
 * with its type, so the compiler keeps the two in step.
 *
 * Ids used throughout:
 * - a **clue card** is `colour × 7 + k` (colour in {@link COLOURS} order; `k` 0–5 a candidate, 6
 *   the blank card), so `0`–`34`;
 * - a **circumstance** (a line of the investigation sheet) is `colour × 6 + k`, `k` 0–5, so `0`–`29`;
 * - a **space** and an **event card** are indexes into the content's `spaces` and `events`.
 */
import * as z from 'zod/mini';
import type { Outcome, PlayerId } from '../../core/types.js';
import {
  CIRCUMSTANCES,
  CLUE_CARDS,
  COLOURS,
  EVENT_CARDS,
  colourSchema,
  contentOrStandIn,
  standInContent,
  type Colour,
  type TatortContent,
} from './content.js';

/** The fewest seats: "A detective game for 3 to 6 players". */
export const MIN_PLAYERS = 3;
/** The most seats. */
export const MAX_PLAYERS = 6;
/** The number of seats when the config names none. */
export const DEFAULT_PLAYERS = 4;
/** "Game length: maximum 25 game rounds." */
export const LAST_ROUND = 25;

/**
 * A special ability, rolled for each detective. The die's face picks it in the printed order:
 * 1 Eavesdropper, 2 Nimble-footed, 3 Authority, 4 Charm, 5 Clever, 6 Technically gifted.
 */
export type Ability = 'eavesdropper' | 'nimble-footed' | 'authority' | 'charm' | 'clever' | 'technically-gifted';

/** The six special abilities in the printed order: face `n` of the ability roll gives `ABILITIES[n - 1]`. */
export const ABILITIES: readonly Ability[] = ['eavesdropper', 'nimble-footed', 'authority', 'charm', 'clever', 'technically-gifted'];

/** The reasons a game of Tatort Titanic ends, as they appear in `Outcome.reason`. */
export type EndReason = 'case-solved' | 'wrong-solution' | 'time-ran-out';

/** A prediction at the Clairvoyant: "whether the result will be an even or an odd number". */
export type Prediction = 'even' | 'odd';

/**
 * The table rules: one option per ruling where the rulebook can really be read two ways
 * (docs/games/tatort-titanic.md, "Table rules"). Every default, `false`, is the engine's ruling —
 * the most literal reading — so a config without `rules` plays exactly as before; a group that
 * reads the line the other way sets the option to `true`.
 */
export interface TatortTitanicRules {
  /**
   * Ruling 1. `false` (default): the weather roll for a radio message draws no event card — its 1s
   * and 6s are no result at all ("on a "1" or "6" the die is rolled again"). `true`: it is a roll
   * like any other ("Each time a detective rolls a "1" or a "6", he draws an event card"); the cards
   * it brings are drawn once the radio message is settled, before the second roll's.
   */
  readonly weatherRollDrawsEventCards: boolean;
  /**
   * Ruling 5. `false` (default): a move ending on the pawn's own space with 2 points or more is a
   * step out and back in, which moves onto the space and opens its clue search again. `true`:
   * ending where it stood is always the whole move forgone ("may forgo … his entire move"); only a
   * pawn arriving from another space "moves onto" it.
   */
  readonly ownSpaceForgoesMove: boolean;
  /**
   * Ruling 7. `false` (default): a weather rolled for a radio message is for that message only — only
   * event cards fix the weather ("which is determined by event cards"). `true`: the weather rolled
   * stands, and later messages need it, until a weather card is drawn or the weather clears.
   */
  readonly rolledWeatherStays: boolean;
  /**
   * Ruling 10. `false` (default): the Eavesdropper's ability is eavesdropping with better odds — it
   * takes the card over (1–4 in the room, 1–3 next door). `true`: it "recognises a card": on a
   * success (1–4 in the room, 1–3 next door) it learns the face and the card stays with its taker
   * (`recognise`); in the room it may still eavesdrop like anyone, taking the card over on 1–3.
   */
  readonly eavesdropperOnlyRecognises: boolean;
}

/** The names of the table rules, in the order the rulings come. */
export const RULE_NAMES: readonly (keyof TatortTitanicRules)[] = /* @__PURE__ */ Object.freeze([
  'weatherRollDrawsEventCards',
  'ownSpaceForgoesMove',
  'rolledWeatherStays',
  'eavesdropperOnlyRecognises',
] as const);

/** The table rules a match plays by when its config names none: the engine's rulings. */
export const DEFAULT_RULES: TatortTitanicRules = /* @__PURE__ */ Object.freeze({
  weatherRollDrawsEventCards: false,
  ownSpaceForgoesMove: false,
  rolledWeatherStays: false,
  eavesdropperOnlyRecognises: false,
});

/** The table rules `config` plays by: its own, or {@link DEFAULT_RULES} when it names none. */
export function rulesOf(config: Pick<TatortTitanicConfig, 'rules'>): TatortTitanicRules {
  return config.rules ?? DEFAULT_RULES;
}

/** The match configuration, completed with defaults. */
export interface TatortTitanicConfig {
  /** The number of seats, 3 to 6. Default 4. */
  readonly players: number;
  /**
   * Each seat's detective, by key (`'nicholls'`, `'leroux'`, `'robinson'`, `'cutler'`,
   * `'oconner'`, `'toby'` on the stand-in content), all different. Drawn with the match's random
   * stream when absent.
   */
  readonly detectives?: readonly string[];
  /** Each seat's special ability (duplicates allowed). Rolled, one die per seat, when absent. */
  readonly abilities?: readonly Ability[];
  /** The seat that begins. When absent, every seat rolls and the highest roll begins (ties roll again). */
  readonly firstPlayer?: PlayerId;
  /**
   * The round after which the voyage ends: 25 as printed ("maximum 25 game rounds"); fewer for a
   * shorter game (not in the rulebook: a house rule for quick games and tests). Default 25.
   */
  readonly rounds: number;
  /** The board, the cards and the detectives. Default {@link standInContent}. */
  readonly content: TatortContent;
  /**
   * The table rules, every option given (those left out completed with their defaults). Absent
   * when the match was created without `rules`, or with every option at its default: it then plays
   * by {@link DEFAULT_RULES}, and its config is what it was before table rules existed.
   */
  readonly rules?: TatortTitanicRules;
}

/** The configuration a user may pass: every field is optional. */
export interface TatortTitanicConfigInput {
  /** The number of seats, 3 to 6. Default 4. */
  readonly players?: number;
  /** Each seat's detective, by key, all different; drawn when absent. */
  readonly detectives?: readonly string[];
  /** Each seat's special ability; rolled when absent. */
  readonly abilities?: readonly Ability[];
  /** The seat that begins; rolled for when absent. */
  readonly firstPlayer?: PlayerId;
  /** The round after which the voyage ends, 1 to 25. Default 25. */
  readonly rounds?: number;
  /** The board, the cards and the detectives. Default {@link standInContent}. */
  readonly content?: TatortContent;
  /** Table rules to play by; each option left out keeps its default (see {@link TatortTitanicRules}). */
  readonly rules?: Partial<TatortTitanicRules>;
}

/** "Each detective rolls a die": the movement roll that opens a turn. */
export interface RollAction {
  /** Action kind. */
  readonly type: 'roll';
  /** The detective whose turn it is. */
  readonly player: PlayerId;
}

/**
 * Moves the pawn to a space within the points rolled. Its own space is a step out and back in with 2
 * points or more (the clue search opens there), else the whole move forgone (ruling 5).
 */
export interface MoveAction {
  /** Action kind. */
  readonly type: 'move';
  /** The detective whose turn it is. */
  readonly player: PlayerId;
  /** The space to end the move on. */
  readonly to: number;
}

/**
 * Takes a clue card of `colour` from the space just moved onto ("take one clue card of his choice";
 * the backs show the colours). In the Radio Room, the second roll against the weather decides.
 */
export interface TakeClueAction {
  /** Action kind. */
  readonly type: 'take-clue';
  /** The detective whose turn it is. */
  readonly player: PlayerId;
  /** The colour of the card to take. */
  readonly colour: Colour;
}

/** Asks the Clairvoyant for the card of `colour`, predicting the roll's parity. */
export interface ConsultAction {
  /** Action kind. */
  readonly type: 'consult';
  /** The detective whose turn it is. */
  readonly player: PlayerId;
  /** The colour asked about; the detective must hold a card of it. */
  readonly colour: Colour;
  /** The prediction. */
  readonly prediction: Prediction;
}

/**
 * Declines an optional step: taking no clue card, not eavesdropping, or not drawing a card from a
 * questioner whose questioning failed.
 */
export interface PassAction {
  /** Action kind. */
  readonly type: 'pass';
  /** The declining detective. */
  readonly player: PlayerId;
}

/** Tries to take over the card another detective is taking ("Eavesdropping"). */
export interface EavesdropAction {
  /** Action kind. */
  readonly type: 'eavesdrop';
  /** The eavesdropping detective. */
  readonly player: PlayerId;
}

/**
 * The Eavesdropper "recognises a card that another detective is currently taking": on a success it
 * learns the face, and the card stays with its taker. Only under the table rule
 * `eavesdropperOnlyRecognises` (by default the Eavesdropper's ability is its eavesdropping: ruling 10).
 */
export interface RecogniseAction {
  /** Action kind. */
  readonly type: 'recognise';
  /** The Eavesdropper. */
  readonly player: PlayerId;
}

/** Questions a detective on the same space. */
export interface QuestionAction {
  /** Action kind. */
  readonly type: 'question';
  /** The detective whose turn it is. */
  readonly player: PlayerId;
  /** The detective questioned. */
  readonly target: PlayerId;
}

/** Draws a card of `colour` from the other detective of a questioning (which one of that colour is chance). */
export interface DrawCardAction {
  /** Action kind. */
  readonly type: 'draw-card';
  /** The drawing detective. */
  readonly player: PlayerId;
  /** The colour of the card to draw. */
  readonly colour: Colour;
}

/** Clever: the questioned detective gives up a card of its own choice. */
export interface GiveCardAction {
  /** Action kind. */
  readonly type: 'give-card';
  /** The questioned (Clever) detective. */
  readonly player: PlayerId;
  /** The clue card it gives up. */
  readonly card: number;
}

/** Crosses a circumstance off the detective's own investigation sheet (a deduction, or a guess). */
export interface CrossOffAction {
  /** Action kind. */
  readonly type: 'cross-off';
  /** The detective whose turn it is. */
  readonly player: PlayerId;
  /** The circumstance. */
  readonly circumstance: number;
}

/** Ends the game naming, per colour, the one circumstance its sheet leaves un-crossed. */
export interface SolveAction {
  /** Action kind. */
  readonly type: 'solve';
  /** The detective whose turn it is. */
  readonly player: PlayerId;
}

/** Ends the turn. */
export interface EndTurnAction {
  /** Action kind. */
  readonly type: 'end-turn';
  /** The detective whose turn it is. */
  readonly player: PlayerId;
}

/** Every action of Tatort Titanic. */
export type TatortTitanicAction =
  | RollAction
  | MoveAction
  | TakeClueAction
  | ConsultAction
  | PassAction
  | EavesdropAction
  | RecogniseAction
  | QuestionAction
  | DrawCardAction
  | GiveCardAction
  | CrossOffAction
  | SolveAction
  | EndTurnAction;

/**
 * Where a turn stands:
 * - `roll`: before the movement roll (the sheet may be written, the game ended);
 * - `move`: the roll made, the pawn to move (`reach` lists where it may end);
 * - `search`: the pawn moved onto a space with clue cards it may take;
 * - `action`: after the clue search — questioning, the sheet, ending the game or the turn;
 * - `over`: the game has ended.
 */
export type Phase = 'roll' | 'move' | 'search' | 'action' | 'over';

/** Detectives in the room (or, Eavesdroppers, next door) may try to take over the card just taken. */
export interface EavesdropPending {
  /** Decision kind. */
  readonly kind: 'eavesdrop';
  /** The detective deciding now. */
  readonly seat: PlayerId;
  /** The detective who took the card. */
  readonly taker: PlayerId;
  /** The card taken (in the taker's hand). */
  readonly card: number;
  /** The room it was taken in. */
  readonly room: number;
  /** Those who decide after `seat`, clockwise. */
  readonly queue: readonly PlayerId[];
}

/** A questioning asks a detective to draw a card from another. */
export interface DrawPending {
  /** Decision kind. */
  readonly kind: 'draw';
  /** The drawing detective. */
  readonly seat: PlayerId;
  /** The detective drawn from. */
  readonly from: PlayerId;
  /** Whether the draw may be declined: a failed questioning ("may draw a card from the questioner"). */
  readonly optional: boolean;
}

/** A Clever detective, questioned successfully, chooses the card it gives up. */
export interface GivePending {
  /** Decision kind. */
  readonly kind: 'give';
  /** The questioned Clever detective. */
  readonly seat: PlayerId;
  /** The questioner, who receives the card. */
  readonly to: PlayerId;
}

/** A decision some detective owes before the turn goes on. */
export type Pending = EavesdropPending | DrawPending | GivePending;

/** One detective at the table. */
export interface DetectiveState {
  /** Which detective (an index into the content's `detectives`). */
  readonly detective: number;
  /** Its special ability. */
  readonly ability: Ability;
  /** The space its pawn stands on. */
  readonly space: number;
  /** Its clue cards, face down in front of it (card ids, ascending). */
  readonly hand: readonly number[];
  /** Every clue card whose face it has seen: held, read, eavesdropped, drawn or shown (ascending). */
  readonly seen: readonly number[];
  /**
   * The circumstances it crossed off its sheet by its own entry (ascending). Its sheet crosses off
   * these and every circumstance it has seen (see {@link sheetOf}).
   */
  readonly entries: readonly number[];
  /** The questioning-bonus event cards it keeps. */
  readonly bonuses: readonly number[];
  /** Turns it will miss (event cards). */
  readonly missedTurns: number;
  /** Points added to (or, negative, taken from) its next movement (event cards). */
  readonly movementBonus: number;
  /** Extra dice for its next movement roll (event cards). */
  readonly extraDice: number;
}

/** The detective who ended the game, what it named, and whether it was right. */
export interface Solve {
  /** The detective. */
  readonly seat: PlayerId;
  /** The circumstance named per colour, in colour order. */
  readonly named: readonly number[];
  /** Whether all five were right. */
  readonly correct: boolean;
}

/** The full state of a game of Tatort Titanic. */
export interface TatortTitanicState {
  /** The configuration, carried so that `reduce` needs nothing else. */
  readonly config: TatortTitanicConfig;
  /** The game round, 1 to `config.rounds` (the ship on the round tracker). */
  readonly round: number;
  /** The seats in turn order: clockwise from the one who began. */
  readonly order: readonly PlayerId[];
  /** Whose turn it is: an index into `order`. */
  readonly turn: number;
  /** Where the turn stands. */
  readonly phase: Phase;
  /** The movement points of this turn, once rolled (0 before). */
  readonly points: number;
  /** The spaces the pawn may end its move on, while `phase` is `move` (ascending); else empty. */
  readonly reach: readonly number[];
  /** Attempts at the Clairvoyant this turn. */
  readonly attempts: number;
  /** Whether this turn's action (questioning) has been taken. */
  readonly questioned: boolean;
  /** A decision some detective owes, or `null`. */
  readonly pending: Pending | null;
  /** Every detective, by seat. */
  readonly detectives: readonly DetectiveState[];
  /** The clue cards lying face down on each space (by space id; ascending). */
  readonly board: readonly (readonly number[])[];
  /** The five set-aside clue cards: the murderer, weapon, motive, scene and time (by colour). */
  readonly solution: readonly number[];
  /** The face-up weather card, or `null` while no weather card is out. */
  readonly weather: number | null;
  /**
   * Present exactly under the table rule `rolledWeatherStays` (so a state under the default rules is
   * what it was before table rules existed): the weather rolled for a radio message, 2 to 5, while
   * it stands — no weather card out — else `null`.
   */
  readonly rolledWeather?: number | null;
  /** The event card stack, top first. */
  readonly eventDeck: readonly number[];
  /**
   * How many cards at the top of the stack lie in the order of the shuffle, which nobody knows;
   * the cards below them were put back under the stack in the open, in that order.
   */
  readonly eventsUnknown: number;
  /** The detective who ended the game, once one has. */
  readonly solve: Solve | null;
  /** How the game ended; `null` while it runs. */
  readonly outcome: Outcome<EndReason> | null;
}

/** The colour of clue card `card`. */
export function colourOfCard(card: number): Colour {
  return COLOURS[Math.floor(card / 7)] ?? 'murderer';
}

/** The colour index (0–4) of clue card `card`. */
export function colourIndexOfCard(card: number): number {
  return Math.floor(card / 7);
}

/** Whether clue card `card` is a blank card. */
export function isBlank(card: number): boolean {
  return card % 7 === 6;
}

/** The circumstance clue card `card` shows, or `null` for a blank card. */
export function circumstanceOf(card: number): number | null {
  return isBlank(card) ? null : Math.floor(card / 7) * 6 + (card % 7);
}

/** The clue card showing `circumstance`. */
export function cardOf(circumstance: number): number {
  return Math.floor(circumstance / 6) * 7 + (circumstance % 6);
}

/** The colour of `circumstance`. */
export function colourOfCircumstance(circumstance: number): Colour {
  return COLOURS[Math.floor(circumstance / 6)] ?? 'murderer';
}

/** Whether `detective`'s investigation sheet has `circumstance` crossed off: seen, or entered by hand. */
export function isCrossedOff(detective: Pick<DetectiveState, 'seen' | 'entries'>, circumstance: number): boolean {
  return detective.entries.includes(circumstance) || detective.seen.includes(cardOf(circumstance));
}

/**
 * `detective`'s investigation sheet: the circumstances crossed off (ascending) — every one whose
 * card it has seen (crossed off by the engine, the default) and every one it entered itself.
 */
export function sheetOf(detective: Pick<DetectiveState, 'seen' | 'entries'>): number[] {
  const crossed = crossedOffMask(detective);
  const out: number[] = [];
  for (let circumstance = 0; circumstance < CIRCUMSTANCES; circumstance++) if ((crossed & (1 << circumstance)) !== 0) out.push(circumstance);
  return out;
}

/**
 * `detective`'s sheet as a bit set: bit `c` is set when circumstance `c` is crossed off (the 30
 * circumstances fit in one 32-bit integer). One pass over the seen cards and entries, where asking
 * {@link isCrossedOff} of every circumstance would search both lists thirty times.
 */
export function crossedOffMask(detective: Pick<DetectiveState, 'seen' | 'entries'>): number {
  let mask = 0;
  const { entries, seen } = detective;
  for (let index = 0; index < entries.length; index++) mask |= 1 << (entries[index] ?? 0);
  for (let index = 0; index < seen.length; index++) {
    const circumstance = circumstanceOf(seen[index] ?? 6);
    if (circumstance !== null) mask |= 1 << circumstance;
  }
  return mask;
}

/** How many bits of `bits` are set. */
export function bitCount(bits: number): number {
  let count = bits - ((bits >>> 1) & 0x55555555);
  count = (count & 0x33333333) + ((count >>> 2) & 0x33333333);
  return Math.imul((count + (count >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
}

/** A whole number from `min` to `max`. */
export function whole(min: number, max: number): z.ZodMiniType<number, number> {
  return z.int().check(z.minimum(min), z.maximum(max));
}

/** A seat: 0 to 5. */
export const seatId = /* @__PURE__ */ whole(0, MAX_PLAYERS - 1);
/** A special ability. */
export const abilitySchema: z.ZodMiniType<Ability, Ability> = /* @__PURE__ */ z.enum(['eavesdropper', 'nimble-footed', 'authority', 'charm', 'clever', 'technically-gifted']);
/** A clue card id: 0 to 34. */
export const cardId = /* @__PURE__ */ whole(0, CLUE_CARDS - 1);
const circumstanceId = /* @__PURE__ */ whole(0, CIRCUMSTANCES - 1);
/** A space id (at most 200 spaces). */
export const spaceId = /* @__PURE__ */ whole(0, 199);
/** An event card id: 0 to 19. */
export const eventId = /* @__PURE__ */ whole(0, EVENT_CARDS - 1);

/** What each table rule means, for the config's JSON Schema: the two readings, the default first. */
const RULE_DESCRIPTIONS: Readonly<Record<keyof TatortTitanicRules, string>> = {
  weatherRollDrawsEventCards:
    'Ruling 1. false (default): the weather roll for a radio message draws no event card — its 1s and 6s are no result ("on a "1" or "6" the die is rolled again, since only weather 2–5 is possible"). true: it draws one on each 1 or 6 like every roll ("Each time a detective rolls a "1" or a "6", he draws an event card"), once the message is settled.',
  ownSpaceForgoesMove:
    'Ruling 5. false (default): with 2 points or more a pawn may step out of its space and back in, which moves onto it and opens its clue search again ("If a detective moves onto a space that contains clue cards"). true: a move ending where the pawn stood is the move forgone ("may forgo the rolled points or his entire move"); no clue search.',
  rolledWeatherStays:
    'Ruling 7. false (default): a rolled weather is for that radio message only ("the current weather condition …, which is determined by event cards"). true: the weather rolled stands for later messages until a weather card is drawn or the weather clears ("If … the weather condition is not yet fixed …, the weather is rolled").',
  eavesdropperOnlyRecognises:
    'Ruling 10. false (default): the Eavesdropper eavesdrops with better odds and takes the card over (1–4 in the room, 1–3 next door; "he takes over that card from him"). true: it "recognises a card that another detective is currently taking" — it learns the face on a success (recognise), the card stays with its taker; in the room it may eavesdrop like anyone instead (1–3).',
};

/** One table rule as a user passes it: a boolean, `false` when left out. */
function ruleOption(name: keyof TatortTitanicRules): z.ZodMiniType<boolean, boolean | undefined> {
  return z._default(z.boolean().check(z.describe(RULE_DESCRIPTIONS[name])), false);
}

/** Validates and completes the table rules a user passes: each option left out takes its default. */
export const rulesSchema: z.ZodMiniType<TatortTitanicRules, Partial<TatortTitanicRules>> = /* @__PURE__ */ z
  .strictObject({
    weatherRollDrawsEventCards: ruleOption('weatherRollDrawsEventCards'),
    ownSpaceForgoesMove: ruleOption('ownSpaceForgoesMove'),
    rolledWeatherStays: ruleOption('rolledWeatherStays'),
    eavesdropperOnlyRecognises: ruleOption('eavesdropperOnlyRecognises'),
  })
  .check(z.describe('Table rules: one option per ruling the rulebook lets groups read two ways; every default (false) is the engine\'s ruling (docs/games/tatort-titanic.md, "Table rules").'));

/** The table rules as a saved state holds them: every option given. */
const completeRulesSchema: z.ZodMiniType<TatortTitanicRules, TatortTitanicRules> = /* @__PURE__ */ z.strictObject({
  weatherRollDrawsEventCards: z.boolean(),
  ownSpaceForgoesMove: z.boolean(),
  rolledWeatherStays: z.boolean(),
  eavesdropperOnlyRecognises: z.boolean(),
});

/** Whether every option of `rules` is its default. */
export function isDefaultRules(rules: TatortTitanicRules): boolean {
  return RULE_NAMES.every((name) => rules[name] === DEFAULT_RULES[name]);
}

/**
 * `config` without its `rules` when they are all defaults: a match with default rules has the same
 * config — and so the same state, byte for byte — as one created before table rules existed.
 */
function withoutDefaultRules<T extends { readonly rules?: TatortTitanicRules | undefined }>(config: T): T {
  if (config.rules !== undefined && !isDefaultRules(config.rules)) return config;
  const { rules: _rules, ...rest } = config;
  return rest as T;
}

/** Issues with the per-seat choices of a config, given its content. */
function configIssues(config: Omit<TatortTitanicConfig, 'content'>, content: TatortContent): string[] {
  const issues: string[] = [];
  const { players } = config;
  if (config.detectives !== undefined) {
    if (config.detectives.length !== players) issues.push(`The Detectives: detectives must name one detective per seat (${players})`);
    if (new Set(config.detectives).size !== config.detectives.length) issues.push('The Detectives: each player receives a pawn of their own — the detectives must be different');
    for (const key of config.detectives) {
      if (!content.detectives.some((detective) => detective.key === key)) issues.push(`The Detectives: there is no detective "${key}"`);
    }
  }
  if (config.abilities !== undefined && config.abilities.length !== players) issues.push(`Special Abilities: abilities must name one ability per seat (${players})`);
  if (config.firstPlayer !== undefined && config.firstPlayer >= players) issues.push(`Course of Play: firstPlayer must be a seat of the ${players} players`);
  return issues;
}

/** The config's fields but `content`, as a saved state holds them (defaults filled in). */
function configFields() {
  return {
    players: whole(MIN_PLAYERS, MAX_PLAYERS),
    detectives: z.optional(z.array(z.string().check(z.minLength(1), z.maxLength(40))).check(z.maxLength(MAX_PLAYERS))),
    abilities: z.optional(z.array(abilitySchema).check(z.maxLength(MAX_PLAYERS))),
    firstPlayer: z.optional(seatId),
    rounds: whole(1, LAST_ROUND),
  };
}

/**
 * Validates and completes a configuration. Without `content` it hands back the one frozen
 * {@link standInContent} (not a copy), so a match does not parse and copy the content every game;
 * content equal to the stand-in becomes that one object too.
 */
export const configSchema: z.ZodMiniType<TatortTitanicConfig, TatortTitanicConfigInput> = /* @__PURE__ */ (() => {
  const fields = configFields();
  return z.pipe(
    z
      .strictObject({
        ...fields,
        players: z._default(fields.players, DEFAULT_PLAYERS),
        rounds: z._default(fields.rounds, LAST_ROUND),
        content: z._default(contentOrStandIn, (): TatortContent => standInContent),
        // Left out when not given (and dropped when all defaults), so a config from before table rules completes as it did then.
        rules: z.optional(rulesSchema),
      })
      .check(
        z.superRefine((config, ctx) => {
          for (const message of configIssues(config, config.content)) ctx.addIssue({ code: 'custom', message });
        }),
      ),
    z.transform((config): TatortTitanicConfig => withoutDefaultRules(config)),
  );
})();

/** Validates one action: strict objects, discriminated by `type`. */
export const actionSchema: z.ZodMiniType<TatortTitanicAction> = /* @__PURE__ */ z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('roll'), player: seatId }),
  z.strictObject({ type: z.literal('move'), player: seatId, to: spaceId }),
  z.strictObject({ type: z.literal('take-clue'), player: seatId, colour: colourSchema }),
  z.strictObject({ type: z.literal('consult'), player: seatId, colour: colourSchema, prediction: z.enum(['even', 'odd']) }),
  z.strictObject({ type: z.literal('pass'), player: seatId }),
  z.strictObject({ type: z.literal('eavesdrop'), player: seatId }),
  z.strictObject({ type: z.literal('recognise'), player: seatId }),
  z.strictObject({ type: z.literal('question'), player: seatId, target: seatId }),
  z.strictObject({ type: z.literal('draw-card'), player: seatId, colour: colourSchema }),
  z.strictObject({ type: z.literal('give-card'), player: seatId, card: cardId }),
  z.strictObject({ type: z.literal('cross-off'), player: seatId, circumstance: circumstanceId }),
  z.strictObject({ type: z.literal('solve'), player: seatId }),
  z.strictObject({ type: z.literal('end-turn'), player: seatId }),
]);

/**
 * A list of whole numbers from 0 to `max`, at most `length` long: checked by hand, because a state
 * holds dozens of such lists and is parsed at every load (and many times over by the conformance
 * kit).
 */
function idList(max: number, length: number, what: string): z.ZodMiniType<number[]> {
  return z.custom<number[]>(
    (value) => Array.isArray(value) && value.length <= length && value.every((entry) => Number.isInteger(entry) && entry >= 0 && entry <= max),
    { message: `expected a list of at most ${length} ${what} (whole numbers 0–${max})` },
  );
}

const cardList = /* @__PURE__ */ idList(CLUE_CARDS - 1, CLUE_CARDS, 'clue card ids');

const ascending = (list: readonly number[]): boolean => list.every((value, index) => index === 0 || (list[index - 1] ?? -1) < value);

const pendingSchema: z.ZodMiniType<Pending> = /* @__PURE__ */ z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('eavesdrop'), seat: seatId, taker: seatId, card: cardId, room: spaceId, queue: z.array(seatId).check(z.maxLength(MAX_PLAYERS)) }),
  z.strictObject({ kind: z.literal('draw'), seat: seatId, from: seatId, optional: z.boolean() }),
  z.strictObject({ kind: z.literal('give'), seat: seatId, to: seatId }),
]);

const detectiveSchema: z.ZodMiniType<DetectiveState> = /* @__PURE__ */ z.strictObject({
  detective: whole(0, 5),
  ability: abilitySchema,
  space: spaceId,
  hand: cardList,
  seen: cardList,
  entries: idList(CIRCUMSTANCES - 1, CIRCUMSTANCES, 'circumstances'),
  bonuses: idList(EVENT_CARDS - 1, 2, 'event cards'),
  missedTurns: whole(0, EVENT_CARDS),
  movementBonus: whole(-200, 200),
  extraDice: whole(0, EVENT_CARDS),
});

/** Validates an outcome: the winners, the reason, the returns and the sheets' counts. */
export const outcomeSchema: z.ZodMiniType<Outcome<EndReason>> = /* @__PURE__ */ z.strictObject({
  winners: z.array(seatId),
  reason: z.enum(['case-solved', 'wrong-solution', 'time-ran-out']),
  returns: z.array(z.number()),
  scores: z.optional(z.array(z.number())),
});

/** Validates the record of the detective who ended the game. */
export const solveSchema: z.ZodMiniType<Solve> = /* @__PURE__ */ z.strictObject({
  seat: seatId,
  named: z.array(circumstanceId).check(z.length(COLOURS.length)),
  correct: z.boolean(),
});

/** What is wrong with a state whose parts each passed their schema, or `[]`: the game's invariants. */
function stateIssues(state: TatortTitanicState): string[] {
  const issues: string[] = [];
  const { config, detectives, board } = state;
  const { content } = config;
  const players = config.players;
  issues.push(...configIssues(config, content));
  if (detectives.length !== players) issues.push(`there must be one detective per seat (${players})`);
  if (state.round > config.rounds) issues.push(`round ${state.round} is past the last round (${config.rounds})`);
  if (board.length !== content.spaces.length) issues.push('board: one list of clue cards per space');
  if ([...state.order].sort().join() !== Array.from({ length: players }, (_, index) => index).join()) issues.push('order must list every seat once');
  if (state.turn >= players) issues.push('turn must index the order');
  if (new Set(detectives.map((detective) => detective.detective)).size !== detectives.length) issues.push('each seat has its own detective');
  // Every clue card lies in exactly one place, and the solution holds one non-blank card per colour.
  const places: number[] = [...state.solution, ...board.flat(), ...detectives.flatMap((detective) => detective.hand)];
  if (places.length !== CLUE_CARDS || new Set(places).size !== CLUE_CARDS) issues.push('each of the 35 clue cards must lie in exactly one place');
  state.solution.forEach((card, colour) => {
    if (colourIndexOfCard(card) !== colour || isBlank(card)) issues.push(`the ${COLOURS[colour] ?? '?'} solution card must be a ${COLOURS[colour] ?? '?'} card, not a blank`);
  });
  board.forEach((cards, space) => {
    if (!ascending(cards)) issues.push(`board ${space}: cards ascending`);
    if (cards.length > 0 && (content.spaces[space]?.kind ?? 'deck') === 'deck') issues.push(`board ${space}: no clue cards lie on a deck space`);
  });
  detectives.forEach((detective, index) => {
    if (detective.detective >= content.detectives.length) issues.push(`seat ${index}: no such detective`);
    if (detective.space >= content.spaces.length) issues.push(`seat ${index}: no such space`);
    if (!ascending(detective.hand) || !ascending(detective.seen) || !ascending(detective.entries)) issues.push(`seat ${index}: hand, seen and entries ascending`);
    if (!detective.hand.every((card) => detective.seen.includes(card))) issues.push(`seat ${index} has read every card it holds`);
    if (state.solution.some((card) => detective.seen.includes(card))) issues.push(`seat ${index} cannot have seen a solution card`);
    if (config.detectives !== undefined && content.detectives[detective.detective]?.key !== config.detectives[index]) issues.push(`seat ${index}: the configured detective`);
    if (config.abilities !== undefined && detective.ability !== config.abilities[index]) issues.push(`seat ${index}: the configured ability`);
    for (const card of detective.bonuses) if (content.events[card]?.effect.kind !== 'questioning-bonus') issues.push(`seat ${index} keeps only questioning bonuses`);
  });
  // Every event card is in the stack, face up as the weather, or kept.
  const events = [...state.eventDeck, ...(state.weather === null ? [] : [state.weather]), ...detectives.flatMap((detective) => detective.bonuses)];
  if (events.length !== EVENT_CARDS || new Set(events).size !== EVENT_CARDS) issues.push('each of the 20 event cards must be in the stack, face up or kept, once');
  if (state.weather !== null && content.events[state.weather]?.effect.kind !== 'weather') issues.push('the face-up weather card must be a weather card');
  if ((state.rolledWeather !== undefined) !== rulesOf(config).rolledWeatherStays) issues.push('rolledWeather is kept exactly under the table rule rolledWeatherStays');
  if (typeof state.rolledWeather === 'number' && state.weather !== null) issues.push('a rolled weather stands only while no weather card is out');
  if (state.eventsUnknown > state.eventDeck.length) issues.push('eventsUnknown counts cards of the stack');
  const pending = state.pending;
  if (pending !== null) {
    if (pending.seat >= players) issues.push('the pending decision belongs to a seat');
    if (pending.kind === 'eavesdrop' && !(detectives[pending.taker]?.hand.includes(pending.card) ?? false)) issues.push('the card eavesdropped on is in its taker\'s hand');
  }
  if (state.phase === 'move' ? state.reach.length === 0 : state.reach.length > 0) issues.push('reach lists the spaces within reach while the pawn is to move, and only then');
  if ((state.phase === 'over') !== (state.outcome !== null)) issues.push('the phase is over exactly when there is an outcome');
  return issues;
}

/** Validates a state loaded from outside: every part's shape, then the game's invariants. */
export const stateSchema: z.ZodMiniType<TatortTitanicState> = /* @__PURE__ */ z
  .strictObject({
    config: z.strictObject({ ...configFields(), content: contentOrStandIn, rules: z.optional(completeRulesSchema) }),
    round: whole(1, LAST_ROUND),
    order: z.array(seatId).check(z.minLength(MIN_PLAYERS), z.maxLength(MAX_PLAYERS)),
    turn: whole(0, MAX_PLAYERS - 1),
    phase: z.enum(['roll', 'move', 'search', 'action', 'over']),
    points: whole(0, 1000),
    reach: idList(199, 200, 'space ids'),
    attempts: whole(0, 2),
    questioned: z.boolean(),
    pending: z.nullable(pendingSchema),
    detectives: z.array(detectiveSchema).check(z.minLength(MIN_PLAYERS), z.maxLength(MAX_PLAYERS)),
    board: z.array(cardList).check(z.maxLength(200)),
    solution: z.array(cardId).check(z.length(COLOURS.length)),
    weather: z.nullable(eventId),
    rolledWeather: z.optional(z.nullable(whole(2, 5))),
    eventDeck: idList(EVENT_CARDS - 1, EVENT_CARDS, 'event cards'),
    eventsUnknown: whole(0, EVENT_CARDS),
    solve: z.nullable(solveSchema),
    outcome: z.nullable(outcomeSchema),
  })
  .check(
    z.superRefine((state, ctx) => {
      for (const message of stateIssues(state)) ctx.addIssue({ code: 'custom', message });
    }),
  );
