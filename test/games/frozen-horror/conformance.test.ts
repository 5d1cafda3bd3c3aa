/**
 * The conformance kit (DESIGN "killer-rules/testing exports checkGameModule"), at 4, 6 and 10
 * players; and under every table rule, each flipped alone and all flipped together (issue 23), with
 * the same declared kinds of position.
 */
import { describe, expect, it } from 'vitest';
import { DEFAULT_RULES, frozenHorror, type FrozenHorrorConfigInput, type FrozenHorrorRules } from '../../../src/games/frozen-horror/index.js';
import { checkGameModule } from '../../../src/testing/index.js';
import { KINDS, kindOf } from './position-kinds.js';

const soak = Math.max(1, Number(process.env.KILLER_RULES_SOAK ?? '1') || 1);

/**
 * "After all players have played their Station cards, they reveal their Identity cards" — and Clean
 * Up deals them anew in the same step, so no view keeps who was the Horror: the events from the
 * reveal on are public by the rules, not a leak. The swap (No… It's You Who's Locked In Here With
 * Me!: "before revealing Identity cards") is the step just before the reveal, in the same action:
 * the cards it shows the two swappers are face up for everyone a moment later (ruling 21).
 */
const REVEALING = ['identities-swapped', 'identities-revealed'];

describe('conformance', () => {
  it('passes checkGameModule with 4, 6 and 10 players, meeting every kind of position', () => {
    const games = 16 * soak;
    const report = checkGameModule(frozenHorror, {
      configs: [{ players: 4 }, { players: 6 }, { players: 10 }],
      games,
      positionKinds: { kindOf, expected: KINDS },
      revealingEvents: REVEALING,
    });
    expect(report.games).toBe(3 * games);
    // Identities, hands and the deck order are hidden, so resample must redraw something.
    expect(report.resampleChanges).toBeGreaterThan(0);
    expect(report.positionKinds).toEqual([...KINDS].sort());
    expect(report.viewerChecks).toBeGreaterThanOrEqual(KINDS.length);
    expect(report.eventComparisons).toBeGreaterThan(0);
  });

  it('passes checkGameModule under every table rule, each flipped alone and all flipped together, meeting every kind of position', () => {
    const names = Object.keys(DEFAULT_RULES) as (keyof FrozenHorrorRules)[];
    const flipped = (chosen: readonly (keyof FrozenHorrorRules)[]): Partial<FrozenHorrorRules> =>
      Object.fromEntries(chosen.map((name) => [name, !DEFAULT_RULES[name]]));
    const configs: FrozenHorrorConfigInput[] = [
      // Each option alone, at 5 to 9 players.
      ...names.map((name, index): FrozenHorrorConfigInput => ({ players: 5 + index, rules: flipped([name]) })),
      { players: 4, rules: flipped(names) },
      { players: 10, rules: flipped(names) },
    ];
    const games = 3 * soak;
    const report = checkGameModule(frozenHorror, {
      configs,
      games,
      seed: 'conformance/table-rules',
      positionKinds: { kindOf, expected: KINDS },
      revealingEvents: REVEALING,
    });
    expect(report.games).toBe(configs.length * games);
    expect(report.resampleChanges).toBeGreaterThan(0);
    expect(report.positionKinds).toEqual([...KINDS].sort());
  });
});
