/**
 * The heuristic bot under the table rules (docs/games/cereal-killer.md "Table rules"): where an
 * option changes what a good move is, the bot follows it.
 */
import { describe, expect, it } from 'vitest';
import { botInput, createRng } from '../../../src/core/index.js';
import { heuristicBot, type CerealKillerConfigInput } from '../../../src/games/cereal-killer/index.js';
import { KILLER, cerealKiller, claim, endTurn, finish, house, legalSteps, move, place, play, start, step, walk, witness, type CkMatch } from './helpers.js';

/** The Killer's steps the bot picks from `match` over 24 bot streams. */
function stepsPicked(match: CkMatch): number[] {
  const picked = new Set<number>();
  for (let stream = 0; stream < 24; stream++) {
    const action = heuristicBot(botInput(cerealKiller, match, KILLER, createRng(`bots/steps/${stream}`)));
    if (action.type === 'step') picked.add(action.to);
  }
  return [...picked].sort((a, b) => a - b);
}

describe('the Killer bot and oneVictimPerHouse', () => {
  // Day 1 victimless; day 2 victim in house 3 (Witness 2); day 3, owing a victim, the Killer has
  // stepped onto park 4, the Detective on house 5. Steps 3 and 9 are equally far from the Detective.
  const build = (config: CerealKillerConfigInput): CkMatch =>
    play(
      start(config),
      house(21), ...walk(22, 17, 12), finish(), place(10), move(5), endTurn(),
      ...walk(13, 8, 3), claim(), witness(2), finish(), endTurn(),
      step(4),
    );

  it('by the ruling house 3 pulls (it can take another victim); with the option it does not, and the bot may go either way', () => {
    const ruling = build({});
    const flipped = build({ rules: { oneVictimPerHouse: true } });
    expect(legalSteps(ruling)).toEqual([3, 9]);
    expect(legalSteps(flipped)).toEqual([3, 9]);
    expect(stepsPicked(ruling)).toEqual([3]);
    expect(stepsPicked(flipped)).toEqual([3, 9]);
  });
});
