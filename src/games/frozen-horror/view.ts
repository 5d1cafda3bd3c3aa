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
import type { Outcome, PlayerId } from '../../core/types.js';
import { standInContent } from './content.js';
import type { DealtPile, Decision, FrozenHorrorState, Identity, Phase, PlayedCard, RoundEffects } from './schemas.js';
import { activePlayers } from './reduce.js';
import { priorityOf, seatToPlay } from './rules/queries.js';

/** One seat as a viewer sees it. */
export interface SeatView {
  /** The seat index. */
  readonly seat: PlayerId;
  /** Whether its Badge shows it alive. */
  readonly alive: boolean;
  /** Its token's room, or `null` once dead. */
  readonly room: number | null;
  /** Its Identity card if the viewer may see it (its own, revealed, or looked at), else `null`. */
  readonly identity: Identity | null;
  /** Whether its Identity card is face up for everyone. */
  readonly revealed: boolean;
  /** How many Station cards it holds. */
  readonly handSize: number;
  /** Its cards played this round, face up. */
  readonly played: readonly PlayedCard[];
  /** Its Priority this round once a played card sets it (Access Key, or an Action's override), else `null`. */
  readonly priority: number | null;
  /** Whether Detained! keeps it from moving this round. */
  readonly detained: boolean;
  /** Whether it plays no second card this round (Analysis Results revealed). */
  readonly forfeited: boolean;
  /** Seats whose current Identity card it has looked at (public: the looks are played face up). */
  readonly knows: readonly PlayerId[];
}

/** One seat's (or a spectator's) view of a game of This Game Is Killer: Frozen Horror. */
export interface FrozenHorrorView {
  /** Whose view this is; `null` for a spectator. */
  readonly viewer: PlayerId | null;
  /** The number of seats. */
  readonly players: number;
  /**
   * The id of the map and cards (`config.content`), which the view names instead of carrying:
   * {@link STAND_IN_CONTENT_ID} for the stand-in content, else `custom:` and a hash of the content's JSON.
   * The content itself is in the match's config, which is public.
   */
  readonly content: string;
  /** The round, from 1. */
  readonly round: number;
  /** Where the round stands. */
  readonly phase: Phase;
  /** The First Player. */
  readonly firstPlayer: PlayerId;
  /** The seats living when the round began, clockwise from the First Player (a seat killed since plays no more). */
  readonly order: readonly PlayerId[];
  /** The next slot of the snake order. */
  readonly turn: number;
  /** The seat whose turn it is to play a card, or `null`. */
  readonly toPlay: PlayerId | null;
  /** The decision the game waits for, or `null`. */
  readonly pending: Decision | null;
  /** Who may act now. */
  readonly active: readonly PlayerId[];
  /** Every seat. */
  readonly seats: readonly SeatView[];
  /** The viewer's own Station cards; `null` for a spectator. */
  readonly hand: readonly number[] | null;
  /** Cards in the Station deck. */
  readonly deckSize: number;
  /** The discard pile. */
  readonly discard: readonly number[];
  /** Cards removed from the game. */
  readonly removed: readonly number[];
  /** Where this round's Station cards came from, pile by pile, and which seat got a card from which pile (public; ruling 28). */
  readonly deal: readonly DealtPile[];
  /** Destroyed rooms. */
  readonly destroyed: readonly number[];
  /** Passages with a Lockdown token. */
  readonly lockdowns: readonly number[];
  /** The room with the Fire token, or `null`. */
  readonly fire: number | null;
  /** This round's effects waiting for later (all from face-up cards). */
  readonly effects: RoundEffects;
  /** How the game ended, or `null`. */
  readonly outcome: Outcome | null;
}

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
