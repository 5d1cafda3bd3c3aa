/**
 * The conformance kit (DESIGN: "killer-rules/testing exports checkGameModule") over two to four
 * seats, every level, the time-pressure variation and a Friday the 13th; and under every table
 * rule, each flipped alone and all flipped together (issue 23).
 */
import { describe, expect, it } from 'vitest';
import { DEFAULT_RULES, killercruise, type KillercruiseConfigInput, type KillercruiseRules } from '../../../src/games/killercruise/index.js';
import { checkGameModule } from '../../../src/testing/index.js';
import { KINDS, kindOf } from './position-kinds.js';

const soak = Math.max(1, Number(process.env.KILLER_RULES_SOAK ?? '1') || 1);
const GAMES = 12;
/** Games per table-rule configuration: the kit's checks do not depend on the rules, so a few suffice. */
const RULE_GAMES = 2;

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

  it('passes checkGameModule under every table rule, each flipped alone and all flipped together', () => {
    const names = Object.keys(DEFAULT_RULES) as (keyof KillercruiseRules)[];
    const flipped = (chosen: readonly (keyof KillercruiseRules)[]): Partial<KillercruiseRules> =>
      Object.fromEntries(chosen.map((name) => [name, !DEFAULT_RULES[name]]));
    // Two seats hold six cards each, so random play unlocks the most rooms there (middle decks included).
    const configs: KillercruiseConfigInput[] = [
      ...names.map((name) => ({ players: 2, difficulty: 'easy' as const, rules: flipped([name]) })),
      { players: 3, difficulty: 'medium', variant: 'time-pressure', rules: flipped(names) },
    ];
    const report = checkGameModule(killercruise, { configs, games: RULE_GAMES * soak, seed: 'conformance/table-rules' });
    expect(report.games).toBe(configs.length * RULE_GAMES * soak);
    expect(report.resampleChanges).toBeGreaterThan(0);
  });
});
