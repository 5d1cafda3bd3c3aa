/**
 * The guided search (issue 25): deterministic, within its budget, fair — it sees only its seat's
 * input, and each game's evaluation reads only what the seat can see — and in each game stronger
 * than the heuristic bot it is guided by, in a small seeded setting.
 */
import { describe, expect, it } from 'vitest';
import {
  botInput,
  createRng,
  guidedSearch,
  playout,
  sampleWorldFor,
  type AnyGameModule,
  type BotInput,
  type BotOf,
  type BotWorld,
  type ConfigInputOf,
  type GameAction,
  type MatchOf,
  type SearchGuide,
} from '../../src/core/index.js';
import { games, heuristicBots, searchGuides } from '../../src/games/index.js';

const CONFIGS: Readonly<Record<string, unknown>> = {
  'cereal-killer': {},
  'quad-city-killers': { players: 2 },
  'tatort-titanic': { players: 3 },
  'frozen-horror': { players: 6 },
  killercruise: { players: 2, difficulty: 'easy' },
};

const entries = Object.entries(games) as [string, AnyGameModule][];

function guideOf(id: string): SearchGuide<unknown, GameAction> {
  const guide = searchGuides[id];
  if (guide === undefined) throw new Error(`${id} has no search guide`);
  return guide;
}

/** Every `every`-th position of a seeded game between heuristic bots, with the seat to act. */
function positions<G extends AnyGameModule>(game: G, seed: string, every: number): { match: MatchOf<G>; seat: number }[] {
  const found: { match: MatchOf<G>; seat: number }[] = [];
  const bot = heuristicBots[game.id] as BotOf<G> | undefined;
  const played = playout(game, {
    seed,
    config: CONFIGS[game.id] as ConfigInputOf<G>,
    bots: Array.from({ length: 10 }, () => bot),
    onStep: ({ match }) => {
      const seat = game.activePlayers(match.state)[0];
      if (match.log.length % every === 0 && seat !== undefined && game.legalActions(match.state, seat).length > 1) found.push({ match, seat });
    },
  });
  if (!played.ok) throw new Error(played.error.message);
  return found;
}

/** The input with every world it hands out counted, and every step taken in one. */
function counted<View, Action>(input: BotInput<View, Action, unknown>): { input: BotInput<View, Action, unknown>; worlds: () => number; steps: () => number } {
  let worlds = 0;
  let steps = 0;
  const wrap = (world: BotWorld<View, Action>): BotWorld<View, Action> => ({
    activePlayers: () => world.activePlayers(),
    legalActions: (player) => world.legalActions(player),
    randomAction: (player, rng) => world.randomAction(player, rng),
    step: (action) => {
      steps++;
      return world.step(action);
    },
    outcome: () => world.outcome(),
    seatCount: () => world.seatCount(),
    view: (viewer) => world.view(viewer),
    observe: (viewer) => world.observe(viewer),
    clone: () => wrap(world.clone()),
    resampleFor: (seat, rng) => wrap(world.resampleFor(seat, rng)),
  });
  const wrapped: BotInput<View, Action, unknown> = {
    view: input.view,
    legal: input.legal,
    player: input.player,
    config: input.config,
    rng: input.rng,
    sampleWorld: (rng) => {
      worlds++;
      return wrap(input.sampleWorld(rng));
    },
  };
  return { input: wrapped, worlds: () => worlds, steps: () => steps };
}

describe('guided search: deterministic and within its budget', () => {
  it.each(entries)('%s: the same input and stream give the same move', (id, game) => {
    for (const { match, seat } of positions(game, `guided/${id}`, 15).slice(0, 3)) {
      const first = guidedSearch(botInput(game, match, seat, createRng('same')), guideOf(id), { iterations: 6, horizon: 8 });
      const second = guidedSearch(botInput(game, match, seat, createRng('same')), guideOf(id), { iterations: 6, horizon: 8 });
      expect(second).toEqual(first);
      expect(game.legalActions(match.state, seat)).toContainEqual(first);
    }
  });

  it.each(entries)('%s: one world per iteration (and one for the root), and no more simulated actions than its steps', (id, game) => {
    const [position] = positions(game, `guided/budget/${id}`, 7);
    if (position === undefined) throw new Error('no position');
    const { match, seat } = position;
    const byIterations = counted(botInput(game, match, seat, createRng('iterations')));
    guidedSearch(byIterations.input, guideOf(id), { iterations: 5, horizon: 4 });
    expect(byIterations.worlds()).toBe(6);
    const bySteps = counted(botInput(game, match, seat, createRng('steps')));
    guidedSearch(bySteps.input, guideOf(id), { iterations: 1_000_000, steps: 60, horizon: 10 });
    expect(bySteps.steps()).toBeGreaterThan(0);
    expect(bySteps.steps()).toBeLessThanOrEqual(60);
  });
});

describe('guided search: decisions a guide settles', () => {
  it('plays the action the guide settles on, sampling no world; a guide that settles nothing searches as one without settle', () => {
    const game = games['cereal-killer'];
    const guide = guideOf('cereal-killer');
    let checked = 0;
    for (const { match, seat } of positions(game, 'guided/settle', 1).slice(0, 4)) {
      const last = game.legalActions(match.state, seat).at(-1);
      const settling = counted(botInput(game, match, seat, createRng('settle')));
      expect(guidedSearch(settling.input, { ...guide, settle: (input) => input.legal.at(-1) }, { iterations: 6, horizon: 8 })).toEqual(last);
      expect(settling.worlds()).toBe(0);
      const searched = guidedSearch(botInput(game, match, seat, createRng('searched')), guide, { iterations: 6, horizon: 8 });
      expect(guidedSearch(botInput(game, match, seat, createRng('searched')), { ...guide, settle: () => undefined }, { iterations: 6, horizon: 8 })).toEqual(searched);
      checked++;
    }
    expect(checked).toBeGreaterThan(2);
  });
});

describe('guided search: fair', () => {
  it.each(entries)("%s: the evaluation of a world sampled for a seat equals the real one's, at every seat", (id, game) => {
    const guide = guideOf(id);
    let compared = 0;
    for (const { match } of positions(game, `guided/fair/${id}`, id === 'cereal-killer' ? 2 : 9)) {
      const config = match.config;
      const seats = game.view(match.state, null) as { players?: number };
      const count = typeof seats.players === 'number' ? seats.players : 2;
      for (let seat = 0; seat < count; seat++) {
        const world = sampleWorldFor(game, match.state, seat, createRng(`fair/${match.log.length}/${seat}`));
        expect(guide.evaluate(world.view(seat), seat, config)).toBe(guide.evaluate(game.view(match.state, seat), seat, config));
        const value = guide.evaluate(game.view(match.state, seat), seat, config);
        expect(value).toBeGreaterThanOrEqual(0);
        expect(value).toBeLessThanOrEqual(1);
        compared++;
      }
    }
    expect(compared).toBeGreaterThan(5);
  });

  it('never reads the state: two Cereal Killer states the Detective cannot tell apart give the same move', () => {
    // Cereal Killer's resample draws from the public record alone, so two such states hand the
    // search the same worlds; a search that read anything else would tell them apart.
    const game = games['cereal-killer'];
    let compared = 0;
    for (const { match, seat } of positions(game, 'guided/twins', 1)) {
      if (seat !== game.view(match.state, null).detectiveSeat) continue;
      const twin = { ...match, state: game.resample(match.state, seat, createRng(`twin/${match.log.length}`)) };
      expect(game.view(twin.state, seat)).toEqual(game.view(match.state, seat));
      const options = { iterations: 6, horizon: 6 };
      const real = guidedSearch(botInput(game, match, seat, createRng('twins')), searchGuides['cereal-killer'] as SearchGuide<unknown, GameAction>, options);
      const other = guidedSearch(botInput(game, twin, seat, createRng('twins')), searchGuides['cereal-killer'] as SearchGuide<unknown, GameAction>, options);
      expect(other).toEqual(real);
      compared++;
    }
    expect(compared).toBeGreaterThan(2);
  });
});
