/**
 * 1. Move A Playing Figure and Take Passenger Cards With You: a figure card moves its figure to a
 * neighbouring room, jumps it to the room of the card's colour, or — if it already stands there —
 * to any room; a figure leaving a room with passenger cards may take one along.
 */
import type { GameError, PlayerId } from '../../../core/types.js';
import { ROOM_LETTERS, type FigureCard, type FigureId, type RoomLetter } from '../content.js';
import type { KillercruiseEvent } from '../events.js';
import type { CarryAction, FigureState, KillercruiseState, MoveAction, ShowdownAction } from '../schemas.js';
import { meetKiller } from './encounters.js';
import { illegal } from './errors.js';
import { figureCard, figureName, figureState, handOf, onShip, roomState } from './queries.js';
import { settle } from './settle.js';
import { clockwise, neighbours, roomIndex } from './ship.js';
import { playCards } from './turn.js';
import { update, withFigure, withRoom, type Patch } from './update.js';

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
const DESTINATIONS: readonly (readonly (readonly RoomLetter[])[])[] = ROOM_LETTERS.map((from) =>
  ROOM_LETTERS.map((cardRoom) => Object.freeze(ROOM_LETTERS.filter((to) => canMoveTo(from, cardRoom, to)))),
);

/** Every room a figure in `from` may go to with a card of room `cardRoom`, in ring order. */
export function moveDestinations(from: RoomLetter, cardRoom: RoomLetter): readonly RoomLetter[] {
  return DESTINATIONS[roomIndex(from)]?.[roomIndex(cardRoom)] ?? [];
}

/** The card and figure of a move or showdown, once the card is known to be playable to move. */
export interface Mover {
  /** The figure card. */
  readonly card: FigureCard;
  /** The figure it pictures, standing on the ship. */
  readonly figure: FigureState;
  /** Where the figure stands. */
  readonly from: RoomLetter;
}

/** Checks that `player` may play `cardId` to move its figure to `to`; the mover, or why not. */
export function checkMover(state: KillercruiseState, player: PlayerId, cardId: number, to: RoomLetter): Mover | GameError {
  if (!handOf(state, player).includes(cardId)) {
    return illegal(`How Do You Move Playing Figures?: you can move a figure "only if you have the corresponding figure card in your hand"; card ${cardId} is not in your hand`);
  }
  const card = figureCard(state, cardId);
  const figure = card === undefined ? undefined : figureState(state, card.figure);
  if (card === undefined || figure === undefined || !onShip(figure) || figure.room === null) {
    const name = card === undefined ? `card ${cardId}` : figureName(state, card.figure);
    return illegal(`3. Leave A Key At The Collection Point: ${name} is ${figure?.status === 'eliminated' ? 'no longer' : 'not yet'} in play, so its figure cards can only be used as keys`);
  }
  const from = figure.room;
  if (!canMoveTo(from, card.room, to)) {
    const [left, right] = neighbours(from);
    return illegal(
      `1. Move A Playing Figure: ${figureName(state, card.figure)} in room ${from} may move to room ${left} or ${right}, jump to room ${card.room} (the card's colour), or from ${card.room} to any room; not to room ${to}`,
    );
  }
  return { card, figure, from };
}

/** Whether `value` is a mover rather than a refusal. */
export function isMover(value: Mover | GameError): value is Mover {
  return 'figure' in value;
}

/** A move: the card in hand, its figure on the ship, the destination one of the three ways. */
export function checkMove(state: KillercruiseState, action: MoveAction | ShowdownAction): GameError | null {
  const mover = checkMover(state, action.player, action.card, action.to);
  return isMover(mover) ? null : mover;
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
 * Resolves a move (with the fields of `played` written too): the figure and the passenger it
 * carries arrive, the figure meets the killer if it is there ("You should not move any playing
 * figures into a room where the killer is", ruling 8), and saves are checked.
 */
export function resolveMove(
  state: KillercruiseState,
  move: MoveInProgress,
  passenger: number | null,
  played: Patch,
  events: KillercruiseEvent[],
): KillercruiseState {
  const { figure, from, to } = move;
  events.push({ type: 'figure-moved', player: move.player, card: move.card, figure, name: figureName(state, figure), from, to, passenger });
  const arrived = withFigure(state.figures, figure, (entry) => ({ ...entry, room: to }));
  const figures = state.killer === to ? meetKiller(arrived, state.config.content.figures, to, events, figure) : arrived;
  const rooms =
    passenger === null
      ? state.rooms
      : withRoom(
          withRoom(state.rooms, from, (room) => ({ ...room, passengers: room.passengers.filter((entry) => entry !== passenger) })),
          to,
          (room) => ({ ...room, passengers: [...room.passengers, passenger] }),
        );
  return settle(update(state, { ...played, figures, rooms }), events);
}

/** Plays the card; the figure moves at once, or after the carry decision if its room holds passengers. */
export function applyMove(state: KillercruiseState, action: MoveAction, events: KillercruiseEvent[]): KillercruiseState {
  const mover = checkMover(state, action.player, action.card, action.to);
  if (!isMover(mover)) return state;
  const played = playCards(state, action.player, [action.card], 'discard');
  const move = { player: action.player, card: action.card, figure: mover.figure.figure, from: mover.from, to: action.to };
  if ((roomState(state, mover.from)?.passengers.length ?? 0) === 0) return resolveMove(state, move, null, played, events);
  events.push({ type: 'move-announced', ...move });
  const turn = played.turn ?? state.turn;
  return update(state, { ...played, turn: { ...turn, pending: { kind: 'carry', card: move.card, figure: move.figure, from: move.from, to: move.to } } });
}

/** "They can take one passenger card with them when they move": one from the room left, or none. */
export function checkCarry(state: KillercruiseState, action: CarryAction): GameError | null {
  const pending = state.turn.pending;
  if (pending === null || pending.kind !== 'carry') {
    return illegal('Take Passenger Cards With You: a passenger is taken along only while a figure moves out of a room with passenger cards');
  }
  if (action.passenger !== null && !(roomState(state, pending.from)?.passengers.includes(action.passenger) ?? false)) {
    return illegal(`Take Passenger Cards With You: passenger card ${action.passenger} is not in room ${pending.from}, which the figure leaves`);
  }
  return null;
}

/** Completes the pending move with the passenger (or none) taken along. */
export function applyCarry(state: KillercruiseState, action: CarryAction, events: KillercruiseEvent[]): KillercruiseState {
  const pending = state.turn.pending;
  if (pending === null || pending.kind !== 'carry') return state;
  const move = { player: action.player, card: pending.card, figure: pending.figure, from: pending.from, to: pending.to };
  return resolveMove(state, move, action.passenger, { turn: { ...state.turn, pending: null } }, events);
}
