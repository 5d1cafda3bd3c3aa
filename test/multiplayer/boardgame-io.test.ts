/**
 * `killer-rules/boardgame.io` end to end: boardgame.io 0.50's own `Server` on 127.0.0.1 (it
 * listens on every interface unless told otherwise) and its `Client` with the `SocketIO`
 * transport, each client behind a tap that records every byte the server sends it.
 *
 * Matches are made and joined through the lobby API, so every seat has credentials. A Cereal
 * Killer and a Frozen Horror match are played to the end by scripted clients and a spectator.
 * Checked: every frame is exactly what its seat was owed and holds no secret (the `initialState`
 * of boardgame.io issue #1159 included); other seats' move arguments are redacted from the log; a
 * client cannot act for another seat, neither by naming it in an action nor by claiming its
 * player id; flow events sent by hand (`endGame`, `endTurn`, `setActivePlayers`) are refused.
 */
import type { Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Client } from 'boardgame.io/client';
import { SocketIO } from 'boardgame.io/multiplayer';
import { Server } from 'boardgame.io/server';
import { io } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { boardgameIoGame, type BoardgameIoState, type BoardgameIoView } from '../../src/adapters/boardgame.io/index.js';
import {
  createRng,
  randomBot,
  replay,
  serializeMatch,
  type AnyGameModule,
  type GameAction,
  type GameEvent,
  type MatchOf,
  type PlayerId,
} from '../../src/index.js';
import { games } from '../../src/games/index.js';
import { consoleErrorsOf } from './support/console.js';
import { decodeSocketIo, framesOf } from './support/frames.js';
import { expectSeatUpdate, historyOf, leaksIn, matchAt, type History } from './support/secrets.js';
import { Tap } from './support/tap.js';

type View = BoardgameIoView<unknown, GameAction, GameEvent>;
type BgioClient = ReturnType<typeof Client>;

const played = [games['cereal-killer'], games['frozen-horror']] as AnyGameModule[];
const bgioGames = played.map((game) => boardgameIoGame(game, { name: game.id }));
const server = Server({ games: bgioGames, origins: ['http://127.0.0.1'] });
let http: HttpServer;
let port = 0;
const taps: Tap[] = [];
const clients: BgioClient[] = [];

beforeAll(async () => {
  // koa-socket-2 replaces app.listen with one that binds every interface; bind loopback only.
  const app = server.app as typeof server.app & { server: HttpServer };
  app.listen = ((listenPort: number, callback: () => void) => app.server.listen(listenPort, '127.0.0.1', callback)) as typeof app.listen;
  // boardgame.io announces its port on the console; the test reads the port from the server.
  const announced: string[] = [];
  const announce = vi.spyOn(console, 'log').mockImplementation((line: unknown) => void announced.push(String(line)));
  const running = await server.run(0).finally(() => announce.mockRestore());
  expect(announced).toEqual([expect.stringMatching(/^INFO: App serving on \d+/)]);
  http = running.appServer;
  port = (http.address() as AddressInfo).port;
  expect((http.address() as AddressInfo).address).toBe('127.0.0.1');
});

afterAll(async () => {
  for (const client of clients) client.stop();
  await Promise.all(taps.map((tap) => tap.close()));
  await new Promise((resolve) => http.close(resolve));
});

async function lobby(tap: Tap, path: string, body: unknown): Promise<Record<string, unknown>> {
  const response = await fetch(`http://127.0.0.1:${tap.port}/games/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(response.ok, `${path}: ${response.status}`).toBe(true);
  return (await response.json()) as Record<string, unknown>;
}

/** A scripted client of one seat (or a spectator), behind its own tap. */
class Seat {
  readonly client: BgioClient;
  readonly rng;
  paused = true;
  /** It acts on no update at or past this step (to stop every match at the same early point). */
  stopAt = Number.POSITIVE_INFINITY;
  actedAt = -1;
  states: { G: View; stateID: number }[] = [];

  constructor(
    readonly label: string,
    readonly game: AnyGameModule,
    readonly tap: Tap,
    readonly seat: PlayerId | null,
    matchID: string,
    credentials: string | undefined,
  ) {
    this.rng = createRng(`${label}/choices`);
    const game_ = bgioGames[played.indexOf(game)];
    this.client = Client({
      game: game_ ?? {},
      multiplayer: SocketIO({ server: `http://127.0.0.1:${tap.port}`, socketOpts: { transports: ['websocket'] } }),
      matchID,
      playerID: seat === null ? undefined : String(seat),
      credentials,
      debug: false,
    });
    clients.push(this.client);
    this.client.subscribe((state) => {
      if (state === null) return;
      this.states.push({ G: state.G as View, stateID: state._stateID });
      this.act();
    });
    this.client.start();
  }

  get latest(): View | undefined {
    return this.states.at(-1)?.G;
  }

  act(): void {
    const state = this.client.getState();
    if (this.paused || this.seat === null || state === null || this.actedAt === state._stateID) return;
    const { update } = state.G as View;
    if (update === null) {
      if (this.seat === 0) {
        this.actedAt = state._stateID;
        this.client.moves.start?.();
      }
      return;
    }
    if (update.outcome !== null || update.legal.length === 0 || update.step >= this.stopAt) return;
    this.actedAt = state._stateID;
    this.client.moves.act?.(randomBot({ legal: update.legal, rng: this.rng }));
  }
}

async function until(condition: () => boolean, what: string, ms = 20_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** Waits until nothing has arrived for a while: every move sent has been answered. */
async function settled(seats: readonly Seat[]): Promise<void> {
  let count = -1;
  while (count !== seats.reduce((sum, seat) => sum + seat.states.length, 0)) {
    count = seats.reduce((sum, seat) => sum + seat.states.length, 0);
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
}

async function openTable(game: AnyGameModule, numPlayers: number, setupData: unknown): Promise<{ matchID: string; seats: Seat[]; credentials: string[] }> {
  const tapFor = async (): Promise<Tap> => {
    const tap = await Tap.open(port);
    taps.push(tap);
    return tap;
  };
  const hostTap = await tapFor();
  const { matchID } = (await lobby(hostTap, `${game.id}/create`, { numPlayers, setupData })) as { matchID: string };
  const seats: Seat[] = [];
  const credentials: string[] = [];
  for (let seat = 0; seat < numPlayers; seat++) {
    const tap = seat === 0 ? hostTap : await tapFor();
    const joined = (await lobby(tap, `${game.id}/${matchID}/join`, { playerID: String(seat), playerName: `p${seat}` })) as { playerCredentials: string };
    credentials.push(joined.playerCredentials);
    seats.push(new Seat(`${game.id}/seat ${seat}`, game, tap, seat, matchID, joined.playerCredentials));
  }
  seats.push(new Seat(`${game.id}/spectator`, game, await tapFor(), null, matchID, undefined));
  return { matchID, seats, credentials };
}

async function finalMatch(game: AnyGameModule, matchID: string): Promise<MatchOf<AnyGameModule>> {
  const { state } = await server.db.fetch(matchID, { state: true });
  const G = state?.G as BoardgameIoState<unknown, unknown, GameAction, GameEvent> | undefined;
  if (G?.match == null) throw new Error(`${game.id}: no match in the server's state`);
  return G.match;
}

describe('boardgame.io 0.50: killer-rules/boardgame.io', () => {
  it('plays Cereal Killer and Frozen Horror to the end over SocketIO, leaking nothing and letting nobody act for another seat', async () => {
    const tables = [
      { game: played[0] as AnyGameModule, ...(await openTable(played[0] as AnyGameModule, 2, {})) },
      { game: played[1] as AnyGameModule, ...(await openTable(played[1] as AnyGameModule, 4, {})) },
    ];
    for (const { seats } of tables) await until(() => seats.every((seat) => seat.latest !== undefined), 'every client is synced');
    // Nothing is dealt before the start: no seat has an update.
    for (const { seats } of tables) for (const seat of seats) expect(seat.latest?.update).toBeNull();

    // A socket claiming seat 0 with seat 1's credentials is never synced, and its move does nothing.
    const cereal = tables[0];
    if (cereal === undefined) throw new Error('no table');
    const impostorTap = await Tap.open(port);
    taps.push(impostorTap);
    const impostor = io(`http://127.0.0.1:${impostorTap.port}/${cereal.game.id}`, { transports: ['websocket'] });
    const heard: string[] = [];
    impostor.onAny((event: string) => heard.push(event));
    await new Promise<void>((resolve) => impostor.once('connect', () => resolve()));
    impostor.emit('sync', cereal.matchID, '0', cereal.credentials[1], 2);
    const start = { type: 'MAKE_MOVE', payload: { type: 'start', args: [], playerID: '0', credentials: cereal.credentials[1] } };
    impostor.emit('update', start, 0, cereal.matchID, '0');
    await settled(cereal.seats);
    expect(heard).toEqual([]);
    expect(cereal.seats[0]?.latest?.update).toBeNull();
    impostor.close();

    // Two steps into both matches (no game of the registry ends that soon), try to cheat.
    for (const seat of tables.flatMap((table) => table.seats)) {
      seat.stopAt = 2;
      seat.paused = false;
      seat.act();
    }
    await until(() => tables.every(({ seats }) => (seats.at(-1)?.latest?.update?.step ?? 0) >= 2), 'both matches are under way');
    await settled(tables.flatMap((table) => table.seats));
    for (const seat of tables.flatMap((table) => table.seats)) seat.paused = true;

    for (const { seats } of tables) {
      const running = seats.at(-1)?.latest?.update;
      expect(running?.outcome).toBeNull();
      const active = running?.activePlayers[0] ?? 0;
      const actor = seats[active];
      const other = seats[(active + 1) % (seats.length - 1)];
      if (actor === undefined || other === undefined) throw new Error('no seats');
      const step = running?.step;
      // An action naming another seat is refused, named as such, and changes nothing.
      const own = actor.latest?.update?.legal[0];
      if (own === undefined) throw new Error('the active seat has no legal action');
      actor.client.moves.act?.({ ...own, player: other.seat });
      await until(() => actor.latest?.refusal != null, 'the refusal reaches its seat');
      expect(actor.latest?.refusal).toMatchObject({ code: 'INVALID_INPUT', message: expect.stringContaining(`this connection plays seat ${active}`) });
      expect(other.latest?.refusal).toBeNull();
      // Flow events sent by hand cannot end the game or hand the turn to someone else (boardgame.io
      // logs each one the plugin refuses).
      const logged = await consoleErrorsOf(async () => {
        actor.client.events.endGame?.({ winners: [active] });
        actor.client.events.endTurn?.();
        actor.client.events.setActivePlayers?.([String(other.seat)]);
        await settled(seats);
      });
      expect(logged.length).toBeGreaterThan(0);
      for (const line of logged) {
        expect(line).toMatch(/^ERROR: killer-rules plugin declared action invalid:\s+killer-rules: (only the rules end a game|the rules let seats? [\d, ]+ act, the event would let (no seat|seats? [\d, ]+) act)$/);
      }
      const after = actor.client.getState();
      expect(after?.ctx.gameover).toBeUndefined();
      expect(Object.keys(after?.ctx.activePlayers ?? {}).sort()).toEqual(running?.activePlayers.map(String).sort());
      expect(seats.at(-1)?.latest?.update?.step).toBe(step);
    }

    for (const seat of tables.flatMap((table) => table.seats)) {
      seat.stopAt = Number.POSITIVE_INFINITY;
      seat.paused = false;
      seat.act();
    }
    await until(() => tables.every(({ seats }) => seats.every((seat) => seat.latest?.update?.outcome != null)), 'both games are over', 40_000);

    for (const { game, matchID, seats } of tables) {
      const final = await finalMatch(game, matchID);
      const replayed = replay(game, { config: final.config, seed: final.seed, actions: final.log });
      expect(replayed.ok && serializeMatch(replayed.match)).toBe(serializeMatch(final));
      expect(seats[0]?.client.getState()?.ctx.gameover).toEqual(game.outcome(final.state));
      const history = historyOf(game, final);
      for (const seat of seats) scanFrames(game, history, seat);
    }
  }, 90_000);
});

interface LogEntry {
  readonly action?: { readonly payload?: { readonly playerID?: unknown; readonly type?: unknown; args?: unknown } };
}

/**
 * Every socket.io event the seat's tap recorded: `G` is the seat's own view (and `null` in the
 * `initialState`), other seats' move arguments are redacted, and nothing holds a secret of the
 * match at the step it was sent.
 */
function scanFrames(game: AnyGameModule, history: History, seat: Seat): void {
  let step = 0;
  let states = 0;
  // The steps whose events an update brought: each at most once, so no event is applied twice.
  const eventsAt = new Set<number>();
  for (const frame of framesOf(seat.tap.streams())) {
    const text = frame.bytes.toString('utf8');
    const decoded = frame.kind === 'text' ? decodeSocketIo(text) : null;
    if (decoded !== null && ['sync', 'update'].includes(decoded.event)) {
      const [, payload, deltalog] = decoded.args as [string, Record<string, unknown>, LogEntry[] | undefined];
      const state = (decoded.event === 'sync' ? payload.state : payload) as { G: View };
      const log = (decoded.event === 'sync' ? payload.log : deltalog) as LogEntry[] | undefined;
      if (decoded.event === 'sync') {
        // boardgame.io sends initialState unfiltered (issue #1159): it must hold no match.
        expect((payload.initialState as { G: { match: unknown } }).G.match).toBeNull();
      }
      expect(Object.keys(state.G).sort()).toEqual(['refusal', 'step', 'update']);
      expect(state.G.step).toBe(state.G.update?.step ?? 0);
      if (state.G.update !== null) {
        expectSeatUpdate(game, history, seat.seat, state.G.update);
        step = state.G.update.step;
        if (decoded.event === 'update' && state.G.update.events.length > 0) {
          expect(eventsAt.has(step), `${seat.label}: the events of step ${step} twice`).toBe(false);
          eventsAt.add(step);
        }
      }
      states++;
      for (const entry of log ?? []) {
        const payloadOfMove = entry.action?.payload;
        if (payloadOfMove !== undefined && seat.seat !== null && payloadOfMove.playerID === String(seat.seat)) {
          // The seat's own move comes back with its arguments: its own words, not a leak.
          delete payloadOfMove.args;
        } else if (payloadOfMove?.type === 'act') {
          expect(payloadOfMove.args, `${seat.label}: another seat's move arguments`).toBeNull();
        }
      }
    }
    const value = decoded === null ? undefined : decoded.args;
    const leaks = leaksIn(game, matchAt(history, step), seat.seat, { text, value });
    expect(leaks, `${seat.label}: a ${frame.kind} frame at step ${step}: ${text.slice(0, 80)}`).toEqual([]);
  }
  expect(states).toBeGreaterThan(0);
}
