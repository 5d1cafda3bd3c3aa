/**
 * The match store's contract (examples/colyseus/store.ts), run on both backends: the folder and
 * Redis. Whatever the backend: a match reads back as it was written; each kind of damage is found,
 * named by its line, and never read as another match; a failed write records nothing; one host
 * per match; finished matches leave the active set.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { journalKey, sealLine } from '../../examples/colyseus/chain.js';
import { RedisMatchStore } from '../../examples/colyseus/redis-store.js';
import { FileMatchStore, StoreError, type MatchStore } from '../../examples/colyseus/store.js';
import { applyAction, createMatch, createRng, randomBot, randomSeed, serializeMatch, type AnyGameModule, type MatchOf } from '../../src/index.js';
import { games } from '../../src/games/index.js';
import { canMakeImmutable } from './support/immutable.js';
import { redisUrl, withRedis } from './support/redis.js';

const key = journalKey('a test journal secret, 32 characters or more');
const otherKey = journalKey('another journal secret of at least 32 characters');
const game = games['cereal-killer'] as AnyGameModule;
const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** A store of one backend, and a way to read and rewrite a journal behind its back. */
interface Backend {
  readonly store: MatchStore;
  readonly warnings: string[];
  /** Another store on the same data, as a second process would open it. */
  another(secret?: Buffer): Promise<MatchStore>;
  lines(id: string): Promise<string[]>;
  rewrite(id: string, lines: readonly string[], tail?: string): Promise<void>;
  /** Makes the next writes fail for real (a read-only file; a Redis connection cut); returns the undo. */
  breakWrites(id: string): Promise<() => Promise<void>>;
}

async function folderBackend(): Promise<Backend> {
  const folder = mkdtempSync(join(tmpdir(), 'killer-rules-store-'));
  cleanups.push(() => rmSync(folder, { recursive: true, force: true }));
  const warnings: string[] = [];
  const make = (secret = key) => new FileMatchStore(folder, secret, (message) => warnings.push(message));
  const store = make();
  await store.open();
  cleanups.push(() => store.close());
  const file = (id: string) => join(folder, 'active', `${id}.journal`);
  return {
    store,
    warnings,
    async another(secret) {
      const other = make(secret);
      cleanups.push(() => other.close());
      return other;
    },
    async lines(id) {
      return readFileSync(file(id), 'utf8').split('\n').slice(0, -1);
    },
    async rewrite(id, lines, tail = '') {
      writeFileSync(file(id), lines.map((line) => `${line}\n`).join('') + tail);
    },
    async breakWrites(id) {
      // An immutable file: even root cannot append to it (a read-only disk, as near as a test gets).
      execFileSync('chattr', ['+i', file(id)]);
      return async () => void execFileSync('chattr', ['-i', file(id)]);
    },
  };
}

async function redisBackend(): Promise<Backend> {
  const url = redisUrl ?? '';
  const prefix = `killer-rules-test:${randomSeed().slice(0, 8)}:`;
  const admin = new Redis(url);
  cleanups.push(async () => {
    const keys = await admin.keys(`${prefix}*`);
    if (keys.length > 0) await admin.del(...keys);
    await admin.quit();
  });
  const warnings: string[] = [];
  const make = (secret = key) => new RedisMatchStore(url, secret, { prefix, leaseMs: 600, warn: (message) => warnings.push(message) });
  const store = make();
  await store.open();
  cleanups.push(() => store.close());
  return {
    store,
    warnings,
    async another(secret) {
      const other = make(secret);
      cleanups.push(() => other.close());
      return other;
    },
    async lines(id) {
      return (await admin.xrange(`${prefix}journal:${id}`, '-', '+')).map(([, fields]) => fields[1] ?? '');
    },
    async rewrite(id, lines, tail = '') {
      await admin.del(`${prefix}journal:${id}`);
      for (const line of [...lines, ...(tail === '' ? [] : [tail])]) await admin.xadd(`${prefix}journal:${id}`, '*', 'l', line);
    },
    async breakWrites() {
      // The store's own connection, cut: every command fails until it connects again.
      const redis = (store as unknown as { redis: Redis }).redis;
      redis.disconnect(false);
      return async () => {
        await redis.connect();
      };
    },
  };
}

/** A new match of Cereal Killer, and `steps` random actions after it. */
function played(steps: number, seed = 'store test'): MatchOf<AnyGameModule>[] {
  const created = createMatch(game, { config: {}, seed });
  if (!created.ok) throw new Error(created.error.message);
  const rng = createRng(`${seed}/bot`);
  const matches = [created.match];
  for (let step = 0; step < steps; step++) {
    const match = matches[matches.length - 1] as MatchOf<AnyGameModule>;
    const seat = game.activePlayers(match.state)[0] ?? 0;
    const applied = applyAction(game, match, randomBot({ legal: game.legalActions(match.state, seat), rng }));
    if (!applied.ok) throw new Error(applied.error.message);
    matches.push(applied.match);
  }
  return matches;
}

/** A match created and played `steps` actions in, with seat 0 claimed; the store still holds it. */
async function stored(store: MatchStore, steps = 4): Promise<{ id: string; matches: MatchOf<AnyGameModule>[] }> {
  const id = randomSeed();
  const matches = played(steps, id);
  await store.create(id, matches[0] as MatchOf<AnyGameModule>, 'a'.repeat(64), 2);
  await store.claimSeat(id, 0, 'b'.repeat(64));
  for (const match of matches.slice(1)) await store.append(id, match);
  return { id, matches };
}

async function reload(store: MatchStore, id: string) {
  await store.release(id);
  expect(await store.acquire(id)).toBe(true);
  return store.load(id);
}

const backends: [string, () => Promise<Backend>, boolean][] = [
  ['a folder', folderBackend, true],
  ['Redis', redisBackend, withRedis],
];

describe.each(backends)('the match store on %s', (name, make, available) => {
  it.runIf(available)('reads back what it wrote: the match, its seats, its invite, each action', async () => {
    const { store } = await make();
    const { id, matches } = await stored(store);
    const loaded = await reload(store, id);
    if (loaded.kind !== 'loaded') throw new Error(JSON.stringify(loaded));
    expect(serializeMatch(loaded.stored.match)).toBe(serializeMatch(matches.at(-1) as MatchOf<AnyGameModule>));
    expect(loaded.stored.seats).toEqual(['b'.repeat(64), null]);
    expect(loaded.stored.invite).toBe('a'.repeat(64));
    // It goes on from there.
    const next = played(5, id)[5] as MatchOf<AnyGameModule>;
    await store.append(id, next);
    const again = await reload(store, id);
    expect(again.kind === 'loaded' && serializeMatch(again.stored.match)).toBe(serializeMatch(next));
    expect((await store.active()).map((match) => match.id)).toContain(id);
  });

  it.runIf(available)('lets one host hold a match: a second acquire fails, and nobody writes what it does not hold', async () => {
    const backend = await make();
    const { id } = await stored(backend.store);
    const other = await backend.another();
    await other.open();
    expect(await other.acquire(id)).toBe(name === 'a folder');
    if (name === 'Redis') {
      await expect(other.append(id, played(5, id)[5] as MatchOf<AnyGameModule>)).rejects.toMatchObject({ code: 'NOT_HELD' });
      await backend.store.release(id);
      expect(await other.acquire(id)).toBe(true);
      expect((await other.load(id)).kind).toBe('loaded');
      await other.append(id, played(5, id)[5] as MatchOf<AnyGameModule>);
      // The first host, had it kept a stale idea of holding it, would be refused by the lease check.
    }
    expect(await backend.store.acquire(id)).toBe(false);
    await expect(backend.store.load(randomSeed())).rejects.toBeInstanceOf(StoreError);
  });

  it.runIf(available && name === 'Redis')('lets another process take up a match once the lease of a dead one runs out, and fences the dead one off', async () => {
    const backend = await make();
    const { id } = await stored(backend.store);
    const dead = backend.store as unknown as { redis: Redis; renewal: NodeJS.Timeout };
    clearInterval(dead.renewal); // as if the process had stopped: no more renewals
    const other = await backend.another();
    await other.open();
    expect(await other.acquire(id)).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 800));
    expect(await other.acquire(id)).toBe(true);
    expect((await other.load(id)).kind).toBe('loaded');
    await expect(backend.store.append(id, played(5, id)[5] as MatchOf<AnyGameModule>)).rejects.toMatchObject({ code: 'NOT_HELD' });
  });

  it.runIf(available && (name === 'Redis' || canMakeImmutable))('records nothing when a write fails, and goes on once the store is back', async () => {
    const backend = await make();
    const { id, matches } = await stored(backend.store);
    const next = played(5, id)[5] as MatchOf<AnyGameModule>;
    const before = await backend.lines(id);
    const undo = await backend.breakWrites(id);
    try {
      await expect(backend.store.append(id, next)).rejects.toMatchObject({ code: 'STORE_FAILED' });
    } finally {
      await undo();
    }
    expect(await backend.lines(id)).toEqual(before);
    const loaded = await reload(backend.store, id);
    expect(loaded.kind === 'loaded' && serializeMatch(loaded.stored.match)).toBe(serializeMatch(matches.at(-1) as MatchOf<AnyGameModule>));
    await backend.store.append(id, next);
    const after = await reload(backend.store, id);
    expect(after.kind === 'loaded' && serializeMatch(after.stored.match)).toBe(serializeMatch(next));
  });

  // Each kind of damage: what is done to the journal, and the line the store must name (`null`: the journal as a whole).
  const damages: [string, (lines: string[]) => { lines: string[]; tail?: string }, number | null | 'last'][] = [
    ['a middle line that is not JSON', (lines) => ({ lines: lines.map((line, index) => (index === 3 ? '{"type":"hal' : line)) }), 4],
    ['a middle line deleted', (lines) => ({ lines: lines.filter((_, index) => index !== 3) }), 4],
    ['the last line duplicated', (lines) => ({ lines: [...lines, lines.at(-1) ?? ''] }), 'last'],
    ['two lines swapped', (lines) => ({ lines: [...lines.slice(0, 3), lines[4] ?? '', lines[3] ?? '', ...lines.slice(5)] }), 4],
    ['a digit changed in the last line', (lines) => ({ lines: [...lines.slice(0, -1), (lines.at(-1) ?? '').replace(/(\d)(?=[,}][^0-9]*$)/, (digit) => String((Number(digit) + 1) % 10))] }), 'last'],
    ['an empty journal', () => ({ lines: [] }), null],
    ['a seal changed in the header', (lines) => ({ lines: [`${'0'.repeat(64)}${(lines[0] ?? '').slice(64)}`, ...lines.slice(1)] }), 1],
  ];
  it.runIf(available).each(damages)('finds %s, names the line, and never reads it as a match', async (_, damage, line) => {
    const backend = await make();
    const { id } = await stored(backend.store);
    const changed = damage(await backend.lines(id));
    await backend.rewrite(id, changed.lines, changed.tail);
    const loaded = await reload(backend.store, id);
    expect(loaded.kind).toBe('damaged');
    if (loaded.kind !== 'damaged') return;
    expect(loaded.damage.line).toBe(line === 'last' ? changed.lines.length : line);
    expect(loaded.damage.where).toContain(id);
    expect(loaded.damage.reason.length).toBeGreaterThan(10);
  });

  it.runIf(available)('refuses a journal copied from another match, and a sealed action the rules refuse', async () => {
    const backend = await make();
    const first = await stored(backend.store);
    const second = await stored(backend.store);
    await backend.rewrite(second.id, await backend.lines(first.id));
    const copied = await reload(backend.store, second.id);
    expect(copied.kind === 'damaged' && copied.damage.line).toBe(1);
    // A line sealed with the right key but holding an action the match refuses (a buggy writer).
    const lines = await backend.lines(first.id);
    const seal = (lines.at(-1) ?? '').slice(0, 64);
    const { line } = sealLine(key, first.id, seal, 'act', JSON.stringify({ type: 'choose-starting-house', player: 0, house: 99 }));
    await backend.rewrite(first.id, [...lines, line]);
    const refused = await reload(backend.store, first.id);
    expect(refused.kind === 'damaged' && refused.damage).toMatchObject({ line: lines.length + 1, reason: expect.stringContaining('does not replay') });
  });

  it.runIf(available)('finds lines cut from the end where it keeps the tip apart (Redis), and loads the earlier step where it cannot (a folder)', async () => {
    const backend = await make();
    const { id, matches } = await stored(backend.store);
    await backend.rewrite(id, (await backend.lines(id)).slice(0, -1));
    const loaded = await reload(backend.store, id);
    if (name === 'Redis') {
      expect(loaded.kind === 'damaged' && loaded.damage.reason).toMatch(/cut from its end/);
    } else {
      // The documented limit of a folder: one file per match, one write per action, no tip apart.
      expect(loaded.kind === 'loaded' && serializeMatch(loaded.stored.match)).toBe(serializeMatch(matches.at(-2) as MatchOf<AnyGameModule>));
    }
  });

  it.runIf(available)('archives and quarantines: out of the active set, and never loaded as a match again', async () => {
    const backend = await make();
    const finished = await stored(backend.store);
    const damaged = await stored(backend.store);
    await backend.store.archive(finished.id);
    await backend.store.quarantine(damaged.id, { where: 'x', line: 3, reason: 'a test' });
    const active = (await backend.store.active()).map((match) => match.id);
    expect(active).not.toContain(finished.id);
    expect(active).not.toContain(damaged.id);
    expect(await backend.store.acquire(finished.id)).toBe(true);
    expect(await backend.store.load(finished.id)).toEqual({ kind: 'archived' });
    // Still readable, to show a player how it ended; a quarantined match is not.
    const archived = await backend.store.loadArchived(finished.id);
    expect(archived.kind === 'loaded' && serializeMatch(archived.stored.match)).toBe(serializeMatch(finished.matches.at(-1) as MatchOf<AnyGameModule>));
    expect(await backend.store.loadArchived(damaged.id)).toEqual({ kind: 'missing' });
    expect(await backend.store.acquire(damaged.id)).toBe(true);
    expect(await backend.store.load(damaged.id)).toEqual({ kind: 'missing' });
  });

  it.runIf(available)('refuses to open on journals sealed with another secret', async () => {
    const backend = await make();
    await stored(backend.store);
    const other = await backend.another(otherKey);
    await expect(other.open()).rejects.toThrow(/another journal secret/);
  });
});

describe('the match store on a folder, on disk', () => {
  it('drops a line cut short at the end and repairs the file; a cut header is damage', async () => {
    const backend = await folderBackend();
    const { id, matches } = await stored(backend.store);
    const lines = await backend.lines(id);
    await backend.rewrite(id, lines, '4f2a01 act {"type":"choose-sta');
    const loaded = await reload(backend.store, id);
    expect(loaded.kind === 'loaded' && loaded.repaired).toBe(true);
    expect(loaded.kind === 'loaded' && serializeMatch(loaded.stored.match)).toBe(serializeMatch(matches.at(-1) as MatchOf<AnyGameModule>));
    expect(await backend.lines(id)).toEqual(lines);
    expect(backend.warnings.join('\n')).toMatch(/cut short/);
    await backend.rewrite(id, [], (lines[0] ?? '').slice(0, 80));
    const cut = await reload(backend.store, id);
    expect(cut.kind === 'damaged' && cut.damage).toMatchObject({ line: null, reason: expect.stringMatching(/first line is cut short/) });
  });

  it('ignores files that are not journals, with a warning, and removes a create a crash interrupted', async () => {
    const backend = await folderBackend();
    const { id } = await stored(backend.store);
    const folder = backend.store.where;
    writeFileSync(join(folder, 'active', 'notes.journal'), 'hello\n');
    writeFileSync(join(folder, 'active', `${id}.seats.json`), '{not json');
    const interrupted = `${randomSeed()}.4242.tmp`;
    writeFileSync(join(folder, 'active', interrupted), 'half a create');
    expect((await backend.store.active()).map((match) => match.id)).toEqual([id]);
    expect(backend.warnings.join('\n')).toMatch(/notes\.journal: ignored/);
    expect(backend.warnings.join('\n')).toMatch(/seats\.json: ignored/);
    expect(existsSync(join(folder, 'active', interrupted))).toBe(false);
    expect(readdirSync(join(folder, 'active')).sort()).toEqual([`${id}.journal`, `${id}.seats.json`, 'notes.journal'].sort());
  });

  it('refuses a second live process on the same folder', async () => {
    const backend = await folderBackend();
    const folder = backend.store.where;
    const child = execFileSync(process.execPath, ['-e', 'console.log(process.pid)']).toString().trim();
    expect(Number(child)).toBeGreaterThan(0);
    // The folder names this (live) process; another store of another process must not open it.
    writeFileSync(join(folder, 'server.pid'), `${process.ppid}\n`);
    await expect((await backend.another()).open()).rejects.toThrow(/in use by process/);
    // A pid that is dead (the child above has exited) frees the folder.
    writeFileSync(join(folder, 'server.pid'), `${child}\n`);
    const other = await backend.another();
    await other.open();
  });
});
