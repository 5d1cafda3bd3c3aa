/**
 * The immutable mode copies only what an action's apply declares it writes (`GameRules.writes`):
 * the results must be byte-identical to copying every field, deep-frozen, sharing every part the
 * action did not write; a write outside the declaration is refused, naming the part, never thrown;
 * and a caller's own state is neither changed nor frozen; and for every game, the conformance kit
 * fails a declaration that leaves out a part the apply writes.
 */
import { describe, expect, it } from 'vitest';
import {
  createMatch,
  createRng,
  reduceWith,
  restoreRng,
  type AnyGameModule,
  type GameAction,
  type GameRules,
  type WritePath,
} from '../../src/core/index.js';
import { isDeepFrozen, isNothingFrozen } from '../../src/core/clone.js';
import { gameList } from '../../src/games/index.js';
import { checkGameModule, ConformanceError } from '../../src/testing/index.js';
import { duelRules, toyDuel, type DuelAction, type DuelEvent, type DuelState, type Guess } from './fixtures/toy-game.js';

type DuelRules = GameRules<DuelState, DuelAction, DuelEvent>;

/** The toy's rules with `writes` as given. */
function duelWith(writes: (state: DuelState, action: DuelAction) => readonly WritePath[], apply = duelRules.apply): DuelRules {
  return { ...duelRules, apply, writes };
}

/** What the toy's applies write, exactly. */
const exact = (_state: DuelState, action: DuelAction): readonly WritePath[] =>
  action.type === 'pick' ? [['secrets', action.player], 'turn', 'phase'] : ['guesses', 'turn', 'phase'];

/** A duel in the guessing phase, frozen as the library hands states out: seat 0 picked 2, seat 1 picked 3. */
function guessing(): DuelState {
  const reduce = reduceWith(duelRules);
  const created = createMatch(toyDuel, { seed: 'writes' });
  if (!created.ok) throw new Error(created.error.message);
  let state = created.match.state;
  const rng = createRng('writes');
  for (const action of [
    { type: 'pick', player: state.turn, number: state.turn === 0 ? 2 : 3 },
    { type: 'pick', player: state.turn === 0 ? 1 : 0, number: state.turn === 0 ? 3 : 2 },
  ] as const) {
    const result = reduce(state, action, rng);
    if (!result.ok) throw new Error(result.error.message);
    state = result.state;
  }
  return state;
}

describe('reduceWith with rules.writes', () => {
  it('gives what copying every field gives, deep-frozen, sharing what the action did not write', () => {
    const before = guessing();
    const guess: DuelAction = { type: 'guess', player: before.turn, number: 1 };
    const declared = reduceWith(duelWith(exact))(before, guess, createRng('a'));
    const copied = reduceWith(duelRules)(before, guess, createRng('a'));
    if (!declared.ok || !copied.ok) throw new Error('the guess is legal');
    expect(JSON.stringify(declared.state)).toBe(JSON.stringify(copied.state));
    expect(JSON.stringify(declared.events)).toBe(JSON.stringify(copied.events));
    expect(isDeepFrozen(declared.state)).toBe(true);
    // Not declared: the very objects of the state before.
    expect(declared.state.config).toBe(before.config);
    expect(declared.state.secrets).toBe(before.secrets);
    // Declared and written: new; the guesses made before stay shared inside it.
    expect(declared.state.guesses).not.toBe(before.guesses);
    expect(declared.state.guesses.length).toBe(before.guesses.length + 1);
  });

  it('shares a declared part the apply left equal, and copies no undeclared one', () => {
    const before = guessing();
    const guess: DuelAction = { type: 'guess', player: before.turn, number: 1 };
    // Declaring more than is written costs only time: the untouched secrets come back shared.
    const result = reduceWith(duelWith((state, action) => [...exact(state, action), 'secrets']))(before, guess, createRng('b'));
    if (!result.ok) throw new Error(result.error.message);
    expect(result.state.secrets).toBe(before.secrets);
    expect(result.state.config).toBe(before.config);
  });

  it('refuses a write into an undeclared part, naming it, without throwing or touching the state', () => {
    const before = guessing();
    const json = JSON.stringify(before);
    const guess: DuelAction = { type: 'guess', player: before.turn, number: 1 };
    // The guess is written down, but the declaration names only the turn and the phase.
    const result = reduceWith(duelWith(() => ['turn', 'phase']))(before, guess, createRng('c'));
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.code).toBe('INVALID_STATE');
    expect(result.error.reason).toBe('core/undeclared-write');
    expect(result.error.message).toContain('wrote guesses[0]');
    expect(JSON.stringify(before)).toBe(json);
  });

  it('refuses a write beside a declared part (into the copied array, at an undeclared index)', () => {
    const created = createMatch(toyDuel, { seed: 'writes' });
    if (!created.ok) throw new Error(created.error.message);
    const before = created.match.state;
    const seat = before.turn;
    const other = seat === 0 ? 1 : 0;
    // The pick writes the picker's secret, but this declaration names the other seat's.
    const result = reduceWith(duelWith(() => [['secrets', other], 'turn', 'phase']))(before, { type: 'pick', player: seat, number: 2 }, createRng('d'));
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.message).toContain(`wrote secrets[${seat}]`);
  });

  it('refuses an undeclared top-level field written in place', () => {
    const created = createMatch(toyDuel, { seed: 'writes' });
    if (!created.ok) throw new Error(created.error.message);
    const before = created.match.state;
    const result = reduceWith(duelWith((_state, action) => [['secrets', action.player]]))(before, { type: 'pick', player: before.turn, number: 2 }, createRng('e'));
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.message).toContain('wrote turn');
  });

  it('passes on what an apply throws for its own reasons', () => {
    const before = guessing();
    const broken = duelWith(exact, () => {
      throw new RangeError('a bug of the apply');
    });
    expect(() => reduceWith(broken)(before, { type: 'guess', player: before.turn, number: 1 }, createRng('f'))).toThrow('a bug of the apply');
  });

  it("neither changes nor freezes a caller's own state", () => {
    const own = JSON.parse(JSON.stringify(guessing())) as DuelState;
    const json = JSON.stringify(own);
    const result = reduceWith(duelWith(exact))(own, { type: 'guess', player: own.turn, number: 1 }, createRng('g'));
    expect(result.ok).toBe(true);
    expect(JSON.stringify(own)).toBe(json);
    expect(isNothingFrozen(own)).toBe(true);
    if (result.ok) expect(isDeepFrozen(result.state)).toBe(true);
  });

  it('declares a part through another, and a part the state does not have yet', () => {
    const before = guessing();
    const guess: DuelAction = { type: 'guess', player: before.turn, number: 1 };
    const next = before.guesses.length;
    // `['guesses', n]` names the guess written at the end; 'turn' twice and a path through it are one part.
    const paths = (): readonly WritePath[] => [['guesses', next], 'turn', 'phase', 'turn'];
    const result = reduceWith(duelWith(paths))(before, guess, createRng('h'));
    if (!result.ok) throw new Error(result.error.message);
    expect((result.state.guesses[next] as Guess).number).toBe(1);
    expect(isDeepFrozen(result.state)).toBe(true);
  });
});

describe('reduceWith with rules.shallowCopy', () => {
  /** The toy's top level as a literal, counting the frozen states it copied into `copied`. */
  const literal = (copied: DuelState[]) => (state: DuelState): DuelState => {
    copied.push(state);
    return { config: state.config, phase: state.phase, turn: state.turn, secrets: state.secrets, guesses: state.guesses };
  };

  it('starts from the literal copy of a frozen state, with results byte-identical to a spread', () => {
    const before = guessing();
    const guess: DuelAction = { type: 'guess', player: before.turn, number: 1 };
    const copied: DuelState[] = [];
    const withCopy = reduceWith({ ...duelWith(exact), shallowCopy: literal(copied) })(before, guess, createRng('i'));
    const spread = reduceWith(duelWith(exact))(before, guess, createRng('i'));
    if (!withCopy.ok || !spread.ok) throw new Error('the guess is legal');
    expect(copied).toEqual([before]);
    expect(JSON.stringify(withCopy.state)).toBe(JSON.stringify(spread.state));
    expect(withCopy.state.secrets).toBe(before.secrets);
    expect(isDeepFrozen(withCopy.state)).toBe(true);
  });

  it("copies a caller's own state by spread, keeping its keys' order", () => {
    const state = guessing();
    const own = { guesses: state.guesses, secrets: state.secrets, turn: state.turn, phase: state.phase, config: state.config };
    const reordered = JSON.parse(JSON.stringify(own)) as DuelState;
    const copied: DuelState[] = [];
    const result = reduceWith({ ...duelWith(exact), shallowCopy: literal(copied) })(reordered, { type: 'guess', player: reordered.turn, number: 1 }, createRng('j'));
    if (!result.ok) throw new Error(result.error.message);
    expect(copied).toEqual([]);
    expect(Object.keys(result.state)).toEqual(Object.keys(own));
  });
});

/** Seat counts to play each game at: its fewest and most seats. */
function seatCounts(game: AnyGameModule): number[] {
  return [...new Set([game.minPlayers, game.maxPlayers])];
}

describe('every game declares what its actions write', () => {
  for (const game of gameList as readonly AnyGameModule[]) {
    it(`${game.id}: random games give, step by step, what copying every field gives, and share what is not declared`, () => {
      const rules = game.rules;
      if (rules?.writes === undefined) throw new Error(`${game.id} declares no writes`);
      const writes = rules.writes.bind(rules);
      const copying = reduceWith({ ...rules, writes: undefined });
      let steps = 0;
      for (const players of seatCounts(game)) {
        for (let index = 0; index < 3; index++) {
          const seed = `writes/${game.id}/${players}/${index}`;
          const created = createMatch(game, { seed, config: { players } });
          if (!created.ok) throw new Error(created.error.message);
          const chooser = createRng(seed);
          let state = created.match.state;
          let rng = created.match.rng;
          while (game.outcome(state) === null && steps < 4000) {
            const seat = chooser.pick(game.activePlayers(state));
            const action = chooser.pick(game.legalActions(state, seat));
            const stream = restoreRng(rng);
            const declared = game.reduce(state, action, stream);
            const copied = copying(state, action, restoreRng(rng));
            if (!declared.ok) throw new Error(`${seed}, step ${steps}: ${declared.error.message}`);
            if (!copied.ok) throw new Error(copied.error.message);
            expect(JSON.stringify(declared.state)).toBe(JSON.stringify(copied.state));
            expect(JSON.stringify(declared.events)).toBe(JSON.stringify(copied.events));
            const paths = writes(state, action).map((entry) => (typeof entry === 'object' && 'replaced' in entry ? entry.replaced : entry));
            const named = new Set(paths.map((path) => (typeof path === 'string' ? path : path[0])));
            const before = state as Readonly<Record<string, unknown>>;
            const after = declared.state as Readonly<Record<string, unknown>>;
            for (const key of Object.keys(before)) if (!named.has(key)) expect(after[key]).toBe(before[key]);
            if (steps % 25 === 0) expect(isDeepFrozen(declared.state)).toBe(true);
            state = declared.state;
            rng = stream.state();
            steps++;
          }
        }
      }
      expect(steps).toBeGreaterThan(0);
    });
  }
});

describe('the conformance kit fails a game whose writes leave out a part its apply writes', () => {
  for (const game of gameList as readonly AnyGameModule[]) {
    it(`${game.id}: each declaration without its first part fails the kit, naming the part written`, () => {
      const rules = game.rules;
      if (rules?.writes === undefined) throw new Error(`${game.id} declares no writes`);
      const writes = rules.writes.bind(rules);
      // The bug a declaration can have: one part the apply writes is not named.
      const forgetful = { ...rules, writes: (state: unknown, action: GameAction) => writes(state, action).slice(1) };
      const broken: AnyGameModule = { ...game, rules: forgetful, reduce: reduceWith(forgetful) };
      let caught: unknown = null;
      try {
        checkGameModule(broken, { games: 1, seed: `writes-kit/${game.id}`, exhaustiveRate: 0, actionsPerStep: 2 });
      } catch (error) {
        caught = error;
      }
      expect(caught).toBeInstanceOf(ConformanceError);
      if (!(caught instanceof ConformanceError)) return;
      expect(caught.check).toBe('rules.writes declares every part an apply writes');
      expect(caught.message).toMatch(/apply of the action '[a-z-]+' wrote \S+, which their writes declaration does not name/);
    });
  }
});
