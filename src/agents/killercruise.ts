/**
 * Sebastian Fitzek Killercruise for learning agents: its action space and its observation tensor,
 * per configuration. The game's page (docs/games/killercruise.md, "For learning agents") shows
 * both tables, generated from what this file lays out.
 *
 * Every axis follows the game's own order: rooms on the clockwise ring A … M (no J), the figures
 * as `FIGURE_IDS` lists them, figure cards by id (1–48), passenger and clue cards by id, and the
 * whole deck of cards 1–60 (the killer cards 49–60 after the figure cards) where a pile may hold
 * either kind.
 */
import type { PlayerId } from '../core/types.js';
import {
  DIFFICULTIES,
  END_REASONS,
  FIGURE_IDS,
  ROOM_LETTERS,
  clueHolds,
  killercruise,
  tableRules,
  type Deck,
  type FigureStatus,
  type KillercruiseAction,
  type KillercruiseConfig,
  type KillercruiseConfigInput,
  type KillercruiseContent,
  type KillercruiseEvent,
  type KillercruiseRules,
  type KillercruiseState,
  type KillercruiseView,
  type RoomLetter,
  type Variant,
} from '../games/killercruise/index.js';
import { ActionLayout, assertIndex, rangeOf, setOneHot, TensorLayout, tensorTarget } from './layout.js';
import type { ActionSpace, AgentSpec, ObservationSpec } from './types.js';

/** The rooms on the ring. */
const ROOMS = ROOM_LETTERS.length;
/** The playing figures. */
const FIGURES = FIGURE_IDS.length;
/** Every card of the draw and discard piles: figure cards 1–48, then killer cards 49–60. */
const DECK_CARDS = 60;
/** A hand holds at most six cards (two players). */
const HAND_SIZE = 6;
/** The draw pile is stacked from at most six difficulty piles (the difficult level). */
const STACKED_PILES = 6;
/** The letters of a maze run: the first room's, then one per back followed. */
const MAZE_PATH = 5;
/** The backs followed: the first four upper-deck rooms unlocked. */
const MAZE_ROOMS = 4;
const DECKS: readonly Deck[] = ['upper', 'middle', 'lower'];
const STATUSES: readonly FigureStatus[] = ['missing', 'white', 'red', 'eliminated'];
const VARIANTS: readonly Variant[] = ['standard', 'time-pressure'];
/** Where each table rule sits in the `table-rules` field, in the order of the game's page (the compiler checks every rule is here). */
const RULE_COLUMNS: Readonly<Record<keyof KillercruiseRules, number>> = {
  oneKeyCombinationPerRoom: 0,
  collectedKeysCountAsPlayed: 1,
  mayMoveIntoKillersRoom: 2,
  lastPassengerLoses: 3,
};
/** The table rules in column order. */
const RULES = (Object.keys(RULE_COLUMNS) as (keyof KillercruiseRules)[]).sort((a, b) => RULE_COLUMNS[a] - RULE_COLUMNS[b]);
/** The room axis in words. */
const RING = 'the rooms A–M in ring order (A, B, …, I, K, L, M: no J)';

/** The ring position of room `room` (A = 0, M = 11), `-1` for a letter that is no room. */
function roomAt(room: RoomLetter | null): number {
  return room === null ? -1 : ROOM_LETTERS.indexOf(room);
}

/** The position of `id` among the ids `1 … count`, `-1` for none. */
function idAt(id: number | null, count: number): number {
  return id !== null && Number.isInteger(id) && id >= 1 && id <= count ? id - 1 : -1;
}

/** The ids `1 … count`. */
function ids(count: number): number[] {
  return Array.from({ length: count }, (_, index) => index + 1);
}

/**
 * The action space of a configuration: one block per action type, in the order of the game's
 * action union. A card and a room make a block of `card × 12 + room` (cards by id, rooms in ring
 * order); the timer's block exists only in the variation "Under Time Pressure".
 */
function actionSpace(config: KillercruiseConfig): ActionSpace<KillercruiseAction> {
  const cards = ids(config.content.figureCards.length);
  const passengers = ids(config.content.passengers.length);
  const CARDS = cards.length;
  const cardsTimesRooms = `card × ${ROOMS} + room: figure cards 1–${CARDS} by id, each with ${RING}`;

  const layout = new ActionLayout();
  const move = layout.block('move', CARDS * ROOMS, cardsTimesRooms);
  const showdown = layout.block('showdown', CARDS * ROOMS, cardsTimesRooms);
  const carry = layout.block('carry', 1 + passengers.length, `passenger: none (index 0), then passenger cards 1–${passengers.length} by id`);
  const unlock = layout.block('unlock', ROOMS * CARDS, `room × ${CARDS} + key: ${RING}, each with figure cards 1–${CARDS} as the first key`);
  const secondKey = layout.block('second-key', CARDS, `key: figure cards 1–${CARDS} by id`);
  const leaveKey = layout.block('leave-key', CARDS, `card: figure cards 1–${CARDS} by id`);
  const endTurn = layout.block('end-turn', 1, 'the one end of turn');
  const timerExpired = layout.block('timer-expired', config.variant === 'time-pressure' ? 1 : 0, 'the timer ran out (variation "Under Time Pressure" only)');
  const ranges = layout.ranges();
  const size = layout.size;
  const timed = config.variant === 'time-pressure';

  /** `offset + position`, or `-1` when the value has no position in its block. */
  const at = (offset: number, position: number): number => (position < 0 ? -1 : offset + position);
  /** `offset + a × extent + b`, or `-1` when either has no position. */
  const pair = (offset: number, a: number, b: number, extent: number): number => (a < 0 || b < 0 ? -1 : offset + a * extent + b);

  const encode = (action: KillercruiseAction): number => {
    switch (action.type) {
      case 'move':
        return pair(move, idAt(action.card, CARDS), roomAt(action.to), ROOMS);
      case 'showdown':
        return pair(showdown, idAt(action.card, CARDS), roomAt(action.to), ROOMS);
      case 'carry':
        return action.passenger === null ? carry : at(carry + 1, idAt(action.passenger, passengers.length));
      case 'unlock':
        return pair(unlock, roomAt(action.room), idAt(action.key, CARDS), CARDS);
      case 'second-key':
        return at(secondKey, idAt(action.key, CARDS));
      case 'leave-key':
        return at(leaveKey, idAt(action.card, CARDS));
      case 'end-turn':
        return endTurn;
      case 'timer-expired':
        return timed ? timerExpired : -1;
      default:
        // Not an action of the game at all (a caller outside TypeScript).
        return -1;
    }
  };

  // Keys in the order of the game's action schema, so a decoded action and the same action parsed
  // by `applyAction` are the same JSON.
  const decode = (index: number, player: PlayerId): KillercruiseAction => {
    assertIndex(index, size);
    const range = rangeOf(ranges, index);
    const k = index - range.offset;
    const pick = <T>(values: readonly T[], at: number): T => {
      const value = values[at];
      if (value === undefined) throw new RangeError(`decode: index ${index} is outside its ${range.type} block`);
      return value;
    };
    const type = range.type as KillercruiseAction['type'];
    switch (type) {
      case 'move':
      case 'showdown':
        return { type, player, card: pick(cards, Math.floor(k / ROOMS)), to: pick(ROOM_LETTERS, k % ROOMS) };
      case 'carry':
        return { type, player, passenger: k === 0 ? null : pick(passengers, k - 1) };
      case 'unlock':
        return { type, player, room: pick(ROOM_LETTERS, Math.floor(k / CARDS)), key: pick(cards, k % CARDS) };
      case 'second-key':
        return { type, player, key: pick(cards, k) };
      case 'leave-key':
        return { type, player, card: pick(cards, k) };
      case 'end-turn':
      case 'timer-expired':
        return { type, player };
    }
  };

  return Object.freeze({ size, ranges, encode, decode });
}

/**
 * For each clue card (by id) and the room it lies in, the rooms the psychopath may hide in if the
 * clue is true, as a bit set over the ring positions: the printed clue read once per
 * configuration, so that `observe` looks it up.
 */
function clueTable(content: KillercruiseContent): Uint16Array {
  const table = new Uint16Array(content.clues.length * ROOMS);
  content.clues.forEach((clue, index) => {
    ROOM_LETTERS.forEach((here, at) => {
      let bits = 0;
      ROOM_LETTERS.forEach((x, position) => {
        if (clueHolds(content.rooms, clue.predicate, here, x)) bits |= 1 << position;
      });
      table[index * ROOMS + at] = bits;
    });
  });
  return table;
}

/**
 * The observation tensor of a configuration: the seat's view, field by field. Ids and places are
 * one-hot, sets of cards 1 each, piles whose order the rules read (the discard pile, a turned-over
 * draw pile) carry each card's place in the pile, and the clues revealed are given both as the
 * card and as the rooms they leave. The table rules, which the view does not carry, follow the
 * level and the variation as the configuration's constant, so that one policy can play under
 * several.
 */
function observation(config: KillercruiseConfig): ObservationSpec<KillercruiseView> {
  const { content } = config;
  const P = config.players;
  const CARDS = content.figureCards.length;
  const PASSENGERS = content.passengers.length;
  const CLUES = content.clues.length;
  const allows = clueTable(content);
  const rooms = RING;
  const seats = `seats 0–${P - 1}`;
  const figures = FIGURE_IDS.join(', ');
  const figureCards = `figure cards 1–${CARDS}`;

  const layout = new TensorLayout();
  const VIEWER = layout.field('viewer', [P], `The viewer, one-hot over ${seats}; all 0 for a spectator.`);
  const FIRST = layout.field('first-player', [P], `The seat that started, one-hot over ${seats}.`);
  const DIFFICULTY = layout.field('difficulty', [DIFFICULTIES.length], `The level of difficulty, one-hot [${DIFFICULTIES.join(', ')}].`);
  const VARIANT = layout.field('variant', [VARIANTS.length], `The rules played, one-hot [${VARIANTS.join(', ')}].`);
  const RULES_AT = layout.field('table-rules', [RULES.length], `The table rules played, each option's value (1 for true): [${RULES.join(', ')}] (the configuration's, the same in every view).`);
  const ACTIVE = layout.field('active-seat', [P], `Whose turn it is, one-hot over ${seats}.`);
  const PLAYED = layout.field('cards-played', [1], 'Figure cards played this turn, as a count (a turn may end once it is 1 or more).');
  const CARRY = layout.field('pending-carry', [1], 'A passenger to take along is owed (after a move out of a room holding passengers).');
  const CARRY_CARD = layout.field('carry-card', [CARDS], `The figure card of that move, one-hot over ${figureCards}.`);
  const CARRY_FIGURE = layout.field('carry-figure', [FIGURES], `The figure moving, one-hot [${figures}].`);
  const CARRY_FROM = layout.field('carry-from', [ROOMS], `The room it leaves, one-hot over ${rooms}.`);
  const CARRY_TO = layout.field('carry-to', [ROOMS], `The room it goes to, one-hot over ${rooms}.`);
  const UNLOCK = layout.field('pending-unlock', [1], 'An unlock is under way: the second key is owed.');
  const UNLOCK_ROOM = layout.field('unlock-room', [ROOMS], `The room being unlocked, one-hot over ${rooms}.`);
  const UNLOCK_KEY = layout.field('unlock-key', [CARDS], `Its first key, one-hot over ${figureCards}.`);
  const KILLER = layout.field('killer-at', [ROOMS], `The killer's room, one-hot over ${rooms}.`);
  const STATUS = layout.field('figure-status', [FIGURES, STATUSES.length], `Per figure [${figures}]: one-hot [${STATUSES.join(', ')}].`);
  const FIGURE_AT = layout.field('figure-at', [FIGURES, ROOMS], `Per figure: its room, one-hot over ${rooms}; all 0 while missing or once eliminated.`);
  const DECK = layout.field('room-deck', [ROOMS, DECKS.length], `Per room: the deck its figures stand on, one-hot [${DECKS.join(', ')}].`);
  const CLUE = layout.field('clue', [ROOMS, CLUES], `Per room: the clue card read out on its lower deck, one-hot over clue cards 1–${CLUES}; all 0 until revealed (every clue shows once the game is over).`);
  const CLUE_ALLOWS = layout.field('clue-allows', [ROOMS, ROOMS], "Per room with a clue revealed: the rooms the psychopath may hide in by that clue, 1 each over the ring; all 0 for a room whose clue is hidden.");
  const HIDING = layout.field('hiding-places-left', [ROOMS], 'The rooms every revealed clue leaves as the hiding place, 1 each over the ring (all 1 before any clue).');
  const UPPER = layout.field('upper-unlocked', [ROOMS, ROOMS], `Upper-deck rooms unlocked, in unlock order: row k the k-th, one-hot over ${rooms}.`);
  const MIDDLE = layout.field('middle-unlocked', [ROOMS, ROOMS], `Middle-deck rooms unlocked, in unlock order: row k the k-th, one-hot over ${rooms}.`);
  const MISSING = layout.field('missing-person', [FIGURES], `The figure missing at the start, one-hot [${figures}].`);
  const FOUND = layout.field('missing-person-found', [1], 'The missing person has been placed on the ship.');
  const MAZE = layout.field('maze-followed', [1], 'Four upper-deck rooms are unlocked and the mazes have been followed.');
  const MAZE_ROOMS_AT = layout.field('maze-rooms', [MAZE_ROOMS, ROOMS], `The rooms whose backs were followed, in order, each one-hot over ${rooms}.`);
  const MAZE_PATH_AT = layout.field('maze-path', [MAZE_PATH, ROOMS], `The letters visited: the first room's, then the letter reached on each back, each one-hot over ${rooms}.`);
  const MAZE_ROOM = layout.field('maze-room', [ROOMS], `Where the missing person is found, one-hot over ${rooms}.`);
  const PASSENGER_AT = layout.field('passenger-at', [PASSENGERS, ROOMS + 2], `Per passenger card 1–${PASSENGERS}: where it is, one-hot over ${rooms}, the killer's "He's going to get you!" fields, the box lid; all 0 while in the passenger pile.`);
  const HAND = layout.field('hand', [CARDS], `The viewer's hand, 1 for each of ${figureCards} in it; all 0 for a spectator.`);
  const HAND_SIZES = layout.field('hand-sizes', [P, HAND_SIZE + 1], `Per seat: the cards in its hand, one-hot 0–${HAND_SIZE}.`);
  const KNOWN = layout.field('known-cards', [P, CARDS], `Per seat: the cards of its hand everyone knows (drawn from a turned-over pile), 1 each over ${figureCards}.`);
  const COLLECTION = layout.field('collection', [CARDS], `The collection point: 1 for each of ${figureCards} left there face up.`);
  const DISCARD = layout.field('discard-pile', [DECK_CARDS], `The discard pile: per card 1–${DECK_CARDS} (killer cards from 49), its place from the bottom, (k + 1) / ${DECK_CARDS} for the k-th from 0; 0 if not in it.`);
  const DRAW_COUNT = layout.field('draw-pile-count', [DECK_CARDS + 1], `Cards in the draw pile, one-hot 0–${DECK_CARDS}.`);
  const TURNED = layout.field('draw-pile-turned-over', [1], 'The draw pile is the discard pile turned over (its order is known to everyone).');
  const PILES = layout.field('draw-piles', [STACKED_PILES, 2], 'The difficulty piles still stacked in the draw pile, top first: per pile [cards left, killer cards left] as counts; rows of piles used up, and every row once turned over, are 0.');
  const DRAW_CARDS = layout.field('draw-pile-cards', [DECK_CARDS], `A turned-over draw pile: per card 1–${DECK_CARDS}, its place from the top, (k + 1) / ${DECK_CARDS} for the k-th from 0; all 0 while its order is hidden.`);
  const TIMER = layout.field('killer-card-since-timer', [1], 'A killer card has been drawn since the timer last ran out (variation "Under Time Pressure").');
  const SOLUTION = layout.field('solution', [ROOMS], `The psychopath's hiding place once the game is over, one-hot over ${rooms}.`);
  const REASON = layout.field('outcome-reason', [END_REASONS.length], `Why the game ended, one-hot [${END_REASONS.join(', ')}] (only the first is a win); all 0 while it runs.`);
  const size = layout.size;
  const fields = layout.fields();
  const KILLER_FIELDS = ROOMS;
  const BOX = ROOMS + 1;
  const PLACES = ROOMS + 2;
  const rules = tableRules(config);
  const rulesPlayed = RULES.filter((name) => rules[name]).map((name) => RULE_COLUMNS[name]);

  const observe = (view: KillercruiseView, out?: Float32Array): Float32Array => {
    const tensor = tensorTarget(out, size);
    /** Marks passenger card `passenger` as lying in column `column` of its row (a room, the killer's fields, the box). */
    const place = (passenger: number, column: number): void => {
      const row = idAt(passenger, PASSENGERS);
      if (row >= 0) tensor[PASSENGER_AT + row * PLACES + column] = 1;
    };
    if (view.viewer !== null) setOneHot(tensor, VIEWER, view.viewer < P ? view.viewer : -1);
    setOneHot(tensor, FIRST, view.firstPlayer < P ? view.firstPlayer : -1);
    setOneHot(tensor, DIFFICULTY, DIFFICULTIES.indexOf(view.difficulty));
    setOneHot(tensor, VARIANT, VARIANTS.indexOf(view.variant));
    for (const column of rulesPlayed) tensor[RULES_AT + column] = 1;
    const { turn } = view;
    setOneHot(tensor, ACTIVE, turn.player < P ? turn.player : -1);
    tensor[PLAYED] = turn.played;
    const { pending } = turn;
    if (pending !== null && pending.kind === 'carry') {
      tensor[CARRY] = 1;
      setOneHot(tensor, CARRY_CARD, idAt(pending.card, CARDS));
      setOneHot(tensor, CARRY_FIGURE, FIGURE_IDS.indexOf(pending.figure));
      setOneHot(tensor, CARRY_FROM, roomAt(pending.from));
      setOneHot(tensor, CARRY_TO, roomAt(pending.to));
    } else if (pending !== null) {
      tensor[UNLOCK] = 1;
      setOneHot(tensor, UNLOCK_ROOM, roomAt(pending.room));
      setOneHot(tensor, UNLOCK_KEY, idAt(pending.key, CARDS));
    }
    setOneHot(tensor, KILLER, roomAt(view.killer));
    view.figures.forEach((figure, index) => {
      if (index >= FIGURES) return;
      setOneHot(tensor, STATUS + index * STATUSES.length, STATUSES.indexOf(figure.status));
      setOneHot(tensor, FIGURE_AT + index * ROOMS, roomAt(figure.room));
    });
    let hiding = (1 << ROOMS) - 1;
    view.rooms.forEach((room, at) => {
      if (at >= ROOMS) return;
      setOneHot(tensor, DECK + at * DECKS.length, DECKS.indexOf(room.deck));
      for (const passenger of room.passengers) place(passenger, at);
      const clue = idAt(room.clue?.id ?? null, CLUES);
      if (clue < 0) return;
      setOneHot(tensor, CLUE + at * CLUES, clue);
      const bits = allows[clue * ROOMS + at] ?? 0;
      hiding &= bits;
      for (let x = 0; x < ROOMS; x++) if ((bits & (1 << x)) !== 0) tensor[CLUE_ALLOWS + at * ROOMS + x] = 1;
    });
    for (let x = 0; x < ROOMS; x++) if ((hiding & (1 << x)) !== 0) tensor[HIDING + x] = 1;
    view.unlocked.upper.forEach((room, order) => {
      if (order < ROOMS) setOneHot(tensor, UPPER + order * ROOMS, roomAt(room));
    });
    view.unlocked.middle.forEach((room, order) => {
      if (order < ROOMS) setOneHot(tensor, MIDDLE + order * ROOMS, roomAt(room));
    });
    const { missingPerson } = view;
    setOneHot(tensor, MISSING, FIGURE_IDS.indexOf(missingPerson.figure));
    if (missingPerson.found) tensor[FOUND] = 1;
    const { maze } = missingPerson;
    if (maze !== null) {
      tensor[MAZE] = 1;
      maze.rooms.forEach((room, order) => {
        if (order < MAZE_ROOMS) setOneHot(tensor, MAZE_ROOMS_AT + order * ROOMS, roomAt(room));
      });
      maze.path.forEach((room, order) => {
        if (order < MAZE_PATH) setOneHot(tensor, MAZE_PATH_AT + order * ROOMS, roomAt(room));
      });
      setOneHot(tensor, MAZE_ROOM, roomAt(maze.room));
    }
    for (const passenger of view.killerFields) place(passenger, KILLER_FIELDS);
    for (const passenger of view.box) place(passenger, BOX);
    for (const card of view.hand ?? []) setOneHot(tensor, HAND, idAt(card, CARDS));
    view.handSizes.forEach((count, seat) => {
      if (seat < P) setOneHot(tensor, HAND_SIZES + seat * (HAND_SIZE + 1), Math.min(count, HAND_SIZE));
    });
    view.knownCards.forEach((known, seat) => {
      if (seat < P) for (const card of known) setOneHot(tensor, KNOWN + seat * CARDS, idAt(card, CARDS));
    });
    for (const card of view.collection) setOneHot(tensor, COLLECTION, idAt(card, CARDS));
    view.discardPile.forEach((card, place) => {
      const at = idAt(card, DECK_CARDS);
      if (at >= 0) tensor[DISCARD + at] = (place + 1) / DECK_CARDS;
    });
    const { drawPile } = view;
    setOneHot(tensor, DRAW_COUNT, Math.min(drawPile.count, DECK_CARDS));
    if (drawPile.turnedOver) tensor[TURNED] = 1;
    drawPile.piles.forEach((pile, order) => {
      if (order >= STACKED_PILES) return;
      tensor[PILES + order * 2] = pile.cards;
      tensor[PILES + order * 2 + 1] = pile.killerCards;
    });
    (drawPile.cards ?? []).forEach((card, place) => {
      const at = idAt(card, DECK_CARDS);
      if (at >= 0) tensor[DRAW_CARDS + at] = (place + 1) / DECK_CARDS;
    });
    if (view.killerCardSinceTimer) tensor[TIMER] = 1;
    setOneHot(tensor, SOLUTION, roomAt(view.solution));
    if (view.outcome !== null) setOneHot(tensor, REASON, END_REASONS.indexOf(view.outcome.reason));
    return tensor;
  };

  return Object.freeze({ shape: Object.freeze([size]), size, fields, observe });
}

/**
 * Sebastian Fitzek Killercruise's agent spec. With the stand-in content and the standard rules:
 * 1 862 actions (576 moves and 576 showdowns — figure card × room —, 37 carries, 576 unlocks —
 * room × first key —, 48 second keys, 48 keys to leave, an end of turn; the timer adds one under
 * time pressure) and, for two seats, an observation of 1 999 values.
 */
export const killercruiseAgent: AgentSpec<
  KillercruiseConfig,
  KillercruiseState,
  KillercruiseAction,
  KillercruiseEvent,
  KillercruiseView,
  KillercruiseConfigInput
> = Object.freeze({ game: killercruise, actionSpace, observation });
