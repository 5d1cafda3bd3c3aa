// The speed-up of simulateParallel over simulate on this machine, on the built package:
// `npm run build && node test/bench/parallel.mjs` (plain node: worker threads inherit the parent's
// loader flags, and under tsx every thread would start tsx too). Cereal Killer with random bots and
// with ismcts:50 on both seats; thread start-up included; every parallel result is checked to be
// simulate's, byte for byte. Also prints how many cores' worth of CPU each run got (process CPU
// time over wall time), since on a shared machine that, not the code, bounds the speed-up.
// BENCH_ROUNDS (default 1) runs each figure several times and keeps the fastest.
import { availableParallelism, cpus, loadavg } from 'node:os';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const library = await import(pathToFileURL(resolve('dist/index.js')).href);
const parallel = await import(pathToFileURL(resolve('dist/parallel/index.js')).href);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 1);
const game = library.games['cereal-killer'];
const cases = [
  { name: '2 000 games, random bots', games: 2_000, bots: ['random', 'random'] },
  { name: '200 games, ismcts:50 on both seats', games: 200, bots: ['ismcts:50', 'ismcts:50'] },
];

async function best(run) {
  let fastest = { ms: Infinity, cores: 0, json: '' };
  for (let round = 0; round < ROUNDS; round++) {
    const cpu = process.cpuUsage();
    const start = performance.now();
    const json = await run();
    const ms = performance.now() - start;
    const used = process.cpuUsage(cpu);
    if (ms < fastest.ms) fastest = { ms, cores: (used.user + used.system) / 1000 / ms, json };
  }
  return fastest;
}

const load = () => loadavg()[0].toFixed(1);
console.log(`${cpus()[0]?.model ?? 'cpu'} · availableParallelism ${availableParallelism()} · Node ${process.version}`);
console.log('| run | simulate, 1 thread | simulateParallel, 1 worker | 2 workers | speed-up, 2 workers vs simulate | load average (1 min) |');
console.log('|---|---:|---:|---:|---:|---:|');
for (const { name, games, bots } of cases) {
  const seed = 'bench-parallel';
  const loaded = bots.map((spec) => {
    const parsed = parallel.parseBotSpec(spec);
    return parsed.spec.kind === 'random' ? library.randomBot : library.ismctsBot({ iterations: parsed.spec.iterations });
  });
  const loadBefore = load();
  const single = await best(() => JSON.stringify(library.simulate(game, { games, seed, bots: loaded })));
  const threaded = [];
  for (const workers of [1, 2]) {
    const run = await best(async () => JSON.stringify(await parallel.simulateParallel(game.id, { games, seed, bots, workers })));
    if (run.json !== single.json) throw new Error(`${name}: ${workers} workers differ from simulate`);
    threaded.push(run);
  }
  const cell = (run) => `${(run.ms / 1000).toFixed(2)} s (${run.cores.toFixed(2)} cores)`;
  console.log(`| ${name} | ${cell(single)} | ${cell(threaded[0])} | ${cell(threaded[1])} | ×${(single.ms / threaded[1].ms).toFixed(2)} | ${loadBefore}–${load()} |`);
}
