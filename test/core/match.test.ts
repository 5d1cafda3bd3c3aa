import { describe, expect, it } from 'vitest';
import {
  applyAction, applyUntrusted,
  createMatch,
  createRng,
  deserializeMatch,
  replay,
  serializeMatch,
  type ActionOf,
  type ConfigOf,
  type GameError,
  type Match,
  type StateOf,
} from '../../src/core/index.js';
import { games } from '../../src/games/index.js';
import { finishedMatch, legalNow, playRandomly, startMatch, unwrap } from './fixtures/helpers.js';
import { toyDuel } from './fixtures/toy-game.js';

const game = games['cereal-killer'];
type Ck = typeof game;
type CkMatch = Match<ConfigOf<Ck>, StateOf<Ck>, ActionOf<Ck>>;
type CkAction = ActionOf<Ck>;

/** Casts junk to the parameter type of a function that must cope with anything. */
function junk<T>(value: unknown): T {
  return value as T;
}

function expectRefused(result: { readonly ok: boolean; readonly error?: GameError }, code: GameError['code']): GameError {
  expect(result.ok).toBe(false);
  const error = result.error;
  if (error === undefined) throw new Error('no error on a refusal');
  expect(error.code).toBe(code);
  expect(error.message.trim()).not.toBe('');
  return error;
}

/** A running match `steps` actions into a random game (the first of a few seeds still running then). */
function midGame(seed: string, steps = 12): CkMatch {
  for (let attempt = 0; attempt < 50; attempt++) {
    const played = playRandomly(game, startMatch(game, seed), steps, `${seed}/moves/${attempt}`);
    if (played.actions.length === steps && game.outcome(played.match.state) === null) return played.match;
  }
  throw new Error(`no random game from ${seed} runs for ${steps} actions`);
}

/** A match one action before the end of a long random game (30+ actions), and that last action. */
function beforeTheEnd(seed: string): { match: CkMatch; last: CkAction } {
  for (let attempt = 0; attempt < 50; attempt++) {
    const done = finishedMatch(game, `${seed}/${attempt}`);
    const last = done.log[done.log.length - 1];
    if (last === undefined || done.log.length < 30) continue;
    const match = unwrap(replay(game, { seed: done.seed, config: done.config, actions: done.log.slice(0, -1) })).match;
    return { match, last };
  }
  throw new Error(`no long game from ${seed}`);
}

describe('createMatch', () => {
  it('starts a match: format 2, game id, seed as a string, completed config, setup state, empty log', () => {
    const created = unwrap(createMatch(game, { seed: 'start' })).match;
    expect(created.format).toBe(2);
    expect(created.game).toBe('cereal-killer');
    expect(created.seed).toBe('start');
    expect(created.config.killer).toBe(0);
    expect(created.config.city.width).toBe(5);
    expect(created.state).toEqual(game.setup(created.config, createRng('start')));
    expect(created.log).toEqual([]);
    expect(Object.isFrozen(created)).toBe(true);
    expect(Object.isFrozen(created.state)).toBe(true);
  });

  it('stores the rng where setup left it', () => {
    const created = startMatch(toyDuel, 'setup-draws');
    const rng = createRng('setup-draws');
    rng.int(0, 1); // the toy's setup draws who picks first
    expect(created.rng).toEqual(rng.state());
  });

  it('treats a number seed as its decimal string', () => {
    const fromNumber = startMatch(toyDuel, 1234);
    expect(fromNumber.seed).toBe('1234');
    expect(serializeMatch(fromNumber)).toBe(serializeMatch(startMatch(toyDuel, '1234')));
  });

  it.each<[string, unknown]>([
    ['an unknown killer seat', { killer: 2 }],
    ['an unknown field', { killer: 0, extra: true }],
    ['a city without a café', { city: { name: 'x', width: 2, height: 2, squares: ['house', 'house', 'house', 'street'] } }],
    ['a city of the wrong size', { city: { name: 'x', width: 3, height: 3, squares: ['house', 'cafe'] } }],
    ['a string', 'defaults please'],
    ['an array', []],
    ['a number', 7],
  ])('refuses a config with %s (INVALID_CONFIG)', (_name, config) => {
    const result = createMatch(game, { seed: 's', config: junk<ConfigOf<Ck>>(config) });
    expectRefused(result, 'INVALID_CONFIG');
  });

  it('refuses a toy config out of range, naming the field', () => {
    const error = expectRefused(createMatch(toyDuel, { seed: 's', config: { highest: 99 } }), 'INVALID_CONFIG');
    expect(error.message).toContain('highest');
  });

  it.each<[string, unknown]>([
    ['NaN', Number.NaN],
    ['Infinity', Number.POSITIVE_INFINITY],
    ['-Infinity', Number.NEGATIVE_INFINITY],
    ['undefined', undefined],
    ['null', null],
    ['an object', { seed: 1 }],
    ['an array', ['a']],
    ['a boolean', true],
    ['a bigint', 5n],
    ['a symbol', Symbol('seed')],
  ])('refuses a seed that is %s', (_name, seed) => {
    const error = expectRefused(createMatch(game, { seed: junk<string>(seed) }), 'INVALID_CONFIG');
    expect(error.message).toContain('seed');
  });

  it('refuses (and does not throw) when setup throws or the options are missing', () => {
    const broken: typeof toyDuel = {
      ...toyDuel,
      setup: () => {
        throw new Error('no table');
      },
    };
    const error = expectRefused(createMatch(broken, { seed: 's' }), 'INVALID_CONFIG');
    expect(error.message).toContain('no table');
    expect(createMatch(game, junk<{ seed: string }>(undefined)).ok).toBe(false);
  });
});

describe('applyAction check order', () => {
  const done = finishedMatch(game, 'order-finished');
  const fresh = startMatch(game, 'order-fresh');

  it('INVALID_INPUT comes before GAME_OVER', () => {
    expectRefused(applyAction(game, done, { type: 'end-turn', player: 7 }), 'INVALID_INPUT');
    expectRefused(applyUntrusted(game, done, { type: 'teleport', player: 1 }), 'INVALID_INPUT');
  });

  it('GAME_OVER comes before NOT_YOUR_TURN', () => {
    expect(game.activePlayers(done.state)).toEqual([]);
    expectRefused(applyAction(game, done, { type: 'end-turn', player: 1 }), 'GAME_OVER');
    expectRefused(applyAction(game, done, { type: 'claim-victim', player: 0 }), 'GAME_OVER');
  });

  it('NOT_YOUR_TURN comes before ILLEGAL_ACTION', () => {
    expect(game.activePlayers(fresh.state)).toEqual([0]);
    // Seat 1 is the Detective: it may not act, and an arrest now would break the rules anyway.
    expectRefused(applyAction(game, fresh, { type: 'arrest', player: 1 }), 'NOT_YOUR_TURN');
  });

  it('ILLEGAL_ACTION for the active seat breaking a rule', () => {
    const error = expectRefused(applyAction(game, fresh, { type: 'arrest', player: 0 }), 'ILLEGAL_ACTION');
    expect(error.message).toMatch(/Detective/);
  });

  it('accepts the same action from the active seat when it is legal', () => {
    const legal = legalNow(game, fresh);
    expect(legal.length).toBeGreaterThan(0);
    for (const action of legal) expect(applyAction(game, fresh, action).ok).toBe(true);
  });
});

/** Junk actions, each of which must be refused with INVALID_INPUT without throwing. */
function junkActions(): [string, unknown][] {
  let deep: unknown = { type: 'end-turn', player: 1 };
  for (let level = 0; level < 10_000; level++) deep = { type: 'end-turn', player: 1, inner: deep };
  let deepArray: unknown = [];
  for (let level = 0; level < 10_000; level++) deepArray = [deepArray];
  const throwingProxy = new Proxy(
    {},
    {
      get: () => {
        throw new Error('proxy get');
      },
      has: () => {
        throw new Error('proxy has');
      },
      ownKeys: () => {
        throw new Error('proxy ownKeys');
      },
      getOwnPropertyDescriptor: () => {
        throw new Error('proxy descriptor');
      },
      getPrototypeOf: () => {
        throw new Error('proxy prototype');
      },
    },
  );
  const lyingProxy = new Proxy({ type: 'end-turn', player: 1 }, {
    get: (target, key) => {
      if (key === 'player') throw new Error('no player for you');
      return Reflect.get(target, key);
    },
  });
  const revocable = Proxy.revocable({ type: 'end-turn', player: 1 }, {});
  revocable.revoke();
  const throwingGetter = Object.defineProperty({ type: 'end-turn' }, 'player', {
    enumerable: true,
    get: () => {
      throw new Error('getter');
    },
  });
  const throwingTypeGetter = Object.defineProperty({ player: 1 }, 'type', {
    enumerable: true,
    get: () => {
      throw new Error('type getter');
    },
  });
  const nullProto = Object.assign(Object.create(null) as object, { type: 'end-turn', player: 1, extra: 1 });
  return [
    ['undefined', undefined],
    ['null', null],
    ['a number', 3],
    ['NaN', Number.NaN],
    ['Infinity', Number.POSITIVE_INFINITY],
    ['a string', 'end-turn'],
    ['a huge string', 'x'.repeat(2_000_000)],
    ['a huge type', { type: 'y'.repeat(2_000_000), player: 1 }],
    ['a huge unknown key', { type: 'end-turn', player: 1, ['k'.repeat(100_000)]: 1 }],
    ['an empty array', []],
    ['an array holding an action', [{ type: 'end-turn', player: 1 }]],
    ['a boolean', true],
    ['a bigint', 1n],
    ['a symbol', Symbol('end-turn')],
    ['a function', () => ({ type: 'end-turn', player: 1 })],
    ['a Date', new Date(0)],
    ['a Map', new Map([['type', 'end-turn']])],
    ['an empty object', {}],
    ['no player', { type: 'end-turn' }],
    ['a NaN player', { type: 'end-turn', player: Number.NaN }],
    ['a negative player', { type: 'end-turn', player: -1 }],
    ['a fractional player', { type: 'end-turn', player: 0.5 }],
    ['a string player', { type: 'end-turn', player: '1' }],
    ['a bigint player', { type: 'end-turn', player: 1n }],
    ['an unknown type', { type: 'teleport', player: 1 }],
    ['a numeric type', { type: 1, player: 1 }],
    ['an unknown field', { type: 'end-turn', player: 1, extra: true }],
    ['a NaN field', { type: 'move', player: 1, to: Number.NaN }],
    ['a __proto__ key (JSON.parse)', JSON.parse('{"type":"end-turn","player":1,"__proto__":{"polluted":true}}') as unknown],
    ['a __proto__ key only (JSON.parse)', JSON.parse('{"__proto__":{"type":"end-turn","player":1}}') as unknown],
    ['a constructor key', { type: 'end-turn', player: 1, constructor: { prototype: { polluted: true } } }],
    ['a prototype key', { type: 'end-turn', player: 1, prototype: { polluted: true } }],
    ['a null-prototype object with an extra key', nullProto],
    ['10 000-deep nesting', deep],
    ['10 000-deep arrays', deepArray],
    ['a Proxy whose every trap throws', throwingProxy],
    ['a Proxy that throws reading player', lyingProxy],
    ['a revoked Proxy', revocable.proxy],
    ['a getter that throws (player)', throwingGetter],
    ['a getter that throws (type)', throwingTypeGetter],
    ['a toPrimitive that throws', { type: 'end-turn', player: { [Symbol.toPrimitive]: () => { throw new Error('prim'); } } }],
  ];
}

describe('applyAction never throws on junk actions', () => {
  const running = midGame('junk');
  const before = serializeMatch(running);

  it.each(junkActions())('refuses %s with INVALID_INPUT', (_name, value) => {
    let result: { readonly ok: boolean; readonly error?: GameError } | undefined;
    expect(() => {
      result = applyUntrusted(game, running, value);
    }).not.toThrow();
    if (result === undefined) throw new Error('no result');
    const error = expectRefused(result, 'INVALID_INPUT');
    expect(error.message.length).toBeLessThan(1_000);
    expect(serializeMatch(running)).toBe(before);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.prototype).not.toHaveProperty('polluted');
  });

  it('refuses junk for the toy game too, leaving the match as it was', () => {
    const toyMatch = startMatch(toyDuel, 'toy-junk');
    const toyBefore = serializeMatch(toyMatch);
    for (const [, value] of junkActions()) {
      expectRefused(applyUntrusted(toyDuel, toyMatch, value), 'INVALID_INPUT');
    }
    expect(serializeMatch(toyMatch)).toBe(toyBefore);
  });
});

describe('applyAction never throws on a junk match', () => {
  const running = midGame('junk-match');
  const action = legalNow(game, running)[0];
  const toyMatch = startMatch(toyDuel, 'other-game');
  const throwingMatch = new Proxy(
    {},
    {
      get: () => {
        throw new Error('match proxy');
      },
      getOwnPropertyDescriptor: () => {
        throw new Error('match proxy');
      },
    },
  );

  it.each<[string, unknown, GameError['code'] | null]>([
    ['null', null, 'INVALID_STATE'],
    ['undefined', undefined, 'INVALID_STATE'],
    ['an empty object', {}, 'INVALID_STATE'],
    ['a number', 42, 'INVALID_STATE'],
    ['a string', 'match', 'INVALID_STATE'],
    ['an array', [], 'INVALID_STATE'],
    ['a match relabelled as another game', { ...running, game: 'killercruise' }, 'INVALID_STATE'],
    ['a match of another game', toyMatch, 'INVALID_STATE'],
    ['a Proxy that throws', throwingMatch, 'INVALID_STATE'],
    ['a match whose state is null', { ...running, state: null }, 'INVALID_STATE'],
    ['a match whose state is a string', { ...running, state: 'state' }, null],
    ['a match whose state is empty', { ...running, state: {} }, null],
  ])('returns an error for %s', (_name, match, code) => {
    let result: { readonly ok: boolean; readonly error?: GameError } | undefined;
    expect(() => {
      result = applyUntrusted(game, junk<CkMatch>(match), action);
    }).not.toThrow();
    if (result === undefined) throw new Error('no result');
    expect(result.ok).toBe(false);
    if (code !== null) expectRefused(result, code);
  });
});

describe('applyAction leaves the given match alone', () => {
  it('keeps the match frozen and JSON-identical through accepted, refused and junk actions', () => {
    const match = midGame('untouched');
    const before = serializeMatch(match);
    const legal = legalNow(game, match);
    for (const action of legal) unwrap(applyAction(game, match, action));
    applyAction(game, match, { type: 'arrest', player: 0 });
    applyAction(game, match, { type: 'end-turn', player: 5 });
    applyUntrusted(game, match, junkActions()[0]?.[1]);
    expect(serializeMatch(match)).toBe(before);
    expect(Object.isFrozen(match)).toBe(true);
    expect(Object.isFrozen(match.state)).toBe(true);
  });

  it('returns frozen matches', () => {
    const match = midGame('frozen');
    const next = unwrap(applyUntrusted(game, match, legalNow(game, match)[0])).match;
    expect(Object.isFrozen(next)).toBe(true);
    expect(Object.isFrozen(next.state)).toBe(true);
  });

  // The createMatch comment says states are deep-frozen "so no caller can change a match in
  // place"; the log array, its actions and the rng object are still open to writes, and a write to
  // the log changes what serializeMatch saves.
  it('does not let a caller change a match in place through its log or rng', () => {
    const match = midGame('writable-log', 4);
    expect(Object.isFrozen(match.log)).toBe(true);
    expect(match.log.every((action) => Object.isFrozen(action))).toBe(true);
    expect(Object.isFrozen(match.rng)).toBe(true);
  });
});

describe('the log', () => {
  it('is an array equal to the actions applied, at every step', () => {
    let match = startMatch(game, 'log');
    const applied: CkAction[] = [];
    expect(Array.isArray(match.log)).toBe(true);
    for (let step = 0; step < 60; step++) {
      const legal = legalNow(game, match);
      if (legal.length === 0) break;
      const action = legal[step % legal.length];
      if (action === undefined) break;
      const result = unwrap(applyAction(game, match, action));
      applied.push(action);
      expect(result.match.log).toEqual(applied);
      expect(match.log).toEqual(applied.slice(0, -1));
      match = result.match;
    }
    expect(applied.length).toBeGreaterThan(10);
    expect(match.log).toBe(match.log); // a second read gives the same array
    expect(Array.isArray(match.log)).toBe(true);
  });

  it('logs the parsed action, not the object passed in', () => {
    const match = startMatch(game, 'log-copy');
    const action = { ...legalNow(game, match)[0] };
    const next = unwrap(applyUntrusted(game, match, action)).match;
    (action as { player: number }).player = 1;
    expect(next.log[0]?.player).toBe(0);
  });

  it('is not read when applying an action to a long match (cost does not grow with the log)', () => {
    const { match, last } = beforeTheEnd('no-log-read');
    expect(match.log.length).toBeGreaterThanOrEqual(29);
    // A fresh match built by replay whose log has never been turned into an array.
    const unread = unwrap(replay(game, { seed: match.seed, config: match.config, actions: match.log })).match;
    const reads: PropertyKey[] = [];
    const watched = new Proxy(unread, {
      get: (target, key, receiver) => {
        reads.push(key);
        return Reflect.get(target, key, receiver) as unknown;
      },
    });
    const result = unwrap(applyAction(game, watched, last));
    expect(reads).toContain('state'); // the probe sees reads
    expect(reads).not.toContain('log');
    expect(result.match.log).toEqual([...match.log, last]);
  });

  it('is not read for a match just loaded or just created either', () => {
    const { match, last } = beforeTheEnd('no-log-read-loaded');
    const loaded = unwrap(deserializeMatch(game, serializeMatch(match))).match;
    for (const target of [loaded, startMatch(game, 'no-log-read-created')]) {
      const reads: PropertyKey[] = [];
      const watched = new Proxy(target, {
        get: (inner, key, receiver) => {
          reads.push(key);
          return Reflect.get(inner, key, receiver) as unknown;
        },
      });
      const action = target === loaded ? last : legalNow(game, target)[0];
      unwrap(applyUntrusted(game, watched, action));
      expect(reads).not.toContain('log');
    }
  });

  it('is read (once) for a plain copy, which is what the probe above would catch', () => {
    const { match, last } = beforeTheEnd('copy-log-read');
    const reads: PropertyKey[] = [];
    const watched = new Proxy({ ...match }, {
      get: (target, key, receiver) => {
        reads.push(key);
        return Reflect.get(target, key, receiver) as unknown;
      },
    });
    unwrap(applyAction(game, watched, last));
    expect(reads).toContain('log');
  });

  it('survives copies: spread, JSON and structuredClone all apply and keep the right log', () => {
    const match = midGame('copies', 15);
    const next = legalNow(game, match)[0];
    if (next === undefined) throw new Error('no legal action');
    const expected = unwrap(applyAction(game, match, next)).match;
    const copies: unknown[] = [{ ...match }, JSON.parse(JSON.stringify(match)), structuredClone({ ...match })];
    for (const copy of copies) {
      const result = unwrap(applyAction(game, junk<CkMatch>(copy), next));
      expect(result.match.log).toEqual([...match.log, next]);
      expect(serializeMatch(result.match)).toBe(serializeMatch(expected));
      // and the match built from a copy goes on as well
      const after = legalNow(game, result.match)[0];
      if (after !== undefined) {
        expect(unwrap(applyAction(game, result.match, after)).match.log).toEqual([...match.log, next, after]);
      }
    }
  });

  it('branches: two actions applied to the same match give two independent logs', () => {
    const match = midGame('branches', 8);
    const legal = legalNow(game, match);
    expect(legal.length).toBeGreaterThan(1);
    const [first, second] = legal;
    if (first === undefined || second === undefined) throw new Error('need two legal actions');
    const left = unwrap(applyAction(game, match, first)).match;
    const right = unwrap(applyAction(game, match, second)).match;
    expect(left.log).toEqual([...match.log, first]);
    expect(right.log).toEqual([...match.log, second]);
    const leftOn = playRandomly(game, left, 5, 'left');
    const rightOn = playRandomly(game, right, 5, 'right');
    expect(leftOn.match.log).toEqual([...match.log, first, ...leftOn.actions]);
    expect(rightOn.match.log).toEqual([...match.log, second, ...rightOn.actions]);
    expect(left.log).toEqual([...match.log, first]);
    expect(match.log).toHaveLength(8);
  });

  it('gives the same match for an action with its keys in another order', () => {
    const match = midGame('key-order');
    const action = legalNow(game, match)[0];
    if (action === undefined) throw new Error('no legal action');
    const reversed = Object.fromEntries(Object.entries(action).reverse());
    expect(serializeMatch(unwrap(applyUntrusted(game, match, reversed)).match)).toBe(
      serializeMatch(unwrap(applyAction(game, match, action)).match),
    );
  });
});

describe('the rng in a match', () => {
  it('advances with the draws of reduce, so a replay and a continued load draw the same', () => {
    for (let index = 0; index < 12; index++) {
      const seed = `coin/${index}`;
      const start = startMatch(toyDuel, seed);
      const one = playRandomly(toyDuel, start, 1, `${seed}/moves`);
      // Save after the first pick, load, and make the second pick (which tosses the coin).
      const loaded = unwrap(deserializeMatch(toyDuel, serializeMatch(one.match))).match;
      const second = legalNow(toyDuel, loaded)[0];
      if (second === undefined) throw new Error('no second pick');
      const continued = unwrap(applyAction(toyDuel, loaded, second)).match;
      const direct = unwrap(applyAction(toyDuel, one.match, second)).match;
      expect(serializeMatch(continued)).toBe(serializeMatch(direct));
      expect(continued.rng).not.toEqual(one.match.rng);
      const replayed = unwrap(replay(toyDuel, { seed, actions: direct.log })).match;
      expect(serializeMatch(replayed)).toBe(serializeMatch(direct));
    }
  });
});

describe('replay', () => {
  it('rebuilds a finished game byte for byte', () => {
    for (const seed of ['replay/1', 'replay/2']) {
      const done = finishedMatch(game, seed);
      const again = unwrap(replay(game, { seed, config: done.config, actions: done.log })).match;
      expect(serializeMatch(again)).toBe(serializeMatch(done));
    }
    const toyDone = finishedMatch(toyDuel, 'replay/toy');
    expect(serializeMatch(unwrap(replay(toyDuel, { seed: 'replay/toy', actions: toyDone.log })).match)).toBe(
      serializeMatch(toyDone),
    );
  });

  it('refuses at the first bad action, naming its index', () => {
    const { actions } = playRandomly(game, startMatch(game, 'replay-bad'), 6, 'replay-bad/moves');
    const withJunk = [...actions.slice(0, 2), { type: 'teleport', player: 0 }, ...actions.slice(2)];
    const junkError = expectRefused(replay(game, { seed: 'replay-bad', actions: withJunk }), 'INVALID_INPUT');
    expect(junkError.message).toMatch(/^action 2: /);

    const withIllegal = [actions[0], { type: 'arrest', player: 0 }, { type: 'teleport', player: 0 }];
    const illegalError = expectRefused(replay(game, { seed: 'replay-bad', actions: withIllegal }), 'ILLEGAL_ACTION');
    expect(illegalError.message).toMatch(/^action 1: /);

    const outOfTurn = [{ type: 'end-turn', player: 1 }];
    expect(expectRefused(replay(game, { seed: 'replay-bad', actions: outOfTurn }), 'NOT_YOUR_TURN').message).toMatch(/^action 0: /);
  });

  it('refuses an action after the end with GAME_OVER at its index', () => {
    const done = finishedMatch(game, 'replay-over');
    const actions = [...done.log, done.log[done.log.length - 1]];
    const error = expectRefused(replay(game, { seed: 'replay-over', config: done.config, actions }), 'GAME_OVER');
    expect(error.message).toMatch(new RegExp(`^action ${done.log.length}: `));
  });

  it('refuses a bad config, a bad seed, and actions that are not an array', () => {
    expectRefused(replay(game, { seed: 's', config: junk<ConfigOf<Ck>>({ killer: 9 }), actions: [] }), 'INVALID_CONFIG');
    expectRefused(replay(game, { seed: junk<string>(Number.NaN), actions: [] }), 'INVALID_CONFIG');
    expectRefused(replay(game, { seed: 's', actions: junk<unknown[]>('not an array') }), 'INVALID_INPUT');
  });
});

describe('serializeMatch / deserializeMatch', () => {
  it('round-trips byte for byte: fresh, mid-game and finished, for both games', () => {
    const matches: [typeof game | typeof toyDuel, Match<unknown, unknown, unknown>][] = [
      [game, startMatch(game, 'rt-fresh')],
      [game, midGame('rt-mid')],
      [game, finishedMatch(game, 'rt-done')],
      [game, startMatch(game, 'rt-seat1', { killer: 1 })],
      [toyDuel, startMatch(toyDuel, 'rt-toy')],
      [toyDuel, finishedMatch(toyDuel, 'rt-toy-done')],
    ];
    for (const [module, match] of matches) {
      const saved = serializeMatch(match);
      const loaded = unwrap(deserializeMatch(junk<typeof game>(module), saved)).match;
      expect(serializeMatch(loaded)).toBe(saved);
      expect(loaded.log).toEqual(match.log);
      expect(Object.isFrozen(loaded)).toBe(true);
      expect(Object.isFrozen(loaded.state)).toBe(true);
    }
  });

  it('writes the fields in a fixed order', () => {
    const saved = JSON.parse(serializeMatch(midGame('fields'))) as Record<string, unknown>;
    expect(Object.keys(saved)).toEqual(['format', 'game', 'seed', 'config', 'stateCarriesConfig', 'state', 'rng', 'log']);
  });

  it('loads a match that goes on exactly like the original', () => {
    const match = midGame('goes-on', 10);
    const loaded = unwrap(deserializeMatch(game, serializeMatch(match))).match;
    const original = playRandomly(game, match, 30, 'goes-on/rest');
    const fromLoaded = playRandomly(game, loaded, 30, 'goes-on/rest');
    expect(serializeMatch(fromLoaded.match)).toBe(serializeMatch(original.match));
  });

  const base = (): Record<string, unknown> => JSON.parse(serializeMatch(midGame('tamper', 6))) as Record<string, unknown>;
  const withState = (change: (state: Record<string, unknown>) => void): string => {
    const saved = base();
    const state = saved.state as Record<string, unknown>;
    change(state);
    return JSON.stringify(saved);
  };

  it.each<[string, () => unknown]>([
    ['text that is not JSON', () => '{"format": 1,'],
    ['an empty string', () => ''],
    ['JSON null', () => 'null'],
    ['a JSON number', () => '42'],
    ['a JSON array', () => '[]'],
    ['a number instead of a string', () => 42],
    ['null instead of a string', () => null],
    ['undefined instead of a string', () => undefined],
    ['a match object instead of its JSON', () => midGame('object', 2)],
    ['another format', () => JSON.stringify({ ...base(), format: 3 })],
    ['no format', () => JSON.stringify({ ...base(), format: undefined })],
    ['another game id', () => JSON.stringify({ ...base(), game: 'killercruise' })],
    ['a numeric seed', () => JSON.stringify({ ...base(), seed: 5 })],
    ['a config failing the schema', () => JSON.stringify({ ...base(), config: { killer: 3 } })],
    ['a config with an unknown field', () => JSON.stringify({ ...base(), config: { killer: 0, cheat: true } })],
    ['a state failing the schema (day 99)', () => withState((state) => void (state.day = 99))],
    ['a state with an unknown field', () => withState((state) => void (state.cheat = true))],
    ['a state that is null', () => JSON.stringify({ ...base(), state: null })],
    ['a state nested 10 000 deep', () => JSON.stringify({ ...base(), state: 0 }).replace('"state":0', `"state":${'['.repeat(10_000)}${']'.repeat(10_000)}`)],
    ['a log action failing the schema', () => JSON.stringify({ ...base(), log: [{ type: 'teleport', player: 0 }] })],
    ['a log action with an extra field', () => {
      const saved = base();
      const log = saved.log as Record<string, unknown>[];
      return JSON.stringify({ ...saved, log: [{ ...log[0], extra: 1 }, ...log.slice(1)] });
    }],
    ['a log that is not an array', () => JSON.stringify({ ...base(), log: {} })],
    ['an rng with a string register', () => JSON.stringify({ ...base(), rng: { c: 1, s0: 'x', s1: 0.5, s2: 0.5 } })],
    ['no rng', () => JSON.stringify({ ...base(), rng: undefined })],
    ['a __proto__ key instead of the fields', () => `{"__proto__": ${serializeMatch(midGame('proto', 2))}}`],
  ])('refuses %s with INVALID_STATE', (_name, make) => {
    const input = make();
    let result: { readonly ok: boolean; readonly error?: GameError } | undefined;
    expect(() => {
      result = deserializeMatch(game, junk<string>(input));
    }).not.toThrow();
    if (result === undefined) throw new Error('no result');
    const error = expectRefused(result, 'INVALID_STATE');
    expect(error.message.length).toBeLessThan(1_000);
  });

  it('refuses, without verify, a save whose match config and state config disagree (each valid alone)', () => {
    // Mutation sampling: turning this check off went unnoticed. The Killer's seat differs, so the
    // match would be continued under one config while its state follows another. A format-2 save
    // that keeps the config inside its state, and a format-1 save, can both say two things.
    const saved = base();
    const config = saved.config as Record<string, unknown>;
    expect(config.killer).toBe(0);
    expect(saved.stateCarriesConfig).toBe(true);
    const inside = { ...saved, stateCarriesConfig: false, state: { config, ...(saved.state as object) } };
    const formatOne = { format: 1, game: saved.game, seed: saved.seed, config, state: inside.state, rng: saved.rng, log: saved.log };
    for (const agreeing of [inside, formatOne]) {
      expect(deserializeMatch(game, JSON.stringify(agreeing)).ok).toBe(true);
      const swapped = JSON.stringify({ ...agreeing, config: { ...config, killer: 1 } });
      const error = expectRefused(deserializeMatch(game, swapped), 'INVALID_STATE');
      expect(error.message).toContain('another config');
    }
  });

  it('refuses a match whose log holds a deeply nested action without throwing', () => {
    let deep: unknown = { type: 'end-turn', player: 1 };
    for (let level = 0; level < 3_000; level++) deep = { type: 'end-turn', player: 1, inner: deep };
    const text = JSON.stringify({ ...base(), log: [deep] });
    expectRefused(deserializeMatch(game, text), 'INVALID_STATE');
  });

  describe('{ verify: true }', () => {
    it('accepts an untampered match, byte for byte', () => {
      for (const match of [startMatch(game, 'v-fresh'), midGame('v-mid'), finishedMatch(game, 'v-done')]) {
        const saved = serializeMatch(match);
        const loaded = unwrap(deserializeMatch(game, saved, { verify: true })).match;
        expect(serializeMatch(loaded)).toBe(saved);
      }
      const toyDone = finishedMatch(toyDuel, 'v-toy');
      expect(deserializeMatch(toyDuel, serializeMatch(toyDone), { verify: true }).ok).toBe(true);
    });

    it('refuses a state that was tampered with but still passes the schema', () => {
      const tampered = withState((state) => {
        const detective = state.detective as { cafeBonusUsed: boolean };
        detective.cafeBonusUsed = !detective.cafeBonusUsed;
      });
      // The schema alone cannot tell…
      expect(deserializeMatch(game, tampered).ok).toBe(true);
      // …replaying the log can.
      const error = expectRefused(deserializeMatch(game, tampered, { verify: true }), 'INVALID_STATE');
      expect(error.message).toMatch(/differs|replay/);
    });

    it('refuses a log that does not lead to the state', () => {
      const saved = base();
      const log = saved.log as unknown[];
      const shortened = JSON.stringify({ ...saved, log: log.slice(0, -1) });
      expect(deserializeMatch(game, shortened).ok).toBe(true);
      expectRefused(deserializeMatch(game, shortened, { verify: true }), 'INVALID_STATE');
      const illegal = JSON.stringify({ ...saved, log: [{ type: 'end-turn', player: 1 }, ...log] });
      const error = expectRefused(deserializeMatch(game, illegal, { verify: true }), 'INVALID_STATE');
      expect(error.message).toContain('action 0');
    });

    it('refuses an rng that was tampered with', () => {
      const saved = JSON.parse(serializeMatch(startMatch(toyDuel, 'v-rng'))) as { rng: { c: number } };
      const tampered = JSON.stringify({ ...saved, rng: { ...saved.rng, c: saved.rng.c + 1 } });
      expect(deserializeMatch(toyDuel, tampered).ok).toBe(true);
      expectRefused(deserializeMatch(toyDuel, tampered, { verify: true }), 'INVALID_STATE');
    });
  });
});
