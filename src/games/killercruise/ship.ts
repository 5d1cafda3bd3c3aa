/**
 * How To Set Up The Game and 1. Move A Playing Figure: the ship's twelve rooms on a clockwise ring
 * A → B → … → I → K → L → M → A (there is no room J), each the same letter on all three decks.
 *
 * The ring is part of the printed ship, not of a game's state, so it sits at the bottom beside the
 * content: the content schema's clue checks, the rules and the bots all walk it.
 */
import { ROOM_LETTERS, type RoomLetter } from './content.js';

/** The number of rooms on the ring. */
export const ROOM_COUNT = 12;

/** The ring position of `room` (A = 0, M = 11): its place in the alphabet, less one after J (there is no room J). */
export function roomIndex(room: RoomLetter): number {
  const letter = room.charCodeAt(0) - 65;
  return letter < 9 ? letter : letter - 1;
}

/** The room at ring position `index` (taken modulo 12). */
export function roomAt(index: number): RoomLetter {
  return ROOM_LETTERS[((index % ROOM_COUNT) + ROOM_COUNT) % ROOM_COUNT] ?? 'A';
}

/** The room `steps` rooms clockwise of `room`. */
export function clockwise(room: RoomLetter, steps: number): RoomLetter {
  return roomAt(roomIndex(room) + steps);
}

/** "The room to the left or right of your current position": the two neighbours on the ring. */
export function neighbours(room: RoomLetter): [RoomLetter, RoomLetter] {
  return [clockwise(room, -1), clockwise(room, 1)];
}

/** Clockwise steps from `from` to `to` (0–11). */
export function clockwiseSteps(from: RoomLetter, to: RoomLetter): number {
  return (roomIndex(to) - roomIndex(from) + ROOM_COUNT) % ROOM_COUNT;
}

/** Rooms between `a` and `b` along the ring, the shorter way (0–6). */
export function ringDistance(a: RoomLetter, b: RoomLetter): number {
  const steps = clockwiseSteps(a, b);
  return Math.min(steps, ROOM_COUNT - steps);
}
