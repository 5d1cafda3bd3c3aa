/** Random legal play for the property and hidden-information tests. */
import { applyAction, createRng } from '../../../src/core/index.js';
import type { TatortTitanicRules } from '../../../src/games/tatort-titanic/index.js';
import { start, tatortTitanic, type TatortTitanicAction, type TatortTitanicEvent, type TtMatch } from './helpers.js';

/** One step of a random game: the match before, the action, its events, the match after. */
export interface Step {
  readonly before: TtMatch;
  readonly action: TatortTitanicAction;
  readonly events: readonly TatortTitanicEvent[];
  readonly after: TtMatch;
}

/**
 * A whole game between random players, seeded: each picks an action type uniformly among its legal
 * types, then an action of that type uniformly — so the thirty-odd sheet entries on offer do not
 * drown the game's other decisions. `rules` are the table rules (default: none).
 */
export function randomGame(seed: string, players: number, rounds = 25, rules: Partial<TatortTitanicRules> = {}): { steps: Step[]; final: TtMatch } {
  let match = start({ players, rounds, rules }, seed);
  const rng = createRng(`${seed}/players`);
  const steps: Step[] = [];
  for (let count = 0; match.state.outcome === null; count++) {
    if (count > 5_000) throw new Error(`game ${seed} did not end`);
    const seat = tatortTitanic.activePlayers(match.state)[0];
    if (seat === undefined) throw new Error(`game ${seed}: nobody may act`);
    const legal = tatortTitanic.legalActions(match.state, seat);
    const type = rng.pick([...new Set(legal.map((action) => action.type))]);
    const action = rng.pick(legal.filter((candidate) => candidate.type === type));
    const applied = applyAction(tatortTitanic, match, action);
    if (!applied.ok) throw new Error(`game ${seed}: ${applied.error.message}`);
    steps.push({ before: match, action, events: applied.events, after: applied.match });
    match = applied.match;
  }
  return { steps, final: match };
}
