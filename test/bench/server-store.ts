/**
 * `npm run bench:server`: what the Colyseus example's match store costs, on a folder and (with
 * `KILLER_RULES_REDIS_URL`) on Redis:
 *
 * - start-up — `open` and the room's `startUp` over 10 000 finished (archived) matches and 100
 *   idle unfinished ones of up to 40 actions: every idle one is read, its seals checked and its
 *   actions replayed; the archived ones are never read;
 * - append — one action made durable (a sealed line, then fdatasync; or a Redis script answered
 *   once Redis has it on disk), the price of "saved before anyone is told"; median and 99th
 *   percentile of 500.
 *
 * Run with `npx tsx test/bench/server-store.ts`. Figures go to docs/server.md by hand.
 */
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import { applyAction, createMatch, createRng, journalHeader, journalLine, randomBot, randomSeed, type AnyGameModule, type MatchOf } from 'killer-rules';
import { cerealKiller } from 'killer-rules/cereal-killer';
import { digest, journalKey, sealLine } from '../../examples/colyseus/chain.js';
import { RedisMatchStore } from '../../examples/colyseus/redis-store.js';
import { killerRoom } from '../../examples/colyseus/room.js';
import { FileMatchStore, type MatchStore } from '../../examples/colyseus/store.js';

const game = cerealKiller as unknown as AnyGameModule;
const key = journalKey('the benchmark journal secret, 32 characters or more');
const ARCHIVED = 10_000;
const IDLE = 100;

/** A match `steps` actions in (fewer if it ends first), every match along the way. */
function played(seed: string, steps: number): MatchOf<AnyGameModule>[] {
  const created = createMatch(game, { config: {}, seed });
  if (!created.ok) throw new Error(created.error.message);
  const rng = createRng(seed);
  const matches = [created.match];
  for (let step = 0; step < steps; step++) {
    const match = matches[matches.length - 1] as MatchOf<AnyGameModule>;
    if (game.outcome(match.state) !== null) break;
    const seat = game.activePlayers(match.state)[0] ?? 0;
    const applied = applyAction(game, match, randomBot({ legal: game.legalActions(match.state, seat), rng }));
    if (!applied.ok) throw new Error(applied.error.message);
    matches.push(applied.match);
  }
  return matches;
}

/** The sealed lines of a match as the store writes them. */
function journal(id: string, matches: readonly MatchOf<AnyGameModule>[]): string[] {
  const lines: string[] = [];
  let seal = '';
  const add = (kind: 'match' | 'journal' | 'seat' | 'act', json: string): void => {
    const sealed = sealLine(key, id, seal, kind, json);
    lines.push(sealed.line);
    seal = sealed.seal;
  };
  add('match', JSON.stringify({ id, invite: digest(id), seats: 2, created: new Date().toISOString() }));
  add('journal', journalHeader(matches[0] as MatchOf<AnyGameModule>).trimEnd());
  add('seat', JSON.stringify({ seat: 0, token: digest(`${id}/0`) }));
  add('seat', JSON.stringify({ seat: 1, token: digest(`${id}/1`) }));
  for (const match of matches.slice(1)) add('act', journalLine(match).trimEnd());
  return lines;
}

const idleMatches = Array.from({ length: IDLE }, (_, index) => {
  const id = randomSeed();
  const matches = played(`idle ${index}`, 40);
  // Unfinished: cut before the action that ended the game, if one did.
  if (game.outcome((matches.at(-1) as MatchOf<AnyGameModule>).state) !== null) matches.pop();
  return { id, lines: journal(id, matches) };
});
const finished = journal(randomSeed(), played('finished', 10_000));

async function startUpTime(store: MatchStore): Promise<number> {
  const began = performance.now();
  await store.open();
  const { startUp } = killerRoom(store, { log: () => undefined });
  const report = await startUp();
  const took = performance.now() - began;
  if (report.restorable !== IDLE) throw new Error(`expected ${IDLE} restorable matches: ${JSON.stringify(report)}`);
  return took;
}

async function appendTimes(store: MatchStore): Promise<{ median: number; p99: number }> {
  const times: number[] = [];
  for (let round = 0; times.length < 500; round++) {
    // Match after match, each played to its end: every action one durable append.
    const id = randomSeed();
    const matches = played(`appends ${round}`, 10_000);
    await store.create(id, matches[0] as MatchOf<AnyGameModule>, digest(id), 2);
    for (const match of matches.slice(1)) {
      const began = performance.now();
      await store.append(id, match);
      times.push(performance.now() - began);
    }
    await store.archive(id);
  }
  times.sort((a, b) => a - b);
  return { median: times[Math.floor(times.length / 2)] ?? 0, p99: times[Math.floor(times.length * 0.99)] ?? 0 };
}

const rows: string[] = [];

// A folder.
const folder = mkdtempSync(join(tmpdir(), 'killer-rules-bench-'));
try {
  for (const sub of ['active', 'archive', 'quarantine']) mkdirSync(join(folder, sub), { recursive: true });
  const finishedText = finished.map((line) => `${line}\n`).join('');
  for (let index = 0; index < ARCHIVED; index++) writeFileSync(join(folder, 'archive', `${randomSeed()}.journal`), finishedText);
  for (const { id, lines } of idleMatches) writeFileSync(join(folder, 'active', `${id}.journal`), lines.map((line) => `${line}\n`).join(''));
  const files = new FileMatchStore(folder, key, () => undefined);
  const startUp = await startUpTime(files);
  const append = await appendTimes(files);
  await files.close();
  rows.push(`| a folder (${tmpdir()}) | ${startUp.toFixed(0)} ms | ${append.median.toFixed(2)} ms | ${append.p99.toFixed(2)} ms |`);
  console.log(rows.at(-1));
} finally {
  rmSync(folder, { recursive: true, force: true });
}

// Redis.
const url = process.env.KILLER_RULES_REDIS_URL;
if (url !== undefined) {
  const prefix = `killer-rules-bench:${randomSeed().slice(0, 8)}:`;
  const redis = new Redis(url);
  try {
    for (let index = 0; index < ARCHIVED; index += 100) {
      const pipeline = redis.pipeline();
      for (let each = 0; each < 100; each++) {
        const id = randomSeed();
        for (const line of finished) pipeline.xadd(`${prefix}archive:${id}`, '*', 'l', line);
        pipeline.zadd(`${prefix}archived`, Date.now(), id);
      }
      await pipeline.exec();
    }
    for (const { id, lines } of idleMatches) {
      for (const line of lines) await redis.xadd(`${prefix}journal:${id}`, '*', 'l', line);
      await redis.hset(`${prefix}tips`, id, `${lines.length} ${(lines.at(-1) ?? '').slice(0, 64)}`);
      await redis.zadd(`${prefix}active`, Date.now(), id);
    }
    const config = (await redis.config('GET', 'appendfsync')) as string[];
    const store = new RedisMatchStore(url, key, { prefix, warn: () => undefined });
    const startUp = await startUpTime(store);
    const append = await appendTimes(store);
    await store.close();
    rows.push(`| Redis ${url} (appendfsync ${config[1]}) | ${startUp.toFixed(0)} ms | ${append.median.toFixed(2)} ms | ${append.p99.toFixed(2)} ms |`);
  } finally {
    const keys = await redis.keys(`${prefix}*`);
    for (let index = 0; index < keys.length; index += 1000) await redis.del(...keys.slice(index, index + 1000));
    await redis.quit();
  }
}

console.log(`| store | start-up: ${ARCHIVED} archived + ${IDLE} idle | append, median | append, p99 |`);
console.log('|---|---|---|---|');
for (const row of rows) console.log(row);
