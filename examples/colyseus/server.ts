/**
 * Starts the Colyseus server of the example: `npx tsx examples/colyseus/server.ts`.
 *
 * Environment:
 * - `JOURNAL_SECRET`: the key every journal line is sealed with (32 characters or more; e.g.
 *   `openssl rand -hex 32`). Required with `NODE_ENV=production` and with Redis; otherwise the
 *   folder keeps a generated one in `journal.secret` (mode 0600).
 * - `MATCHES`: the folder of the matches (`./matches`), when `REDIS_URL` is not set.
 * - `REDIS_URL`: keep the matches in Redis and scale out on Colyseus' `RedisPresence` and
 *   `RedisDriver`: run as many processes as you like on the same Redis. `LEASE_MS` (10 000): how
 *   long a dead process's matches stay locked before another takes them up. `REDIS_PREFIX`
 *   (`killer-rules:`): the prefix of the store's keys.
 * - `HOST` (`127.0.0.1`), `PORT` (`2567`; `0` picks a free one), `PUBLIC_ADDRESS` (this
 *   process's address as clients reach it, when there are several; without it a process creates
 *   the rooms it is asked for itself).
 * - `IDLE_SECONDS` (300), `ABANDON_DAYS` (30), `CREATES_PER_MINUTE` (10), `JOINS_PER_MINUTE`
 *   (120), `MESSAGES_PER_SECOND` (10), `MAX_MESSAGE_BYTES` (4096): see room.ts.
 *
 * Prints `listening on ws://HOST:PORT` once the store is checked and clients may connect.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { matchMaker, Server, type ServerOptions } from '@colyseus/core';
import { RedisDriver } from '@colyseus/redis-driver';
import { RedisPresence } from '@colyseus/redis-presence';
import { WebSocketTransport } from '@colyseus/ws-transport';
import { journalKey } from './chain.js';
import { RedisMatchStore } from './redis-store.js';
import { killerRoom } from './room.js';
import { FileMatchStore, type MatchStore } from './store.js';

const env = process.env;
const number = (name: string, fallback: number): number => {
  const value = Number(env[name] ?? fallback);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number, not ${env[name]}`);
  return value;
};
const log = (message: string): void => console.warn(`[killer-rules] ${message}`);

/** The journal secret: from the environment, or kept in the folder outside production. */
function secret(folder: string | null): string {
  if (env.JOURNAL_SECRET !== undefined && env.JOURNAL_SECRET !== '') return env.JOURNAL_SECRET;
  if (env.NODE_ENV === 'production' || folder === null) {
    throw new Error('JOURNAL_SECRET is not set: every journal line is sealed with it (generate one with `openssl rand -hex 32` and keep it with your other secrets)');
  }
  mkdirSync(folder, { recursive: true, mode: 0o700 });
  const file = join(folder, 'journal.secret');
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    const generated = randomBytes(32).toString('hex');
    writeFileSync(file, `${generated}\n`, { mode: 0o600, flag: 'wx' });
    log(`generated a journal secret in ${file} (set JOURNAL_SECRET in production)`);
    return generated;
  }
}

/** Stops before serving anything, saying why in one line. */
function refuseToStart(thrown: unknown): never {
  console.error(`[killer-rules] not starting: ${thrown instanceof Error ? thrown.message : String(thrown)}`);
  process.exit(1);
}

const redisUrl = env.REDIS_URL;
const folder = redisUrl === undefined ? (env.MATCHES ?? 'matches') : null;
let store: MatchStore;
try {
  const key = journalKey(secret(folder));
  store =
    redisUrl === undefined
      ? new FileMatchStore(folder ?? 'matches', key, log)
      : new RedisMatchStore(redisUrl, key, { prefix: env.REDIS_PREFIX ?? 'killer-rules:', leaseMs: number('LEASE_MS', 10_000), warn: log });
  await store.open();
} catch (thrown) {
  refuseToStart(thrown);
}

const { KillerRoom, startUp } = killerRoom(store, {
  idleSeconds: number('IDLE_SECONDS', 300),
  abandonDays: number('ABANDON_DAYS', 30),
  createsPerMinute: number('CREATES_PER_MINUTE', 10),
  joinsPerMinute: number('JOINS_PER_MINUTE', 120),
  messagesPerSecond: number('MESSAGES_PER_SECOND', 10),
  log,
});

const host = env.HOST ?? '127.0.0.1';
const options: ServerOptions = {
  transport: new WebSocketTransport({ maxPayload: number('MAX_MESSAGE_BYTES', 4096) }),
  greet: false,
};
if (redisUrl !== undefined) {
  options.presence = new RedisPresence(redisUrl);
  options.driver = new RedisDriver(redisUrl);
}
if (env.PUBLIC_ADDRESS !== undefined) options.publicAddress = env.PUBLIC_ADDRESS;
// Without a public address per process, a client's WebSocket reaches the process that answered
// its matchmaking request, so that process creates the room itself.
else options.selectProcessIdToCreateRoom = async () => matchMaker.processId;

const server = new Server(options);
server.define('killer', KillerRoom);
server.onShutdown(() => store.close());
// A failure in one room must not take the others down with the process.
process.on('unhandledRejection', (reason) => log(`unhandled: ${reason instanceof Error ? reason.stack : String(reason)}`));

const report = await startUp();
await server.listen(Number(env.PORT ?? 2567), host);
const { port } = server.transport.server?.address() as AddressInfo;
console.log(`matches: ${report.restorable} restorable, ${report.archived} archived, ${report.abandoned} abandoned, ${report.quarantined} quarantined, ${report.busy} held by other processes`);
console.log(`listening on ws://${host}:${port}`);
