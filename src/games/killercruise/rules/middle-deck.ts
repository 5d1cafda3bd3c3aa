/**
 * 1. What Happens On The Middle Deck?: once four upper-deck rooms are unlocked their backs are
 * turned over and the lines followed in unlock order; the missing person is placed in the room of
 * the final letter as soon as that room is unlocked on the upper deck, has a figure in it and no
 * killer.
 */
import type { Draft } from 'immer';
import type { KillercruiseContent, RoomLetter } from '../content.js';
import type { KillercruiseEvent } from '../events.js';
import type { KillercruiseState, MazeRun } from '../schemas.js';
import { figureIn, figureName, figuresInRoom } from './queries.js';
import { roomIndex } from '../ship.js';

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

/** A copy of `maze`, for the state and an event not to share one object. */
export function copyMaze(maze: MazeRun): MazeRun {
  return { rooms: maze.rooms.slice(), path: maze.path.slice(), room: maze.room };
}

/** Places the missing person once the final letter's room allows it; whether it was placed. */
export function freeMissingPerson(draft: Draft<KillercruiseState>, events: KillercruiseEvent[]): boolean {
  const { missingPerson } = draft;
  if (missingPerson.found || missingPerson.maze === null) return false;
  const room = missingPerson.maze.room;
  // "This room must be unlocked on the upper deck. At least one playing figure must be in this
  // room. The killer may not be in this room."
  if (draft.rooms[roomIndex(room)]?.deck === 'upper' || draft.killer === room || figuresInRoom(draft.figures, room) === 0) return false;
  const { figure } = missingPerson;
  events.push({ type: 'missing-person-found', figure, name: figureName(draft.config.content, figure), room });
  missingPerson.found = true;
  const found = figureIn(draft.figures, figure);
  if (found !== undefined) {
    found.status = 'white';
    found.room = room;
  }
  return true;
}
