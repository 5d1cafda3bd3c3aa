/**
 * 2. What Happens On The Lower Deck?: unlocking a middle-deck room reveals the clue below it to
 * everyone, and it stays face up. The showdown: "move any playing figure into the room where you
 * suspect the psychopath is hiding. The room must be unlocked down to the lower deck, of course,
 * and the killer may not be there."
 */
import type { GameError } from '../../../core/types.js';
import type { RoomLetter } from '../content.js';
import type { KillercruiseEvent } from '../events.js';
import type { KillercruiseState, ShowdownAction } from '../schemas.js';
import { clueText } from './clues.js';
import { illegal } from './errors.js';
import { endGame } from './game-over.js';
import { checkMover, isMover } from './move.js';
import { roomState } from './queries.js';
import { playCards } from './turn.js';
import { update, withFigure, withRoom, type Patch } from './update.js';

/**
 * "Take the clue, turn it over, and read it out loud. Then put it back in the room, face up.":
 * the rooms with the clue of `room` revealed.
 */
export function revealClue(state: KillercruiseState, rooms: KillercruiseState['rooms'], room: RoomLetter, events: KillercruiseEvent[]): Patch {
  const lower = roomState(state, room);
  if (lower === undefined || lower.clueRevealed) return { rooms };
  const predicate = state.config.content.clues[lower.clue - 1]?.predicate ?? { kind: 'not-here' };
  events.push({ type: 'clue-revealed', room, clue: lower.clue, predicate, text: clueText(predicate, room) });
  return { rooms: withRoom(rooms, room, (entry) => ({ ...entry, clueRevealed: true })) };
}

/** A showdown: a legal move of the figure, into a room open to the lower deck, without the killer. */
export function checkShowdown(state: KillercruiseState, action: ShowdownAction): GameError | null {
  const mover = checkMover(state, action.player, action.card, action.to);
  if (!isMover(mover)) return mover;
  if (roomState(state, action.to)?.deck !== 'lower') {
    return illegal(`2. What Happens On The Lower Deck?: the showdown room "must be unlocked down to the lower deck"; room ${action.to} is not`);
  }
  if (state.killer === action.to) {
    return illegal(`2. What Happens On The Lower Deck?: for the showdown "the killer may not be there", and the killer is in room ${action.to}`);
  }
  return null;
}

/** "Does your suspicion match the solution on the puzzle card? Congratulations!" — or "You have lost the game." */
export function applyShowdown(state: KillercruiseState, action: ShowdownAction, events: KillercruiseEvent[]): KillercruiseState {
  const mover = checkMover(state, action.player, action.card, action.to);
  if (!isMover(mover)) return state;
  const correct = state.solution === action.to;
  events.push({ type: 'showdown', player: action.player, card: action.card, figure: mover.figure.figure, room: action.to, correct });
  const moved = update(state, {
    ...playCards(state, action.player, [action.card], 'discard'),
    figures: withFigure(state.figures, mover.figure.figure, (figure) => ({ ...figure, room: action.to })),
  });
  return endGame(moved, correct ? 'psychopath-found' : 'wrong-showdown', events);
}
