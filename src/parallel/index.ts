/**
 * Simulation on every core, for Node: {@link simulateParallel} plays a simulation on worker
 * threads and gives exactly what `simulate` gives on one; bots cross to the threads by name
 * ({@link BotSpec}). Outside the pure engine: this entry starts threads and imports modules.
 *
 * @packageDocumentation
 */
import type { SimulateResult } from '../core/simulate.js';
import { simulateInWorkers, type ParallelSimulateOptions } from './run.js';
import { workerBeside } from './worker-file.js';

export { formatBotSpec, loadBot, parseBotSpec, resolveBotSpec, type BotSpec, type BotSpecResult, type LoadedBot, type ParsedBotSpec } from './bot-spec.js';
export type { ParallelSimulateOptions } from './run.js';

// The worker is built next to this entry (`__filename` is this file only in the CommonJS build).
const WORKER = workerBeside(typeof __filename === 'string' ? __filename : import.meta.url, './worker');

/**
 * Plays `options.games` games of the registered game `gameId` on `options.workers` worker threads
 * (default: one per core) and sums them up. The result is byte for byte what `simulate` gives on
 * one thread with the same seed, configuration and bots (game `i` is seeded `<seed>/<i>` whichever
 * thread plays it), including with a shard. `onProgress` is called on this thread as games finish.
 *
 * Bad options (an unknown game or bot, a bad shard, count or config) are refused as data, like
 * `simulate` refuses them; the promise rejects only if a worker thread cannot run.
 */
export function simulateParallel(gameId: string, options: ParallelSimulateOptions): Promise<SimulateResult> {
  return simulateInWorkers(WORKER, gameId, options);
}
