/**
 * The events of This Game Is Killer: Frozen Horror. Events that show a secret (a dealt identity or
 * hand, a look at someone's Identity card) are `visibleTo` the seat that may see it; the rest are
 * public, as everything played on the table is.
 */
import type { Visible } from '../../core/events.js';
import type { PlayerId } from '../../core/types.js';
import type { Colour } from './content.js';
import type { EndReason, Identity, MoveCause, Orientation } from './schemas.js';

/** A round began: the First Player token's holder and the order of first cards (public). */
export interface RoundBeganEvent {
  /** Event kind. */
  readonly type: 'round-began';
  /** The round number. */
  readonly round: number;
  /** The First Player. */
  readonly firstPlayer: PlayerId;
  /** The living seats clockwise from the First Player. */
  readonly order: readonly PlayerId[];
}

/** A seat was dealt an Identity card, at the start of a round or by Trust No One (that seat only). */
export interface IdentityDealtEvent {
  /** Event kind. */
  readonly type: 'identity-dealt';
  /** The seat. */
  readonly seat: PlayerId;
  /** Its Identity card. */
  readonly identity: Identity;
  /** The seat itself. */
  readonly visibleTo: readonly PlayerId[];
}

/** A seat was dealt its two Station cards (that seat only). */
export interface CardsDealtEvent {
  /** Event kind. */
  readonly type: 'cards-dealt';
  /** The seat. */
  readonly seat: PlayerId;
  /** The card ids. */
  readonly cards: readonly number[];
  /** The seat itself. */
  readonly visibleTo: readonly PlayerId[];
}

/** The Station deck ran out and the discard pile was shuffled into a new deck (public). */
export interface DeckReshuffledEvent {
  /** Event kind. */
  readonly type: 'deck-reshuffled';
  /** Cards in the new deck. */
  readonly cards: number;
}

/** Not even the discard pile could complete the deal: the removed cards come back (public; ruling 19). */
export interface RemovedCardsReturnedEvent {
  /** Event kind. */
  readonly type: 'removed-cards-returned';
  /** The returned card ids. */
  readonly cards: readonly number[];
}

/** A seat played a Station card face up (public). */
export interface CardPlayedEvent {
  /** Event kind. */
  readonly type: 'card-played';
  /** The seat. */
  readonly seat: PlayerId;
  /** The card id. */
  readonly card: number;
  /** The card's name. */
  readonly name: string;
  /** How it was played. */
  readonly as: Orientation;
  /** Whether it was the seat's first card this round. */
  readonly first: boolean;
}

/** A seat's token moved to another room: through a passage, or pulled in by Help! HELP! (public). */
export interface MovedEvent {
  /** Event kind. */
  readonly type: 'moved';
  /** The seat. */
  readonly seat: PlayerId;
  /** Why it moved. */
  readonly cause: MoveCause;
  /** The passage id; `null` for Help! HELP!'s pull, which names no passage (ruling 13). */
  readonly passage: number | null;
  /** The passage's colour; `null` for Help! HELP!'s pull. */
  readonly colour: Colour | null;
  /** The room left. */
  readonly from: number;
  /** The room entered. */
  readonly to: number;
  /** The entered room's name. */
  readonly toName: string;
}

/** A seat that had to move could not (public). */
export interface StayedPutEvent {
  /** Event kind. */
  readonly type: 'stayed-put';
  /** The seat. */
  readonly seat: PlayerId;
  /** Which move it was. */
  readonly cause: MoveCause;
  /**
   * `detained` (Detained!), `noOpenPassage` (no open passage of a usable colour to a room that
   * stands), or `mostPlayersOutOfReach` (the armed man at a table that plays
   * `armedManMostPlayersOnStation`: no open passage leads into the room with the most players).
   */
  readonly reason: 'detained' | 'noOpenPassage' | 'mostPlayersOutOfReach';
}

/** Stay Back!: a seat entered the Stay Back! player's room and was shot; a `player-killed` event follows at once (public). */
export interface ShotOnEnteringEvent {
  /** Event kind. */
  readonly type: 'shot-on-entering';
  /** The seat that entered. */
  readonly seat: PlayerId;
  /** The Stay Back! player. */
  readonly holder: PlayerId;
  /** The room. */
  readonly room: number;
}

/** A Lockdown token was placed on a passage (public). */
export interface LockdownPlacedEvent {
  /** Event kind. */
  readonly type: 'lockdown-placed';
  /** The seat whose card placed it. */
  readonly seat: PlayerId;
  /** The passage id. */
  readonly passage: number;
  /** The passage's colour. */
  readonly colour: Colour;
}

/** The Fire token was placed in a room (public). */
export interface FirePlacedEvent {
  /** Event kind. */
  readonly type: 'fire-placed';
  /** The seat that placed it. */
  readonly seat: PlayerId;
  /** The room. */
  readonly room: number;
  /** The room's name. */
  readonly roomName: string;
}

/** Detained!: a seat cannot move this round (public). */
export interface PlayerDetainedEvent {
  /** Event kind. */
  readonly type: 'player-detained';
  /** The seat that played Detained!. */
  readonly seat: PlayerId;
  /** The detained seat. */
  readonly target: PlayerId;
}

/** A seat's Identity card was turned face up for everyone (public). */
export interface IdentityRevealedEvent {
  /** Event kind. */
  readonly type: 'identity-revealed';
  /** The seat whose card it is. */
  readonly seat: PlayerId;
  /** The card. */
  readonly identity: Identity;
  /** The card that revealed it. */
  readonly cause: 'cardsOnTheTable' | 'dnaScanner' | 'analysisResults';
}

/** A seat looked at another's Identity card (the looking seat only; who looked at whom is public through the view). */
export interface IdentityLookedEvent {
  /** Event kind. */
  readonly type: 'identity-looked';
  /** The looking seat. */
  readonly seat: PlayerId;
  /** The seat looked at. */
  readonly target: PlayerId;
  /** What the card says. */
  readonly identity: Identity;
  /** The looking seat. */
  readonly visibleTo: readonly PlayerId[];
}

/** Trust No One: the living players' Identity cards were gathered, shuffled and dealt back (public). */
export interface IdentitiesShuffledEvent {
  /** Event kind. */
  readonly type: 'identities-shuffled';
  /** The seat that played Trust No One. */
  readonly seat: PlayerId;
}

/** A card set up an effect for later in the round, or one of its choices had nothing to act on (public). */
export interface NoEffectEvent {
  /** Event kind. */
  readonly type: 'no-effect';
  /** The seat whose card it is. */
  readonly seat: PlayerId;
  /** The card's name. */
  readonly card: string;
  /** Why nothing happened, in words. */
  readonly reason: string;
}

/** Analysis Results: the seat revealed and plays no second card (public). */
export interface SecondCardForfeitedEvent {
  /** Event kind. */
  readonly type: 'second-card-forfeited';
  /** The seat. */
  readonly seat: PlayerId;
}

/** A seat was killed: Badge flipped, Identity card revealed, token off the map (public). */
export interface PlayerKilledEvent {
  /** Event kind. */
  readonly type: 'player-killed';
  /** The seat. */
  readonly seat: PlayerId;
  /** Its Identity card, revealed. */
  readonly identity: Identity;
  /** What killed it: Stay Back!, the Fire, the armed man's shot, or the Horror. */
  readonly cause: 'stayBack' | 'fire' | 'shot' | 'horror';
}

/**
 * A seat died holding Station cards it had not played (a player shot entering a Stay Back! room
 * before its second card, or one whose Analysis Results reveal kept its second card from being
 * played): they go face up onto the discard pile, for the dead hold no cards (public; ruling 17).
 */
export interface HandDiscardedEvent {
  /** Event kind. */
  readonly type: 'hand-discarded';
  /** The dead seat. */
  readonly seat: PlayerId;
  /** The card ids, now on the discard pile. */
  readonly cards: readonly number[];
}

/** No… It's You Who's Locked In Here With Me!: two seats swapped Identity cards (public: who, not what). */
export interface IdentitiesSwappedEvent {
  /** Event kind. */
  readonly type: 'identities-swapped';
  /** The seat that played the card. */
  readonly seat: PlayerId;
  /** The other seat. */
  readonly target: PlayerId;
}

/** After all cards, every living seat's Identity card is revealed (public). */
export interface IdentitiesRevealedEvent {
  /** Event kind. */
  readonly type: 'identities-revealed';
  /** The Horror's seat. */
  readonly horror: PlayerId;
  /** The Horror's room. */
  readonly room: number;
  /** The room's name. */
  readonly roomName: string;
}

/** The Horror attacked its room's highest-Priority Humans (public). */
export interface HorrorAttackedEvent {
  /** Event kind. */
  readonly type: 'horror-attacked';
  /** The Horror's seat. */
  readonly horror: PlayerId;
  /** Its room. */
  readonly room: number;
  /** The room's name. */
  readonly roomName: string;
  /** The Priority attacked, or `null` when no Human was there. */
  readonly priority: number | null;
  /** The Humans killed. */
  readonly victims: readonly PlayerId[];
}

/** Clean Up: the played cards went to the discard pile or out of the game (public). */
export interface CardsDiscardedEvent {
  /** Event kind. */
  readonly type: 'cards-discarded';
  /** Cards put on the discard pile (including a card Analysis Results kept from being played). */
  readonly discarded: readonly number[];
  /** Cards removed from the game. */
  readonly removed: readonly number[];
}

/** A room was destroyed: the Cafeteria at setup with four players, or a Destroyed Room card at Clean Up (public). */
export interface RoomDestroyedEvent {
  /** Event kind. */
  readonly type: 'room-destroyed';
  /** The room. */
  readonly room: number;
  /** Its name. */
  readonly name: string;
  /** Living players in it, who must move out (none at setup). */
  readonly players: readonly PlayerId[];
}

/** The game ended (public). */
export interface GameEndedEvent {
  /** Event kind. */
  readonly type: 'game-ended';
  /** Why the game ended, as in the outcome. */
  readonly reason: EndReason;
  /** The winning seats. */
  readonly winners: readonly PlayerId[];
  /** The Horror's seat at the end. */
  readonly horror: PlayerId;
}

/**
 * Every event of This Game Is Killer: Frozen Horror. `Visible<…>`: every member has `visibleTo`
 * (the seats a private event is for; `undefined` on a public one), so it reads on the whole union.
 */
export type FrozenHorrorEvent = Visible<
  | RoundBeganEvent
  | IdentityDealtEvent
  | CardsDealtEvent
  | DeckReshuffledEvent
  | RemovedCardsReturnedEvent
  | CardPlayedEvent
  | MovedEvent
  | StayedPutEvent
  | ShotOnEnteringEvent
  | LockdownPlacedEvent
  | FirePlacedEvent
  | PlayerDetainedEvent
  | IdentityRevealedEvent
  | IdentityLookedEvent
  | IdentitiesShuffledEvent
  | NoEffectEvent
  | SecondCardForfeitedEvent
  | PlayerKilledEvent
  | HandDiscardedEvent
  | IdentitiesSwappedEvent
  | IdentitiesRevealedEvent
  | HorrorAttackedEvent
  | CardsDiscardedEvent
  | RoomDestroyedEvent
  | GameEndedEvent
>;
