/**
 * Golden replays (DESIGN: "golden replays under test/fixtures/ that must never change without a
 * CHANGELOG entry"): each fixture is a real playout given as seed, config, actions and the sha256
 * of the final state's JSON, and is named after the way the game ended.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { replay, type GameAction, type GameEvent, type GameModule } from '../../src/core/index.js';

/** One golden replay, read from `test/fixtures/<game>/<reason>.json`. */
export interface GoldenFixture {
  /** The file's name without `.json`: the outcome reason the game ended with, optionally followed by `.<case>`. */
  readonly name: string;
  readonly seed: string;
  readonly config: unknown;
  readonly actions: readonly unknown[];
  readonly stateSha256: string;
}

function isFixture(value: unknown): value is Omit<GoldenFixture, 'name'> {
  if (typeof value !== 'object' || value === null) return false;
  const { seed, config, actions, stateSha256 } = value as Record<string, unknown>;
  return typeof seed === 'string' && typeof config === 'object' && config !== null && Array.isArray(actions) && typeof stateSha256 === 'string';
}

/** The golden fixtures of `gameId`, sorted by name. */
export function goldenFixtures(gameId: string): GoldenFixture[] {
  const folder = fileURLToPath(new URL(`../fixtures/${gameId}/`, import.meta.url));
  return readdirSync(folder)
    .filter((file) => file.endsWith('.json'))
    .map((file) => {
      const parsed: unknown = JSON.parse(readFileSync(join(folder, file), 'utf8'));
      if (!isFixture(parsed)) throw new Error(`${gameId}/${file} is not a golden fixture`);
      return { name: basename(file, '.json'), ...parsed };
    })
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}

/** Replays `fixture` and returns the final state with the sha256 of its JSON. */
export function replayGolden<C, S, A extends GameAction, E extends GameEvent, V, I>(
  game: GameModule<C, S, A, E, V, I>,
  fixture: GoldenFixture,
): { state: S; sha256: string } {
  const replayed = replay(game, { seed: fixture.seed, config: fixture.config as I, actions: fixture.actions });
  if (!replayed.ok) throw new Error(`${fixture.name}: ${replayed.error.message}`);
  const { state } = replayed.match;
  return { state, sha256: createHash('sha256').update(JSON.stringify(state)).digest('hex') };
}
