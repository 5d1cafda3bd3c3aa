/**
 * Legal actions, generated straight from the state with the predicates the checks decide by
 * (`mayPlayAs`, `canMoveThrough`, `canChoosePlayer`, `canPull`, `roomExists`, `canLock`), so the
 * list is exactly what `checkAction` accepts. Listed in a fixed order: hand order (each card as an
 * Access Key, then as an Action), passages, colours, seats and rooms by id, `pass` last.
 */
import type { PlayerId } from '../../core/types.js';
import { COLOURS } from './content.js';
import type { FrozenHorrorAction, FrozenHorrorState } from './schemas.js';
import { canChoosePlayer, canLock, canPull } from './rules/card-reference.js';
import { mayPlayAs } from './rules/playing-the-game.js';
import { activeSeat, roomExists } from './rules/queries.js';
import { canMoveThrough } from './rules/station-cards.js';

/** Every action `player` may take now: exactly what `reduce` accepts. */
export function legalActions(state: FrozenHorrorState, player: PlayerId): FrozenHorrorAction[] {
  const out: FrozenHorrorAction[] = [];
  if (activeSeat(state) !== player) return out;
  const pending = state.pending;
  const { content } = state.config;
  if (pending === null) {
    const seat = state.seats[player];
    if (seat === undefined) return out;
    const asKey = mayPlayAs(seat.played, 'key');
    const asAction = mayPlayAs(seat.played, 'action');
    for (const card of seat.hand) {
      if (asKey) out.push({ type: 'play-card', player, card, as: 'key' });
      if (asAction) out.push({ type: 'play-card', player, card, as: 'action' });
    }
    return out;
  }
  switch (pending.kind) {
    case 'move':
      for (let passage = 0; passage < content.passages.length; passage++) {
        if (canMoveThrough(state, player, pending.cause, pending.colours, passage)) out.push({ type: 'move', player, passage });
      }
      return out;
    case 'retreat':
      for (let passage = 0; passage < content.passages.length; passage++) {
        if (canMoveThrough(state, player, 'safeRetreat', null, passage)) out.push({ type: 'move', player, passage });
      }
      out.push({ type: 'pass', player });
      return out;
    case 'colour':
      for (const colour of COLOURS) out.push({ type: 'choose-colour', player, colour });
      return out;
    case 'player':
      for (let target = 0; target < state.seats.length; target++) {
        if (canChoosePlayer(state, player, pending.cause, target)) out.push({ type: 'choose-player', player, target });
      }
      return out;
    case 'pull':
      for (let target = 0; target < state.seats.length; target++) {
        if (canPull(state, player, target)) out.push({ type: 'choose-player', player, target });
      }
      out.push({ type: 'pass', player });
      return out;
    case 'room':
      for (let room = 0; room < content.rooms.length; room++) if (roomExists(state, room)) out.push({ type: 'choose-room', player, room });
      return out;
    case 'lock':
      for (let passage = 0; passage < content.passages.length; passage++) {
        if (canLock(state, pending.cause, passage)) out.push({ type: 'lock-passage', player, passage });
      }
      return out;
    case 'reveal':
      out.push({ type: 'reveal-identity', player, reveal: true }, { type: 'reveal-identity', player, reveal: false });
      return out;
  }
}
