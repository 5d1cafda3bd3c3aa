/**
 * The Redis backend of the match store: the same contract as the folder (see store.ts), shared
 * by every server process, so a match whose process died is taken up by another.
 *
 * Keys, under a prefix (`killer-rules:` by default):
 * - `journal:<id>`: a stream, one entry per sealed line (field `l`), the match's journal.
 * - `tips`: a hash, `<id>` → `<lines> <last seal>`, written in the same script as each line, so a
 *   stream that lost lines from its end is caught too.
 * - `active`: a sorted set of the matches in play, scored by when each was last written.
 * - `lease:<id>`: which process hosts the match, with a time to live it keeps renewing. Every
 *   write is a script that checks the lease first, so a process that lost its lease (it stalled,
 *   another took the match over) can never write to the journal again.
 * - `archived`, `archive:<id>`; `quarantined` (a hash of damage reports), `quarantine:<id>`.
 * - `key-check`: which journal secret sealed these journals.
 *
 * Durability is Redis' own: run it with `appendonly yes` and `appendfsync always`, so Redis answers
 * a write only once it is fsynced (docs/server.md shows the set-up). `open` warns when it is not.
 */
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import type { Damage } from './chain.js';
import { MATCH_ID, SealedStore, StoreError, type ActiveMatch, type RawJournal, type Tip } from './store.js';

/** Options of {@link RedisMatchStore}. */
export interface RedisStoreOptions {
  /** The key prefix, `killer-rules:` by default. */
  readonly prefix?: string;
  /** How long a lease lives without being renewed, in milliseconds (10 000); renewed every third of it. */
  readonly leaseMs?: number;
  readonly warn?: (message: string) => void;
}

// KEYS: lease, stream, tips, active. ARGV: owner, id, now, tip after, lines….
const CREATE = `
if redis.call('GET', KEYS[1]) ~= ARGV[1] then return redis.error_reply('NOT_HELD the lease is not held') end
if redis.call('EXISTS', KEYS[2]) == 1 or redis.call('HEXISTS', KEYS[3], ARGV[2]) == 1 then return redis.error_reply('EXISTS the match exists') end
for i = 5, #ARGV do redis.call('XADD', KEYS[2], '*', 'l', ARGV[i]) end
redis.call('HSET', KEYS[3], ARGV[2], ARGV[4])
redis.call('ZADD', KEYS[4], ARGV[3], ARGV[2])
return 1`;

// KEYS: lease, stream, tips, active. ARGV: owner, id, now, tip before, tip after, line.
// A line already written (a command resent after a lost reply) is not written twice.
const APPEND = `
if redis.call('GET', KEYS[1]) ~= ARGV[1] then return redis.error_reply('NOT_HELD the lease is not held') end
local tip = redis.call('HGET', KEYS[3], ARGV[2])
if tip == ARGV[5] then return 0 end
if tip ~= ARGV[4] then return redis.error_reply('CONFLICT the journal has moved on') end
redis.call('XADD', KEYS[2], '*', 'l', ARGV[6])
redis.call('HSET', KEYS[3], ARGV[2], ARGV[5])
redis.call('ZADD', KEYS[4], ARGV[3], ARGV[2])
return 1`;

// KEYS: lease, stream, tips, active, target stream, target set. ARGV: owner, id, now, damage ('' to archive).
const MOVE = `
if redis.call('GET', KEYS[1]) ~= ARGV[1] then return redis.error_reply('NOT_HELD the lease is not held') end
if redis.call('EXISTS', KEYS[2]) == 1 then redis.call('RENAME', KEYS[2], KEYS[5]) end
redis.call('HDEL', KEYS[3], ARGV[2])
redis.call('ZREM', KEYS[4], ARGV[2])
if ARGV[4] == '' then redis.call('ZADD', KEYS[6], ARGV[3], ARGV[2]) else redis.call('HSET', KEYS[6], ARGV[2], ARGV[4]) end
redis.call('DEL', KEYS[1])
return 1`;

const RENEW = `if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('PEXPIRE', KEYS[1], ARGV[2]) else return 0 end`;
const RELEASE = `if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) else return 0 end`;

const tipText = (tip: Tip): string => `${tip.lines} ${tip.seal}`;

/** The matches of one Redis server (or one prefix of it), shared by every process of a cluster. */
export class RedisMatchStore extends SealedStore {
  readonly where: string;
  private readonly redis: Redis;
  private readonly prefix: string;
  private readonly leaseMs: number;
  private readonly warn: (message: string) => void;
  /** Who this process is, in lease values. */
  private readonly owner = randomBytes(16).toString('hex');
  private readonly leases = new Set<string>();
  private renewal: NodeJS.Timeout | null = null;

  constructor(url: string, key: Buffer, options: RedisStoreOptions = {}) {
    super(key);
    this.prefix = options.prefix ?? 'killer-rules:';
    this.leaseMs = options.leaseMs ?? 10_000;
    this.warn = options.warn ?? console.warn;
    // Commands wait for a reconnect a little, then fail: an action is refused rather than left hanging.
    this.redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 2, enableOfflineQueue: true });
    this.redis.on('error', () => undefined);
    this.where = `${url.replace(/\/\/[^@/]*@/, '//')} (${this.prefix}*)`;
  }

  private k(name: string): string {
    return this.prefix + name;
  }

  private async script(source: string, keys: readonly string[], args: readonly (string | number)[]): Promise<unknown> {
    try {
      return await this.redis.eval(source, keys.length, ...keys, ...args);
    } catch (thrown) {
      const message = (thrown as Error).message;
      for (const code of ['NOT_HELD', 'EXISTS', 'CONFLICT'] as const) {
        if (message.startsWith(code)) throw new StoreError(code, message.slice(code.length + 1), { cause: thrown });
      }
      throw new StoreError('STORE_FAILED', `Redis: ${message}`, { cause: thrown });
    }
  }

  async open(): Promise<void> {
    await this.redis.connect();
    await this.redis.set(this.k('key-check'), this.keyCheck, 'NX');
    if ((await this.redis.get(this.k('key-check'))) !== this.keyCheck) {
      throw new Error(`${this.where}: its journals were sealed with another journal secret (key-check differs); refusing to start rather than quarantine every match`);
    }
    try {
      const config = (await this.redis.config('GET', 'appendonly', 'appendfsync')) as string[];
      const settings = Object.fromEntries(config.flatMap((value, index) => (index % 2 === 0 ? [[value, config[index + 1]]] : [])));
      if (settings.appendonly !== 'yes' || settings.appendfsync !== 'always') {
        this.warn(`${this.where}: appendonly ${settings.appendonly}, appendfsync ${settings.appendfsync}: an action may be told to players before Redis has it on disk (use appendonly yes, appendfsync always)`);
      }
    } catch {
      this.warn(`${this.where}: CONFIG GET is not allowed; make sure Redis runs with appendonly yes and appendfsync always`);
    }
    this.renewal = setInterval(() => void this.renew(), Math.max(100, Math.floor(this.leaseMs / 3)));
    this.renewal.unref();
  }

  private async renew(): Promise<void> {
    for (const id of [...this.leases]) {
      let kept = false;
      try {
        kept = (await this.redis.eval(RENEW, 1, this.k(`lease:${id}`), this.owner, this.leaseMs)) === 1;
      } catch {
        // Redis unreachable: the lease may still be ours; the next renewal tells.
        continue;
      }
      if (!kept && this.leases.has(id)) {
        this.warn(`match ${id}: lease lost (this process stalled past ${this.leaseMs} ms, or another took the match over)`);
        await this.release(id).catch(() => undefined);
        this.onLeaseLost?.(id);
      }
    }
  }

  private keys(id: string): string[] {
    return [this.k(`lease:${id}`), this.k(`journal:${id}`), this.k('tips'), this.k('active')];
  }

  protected async writeNew(id: string, lines: readonly string[], tip: Tip): Promise<void> {
    await this.script(CREATE, this.keys(id), [this.owner, id, Date.now(), tipText(tip), ...lines]);
  }

  protected async appendLine(id: string, line: string, before: Tip, after: Tip): Promise<void> {
    await this.script(APPEND, this.keys(id), [this.owner, id, Date.now(), tipText(before), tipText(after), line]);
  }

  protected async readJournal(id: string): Promise<RawJournal | 'missing' | 'archived'> {
    const where = this.k(`journal:${id}`);
    const [entries, tip, archived] = await Promise.all([
      this.redis.xrange(where, '-', '+'),
      this.redis.hget(this.k('tips'), id),
      this.redis.zscore(this.k('archived'), id),
    ]);
    if (entries.length === 0 && tip === null) return archived === null ? 'missing' : 'archived';
    const lines = entries.map(([, fields]) => (fields[0] === 'l' ? (fields[1] ?? '') : ''));
    const [count, seal] = (tip ?? '').split(' ');
    return { where, lines, torn: false, tip: tip === null ? { lines: -1, seal: '' } : { lines: Number(count), seal: seal ?? '' } };
  }

  protected async readArchive(id: string): Promise<RawJournal | 'missing'> {
    const where = this.k(`archive:${id}`);
    const entries = await this.redis.xrange(where, '-', '+');
    if (entries.length === 0) return 'missing';
    return { where, lines: entries.map(([, fields]) => (fields[0] === 'l' ? (fields[1] ?? '') : '')), torn: false, tip: null };
  }

  protected async repairTail(): Promise<void> {
    // A stream entry is written whole or not at all: there is never a line cut short.
  }

  protected async takeLease(id: string): Promise<boolean> {
    const taken = await this.redis.set(this.k(`lease:${id}`), this.owner, 'PX', this.leaseMs, 'NX');
    if (taken !== 'OK') return false;
    this.leases.add(id);
    return true;
  }

  protected async dropLease(id: string): Promise<void> {
    if (!this.leases.delete(id)) return;
    await this.redis.eval(RELEASE, 1, this.k(`lease:${id}`), this.owner).catch(() => undefined);
  }

  protected async moveAside(id: string, to: 'archive' | 'quarantine', damage: Damage | null): Promise<void> {
    const target = to === 'archive' ? [this.k(`archive:${id}`), this.k('archived')] : [this.k(`quarantine:${id}`), this.k('quarantined')];
    const report = damage === null ? '' : JSON.stringify({ ...damage, at: new Date().toISOString() });
    await this.script(MOVE, [...this.keys(id), ...target], [this.owner, id, Date.now(), report]);
    this.leases.delete(id);
  }

  async active(): Promise<ActiveMatch[]> {
    const entries = await this.redis.zrange(this.k('active'), 0, -1, 'WITHSCORES');
    const found: ActiveMatch[] = [];
    for (let index = 0; index < entries.length; index += 2) {
      const id = entries[index] ?? '';
      if (MATCH_ID.test(id)) found.push({ id, lastWrite: Number(entries[index + 1]) });
      else this.warn(`${this.k('active')}: ignored "${id}", not a match id`);
    }
    return found;
  }

  protected async closeBackend(): Promise<void> {
    if (this.renewal !== null) clearInterval(this.renewal);
    this.renewal = null;
    await this.redis.quit().catch(() => undefined);
  }
}
