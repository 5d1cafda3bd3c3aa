/** `killer-rules simulate <game>`: many games with bots, a report or one JSON object. */
import { availableParallelism } from 'node:os';
import { SingleBar } from 'cli-progress';
import { simulate, type SimulateResult } from '../core/simulate.js';
import { simulateInWorkers } from '../parallel/run.js';
import { randomSeed } from '../seed.js';
import { botOf, botSpecsFor, configOf, findGame, shardOf, studySeeds, tableOf, wholeNumber } from './args.js';
import { RunError, UsageError, type CliIo } from './io.js';
import { lengthCounts, lengthsOf, reportLines, seatRates } from './report.js';

/** The flags of `simulate`, as commander hands them over. */
export interface SimulateFlags {
  /** `--games N`. */
  readonly games?: string;
  /** `--seed S`. */
  readonly seed?: string;
  /** `--bots a,b`. */
  readonly bots?: string;
  /** `--workers K`. */
  readonly workers?: string;
  /** `--json`. */
  readonly json?: boolean;
  /** `--config JSON`. */
  readonly config?: string;
  /** `--shard i/n`. */
  readonly shard?: string;
  /** `--max-steps N`. */
  readonly maxSteps?: string;
}

/** Runs `simulate`; returns the exit code. `worker` is the parallel worker module. */
export async function simulateCommand(gameId: string, flags: SimulateFlags, io: CliIo, worker: URL): Promise<number> {
  const game = findGame(gameId);
  const games = wholeNumber('--games', flags.games ?? '1000', 0);
  const shard = flags.shard === undefined ? undefined : shardOf(flags.shard);
  // Shards of one study must share its seed: a random seed per shard would merge into nonsense.
  if (shard !== undefined && flags.seed === undefined) throw new UsageError('--shard needs --seed: every shard of a study must use the same seed');
  const seed = flags.seed ?? randomSeed();
  const config = configOf(flags.config);
  const maxSteps = flags.maxSteps === undefined ? undefined : wholeNumber('--max-steps', flags.maxSteps, 0);
  const workers = flags.workers === undefined ? availableParallelism() : wholeNumber('--workers', flags.workers, 1);
  // Seats are named only where the name holds in every game of the study, not just in game 0.
  const table = tableOf(game, config, `${seed}/0`, studySeeds(seed));
  const seats = table.names.map((_, seat) => seat);
  const loaded = [];
  for (const spec of botSpecsFor(flags.bots, seats, 'random')) loaded.push(await botOf(spec, game, io.cwd));

  const total = shard === undefined ? games : games > shard.index ? Math.ceil((games - shard.index) / shard.count) : 0;
  const bar = io.interactive && total > 0 ? new SingleBar({ stream: io.errStream, clearOnComplete: true, hideCursor: true, format: ' {bar} {value}/{total} games · {percentage}% · {eta_formatted} left' }) : null;
  bar?.start(total, 0);
  const onProgress = bar === null ? undefined : (done: number): void => bar.update(done);
  let result: SimulateResult;
  try {
    const options = { games, seed, config, ...(maxSteps === undefined ? {} : { maxSteps }), ...(shard === undefined ? {} : { shard }), ...(onProgress === undefined ? {} : { onProgress }) };
    result =
      workers === 1
        ? simulate(game, { ...options, bots: loaded.map((one) => one.bot) })
        : await simulateInWorkers(worker, game.id, { ...options, workers, bots: loaded.map((one) => one.spec) });
  } finally {
    bar?.stop();
  }
  if (!result.ok) {
    const where = result.seed === undefined ? '' : ` (game ${result.seed})`;
    throw new RunError(`the simulation stopped${where}: ${result.error.message}`);
  }
  const gameLengths = result.games.map((played) => played.length);
  const rates = seatRates(result.summary, (seat) => table.names[seat] ?? `seat ${seat}`);
  if (flags.json === true) {
    const report = {
      game: game.id,
      seed,
      config: config ?? null,
      bots: loaded.map((one) => one.spec),
      ...result.summary,
      winRates: rates,
      lengths: lengthsOf(gameLengths),
      lengthCounts: lengthCounts(gameLengths),
    };
    io.out(`${JSON.stringify(report)}\n`);
    return 0;
  }
  const heading = { game: `${game.title} (${game.id})`, seed, bots: loaded.map((one) => one.spec), workers, ...(shard === undefined ? {} : { shard }) };
  io.out(`${reportLines(heading, result.summary, gameLengths, rates).join('\n')}\n`);
  return 0;
}
