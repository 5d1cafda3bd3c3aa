/** The events of One Card: Cereal Killer. Events that give the Killer away are `visibleTo` it alone. */
import type { Visible } from '../../core/events.js';
import type { PlayerId } from '../../core/types.js';
import type { EndReason, Interrogation, Question, Spot } from './schemas.js';

/** Setup: who plays the Killer and who the Detective ("whoever had breakfast most recently"). */
export interface RolesDealtEvent {
  /** Event kind. */
  readonly type: 'roles-dealt';
  /** The Killer's seat. */
  readonly killer: PlayerId;
  /** The Detective's seat. */
  readonly detective: PlayerId;
}

/** The Killer circled its starting house (Killer only). */
export interface StartingHouseChosenEvent {
  /** Event kind. */
  readonly type: 'starting-house-chosen';
  /** The house. */
  readonly house: number;
  /** The Killer's seat. */
  readonly visibleTo: readonly PlayerId[];
}

/** The Killer wrote down a step (Killer only). */
export interface KillerSteppedEvent {
  /** Event kind. */
  readonly type: 'killer-stepped';
  /** The day. */
  readonly day: number;
  /** Which step of the day's three this was. */
  readonly step: number;
  /** Where the step started. */
  readonly from: Spot;
  /** Where it ended. */
  readonly to: Spot;
  /** The Killer's seat. */
  readonly visibleTo: readonly PlayerId[];
}

/** The Killer claimed a victim (Killer only until the move ends; then `killer-moved` tells everyone). */
export interface VictimClaimedEvent {
  /** Event kind. */
  readonly type: 'victim-claimed';
  /** The day. */
  readonly day: number;
  /** The house. */
  readonly house: number;
  /** The Killer's seat. */
  readonly visibleTo: readonly PlayerId[];
}

/** The Killer placed the Witness (Killer only until the move ends). */
export interface WitnessPlacedEvent {
  /** Event kind. */
  readonly type: 'witness-placed';
  /** The day. */
  readonly day: number;
  /** The park. */
  readonly park: number;
  /** The Killer's seat. */
  readonly visibleTo: readonly PlayerId[];
}

/** The Killer finished the day's move: what the city now shows (public). */
export interface KillerMovedEvent {
  /** Event kind. */
  readonly type: 'killer-moved';
  /** The day. */
  readonly day: number;
  /** The house where a victim was found, or `null` for a victimless day. */
  readonly victim: number | null;
  /** The park where the Witness appeared, or `null`. */
  readonly witness: number | null;
  /** Victims in the city so far (every marker, a house claimed twice counting twice). */
  readonly victims: number;
}

/** A victim objective was checked after the Killer's move on day 2, 4 or 7 (public). */
export interface ObjectiveCheckedEvent {
  /** Event kind. */
  readonly type: 'objective-checked';
  /** The day. */
  readonly day: number;
  /** Victims required by the end of this day. */
  readonly required: number;
  /** Victims in the city. */
  readonly victims: number;
  /** Whether the objective was met. */
  readonly met: boolean;
}

/** The Detective placed its token on a café (public). */
export interface DetectivePlacedEvent {
  /** Event kind. */
  readonly type: 'detective-placed';
  /** The café. */
  readonly cafe: number;
}

/** The Detective moved one square (public). */
export interface DetectiveMovedEvent {
  /** Event kind. */
  readonly type: 'detective-moved';
  /** From. */
  readonly from: Spot;
  /** To. */
  readonly to: Spot;
  /** Whether entering a café gave the turn's extra step. */
  readonly cafeBonus: boolean;
  /** Steps left this turn. */
  readonly stepsLeft: number;
}

/** The Detective interrogated the Witness; its token is removed (public). */
export interface WitnessInterrogatedEvent {
  /** Event kind. */
  readonly type: 'witness-interrogated';
  /** The day. */
  readonly day: number;
  /** The Witness's park. */
  readonly park: number;
  /** The question asked. */
  readonly question: Question;
}

/** The Killer's truthful answer (public). */
export interface QuestionAnsweredEvent {
  /** Event kind. */
  readonly type: 'question-answered';
  /** The day. */
  readonly day: number;
  /** The question and its answer. */
  readonly interrogation: Interrogation;
}

/** The Detective tried an arrest (public). */
export interface ArrestAttemptedEvent {
  /** Event kind. */
  readonly type: 'arrest-attempted';
  /** Where the Detective stood. */
  readonly from: Spot;
  /** Whether the Killer was on that square or an adjacent one. */
  readonly caught: boolean;
  /** Attempts left. */
  readonly arrestsLeft: number;
}

/** The Detective's turn ended (public). */
export interface DetectiveTurnEndedEvent {
  /** Event kind. */
  readonly type: 'detective-turn-ended';
  /** The day. */
  readonly day: number;
}

/** An uninterrogated Witness disappeared with the new day (public). */
export interface WitnessDisappearedEvent {
  /** Event kind. */
  readonly type: 'witness-disappeared';
  /** The park it stood in. */
  readonly park: number;
}

/** The spoon moved to a new day (public). */
export interface DayBeganEvent {
  /** Event kind. */
  readonly type: 'day-began';
  /** The new day. */
  readonly day: number;
}

/** The game ended; the Killer's written trail is shown to everyone (public). */
export interface GameEndedEvent {
  /** Event kind. */
  readonly type: 'game-ended';
  /** The winning seat. */
  readonly winner: PlayerId;
  /** The winner's role. */
  readonly winnerRole: 'killer' | 'detective';
  /** Why the game ended (as in the outcome). */
  readonly reason: EndReason;
  /** The Killer's trail: starting house, then three spots a day. */
  readonly trail: readonly Spot[];
}

/** Every event of One Card: Cereal Killer. */
export type CerealKillerEvent = Visible<
  | RolesDealtEvent
  | StartingHouseChosenEvent
  | KillerSteppedEvent
  | VictimClaimedEvent
  | WitnessPlacedEvent
  | KillerMovedEvent
  | ObjectiveCheckedEvent
  | DetectivePlacedEvent
  | DetectiveMovedEvent
  | WitnessInterrogatedEvent
  | QuestionAnsweredEvent
  | ArrestAttemptedEvent
  | DetectiveTurnEndedEvent
  | WitnessDisappearedEvent
  | DayBeganEvent
  | GameEndedEvent
>;
