/**
 * Table rules (issue 23; docs "Table rules"): the `rules` config field — validated, completed
 * without defaults-only noise (golden replays and saved matches unchanged), typed, described in the
 * config's JSON Schema — and the parts around the rules that must honour it: the content's own
 * middle-deck combinations, `keyCombination`, resample and the heuristic bot. The rulebook
 * scenarios of each option are in test/acceptance/killercruise/table-rules.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { botInput, configJsonSchema, createMatch, createRng, deserializeMatch, serializeMatch } from '../../../src/core/index.js';
import {
  DEFAULT_RULES,
  contentSchema,
  heuristicBot,
  keyCombination,
  standInContent,
  tableRules,
  type KillercruiseConfig,
  type KillercruiseConfigInput,
  type KillercruiseContent,
  type KillercruiseRules,
} from '../../../src/games/killercruise/index.js';
import { SCENARIO, card, keyCard, keysOf, killercruise, openRoom, passenger, play, scenario, secondKey, start, unlock, type KcMatch } from './helpers.js';
import { randomGame } from './model.js';

const NAMES = Object.keys(DEFAULT_RULES) as (keyof KillercruiseRules)[];

/** The config a match completes `input` to. */
function completed(input: KillercruiseConfigInput): KillercruiseConfig {
  return start(input).config;
}

describe('the rules config field', () => {
  it('has four options, each a boolean whose default is the engine\'s ruling', () => {
    expect(DEFAULT_RULES).toEqual({ oneKeyCombinationPerRoom: true, collectedKeysCountAsPlayed: false, mayMoveIntoKillersRoom: true, lastPassengerLoses: true });
    expect(Object.isFrozen(DEFAULT_RULES)).toBe(true);
  });

  it('a config that gives no rules, no option or only defaults completes without `rules`, to the same state as before', () => {
    const plain = start(SCENARIO, 'rules/plain');
    expect('rules' in plain.config).toBe(false);
    expect(tableRules(plain.config)).toBe(DEFAULT_RULES);
    for (const rules of [{}, { ...DEFAULT_RULES }, { lastPassengerLoses: true }]) {
      const match = start({ ...SCENARIO, rules }, 'rules/plain');
      expect('rules' in match.config).toBe(false);
      expect(JSON.stringify(match.state)).toBe(JSON.stringify(plain.state));
    }
  });

  it('one option off its default completes to all four, in a fixed order, carried by the state', () => {
    const config = completed({ ...SCENARIO, rules: { mayMoveIntoKillersRoom: false } });
    expect(config.rules).toEqual({ ...DEFAULT_RULES, mayMoveIntoKillersRoom: false });
    expect(Object.keys(config.rules ?? {})).toEqual(NAMES);
    expect(tableRules(config)).toEqual({ ...DEFAULT_RULES, mayMoveIntoKillersRoom: false });
    // Given in another key order, the same rules complete alike.
    const reordered = completed({ ...SCENARIO, rules: { lastPassengerLoses: true, mayMoveIntoKillersRoom: false } });
    expect(JSON.stringify(reordered)).toBe(JSON.stringify(config));
  });

  it('refuses an unknown option or a value that is not a boolean, naming the field', () => {
    for (const rules of [{ oneVictimPerHouse: true }, { lastPassengerLoses: 'no' }, { mayMoveIntoKillersRoom: null }, 'house']) {
      const created = createMatch(killercruise, { seed: 'x', config: { ...SCENARIO, rules } as unknown as KillercruiseConfigInput });
      expect(created.ok).toBe(false);
      if (created.ok) continue;
      expect(created.error.code).toBe('INVALID_CONFIG');
      expect(created.error.message).toMatch(/rules/);
    }
  });

  it('a match with table rules saves and loads, and replays from its log (verify)', () => {
    const config: KillercruiseConfigInput = { players: 2, rules: { collectedKeysCountAsPlayed: true, lastPassengerLoses: false } };
    const played = randomGame('rules/save', config).at(-1);
    if (played === undefined) throw new Error('no game');
    const loaded = deserializeMatch(killercruise, serializeMatch(played), { verify: true });
    expect(loaded.ok).toBe(true);
    if (loaded.ok) expect(serializeMatch(loaded.match)).toBe(serializeMatch(played));
    // A state whose config carries rules is valid; one whose rules miss an option is not.
    expect(killercruise.schemas.state.safeParse(played.state).success).toBe(true);
    const partial = { ...played.state, config: { ...played.state.config, rules: { lastPassengerLoses: false } } };
    expect(killercruise.schemas.state.safeParse(partial).success).toBe(false);
  });

  it('configJsonSchema shows `rules` with every option, its default and its description (the two readings)', () => {
    const schema = configJsonSchema(killercruise) as { properties: { rules: { description: string; additionalProperties: boolean; properties: Record<string, { type: string; default: boolean; description: string }> } } };
    const { rules } = schema.properties;
    expect(rules.description).toMatch(/Table rules/);
    expect(rules.additionalProperties).toBe(false);
    expect(Object.keys(rules.properties)).toEqual(NAMES);
    for (const name of NAMES) {
      const option = rules.properties[name];
      expect(option?.type).toBe('boolean');
      expect(option?.default).toBe(DEFAULT_RULES[name]);
      expect(option?.description).toMatch(/^Ruling \d+\. (true|false) \(default\): .+ (true|false): .+/);
    }
  });
});

describe('ruling 5: a middle deck\'s own combination', () => {
  const perTile: KillercruiseConfigInput = { ...SCENARIO, rules: { oneKeyCombinationPerRoom: false } };

  it('keyCombination: the upper deck always opens with the room\'s keys; the middle deck too, or — one combination per tile — with the room opposite\'s', () => {
    const perLetter = completed(SCENARIO);
    const tiles = completed(perTile);
    expect(keyCombination(perLetter, 'E', 'upper')).toEqual(keysOf('E'));
    expect(keyCombination(perLetter, 'E', 'middle')).toEqual(keysOf('E'));
    expect(keyCombination(tiles, 'E', 'upper')).toEqual(keysOf('E'));
    expect(keyCombination(tiles, 'E', 'middle')).toEqual(keysOf('L'));
    // The twelve middle decks still have twelve different combinations ("Each of the 12 rooms has a different combination").
    const pairs = standInContent.rooms.map((room) => [...(keyCombination(tiles, room.letter, 'middle') ?? [])].sort().join('+'));
    expect(new Set(pairs).size).toBe(12);
  });

  /** The stand-in content with a middle-deck combination per room from `pick`. */
  const withMiddle = (pick: (index: number) => readonly [string, string] | undefined): KillercruiseContent => ({
    ...standInContent,
    rooms: standInContent.rooms.map((room, index) => {
      const middleDeckKeys = pick(index);
      return middleDeckKeys === undefined ? { ...room } : { ...room, middleDeckKeys };
    }),
  });

  it('the content schema checks the middle-deck combinations as it checks the rooms\': every room or none, two different key colours, twelve different pairs', () => {
    const shifted = (index: number): readonly [string, string] | undefined => standInContent.rooms[(index + 1) % 12]?.keys;
    expect(contentSchema.safeParse(withMiddle(shifted)).success).toBe(true);
    const messages = (content: KillercruiseContent): string =>
      (contentSchema.safeParse(content).error?.issues ?? []).map((issue) => issue.message).join('; ');
    expect(messages(withMiddle((index) => (index === 0 ? shifted(index) : undefined)))).toMatch(/given for every room or for none/);
    expect(messages(withMiddle((index) => (index === 0 ? ['green', 'green'] : shifted(index))))).toMatch(/room A's middle deck: "The combination always consists of 2 keys of different colors"/);
    expect(messages(withMiddle((index) => (index === 1 ? shifted(0) : shifted(index))))).toMatch(/middle deck: "Each of the 12 rooms has a different combination"/);
    expect(messages(withMiddle((index) => (index === 0 ? ['green', 'gold'] : shifted(index))))).toMatch(/room A's middle deck: its keys must be key colours/);
    // And a config with such content uses it.
    const config = completed({ ...perTile, content: withMiddle(shifted) });
    expect(keyCombination(config, 'E', 'middle')).toEqual(keysOf('F'));
  });

  it('resample: a seat that has begun unlocking a middle deck is known to hold its second key — of the middle deck\'s combination, not the upper deck\'s', () => {
    // E's middle deck opens with L's purple + orange. Seat 0 holds the only orange key no other
    // seat can place (the other seven are on the discard pile): every world gives it to seat 0.
    const purple = keyCard('purple');
    const oranges = standInContent.figureCards.filter((entry) => entry.key === 'orange').map((entry) => entry.id);
    const orange = oranges[0] ?? 0;
    const others = standInContent.figureCards.map((entry) => entry.id).filter((id) => id !== purple && !oranges.includes(id));
    const draw = [...others.slice(15, 23), 50, 56, ...others.slice(23, 31), 51, 57, ...others.slice(31, 39), 52, 58];
    const match: KcMatch = play(
      scenario(
        { hands: [[purple, orange], others.slice(0, 4), others.slice(4, 8), others.slice(8, 12)], draw },
        (draft) => {
          draft.drawPile.piles = [10, 10, 10];
          draft.discardPile = [...oranges.slice(1), ...others.slice(12, 15), 49, 55];
          for (const room of ['E', 'C', 'F', 'I'] as const) openRoom(draft, room, 'middle');
        },
        { ...perTile, players: 4 },
      ),
      unlock('E', purple),
    );
    expect(killercruise.legalActions(match.state, 0)).toEqual([secondKey(orange)]);
    const rng = createRng('rules/resample');
    for (let draw = 0; draw < 300; draw++) {
      for (const viewer of [1, 2, 3]) {
        const world = killercruise.resample(match.state, viewer, rng);
        expect(world.hands[0]).toContain(orange);
        expect(killercruise.legalActions(world, 0)).toEqual([secondKey(orange)]);
      }
    }
  });
});

describe('the heuristic bot reads the table rules', () => {
  /**
   * Two passenger cards left in the pile; room H open to the lower deck (its clue allows H), and
   * Daniel's H card in hand: a showdown on a guess is possible, and nothing can be unlocked.
   */
  function twoPassengersLeft(config: KillercruiseConfigInput): KcMatch {
    return scenario({ hands: [[card('daniel', 'H'), card('daniel', 'B')], []], passengerPile: [passenger('F', 'room'), passenger('I', 'room')] }, (draft) => openRoom(draft, 'H', 'lower'), config);
  }

  it('ruling 7: after unlocking room E with two collected keys it ends the turn where that was a turn, and plays a card where it was not', () => {
    // A hand of blue, orange, purple and red keys: it completes no other combination.
    const hand = [card('martin', 'A'), card('martin', 'B'), card('martin', 'E'), card('martin', 'F'), card('elena', 'B'), card('elena', 'E')];
    const unlocked = (config: KillercruiseConfigInput): KcMatch =>
      play(
        scenario({ hands: [hand, [card('martin', 'G')]] }, (draft) => {
          draft.collection = [card('elena', 'D'), card('elena', 'A')];
        }, config),
        unlock('E', card('elena', 'D')),
        secondKey(card('elena', 'A')),
      );
    const choose = (match: KcMatch) => heuristicBot(botInput(killercruise, match, 0, createRng('rules/bot')));
    expect(choose(unlocked(SCENARIO)).type).not.toBe('end-turn');
    expect(choose(unlocked({ ...SCENARIO, rules: { collectedKeysCountAsPlayed: true } }))).toEqual({ type: 'end-turn', player: 0 });
  });

  it('ruling 10: with two passenger cards left it guesses the showdown where the last one loses, and plays on where only drawing from the empty pile does', () => {
    const choose = (match: KcMatch) => heuristicBot(botInput(killercruise, match, 0, createRng('rules/bot')));
    expect(choose(twoPassengersLeft(SCENARIO))).toEqual({ type: 'showdown', player: 0, card: card('daniel', 'H'), to: 'H' });
    expect(choose(twoPassengersLeft({ ...SCENARIO, rules: { lastPassengerLoses: false } })).type).not.toBe('showdown');
  });
});
