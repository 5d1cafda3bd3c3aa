// Shared by esm.mjs and cjs.cjs: given the package as one module system loaded it, check that each
// registered game's subpath exports the registry's module, run one action through each game, and
// draw the acting seat's board from the game's board subpath.
const assert = require('node:assert/strict');

/** The name a game's board subpath exports: `cereal-killer` → `cerealKillerBoard`. */
function boardExportName(id) {
  return `${id.replace(/-([a-z])/g, (_, letter) => letter.toUpperCase())}Board`;
}

/**
 * @param {string} label 'esm' or 'cjs'
 * @param {any} root the loaded `killer-rules`
 * @param {(specifier: string) => any} loadGame loads `killer-rules/<id>` (and `killer-rules/<id>/board`) the same way
 */
async function oneActionPerGame(label, root, loadGame) {
  for (const game of root.gameList) {
    const own = Object.values(await loadGame(`killer-rules/${game.id}`)).find((value) => value && value.id === game.id);
    assert.equal(own, game, `killer-rules/${game.id} does not export the registry's module`);
    const created = root.createMatch(game, { seed: 'smoke' });
    assert.ok(created.ok, `createMatch(${game.id}) failed`);
    const player = game.activePlayers(created.match.state)[0];
    const action = game.legalActions(created.match.state, player)[0];
    const applied = root.applyAction(game, created.match, action);
    assert.ok(applied.ok, `${game.id}: ${applied.ok ? '' : applied.error.message}`);
    assert.equal(applied.match.log.length, 1);
    console.log(`${label} ok: ${game.id} — ${game.describeAction(action, created.match.config)}`);
    const board = (await loadGame(`killer-rules/${game.id}/board`))[boardExportName(game.id)];
    const seat = game.activePlayers(applied.match.state)[0] ?? null;
    const legal = seat === null ? [] : game.legalActions(applied.match.state, seat);
    const svg = board(game.view(applied.match.state, seat), applied.match.config, { legal });
    assert.match(svg, /^<svg [^>]*viewBox="0 0 \d+/, `${label}: killer-rules/${game.id}/board does not draw an <svg>`);
    assert.match(svg, /data-actions="/, `${label}: ${game.id}'s board has nothing to click for seat ${seat}`);
    console.log(`${label} ok: ${game.id}'s board, ${svg.length} characters`);
  }
}

/** One name each subpath must export, so that an entry pointing at the wrong file is caught. */
const KNOWN_EXPORTS = {
  'killer-rules': 'gameList',
  'killer-rules/core': 'applyAction',
  'killer-rules/testing': 'checkGameModule',
  // Loads without boardgame.io installed: the adapter imports only its types.
  'killer-rules/boardgame.io': 'boardgameIoGame',
  'killer-rules/parallel': 'simulateParallel',
  'killer-rules/agents': 'createEnv',
};

/** Subpaths that are not games. */
const NOT_GAMES = ['.', './core', './testing', './boardgame.io', './parallel', './agents'];

/**
 * Checks what `specifier` exports: its names, sorted, must equal `expected` when given (the other
 * module system's view of the same entry), and must include the entry's known name.
 */
function checkExports(label, specifier, loaded, expected) {
  const names = Object.keys(loaded).filter((name) => name !== 'default' && name !== 'module.exports').sort();
  assert.ok(names.length > 0, `${label}: ${specifier} exports nothing`);
  const board = /^killer-rules\/(.+)\/board$/.exec(specifier);
  const known = board === null ? KNOWN_EXPORTS[specifier] : boardExportName(board[1]);
  if (known !== undefined) assert.ok(names.includes(known), `${label}: ${specifier} does not export ${known}`);
  if (expected !== undefined) assert.deepEqual(names, expected, `${label}: ${specifier} exports other names than in the other module system`);
  return names;
}

/**
 * The subpaths of the installed package, and a check that the game subpaths, and the games' board
 * subpaths (`./<id>/board`), match the registry.
 */
function subpathsOf(pkg, root) {
  const subpaths = Object.keys(pkg.exports).filter((key) => key !== './package.json');
  const gameSubpaths = subpaths.filter((subpath) => !NOT_GAMES.includes(subpath) && !subpath.endsWith('/board'));
  assert.deepEqual([...gameSubpaths].sort(), root.gameList.map((game) => `./${game.id}`).sort(), 'game subpaths and the registry differ');
  const boardSubpaths = subpaths.filter((subpath) => subpath.endsWith('/board'));
  assert.deepEqual([...boardSubpaths].sort(), root.gameList.map((game) => `./${game.id}/board`).sort(), 'board subpaths and the registry differ');
  return subpaths.map((subpath) => (subpath === '.' ? 'killer-rules' : `killer-rules/${subpath.slice(2)}`));
}

/**
 * Runs a small simulation on two worker threads through `killer-rules/parallel` as loaded by this
 * module system (so the worker of that build is found and started) and checks it is `simulate`'s.
 */
async function parallelEqualsSequential(label, root, parallel) {
  const game = root.gameList[0];
  const options = { games: 6, seed: 'smoke-parallel' };
  const threaded = await parallel.simulateParallel(game.id, { ...options, workers: 2 });
  assert.ok(threaded.ok, `${label}: simulateParallel failed: ${threaded.ok ? '' : threaded.error.message}`);
  assert.equal(JSON.stringify(threaded), JSON.stringify(root.simulate(game, options)), `${label}: simulateParallel differs from simulate`);
  console.log(`${label} ok: simulateParallel on 2 threads = simulate (${game.id})`);
}

module.exports = { checkExports, oneActionPerGame, parallelEqualsSequential, subpathsOf };
