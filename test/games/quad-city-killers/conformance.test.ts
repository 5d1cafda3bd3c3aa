/**
 * The conformance kit (DESIGN "killer-rules/testing exports checkGameModule") for 1 (solo) to 6
 * players. The kit replays every game from the start at every step, so its cost grows with the
 * square of a game's length: the configs begin high on the Dexterity Scale ("For 5+ players, or
 * just a shorter game, we recommend you begin higher on the Dexterity Scale!") to keep the run
 * short; the property tests and golden replays cover whole games.
 */
import { describe, expect, it } from 'vitest';
import { quadCityKillers } from '../../../src/games/quad-city-killers/index.js';
import { checkGameModule } from '../../../src/testing/index.js';

const soak = Math.max(1, Number(process.env.KILLER_RULES_SOAK ?? '1') || 1);

describe('conformance', () => {
  it('passes checkGameModule with 1 to 6 players', () => {
    const configs = [
      { players: 1, startingDexterity: 5 },
      { players: 2, startingDexterity: 4 },
      { players: 3, startingDexterity: 5 },
      { players: 4, startingDexterity: 5 },
      { players: 5, startingDexterity: 5 },
      { players: 6, startingDexterity: 5 },
    ];
    const games = soak;
    const report = checkGameModule(quadCityKillers, { configs, games, seed: 'conformance/qck' });
    expect(report.games).toBe(configs.length * games);
    expect(report.modeComparisons).toBe(report.steps);
    // Hands and both decks' order are hidden, so resample must redraw them.
    expect(report.resampleChanges).toBeGreaterThan(0);
    expect(report.hiddenParts).toEqual(expect.arrayContaining(['preyDeck.*', 'resourceDeck.*', 'seats.*.hand.*']));
  });
});
