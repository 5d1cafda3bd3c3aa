// Packaging smoke test, CommonJS side: requires every subpath export and runs one action through
// every registered game (esm.mjs compares the names each module system sees).
const { checkExports, oneActionPerGame, parallelEqualsSequential, subpathsOf } = require('./one-action-per-game.cjs');

const root = require('killer-rules');
const specifiers = subpathsOf(require('killer-rules/package.json'), root);

for (const specifier of specifiers) checkExports('cjs', specifier, require(specifier));
oneActionPerGame('cjs', root, (specifier) => require(specifier))
  .then(() => parallelEqualsSequential('cjs', root, require('killer-rules/parallel')))
  .then(
    () => console.log(`cjs ok: ${specifiers.length} subpaths required`),
    (error) => {
      console.error(error);
      process.exitCode = 1;
    },
  );
