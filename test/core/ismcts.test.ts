/**
 * The search bot (issue "Bots that play well without cheating"): information-set MCTS over any
 * GameModule, on worlds sampled by the engine — tested where the best move is known, for
 * determinism, on every game and seat, and for the fairness of the world sampler.
 */
import { describe, expect, it } from 'vitest';
import {
  botInput,
  createMatch,
  createRng,
  ismctsBot,
  ismctsSearch,
  playout,
  type AnyGameModule,
  type Match,
} from '../../src/core/index.js';
import { gameList } from '../../src/games/index.js';
import { unwrap } from './fixtures/helpers.js';
import { coinBet, nim, type BetState } from './fixtures/search-games.js';
import { toyDuel, type DuelState } from './fixtures/toy-game.js';

describe('ISMCTS finds the known best move', () => {
  it.each([
    [5, 2],
    [4, 1],
    [7, 1],
    [8, 2],
  ])('Nim from a heap of %i: takes %i, leaving a multiple of 3', (heap, best) => {
    const match = unwrap(createMatch(nim, { seed: `nim/${heap}`, config: { heap } })).match;
    const chosen = ismctsSearch(botInput(nim, match, 0, createRng(`nim/${heap}/bot`)), { iterations: 1_000 });
    expect(chosen).toEqual({ type: 'take', player: 0, stones: best });
  });

  it('coin bet: bets on its own heads and folds on its own tails, whatever the coin it cannot see', () => {
    let checked = 0;
    for (let seed = 0; seed < 40 && checked < 8; seed++) {
      const match = unwrap(createMatch(coinBet, { seed: `bet/${seed}` })).match;
      const own = match.state.coins[0];
      const chosen = ismctsSearch(botInput(coinBet, match, 0, createRng(`bet/${seed}/bot`)), { iterations: 400 });
      expect(chosen.type).toBe(own === 'heads' ? 'bet' : 'fold');
      checked++;
    }
    expect(checked).toBe(8);
  });
});

describe('ISMCTS is deterministic and fair by construction', () => {
  it('same input and stream, same move; its budget in simulated actions stops it early', () => {
    const match = unwrap(createMatch(nim, { seed: 'det', config: { heap: 10 } })).match;
    const first = ismctsSearch(botInput(nim, match, 0, createRng('same')), { iterations: 300 });
    const second = ismctsSearch(botInput(nim, match, 0, createRng('same')), { iterations: 300 });
    expect(second).toEqual(first);
    let rolled = 0;
    ismctsSearch(botInput(nim, match, 0, createRng('budget')), {
      iterations: 1_000_000,
      steps: 200,
      rollout: (input) => {
        rolled++;
        return input.rng.pick(input.legal);
      },
    });
    expect(rolled).toBeLessThan(200);
  });

  it.each(gameList.map((game) => [game.id, game] as const))('%s: plays every seat, multi-action turns included, and replays the same game', (_id, game) => {
    const bots = Array.from({ length: game.maxPlayers }, () => ismctsBot({ iterations: 8, maxRolloutSteps: 400 }));
    const first = unwrap(playout(game as AnyGameModule, { seed: 'ismcts-all', bots, maxSteps: 40 }));
    const again = unwrap(playout(game as AnyGameModule, { seed: 'ismcts-all', bots, maxSteps: 40 }));
    expect(again.match.log).toEqual(first.match.log);
    expect(first.steps).toBeGreaterThan(0);
  });
});

/** Pearson's chi-square statistic of two samples' counts over the same categories. */
function twoSampleChiSquare(left: ReadonlyMap<string, number>, right: ReadonlyMap<string, number>): { statistic: number; df: number } {
  const categories = [...new Set([...left.keys(), ...right.keys()])];
  const total = (counts: ReadonlyMap<string, number>): number => [...counts.values()].reduce((sum, count) => sum + count, 0);
  const [n1, n2] = [total(left), total(right)];
  let statistic = 0;
  for (const category of categories) {
    const a = left.get(category) ?? 0;
    const b = right.get(category) ?? 0;
    const expectedA = ((a + b) * n1) / (n1 + n2);
    const expectedB = ((a + b) * n2) / (n1 + n2);
    statistic += (a - expectedA) ** 2 / expectedA + (b - expectedB) ** 2 / expectedB;
  }
  return { statistic, df: categories.length - 1 };
}

/** The chi-square quantile at 0.999 for small degrees of freedom. */
const CHI_999: Readonly<Record<number, number>> = { 1: 10.83, 2: 13.82, 3: 16.27, 4: 18.47, 5: 20.52 };

function tally<S>(draws: number, sample: (index: number) => S, key: (state: S) => string): Map<string, number> {
  const counts = new Map<string, number>();
  for (let index = 0; index < draws; index++) {
    const drawn = key(sample(index));
    counts.set(drawn, (counts.get(drawn) ?? 0) + 1);
  }
  return counts;
}

describe('the world sampler leaks nothing (chi-square, fixed seeds)', () => {
  it('two duels that look the same to seat 0 give statistically identical sampled worlds', () => {
    // Both seats have picked; seat 0 cannot see seat 1's number, which is 1 in one match and 3 in the other.
    const start = unwrap(createMatch(toyDuel, { seed: 'fair', config: { highest: 3 } })).match;
    const withSecret = (secret: number): Match<unknown, DuelState, unknown> =>
      ({ ...start, state: { ...start.state, phase: 'guess', turn: 0, secrets: [2, secret] } }) as unknown as Match<unknown, DuelState, unknown>;
    const one = withSecret(1);
    const three = withSecret(3);
    expect(toyDuel.view(one.state, 0)).toEqual(toyDuel.view(three.state, 0));
    const sampledSecrets = (match: Match<unknown, DuelState, unknown>, seed: string): Map<string, number> => {
      const input = botInput(toyDuel, match as never, 0, createRng(seed));
      return tally(3_000, () => input.sampleWorld(), (world) => world.observe(1));
    };
    const left = sampledSecrets(one, 'fair/left');
    const right = sampledSecrets(three, 'fair/right');
    // Seat 1's own view shows its number: three different worlds, in both samples.
    expect(left.size).toBe(3);
    expect(right.size).toBe(3);
    const { statistic, df } = twoSampleChiSquare(left, right);
    expect(statistic).toBeLessThan(CHI_999[df] ?? 0);
    // The test can fail: a sampler that kept the hidden truth would be told apart at once.
    const leaky = { ...toyDuel, resample: (state: DuelState) => state } as unknown as typeof toyDuel;
    const leaked = (match: Match<unknown, DuelState, unknown>, seed: string): Map<string, number> => {
      const input = botInput(leaky, match as never, 0, createRng(seed));
      return tally(300, () => input.sampleWorld(), (world) => world.observe(1));
    };
    const caught = twoSampleChiSquare(leaked(one, 'leak/left'), leaked(three, 'leak/right'));
    expect(caught.statistic).toBeGreaterThan(CHI_999[caught.df] ?? Infinity);
  });

  it('coin bet: seat 0\'s sampled worlds do not depend on the coin it cannot see, nor copy the game\'s future stream', () => {
    const withCoins = (coins: BetState['coins']): Match<unknown, BetState, unknown> => {
      const start = unwrap(createMatch(coinBet, { seed: 'coins' })).match;
      return { ...start, state: { ...start.state, coins } } as unknown as Match<unknown, BetState, unknown>;
    };
    const heads = withCoins(['heads', 'heads']);
    const tails = withCoins(['heads', 'tails']);
    const counts = (match: Match<unknown, BetState, unknown>, seed: string): Map<string, number> => {
      const input = botInput(coinBet, match as never, 0, createRng(seed));
      return tally(4_000, () => input.sampleWorld(), (world) => world.observe(1));
    };
    const { statistic, df } = twoSampleChiSquare(counts(heads, 'coins/a'), counts(tails, 'coins/b'));
    expect(df).toBe(1);
    expect(statistic).toBeLessThan(CHI_999[1] ?? 0);
  });
});
