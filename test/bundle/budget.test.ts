/**
 * The bundle budget (issue "For the app developer"): a browser app that imports the core and one
 * game through its subpath pays at most 40 KB gzipped, with esbuild and with rolldown, and the root
 * entry costs only what is used. Fails when a budget is exceeded, and when the README or a game's
 * page states other sizes than a fresh build gives (they are written from the same measurement by
 * `npm run docs:sizes`).
 */
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { gameList } from '../../src/games/index.js';
import { buildPackage } from '../support/build.js';
import { bundleCases, measure, statedFigures, type BundleSize } from '../support/bundle-size.js';

/** Gzipped bytes an app may pay for the core and one game. */
const GAME_BUDGET = 40 * 1024;
/** Gzipped bytes an app may pay for `createRng` alone from the root entry. */
const ROOT_BUDGET = 3 * 1024;

const gameIds = gameList.map((game) => game.id);
const cases = bundleCases(gameIds);
let sizes: BundleSize[] = [];

beforeAll(async () => {
  const built = await buildPackage();
  sizes = (await Promise.all(cases.map((one) => measure(one, built.dir)))).flat();
}, 300_000);

describe('bundle budget', () => {
  it.each(gameIds)('core + %s: ≤ 40 KB gzipped with esbuild and rolldown', (id) => {
    const measured = sizes.filter((size) => size.gameId === id);
    expect(measured.map((size) => size.bundler).sort()).toEqual(['esbuild', 'rolldown']);
    for (const size of measured) {
      expect(size.gzipped, `${size.bundler}: ${size.gzipped} bytes gzipped`).toBeLessThanOrEqual(GAME_BUDGET);
    }
  });

  it('the root entry costs only what is used: createRng alone ≤ 3 KB gzipped with either bundler', () => {
    const root = sizes.filter((size) => size.gameId === undefined);
    expect(root).toHaveLength(2);
    for (const size of root) {
      expect(size.gzipped, `${size.bundler}: ${size.gzipped} bytes gzipped`).toBeLessThanOrEqual(ROOT_BUDGET);
    }
  });
});

describe('the bundle sizes the docs state', () => {
  it('are the measured ones, in the README table and on every game page', () => {
    const figures = statedFigures(sizes, gameIds);
    // The README has its table, and every game's page its figure.
    expect(figures.filter((figure) => figure.file === 'README.md' && figure.what === 'the table')).toHaveLength(1);
    for (const id of gameIds) expect(figures.some((figure) => figure.file === `docs/games/${id}.md` && figure.what === id), `docs/games/${id}.md states no bundle size`).toBe(true);
    const stale = figures.filter((figure) => figure.stated !== figure.measured);
    expect(
      stale.map((figure) => `${figure.file} (${figure.what}) says\n${figure.stated}\nbut a fresh build gives\n${figure.measured}`),
      'run `npm run docs:sizes` to write the measured sizes into the docs',
    ).toEqual([]);
  });

  it('and the README states the budgets this test holds them to', () => {
    const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8').replace(/\s+/g, ' ');
    expect(readme).toContain(`if a game passes ${GAME_BUDGET / 1024} KB gzipped or \`createRng\` alone ${ROOT_BUDGET / 1024} KB`);
  });
});
