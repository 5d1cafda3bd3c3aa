/**
 * `bestBy`, the choice every heuristic bot makes: the highest score wins, near-equal scores tie and
 * the bot's own random stream breaks the tie.
 */
import { describe, expect, it } from 'vitest';
import { bestBy, createRng } from '../../src/core/index.js';

describe('bestBy', () => {
  it('takes the option with the highest score, and reports the score', () => {
    expect(bestBy([3, 9, 4], (value) => value, createRng('a'))).toEqual({ option: 9, score: 9 });
    expect(bestBy(['far', 'near'], (word) => -word.length, createRng('a'))).toEqual({ option: 'far', score: -3 });
  });

  it('is undefined when there is nothing to choose from', () => {
    expect(bestBy([], () => 1, createRng('a'))).toBeUndefined();
  });

  it('breaks ties (scores within 1e-9) with the random stream, reaching every tied option and no other', () => {
    const seen = new Set<string>();
    for (let seed = 0; seed < 60; seed++) {
      const chosen = bestBy(['a', 'b', 'c', 'd'], (letter) => (letter === 'd' ? 0 : 1 + (letter === 'b' ? 5e-10 : 0)), createRng(seed));
      if (chosen !== undefined) seen.add(chosen.option);
    }
    expect([...seen].sort()).toEqual(['a', 'b', 'c']);
  });

  it('draws once from the stream whenever there is an option, however many tie', () => {
    for (const options of [[1], [1, 1, 1], [1, 2, 3]]) {
      const rng = createRng('draws');
      bestBy(options, (value) => value, rng);
      const after = rng.next();
      const reference = createRng('draws');
      reference.next();
      expect(after).toBe(reference.next());
    }
  });
});
