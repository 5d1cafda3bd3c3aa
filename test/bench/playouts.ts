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

/** Plays `games` random games along `path` and returns how many actions they took. */
function play(game: Game, games: number, path: Row['path']): number {
  const chooser = createRng(`bench/${path}`);
  let actions = 0;
  for (let index = 0; index < games; index++) {
    const created = createMatch(game, { seed: `bench/${index}` });
    if (!created.ok) throw new Error(created.error.message);
    let match = created.match;
    let state = match.state;
    const rng = createRng(`bench/${index}/rng`);
    while (game.outcome(state) === null) {
      const player = game.activePlayers(state)[0] ?? 0;
      const action = chooser.pick(game.legalActions(state, player));
      if (path === 'validated') {
        const applied = applyAction(game, match, action);
        if (!applied.ok) throw new Error(applied.error.message);
        match = applied.match;
        state = match.state;
      } else {
        const result = game.reduce(state, action, rng);
        if (!result.ok) throw new Error(result.error.message);
        state = result.state;
      }
      actions++;
    }
  }
  return actions;
}

function measure(game: Game, path: Row['path']): Row {
  play(game, Math.max(1, Math.floor(GAMES_PER_RUN / 10)), path);
  const started = process.hrtime.bigint();
  const actions = play(game, GAMES_PER_RUN, path);
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
