/**
 * The events of Tatort Titanic. Everything done at the table is public — the setup, every roll,
 * every card's colour and where it goes, every event card — except card faces and the
 * investigation sheets: `card-read` shows a face to the seats in its `visibleTo`, and `crossed-off`
 * is for the sheet's owner alone.
 */
import type { Visible } from '../../core/events.js';
import type { PlayerId } from '../../core/types.js';
import type { Colour } from './content.js';
import type { Ability, EndReason, Prediction } from './schemas.js';

/** Setup: "He shuffles the event cards and places the stack on the event card space." */
export interface EventCardsShuffledEvent {
  /** Event kind. */
  readonly type: 'event-cards-shuffled';
  /** The cards in the stack, in an order nobody knows. */
  readonly cards: number;
}

/**
 * Setup: the clue cards laid out face down — five set aside as the solution, the rest on the Radio
 * Room, the Clairvoyant, the rooms and the cabins. Only the colours (the cards' backs) are shown.
 */
export interface CluesLaidOutEvent {
  /** Event kind. */
  readonly type: 'clues-laid-out';
  /** The cards set aside in "a safe place": one of each colour. */
  readonly setAside: number;
  /** The colours of the cards lying on each space (by space id). */
  readonly board: readonly (readonly Colour[])[];
}

/** Setup: each seat's detective, as configured or drawn ("If several players want the same detective, the dice decide"). */
export interface DetectivesAssignedEvent {
  /** Event kind. */
  readonly type: 'detectives-assigned';
  /** Each seat's detective (an index into the content's `detectives`). */
  readonly detectives: readonly number[];
  /** Their names. */
  readonly names: readonly string[];
  /** Whether they were drawn (`false`: the config named them). */
  readonly drawn: boolean;
}

/** Setup: "Roll one die for the special ability of each detective" (or the config's abilities). */
export interface AbilitiesAssignedEvent {
  /** Event kind. */
  readonly type: 'abilities-assigned';
  /** Each seat's special ability. */
  readonly abilities: readonly Ability[];
  /** Each seat's die (face `n` gives the `n`-th printed ability); `null` when the config named them. */
  readonly rolls: readonly number[] | null;
}

/** One seat's roll for who begins. */
export interface FirstPlayerRoll {
  /** The seat rolling. */
  readonly seat: PlayerId;
  /** The face rolled. */
  readonly value: number;
}

/** Setup: "Whoever rolls the highest number begins." */
export interface FirstPlayerChosenEvent {
  /** Event kind. */
  readonly type: 'first-player-chosen';
  /** The seat that begins. */
  readonly seat: PlayerId;
  /**
   * Each round of rolls: the seats rolling (everyone, then those tied for the highest) and their
   * faces. `null` when the config named the first player.
   */
  readonly rolls: readonly (readonly FirstPlayerRoll[])[] | null;
}

/** Why a detective rolled: every roll of a detective in the game may draw an event card (ruling 1). */
export type RollPurpose = 'movement' | 'radio' | 'clairvoyant' | 'questioning' | 'eavesdropping';

/** A detective's turn began. */
export interface TurnBeganEvent {
  /** Event kind. */
  readonly type: 'turn-began';
  /** The detective. */
  readonly seat: PlayerId;
  /** The game round. */
  readonly round: number;
}

/** A detective missed its turn (an event card). */
export interface TurnMissedEvent {
  /** Event kind. */
  readonly type: 'turn-missed';
  /** The detective. */
  readonly seat: PlayerId;
  /** The game round. */
  readonly round: number;
}

/** A detective rolled a die. */
export interface DieRolledEvent {
  /** Event kind. */
  readonly type: 'die-rolled';
  /** The detective. */
  readonly seat: PlayerId;
  /** What the roll was for. */
  readonly purpose: RollPurpose;
  /** The face rolled. */
  readonly value: number;
}

/** The movement points of a turn, after every die and bonus. */
export interface MovementRolledEvent {
  /** Event kind. */
  readonly type: 'movement-rolled';
  /** The detective. */
  readonly seat: PlayerId;
  /** The points it may move. */
  readonly points: number;
}

/**
 * A pawn moved. A move out of its space and back in (2 points or more, ruling 5) has `from` equal to
 * `to`; a forgone move makes no event.
 */
export interface MovedEvent {
  /** Event kind. */
  readonly type: 'moved';
  /** The detective. */
  readonly seat: PlayerId;
  /** The space it left. */
  readonly from: number;
  /** The space it ended on (`from` again for a move out and back in). */
  readonly to: number;
  /** That space's name. */
  readonly name: string;
}

/** A detective took a clue card from the space it stands on (the colour is public, the face is not). */
export interface ClueTakenEvent {
  /** Event kind. */
  readonly type: 'clue-taken';
  /** The detective. */
  readonly seat: PlayerId;
  /** The space. */
  readonly space: number;
  /** The card's colour. */
  readonly colour: Colour;
}

/** A clue card's face, shown to the seats that now know it. */
export interface CardReadEvent {
  /** Event kind. */
  readonly type: 'card-read';
  /** The card. */
  readonly card: number;
  /** The seats that see its face. */
  readonly visibleTo: readonly PlayerId[];
}

/** With no weather card out, the weather was rolled for a radio message (1 and 6 rolled again). */
export interface WeatherRolledEvent {
  /** Event kind. */
  readonly type: 'weather-rolled';
  /** The detective sending the message. */
  readonly seat: PlayerId;
  /** Every face rolled, the rerolled 1s and 6s first. */
  readonly rolls: readonly number[];
  /** The weather for this message, 2 to 5. */
  readonly weather: number;
}

/** A detective's second roll in the Radio Room. */
export interface RadioContactEvent {
  /** Event kind. */
  readonly type: 'radio-contact';
  /** The detective. */
  readonly seat: PlayerId;
  /** The weather the roll had to reach (2 for the technically gifted). */
  readonly weather: number;
  /** The roll. */
  readonly roll: number;
  /** Whether it reached the weather (the card is taken). */
  readonly success: boolean;
}

/** A detective asked the Clairvoyant. */
export interface ClairvoyantConsultedEvent {
  /** Event kind. */
  readonly type: 'clairvoyant-consulted';
  /** The detective. */
  readonly seat: PlayerId;
  /** The colour asked about. */
  readonly colour: Colour;
  /** The prediction. */
  readonly prediction: Prediction;
  /** The roll. */
  readonly roll: number;
  /** Whether the prediction was right (the card is taken). */
  readonly success: boolean;
}

/** A detective tried to eavesdrop on a card being taken. */
export interface EavesdroppingTriedEvent {
  /** Event kind. */
  readonly type: 'eavesdropping-tried';
  /** The eavesdropper. */
  readonly seat: PlayerId;
  /** The detective taking the card. */
  readonly taker: PlayerId;
  /** The roll. */
  readonly roll: number;
  /** The highest roll that succeeds (3, or 4 for an Eavesdropper in the same room). */
  readonly needed: number;
  /** Whether it took the card over. */
  readonly success: boolean;
}

/**
 * An Eavesdropper tried to recognise a card being taken (table rule `eavesdropperOnlyRecognises`):
 * on a success it learns the face (a `card-read` for it and the taker follows) and the card stays
 * with its taker.
 */
export interface RecognisingTriedEvent {
  /** Event kind. */
  readonly type: 'recognising-tried';
  /** The Eavesdropper. */
  readonly seat: PlayerId;
  /** The detective taking the card. */
  readonly taker: PlayerId;
  /** The roll. */
  readonly roll: number;
  /** The highest roll that succeeds: 4 in the same room, 3 in an adjoining one. */
  readonly needed: number;
  /** Whether it recognised the card. */
  readonly success: boolean;
}

/** An eavesdropper took over the card (its colour public; its face to both in a `card-read`). */
export interface CardTakenOverEvent {
  /** Event kind. */
  readonly type: 'card-taken-over';
  /** The eavesdropper, who now holds it. */
  readonly seat: PlayerId;
  /** The detective who had taken it. */
  readonly from: PlayerId;
  /** Its colour. */
  readonly colour: Colour;
}

/** A detective questioned another. */
export interface QuestionedEvent {
  /** Event kind. */
  readonly type: 'questioned';
  /** The questioner. */
  readonly seat: PlayerId;
  /** The detective questioned. */
  readonly target: PlayerId;
  /** The roll. */
  readonly roll: number;
  /** What was added to it: Authority's 1 and the questioning bonuses used. */
  readonly bonus: number;
  /** The questioning-bonus event cards used (back under the stack). */
  readonly bonusCards: readonly number[];
  /** Whether roll and bonus reached 4. */
  readonly success: boolean;
}

/** A card was drawn from one detective by another (its colour public; its face to both). */
export interface CardDrawnEvent {
  /** Event kind. */
  readonly type: 'card-drawn';
  /** The drawing detective, who now holds it. */
  readonly seat: PlayerId;
  /** The detective drawn from. */
  readonly from: PlayerId;
  /** Its colour. */
  readonly colour: Colour;
}

/** A Clever detective gave up a card of its choice (its colour public; its face to both). */
export interface CardGivenEvent {
  /** Event kind. */
  readonly type: 'card-given';
  /** The Clever detective. */
  readonly seat: PlayerId;
  /** The questioner, who now holds it. */
  readonly to: PlayerId;
  /** Its colour. */
  readonly colour: Colour;
}

/** A questioning would have a card drawn, but the detective to draw from holds none. */
export interface NothingToDrawEvent {
  /** Event kind. */
  readonly type: 'nothing-to-draw';
  /** The detective who would draw. */
  readonly seat: PlayerId;
  /** The detective with no cards. */
  readonly from: PlayerId;
}

/** A detective declined an optional step. */
export interface PassedEvent {
  /** Event kind. */
  readonly type: 'passed';
  /** The detective. */
  readonly seat: PlayerId;
  /** What it declined: taking a clue card, eavesdropping, or drawing from a failed questioner. */
  readonly declined: 'clue' | 'eavesdropping' | 'draw';
}

/** A detective rolled a 1 or a 6 and drew an event card (read out to everyone). */
export interface EventCardDrawnEvent {
  /** Event kind. */
  readonly type: 'event-card-drawn';
  /** The detective. */
  readonly seat: PlayerId;
  /** The event card. */
  readonly card: number;
  /** Its title. */
  readonly name: string;
  /** Its instruction. */
  readonly text: string;
}

/** The weather changed: a weather card was placed face up, or went back under the stack. */
export interface WeatherChangedEvent {
  /** Event kind. */
  readonly type: 'weather-changed';
  /** The face-up weather card now, or `null`. */
  readonly card: number | null;
  /** The weather now, or `null` while it is not fixed. */
  readonly weather: number | null;
}

/** An event card sent a pawn somewhere. */
export interface PawnSentEvent {
  /** Event kind. */
  readonly type: 'pawn-sent';
  /** The detective. */
  readonly seat: PlayerId;
  /** The space it left. */
  readonly from: number;
  /** The space it was sent to. */
  readonly to: number;
  /** That space's name. */
  readonly name: string;
}

/** A rumour let a detective read a clue card lying on the board (its face in a `card-read`). */
export interface RumourHeardEvent {
  /** Event kind. */
  readonly type: 'rumour-heard';
  /** The detective. */
  readonly seat: PlayerId;
  /** Where the card lies, or `null` if no card lay where the rumour points. */
  readonly space: number | null;
  /** Its colour, or `null` if there was none. */
  readonly colour: Colour | null;
}

/** Loose lips: another detective showed a clue card (its face in a `card-read`). */
export interface CardShownEvent {
  /** Event kind. */
  readonly type: 'card-shown';
  /** The detective who saw it. */
  readonly seat: PlayerId;
  /** The detective who showed it, or `null` if no other detective held a card. */
  readonly by: PlayerId | null;
  /** Its colour, or `null`. */
  readonly colour: Colour | null;
}

/** A detective crossed a circumstance off its sheet by its own entry (its eyes only). */
export interface CrossedOffEvent {
  /** Event kind. */
  readonly type: 'crossed-off';
  /** The detective. */
  readonly seat: PlayerId;
  /** The circumstance. */
  readonly circumstance: number;
  /** The detective alone. */
  readonly visibleTo: readonly PlayerId[];
}

/** A detective ended its turn. */
export interface TurnEndedEvent {
  /** Event kind. */
  readonly type: 'turn-ended';
  /** The detective. */
  readonly seat: PlayerId;
}

/** Every detective had its turn: the ship moved one space on the round tracker. */
export interface ShipMovedEvent {
  /** Event kind. */
  readonly type: 'ship-moved';
  /** The round now beginning (one past the last when the voyage is over). */
  readonly round: number;
  /** The round tracker's time for it. */
  readonly time: string;
}

/** A detective ended the game, naming one circumstance per colour. */
export interface SolutionNamedEvent {
  /** Event kind. */
  readonly type: 'solution-named';
  /** The detective. */
  readonly seat: PlayerId;
  /** The circumstances named, by colour. */
  readonly named: readonly number[];
  /** Whether all five were right. */
  readonly correct: boolean;
}

/** The game ended: the five set-aside cards are turned up and the sheets compared. */
export interface GameEndedEvent {
  /** Event kind. */
  readonly type: 'game-ended';
  /** Machine-readable reason, as in the outcome. */
  readonly reason: EndReason;
  /** The winning seats. */
  readonly winners: readonly PlayerId[];
  /** The solution: the five set-aside cards, by colour. */
  readonly solution: readonly number[];
  /** Per seat, the circumstances its sheet leaves un-crossed besides the solution (fewer is closer). */
  readonly open: readonly number[];
  /** Per seat, whether its sheet crossed off none of the solution. */
  readonly qualified: readonly boolean[];
}

/**
 * Every event of Tatort Titanic (the setup's first, as `setup` pushes them), each with `visibleTo`:
 * the seats a private event is for, `undefined` on a public one.
 */
export type TatortTitanicEvent = Visible<
  | EventCardsShuffledEvent
  | CluesLaidOutEvent
  | DetectivesAssignedEvent
  | AbilitiesAssignedEvent
  | FirstPlayerChosenEvent
  | TurnBeganEvent
  | TurnMissedEvent
  | DieRolledEvent
  | MovementRolledEvent
  | MovedEvent
  | ClueTakenEvent
  | CardReadEvent
  | WeatherRolledEvent
  | RadioContactEvent
  | ClairvoyantConsultedEvent
  | EavesdroppingTriedEvent
  | RecognisingTriedEvent
  | CardTakenOverEvent
  | QuestionedEvent
  | CardDrawnEvent
  | CardGivenEvent
  | NothingToDrawEvent
  | PassedEvent
  | EventCardDrawnEvent
  | WeatherChangedEvent
  | PawnSentEvent
  | RumourHeardEvent
  | CardShownEvent
  | CrossedOffEvent
  | TurnEndedEvent
  | ShipMovedEvent
  | SolutionNamedEvent
  | GameEndedEvent
>;
