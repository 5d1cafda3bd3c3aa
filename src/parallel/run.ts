/**
 * Runs a simulation on a pool of worker threads (piscina): the games are split into shards, each
 * played by `simulate` in some worker, and the shards merged with `mergeSimulations` — so the
 * result is the single-threaded one, byte for byte, whatever the number of threads.
 */
import { availableParallelism } from 'node:os';
import { MessageChannel } from 'node:worker_threads';
import { Piscina } from 'piscina';
import { refuse, refuseIn } from '../core/errors.js';
import { mergeSimulations, simulate, type SimulateOptions, type SimulateResult } from '../core/simulate.js';
import type { GameAction } from '../core/types.js';
import { gameList } from '../games/index.js';
import { formatBotSpec, loadBot, parseBotSpec, resolveBotSpec, type BotSpec } from './bot-spec.js';
import type { SimulationTask } from './task.js';

/** Options of `simulateParallel`: those of `simulate`, with bots by name and a number of threads. */
export interface ParallelSimulateOptions extends Omit<SimulateOptions<unknown, GameAction, unknown>, 'bots'> {
  /**
   * Bots by seat, by name (see {@link BotSpec}); a seat without one (`undefined` or `null`, as
   * JSON writes it) plays the random bot. Module paths are taken from the working directory.
   */
  readonly bots?: readonly (BotSpec | null | undefined)[];
  /** How many worker threads to run (default: `os.availableParallelism()`). */
  readonly workers?: number;
}

/** Shards per thread: more than one, so a thread that drew short games takes another shard. */
const TASKS_PER_WORKER = 4;

/** The registered ids, for messages. */
function knownGames(): string {
  return gameList.map((game) => game.id).join(', ');
}

/**
 * `simulateParallel` with the worker module given: the file built from `worker.ts` next to the
 * caller (every entry that runs simulations works out where that is from its own location).
 */
export async function simulateInWorkers(worker: URL, gameId: string, options: ParallelSimulateOptions): Promise<SimulateResult> {
  const game = gameList.find((registered) => registered.id === gameId);
  if (game === undefined) return refuse('INVALID_INPUT', 'core/unknown-game', `unknown game "${gameId}": one of ${knownGames()}`);
  const workers = options.workers ?? availableParallelism();
  if (!(Number.isSafeInteger(workers) && workers >= 1)) {
    return refuse('INVALID_INPUT', 'core/bad-option', `workers must be a whole number of threads, 1 or more (got ${String(workers)})`);
  }
  const bots: (BotSpec | null)[] = [];
  for (const [seat, text] of (options.bots ?? []).entries()) {
    if (text === undefined || text === null) {
      bots.push(null);
      continue;
    }
    const parsed = parseBotSpec(text);
    if (!parsed.ok) return refuseIn(`seat ${seat}`, parsed.error);
    const spec = resolveBotSpec(parsed.spec);
    // Loaded here once, so a bad module is reported before any thread starts.
    const loaded = await loadBot(spec, game.id);
    if (!loaded.ok) return refuseIn(`seat ${seat}`, loaded.error);
    bots.push(formatBotSpec(spec));
  }
  const { games, seed, config, maxSteps, shard, onProgress } = options;
  // simulate checks every option before it plays a game: asked for no games, it checks the rest
  // (and a bad count of games is refused as it would refuse it).
  const checked = simulate(game, { games: Number.isSafeInteger(games) && games >= 0 ? 0 : games, seed, config, maxSteps, shard });
  if (!checked.ok) return checked;
  const within = shard ?? { index: 0, count: 1 };
  const total = games > within.index ? Math.ceil((games - within.index) / within.count) : 0;
  // No games to play (none asked, or none in this shard): the check above is the whole result.
  if (total === 0) return checked;
  const tasks = Math.max(1, Math.min(total, workers * TASKS_PER_WORKER));
  const threads = Math.min(workers, tasks);
  const pool = new Piscina<SimulationTask, SimulateResult>({ filename: worker.href, minThreads: threads, maxThreads: threads });
  const channels: MessageChannel[] = [];
  let done = 0;
  try {
    const runs: Promise<SimulateResult>[] = [];
    for (let part = 0; part < tasks; part++) {
      // Shard `part` of `tasks` within the caller's shard is its shard index + count·part of count·tasks.
      const taskShard = { index: within.index + within.count * part, count: within.count * tasks };
      const taskGames = games > taskShard.index ? Math.ceil((games - taskShard.index) / taskShard.count) : 0;
      let reported = 0;
      const report = (upTo: number): void => {
        if (upTo <= reported) return;
        done += upTo - reported;
        reported = upTo;
        onProgress?.(done, total);
      };
      let progress: SimulationTask['progress'];
      if (onProgress !== undefined) {
        const channel = new MessageChannel();
        channels.push(channel);
        channel.port1.on('message', (upTo: number) => report(upTo));
        progress = channel.port2;
      }
      const task: SimulationTask = { game: game.id, games, seed, config, maxSteps, bots, shard: taskShard, progress };
      runs.push(
        pool.run(task, progress === undefined ? {} : { transferList: [progress] }).then((result) => {
          // Progress messages still on their way are made up for here.
          if (result.ok) report(taskGames);
          return result;
        }),
      );
    }
    return mergeSimulations(await Promise.all(runs));
  } finally {
    for (const channel of channels) channel.port1.close();
    await pool.destroy();
  }
}
