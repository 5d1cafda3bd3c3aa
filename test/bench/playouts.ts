/**
 * `npm run bench`: per registered game, in one run on the built package (dist/, what users run):
 *
 * - validated — `legalActions` + `applyAction` (the schema parse, turn checks, log and rng bookkeeping);
 * - immutable — `legalActions` + `game.reduce` (the trusted immutable path, through immer);
 * - mutable — `World.legalActions` + `World.step` (the mutable mode: one private copy, stepped in place);
 * - simulate — `simulate()` with random bots, set-up included: games/s and µs/action;
 * - search — iterations of what a search bot does: `resample` of a position for the acting seat, then
 *   a random playout to the end in the mutable mode;
 * - the anchor: boardgame.io 0.50.2 stepping random tic-tac-toe through its own reducer;
 * - kept — bytes of heap each action adds to a server that keeps every match of its games (the
 *   states share what the actions did not change): matches of random games through `applyAction`,
 *   every one kept, until 1 000 actions, heap measured after garbage collection, less the heap the
 *   same games leave when nothing is kept (median of three).
 *
 * Times are CPU time of the thread that runs the measures (on Linux; elsewhere of the process),
 * not the wall clock, and not V8's compiler and collector threads beside it (see `timing.ts`).
 * Figures are medians of three rounds (five for the validated path and its ratio), each path warmed
 * first for `BENCH_WARM_MS` (default 3 000 ms) of the same play: V8 compiles a function in tiers as
 * it grows hot, on a second thread, and a game's first thousands of
 * actions run partly in the slower tiers (Killercruise, the first game measured, read 60–80
 * µs/action over its first 2 000 actions, and settled at 7–10 only after two to three seconds), so
 * a warm-up counted in games, not time, measured the compiler as much as the rules. The anchor is
 * warmed the same way. Where a timed round follows another's code (a game's validated rounds sit
 * between the anchor's), its own code first runs untimed for a tenth of a second, so that it does
 * not pay for the garbage the other left. The validated path's ratio to the anchor is taken round
 * by round, the anchor measured just before and after each round of the game, so that a shared
 * machine's changing load does not tilt it. With `--write`, the table replaces the one in
 * docs/performance.md. `BENCH_SCALE` (default 1) scales the work; `BENCH_LIBRARY` (default
 * `dist/index.js`) names another build to measure; `BENCH_GAMES` (ids, comma-separated) measures only
 * those games, and then the table is not written. `BENCH_BEFORE` names a second build (an older
 * one): this script measures it first, run again in a process of its own (two builds in one process
 * do not measure alike, see `timing.ts`), each ratio against the anchor of its own process, and the
 * table gains its `validated ÷ anchor` and `kept bytes/action` as "before" columns.
 */
import { createRequire } from 'node:module';
import { cpus, loadavg } from 'node:os';
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { cpuMicros, measuredApart, measuringForParent, playFor, reportToParent, warmUp } from './timing.js';

type Library = typeof import('killer-rules');
type Game = Library['gameList'][number];

const loadLibrary = async (path: string): Promise<Library> => (await import(pathToFileURL(resolve(path)).href)) as Library;
const library = await loadLibrary(process.env.BENCH_LIBRARY ?? 'dist/index.js');
const { applyAction, createMatch, createRng, gameList, openWorld, simulate } = library;
/** What a run reports of the `BENCH_BEFORE` build, per game. */
interface BeforeRow {
  readonly game: string;
  readonly ratio: number;
  readonly kept: number;
}
/** The `BENCH_BEFORE` build, measured first in a process of its own; `null` without it. */
const beforeRows = process.env.BENCH_BEFORE === undefined || measuringForParent ? null : measuredApart<BeforeRow>(process.env.BENCH_BEFORE);
const require = createRequire(import.meta.url);
const { playTicTacToe } = require('./tic-tac-toe.cjs') as { playTicTacToe: (games: number, pick: (ids: number[]) => number) => number };

const SCALE = Number(process.env.BENCH_SCALE ?? 1);
/** The one-minute load average as the run starts: on a shared machine, part of what a figure means. */
const loadAtStart = loadavg()[0] ?? 0;
/** The seat counts the figures are taken at (the issue's reference: Frozen Horror with six). */
const CONFIGS: Readonly<Record<string, object>> = { 'frozen-horror': { players: 6 }, 'quad-city-killers': { players: 2 } };

/** `BENCH_GAMES` (ids, comma-separated) measures only those games; a partial table is never written. */
const only = process.env.BENCH_GAMES === undefined ? null : new Set(process.env.BENCH_GAMES.split(',').map((id) => id.trim()).filter((id) => id !== ''));
if (only !== null && process.argv.includes('--write')) throw new Error('BENCH_GAMES measures only part: --write replaces the whole table');

type Path = 'validated' | 'immutable' | 'mutable';

function configOf(game: Game): object | undefined {
  return CONFIGS[game.id];
}

/** Random games along `path`; returns [actions, µs]. */
function play(game: Game, games: number, path: Path, salt: string): [number, number] {
  const chooser = createRng(`bench/${path}/${salt}`);
  const config = configOf(game);
  let actions = 0;
  const started = cpuMicros();
  for (let index = 0; index < games; index++) {
    const created = createMatch(game, { seed: `bench/${salt}/${index}`, config });
    if (!created.ok) throw new Error(created.error.message);
    if (path === 'mutable') {
      const world = openWorld(game, created.match.state, created.match.rng);
      while (world.outcome() === null) {
        const player = world.activePlayers()[0] ?? 0;
        const stepped = world.step(chooser.pick(world.legalActions(player)));
        if (!stepped.ok) throw new Error(stepped.error.message);
        actions++;
      }
      continue;
    }
    let match = created.match;
    let state = match.state;
    const rng = createRng(`bench/${salt}/${index}/rng`);
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
  return [actions, cpuMicros() - started];
}

/** `simulate` with random bots; returns [games, actions, µs]. */
function simulated(game: Game, games: number, salt: string): [number, number, number] {
  const started = cpuMicros();
  const result = simulate(game, { games, seed: `bench/simulate/${salt}`, config: configOf(game) });
  const micros = cpuMicros() - started;
  if (!result.ok) throw new Error(result.error.message);
  return [games, result.summary.meanLength * games, micros];
}

/** Positions of a random game to search from: every tenth position while it runs. */
function positions(game: Game, salt: string): { state: unknown; seat: number }[] {
  const created = createMatch(game, { seed: `bench/positions/${salt}`, config: configOf(game) });
  if (!created.ok) throw new Error(created.error.message);
  const world = openWorld(game, created.match.state, created.match.rng);
  const chooser = createRng(`bench/positions/${salt}`);
  const out: { state: unknown; seat: number }[] = [];
  for (let step = 0; world.outcome() === null; step++) {
    const seat = world.activePlayers()[0] ?? 0;
    if (step % 10 === 0) out.push({ state: world.snapshot(), seat });
    world.step(chooser.pick(world.legalActions(seat)));
  }
  return out;
}

/** Search iterations: resample for the acting seat, then a random playout in the mutable mode. */
function iterations(game: Game, count: number, salt: string): [number, number] {
  const from = positions(game, salt);
  const rng = createRng(`bench/search/${salt}`);
  const started = cpuMicros();
  for (let index = 0; index < count; index++) {
    const position = from[index % from.length];
    if (position === undefined) break;
    const world = openWorld(game, game.resample(position.state, position.seat, rng), rng);
    while (world.outcome() === null) {
      const player = world.activePlayers()[0] ?? 0;
      world.step(rng.pick(world.legalActions(player)));
    }
  }
  return [count, cpuMicros() - started];
}

const median = (values: number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

function rounds(measure: (round: number) => number): number {
  warmUp(() => measure(-1));
  return median([0, 1, 2].map(measure));
}

/** How long a round's own code is played, untimed, when it follows another's (see the top of this file). */
const LEAD_IN_MS = 100;

/**
 * Runs `play` untimed for `LEAD_IN_MS`, and at least once: the garbage the code before it left
 * (the anchor's, between a game's rounds, is much: immer drafts, logs) is collected while it runs,
 * not during the timed round after it. (A forced full collection instead doubled every figure:
 * V8 drops compiled code and shrinks the heap with it.)
 */
function leadIn(play: () => unknown): void {
  playFor(LEAD_IN_MS, play);
}

/** The collector, for the memory figures (a benchmark may ask V8 for it; the library never does). */
const collectGarbage = ((): (() => void) => {
  setFlagsFromString('--expose-gc');
  return runInNewContext('gc') as () => void;
})();

/** One round of the anchor: µs per tic-tac-toe move. */
function anchorRound(round: number | string): number {
  const pick = createRng(`bench/ttt/${round}`);
  const games = Math.max(20, Math.round(300 * SCALE));
  leadIn(() => playTicTacToe(Math.ceil(games / 10), (ids) => pick.pick(ids)));
  const started = cpuMicros();
  const moves = playTicTacToe(games, (ids) => pick.pick(ids));
  return (cpuMicros() - started) / moves;
}

const ticTacToe = rounds(anchorRound);


/**
 * Heap after garbage collection, less the heap before, for random games through `applyAction`
 * until 1 000 actions; with `keep`, every match along the way is kept.
 */
function heapAfterPlaying(game: Game, keep: boolean): { bytes: number; actions: number } {
  const chooser = createRng(`bench/kept/${game.id}`);
  const kept: unknown[] = [];
  collectGarbage();
  collectGarbage();
  const before = process.memoryUsage().heapUsed;
  let actions = 0;
  let last: unknown = null;
  for (let index = 0; actions < 1000; index++) {
    const created = createMatch(game, { seed: `bench/kept/${index}`, config: configOf(game) });
    if (!created.ok) throw new Error(created.error.message);
    let match = created.match;
    if (keep) kept.push(match);
    while (actions < 1000 && game.outcome(match.state) === null) {
      const player = game.activePlayers(match.state)[0] ?? 0;
      const applied = applyAction(game, match, chooser.pick(game.legalActions(match.state, player)));
      if (!applied.ok) throw new Error(applied.error.message);
      match = applied.match;
      if (keep) kept.push(match);
      actions++;
    }
    last = match;
  }
  collectGarbage();
  collectGarbage();
  const bytes = process.memoryUsage().heapUsed - before;
  // Read what was kept after measuring, so that none of it is collected before.
  if (keep ? kept.length <= actions : last === null) throw new Error('the matches were to be kept');
  return { bytes, actions };
}

/**
 * Bytes of heap per action kept: every match of random games through `applyAction` kept until
 * 1 000 actions, less the same games played keeping nothing (what compiling and the caches take),
 * the median of three.
 */
function retainedPerAction(game: Game): number {
  heapAfterPlaying(game, true);
  return median(
    [0, 1, 2].map(() => {
      const kept = heapAfterPlaying(game, true);
      const none = heapAfterPlaying(game, false);
      return (kept.bytes - none.bytes) / kept.actions;
    }),
  );
}

interface Row {
  readonly game: string;
  readonly validated: number;
  /** The validated path ÷ the anchor, each round against the anchor measured around it. */
  readonly ratio: number;
  readonly immutable: number;
  readonly mutable: number;
  readonly simulateGames: number;
  readonly simulateAction: number;
  readonly search: number;
  readonly length: number;
  readonly kept: number;
  /** The `BENCH_BEFORE` build's validated ÷ anchor and kept bytes, or `null`. */
  readonly before: BeforeRow | null;
}

const rows: Row[] = gameList.filter((game) => only === null || only.has(game.id)).map((game) => {
  const games = Math.max(10, Math.round(300 * SCALE));
  const per = (path: Path): number =>
    rounds((round) => {
      const [actions, micros] = play(game, round < 0 ? Math.ceil(games / 5) : games, path, `${round}`);
      return micros / actions;
    });
  warmUp(() => play(game, Math.ceil(games / 5), 'validated', 'warm'));
  // Five rounds, not three: the ratio divides by the anchor, whose own rounds vary by a third.
  const validatedRounds = [0, 1, 2, 3, 4].map((round) => {
    const anchorBefore = anchorRound(`${game.id}/${round}/before`);
    leadIn(() => play(game, Math.ceil(games / 10), 'validated', `lead-in/${round}`));
    const [actions, micros] = play(game, games, 'validated', `${round}`);
    const anchor = (anchorBefore + anchorRound(`${game.id}/${round}/after`)) / 2;
    return { perAction: micros / actions, ratio: micros / actions / anchor };
  });
  const validated = median(validatedRounds.map((round) => round.perAction));
  const ratio = median(validatedRounds.map((round) => round.ratio));
  // A run measuring the "before" build for its parent reports only what the parent's table shows of it.
  if (measuringForParent) {
    const none = Number.NaN;
    const kept = retainedPerAction(game);
    return { game: game.id, validated, ratio, immutable: none, mutable: none, simulateGames: none, simulateAction: none, search: none, length: none, kept, before: null };
  }
  simulated(game, games, 'warm');
  // Ten times the games of the other paths: a random game is so quick that a shorter round
  // measures the collector's and the compiler's moods more than the simulation.
  const sim = [0, 1, 2].map((round) => simulated(game, games * 10, `${round}`));
  const simulateGames = median(sim.map(([count, , micros]) => count / (micros / 1e6)));
  const simulateAction = median(sim.map(([, actions, micros]) => micros / actions));
  const length = median(sim.map(([count, actions]) => actions / count));
  const search = rounds((round) => {
    const [count, micros] = iterations(game, Math.max(50, Math.round(1000 * SCALE)), `${round}`);
    return count / (micros / 1e6);
  });
  return {
    game: game.id,
    validated,
    ratio,
    immutable: per('immutable'),
    mutable: per('mutable'),
    simulateGames,
    simulateAction,
    search,
    length,
    kept: retainedPerAction(game),
    before: beforeRows?.find((row) => row.game === game.id) ?? null,
  };
});

if (measuringForParent) {
  reportToParent(rows.map(({ game, ratio, kept }): BeforeRow => ({ game, ratio, kept })));
  process.exit(0);
}

const fixed = (value: number, digits: number): string => value.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });
const compared = beforeRows !== null;
const header = `| game | validated µs/action | immutable µs/action | mutable µs/action | simulate games/s | simulate µs/action | search iterations/s | actions/game | kept bytes/action | validated ÷ anchor |${compared ? ' before: kept bytes/action | before: validated ÷ anchor |' : ''}`;
const beforeCells = (row: Row): string => (row.before === null ? '' : ` ${fixed(row.before.kept, 0)} | ${fixed(row.before.ratio, 3)} |`);
const lines = [
  header,
  `|---|---|---|---|---|---|---|---|---|---|${compared ? '---|---|' : ''}`,
  ...rows.map(
    (row) =>
      `| ${row.game}${CONFIGS[row.game] === undefined ? '' : ` (${JSON.stringify(CONFIGS[row.game])})`} | ${fixed(row.validated, 2)} | ${fixed(row.immutable, 2)} | ${fixed(row.mutable, 3)} | ${fixed(row.simulateGames, 0)} | ${fixed(row.simulateAction, 3)} | ${fixed(row.search, 0)} | ${fixed(row.length, 1)} | ${fixed(row.kept, 0)} | ${fixed(row.ratio, 3)} |${beforeCells(row)}`,
  ),
  `| *anchor: boardgame.io 0.50.2, tic-tac-toe reducer* | ${fixed(ticTacToe, 1)} µs/move | | | | | | | | 1 |${compared ? ' | 1 |' : ''}`,
];
const machine = `${cpus().length} × ${cpus()[0]?.model.trim() ?? 'unknown CPU'}, Node ${process.version}`;
const loadText = `one-minute load average ${fixed(loadAtStart, 1)} at the start, ${fixed(loadavg()[0] ?? 0, 1)} at the end`;
const measured = beforeRows === null ? '' : `; "before" is ${process.env.BENCH_BEFORE ?? ''}, measured first, in a process of its own`;
console.log(lines.join('\n'));
console.log(`\n${machine}; ${loadText}${measured}`);

if (process.argv.includes('--write')) {
  const page = resolve('docs/performance.md');
  const text = readFileSync(page, 'utf8');
  const start = text.indexOf('<!-- bench:start -->');
  const end = text.indexOf('<!-- bench:end -->');
  if (start < 0 || end < start) throw new Error('docs/performance.md has no bench markers');
  const body = `<!-- bench:start -->\nMeasured with \`npm run bench -- --write\` on ${machine} (${loadText}${measured}), medians of three rounds of the measuring thread's CPU time (five for the validated path), each path warmed for three seconds first.\n\n${lines.join('\n')}\n`;
  writeFileSync(page, text.slice(0, start) + body + text.slice(end));
  console.log('wrote docs/performance.md');
}
