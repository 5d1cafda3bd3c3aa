/**
 * Guided search: information-set Monte Carlo tree search that uses what a game already knows —
 * its heuristic bot and an evaluation of a seat's view — without ever seeing hidden state.
 *
 * Plain ISMCTS ({@link ismctsBot}) plays every seat by UCB inside one tree keyed by the searching
 * seat's observations. Where the others hold secrets that tree lets them play as if they knew
 * the searching seat's: in a sampled world the Cereal Killer's Detective "finds" the Killer at
 * once, because the only worlds the Killer samples are the true one. And random rollouts of a long
 * game end with nobody winning, which gives the search nothing to choose by. This search changes
 * three things:
 *
 * - **The others play by a model** (a {@link SearchGuide}'s `policy`, the game's heuristic bot):
 *   each of their decisions is the model's choice from that seat's own view of the sampled world,
 *   with worlds resampled for that seat, so no seat in the search knows more than it would at the
 *   table. The tree holds only the searching seat's decisions, keyed by what it observes.
 * - **The model is a prior over the seat's own moves** (PUCT, as in AlphaZero, with availability
 *   counts as in ISMCTS): the action the model would take starts with most of the weight, so a
 *   small budget plays about as the model does and a larger one departs from it where the samples
 *   say so.
 * - **Rollouts are cut** after a horizon of actions played by the model, and the position is
 *   scored by the guide's evaluation of the searching seat's view of the sampled world, in [0, 1];
 *   a finished game scores the seat's own reward ({@link rewardsOf}).
 *
 * The budget is iterations and simulated actions, never the clock, and every draw comes from the
 * bot's stream: the same input and seed give the same move.
 */
import { botInputFor, type Bot, type BotInput } from './bots.js';
import { rewardsOf } from './ismcts.js';
import type { GameAction, PlayerId } from './types.js';
import type { BotWorld } from './world.js';

/**
 * What a game tells the search: how its seats play, and what a position is worth to a seat from
 * that seat's own view. Each game's guide is in its `evaluate.ts` (`searchGuide`).
 */
export interface SearchGuide<View, Action, Config = unknown> {
  /**
   * Makes the model of play for one search: a bot every seat is expected to play like (the game's
   * heuristic bot, say), shown each seat's own view of a sampled world. One is made per search,
   * so a model may remember what it worked out (a belief it would compute again) for the search's
   * life; it must still choose from its input alone.
   */
  policy(): Bot<View, Action, Config>;
  /**
   * What an unfinished position is worth to `seat`, from its own view: a number in [0, 1], about
   * its chance of winning. It sees only the view, so it cannot read a secret.
   */
  evaluate(view: View, seat: PlayerId, config: Config): number;
  /**
   * The game's own budget and settings, calibrated so one move costs at most about 200 ms on a
   * quiet two-core machine, for every seat or by the seat's view (a seat whose model is dearer to
   * run gets fewer iterations); the options given to {@link searchBot} override them.
   */
  readonly defaults?: GuidedSearchOptions | ((view: View, seat: PlayerId) => GuidedSearchOptions);
  /**
   * A decision the game settles for the searching seat without the tree, or `undefined` to search
   * it (without this member every decision is searched). For a choice whose worth the evaluation
   * cannot see at the search's horizon and the tree would need far more iterations to find: a bet
   * that pays only when the game ends, say, which the guide reckons itself over worlds it samples
   * with `input.sampleWorld` (so it too sees nothing hidden). It must choose one of `input.legal`
   * from the input alone, drawing only from `input.rng`.
   */
  settle?(input: BotInput<View, Action, Config>): Action | undefined;
}

/** Options of {@link guidedSearch}. */
export interface GuidedSearchOptions {
  /** Iterations per move (default 200). */
  readonly iterations?: number;
  /** Stop once this many actions were simulated in all (tree, the others' turns, rollouts), if sooner. */
  readonly steps?: number;
  /** PUCT's exploration constant, for values in [0, 1] (default 1). */
  readonly exploration?: number;
  /**
   * The share of the prior on the action the model would take at each of the seat's decisions;
   * the rest is spread evenly over every legal action (default 0.5). 0 makes the prior uniform.
   */
  readonly priorWeight?: number;
  /**
   * Actions a rollout plays beyond the tree before the position is evaluated (default 40; 0
   * evaluates where the tree ends; `Infinity` plays to the end of the game).
   */
  readonly horizon?: number;
  /** Who plays the rollouts: the guide's model (default), or uniformly random actions. */
  readonly rollout?: 'model' | 'random';
}

/** One of the searching seat's information sets: where it decides. */
class Decision {
  visits = 0;
  value = 0;
  /** The model's choice here, by its key, made when the set was first reached. */
  readonly modelChoice: string;
  /** The number of legal actions when it was first reached. */
  readonly breadth: number;
  /** The statistics of each action taken from here, by the action's key. */
  readonly edges = new Map<string, Edge>();

  constructor(modelChoice: string, breadth: number) {
    this.modelChoice = modelChoice;
    this.breadth = breadth;
  }
}

/** One of the seat's actions from a decision. */
class Edge {
  visits = 0;
  value = 0;
  available = 0;
  /** Where it leads: the seat's next decision, by what it observes there. */
  readonly next = new Map<string, Decision>();
}

function keyOf(action: unknown): string {
  return JSON.stringify(action);
}

/**
 * Searches from `input` with `guide` (see the module comment) and returns the action of
 * `input.legal` visited most at the root (ties: the better mean value, then the first listed) —
 * unless the guide settles the decision itself (`settle`), or there is only one action.
 */
export function guidedSearch<View, Action extends GameAction, Config = unknown>(
  input: BotInput<View, Action, Config>,
  guide: SearchGuide<View, Action, Config>,
  given: GuidedSearchOptions = {},
): Action {
  const defaults = typeof guide.defaults === 'function' ? guide.defaults(input.view, input.player) : guide.defaults;
  const options: GuidedSearchOptions = { ...defaults, ...given };
  const only = input.legal.length === 1 ? input.legal[0] : undefined;
  if (only !== undefined) return only;
  const settled = guide.settle?.(input);
  if (settled !== undefined) return settled;
  const iterations = options.iterations ?? 200;
  const budget = options.steps ?? Infinity;
  const exploration = options.exploration ?? 1;
  const priorWeight = Math.min(1, Math.max(0, options.priorWeight ?? 0.5));
  const horizon = options.horizon ?? 40;
  const randomRollouts = options.rollout === 'random';
  const me = input.player;
  const rng = input.rng;
  const config = input.config;
  const model = guide.policy();
  let stepsTaken = 0;

  /** The model's choice for `seat` in `world`, from that seat's own view. */
  const modelChoice = (world: BotWorld<View, Action>, seat: PlayerId, legal: readonly Action[]): Action => {
    const { input: seatInput, close } = botInputFor(() => world.view(seat), (stream) => world.resampleFor(seat, stream), legal, seat, rng, config);
    try {
      return model(seatInput);
    } finally {
      close();
    }
  };

  /** One step: the action, or (were the model to break the rules) a random legal one. */
  const play = (world: BotWorld<View, Action>, action: Action, legal: readonly Action[]): void => {
    stepsTaken++;
    if (!world.step(action).ok) world.step(rng.pick(legal));
  };

  /** Plays the other seats by the model until the searching seat decides or the game ends. */
  const othersPlay = (world: BotWorld<View, Action>): Action[] | null => {
    for (;;) {
      if (world.outcome() !== null || stepsTaken >= budget) return null;
      const actor = world.activePlayers()[0];
      if (actor === undefined) return null;
      const legal = world.legalActions(actor);
      if (legal.length === 0) return null;
      if (actor === me) return legal;
      play(world, modelChoice(world, actor, legal), legal);
    }
  };

  const valueOf = (world: BotWorld<View, Action>): number => {
    const outcome = world.outcome();
    if (outcome !== null) return rewardsOf(outcome, world.seatCount())[me] ?? 0.5;
    const value = guide.evaluate(world.view(me), me, config);
    return Number.isFinite(value) ? Math.min(1, Math.max(0, value)) : 0.5;
  };

  const root = new Decision(keyOf(modelChoice(input.sampleWorld(rng), me, input.legal)), input.legal.length);

  for (let iteration = 0; iteration < iterations && stepsTaken < budget; iteration++) {
    const world = input.sampleWorld(rng);
    const path: (Decision | Edge)[] = [root];
    let node = root;
    let legal: readonly Action[] | null = input.legal;
    // Selection: down the seat's decisions by PUCT, until an action is taken for the first time.
    while (legal !== null) {
      const firstUrge = node.visits > 0 ? node.value / node.visits : 0.5;
      const uniform = (1 - priorWeight) / node.breadth;
      let best: Edge | null = null;
      let bestAction: Action | undefined;
      let bestScore = -Infinity;
      for (const action of legal) {
        const key = keyOf(action);
        let edge = node.edges.get(key);
        if (edge === undefined) {
          edge = new Edge();
          node.edges.set(key, edge);
        }
        edge.available++;
        const prior = key === node.modelChoice ? priorWeight + uniform : uniform;
        const mean = edge.visits > 0 ? edge.value / edge.visits : firstUrge;
        const score = mean + (exploration * prior * Math.sqrt(edge.available)) / (1 + edge.visits);
        if (score > bestScore) {
          bestScore = score;
          best = edge;
          bestAction = action;
        }
      }
      if (best === null || bestAction === undefined || stepsTaken >= budget) break;
      play(world, bestAction, legal);
      path.push(best);
      const fresh = best.visits === 0;
      legal = othersPlay(world);
      if (fresh || legal === null) break;
      const observed = world.observe(me);
      let next = best.next.get(observed);
      if (next === undefined) {
        next = new Decision(keyOf(modelChoice(world, me, legal)), legal.length);
        best.next.set(observed, next);
      }
      node = next;
      path.push(node);
    }
    // Rollout: the model (or chance) plays every seat for the horizon, then the seat's view is scored.
    for (let played = 0; played < horizon && world.outcome() === null && stepsTaken < budget; played++) {
      const actor = world.activePlayers()[0];
      if (actor === undefined) break;
      if (randomRollouts) {
        const action = world.randomAction(actor, rng);
        if (action === null) break;
        world.step(action);
        stepsTaken++;
        continue;
      }
      const choices = world.legalActions(actor);
      if (choices.length === 0) break;
      play(world, modelChoice(world, actor, choices), choices);
    }
    const value = valueOf(world);
    for (const visited of path) {
      visited.visits++;
      visited.value += value;
    }
  }

  let chosen = input.legal[0];
  let mostVisits = -1;
  let bestMean = -Infinity;
  for (const action of input.legal) {
    const edge = root.edges.get(keyOf(action));
    const visits = edge?.visits ?? 0;
    const mean = edge === undefined || edge.visits === 0 ? -Infinity : edge.value / edge.visits;
    if (visits > mostVisits || (visits === mostVisits && mean > bestMean)) {
      chosen = action;
      mostVisits = visits;
      bestMean = mean;
    }
  }
  if (chosen === undefined) throw new RangeError('guidedSearch: there is no legal action to choose from');
  return chosen;
}

/**
 * A guided search bot for any seat of the game `guide` describes (see {@link guidedSearch}). With
 * the same input and random stream it always makes the same move.
 */
export function searchBot<View, Action extends GameAction, Config = unknown>(
  guide: SearchGuide<View, Action, Config>,
  options: GuidedSearchOptions = {},
): Bot<View, Action, Config> {
  return (input) => guidedSearch(input, guide, options);
}

/**
 * A model of play for one search that decides once per information set: the first choice `bot`
 * makes for a seat seeing a given view (by `keyOf`) is remembered, and made again whenever that
 * seat sees that view again in the search. For a bot that works a lot out at every decision (one
 * that samples dozens of worlds, say) and is asked the same question again and again inside one
 * search. It still decides from the seat's view alone, and the same search still gives the same
 * move; `keyOf` must tell apart every two views the seat can tell apart (the view's JSON does).
 */
export function rememberingChoices<View, Action, Config>(
  bot: Bot<View, Action, Config>,
  keyOf: (view: View, player: PlayerId) => string,
): Bot<View, Action, Config> {
  const choices = new Map<string, { readonly index: number; readonly json: string }>();
  return (input) => {
    const key = `${input.player}/${keyOf(input.view, input.player)}`;
    const known = choices.get(key);
    if (known !== undefined) {
      // The same view lists the same actions; the check guards a game where it would not.
      const again = input.legal[known.index];
      if (again !== undefined && JSON.stringify(again) === known.json) return again;
    }
    const chosen = bot(input);
    const index = input.legal.indexOf(chosen);
    if (index >= 0) choices.set(key, { index, json: JSON.stringify(chosen) });
    return chosen;
  };
}
