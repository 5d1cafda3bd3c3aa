/**
 * The bundle budget (issue "For the app developer"): a browser app that imports the core and one
 * game through its subpath pays at most 40 KB gzipped, with esbuild and with rolldown, and the root
 * entry costs only what is used. Fails when a budget is exceeded.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { gameList } from '../../src/games/index.js';
import { buildPackage, type TestBuild } from '../support/build.js';
import { bundleCases, measure } from '../support/bundle-size.js';

/** Gzipped bytes an app may pay for the core and one game. */
const GAME_BUDGET = 40 * 1024;
/** Gzipped bytes an app may pay for `createRng` alone from the root entry. */
const ROOT_BUDGET = 3 * 1024;

const EXPORT_NAMES: Readonly<Record<string, string>> = {
  killercruise: 'killercruise',
  'tatort-titanic': 'tatortTitanic',
  'cereal-killer': 'cerealKiller',
  'frozen-horror': 'frozenHorror',
  'quad-city-killers': 'quadCityKillers',
};

let built: TestBuild;
beforeAll(async () => {
  built = await buildPackage();
}, 300_000);

describe('bundle budget', () => {
  const cases = bundleCases(gameList.map((game) => ({ id: game.id, exportName: EXPORT_NAMES[game.id] ?? game.id })));

  it.each(cases.slice(0, -1).map((one) => [one.name, one] as const))('%s: ≤ 40 KB gzipped with esbuild and rolldown', async (_name, one) => {
    for (const size of await measure(one, built.dir)) {
      expect(size.gzipped, `${size.bundler}: ${size.gzipped} bytes gzipped`).toBeLessThanOrEqual(GAME_BUDGET);
    }
  });

  it('the root entry costs only what is used: createRng alone ≤ 3 KB gzipped with either bundler', async () => {
    const root = cases[cases.length - 1];
    if (root === undefined) throw new Error('no root case');
    for (const size of await measure(root, built.dir)) {
      expect(size.gzipped, `${size.bundler}: ${size.gzipped} bytes gzipped`).toBeLessThanOrEqual(ROOT_BUDGET);
    }
  });
});
