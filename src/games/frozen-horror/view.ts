/**
 * What each seat may know. Everyone sees the map (named by its content id: the map and cards are
 * static and public, and a client reads them once from the match's config), the tokens, the Badges, the Lockdown and Fire
 * tokens, every card played face up, the discard pile and the removed cards, which piles this
 * round's deal drew from (and which seat got a card from which pile), every revealed Identity
 * card, who looked at whose card, and the counts of hidden piles. A seat also sees its own Identity
 * card and hand, and the Identity cards it has looked at. Nobody sees another seat's hand, another
 * unrevealed Identity card, or the order of the Station deck.
 */
import { contentIdOf } from '../../core/content.js';
import type { PlayerId } from '../../core/types.js';
import { standInContent } from './content.js';
import type { FrozenHorrorState, FrozenHorrorView } from './schemas.js';
import { activePlayers, priorityOf, seatToPlay } from './rules/queries.js';

/** The content id a view gives the stand-in station and deck. */
export const STAND_IN_CONTENT_ID = 'frozen-horror/stand-in';

/** The view of `viewer` (`null` = spectator). */
export function view(state: FrozenHorrorState, viewer: PlayerId | null): FrozenHorrorView {
  const known = viewer === null ? [] : (state.seats[viewer]?.knows ?? []);
  return {
    viewer,
    players: state.config.players,
    content: contentIdOf(state.config.content, standInContent, STAND_IN_CONTENT_ID),
    round: state.round,
    phase: state.phase,
    firstPlayer: state.firstPlayer,
    order: state.order,
    turn: state.turn,
    toPlay: seatToPlay(state),
    pending: state.pending,
    active: activePlayers(state),
    seats: state.seats.map((seat, index) => ({
      seat: index,
      alive: seat.alive,
      room: seat.room,
      identity: index === viewer || seat.revealed || known.includes(index) ? seat.identity : null,
      revealed: seat.revealed,
      handSize: seat.hand.length,
      played: seat.played,
      priority: seat.keyPriority === null && seat.actionPriority === null ? null : priorityOf(seat),
      detained: seat.detained,
      forfeited: seat.forfeited,
      knows: seat.knows,
    })),
    hand: viewer === null ? null : (state.seats[viewer]?.hand ?? []),
    deckSize: state.deck.length,
    discard: state.discard,
    removed: state.removed,
    deal: state.deal,
    destroyed: state.destroyed,
    lockdowns: state.lockdowns,
    fire: state.fire,
    effects: state.effects,
    outcome: state.outcome,
  };
}
