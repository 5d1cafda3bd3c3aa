/**
 * 2. Unlock Rooms: with a figure in the room, no killer and no passenger cards there, two keys of
 * the room's combination — from hand and/or the collection point — unlock it; both cards go on the
 * discard pile and the room's figures drop to the deck below. The upper deck comes first, then the
 * middle deck (after four upper-deck rooms, ruling 6).
 */
import { castDraft, type Draft } from 'immer';
import type { Rng } from '../../../core/rng.js';
import type { GameError, PlayerId } from '../../../core/types.js';
import type { RoomLetter } from '../content.js';
import type { KillercruiseEvent } from '../events.js';
import type { Deck, KillercruiseState, SecondKeyAction, UnlockAction } from '../schemas.js';
import { illegal } from './errors.js';
import { revealClue } from './lower-deck.js';
import { copyMaze, followMazes } from './middle-deck.js';
import { figureCard, figuresInRoom, hasKeyOfColour, isKeyOfColour, keyAvailable, keyCombination, roomState, tableRules, UPPER_ROOMS_FOR_MAZE } from './queries.js';
import { settle } from './settle.js';
import { ROOM_COUNT, roomIndex } from '../ship.js';
import { playCards } from './turn.js';

/**
 * Whether `room` can be unlocked now, keys aside: a deck below it, the middle deck only after four
 * upper-deck rooms, "at least 1 playing figure in the room", no killer and no passenger cards.
 */
export function canUnlockRoom(state: KillercruiseState, room: RoomLetter): boolean {
  const here = roomState(state, room);
  const deck = here?.deck ?? 'lower';
  if (deck === 'lower' || (deck === 'middle' && state.unlocked.upper.length < UPPER_ROOMS_FOR_MAZE)) return false;
  return figuresInRoom(state.figures, room) > 0 && state.killer !== room && (here?.passengers.length ?? 0) === 0;
}

/**
 * The rooms {@link canUnlockRoom} allows, as a bit set over the ring positions (bit `i` is
 * `ROOM_LETTERS[i]`), given `occupied`: the rooms with a figure in them (`occupiedRoomBits`).
 */
export function unlockableRooms(state: KillercruiseState, occupied: number): number {
  if (occupied === 0) return 0;
  const killer = roomIndex(state.killer);
  const middleOpen = state.unlocked.upper.length >= UPPER_ROOMS_FOR_MAZE;
  let rooms = 0;
  for (let index = 0; index < ROOM_COUNT; index++) {
    if ((occupied & (1 << index)) === 0 || index === killer) continue;
    const here = state.rooms[index];
    if (here === undefined || here.passengers.length > 0) continue;
    if (here.deck === 'upper' || (here.deck === 'middle' && middleOpen)) rooms |= 1 << index;
  }
  return rooms;
}

/** Why `room` cannot be unlocked now (keys aside), or `null` (then {@link canUnlockRoom} holds). */
export function roomLockedReason(state: KillercruiseState, room: RoomLetter): GameError | null {
  const deck = roomState(state, room)?.deck ?? 'lower';
  if (deck === 'lower') return illegal('killercruise/no-deck-below', `2. Unlock Rooms: room ${room} is unlocked down to the lower deck; there is no deck below it`);
  if (deck === 'middle' && state.unlocked.upper.length < UPPER_ROOMS_FOR_MAZE) {
    return illegal(
      'killercruise/four-upper-rooms-first',
      `1. What Happens On The Middle Deck?: "You must unlock a total of 4 rooms on the upper deck. Only then can you … unlock rooms to the lower deck" (${state.unlocked.upper.length} unlocked so far)`,
    );
  }
  if (figuresInRoom(state.figures, room) === 0) {
    return illegal('killercruise/no-figure-in-room', `2. Unlock Rooms: "There must be at least 1 playing figure in the room"; room ${room} has none`);
  }
  if (state.killer === room) return illegal('killercruise/killer-in-room', `2. Unlock Rooms: "The killer must not be in the room", and the killer is in room ${room}`);
  if ((roomState(state, room)?.passengers.length ?? 0) > 0) {
    return illegal('killercruise/passengers-in-room', `2. Unlock Rooms: "There cannot be any passenger cards in the room either"; room ${room} has some`);
  }
  return null;
}

/**
 * The key colour `room`'s next unlock needs first (`which` 0) or second (1): the combination of the
 * deck its figures stand on (one per room letter, or per deck under a table rule; ruling 5).
 */
export function keyNeeded(state: KillercruiseState, room: RoomLetter, which: 0 | 1): string {
  return keyCombination(state.config, room, roomState(state, room)?.deck ?? 'upper')?.[which] ?? '';
}

function checkKey(state: KillercruiseState, player: PlayerId, room: RoomLetter, key: number, which: 0 | 1): GameError | null {
  if (!keyAvailable(state, player, key)) {
    return illegal('killercruise/key-not-available', `2. Unlock Rooms: key card ${key} is neither in your hand nor at the collection point`);
  }
  const { config } = state;
  if (!isKeyOfColour(config.content, key, keyNeeded(state, room, which))) {
    const deck = roomState(state, room)?.deck ?? 'upper';
    const keys = keyCombination(config, room, deck) ?? ['', ''];
    const colour = figureCard(config.content, key)?.key ?? '';
    const order = which === 0 ? 'begin with' : 'finish with';
    const opened = tableRules(config).oneKeyCombinationPerRoom ? `room ${room}` : `room ${room}'s ${deck} deck`;
    return illegal('killercruise/wrong-key-colour', `2. Unlock Rooms: ${opened} opens with ${keys[0]} + ${keys[1]}; ${order} a ${keys[which]} key, not card ${key} (${colour})`);
  }
  return null;
}

/** Starting an unlock: the room can be unlocked, the first key is of the combination's first colour, and a second key exists. */
export function checkUnlock(state: KillercruiseState, action: UnlockAction): GameError | null {
  if (!canUnlockRoom(state, action.room)) return roomLockedReason(state, action.room);
  const wrongKey = checkKey(state, action.player, action.room, action.key, 0);
  if (wrongKey !== null) return wrongKey;
  const second = keyNeeded(state, action.room, 1);
  if (!hasKeyOfColour(state, action.player, second)) {
    return illegal('killercruise/no-second-key', `2. Unlock Rooms: "You must have 2 keys matching the key combination"; there is no ${second} key in your hand or at the collection point`);
  }
  return null;
}

/** Holds the first key until the second is chosen. */
export function applyUnlock(draft: Draft<KillercruiseState>, action: UnlockAction, _rng: Rng, events: KillercruiseEvent[]): void {
  events.push({ type: 'unlock-started', player: action.player, room: action.room, key: action.key });
  draft.turn.pending = { kind: 'unlock', room: action.room, key: action.key };
}

/** The second key: of the combination's second colour, in hand or at the collection point. */
export function checkSecondKey(state: KillercruiseState, action: SecondKeyAction): GameError | null {
  const pending = state.turn.pending;
  if (pending === null || pending.kind !== 'unlock') return illegal('killercruise/no-unlock-started', '2. Unlock Rooms: the second key follows the first; no unlock has been started');
  return checkKey(state, action.player, pending.room, action.key, 1);
}

const DECK_BELOW: Readonly<Record<Deck, Deck>> = { upper: 'middle', middle: 'lower', lower: 'lower' };

/**
 * "Put the 2 corresponding figure cards on the discard pile. You have now unlocked the room. …
 * place the playing figure(s) in the room on the middle or lower deck that has just been unlocked."
 * Then the mazes (after the fourth upper-deck room) or the clue (a middle-deck room).
 */
export function applySecondKey(draft: Draft<KillercruiseState>, action: SecondKeyAction, _rng: Rng, events: KillercruiseEvent[]): void {
  const pending = draft.turn.pending;
  const unlocking = pending === null || pending.kind !== 'unlock' ? undefined : draft.rooms[roomIndex(pending.room)];
  if (pending === null || pending.kind !== 'unlock' || unlocking === undefined) return;
  const { room } = pending;
  const keys = [pending.key, action.key];
  const deck = DECK_BELOW[unlocking.deck];
  events.push({ type: 'room-unlocked', player: action.player, room, deck, keys });
  playCards(draft, action.player, keys, 'discard');
  draft.turn.pending = null;
  unlocking.deck = deck;
  if (deck === 'lower') {
    // 2. What Happens On The Lower Deck?: the clue below is read out.
    draft.unlocked.middle.push(room);
    revealClue(draft, room, events);
    settle(draft, events);
    return;
  }
  const upper = draft.unlocked.upper;
  upper.push(room);
  // 1. What Happens On The Middle Deck?: after the fourth upper-deck room the backs are followed.
  if (draft.missingPerson.maze === null && upper.length >= UPPER_ROOMS_FOR_MAZE) {
    const maze = followMazes(draft.config.content, upper.slice(0, UPPER_ROOMS_FOR_MAZE));
    events.push({ type: 'maze-followed', maze });
    draft.missingPerson.maze = castDraft(copyMaze(maze));
  }
  settle(draft, events);
}
