/**
 * The worker thread of `simulateParallel`: plays one shard of a simulation with `simulate` and
 * hands the result back. Bots come by name and are loaded once per thread.
 */
import type { MessagePort } from 'node:worker_threads';
import type { Bot } from '../core/bots.js';
import { simulate, type SimulateResult } from '../core/simulate.js';
import type { GameAction } from '../core/types.js';
import { gameList } from '../games/index.js';
import { loadBot, type BotSpec } from './bot-spec.js';
import type { SimulationTask } from './task.js';

/** Bots loaded in this thread, by their resolved spec: a module is imported once. */
const loaded = new Map<BotSpec, Bot<unknown, GameAction>>();

async function botFor(spec: BotSpec, game: string): Promise<Bot<unknown, GameAction>> {
  const known = loaded.get(spec);
  if (known !== undefined) return known;
  const bot = await loadBot(spec, game);
  // The main thread loaded every spec before it started the workers, so this does not fail.
  if (!bot.ok) throw new Error(bot.error.message);
  loaded.set(spec, bot.bot);
  return bot.bot;
}

/** How often a shard of `total` games reports progress: about a hundred times in all. */
function progressStep(total: number): number {
  return Math.max(1, Math.floor(total / 100));
}

function reporter(port: MessagePort | undefined): ((done: number, total: number) => void) | undefined {
  if (port === undefined) return undefined;
  return (done, total) => {
    if (done === total || done % progressStep(total) === 0) port.postMessage(done);
  };
}

/** Plays the task's shard (the pool calls this with each task). */
export default async function playShard(task: SimulationTask): Promise<SimulateResult> {
  const game = gameList.find((registered) => registered.id === task.game);
  if (game === undefined) throw new Error(`unknown game ${task.game}`);
  const bots: (Bot<unknown, GameAction> | undefined)[] = [];
  for (const spec of task.bots) bots.push(spec === null ? undefined : await botFor(spec, task.game));
  try {
    const onProgress = reporter(task.progress);
    return simulate(game, {
      games: task.games,
      seed: task.seed,
      config: task.config,
      bots,
      shard: task.shard,
      ...(task.maxSteps === undefined ? {} : { maxSteps: task.maxSteps }),
      ...(onProgress === undefined ? {} : { onProgress }),
    });
  } finally {
    task.progress?.close();
  }
}
