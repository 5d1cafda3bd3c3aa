/** The conformance kit (DESIGN "killer-rules/testing exports checkGameModule"), at 4, 6 and 10 players. */
import { describe, expect, it } from 'vitest';
import { frozenHorror } from '../../../src/games/frozen-horror/index.js';
import { checkGameModule } from '../../../src/testing/index.js';

const soak = Math.max(1, Number(process.env.KILLER_RULES_SOAK ?? '1') || 1);

describe('conformance', () => {
  it('passes checkGameModule with 4, 6 and 10 players', () => {
    const games = 16 * soak;
    const report = checkGameModule(frozenHorror, { configs: [{ players: 4 }, { players: 6 }, { players: 10 }], games });
    expect(report.games).toBe(3 * games);
    // Identities, hands and the deck order are hidden, so resample must redraw something.
    expect(report.resampleChanges).toBeGreaterThan(0);
  });
});
