/**
 * Shards: `simulate` with `shard: { index, count }` plays games `i % count === index`, and the
 * shards of a run merged with `mergeSimulations` are the unsharded run, byte for byte (JSON).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  mergeSimulations,
  mergeSummaries,
  simulate,
  type ActionOf,
  type Bot,
  type SimulateResult,
  type SimulationShard,
  type ViewOf,
} from '../../src/core/index.js';
import { gameList, games } from '../../src/games/index.js';
import { toyDuel } from '../core/fixtures/toy-game.js';

function shardsOf<T>(count: number, run: (shard: SimulationShard) => T): T[] {
  return Array.from({ length: count }, (_, index) => run({ index, count }));
}

function okResult(result: SimulateResult): Extract<SimulateResult, { ok: true }> {
  if (!result.ok) throw new Error(result.error.message);
  return result;
}

// A duel where seat 1's wins count as nobody's and some games are cut short, so merged summaries
// are checked with unfinished games, games nobody won and several reasons.
const drawish: typeof toyDuel = {
  ...toyDuel,
  outcome: (state) => {
    const real = toyDuel.outcome(state);
    return real !== null && real.winners[0] === 1 ? { winners: [], reason: 'seat-1-spared', returns: [0, 0] } : real;
  },
};

describe('simulate with a shard', () => {
  it.each(gameList.map((game) => [game.id, game] as const))('%s: every shard count merges into the unsharded run, byte for byte', (_id, game) => {
    const whole = simulate(game, { seed: `shards-${game.id}`, games: 7 });
    const json = JSON.stringify(okResult(whole));
    for (const count of [1, 2, 3, 7, 9]) {
      const parts = shardsOf(count, (shard) => simulate(game, { seed: `shards-${game.id}`, games: 7, shard }));
      expect(JSON.stringify(mergeSimulations(parts)), `${count} shards`).toBe(json);
      // In any order the batch system hands them back.
      expect(JSON.stringify(mergeSimulations([...parts].reverse())), `${count} shards reversed`).toBe(json);
      expect(JSON.stringify(mergeSummaries(parts.map((part) => okResult(part).summary)))).toBe(JSON.stringify(okResult(whole).summary));
    }
  });

  it('merges exactly for any game count, shard count, step limit and seed (property)', () => {
    fc.assert(
      fc.property(fc.nat(25), fc.integer({ min: 1, max: 6 }), fc.integer({ min: 2, max: 12 }), fc.string(), (count, shards, maxSteps, seed) => {
        const options = { seed, games: count, maxSteps };
        const whole = JSON.stringify(simulate(drawish, options));
        const parts = shardsOf(shards, (shard) => simulate(drawish, { ...options, shard }));
        expect(JSON.stringify(mergeSimulations(parts))).toBe(whole);
      }),
      { numRuns: 60 },
    );
  });

  it('plays exactly the games i % count === index, seeded as in the whole run', () => {
    const whole = okResult(simulate(drawish, { seed: 'which', games: 10 }));
    const shard = okResult(simulate(drawish, { seed: 'which', games: 10, shard: { index: 1, count: 3 } }));
    expect(shard.games.map((played) => played.seed)).toEqual(['which/1', 'which/4', 'which/7']);
    expect(shard.games).toEqual([1, 4, 7].map((index) => whole.games[index]));
    expect(shard.summary.games).toBe(3);
    expect(shard.summary.shard).toEqual({ index: 1, count: 3 });
    expect(shard.summary.totalLength).toBe(shard.games.reduce((sum, played) => sum + played.length, 0));
    expect(whole.summary.shard).toBeUndefined();
    // More shards than games: the extra shards play none.
    const empty = okResult(simulate(drawish, { seed: 'which', games: 2, shard: { index: 4, count: 5 } }));
    expect(empty.games).toEqual([]);
    expect(empty.summary).toEqual({
      games: 0,
      finished: 0,
      winsPerSeat: [],
      nobodyWon: 0,
      reasons: {},
      meanLength: 0,
      maxLength: 0,
      totalLength: 0,
      shard: { index: 4, count: 5 },
    });
  });

  it('merges shards of a shard into that shard (how simulateParallel splits one among workers)', () => {
    const options = { seed: 'nested', games: 23 };
    const shard = JSON.stringify(simulate(drawish, { ...options, shard: { index: 1, count: 3 } }));
    // Shard 1 of 3 is shards 1, 4, 7, 10 of 12.
    const parts = [1, 4, 7, 10].map((index) => simulate(drawish, { ...options, shard: { index, count: 12 } }));
    expect(JSON.stringify(mergeSimulations(parts))).toBe(shard);
  });

  it.each<[string, SimulationShard]>([
    ['a negative index', { index: -1, count: 2 }],
    ['an index equal to the count', { index: 2, count: 2 }],
    ['a fractional index', { index: 0.5, count: 2 }],
    ['no shards', { index: 0, count: 0 }],
    ['a fractional count', { index: 0, count: 1.5 }],
    ['a NaN count', { index: 0, count: Number.NaN }],
  ])('refuses %s', (_name, shard) => {
    const result = simulate(drawish, { seed: 'bad', games: 4, shard });
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error.code).toBe('INVALID_INPUT');
      expect(result.error.message).toMatch(/^shard\.(index|count) must be/);
    }
  });

  it('reports progress after each of its games: (done, total)', () => {
    const calls: [number, number][] = [];
    simulate(drawish, { seed: 'progress', games: 7, shard: { index: 0, count: 3 }, onProgress: (done, total) => calls.push([done, total]) });
    expect(calls).toEqual([
      [1, 3],
      [2, 3],
      [3, 3],
    ]);
  });
});

describe('mergeSimulations', () => {
  const options = { seed: 'merge', games: 9 };
  const parts = shardsOf(3, (shard) => simulate(drawish, { ...options, shard }));

  it('refuses an incomplete set of shards, duplicates and mixed shard counts', () => {
    const [zero, one] = parts;
    if (zero === undefined || one === undefined) throw new Error('no shards');
    const other = simulate(drawish, { ...options, shard: { index: 1, count: 4 } });
    for (const bad of [[], [zero, one], [zero, zero, one], [zero, one, other]]) {
      const merged = mergeSimulations(bad);
      expect(merged.ok).toBe(false);
      if (!merged.ok) expect(merged.error.code).toBe('INVALID_INPUT');
    }
  });

  it('refuses shards of different runs (seeds or game counts)', () => {
    const [zero, one] = parts;
    if (zero === undefined || one === undefined) throw new Error('no shards');
    const otherSeed = simulate(drawish, { ...options, seed: 'elsewhere', shard: { index: 2, count: 3 } });
    const otherCount = simulate(drawish, { ...options, games: 12, shard: { index: 2, count: 3 } });
    for (const stranger of [otherSeed, otherCount]) {
      const merged = mergeSimulations([zero, one, stranger]);
      expect(merged.ok).toBe(false);
    }
  });

  it('hands back the failure of the lowest game index, as the unsharded run stops there', () => {
    // A bot that sometimes gives up, decided by its own stream (`<seed>/<i>/bots`), so the same
    // games fail whichever shard plays them.
    const quitter: Bot<ViewOf<typeof toyDuel>, ActionOf<typeof toyDuel>> = (input) => {
      if (input.rng.next() < 0.06) throw new Error('gives up');
      return input.rng.pick(input.legal);
    };
    const run = { seed: 'quit', games: 40, bots: [quitter, quitter] };
    const whole = simulate(toyDuel, run);
    if (whole.ok) throw new Error('expected a failure');
    const parts = shardsOf(4, (shard) => simulate(toyDuel, { ...run, shard }));
    const failed = parts.filter((part) => !part.ok);
    // The test means something only if several shards fail, and not the first of them first.
    expect(failed.length).toBeGreaterThan(1);
    expect(whole.index).toBeGreaterThan(0);
    expect(whole.seed).toBe(`quit/${whole.index}`);
    expect(JSON.stringify(mergeSimulations(parts))).toBe(JSON.stringify(whole));
    expect(JSON.stringify(mergeSimulations([...parts].reverse()))).toBe(JSON.stringify(whole));
  });

  it('hands back a failure before any game (a refused config) as the whole run does', () => {
    const game = games['cereal-killer'];
    const bad = shardsOf(2, (shard) => simulate(game, { seed: 'fail', games: 6, shard, config: { players: 3 } }));
    const whole = simulate(game, { seed: 'fail', games: 6, config: { players: 3 } });
    expect(whole.ok).toBe(false);
    expect(JSON.stringify(mergeSimulations(bad))).toBe(JSON.stringify(whole));
  });
});
