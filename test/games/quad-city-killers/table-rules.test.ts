/**
 * Table rules (issue 23; docs "Table rules"): the `rules` config field — validated, completed only
 * when given (golden replays and saved matches unchanged), typed, described in the config's JSON
 * Schema — a match under table rules saved, loaded and verified, the command line's
 * `--config '{"rules":…}'`, the solo bands, and the narration of the rival's rolled Attack. The
 * rulebook scenarios of each option are in test/acceptance/quad-city-killers/table-rules.test.ts;
 * the conformance kit runs under each option in conformance.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { runCliHere } from '../../support/cli.js';
import { configJsonSchema, createMatch, deserializeMatch, playout, serializeMatch, simulate } from '../../../src/core/index.js';
import {
  DEFAULT_RULES,
  SOLO_RANKS,
  rulesOf,
  soloBands,
  soloRank,
  type QuadCityKillersConfigInput,
  type QuadCityKillersRules,
} from '../../../src/games/quad-city-killers/index.js';
import { DAVENPORT, prey, quadCityKillers, start } from './helpers.js';

const NAMES = Object.keys(DEFAULT_RULES) as (keyof QuadCityKillersRules)[];

describe('config.rules', () => {
  it('a config without rules completes without them (golden replays keep their config) and plays by the defaults, every one false', () => {
    const config = quadCityKillers.schemas.config.parse({ players: 3 });
    expect('rules' in config).toBe(false);
    expect(rulesOf(config)).toEqual(DEFAULT_RULES);
    expect(Object.values(DEFAULT_RULES).every((value) => value === false)).toBe(true);
    expect([...NAMES].sort()).toEqual(['dayJobThroughFifteen', 'failedAttackKeepsEgo', 'lockdownBarsTravelOnly', 'mulliganRetryGainsHeat', 'rivalRollsOutOfBody', 'turnEndsAtThirdAction']);
  });

  it('given rules are completed: each option left out takes its default', () => {
    expect(quadCityKillers.schemas.config.parse({ rules: {} }).rules).toEqual(DEFAULT_RULES);
    const config = quadCityKillers.schemas.config.parse({ players: 1, rules: { rivalRollsOutOfBody: true } });
    expect(config.rules).toEqual({ ...DEFAULT_RULES, rivalRollsOutOfBody: true });
    expect(Object.keys(config.rules ?? {})).toEqual(NAMES);
    expect(start({ players: 2, rules: { turnEndsAtThirdAction: true } }).state.config.rules).toEqual({ ...DEFAULT_RULES, turnEndsAtThirdAction: true });
  });

  it('an unknown option, or one that is not a boolean, is refused with INVALID_CONFIG naming rules', () => {
    for (const rules of [{ lockdownBarsTravel: true }, { dayJobThroughFifteen: 'yes' }, { failedAttackKeepsEgo: 1 }, { turnEndsAtThirdAction: null }, [], 'house']) {
      const created = createMatch(quadCityKillers, { seed: 'rules', config: { rules } as unknown as QuadCityKillersConfigInput });
      expect(created.ok, JSON.stringify(rules)).toBe(false);
      if (created.ok) continue;
      expect(created.error.code).toBe('INVALID_CONFIG');
      expect(created.error.message).toMatch(/rules/);
    }
  });

  it('configJsonSchema shows rules with every option, its default and a description naming its ruling and both readings', () => {
    const schema = configJsonSchema(quadCityKillers) as {
      properties: { rules: { description: string; additionalProperties: boolean; properties: Record<string, { type: string; default: boolean; description: string }> } };
    };
    const { rules } = schema.properties;
    expect(rules.description).toMatch(/^Table rules/);
    expect(rules.additionalProperties).toBe(false);
    expect(Object.keys(rules.properties)).toEqual(NAMES);
    for (const name of NAMES) {
      const option = rules.properties[name];
      expect(option?.type, name).toBe('boolean');
      expect(option?.default, name).toBe(false);
      expect(option?.description, name).toMatch(/^Ruling \d+( \((solo|multi-player)\))?\. false \(default\): .+ true: .+/);
    }
  });

  it('a match under table rules saves, loads and replays from its log (verify); a saved state whose rules miss an option is refused', () => {
    for (const config of [
      { players: 1, startingDexterity: 2, rules: { lockdownBarsTravelOnly: true, rivalRollsOutOfBody: true, dayJobThroughFifteen: true, failedAttackKeepsEgo: true } },
      { players: 3, startingDexterity: 4, rules: { mulliganRetryGainsHeat: true, failedAttackKeepsEgo: true, turnEndsAtThirdAction: true } },
    ]) {
      const played = playout(quadCityKillers, { seed: 'rules/save', config });
      if (!played.ok) throw new Error(played.error.message);
      expect(played.outcome).not.toBeNull();
      const loaded = deserializeMatch(quadCityKillers, serializeMatch(played.match), { verify: true });
      expect(loaded.ok).toBe(true);
      if (loaded.ok) expect(serializeMatch(loaded.match)).toBe(serializeMatch(played.match));
      expect(quadCityKillers.schemas.state.safeParse(JSON.parse(JSON.stringify(played.match.state))).success).toBe(true);
      const partial = { ...played.match.state, config: { ...played.match.state.config, rules: { failedAttackKeepsEgo: true } } };
      expect(quadCityKillers.schemas.state.safeParse(partial).success).toBe(false);
    }
  });
});

describe('the solo bands under dayJobThroughFifteen (ruling 9)', () => {
  it('the same printed lines; the amateur begins at 11, or at 16 with the option', () => {
    const flipped = { ...DEFAULT_RULES, dayJobThroughFifteen: true };
    expect(soloBands()).toBe(SOLO_RANKS);
    expect(soloBands(flipped).map((band) => band.printed)).toEqual(SOLO_RANKS.map((band) => band.printed));
    expect(soloBands(flipped).map((band) => band.from)).toEqual([30, 16, 0]);
    const scores = [0, 10, 11, 15, 16, 20, 29, 30];
    expect(scores.map((score) => soloRank(score, DEFAULT_RULES))).toEqual(['day-job', 'day-job', 'amateur', 'amateur', 'amateur', 'amateur', 'amateur', 'dyed-in-the-wool']);
    expect(scores.map((score) => soloRank(score, flipped))).toEqual(['day-job', 'day-job', 'day-job', 'day-job', 'amateur', 'amateur', 'amateur', 'dyed-in-the-wool']);
  });
});

describe('narration', () => {
  it('the rival\'s rolled Attack reads in the game\'s words', () => {
    const { config } = start({ players: 1 });
    const event = { type: 'rival-rolled', prey: prey('Delia Marsh'), city: DAVENPORT, roll: [1, 2, 0], total: 3, defense: 8, success: false } as const;
    expect(quadCityKillers.describeEvent(event, config)).toBe('A rival rolls 3 against Defense 8 on Delia Marsh in Davenport: a failure.');
    expect(quadCityKillers.describeEvent({ ...event, roll: [2, 2, 2], total: 6, defense: 5, success: true }, config)).toBe('A rival rolls 6 against Defense 5 on Delia Marsh in Davenport: a kill.');
  });
});

describe('the command line: --config \'{"rules":{…}}\'', () => {
  it('simulate plays by the rules it is given, game for game as simulate() does', async () => {
    const config = { players: 1, startingDexterity: 2, rules: { rivalRollsOutOfBody: true, lockdownBarsTravelOnly: true } };
    const ran = await runCliHere(['simulate', 'quad-city-killers', '--games', '12', '--seed', 'table-rules/cli', '--workers', '1', '--json', '--config', JSON.stringify(config)]);
    expect(ran.stderr).toBe('');
    expect(ran.code).toBe(0);
    const reported = JSON.parse(ran.stdout) as { reasons: Record<string, number>; totalLength: number };
    const direct = simulate(quadCityKillers, { games: 12, seed: 'table-rules/cli', config });
    const plain = simulate(quadCityKillers, { games: 12, seed: 'table-rules/cli', config: { players: 1, startingDexterity: 2 } });
    if (!direct.ok || !plain.ok) throw new Error('simulate failed');
    expect(reported.reasons).toEqual(direct.summary.reasons);
    expect(reported.totalLength).toBe(direct.summary.totalLength);
    // The same seeds without the rules play other games: the rules reached the engine.
    expect(plain.summary.totalLength).not.toBe(direct.summary.totalLength);
  });

  it('an unknown table rule is refused in one line, naming it', async () => {
    const ran = await runCliHere(['simulate', 'quad-city-killers', '--games', '1', '--workers', '1', '--config', '{"rules":{"lockdownBarsTravel":true}}']);
    expect(ran.code).toBe(2);
    expect(ran.stderr).toMatch(/--config: .*rules.*lockdownBarsTravel/);
  });
});
