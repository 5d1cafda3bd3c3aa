/**
 * What each seat may know. The Detective (and a spectator) sees the city, its own token, the
 * victims, the Witness and every public answer; never the Killer's square or path, until the game
 * ends and the Killer's notepad is shown to everyone.
 */
import { contentIdOf } from '../../core/content.js';
import type { Outcome, PlayerId } from '../../core/types.js';
import { STAND_IN_CITY_ID, standInCity } from './content.js';
import type { CerealKillerState, DayRecord, DetectiveState, KillerSecrets, Phase, Question } from './schemas.js';
import { QUESTIONS } from './schemas.js';
import { questionsAsked } from './rules/interrogate.js';
import { awaitingDirection, detectiveSeat, killerSeat, victimCount } from './rules/queries.js';

/** One seat's (or a spectator's) view of a game of One Card: Cereal Killer. */
export interface CerealKillerView {
  /** Whose view this is; `null` for a spectator. */
  readonly viewer: PlayerId | null;
  /** The viewer's role. */
  readonly role: 'killer' | 'detective' | 'spectator';
  /** The Killer's seat. */
  readonly killerSeat: PlayerId;
  /** The Detective's seat. */
  readonly detectiveSeat: PlayerId;
  /**
   * The city card, by reference: `'cereal-killer/stand-in'` for the stand-in city, else `custom:`
   * and a hash of the city. The city itself is in the match's config, which is public.
   */
  readonly content: string;
  /** The spoon: the current day. */
  readonly day: number;
  /** Whose part of the day it is. */
  readonly phase: Phase;
  /** The Detective's token and resources (all public). */
  readonly detective: DetectiveState;
  /** The park the Witness stands in, or `null`. */
  readonly witness: number | null;
  /** What became public each day the Killer has moved. */
  readonly days: readonly DayRecord[];
  /** Victims in the city: one per day that claimed one, a house claimed twice counting twice. */
  readonly victims: number;
  /** Questions not yet asked. */
  readonly questionsLeft: readonly Question[];
  /** Whether the Killer owes an answer to "Which direction is it?". */
  readonly awaitingAnswer: boolean;
  /** The Killer's notepad: for the Killer always, for everyone once the game is over; else `null`. */
  readonly killer: KillerSecrets | null;
  /** How the game ended, or `null`. */
  readonly outcome: Outcome | null;
}

/** The view of `viewer` (`null` = spectator). */
export function view(state: CerealKillerState, viewer: PlayerId | null): CerealKillerView {
  const killer = killerSeat(state);
  const asked = questionsAsked(state);
  return {
    viewer,
    role: viewer === null ? 'spectator' : viewer === killer ? 'killer' : 'detective',
    killerSeat: killer,
    detectiveSeat: detectiveSeat(state),
    content: contentIdOf(state.config.city, standInCity, STAND_IN_CITY_ID),
    day: state.day,
    phase: state.phase,
    detective: state.detective,
    witness: state.witness,
    days: state.days,
    victims: victimCount(state),
    questionsLeft: QUESTIONS.filter((question) => !asked.includes(question)),
    awaitingAnswer: awaitingDirection(state),
    killer: viewer === killer || state.phase === 'over' ? state.killer : null,
    outcome: state.outcome,
  };
}
