/**
 * `npm run bench:env`: the learning environments' speed, per game with an agent spec, in one run on
 * the built package (dist/, what users run), every step with its observation tensor and legal mask:
 *
 * - simulate — `simulate()` with random bots, µs per action: the yardstick (issue 20's target is one
 *   in-process environment step ≤ 3× this);
 * - AEC — the PettingZoo loop on `createEnv`: `last()` (the selected seat's tensor and mask, new
 *   arrays), a random index of `legalIndices()`, `step`; and the same loop writing into one pair of
 *   arrays (`observe(seat, into)`); and that loop once more with the random agent's choices taken
 *   beforehand, untimed, in the same games, and replayed from a list: the environment's own work
 *   per step (tensor, mask, step) without the agent's (asking for its legal indices and drawing
 *   one);
 * - VectorEnv — 64 games in lockstep, µs per game step;
 * - Python — examples/python/random_agents.py through `killer-rules env --stdio`: the AEC client
 *   (one request per step) and the vector client with a batch of 64 games (the target:
 *   ≥ 10 000 steps/s).
 *
 * The in-process figures are CPU time of the thread that runs them (on Linux; elsewhere of the
 * process, user + system), not wall clock: on a shared, loaded machine the wall clock counts the
 * time other processes had the core, and that varies from round to round (see `timing.ts`); the
 * Python figures are the client's wall clock, as a user sees them (they span two processes).
 * Figures are medians of three rounds, each measure played untimed for `BENCH_WARM_MS` (default
 * 3 000 ms) first: V8 compiles in tiers, on a second thread, and on two cores a path's figure
 * settles only after two to three seconds of play. Within each round a game's in-process measures
 * are timed in turn, so that each is divided by a `simulate` timed beside it. The load average is
 * written beside them. With `--write`, the table replaces the one between the `env` markers of
 * docs/performance.md. `BENCH_SCALE` (default 1) scales the work.
 * `BENCH_LIBRARY` names the build's `index.js` (default `dist/index.js`, its `agents/index.js`
 * beside it). `BENCH_BEFORE` names a second build's: this script measures its in-process figures
 * first, run again in a process of its own (two builds in one process do not measure alike, see
 * `timing.ts`), and prints them as a second table.
 * `BENCH_GAMES` (game ids, comma-separated: `BENCH_GAMES=quad-city-killers`) measures only those
 * games; a run narrowed so may not `--write`, whose table has a row per game. `BENCH_PYTHON=0` leaves out the Python figures (for a quick
 * in-process comparison).
 */
import { spawnSync } from 'node:child_process';
import { cpus, loadavg } from 'node:os';
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { cpuMicros, measuredApart, measuringForParent, reportToParent, warmUp } from './timing.js';

type Library = typeof import('killer-rules');
type Agents = typeof import('killer-rules/agents');
type Spec = Agents['agentSpecList'][number];
type AecEnv = Extract<ReturnType<Agents['createEnv']>, { ok: true }>['env'];

/** An agent that draws from the selected seat's legal indices. */
const agentOf =
  (draw: (legal: readonly number[]) => number) =>
  (env: AecEnv): number =>
    draw(env.legalIndices());

/** What the measures need of a build. */
interface Build {
  readonly simulate: Library['simulate'];
  readonly createEnv: Agents['createEnv'];
  readonly createVectorEnv: Agents['createVectorEnv'];
  readonly agentSpecList: Agents['agentSpecList'];
}

const loadBuild = async (index: string): Promise<Build> => {
  const library = (await import(pathToFileURL(resolve(index)).href)) as Library;
  const agents = (await import(pathToFileURL(resolve(dirname(index), 'agents/index.js')).href)) as Agents;
  return { simulate: library.simulate, createEnv: agents.createEnv, createVectorEnv: agents.createVectorEnv, agentSpecList: agents.agentSpecList };
};
const build = await loadBuild(process.env.BENCH_LIBRARY ?? 'dist/index.js');
/** The games measured: every game with a spec, or the ones `BENCH_GAMES` names. */
const only = process.env.BENCH_GAMES === undefined ? null : new Set(process.env.BENCH_GAMES.split(',').map((id) => id.trim()).filter((id) => id !== ''));
const agentSpecList = only === null ? build.agentSpecList : build.agentSpecList.filter((spec) => only.has(spec.game.id));
if (only !== null && agentSpecList.length !== only.size) {
  throw new Error(`BENCH_GAMES: no agent spec for ${[...only].filter((id) => !agentSpecList.some((spec) => spec.game.id === id)).join(', ')}`);
}
if ((only !== null || process.env.BENCH_PYTHON === '0') && process.argv.includes('--write')) throw new Error('BENCH_GAMES and BENCH_PYTHON=0 measure only part: --write replaces the whole table');

const SCALE = Number(process.env.BENCH_SCALE ?? 1);
const PYTHON = process.env.BENCH_PYTHON !== '0' && !measuringForParent;
const BATCH = 64;
const BIN = resolve('dist/cli/main.js');
const RUNNER = resolve('examples/python/random_agents.py');

/**
 * The random agents' chooser: a 32-bit LCG over the legal indices, as
 * examples/python/random_agents.py draws. In process the agents draw from the environment's
 * `legalIndices` (OpenSpiel's `legal_actions()`); the Python one finds the mask's 1s with
 * `bytes.find`.
 */
function chooser(seed: number): (legal: readonly number[]) => number {
  let state = seed >>> 0;
  return (legal) => {
    state = (Math.imul(1664525, state) + 1013904223) >>> 0;
    const chosen = legal[Math.floor((state * legal.length) / 2 ** 32)];
    if (chosen === undefined) throw new Error('no legal index');
    return chosen;
  };
}

const median = (values: number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

/**
 * Each measure played untimed for `WARM_MS`, then three rounds of all of them in turn, and each
 * one's median: a measure and the `simulate` it is divided by are timed side by side, so a change
 * in the machine's pace during the run reaches both.
 */
function interleaved<K extends string>(measures: Readonly<Record<K, (round: number) => number>>): Record<K, number> {
  const names = Object.keys(measures) as K[];
  for (const name of names) warmUp(() => measures[name](-1));
  const readings = new Map<K, number[]>(names.map((name) => [name, []]));
  for (let round = 0; round < 3; round++) for (const name of names) readings.get(name)?.push(measures[name](round));
  return Object.fromEntries(names.map((name) => [name, median(readings.get(name) ?? [])])) as Record<K, number>;
}

function simulateMicros(spec: Spec, games: number, salt: string): number {
  const started = cpuMicros();
  const result = build.simulate(spec.game, { games, seed: `bench/env/simulate/${salt}` });
  const micros = cpuMicros() - started;
  if (!result.ok) throw new Error(result.error.message);
  return micros / result.summary.totalLength;
}

/**
 * The AEC loop: µs per action step (dead steps included in the time, not in the count), each
 * index chosen by `pick` (by default a random one of `legalIndices()`).
 */
function aecMicros(spec: Spec, games: number, salt: string, reuse: boolean, pick: (env: AecEnv) => number = agentOf(chooser(1))): number {
  const created = build.createEnv(spec.game, { seed: `bench/env/aec/${salt}`, spec });
  if (!created.ok) throw new Error(created.error.message);
  const env = created.env;
  const into = { observation: new Float32Array(env.observationSpec.size), actionMask: new Uint8Array(env.actionSpace.size) };
  let steps = 0;
  const started = cpuMicros();
  for (let game = 0; game < games; game++) {
    env.reset();
    while (env.agents.length > 0) {
      const seat = env.agentSelection;
      if (env.terminations[seat] === true || env.truncations[seat] === true) {
        env.step(null);
        continue;
      }
      // The observation is written as a learner's loop asks for it; the random agent reads none of it.
      if (reuse) env.observe(seat, into);
      else env.last();
      const stepped = env.step(pick(env));
      if (!stepped.ok) throw new Error(stepped.error.message);
      steps++;
    }
  }
  return (cpuMicros() - started) / steps;
}

/**
 * The environment's own step: the AEC loop into reused arrays with the random agent's choices
 * taken first, untimed, in the same games, and replayed from a list. The tensor and the mask are
 * still written at every step; the agent's asking for its legal indices and drawing is left out.
 */
function envMicros(spec: Spec, games: number, salt: string): number {
  const random = agentOf(chooser(1));
  const chosen: number[] = [];
  aecMicros(spec, games, salt, true, (env) => {
    const index = random(env);
    chosen.push(index);
    return index;
  });
  let next = 0;
  return aecMicros(spec, games, salt, true, () => chosen[next++] ?? -1);
}

/** The vector environment with 64 games: µs per game step. */
function vectorMicros(spec: Spec, batches: number, salt: string): number {
  const created = build.createVectorEnv(spec.game, { seed: `bench/env/vector/${salt}`, spec, numEnvs: BATCH });
  if (!created.ok) throw new Error(created.error.message);
  const env = created.env;
  env.reset();
  const picks = Array.from({ length: BATCH }, (_, game) => chooser(1 + game));
  const actions = new Array<number>(BATCH).fill(0);
  const started = cpuMicros();
  for (let batch = 0; batch < batches; batch++) {
    for (let game = 0; game < BATCH; game++) actions[game] = (picks[game] ?? chooser(0))(env.legalIndices(game));
    const stepped = env.step(actions);
    if (!stepped.ok) throw new Error(stepped.error.message);
  }
  return (cpuMicros() - started) / (batches * BATCH);
}

/** Steps per second of random_agents.py through the bin, or `null` without python3. */
function pythonRate(spec: Spec, args: readonly string[], salt: string): number | null {
  const run = spawnSync('python3', [RUNNER, '--bin', BIN, '--game', spec.game.id, '--seed', `bench/env/python/${salt}`, ...args], { encoding: 'utf8', maxBuffer: 1 << 28 });
  if (run.error !== undefined) return null;
  if (run.status !== 0) throw new Error(`random_agents.py failed: ${run.stderr}`);
  const report = JSON.parse(run.stdout) as { steps: number; seconds: number };
  return report.steps / report.seconds;
}

interface Row {
  readonly game: string;
  readonly simulate: number;
  readonly aec: number;
  readonly aecInto: number;
  /** Into reused arrays, the agent's choices replayed: the environment's own step. */
  readonly envOnly: number;
  readonly vector: number;
  readonly pythonAec: number | null;
  readonly pythonVector: number | null;
}

/** The `BENCH_BEFORE` build's rows, measured first in a process of its own; `null` without it. */
const beforeRows = process.env.BENCH_BEFORE === undefined || measuringForParent ? null : measuredApart<Row>(process.env.BENCH_BEFORE, { BENCH_PYTHON: '0' });
const loadBefore = loadavg()[0] ?? Number.NaN;
const rows: Row[] = agentSpecList.map((spec) => {
  const games = Math.max(50, Math.round(2000 * SCALE));
  const measured = interleaved({
    simulate: (round) => simulateMicros(spec, round < 0 ? games : games * 5, round < 0 ? 'warm' : `${round}`),
    aec: (round) => aecMicros(spec, round < 0 ? Math.ceil(games / 5) : games, `${round}`, false),
    aecInto: (round) => aecMicros(spec, round < 0 ? Math.ceil(games / 5) : games, `${round}`, true),
    envOnly: (round) => envMicros(spec, round < 0 ? Math.ceil(games / 5) : games, `${round}`),
    vector: (round) => vectorMicros(spec, Math.max(20, Math.round((round < 0 ? 100 : 1000) * SCALE)), `${round}`),
  });
  const python = (args: readonly string[]): number | null => {
    if (!PYTHON) return null;
    const rates = [0, 1, 2].map((round) => pythonRate(spec, args, `${round}`));
    return rates.some((rate) => rate === null) ? null : median(rates as number[]);
  };
  const pythonAec = python(['--games', String(Math.max(10, Math.round(100 * SCALE)))]);
  const pythonVector = python(['--mode', 'vector', '--envs', String(BATCH), '--games', String(Math.max(BATCH, Math.round(1500 * SCALE)))]);
  return { game: spec.game.id, ...measured, pythonAec, pythonVector };
});

if (measuringForParent) {
  reportToParent(rows);
  process.exit(0);
}

const loadAfter = loadavg()[0] ?? Number.NaN;
const fixed = (value: number, digits: number): string => value.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });
const rate = (value: number | null, missing = 'no python3'): string => (value === null ? missing : fixed(value, 0));
const tableOf = (table: readonly Row[], missing?: string): string[] => [
  '| game | simulate µs/action | AEC step µs | ÷ simulate | AEC step µs, into | ÷ simulate | the env alone: step µs, into, choices replayed | ÷ simulate | VectorEnv (64) µs/step | Python AEC steps/s | Python vector (64) steps/s |',
  '|---|---|---|---|---|---|---|---|---|---|---|',
  ...table.map(
    (row) =>
      `| ${row.game} | ${fixed(row.simulate, 3)} | ${fixed(row.aec, 3)} | ${fixed(row.aec / row.simulate, 2)} | ${fixed(row.aecInto, 3)} | ${fixed(row.aecInto / row.simulate, 2)} | ${fixed(row.envOnly, 3)} | ${fixed(row.envOnly / row.simulate, 2)} | ${fixed(row.vector, 3)} | ${rate(row.pythonAec, missing)} | ${rate(row.pythonVector, missing)} |`,
  ),
];
const lines = tableOf(rows, PYTHON ? undefined : 'not measured');
const python = spawnSync('python3', ['--version'], { encoding: 'utf8' });
const machine = `${cpus().length} × ${cpus()[0]?.model.trim() ?? 'unknown CPU'}, Node ${process.version}, ${python.error === undefined ? python.stdout.trim() : 'no python3'}`;
/** Issue 20's targets, per game: an in-process step ≤ 3× simulate's µs per action; ≥ 10 000 steps/s from Python with 64 games. */
const verdicts = rows.map((row) => {
  const ratio = (value: number): string => `${fixed(value / row.simulate, 2)}×: ${value / row.simulate <= 3 ? 'met' : 'not met'}`;
  const python = row.pythonVector === null ? `not measured (${PYTHON ? 'no python3' : 'BENCH_PYTHON=0'})` : `${fixed(row.pythonVector, 0)} steps/s: ${row.pythonVector >= 10_000 ? 'met' : 'not met'}`;
  return `- ${row.game}: step ≤ 3× simulate — the environment alone (into reused arrays, the agent's choices replayed) ${ratio(row.envOnly)}; with the random agent drawing from legalIndices(), new arrays ${ratio(row.aec)}, into reused arrays ${ratio(row.aecInto)}; Python with 64 games ≥ 10 000 steps/s — ${python}.`;
});
const load = `load average (1 min) ${fixed(loadBefore, 2)} at the start and ${fixed(loadAfter, 2)} at the end, on ${cpus().length} cores`;
console.log(lines.join('\n'));
console.log(`\n${verdicts.join('\n')}`);
console.log(`\n${machine}; ${load}`);
if (beforeRows !== null) {
  console.log(`\nBefore: ${process.env.BENCH_BEFORE ?? ''}, in-process only, measured first in a process of its own (Python: not measured)\n`);
  console.log(tableOf(beforeRows, 'not measured').join('\n'));
}

if (process.argv.includes('--write')) {
  const page = resolve('docs/performance.md');
  const text = readFileSync(page, 'utf8');
  const start = text.indexOf('<!-- env:start -->');
  const end = text.indexOf('<!-- env:end -->');
  if (start < 0 || end < start) throw new Error('docs/performance.md has no env markers');
  const body = `<!-- env:start -->\nMeasured with \`npm run bench:env -- --write\` on ${machine}, ${load}; medians of three rounds, in-process figures in CPU time of the measuring thread, Python's in wall-clock time; every step with its observation tensor and legal mask, and the random agent's draw from \`legalIndices()\`; a game's in-process measures timed in turn within each round.\n\n${lines.join('\n')}\n\nAgainst issue 20's targets:\n\n${verdicts.join('\n')}\n`;
  writeFileSync(page, text.slice(0, start) + body + text.slice(end));
  console.log('wrote docs/performance.md');
}
