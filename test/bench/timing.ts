/**
 * The clock and the warm-up `npm run bench` and `npm run bench:env` share (see the top of either
 * for why each measure is played for seconds before it is timed).
 */

/**
 * CPU time of this process so far, in µs (user + system). On a shared, loaded machine the wall
 * clock also counts the time other processes had the core, which varies from round to round.
 */
export const cpuMicros = (): number => {
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
