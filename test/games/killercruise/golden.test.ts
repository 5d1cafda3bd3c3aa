/**
 * Golden replays (DESIGN "Golden replays under test/fixtures/ that must never change without a
 * CHANGELOG entry"): each fixture is a real playout — random, guided or careful bots — given as
 * seed, config, actions and the sha256 of the final state JSON, named after the way the game ended.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { replay } from '../../../src/core/index.js';
import { END_REASONS, killercruise, type KillercruiseConfigInput } from '../../../src/games/killercruise/index.js';
import { cardsInPlay, passengersEverywhere } from './model.js';

const FIXTURES = join(dirname(fileURLToPath(import.meta.url)), '../../fixtures/killercruise');
const files = readdirSync(FIXTURES).filter((name) => name.endsWith('.json')).sort();

interface Fixture {
  readonly seed: string;
  readonly config: KillercruiseConfigInput;
  readonly actions: readonly unknown[];
  readonly stateSha256: string;
}

function isFixture(value: unknown): value is Fixture {
  if (typeof value !== 'object' || value === null) return false;
  const { seed, config, actions, stateSha256 } = value as Record<string, unknown>;
  return typeof seed === 'string' && typeof config === 'object' && config !== null && Array.isArray(actions) && typeof stateSha256 === 'string';
}

describe('golden replays', () => {
  it('there is one fixture per way the game can end', () => {
    expect(files.map((name) => basename(name, '.json'))).toEqual([...END_REASONS].sort());
  });

  for (const file of files) {
    it(`${file} replays to the same state`, () => {
      const fixture: unknown = JSON.parse(readFileSync(join(FIXTURES, file), 'utf8'));
      if (!isFixture(fixture)) throw new Error(`${file} is not a fixture`);
      const replayed = replay(killercruise, { seed: fixture.seed, config: fixture.config, actions: fixture.actions });
      if (!replayed.ok) throw new Error(`${file}: ${replayed.error.message}`);
      const { state } = replayed.match;
      const hash = createHash('sha256').update(JSON.stringify(state)).digest('hex');
      expect(hash).toBe(fixture.stateSha256);
      expect(state.outcome?.reason).toBe(basename(file, '.json'));
      // The recorded game kept the rulebook's books: every card and passenger accounted for.
      expect(cardsInPlay(state).length).toBe(48 + { easy: 8, medium: 10, difficult: 12 }[state.config.difficulty]);
      expect(new Set(passengersEverywhere(state)).size).toBe(36);
    });
  }
});
