/**
 * One Card: Cereal Killer for learning agents: its action space and its observation tensor, per
 * city. The game's page (docs/games/cereal-killer.md, "For learning agents") shows both tables,
 * generated from what this file lays out.
 *
 * The file is the model for every game's agent spec: an action space built from the config's
 * content with {@link ActionLayout} (one block per action type, one index per value a field can
 * take), an observation laid out with {@link TensorLayout} (one named field per part of the view),
 * and an `observe` that reads the view alone.
 *
 * Positions are spots (a square `1 … N`, or the tunnel as a negated entrance). Both the action
 * space and the tensor index them the same way, the "spot axis": the N squares in number order,
 * then the tunnel below each subway entrance in square order (27 spots in the stand-in city).
 */
import type { PlayerId } from '../core/types.js';
import {
  CARDINALS,
  QUESTIONS,
  cerealKiller,
  type Cardinal,
  type CerealKillerAction,
  type CerealKillerConfig,
  type CerealKillerConfigInput,
  type CerealKillerEvent,
  type CerealKillerState,
  type CerealKillerView,
  type City,
  type EndReason,
  type Interrogation,
  type Phase,
  type Question,
  type Spot,
} from '../games/cereal-killer/index.js';
import { ActionLayout, assertIndex, rangeOf, setOneHot, TensorLayout, tensorTarget } from './layout.js';
import type { ActionSpace, AgentSpec, ObservationSpec } from './types.js';

/** The days on the spoon's track. */
const DAYS = 7;
/** The Killer's notepad holds the starting house and three spots a day. */
const TRAIL_LENGTH = 1 + 3 * DAYS;
/** The Detective's steps left in a turn: 0 to 3 (the café's extra step comes after a step is spent). */
const STEPS_LEFT = 4;
/** Arrest attempts left: 0 to 4. */
const ARRESTS_LEFT = 5;
/** Victims in the city: 0 to 7 (one a day). */
const VICTIMS = DAYS + 1;
const PHASES: readonly Phase[] = ['killer', 'detective', 'over'];
/** Where each end reason sits in the `outcome-reason` field (the compiler checks every reason is here). */
const END_REASONS: Readonly<Record<EndReason, number>> = {
  'detective-arrested-killer': 0,
  'killer-missed-objective': 1,
  'detective-out-of-arrests': 2,
  'killer-survived-seven-days': 3,
};
/** The answers a Witness can give, one column each in `record-answer`. */
const ANSWERS = ['north', 'east', 'south', 'west', 'yes', 'no', 'even', 'odd'] as const;

/** The city's squares of one kind, in square order. */
function squaresOf(city: City, kind: City['squares'][number]): number[] {
  const out: number[] = [];
  city.squares.forEach((square, index) => {
    if (square === kind) out.push(index + 1);
  });
  return out;
}

/** The spot axis of a city: squares `1 … N`, then the tunnel below each subway entrance. */
interface SpotAxis {
  /** How many spots: N squares plus one tunnel spot per entrance. */
  readonly size: number;
  /** The spot at each position of the axis. */
  readonly spots: readonly Spot[];
  /** The position of `spot` on the axis, or `-1` if it is no spot of the city. */
  indexOf(spot: Spot | null): number;
  /** The axis in words, for the tables. */
  readonly words: string;
}

function spotAxis(city: City): SpotAxis {
  const squares = city.squares.length;
  const entrances = squaresOf(city, 'subway');
  const spots: Spot[] = [];
  for (let square = 1; square <= squares; square++) spots.push(square);
  for (const entrance of entrances) spots.push(-entrance);
  const tunnel = entrances.length === 0 ? '' : `, then the tunnel entered at ${entrances.join(', at ')}`;
  return {
    size: spots.length,
    spots,
    indexOf: (spot) => {
      if (spot === null || !Number.isInteger(spot)) return -1;
      if (spot > 0) return spot <= squares ? spot - 1 : -1;
      const at = entrances.indexOf(-spot);
      return at < 0 ? -1 : squares + at;
    },
    words: `squares 1–${squares}${tunnel}`,
  };
}

/** An index table over square numbers: the position of each square in `squares`, `-1` for the others. */
function positions(city: City, squares: readonly number[]): Int16Array {
  const table = new Int16Array(city.squares.length + 1).fill(-1);
  squares.forEach((square, position) => {
    table[square] = position;
  });
  return table;
}

/** The position of `square` in a table built by {@link positions}, `-1` if it has none. */
function positionOf(table: Int16Array, square: number | null): number {
  return square !== null && Number.isInteger(square) && square >= 0 && square < table.length ? (table[square] ?? -1) : -1;
}

/**
 * The action space of a city: one block per action type, one index per value its field can take
 * (per house, park, café or spot of the city; per cardinal point and question), in the order of
 * the game's action union.
 */
function actionSpace(config: CerealKillerConfig): ActionSpace<CerealKillerAction> {
  const { city } = config;
  const axis = spotAxis(city);
  const houses = squaresOf(city, 'house');
  const parks = squaresOf(city, 'park');
  const cafes = squaresOf(city, 'cafe');
  const housePosition = positions(city, houses);
  const parkPosition = positions(city, parks);
  const cafePosition = positions(city, cafes);

  const layout = new ActionLayout();
  const startingHouse = layout.block('choose-starting-house', houses.length, `house: the city's houses in square order (${houses.join(', ')})`);
  const step = layout.block('step', axis.size, `to: the spot axis (${axis.words})`);
  const claimVictim = layout.block('claim-victim', 1, 'the one claim');
  const placeWitness = layout.block('place-witness', parks.length, `park: the city's parks in square order (${parks.join(', ')})`);
  const finishMove = layout.block('finish-move', 1, 'the one finish');
  const answerDirection = layout.block('answer-direction', CARDINALS.length, `direction: ${CARDINALS.join(', ')}`);
  const placeDetective = layout.block('place-detective', cafes.length, `cafe: the city's cafés in square order (${cafes.join(', ')})`);
  const move = layout.block('move', axis.size, `to: the spot axis (${axis.words})`);
  const interrogate = layout.block('interrogate', QUESTIONS.length, `question: ${QUESTIONS.join(', ')}`);
  const arrest = layout.block('arrest', 1, 'the one arrest');
  const endTurn = layout.block('end-turn', 1, 'the one end of turn');
  const ranges = layout.ranges();
  const size = layout.size;

  /** `offset + position`, or `-1` when the value has no position in its block. */
  const at = (offset: number, position: number): number => (position < 0 ? -1 : offset + position);

  const encode = (action: CerealKillerAction): number => {
    switch (action.type) {
      case 'choose-starting-house':
        return at(startingHouse, positionOf(housePosition, action.house));
      case 'step':
        return at(step, axis.indexOf(action.to));
      case 'claim-victim':
        return claimVictim;
      case 'place-witness':
        return at(placeWitness, positionOf(parkPosition, action.park));
      case 'finish-move':
        return finishMove;
      case 'answer-direction':
        return at(answerDirection, CARDINALS.indexOf(action.direction));
      case 'place-detective':
        return at(placeDetective, positionOf(cafePosition, action.cafe));
      case 'move':
        return at(move, axis.indexOf(action.to));
      case 'interrogate':
        return at(interrogate, QUESTIONS.indexOf(action.question));
      case 'arrest':
        return arrest;
      case 'end-turn':
        return endTurn;
      default:
        // Not an action of the game at all (a caller outside TypeScript).
        return -1;
    }
  };

  // Each action is built with its keys in the order of the game's action schema, so a decoded
  // action and the same action parsed by `applyAction` are the same JSON.
  const decode = (index: number, player: PlayerId): CerealKillerAction => {
    assertIndex(index, size);
    const range = rangeOf(ranges, index);
    const k = index - range.offset;
    const pick = <T>(values: readonly T[]): T => {
      const value = values[k];
      if (value === undefined) throw new RangeError(`decode: index ${index} is outside its ${range.type} block`);
      return value;
    };
    const type = range.type as CerealKillerAction['type'];
    switch (type) {
      case 'choose-starting-house':
        return { type, player, house: pick(houses) };
      case 'step':
        return { type, player, to: pick(axis.spots) };
      case 'place-witness':
        return { type, player, park: pick(parks) };
      case 'answer-direction':
        return { type, player, direction: pick<Cardinal>(CARDINALS) };
      case 'place-detective':
        return { type, player, cafe: pick(cafes) };
      case 'move':
        return { type, player, to: pick(axis.spots) };
      case 'interrogate':
        return { type, player, question: pick<Question>(QUESTIONS) };
      case 'claim-victim':
      case 'finish-move':
      case 'arrest':
      case 'end-turn':
        return { type, player };
    }
  };

  return Object.freeze({ size, ranges, encode, decode });
}

/** Where the answer of `interrogation` sits among {@link ANSWERS}, `-1` for a direction not yet given. */
function answerIndex(interrogation: Interrogation): number {
  switch (interrogation.question) {
    case 'direction':
      return interrogation.answer === null ? -1 : ANSWERS.indexOf(interrogation.answer);
    case 'parity':
      return ANSWERS.indexOf(interrogation.answer);
    default:
      return ANSWERS.indexOf(interrogation.answer ? 'yes' : 'no');
  }
}

/**
 * The observation tensor of a city: the seat's view, field by field, as one-hot blocks over the
 * spot axis, the squares, the days and the counts. The Killer's notepad fields are all 0 in the
 * Detective's view until the game is over, when every view shows the notepad.
 */
function observation(config: CerealKillerConfig): ObservationSpec<CerealKillerView> {
  const { city } = config;
  const axis = spotAxis(city);
  const S = axis.size;
  const N = city.squares.length;
  const squares = `squares 1–${N}`;
  const spots = `the ${S} spots`;

  const layout = new TensorLayout();
  const ROLE = layout.field('role', [2], 'The viewer: [the Killer, the Detective]; both 0 for a spectator.');
  const DAY = layout.field('day', [DAYS], 'The spoon: one-hot day 1–7.');
  const PHASE = layout.field('phase', [PHASES.length], "Whose part of the day it is: [the Killer's move, the Detective's turn, the game is over].");
  const AWAITING = layout.field('awaiting-answer', [1], 'The Killer owes the answer to "Which direction is it?".');
  const VICTIM_COUNT = layout.field('victims', [VICTIMS], 'Victims in the city: one-hot 0–7.');
  const QUESTIONS_LEFT = layout.field('questions-left', [QUESTIONS.length], `Questions not yet asked, 1 each: [${QUESTIONS.join(', ')}].`);
  const DETECTIVE_AT = layout.field('detective-at', [S], `The Detective's token, one-hot over ${spots} (${axis.words}); all 0 before it is placed.`);
  const STEPS = layout.field('detective-steps-left', [STEPS_LEFT], "The Detective's steps left this turn: one-hot 0–3.");
  const CAFE_BONUS = layout.field('detective-cafe-bonus-used', [1], "This turn's café step has been gained.");
  const ARRESTS = layout.field('detective-arrests-left', [ARRESTS_LEFT], 'Arrest attempts left: one-hot 0–4.');
  const WITNESS = layout.field('witness', [N], `The park the Witness stands in, one-hot over ${squares}; all 0 without a Witness.`);
  const RECORD_KNOWN = layout.field('record-known', [DAYS], 'Per day 1–7: the Killer has moved that day, so its public record below is filled in.');
  const RECORD_DETECTIVE = layout.field('record-detective-at', [DAYS, S], `Per day: where the Detective stood while the Killer moved (the square it could not pass), one-hot over ${spots}; all 0 on day 1.`);
  const RECORD_VICTIM = layout.field('record-victim', [DAYS, N], `Per day: the house of that day's victim, one-hot over ${squares}; all 0 for a victimless day.`);
  const RECORD_WITNESS = layout.field('record-witness', [DAYS, N], `Per day: the park the Witness appeared in, one-hot over ${squares}; all 0 without one.`);
  const RECORD_QUESTION = layout.field('record-question', [DAYS, QUESTIONS.length], `Per day: the question put to that day's Witness, one-hot [${QUESTIONS.join(', ')}]; all 0 without one.`);
  const RECORD_ANSWER = layout.field('record-answer', [DAYS, ANSWERS.length], `Per day: the answer, one-hot [${ANSWERS.join(', ')}]; all 0 while the Killer owes the direction.`);
  const RECORD_ARREST = layout.field('record-arrest', [DAYS, 2], 'Per day: [an arrest was attempted, it caught the Killer].');
  const RECORD_ARREST_FROM = layout.field('record-arrest-from', [DAYS, S], `Per day: where the Detective stood to arrest, one-hot over ${spots}.`);
  const NOTEPAD = layout.field('notepad-shown', [1], "The Killer's notepad is in the view (the Killer's own view; every view once the game is over).");
  const TRAIL = layout.field('trail', [TRAIL_LENGTH, S], `The notepad's trail: row 0 the starting house, row 3(d − 1) + k the k-th step of day d, each one-hot over ${spots}; rows not yet written are 0.`);
  const KILLER_AT = layout.field('killer-at', [S], `The trail's last spot (where the Killer is), one-hot over ${spots}.`);
  const MOVE = layout.field('move', [2], "The Killer's move in progress: [it is under way, it must claim a victim].");
  const MOVE_VICTIM = layout.field('move-victim', [N], `The house claimed so far this move, one-hot over ${squares}.`);
  const MOVE_WITNESS = layout.field('move-witness', [N], `The park the Witness was placed in this move, one-hot over ${squares}.`);
  const MOVE_CHOICE = layout.field('move-witness-choice', [N], `The parks the Killer must choose the Witness's from now, 1 each over ${squares}.`);
  const WINNER = layout.field('outcome-winner', [2], 'Who won: [the Killer, the Detective]; both 0 while the game runs.');
  const REASON = layout.field('outcome-reason', [Object.keys(END_REASONS).length], `Why the game ended, one-hot [${Object.keys(END_REASONS).join(', ')}].`);
  const size = layout.size;
  const fields = layout.fields();

  const observe = (view: CerealKillerView, out?: Float32Array): Float32Array => {
    const tensor = tensorTarget(out, size);
    setOneHot(tensor, ROLE, view.role === 'killer' ? 0 : view.role === 'detective' ? 1 : -1);
    setOneHot(tensor, DAY, view.day - 1);
    setOneHot(tensor, PHASE, PHASES.indexOf(view.phase));
    if (view.awaitingAnswer) tensor[AWAITING] = 1;
    setOneHot(tensor, VICTIM_COUNT, Math.min(view.victims, VICTIMS - 1));
    for (const question of view.questionsLeft) setOneHot(tensor, QUESTIONS_LEFT, QUESTIONS.indexOf(question));
    const { detective } = view;
    setOneHot(tensor, DETECTIVE_AT, axis.indexOf(detective.at));
    setOneHot(tensor, STEPS, Math.min(detective.stepsLeft, STEPS_LEFT - 1));
    if (detective.cafeBonusUsed) tensor[CAFE_BONUS] = 1;
    setOneHot(tensor, ARRESTS, Math.min(detective.arrestsLeft, ARRESTS_LEFT - 1));
    setOneHot(tensor, WITNESS, squareIndex(view.witness, N));
    for (const record of view.days) {
      const day = record.day - 1;
      if (!(day >= 0 && day < DAYS)) continue;
      tensor[RECORD_KNOWN + day] = 1;
      setOneHot(tensor, RECORD_DETECTIVE + day * S, axis.indexOf(record.detectiveAt));
      setOneHot(tensor, RECORD_VICTIM + day * N, squareIndex(record.victim, N));
      setOneHot(tensor, RECORD_WITNESS + day * N, squareIndex(record.witness, N));
      if (record.interrogation !== null) {
        setOneHot(tensor, RECORD_QUESTION + day * QUESTIONS.length, QUESTIONS.indexOf(record.interrogation.question));
        setOneHot(tensor, RECORD_ANSWER + day * ANSWERS.length, answerIndex(record.interrogation));
      }
      if (record.arrest !== null) {
        tensor[RECORD_ARREST + day * 2] = 1;
        if (record.arrest.caught) tensor[RECORD_ARREST + day * 2 + 1] = 1;
        setOneHot(tensor, RECORD_ARREST_FROM + day * S, axis.indexOf(record.arrest.from));
      }
    }
    const notepad = view.killer;
    if (notepad !== null) {
      tensor[NOTEPAD] = 1;
      const { trail } = notepad;
      const written = Math.min(trail.length, TRAIL_LENGTH);
      for (let row = 0; row < written; row++) setOneHot(tensor, TRAIL + row * S, axis.indexOf(trail[row] ?? null));
      setOneHot(tensor, KILLER_AT, axis.indexOf(trail[trail.length - 1] ?? null));
      const { move } = notepad;
      if (move !== null) {
        tensor[MOVE] = 1;
        if (move.claimRequired) tensor[MOVE + 1] = 1;
        setOneHot(tensor, MOVE_VICTIM, squareIndex(move.victim, N));
        setOneHot(tensor, MOVE_WITNESS, squareIndex(move.witness, N));
        for (const park of move.witnessChoice ?? []) setOneHot(tensor, MOVE_CHOICE, squareIndex(park, N));
      }
    }
    const { outcome } = view;
    if (outcome !== null) {
      for (const winner of outcome.winners) tensor[WINNER + (winner === view.killerSeat ? 0 : 1)] = 1;
      const reason = (END_REASONS as Readonly<Record<string, number>>)[outcome.reason];
      if (reason !== undefined) tensor[REASON + reason] = 1;
    }
    return tensor;
  };

  return Object.freeze({ shape: Object.freeze([size]), size, fields, observe });
}

/** The position of square `square` among squares `1 … count`, `-1` for none. */
function squareIndex(square: number | null, count: number): number {
  return square !== null && Number.isInteger(square) && square >= 1 && square <= count ? square - 1 : -1;
}

/**
 * One Card: Cereal Killer's agent spec. With the stand-in city: 85 actions (10 starting houses,
 * 27 steps, a claim, 6 Witness parks, a finish, 4 directions, 2 cafés, 27 moves, 5 questions, an
 * arrest, an end of turn) and an observation of 1 633 values.
 */
export const cerealKillerAgent: AgentSpec<
  CerealKillerConfig,
  CerealKillerState,
  CerealKillerAction,
  CerealKillerEvent,
  CerealKillerView,
  CerealKillerConfigInput
> = Object.freeze({ game: cerealKiller, actionSpace, observation });
