/**
 * The types of One Card: Cereal Killer and the zod schemas that validate them. Each schema is
 * annotated with its type, so the compiler keeps the two in step. The state schema's cross-field
 * checks need the rules, so the complete `stateSchema` is assembled above them, in
 * `rules/consistency.ts`, from the shape declared here.
 */
import * as z from 'zod/mini';
import type { Outcome, PlayerId } from '../../core/types.js';
import { internContent } from '../../core/content.js';
import { standInCity, type City, type SquareKind } from './content.js';

/**
 * Where a figure stands: a square number `1..width*height`, or, in the subway tunnel, the negated
 * number of the entrance it went down through (`-6` = in the tunnel, entered at square 6). The
 * entrance is remembered because it is the square the Killer answers position questions from
 * (ruling 16).
 */
export type Spot = number;

/** The reasons a game of Cereal Killer ends, as they appear in `Outcome.reason`. */
export type EndReason =
  | 'detective-arrested-killer'
  | 'killer-missed-objective'
  | 'detective-out-of-arrests'
  | 'killer-survived-seven-days';

/** The five questions of the Interrogate section, each asked at most once per game. */
export type Question = 'direction' | 'sameRow' | 'sameColumn' | 'inside' | 'parity';

/** Every question, in the rulebook's order. */
export const QUESTIONS: readonly Question[] = ['direction', 'sameRow', 'sameColumn', 'inside', 'parity'];

/** A cardinal point, the answer to "Which direction is it?". */
export type Cardinal = 'north' | 'east' | 'south' | 'west';

/** Every cardinal point, clockwise from north. */
export const CARDINALS: readonly Cardinal[] = ['north', 'east', 'south', 'west'];

/** A question put to the Witness and its truthful answer. */
export type Interrogation =
  | {
      /** "Which direction is it?" */
      readonly question: 'direction';
      /** The cardinal point the Killer gave; `null` while the Killer is choosing. */
      readonly answer: Cardinal | null;
    }
  | {
      /** "Same row as the Witness?", "Same column as the Witness?" or "Did it go inside somewhere?" */
      readonly question: 'sameRow' | 'sameColumn' | 'inside';
      /** Yes or no. */
      readonly answer: boolean;
    }
  | {
      /** "Is the square even or odd?" */
      readonly question: 'parity';
      /** The parity of the Killer's square number. */
      readonly answer: 'even' | 'odd';
    };

/**
 * The table rules: one option per ruling where the rulebook can be read two ways. Each default is
 * the engine's ruling (docs/games/cereal-killer.md, "Table rules"); a group that reads the line
 * the other way flips the option.
 */
export interface CerealKillerRules {
  /**
   * Ruling 3. `false` (default): a house that holds a victim may be claimed again on a later day
   * (the rulebook prints no limit per house). `true`: each house takes one victim in the game.
   */
  readonly oneVictimPerHouse: boolean;
  /**
   * Ruling 7. `false` (default): only a day the Killer decided not to claim, with a victim in
   * reach, uses the one victimless day. `true`: every day without a victim uses it, one with no
   * victim in reach included.
   */
  readonly forcedVictimlessDayCounts: boolean;
  /**
   * Ruling 4. `false` (default): the tunnel may be left by either entrance, the one gone down
   * through included. `true`: "exit through the other" — the tunnel is left by the other entrance,
   * and by the same one only when the Detective stands on the other (the Killer must always move).
   */
  readonly subwayExitThroughOther: boolean;
  /**
   * Ruling 5. `false` (default): the Killer's last step may not enter the Detective's square
   * either. `true`: "pass through" spares the square a move ends on; only the first two steps are
   * barred from it.
   */
  readonly endOnDetectiveSquare: boolean;
  /**
   * Ruling 18. `false` (default): the Detective's steps may come before and after an
   * interrogation. `true`: Move is done in one piece; interrogating after moving ends the move.
   */
  readonly detectiveMoveInOnePiece: boolean;
}

/** The table rules a match plays by when its config names none: the engine's rulings. */
export const DEFAULT_RULES: CerealKillerRules = /* @__PURE__ */ Object.freeze({
  oneVictimPerHouse: false,
  forcedVictimlessDayCounts: false,
  subwayExitThroughOther: false,
  endOnDetectiveSquare: false,
  detectiveMoveInOnePiece: false,
});

/** The table rules `config` plays by: its own, or {@link DEFAULT_RULES} when it names none. */
export function rulesOf(config: Pick<CerealKillerConfig, 'rules'>): CerealKillerRules {
  return config.rules ?? DEFAULT_RULES;
}

/** The match configuration, completed with defaults. */
export interface CerealKillerConfig {
  /** The number of seats: always 2 (accepted so that every game's config sets its seats the same way). */
  readonly players: 2;
  /** The seat that plays the Killer (the other plays the Detective). Default `0`. */
  readonly killer: 0 | 1;
  /** The city card. Default {@link standInCity}. */
  readonly city: City;
  /**
   * The table rules, every option given (those left out completed with their defaults). Absent
   * when the match was created without `rules`: it then plays by {@link DEFAULT_RULES}, and its
   * config is what it was before table rules existed.
   */
  readonly rules?: CerealKillerRules;
}

/** The configuration a user may pass: every field is optional. */
export interface CerealKillerConfigInput {
  /** The number of seats; Cereal Killer is for exactly 2. Default `2`. */
  readonly players?: number;
  /** The seat that plays the Killer. Default `0`. */
  readonly killer?: 0 | 1;
  /** The city card. Default {@link standInCity}. */
  readonly city?: City;
  /** Table rules to play by; each option left out keeps its default (see {@link CerealKillerRules}). */
  readonly rules?: Partial<CerealKillerRules>;
}

/** The Killer picks the house its trail starts from, secretly (day 1, before moving). */
export interface ChooseStartingHouseAction {
  /** Action kind. */
  readonly type: 'choose-starting-house';
  /** The Killer's seat. */
  readonly player: PlayerId;
  /** The chosen house's square number. */
  readonly house: number;
}

/** The Killer writes down one step of its move (three a day). */
export interface KillerStepAction {
  /** Action kind. */
  readonly type: 'step';
  /** The Killer's seat. */
  readonly player: PlayerId;
  /** The spot stepped to: an adjacent square, or the tunnel as a negated entrance. */
  readonly to: Spot;
}

/** The Killer claims a victim on the house it stands on. */
export interface ClaimVictimAction {
  /** Action kind. */
  readonly type: 'claim-victim';
  /** The Killer's seat. */
  readonly player: PlayerId;
}

/** The Killer chooses which adjacent park the Witness appears in (when there are two). */
export interface PlaceWitnessAction {
  /** Action kind. */
  readonly type: 'place-witness';
  /** The Killer's seat. */
  readonly player: PlayerId;
  /** The park's square number. */
  readonly park: number;
}

/** The Killer ends its move, once its three steps are written (and any victim and Witness placed). */
export interface FinishMoveAction {
  /** Action kind. */
  readonly type: 'finish-move';
  /** The Killer's seat. */
  readonly player: PlayerId;
}

/** The Killer answers "Which direction is it?", choosing when the direction is diagonal. */
export interface AnswerDirectionAction {
  /** Action kind. */
  readonly type: 'answer-direction';
  /** The Killer's seat. */
  readonly player: PlayerId;
  /** The cardinal point given. */
  readonly direction: Cardinal;
}

/** The Detective places its token on a café (day 1, after the Killer's first move). */
export interface PlaceDetectiveAction {
  /** Action kind. */
  readonly type: 'place-detective';
  /** The Detective's seat. */
  readonly player: PlayerId;
  /** The café's square number. */
  readonly cafe: number;
}

/** The Detective moves one square (up to three a turn, four with a café). */
export interface DetectiveMoveAction {
  /** Action kind. */
  readonly type: 'move';
  /** The Detective's seat. */
  readonly player: PlayerId;
  /** The spot moved to. */
  readonly to: Spot;
}

/** The Detective interrogates the Witness with one question. */
export interface InterrogateAction {
  /** Action kind. */
  readonly type: 'interrogate';
  /** The Detective's seat. */
  readonly player: PlayerId;
  /** The question asked. */
  readonly question: Question;
}

/** The Detective tries to arrest the Killer on or next to its square. */
export interface ArrestAction {
  /** Action kind. */
  readonly type: 'arrest';
  /** The Detective's seat. */
  readonly player: PlayerId;
}

/** The Detective ends its turn; the spoon moves to the next day. */
export interface EndTurnAction {
  /** Action kind. */
  readonly type: 'end-turn';
  /** The Detective's seat. */
  readonly player: PlayerId;
}

/** Every action of One Card: Cereal Killer. */
export type CerealKillerAction =
  | ChooseStartingHouseAction
  | KillerStepAction
  | ClaimVictimAction
  | PlaceWitnessAction
  | FinishMoveAction
  | AnswerDirectionAction
  | PlaceDetectiveAction
  | DetectiveMoveAction
  | InterrogateAction
  | ArrestAction
  | EndTurnAction;

/** What became public about one day, kept for every day the Killer has moved. */
export interface DayRecord {
  /** The day (1–7). */
  readonly day: number;
  /** Where the Detective stood while the Killer moved (the square it could not pass); `null` on day 1. */
  readonly detectiveAt: Spot | null;
  /**
   * The house where the Killer claimed the day's victim, or `null` for a victimless day. Each
   * day's victim is one marker: two days may name the same house (ruling 3).
   */
  readonly victim: number | null;
  /** The park where the Witness appeared, or `null`. */
  readonly witness: number | null;
  /** The Witness's interrogation that day, if any. */
  readonly interrogation: Interrogation | null;
  /** The arrest attempted that day, if any. */
  readonly arrest: {
    /** Where the Detective stood. */
    readonly from: Spot;
    /** Whether the Killer was caught. */
    readonly caught: boolean;
  } | null;
}

/** The Killer's move in progress (hidden from the Detective). */
export interface KillerMove {
  /**
   * Whether this move must claim a victim: the one victimless day is used and a victim can be
   * reached this move.
   */
  readonly claimRequired: boolean;
  /** The house claimed so far this move. */
  readonly victim: number | null;
  /** The park the Witness was placed in this move. */
  readonly witness: number | null;
  /** Parks the Killer must choose the Witness's from, while that choice is pending. */
  readonly witnessChoice: readonly number[] | null;
}

/** The Killer's secrets. */
export interface KillerSecrets {
  /** The written path: the circled starting house, then three spots per day. `[]` before the start. */
  readonly trail: readonly Spot[];
  /** The move in progress, while the Killer is moving. */
  readonly move: KillerMove | null;
}

/** The Detective's token and resources. */
export interface DetectiveState {
  /** Where the Detective stands; `null` until placed on a café. */
  readonly at: Spot | null;
  /** Steps left this turn. */
  readonly stepsLeft: number;
  /** Whether this turn's café step has been gained. */
  readonly cafeBonusUsed: boolean;
  /** Arrest attempts left (4 at the start). */
  readonly arrestsLeft: number;
}

/** Whose part of the day it is. */
export type Phase = 'killer' | 'detective' | 'over';

/** The full state of a game of One Card: Cereal Killer. */
export interface CerealKillerState {
  /** The configuration, carried so that `reduce` needs nothing else. */
  readonly config: CerealKillerConfig;
  /** The spoon: the current day, 1 to 7. */
  readonly day: number;
  /** Whose part of the day it is. */
  readonly phase: Phase;
  /** The Killer's hidden trail and move. */
  readonly killer: KillerSecrets;
  /** The Detective's token and resources. */
  readonly detective: DetectiveState;
  /** The park the Witness stands in, or `null`. */
  readonly witness: number | null;
  /** What became public each day the Killer has moved, in order. */
  readonly days: readonly DayRecord[];
  /** How the game ended; `null` while it runs. */
  readonly outcome: Outcome<EndReason> | null;
}

/** One seat's (or a spectator's) view of a game of One Card: Cereal Killer. */
export interface CerealKillerView {
  /** Whose view this is; `null` for a spectator. */
  readonly viewer: PlayerId | null;
  /** The viewer's role. */
  readonly role: 'killer' | 'detective' | 'spectator';
  /** The Killer's seat. */
  readonly killerSeat: PlayerId;
  /** The Detective's seat. */
  readonly detectiveSeat: PlayerId;
  /**
   * The city card, by reference: `'cereal-killer/stand-in'` for the stand-in city, else `custom:`
   * and a hash of the city. The city itself is in the match's config, which is public.
   */
  readonly content: string;
  /** The spoon: the current day. */
  readonly day: number;
  /** Whose part of the day it is. */
  readonly phase: Phase;
  /** The Detective's token and resources (all public). */
  readonly detective: DetectiveState;
  /** The park the Witness stands in, or `null`. */
  readonly witness: number | null;
  /** What became public each day the Killer has moved. */
  readonly days: readonly DayRecord[];
  /** Victims in the city: one per day that claimed one, a house claimed twice counting twice. */
  readonly victims: number;
  /** Questions not yet asked. */
  readonly questionsLeft: readonly Question[];
  /** Whether the Killer owes an answer to "Which direction is it?". */
  readonly awaitingAnswer: boolean;
  /** The Killer's notepad: for the Killer always, for everyone once the game is over; else `null`. */
  readonly killer: KillerSecrets | null;
  /** How the game ended, or `null`. */
  readonly outcome: Outcome<EndReason> | null;
}

const squareKindSchema: z.ZodMiniType<SquareKind, SquareKind> = /* @__PURE__ */ z.enum(['house', 'park', 'cafe', 'subway', 'street']);

/** A whole number from `min` to `max`. */
function whole(min: number, max: number): z.ZodMiniType<number, number> {
  return z.int().check(z.minimum(min), z.maximum(max));
}

/** Validates a {@link City}: a grid at least 2 × 2, a house and a café, two subway entrances or none. */
export const citySchema: z.ZodMiniType<City, City> = /* @__PURE__ */ z
  .strictObject({
    name: z.string().check(z.maxLength(200)),
    width: whole(2, 30),
    height: whole(2, 30),
    squares: z.array(squareKindSchema).check(z.maxLength(900)),
  })
  .check(
    z.superRefine((city, ctx) => {
      if (city.squares.length !== city.width * city.height) {
        ctx.addIssue({ code: 'custom', message: `a ${city.width} × ${city.height} city has ${city.width * city.height} squares, not ${city.squares.length}` });
      }
      const count = (kind: SquareKind): number => city.squares.filter((square) => square === kind).length;
      if (count('house') === 0) ctx.addIssue({ code: 'custom', message: 'the city needs at least one house for the Killer to start on' });
      if (count('cafe') === 0) ctx.addIssue({ code: 'custom', message: 'the city needs at least one café for the Detective to start on' });
      const entrances = count('subway');
      if (entrances !== 0 && entrances !== 2) {
        ctx.addIssue({ code: 'custom', message: `the subway has one entrance at each end: two, not ${entrances}` });
      }
    }),
  );

const PLAYERS_MESSAGE = 'One Card: Cereal Killer is for 2 players: the Killer and the Detective';
const killerSeatSchema = /* @__PURE__ */ z.union([z.literal(0), z.literal(1)]);

/** What each table rule means, for the config's JSON Schema: the two readings, the default first. */
const RULE_DESCRIPTIONS: Readonly<Record<keyof CerealKillerRules, string>> = {
  oneVictimPerHouse:
    'Ruling 3. false (default): a house may be claimed again on a later day ("To claim a victim, place a victim marker when you are on a house" prints no limit per house). true: each house takes one victim in the game.',
  forcedVictimlessDayCounts:
    'Ruling 7. false (default): only a day the Killer decides not to claim, a victim being in reach, uses the one victimless day ("you may decide not to claim a victim"). true: every day without a victim uses it.',
  subwayExitThroughOther:
    'Ruling 4. false (default): the tunnel is left by either entrance ("you may go back over the same squares"). true: by the other one ("Enter at one subway entrance and exit through the other"), by the same one only when the Detective stands on the other.',
  endOnDetectiveSquare:
    'Ruling 5. false (default): no step of the Killer\'s, the last included, enters the Detective\'s square ("writing down the 3 numbers of the squares you pass through"). true: the move may end there; only passing through it is barred.',
  detectiveMoveInOnePiece:
    'Ruling 18. false (default): the Detective may move before and after interrogating ("you may do the following in any order"). true: Move is done in one piece, and interrogating after moving ends the move.',
};

/** One table rule as a user passes it: a boolean, `false` when left out. */
function ruleOption(name: keyof CerealKillerRules): z.ZodMiniType<boolean, boolean | undefined> {
  return z._default(z.boolean().check(z.describe(RULE_DESCRIPTIONS[name])), false);
}

/** Validates and completes the table rules a user passes: each option left out takes its default. */
export const rulesSchema: z.ZodMiniType<CerealKillerRules, Partial<CerealKillerRules>> = /* @__PURE__ */ z
  .strictObject({
    oneVictimPerHouse: ruleOption('oneVictimPerHouse'),
    forcedVictimlessDayCounts: ruleOption('forcedVictimlessDayCounts'),
    subwayExitThroughOther: ruleOption('subwayExitThroughOther'),
    endOnDetectiveSquare: ruleOption('endOnDetectiveSquare'),
    detectiveMoveInOnePiece: ruleOption('detectiveMoveInOnePiece'),
  })
  .check(z.describe('Table rules: one option per ruling the rulebook lets groups read two ways; every default is the engine\'s ruling (docs/games/cereal-killer.md, "Table rules").'));

/** The table rules as a saved state holds them: every option given. */
const completeRulesSchema: z.ZodMiniType<CerealKillerRules, CerealKillerRules> = /* @__PURE__ */ z.strictObject({
  oneVictimPerHouse: z.boolean(),
  forcedVictimlessDayCounts: z.boolean(),
  subwayExitThroughOther: z.boolean(),
  endOnDetectiveSquare: z.boolean(),
  detectiveMoveInOnePiece: z.boolean(),
});

/** Validates and completes a configuration. */
export const configSchema: z.ZodMiniType<CerealKillerConfig, CerealKillerConfigInput> = /* @__PURE__ */ z.strictObject({
  players: z._default(
    z.pipe(
      z.int().check(z.minimum(2, PLAYERS_MESSAGE), z.maximum(2, PLAYERS_MESSAGE)),
      z.transform((): 2 => 2),
    ),
    2,
  ),
  killer: z._default(killerSeatSchema, 0),
  // The stand-in city is one shared object, handed back when no city (or the same city) is given.
  city: z.pipe(
    z.optional(citySchema),
    z.transform((city: City | undefined): City => (city === undefined ? standInCity : internContent(city, standInCity))),
  ),
  // Left out when not given, so that a config from before table rules completes as it did then.
  rules: z.optional(rulesSchema),
});


const player = /* @__PURE__ */ whole(0, 1);
const spot = /* @__PURE__ */ whole(-1000, 1000);
const square = /* @__PURE__ */ whole(1, 1000);
const questionSchema = /* @__PURE__ */ z.enum(['direction', 'sameRow', 'sameColumn', 'inside', 'parity']);
const cardinalSchema = /* @__PURE__ */ z.enum(['north', 'east', 'south', 'west']);

/** Validates one action: strict objects, discriminated by `type`. */
export const actionSchema: z.ZodMiniType<CerealKillerAction> = /* @__PURE__ */ z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('choose-starting-house'), player, house: square }),
  z.strictObject({ type: z.literal('step'), player, to: spot }),
  z.strictObject({ type: z.literal('claim-victim'), player }),
  z.strictObject({ type: z.literal('place-witness'), player, park: square }),
  z.strictObject({ type: z.literal('finish-move'), player }),
  z.strictObject({ type: z.literal('answer-direction'), player, direction: cardinalSchema }),
  z.strictObject({ type: z.literal('place-detective'), player, cafe: square }),
  z.strictObject({ type: z.literal('move'), player, to: spot }),
  z.strictObject({ type: z.literal('interrogate'), player, question: questionSchema }),
  z.strictObject({ type: z.literal('arrest'), player }),
  z.strictObject({ type: z.literal('end-turn'), player }),
]);

const interrogationSchema: z.ZodMiniType<Interrogation> = /* @__PURE__ */ z.discriminatedUnion('question', [
  z.strictObject({ question: z.literal('direction'), answer: z.nullable(cardinalSchema) }),
  z.strictObject({ question: z.enum(['sameRow', 'sameColumn', 'inside']), answer: z.boolean() }),
  z.strictObject({ question: z.literal('parity'), answer: z.enum(['even', 'odd']) }),
]);

const endReasonSchema: z.ZodMiniType<EndReason, EndReason> = /* @__PURE__ */ z.enum([
  'detective-arrested-killer',
  'killer-missed-objective',
  'detective-out-of-arrests',
  'killer-survived-seven-days',
]);

const outcomeSchema: z.ZodMiniType<Outcome<EndReason>> = /* @__PURE__ */ z.strictObject({
  winners: z.array(player),
  reason: endReasonSchema,
  returns: z.array(z.number()),
  scores: z.optional(z.array(z.number())),
});

const dayRecordSchema: z.ZodMiniType<DayRecord> = /* @__PURE__ */ z.strictObject({
  day: whole(1, 7),
  detectiveAt: z.nullable(spot),
  victim: z.nullable(square),
  witness: z.nullable(square),
  interrogation: z.nullable(interrogationSchema),
  arrest: z.nullable(z.strictObject({ from: spot, caught: z.boolean() })),
});

const detectiveSchema: z.ZodMiniType<DetectiveState> = /* @__PURE__ */ z.strictObject({
  at: z.nullable(spot),
  stepsLeft: whole(0, 3),
  cafeBonusUsed: z.boolean(),
  arrestsLeft: whole(0, 4),
});

const killerSecretsSchema: z.ZodMiniType<KillerSecrets> = /* @__PURE__ */ z.strictObject({
  trail: z.array(spot).check(z.maxLength(22)),
  move: z.nullable(
    z.strictObject({
      claimRequired: z.boolean(),
      victim: z.nullable(square),
      witness: z.nullable(square),
      witnessChoice: z.nullable(z.array(square).check(z.maxLength(4))),
    }),
  ),
});

/**
 * Validates the shape of a state loaded from outside. Whether play could have produced it is the
 * rules' question: `stateSchema` in `rules/consistency.ts` adds those checks.
 */
export const stateShapeSchema: z.ZodMiniType<CerealKillerState> = /* @__PURE__ */ z.strictObject({
  config: z.strictObject({ players: z.literal(2), killer: killerSeatSchema, city: citySchema, rules: z.optional(completeRulesSchema) }),
  day: whole(1, 7),
  phase: z.enum(['killer', 'detective', 'over']),
  killer: killerSecretsSchema,
  detective: detectiveSchema,
  witness: z.nullable(square),
  days: z.array(dayRecordSchema).check(z.maxLength(7)),
  outcome: z.nullable(outcomeSchema),
});

/** Validates a view (what `view` returns), for clients that check what they are sent. */
export const viewSchema: z.ZodMiniType<CerealKillerView> = /* @__PURE__ */ z.strictObject({
  viewer: z.nullable(player),
  role: z.enum(['killer', 'detective', 'spectator']),
  killerSeat: player,
  detectiveSeat: player,
  content: z.string(),
  day: whole(1, 7),
  phase: z.enum(['killer', 'detective', 'over']),
  detective: detectiveSchema,
  witness: z.nullable(square),
  days: z.array(dayRecordSchema).check(z.maxLength(7)),
  victims: whole(0, 7),
  questionsLeft: z.array(questionSchema).check(z.maxLength(5)),
  awaitingAnswer: z.boolean(),
  killer: z.nullable(killerSecretsSchema),
  outcome: z.nullable(outcomeSchema),
});
