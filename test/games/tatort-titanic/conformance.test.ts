/**
 * The conformance kit (DESIGN "killer-rules/testing exports checkGameModule"), at 3, 4, 5 and 6
 * players. The kit checks every position of every game it plays exhaustively (replays, resamples,
 * near-miss actions, both modes), so its games are short voyages (`rounds`, a house rule) and the
 * full 25 rounds are left to the property tests and golden replays.
 */
import { describe, expect, it } from 'vitest';
import { tatortTitanic } from '../../../src/games/tatort-titanic/index.js';
import { checkGameModule } from '../../../src/testing/index.js';

const soak = Math.max(1, Number(process.env.KILLER_RULES_SOAK ?? '1') || 1);

describe('conformance', () => {
  it('passes checkGameModule with 3, 4, 5 and 6 players', () => {
    const games = soak;
    const configs = [3, 4, 5, 6].map((players) => ({ players, rounds: 2 }));
    const report = checkGameModule(tatortTitanic, { configs, games });
    expect(report.games).toBe(4 * games);
    // Card faces, the solution, the sheets' entries and the event order are hidden, and resample redraws them.
    expect(report.resampleChanges).toBeGreaterThan(0);
    expect(report.hiddenParts).toEqual(expect.arrayContaining(['board.*.*', 'solution.*', 'detectives.*.seen.*', 'eventDeck.*']));
    expect(report.modeComparisons).toBe(report.steps);
  });
});
