/**
 * The mutable mode (DESIGN "One rules code, two speeds"): a World steps a private copy in place
 * with the game's recipes, and gives the same states, events and random stream as applyAction.
 */
import { describe, expect, it } from 'vitest';
import {
  applyAction,
  createMatch,
  createRng,
  openWorld,
  playout,
  randomBot,
  serializeMatch,
  simulate,
  type AnyGameModule,
  type Bot,
  type GameAction,
} from '../../src/core/index.js';
import { gameList } from '../../src/games/index.js';
import { unwrap } from './fixtures/helpers.js';
import { toyDuel } from './fixtures/toy-game.js';

const modules: readonly AnyGameModule[] = [...gameList, toyDuel as unknown as AnyGameModule];

describe('openWorld', () => {
  it.each(modules.map((game) => [game.id, game] as const))('%s: steps like applyAction and never touches the match', (_id, game) => {
    const start = unwrap(createMatch(game, { seed: 'world' })).match;
    const before = JSON.stringify(start.state);
    const world = openWorld(game, start.state, start.rng);
    const chooser = createRng('world/choices');
    let match = start;
    for (let step = 0; step < 60 && world.outcome() === null; step++) {
      const seat = world.activePlayers()[0];
      if (seat === undefined) throw new Error('nobody may act');
      expect(world.legalActions(seat)).toEqual(game.legalActions(match.state, seat));
      const action = chooser.pick(world.legalActions(seat));
      const stepped = world.step(action);
      const applied = unwrap(applyAction(game, match, action));
      if (!stepped.ok) throw new Error(stepped.error.message);
      expect(JSON.stringify(stepped.events)).toBe(JSON.stringify(applied.events));
      match = applied.match;
      expect(JSON.stringify(world.snapshot())).toBe(JSON.stringify(match.state));
      expect(world.rngState()).toEqual(match.rng);
    }
    expect(JSON.stringify(start.state)).toBe(before);
  });

  it('refuses what the rules forbid, with the world unchanged', () => {
    const start = unwrap(createMatch(toyDuel, { seed: 'refuse' })).match;
    const world = openWorld(toyDuel, start.state, start.rng);
    const waiting = world.activePlayers()[0] === 0 ? 1 : 0;
    const before = JSON.stringify(world.snapshot());
    const refused = world.step({ type: 'pick', player: waiting, number: 1 });
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.error.code).toBe('NOT_YOUR_TURN');
    expect(JSON.stringify(world.snapshot())).toBe(before);
  });

  it('clones into an independent world with its own random stream at the same place', () => {
    const start = unwrap(createMatch(toyDuel, { seed: 'clone' })).match;
    const world = openWorld(toyDuel, start.state, start.rng);
    const first = world.activePlayers()[0] ?? 0;
    world.step({ type: 'pick', player: first, number: 2 });
    const copy = world.clone();
    expect(JSON.stringify(copy.snapshot())).toBe(JSON.stringify(world.snapshot()));
    const place = copy.rngState();
    expect(place).toEqual(world.rngState());
    // The second pick tosses the coin for who guesses first: it draws from the world's stream.
    const second = world.activePlayers()[0] ?? 0;
    const pick = { type: 'pick', player: second, number: 3 } as const;
    const tossed = world.step(pick);
    expect(world.rngState()).not.toEqual(place);
    // The copy's stream has not moved, nor its state: nothing is shared.
    expect(copy.rngState()).toEqual(place);
    expect(copy.snapshot().secrets[second]).toBeNull();
    expect(world.snapshot().secrets[second]).toBe(3);
    // Stepped the same way, the copy draws what the world drew (an equal stream at the same place),
    // and its drawing leaves the world's stream where it stands.
    const stands = world.rngState();
    const again = copy.step(pick);
    expect(again).toEqual(tossed);
    expect(copy.rngState()).toEqual(stands);
    expect(world.rngState()).toEqual(stands);
    expect(JSON.stringify(copy.snapshot())).toBe(JSON.stringify(world.snapshot()));
  });

  it('hands out copies: snapshots are deep-frozen, views do not change as the world moves on', () => {
    const start = unwrap(createMatch(toyDuel, { seed: 'copies' })).match;
    const world = openWorld(toyDuel, start.state, start.rng);
    const view = world.view(null);
    const snapshot = world.snapshot();
    const seat = world.activePlayers()[0] ?? 0;
    world.step({ type: 'pick', player: seat, number: 1 });
    expect(view.picked).toEqual([false, false]);
    expect(snapshot.secrets).toEqual([null, null]);
    expect(Object.isFrozen(snapshot)).toBe(true);
    expect(Object.isFrozen(snapshot.secrets)).toBe(true);
    // The duel's view hands out the state's own list of guesses, which the world then grows in
    // place: only the world's copy keeps a view as it was.
    const second = world.activePlayers()[0] ?? 0;
    world.step({ type: 'pick', player: second, number: 2 });
    const guesser = world.activePlayers()[0] ?? 0;
    const during = world.view(guesser);
    const wrong = world.snapshot().secrets[guesser === 0 ? 1 : 0] === 3 ? 2 : 3;
    expect(world.step({ type: 'guess', player: guesser, number: wrong }).ok).toBe(true);
    expect(world.view(guesser).guesses).toHaveLength(1);
    expect(during.guesses).toEqual([]);
  });
});

describe('playout and simulate run in the mutable mode', () => {
  it.each(modules.map((game) => [game.id, game] as const))('%s: a playout without onStep gives the very match a playout with onStep gives', (_id, game) => {
    for (const seed of ['same/1', 'same/2']) {
      const fast = unwrap(playout(game, { seed, maxSteps: 400 }));
      const narrated = unwrap(playout(game, { seed, maxSteps: 400, onStep: () => undefined }));
      expect(serializeMatch(fast.match)).toBe(serializeMatch(narrated.match));
      expect(fast.steps).toBe(narrated.steps);
      expect(Object.isFrozen(fast.match.state)).toBe(true);
    }
  });

  it('simulate plays game i exactly as playout of <seed>/<i>', () => {
    for (const game of modules) {
      const result = simulate(game, { games: 3, seed: 'sim', maxSteps: 400 });
      if (!result.ok) throw new Error(result.error.message);
      result.games.forEach((played) => {
        const alone = unwrap(playout(game, { seed: played.seed, maxSteps: 400 }));
        expect(played.length).toBe(alone.steps);
        expect(played.outcome).toEqual(alone.outcome);
      });
    }
  });

  it('a bot reads its view while it decides; a view left unread cannot be read once the turn is over', () => {
    const kept: { view: unknown }[] = [];
    const hoarder: Bot<unknown, GameAction> = (input) => {
      kept.push(input);
      return randomBot(input);
    };
    unwrap(playout(toyDuel as unknown as AnyGameModule, { seed: 'hoard', bots: [hoarder, hoarder] }));
    expect(kept.length).toBeGreaterThan(0);
    expect(() => kept[0]?.view).toThrow(/read the view while the bot decides/);
    const reader: Bot<unknown, GameAction> = (input) => {
      kept.push({ view: input.view });
      return randomBot(input);
    };
    unwrap(playout(toyDuel as unknown as AnyGameModule, { seed: 'read', bots: [reader, reader] }));
    expect(kept[kept.length - 1]?.view).toBeDefined();
  });
});
