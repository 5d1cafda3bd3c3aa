/**
 * 1. What Happens On The Middle Deck?: once four upper-deck rooms are unlocked their backs are
 * turned over and the lines followed in unlock order; the missing person is placed in the room of
 * the final letter as soon as that room is unlocked on the upper deck, has a figure in it and no
 * killer.
 */
import type { KillercruiseContent, RoomLetter } from '../content.js';
import type { KillercruiseEvent } from '../events.js';
import type { KillercruiseState, MazeRun } from '../schemas.js';
import { figureName, figuresIn, roomState } from './queries.js';
import { roomIndex } from './ship.js';
import { update, withFigure } from './update.js';

/**
 * "Search for the letter matching the letter of the first unlocked room. Follow the line. … start
 * with this letter on the second unlocked room …": the path through the backs of `rooms`.
 */
export function followMazes(content: KillercruiseContent, rooms: readonly RoomLetter[]): MazeRun {
  const first = rooms[0] ?? 'A';
  const path: RoomLetter[] = [first];
  let letter = first;
  for (const room of rooms) {
    letter = content.mazes[roomIndex(room)]?.exits[roomIndex(letter)] ?? letter;
    path.push(letter);
  }
  return { rooms: rooms.slice(), path, room: letter };
}

/** Places the missing person once the final letter's room allows it. */
export function freeMissingPerson(state: KillercruiseState, events: KillercruiseEvent[]): KillercruiseState {
  const { missingPerson } = state;
  if (missingPerson.found || missingPerson.maze === null) return state;
  const room = missingPerson.maze.room;
  // "This room must be unlocked on the upper deck. At least one playing figure must be in this
  // room. The killer may not be in this room."
  if (roomState(state, room)?.deck === 'upper' || state.killer === room || figuresIn(state, room).length === 0) return state;
  events.push({ type: 'missing-person-found', figure: missingPerson.figure, name: figureName(state, missingPerson.figure), room });
  return update(state, {
    missingPerson: { ...missingPerson, found: true },
    figures: withFigure(state.figures, missingPerson.figure, (figure) => ({ ...figure, status: 'white', room })),
  });
}
