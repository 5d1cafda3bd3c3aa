/**
 * The table rules (issue 23; docs "Table rules"): the config field — completed, validated, described
 * in the JSON Schema, carried by the state and a saved match — and, along random games under random
 * table rules, each option's behaviour checked against an independent reading of its two lines. The
 * rulebook scenarios for each option are in test/acceptance/frozen-horror/table-rules.test.ts; the
 * conformance kit runs under every option in conformance.test.ts.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { botInput, configJsonSchema, createMatch, createRng, deserializeMatch, serializeMatch } from '../../../src/core/index.js';
import { DEFAULT_RULES, heuristicBot, rulesOf, type FrozenHorrorRules } from '../../../src/games/frozen-horror/index.js';
import {
  C,
  CAFETERIA,
  GARAGE,
  LAB,
  P,
  RADIO,
  act,
  card,
  cardTotal,
  frozenHorror,
  key,
  lock,
  play,
  position,
  standInContent,
  start,
  type FhMatch,
  type FrozenHorrorAction,
} from './helpers.js';
import { PASSAGES, randomGame } from './model.js';

const soak = Math.max(1, Number(process.env.KILLER_RULES_SOAK ?? '1') || 1);
const runs = (base: number): number => base * soak;
/**
 * The properties below also count how often each option's case came up and require it at least
 * once; a fixed seed keeps that count from depending on the luck of a run (the soak multiplier
 * still widens the search).
 */
const COVERAGE_SEED = 23;

const NAMES = Object.keys(DEFAULT_RULES) as (keyof FrozenHorrorRules)[];

describe('config.rules', () => {
  it('names the five options, each defaulting to false (the engine\'s ruling)', () => {
    expect(NAMES).toEqual(['lockdownsLiftAtEndOfRound', 'stayBackAtEndOfRound', 'armedManMostPlayersOnStation', 'helpPullsThroughPassages', 'removeWhenPlayedAsKey']);
    expect(Object.values(DEFAULT_RULES)).toEqual([false, false, false, false, false]);
    expect(Object.isFrozen(DEFAULT_RULES)).toBe(true);
  });

  it('a config without rules, with rules: {} or with every default given completes without a rules key (saved matches and goldens unchanged)', () => {
    const bare = start({ players: 5 }, 'rules/bare');
    for (const rules of [{}, { ...DEFAULT_RULES }, { stayBackAtEndOfRound: false }]) {
      const match = start({ players: 5, rules }, 'rules/bare');
      expect(Object.keys(match.state.config)).toEqual(['players', 'content']);
      expect(JSON.stringify(match.state)).toBe(JSON.stringify(bare.state));
      expect(rulesOf(match.state.config)).toBe(DEFAULT_RULES);
    }
  });

  it('an option flipped completes every option; the state, a view and a saved match carry it', () => {
    const match = start({ players: 6, firstPlayer: 2, rules: { helpPullsThroughPassages: true } }, 'rules/one');
    expect(match.state.config.rules).toEqual({ ...DEFAULT_RULES, helpPullsThroughPassages: true });
    expect(Object.keys(match.state.config)).toEqual(['players', 'firstPlayer', 'content', 'rules']);
    expect(frozenHorror.schemas.state.safeParse(match.state).success).toBe(true);
    const back = deserializeMatch(frozenHorror, serializeMatch(match));
    expect(back.ok && back.match.state.config.rules).toEqual(match.state.config.rules);
    // The view names the content and leaves the config (public, rules included) to the client.
    expect(JSON.stringify(frozenHorror.view(match.state, 0))).not.toContain('helpPullsThroughPassages');
  });

  it('an unknown option, or one that is not a boolean, is refused with INVALID_CONFIG', () => {
    for (const rules of [{ helpPullsThroughDoors: true }, { stayBackAtEndOfRound: 'yes' }, { removeWhenPlayedAsKey: 1 }, true, []]) {
      const created = createMatch(frozenHorror, { seed: 'rules/bad', config: { players: 4, rules } as never });
      expect(created.ok ? null : created.error.code).toBe('INVALID_CONFIG');
    }
  });

  it('a state whose rules lack an option, or carry an unknown one, is refused by the state schema', () => {
    const { state } = start({ players: 4, rules: { removeWhenPlayedAsKey: true } }, 'rules/state');
    const { removeWhenPlayedAsKey: _dropped, ...partial } = DEFAULT_RULES;
    expect(frozenHorror.schemas.state.safeParse({ ...state, config: { ...state.config, rules: partial } }).success).toBe(false);
    expect(frozenHorror.schemas.state.safeParse({ ...state, config: { ...state.config, rules: { ...DEFAULT_RULES, extra: true } } }).success).toBe(false);
  });

  it('configJsonSchema shows every option as a boolean with its default and its two readings', () => {
    const schema = configJsonSchema(frozenHorror) as { properties: { rules: { description?: string; properties: Record<string, { type?: string; default?: unknown; description?: string }>; additionalProperties?: unknown } } };
    const rules = schema.properties.rules;
    expect(rules.description).toMatch(/^Table rules/);
    expect(rules.additionalProperties).toBe(false);
    expect(Object.keys(rules.properties)).toEqual(NAMES);
    for (const name of NAMES) {
      const option = rules.properties[name];
      expect(option?.type).toBe('boolean');
      expect(option?.default).toBe(false);
      expect(option?.description).toMatch(/^Rulings? \d+.*false \(default\): .* true: /);
    }
  });

  it('describes the armed man who stays because the fullest room is out of reach', () => {
    const line = frozenHorror.describeEvent({ type: 'stayed-put', seat: 3, cause: 'armedMan', reason: 'mostPlayersOutOfReach' }, start({ players: 4 }).state.config);
    expect(line).toBe('Seat 3 stays put — the armed man cannot move: no open passage leads into the room with the most players.');
  });
});

describe('the heuristic bot under the table rules', () => {
  /**
   * Seat 0 (a Human, Safe Retreat) ends the round in the Laboratory with the Horror; seat 2 played
   * Stay Back! in the Garage. The Lockdown tokens lift at the end of the round, so seat 0 may retreat
   * into the Garage or the Infirmary, where the Horror is not.
   */
  function retreat(rules: Partial<FrozenHorrorRules>): FhMatch {
    const match = position({
      players: 4,
      rooms: [LAB, LAB, GARAGE, RADIO],
      horror: 1,
      hands: [[C.quick, C.retreat], [C.alarmOrange, C.alarmGreen], [C.hide, C.stayBack], [C.bloodTest, C.denied]],
      rules: { lockdownsLiftAtEndOfRound: true, ...rules },
    });
    return play(match, key(0, C.quick), key(1, C.alarmOrange), act(2, C.stayBack), act(3, C.denied), lock(3, P.garageLabGold), key(3, C.bloodTest), key(2, C.hide), act(1, C.alarmGreen), act(0, C.retreat));
  }

  const retreats = (match: FhMatch): FrozenHorrorAction[] =>
    Array.from({ length: 24 }, (_, index) => heuristicBot(botInput(frozenHorror, match, 0, createRng(`retreat/${index}`))));

  it('stayBackAtEndOfRound: Safe Retreat never takes it into the Stay Back! room, where by default it may go', () => {
    const byDefault = retreats(retreat({}));
    expect(byDefault).toContainEqual({ type: 'move', player: 0, passage: P.garageLabGold });
    const shot = retreats(retreat({ stayBackAtEndOfRound: true }));
    expect(shot).not.toContainEqual({ type: 'move', player: 0, passage: P.garageLabGold });
    expect(new Set(shot.map((action) => JSON.stringify(action)))).toEqual(new Set([JSON.stringify({ type: 'move', player: 0, passage: P.labInfirmaryOrange })]));
  });

  it('helpPullsThroughPassages: the Horror keeps Help! HELP! for its Action only when there is prey next door to pull', () => {
    // The Horror (seat 0) in the Laboratory holds Help! HELP! and Quick Move; every Human is in the
    // Radio Room or the Cafeteria, which no passage joins to the Laboratory.
    const plan = (rules: Partial<FrozenHorrorRules>): string => {
      const match = position({
        players: 5,
        rooms: [LAB, RADIO, RADIO, CAFETERIA, CAFETERIA],
        horror: 0,
        hands: [[C.help, C.quick], [C.table, C.hide], [C.detained, C.dna], [C.alarmGreen, C.bloodTest], [C.denied, C.trust]],
        rules,
      });
      const chosen = heuristicBot(botInput(frozenHorror, match, 0, createRng('help plan')));
      if (chosen.type !== 'play-card') throw new Error(`not a card: ${JSON.stringify(chosen)}`);
      const helpAsAction = (chosen.card === card(C.help)) === (chosen.as === 'action');
      return helpAsAction ? 'Help! HELP! as the Action' : 'Help! HELP! as the Access Key';
    };
    // Anyone can be pulled from anywhere: Help! HELP! is worth its Action.
    expect(plan({})).toBe('Help! HELP! as the Action');
    // Nobody is next door to pull: the Horror walks toward the prey instead.
    expect(plan({ helpPullsThroughPassages: true })).toBe('Help! HELP! as the Access Key');
  });
});

/** Random table rules: each option on or off. */
const rulesArb: fc.Arbitrary<FrozenHorrorRules> = fc.record({
  lockdownsLiftAtEndOfRound: fc.boolean(),
  stayBackAtEndOfRound: fc.boolean(),
  armedManMostPlayersOnStation: fc.boolean(),
  helpPullsThroughPassages: fc.boolean(),
  removeWhenPlayedAsKey: fc.boolean(),
});
const gameArb = fc.tuple(fc.string({ maxLength: 8 }), fc.integer({ min: 4, max: 10 }), rulesArb);

/** Moves made while the cards are played, and at the end of the round (Clean Up's come after the tokens are gone). */
const PLAY_MOVES: ReadonlySet<string> = new Set(['accessKey', 'quickMove', 'evacuation', 'help']);
const END_OF_ROUND_MOVES: ReadonlySet<string> = new Set(['armedMan', 'safeRetreat']);

describe('each option along random games under random table rules', () => {
  it('lockdownsLiftAtEndOfRound: no move of the card play passes a Lockdown token; a move at the end of the round does only when the option is on', () => {
    let lifted = 0;
    fc.assert(
      fc.property(gameArb, ([seed, players, rules]) => {
        for (const { before, events } of randomGame(seed, players, rules).steps) {
          const locked = new Set(before.state.lockdowns);
          for (const event of events) {
            if (event.type === 'lockdown-placed') locked.add(event.passage);
            if (event.type === 'cards-discarded') locked.clear();
            if (event.type !== 'moved' || event.passage === null || !locked.has(event.passage)) continue;
            expect(END_OF_ROUND_MOVES.has(event.cause) && rules.lockdownsLiftAtEndOfRound, `${event.cause} through locked passage ${event.passage}`).toBe(true);
            lifted++;
          }
        }
      }),
      { numRuns: runs(40), seed: COVERAGE_SEED },
    );
    expect(lifted).toBeGreaterThan(0);
  });

  it('stayBackAtEndOfRound: a player entering the Stay Back! room is shot while the cards are played, and at the end of the round exactly when the option is on', () => {
    let late = 0;
    fc.assert(
      fc.property(gameArb, ([seed, players, rules]) => {
        for (const { before, events } of randomGame(seed, players, rules).steps) {
          const where = before.state.seats.map((seat) => seat.room);
          let holder = before.state.effects.stayBack;
          events.forEach((event, at) => {
            if (event.type === 'cards-discarded') holder = null;
            if (event.type === 'card-played' && event.as === 'action' && event.name === 'Stay Back!') holder = event.seat;
            if (event.type === 'player-killed') where[event.seat] = null;
            if (event.type !== 'moved') return;
            const covered = PLAY_MOVES.has(event.cause) || (END_OF_ROUND_MOVES.has(event.cause) && rules.stayBackAtEndOfRound);
            const shot = covered && holder !== null && holder !== event.seat && where[holder] === event.to;
            where[event.seat] = event.to;
            expect(events[at + 1]?.type === 'shot-on-entering', `${event.cause} of seat ${event.seat} into room ${event.to}`).toBe(shot);
            if (shot && END_OF_ROUND_MOVES.has(event.cause)) late++;
          });
        }
      }),
      { numRuns: runs(60), seed: COVERAGE_SEED },
    );
    expect(late).toBeGreaterThan(0);
  });

  it('armedManMostPlayersOnStation: the armed man moves into the fullest room next door, or — with the option — into the fullest room of the station, staying when it is out of reach', () => {
    let outOfReach = 0;
    fc.assert(
      fc.property(gameArb, ([seed, players, rules]) => {
        for (const { before, events } of randomGame(seed, players, rules).steps) {
          const where = before.state.seats.map((seat) => seat.room);
          const destroyed = before.state.destroyed.slice();
          const locked = new Set(before.state.lockdowns);
          const count = (room: number): number => where.filter((at) => at === room).length;
          for (const event of events) {
            if (event.type === 'player-killed') where[event.seat] = null;
            if (event.type === 'lockdown-placed') locked.add(event.passage);
            if (event.type === 'cards-discarded') locked.clear();
            if (event.type === 'room-destroyed') destroyed.push(event.room);
            if (event.type === 'stayed-put' && event.reason === 'mostPlayersOutOfReach') {
              expect(event.cause).toBe('armedMan');
              expect(rules.armedManMostPlayersOnStation).toBe(true);
              outOfReach++;
            }
            if (event.type === 'moved' && event.cause === 'armedMan') {
              // The rooms it could name: next door through an open passage, or (the option) the whole station.
              const nextDoor = PASSAGES.flatMap(([, a, b], passage) =>
                locked.has(passage) && !rules.lockdownsLiftAtEndOfRound ? [] : a === event.from ? [b] : b === event.from ? [a] : [],
              ).filter((room) => !destroyed.includes(room));
              const candidates = rules.armedManMostPlayersOnStation ? [0, 1, 2, 3, 4].filter((room) => room !== event.from && !destroyed.includes(room)) : nextDoor;
              expect(nextDoor).toContain(event.to);
              expect(count(event.to)).toBe(Math.max(...candidates.map(count)));
            }
            if (event.type === 'moved') where[event.seat] = event.to;
          }
        }
      }),
      { numRuns: runs(60), seed: COVERAGE_SEED },
    );
    expect(outOfReach).toBeGreaterThan(0);
  });

  it('helpPullsThroughPassages: Help! HELP! pulls through no passage, or — with the option — through an open passage joining the two rooms', () => {
    let pulls = 0;
    fc.assert(
      fc.property(gameArb, ([seed, players, rules]) => {
        for (const { before, events } of randomGame(seed, players, rules).steps) {
          const locked = new Set(before.state.lockdowns);
          for (const event of events) {
            if (event.type === 'lockdown-placed') locked.add(event.passage);
            if (event.type !== 'moved' || event.cause !== 'help') continue;
            pulls++;
            if (!rules.helpPullsThroughPassages) {
              expect(event.passage).toBeNull();
              continue;
            }
            expect(event.passage).not.toBeNull();
            const [colour, a, b] = PASSAGES[event.passage ?? -1] ?? ['', -1, -1];
            expect([a, b].sort()).toEqual([event.from, event.to].sort());
            expect(event.colour).toBe(colour);
            expect(locked.has(event.passage ?? -1)).toBe(false);
          }
        }
      }),
      { numRuns: runs(40), seed: COVERAGE_SEED },
    );
    expect(pulls).toBeGreaterThan(0);
  });

  it('removeWhenPlayedAsKey: Clean Up removes the played cards that say so — those played as Actions, or with the option every one; the 21 cards stay accounted for', () => {
    const says = (card: number): boolean => standInContent.cards[card]?.removeFromGame === true;
    let asKeys = 0;
    fc.assert(
      fc.property(gameArb, ([seed, players, rules]) => {
        for (const { before, events, after } of randomGame(seed, players, rules).steps) {
          const played = before.state.seats.flatMap((seat) => seat.played.map((entry) => ({ ...entry })));
          for (const event of events) {
            if (event.type === 'card-played') played.push({ card: event.card, as: event.as });
            if (event.type !== 'cards-discarded') continue;
            const leaving = played.filter((entry) => says(entry.card) && (entry.as === 'action' || rules.removeWhenPlayedAsKey)).map((entry) => entry.card);
            expect([...event.removed].sort((x, y) => x - y)).toEqual(leaving.sort((x, y) => x - y));
            asKeys += played.filter((entry) => says(entry.card) && entry.as === 'key' && rules.removeWhenPlayedAsKey).length;
            played.length = 0;
          }
          expect(cardTotal(after.state)).toBe(21);
        }
      }),
      { numRuns: runs(40), seed: COVERAGE_SEED },
    );
    expect(asKeys).toBeGreaterThan(0);
  });
});

describe('resample under the table rules', () => {
  it('removeWhenPlayedAsKey, the one option that changes the piles a deal draws from: with more cards out of the game the removed cards come back in more deals, and resample keeps each seat\'s count from each pile and the view', () => {
    const draws = createRng('table-rules/resample');
    const returns = { book: 0, option: 0 };
    let checks = 0;
    for (const [label, rules] of [['book', {}], ['option', { removeWhenPlayedAsKey: true }]] as const) {
      for (let game = 0; game < 12; game++) {
        let oldDeck: readonly number[] = [];
        let returned: readonly number[] = [];
        for (const step of randomGame(`table-rules/resample/${game}`, 9 + (game % 2), rules).steps) {
          if (step.events.some((event) => event.type === 'round-began')) {
            oldDeck = step.before.state.deck;
            returned = step.events.flatMap((event) => (event.type === 'removed-cards-returned' ? event.cards : []));
            if (returned.length > 0) returns[label]++;
          }
          const state = step.after.state;
          if (returned.length === 0 || state.outcome !== null || label === 'book') continue;
          // Which pile each card came from, by what the table saw: the old deck, the reshuffled discard pile, the returned removed cards.
          const pile = (entry: number): number => (oldDeck.includes(entry) ? 0 : returned.includes(entry) ? 2 : 1);
          const counts = (world: typeof state): number[][] =>
            [...world.seats.map((seat) => seat.hand), world.deck].map((cards) => [0, 1, 2].map((at) => cards.filter((entry) => pile(entry) === at).length));
          const viewer = state.order[0] ?? 0;
          const world = frozenHorror.resample(state, viewer, draws);
          expect(counts(world)).toEqual(counts(state));
          expect(JSON.stringify(frozenHorror.view(world, viewer))).toBe(JSON.stringify(frozenHorror.view(state, viewer)));
          checks++;
        }
      }
    }
    expect(returns.option).toBeGreaterThan(returns.book);
    expect(checks).toBeGreaterThan(0);
  });
});
