/**
 * Golden replays (DESIGN "Golden replays under test/fixtures/ that must never change without a
 * CHANGELOG entry"): each fixture is a real random playout — seed, config, actions and the sha256
 * of the final state JSON — named after the way the game ended.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { replay } from '../../../src/core/index.js';
import { cerealKiller } from '../../../src/games/cereal-killer/index.js';
import { stateTrailProblems } from './model.js';

const FIXTURES = join(dirname(fileURLToPath(import.meta.url)), '../../fixtures/cereal-killer');
const files = readdirSync(FIXTURES).filter((name) => name.endsWith('.json')).sort();

interface Fixture {
  readonly seed: string;
  readonly config: { readonly killer?: 0 | 1 };
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
    expect(files.map((name) => basename(name, '.json'))).toEqual([
      'detective-arrested-killer',
      'detective-out-of-arrests',
      'killer-missed-objective',
      'killer-survived-seven-days',
    ]);
  });

  it('together the fixtures play every action type of the rules table, finish-move included (ruling 9)', () => {
    const played = new Set<string>();
    for (const file of files) {
      const fixture: unknown = JSON.parse(readFileSync(join(FIXTURES, file), 'utf8'));
      if (!isFixture(fixture)) throw new Error(`${file} is not a fixture`);
      for (const action of fixture.actions) {
        if (typeof action === 'object' && action !== null && 'type' in action && typeof action.type === 'string') played.add(action.type);
      }
    }
    expect([...played].sort()).toEqual([
      'answer-direction',
      'arrest',
      'choose-starting-house',
      'claim-victim',
      'end-turn',
      'finish-move',
      'interrogate',
      'move',
      'place-detective',
      'place-witness',
      'step',
    ]);
  });

  for (const file of files) {
    it(`${file} replays to the same state`, () => {
      const fixture: unknown = JSON.parse(readFileSync(join(FIXTURES, file), 'utf8'));
      if (!isFixture(fixture)) throw new Error(`${file} is not a fixture`);
      const replayed = replay(cerealKiller, { seed: fixture.seed, config: fixture.config, actions: fixture.actions });
      if (!replayed.ok) throw new Error(`${file}: ${replayed.error.message}`);
      const hash = createHash('sha256').update(JSON.stringify(replayed.match.state)).digest('hex');
      expect(hash).toBe(fixture.stateSha256);
      expect(replayed.match.state.outcome?.reason).toBe(basename(file, '.json'));
      // The recorded game is a legal one by the rulebook's own measure, too.
      expect(stateTrailProblems(replayed.match.state)).toEqual([]);
    });
  }
});
