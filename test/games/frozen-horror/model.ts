/**
 * Random legal play for property and hidden-information tests, and a few facts about the stand-in
 * map computed independently of src/ (from the docs' passage table).
 */
import { applyAction, createRng } from '../../../src/core/index.js';
import type { FrozenHorrorRules } from '../../../src/games/frozen-horror/index.js';
import { frozenHorror, start, type FhMatch, type FrozenHorrorAction, type FrozenHorrorEvent } from './helpers.js';

/** One step of a random game: the match before, the action, its events, the match after. */
export interface Step {
  readonly before: FhMatch;
  readonly action: FrozenHorrorAction;
  readonly events: readonly FrozenHorrorEvent[];
  readonly after: FhMatch;
}

/** A whole game between uniformly random players, seeded; at a table that plays `rules` when given. */
export function randomGame(seed: string, players: number, rules?: Partial<FrozenHorrorRules>): { steps: Step[]; final: FhMatch } {
  let match = start(rules === undefined ? { players } : { players, rules }, seed);
  const rng = createRng(`${seed}/players`);
  const steps: Step[] = [];
  for (let count = 0; match.state.outcome === null; count++) {
    if (count > 3000) throw new Error(`game ${seed} did not end`);
    const seat = frozenHorror.activePlayers(match.state)[0];
    if (seat === undefined) throw new Error(`game ${seed}: nobody may act`);
    const action = rng.pick(frozenHorror.legalActions(match.state, seat));
    const applied = applyAction(frozenHorror, match, action);
    if (!applied.ok) throw new Error(`game ${seed}: ${applied.error.message}`);
    steps.push({ before: match, action, events: applied.events, after: applied.match });
    match = applied.match;
  }
  return { steps, final: match };
}

/** The stand-in passages, as the docs print them: [colour, room, room]. */
export const PASSAGES: readonly (readonly [string, number, number])[] = [
  ['blue', 0, 1],
  ['gold', 0, 2],
  ['green', 0, 4],
  ['gold', 1, 3],
  ['orange', 2, 3],
  ['blue', 3, 4],
];
