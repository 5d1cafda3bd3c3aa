/**
 * Refusals of Quad City Killers' rules. Each names the rule that refused twice: in words, quoting
 * the rulebook section it comes from (`message`), and as a stable id (`reason`) that a program can
 * rely on — one id per rule, listed in {@link refusalReasons} and in the game's docs page.
 */
import type { ErrorCode, GameError, PlayerId } from '../../../core/types.js';
import type { QuadCityKillersState } from '../schemas.js';
import { waitingFor } from './queries.js';

/**
 * Every rule that refuses an action of Quad City Killers, as the stable id `GameError.reason`
 * carries; docs/games/quad-city-killers.md ("Refusal reasons") gives each one's rule and when it
 * refuses.
 */
export type QuadCityKillersRefusalReason =
  | 'quad-city-killers/game-over'
  | 'quad-city-killers/not-your-turn'
  | 'quad-city-killers/not-now'
  | 'quad-city-killers/no-such-city'
  | 'quad-city-killers/hometown-card-in-matching-city'
  | 'quad-city-killers/replace-only-when-city-full'
  | 'quad-city-killers/city-in-lockdown'
  | 'quad-city-killers/no-prey-card-left'
  | 'quad-city-killers/no-resource-card-left'
  | 'quad-city-killers/travel-roll-first'
  | 'quad-city-killers/solo-travel-no-roll'
  | 'quad-city-killers/travel-out-of-reach'
  | 'quad-city-killers/already-in-that-city'
  | 'quad-city-killers/prey-not-in-your-city'
  | 'quad-city-killers/not-a-weapon-in-hand'
  | 'quad-city-killers/not-a-modifier-in-hand'
  | 'quad-city-killers/action-icon-needs-an-action'
  | 'quad-city-killers/not-a-scenario-in-hand'
  | 'quad-city-killers/solo-scenarios-play-against-you'
  | 'quad-city-killers/mulligan-upon-failing'
  | 'quad-city-killers/heat-cannot-move'
  | 'quad-city-killers/frame-job-needs-an-mo'
  | 'quad-city-killers/not-another-player'
  | 'quad-city-killers/anonymous-tip-another-city'
  | 'quad-city-killers/not-an-ego-in-hand'
  | 'quad-city-killers/no-ego-declared'
  | 'quad-city-killers/ego-once-per-turn'
  | 'quad-city-killers/ego-beginning-of-turn'
  | 'quad-city-killers/ego-works-on-an-attack'
  | 'quad-city-killers/not-in-your-hand'
  | 'quad-city-killers/replenish-at-end-of-turn'
  | 'quad-city-killers/hand-holds-six';

/** Every {@link QuadCityKillersRefusalReason}, in the order of the docs' table. */
export const refusalReasons: readonly QuadCityKillersRefusalReason[] = /* @__PURE__ */ Object.freeze([
  'quad-city-killers/game-over',
  'quad-city-killers/not-your-turn',
  'quad-city-killers/not-now',
  'quad-city-killers/no-such-city',
  'quad-city-killers/hometown-card-in-matching-city',
  'quad-city-killers/replace-only-when-city-full',
  'quad-city-killers/city-in-lockdown',
  'quad-city-killers/no-prey-card-left',
  'quad-city-killers/no-resource-card-left',
  'quad-city-killers/travel-roll-first',
  'quad-city-killers/solo-travel-no-roll',
  'quad-city-killers/travel-out-of-reach',
  'quad-city-killers/already-in-that-city',
  'quad-city-killers/prey-not-in-your-city',
  'quad-city-killers/not-a-weapon-in-hand',
  'quad-city-killers/not-a-modifier-in-hand',
  'quad-city-killers/action-icon-needs-an-action',
  'quad-city-killers/not-a-scenario-in-hand',
  'quad-city-killers/solo-scenarios-play-against-you',
  'quad-city-killers/mulligan-upon-failing',
  'quad-city-killers/heat-cannot-move',
  'quad-city-killers/frame-job-needs-an-mo',
  'quad-city-killers/not-another-player',
  'quad-city-killers/anonymous-tip-another-city',
  'quad-city-killers/not-an-ego-in-hand',
  'quad-city-killers/no-ego-declared',
  'quad-city-killers/ego-once-per-turn',
  'quad-city-killers/ego-beginning-of-turn',
  'quad-city-killers/ego-works-on-an-attack',
  'quad-city-killers/not-in-your-hand',
  'quad-city-killers/replenish-at-end-of-turn',
  'quad-city-killers/hand-holds-six',
] as const);

function refused(code: ErrorCode, reason: QuadCityKillersRefusalReason, message: string): GameError {
  return { code, reason, message };
}

/** An `ILLEGAL_ACTION` refusal: the rule `reason` forbids it, as `message` says. */
export function illegal(reason: QuadCityKillersRefusalReason, message: string): GameError {
  return refused('ILLEGAL_ACTION', reason, message);
}

/** The refusal of an action that does not fit what the game waits for (`not-now`). */
export function notNow(state: QuadCityKillersState, type: string): GameError {
  return illegal('quad-city-killers/not-now', `${waitingFor(state)}; ${type} is not possible now`);
}

/** The refusal of an action naming a city the map does not have (the action schema allows eight). */
export function noSuchCity(state: QuadCityKillersState, city: number): GameError {
  return illegal('quad-city-killers/no-such-city', `Tools of Your Trade: the Map has no city ${city} (its cities are 0 to ${state.cities.length - 1})`);
}

/** The refusal of any action once the game is over. */
export function gameOver(state: QuadCityKillersState): GameError {
  return refused('GAME_OVER', 'quad-city-killers/game-over', `Ending the Game: the game is over (${state.outcome?.reason ?? 'over'})`);
}

/** The refusal of an action from a seat that may not act now, saying who may. */
export function notYourTurn(state: QuadCityKillersState, player: PlayerId): GameError {
  return refused('NOT_YOUR_TURN', 'quad-city-killers/not-your-turn', `seat ${player} may not act now; ${waitingFor(state)}`);
}
