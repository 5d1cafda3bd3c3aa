/**
 * 2. Unlock Rooms: with a figure in the room, no killer and no passenger cards there, two keys of
 * the room's combination — from hand and/or the collection point — unlock it; both cards go on the
 * discard pile and the room's figures drop to the deck below. The upper deck comes first, then the
 * middle deck (after four upper-deck rooms, ruling 6).
 */
import type { GameError, PlayerId } from '../../../core/types.js';
import { ROOM_LETTERS, type RoomLetter } from '../content.js';
import type { KillercruiseEvent } from '../events.js';
import type { Deck, KillercruiseState, SecondKeyAction, UnlockAction } from '../schemas.js';
import { illegal } from './errors.js';
import { revealClue } from './lower-deck.js';
import { followMazes } from './middle-deck.js';
import { figureCard, keyAvailable, keysOfColour, onShip, roomSpec, roomState, UPPER_ROOMS_FOR_MAZE } from './queries.js';
import { settle } from './settle.js';
import { roomIndex } from './ship.js';
import { playCards } from './turn.js';
import { update, withRoom } from './update.js';

/** Why `room` cannot be unlocked now (keys aside), or `null`. */
export function roomLockedReason(state: KillercruiseState, room: RoomLetter): GameError | null {
  const deck = roomState(state, room)?.deck ?? 'lower';
  if (deck === 'lower') return illegal(`2. Unlock Rooms: room ${room} is unlocked down to the lower deck; there is no deck below it`);
  if (deck === 'middle' && state.unlocked.upper.length < UPPER_ROOMS_FOR_MAZE) {
    return illegal(
      `1. What Happens On The Middle Deck?: "You must unlock a total of 4 rooms on the upper deck. Only then can you … unlock rooms to the lower deck" (${state.unlocked.upper.length} unlocked so far)`,
    );
  }
  if (!state.figures.some((figure) => onShip(figure) && figure.room === room)) {
    return illegal(`2. Unlock Rooms: "There must be at least 1 playing figure in the room"; room ${room} has none`);
  }
  if (state.killer === room) return illegal(`2. Unlock Rooms: "The killer must not be in the room", and the killer is in room ${room}`);
  if ((roomState(state, room)?.passengers.length ?? 0) > 0) {
    return illegal(`2. Unlock Rooms: "There cannot be any passenger cards in the room either"; room ${room} has some`);
  }
  return null;
}

/** The rooms a figure stands in, in ring order: the only rooms that can be unlocked. */
export function occupiedRooms(state: KillercruiseState): RoomLetter[] {
  const occupied: boolean[] = [];
  for (const figure of state.figures) if (figure.room !== null && onShip(figure)) occupied[roomIndex(figure.room)] = true;
  return ROOM_LETTERS.filter((_, index) => occupied[index] === true);
}

function checkKey(state: KillercruiseState, player: PlayerId, room: RoomLetter, key: number, which: 0 | 1): GameError | null {
  if (!keyAvailable(state, player, key)) {
    return illegal(`2. Unlock Rooms: key card ${key} is neither in your hand nor at the collection point`);
  }
  const keys = roomSpec(state, room)?.keys ?? ['', ''];
  const colour = figureCard(state, key)?.key ?? '';
  if (colour !== keys[which]) {
    const order = which === 0 ? 'begin with' : 'finish with';
    return illegal(`2. Unlock Rooms: room ${room} opens with ${keys[0]} + ${keys[1]}; ${order} a ${keys[which]} key, not card ${key} (${colour})`);
  }
  return null;
}

/** Starting an unlock: the room can be unlocked, the first key is of the combination's first colour, and a second key exists. */
export function checkUnlock(state: KillercruiseState, action: UnlockAction): GameError | null {
  const locked = roomLockedReason(state, action.room);
  if (locked !== null) return locked;
  const wrongKey = checkKey(state, action.player, action.room, action.key, 0);
  if (wrongKey !== null) return wrongKey;
  const second = roomSpec(state, action.room)?.keys[1] ?? '';
  if (keysOfColour(state, action.player, second).length === 0) {
    return illegal(`2. Unlock Rooms: "You must have 2 keys matching the key combination"; there is no ${second} key in your hand or at the collection point`);
  }
  return null;
}

/** Holds the first key until the second is chosen. */
export function applyUnlock(state: KillercruiseState, action: UnlockAction, events: KillercruiseEvent[]): KillercruiseState {
  events.push({ type: 'unlock-started', player: action.player, room: action.room, key: action.key });
  return update(state, { turn: { ...state.turn, pending: { kind: 'unlock', room: action.room, key: action.key } } });
}

/** The second key: of the combination's second colour, in hand or at the collection point. */
export function checkSecondKey(state: KillercruiseState, action: SecondKeyAction): GameError | null {
  const pending = state.turn.pending;
  if (pending === null || pending.kind !== 'unlock') return illegal('2. Unlock Rooms: the second key follows the first; no unlock has been started');
  return checkKey(state, action.player, pending.room, action.key, 1);
}

const DECK_BELOW: Readonly<Record<Deck, Deck>> = { upper: 'middle', middle: 'lower', lower: 'lower' };

/**
 * "Put the 2 corresponding figure cards on the discard pile. You have now unlocked the room. …
 * place the playing figure(s) in the room on the middle or lower deck that has just been unlocked."
 * Then the mazes (after the fourth upper-deck room) or the clue (a middle-deck room).
 */
export function applySecondKey(state: KillercruiseState, action: SecondKeyAction, events: KillercruiseEvent[]): KillercruiseState {
  const pending = state.turn.pending;
  if (pending === null || pending.kind !== 'unlock') return state;
  const { room } = pending;
  const keys = [pending.key, action.key];
  const deck = DECK_BELOW[roomState(state, room)?.deck ?? 'upper'];
  events.push({ type: 'room-unlocked', player: action.player, room, deck, keys });
  const played = playCards(state, action.player, keys, 'discard');
  const turn = { ...(played.turn ?? state.turn), pending: null };
  const rooms = withRoom(state.rooms, room, (entry) => ({ ...entry, deck }));
  if (deck === 'lower') {
    // 2. What Happens On The Lower Deck?: the clue below is read out.
    const unlocked = { ...state.unlocked, middle: [...state.unlocked.middle, room] };
    return settle(update(state, { ...played, turn, unlocked, ...revealClue(state, rooms, room, events) }), events);
  }
  const upper = [...state.unlocked.upper, room];
  const unlocked = { ...state.unlocked, upper };
  // 1. What Happens On The Middle Deck?: after the fourth upper-deck room the backs are followed.
  let { missingPerson } = state;
  if (missingPerson.maze === null && upper.length >= UPPER_ROOMS_FOR_MAZE) {
    const maze = followMazes(state.config.content, upper.slice(0, UPPER_ROOMS_FOR_MAZE));
    events.push({ type: 'maze-followed', maze });
    missingPerson = { ...missingPerson, maze };
  }
  return settle(update(state, { ...played, turn, unlocked, rooms, missingPerson }), events);
}
