/**
 * The Colyseus example (examples/colyseus) end to end: a real server process on 127.0.0.1, real
 * `colyseus.js` clients, each behind a tap that records every byte the server sends it.
 *
 * A Cereal Killer and a Frozen Horror match are played at the same time, with a spectator each.
 * Mid-game the server is killed (SIGKILL: no chance to save anything), half a line is left at the
 * end of each journal as a crash during an append would, and a new server is started on the same
 * folder; the clients take their seats back with their tokens and finish. Then:
 * every frame each client received is exactly what its seat was owed at that step and holds no
 * secret of the true match; a client cannot act for another seat; and the journal on disk replays
 * to the match that was played, every step any client saw included.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { appendFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client, type Room } from 'colyseus.js';
import { afterAll, describe, expect, it } from 'vitest';
import {
  createRng,
  loadJournal,
  randomBot,
  replay,
  serializeMatch,
  type AnyGameModule,
  type GameAction,
  type GameError,
  type Outcome,
  type PlayerId,
} from '../../src/index.js';
import { games } from '../../src/games/index.js';
import { COLYSEUS, decodeColyseus, framesOf } from './support/frames.js';
import { expectSeatUpdate, historyOf, leaksIn, matchAt, type History } from './support/secrets.js';
import { Tap } from './support/tap.js';

/** What the room sends a seat after every action (killer-rules' `SeatUpdate`, as decoded). */
interface Update {
  readonly seat: PlayerId | null;
  readonly view: unknown;
  readonly legal: readonly GameAction[];
  readonly activePlayers: readonly PlayerId[];
  readonly outcome: Outcome | null;
  readonly step: number;
}

const folder = mkdtempSync(join(tmpdir(), 'killer-rules-colyseus-'));
const servers = new Set<ChildProcess>();
const taps: Tap[] = [];

afterAll(async () => {
  for (const server of servers) server.kill('SIGKILL');
  await Promise.all(taps.map((tap) => tap.close()));
  rmSync(folder, { recursive: true, force: true });
});

/** Starts examples/colyseus/server.ts on a free port of 127.0.0.1; resolves with the port. */
async function startServer(): Promise<{ readonly port: number; readonly child: ChildProcess }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'examples/colyseus/server.ts'], {
    env: { ...process.env, MATCHES: folder, HOST: '127.0.0.1', PORT: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  servers.add(child);
  // Even a test run that dies half-way leaves no server behind.
  const orphan = (): void => void child.kill('SIGKILL');
  process.once('exit', orphan);
  child.on('exit', () => {
    servers.delete(child);
    process.off('exit', orphan);
  });
  let output = '';
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the server did not start:\n${output}`)), 30_000);
    const read = (chunk: Buffer): void => {
      output += chunk.toString();
      const listening = /listening on ws:\/\/127\.0\.0\.1:(\d+)/.exec(output);
      if (listening !== null) {
        clearTimeout(timer);
        resolve(Number(listening[1]));
      }
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.on('exit', (code) => reject(new Error(`the server exited (${code}):\n${output}`)));
  });
  return { port, child };
}

async function kill(child: ChildProcess): Promise<void> {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGKILL');
  await exited;
}

/** One client: a seat (or a spectator) playing at random from its own update, through its tap. */
class Player {
  readonly updates: Update[] = [];
  readonly sent: GameAction[] = [];
  readonly refusals: GameError[] = [];
  seat: PlayerId | null = null;
  token: string | null = null;
  room: Room | null = null;
  /** Whether it waits instead of acting; every client starts paused until the table is full. */
  paused = true;
  /** It acts on no update at or past this step (to stop every match at the same early point). */
  stopAt = Number.POSITIVE_INFINITY;
  private actedAt = -1;
  private readonly rng;

  constructor(
    readonly label: string,
    readonly tap: Tap,
  ) {
    this.rng = createRng(`${label}/choices`);
  }

  get client(): Client {
    return new Client(`ws://127.0.0.1:${this.tap.port}`);
  }

  get latest(): Update | undefined {
    return this.updates[this.updates.length - 1];
  }

  attach(room: Room): void {
    this.room = room;
    room.onMessage('seat', (message: { seat: PlayerId; token: string }) => {
      this.seat = message.seat;
      this.token = message.token;
    });
    room.onMessage('update', (update: Update) => {
      this.updates.push(update);
      this.act();
    });
    room.onMessage('refused', (error: GameError) => {
      this.refusals.push(error);
      // Another seat acted first and this action went stale: decide again on the latest update.
      this.actedAt = -1;
      this.act();
    });
    room.onLeave(() => {
      this.room = null;
    });
  }

  act(): void {
    const update = this.latest;
    if (this.paused || this.room === null || update === undefined || this.seat === null) return;
    if (update.outcome !== null || update.legal.length === 0 || this.actedAt === update.step || update.step >= this.stopAt) return;
    if (this.refusals.length > 50) throw new Error(`${this.label}: refused again and again: ${JSON.stringify(this.refusals.slice(-3))}`);
    this.actedAt = update.step;
    const action = randomBot({ legal: update.legal, rng: this.rng });
    this.sent.push(action);
    this.room.send('act', action);
  }
}

async function until(condition: () => boolean, what: string, ms = 30_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** Waits until nothing has arrived for a while: every action sent has been answered. */
async function settled(players: readonly Player[]): Promise<void> {
  const count = (): number => players.reduce((sum, player) => sum + player.updates.length + player.refusals.length, 0);
  let seen = -1;
  while (seen !== count()) {
    seen = count();
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
}

/** A match being played: its seats and spectator, all behind their own taps. */
interface Table {
  readonly game: AnyGameModule;
  readonly players: readonly Player[];
  readonly spectator: Player;
  readonly id: string;
}

async function openTable(game: AnyGameModule, config: unknown, seats: number, port: number): Promise<Table> {
  const newPlayer = async (label: string): Promise<Player> => {
    const tap = await Tap.open(port);
    taps.push(tap);
    return new Player(`${game.id}/${label}`, tap);
  };
  const players: Player[] = [];
  for (let seat = 0; seat < seats; seat++) players.push(await newPlayer(`seat ${seat}`));
  const spectator = await newPlayer('spectator');
  const [host, ...guests] = players;
  if (host === undefined) throw new Error('no seats');
  host.attach(await host.client.create('killer', { game: game.id, config }));
  const id = host.room?.roomId ?? '';
  for (const guest of guests) guest.attach(await guest.client.joinById(id));
  spectator.attach(await spectator.client.joinById(id, { spectate: true }));
  return { game, players, spectator, id };
}

const everyone = (table: Table): Player[] => [...table.players, table.spectator];

describe('Colyseus 0.16: the example room hosts any game of the registry', () => {
  it('plays Cereal Killer and Frozen Horror to the end across a killed and restarted server, leaking nothing', async () => {
    let server = await startServer();
    const tables = [
      await openTable(games['cereal-killer'], {}, 2, server.port),
      await openTable(games['frozen-horror'], { players: 4 }, 4, server.port),
    ];
    for (const table of tables) {
      await until(() => everyone(table).every((player) => player.latest !== undefined), `${table.game.id}: everyone has an update`);
      expect(table.players.map((player) => player.seat)).toEqual(table.players.map((_, seat) => seat));
      expect(table.spectator.seat).toBeNull();
    }

    // Seat binding: seat 1 sends seat 0's own legal action, naming seat 0; a spectator acts.
    const [killer, detective] = tables[0]?.players ?? [];
    if (killer === undefined || detective === undefined) throw new Error('no players');
    const firstMove = killer.latest?.legal[0];
    expect(firstMove?.player).toBe(0);
    detective.room?.send('act', firstMove);
    tables[0]?.spectator.room?.send('act', firstMove);
    await until(() => detective.refusals.length > 0 && (tables[0]?.spectator.refusals.length ?? 0) > 0, 'the refusals arrive');
    expect(detective.refusals.at(-1)).toMatchObject({ code: 'INVALID_INPUT', message: expect.stringContaining('this connection plays seat 1') });
    expect(tables[0]?.spectator.refusals.at(-1)).toMatchObject({ code: 'INVALID_INPUT' });
    expect(killer.latest?.step).toBe(0);

    // Play both matches two steps in (no game of the registry ends that soon), then kill the server.
    for (const player of tables.flatMap(everyone)) {
      player.stopAt = 2;
      player.paused = false;
      player.act();
    }
    await until(() => tables.every((table) => (table.spectator.latest?.step ?? 0) >= 2), 'both matches are under way');
    await settled(tables.flatMap(everyone));
    for (const player of tables.flatMap(everyone)) player.paused = true;
    const seenBeforeKill = tables.map((table) => Math.max(...everyone(table).map((player) => player.latest?.step ?? 0)));
    for (const table of tables) expect(table.spectator.latest?.outcome).toBeNull();
    await kill(server.child);
    await until(() => tables.flatMap(everyone).every((player) => player.room === null), 'every client saw the server go');
    // As if the kill had come in the middle of an append: half a line at the end of each journal.
    for (const table of tables) appendFileSync(join(folder, `${table.id}.journal`), '{"type":"half a li');

    server = await startServer();
    for (const tap of taps) tap.target = server.port;
    for (const [index, table] of tables.entries()) {
      for (const player of everyone(table)) {
        const before = player.updates.length;
        const options = player.token === null ? { spectate: true } : { token: player.token };
        player.attach(await player.client.joinById(table.id, options));
        await until(() => player.updates.length > before, `${player.label} is back`);
        // Nothing lost: the restored match is at least as far as anything a client had seen.
        expect(player.latest?.step).toBeGreaterThanOrEqual(seenBeforeKill[index] ?? 0);
        expect(player.latest?.seat).toBe(player.seat);
      }
    }
    // A token that is no seat's is turned away.
    await expect(new Client(`ws://127.0.0.1:${server.port}`).joinById(tables[0]?.id ?? '', { token: 'f'.repeat(32) })).rejects.toThrow(/token/);

    for (const player of tables.flatMap(everyone)) {
      player.stopAt = Number.POSITIVE_INFINITY;
      player.paused = false;
      player.act();
    }
    await until(() => tables.flatMap(everyone).every((player) => player.latest?.outcome != null), 'both games are over');

    for (const table of tables) {
      const { game } = table;
      // The journal on disk is the match: it replays, and to the same match.
      const loaded = loadJournal(game, readFileSync(join(folder, `${table.id}.journal`), 'utf8'));
      if (!loaded.ok) throw new Error(loaded.error.message);
      const final = loaded.match;
      const replayed = replay(game, { config: final.config, seed: final.seed, actions: final.log });
      expect(replayed.ok && serializeMatch(replayed.match)).toBe(serializeMatch(final));
      expect(table.spectator.latest?.outcome).toEqual(game.outcome(final.state));
      expect(table.spectator.latest?.step).toBe(final.log.length);
      // Each seat's actions in the log are actions it sent, in the order it sent them.
      for (const player of table.players) {
        const logged = final.log.filter((action) => action.player === player.seat).map((action) => JSON.stringify(action));
        const sent = player.sent.map((action) => JSON.stringify(action));
        let at = 0;
        for (const action of logged) {
          at = sent.indexOf(action, at) + 1;
          expect(at, `${player.label} never sent ${action}`).toBeGreaterThan(0);
        }
      }
      const history = historyOf(game, final);
      for (const player of everyone(table)) scanFrames(game, history, player);
    }
  }, 90_000);
});

/**
 * Every frame `player`'s tap recorded: no Colyseus state sync at all, every `update` exactly the
 * seat's update at its step, and no frame with a secret of the match at the step it was sent.
 */
function scanFrames(game: AnyGameModule, history: History, player: Player): void {
  let step = 0;
  let updates = 0;
  for (const frame of framesOf(player.tap.streams())) {
    const decoded = frame.kind === 'binary' ? decodeColyseus(frame.bytes) : undefined;
    expect([COLYSEUS.ROOM_STATE, COLYSEUS.ROOM_STATE_PATCH]).not.toContain(decoded?.code);
    if (decoded?.type === 'update') {
      expectSeatUpdate(game, history, player.seat, decoded.message);
      step = (decoded.message as Update).step;
      updates++;
    }
    const leaks = leaksIn(game, matchAt(history, step), player.seat, { text: frame.bytes.toString('utf8'), value: decoded?.message });
    expect(leaks, `${player.label}: a ${frame.kind} frame at step ${step}`).toEqual([]);
  }
  // Every update the client library handed over was in a frame scanned here.
  expect(updates).toBe(player.updates.length);
}
