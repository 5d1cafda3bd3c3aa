/**
 * Legal actions, generated directly from the state: where each figure stands, which cards are in
 * hand and at the collection point, which rooms can be unlocked — emitted when the same predicates
 * the checks decide with hold, so the list is exactly what `reduce` accepts, in a fixed order:
 * moves and showdowns (card by card in hand order, rooms in ring order), unlocks (rooms in ring
 * order, keys from hand then the collection point), cards to leave, ending the turn, the timer.
 *
 * Its loops count through the lists rather than iterate them with `for … of`: on the engine's hot
 * path, V8 runs the index loop over these short arrays about twice as fast.
 */
import type { PlayerId } from '../../core/types.js';
import { ROOM_LETTERS, type KillercruiseContent, type RoomLetter } from './content.js';
import type { KillercruiseAction, KillercruiseState } from './schemas.js';
import { showdownRooms } from './rules/lower-deck.js';
import { mayEnter, moveDestinations } from './rules/move.js';
import { figureCard, figureIn, handOf, hasKeyOfColour, isKeyOfColour, keyCombination, occupiedRoomBits, onShip, roomState } from './rules/queries.js';
import { roomIndex } from './ship.js';
import { timerRuns } from './rules/time-pressure.js';
import { mayEndTurn } from './rules/turn.js';
import { keyNeeded, unlockableRooms } from './rules/unlock.js';
import { isActive } from './reduce.js';

/** Every action `player` may take now: exactly what `reduce` accepts. */
export function legalActions(state: KillercruiseState, player: PlayerId): KillercruiseAction[] {
  if (!isActive(state, player)) return [];
  const out: KillercruiseAction[] = [];
  const { content } = state.config;
  const pending = state.turn.pending;
  if (pending !== null && pending.kind === 'carry') {
    // "They can take one passenger card with them": none, or one of the room left.
    out.push({ type: 'carry', player, passenger: null });
    for (const passenger of roomState(state, pending.from)?.passengers ?? []) out.push({ type: 'carry', player, passenger });
    return out;
  }
  if (pending !== null && pending.kind === 'unlock') {
    const colour = keyNeeded(state, pending.room, 1);
    for (const key of handOf(state, player)) if (isKeyOfColour(content, key, colour)) out.push({ type: 'second-key', player, key });
    for (const key of state.collection) if (isKeyOfColour(content, key, colour)) out.push({ type: 'second-key', player, key });
    return out;
  }
  const hand = handOf(state, player);
  const { figures, killer } = state;
  // The rooms a showdown may declare and the rooms that can be unlocked (keys aside), worked out
  // once, as bit sets, rather than for every card, destination and room.
  const showdown = showdownRooms(state);
  const intoKiller = mayEnter(state, killer);
  for (let at = 0; at < hand.length; at++) {
    const card = hand[at] ?? 0;
    // `standingRoom`, with the card looked up once rather than twice.
    const printed = figureCard(content, card);
    const figure = printed === undefined ? undefined : figureIn(figures, printed.figure);
    if (printed === undefined || figure === undefined || figure.room === null || !onShip(figure)) continue;
    const destinations = moveDestinations(figure.room, printed.room);
    for (let next = 0; next < destinations.length; next++) {
      const to = destinations[next];
      if (to === undefined) continue;
      if (intoKiller || to !== killer) out.push({ type: 'move', player, card, to });
      if (showdown !== 0 && (showdown & (1 << roomIndex(to))) !== 0) out.push({ type: 'showdown', player, card, to });
    }
  }
  const unlockable = unlockableRooms(state, occupiedRoomBits(figures));
  for (let index = 0; unlockable >> index !== 0; index++) {
    const room = ROOM_LETTERS[index];
    if (room === undefined || (unlockable & (1 << index)) === 0) continue;
    // `keyNeeded` for both keys, with the combination looked up once.
    const keys = keyCombination(state.config, room, state.rooms[index]?.deck ?? 'upper');
    if (!hasKeyOfColour(state, player, keys?.[1] ?? '')) continue;
    const first = keys?.[0] ?? '';
    keysOfColour(out, content, player, room, hand, first);
    keysOfColour(out, content, player, room, state.collection, first);
  }
  // "You can leave any number of figure cards face up at the collection point": any card in hand.
  for (let at = 0; at < hand.length; at++) out.push({ type: 'leave-key', player, card: hand[at] ?? 0 });
  if (mayEndTurn(state)) out.push({ type: 'end-turn', player });
  if (timerRuns(state)) out.push({ type: 'timer-expired', player });
  return out;
}

/** An unlock of `room` for each key of colour `colour` among `keys`, onto `out`, in their order. */
function keysOfColour(out: KillercruiseAction[], content: KillercruiseContent, player: PlayerId, room: RoomLetter, keys: readonly number[], colour: string): void {
  for (let at = 0; at < keys.length; at++) {
    const key = keys[at] ?? 0;
    if (isKeyOfColour(content, key, colour)) out.push({ type: 'unlock', player, room, key });
  }
}
