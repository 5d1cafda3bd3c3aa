/** Legal actions: every candidate a seat could send, kept when the reducer's own checks pass. */
import type { PlayerId } from '../../core/types.js';
import { COLOURS } from './content.js';
import type { FrozenHorrorAction, FrozenHorrorState } from './schemas.js';
import { activePlayers, checkAction } from './reduce.js';

function candidates(state: FrozenHorrorState, player: PlayerId): FrozenHorrorAction[] {
  const pending = state.pending;
  const { content } = state.config;
  if (pending === null) {
    const hand = state.seats[player]?.hand ?? [];
    return hand.flatMap((card): FrozenHorrorAction[] => [
      { type: 'play-card', player, card, as: 'key' },
      { type: 'play-card', player, card, as: 'action' },
    ]);
  }
  // Moves and locks: every passage (a move's options are a subset of them; checkAction decides).
  const passages = content.passages.map((_, passage) => passage);
  switch (pending.kind) {
    case 'move':
      return passages.map((passage): FrozenHorrorAction => ({ type: 'move', player, passage }));
    case 'retreat':
      return [...passages.map((passage): FrozenHorrorAction => ({ type: 'move', player, passage })), { type: 'pass', player }];
    case 'colour':
      return COLOURS.map((colour): FrozenHorrorAction => ({ type: 'choose-colour', player, colour }));
    case 'player':
      return state.seats.map((_, target): FrozenHorrorAction => ({ type: 'choose-player', player, target }));
    case 'pull':
      return [...state.seats.map((_, target): FrozenHorrorAction => ({ type: 'choose-player', player, target })), { type: 'pass', player }];
    case 'room':
      return content.rooms.map((_, room): FrozenHorrorAction => ({ type: 'choose-room', player, room }));
    case 'lock':
      return passages.map((passage): FrozenHorrorAction => ({ type: 'lock-passage', player, passage }));
    case 'reveal':
      return [
        { type: 'reveal-identity', player, reveal: true },
        { type: 'reveal-identity', player, reveal: false },
      ];
  }
}

/** Every action `player` may take now: exactly what `reduce` accepts. */
export function legalActions(state: FrozenHorrorState, player: PlayerId): FrozenHorrorAction[] {
  if (!activePlayers(state).includes(player)) return [];
  return candidates(state, player).filter((action) => checkAction(state, action) === null);
}
