/**
 * Rollouts played by a bot (`botRollout`): each seat of a rollout chooses from its own view of the
 * sampled world, as it would at the table, and a policy that answers with an action the rules
 * refuse cannot stall the search.
 */
import { describe, expect, it } from 'vitest';
import {
  botInput,
  botRollout,
  createMatch,
  createRng,
  ismctsSearch,
  type Bot,
  type BotInput,
} from '../../src/core/index.js';
import { unwrap } from './fixtures/helpers.js';
import { coinBet, nim, type BetAction, type BetView, type NimAction, type NimState } from './fixtures/search-games.js';

/** Nim played perfectly: leave the other seat a multiple of 3 when that can be done. */
const perfectNim: Bot<NimState, NimAction> = (input) => {
  const stones = input.view.heap % 3 === 0 ? 1 : input.view.heap % 3;
  return input.legal.find((action) => action.stones === stones) ?? input.legal[0] ?? { type: 'take', player: input.player, stones: 1 };
};

describe('ISMCTS with rollouts played by a bot', () => {
  it('finds the winning Nim move in few iterations when a perfect player plays the rollouts, where random rollouts do not', () => {
    const heaps = [4, 5, 7, 8, 10, 11, 13, 14];
    const chosen = (heap: number, rollout: 'perfect' | 'random'): number => {
      const match = unwrap(createMatch(nim, { seed: `nim/${heap}`, config: { heap } })).match;
      const input = botInput(nim, match, 0, createRng(`nim/${heap}/few`));
      return ismctsSearch(input, { iterations: 12, ...(rollout === 'perfect' ? { rollout: botRollout(perfectNim) } : {}) }).stones;
    };
    for (const heap of heaps) expect(chosen(heap, 'perfect'), `heap ${heap}`).toBe(heap % 3);
    // The comparison can fail: twelve random rollouts are too few to tell the moves apart everywhere.
    expect(heaps.filter((heap) => chosen(heap, 'random') !== heap % 3).length).toBeGreaterThan(0);
  });

  it('asks the bot for the seat to act, with its own view of the sampled world, its legal actions, the config and a sampler', () => {
    const match = unwrap(createMatch(coinBet, { seed: 'asked' })).match;
    const asked: { player: number; view: BetView; legal: readonly BetAction[]; config: unknown; sampled: BetView }[] = [];
    const recorder: Bot<BetView, BetAction> = (input: BotInput<BetView, BetAction>) => {
      const sampled = input.sampleWorld().view(input.player);
      asked.push({ player: input.player, view: input.view, legal: input.legal, config: input.config, sampled });
      return input.legal[0] ?? { type: 'done', player: input.player };
    };
    ismctsSearch(botInput(coinBet, match, 0, createRng('asked/bot')), { iterations: 40, rollout: botRollout(recorder) });
    // Seat 0's two choices are tried in the tree; seat 1's "done" is the rollout.
    expect(asked.length).toBeGreaterThan(0);
    for (const call of asked) {
      expect(call.player).toBe(1);
      expect(call.legal).toEqual([{ type: 'done', player: 1 }]);
      expect(call.config).toEqual(match.config);
      // A world resampled for seat 1 keeps everything seat 1 sees.
      expect(call.sampled).toEqual(call.view);
    }
    // Seat 1's coin is what seat 0 cannot see: the rollouts run in seat 0's sampled worlds, so
    // seat 1 is shown either face, never only the true one.
    expect(new Set(asked.map((call) => call.view.coin))).toEqual(new Set(['heads', 'tails']));
  });

  it('plays a random legal action instead of one the rules refuse, so the search still ends and chooses', () => {
    const match = unwrap(createMatch(nim, { seed: 'refused', config: { heap: 9 } })).match;
    let asked = 0;
    const stubborn: Bot<NimState, NimAction> = (input) => {
      asked++;
      return { type: 'take', player: input.player, stones: 3 };
    };
    const chosen = ismctsSearch(botInput(nim, match, 0, createRng('refused/bot')), { iterations: 50, rollout: botRollout(stubborn) });
    expect(asked).toBeGreaterThan(0);
    expect([1, 2]).toContain(chosen.stones);
  });

  it('is deterministic: the same input and stream choose the same move', () => {
    const match = unwrap(createMatch(nim, { seed: 'same', config: { heap: 20 } })).match;
    const search = (): NimAction => ismctsSearch(botInput(nim, match, 0, createRng('same/bot')), { iterations: 200, rollout: botRollout(perfectNim) });
    expect(search()).toEqual(search());
  });
});
