/**
 * The conformance kit (DESIGN "killer-rules/testing exports checkGameModule"), at 3, 4, 5 and 6
 * players. The kit checks every position of every game it plays in depth (replays of the whole log,
 * resamples for every viewer, near-miss actions, the whole candidate space, both modes), and random
 * detectives spend most of their actions on sheet entries, so its games are two-round voyages
 * (`rounds`, ruling 27) and six near-misses per position; the full 25 rounds are left to the
 * property tests and the golden replays.
 */
import { describe, expect, it } from 'vitest';
import { tatortTitanic } from '../../../src/games/tatort-titanic/index.js';
import { checkGameModule } from '../../../src/testing/index.js';

const soak = Math.max(1, Number(process.env.KILLER_RULES_SOAK ?? '1') || 1);

describe('conformance', () => {
  for (const players of [3, 4, 5, 6]) {
    it(`passes checkGameModule with ${players} players`, () => {
      const report = checkGameModule(tatortTitanic, { configs: [{ players, rounds: 2 }], games: soak, actionsPerStep: 6, seed: `conformance-${players}` });
      expect(report.games).toBe(soak);
      // Card faces (the board's, the hands', the solution's), what others have seen and entered, and the
      // event order are hidden, and resample redraws them; which of them the kit's random probes meet
      // varies from game to game.
      expect(report.resampleChanges).toBeGreaterThan(0);
      expect(report.hiddenParts).toContain('board.*.*');
      expect(report.hiddenParts.length).toBeGreaterThanOrEqual(3);
      expect(report.modeComparisons).toBe(report.steps);
      expect(report.pickLegalComparisons).toBeGreaterThan(report.steps);
    });
  }
});
