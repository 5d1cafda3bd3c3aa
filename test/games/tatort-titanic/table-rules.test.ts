/**
 * The table rules as data (issue 23): how `config.rules` completes and validates, what the JSON
 * Schemas say, what the state schema demands of a rolled weather, that resample keeps what a
 * recognised card tells, and the narration under the options. The rules' effect on play is in
 * test/acceptance/tatort-titanic/table-rules.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { actionJsonSchema, configJsonSchema, createMatch, createRng, serializeMatch, viewJsonSchema } from '../../../src/core/index.js';
import { DEFAULT_RULES, RULE_NAMES, isDefaultRules, rulesOf, type TatortTitanicConfig, type TatortTitanicConfigInput } from '../../../src/games/tatort-titanic/index.js';
import { describeAction, describeEvent } from '../../../src/games/tatort-titanic/describe.js';
import { E, S, card, deck, move, moving, play, position, recognise, rig, take, tatortTitanic } from './helpers.js';

const ALL_ON = Object.fromEntries(RULE_NAMES.map((name) => [name, true]));

function parse(config: TatortTitanicConfigInput): TatortTitanicConfig {
  return tatortTitanic.schemas.config.parse(config);
}

describe('config.rules', () => {
  it('names the four options, each false by default — the engine\'s rulings', () => {
    expect(RULE_NAMES).toEqual(['weatherRollDrawsEventCards', 'ownSpaceForgoesMove', 'rolledWeatherStays', 'eavesdropperOnlyRecognises']);
    expect(DEFAULT_RULES).toEqual(Object.fromEntries(RULE_NAMES.map((name) => [name, false])));
    expect(Object.isFrozen(DEFAULT_RULES)).toBe(true);
    expect(isDefaultRules(DEFAULT_RULES)).toBe(true);
  });

  it('a config without rules, or with only defaults, completes with no rules field: it plays by the defaults', () => {
    for (const config of [{}, { rules: {} }, { rules: { ownSpaceForgoesMove: false } }, { rules: { ...DEFAULT_RULES } }]) {
      const parsed = parse(config);
      expect(parsed).not.toHaveProperty('rules');
      expect(rulesOf(parsed)).toBe(DEFAULT_RULES);
    }
  });

  it('a match with default rules is byte for byte the match without them', () => {
    const plain = createMatch(tatortTitanic, { seed: 'rules', config: { players: 4 } });
    const explicit = createMatch(tatortTitanic, { seed: 'rules', config: { players: 4, rules: { ...DEFAULT_RULES } } });
    expect(plain.ok && explicit.ok).toBe(true);
    if (plain.ok && explicit.ok) expect(serializeMatch(explicit.match)).toBe(serializeMatch(plain.match));
  });

  it('an option set completes the rules: every option given, the others false', () => {
    expect(parse({ rules: { rolledWeatherStays: true } }).rules).toEqual({ ...DEFAULT_RULES, rolledWeatherStays: true });
    expect(parse({ rules: ALL_ON }).rules).toEqual(ALL_ON);
  });

  it('refuses an unknown option or a value that is not a boolean, naming it', () => {
    for (const rules of [{ eavesdropperTakesOver: true }, { ownSpaceForgoesMove: 'yes' }, { rolledWeatherStays: 1 }]) {
      const created = createMatch(tatortTitanic, { seed: 'x', config: { rules } as unknown as TatortTitanicConfigInput });
      expect(created.ok).toBe(false);
      if (!created.ok) {
        expect(created.error.code).toBe('INVALID_CONFIG');
        expect(created.error.message).toMatch(/rules/);
      }
    }
  });

  it('the config\'s JSON Schema describes each option with its ruling and both readings', () => {
    const schema = configJsonSchema(tatortTitanic) as { properties: { rules: { description: string; properties: Record<string, { type: string; default: boolean; description: string }> } } };
    const rules = schema.properties.rules;
    expect(rules.description).toMatch(/^Table rules/);
    expect(Object.keys(rules.properties)).toEqual([...RULE_NAMES]);
    const rulings = { weatherRollDrawsEventCards: 1, ownSpaceForgoesMove: 5, rolledWeatherStays: 7, eavesdropperOnlyRecognises: 10 };
    for (const name of RULE_NAMES) {
      expect(rules.properties[name]).toMatchObject({ type: 'boolean', default: false });
      expect(rules.properties[name]?.description).toMatch(new RegExp(`^Ruling ${rulings[name]}\\. false \\(default\\): .* true: `));
    }
  });

  it('the action and view JSON Schemas have the recognise action and the rolled weather', () => {
    expect(JSON.stringify(actionJsonSchema(tatortTitanic))).toContain('"recognise"');
    const view = viewJsonSchema(tatortTitanic) as { properties: Record<string, unknown>; required: string[] };
    expect(view.properties).toHaveProperty('rolledWeather');
    expect(view.required).toContain('rolledWeather');
  });
});

describe('the state under the table rules', () => {
  type Json = Record<string, unknown>;
  const json = (rules: object, rolledWeather?: number | null): Json => {
    const state = JSON.parse(JSON.stringify(position({ rules }).state)) as Json;
    if (rolledWeather !== undefined) state.rolledWeather = rolledWeather;
    return state;
  };
  const issues = (state: Json): string => {
    const parsed = tatortTitanic.schemas.state.safeParse(state);
    return parsed.success ? '' : parsed.error.issues.map((issue) => issue.message).join('\n');
  };

  it('keeps rolledWeather exactly under rolledWeatherStays: null at setup; a state without the rule has no such field', () => {
    expect(position({ rules: { rolledWeatherStays: true } }).state.rolledWeather).toBeNull();
    expect(position({}).state).not.toHaveProperty('rolledWeather');
    expect(issues(json({ rolledWeatherStays: true }, 4))).toBe('');
    expect(issues(json({}, 4))).toMatch(/rolledWeather is kept exactly under the table rule rolledWeatherStays/);
    expect(issues(json({}, null))).toMatch(/rolledWeather is kept exactly under the table rule rolledWeatherStays/);
    const missing = json({ rolledWeatherStays: true });
    delete missing.rolledWeather;
    expect(issues(missing)).toMatch(/rolledWeather is kept exactly/);
  });

  it('refuses a rolled weather beside a weather card, or outside 2–5', () => {
    const both = json({ rolledWeatherStays: true }, 3);
    both.weather = E.weather4;
    both.eventDeck = (both.eventDeck as number[]).filter((id) => id !== E.weather4);
    both.eventsUnknown = (both.eventDeck as number[]).length;
    expect(issues(both)).toMatch(/a rolled weather stands only while no weather card is out/);
    expect(issues(json({ rolledWeatherStays: true }, 6))).not.toBe('');
  });

  it('resample keeps the rolled weather, public to all', () => {
    const { state } = position({ rules: { rolledWeatherStays: true }, rolledWeather: 5 });
    for (const viewer of [null, 0, 1]) expect(tatortTitanic.resample(state, viewer, createRng('weather')).rolledWeather).toBe(5);
  });

  it('resample after a recognised card: the Eavesdropper has seen whatever face lies in the taker\'s hand, in every world a third seat imagines', () => {
    const scene = play(
      moving(
        {
          seats: [{ space: deck('B', 6) }, { space: S.restaurant, ability: 'eavesdropper' }, { space: S.bridge }],
          players: 3,
          board: { [S.restaurant]: [card('time', 2)] },
          rules: { eavesdropperOnlyRecognises: true },
        },
        2,
      ),
      move(0, S.restaurant),
      take(0, 'time'),
    );
    const recognised = play(rig(scene, [2]), recognise(1));
    expect(recognised.state.detectives[1]?.seen).toEqual([card('time', 2)]);
    const rng = createRng('recognised');
    const faces = new Set<number>();
    for (let draw = 0; draw < 200; draw++) {
      const world = tatortTitanic.resample(recognised.state, 2, rng);
      const held = world.detectives[0]?.hand ?? [];
      expect(held).toHaveLength(1);
      expect(world.detectives[1]?.seen).toEqual(held);
      expect(world.detectives[0]?.seen).toEqual(held);
      faces.add(held[0] ?? -1);
    }
    // Seat 2 has seen no time card: the face in the taker's hand may be any of the seven, the blank included.
    expect(faces.size).toBe(7);
    // The Eavesdropper's own world keeps the face where it is.
    expect(tatortTitanic.resample(recognised.state, 1, rng).detectives[0]?.hand).toEqual([card('time', 2)]);
  });
});

describe('narration under the table rules', () => {
  const plain = parse({ players: 3 });
  const staying = parse({ players: 3, rules: { rolledWeatherStays: true } });

  it('the Eavesdropper\'s recognising', () => {
    expect(describeAction({ type: 'recognise', player: 1 }, plain)).toBe('Seat 1 listens in to recognise the card.');
    expect(describeEvent({ type: 'recognising-tried', seat: 1, taker: 0, roll: 4, needed: 4, success: true }, plain)).toBe("Seat 1 listens in on seat 0's card and rolls 4 (needs 4 or less): the card is recognised.");
    expect(describeEvent({ type: 'recognising-tried', seat: 2, taker: 0, roll: 4, needed: 3, success: false }, plain)).toBe("Seat 2 listens in on seat 0's card and rolls 4 (needs 3 or less): nothing is heard.");
  });

  it('a rolled weather that stands, and one that clears', () => {
    const rolled = { type: 'weather-rolled', seat: 0, rolls: [6, 3], weather: 3 } as const;
    expect(describeEvent(rolled, plain)).toBe('No weather card is out: seat 0 rolls the weather (6, 3): weather 3.');
    expect(describeEvent(rolled, staying)).toBe('The weather is not fixed: seat 0 rolls the weather (6, 3): weather 3, until a weather card is drawn.');
    const cleared = { type: 'weather-changed', card: null, weather: null } as const;
    expect(describeEvent(cleared, plain)).toBe('The weather card goes back under the stack: the weather is no longer fixed.');
    expect(describeEvent(cleared, staying)).toBe('The weather clears: it is no longer fixed.');
  });
});
