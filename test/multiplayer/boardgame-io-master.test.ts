/**
 * What boardgame.io 0.50's server (its `Master`, as `Server` runs it) does with each kind of move
 * a client may send, before and after the adapter sees it — the table in docs/server.md:
 *
 * - dropped by boardgame.io, the client told nothing: a move out of turn, a move of a name the
 *   game has not, a move under another seat's player id (with the client's own credentials), a
 *   move after the game is over;
 * - judged by the rules and refused in the seat's own `G.refusal`: an illegal action, an action
 *   naming another seat, and (the adapter sets `ignoreStaleStateID`) a move on a stale state;
 * - and every broadcast carries the match's step, with the events of that step only once.
 */
import { Master } from 'boardgame.io/master';
import { describe, expect, it } from 'vitest';
import { boardgameIoGame, type BoardgameIoState, type BoardgameIoView } from '../../src/adapters/boardgame.io/index.js';
import type { AnyGameModule, GameAction, GameEvent } from '../../src/index.js';
import { games } from '../../src/games/index.js';
import { consoleErrorsOf } from './support/console.js';

type ServerG = BoardgameIoState<unknown, unknown, GameAction, GameEvent>;
type View = BoardgameIoView<unknown, GameAction, GameEvent>;
interface Stored {
  state: { G: ServerG; ctx: { activePlayers: Record<string, string> | null; gameover?: unknown }; _stateID: number } & Record<string, unknown>;
  metadata: { players: Record<string, { id: number; credentials: string }> };
}

const game = games['cereal-killer'] as AnyGameModule;
const bgio = boardgameIoGame(game, { seed: () => 'a fixed seed for the master test' });

/** A boardgame.io master over one match in memory, with the lobby's credentials per seat. */
async function master() {
  const { InitializeGame } = await import('boardgame.io/internal');
  const stored: Stored = {
    state: InitializeGame({ game: bgio, numPlayers: 2 }) as unknown as Stored['state'],
    metadata: { players: { 0: { id: 0, credentials: 'key 0' }, 1: { id: 1, credentials: 'key 1' } } },
  };
  const broadcasts: Stored['state'][] = [];
  const storage = {
    type: () => 0, // boardgame.io's Type.SYNC
    fetch: () => ({ state: stored.state, metadata: stored.metadata, log: [], initialState: stored.state }),
    setState: (_: string, state: Stored['state']) => void (stored.state = state),
    setMetadata: (_: string, metadata: Stored['metadata']) => void (stored.metadata = metadata),
  };
  const transport = {
    send: () => undefined,
    sendAll: (message: { type: string; args: [string, Stored['state']] }) => void broadcasts.push(message.args[1]),
  };
  const auth = {
    authenticateCredentials: ({ playerID, credentials, metadata }: { playerID: string; credentials?: string; metadata: Stored['metadata'] }) =>
      metadata.players[playerID]?.credentials === credentials,
  };
  const server = new Master(bgio, storage as never, transport as never, auth as never);
  /** Sends a move as a client does: its player id and credentials, and the stateID it holds. */
  const send = (playerID: string, credentials: string, type: string, args: unknown[], stateID = stored.state._stateID) =>
    server.onUpdate({ type: 'MAKE_MOVE', payload: { type, args, playerID, credentials } } as never, stateID, 'match', playerID);
  const viewOf = (state: Stored['state'], playerID: string): View => bgio.playerView?.({ G: state.G, ctx: state.ctx as never, playerID }) as View;
  return { stored, broadcasts, send, viewOf };
}

describe('boardgame.io 0.50 Master with killer-rules/boardgame.io: what reaches a seat', () => {
  it('drops a move out of turn, and one of a name the game has not, before the adapter sees them: nothing changes, nobody is told', async () => {
    const { stored, broadcasts, send } = await master();
    await send('0', 'key 0', 'start', []);
    expect(Object.keys(stored.state.ctx.activePlayers ?? {})).toEqual(['0']); // the Killer chooses first
    const before = broadcasts.length;
    const state = stored.state;
    const dropped = await consoleErrorsOf(async () => {
      await send('1', 'key 1', 'act', [{ type: 'choose-starting-house', house: 3 }]);
      // And a move of a name the game has not, by the seat that may act.
      await send('0', 'key 0', 'endTurnPlease', []);
    });
    expect(dropped).toEqual([
      'ERROR: player not active - playerID=[1] - action[act]',
      'ERROR: move not processed - canPlayerMakeMove=false - playerID=[0] - action[endTurnPlease]',
    ]);
    expect(broadcasts.length).toBe(before);
    expect(stored.state).toBe(state);
    expect(stored.state.G.refusals).toEqual([null, null]);
  });

  it("drops a move under another seat's player id, and one with no credentials", async () => {
    const { stored, broadcasts, send } = await master();
    await send('0', 'key 0', 'start', []);
    const before = broadcasts.length;
    expect(await send('0', 'key 1', 'act', [{ type: 'choose-starting-house', house: 3 }])).toEqual({ error: 'unauthorized action' });
    expect(await send('0', '', 'act', [{ type: 'choose-starting-house', house: 3 }])).toEqual({ error: 'unauthorized action' });
    expect(broadcasts.length).toBe(before);
    expect(stored.state.G.match?.log).toEqual([]);
  });

  it('judges a move made on a stale state by the rules, instead of dropping it', async () => {
    const { stored, broadcasts, send, viewOf } = await master();
    await send('0', 'key 0', 'start', []);
    const stale = stored.state._stateID - 1;
    await send('0', 'key 0', 'act', [{ type: 'choose-starting-house', house: 3 }], stale);
    expect(stored.state.G.match?.log).toEqual([{ type: 'choose-starting-house', player: 0, house: 3 }]);
    // The same move again, on the state before it: the rules refuse it, and the seat is told why.
    await send('0', 'key 0', 'act', [{ type: 'choose-starting-house', house: 3 }], stale);
    const refused = viewOf(broadcasts.at(-1) as Stored['state'], '0');
    expect(refused.refusal).toMatchObject({ code: expect.stringMatching(/NOT_YOUR_TURN|ILLEGAL_ACTION/), step: 1 });
  });

  it('broadcasts a refusal at the same step with no events, so no client applies an event twice', async () => {
    const { stored, broadcasts, send, viewOf } = await master();
    await send('0', 'key 0', 'start', []);
    await send('0', 'key 0', 'act', [{ type: 'choose-starting-house', house: 3 }]);
    const accepted = broadcasts.at(-1) as Stored['state'];
    expect(stored.state.G.events.length).toBeGreaterThan(0);
    const seats = ['0', '1'];
    for (const seat of seats) expect(viewOf(accepted, seat).step).toBe(1);
    expect(seats.some((seat) => (viewOf(accepted, seat).update?.events.length ?? 0) > 0)).toBe(true);
    const active = Object.keys(stored.state.ctx.activePlayers ?? {})[0] ?? '1';
    await send(active, `key ${active}`, 'act', [{ type: 'no such action' }]);
    const refusal = broadcasts.at(-1) as Stored['state'];
    expect(refusal).not.toBe(accepted);
    for (const seat of seats) {
      expect(viewOf(refusal, seat)).toMatchObject({ step: 1, update: { step: 1, events: [] } });
      expect(viewOf(refusal, seat).refusal === null).toBe(seat !== active);
    }
  });

  it('drops every move once the game is over', async () => {
    const { stored, broadcasts, send } = await master();
    await send('0', 'key 0', 'start', []);
    // Played to the end by the legal actions of whoever may act.
    for (let guard = 0; guard < 500 && stored.state.ctx.gameover === undefined; guard++) {
      const match = stored.state.G.match;
      if (match === null) throw new Error('not started');
      const seat = game.activePlayers(match.state)[0] ?? 0;
      await send(String(seat), `key ${seat}`, 'act', [game.legalActions(match.state, seat)[0]]);
    }
    expect(stored.state.ctx.gameover).toBeDefined();
    const before = broadcasts.length;
    const dropped = await consoleErrorsOf(async () => {
      await send('0', 'key 0', 'act', [{ type: 'choose-starting-house', house: 3 }]);
      await send('1', 'key 1', 'start', []);
    });
    expect(dropped).toEqual(['ERROR: game over - matchID=[match] - playerID=[0] - action[act]', 'ERROR: game over - matchID=[match] - playerID=[1] - action[start]']);
    expect(broadcasts.length).toBe(before);
  });
});
