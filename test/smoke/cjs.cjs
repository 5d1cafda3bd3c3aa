// Packaging smoke test, CommonJS side: requires every subpath export and runs one action through
// every registered game.
const assert = require('node:assert/strict');
const { oneActionPerGame, subpathsOf } = require('./one-action-per-game.cjs');

const root = require('killer-rules');
const specifiers = subpathsOf(require('killer-rules/package.json'), root);

for (const specifier of specifiers) {
  const loaded = require(specifier);
  assert.ok(Object.keys(loaded).length > 0, `${specifier} exports nothing`);
}
oneActionPerGame('cjs', root, (specifier) => require(specifier)).then(
  () => console.log(`cjs ok: ${specifiers.length} subpaths required`),
  (error) => {
    console.error(error);
    process.exitCode = 1;
  },
);
