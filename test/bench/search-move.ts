/**
 * `npm run bench:search-move`: what one move of the guided search costs, per game, at the game's
 * own budget (issue 25: "at a budget of at most 200 ms per move on this machine"). For each game
 * and searching seat of `bench:bots -- --search`, it plays seeded games with the search bot in that
 * seat (heuristic bots elsewhere) and times every search move in CPU time (the process's user +
 * system time, so other processes on a shared machine weigh on it far less than on the wall clock;
 * a garbage collector thread working beside the search counts too). A decision with one legal
 * action costs nothing and is left out. With `--write` the table replaces the one between the
 * `search-move` markers of docs/performance.md.
 *
 * `MOVE_GAMES` (default 4) games per row; name games on the command line to measure only those.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';

type Root = typeof import('killer-rules');
const root = (await import(pathToFileURL(resolve('dist/index.js')).href)) as Root;
const { games, heuristicBots, searchBot, searchGuides, simulate } = root;

type Id = keyof typeof games;
type AnyBot = import('killer-rules').Bot<unknown, import('killer-rules').GameAction>;

/** One row: the game, its config, and the seats the search plays (the others play the heuristic bot). */
interface Row {
  readonly id: Id;
  readonly label: string;
  readonly config: Readonly<Record<string, unknown>>;
  readonly seats: number;
  readonly searching: readonly number[];
}

const ROWS: readonly Row[] = [
  { id: 'cereal-killer', label: 'Cereal Killer, the Killer', config: {}, seats: 2, searching: [0] },
  { id: 'cereal-killer', label: 'Cereal Killer, the Detective', config: {}, seats: 2, searching: [1] },
  { id: 'quad-city-killers', label: 'Quad City Killers, seat 0 of 2', config: { players: 2 }, seats: 2, searching: [0] },
  { id: 'quad-city-killers', label: 'Quad City Killers, seat 1 of 2', config: { players: 2 }, seats: 2, searching: [1] },
  { id: 'tatort-titanic', label: 'Tatort Titanic, seat 0 of 3', config: { players: 3 }, seats: 3, searching: [0] },
  { id: 'frozen-horror', label: 'Frozen Horror, seat 0 of 6', config: { players: 6 }, seats: 6, searching: [0] },
  { id: 'killercruise', label: 'Killercruise, a crew of 2 (easy)', config: { players: 2, difficulty: 'easy' }, seats: 2, searching: [0, 1] },
];

const GAMES = Number(process.env.MOVE_GAMES ?? 4);
const only = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));

const cpuMs = (): number => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

const quantile = (sorted: readonly number[], q: number): number => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;

/** Every search move of `row`'s games, in CPU and in wall-clock milliseconds. */
function measure(row: Row): { cpu: number[]; wall: number[]; budgets: Set<string> } {
  const game = games[row.id];
  const times: number[] = [];
  const walls: number[] = [];
  const budgets = new Set<string>();
  const guide = searchGuides[row.id];
  const heuristic = heuristicBots[row.id];
  if (guide === undefined || heuristic === undefined) throw new Error(`${row.id} has no search guide or heuristic bot`);
  const search: AnyBot = searchBot(guide);
  const timed: AnyBot = (input) => {
    if (input.legal.length < 2) return search(input);
    const defaults = guide.defaults;
    const budget = typeof defaults === 'function' ? defaults(input.view, input.player) : defaults;
    budgets.add(`${budget?.iterations ?? 200} iterations, horizon ${budget?.horizon ?? 40}`);
    const started = cpuMs();
    const wallStarted = performance.now();
    const chosen = search(input);
    walls.push(performance.now() - wallStarted);
    times.push(cpuMs() - started);
    return chosen;
  };
  const bots = Array.from({ length: row.seats }, (_, seat) => (row.searching.includes(seat) ? timed : heuristic));
  const result = simulate(game as Parameters<typeof simulate>[0], { config: row.config, games: GAMES, seed: `search-move/${row.label}`, bots });
  if (!result.ok) throw new Error(`${row.label}: ${result.error.message}`);
  return { cpu: times, wall: walls, budgets };
}

const lines = [
  '| game and seat | budget | search moves timed | median CPU ms | 90th percentile CPU ms | slowest CPU ms | median wall-clock ms |',
  '|---|---|---:|---:|---:|---:|---:|',
];
const startLoad = loadavg()[0] ?? 0;
for (const row of ROWS.filter((entry) => only.length === 0 || only.includes(entry.id))) {
  const measured = measure(row);
  const times = measured.cpu.sort((a, b) => a - b);
  const walls = measured.wall.sort((a, b) => a - b);
  const budget = [...measured.budgets].sort().join('; ');
  const line = `| ${row.label} | ${budget} | ${times.length} | ${quantile(times, 0.5).toFixed(0)} | ${quantile(times, 0.9).toFixed(0)} | ${(times.at(-1) ?? Number.NaN).toFixed(0)} | ${quantile(walls, 0.5).toFixed(0)} |`;
  lines.push(line);
  console.log(line);
}
const endLoad = loadavg()[0] ?? 0;
const table = lines.join('\n');
const header = `Measured with \`npm run bench:search-move -- --write\` on ${cpus().length} × ${cpus()[0]?.model.trim() ?? 'unknown CPU'}, Node ${process.version}, one-minute load average ${startLoad.toFixed(1)} at the start and ${endLoad.toFixed(1)} at the end; ${GAMES} seeded games per row, every search move with more than one legal action, in CPU milliseconds (and the median on the wall clock, which a loaded machine inflates):`;

if (process.argv.includes('--write')) {
  const page = resolve('docs/performance.md');
  const text = readFileSync(page, 'utf8');
  const start = text.indexOf('<!-- search-move:start -->');
  const end = text.indexOf('<!-- search-move:end -->');
  if (start < 0 || end < start) throw new Error('docs/performance.md has no search-move markers');
  writeFileSync(page, `${text.slice(0, start)}<!-- search-move:start -->\n${header}\n\n${table}\n${text.slice(end)}`);
} else {
  console.log(`\n${header}`);
}
