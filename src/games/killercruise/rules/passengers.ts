/**
 * Save Passengers From The Killer—But How?: a passenger is saved, and returned to the box lid, the
 * moment its condition holds — the pictured figure in its room, its target room reached, or any two
 * figures in its room — whether by a carry, by figures arriving, or when it is placed.
 */
import type { Draft } from 'immer';
import type { PassengerCard, PassengerCondition, RoomLetter } from '../content.js';
import type { KillercruiseEvent } from '../events.js';
import type { FigureState, KillercruiseState, RoomState } from '../schemas.js';
import { read, roomToChange, writable } from './draft.js';
import { contentOf, figureInRoom, figuresInRoom } from './queries.js';

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

function isSaved(cards: readonly PassengerCard[], passenger: number, room: RoomLetter, figures: readonly FigureState[]): boolean {
  const condition = cards[passenger - 1]?.condition;
  return condition !== undefined && conditionHolds(condition, room, figures);
}

function anySaved(cards: readonly PassengerCard[], room: RoomState, figures: readonly FigureState[]): boolean {
  for (const passenger of room.passengers) if (isSaved(cards, passenger, room.letter, figures)) return true;
  return false;
}

/** Returns every passenger whose condition holds to the box lid, room by room in ring order. */
export function savePassengers(draft: Draft<KillercruiseState>, events: KillercruiseEvent[]): void {
  const cards = contentOf(draft).passengers;
  const rooms = read(draft, 'rooms');
  const figures = read(draft, 'figures');
  for (let index = 0; index < rooms.length; index++) {
    const room = rooms[index];
    if (room === undefined || room.passengers.length === 0 || !anySaved(cards, room, figures)) continue;
    const left: number[] = [];
    for (const passenger of room.passengers) {
      if (!isSaved(cards, passenger, room.letter, figures)) {
        left.push(passenger);
        continue;
      }
      const condition = cards[passenger - 1]?.condition ?? { kind: 'teamwork' };
      events.push({ type: 'passenger-saved', passenger, room: room.letter, condition });
      writable(draft, 'box').push(passenger);
    }
    const target = roomToChange(draft, room.letter);
    if (target !== undefined) target.passengers = left;
  }
}
