/**
 * `npx tsx test/support/rehash-golden.ts <game-id>`: replays every golden fixture of a game and
 * writes the sha256 of the state it now reaches. Golden replays change only with a CHANGELOG entry
 * saying why; this is for the case where a change to the state's shape (not to the rules) moves
 * every hash. A fixture whose actions no longer replay, or that ends another way, is reported and
 * left alone: it needs a new playout.
 */
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { replay } from '../../src/core/index.js';
import { gameList } from '../../src/games/index.js';
import { goldenFixtures } from './golden.js';

const id = process.argv[2] ?? '';
const game = gameList.find((module) => module.id === id);
if (game === undefined) {
  console.error(`usage: rehash-golden <${gameList.map((module) => module.id).join('|')}>`);
  process.exit(2);
}
for (const fixture of goldenFixtures(id)) {
  const replayed = replay(game, { seed: fixture.seed, config: fixture.config, actions: fixture.actions });
  if (!replayed.ok) {
    console.error(`${fixture.name}: no longer replays (${replayed.error.message}); record a new playout`);
    continue;
  }
  const reason = game.outcome(replayed.match.state)?.reason;
  if (reason !== fixture.name) {
    console.error(`${fixture.name}: now ends with ${String(reason)}; record a new playout`);
    continue;
  }
  const sha = createHash('sha256').update(JSON.stringify(replayed.match.state)).digest('hex');
  const file = fileURLToPath(new URL(`../fixtures/${id}/${fixture.name}.json`, import.meta.url));
  const text = readFileSync(file, 'utf8');
  if (!text.includes(fixture.stateSha256)) throw new Error(`${file}: the recorded hash is not in the file`);
  writeFileSync(file, text.replace(fixture.stateSha256, sha));
  console.log(`${fixture.name}: ${fixture.stateSha256 === sha ? 'unchanged' : `${fixture.stateSha256.slice(0, 12)} → ${sha.slice(0, 12)}`}`);
}
