import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createMatch, seatCount, type AnyGameModule } from '../../src/core/index.js';
import { gameList, games } from '../../src/games/index.js';
import tsupConfig from '../../tsup.config.js';

const root = new URL('../../', import.meta.url);

function readJson(path: string): unknown {
  return JSON.parse(readFileSync(new URL(path, root), 'utf8')) as unknown;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

function field(value: unknown, key: string): unknown {
  return isRecord(value) ? value[key] : undefined;
}

const packageJson = readJson('package.json');
const typedoc = readJson('typedoc.json');
const ids = Object.keys(games);
const modules: [string, AnyGameModule][] = Object.entries(games);

function tsupEntries(): Record<string, unknown> {
  const configs: unknown[] = Array.isArray(tsupConfig) ? tsupConfig : [tsupConfig];
  const entries: Record<string, unknown> = {};
  for (const config of configs) {
    const entry = field(config, 'entry');
    if (!isRecord(entry)) throw new Error('tsup.config.ts: expected `entry` to be an object of named entries');
    Object.assign(entries, entry);
  }
  return entries;
}

describe('the games registry', () => {
  it('has at least one game', () => {
    expect(ids.length).toBeGreaterThan(0);
  });

  it.each(modules)('keys %s by its own id', (id, module) => {
    expect(module.id).toBe(id);
  });

  it('lists exactly the registry’s modules in gameList, once each', () => {
    expect(gameList).toHaveLength(ids.length);
    expect(new Set(gameList).size).toBe(gameList.length);
    for (const module of Object.values(games)) expect(gameList).toContain(module);
    expect(gameList.map((module) => module.id).sort()).toEqual([...ids].sort());
  });

  it.each(modules)('%s: minPlayers <= maxPlayers, a title, whole player counts', (_id, module) => {
    expect(Number.isInteger(module.minPlayers)).toBe(true);
    expect(Number.isInteger(module.maxPlayers)).toBe(true);
    expect(module.minPlayers).toBeGreaterThanOrEqual(1);
    expect(module.minPlayers).toBeLessThanOrEqual(module.maxPlayers);
    expect(module.title.trim()).not.toBe('');
  });

  it.each(modules)('%s: every legal action at the start has a description (and every seat a name)', (_id, module) => {
    const created = createMatch(module, { seed: 'registry' });
    if (!created.ok) throw new Error(created.error.message);
    const { state } = created.match;
    const seats = seatCount(module, state);
    let described = 0;
    for (let seat = 0; seat < seats; seat++) {
      for (const action of module.legalActions(state, seat)) {
        expect(module.describeAction(action, created.match.config).trim()).not.toBe('');
        described++;
      }
      if (module.seatName !== undefined) expect(module.seatName(state, seat).trim()).not.toBe('');
    }
    expect(described).toBeGreaterThan(0);
  });
});

describe('packaging of each game', () => {
  it.each(ids)('%s has a ./<id> subpath export with import and require, each with types and default', (id) => {
    const entry = field(field(packageJson, 'exports'), `./${id}`);
    expect(isRecord(entry)).toBe(true);
    const dist = `./dist/games/${id}/index`;
    expect(field(entry, 'import')).toEqual({ types: `${dist}.d.ts`, default: `${dist}.js` });
    expect(field(entry, 'require')).toEqual({ types: `${dist}.d.cts`, default: `${dist}.cjs` });
    // `types` must come first in each condition, or TypeScript never sees it.
    for (const condition of ['import', 'require']) {
      expect(Object.keys(field(entry, condition) as object)).toEqual(['types', 'default']);
    }
  });

  it.each(ids)('%s has a typesVersions entry when the package uses typesVersions', (id) => {
    const versions = field(field(packageJson, 'typesVersions'), '*');
    if (versions === undefined) return;
    expect(field(versions, id)).toEqual([`./dist/games/${id}/index.d.cts`]);
  });

  it.each(ids)('%s has the tsup entry games/%s/index', (id) => {
    expect(tsupEntries()[`games/${id}/index`]).toBe(`src/games/${id}/index.ts`);
    expect(existsSync(new URL(`src/games/${id}/index.ts`, root))).toBe(true);
  });

  it.each(ids)('%s is a typedoc entry point', (id) => {
    const entryPoints = field(typedoc, 'entryPoints');
    expect(Array.isArray(entryPoints)).toBe(true);
    expect(entryPoints).toContain(`src/games/${id}/index.ts`);
  });

  it('has no game subpath export, tsup entry or typedoc entry point without a registered game', () => {
    const exported = Object.keys(field(packageJson, 'exports') as object)
      // The framework adapters (./boardgame.io), the worker-thread runner (./parallel) and the
      // learning interface (./agents) are subpaths too, but not games.
      .filter((key) => !['.', './core', './testing', './boardgame.io', './parallel', './agents', './package.json'].includes(key))
      // A game's board (./<id>/board) is checked with the boards (test/boards/packaging.test.ts).
      .filter((key) => !key.endsWith('/board'))
      .map((key) => key.slice(2));
    expect(exported.sort()).toEqual([...ids].sort());
    const built = Object.keys(tsupEntries())
      .filter((key) => key.startsWith('games/') && key.endsWith('/index'))
      .map((key) => key.slice('games/'.length, -'/index'.length));
    expect(built.sort()).toEqual([...ids].sort());
    const documented = (field(typedoc, 'entryPoints') as string[])
      .filter((path) => /^src\/games\/[^/]+\/index\.ts$/.test(path))
      .map((path) => path.split('/')[2]);
    expect(documented.sort()).toEqual([...ids].sort());
  });
});
