/**
 * The Redis the scale-out tests use: `KILLER_RULES_REDIS_URL` (.ci/run starts one on loopback).
 * In CI (`KILLER_RULES_CI=1`) a missing or unreachable Redis fails the tests that need it;
 * elsewhere they are skipped, saying why.
 */
import { Redis } from 'ioredis';

export const redisUrl = process.env.KILLER_RULES_REDIS_URL;
const inCi = process.env.KILLER_RULES_CI === '1';

/** Whether Redis answers a PING at `redisUrl`. */
async function reachable(): Promise<boolean> {
  if (redisUrl === undefined) return false;
  const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
  redis.on('error', () => undefined);
  try {
    await redis.connect();
    return (await redis.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    redis.disconnect();
  }
}

/**
 * `true` when the Redis tests can run; `false` (and a message) when they are skipped; throws in CI
 * when Redis is missing, so a CI run never passes without them.
 */
export async function redisAvailable(): Promise<boolean> {
  if (await reachable()) return true;
  const why = redisUrl === undefined ? 'KILLER_RULES_REDIS_URL is not set' : `no Redis answers at ${redisUrl}`;
  if (inCi) throw new Error(`the Redis tests must run in CI, but ${why}`);
  console.warn(`skipping the Redis tests: ${why} (start redis-server and set KILLER_RULES_REDIS_URL to run them)`);
  return false;
}

/** Top-level-await friendly: whether to run the Redis tests of this file. */
export const withRedis = await redisAvailable();
