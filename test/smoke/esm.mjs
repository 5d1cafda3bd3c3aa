// Packaging smoke test, ESM side. Run by .ci/run in a fresh folder where the packed tarball is
// installed: imports every subpath export and runs one action through every registered game.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const pkg = JSON.parse(readFileSync(require.resolve('killer-rules/package.json'), 'utf8'));
const subpaths = Object.keys(pkg.exports).filter((key) => key !== './package.json');
const root = await import('killer-rules');

for (const subpath of subpaths) {
  const specifier = subpath === '.' ? 'killer-rules' : `killer-rules/${subpath.slice(2)}`;
  const loaded = await import(specifier);
  assert.ok(Object.keys(loaded).length > 0, `${specifier} exports nothing`);
}

const gameIds = root.gameList.map((game) => game.id);
const gameSubpaths = subpaths.filter((subpath) => !['.', './core', './testing'].includes(subpath));
assert.deepEqual([...gameSubpaths].sort(), gameIds.map((id) => `./${id}`).sort(), 'game subpaths and the registry differ');

for (const game of root.gameList) {
  const own = Object.values(await import(`killer-rules/${game.id}`)).find((value) => value?.id === game.id);
  assert.equal(own, game, `killer-rules/${game.id} does not export the registry's module`);
  const created = root.createMatch(game, { seed: 'smoke' });
  assert.ok(created.ok, `createMatch(${game.id}) failed`);
  const player = game.activePlayers(created.match.state)[0];
  const action = game.legalActions(created.match.state, player)[0];
  const applied = root.applyAction(game, created.match, action);
  assert.ok(applied.ok, `${game.id}: ${applied.ok ? '' : applied.error.message}`);
  assert.equal(applied.match.log.length, 1);
  console.log(`esm ok: ${game.id} — ${game.describeAction(action)}`);
}
console.log(`esm ok: ${subpaths.length} subpaths imported`);
