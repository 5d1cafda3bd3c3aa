/**
 * The boards' budget (issue 19): a game's board renderer adds at most 15 KB gzipped to an app that
 * has the game's rules (esbuild `--bundle --minify`, the rules left external), and an app that
 * imports only a game's rules subpath gets none of its board's code, with esbuild or rolldown.
 */
import { readdirSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildPackage, type TestBuild } from '../support/build.js';
import { bundle, measureBoard } from '../support/bundle-size.js';

/** Gzipped bytes a game's board may add to its rules. */
const BOARD_BUDGET = 15 * 1024;

const boardIds = readdirSync(new URL('../../src/boards/', import.meta.url))
  .filter((file) => file.endsWith('.ts') && file !== 'svg.ts')
  .map((file) => file.slice(0, -'.ts'.length));

let built: TestBuild;
beforeAll(async () => {
  built = await buildPackage();
}, 300_000);

describe('board budget', () => {
  it.each(boardIds)('killer-rules/%s/board adds ≤ 15 KB gzipped to the rules', async (id) => {
    const size = await measureBoard(id);
    expect(size.gzipped, `${size.gzipped} bytes gzipped`).toBeLessThanOrEqual(BOARD_BUDGET);
    // A board of a few hundred bytes would be one that draws nothing.
    expect(size.gzipped).toBeGreaterThan(1024);
  });

  it.each(boardIds)('killer-rules/%s alone pulls in none of its board (kr-act, data-actions)', async (id) => {
    const exportName = id.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());
    const rulesOnly = `import { ${exportName} } from 'killer-rules/games/${id}/index.js';\nconsole.log(${exportName}.title);`;
    const withBoard = `${rulesOnly}\nimport { ${exportName}Board } from 'killer-rules/games/${id}/board.js';\nconsole.log(${exportName}Board);`;
    for (const { bundler, code } of await bundle({ name: id, source: rulesOnly }, built.dir)) {
      const text = Buffer.from(code).toString('utf8');
      expect(text.includes('kr-act') || text.includes('data-actions'), `${bundler}: the rules bundle holds board code`).toBe(false);
    }
    // The same check would see the board if it were there.
    for (const { bundler, code } of await bundle({ name: id, source: withBoard }, built.dir)) {
      expect(Buffer.from(code).toString('utf8'), bundler).toContain('data-actions');
    }
  });
});
