/**
 * 1. Move A Playing Figure and Take Passenger Cards With You: a figure card moves its figure to a
 * neighbouring room, jumps it to the room of the card's colour, or — if it already stands there —
 * to any room; a figure leaving a room with passenger cards may take one along.
 */
import type { Draft } from 'immer';
import type { Rng } from '../../../core/rng.js';
import type { GameError, PlayerId } from '../../../core/types.js';
import { ROOM_LETTERS, type FigureId, type KillercruiseContent, type RoomLetter } from '../content.js';
import type { KillercruiseEvent } from '../events.js';
import type { CarryAction, FigureState, KillercruiseState, MoveAction } from '../schemas.js';
import { meetKiller } from './encounters.js';
import { illegal } from './errors.js';
import { figureCard, figureIn, figureName, figureState, handOf, onShip, roomState, tableRules } from './queries.js';
import { settle } from './settle.js';
import { clockwise, neighbours, roomIndex } from '../ship.js';
import { playCards, removeCard } from './turn.js';

/**
 * Whether a figure in `from` may go to `to` with a card of room `cardRoom`: "a) … the room to the
 * left or right", "b) … the room [of the card's colour]", or, standing in that room, "c) … a room
 * of your choice".
 */
export function canMoveTo(from: RoomLetter, cardRoom: RoomLetter, to: RoomLetter): boolean {
  if (to === from) return false;
  return from === cardRoom || to === cardRoom || to === clockwise(from, 1) || to === clockwise(from, -1);
}

/** `DESTINATIONS[from][cardRoom]`: the rooms of {@link canMoveTo}, in ring order, computed once. */
const DESTINATIONS: readonly (readonly (readonly RoomLetter[])[])[] = /* @__PURE__ */ (() =>
  ROOM_LETTERS.map((from) => ROOM_LETTERS.map((cardRoom) => Object.freeze(ROOM_LETTERS.filter((to) => canMoveTo(from, cardRoom, to))))))();

/** Every room a figure in `from` may go to with a card of room `cardRoom`, in ring order. */
export function moveDestinations(from: RoomLetter, cardRoom: RoomLetter): readonly RoomLetter[] {
  return DESTINATIONS[roomIndex(from)]?.[roomIndex(cardRoom)] ?? [];
}

/**
 * Where the figure pictured on figure card `card` stands, if it is in play; `null` for the figures
 * "not yet or no longer in play" (missing, eliminated), whose cards are only keys, and for a card
 * that is no figure card.
 */
export function standingRoom(content: KillercruiseContent, figures: readonly FigureState[], card: number): RoomLetter | null {
  const printed = figureCard(content, card);
  const figure = printed === undefined ? undefined : figureIn(figures, printed.figure);
  return figure === undefined || !onShip(figure) ? null : figure.room;
}

/**
 * Why `player` may not play figure card `cardId` to move its figure to `to`, or `null`: the card in
 * hand, its figure on the ship, the destination one of the three ways (shared by moves and the
 * showdown).
 */
export function checkMover(state: KillercruiseState, player: PlayerId, cardId: number, to: RoomLetter): GameError | null {
  if (!handOf(state, player).includes(cardId)) {
    return illegal('killercruise/card-not-in-hand', `How Do You Move Playing Figures?: you can move a figure "only if you have the corresponding figure card in your hand"; card ${cardId} is not in your hand`);
  }
  const { content } = state.config;
  const card = figureCard(content, cardId);
  const from = standingRoom(content, state.figures, cardId);
  if (card === undefined || from === null) {
    const figure = card === undefined ? undefined : figureState(state, card.figure);
    const name = card === undefined ? `card ${cardId}` : figureName(content, card.figure);
    return illegal('killercruise/figure-not-in-play', `3. Leave A Key At The Collection Point: ${name} is ${figure?.status === 'eliminated' ? 'no longer' : 'not yet'} in play, so its figure cards can only be used as keys`);
  }
  if (!canMoveTo(from, card.room, to)) {
    const [left, right] = neighbours(from);
    return illegal(
      'killercruise/room-out-of-reach',
      `1. Move A Playing Figure: ${figureName(content, card.figure)} in room ${from} may move to room ${left} or ${right}, jump to room ${card.room} (the card's colour), or from ${card.room} to any room; not to room ${to}`,
    );
  }
  return null;
}

/**
 * Whether a table lets a figure move into `to`, the killer's room or not: "You should not move any
 * playing figures into a room where the killer is" is advice by default (ruling 8), a rule under
 * `mayMoveIntoKillersRoom: false`.
 */
export function mayEnter(state: KillercruiseState, to: RoomLetter): boolean {
  return to !== state.killer || tableRules(state.config).mayMoveIntoKillersRoom;
}

/**
 * A move: the card in hand, its figure on the ship, the destination one of the three ways, and —
 * at a table that forbids it — not the killer's room.
 */
export function checkMove(state: KillercruiseState, action: MoveAction): GameError | null {
  const refused = checkMover(state, action.player, action.card, action.to);
  if (refused !== null || mayEnter(state, action.to)) return refused;
  return illegal(
    'killercruise/killer-in-destination',
    `The Killer Comes Across A Playing Figure: "You should not move any playing figures into a room where the killer is", and this table plays it as a rule (rules.mayMoveIntoKillersRoom: false); the killer is in room ${action.to}`,
  );
}

/** A move on its way: who moves where with which card. */
export interface MoveInProgress {
  /** The active seat. */
  readonly player: PlayerId;
  /** The figure card played. */
  readonly card: number;
  /** The figure. */
  readonly figure: FigureId;
  /** Where it leaves. */
  readonly from: RoomLetter;
  /** Where it goes. */
  readonly to: RoomLetter;
}

/**
 * Resolves a move: the figure and the passenger it carries arrive, the figure meets the killer if
 * it is there ("You should not move any playing figures into a room where the killer is", ruling
 * 8), and saves are checked.
 */
export function resolveMove(draft: Draft<KillercruiseState>, move: MoveInProgress, passenger: number | null, events: KillercruiseEvent[]): void {
  const { figure, from, to } = move;
  events.push({ type: 'figure-moved', player: move.player, card: move.card, figure, name: figureName(draft.config.content, figure), from, to, passenger });
  const moving = figureIn(draft.figures, figure);
  if (moving !== undefined) moving.room = to;
  if (draft.killer === to) meetKiller(draft, to, events, figure);
  const left = draft.rooms[roomIndex(from)];
  const entered = draft.rooms[roomIndex(to)];
  if (passenger !== null && left !== undefined && entered !== undefined) {
    removeCard(left.passengers, passenger);
    entered.passengers.push(passenger);
  }
  settle(draft, events);
}

/** Plays the card; the figure moves at once, or after the carry decision if its room holds passengers. */
export function applyMove(draft: Draft<KillercruiseState>, action: MoveAction, _rng: Rng, events: KillercruiseEvent[]): void {
  const { content } = draft.config;
  const printed = figureCard(content, action.card);
  const from = standingRoom(content, draft.figures, action.card);
  if (printed === undefined || from === null) return;
  playCards(draft, action.player, [action.card], 'discard');
  const move: MoveInProgress = { player: action.player, card: action.card, figure: printed.figure, from, to: action.to };
  if ((draft.rooms[roomIndex(from)]?.passengers.length ?? 0) === 0) {
    resolveMove(draft, move, null, events);
    return;
  }
  events.push({ type: 'move-announced', player: move.player, card: move.card, figure: move.figure, from, to: move.to });
  draft.turn.pending = { kind: 'carry', card: move.card, figure: move.figure, from, to: move.to };
}

/** "They can take one passenger card with them when they move": one from the room left, or none. */
export function checkCarry(state: KillercruiseState, action: CarryAction): GameError | null {
  const pending = state.turn.pending;
  if (pending === null || pending.kind !== 'carry') {
    return illegal('killercruise/nothing-to-carry', 'Take Passenger Cards With You: a passenger is taken along only while a figure moves out of a room with passenger cards');
  }
  if (action.passenger !== null && !(roomState(state, pending.from)?.passengers.includes(action.passenger) ?? false)) {
    return illegal('killercruise/passenger-not-in-room', `Take Passenger Cards With You: passenger card ${action.passenger} is not in room ${pending.from}, which the figure leaves`);
  }
  return null;
}

/** Completes the pending move with the passenger (or none) taken along. */
export function applyCarry(draft: Draft<KillercruiseState>, action: CarryAction, _rng: Rng, events: KillercruiseEvent[]): void {
  const pending = draft.turn.pending;
  if (pending === null || pending.kind !== 'carry') return;
  const move: MoveInProgress = { player: action.player, card: pending.card, figure: pending.figure, from: pending.from, to: pending.to };
  draft.turn.pending = null;
  resolveMove(draft, move, action.passenger, events);
}
