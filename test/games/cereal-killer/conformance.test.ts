/** The conformance kit (DESIGN: "killer-rules/testing exports checkGameModule"), on both seatings. */
import { describe, expect, it } from 'vitest';
import { DEFAULT_RULES, cerealKiller, type CerealKillerConfigInput, type CerealKillerRules } from '../../../src/games/cereal-killer/index.js';
import { checkGameModule } from '../../../src/testing/index.js';
import { cityOf, stripCity } from './helpers.js';
import { KINDS, kindOf } from './position-kinds.js';

const soak = Math.max(1, Number(process.env.KILLER_RULES_SOAK ?? '1') || 1);

describe('conformance', () => {
  it('passes checkGameModule with the Killer in seat 0 and in seat 1 (ruling 1), meeting every kind of position', () => {
    // resample draws the Killer's trail uniformly among those the public record allows (docs,
    // "Hidden information"), so where few trails remain the kit tests the spread with a chi-square.
    const report = checkGameModule(cerealKiller, { configs: [{}, { killer: 1 }], games: 20 * soak, uniformResample: true, positionKinds: { kindOf, expected: KINDS } });
    expect(report.games).toBe(40 * soak);
    // The Killer's square is hidden from the Detective, so resample must redraw it somewhere.
    expect(report.resampleChanges).toBeGreaterThan(0);
    expect(report.hiddenParts).toContain('killer.trail.*');
    expect(report.uniformityTests).toBeGreaterThan(0);
    // Rare positions (the Detective on a subway entrance, a Witness choice) are met by new-kind checks.
    expect(report.exhaustivePositions).toBeGreaterThan(100);
    // Every kind of position, the Killer's answer on the Detective's turn among them, checked with both seats and a spectator.
    expect(report.positionKinds).toEqual([...KINDS].sort());
    expect(report.viewerChecks).toBeGreaterThanOrEqual(KINDS.length);
    expect(report.eventComparisons).toBeGreaterThan(0);
  });

  it('passes checkGameModule on small custom cities without a subway (Stand-in city: "Owners of the card can describe theirs")', () => {
    // The smallest city the config allows: one house, and every square next to two others.
    const tiny = cityOf('tiny', ['HS', 'SC']);
    // 3 × 3: house 1 between parks 2 and 4 (a Witness choice), house 3 with one park, house 5 with
    // two, house 9 with none; café 8.
    //   1 H  2 P  3 H
    //   4 P  5 H  6 S
    //   7 S  8 C  9 H
    const small = cityOf('small', ['HPH', 'PHS', 'SCH']);
    const configs = [{ city: tiny }, { city: tiny, killer: 1 as const }, { city: small }, { city: small, killer: 1 as const }];
    const report = checkGameModule(cerealKiller, { configs, games: 8 * soak, seed: 'conformance/custom-cities', positionKinds: { kindOf, expected: KINDS } });
    expect(report.games).toBe(configs.length * 8 * soak);
    expect(report.resampleChanges).toBeGreaterThan(0);
    expect(report.positionKinds).toEqual([...KINDS].sort());
  });

  it('passes checkGameModule under every table rule: each flipped alone, and all five together (docs "Table rules")', () => {
    const options = Object.keys(DEFAULT_RULES) as (keyof CerealKillerRules)[];
    const all = Object.fromEntries(options.map((name) => [name, true]));
    const small = cityOf('small', ['HPH', 'PHS', 'SCH']);
    const configs: CerealKillerConfigInput[] = [
      // Each option alone, the Killer's seat alternating.
      ...options.map((name, index): CerealKillerConfigInput => ({ killer: index % 2 === 0 ? 0 : 1, rules: { [name]: true } })),
      { rules: all },
      { city: small, killer: 1, rules: all },
      // Forced victimless days happen only where a victim can be out of reach: the strip city.
      { city: stripCity, rules: { forcedVictimlessDayCounts: true } },
      { city: stripCity, killer: 1, rules: all },
    ];
    const report = checkGameModule(cerealKiller, { configs, games: 3 * soak, seed: 'conformance/table-rules', uniformResample: true });
    expect(report.games).toBe(configs.length * 3 * soak);
    expect(report.resampleChanges).toBeGreaterThan(0);
    expect(report.uniformityTests).toBeGreaterThan(0);
  });
});
