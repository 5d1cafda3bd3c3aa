/**
 * Golden replays (DESIGN "Golden replays under test/fixtures/ that must never change without a
 * CHANGELOG entry"): each fixture is a real playout between heuristic detectives that guess once
 * their sheets leave few circumstances open — seed, config, actions and the sha256 of the final
 * state JSON — named after the way the game ended: a right solution, a wrong one, and the end of
 * the 25th round.
 */
import { describe, expect, it } from 'vitest';
import { goldenFixtures, replayGolden } from '../../support/golden.js';
import { circumstanceOf, standingOf, tatortTitanic } from '../../../src/games/tatort-titanic/index.js';
import { allCards } from './helpers.js';

const fixtures = goldenFixtures('tatort-titanic');

describe('golden replays', () => {
  it('there is one fixture per way the game can end', () => {
    expect(fixtures.map((fixture) => fixture.name)).toEqual(['case-solved', 'time-ran-out', 'wrong-solution']);
  });

  for (const fixture of fixtures) {
    it(`${fixture.name} replays to the same state`, () => {
      const { state, sha256 } = replayGolden(tatortTitanic, fixture);
      expect(sha256).toBe(fixture.stateSha256);
      expect(state.outcome?.reason).toBe(fixture.name);
      // The recorded game is a legal one by the rulebook's own measure, too.
      expect(allCards(state)).toEqual(Array.from({ length: 35 }, (_, id) => id));
      expect(state.round).toBeGreaterThanOrEqual(8);
      expect(state.round).toBeLessThanOrEqual(25);
      const standings = state.detectives.map((detective) => standingOf(detective, state.solution));
      expect(state.outcome?.scores).toEqual(standings.map((standing) => standing.open));
      if (fixture.name === 'case-solved') expect(state.solve?.named).toEqual(state.solution.map(circumstanceOf));
      if (fixture.name === 'wrong-solution') expect(state.solve?.correct).toBe(false);
      if (fixture.name === 'time-ran-out') {
        expect(state.round).toBe(25);
        expect(state.solve).toBeNull();
      }
    });
  }
});
