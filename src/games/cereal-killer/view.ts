/**
 * What each seat may know. The Detective (and a spectator) sees the city, its own token, the
 * victims, the Witness and every public answer; never the Killer's square or path, until the game
 * ends and the Killer's notepad is shown to everyone.
 */
import { contentIdOf } from '../../core/content.js';
import type { PlayerId } from '../../core/types.js';
import { STAND_IN_CITY_ID, standInCity } from './content.js';
import { QUESTIONS, type CerealKillerState, type CerealKillerView } from './schemas.js';
import { questionsAsked } from './rules/interrogate.js';
import { awaitingDirection, detectiveSeat, killerSeat, victimCount } from './rules/queries.js';

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
