/**
 * What an authoritative server needs (issue "For the app developer"): actions bound to the seat of
 * the connection they came from, one update per seat, states handed over as drafts or proxies by
 * other libraries, and seeds nobody can guess.
 */
import { createRequire } from 'node:module';
import { createDraft } from 'immer';
import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  applyAction, applyUntrusted,
  createMatch,
  eventsFor,
  randomSeed,
  seatUpdate,
  type ActionOf,
  type MatchOf,
} from '../../src/index.js';
import { cerealKiller } from '../../src/games/cereal-killer/index.js';
import { frozenHorror } from '../../src/games/frozen-horror/index.js';
import { unwrap } from './fixtures/helpers.js';

const require = createRequire(import.meta.url);

describe('applyAction(game, match, action, { as: seat })', () => {
  const match = unwrap(createMatch(cerealKiller, { seed: 'as' })).match;

  it('takes an action for the bound seat, and fills in player when the client leaves it out', () => {
    const named = unwrap(applyAction(cerealKiller, match, { type: 'choose-starting-house', player: 0, house: 5 }, { as: 0 }));
    const unnamed = unwrap(applyAction(cerealKiller, match, { type: 'choose-starting-house', house: 5 }, { as: 0 }));
    expect(JSON.stringify(unnamed.match.state)).toBe(JSON.stringify(named.match.state));
    expect(unnamed.match.log[0]).toEqual({ type: 'choose-starting-house', player: 0, house: 5 });
  });

  it('refuses a payload naming another seat, whatever the rules would say, with the match untouched', () => {
    const before = JSON.stringify(match.state);
    for (const player of [0, 5, '0', null]) {
      const refused = applyUntrusted(cerealKiller, match, { type: 'choose-starting-house', player, house: 5 }, { as: 1 });
      expect(refused.ok).toBe(false);
      if (!refused.ok) {
        expect(refused.error.code).toBe('INVALID_INPUT');
        expect(refused.error.message).toContain('this connection plays seat 1');
      }
    }
    expect(JSON.stringify(match.state)).toBe(before);
  });

  it('refuses a seat that is not a seat number', () => {
    const refused = applyAction(cerealKiller, match, { type: 'choose-starting-house', player: 0, house: 5 }, { as: -1 });
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.error.code).toBe('INVALID_INPUT');
  });
});

describe('states handed over by other libraries', () => {
  it('applies to a state that is an immer draft (ours) or a draft of boardgame.io\'s immer 9, leaving it untouched', () => {
    const start = unwrap(createMatch(cerealKiller, { seed: 'drafts' })).match;
    const expected = unwrap(applyAction(cerealKiller, start, { type: 'choose-starting-house', player: 0, house: 5 }));
    const immer9 = require('../../node_modules/boardgame.io/node_modules/immer/dist/immer.cjs.production.min.js') as { createDraft<T>(base: T): T };
    for (const draft of [createDraft(JSON.parse(JSON.stringify(start.state)) as object), immer9.createDraft(JSON.parse(JSON.stringify(start.state)) as object)]) {
      const proxied = { ...start, state: draft as typeof start.state };
      const applied = unwrap(applyAction(cerealKiller, proxied, { type: 'choose-starting-house', player: 0, house: 5 }));
      expect(JSON.stringify(applied.match.state)).toBe(JSON.stringify(expected.match.state));
      expect(Object.isFrozen(draft)).toBe(false);
    }
  });

  it('applies to a state behind a plain Proxy', () => {
    const start = unwrap(createMatch(cerealKiller, { seed: 'proxy' })).match;
    const plain = JSON.parse(JSON.stringify(start.state)) as object;
    const proxied = { ...start, state: new Proxy(plain, {}) as typeof start.state };
    expect(applyAction(cerealKiller, proxied, { type: 'choose-starting-house', player: 0, house: 5 }).ok).toBe(true);
  });
});

describe('seatUpdate', () => {
  it("gives each seat its own view, legal actions and the events it may see — a spectator sees no hand", () => {
    const start = unwrap(createMatch(frozenHorror, { seed: 'update', config: { players: 4 } })).match;
    const seat = frozenHorror.activePlayers(start.state)[0] ?? 0;
    const action = frozenHorror.legalActions(start.state, seat)[0];
    if (action === undefined) throw new Error('no legal action');
    const applied = unwrap(applyAction(frozenHorror, start, action));
    for (const viewer of [0, 1, 2, 3, null]) {
      const update = seatUpdate(frozenHorror, applied.match, viewer, applied.events);
      expect(update.view).toEqual(frozenHorror.view(applied.match.state, viewer));
      expect(update.legal).toEqual(viewer === null ? [] : frozenHorror.legalActions(applied.match.state, viewer));
      expect(update.events).toEqual(eventsFor(applied.events, viewer));
      expect(update.step).toBe(1);
      expect(update.outcome).toBeNull();
      expect(JSON.parse(JSON.stringify(update))).toEqual(update);
    }
  });
});

describe('randomSeed', () => {
  it('draws 128 bits from Web Crypto: 32 hex digits, different every time', () => {
    const seeds = new Set(Array.from({ length: 50 }, () => randomSeed()));
    expect(seeds.size).toBe(50);
    for (const seed of seeds) expect(seed).toMatch(/^[0-9a-f]{32}$/);
  });
});

describe('MatchOf', () => {
  it('names a game\'s match type', () => {
    const match = unwrap(createMatch(cerealKiller, { seed: 'types' })).match;
    expectTypeOf(match).toEqualTypeOf<MatchOf<typeof cerealKiller>>();
    expectTypeOf(match.log).toEqualTypeOf<readonly ActionOf<typeof cerealKiller>[]>();
  });
});
