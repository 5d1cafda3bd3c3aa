/**
 * The boardgame.io `Game` that `boardgameIoGame` builds, run by boardgame.io's own reducer and
 * bots without a network: setup holds no secret, the start deals, refusals reach their seat,
 * `validateSetupData` checks the configuration, and `ai.enumerate` lets boardgame.io's RandomBot
 * play whole games.
 */
import { readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { dirname, resolve } from 'node:path';
import { RandomBot, Simulate } from 'boardgame.io/ai';
import { CreateGameReducer, InitializeGame } from 'boardgame.io/internal';
import type { Ctx, State } from 'boardgame.io';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { boardgameIoGame, type BoardgameIoState, type BoardgameIoView, type BoardgameIoViewOf } from '../../src/adapters/boardgame.io/index.js';
import { replay, seatUpdate, type AnyGameModule, type GameAction, type GameEvent } from '../../src/index.js';
import { gameList, games } from '../../src/games/index.js';
import type { CerealKillerView } from '../../src/games/cereal-killer/index.js';

type ServerG = BoardgameIoState<unknown, unknown, GameAction, GameEvent>;

function move(type: string, playerID: string, args: unknown[] = []) {
  return { type: 'MAKE_MOVE' as const, payload: { type, args, playerID } };
}

function setUp(game: AnyGameModule, numPlayers: number, seed = 'fixed seed for a test') {
  const bgio = boardgameIoGame(game, { seed: () => seed });
  const reducer = CreateGameReducer({ game: bgio });
  const initial = InitializeGame({ game: bgio, numPlayers }) as State<ServerG>;
  return { bgio, reducer: (state: State<ServerG>, action: ReturnType<typeof move>) => reducer(state, action) as State<ServerG>, initial };
}

describe('boardgameIoGame', () => {
  it('keeps setup free of secrets: no match, every seat may start, the seed drawn only by the start move', () => {
    const { bgio, initial, reducer } = setUp(games['cereal-killer'] as AnyGameModule, 2);
    expect(initial.G).toEqual({ config: { players: 2 }, match: null, events: [], refusals: [null, null] });
    expect(Object.keys(initial.ctx.activePlayers ?? {}).sort()).toEqual(['0', '1']);
    const started = reducer(initial, move('start', '1'));
    expect(started.G.match?.seed).toBe('fixed seed for a test');
    expect(Object.keys(started.ctx.activePlayers ?? {})).toEqual(['0']);
    const view = bgio.playerView?.({ G: started.G, ctx: started.ctx, playerID: '1' }) as BoardgameIoView<unknown, GameAction, GameEvent>;
    const { match } = started.G;
    if (match === null) throw new Error('not started');
    expect(view).toEqual({ update: seatUpdate(games['cereal-killer'] as AnyGameModule, match, 1, started.G.events), refusal: null, step: 0 });
    expect(JSON.stringify(view)).not.toContain(match.seed);
  });

  it('records a refusal for the seat that made it, and for it alone, leaving the match as it was', () => {
    const { bgio, initial, reducer } = setUp(games['cereal-killer'] as AnyGameModule, 2);
    const early = reducer(initial, move('act', '0', [{ type: 'choose-starting-house', house: 5 }]));
    expect(early.G.refusals[0]).toMatchObject({ code: 'ILLEGAL_ACTION', step: 0 });
    const started = reducer(early, move('start', '0'));
    expect(started.G.refusals).toEqual([null, null]);
    const again = reducer(started, move('start', '0'));
    expect(again.G.refusals[0]).toMatchObject({ code: 'ILLEGAL_ACTION', message: 'the match has already started' });
    const wrongSeat = reducer(again, move('act', '0', [{ type: 'choose-starting-house', player: 1, house: 5 }]));
    expect(wrongSeat.G.refusals[0]).toMatchObject({ code: 'INVALID_INPUT', message: expect.stringContaining('this connection plays seat 0') });
    const junk = reducer(wrongSeat, move('act', '0', [{ type: 'choose-starting-house', house: 'five' }]));
    expect(junk.G.refusals[0]).toMatchObject({ code: 'INVALID_INPUT' });
    expect(junk.G.match).toEqual(started.G.match);
    const seen = (playerID: string) => (bgio.playerView?.({ G: junk.G, ctx: junk.ctx, playerID }) as BoardgameIoView<unknown, GameAction, GameEvent>).refusal;
    expect(seen('0')).toEqual(junk.G.refusals[0]);
    expect(seen('1')).toBeNull();
    const accepted = reducer(junk, move('act', '0', [{ type: 'choose-starting-house', house: 5 }]));
    expect(accepted.G.match?.log).toEqual([{ type: 'choose-starting-house', player: 0, house: 5 }]);
    expect(accepted.G.refusals[0]).toBeNull();
  });

  it("names a client's G by the game module", () => {
    expectTypeOf<BoardgameIoViewOf<(typeof games)['cereal-killer']>['update']>().toExtend<{ readonly view: CerealKillerView } | null>();
  });

  it('checks setupData against the game configuration', () => {
    const cereal = boardgameIoGame(games['cereal-killer'] as AnyGameModule);
    const frozen = boardgameIoGame(games['frozen-horror'] as AnyGameModule);
    expect(cereal.validateSetupData?.(undefined, 2)).toBeUndefined();
    expect(cereal.validateSetupData?.({ killer: 1 }, 2)).toBeUndefined();
    expect(cereal.validateSetupData?.({ killer: 7 }, 2)).toMatch(/One Card: Cereal Killer config/);
    expect(cereal.validateSetupData?.('killer', 2)).toMatch(/an object/);
    expect(frozen.validateSetupData?.({ players: 5 }, 4)).toMatch(/5 players for a match of 4/);
    expect(frozen.validateSetupData?.({}, 3)).toMatch(/config/);
  });

  it('lists the legal actions for bots, from the server state and from a client view alike', () => {
    const game = games['frozen-horror'] as AnyGameModule;
    const { bgio, initial, reducer } = setUp(game, 4);
    expect(bgio.ai?.enumerate(initial.G, initial.ctx, '2')).toEqual([{ move: 'start' }]);
    const started = reducer(initial, move('start', '0'));
    const { match } = started.G;
    if (match === null) throw new Error('not started');
    for (const seat of [0, 1, 2, 3]) {
      const expected = game.legalActions(match.state, seat).map((action) => ({ move: 'act', args: [action] }));
      expect(bgio.ai?.enumerate(started.G, started.ctx, String(seat))).toEqual(expected);
      const view = bgio.playerView?.({ G: started.G, ctx: started.ctx, playerID: String(seat) }) as ServerG;
      expect(bgio.ai?.enumerate(view, started.ctx, String(seat))).toEqual(expected);
    }
    expect(bgio.ai?.enumerate(started.G, started.ctx, '9')).toEqual([]);
  });

  it.each(gameList.map((game) => [game.id, game] as const))("lets boardgame.io's RandomBot play %s to the end through ai.enumerate", async (_, game) => {
    const numPlayers = game.minPlayers;
    const { bgio, initial } = setUp(game, numPlayers, `simulate/${game.id}`);
    const bot = new RandomBot({ enumerate: bgio.ai?.enumerate ?? (() => []), seed: `bot/${game.id}` });
    const { state } = (await Simulate({ game: bgio, bots: bot, state: initial })) as { state: State<ServerG> & { ctx: Ctx } };
    const { match } = state.G;
    if (match === null) throw new Error('never started');
    expect(state.ctx.gameover).toEqual(game.outcome(match.state));
    expect(state.ctx.gameover).toBeDefined();
    const replayed = replay(game, { config: match.config, seed: match.seed, actions: match.log });
    expect(replayed.ok && replayed.match.state).toEqual(match.state);
  });
});

describe('killer-rules/boardgame.io in a browser', () => {
  it('imports no Node-only module and boardgame.io only for its types, in every file it reaches', () => {
    const seen = new Set<string>();
    const visit = (file: string): void => {
      if (seen.has(file)) return;
      seen.add(file);
      const source = readFileSync(file, 'utf8');
      for (const [statement, typeOnly, specifier = ''] of source.matchAll(/^(?:import|export)\s+(type\s+)?[^'"]*?from\s+'([^']+)'/gm)) {
        if (specifier.startsWith('.')) {
          visit(resolve(dirname(file), specifier.replace(/\.js$/, '.ts')));
          continue;
        }
        expect(specifier.startsWith('node:') || builtinModules.includes(specifier), `${file}: ${statement}`).toBe(false);
        if (specifier.startsWith('boardgame.io')) expect(typeOnly, `${file}: ${statement}`).toBeDefined();
      }
      expect(source, file).not.toMatch(/\b(process|Buffer|require|__dirname)\b[.(]/);
    };
    visit(resolve('src/adapters/boardgame.io/index.ts'));
    expect(seen.size).toBeGreaterThan(5);
  });
});
