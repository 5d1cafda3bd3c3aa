// Packaging smoke test, ESM side. Run by .ci/run in a fresh folder where the packed tarball is
// installed: imports every subpath export, checks its names against what CommonJS sees, and runs one
// action through every registered game.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { checkExports, oneActionPerGame, parallelEqualsSequential, subpathsOf } from './one-action-per-game.cjs';

const require = createRequire(import.meta.url);
const pkg = JSON.parse(readFileSync(require.resolve('killer-rules/package.json'), 'utf8'));
const root = await import('killer-rules');
const specifiers = subpathsOf(pkg, root);

for (const specifier of specifiers) {
  const viaRequire = checkExports('cjs', specifier, require(specifier));
  checkExports('esm', specifier, await import(specifier), viaRequire);
}
await oneActionPerGame('esm', root, (specifier) => import(specifier));
await parallelEqualsSequential('esm', root, await import('killer-rules/parallel'));
console.log(`esm ok: ${specifiers.length} subpaths imported, the same names as required`);
