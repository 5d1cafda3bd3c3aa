/**
 * Golden replays (DESIGN "Golden replays under test/fixtures/ that must never change without a
 * CHANGELOG entry"): real playouts — seed, config, actions and the sha256 of the final state's JSON
 * — named after the way the game ended: a multi-player win, a rolled-off tie, a solo win and both
 * solo losses.
 */
import { describe, expect, it } from 'vitest';
import { ACTION_TYPES, quadCityKillers } from '../../../src/games/quad-city-killers/index.js';
import { goldenFixtures, replayGolden } from '../../support/golden.js';
import { expectAllCards } from './helpers.js';

const fixtures = goldenFixtures('quad-city-killers');

describe('golden replays', () => {
  it('one fixture per way the issue names: a multi-player win, a rolled-off tie, a solo win and both solo losses', () => {
    expect(fixtures.map((fixture) => fixture.name)).toEqual(
      ['all-cities-locked-down', 'dexterity-scale-completed', 'fell-below-dexterity-scale', 'highest-notoriety', 'tie-rolled-off'].sort(),
    );
  });

  it('together the fixtures play every action type', () => {
    const played = new Set<string>();
    for (const fixture of fixtures) {
      for (const action of fixture.actions) {
        if (typeof action === 'object' && action !== null && 'type' in action && typeof action.type === 'string') played.add(action.type);
      }
    }
    expect([...played].sort()).toEqual([...ACTION_TYPES].sort());
  });

  for (const fixture of fixtures) {
    it(`${fixture.name} replays to the same state`, () => {
      const { state, sha256 } = replayGolden(quadCityKillers, fixture);
      expect(sha256).toBe(fixture.stateSha256);
      // The game's own outcome type: the core Outcome plus the tied seats and the solo rank.
      const outcome = state.outcome;
      expect(quadCityKillers.outcome(state)).toBe(outcome);
      expect(outcome?.reason).toBe(fixture.name);
      expectAllCards(state);
      if (fixture.name === 'tie-rolled-off') {
        expect(outcome?.tied.length).toBeGreaterThan(1);
        expect(outcome?.tied).toContain(outcome?.winners[0]);
        const best = Math.max(...(outcome?.scores ?? []));
        for (const seat of outcome?.tied ?? []) expect(outcome?.scores[seat]).toBe(best);
      }
      if (fixture.name === 'highest-notoriety') expect(outcome?.scores[outcome.winners[0] ?? -1]).toBe(Math.max(...(outcome?.scores ?? [])));
      if (state.config.players === 1) expect(outcome?.rank).not.toBeNull();
    });
  }
});
