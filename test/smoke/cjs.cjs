// Packaging smoke test, CommonJS side: requires every subpath export and runs one action through
// every registered game.
const assert = require('node:assert/strict');

const pkg = require('killer-rules/package.json');
const subpaths = Object.keys(pkg.exports).filter((key) => key !== './package.json');
const root = require('killer-rules');

for (const subpath of subpaths) {
  const specifier = subpath === '.' ? 'killer-rules' : `killer-rules/${subpath.slice(2)}`;
  const loaded = require(specifier);
  assert.ok(Object.keys(loaded).length > 0, `${specifier} exports nothing`);
}

for (const game of root.gameList) {
  const own = Object.values(require(`killer-rules/${game.id}`)).find((value) => value && value.id === game.id);
  assert.equal(own, game, `killer-rules/${game.id} does not export the registry's module`);
  const created = root.createMatch(game, { seed: 'smoke' });
  assert.ok(created.ok, `createMatch(${game.id}) failed`);
  const player = game.activePlayers(created.match.state)[0];
  const action = game.legalActions(created.match.state, player)[0];
  const applied = root.applyAction(game, created.match, action);
  assert.ok(applied.ok, `${game.id}: ${applied.ok ? '' : applied.error.message}`);
  console.log(`cjs ok: ${game.id} — ${game.describeAction(action)}`);
}
console.log(`cjs ok: ${subpaths.length} subpaths required`);
