/**
 * The events of Sebastian Fitzek Killercruise. Everything happens in the open except the hands dealt
 * at setup and a figure card drawn from the face-down draw pile, which only their seat sees
 * (`visibleTo`).
 */
import type { PlayerId } from '../../core/types.js';
import type { CluePredicate, FigureId, PassengerCondition, RoomLetter } from './content.js';
import type { Visible } from '../../core/events.js';
import type { Deck, Difficulty, EndReason, MazeRun, StartingFigure } from './schemas.js';

/** A figure card was played to move a figure out of a room with passengers; the carry decision is owed. */
export interface MoveAnnouncedEvent {
  /** Event kind. */
  readonly type: 'move-announced';
  /** The active seat. */
  readonly player: PlayerId;
  /** The figure card played. */
  readonly card: number;
  /** The figure moving. */
  readonly figure: FigureId;
  /** Where it leaves. */
  readonly from: RoomLetter;
  /** Where it goes. */
  readonly to: RoomLetter;
}

/** A figure moved (and perhaps carried a passenger along). */
export interface FigureMovedEvent {
  /** Event kind. */
  readonly type: 'figure-moved';
  /** The active seat. */
  readonly player: PlayerId;
  /** The figure card played. */
  readonly card: number;
  /** The figure. */
  readonly figure: FigureId;
  /** Its full name. */
  readonly name: string;
  /** Where it left. */
  readonly from: RoomLetter;
  /** Where it arrived. */
  readonly to: RoomLetter;
  /** The passenger card it took along, or `null`. */
  readonly passenger: number | null;
}

/** The killer came across a playing figure: first encounter (red double) or second (eliminated). */
export interface FigureMetKillerEvent {
  /** Event kind. */
  readonly type: 'figure-met-killer';
  /** The figure. */
  readonly figure: FigureId;
  /** Its full name. */
  readonly name: string;
  /** The room of the encounter. */
  readonly room: RoomLetter;
  /** `red`: replaced by its body double; `eliminated`: out of the game. */
  readonly result: 'red' | 'eliminated';
}

/** A passenger's condition held: it went to the box lid, saved. */
export interface PassengerSavedEvent {
  /** Event kind. */
  readonly type: 'passenger-saved';
  /** The passenger card. */
  readonly passenger: number;
  /** The room it was saved in. */
  readonly room: RoomLetter;
  /** The condition that held. */
  readonly condition: PassengerCondition;
}

/** A passenger card was drawn and placed in the room of its colour. */
export interface PassengerPlacedEvent {
  /** Event kind. */
  readonly type: 'passenger-placed';
  /** The passenger card. */
  readonly passenger: number;
  /** The room. */
  readonly room: RoomLetter;
  /** Whether the killer stands there ("The killer does not get the passenger card in this case"). */
  readonly withKiller: boolean;
  /** Passenger cards left in the pile. */
  readonly pileLeft: number;
}

/** The killer entered a room holding passengers and collected them all. */
export interface PassengersCollectedEvent {
  /** Event kind. */
  readonly type: 'passengers-collected';
  /** The room. */
  readonly room: RoomLetter;
  /** The passenger cards collected there. */
  readonly passengers: readonly number[];
  /** Passenger cards on the "He's going to get you!" fields now. */
  readonly collected: number;
}

/** A killer card was drawn and played at once. */
export interface KillerCardDrawnEvent {
  /** Event kind. */
  readonly type: 'killer-card-drawn';
  /** The seat drawing. */
  readonly player: PlayerId;
  /** The killer card. */
  readonly card: number;
  /** Rooms the killer moves: 1 (single) or 2 (double). */
  readonly steps: number;
}

/** The killer moved one room clockwise (a double killer card moves it twice). */
export interface KillerMovedEvent {
  /** Event kind. */
  readonly type: 'killer-moved';
  /** Where it stood. */
  readonly from: RoomLetter;
  /** The room it entered. */
  readonly to: RoomLetter;
}

/** A figure card was drawn from the face-down draw pile into a hand: only its drawer sees which. */
export interface CardDrawnEvent {
  /** Event kind. */
  readonly type: 'card-drawn';
  /** The seat drawing. */
  readonly player: PlayerId;
  /** The figure card. */
  readonly card: number;
  /** The drawer alone. */
  readonly visibleTo: readonly PlayerId[];
}

/** A figure card was drawn from a turned-over discard pile, whose order everyone has seen: public. */
export interface KnownCardDrawnEvent {
  /** Event kind. */
  readonly type: 'card-drawn';
  /** The seat drawing. */
  readonly player: PlayerId;
  /** The figure card. */
  readonly card: number;
}

/** The draw pile ran out: the discard pile was turned over, unshuffled, onto the chimney. */
export interface DrawPileTurnedOverEvent {
  /** Event kind. */
  readonly type: 'draw-pile-turned-over';
  /** The new draw pile, top first (its order is public: it was the face-up discard pile). */
  readonly cards: readonly number[];
}

/** A figure card was left face up at the collection point. */
export interface KeyLeftEvent {
  /** Event kind. */
  readonly type: 'key-left';
  /** The active seat. */
  readonly player: PlayerId;
  /** The figure card. */
  readonly card: number;
  /** Its key colour. */
  readonly key: string;
}

/** An unlock began with its first key. */
export interface UnlockStartedEvent {
  /** Event kind. */
  readonly type: 'unlock-started';
  /** The active seat. */
  readonly player: PlayerId;
  /** The room. */
  readonly room: RoomLetter;
  /** The first key. */
  readonly key: number;
}

/** A room was unlocked: its figures now stand on the deck below. */
export interface RoomUnlockedEvent {
  /** Event kind. */
  readonly type: 'room-unlocked';
  /** The active seat. */
  readonly player: PlayerId;
  /** The room. */
  readonly room: RoomLetter;
  /** The deck now open (where the room's figures stand). */
  readonly deck: Deck;
  /** The two keys used, in discard order. */
  readonly keys: readonly number[];
}

/** A lower-deck clue was turned over and read out; it stays face up. */
export interface ClueRevealedEvent {
  /** Event kind. */
  readonly type: 'clue-revealed';
  /** The room. */
  readonly room: RoomLetter;
  /** The clue card's number. */
  readonly clue: number;
  /** What it says, machine-readable. */
  readonly predicate: CluePredicate;
  /** What it says, in English. */
  readonly text: string;
}

/** Four upper-deck rooms are open: their backs were turned over and the lines followed. */
export interface MazeFollowedEvent {
  /** Event kind. */
  readonly type: 'maze-followed';
  /** The mazes followed and the final letter. */
  readonly maze: MazeRun;
}

/** The missing person was placed on the ship. */
export interface MissingPersonFoundEvent {
  /** Event kind. */
  readonly type: 'missing-person-found';
  /** The figure. */
  readonly figure: FigureId;
  /** Its full name. */
  readonly name: string;
  /** The room. */
  readonly room: RoomLetter;
}

/** The showdown: a figure moved into a lower-deck room, declared the psychopath's hiding place. */
export interface ShowdownEvent {
  /** Event kind. */
  readonly type: 'showdown';
  /** The active seat. */
  readonly player: PlayerId;
  /** The figure card played. */
  readonly card: number;
  /** The figure. */
  readonly figure: FigureId;
  /** The room declared. */
  readonly room: RoomLetter;
  /** Whether the psychopath hides there. */
  readonly correct: boolean;
}

/** The active seat ended its turn and drew back to its hand size. */
export interface TurnEndedEvent {
  /** Event kind. */
  readonly type: 'turn-ended';
  /** The seat. */
  readonly player: PlayerId;
  /** Figure cards played from hand this turn. */
  readonly played: number;
}

/** A new turn began. */
export interface TurnBeganEvent {
  /** Event kind. */
  readonly type: 'turn-began';
  /** The seat now active. */
  readonly player: PlayerId;
}

/** The two-minute timer ran out (variation "Under Time Pressure"). */
export interface TimerExpiredEvent {
  /** Event kind. */
  readonly type: 'timer-expired';
  /** The active seat, on whose behalf the app sent it. */
  readonly player: PlayerId;
  /** Whether a killer card was drawn since the last expiry, so no passengers come into play. */
  readonly killerCardDrawn: boolean;
}

/** The game ended; the solution on the puzzle card's back is shown. */
export interface GameEndedEvent {
  /** Event kind. */
  readonly type: 'game-ended';
  /** Whether the players won. */
  readonly won: boolean;
  /** Machine-readable reason (as in the outcome). */
  readonly reason: EndReason;
  /** The psychopath's hiding place. */
  readonly solution: RoomLetter;
}

/**
 * How To Set Up The Game, as everyone sees it: the killer on the upper deck, the three white
 * figures in their rooms, the missing person, the draw pile stacked and the seat that starts. (The
 * puzzle card stays hidden; the passengers placed follow as `passenger-placed` events.)
 */
export interface ShipSetUpEvent {
  /** Event kind. */
  readonly type: 'ship-set-up';
  /** The level of difficulty. */
  readonly difficulty: Difficulty;
  /** The room the killer starts in. */
  readonly killer: RoomLetter;
  /** The three white figures placed and their rooms. */
  readonly figures: readonly StartingFigure[];
  /** The fourth figure, missing at the start. */
  readonly missingPerson: FigureId;
  /** The cards in each hand dealt. */
  readonly handSize: number;
  /** The stacked difficulty piles' sizes, top pile first (two killer cards in each). */
  readonly piles: readonly number[];
  /** The seat that starts. */
  readonly firstPlayer: PlayerId;
}

/** A seat was dealt its hand of figure cards face down at setup: only it sees which. */
export interface HandDealtEvent {
  /** Event kind. */
  readonly type: 'hand-dealt';
  /** The seat. */
  readonly player: PlayerId;
  /** The figure cards dealt. */
  readonly cards: readonly number[];
  /** The seat alone. */
  readonly visibleTo: readonly PlayerId[];
}

/**
 * Every event of Sebastian Fitzek Killercruise. `Visible<…>`: every member has `visibleTo` (a
 * public event's is `undefined`), so `event.visibleTo` reads on the whole union.
 */
export type KillercruiseEvent = Visible<
  | ShipSetUpEvent
  | HandDealtEvent
  | MoveAnnouncedEvent
  | FigureMovedEvent
  | FigureMetKillerEvent
  | PassengerSavedEvent
  | PassengerPlacedEvent
  | PassengersCollectedEvent
  | KillerCardDrawnEvent
  | KillerMovedEvent
  | CardDrawnEvent
  | KnownCardDrawnEvent
  | DrawPileTurnedOverEvent
  | KeyLeftEvent
  | UnlockStartedEvent
  | RoomUnlockedEvent
  | ClueRevealedEvent
  | MazeFollowedEvent
  | MissingPersonFoundEvent
  | ShowdownEvent
  | TurnEndedEvent
  | TurnBeganEvent
  | TimerExpiredEvent
  | GameEndedEvent
>;
