/** The pieces of the command line's output that are worked out: intervals, percentiles, views. */
import { describe, expect, it } from 'vitest';
import { lengthsOf, wilson } from '../../src/cli/report.js';
import { changedFields, renderView } from '../../src/cli/render.js';

describe('wilson', () => {
  // Reference values of the 95% Wilson score interval (e.g. Newcombe 1998, table I: 0/10, 5/10...).
  it.each([
    [0, 10, 0, 0.2775],
    [5, 10, 0.2366, 0.7634],
    [10, 10, 0.7225, 1],
    [81, 263, 0.2553, 0.3662],
    [1, 29, 0.0061, 0.1718],
  ])('%i of %i lies in [%f, %f]', (successes, trials, low, high) => {
    const rate = wilson(successes, trials);
    expect(rate.rate).toBe(successes / trials);
    expect(rate.low).toBeCloseTo(low, 4);
    expect(rate.high).toBeCloseTo(high, 4);
  });

  it('says nothing for no trials: no rate, the whole of [0, 1]', () => {
    expect(wilson(0, 0)).toEqual({ rate: null, low: 0, high: 1 });
  });
});

describe('lengthsOf', () => {
  it('gives nearest-rank percentiles of the game lengths', () => {
    expect(lengthsOf([7, 1, 3, 10, 5, 2, 4, 9, 6, 8])).toEqual({ min: 1, p10: 1, p25: 3, median: 5, p75: 8, p90: 9, max: 10 });
    expect(lengthsOf([])).toEqual({ min: 0, p10: 0, p25: 0, median: 0, p75: 0, p90: 0, max: 0 });
  });
});

describe('renderView', () => {
  const view = {
    day: 2,
    detective: { at: 4, arrestsLeft: 3 },
    squares: Array.from({ length: 40 }, (_, index) => (index % 2 === 0 ? 'house' : 'park')),
    days: [{ day: 1, victim: null, witness: { park: 3, questions: ['parity', 'inside'] }, note: 'long enough not to fit on one line' }],
  };

  it('writes short records and lists on one line, long lists wrapped, records in lists as "- field"', () => {
    const lines = renderView(view);
    expect(lines[0]).toBe('day: 2');
    expect(lines[1]).toBe('detective: { at: 4, arrestsLeft: 3 }');
    expect(lines[2]?.startsWith('squares: [house, park,')).toBe(true);
    expect(lines.filter((line) => line.startsWith('  ') && line.includes('house')).length).toBeGreaterThan(0);
    expect(lines.every((line) => line.length <= 96)).toBe(true);
    expect(lines.slice(-5)).toEqual([
      'days:',
      '  - day: 1',
      '    victim: null',
      '    witness: { park: 3, questions: [parity, inside] }',
      '    note: long enough not to fit on one line',
    ]);
  });

  it('folds fields longer than the limit, and shows only the fields asked for', () => {
    const folded = renderView(view, undefined, 2);
    expect(folded).toContain('day: 2');
    expect(folded.some((line) => /^squares: … \(\d+ lines; "v" shows the whole view\)$/.test(line))).toBe(true);
    expect(renderView(view, ['day'])).toEqual(['day: 2']);
  });

  it('finds the fields that changed', () => {
    expect(changedFields(undefined, view)).toEqual(['day', 'detective', 'squares', 'days']);
    expect(changedFields(view, { ...view, day: 3 })).toEqual(['day']);
  });
});
