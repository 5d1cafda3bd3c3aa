/**
 * `npm run bench:ismcts`: what one ISMCTS move of 1 000 iterations costs in every game, beside what
 * boardgame.io 0.50.2's `MCTSBot` takes for 1 000 iterations on tic-tac-toe, measured in the same
 * run (issue "Bots that play well": ours must cost less). Each game searches from the positions of
 * a seeded random game (every tenth, up to five); the figure is the median over them, and
 * iterations per second follow from it. With `--write` the table replaces the one between the
 * `ismcts` markers of docs/performance.md.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';

type Root = typeof import('killer-rules');
const root = (await import(pathToFileURL(resolve('dist/index.js')).href)) as Root;
const { botInput, createRng, gameList, ismctsBot, playout } = root;

const require = createRequire(import.meta.url);
const { MCTSBot } = require('boardgame.io/ai') as typeof import('boardgame.io/ai');
const { InitializeGame } = require('boardgame.io/internal') as typeof import('boardgame.io/internal');
const { TicTacToe } = require('./tic-tac-toe.cjs') as { TicTacToe: Parameters<typeof InitializeGame>[0]['game'] };

const ITERATIONS = 1_000;
const CONFIGS: Readonly<Record<string, unknown>> = { 'frozen-horror': { players: 6 }, 'quad-city-killers': { players: 2 } };

const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

/** Milliseconds boardgame.io's MCTSBot takes for one move of 1 000 iterations, median of five. */
async function boardgameIo(): Promise<number> {
  const times: number[] = [];
  for (let round = 0; round < 5; round++) {
    const bot = new MCTSBot({ game: TicTacToe, enumerate: TicTacToe.ai?.enumerate, seed: `bench/${round}`, iterations: ITERATIONS });
    const state = InitializeGame({ game: TicTacToe });
    const started = performance.now();
    await bot.play(state, '0');
    times.push(performance.now() - started);
  }
  return median(times);
}

/** Milliseconds one ISMCTS move of 1 000 iterations takes in `game`: the median over positions of a random game. */
function ours(game: (typeof gameList)[number], maxRolloutSteps?: number): { ms: number; positions: number } {
  const config = CONFIGS[game.id];
  const played = playout(game, { seed: `bench/ismcts/${game.id}`, ...(config === undefined ? {} : { config }), onStep: () => undefined });
  if (!played.ok) throw new Error(`${game.id}: ${played.error.message}`);
  const bot = ismctsBot({ iterations: ITERATIONS, ...(maxRolloutSteps === undefined ? {} : { maxRolloutSteps }) });
  const times: number[] = [];
  // Replay the log, searching from every tenth position while the game runs.
  let match = root.createMatch(game, { seed: `bench/ismcts/${game.id}`, ...(config === undefined ? {} : { config }) });
  if (!match.ok) throw new Error(`${game.id}: ${match.error.message}`);
  let current = match.match;
  played.match.log.forEach((action, index) => {
    if (index % 10 === 0 && times.length < 5) {
      const seat = game.activePlayers(current.state)[0];
      if (seat !== undefined) {
        const input = botInput(game, current, seat, createRng(`bench/ismcts/${game.id}/${index}`));
        const started = performance.now();
        bot(input);
        times.push(performance.now() - started);
      }
    }
    const next = root.applyAction(game, current, action);
    if (!next.ok) throw new Error(`${game.id}: ${next.error.message}`);
    current = next.match;
  });
  return { ms: median(times), positions: times.length };
}

const anchor = await boardgameIo();
const lines = [
  '| engine and game | one move of 1 000 iterations, ms | iterations/s | ÷ boardgame.io MCTSBot | rollouts cut at 50 actions, ms | ÷ boardgame.io MCTSBot |',
  '|---|---:|---:|---:|---:|---:|',
  `| boardgame.io 0.50.2 \`MCTSBot\`, tic-tac-toe (full state, no sampling, playouts cut at depth 50) | ${anchor.toFixed(0)} | ${((ITERATIONS / anchor) * 1000).toFixed(0)} | 1 | | |`,
];
for (const game of gameList) {
  const whole = ours(game);
  // boardgame.io's MCTSBot cuts its playouts at depth 50 (playoutDepth): the same cut, for comparison.
  const cut = ours(game, 50);
  const config = CONFIGS[game.id];
  lines.push(
    `| killer-rules \`ismctsBot\`, ${game.id}${config === undefined ? '' : ` ${JSON.stringify(config)}`} (median of ${whole.positions} positions) | ${whole.ms.toFixed(0)} | ${((ITERATIONS / whole.ms) * 1000).toFixed(0)} | ${(whole.ms / anchor).toFixed(2)} | ${cut.ms.toFixed(0)} | ${(cut.ms / anchor).toFixed(2)} |`,
  );
  console.error(`${game.id}: ${whole.ms.toFixed(0)} ms, ${cut.ms.toFixed(0)} ms cut at 50`);
}
const table = lines.join('\n');
console.log(table);
if (process.argv.includes('--write')) {
  const page = resolve('docs/performance.md');
  const text = readFileSync(page, 'utf8');
  const start = text.indexOf('<!-- ismcts:start -->');
  const end = text.indexOf('<!-- ismcts:end -->');
  const body = `<!-- ismcts:start -->\nMeasured with \`npm run bench:ismcts -- --write\` on Node ${process.versions.node}, in one run:\n\n${table}\n`;
  const next = start >= 0 && end > start ? text.slice(0, start) + body + text.slice(end) : `${text.trimEnd()}\n\n## One ISMCTS move\n\n${body}<!-- ismcts:end -->\n`;
  writeFileSync(page, next);
}
