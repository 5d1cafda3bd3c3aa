/**
 * Golden replays (DESIGN "Golden replays under test/fixtures/ that must never change without a
 * CHANGELOG entry"): each fixture is a real random playout — seed, config, actions and the sha256
 * of the final state JSON — named after the way the game ended, at 5, 7 and 10 players.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { replay } from '../../../src/core/index.js';
import { frozenHorror } from '../../../src/games/frozen-horror/index.js';
import { cardTotal } from './helpers.js';

const FIXTURES = join(dirname(fileURLToPath(import.meta.url)), '../../fixtures/frozen-horror');
const files = readdirSync(FIXTURES).filter((name) => name.endsWith('.json')).sort();

interface Fixture {
  readonly seed: string;
  readonly config: { readonly players?: number };
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
    expect(files.map((name) => basename(name, '.json')).sort()).toEqual(['horror-killed', 'horror-killed-all-humans', 'humans-killed-by-cards'].sort());
  });

  for (const file of files) {
    it(`${file} replays to the same state`, () => {
      const fixture: unknown = JSON.parse(readFileSync(join(FIXTURES, file), 'utf8'));
      if (!isFixture(fixture)) throw new Error(`${file} is not a fixture`);
      const replayed = replay(frozenHorror, { seed: fixture.seed, config: fixture.config, actions: fixture.actions });
      if (!replayed.ok) throw new Error(`${file}: ${replayed.error.message}`);
      const { state } = replayed.match;
      expect(createHash('sha256').update(JSON.stringify(state)).digest('hex')).toBe(fixture.stateSha256);
      expect(state.outcome?.reason).toBe(basename(file, '.json'));
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
