/**
 * 2. What Happens On The Lower Deck?: unlocking a middle-deck room reveals the clue below it to
 * everyone, and it stays face up. The showdown: "move any playing figure into the room where you
 * suspect the psychopath is hiding. The room must be unlocked down to the lower deck, of course,
 * and the killer may not be there."
 */
import type { Draft } from 'immer';
import type { Rng } from '../../../core/rng.js';
import type { GameError } from '../../../core/types.js';
import type { RoomLetter } from '../content.js';
import type { KillercruiseEvent } from '../events.js';
import type { KillercruiseState, ShowdownAction } from '../schemas.js';
import { clueText } from '../clues.js';
import { illegal } from './errors.js';
import { endGame } from './game-over.js';
import { checkMover } from './move.js';
import { figureCard, figureIn, roomState } from './queries.js';
import { ROOM_COUNT, roomIndex } from '../ship.js';
import { playCards } from './turn.js';

/**
 * "Take the clue, turn it over, and read it out loud. Then put it back in the room, face up.": the
 * clue of `room` is revealed, unless it already is.
 */
export function revealClue(draft: Draft<KillercruiseState>, room: RoomLetter, events: KillercruiseEvent[]): void {
  const lower = draft.rooms[roomIndex(room)];
  if (lower === undefined || lower.clueRevealed) return;
  const predicate = draft.config.content.clues[lower.clue - 1]?.predicate ?? { kind: 'not-here' };
  events.push({ type: 'clue-revealed', room, clue: lower.clue, predicate, text: clueText(predicate, room) });
  lower.clueRevealed = true;
}

/** Whether room `to` may be declared in a showdown: "unlocked down to the lower deck, of course, and the killer may not be there". */
export function canShowdownInto(state: KillercruiseState, to: RoomLetter): boolean {
  return roomState(state, to)?.deck === 'lower' && state.killer !== to;
}

/** The rooms {@link canShowdownInto} allows, as a bit set over the ring positions (bit `i` is `ROOM_LETTERS[i]`). */
export function showdownRooms(state: KillercruiseState): number {
  const killer = roomIndex(state.killer);
  let rooms = 0;
  for (let index = 0; index < ROOM_COUNT; index++) if (index !== killer && state.rooms[index]?.deck === 'lower') rooms |= 1 << index;
  return rooms;
}

/** A showdown: a legal move of the figure, into a room open to the lower deck, without the killer. */
export function checkShowdown(state: KillercruiseState, action: ShowdownAction): GameError | null {
  const refused = checkMover(state, action.player, action.card, action.to);
  if (refused !== null) return refused;
  if (canShowdownInto(state, action.to)) return null;
  if (roomState(state, action.to)?.deck !== 'lower') {
    return illegal('killercruise/room-locked', `2. What Happens On The Lower Deck?: the showdown room "must be unlocked down to the lower deck"; room ${action.to} is not`);
  }
  return illegal('killercruise/killer-in-showdown-room', `2. What Happens On The Lower Deck?: for the showdown "the killer may not be there", and the killer is in room ${action.to}`);
}

/** "Does your suspicion match the solution on the puzzle card? Congratulations!" — or "You have lost the game." */
export function applyShowdown(draft: Draft<KillercruiseState>, action: ShowdownAction, _rng: Rng, events: KillercruiseEvent[]): void {
  const printed = figureCard(draft.config.content, action.card);
  if (printed === undefined) return;
  const { figure } = printed;
  const correct = draft.solution === action.to;
  events.push({ type: 'showdown', player: action.player, card: action.card, figure, room: action.to, correct });
  playCards(draft, action.player, [action.card], 'discard');
  const moving = figureIn(draft.figures, figure);
  if (moving !== undefined) moving.room = action.to;
  endGame(draft, correct ? 'psychopath-found' : 'wrong-showdown', events);
}
