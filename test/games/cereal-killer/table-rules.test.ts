/**
 * Table rules (docs/games/cereal-killer.md "Table rules", issue 23): the `rules` config field — its
 * completion, validation and JSON Schema — and the resample's exactness under every option: the
 * trails it draws are exactly those the independent model (model.ts) finds consistent with the
 * public record under the same options, in their exact proportions, at positions where the option
 * changes which trails those are. The behaviour of each option is in
 * test/acceptance/cereal-killer/table-rules.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { runCliHere } from '../../support/cli.js';
import { configJsonSchema, createRng, simulate } from '../../../src/core/index.js';
import { DEFAULT_RULES, rulesOf, type CerealKillerConfigInput, type CerealKillerRules } from '../../../src/games/cereal-killer/index.js';
import {
  DETECTIVE,
  cerealKiller,
  claim,
  endTurn,
  finish,
  house,
  moves,
  place,
  play,
  start,
  stripCity,
  walk,
  witness,
  type CkMatch,
  type Spot,
} from './helpers.js';
import { consistentTrails, randomGame, stateTrailProblems } from './model.js';

const OPTIONS = Object.keys(DEFAULT_RULES) as (keyof CerealKillerRules)[];

describe('config.rules', () => {
  it('a config without rules completes without them (golden replays keep their config), and plays by the defaults, every one false', () => {
    const config = cerealKiller.schemas.config.parse({});
    expect('rules' in config).toBe(false);
    expect(rulesOf(config)).toEqual(DEFAULT_RULES);
    expect(Object.values(DEFAULT_RULES).every((value) => value === false)).toBe(true);
    expect(OPTIONS.sort()).toEqual(['detectiveMoveInOnePiece', 'endOnDetectiveSquare', 'forcedVictimlessDayCounts', 'oneVictimPerHouse', 'subwayExitThroughOther']);
  });

  it('given rules are completed: each option left out takes its default', () => {
    expect(cerealKiller.schemas.config.parse({ rules: {} }).rules).toEqual(DEFAULT_RULES);
    expect(cerealKiller.schemas.config.parse({ rules: { oneVictimPerHouse: true } }).rules).toEqual({ ...DEFAULT_RULES, oneVictimPerHouse: true });
  });

  it('an unknown option, or one that is not a boolean, is refused', () => {
    for (const rules of [{ oneVictimPerHouses: true }, { oneVictimPerHouse: 'yes' }, { endOnDetectiveSquare: 1 }, []]) {
      expect(cerealKiller.schemas.config.safeParse({ rules }).success, JSON.stringify(rules)).toBe(false);
    }
  });

  it('the config\'s JSON Schema lists every option with its default and a description naming its ruling', () => {
    const schema = configJsonSchema(cerealKiller) as { properties: { rules: { properties: Record<string, { type: string; default: boolean; description: string }> } } };
    const options = schema.properties.rules.properties;
    expect(Object.keys(options).sort()).toEqual(OPTIONS.sort());
    for (const [name, option] of Object.entries(options)) {
      expect(option.type, name).toBe('boolean');
      expect(option.default, name).toBe(false);
      expect(option.description, name).toMatch(/^Ruling \d+\. false \(default\): .+ true: .+/);
    }
  });

  it('a saved state holds the completed rules; one with a partial rules object is refused', () => {
    const match = start({ rules: { endOnDetectiveSquare: true } });
    expect(cerealKiller.schemas.state.safeParse(JSON.parse(JSON.stringify(match.state))).success).toBe(true);
    const partial = { ...match.state, config: { ...match.state.config, rules: { endOnDetectiveSquare: true } } };
    expect(cerealKiller.schemas.state.safeParse(partial).success).toBe(false);
  });
});

describe('the command line: --config \'{"rules":{…}}\'', () => {
  it('simulate plays by the rules it is given, game for game as simulate() does', async () => {
    const rules = { oneVictimPerHouse: true, detectiveMoveInOnePiece: true };
    const ran = await runCliHere(['simulate', 'cereal-killer', '--games', '12', '--seed', 'table-rules/cli', '--workers', '1', '--json', '--config', JSON.stringify({ rules })]);
    expect(ran.stderr).toBe('');
    expect(ran.code).toBe(0);
    const reported = JSON.parse(ran.stdout) as { reasons: Record<string, number>; totalLength: number };
    const direct = simulate(cerealKiller, { games: 12, seed: 'table-rules/cli', config: { rules } });
    const plain = simulate(cerealKiller, { games: 12, seed: 'table-rules/cli' });
    if (!direct.ok || !plain.ok) throw new Error('simulate failed');
    expect(reported.reasons).toEqual(direct.summary.reasons);
    expect(reported.totalLength).toBe(direct.summary.totalLength);
    // The same seeds without the rules play other games: the rules reached the engine.
    expect(plain.summary.totalLength).not.toBe(direct.summary.totalLength);
  });

  it('an unknown table rule is refused in one line, naming it', async () => {
    const ran = await runCliHere(['simulate', 'cereal-killer', '--games', '1', '--workers', '1', '--config', '{"rules":{"oneVictimPerHous":true}}']);
    expect(ran.code).toBe(2);
    expect(ran.stderr).toMatch(/--config: .*rules.*oneVictimPerHous/);
  });
});

/** The model's trails for the match's public record under its own rules, as JSON keys. */
function modelTrails(match: CkMatch): string[] {
  const { city, rules } = match.state.config;
  return consistentTrails(city, match.state.days, rules ?? {}).map((trail) => JSON.stringify(trail));
}

/**
 * Draws `draws` resamples for the Detective and checks them against the model: only consistent
 * trails, every one of them drawn, each about as often as the others (its start and end within
 * ±0.05 of their exact shares, three and a half standard errors or more at 1200 draws; seeded, so repeatable).
 */
function expectExactResample(match: CkMatch, seed: string, draws: number): void {
  const exact = modelTrails(match);
  expect(exact.length).toBeGreaterThan(1);
  const known = new Set(exact);
  const rng = createRng(seed);
  const drawn: Spot[][] = [];
  for (let draw = 0; draw < draws; draw++) {
    const trail = cerealKiller.resample(match.state, DETECTIVE, rng).killer.trail;
    expect(known.has(JSON.stringify(trail)), JSON.stringify(trail)).toBe(true);
    drawn.push([...trail]);
  }
  if (exact.length * 10 <= draws) expect(new Set(drawn.map((trail) => JSON.stringify(trail))).size).toBe(exact.length);
  const parsed = exact.map((key) => JSON.parse(key) as Spot[]);
  for (const pick of [(trail: readonly Spot[]) => trail[0], (trail: readonly Spot[]) => trail[trail.length - 1]]) {
    const share = (trails: readonly (readonly Spot[])[], value: Spot | undefined): number => trails.filter((trail) => pick(trail) === value).length / trails.length;
    for (const value of new Set(parsed.map(pick))) expect(Math.abs(share(drawn, value) - share(parsed, value))).toBeLessThan(0.05);
  }
}

/** Plays `build` under the option set and unset; the model's trails must differ between the two. */
function bothReadings(name: keyof CerealKillerRules, build: (config: CerealKillerConfigInput) => CkMatch, config: CerealKillerConfigInput = {}): CkMatch[] {
  const matches = [false, true].map((value) => build({ ...config, rules: { [name]: value } }));
  const [ruling, flipped] = matches.map(modelTrails);
  expect(new Set(ruling)).not.toEqual(new Set(flipped));
  return matches;
}

describe('resample stays exact and uniform under every table rule', () => {
  it('subwayExitThroughOther: trails that come back up where they went down are drawn only by the ruling', () => {
    // Day 1: victim in house 1, Witness in park 2, the Killer walks 6 - 7 - 8.
    const matches = bothReadings('subwayExitThroughOther', (config) => play(start(config), house(1), claim(), ...walk(6, 7, 8), finish(), place(10)));
    matches.forEach((match, index) => expectExactResample(match, `table-rules/subway/${index}`, 1200));
  });

  it('endOnDetectiveSquare: day-2 trails whose last step enters the Detective\'s café 10 are drawn only with the option', () => {
    // Day 1: victim 13, Witness 12, 14 - 15 - 20. Day 2, the Detective on café 10: victim 15
    // (Witness 14), 15 - 20 - 19.
    const matches = bothReadings('endOnDetectiveSquare', (config) =>
      play(start(config), house(13), claim(), witness(12), ...walk(14, 15, 20), finish(), place(10), endTurn(), ...walk(15), claim(), ...walk(20, 19), finish()),
    );
    matches.forEach((match, index) => expectExactResample(match, `table-rules/end-on-detective/${index}`, 1200));
  });

  it('oneVictimPerHouse: a day whose only house in reach holds a victim is forced, so a second victimless day fits other trails', () => {
    // Strip city, the Detective on café 21 throughout. Day 1: victim 5, 6 - 7 - 8. Days 2 and 3
    // without a victim: 9 - 10 - 11, 12 - 13 - 14.
    const matches = bothReadings(
      'oneVictimPerHouse',
      (config) =>
        play(
          start(config),
          house(5), claim(), ...walk(6, 7, 8), finish(), place(21), endTurn(),
          ...walk(9, 10, 11), finish(), endTurn(),
          ...walk(12, 13, 14), finish(),
        ),
      { city: stripCity },
    );
    matches.forEach((match, index) => expectExactResample(match, `table-rules/one-victim-per-house/${index}`, 1200));
  });

  it('forcedVictimlessDayCounts: after a forced victimless day, only trails with no victim in reach the next victimless day are drawn', () => {
    // Strip city. Day 1: victim 5, 6 - 7 - 8. Day 2, the Detective on 6: 9 - 10 - 11. Day 3, the
    // Detective on 7: 12 - 13 - 14. Both days without a victim.
    const matches = bothReadings(
      'forcedVictimlessDayCounts',
      (config) =>
        play(
          start(config),
          house(5), claim(), ...walk(6, 7, 8), finish(), place(21), ...moves(6), endTurn(),
          ...walk(9, 10, 11), finish(), ...moves(7), endTurn(),
          ...walk(12, 13, 14), finish(),
        ),
      { city: stripCity },
    );
    matches.forEach((match, index) => expectExactResample(match, `table-rules/forced-day/${index}`, 1200));
  });

  const configs: [string, CerealKillerConfigInput][] = [
    ...OPTIONS.map((name): [string, CerealKillerConfigInput] => [name, { rules: { [name]: true } }]),
    ['all five', { rules: Object.fromEntries(OPTIONS.map((name) => [name, true])) }],
  ];
  for (const [name, config] of configs) {
    it(`${name}: in random games every resampled world keeps the Detective's view and fits the model under the same rules`, () => {
      const rng = createRng(`table-rules/random/${name}`);
      for (let game = 0; game < 3; game++) {
        for (const match of randomGame(`table-rules/${name}/${game}`, config)) {
          if (match.state.outcome !== null || match.state.killer.trail.length === 0) continue;
          expect(stateTrailProblems(match.state)).toEqual([]);
          const world = cerealKiller.resample(match.state, DETECTIVE, rng);
          expect(JSON.stringify(cerealKiller.view(world, DETECTIVE))).toBe(JSON.stringify(cerealKiller.view(match.state, DETECTIVE)));
          expect(stateTrailProblems(world)).toEqual([]);
        }
      }
    });
  }
});
