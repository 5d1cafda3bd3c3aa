/**
 * Save Passengers From The Killer—But How?: a passenger is saved, and returned to the box lid, the
 * moment its condition holds — the pictured figure in its room, its target room reached, or any two
 * figures in its room — whether by a carry, by figures arriving, or when it is placed.
 */
import type { Draft } from 'immer';
import type { PassengerCard, PassengerCondition, RoomLetter } from '../content.js';
import type { KillercruiseEvent } from '../events.js';
import type { FigureState, KillercruiseState, RoomState } from '../schemas.js';
import { figureIn, figureInRoom, figuresInRoom, onShip } from './queries.js';
import { roomIndex } from '../ship.js';

/** Whether a passenger of `condition`, lying in `room` with `figures` on the ship, is saved. */
export function conditionHolds(condition: PassengerCondition, room: RoomLetter, figures: readonly FigureState[]): boolean {
  switch (condition.kind) {
    case 'figure':
      return figureInRoom(figures, condition.figure, room);
    case 'room':
      return condition.room === room;
    case 'teamwork':
      return figuresInRoom(figures, room) >= 2;
  }
}

/**
 * Whether a passenger of `condition` lying in `room` (ring position `index`) is saved, the figures'
 * rooms given as bit sets: `crowded` has a bit for each room with two figures or more.
 */
function savedIn(condition: PassengerCondition, room: RoomLetter, index: number, crowded: number, figures: readonly FigureState[]): boolean {
  switch (condition.kind) {
    case 'figure': {
      const figure = figureIn(figures, condition.figure);
      return figure !== undefined && figure.room === room && onShip(figure);
    }
    case 'room':
      return condition.room === room;
    case 'teamwork':
      return (crowded & (1 << index)) !== 0;
  }
}

/**
 * Whether a passenger in `room` (ring position `index`) is saved, by {@link savedIn}: in a room
 * without figures (not in `occupied`) only a target room can hold, so only that is asked there.
 */
function anySaved(cards: readonly PassengerCard[], room: RoomState, index: number, occupied: number, crowded: number, figures: readonly FigureState[]): boolean {
  const { passengers, letter } = room;
  const withFigures = (occupied & (1 << index)) !== 0;
  for (let at = 0; at < passengers.length; at++) {
    const condition = cards[(passengers[at] ?? 0) - 1]?.condition;
    if (condition === undefined) continue;
    if (condition.kind === 'room' ? condition.room === letter : withFigures && savedIn(condition, letter, index, crowded, figures)) return true;
  }
  return false;
}

/** Every room, as a bit set over the places in `rooms`. */
export const EVERY_ROOM = -1;

/**
 * Returns every passenger whose condition holds to the box lid, room by room in ring order, among
 * the rooms `rooms` (a bit set over the places in the state's `rooms`; default every room).
 */
export function savePassengers(draft: Draft<KillercruiseState>, events: KillercruiseEvent[], rooms: number = EVERY_ROOM): void {
  if (rooms === 0) return;
  const cards = draft.config.content.passengers;
  const figures = draft.figures;
  // Where the figures stand, worked out once: a settle runs after every change on the board.
  let occupied = 0;
  let crowded = 0;
  for (let at = 0; at < figures.length; at++) {
    const figure = figures[at];
    if (figure === undefined || figure.room === null || !onShip(figure)) continue;
    const bit = 1 << roomIndex(figure.room);
    crowded |= occupied & bit;
    occupied |= bit;
  }
  const ship = draft.rooms;
  for (let at = 0; at < ship.length; at++) {
    if ((rooms & (1 << at)) === 0) continue;
    const room = ship[at];
    if (room === undefined || room.passengers.length === 0) continue;
    const index = roomIndex(room.letter);
    if (!anySaved(cards, room, index, occupied, crowded, figures)) continue;
    const left: number[] = [];
    for (const passenger of room.passengers) {
      const condition = cards[passenger - 1]?.condition;
      if (condition === undefined || !savedIn(condition, room.letter, index, crowded, figures)) {
        left.push(passenger);
        continue;
      }
      events.push({ type: 'passenger-saved', passenger, room: room.letter, condition });
      draft.box.push(passenger);
    }
    room.passengers = left;
  }
}
