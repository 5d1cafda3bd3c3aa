/** The conformance kit (DESIGN: "killer-rules/testing exports checkGameModule"), on both seatings. */
import { describe, expect, it } from 'vitest';
import { cerealKiller } from '../../../src/games/cereal-killer/index.js';
import { checkGameModule } from '../../../src/testing/index.js';

const soak = Math.max(1, Number(process.env.KILLER_RULES_SOAK ?? '1') || 1);

describe('conformance', () => {
  it('passes checkGameModule with the Killer in seat 0 and in seat 1 (ruling 1)', () => {
    const report = checkGameModule(cerealKiller, { configs: [{}, { killer: 1 }], games: 20 * soak });
    expect(report.games).toBe(40 * soak);
    // The Killer's square is hidden from the Detective, so resample must redraw it somewhere.
    expect(report.resampleChanges).toBeGreaterThan(0);
  });
});
