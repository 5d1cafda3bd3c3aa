/** The conformance kit (DESIGN "killer-rules/testing exports checkGameModule"), at 4, 6 and 10 players. */
import { describe, expect, it } from 'vitest';
import { frozenHorror } from '../../../src/games/frozen-horror/index.js';
import { checkGameModule } from '../../../src/testing/index.js';
import { KINDS, kindOf } from './position-kinds.js';

const soak = Math.max(1, Number(process.env.KILLER_RULES_SOAK ?? '1') || 1);

describe('conformance', () => {
  it('passes checkGameModule with 4, 6 and 10 players, meeting every kind of position', () => {
    const games = 16 * soak;
    const report = checkGameModule(frozenHorror, {
      configs: [{ players: 4 }, { players: 6 }, { players: 10 }],
      games,
      positionKinds: { kindOf, expected: KINDS },
      // "After all players have played their Station cards, they reveal their Identity cards" — and
      // Clean Up deals them anew in the same step, so no view keeps who was the Horror: the events
      // from the reveal on are public by the rules, not a leak.
      revealingEvents: ['identities-revealed'],
    });
    expect(report.games).toBe(3 * games);
    // Identities, hands and the deck order are hidden, so resample must redraw something.
    expect(report.resampleChanges).toBeGreaterThan(0);
    expect(report.positionKinds).toEqual([...KINDS].sort());
    expect(report.viewerChecks).toBeGreaterThanOrEqual(KINDS.length);
    expect(report.eventComparisons).toBeGreaterThan(0);
  });
});
