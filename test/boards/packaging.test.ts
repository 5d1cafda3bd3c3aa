/**
 * Each game's board is a subpath of its own, `killer-rules/<id>/board`, built beside the game's
 * rules (`dist/games/<id>/board`), typed for both module systems and documented: the same four
 * places a game's rules are listed in (package.json exports and typesVersions, tsup, typedoc).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { games } from '../../src/games/index.js';
import tsupConfig from '../../tsup.config.js';

const root = new URL('../../', import.meta.url);
const packageJson = JSON.parse(readFileSync(new URL('package.json', root), 'utf8')) as {
  exports: Record<string, unknown>;
  typesVersions?: Record<string, Record<string, unknown>>;
};
const typedoc = JSON.parse(readFileSync(new URL('typedoc.json', root), 'utf8')) as { entryPoints: string[] };
const entries = (Array.isArray(tsupConfig) ? tsupConfig[0] : tsupConfig) as { entry: Record<string, string> };

/** The games with a board module: every `src/boards/<id>.ts` but the shared helpers. */
const boardIds = readdirSync(new URL('src/boards/', root))
  .filter((file) => file.endsWith('.ts') && file !== 'svg.ts')
  .map((file) => file.slice(0, -'.ts'.length))
  .sort();

describe('packaging of each board', () => {
  it('has a board module for every registered game, and for nothing else', () => {
    expect(boardIds).toEqual(Object.keys(games).sort());
  });

  it.each(boardIds)('%s/board: a subpath export with import and require, each with types first', (id) => {
    const dist = `./dist/games/${id}/board`;
    expect(packageJson.exports[`./${id}/board`]).toEqual({
      import: { types: `${dist}.d.ts`, default: `${dist}.js` },
      require: { types: `${dist}.d.cts`, default: `${dist}.cjs` },
    });
    expect(Object.keys((packageJson.exports[`./${id}/board`] as { import: object }).import)).toEqual(['types', 'default']);
    expect(packageJson.typesVersions?.['*']?.[`${id}/board`]).toEqual([`${dist}.d.cts`]);
  });

  it.each(boardIds)('%s/board: a tsup entry and a typedoc entry point, and the module exports its board function', async (id) => {
    expect(entries.entry[`games/${id}/board`]).toBe(`src/boards/${id}.ts`);
    expect(typedoc.entryPoints).toContain(`src/boards/${id}.ts`);
    expect(existsSync(new URL(`src/boards/${id}.ts`, root))).toBe(true);
    const module = (await import(`../../src/boards/${id}.ts`)) as Record<string, unknown>;
    const name = `${id.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase())}Board`;
    expect(typeof module[name]).toBe('function');
    expect(Object.keys(packageJson.exports).filter((key) => key.endsWith('/board')).sort()).toEqual(boardIds.map((one) => `./${one}/board`));
  });
});
