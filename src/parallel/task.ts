import type { MessagePort } from 'node:worker_threads';
import type { SimulationShard } from '../core/simulate.js';
import type { BotSpec } from './bot-spec.js';

/** What the main thread sends a worker: one shard of a simulation, everything by value or name. */
export interface SimulationTask {
  /** A registered game id. */
  readonly game: string;
  /** Games in the whole run. */
  readonly games: number;
  /** The run's seed. */
  readonly seed: string | number;
  /** The configuration, as the caller gave it. */
  readonly config: unknown;
  /** The step limit per game, if the caller gave one. */
  readonly maxSteps: number | undefined;
  /** Resolved bot specs by seat; `null` for the default (random). */
  readonly bots: readonly (BotSpec | null)[];
  /** The shard this task plays. */
  readonly shard: SimulationShard;
  /** Where to post how many of the shard's games are done. */
  readonly progress: MessagePort | undefined;
}
