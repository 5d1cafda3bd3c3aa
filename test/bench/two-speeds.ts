/**
 * `npx tsx test/bench/two-speeds.ts [game-id …]`: random playouts of the registered games (or the
 * ones named) in both modes, legal-action listing included, as a bot or a search runs them:
 *
 * - immutable: `game.legalActions` + `game.reduce` (immer: structurally shared, deep-frozen);
 * - mutable: `openWorld(game, state, rng)`, then `world.legalActions` + `world.step` in place.
 *
 * Runs the sources (not dist/), measures CPU time (less disturbed by a busy machine than the wall
 * clock), alternates the modes over several rounds and reports the best round of each, with
 * `createMatch` timed apart. `BENCH_GAMES` games per round (default 1000), `BENCH_ROUNDS` rounds
 * (default 5).
 */
import { createMatch, createRng, openWorld, type GameModule } from '../../src/core/index.js';
import { gameList } from '../../src/games/index.js';

type AnyGame = (typeof gameList)[number];

const GAMES = Number(process.env.BENCH_GAMES ?? 1_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);

interface Run {
  /** Actions played. */
  readonly actions: number;
  /** CPU microseconds spent playing them (createMatch excluded). */
  readonly play: number;
  /** CPU microseconds spent in createMatch. */
  readonly setup: number;
}

function cpu(): number {
  const used = process.cpuUsage();
  return used.user + used.system;
}

function playouts(anyGame: AnyGame, mode: 'immutable' | 'mutable'): Run {
  // Each game's own types do not matter to a random playout.
  const game = anyGame as unknown as GameModule<unknown, unknown, { type: string; player: number }, { type: string }, unknown, unknown>;
  const chooser = createRng(`two-speeds/${game.id}`);
  let actions = 0;
  let play = 0;
  let setup = 0;
  for (let index = 0; index < GAMES; index++) {
    const started = cpu();
    const created = createMatch(game, { seed: `two-speeds/${index}` });
    if (!created.ok) throw new Error(created.error.message);
    const ready = cpu();
    if (mode === 'immutable') {
      const rng = createRng(`two-speeds/${index}/rng`);
      let state = created.match.state;
      while (game.outcome(state) === null) {
        const player = game.activePlayers(state)[0] ?? 0;
        const result = game.reduce(state, chooser.pick(game.legalActions(state, player)), rng);
        if (!result.ok) throw new Error(result.error.message);
        state = result.state;
        actions++;
      }
    } else {
      const world = openWorld(game, created.match.state, created.match.rng);
      while (world.outcome() === null) {
        const player = world.activePlayers()[0] ?? 0;
        const result = world.step(chooser.pick(world.legalActions(player)));
        if (!result.ok) throw new Error(result.error.message);
        actions++;
      }
    }
    play += cpu() - ready;
    setup += ready - started;
  }
  return { actions, play, setup };
}

const named = process.argv.slice(2);
const games = named.length === 0 ? gameList : gameList.filter((game) => named.includes(game.id));
const rows: Record<string, string>[] = [];
for (const game of games) {
  const best = { immutable: Infinity, mutable: Infinity, setup: Infinity, perGame: 0 };
  for (const mode of ['immutable', 'mutable'] as const) playouts(game, mode);
  for (let round = 0; round < ROUNDS; round++) {
    for (const mode of ['immutable', 'mutable'] as const) {
      const run = playouts(game, mode);
      best[mode] = Math.min(best[mode], run.play / run.actions);
      best.setup = Math.min(best.setup, run.setup / GAMES);
      best.perGame = run.actions / GAMES;
    }
  }
  rows.push({
    game: game.id,
    'immutable µs/action': best.immutable.toFixed(2),
    'mutable µs/action': best.mutable.toFixed(2),
    'mutable speed-up': `${(best.immutable / best.mutable).toFixed(1)}×`,
    'createMatch µs': best.setup.toFixed(1),
    'actions/game': best.perGame.toFixed(1),
  });
}
console.table(rows);
