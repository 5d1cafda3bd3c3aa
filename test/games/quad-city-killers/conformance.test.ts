/**
 * The conformance kit (DESIGN "killer-rules/testing exports checkGameModule") for solo and 2 to 6
 * players, and what it reaches.
 *
 * The kit's cost: at every step it runs its checks (about 50 ms of CPU here, most of it copying and
 * validating a state that carries 23 KB of content) and replays the log from the start, so a whole
 * random game from the first Dexterity spot (about 1 100 actions with four players) would take
 * minutes. The games begin high on the Dexterity Scale instead ("For 5+ players, or just a shorter
 * game, we recommend you begin higher on the Dexterity Scale!"): about 500 steps in all, some 20 s
 * of CPU, in two tests well under CI's limit. The property tests and golden replays cover whole games.
 *
 * Short games must still reach every rule, so that the kit's exhaustive completeness check (every
 * action `reduce` accepts is listed by `legalActions`) runs at every kind of position: the kit
 * checks each new kind (who may act, with which types of action) exhaustively. The game declares
 * its kinds of position (position-kinds.ts: every situation it can wait in, and whose decision it
 * is), and the kit hunts for any its games missed and checks each with every viewer. The module is
 * also wrapped to record every action type offered and every event narrated, and the test requires
 * all of it, solo and multi-player apart. A change to the rules that moves the random games
 * elsewhere fails here with what went missing: then pick seeds that reach it again.
 *
 * Each table rule is checked too, flipped alone and all flipped together, in one short game of each
 * rule set it can change (solo, two players), meeting the kinds of position those rules allow.
 */
import { describe, expect, it } from 'vitest';
import { checkGameModule } from '../../../src/testing/index.js';
import { ACTION_TYPES, DEFAULT_RULES, quadCityKillers, type QuadCityKillersConfigInput, type QuadCityKillersRules } from '../../../src/games/quad-city-killers/index.js';
import { MULTI_KINDS, SOLO_KINDS, kindOf, kindsUnder } from './position-kinds.js';

const soak = Math.max(1, Number(process.env.KILLER_RULES_SOAK ?? '1') || 1);

/** The module, recording the legal action types and narrated events the kit's games reach. */
function recorded(): { game: typeof quadCityKillers; actions: Set<string>; events: Set<string> } {
  const actions = new Set<string>();
  const events = new Set<string>();
  const game: typeof quadCityKillers = {
    ...quadCityKillers,
    legalActions: (state, player) => {
      const legal = quadCityKillers.legalActions(state, player);
      for (const action of legal) actions.add(action.type);
      return legal;
    },
    // The kit narrates every event of every action it plays (not setup's: setup.test.ts has those).
    describeEvent: (event, config) => {
      events.add(event.type);
      return quadCityKillers.describeEvent(event, config);
    },
  };
  return { game, actions, events };
}

/** Actions of the other rule set: Travel by roll, answers and Scenarios are multi-player; the refill is solo. */
const SOLO_ONLY = ['refill'];
const MULTI_ONLY = ['travel', 'play-against', 'play-scenario', 'choose-player', 'choose-city'];

describe('conformance', () => {
  it('solo: passes checkGameModule, reaching every kind of position and action of the solo rules', () => {
    const { game, actions, events } = recorded();
    // Solo games from spot 4 are short (about 100 actions): no one game reaches every rule, two do.
    const reports = ['conformance/qck/solo/i', 'conformance/qck/solo/g'].map((seed) =>
      checkGameModule(game, { configs: [{ players: 1, startingDexterity: 4 }], games: soak, seed, positionKinds: { kindOf, expected: SOLO_KINDS } }),
    );
    for (const one of reports) {
      expect(one.games).toBe(soak);
      expect(one.modeComparisons).toBe(one.steps);
      expect(one.pickLegalComparisons).toBeGreaterThan(one.steps);
      expect(one.positionKinds).toEqual([...SOLO_KINDS].sort());
    }
    const report = { exhaustivePositions: reports.reduce((sum, one) => sum + one.exhaustivePositions, 0), hiddenParts: [...new Set(reports.flatMap((one) => one.hiddenParts))] };
    expect([...actions].sort()).toEqual(ACTION_TYPES.filter((type) => !MULTI_ONLY.includes(type)).sort());
    expect(report.exhaustivePositions).toBeGreaterThanOrEqual(SOLO_KINDS.length);
    // The solo rules' own events: a Scenario drawn plays against you, a rival kills, a city locks down.
    expect([...events]).toEqual(expect.arrayContaining(['scenario-against-you', 'rival-killed', 'lockdown', 'ego-used', 'trophy-collected', 'deck-reshuffled', 'game-ended']));
    // The decks' order is hidden, and in solo nothing else.
    expect(report.hiddenParts).toEqual(expect.arrayContaining(['preyDeck.*', 'resourceDeck.*']));
    expect(report.hiddenParts.some((part) => part.startsWith('seats.'))).toBe(false);
  });

  it('2 to 6 players: passes checkGameModule, reaching every kind of position and action of the multi-player rules', () => {
    const { game, actions, events } = recorded();
    const configs = [
      { players: 2, startingDexterity: 3 },
      { players: 3, startingDexterity: 5 },
      { players: 4, startingDexterity: 5 },
      { players: 5, startingDexterity: 5 },
      { players: 6, startingDexterity: 5 },
    ];
    // Seed 'a' stopped reaching an Out of Body Experience's Attack once the Ego's window after the
    // third Action (ruling 10) moved the games; of b–k, 'h' and 'i' reach everything, 'i' in fewer steps.
    const report = checkGameModule(game, { configs, games: soak, seed: 'conformance/qck/i', positionKinds: { kindOf, expected: MULTI_KINDS } });
    expect(report.games).toBe(configs.length * soak);
    expect(report.modeComparisons).toBe(report.steps);
    expect(report.pickLegalComparisons).toBeGreaterThan(report.steps);
    expect(report.positionKinds).toEqual([...MULTI_KINDS].sort());
    expect(report.viewerChecks).toBeGreaterThanOrEqual(MULTI_KINDS.length);
    expect(report.eventComparisons).toBeGreaterThan(0);
    expect([...actions].sort()).toEqual(ACTION_TYPES.filter((type) => !SOLO_ONLY.includes(type)).sort());
    expect(report.exhaustivePositions).toBeGreaterThanOrEqual(MULTI_KINDS.length);
    expect([...events]).toEqual(expect.arrayContaining(['played-against', 'scenario-played', 'ego-used', 'cards-under-prey', 'game-ended']));
    // Hands and both decks' order are hidden, so resample must redraw them.
    expect(report.resampleChanges).toBeGreaterThan(0);
    expect(report.hiddenParts).toEqual(expect.arrayContaining(['preyDeck.*', 'resourceDeck.*', 'seats.*.hand.*']));
  });
});

/** Where each table rule can matter: the solo rules, the multi-player rules, or both. */
const WHERE: Readonly<Record<keyof QuadCityKillersRules, readonly ('solo' | 'multi')[]>> = {
  lockdownBarsTravelOnly: ['solo'],
  rivalRollsOutOfBody: ['solo'],
  dayJobThroughFifteen: ['solo'],
  mulliganRetryGainsHeat: ['multi'],
  failedAttackKeepsEgo: ['solo', 'multi'],
  turnEndsAtThirdAction: ['multi'],
};
const NAMES = Object.keys(DEFAULT_RULES) as (keyof QuadCityKillersRules)[];

describe('conformance under the table rules, each flipped alone and all flipped together', () => {
  // One short game per rule set it can matter in (solo from spot 4, two players from spot 3): the
  // kit's checks do not depend on the rules, so these games are for what the rules change — the
  // kinds of position each allows, the rival's rolled Attack, the resample under each.
  for (const flipped of [...NAMES.map((name) => [name]), NAMES]) {
    const label = flipped.length === 1 ? (flipped[0] ?? '') : 'all';
    it(`passes checkGameModule under ${label}, meeting every kind of position the rules allow`, () => {
      const rules = Object.fromEntries(flipped.map((name) => [name, true])) as Partial<QuadCityKillersRules>;
      const where = new Set(flipped.flatMap((name) => WHERE[name]));
      const configs: QuadCityKillersConfigInput[] = [
        ...(where.has('solo') ? [{ players: 1, startingDexterity: 4, rules }] : []),
        ...(where.has('multi') ? [{ players: 2, startingDexterity: 3, rules }] : []),
      ];
      const expected = [...new Set(configs.flatMap((config) => kindsUnder(config.players ?? 4, rules)))].sort();
      const { game, events } = recorded();
      const report = checkGameModule(game, { configs, games: soak, seed: `conformance/qck/table-rules/${label}`, positionKinds: { kindOf, expected } });
      expect(report.games).toBe(configs.length * soak);
      expect(report.modeComparisons).toBe(report.steps);
      expect(report.positionKinds).toEqual(expected);
      expect(report.resampleChanges).toBeGreaterThan(0);
      // The rival's Attack is rolled under rivalRollsOutOfBody, and only then.
      expect(events.has('rival-rolled')).toBe(rules.rivalRollsOutOfBody === true);
    });
  }

});
