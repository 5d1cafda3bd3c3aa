/**
 * The clock, the warm-up and the "before" build that `npm run bench` and `npm run bench:env` share
 * (see the top of either for why each measure is played for seconds before it is timed).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';

/**
 * Where Linux keeps this thread's time on the CPU, in nanoseconds (the first field), or `null`
 * elsewhere, or when `BENCH_CLOCK=process` asks for the process's time (to compare with figures
 * taken before 3 December 2026).
 */
const THREAD_CLOCK = process.env.BENCH_CLOCK !== 'process' && existsSync('/proc/thread-self/schedstat') ? '/proc/thread-self/schedstat' : null;

/**
 * CPU time of the thread that runs the measures so far, in µs, where Linux tells it; elsewhere CPU
 * time of the whole process (user + system). Not the wall clock: on a shared, loaded machine that
 * also counts the time other processes had the core, which varies from round to round. Not the
 * process's CPU time where the thread's can be had: that adds V8's compiler and collector threads,
 * which run beside the measured code on the other core. In the first rounds after a three-second
 * warm-up it read twice the thread's time, and later rounds now and then a third more.
 *
 * Linux moves the thread's count on at each scheduler tick (every 4 ms on the build machine) and
 * at each switch of task, so a reading lags by up to a tick, as likely at the start of a round as
 * at its end: a round of a tenth of a second may read up to 4% off either way, a shorter one more
 * (at a small `BENCH_SCALE` a round may read zero). The process's clock is exact to the microsecond.
 */
export const cpuMicros = (): number => {
  if (THREAD_CLOCK !== null) return Number(readFileSync(THREAD_CLOCK, 'utf8').split(' ')[0]) / 1e3;
  const used = process.cpuUsage();
  return used.user + used.system;
};

/** How long each measure is played, untimed, before its rounds: `BENCH_WARM_MS`, default 3 000. */
export const WARM_MS = Number(process.env.BENCH_WARM_MS ?? 3000);

/** Runs `play` until `ms` milliseconds have passed, and at least once. */
export function playFor(ms: number, play: () => unknown): void {
  const until = performance.now() + ms;
  do play();
  while (performance.now() < until);
}

/** Runs `play` for `WARM_MS`, and at least once. */
export function warmUp(play: () => unknown): void {
  playFor(WARM_MS, play);
}

/** Starts the line on which a bench run for a parent reports its rows. */
const REPORT_MARK = 'bench-rows:';

/** Whether this run measures the build `BENCH_BEFORE` named, for the run that started it. */
export const measuringForParent = process.env.BENCH_REPORT === 'parent';

/**
 * The rows this bench script reports for the build `index`, measured in a process of its own:
 * the script run again with `BENCH_LIBRARY=index`. Two builds in one process do not measure
 * alike: with both loaded, the second read 10–70% slower than the first even when the two were
 * the same build (the code they share — zod, the bench's own loops — sees both and is compiled
 * for both), so a before/after in one process flattered the build loaded first.
 */
export function measuredApart<Row>(index: string, env: Readonly<Record<string, string>> = {}): Row[] {
  const script = process.argv[1];
  if (script === undefined) throw new Error('measuredApart: no script to run again');
  const { BENCH_BEFORE: _before, ...inherited } = process.env;
  const run = spawnSync(process.execPath, [...process.execArgv, script], {
    env: { ...inherited, ...env, BENCH_LIBRARY: index, BENCH_REPORT: 'parent' },
    encoding: 'utf8',
    maxBuffer: 1 << 26,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  if (run.status !== 0) throw new Error(`the run measuring ${index} failed (status ${String(run.status)})`);
  const line = run.stdout.split('\n').find((text) => text.startsWith(REPORT_MARK));
  if (line === undefined) throw new Error(`the run measuring ${index} reported no rows`);
  return JSON.parse(line.slice(REPORT_MARK.length)) as Row[];
}

/** Reports `rows` to the run that started this one (see {@link measuredApart}). */
export function reportToParent(rows: unknown): void {
  console.log(`${REPORT_MARK}${JSON.stringify(rows)}`);
}
