/**
 * Information-set Monte Carlo tree search (single-observer ISMCTS, Cowling, Powley & Whitehouse,
 * 2012), generic over every `GameModule`. The bot never sees the state: each iteration draws a
 * world its seat cannot tell apart from the real one (`BotInput.sampleWorld`, the game's
 * `resample` called by the engine), walks a tree of its seat's information sets in that world,
 * plays the rest out, and backs the result up.
 *
 * - **Nodes are information sets of the searching seat**: the child reached after an action is
 *   keyed by what the seat then observes (its view), so actions it cannot see (a hidden step, a
 *   secret deal) lead to one node, and turns of several atomic actions by one seat are just
 *   several decisions in a row.
 * - **Edges are the acting seat's actions**, whoever acts: each seat's choices are selected by UCB
 *   on that seat's own reward, so opponents are modelled as playing for themselves.
 * - **Availability counts**: an action is not available in every sampled world, so UCB divides by
 *   the number of times it was available rather than by the parent's visits.
 * - **Budgets** by iterations and by simulated actions (never by the clock: the same seed gives
 *   the same move). **Rewards** from `outcome.returns`, refined by `scores` where a game has them.
 */
import { botInputFor, type Bot, type BotInput } from './bots.js';
import type { Rng } from './rng.js';
import type { GameAction, Outcome, PlayerId } from './types.js';
import type { BotWorld } from './world.js';

/** What a rollout policy is shown: the world it plays in (a sampled one), and who acts. */
export interface RolloutInput<View, Action, Config = unknown> {
  /** The sampled world, to read views of (never the real game). */
  readonly world: BotWorld<View, Action>;
  /** The seat to act. */
  readonly player: PlayerId;
  /** Its legal actions. */
  readonly legal: readonly Action[];
  /** The search's random stream. */
  readonly rng: Rng;
  /** The match's configuration, as the searching bot was given it (`BotInput.config`). */
  readonly config: Config;
}

/** How a rollout chooses each action: one of `input.legal`. */
export type RolloutPolicy<View, Action, Config = unknown> = (input: RolloutInput<View, Action, Config>) => Action;

/**
 * A rollout policy that lets `bot` play every seat of the rollout — a game's heuristic bot, say,
 * so that playouts look like sensible play rather than random play, where random play never
 * reaches the end a seat wants (a Killercruise crew, a Tatort Titanic detective). Each seat's
 * choice is made from that seat's own view of the sampled world, and the bot's `sampleWorld`
 * resamples that world for the seat, so the bot learns nothing in a rollout it could not see at
 * the table. The bot must return one of `legal`; a rollout that gets anything else plays a random
 * legal action instead.
 */
export function botRollout<View, Action, Config>(bot: Bot<View, Action, Config>): RolloutPolicy<View, Action, Config> {
  return ({ world, player, legal, rng, config }) => {
    const { input, close } = botInputFor(() => world.view(player), (stream) => world.resampleFor(player, stream), legal, player, rng, config);
    try {
      return bot(input);
    } finally {
      close();
    }
  };
}

/** Options of {@link ismctsBot}. */
export interface IsmctsOptions<View, Action, Config = unknown> {
  /** Iterations per move (default 1 000). */
  readonly iterations?: number;
  /** Stop once this many actions were simulated in all (tree walk and rollouts), if sooner. */
  readonly steps?: number;
  /** The UCB exploration constant, for rewards in [0, 1] (default 0.7). */
  readonly exploration?: number;
  /**
   * How rollouts choose (default: uniformly at random among the legal actions); see
   * {@link botRollout} to let a bot play the rollouts.
   */
  readonly rollout?: RolloutPolicy<View, Action, Config>;
  /** A rollout longer than this ends as a draw (reward ½ for every seat; default 5 000). */
  readonly maxRolloutSteps?: number;
}

/** One of the searching seat's information sets. */
class InfoSet {
  /** Statistics of each action taken from here, by the action's key. */
  readonly edges = new Map<string, Edge>();
}

/** An action from an information set, with its statistics for the seat that takes it. */
class Edge {
  visits = 0;
  reward = 0;
  available = 0;
  /** Where it leads, by what the searching seat observes afterwards. */
  readonly next = new Map<string, InfoSet>();
}

/** Each seat's reward in [0, 1]: its return, refined by its score where the game counts points. */
export function rewardsOf(outcome: Outcome | null, seats: number): number[] {
  const rewards = new Array<number>(seats).fill(0.5);
  if (outcome === null) return rewards;
  const scores = outcome.scores;
  let low = Infinity;
  let high = -Infinity;
  if (scores !== undefined) {
    for (const score of scores) {
      low = Math.min(low, score);
      high = Math.max(high, score);
    }
  }
  for (let seat = 0; seat < seats; seat++) {
    const result = ((outcome.returns[seat] ?? 0) + 1) / 2;
    const score = scores?.[seat];
    rewards[seat] = score === undefined || !(high > low) ? result : 0.9 * result + 0.1 * ((score - low) / (high - low));
  }
  return rewards;
}

function keyOf(action: unknown): string {
  return JSON.stringify(action);
}

function randomRollout<View, Action, Config>(input: RolloutInput<View, Action, Config>): Action {
  return input.rng.pick(input.legal);
}

/**
 * Searches from `input` and returns the action of `input.legal` visited most at the root (ties:
 * the better mean reward, then the first listed). Deterministic for the same input and stream.
 */
export function ismctsSearch<View, Action extends GameAction, Config = unknown>(
  input: BotInput<View, Action, Config>,
  options: IsmctsOptions<View, Action, Config> = {},
): Action {
  const iterations = options.iterations ?? 1_000;
  const budget = options.steps ?? Infinity;
  const exploration = options.exploration ?? 0.7;
  const rollout = options.rollout ?? randomRollout;
  const maxRollout = options.maxRolloutSteps ?? 5_000;
  const me = input.player;
  const rng = input.rng;
  const root = new InfoSet();
  let stepsTaken = 0;
  if (input.legal.length === 1 && input.legal[0] !== undefined) return input.legal[0];

  for (let iteration = 0; iteration < iterations && stepsTaken < budget; iteration++) {
    const world = input.sampleWorld(rng);
    const path: { readonly edge: Edge; readonly actor: PlayerId }[] = [];
    let node: InfoSet | null = root;
    // Selection and expansion: down the tree while every available action has been tried.
    while (node !== null && world.outcome() === null) {
      const actor = world.activePlayers()[0];
      if (actor === undefined) break;
      const legal = world.legalActions(actor);
      if (legal.length === 0) break;
      const untried: number[] = [];
      let best: Edge | null = null;
      let bestIndex = -1;
      let bestScore = -Infinity;
      for (let index = 0; index < legal.length; index++) {
        const edge = node.edges.get(keyOf(legal[index]));
        if (edge === undefined) {
          untried.push(index);
          continue;
        }
        edge.available++;
        const score = edge.reward / edge.visits + exploration * Math.sqrt(Math.log(edge.available) / edge.visits);
        if (score > bestScore) {
          bestScore = score;
          best = edge;
          bestIndex = index;
        }
      }
      let expanding = false;
      if (untried.length > 0) {
        bestIndex = untried[rng.int(0, untried.length - 1)] ?? 0;
        best = new Edge();
        best.available = 1;
        node.edges.set(keyOf(legal[bestIndex]), best);
        expanding = true;
      }
      const action = legal[bestIndex];
      if (best === null || action === undefined) break;
      world.step(action);
      stepsTaken++;
      path.push({ edge: best, actor });
      const observed = world.observe(me);
      let next = best.next.get(observed);
      if (next === undefined) {
        next = new InfoSet();
        best.next.set(observed, next);
        expanding = true;
      }
      node = expanding ? null : next;
    }
    // Rollout to the end of the game.
    let played = 0;
    while (world.outcome() === null && played < maxRollout && stepsTaken < budget) {
      const actor = world.activePlayers()[0];
      if (actor === undefined) break;
      if (rollout === randomRollout) {
        // The same draw as picking from the legal list, without listing it where the game can.
        const action = world.randomAction(actor, rng);
        if (action === null) break;
        world.step(action);
      } else {
        const legal = world.legalActions(actor);
        if (legal.length === 0) break;
        // A policy that returns an action the rules refuse would leave the world where it was.
        if (!world.step(rollout({ world, player: actor, legal, rng, config: input.config })).ok) world.step(rng.pick(legal));
      }
      played++;
      stepsTaken++;
    }
    // Backpropagation: each edge gains the reward of the seat that chose it.
    const rewards = rewardsOf(world.outcome(), world.seatCount());
    for (const { edge, actor } of path) {
      edge.visits++;
      edge.reward += rewards[actor] ?? 0.5;
    }
  }

  let chosen = input.legal[0];
  let mostVisits = -1;
  let bestMean = -Infinity;
  for (const action of input.legal) {
    const edge = root.edges.get(keyOf(action));
    const visits = edge?.visits ?? 0;
    const mean = edge === undefined || edge.visits === 0 ? -Infinity : edge.reward / edge.visits;
    if (visits > mostVisits || (visits === mostVisits && mean > bestMean)) {
      chosen = action;
      mostVisits = visits;
      bestMean = mean;
    }
  }
  if (chosen === undefined) throw new RangeError('ismcts: there is no legal action to choose from');
  return chosen;
}

/**
 * An ISMCTS bot (see the module comment): a {@link Bot} for any game and any seat. With the same
 * input and random stream it always makes the same move.
 */
export function ismctsBot<View, Action extends GameAction, Config = unknown>(options: IsmctsOptions<View, Action, Config> = {}): Bot<View, Action, Config> {
  return (input) => ismctsSearch(input, options);
}
