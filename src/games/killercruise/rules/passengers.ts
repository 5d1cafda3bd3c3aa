/**
 * Save Passengers From The Killer—But How?: a passenger is saved, and returned to the box lid, the
 * moment its condition holds — the pictured figure in its room, its target room reached, or any two
 * figures in its room — whether by a carry, by figures arriving, or when it is placed.
 */
import type { RoomLetter } from '../content.js';
import type { KillercruiseEvent } from '../events.js';
import type { FigureState, KillercruiseState, RoomState } from '../schemas.js';
import { onShip, passengerCard } from './queries.js';
import { update } from './update.js';

/** Whether passenger card `passenger`, lying in `room` with `figures` there, is saved. */
export function conditionHolds(state: KillercruiseState, passenger: number, room: RoomLetter, figures: readonly FigureState[]): boolean {
  const condition = passengerCard(state, passenger)?.condition;
  if (condition === undefined) return false;
  switch (condition.kind) {
    case 'figure':
      return figures.some((figure) => figure.figure === condition.figure);
    case 'room':
      return condition.room === room;
    case 'teamwork':
      return figures.length >= 2;
  }
}

/** Returns every passenger whose condition holds to the box lid. */
export function savePassengers(state: KillercruiseState, events: KillercruiseEvent[]): KillercruiseState {
  let saved: number[] | null = null;
  let rooms: RoomState[] | null = null;
  state.rooms.forEach((room, index) => {
    if (room.passengers.length === 0) return;
    const here = state.figures.filter((figure) => figure.room === room.letter && onShip(figure));
    if (!room.passengers.some((passenger) => conditionHolds(state, passenger, room.letter, here))) return;
    const left: number[] = [];
    for (const passenger of room.passengers) {
      if (!conditionHolds(state, passenger, room.letter, here)) {
        left.push(passenger);
        continue;
      }
      (saved ??= []).push(passenger);
      const condition = passengerCard(state, passenger)?.condition ?? { kind: 'teamwork' };
      events.push({ type: 'passenger-saved', passenger, room: room.letter, condition });
    }
    (rooms ??= state.rooms.slice())[index] = { ...room, passengers: left };
  });
  if (saved === null || rooms === null) return state;
  return update(state, { rooms, box: [...state.box, ...saved] });
}
