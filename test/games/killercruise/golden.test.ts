/**
 * Golden replays (DESIGN "Golden replays under test/fixtures/ that must never change without a
 * CHANGELOG entry"): each fixture is a real playout — random, guided or careful bots — given as
 * seed, config, actions and the sha256 of the final state JSON, named after the way the game ended
 * (`<reason>.json`, or `<reason>.<case>.json` for a further game pinning one path to that end).
 */
import { describe, expect, it } from 'vitest';
import { goldenFixtures, replayGolden } from '../../support/golden.js';
import { applyUntrusted, replay } from '../../../src/core/index.js';
import { END_REASONS, killercruise, type KillercruiseConfigInput } from '../../../src/games/killercruise/index.js';
import { cardsInPlay, passengersEverywhere } from './model.js';

const fixtures = goldenFixtures('killercruise');

/** The outcome reason a fixture is named after: its name up to the first dot. */
const reasonOf = (name: string): string => name.split('.')[0] ?? name;

describe('golden replays', () => {
  it('there is one fixture per way the game can end, and every further one is named after a way too', () => {
    expect(fixtures.filter((fixture) => !fixture.name.includes('.')).map((fixture) => fixture.name)).toEqual([...END_REASONS].sort());
    for (const fixture of fixtures) expect(END_REASONS).toContain(reasonOf(fixture.name));
  });

  for (const fixture of fixtures) {
    it(`${fixture.name} replays to the same state`, () => {
      const { state, sha256 } = replayGolden(killercruise, fixture);
      expect(sha256).toBe(fixture.stateSha256);
      expect(state.outcome?.reason).toBe(reasonOf(fixture.name));
      // The recorded game kept the rulebook's books: every card and passenger accounted for.
      expect(cardsInPlay(state).length).toBe(48 + { easy: 8, medium: 10, difficult: 12 }[state.config.difficulty]);
      expect(new Set(passengersEverywhere(state)).size).toBe(36);
    });
  }

  it('all-figures-gone.double-killer-card: "Massacre!" in the first room of a double killer card ends the game there (ruling 20)', () => {
    const fixture = fixtures.find((entry) => entry.name === 'all-figures-gone.double-killer-card');
    if (fixture === undefined) throw new Error('no double-killer-card fixture');
    const before = replay(killercruise, { seed: fixture.seed, config: fixture.config as KillercruiseConfigInput, actions: fixture.actions.slice(0, -1) });
    if (!before.ok) throw new Error(before.error.message);
    const step = applyUntrusted(killercruise, before.match, fixture.actions.at(-1));
    if (!step.ok) throw new Error(step.error.message);
    const types = step.events.map((event) => event.type);
    const walk = step.events.slice(types.lastIndexOf('killer-card-drawn'));
    expect(walk[0]).toMatchObject({ type: 'killer-card-drawn', steps: 2 });
    // One room walked — its passenger collected (the fourth), its last figure met — and the game
    // ends there: the killer does not walk on into a second room (where a fifth passenger lies).
    expect(walk.map((event) => event.type)).toEqual(['killer-card-drawn', 'killer-moved', 'passengers-collected', 'figure-met-killer', 'game-ended']);
    expect(step.match.state.killerFields).toHaveLength(4);
    expect(step.match.state.outcome?.reason).toBe('all-figures-gone');
  });
});
