/** Random legal play for property and hidden-information tests. */
import { applyAction, botInput, createRng } from '../../../src/core/index.js';
import { heuristicBot, type QuadCityKillersRules } from '../../../src/games/quad-city-killers/index.js';
import { quadCityKillers, start, type QMatch, type QuadCityKillersAction, type QuadCityKillersEvent } from './helpers.js';

/** One step of a random game: the match before, the action, its events, the match after. */
export interface Step {
  readonly before: QMatch;
  readonly action: QuadCityKillersAction;
  readonly events: readonly QuadCityKillersEvent[];
  readonly after: QMatch;
}

/** How the seats choose: uniformly at random, or the heuristic bot. */
export type Players = 'random' | 'heuristic';

/**
 * A whole game, seeded. `startingDexterity` shortens it (the rulebook's "begin higher on the
 * Dexterity Scale"); the first active seat acts. `rules`, when given, are the table rules played by.
 */
export function randomGame(
  seed: string,
  players: number,
  startingDexterity = 0,
  who: Players = 'random',
  rules?: Partial<QuadCityKillersRules>,
): { steps: Step[]; final: QMatch } {
  let match = start({ players, startingDexterity, ...(rules === undefined ? {} : { rules }) }, seed);
  const rng = createRng(`${seed}/players`);
  const steps: Step[] = [];
  for (let count = 0; match.state.outcome === null; count++) {
    if (count > 20_000) throw new Error(`game ${seed} did not end`);
    const seat = quadCityKillers.activePlayers(match.state)[0];
    if (seat === undefined) throw new Error(`game ${seed}: nobody may act`);
    const legal = quadCityKillers.legalActions(match.state, seat);
    const action = who === 'random' ? rng.pick(legal) : heuristicBot(botInput(quadCityKillers, match, seat, rng));
    const applied = applyAction(quadCityKillers, match, action);
    if (!applied.ok) throw new Error(`game ${seed}: ${applied.error.message}`);
    steps.push({ before: match, action, events: applied.events, after: applied.match });
    match = applied.match;
  }
  return { steps, final: match };
}
