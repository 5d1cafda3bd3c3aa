/**
 * Golden replays (DESIGN "Golden replays under test/fixtures/ that must never change without a
 * CHANGELOG entry"): each fixture is a real playout — random, guided or careful bots — given as
 * seed, config, actions and the sha256 of the final state JSON, named after the way the game ended.
 */
import { describe, expect, it } from 'vitest';
import { goldenFixtures, replayGolden } from '../../support/golden.js';
import { END_REASONS, killercruise } from '../../../src/games/killercruise/index.js';
import { cardsInPlay, passengersEverywhere } from './model.js';

const fixtures = goldenFixtures('killercruise');

describe('golden replays', () => {
  it('there is one fixture per way the game can end', () => {
    expect(fixtures.map((fixture) => fixture.name)).toEqual([...END_REASONS].sort());
  });

  for (const fixture of fixtures) {
    it(`${fixture.name} replays to the same state`, () => {
      const { state, sha256 } = replayGolden(killercruise, fixture);
      expect(sha256).toBe(fixture.stateSha256);
      expect(state.outcome?.reason).toBe(fixture.name);
      // The recorded game kept the rulebook's books: every card and passenger accounted for.
      expect(cardsInPlay(state).length).toBe(48 + { easy: 8, medium: 10, difficult: 12 }[state.config.difficulty]);
      expect(new Set(passengersEverywhere(state)).size).toBe(36);
    });
  }
});
