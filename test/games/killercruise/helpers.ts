/**
 * A small scenario DSL for Killercruise tests: start a match with a fixed setup, rearrange its
 * state for a scenario, build actions, play them (failing the test on any refusal), and check that
 * refusals leave the match untouched.
 *
 * Nothing in `reduce` is random (the draw pile is stacked at setup and never shuffled again), so a
 * scenario that sets the draw pile and the passenger pile fixes everything that will happen.
 *
 * The stand-in ship (docs/games/killercruise.md), clockwise: A B C D E F (starboard, bow to stern),
 * G H I K L M (port, stern to bow). Key combinations: A green+purple, B red+blue, C green+orange,
 * D purple+black, E green+blue, F red+orange, G green+black, H purple+red, I blue+orange,
 * K red+black, L purple+orange, M blue+black.
 */
import { playEventsIn, refusalIn } from '../../support/scenarios.js';
import { produce, type Draft } from 'immer';
import { createMatch, type GameError, type Match } from '../../../src/core/index.js';
import {
  killercruise,
  standInContent,
  type CarryAction,
  type EndTurnAction,
  type FigureId,
  type FigureStatus,
  type KillercruiseAction,
  type KillercruiseConfig,
  type KillercruiseConfigInput,
  type KillercruiseEvent,
  type KillercruiseState,
  type KillercruiseView,
  type LeaveKeyAction,
  type MoveAction,
  type RoomLetter,
  type SecondKeyAction,
  type ShowdownAction,
  type TimerExpiredAction,
  type UnlockAction,
} from '../../../src/games/killercruise/index.js';

export { killercruise };
export type { KillercruiseAction, KillercruiseEvent, KillercruiseState, KillercruiseView, RoomLetter };

/** A match of Killercruise. */
export type KcMatch = Match<KillercruiseConfig, KillercruiseState, KillercruiseAction>;

/** The ring, clockwise. */
export const RING: readonly RoomLetter[] = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I', 'K', 'L', 'M'];

/**
 * The scenario setup: two seats, seat 0 first, puzzle 1 (solution H), the killer in A, Daniel in
 * E, Martin in G, Gerlinde in K; Dr. Elena Beck is the missing person.
 */
export const SCENARIO: KillercruiseConfigInput = {
  players: 2,
  difficulty: 'easy',
  puzzle: 1,
  killerRoom: 'A',
  figures: [
    { figure: 'daniel', room: 'E' },
    { figure: 'martin', room: 'G' },
    { figure: 'gerlinde', room: 'K' },
  ],
  firstPlayer: 0,
};

/** Starts a match, failing the test if it is refused. */
export function start(config: KillercruiseConfigInput = SCENARIO, seed: string = 'scenario'): KcMatch {
  const created = createMatch(killercruise, { config, seed });
  if (!created.ok) throw new Error(`createMatch refused: ${created.error.code} ${created.error.message}`);
  return created.match;
}

/** The match with its state rearranged by `recipe` (an immer recipe on the state). */
export function arrange(match: KcMatch, recipe: (draft: Draft<KillercruiseState>) => void): KcMatch {
  return { ...match, state: produce(match.state, recipe) };
}

/**
 * A clean board for a scenario: no passengers anywhere (all in the pile, in id order unless
 * given), every figure card of the hands and piles as given, nothing discarded or collected.
 * Figures, killer and decks stay as set up unless the recipe changes them.
 */
export function scenario(
  options: {
    readonly hands?: readonly (readonly number[])[];
    readonly draw?: readonly number[];
    readonly passengerPile?: readonly number[];
    readonly killer?: RoomLetter;
  },
  recipe: (draft: Draft<KillercruiseState>) => void = () => undefined,
  config: KillercruiseConfigInput = SCENARIO,
): KcMatch {
  return arrange(start(config), (draft) => {
    const hands = options.hands ?? [[card('daniel', 'A'), card('daniel', 'B')], [card('martin', 'A')]];
    draft.hands = hands.map((hand) => [...hand]);
    draft.knownCards = hands.map(() => []);
    const draw = options.draw ?? [];
    draft.drawPile = { cards: [...draw], piles: draw.length === 0 ? [] : [draw.length], turnedOver: false };
    draft.discardPile = [];
    draft.collection = [];
    draft.passengerPile = [...(options.passengerPile ?? standInContent.passengers.map((passenger) => passenger.id))];
    draft.killerFields = [];
    draft.box = [];
    for (const room of draft.rooms) room.passengers = [];
    if (options.killer !== undefined) draft.killer = options.killer;
    recipe(draft);
  });
}

/** Inside a recipe: puts `figure` in `room` with `status`. */
export function putFigure(draft: Draft<KillercruiseState>, figure: FigureId, room: RoomLetter | null, status: FigureStatus = 'white'): void {
  const entry = draft.figures.find((candidate) => candidate.figure === figure);
  if (entry === undefined) throw new Error(`no figure ${figure}`);
  entry.room = room;
  entry.status = status;
}

/** Inside a recipe: the passengers lying in `room`. */
export function putPassengers(draft: Draft<KillercruiseState>, room: RoomLetter, passengers: readonly number[]): void {
  const target = draft.rooms[RING.indexOf(room)];
  if (target === undefined) throw new Error(`no room ${room}`);
  target.passengers = [...passengers];
  draft.passengerPile = draft.passengerPile.filter((id) => !passengers.includes(id));
}

/** Inside a recipe: opens `room` down to `deck`, recording the unlock order. */
export function openRoom(draft: Draft<KillercruiseState>, room: RoomLetter, deck: 'middle' | 'lower'): void {
  const target = draft.rooms[RING.indexOf(room)];
  if (target === undefined) throw new Error(`no room ${room}`);
  target.deck = deck;
  if (!draft.unlocked.upper.includes(room)) draft.unlocked.upper.push(room);
  if (deck === 'lower') {
    if (!draft.unlocked.middle.includes(room)) draft.unlocked.middle.push(room);
    target.clueRevealed = true;
  }
}

// ---- content lookups (the stand-in content) ----

/** The id of the stand-in figure card of `figure` with background `room`. */
export function card(figure: FigureId, room: RoomLetter): number {
  const found = standInContent.figureCards.find((entry) => entry.figure === figure && entry.room === room);
  if (found === undefined) throw new Error(`no card ${figure}/${room}`);
  return found.id;
}

/** The key colour of figure card `id`. */
export function keyOf(id: number): string {
  return standInContent.figureCards[id - 1]?.key ?? '?';
}

/** Some figure card carrying a `colour` key, other than those in `except`. */
export function keyCard(colour: string, except: readonly number[] = []): number {
  const found = standInContent.figureCards.find((entry) => entry.key === colour && !except.includes(entry.id));
  if (found === undefined) throw new Error(`no ${colour} key`);
  return found.id;
}

/** The key combination of `room`. */
export function keysOf(room: RoomLetter): readonly [string, string] {
  const spec = standInContent.rooms[RING.indexOf(room)];
  if (spec === undefined) throw new Error(`no room ${room}`);
  return spec.keys;
}

/** The stand-in passenger of `room` whose condition is of `kind`. */
export function passenger(room: RoomLetter, kind: 'figure' | 'room' | 'teamwork'): number {
  const found = standInContent.passengers.find((entry) => entry.room === room && entry.condition.kind === kind);
  if (found === undefined) throw new Error(`no ${kind} passenger in ${room}`);
  return found.id;
}

/** Single killer cards are 49–54, double ones 55–60. */
export const SINGLE = 49;
/** A double killer card. */
export const DOUBLE = 55;

// ---- action builders ----

export const move = (cardId: number, to: RoomLetter, player = 0): MoveAction => ({ type: 'move', player, card: cardId, to });
export const showdown = (cardId: number, to: RoomLetter, player = 0): ShowdownAction => ({ type: 'showdown', player, card: cardId, to });
export const carry = (passengerId: number | null, player = 0): CarryAction => ({ type: 'carry', player, passenger: passengerId });
export const unlock = (room: RoomLetter, key: number, player = 0): UnlockAction => ({ type: 'unlock', player, room, key });
export const secondKey = (key: number, player = 0): SecondKeyAction => ({ type: 'second-key', player, key });
export const leaveKey = (cardId: number, player = 0): LeaveKeyAction => ({ type: 'leave-key', player, card: cardId });
export const endTurn = (player = 0): EndTurnAction => ({ type: 'end-turn', player });
export const timerExpired = (player = 0): TimerExpiredAction => ({ type: 'timer-expired', player });

// ---- playing ----

/** Applies the actions in order, failing the test with the refusal message at the first refusal. */
export function play(match: KcMatch, ...actions: KillercruiseAction[]): KcMatch {
  return playEvents(match, ...actions).match;
}

/** Like {@link play}, also returning every event, in order. */
export function playEvents(match: KcMatch, ...actions: KillercruiseAction[]): { match: KcMatch; events: KillercruiseEvent[] } {
  return playEventsIn(killercruise, match, actions);
}

/** Asserts `action` is refused and the match is untouched; returns the refusal. */
export function refusal(match: KcMatch, action: unknown): GameError {
  return refusalIn(killercruise, match, action);
}

// ---- reading a match ----

/** The legal actions of `seat` (default: the active seat). */
export function legal(match: KcMatch, seat?: number): KillercruiseAction[] {
  const who = seat ?? killercruise.activePlayers(match.state)[0];
  return who === undefined ? [] : killercruise.legalActions(match.state, who);
}

/** The legal action types of the active seat, sorted and deduplicated. */
export function legalTypes(match: KcMatch, seat?: number): string[] {
  return [...new Set(legal(match, seat).map((action) => action.type))].sort();
}

/** The rooms card `cardId` may move its figure to now (legal `move` actions), in ring order. */
export function destinations(match: KcMatch, cardId: number): RoomLetter[] {
  return legal(match).flatMap((action) => (action.type === 'move' && action.card === cardId ? [action.to] : []));
}

/** Where `figure` stands and in which version. */
export function figureAt(match: KcMatch, figure: FigureId): { status: FigureStatus; room: RoomLetter | null } {
  const entry = match.state.figures.find((candidate) => candidate.figure === figure);
  if (entry === undefined) throw new Error(`no figure ${figure}`);
  return { status: entry.status, room: entry.room };
}

/** The passengers lying in `room`. */
export function passengersIn(match: KcMatch, room: RoomLetter): readonly number[] {
  return match.state.rooms[RING.indexOf(room)]?.passengers ?? [];
}

/** The deck `room` is open down to. */
export function deckOf(match: KcMatch, room: RoomLetter): string {
  return match.state.rooms[RING.indexOf(room)]?.deck ?? '?';
}

/** The view of `viewer`. */
export function viewOf(match: KcMatch, viewer: number | null): KillercruiseView {
  return killercruise.view(match.state, viewer);
}

/** The types of `events`, in order. */
export function types(events: readonly KillercruiseEvent[]): string[] {
  return events.map((event) => event.type);
}
