/** Refusals of Quad City Killers' rules, each naming the rulebook section it comes from. */
import type { GameError, PlayerId } from '../../../core/types.js';
import type { QuadCityKillersState } from '../schemas.js';
import { waitingFor } from './queries.js';

/** An `ILLEGAL_ACTION` refusal citing a rule. */
export function illegal(message: string): GameError {
  return { code: 'ILLEGAL_ACTION', reason: 'quad-city-killers/illegal', message };
}

/** The refusal of an action that does not fit what the game waits for. */
export function notNow(state: QuadCityKillersState, type: string): GameError {
  return illegal(`${waitingFor(state)}; ${type} is not possible now`);
}

/** The refusal of any action once the game is over. */
export function gameOver(state: QuadCityKillersState): GameError {
  return { code: 'GAME_OVER', reason: 'quad-city-killers/game-over', message: `Ending the Game: the game is over (${state.outcome?.reason ?? 'over'})` };
}

/** The refusal of an action from a seat that may not act now, saying who may. */
export function notYourTurn(state: QuadCityKillersState, player: PlayerId): GameError {
  return { code: 'NOT_YOUR_TURN', reason: 'quad-city-killers/not-your-turn', message: `seat ${player} may not act now; ${waitingFor(state)}` };
}
