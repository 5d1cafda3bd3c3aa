/**
 * A heuristic crew for Sebastian Fitzek Killercruise: a cheap, readable player that sees only its
 * seat's view and the printed content in the match's config (never the state, and never the
 * puzzles' solutions: it reasons over the clues read out, nothing else). Rules of thumb, the first
 * that applies:
 *
 * - **Call the showdown when the clues leave one room** and a figure can reach it.
 * - **Unlock whenever it can**, toward the psychopath: middle decks of rooms the clues still allow
 *   first (each reads a clue out), then any upper deck until four are open, then the upper decks of
 *   rooms the clues allow; keys from the collection point before keys from hand (a collected key
 *   costs no draw, so the killer does not walk for it).
 * - **Guess when the game is as good as lost**: with at most four rooms left by the clues and three
 *   passengers collected, or the killer one step from the fifth, or the passenger pile nearly
 *   used up, a showdown on a guess is the better chance.
 * - **The one card a turn must play** goes to the move that leaves the best board — passengers
 *   saved (the pictured figure, two figures, or carried to their room) or carried out of the
 *   killer's path, figures out of the rooms just ahead of him (he walks clockwise) and into rooms
 *   it holds both keys for — or, if no move helps, a key left at the collection point.
 * - **Then it ends the turn.** Every card played is one more drawn, and a drawn killer card walks
 *   the killer and brings new passengers aboard; in measurement, further moves cost more than they
 *   saved.
 *
 * It plays the match's table rules (`config.rules`): the keys it counts are those of the deck a room
 * would open (one combination per room letter, or per deck), and it guesses one passenger card
 * later where only drawing from the empty pile loses. The other options reach it through its legal
 * actions and its view (a move into the killer's room it may not make; a turn that may end).
 */
import { bestBy, type Best, type Bot, type BotInput } from '../../core/bots.js';
import { ROOM_LETTERS, type CluePredicate, type KillercruiseContent, type RoomLetter } from './content.js';
import { roomsConsistentWith } from './clues.js';
import type { FigureState, KillercruiseAction, KillercruiseConfig, KillercruiseView, ShowdownAction, UnlockAction } from './schemas.js';
import { conditionHolds } from './rules/passengers.js';
import { COLLECTED_TO_LOSE, keyCombination, tableRules, UPPER_ROOMS_FOR_MAZE } from './rules/queries.js';
import { clockwiseSteps, ringDistance, roomIndex } from './ship.js';

type Input = BotInput<KillercruiseView, KillercruiseAction, KillercruiseConfig>;

/** How likely an unsaved passenger `d` clockwise steps ahead of the killer is collected soon (12: his own room, a full lap). */
const PASSENGER_RISK = [0.08, 1, 0.85, 0.6, 0.45, 0.35, 0.28, 0.22, 0.18, 0.15, 0.12, 0.1, 0.08];

/** How likely a figure `d` clockwise steps ahead of the killer is met soon. */
const FIGURE_DANGER = [0, 1, 0.8, 0.4, 0.25, 0.1, 0.05, 0.03, 0.02, 0.02, 0.02, 0.02];

/** How much a passenger weighs, by how many the killer has already collected: the fifth loses. */
const PASSENGER_WEIGHT = [3, 3.5, 4.5, 6, 10];

/** A guess at the showdown is worth it among this many rooms or fewer … */
const GUESS_AMONG = 4;

/** … once the killer has collected this many passengers. */
const GUESS_AFTER = 3;

/** The board a move is scored on: where the figures stand and which passengers are left. */
interface Board {
  readonly figures: readonly FigureState[];
  /** Passengers by ring position. */
  readonly passengers: readonly (readonly number[])[];
}

/** What every decision of one turn reads, worked out once per decision. */
interface Context {
  readonly input: Input;
  readonly content: KillercruiseContent;
  readonly view: KillercruiseView;
  /** The room the killer stands in. */
  readonly killer: RoomLetter;
  /** The rooms the revealed clues still allow. */
  readonly candidates: readonly RoomLetter[];
  /** Key colours available to this seat (hand and collection point), counted. */
  readonly keys: ReadonlyMap<string, number>;
}

/**
 * Where a crew member believes the psychopath may hide, from its seat's view and the printed
 * content: the heuristic crew takes the rooms the clues read out still allow ({@link cluesAllow}).
 */
export type Suspects = (view: KillercruiseView, config: KillercruiseConfig) => readonly RoomLetter[];

/** The rooms the clues read out still allow: what a player makes of the clues alone. */
export function cluesAllow(view: KillercruiseView, config: KillercruiseConfig): readonly RoomLetter[] {
  const { content } = config;
  const clues: [CluePredicate, RoomLetter][] = [];
  for (const room of view.rooms) {
    // The clue's number is read off the view, what it says off the printed content.
    const predicate = room.clue === null ? undefined : content.clues[room.clue.id - 1]?.predicate;
    if (predicate !== undefined) clues.push([predicate, room.letter]);
  }
  return roomsConsistentWith(content.rooms, clues);
}

function contextOf(input: Input, suspects: Suspects): Context {
  const { view } = input;
  const { content } = input.config;
  const keys = new Map<string, number>();
  for (const card of [...(view.hand ?? []), ...view.collection]) {
    const colour = content.figureCards[card - 1]?.key;
    if (colour !== undefined) keys.set(colour, (keys.get(colour) ?? 0) + 1);
  }
  return { input, content, view, killer: view.killer, candidates: suspects(view, input.config), keys };
}

function onShip(figure: FigureState): boolean {
  return figure.room !== null && (figure.status === 'white' || figure.status === 'red');
}

/** How much unlocking `room` is worth now: the deck below it and whether the clues still allow it. */
function unlockWorth(context: Context, room: RoomLetter): number {
  const deck = context.view.rooms[roomIndex(room)]?.deck ?? 'lower';
  const candidate = context.candidates.includes(room);
  const upperDone = context.view.unlocked.upper.length >= UPPER_ROOMS_FOR_MAZE;
  if (deck === 'lower') return 0;
  if (deck === 'middle') return upperDone ? (candidate ? 6 : 3) : 0;
  if (!upperDone) return candidate ? 4 : 3;
  return candidate ? 3 : 0.5;
}

/** The combination that opens `room`'s next deck down (per room letter, or per deck at a table that plays it so). */
function combinationOf(context: Context, room: RoomLetter): readonly [string, string] | undefined {
  return keyCombination(context.input.config, room, context.view.rooms[roomIndex(room)]?.deck ?? 'upper');
}

/** Whether this seat holds both keys of `room`'s combination, one card `spent` aside. */
function holdsKeys(context: Context, room: RoomLetter, spent: number | null): boolean {
  const keys = combinationOf(context, room);
  if (keys === undefined) return false;
  const spentColour = spent === null ? undefined : context.content.figureCards[spent - 1]?.key;
  return keys.every((colour) => (context.keys.get(colour) ?? 0) - (colour === spentColour ? 1 : 0) > 0);
}

/** The passengers left once those whose condition holds on `figures` are saved. */
function settled(context: Context, figures: readonly FigureState[], passengers: readonly (readonly number[])[]): number[][] {
  return passengers.map((list, index) => {
    const room = ROOM_LETTERS[index] ?? 'A';
    return list.filter((id) => {
      const condition = context.content.passengers[id - 1]?.condition;
      return condition === undefined || !conditionHolds(condition, room, figures);
    });
  });
}

/** How good `board` is for the crew, the card `spent` (if any) gone from hand. Higher is better. */
function evaluate(context: Context, board: Board, spent: number | null): number {
  const { killer, view } = context;
  const weight = PASSENGER_WEIGHT[Math.min(view.killerFields.length, COLLECTED_TO_LOSE - 1)] ?? 10;
  let score = 0;
  const standing = board.figures.filter(onShip);
  board.passengers.forEach((list, index) => {
    const room = ROOM_LETTERS[index] ?? 'A';
    const steps = clockwiseSteps(killer, room);
    // A figure standing with them can still carry one away before the killer comes.
    const guarded = steps !== 0 && standing.some((figure) => figure.room === room) ? 0.5 : 1;
    score -= list.length * (0.3 + guarded * weight * (PASSENGER_RISK[steps === 0 ? 12 : steps] ?? 0));
  });
  // A black eye, or worse: the figures the killer has already met.
  for (const figure of board.figures) score -= figure.status === 'red' ? 4 : figure.status === 'eliminated' ? 12 : 0;
  if (standing.length === 0) score -= 1000;
  for (const figure of standing) {
    const room = figure.room ?? killer;
    const steps = clockwiseSteps(killer, room);
    const loss = figure.status === 'white' ? 3 : standing.length === 1 ? 30 : 8;
    score -= loss * (FIGURE_DANGER[steps] ?? 0);
    // Standing where this seat can unlock next: the killer away, no passengers, both keys in reach.
    const worth = unlockWorth(context, room);
    if (worth > 0 && steps !== 0 && (board.passengers[roomIndex(room)]?.length ?? 0) === 0) {
      score += holdsKeys(context, room, spent) ? worth : worth * 0.15;
    }
  }
  // With one room left by the clues and open to the lower deck, stand near it for the showdown.
  const target = context.candidates.length === 1 ? context.candidates[0] : undefined;
  if (target !== undefined && view.rooms[roomIndex(target)]?.deck === 'lower' && standing.length > 0) {
    let nearest = 6;
    for (const figure of standing) nearest = Math.min(nearest, ringDistance(figure.room ?? target, target));
    score -= nearest * 1.5;
  }
  return score;
}

function currentBoard(view: KillercruiseView): Board {
  return { figures: view.figures, passengers: view.rooms.map((room) => room.passengers) };
}

/** The board after the figure of card `card` goes from `from` to `to`, taking `passenger` along. */
function boardAfterMove(context: Context, card: number, from: RoomLetter, to: RoomLetter, passenger: number | null): Board {
  const figureId = context.content.figureCards[card - 1]?.figure;
  const figures = context.view.figures.map((figure): FigureState => {
    if (figure.figure !== figureId) return figure;
    if (to !== context.killer) return { ...figure, room: to };
    // Moving into the killer's room meets him.
    return figure.status === 'white' ? { ...figure, room: to, status: 'red' } : { ...figure, room: null, status: 'eliminated' };
  });
  const passengers = context.view.rooms.map((room) => room.passengers.slice());
  if (passenger !== null) {
    const left = passengers[roomIndex(from)];
    if (left !== undefined) left.splice(left.indexOf(passenger), 1);
    passengers[roomIndex(to)]?.push(passenger);
  }
  return { figures, passengers: settled(context, figures, passengers) };
}

/** The room the figure of `card` stands in. */
function standingRoom(context: Context, card: number): RoomLetter | null {
  const figureId = context.content.figureCards[card - 1]?.figure;
  const figure = context.view.figures.find((entry) => entry.figure === figureId);
  return figure === undefined || !onShip(figure) ? null : figure.room;
}

/** The best score of a move of `card` to `to`, over the passengers it may take along. */
function moveScore(context: Context, card: number, to: RoomLetter): number {
  const from = standingRoom(context, card);
  if (from === null) return -Infinity;
  let best = evaluate(context, boardAfterMove(context, card, from, to, null), card);
  for (const passenger of context.view.rooms[roomIndex(from)]?.passengers ?? []) {
    best = Math.max(best, evaluate(context, boardAfterMove(context, card, from, to, passenger), card));
  }
  return best;
}

/** Among `options`, the best by `score` (ties broken by the bot's own random stream). */
function pickBest<T>(input: Input, options: readonly T[], score: (option: T) => number): Best<T> | undefined {
  return bestBy(options, score, input.rng);
}

/** Whether the game is about to be lost whatever the crew does, so a showdown on a guess is worth it. */
function lastChance(context: Context): boolean {
  const { view, killer } = context;
  // A double killer card places two passengers: with two left that empties the pile and loses, or
  // — where only drawing from the empty pile loses (table rule lastPassengerLoses: false) — with one.
  if (view.passengerPile <= (tableRules(context.input.config).lastPassengerLoses ? 2 : 1)) return true;
  // One chance in four or better, with three of the five fields filled, beats waiting.
  if (context.candidates.length <= GUESS_AMONG && view.killerFields.length >= GUESS_AFTER) return true;
  if (view.killerFields.length < COLLECTED_TO_LOSE - 1) return false;
  return view.rooms.some((room) => {
    const steps = clockwiseSteps(killer, room.letter);
    return room.passengers.length > 0 && steps > 0 && steps <= 2;
  });
}

function showdown(context: Context, legal: readonly KillercruiseAction[]): ShowdownAction | undefined {
  const showdowns = legal.filter((action): action is ShowdownAction => action.type === 'showdown' && context.candidates.includes(action.to));
  return pickBest(context.input, showdowns, (action) => -keyWorth(context, action.card))?.option;
}

/** How much this seat would miss card `card` as a key: the rooms worth unlocking whose combination it helps complete. */
function keyWorth(context: Context, card: number): number {
  const colour = context.content.figureCards[card - 1]?.key;
  let worth = 0;
  for (const room of ROOM_LETTERS) {
    const keys = combinationOf(context, room);
    if (colour === undefined || keys === undefined || !keys.includes(colour)) continue;
    const other = keys[0] === colour ? keys[1] : keys[0];
    if ((context.keys.get(other) ?? 0) > 0) worth += unlockWorth(context, room) * 0.1;
  }
  return worth;
}

/** Keys from the collection point first: they cost no draw and keep the hand's moves. */
function keyOrder(context: Context, card: number): number {
  return context.view.collection.includes(card) ? 1 : -keyWorth(context, card) * 0.01;
}

function unlock(context: Context, legal: readonly KillercruiseAction[]): UnlockAction | undefined {
  const unlocks = legal.filter((action): action is UnlockAction => action.type === 'unlock' && unlockWorth(context, action.room) > 0);
  return pickBest(context.input, unlocks, (action) => unlockWorth(context, action.room) + keyOrder(context, action.key))?.option;
}

function decide(input: Input, suspects: Suspects): KillercruiseAction {
  const { legal, view } = input;
  const first = legal[0];
  if (first === undefined) throw new RangeError('Killercruise: the crew has no legal action');
  const context = contextOf(input, suspects);
  const pending = view.turn.pending;
  if (pending !== null && pending.kind === 'carry') {
    // The figure leaves with the passenger that leaves the best board behind (or none).
    return (
      pickBest(input, legal, (action) =>
        action.type === 'carry' ? evaluate(context, boardAfterMove(context, pending.card, pending.from, pending.to, action.passenger), pending.card) : -Infinity,
      )?.option ?? first
    );
  }
  if (pending !== null && pending.kind === 'unlock') {
    return pickBest(input, legal, (action) => (action.type === 'second-key' ? keyOrder(context, action.key) : -Infinity))?.option ?? first;
  }
  const certain = context.candidates.length === 1 ? showdown(context, legal) : undefined;
  if (certain !== undefined) return certain;

  const unlocking = unlock(context, legal);
  if (unlocking !== undefined) return unlocking;
  // Nothing to unlock, and the game as good as lost: a showdown on a guess is the better chance.
  const guess = lastChance(context) ? showdown(context, legal) : undefined;
  if (guess !== undefined) return guess;
  if (view.turn.played === 0) {
    // The one card the turn must play: the move that leaves the best board, or a key left.
    const here = evaluate(context, currentBoard(view), null);
    const options = legal.filter((action) => action.type === 'move' || action.type === 'leave-key');
    const best = pickBest(input, options, (action) => gain(context, action, here));
    if (best !== undefined) return best.option;
  }
  // Every further card draws one more, and a drawn killer card walks the killer: stop here.
  return legal.find((action) => action.type === 'end-turn') ?? legal.find((action) => action.type !== 'timer-expired') ?? first;
}

/**
 * What playing `action` gains: a move, the board it leaves; a key left at the collection point
 * changes nothing on the board but shares the key (best with a card whose figure is not on the
 * ship, which can do nothing else).
 */
function gain(context: Context, action: KillercruiseAction, here: number): number {
  if (action.type === 'move') return moveScore(context, action.card, action.to) - here - keyWorth(context, action.card);
  if (action.type === 'leave-key') return standingRoom(context, action.card) === null ? 0.1 : -0.3;
  return -Infinity;
}

/**
 * The heuristic crew's rules of thumb (see the module comment) with its own idea of where the
 * psychopath may hide: the guided search's model of the crew (`evaluate.ts`) suspects only the
 * rooms its sampled worlds can hold.
 */
export function crewBot(suspects: Suspects): Bot<KillercruiseView, KillercruiseAction, KillercruiseConfig> {
  return (input) => decide(input, suspects);
}

/** The heuristic crew of Sebastian Fitzek Killercruise, for any seat (see the module comment). */
export const heuristicBot: Bot<KillercruiseView, KillercruiseAction, KillercruiseConfig> = crewBot(cluesAllow);
