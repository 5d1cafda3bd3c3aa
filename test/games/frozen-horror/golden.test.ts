/**
 * Golden replays (DESIGN "Golden replays under test/fixtures/ that must never change without a
 * CHANGELOG entry"): each fixture is a real random playout — seed, config, actions and the sha256
 * of the final state JSON — named after the way the game ended, at 5, 7 and 10 players.
 */
import { describe, expect, it } from 'vitest';
import { goldenFixtures, replayGolden } from '../../support/golden.js';
import { frozenHorror } from '../../../src/games/frozen-horror/index.js';
import { cardTotal } from './helpers.js';

const fixtures = goldenFixtures('frozen-horror');

describe('golden replays', () => {
  it('there is one fixture per way the game can end', () => {
    expect(fixtures.map((fixture) => fixture.name)).toEqual(['horror-killed', 'horror-killed-all-humans', 'humans-killed-by-cards'].sort());
  });

  for (const fixture of fixtures) {
    it(`${fixture.name} replays to the same state`, () => {
      const { state, sha256 } = replayGolden(frozenHorror, fixture);
      expect(sha256).toBe(fixture.stateSha256);
      expect(state.outcome?.reason).toBe(fixture.name);
      // The recorded game is a legal one by the rulebook's own measure, too.
      expect(cardTotal(state)).toBe(21);
      expect(state.destroyed.length).toBeLessThanOrEqual(2);
      expect(state.round).toBeGreaterThanOrEqual(3);
      const horror = state.seats.findIndex((seat) => seat.identity === 'horror');
      const alive = state.seats.flatMap((seat, index) => (seat.alive ? [index] : []));
      if (state.outcome?.reason === 'horror-killed') expect(state.outcome.winners).toEqual(alive);
      else expect(state.outcome?.winners).toEqual([horror]);
    });
  }
});
