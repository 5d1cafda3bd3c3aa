/**
 * The conformance kit must pass a correct module and catch broken ones. Each broken variant is
 * the toy duel with one method overridden; the kit must throw a ConformanceError that names the
 * failed check, the seed and the action log (enough to replay the failure).
 */
import { produce } from 'immer';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { assertViewer, reduceWith, replay, type GameAction, type GameEvent, type GameModule, type Outcome, type WritePath } from '../../src/core/index.js';
import { checkGameModule, ConformanceError, type CheckOptions } from '../../src/testing/index.js';
import { duelRules, longestDuel, toyDuel, type DuelConfigInput, type DuelEvent, type DuelState, type Guess } from './fixtures/toy-game.js';

type Toy = typeof toyDuel;

/**
 * The toy without its recipes: a broken variant that overrides `reduce` would otherwise be caught
 * by the two modes disagreeing before the check it was built for.
 */
const immutableToy: Toy = { ...toyDuel, rules: undefined };

/** Runs the kit and returns the ConformanceError it throws (failing the test if it does not throw one). */
function conformanceFailure(game: Toy, options: CheckOptions<DuelConfigInput> = {}): ConformanceError {
  return conformanceFailureOf(game, options);
}

function conformanceFailureOf<C, S, A extends GameAction, E extends GameEvent, V, I>(
  game: GameModule<C, S, A, E, V, I>,
  options: CheckOptions<I> = {},
): ConformanceError {
  let caught: unknown = null;
  try {
    checkGameModule(game, { games: 10, ...options });
  } catch (error) {
    caught = error;
  }
  if (!(caught instanceof ConformanceError)) {
    throw new Error(`expected a ConformanceError, got ${caught === null ? 'a passing run' : String(caught)}`);
  }
  return caught;
}

/** The message names the seed and the log, and the log replays on the broken module up to the failure. */
function expectReplayable(game: Toy, error: ConformanceError): void {
  expect(error.name).toBe('ConformanceError');
  expect(error.message).toContain(JSON.stringify(error.seed));
  expect(error.message).toContain(JSON.stringify(error.log));
  expect(error.message).toContain(`after ${error.log.length} actions`);
  // A regular game's seed (`<seed>/<config>/<game>`) or a hunting game's (`<seed>/hunt/<game>`).
  expect(error.seed).toMatch(/\/(\d+|hunt)\/\d+$/);
  const replayed = replay(game, { config: error.config as DuelConfigInput | undefined, seed: error.seed, actions: error.log });
  expect(replayed.ok).toBe(true);
  if (replayed.ok) expect(replayed.match.log).toEqual(error.log);
}

describe('checkGameModule on a correct module', () => {
  it('passes the toy duel and reports what it covered', () => {
    const report = checkGameModule(toyDuel);
    expect(report.game).toBe('hidden-number-duel');
    expect(report.games).toBe(20);
    // Every duel lasts at least 3 actions (two picks and a guess), at most longestDuel(3).
    expect(report.steps).toBeGreaterThanOrEqual(20 * 3);
    expect(report.steps).toBeLessThanOrEqual(20 * longestDuel(3));
    expect(report.resampleChanges).toBeGreaterThan(0);
  });

  it('plays every configuration the given number of times', () => {
    const report = checkGameModule(toyDuel, { configs: [{}, { highest: 6 }], games: 4, seed: 'two-configs' });
    expect(report.games).toBe(8);
  });

  it('reports a configuration the game refuses, with the seed', () => {
    const error = conformanceFailure(toyDuel, { configs: [{ highest: 42 }] });
    expect(error.check).toBe('createMatch');
    expect(error.log).toEqual([]);
    expect(error.message).toContain(JSON.stringify(error.seed));
    expect(error.message).toContain('"highest":42');
  });

  it('accepts a no-op resample when the game declares it has no hidden information', () => {
    const open: Toy = {
      ...toyDuel,
      resample: (state, viewer) => {
        assertViewer(viewer, 2);
        return state;
      },
    };
    expect(() => checkGameModule(open, { games: 5, hiddenInformation: false })).not.toThrow();
  });
});

/**
 * A two-step game built to isolate one kit check: seat 0 flips a hidden coin, then seat 1 says
 * "done". Its resample for seat 0 (who sees everything that matters to it) sometimes draws a world
 * marked `stuck`, in which seat 1 — the active seat — has no legal action. Nothing seat 0 sees
 * changes, so only the "resampled worlds are playable" check can catch it.
 */
interface StuckState {
  readonly coin: number | null;
  readonly done: boolean;
  readonly stuck: boolean;
}
type StuckAction = { readonly type: 'flip'; readonly player: number; readonly coin: number } | { readonly type: 'done'; readonly player: number };
const stuckWorlds: GameModule<{ readonly players: number }, StuckState, StuckAction, { readonly type: 'flipped' }, { readonly flipped: boolean; readonly done: boolean }, { readonly players?: number }> = {
  id: 'stuck-worlds',
  title: 'Stuck Worlds',
  minPlayers: 2,
  maxPlayers: 2,
  schemas: {
    config: z.strictObject({ players: z.number().int().min(2).max(2).default(2) }),
    action: z.discriminatedUnion('type', [
      z.strictObject({ type: z.literal('flip'), player: z.number().int(), coin: z.number().int().min(0).max(1) }),
      z.strictObject({ type: z.literal('done'), player: z.number().int() }),
    ]),
    state: z.strictObject({ coin: z.number().int().min(0).max(1).nullable(), done: z.boolean(), stuck: z.boolean() }),
  },
  setup: () => ({ coin: null, done: false, stuck: false }),
  reduce: (state, action) => {
    const active = state.coin === null ? 0 : 1;
    if (state.done) return { ok: false, error: { code: 'GAME_OVER', reason: 'toy/game-over', message: 'over' } };
    if (action.player !== active) return { ok: false, error: { code: 'NOT_YOUR_TURN', reason: 'toy/not-your-turn', message: 'not your turn' } };
    if (action.type === 'flip' && state.coin === null) return { ok: true, state: { ...state, coin: action.coin }, events: [{ type: 'flipped' }] };
    if (action.type === 'done' && state.coin !== null && !state.stuck) return { ok: true, state: { ...state, done: true }, events: [] };
    return { ok: false, error: { code: 'ILLEGAL_ACTION', reason: 'toy/illegal', message: 'not now' } };
  },
  legalActions: (state, player) => {
    if (state.done) return [];
    if (state.coin === null) return player === 0 ? [{ type: 'flip', player, coin: 0 }, { type: 'flip', player, coin: 1 }] : [];
    return player === 1 && !state.stuck ? [{ type: 'done', player }] : [];
  },
  activePlayers: (state) => (state.done ? [] : [state.coin === null ? 0 : 1]),
  playerCount: () => 2,
  view: (state) => ({ flipped: state.coin !== null, done: state.done }),
  outcome: (state) => (state.done ? { winners: [1], reason: 'done', returns: [-1, 1] } : null),
  resample: (state, viewer, rng) => {
    assertViewer(viewer, 2);
    // Only seat 0's worlds may be stuck: seat 1, the active seat, would see its own choices change.
    return state.coin === null ? state : { ...state, coin: rng.int(0, 1), stuck: viewer === 0 && rng.int(0, 1) === 1 };
  },
  describeAction: (action) => action.type,
  describeEvent: (event) => event.type,
};

describe('checkGameModule catches broken modules', () => {
  it('a view that leaks the hidden number', () => {
    const leaky: Toy = {
      ...toyDuel,
      view: (state, viewer) => ({ ...toyDuel.view(state, viewer), revealed: state.secrets }),
    };
    const error = conformanceFailure(leaky);
    // Caught by the per-step resample of each seat, or by the every-viewer check at a new kind of position.
    expect(error.check).toMatch(/^view\(resample\(s, p\), p\) equals view\(s, p\)/);
    expect(error.log.length).toBeGreaterThan(0); // nothing is hidden before the first pick
    expectReplayable(leaky, error);
  });

  it('legalActions that lists an action reduce refuses', () => {
    const overeager: Toy = {
      ...toyDuel,
      legalActions: (state, player) => {
        const legal = toyDuel.legalActions(state, player);
        // A guess before both numbers are picked: well-formed, but the rules refuse it.
        return state.phase === 'pick' && legal.length > 0 ? [...legal, { type: 'guess', player, number: 1 }] : legal;
      },
    };
    const error = conformanceFailure(overeager);
    expect(error.check).toBe('legal actions are accepted');
    expect(error.message).toContain('no guessing before both numbers are picked');
    expectReplayable(overeager, error);
  });

  it('a reduce that accepts an illegal mutant (a repeated guess)', () => {
    const forgetful: Toy = {
      ...immutableToy,
      reduce: (state, action, rng) => {
        if (action.type !== 'guess' || state.phase !== 'guess' || action.player !== state.turn) {
          return toyDuel.reduce(state, action, rng);
        }
        // Forgets the "never repeat your own guess" rule by hiding the seat's earlier guesses.
        const amnesiac: DuelState = { ...state, guesses: state.guesses.filter((guess) => guess.player !== action.player) };
        const result = toyDuel.reduce(amnesiac, action, rng);
        if (!result.ok) return result;
        const guess = result.state.guesses[result.state.guesses.length - 1];
        return guess === undefined ? result : { ...result, state: { ...result.state, guesses: [...state.guesses, guess] } };
      },
    };
    const error = conformanceFailure(forgetful);
    expect(error.check).toBe('illegal mutants are refused');
    expect(error.message).toMatch(/"type":"guess"/);
    expectReplayable(forgetful, error);
  });

  it('a reduce that, called directly, throws on an illegal guess instead of refusing it', () => {
    // applyAction turns a throw into INVALID_STATE, so only calling reduce itself shows this.
    const brittle: Toy = {
      ...immutableToy,
      reduce: (state, action, rng) => {
        const result = toyDuel.reduce(state, action, rng);
        if (!result.ok && result.error.code === 'ILLEGAL_ACTION') throw new Error('illegal, so I throw');
        return result;
      },
    };
    const error = conformanceFailure(brittle, { seed: 'brittle' });
    expect(error.check).toMatch(/^reduce refuses/);
  });

  it('a reduce that calls an illegal action the end of the game', () => {
    const wrongCode: Toy = {
      ...immutableToy,
      reduce: (state, action, rng) => {
        const result = toyDuel.reduce(state, action, rng);
        return !result.ok && result.error.code === 'ILLEGAL_ACTION'
          ? { ok: false, error: { code: 'GAME_OVER', reason: 'toy/game-over', message: 'the game is over (it is not)' } }
          : result;
      },
    };
    const error = conformanceFailure(wrongCode, { seed: 'wrong-code' });
    expect(error.check).toBe('reduce refuses illegal actions as ILLEGAL_ACTION or NOT_YOUR_TURN');
    expect(error.message).toContain('GAME_OVER');
  });

  it("a spectator's view that shows the secret numbers, while each seat's view is honest", () => {
    const leakyToSpectators: Toy = {
      ...toyDuel,
      view: (state, viewer) => {
        const shown = toyDuel.view(state, viewer);
        return viewer === null ? { ...shown, revealed: state.secrets } : shown;
      },
    };
    const error = conformanceFailure(leakyToSpectators, { seed: 'spectator-leak' });
    expect(error.check).toBe('view(resample(s, p), null) equals view(s, null)');
  });

  it('a resample that deals a world in which the active seat cannot act', () => {
    const error = conformanceFailureOf(stuckWorlds, { seed: 'stuck' });
    expect(error.check).toBe('resampled worlds are playable');
  });

  it('a resample that is a no-op (hidden information is the default)', () => {
    const noop: Toy = {
      ...toyDuel,
      resample: (state, viewer) => {
        assertViewer(viewer, 2);
        return state;
      },
    };
    const error = conformanceFailure(noop, { seed: 'noop-resample' });
    expect(error.check).toBe('resample changes hidden information');
    // Checked configuration by configuration: the configuration's last game is named, with its log.
    expect(error.seed).toBe('noop-resample/0/9');
    expect(error.log.length).toBeGreaterThan(1);
    expect(error.message).toContain(`after ${error.log.length} actions: ${JSON.stringify(error.log)}`);
    const replayed = replay(noop, { seed: error.seed, actions: error.log });
    expect(replayed.ok && noop.outcome(replayed.match.state) !== null).toBe(true);
  });

  it('a reduce that throws on some action', () => {
    const throwing: Toy = {
      ...immutableToy,
      reduce: (state, action, rng) => {
        if (action.type === 'guess' && action.number === 3) throw new Error('boom: three is unlucky');
        return toyDuel.reduce(state, action, rng);
      },
    };
    const error = conformanceFailure(throwing);
    // The kit offers every candidate to reduce at the first position, so the throw is met there.
    expect(['legal actions are accepted', 'reduce never throws']).toContain(error.check);
    expect(error.message).toContain('boom: three is unlucky');
    expectReplayable(throwing, error);
  });

  it('an outcome with the wrong number of returns', () => {
    const short: Toy = {
      ...toyDuel,
      outcome: (state): Outcome | null => {
        const real = toyDuel.outcome(state);
        return real === null ? null : { ...real, returns: real.returns.slice(0, 1) };
      },
    };
    const error = conformanceFailure(short);
    expect(error.check).toBe('outcome returns');
    expect(error.message).toContain('expected 2 finite returns');
    expectReplayable(short, error);
  });

  it('a game that never ends', () => {
    // A right guess starts a new round instead of ending the duel: it goes on forever.
    const endless: Toy = {
      ...immutableToy,
      reduce: (state, action, rng) => {
        const result = toyDuel.reduce(state, action, rng);
        if (!result.ok || result.state.phase !== 'over') return result;
        return {
          ...result,
          state: produce(result.state, (draft) => {
            draft.phase = 'guess';
            draft.guesses = [];
          }),
        };
      },
    };
    const error = conformanceFailure(endless, { maxSteps: 25 });
    expect(error.check).toBe('maxSteps');
    expect(error.log).toHaveLength(25);
    expectReplayable(endless, error);
  });

  it('a reduce that mutates its input state', () => {
    const scribbler: Toy = {
      ...immutableToy,
      reduce: (state, action, rng) => {
        // The bug: notes the last actor on the state it was given.
        (state as { lastPlayer?: number }).lastPlayer = action.player;
        return toyDuel.reduce(state, action, rng);
      },
    };
    const error = conformanceFailure(scribbler);
    // Either the kit sees the state change in place, or (states being deep-frozen, as createMatch
    // and immer make them) the write throws and the legal action is refused with the TypeError.
    if (error.check === 'state untouched') {
      expect(error.message).toContain('changed the state');
    } else {
      expect(error.check).toBe('legal actions are accepted');
      expect(error.message).toMatch(/lastPlayer/);
    }
    expectReplayable(toyDuel, error);
  });

  it('inactive seats having legal actions', () => {
    const chatty: Toy = {
      ...toyDuel,
      // Offers picks to a seat that has not picked yet, whoever's turn it is.
      legalActions: (state, player) =>
        state.phase === 'pick' && state.secrets[player] === null
          ? Array.from({ length: state.config.highest }, (_, index) => ({ type: 'pick' as const, player, number: index + 1 }))
          : toyDuel.legalActions(state, player),
    };
    const error = conformanceFailure(chatty);
    expect(error.check).toBe('inactive seats have no legal actions');
    expect(error.message).toMatch(/seat [01] is not active/);
    expect(error.log).toEqual([]);
    expectReplayable(chatty, error);
  });
});

describe('checkGameModule: the contract every game keeps (players, viewers, purity, completeness, resampling, two modes)', () => {
  it('passes the toy on these checks and reports them', () => {
    const report = checkGameModule(toyDuel, { uniformResample: true, seed: 'contract' });
    expect(report.exhaustivePositions).toBeGreaterThan(0);
    expect(report.candidatesTried).toBeGreaterThan(report.steps);
    expect(report.hiddenParts).toContain('secrets.*');
    expect(report.uniformityTests).toBeGreaterThan(0);
    expect(report.modeComparisons).toBe(report.steps);
  });

  it('checks a pickLegal against rng.pick(legalActions): passes one that draws the same, names one that does not', () => {
    const rules = toyDuel.rules;
    if (rules === undefined) throw new Error('the toy has rules');
    const drawing: Toy = {
      ...toyDuel,
      rules: {
        ...rules,
        pickLegal: (state, player, rng) => {
          const legal = toyDuel.legalActions(state, player);
          return legal.length === 0 ? null : rng.pick(legal);
        },
      },
    };
    const report = checkGameModule(drawing, { seed: 'pick-legal' });
    expect(report.pickLegalComparisons).toBeGreaterThan(report.steps);
    expect(checkGameModule(toyDuel, { seed: 'pick-legal' }).pickLegalComparisons).toBe(0);
    // The first legal action, drawn without the stream: the right kind of action, the wrong draw.
    const lazy: Toy = { ...toyDuel, rules: { ...rules, pickLegal: (state, player) => toyDuel.legalActions(state, player)[0] ?? null } };
    const error = conformanceFailure(lazy);
    expect(error.check).toBe('rules.pickLegal draws what rng.pick(legalActions) draws');
    expectReplayable(lazy, error);
  });

  it('checks a shallowCopy against a spread: passes a literal of the same fields, names one out of order, short, or frozen', () => {
    const rules = toyDuel.rules;
    if (rules === undefined) throw new Error('the toy has rules');
    const withCopy = (shallowCopy: NonNullable<typeof rules.shallowCopy>): Toy => ({ ...toyDuel, rules: { ...rules, shallowCopy } });
    const check = 'rules.shallowCopy copies the top level as a spread does';
    expect(checkGameModule(withCopy((state) => ({ config: state.config, phase: state.phase, turn: state.turn, secrets: state.secrets, guesses: state.guesses })), { seed: 'shallow-copy' }).steps).toBeGreaterThan(0);
    const reordered = conformanceFailure(withCopy((state) => ({ phase: state.phase, config: state.config, turn: state.turn, secrets: state.secrets, guesses: state.guesses })));
    expect(reordered.check).toBe(check);
    expect(reordered.message).toContain('its keys are phase, config');
    const copied = conformanceFailure(withCopy((state) => ({ config: state.config, phase: state.phase, turn: state.turn, secrets: [...state.secrets], guesses: state.guesses })));
    expect(copied.message).toContain("its secrets is not the state's own secrets");
    expect(conformanceFailure(withCopy((state) => Object.freeze({ ...state }))).message).toContain('not a new, writable object');
    expect(conformanceFailure(withCopy((state) => state)).message).toContain('the state itself');
  });

  it('a config that does not check players against minPlayers–maxPlayers', () => {
    const lax: Toy = {
      ...toyDuel,
      schemas: {
        ...toyDuel.schemas,
        config: z.strictObject({ players: z.number().default(2), highest: z.number().int().min(2).max(9).default(3) }).transform((config) => ({ ...config, players: 2 })),
      },
    };
    const error = conformanceFailure(lax);
    expect(error.check).toBe('config players');
    expect(error.message).toContain('players: 1');
  });

  it('a resample that hands back the true state for a viewer that is not a seat', () => {
    const trusting: Toy = {
      ...toyDuel,
      resample: (state, viewer, rng) => (viewer === 0 || viewer === 1 || viewer === null ? toyDuel.resample(state, viewer, rng) : state),
    };
    const error = conformanceFailure(trusting);
    expect(error.check).toBe('resample refuses viewers that are not seats');
    expect(error.message).toContain('resample(state, -1) returned a state');
  });

  it("a spectator's resample that keeps both secrets", () => {
    const lazy: Toy = {
      ...toyDuel,
      resample: (state, viewer, rng) => (viewer === null ? state : toyDuel.resample(state, viewer, rng)),
    };
    const error = conformanceFailure(lazy, { seed: 'lazy-spectator' });
    expect(error.check).toBe('resample varies what the viewer cannot see');
    expect(error.message).toContain('secrets.* is hidden from the spectator');
  });

  it("a seat's resample that keeps the other seat's secret", () => {
    const copying: Toy = {
      ...toyDuel,
      resample: (state, viewer, rng) => (viewer === null ? toyDuel.resample(state, viewer, rng) : (assertViewer(viewer, 2), state)),
    };
    const error = conformanceFailure(copying, { seed: 'copying-seat', games: 20 });
    expect(error.check).toBe('resample varies what the viewer cannot see');
    expect(error.message).toContain('secrets.* is hidden from a seat');
  });

  it("a reduce that freezes the caller's state (immer sharing its base)", () => {
    const freezing: Toy = {
      ...immutableToy,
      // The recipes run through produce straight on the given state, without copying a caller's one.
      reduce: (state, action, rng) => {
        const error = duelRules.check(state, action);
        if (error !== null) return { ok: false, error };
        const events: DuelEvent[] = [];
        const next = produce(state, (draft) => duelRules.apply(draft, action, rng, events));
        return { ok: true, state: next, events };
      },
    };
    const error = conformanceFailure(freezing);
    expect(error.check).toBe("methods never freeze the caller's objects");
    expect(error.message).toContain('reduce froze part of a state built from plain JSON');
  });

  it('legalActions that leaves out an action reduce accepts (with no mutants to stumble on it)', () => {
    const forgetful: Toy = {
      ...toyDuel,
      legalActions: (state, player) => toyDuel.legalActions(state, player).filter((action) => action.number !== state.config.highest || action.type === 'pick'),
    };
    const error = conformanceFailure(forgetful, { actionsPerStep: 0 });
    expect(error.check).toBe('legalActions lists every action reduce accepts');
    expect(error.message).toMatch(/reduce accepts \{"type":"guess","player":[01],"number":3\}/);
  });

  it('recipes whose apply differs from reduce (the two modes disagree)', () => {
    const split: Toy = {
      ...toyDuel,
      rules: {
        ...duelRules,
        apply: (draft, action, rng, events) => {
          duelRules.apply(draft, action, rng, events);
          // The bug: the mutable mode forgets wrong guesses, so a seat may repeat them there.
          if (action.type === 'guess' && draft.phase !== 'over') (draft.guesses as Guess[]).pop();
        },
      },
    };
    const error = conformanceFailure(split);
    expect(error.check).toBe('the two modes agree');
    expect(error.message).toContain("the mutable mode's state differs");
  });

  it('a rules.writes that leaves out a part the apply writes: passes with it named, fails without', () => {
    const declared = (forGuess: readonly WritePath[]): Toy => ({
      ...toyDuel,
      rules: {
        ...duelRules,
        writes: (_state, action) => (action.type === 'pick' ? [['secrets', action.player], 'turn', 'phase'] : forGuess),
      },
    });
    const complete = declared(['guesses', 'turn', 'phase']);
    const report = checkGameModule({ ...complete, reduce: reduceWith(complete.rules ?? duelRules) }, { seed: 'writes' });
    expect(report.modeComparisons).toBe(report.steps);
    // The bug: a guess is written down, but only the turn and the phase are declared.
    const forgetful = declared(['turn', 'phase']);
    const error = conformanceFailure({ ...forgetful, reduce: reduceWith(forgetful.rules ?? duelRules) });
    expect(error.check).toBe('rules.writes declares every part an apply writes');
    expect(error.message).toContain('wrote guesses[0]');
    expectReplayable(forgetful, error);
  });

  it('a rules.writes that names a part replaced: passes when the apply puts a new one there, fails when it writes into it', () => {
    const declared = (apply: NonNullable<Toy['rules']>['apply']): Toy => ({
      ...toyDuel,
      rules: {
        ...duelRules,
        apply,
        writes: (_state, action) => (action.type === 'pick' ? [['secrets', action.player], 'turn', 'phase'] : ['turn', 'phase', { replaced: 'guesses' }]),
      },
    });
    // A new list of guesses in place of the old, then written: the old one is never touched.
    const replacing = declared((draft, action, rng, events) => {
      if (action.type === 'guess') (draft as { guesses: readonly Guess[] }).guesses = [...draft.guesses];
      duelRules.apply(draft, action, rng, events);
    });
    const report = checkGameModule({ ...replacing, reduce: reduceWith(replacing.rules ?? duelRules) }, { seed: 'replaced' });
    expect(report.modeComparisons).toBe(report.steps);
    // The bug: the guess is pushed onto the list declared replaced.
    const writingInto = declared(duelRules.apply);
    const error = conformanceFailure({ ...writingInto, reduce: reduceWith(writingInto.rules ?? duelRules) });
    expect(error.check).toBe('rules.writes declares every part an apply writes');
    expect(error.message).toContain('wrote into guesses, which their writes declaration names as replaced');
    expectReplayable(writingInto, error);
  });

  it('a resample that favours the smallest number (not uniform)', () => {
    const biased: Toy = {
      ...toyDuel,
      resample: (state, viewer, rng) => {
        const world = toyDuel.resample(state, viewer, rng);
        if (rng.next() >= 0.5 || state.phase !== 'guess' || viewer === null) return world;
        const hidden = viewer === 0 ? 1 : 0;
        const ruledOut = state.guesses.filter((guess) => guess.player === viewer).map((guess) => guess.number);
        const smallest = [1, 2, 3].find((value) => !ruledOut.includes(value)) ?? 1;
        return produce(world, (draft) => {
          draft.secrets[hidden] = smallest;
        });
      },
    };
    const error = conformanceFailure(biased, { uniformResample: true, seed: 'biased', games: 20 });
    expect(error.check).toBe('resample draws uniformly');
    expect(error.message).toMatch(/chi-square/);
  });
});

/**
 * The duel's kinds of position: who picks or guesses, and — rarely met — a guess after both seats
 * have guessed wrong twice (`highest: 5` and a game or two seldom get there).
 */
function duelKind(state: DuelState): string {
  if (state.phase === 'pick') return 'pick';
  return state.guesses.length >= 6 ? 'guess/after-six-wrong-guesses' : 'guess';
}
const DUEL_KINDS = ['pick', 'guess', 'guess/after-six-wrong-guesses'];
const rareKindOptions: CheckOptions<DuelConfigInput, DuelState> = {
  configs: [{ highest: 5 }],
  games: 2,
  seed: 'kinds',
  positionKinds: { kindOf: duelKind, expected: DUEL_KINDS },
};

describe('checkGameModule: kinds of position, each checked with every viewer', () => {
  it('hunts for a declared kind its games missed, and checks every kind with every seat and a spectator', () => {
    // Two games of the duel do not reach a seventh guess; the hunt does.
    const plain = checkGameModule(toyDuel, { ...rareKindOptions, positionKinds: undefined });
    expect(plain.positionKinds.some((kind) => kind.includes('guess'))).toBe(true);
    const report = checkGameModule(toyDuel, rareKindOptions);
    expect(report.positionKinds).toEqual([...DUEL_KINDS].sort());
    expect(report.huntGames).toBeGreaterThan(0);
    expect(report.huntSteps).toBeGreaterThan(0);
    expect(report.steps).toBe(plain.steps);
    expect(report.viewerChecks).toBeGreaterThanOrEqual(DUEL_KINDS.length);
    expect(report.eventComparisons).toBeGreaterThan(0);
  });

  it('fails naming a declared kind it never reached', () => {
    const options = { ...rareKindOptions, positionKinds: { kindOf: duelKind, expected: [...DUEL_KINDS, 'guess/after-ten-wrong-guesses'], huntGames: 3 } };
    const error = conformanceFailure(toyDuel, options);
    expect(error.check).toBe('every declared kind of position is reached');
    expect(error.message).toContain('never reached "guess/after-ten-wrong-guesses" in 2 games and 3 hunting games');
  });

  it('fails on a kind reached that is not declared, naming it and where', () => {
    const error = conformanceFailure(toyDuel, { ...rareKindOptions, positionKinds: { kindOf: duelKind, expected: ['pick', 'guess/after-six-wrong-guesses'] } });
    expect(error.check).toBe('positionKinds.expected lists every kind reached');
    expect(error.kind).toBe('guess');
    expect(error.message).toContain('kind:   "guess"');
    expectReplayable(toyDuel, error);
  });

  it('a view that shows the waiting seat the other number only at the rare kind', () => {
    const leaky: Toy = {
      ...toyDuel,
      view: (state, viewer) => {
        const shown = toyDuel.view(state, viewer);
        return duelKind(state) === 'guess/after-six-wrong-guesses' && viewer !== null && viewer !== state.turn ? { ...shown, revealed: state.secrets } : shown;
      },
    };
    expect(() => checkGameModule(leaky, { ...rareKindOptions, positionKinds: undefined })).not.toThrow();
    const error = conformanceFailure(leaky, rareKindOptions);
    expect(error.check).toMatch(/^view\(resample\(s, p\), p\) equals view\(s, p\)/);
    expect(error.kind).toBe('guess/after-six-wrong-guesses');
  });

  it("a spectator's resample that changes what a spectator sees once the guessing starts", () => {
    // Only the every-viewer check resamples for a spectator in mid-game.
    const careless: Toy = {
      ...toyDuel,
      resample: (state, viewer, rng) => {
        const world = toyDuel.resample(state, viewer, rng);
        return viewer === null && state.phase === 'guess' ? { ...world, turn: world.turn === 0 ? 1 : 0 } : world;
      },
    };
    const error = conformanceFailure(careless, { seed: 'spectator-turn' });
    expect(error.check).toBe('view(resample(s, p), p) equals view(s, p) for every viewer');
    expect(error.message).toContain('the spectator can tell the resampled state apart');
  });

  it('a public event that tells everyone the number guessed at', () => {
    const telling: Toy = {
      ...immutableToy,
      reduce: (state, action, rng) => {
        const result = toyDuel.reduce(state, action, rng);
        if (!result.ok || action.type !== 'guess') return result;
        // The bug: the guess's event carries the number it was made against.
        const secret = state.secrets[action.player === 0 ? 1 : 0];
        return { ...result, events: result.events.map((event) => (event.type === 'guessed' ? ({ ...event, against: secret } as DuelEvent) : event)) };
      },
    };
    const error = conformanceFailure(telling, { seed: 'telling' });
    expect(error.check).toBe('events tell a viewer nothing its view does not');
    expect(error.message).toMatch(/"against":\d/);
    expectReplayable(telling, error);
    // Declared as revealing (public by the rules, though no view keeps it), it is not compared.
    expect(() => checkGameModule(telling, { seed: 'telling', games: 10, revealingEvents: ['guessed'] })).not.toThrow();
  });
});
