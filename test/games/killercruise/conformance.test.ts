/**
 * The conformance kit (DESIGN: "killer-rules/testing exports checkGameModule") over two to four
 * seats, every level, the time-pressure variation and a Friday the 13th.
 */
import { describe, expect, it } from 'vitest';
import { killercruise } from '../../../src/games/killercruise/index.js';
import { checkGameModule } from '../../../src/testing/index.js';
import { KINDS, kindOf } from './position-kinds.js';

const soak = Math.max(1, Number(process.env.KILLER_RULES_SOAK ?? '1') || 1);
const GAMES = 12;

describe('conformance', () => {
  it('passes checkGameModule with 2–4 seats, every difficulty, the time-pressure variation and a Friday the 13th, meeting every kind of position', () => {
    const configs = [
      { players: 2, difficulty: 'easy' as const },
      { players: 3, difficulty: 'medium' as const },
      { players: 4, difficulty: 'difficult' as const },
      { players: 2, difficulty: 'medium' as const, variant: 'time-pressure' as const },
      { players: 3, date: '2026-02-13' },
    ];
    const report = checkGameModule(killercruise, { configs, games: GAMES * soak, positionKinds: { kindOf, expected: KINDS } });
    expect(report.games).toBe(configs.length * GAMES * soak);
    // Other hands, the draw pile, the passenger pile and the puzzle are hidden: resample redraws them.
    expect(report.resampleChanges).toBeGreaterThan(0);
    expect(report.positionKinds).toEqual([...KINDS].sort());
    expect(report.viewerChecks).toBeGreaterThanOrEqual(KINDS.length);
    expect(report.eventComparisons).toBeGreaterThan(0);
  });
});
