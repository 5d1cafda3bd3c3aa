/**
 * `npm run bench:search-curve`: does more thinking make the guided search stronger? For each game,
 * the search bot's win rate against the heuristic bot (the subject row of `bench:bots -- --search`,
 * on the same games) at several budgets, `search:<iterations>`, with 95% Wilson intervals. One
 * iteration plays about as the heuristic bot does (the prior's choice); the game's own budget is
 * the last point. It writes the numbers to test/bench/search-curve.json, draws them as
 * docs/images/search-curve.svg, and with `--write` puts the table between the `search-curve`
 * markers of docs/performance.md. `--render` draws and writes from the JSON without playing.
 *
 * `CURVE_GAMES` (default 100) games per point; `CURVE_POINTS` (default `1,5,10,20,40`) the budgets;
 * name games (`cereal-killer`) or single curves (`"Cereal Killer, as the Detective"`) on the command
 * line to measure only those (the others' points are kept).
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

/** One curve: the search in `seat` of `bots` (`SEARCH` stands for the search) against heuristic bots. */
interface Curve {
  readonly id: string;
  readonly name: string;
  readonly config: Readonly<Record<string, unknown>>;
  readonly bots: readonly string[];
  readonly seat: number;
  /** The games it plays: those of the subject row of `bench:bots -- --search`. */
  readonly seeds: string;
  /** A cooperative game counts the crew's wins. */
  readonly cooperative?: boolean;
  readonly colour: string;
}

/** One measured point. */
interface Point {
  readonly iterations: number;
  readonly games: number;
  readonly wins: number;
}

type Data = Record<string, Point[]>;

const S = 'SEARCH';
const CURVES: readonly Curve[] = [
  { id: 'cereal-killer', name: 'Cereal Killer, as the Killer', config: {}, bots: [S, 'heuristic'], seat: 0, seeds: 'search vs heuristic, as the Killer (seat 0)', colour: '#b3261e' },
  { id: 'cereal-killer', name: 'Cereal Killer, as the Detective', config: {}, bots: ['heuristic', S], seat: 1, seeds: 'search vs heuristic, as the Detective (seat 1)', colour: '#e8a33d' },
  { id: 'quad-city-killers', name: 'Quad City Killers, seat 0 of 2', config: { players: 2 }, bots: [S, 'heuristic'], seat: 0, seeds: 'search vs heuristic, seat 0', colour: '#1b6ac9' },
  { id: 'tatort-titanic', name: 'Tatort Titanic, seat 0 of 3', config: { players: 3 }, bots: [S, 'heuristic', 'heuristic'], seat: 0, seeds: 'search vs heuristic, seat 0', colour: '#2e7d32' },
  { id: 'frozen-horror', name: 'Frozen Horror, seat 0 of 6', config: { players: 6 }, bots: [S, ...Array.from({ length: 5 }, () => 'heuristic')], seat: 0, seeds: 'search vs heuristic, seat 0', colour: '#6a1b9a' },
  { id: 'killercruise', name: 'Killercruise, a crew of 2 (easy)', config: { players: 2, difficulty: 'easy' }, bots: [S, S], seat: 0, seeds: 'a crew of search bots (easy, 2 seats)', cooperative: true, colour: '#455a64' },
];

const DATA = resolve('test/bench/search-curve.json');
const SVG = resolve('docs/images/search-curve.svg');
const PAGE = resolve('docs/performance.md');
const GAMES = Number(process.env.CURVE_GAMES ?? 100);
const POINTS = (process.env.CURVE_POINTS ?? '1,5,10,20,40').split(',').map(Number);
const only = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));

/** The Wilson score interval of `wins` in `games` at 95%. */
function wilson(wins: number, games: number): [number, number] {
  if (games === 0) return [0, 0];
  const z = 1.96;
  const p = wins / games;
  const centre = (p + (z * z) / (2 * games)) / (1 + (z * z) / games);
  const half = (z * Math.sqrt((p * (1 - p)) / games + (z * z) / (4 * games * games))) / (1 + (z * z) / games);
  return [Math.max(0, centre - half), Math.min(1, centre + half)];
}

const data: Data = existsSync(DATA) ? (JSON.parse(readFileSync(DATA, 'utf8')) as Data) : {};

if (!process.argv.includes('--render')) {
  type Parallel = typeof import('killer-rules/parallel');
  const { simulateParallel } = (await import(pathToFileURL(resolve('dist/parallel/index.js')).href)) as Parallel;
  for (const curve of CURVES.filter((candidate) => only.length === 0 || only.includes(candidate.id) || only.includes(candidate.name))) {
    const points: Point[] = [];
    for (const iterations of POINTS) {
      const bots = curve.bots.map((bot) => (bot === S ? `search:${iterations}` : bot));
      const result = await simulateParallel(curve.id, { games: GAMES, seed: `bench-bots/${curve.id}/${curve.seeds}`, config: curve.config, bots });
      if (!result.ok) throw new Error(`${curve.name}: ${result.error.message}`);
      const { summary } = result;
      const wins = curve.cooperative === true ? summary.finished - summary.nobodyWon : (summary.winsPerSeat[curve.seat] ?? 0);
      points.push({ iterations, games: summary.games, wins });
      console.error(`${curve.name}: search:${iterations} — ${wins}/${summary.games}`);
    }
    data[curve.name] = points;
  }
  writeFileSync(DATA, `${JSON.stringify(data, null, 2)}\n`);
}

/** The curves as an SVG line chart: win rate against iterations per move (a log scale). */
function chart(): string {
  const width = 720;
  const height = 400;
  const left = 64;
  /** Room for the legend, right of the plot. */
  const right = 240;
  const top = 48;
  const bottom = 344;
  const measured = CURVES.filter((curve) => (data[curve.name]?.length ?? 0) > 0);
  const most = Math.max(2, ...measured.flatMap((curve) => (data[curve.name] ?? []).map((point) => point.iterations)));
  const plotRight = width - right;
  const xs = (iterations: number): number => left + ((plotRight - left) * Math.log(iterations)) / Math.log(most);
  const y = (rate: number): number => bottom - (bottom - top) * rate;
  const out: string[] = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="sans-serif" font-size="12" fill="#222">`,
    `<rect width="${width}" height="${height}" fill="#fff"/>`,
    `<text x="${(left + plotRight) / 2}" y="24" text-anchor="middle" font-size="15">The guided search against the heuristic bot: win rate by iterations a move</text>`,
  ];
  for (let tenth = 0; tenth <= 10; tenth++) {
    const at = y(tenth / 10).toFixed(1);
    out.push(`<line x1="${left}" y1="${at}" x2="${plotRight}" y2="${at}" stroke="#ddd"/>`, `<text x="${left - 8}" y="${(y(tenth / 10) + 4).toFixed(1)}" text-anchor="end">${tenth * 10}%</text>`);
  }
  for (const tick of [1, 2, 5, 10, 20, 50, 100, 200, 500].filter((value) => value <= most)) {
    out.push(`<text x="${xs(tick).toFixed(1)}" y="${bottom + 20}" text-anchor="middle">${tick}</text>`);
  }
  out.push(
    `<text x="${(left + plotRight) / 2}" y="${bottom + 40}" text-anchor="middle">iterations per move (log scale)</text>`,
    `<line x1="${left}" y1="${top}" x2="${left}" y2="${bottom}" stroke="#222"/>`,
    `<line x1="${left}" y1="${bottom}" x2="${plotRight}" y2="${bottom}" stroke="#222"/>`,
  );
  measured.forEach((curve, index) => {
    const points = [...(data[curve.name] ?? [])].sort((a, b) => a.iterations - b.iterations);
    out.push(`<polyline points="${points.map((point) => `${xs(point.iterations).toFixed(1)},${y(point.wins / point.games).toFixed(1)}`).join(' ')}" fill="none" stroke="${curve.colour}" stroke-width="2"/>`);
    for (const point of points) {
      const [low, high] = wilson(point.wins, point.games);
      const cx = xs(point.iterations).toFixed(1);
      out.push(`<line x1="${cx}" y1="${y(low).toFixed(1)}" x2="${cx}" y2="${y(high).toFixed(1)}" stroke="${curve.colour}" stroke-opacity="0.35" stroke-width="5"/>`);
      out.push(`<circle cx="${cx}" cy="${y(point.wins / point.games).toFixed(1)}" r="3.5" fill="${curve.colour}"/>`);
    }
    const legend = top + 8 + index * 20;
    out.push(`<line x1="${plotRight + 16}" y1="${legend}" x2="${plotRight + 40}" y2="${legend}" stroke="${curve.colour}" stroke-width="2"/>`, `<text x="${plotRight + 46}" y="${legend + 4}">${curve.name}</text>`);
  });
  out.push('</svg>');
  return `${out.join('\n')}\n`;
}

writeFileSync(SVG, chart());
const percent = (value: number): string => `${(100 * value).toFixed(1)}%`;
const lines = ['| game and seat | iterations | games | wins | win rate | 95% interval |', '|---|---:|---:|---:|---:|---|'];
for (const curve of CURVES) {
  for (const point of [...(data[curve.name] ?? [])].sort((a, b) => a.iterations - b.iterations)) {
    const [low, high] = wilson(point.wins, point.games);
    lines.push(`| ${curve.name} | ${point.iterations} | ${point.games} | ${point.wins} | ${percent(point.wins / point.games)} | ${percent(low)}–${percent(high)} |`);
  }
}
console.log(lines.join('\n'));
if (process.argv.includes('--write')) {
  const text = readFileSync(PAGE, 'utf8');
  const start = text.indexOf('<!-- search-curve:start -->');
  const end = text.indexOf('<!-- search-curve:end -->');
  if (start < 0 || end < start) throw new Error('docs/performance.md has no search-curve markers');
  writeFileSync(PAGE, `${text.slice(0, start)}<!-- search-curve:start -->\n![Win rate of the guided search against the heuristic bot, by iterations a move](images/search-curve.svg)\n\n${lines.join('\n')}\n${text.slice(end)}`);
}
