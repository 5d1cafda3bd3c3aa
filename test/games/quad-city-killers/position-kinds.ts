/**
 * The kinds of position Quad City Killers waits in, for the conformance kit: what the game waits
 * for (`situation`) and whose decision it is — the turn player's, or other players' (Prey placed at
 * setup by each player in turn, Modifiers answering an Attack). The kit plays until it has met every
 * kind, and checks each with every seat and a spectator as the viewer.
 */
import { quadCityKillers, type QuadCityKillersRules, type QuadCityKillersState } from '../../../src/games/quad-city-killers/index.js';
import { situation } from '../../../src/games/quad-city-killers/rules/queries.js';

/** The kind of a running position. */
export function kindOf(state: QuadCityKillersState): string {
  if (state.config.players === 1) return `${situation(state)}/solo`;
  const deciding = quadCityKillers.activePlayers(state);
  return `${situation(state)}/${deciding.length === 1 && deciding[0] === state.turn.player ? 'turn-player' : 'other-players'}`;
}

/** Every kind of the solo rules: no answers, Mulligan, Scenario choices or turn's end (ruling 10). */
export const SOLO_KINDS: readonly string[] = ['place-prey', 'action', 'weapon', 'modifier', 'claim', 'travel', 'discard'].map((waiting) => `${waiting}/solo`);

/** Every kind of the multi-player rules. */
export const MULTI_KINDS: readonly string[] = [
  'place-prey/turn-player',
  'place-prey/other-players',
  'answers/other-players',
  ...['action', 'weapon', 'modifier', 'after-failure', 'claim', 'travel', 'discard', 'player', 'city', 'scene-attack', 'end-of-turn'].map((waiting) => `${waiting}/turn-player`),
];

/**
 * Every kind a configuration's table rules allow: the solo kinds under every option; the
 * multi-player kinds, less the Ego's moment after the third Action (`end-of-turn`) under
 * `turnEndsAtThirdAction`, where the turn ends with its third Action (ruling 10). No other option
 * adds or removes a kind of position: they change what a decision leads to, not which decisions
 * there are.
 */
export function kindsUnder(players: number, rules: Partial<QuadCityKillersRules> = {}): readonly string[] {
  if (players === 1) return SOLO_KINDS;
  return rules.turnEndsAtThirdAction === true ? MULTI_KINDS.filter((kind) => kind !== 'end-of-turn/turn-player') : MULTI_KINDS;
}
