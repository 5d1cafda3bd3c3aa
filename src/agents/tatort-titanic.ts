/**
 * Tatort Titanic for learning agents: its action space and its observation tensor, per
 * configuration. The game's page (docs/games/tatort-titanic.md, "For learning agents") shows both
 * tables, generated from what this file lays out.
 *
 * The axes are the game's ids: clue cards 0–34 (`colour × 7 + k`, the blank last in each colour),
 * circumstances 0–29 (`colour × 6 + k`), colours in sheet order (murderer, weapon, motive, scene,
 * time), spaces and event cards by their index in the content, seats by number.
 */
import type { PlayerId } from '../core/types.js';
import {
  ABILITIES,
  CANDIDATES_PER_COLOUR,
  CARDS_PER_COLOUR,
  CIRCUMSTANCES,
  CLUE_CARDS,
  COLOURS,
  RULE_NAMES,
  rulesOf,
  sheetOf,
  tatortTitanic,
  type Ability,
  type Colour,
  type EndReason,
  type Phase,
  type Prediction,
  type TatortTitanicAction,
  type TatortTitanicConfig,
  type TatortTitanicConfigInput,
  type TatortTitanicEvent,
  type TatortTitanicState,
  type TatortTitanicView,
} from '../games/tatort-titanic/index.js';
import { markLegal, type LegalOffsets } from '../games/tatort-titanic/legal.js';
import { currentSeat } from '../games/tatort-titanic/rules/queries.js';
import { weatherOf } from '../games/tatort-titanic/rules/radio-room.js';
import { circumstanceOf } from '../games/tatort-titanic/schemas.js';
import { ActionLayout, assertIndex, indexOr, rangeOf, rangeTable, setOneHot, TensorLayout, tensorTarget } from './layout.js';
import type { ActionRange, ActionSpace, AgentSpec, LegalMaskWriter, ObservationSpec, StateObserver } from './types.js';

const PREDICTIONS: readonly Prediction[] = ['even', 'odd'];
const PHASES: readonly Phase[] = ['roll', 'move', 'search', 'action', 'over'];
const PENDING_KINDS = ['eavesdrop', 'draw', 'give'] as const;
const END_REASONS: readonly EndReason[] = ['case-solved', 'wrong-solution', 'time-ran-out'];
/** The weathers a weather card sets: 2 to 5. */
const WEATHERS = [2, 3, 4, 5] as const;
/** Attempts at the Clairvoyant in a turn: 0 to 2 (Charm's second). */
const ATTEMPTS = 3;
const COLOUR_LIST = COLOURS.join(', ');

/** The place of `colour` in sheet order, `-1` for a value that is no colour (a switch: `observe` asks it for every card's back). */
function colourIndex(colour: Colour): number {
  switch (colour) {
    case 'murderer':
      return 0;
    case 'weapon':
      return 1;
    case 'motive':
      return 2;
    case 'scene':
      return 3;
    case 'time':
      return 4;
    default:
      return -1;
  }
}

/** The place of `phase` in {@link PHASES}, `-1` for a value that is no phase (a switch: `observe` asks it at every step). */
function phaseIndex(phase: Phase): number {
  switch (phase) {
    case 'roll':
      return 0;
    case 'move':
      return 1;
    case 'search':
      return 2;
    case 'action':
      return 3;
    case 'over':
      return 4;
    default:
      return -1;
  }
}

/** The place of `ability` in the game's `ABILITIES`, `-1` for a value that is no ability (a switch: `observe` asks it for every seat). */
function abilityIndex(ability: Ability): number {
  switch (ability) {
    case 'eavesdropper':
      return 0;
    case 'nimble-footed':
      return 1;
    case 'authority':
      return 2;
    case 'charm':
      return 3;
    case 'clever':
      return 4;
    case 'technically-gifted':
      return 5;
    default:
      return -1;
  }
}

/**
 * The place in sheet order of the colour of clue card `card`'s back: `colourIndex(colourOfCard(card))`,
 * by arithmetic (a card that is no clue card reads as the first colour, as `colourOfCard` says).
 */
function backOf(card: number): number {
  const colour = Math.floor(card / CARDS_PER_COLOUR);
  return colour >= 0 && colour < COLOURS.length ? colour : 0;
}

/** Sets 1 at `offset + value` for each of `values` that is a whole number below `count`. */
function mark(tensor: Float32Array, offset: number, values: readonly number[], count: number): void {
  for (let index = 0; index < values.length; index++) setOneHot(tensor, offset, indexOr(values[index] ?? -1, count));
}

/** Adds 1 at `offset + c` for each card of colour `c` among `colours`: the cards of each colour, counted. */
function countColours(tensor: Float32Array, offset: number, colours: readonly Colour[]): void {
  for (let index = 0; index < colours.length; index++) {
    const at = colourIndex(colours[index] ?? 'murderer');
    if (at >= 0) tensor[offset + at] = (tensor[offset + at] ?? 0) + 1;
  }
}

/**
 * Writes a pile's order card by card: for the k-th of `cards` (from 0), `(k + 1) / count` at
 * `offset + card`, `count` being how many cards there are in all (so every value is at most 1).
 */
function placeInOrder(tensor: Float32Array, offset: number, cards: readonly number[], count: number): void {
  for (let k = 0; k < cards.length; k++) {
    const at = indexOr(cards[k] ?? -1, count);
    if (at >= 0) tensor[offset + at] = (k + 1) / count;
  }
}

/** The bit `crossedOffMask` sets for a seen card `card`: `1 << circumstanceOf(card)`, 0 for a blank. */
function sheetBitOf(card: number): number {
  const circumstance = circumstanceOf(card);
  return circumstance === null ? 0 : 1 << circumstance;
}

/** The colour at place `at` in sheet order, for `decode` of `index` in a block of `type`; throws the `RangeError` `decode` promises for no colour. */
function colourOf(at: number, index: number, type: string): Colour {
  const value = COLOURS[at];
  if (value === undefined) throw new RangeError(`decode: index ${index} is outside its ${type} block`);
  return value;
}

/**
 * Where `list.slice(start)` starts in a list of `length` items: a negative `start` counts from the
 * end, as `slice` does.
 */
function sliceStart(start: number, length: number): number {
  const whole = Math.trunc(start) || 0;
  return whole < 0 ? Math.max(length + whole, 0) : Math.min(whole, length);
}

/** The blocks of a configuration's action space, and where each starts (`recognise` is `-1` without its block). */
interface SpaceLayout extends LegalOffsets {
  /** The blocks, in index order. */
  readonly ranges: readonly ActionRange[];
  /** The number of indices. */
  readonly size: number;
}

/** Lays out the action space of a configuration: one block per action type, in the order of the game's action union. */
function spaceLayout(config: TatortTitanicConfig): SpaceLayout {
  const S = config.content.spaces.length;
  const P = config.players;
  const seats = `seat 0–${P - 1} (never the asking seat's own)`;

  const layout = new ActionLayout();
  const roll = layout.block('roll', 1, 'the one movement roll');
  const move = layout.block('move', S, `to: spaces 0–${S - 1} by their index in the content`);
  const takeClue = layout.block('take-clue', COLOURS.length, `colour: ${COLOUR_LIST}`);
  const consult = layout.block('consult', COLOURS.length * PREDICTIONS.length, `colour × 2 + prediction: the colours ${COLOUR_LIST}, each with even, odd`);
  const pass = layout.block('pass', 1, 'the one pass');
  const eavesdrop = layout.block('eavesdrop', 1, 'the one attempt to eavesdrop');
  const recognises = rulesOf(config).eavesdropperOnlyRecognises;
  const recognise = layout.block('recognise', recognises ? 1 : 0, 'the Eavesdropper\'s one attempt to recognise the card (table rule `eavesdropperOnlyRecognises` only)');
  const question = layout.block('question', P, `target: ${seats}`);
  const drawCard = layout.block('draw-card', COLOURS.length, `colour: ${COLOUR_LIST}`);
  const giveCard = layout.block('give-card', CLUE_CARDS, `card: clue cards 0–${CLUE_CARDS - 1} (colour × 7 + k, the blank k = 6)`);
  const crossOff = layout.block('cross-off', CIRCUMSTANCES, `circumstance: 0–${CIRCUMSTANCES - 1} (colour × 6 + k, the sheet's lines in order)`);
  const solve = layout.block('solve', 1, 'the one solve');
  const endTurn = layout.block('end-turn', 1, 'the one end of turn');
  const ranges = layout.ranges();
  const size = layout.size;
  return { ranges, size, roll, move, takeClue, consult, pass, eavesdrop, recognise: recognises ? recognise : -1, question, drawCard, giveCard, crossOff, solve, endTurn };
}

/**
 * The action space of a configuration: one block per action type, in the order of the game's
 * action union, one index per value of the action's field (a space, a colour, a seat, a card, a
 * circumstance); a consultation is colour × 2 + prediction (even, odd). `recognise` has its index
 * only under the table rule `eavesdropperOnlyRecognises`, the one configuration that allows it.
 */
function actionSpace(config: TatortTitanicConfig): ActionSpace<TatortTitanicAction> {
  const S = config.content.spaces.length;
  const P = config.players;
  const { ranges, size, roll, move, takeClue, consult, pass, eavesdrop, recognise, question, drawCard, giveCard, crossOff, solve, endTurn } = spaceLayout(config);
  const recognises = recognise >= 0;

  /** `offset + position`, or `-1` when the value has no position in its block. */
  const at = (offset: number, position: number): number => (position < 0 ? -1 : offset + position);
  const colourAt = colourIndex;

  const encode = (action: TatortTitanicAction): number => {
    switch (action.type) {
      case 'roll':
        return roll;
      case 'move':
        return at(move, indexOr(action.to, S));
      case 'take-clue':
        return at(takeClue, colourAt(action.colour));
      case 'consult': {
        const colour = colourAt(action.colour);
        const prediction = PREDICTIONS.indexOf(action.prediction);
        return colour < 0 || prediction < 0 ? -1 : consult + colour * PREDICTIONS.length + prediction;
      }
      case 'pass':
        return pass;
      case 'eavesdrop':
        return eavesdrop;
      case 'recognise':
        return recognises ? recognise : -1;
      case 'question':
        return at(question, indexOr(action.target, P));
      case 'draw-card':
        return at(drawCard, colourAt(action.colour));
      case 'give-card':
        return at(giveCard, indexOr(action.card, CLUE_CARDS));
      case 'cross-off':
        return at(crossOff, indexOr(action.circumstance, CIRCUMSTANCES));
      case 'solve':
        return solve;
      case 'end-turn':
        return endTurn;
      default:
        // Not an action of the game at all (a caller outside TypeScript).
        return -1;
    }
  };

  // Keys in the order of the game's action schema, so a decoded action and the same action parsed
  // by `applyAction` are the same JSON.
  const blockAt = rangeTable(ranges, size);
  const decode = (index: number, player: PlayerId): TatortTitanicAction => {
    assertIndex(index, size);
    const range = ranges[blockAt[index] ?? 0] ?? rangeOf(ranges, index);
    const k = index - range.offset;
    const type = range.type as TatortTitanicAction['type'];
    switch (type) {
      case 'move':
        return { type, player, to: k };
      case 'take-clue':
      case 'draw-card':
        return { type, player, colour: colourOf(k, index, range.type) };
      case 'consult':
        return { type, player, colour: colourOf(Math.floor(k / PREDICTIONS.length), index, range.type), prediction: k % PREDICTIONS.length === 0 ? 'even' : 'odd' };
      case 'question':
        return { type, player, target: k };
      case 'give-card':
        return { type, player, card: k };
      case 'cross-off':
        return { type, player, circumstance: k };
      case 'roll':
      case 'pass':
      case 'eavesdrop':
      case 'recognise':
      case 'solve':
      case 'end-turn':
        return { type, player };
    }
  };

  return Object.freeze({ size, ranges, encode, decode });
}

/**
 * The observation tensor of a configuration: the seat's view, field by field — the turn, the
 * decision owed, every detective's public side, the colours on the board, the weather (a card's,
 * or a rolled one that stands under the table rule `rolledWeatherStays`) and the event stack, the
 * seat's own cards, the faces it has seen and its sheet, and everything turned up once the game is
 * over. The table rules, which the view does not carry, lead the tensor as the configuration's
 * constant, so that one policy can play under several.
 */
function observers(config: TatortTitanicConfig): { readonly spec: ObservationSpec<TatortTitanicView>; readonly fromState: StateObserver<TatortTitanicState> } {
  const { content } = config;
  const P = config.players;
  const S = content.spaces.length;
  const E = content.events.length;
  const D = content.detectives.length;
  const R = config.rounds;
  const seats = `seats 0–${P - 1}`;
  const spaces = `spaces 0–${S - 1}`;
  const cards = `clue cards 0–${CLUE_CARDS - 1}`;
  const circumstances = `circumstances 0–${CIRCUMSTANCES - 1}`;
  const events = `event cards 0–${E - 1}`;

  const layout = new TensorLayout();
  const VIEWER = layout.field('viewer', [P], `The viewer, one-hot over ${seats}; all 0 for a spectator.`);
  const RULES = layout.field('table-rules', [RULE_NAMES.length], `The table rules played, 1 for each option set to true: [${RULE_NAMES.join(', ')}] (the configuration's, the same in every view).`);
  const ROUND = layout.field('round', [R], `The game round, one-hot 1–${R}.`);
  const ORDER = layout.field('turn-order', [P, P], `The seats in turn order: row k the k-th, one-hot over ${seats}.`);
  const TURN_OF = layout.field('turn-of', [P], `Whose turn it is, one-hot over ${seats}.`);
  const PHASE = layout.field('phase', [PHASES.length], `Where the turn stands, one-hot [${PHASES.join(', ')}].`);
  const POINTS = layout.field('points', [1], "This turn's movement points, as a number (0 before the roll).");
  const REACH = layout.field('reach', [S], `Where the pawn may end its move, 1 each over ${spaces} (while the phase is move).`);
  const ATTEMPTS_AT = layout.field('clairvoyant-attempts', [ATTEMPTS], 'Attempts at the Clairvoyant this turn, one-hot 0–2.');
  const QUESTIONED = layout.field('questioned', [1], "This turn's questioning has been made.");
  const PENDING = layout.field('pending', [PENDING_KINDS.length], `The decision some detective owes, one-hot [${PENDING_KINDS.join(', ')}]; all 0 for none.`);
  const PENDING_SEAT = layout.field('pending-seat', [P], `Who owes it, one-hot over ${seats}.`);
  const TAKER = layout.field('eavesdrop-taker', [P], `Eavesdropping: the detective taking the card, one-hot over ${seats}.`);
  const EAVESDROP_COLOUR = layout.field('eavesdrop-colour', [COLOURS.length], `Eavesdropping: the card's colour, one-hot [${COLOUR_LIST}].`);
  const EAVESDROP_CARD = layout.field('eavesdrop-card', [CLUE_CARDS], `Eavesdropping: the card itself, one-hot over ${cards}, in its taker's view only.`);
  const EAVESDROP_ROOM = layout.field('eavesdrop-room', [S], `Eavesdropping: the room it is taken in, one-hot over ${spaces}.`);
  const QUEUE = layout.field('eavesdrop-queue', [P, P], `Eavesdropping: those who decide after, in order: row k the k-th, one-hot over ${seats}.`);
  const DRAW_FROM = layout.field('draw-from', [P], `A questioning's draw: the detective drawn from, one-hot over ${seats}.`);
  const OPTIONAL = layout.field('draw-optional', [1], "A questioning's draw may be declined (after a failed questioning).");
  const GIVE_TO = layout.field('give-to', [P], `A Clever detective's card of its choice: the questioner who receives it, one-hot over ${seats}.`);
  const DETECTIVE = layout.field('detective', [P, D], `Per seat: its detective, one-hot over the content's detectives 0–${D - 1}.`);
  const ABILITY = layout.field('ability', [P, ABILITIES.length], `Per seat: its special ability, one-hot [${ABILITIES.join(', ')}].`);
  const PAWN = layout.field('pawn-at', [P, S], `Per seat: the space its pawn stands on, one-hot over ${spaces}.`);
  const HELD = layout.field('cards-held', [P, COLOURS.length], `Per seat: its clue cards of each colour [${COLOUR_LIST}], as counts (the backs everyone sees).`);
  const BONUSES = layout.field('bonuses', [P, E], `Per seat: the questioning-bonus cards it keeps, 1 each over ${events}.`);
  const MISSED = layout.field('missed-turns', [P], 'Per seat: turns it will miss, as a number.');
  const MOVEMENT = layout.field('movement-bonus', [P], 'Per seat: points added to (negative: taken from) its next movement, as a number.');
  const EXTRA = layout.field('extra-dice', [P], 'Per seat: extra dice for its next movement roll, as a number.');
  const BOARD = layout.field('board', [S, COLOURS.length], `Per space: the clue cards lying there of each colour [${COLOUR_LIST}], as counts (the backs everyone sees).`);
  const WEATHER = layout.field('weather-card', [E], `The face-up weather card, one-hot over ${events}; all 0 while no weather card is out.`);
  const WEATHER_VALUE = layout.field('weather', [WEATHERS.length], `Its weather, one-hot [${WEATHERS.join(', ')}].`);
  const ROLLED = layout.field('rolled-weather', [WEATHERS.length], `A rolled weather that stands while no weather card is out (table rule \`rolledWeatherStays\` only), one-hot [${WEATHERS.join(', ')}]; all 0 when none stands.`);
  const STACK = layout.field('event-stack-size', [E + 1], `Event cards in the stack, one-hot 0–${E}.`);
  const UNKNOWN = layout.field('event-stack-unknown', [E + 1], `Event cards on top of the stack still in the shuffled order nobody knows, one-hot 0–${E}.`);
  const UNDERNEATH = layout.field('event-stack-underneath', [E], `The cards under those, put back in the open: per event card 0–${E - 1}, its place among them from the top, (k + 1) / ${E} for the k-th from 0; 0 if it is not among them.`);
  const HAND = layout.field('hand', [CLUE_CARDS], `The viewer's clue cards, 1 each over ${cards}; all 0 for a spectator.`);
  const SEEN = layout.field('seen', [CLUE_CARDS], `Every clue card whose face the viewer has seen, 1 each over ${cards}.`);
  const CROSSED = layout.field('crossed-off', [CIRCUMSTANCES], `The viewer's sheet: every circumstance crossed off (seen, or entered), 1 each over ${circumstances}.`);
  const ENTRIES = layout.field('entries', [CIRCUMSTANCES], `The circumstances the viewer crossed off by its own entry, 1 each over ${circumstances}.`);
  const SOLVE_SEAT = layout.field('solve-seat', [P], `The detective who ended the game, one-hot over ${seats}.`);
  const NAMED = layout.field('solve-named', [COLOURS.length, CANDIDATES_PER_COLOUR], `What it named: per colour [${COLOUR_LIST}], one-hot over the colour's six candidates.`);
  const CORRECT = layout.field('solve-correct', [1], 'All five it named were right.');
  const SOLUTION = layout.field('revealed-solution', [CLUE_CARDS], `Once the game is over: the five set-aside cards, 1 each over ${cards}.`);
  const REVEALED_HANDS = layout.field('revealed-hands', [P, CLUE_CARDS], `Once over: per seat, its clue cards, 1 each over ${cards}.`);
  const REVEALED_SEEN = layout.field('revealed-seen', [P, CLUE_CARDS], `Once over: per seat, the faces it had seen, 1 each over ${cards}.`);
  const REVEALED_SHEETS = layout.field('revealed-sheets', [P, CIRCUMSTANCES], `Once over: per seat, its sheet's circumstances crossed off, 1 each over ${circumstances}.`);
  const REVEALED_BOARD = layout.field('revealed-board', [CLUE_CARDS], `Once over: per clue card 0–${CLUE_CARDS - 1}, the space it was left on, (space + 1) / ${S}; 0 for a card not on the board.`);
  const REVEALED_STACK = layout.field('revealed-event-stack', [E], `Once over: per event card 0–${E - 1}, its place in the stack from the top, (k + 1) / ${E} for the k-th from 0; 0 for a card not in it.`);
  const REASON = layout.field('outcome-reason', [END_REASONS.length], `Why the game ended, one-hot [${END_REASONS.join(', ')}]; all 0 while it runs.`);
  const WINNERS = layout.field('outcome-winners', [P], `Who won, 1 each over ${seats}.`);
  const SCORES = layout.field('outcome-scores', [P], "Per seat: the circumstances its sheet left un-crossed besides the solution's five, as a number (the outcome's scores).");
  const size = layout.size;
  const fields = layout.fields();
  const rules = rulesOf(config);
  const rulesPlayed = RULE_NAMES.flatMap((name, index) => (rules[name] ? [index] : []));

  /** The end of the game: who ended it and how, everything turned up, the outcome. */
  const writeEnd = (tensor: Float32Array, solve: TatortTitanicView['solve'], revealed: TatortTitanicView['revealed'], outcome: TatortTitanicView['outcome']): void => {
    if (solve !== null) {
      setOneHot(tensor, SOLVE_SEAT, indexOr(solve.seat, P));
      solve.named.forEach((circumstance, colour) => {
        // The circumstance named for a colour is one of that colour's six lines.
        if (colour < COLOURS.length) setOneHot(tensor, NAMED + colour * CANDIDATES_PER_COLOUR, indexOr(circumstance - colour * CANDIDATES_PER_COLOUR, CANDIDATES_PER_COLOUR));
      });
      if (solve.correct) tensor[CORRECT] = 1;
    }
    if (revealed !== null) {
      mark(tensor, SOLUTION, revealed.solution, CLUE_CARDS);
      revealed.hands.forEach((hand, seat) => {
        if (seat < P) mark(tensor, REVEALED_HANDS + seat * CLUE_CARDS, hand, CLUE_CARDS);
      });
      revealed.seen.forEach((seen, seat) => {
        if (seat < P) mark(tensor, REVEALED_SEEN + seat * CLUE_CARDS, seen, CLUE_CARDS);
      });
      revealed.sheets.forEach((sheet, seat) => {
        if (seat < P) mark(tensor, REVEALED_SHEETS + seat * CIRCUMSTANCES, sheet, CIRCUMSTANCES);
      });
      revealed.board.forEach((cardsThere, space) => {
        if (space >= S) return;
        for (const card of cardsThere) {
          const at = indexOr(card, CLUE_CARDS);
          if (at >= 0) tensor[REVEALED_BOARD + at] = (space + 1) / S;
        }
      });
      placeInOrder(tensor, REVEALED_STACK, revealed.eventDeck, E);
    }
    if (outcome !== null) {
      setOneHot(tensor, REASON, END_REASONS.indexOf(outcome.reason));
      mark(tensor, WINNERS, outcome.winners, P);
      (outcome.scores ?? []).forEach((score, seat) => {
        if (seat < P) tensor[SCORES + seat] = score;
      });
    }
  };

  const observe = (view: TatortTitanicView, out?: Float32Array): Float32Array => {
    const tensor = tensorTarget(out, size);
    setOneHot(tensor, VIEWER, indexOr(view.viewer, P));
    for (const index of rulesPlayed) tensor[RULES + index] = 1;
    setOneHot(tensor, ROUND, indexOr(view.round - 1, R));
    const { order } = view;
    for (let k = 0; k < order.length && k < P; k++) setOneHot(tensor, ORDER + k * P, indexOr(order[k] ?? -1, P));
    setOneHot(tensor, TURN_OF, indexOr(view.turnOf, P));
    setOneHot(tensor, PHASE, PHASES.indexOf(view.phase));
    tensor[POINTS] = view.points;
    mark(tensor, REACH, view.reach, S);
    setOneHot(tensor, ATTEMPTS_AT, indexOr(view.attempts, ATTEMPTS));
    if (view.questioned) tensor[QUESTIONED] = 1;
    const { pending } = view;
    if (pending !== null) {
      setOneHot(tensor, PENDING, PENDING_KINDS.indexOf(pending.kind));
      setOneHot(tensor, PENDING_SEAT, indexOr(pending.seat, P));
      switch (pending.kind) {
        case 'eavesdrop':
          setOneHot(tensor, TAKER, indexOr(pending.taker, P));
          setOneHot(tensor, EAVESDROP_COLOUR, colourIndex(pending.colour));
          setOneHot(tensor, EAVESDROP_CARD, indexOr(pending.card, CLUE_CARDS));
          setOneHot(tensor, EAVESDROP_ROOM, indexOr(pending.room, S));
          for (let k = 0; k < pending.queue.length && k < P; k++) setOneHot(tensor, QUEUE + k * P, indexOr(pending.queue[k] ?? -1, P));
          break;
        case 'draw':
          setOneHot(tensor, DRAW_FROM, indexOr(pending.from, P));
          if (pending.optional) tensor[OPTIONAL] = 1;
          break;
        case 'give':
          setOneHot(tensor, GIVE_TO, indexOr(pending.to, P));
          break;
      }
    }
    const { detectives } = view;
    for (let seat = 0; seat < detectives.length && seat < P; seat++) {
      const detective = detectives[seat];
      if (detective === undefined) continue;
      setOneHot(tensor, DETECTIVE + seat * D, indexOr(detective.detective, D));
      setOneHot(tensor, ABILITY + seat * ABILITIES.length, ABILITIES.indexOf(detective.ability));
      setOneHot(tensor, PAWN + seat * S, indexOr(detective.space, S));
      countColours(tensor, HELD + seat * COLOURS.length, detective.cards);
      mark(tensor, BONUSES + seat * E, detective.bonuses, E);
      tensor[MISSED + seat] = detective.missedTurns;
      tensor[MOVEMENT + seat] = detective.movementBonus;
      tensor[EXTRA + seat] = detective.extraDice;
    }
    const { board } = view;
    for (let space = 0; space < board.length && space < S; space++) {
      const cards = board[space];
      if (cards !== undefined && cards.length > 0) countColours(tensor, BOARD + space * COLOURS.length, cards);
    }
    if (view.weather !== null) {
      setOneHot(tensor, WEATHER, indexOr(view.weather.card, E));
      setOneHot(tensor, WEATHER_VALUE, indexOr(view.weather.weather - WEATHERS[0], WEATHERS.length));
    }
    if (view.rolledWeather !== null) setOneHot(tensor, ROLLED, indexOr(view.rolledWeather - WEATHERS[0], WEATHERS.length));
    const { eventDeck } = view;
    setOneHot(tensor, STACK, indexOr(eventDeck.size, E + 1));
    setOneHot(tensor, UNKNOWN, indexOr(eventDeck.unknown, E + 1));
    placeInOrder(tensor, UNDERNEATH, eventDeck.underneath, E);
    mark(tensor, HAND, view.hand ?? [], CLUE_CARDS);
    mark(tensor, SEEN, view.seen ?? [], CLUE_CARDS);
    if (view.sheet !== null) {
      mark(tensor, CROSSED, view.sheet.crossedOff, CIRCUMSTANCES);
      mark(tensor, ENTRIES, view.sheet.entries, CIRCUMSTANCES);
    }
    writeEnd(tensor, view.solve, view.revealed, view.outcome);
    return tensor;
  };

  // `backOf` of every clue card, looked up rather than divided at each of the step's cards; any
  // other value reads as the first colour, as `backOf` says.
  const backs = Uint8Array.from({ length: CLUE_CARDS }, (_, card) => backOf(card));
  // The stack's k-th card from the top (from 0) reads `(k + 1) / E`: each of those worked out once.
  const stackPlaces = Float64Array.from({ length: E }, (_, k) => (k + 1) / E);
  /**
   * Per clue card: the bit `crossedOffMask` sets for it among the seen cards (`1 << circumstanceOf(card)`,
   * 0 for a blank), looked up rather than divided at every step; a value that is no card's id is
   * worked out as `crossedOffMask` does.
   */
  const sheetBits = Int32Array.from({ length: CLUE_CARDS }, (_, card) => sheetBitOf(card));

  // `observe` of `view(state, seat)`, field by field, reading each from the state the way the view
  // copies it — the kit proves the two equal at every step of its random games. It runs at every
  // environment step, so its loops are written out rather than going through the shared helpers
  // (`setOneHot`, `indexOr`, `mark`): V8 inlines only so much into one function, and a helper
  // shared by every game carries every game's type feedback. A value outside its block sets
  // nothing, as `indexOr` says; a non-integer index of a Float32Array sets nothing either.
  const observeState = (state: TatortTitanicState, seat: PlayerId, out?: Float32Array): Float32Array => {
    const tensor = tensorTarget(out, size);
    if (seat >= 0 && seat < P) tensor[VIEWER + seat] = 1;
    for (let index = 0; index < rulesPlayed.length; index++) tensor[RULES + (rulesPlayed[index] ?? 0)] = 1;
    const round = state.round - 1;
    if (round >= 0 && round < R) tensor[ROUND + round] = 1;
    const { order, detectives, board, eventDeck } = state;
    for (let k = 0; k < order.length && k < P; k++) {
      const inOrder = order[k] ?? -1;
      if (inOrder >= 0 && inOrder < P) tensor[ORDER + k * P + inOrder] = 1;
    }
    const turnOf = currentSeat(state);
    if (turnOf >= 0 && turnOf < P) tensor[TURN_OF + turnOf] = 1;
    const phase = phaseIndex(state.phase);
    if (phase >= 0) tensor[PHASE + phase] = 1;
    tensor[POINTS] = state.points;
    const { reach } = state;
    for (let index = 0; index < reach.length; index++) {
      const to = reach[index] ?? -1;
      if (to >= 0 && to < S) tensor[REACH + to] = 1;
    }
    const { attempts } = state;
    if (attempts >= 0 && attempts < ATTEMPTS) tensor[ATTEMPTS_AT + attempts] = 1;
    if (state.questioned) tensor[QUESTIONED] = 1;
    const { pending } = state;
    if (pending !== null) {
      setOneHot(tensor, PENDING, PENDING_KINDS.indexOf(pending.kind));
      setOneHot(tensor, PENDING_SEAT, indexOr(pending.seat, P));
      switch (pending.kind) {
        case 'eavesdrop':
          setOneHot(tensor, TAKER, indexOr(pending.taker, P));
          setOneHot(tensor, EAVESDROP_COLOUR, backOf(pending.card));
          // The card's face is its taker's to see.
          if (seat === pending.taker) setOneHot(tensor, EAVESDROP_CARD, indexOr(pending.card, CLUE_CARDS));
          setOneHot(tensor, EAVESDROP_ROOM, indexOr(pending.room, S));
          for (let k = 0; k < pending.queue.length && k < P; k++) setOneHot(tensor, QUEUE + k * P, indexOr(pending.queue[k] ?? -1, P));
          break;
        case 'draw':
          setOneHot(tensor, DRAW_FROM, indexOr(pending.from, P));
          if (pending.optional) tensor[OPTIONAL] = 1;
          break;
        case 'give':
          setOneHot(tensor, GIVE_TO, indexOr(pending.to, P));
          break;
      }
    }
    for (let at = 0; at < detectives.length && at < P; at++) {
      const detective = detectives[at];
      if (detective === undefined) continue;
      const id = detective.detective;
      if (id >= 0 && id < D) tensor[DETECTIVE + at * D + id] = 1;
      const ability = abilityIndex(detective.ability);
      if (ability >= 0) tensor[ABILITY + at * ABILITIES.length + ability] = 1;
      const space = detective.space;
      if (space >= 0 && space < S) tensor[PAWN + at * S + space] = 1;
      const { hand, bonuses } = detective;
      const held = HELD + at * COLOURS.length;
      for (let index = 0; index < hand.length; index++) {
        const at = held + (backs[hand[index] ?? 0] ?? 0);
        tensor[at] = (tensor[at] ?? 0) + 1;
      }
      for (let index = 0, row = BONUSES + at * E; index < bonuses.length; index++) {
        const card = bonuses[index] ?? -1;
        if (card >= 0 && card < E) tensor[row + card] = 1;
      }
      tensor[MISSED + at] = detective.missedTurns;
      tensor[MOVEMENT + at] = detective.movementBonus;
      tensor[EXTRA + at] = detective.extraDice;
    }
    const spaces = Math.min(board.length, S);
    for (let space = 0; space < spaces; space++) {
      const cards = board[space];
      if (cards === undefined || cards.length === 0) continue;
      const row = BOARD + space * COLOURS.length;
      for (let index = 0; index < cards.length; index++) {
        const at = row + (backs[cards[index] ?? 0] ?? 0);
        tensor[at] = (tensor[at] ?? 0) + 1;
      }
    }
    const weather = state.weather === null ? null : weatherOf(state);
    if (state.weather !== null && weather !== null) {
      setOneHot(tensor, WEATHER, indexOr(state.weather, E));
      setOneHot(tensor, WEATHER_VALUE, indexOr(weather - WEATHERS[0], WEATHERS.length));
    }
    const rolled = state.rolledWeather ?? null;
    if (rolled !== null) setOneHot(tensor, ROLLED, indexOr(rolled - WEATHERS[0], WEATHERS.length));
    const stack = eventDeck.length;
    if (stack <= E) tensor[STACK + stack] = 1;
    const unknown = state.eventsUnknown;
    if (unknown >= 0 && unknown <= E) tensor[UNKNOWN + unknown] = 1;
    // The view's `underneath`: the cards below the unknown ones, from where the view's `slice`
    // starts (read in place rather than copied).
    const below = sliceStart(unknown, stack);
    for (let k = below; k < stack; k++) {
      const card = eventDeck[k] ?? -1;
      if (card >= 0 && card < E) tensor[UNDERNEATH + card] = stackPlaces[k - below] ?? (k - below + 1) / E;
    }
    const mine = detectives[seat];
    if (mine !== undefined) {
      const { hand, seen, entries } = mine;
      for (let index = 0; index < hand.length; index++) {
        const card = hand[index] ?? -1;
        if (card >= 0 && card < CLUE_CARDS) tensor[HAND + card] = 1;
      }
      // `crossedOffMask(mine)`, gathered in the loops that write the seen cards and the entries.
      let crossed = 0;
      for (let index = 0; index < seen.length; index++) {
        const card = seen[index];
        // A hole: `crossedOffMask` reads it as card 6, a blank, which crosses nothing off.
        if (card === undefined) continue;
        crossed |= sheetBits[card] ?? sheetBitOf(card);
        if (card >= 0 && card < CLUE_CARDS) tensor[SEEN + card] = 1;
      }
      for (let index = 0; index < entries.length; index++) {
        const circumstance = entries[index];
        if (circumstance === undefined) {
          // A hole: `crossedOffMask` reads it as circumstance 0.
          crossed |= 1;
          continue;
        }
        crossed |= 1 << circumstance;
        if (circumstance >= 0 && circumstance < CIRCUMSTANCES) tensor[ENTRIES + circumstance] = 1;
      }
      // The sheet's thirty lines, each written (a 0 over the cleared 0 is the same tensor): no
      // branch per line for the processor to mispredict.
      for (let circumstance = 0; circumstance < CIRCUMSTANCES; circumstance++) tensor[CROSSED + circumstance] = (crossed >>> circumstance) & 1;
    }
    if (state.solve !== null || state.outcome !== null) {
      writeEnd(tensor, state.solve, state.outcome === null ? null : { solution: state.solution, hands: detectives.map((detective) => detective.hand), board, seen: detectives.map((detective) => detective.seen), sheets: detectives.map(sheetOf), eventDeck }, state.outcome);
    }
    return tensor;
  };

  return {
    spec: Object.freeze({ shape: Object.freeze([size]), size, fields, observe }),
    fromState: Object.freeze({ observe: observeState }),
  };
}

/** The observation tensor of a configuration (see {@link observers}). */
function observation(config: TatortTitanicConfig): ObservationSpec<TatortTitanicView> {
  return observers(config).spec;
}

/**
 * The observation of a configuration straight from the state: the tensor of the seat's view,
 * without building the view (see `AgentSpec.stateObservations`).
 */
function stateObservations(config: TatortTitanicConfig): StateObserver<TatortTitanicState> {
  return observers(config).fromState;
}

/**
 * The legal mask of a configuration straight from the state: the game's `markLegal`, which follows
 * `legalActions` branch by branch, writing indices where it would build actions.
 */
function legalMasks(config: TatortTitanicConfig): LegalMaskWriter<TatortTitanicState> {
  const at = spaceLayout(config);
  return Object.freeze({ write: (state: TatortTitanicState, seat: PlayerId, mask: Uint8Array): number => markLegal(state, seat, at, mask) });
}

/**
 * Tatort Titanic's agent spec. With the stand-in board and four seats: 145 actions (a roll, 51
 * spaces to move to, 5 colours to take, 10 consultations, a pass, an eavesdrop, 4 targets to
 * question, 5 colours to draw, 35 cards to give, 30 circumstances to cross off, a solve, an end of
 * turn; the table rule `eavesdropperOnlyRecognises` adds a recognise) and an observation of
 * 1 616 values.
 */
export const tatortTitanicAgent: AgentSpec<
  TatortTitanicConfig,
  TatortTitanicState,
  TatortTitanicAction,
  TatortTitanicEvent,
  TatortTitanicView,
  TatortTitanicConfigInput
> = Object.freeze({ game: tatortTitanic, actionSpace, observation, legalMasks, stateObservations });
