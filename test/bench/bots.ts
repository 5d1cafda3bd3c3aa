/**
 * `npm run bench:bots`: how strong the bots are, per game, measured — heuristic vs random, ISMCTS
 * vs random, ISMCTS vs heuristic — each as a win rate with its 95% Wilson interval over many games
 * per seat, played on every core with `simulateParallel` (byte-identical to `simulate`). With
 * `--write`, each game's table replaces the one between the strength markers of its docs page.
 *
 * Killercruise also measures a crew searching with heuristic rollouts (`ismcts:<n>:heuristic`),
 * because random rollouts never save the ship.
 *
 * With `--search`, it measures the guided search instead (issue 25): the search bot (`search`, the
 * game's own budget, or `search:<BOTS_SEARCH>`) against the heuristic bot it is guided by, beside
 * the heuristic bot in the same chair, in the settings of the issue's targets (Frozen Horror at 6
 * seats, split by the Identity each chair was dealt), and writes each game's table between its
 * page's `search-strength` markers. Its games are played one at a time in this process and each
 * one's result is kept in test/bench/search-results/ as soon as it is played, so a long
 * measurement can be stopped and resumed (`BOTS_PART=k/n` runs one of n processes side by side,
 * `--table` only writes the tables from what is kept, `--reset` forgets a game's kept results).
 *
 * `BOTS_GAMES` (default 200) games per row; `BOTS_ISMCTS` (default 100) iterations per ISMCTS move;
 * `BOTS_ISMCTS_GAMES` (default `BOTS_GAMES`) games per row with an ISMCTS seat, whose games cost
 * thousands of times more; name games on the command line to measure only those. Each table says
 * how many games every row played.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

type Parallel = typeof import('killer-rules/parallel');
const { simulateParallel } = (await import(pathToFileURL(resolve('dist/parallel/index.js')).href)) as Parallel;

const GAMES = Number(process.env.BOTS_GAMES ?? 200);
const ITERATIONS = Number(process.env.BOTS_ISMCTS ?? 100);
const ISMCTS = `ismcts:${ITERATIONS}`;
/** The same search with the game's heuristic bot playing its rollouts. */
const ISMCTS_HEURISTIC = `${ISMCTS}:heuristic`;
const ISMCTS_GAMES = Number(process.env.BOTS_ISMCTS_GAMES ?? GAMES);

/** One row: the bots by seat, and the seat whose wins the row reports. */
interface Row {
  readonly label: string;
  readonly bots: readonly string[];
  readonly seat: number;
}

interface GamePlan {
  readonly id: string;
  readonly config: Readonly<Record<string, unknown>>;
  /** A cooperative game reports the team's wins (any seat). */
  readonly cooperative?: boolean;
  readonly rows: readonly Row[];
}

/** Every seat in turn plays `subject` against `others` at the other seats. */
function eachSeat(seats: number, subject: string, others: string, label: string, names: readonly string[] = []): Row[] {
  return Array.from({ length: seats }, (_, seat) => ({
    label: `${label}, ${names[seat] ?? `seat ${seat}`}`,
    bots: Array.from({ length: seats }, (_, at) => (at === seat ? subject : others)),
    seat,
  }));
}

function duel(seats: number, names: readonly string[]): Row[] {
  return [
    ...eachSeat(seats, 'random', 'random', 'random vs random', names),
    ...eachSeat(seats, 'heuristic', 'random', 'heuristic vs random', names),
    ...eachSeat(seats, ISMCTS, 'random', `${ISMCTS} vs random`, names),
    ...eachSeat(seats, ISMCTS, 'heuristic', `${ISMCTS} vs heuristic`, names),
  ];
}

const PLANS: readonly GamePlan[] = [
  { id: 'cereal-killer', config: {}, rows: duel(2, ['as the Killer (seat 0)', 'as the Detective (seat 1)']) },
  { id: 'quad-city-killers', config: { players: 2 }, rows: duel(2, []) },
  { id: 'tatort-titanic', config: { players: 3 }, rows: duel(3, []) },
  { id: 'frozen-horror', config: { players: 4 }, rows: duel(4, []) },
  {
    id: 'killercruise',
    config: { players: 2, difficulty: 'easy' },
    cooperative: true,
    rows: ['random', 'heuristic', ISMCTS, ISMCTS_HEURISTIC].map((bot) => ({ label: `a crew of ${bot} bots (easy, 2 seats)`, bots: [bot, bot], seat: 0 })),
  },
];

const SEARCH = process.env.BOTS_SEARCH === undefined ? 'search' : `search:${process.env.BOTS_SEARCH}`;

/**
 * A row of the search table: `seeds` names the games it plays (a search row and the heuristic row
 * beside it play the same deals, so the two differ by the bot in the chair alone); `byRole` splits
 * it by the Identity `seat` was dealt (Frozen Horror).
 */
interface SearchRow extends Row {
  readonly seeds: string;
  readonly byRole?: boolean;
}

/** Every seat in turn plays `subject` among `others`, with the heuristic bot in the same chair, on the same games, beside it. */
function searchRows(seats: number, names: readonly string[], only: readonly number[] = Array.from({ length: seats }, (_, seat) => seat)): SearchRow[] {
  const heuristic = eachSeat(seats, 'heuristic', 'heuristic', 'heuristic vs heuristic', names);
  const search = eachSeat(seats, SEARCH, 'heuristic', `${SEARCH} vs heuristic`, names);
  return only.flatMap((seat) => {
    const subject = search[seat];
    const beside = heuristic[seat];
    if (subject === undefined || beside === undefined) return [];
    return [
      { ...beside, seeds: subject.label },
      { ...subject, seeds: subject.label },
    ];
  });
}

const SEARCH_PLANS: readonly (Omit<GamePlan, 'rows'> & { readonly rows: readonly SearchRow[] })[] = [
  { id: 'cereal-killer', config: {}, rows: searchRows(2, ['as the Killer (seat 0)', 'as the Detective (seat 1)']) },
  { id: 'quad-city-killers', config: { players: 2 }, rows: searchRows(2, []) },
  { id: 'tatort-titanic', config: { players: 3 }, rows: searchRows(3, []) },
  { id: 'frozen-horror', config: { players: 6 }, rows: searchRows(6, [], [0]).map((row) => ({ ...row, byRole: true })) },
  {
    id: 'killercruise',
    config: { players: 2, difficulty: 'easy' },
    cooperative: true,
    rows: ['heuristic', SEARCH].map((bot) => ({ label: `a crew of ${bot} bots (easy, 2 seats)`, bots: [bot, bot], seat: 0, seeds: `a crew of ${SEARCH} bots (easy, 2 seats)` })),
  },
];

/** The Wilson score interval of `wins` in `games` at 95%. */
function wilson(wins: number, games: number): [number, number] {
  if (games === 0) return [0, 0];
  const z = 1.96;
  const p = wins / games;
  const centre = (p + (z * z) / (2 * games)) / (1 + (z * z) / games);
  const half = (z * Math.sqrt((p * (1 - p)) / games + (z * z) / (4 * games * games))) / (1 + (z * z) / games);
  return [Math.max(0, centre - half), Math.min(1, centre + half)];
}

const percent = (value: number): string => `${(100 * value).toFixed(1)}%`;
const only = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));


async function measureBots(): Promise<void> {
  for (const plan of PLANS.filter((candidate) => only.length === 0 || only.includes(candidate.id))) {
    const lines = ['| bots | games | wins | win rate | 95% interval | mean length |', '|---|---:|---:|---:|---|---:|'];
    for (const row of plan.rows) {
      const started = Date.now();
      const games = row.bots.some((bot) => bot.startsWith('ismcts')) ? ISMCTS_GAMES : GAMES;
      const result = await simulateParallel(plan.id, { games, seed: `bench-bots/${plan.id}/${row.label}`, config: plan.config, bots: [...row.bots] });
      if (!result.ok) throw new Error(`${plan.id} ${row.label}: ${result.error.message}`);
      const { summary } = result;
      const wins = plan.cooperative === true ? summary.finished - summary.nobodyWon : (summary.winsPerSeat[row.seat] ?? 0);
      const [low, high] = wilson(wins, summary.games);
      lines.push(`| ${row.label} | ${summary.games} | ${wins} | ${percent(wins / summary.games)} | ${percent(low)}–${percent(high)} | ${(summary.totalLength / summary.games).toFixed(1)} |`);
      console.error(`${plan.id}: ${row.label} — ${percent(wins / summary.games)} (${((Date.now() - started) / 1000).toFixed(0)} s)`);
    }
    const table = lines.join('\n');
    console.log(`\n## ${plan.id} ${JSON.stringify(plan.config)}\n\n${table}`);
    if (process.argv.includes('--write')) {
      const page = resolve(`docs/games/${plan.id}.md`);
      const text = readFileSync(page, 'utf8');
      const start = text.indexOf('<!-- strength:start -->');
      const end = text.indexOf('<!-- strength:end -->');
      const body = `<!-- strength:start -->\nMeasured with \`npm run bench:bots -- --write\` (${GAMES} games per row, ${ISMCTS_GAMES} per row with an ISMCTS seat, ISMCTS with ${ITERATIONS} iterations a move, config ${JSON.stringify(plan.config)}):\n\n${table}\n`;
      const next = start >= 0 && end > start ? text.slice(0, start) + body + text.slice(end) : `${text.trimEnd()}\n\n## Bot strength\n\n${body}<!-- strength:end -->\n`;
      writeFileSync(page, next);
    }
  }
}

type Root = typeof import('killer-rules');

/** One game a search row played, as kept in test/bench/search-results/. */
interface PlayedGame {
  readonly seed: string;
  readonly winners: readonly number[] | null;
  readonly length: number;
  /** The commit the game was played at (`git rev-parse --short HEAD`), for the record. */
  readonly commit: string;
}

/** Every row's games by index, keyed by the row's bots and seeds. */
type SearchResults = Record<string, Record<string, PlayedGame>>;

const RESULTS = resolve('test/bench/search-results');
/** `BOTS_PART=k/n`: play only the games `i` with `i % n === k` (run n processes, one per core). */
const PART = (process.env.BOTS_PART ?? '0/1').split('/').map(Number) as [number, number];

/** The Identities a split row reports, and how its table names them (Frozen Horror's). */
const ROLES: readonly (readonly [string, string])[] = [
  ['horror', 'as the Horror'],
  ['human', 'as a crew member'],
];

/** The kept games as JSON, one game a line, so that a diff shows the games a run added. */
function resultsText(results: SearchResults): string {
  const rows = Object.entries(results).map(([key, played]) => {
    const games = Object.entries(played).map(([index, entry]) => `    ${JSON.stringify(index)}: ${JSON.stringify(entry)}`);
    return `  ${JSON.stringify(key)}: {\n${games.join(',\n')}\n  }`;
  });
  return `{\n${rows.join(',\n')}\n}\n`;
}

const rowKey = (row: SearchRow): string => `${row.bots.join(',')} @ ${row.seeds}`;

/** The games kept for `id`, from every part's file. */
function keptResults(id: string): SearchResults {
  const merged: SearchResults = {};
  if (!existsSync(RESULTS)) return merged;
  // Not another process's `.json.tmp`, which it renames into place as soon as it is written.
  for (const file of readdirSync(RESULTS).filter((name) => name === `${id}.json` || (name.startsWith(`${id}.part-`) && name.endsWith('.json'))).sort()) {
    const read = JSON.parse(readFileSync(resolve(RESULTS, file), 'utf8')) as SearchResults;
    for (const [key, played] of Object.entries(read)) merged[key] = { ...merged[key], ...played };
  }
  return merged;
}

/**
 * Plays the search rows of every game, or of the games named, game by game, keeping each game's
 * result in test/bench/search-results/<id>.json as soon as it is played: a run picks up where the
 * last one stopped (the games are seeded by index, so game `i` is the same game whenever it is
 * played, and `--reset` forgets a game's kept results after its search changed). Each table
 * reports the first `BOTS_ISMCTS_GAMES` games of every row that were played.
 */
async function measureSearch(): Promise<void> {
  const root = (await import(pathToFileURL(resolve('dist/index.js')).href)) as Root;
  const { loadBot } = (await import(pathToFileURL(resolve('dist/parallel/index.js')).href)) as Parallel;
  const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
  mkdirSync(RESULTS, { recursive: true });
  for (const plan of SEARCH_PLANS.filter((candidate) => only.length === 0 || only.includes(candidate.id))) {
    if (process.argv.includes('--reset')) {
      for (const file of readdirSync(RESULTS).filter((name) => name === `${plan.id}.json` || name.startsWith(`${plan.id}.part-`))) rmSync(resolve(RESULTS, file));
    }
    const partFile = resolve(RESULTS, PART[1] === 1 ? `${plan.id}.json` : `${plan.id}.part-${PART[0]}-of-${PART[1]}.json`);
    const mine: SearchResults = existsSync(partFile) ? (JSON.parse(readFileSync(partFile, 'utf8')) as SearchResults) : {};
    const game = root.games[plan.id as keyof typeof root.games] as Parameters<Root['simulate']>[0];
    const lines = ['| bots | games | wins | win rate | 95% interval | mean length |', '|---|---:|---:|---:|---|---:|'];
    const line = (label: string, wins: number, games: number, length: number): void => {
      const [low, high] = wilson(wins, games);
      lines.push(`| ${label} | ${games} | ${wins} | ${percent(wins / Math.max(1, games))} | ${percent(low)}–${percent(high)} | ${(length / Math.max(1, games)).toFixed(1)} |`);
      console.error(`${plan.id}: ${label} — ${percent(wins / Math.max(1, games))} of ${games}`);
    };
    // Both rows of a pair play the same games; a row's games are played in index order, the pairs in turn.
    const seed = (row: SearchRow): string => `bench-bots/${plan.id}/${row.seeds}`;
    const bots = new Map<SearchRow, Parameters<Root['simulate']>[1]['bots']>();
    for (const row of plan.rows) {
      const loaded = await Promise.all(row.bots.map((spec) => loadBot(spec, plan.id)));
      bots.set(row, loaded.map((entry) => {
        if (!entry.ok) throw new Error(`${plan.id} ${row.label}: ${entry.error.message}`);
        return entry.bot;
      }));
    }
    // A row split by Identity plays, of each Identity, the first games dealt it (dealing is seeded:
    // the setup alone tells which games those are), so each Identity gets its games.
    const created = root.createMatch(game, { seed: 'config', config: plan.config as never });
    if (!created.ok) throw new Error(created.error.message);
    const dealtOf = (row: SearchRow, index: number): string =>
      (game.setup(created.match.config as never, root.createRng(`${seed(row)}/${index}`)) as { seats: readonly { identity: string }[] }).seats[row.seat]?.identity ?? '?';
    const wanted = (row: SearchRow): number[] => {
      if (row.byRole !== true) return Array.from({ length: ISMCTS_GAMES }, (_, index) => index);
      const dealt = new Map<string, number>();
      const indices: number[] = [];
      for (let index = 0; index < ISMCTS_GAMES * 20 && [...ROLES].some(([role]) => (dealt.get(role) ?? 0) < ISMCTS_GAMES); index++) {
        const role = dealtOf(row, index);
        const rank = dealt.get(role) ?? 0;
        dealt.set(role, rank + 1);
        if (rank < ISMCTS_GAMES) indices.push(index);
      }
      return indices;
    };
    const schedule = new Map(plan.rows.map((row) => [row, wanted(row)] as const));
    const longest = Math.max(...[...schedule.values()].map((indices) => indices.length));
    for (let turn = PART[0]; turn < longest && !process.argv.includes('--table'); turn += PART[1]) {
      for (const row of plan.rows) {
        const index = schedule.get(row)?.[turn];
        const key = rowKey(row);
        if (index === undefined || keptResults(plan.id)[key]?.[index] !== undefined) continue;
        const result = root.simulate(game, { games: index + 1, shard: { index, count: index + 1 }, seed: seed(row), config: plan.config, bots: bots.get(row) });
        if (!result.ok) throw new Error(`${plan.id} ${row.label}: ${result.error.message}`);
        const played = result.games[0];
        if (played === undefined) throw new Error(`${plan.id} ${row.label}: game ${index} was not played`);
        mine[key] = { ...mine[key], [index]: { seed: played.seed, winners: played.outcome?.winners ?? null, length: played.length, commit } };
        writeFileSync(`${partFile}.tmp`, resultsText(mine));
        renameSync(`${partFile}.tmp`, partFile);
      }
    }
    const kept = keptResults(plan.id);
    for (const row of plan.rows) {
      const byIndex = kept[rowKey(row)] ?? {};
      const won = (played: PlayedGame): boolean => (plan.cooperative === true ? (played.winners?.length ?? 0) > 0 : played.winners?.includes(row.seat) === true);
      // Each row (or each Identity of a split row) reports its first games in order, as far as
      // every one of them was played.
      const tally = new Map<string, { wins: number; games: number; length: number; complete: boolean }>();
      for (const index of schedule.get(row) ?? []) {
        const role = row.byRole === true ? dealtOf(row, index) : '';
        const entry = tally.get(role) ?? { wins: 0, games: 0, length: 0, complete: true };
        tally.set(role, entry);
        const played = byIndex[index];
        if (played === undefined) entry.complete = false;
        if (!entry.complete || played === undefined) continue;
        entry.games++;
        entry.length += played.length;
        if (won(played)) entry.wins++;
      }
      const roles: readonly (readonly [string, string])[] = row.byRole === true ? ROLES : [['', '']];
      for (const [role, name] of roles) {
        const entry = tally.get(role) ?? { wins: 0, games: 0, length: 0, complete: false };
        line(name === '' ? row.label : `${row.label}, ${name}`, entry.wins, entry.games, entry.length);
      }
    }
    const table = lines.join('\n');
    console.log(`\n## ${plan.id} ${JSON.stringify(plan.config)} (search)\n\n${table}`);
    if (process.argv.includes('--write')) {
      const page = resolve(`docs/games/${plan.id}.md`);
      const text = readFileSync(page, 'utf8');
      const start = text.indexOf('<!-- search-strength:start -->');
      const end = text.indexOf('<!-- search-strength:end -->');
      const body = `<!-- search-strength:start -->\nMeasured with \`npm run bench:bots -- --search --write\` (up to ${ISMCTS_GAMES} games per row, each search row and the heuristic row above it on the same games${plan.rows.some((row) => row.byRole === true) ? ', a row split by Identity on the first games dealt each Identity' : ''}, \`${SEARCH}\`, config ${JSON.stringify(plan.config)}; every game kept in test/bench/search-results/${plan.id}*.json):\n\n${table}\n`;
      if (start < 0 || end < start) throw new Error(`${page} has no search-strength markers`);
      writeFileSync(page, text.slice(0, start) + body + text.slice(end));
    }
  }
}

if (process.argv.includes('--search')) await measureSearch();
else await measureBots();
