/**
 * The example past one machine: two server processes on 127.0.0.1 on one Redis (a real
 * `redis-server`; .ci/run starts one), with Colyseus' `RedisPresence` and `RedisDriver` and the
 * journals in Redis streams.
 *
 * A Cereal Killer and a Frozen Horror match are created on process A and played a little; A is
 * killed with SIGKILL. Every client comes back through matchmaking on process B at the same time;
 * B takes each match up exactly once (the lease in Redis), and they play to the end. Then the whole
 * wire of every client is audited as in the other multiplayer tests, and the archived journal in
 * Redis replays to the match that was played.
 */
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { journalKey } from '../../examples/colyseus/chain.js';
import { randomSeed, replay, serializeMatch } from '../../src/index.js';
import { games } from '../../src/games/index.js';
import { everyone, expectSentInOrder, matchOfJournal, openTable, scanFrames, settled, until, type Table } from './support/players.js';
import { redisUrl, withRedis } from './support/redis.js';
import { historyOf } from './support/secrets.js';
import { kill, killAll, startServer, TEST_SECRET } from './support/server.js';
import { Tap } from './support/tap.js';

const taps: Tap[] = [];
const prefix = `killer-rules-scale-out:${randomSeed().slice(0, 8)}:`;

afterAll(async () => {
  await killAll();
  await Promise.all(taps.map((tap) => tap.close()));
  if (withRedis) {
    const redis = new Redis(redisUrl ?? '');
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
  }
});

describe('two server processes on one Redis', () => {
  it.runIf(withRedis)('finish matches whose process was killed: the other process takes each up exactly once, leaking nothing', async () => {
    const env = {
      REDIS_URL: redisUrl ?? '',
      REDIS_PREFIX: prefix,
      LEASE_MS: '1500',
      // How long Colyseus waits for a process that does not answer before it counts it dead.
      COLYSEUS_PRESENCE_SHORT_TIMEOUT: '700',
      MESSAGES_PER_SECOND: '1000',
    };
    const [a, b] = await Promise.all([startServer(env), startServer(env)]);
    const tables: Table[] = [await openTable(games['cereal-killer'], {}, 2, a.port, taps), await openTable(games['frozen-horror'], { players: 4 }, 4, a.port, taps)];
    for (const table of tables) await until(() => everyone(table).every((player) => player.latest !== undefined), `${table.game.id}: everyone has an update`);

    for (const player of tables.flatMap(everyone)) player.play(3);
    await until(() => tables.every((table) => (table.spectator.latest?.step ?? 0) >= 3), 'both matches are under way');
    await settled(tables.flatMap(everyone));
    for (const player of tables.flatMap(everyone)) player.paused = true;
    const seen = tables.map((table) => Math.max(...everyone(table).map((player) => player.latest?.step ?? 0)));
    await kill(a.child);
    await until(() => tables.flatMap(everyone).every((player) => player.room === null), 'every client saw process A go');

    // Everyone at once, through B: the lease lets exactly one request take each match up.
    for (const tap of taps) tap.target = b.port;
    await Promise.all(tables.flatMap(everyone).map((player) => player.comeBack(30_000)));
    for (const [index, table] of tables.entries()) {
      expect(b.output().split('\n').filter((line) => line.includes(`took up match ${table.id}`))).toHaveLength(1);
      for (const player of everyone(table)) {
        expect(player.latest?.step).toBeGreaterThanOrEqual(seen[index] ?? 0);
        expect(player.room?.roomId).toBe(table.id);
      }
    }

    for (const player of tables.flatMap(everyone)) player.play();
    await until(() => tables.flatMap(everyone).every((player) => player.latest?.outcome != null), 'both games are over', 60_000);
    await settled(tables.flatMap(everyone));

    const redis = new Redis(redisUrl ?? '');
    try {
      for (const table of tables) {
        const { game } = table;
        const entries = await redis.xrange(`${prefix}archive:${table.id}`, '-', '+');
        const final = matchOfJournal(journalKey(TEST_SECRET), table.id, entries.map(([, fields]) => fields[1] ?? ''));
        const replayed = replay(game, { config: final.config, seed: final.seed, actions: final.log });
        expect(replayed.ok && serializeMatch(replayed.match)).toBe(serializeMatch(final));
        expect(table.spectator.latest?.step).toBe(final.log.length);
        expect(table.spectator.latest?.outcome).toEqual(game.outcome(final.state));
        expectSentInOrder(final, table);
        const history = historyOf(game, final);
        for (const player of everyone(table)) scanFrames(game, history, player);
      }
      expect(await redis.zscore(`${prefix}active`, tables[0]?.id ?? '')).toBeNull();
    } finally {
      await redis.quit();
    }
  }, 120_000);
});
