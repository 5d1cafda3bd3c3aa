/** Legal actions: every candidate the active seat could send, kept when the reducer's own checks pass. */
import type { PlayerId } from '../../core/types.js';
import type { KillercruiseAction, KillercruiseState } from './schemas.js';
import { moveDestinations } from './rules/move.js';
import { figureCard, figureState, handOf, keysOfColour, onShip, roomSpec, roomState } from './rules/queries.js';
import { occupiedRooms, roomLockedReason } from './rules/unlock.js';
import { activePlayers, checkAction } from './reduce.js';

function candidates(state: KillercruiseState, player: PlayerId): KillercruiseAction[] {
  const pending = state.turn.pending;
  if (pending !== null && pending.kind === 'carry') {
    const passengers = roomState(state, pending.from)?.passengers ?? [];
    return [{ type: 'carry', player, passenger: null }, ...passengers.map((passenger): KillercruiseAction => ({ type: 'carry', player, passenger }))];
  }
  if (pending !== null && pending.kind === 'unlock') {
    const colour = roomSpec(state, pending.room)?.keys[1] ?? '';
    return keysOfColour(state, player, colour).map((key) => ({ type: 'second-key', player, key }));
  }
  const out: KillercruiseAction[] = [];
  const hand = handOf(state, player);
  for (const card of hand) {
    const printed = figureCard(state, card);
    const figure = printed === undefined ? undefined : figureState(state, printed.figure);
    if (printed === undefined || figure === undefined || !onShip(figure) || figure.room === null) continue;
    for (const to of moveDestinations(figure.room, printed.room)) {
      out.push({ type: 'move', player, card, to });
      if (roomState(state, to)?.deck === 'lower') out.push({ type: 'showdown', player, card, to });
    }
  }
  for (const room of occupiedRooms(state)) {
    if (roomLockedReason(state, room) !== null) continue;
    const first = roomSpec(state, room)?.keys[0] ?? '';
    for (const key of keysOfColour(state, player, first)) out.push({ type: 'unlock', player, room, key });
  }
  for (const card of hand) out.push({ type: 'leave-key', player, card });
  out.push({ type: 'end-turn', player });
  if (state.config.variant === 'time-pressure') out.push({ type: 'timer-expired', player });
  return out;
}

/** Every action `player` may take now: exactly what `reduce` accepts. */
export function legalActions(state: KillercruiseState, player: PlayerId): KillercruiseAction[] {
  if (!activePlayers(state).includes(player)) return [];
  return candidates(state, player).filter((action) => checkAction(state, action) === null);
}
