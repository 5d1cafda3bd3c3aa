/**
 * `npm run bench`: random playouts of every registered game, through `applyAction` (validated: the
 * schema parse, turn checks, log and rng bookkeeping) and through `game.reduce` (trusted), each with
 * legal-action listing included, as a bot or a search would run them. Measures the built package
 * in dist/, which is what users run.
 */
import { pathToFileURL } from 'node:url';
import { resolve } from 'node:path';

type Library = typeof import('killer-rules');
type Game = Library['gameList'][number];

const library = (await import(pathToFileURL(resolve('dist/index.js')).href)) as Library;
const { applyAction, createMatch, createRng, gameList } = library;

const GAMES_PER_RUN = Number(process.env.BENCH_GAMES ?? 2_000);

interface Row {
  game: string;
  path: 'validated' | 'trusted';
  games: number;
  actions: number;
  seconds: number;
}

function validated(game: Game, games: number): number {
  const chooser = createRng('bench/validated');
  let actions = 0;
  for (let index = 0; index < games; index++) {
    const created = createMatch(game, { seed: `bench/${index}` });
    if (!created.ok) throw new Error(created.error.message);
    let match = created.match;
    while (game.outcome(match.state) === null) {
      const player = game.activePlayers(match.state)[0] ?? 0;
      const applied = applyAction(game, match, chooser.pick(game.legalActions(match.state, player)));
      if (!applied.ok) throw new Error(applied.error.message);
      match = applied.match;
      actions++;
    }
  }
  return actions;
}

function trusted(game: Game, games: number): number {
  const chooser = createRng('bench/trusted');
  let actions = 0;
  for (let index = 0; index < games; index++) {
    const created = createMatch(game, { seed: `bench/${index}` });
    if (!created.ok) throw new Error(created.error.message);
    let state = created.match.state;
    const rng = createRng(`bench/${index}/rng`);
    while (game.outcome(state) === null) {
      const player = game.activePlayers(state)[0] ?? 0;
      const result = game.reduce(state, chooser.pick(game.legalActions(state, player)), rng);
      if (!result.ok) throw new Error(result.error.message);
      state = result.state;
      actions++;
    }
  }
  return actions;
}

function measure(game: Game, path: Row['path']): Row {
  const run = path === 'validated' ? validated : trusted;
  run(game, Math.max(1, Math.floor(GAMES_PER_RUN / 10)));
  const started = process.hrtime.bigint();
  const actions = run(game, GAMES_PER_RUN);
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  return { game: game.id, path, games: GAMES_PER_RUN, actions, seconds };
}

const rows = gameList.flatMap((game) => [measure(game, 'validated'), measure(game, 'trusted')]);
const format = (value: number, digits = 0): string => value.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });
console.table(
  rows.map((row) => ({
    game: row.game,
    path: row.path,
    'actions/s': format(row.actions / row.seconds),
    'games/s': format(row.games / row.seconds),
    'µs/action': format((row.seconds * 1e6) / row.actions, 2),
    'actions/game': format(row.actions / row.games, 1),
  })),
);
