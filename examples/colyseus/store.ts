/**
 * Where the Colyseus example keeps its matches: one contract, {@link MatchStore}, on two backends —
 * {@link FileMatchStore} (one folder) here and `RedisMatchStore` (redis-store.ts). Both write the
 * sealed journal of chain.ts, one journal per match, so what the store promises is the same:
 *
 * - **Creating is atomic.** A match's first lines are written as one unit (a temporary file,
 *   fsync, a link to its name; one Redis script), so a restart finds it whole or not at all.
 * - **An action is durable before anyone hears of it.** `append` returns once the line is on disk
 *   (fdatasync; or Redis with `appendfsync always`, which replies only after its own fsync).
 * - **A failed write changes nothing.** `append` either records the line or throws a
 *   {@link StoreError} with the journal as it was (a half-written line is cut off again).
 * - **Damage stays with its match.** `load` reports a damaged journal with its file or key and
 *   line; the caller quarantines it and goes on with the others. A line cut short at the very end
 *   (a crash during an append, before anyone was told) is dropped and the journal repaired.
 * - **One host per match.** A store writes only the matches it holds a lease on (`acquire`), so
 *   two processes never write the same journal.
 * - **Finished matches are archived** (`archive`): moved out of the active set that `active()`
 *   lists and start-up reads.
 *
 * A journal is as secret as the hidden state: it holds the seed, which replays every hidden draw.
 * Invites and seat tokens are kept only as SHA-256 digests.
 */
import { closeSync, fsyncSync, openSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { link, mkdir, open, readdir, readFile, rename, stat, unlink, writeFile, type FileHandle } from 'node:fs/promises';
import { join } from 'node:path';
import { applyUntrusted, createMatch, gameList, journalHeader, journalLine, type AnyGameModule, type MatchOf } from 'killer-rules';
import { keyCheck, readSealed, sealLine, type Damage, type RecordKind } from './chain.js';

export type { Damage } from './chain.js';

/** A match as the store holds it. */
export interface StoredMatch {
  readonly id: string;
  readonly game: AnyGameModule;
  readonly match: MatchOf<AnyGameModule>;
  /** The SHA-256 of the match's invite. */
  readonly invite: string;
  /** One entry per seat: the SHA-256 of its token, or `null` while nobody holds the seat. */
  readonly seats: (string | null)[];
}

/** What `load` finds. */
export type Loaded =
  | { readonly kind: 'loaded'; readonly stored: StoredMatch; /** A line cut short at the end was dropped. */ readonly repaired: boolean }
  | { readonly kind: 'missing' }
  | { readonly kind: 'archived' }
  | { readonly kind: 'damaged'; readonly damage: Damage };

/** An unfinished (or not yet archived) match of the store. */
export interface ActiveMatch {
  readonly id: string;
  /** When its journal was last written, in milliseconds since 1970. */
  readonly lastWrite: number;
}

/**
 * Why a write was refused: `STORE_FAILED` (the disk or Redis failed; nothing was recorded),
 * `NOT_HELD` (this store holds no lease on the match), `CONFLICT` (the journal moved on without
 * this store: another host wrote it), `EXISTS` (a match of that id exists).
 */
export class StoreError extends Error {
  constructor(
    readonly code: 'STORE_FAILED' | 'NOT_HELD' | 'CONFLICT' | 'EXISTS',
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'StoreError';
  }
}

/**
 * The contract both backends keep; the contract tests (test/multiplayer/store.test.ts) run it on
 * each. Writes to one match must come one at a time (the room runs them in order); writes to
 * different matches may overlap.
 */
export interface MatchStore {
  /** The folder or Redis server, for logs. */
  readonly where: string;
  /**
   * Prepares the store; refuses (throws) when its journals were sealed with another secret, or
   * when another live process uses the same folder.
   */
  open(): Promise<void>;
  /** Records a new match, atomically, and takes its lease. `invite`: the digest of its invite. */
  create(id: string, match: MatchOf<AnyGameModule>, invite: string, seats: number): Promise<void>;
  /** Records that `seat` is now held by the token whose digest is `token`. */
  claimSeat(id: string, seat: number, token: string): Promise<void>;
  /** Records the action `match` has just taken, durably; throws a {@link StoreError} and records nothing if it cannot. */
  append(id: string, match: MatchOf<AnyGameModule>): Promise<void>;
  /** Takes the lease on match `id`: `false` when another host (or this one) holds it. */
  acquire(id: string): Promise<boolean>;
  /** Reads and checks a match it holds the lease on: every seal, every action replayed. */
  load(id: string): Promise<Loaded>;
  /** Reads and checks an archived match, to show its end to a player who comes back to it. */
  loadArchived(id: string): Promise<Loaded>;
  /** Lets go of the lease. */
  release(id: string): Promise<void>;
  /** Moves a match it holds out of the active set, for good (a finished match). Releases the lease. */
  archive(id: string): Promise<void>;
  /** Moves a damaged match aside with what is wrong with it. Releases the lease. */
  quarantine(id: string, damage: Damage): Promise<void>;
  /** The matches not archived or quarantined, with when each was last written. */
  active(): Promise<ActiveMatch[]>;
  /** Releases every lease and closes files and connections. */
  close(): Promise<void>;
  /** Called when a lease is lost (Redis: it expired while the process stalled); the match must stop. */
  onLeaseLost: ((id: string) => void) | null;
}

/** What every match id is: 32 hex digits (`randomSeed()`); anything else is no match of a store. */
export const MATCH_ID = /^[0-9a-f]{32}$/;

/** The last seal of a journal and how many lines it has: where the next line chains on. */
export interface Tip {
  readonly lines: number;
  readonly seal: string;
}

/** A journal as a backend reads it, before any check. */
export interface RawJournal {
  /** The file or key, for damage reports. */
  readonly where: string;
  /** Its whole lines, without newlines. */
  readonly lines: readonly string[];
  /** Whether something follows the last newline (a line cut short). */
  readonly torn: boolean;
  /** The tip recorded apart from the journal, where the backend keeps one (Redis). */
  readonly tip: Tip | null;
}

/**
 * The part of a store that is the same on every backend: sealing lines, the chain's tip per held
 * match, and reading a journal back into a match. A backend supplies the raw operations.
 */
export abstract class SealedStore implements MatchStore {
  abstract readonly where: string;
  onLeaseLost: ((id: string) => void) | null = null;
  /** The tip of each match this store holds. */
  private readonly tips = new Map<string, Tip>();

  constructor(protected readonly key: Buffer) {}

  protected abstract writeNew(id: string, lines: readonly string[], tip: Tip): Promise<void>;
  protected abstract appendLine(id: string, line: string, before: Tip, after: Tip): Promise<void>;
  protected abstract readJournal(id: string): Promise<RawJournal | 'missing' | 'archived'>;
  /** An archived journal (no tip is kept for it). */
  protected abstract readArchive(id: string): Promise<RawJournal | 'missing'>;
  /** Cuts what follows the last newline (the journal has just been read whole and checked). */
  protected abstract repairTail(id: string, lines: readonly string[]): Promise<void>;
  protected abstract takeLease(id: string): Promise<boolean>;
  protected abstract dropLease(id: string): Promise<void>;
  protected abstract moveAside(id: string, to: 'archive' | 'quarantine', damage: Damage | null): Promise<void>;
  abstract open(): Promise<void>;
  abstract active(): Promise<ActiveMatch[]>;
  protected abstract closeBackend(): Promise<void>;

  /** The key check every store of these journals must agree on. */
  protected get keyCheck(): string {
    return keyCheck(this.key);
  }

  protected held(id: string): Tip {
    const tip = this.tips.get(id);
    if (tip === undefined) throw new StoreError('NOT_HELD', `this server holds no lease on match ${id}`);
    return tip;
  }

  protected isHeld(id: string): boolean {
    return this.tips.has(id);
  }

  async create(id: string, match: MatchOf<AnyGameModule>, invite: string, seats: number): Promise<void> {
    if (!MATCH_ID.test(id)) throw new RangeError(`not a match id: ${id}`);
    if (!(await this.acquire(id))) throw new StoreError('EXISTS', `match ${id} is held already`);
    const lines: string[] = [];
    let seal = '';
    const add = (kind: RecordKind, json: string): void => {
      const sealed = sealLine(this.key, id, seal, kind, json);
      lines.push(sealed.line);
      seal = sealed.seal;
    };
    add('match', JSON.stringify({ id, invite, seats, created: new Date().toISOString() }));
    add('journal', journalHeader(match).trimEnd());
    const tip = { lines: lines.length, seal };
    try {
      await this.writeNew(id, lines, tip);
    } catch (thrown) {
      await this.release(id);
      throw thrown;
    }
    this.tips.set(id, tip);
  }

  private async write(id: string, kind: RecordKind, json: string): Promise<void> {
    const before = this.held(id);
    if (before.lines < 0) throw new StoreError('NOT_HELD', `match ${id} is held but not loaded: nothing to write after`);
    const { line, seal } = sealLine(this.key, id, before.seal, kind, json);
    const after = { lines: before.lines + 1, seal };
    await this.appendLine(id, line, before, after);
    this.tips.set(id, after);
  }

  claimSeat(id: string, seat: number, token: string): Promise<void> {
    return this.write(id, 'seat', JSON.stringify({ seat, token }));
  }

  append(id: string, match: MatchOf<AnyGameModule>): Promise<void> {
    return this.write(id, 'act', journalLine(match).trimEnd());
  }

  async acquire(id: string): Promise<boolean> {
    if (!MATCH_ID.test(id) || this.tips.has(id)) return false;
    if (!(await this.takeLease(id))) return false;
    // Held, but not loaded yet: no tip to write after.
    this.tips.set(id, { lines: -1, seal: '' });
    return true;
  }

  async release(id: string): Promise<void> {
    if (!this.tips.delete(id)) return;
    await this.dropLease(id);
  }

  async load(id: string): Promise<Loaded> {
    this.held(id);
    const raw = await this.readJournal(id);
    if (raw === 'missing' || raw === 'archived') return { kind: raw };
    const checked = checkJournal(this.key, id, raw);
    if ('damage' in checked) return { kind: 'damaged', damage: checked.damage };
    if (raw.torn) await this.repairTail(id, raw.lines);
    this.tips.set(id, checked.tip);
    return { kind: 'loaded', stored: checked.stored, repaired: raw.torn };
  }

  async loadArchived(id: string): Promise<Loaded> {
    const raw = await this.readArchive(id);
    if (raw === 'missing') return { kind: raw };
    const checked = checkJournal(this.key, id, { ...raw, torn: false });
    return 'damage' in checked ? { kind: 'damaged', damage: checked.damage } : { kind: 'loaded', stored: checked.stored, repaired: false };
  }

  async archive(id: string): Promise<void> {
    this.held(id);
    await this.moveAside(id, 'archive', null);
    await this.release(id);
  }

  async quarantine(id: string, damage: Damage): Promise<void> {
    this.held(id);
    await this.moveAside(id, 'quarantine', damage);
    await this.release(id);
  }

  async close(): Promise<void> {
    for (const id of [...this.tips.keys()]) await this.release(id).catch(() => undefined);
    await this.closeBackend();
  }
}

/** Reads a raw journal into a match, or says where it is damaged. */
function checkJournal(key: Buffer, id: string, raw: RawJournal): { stored: StoredMatch; tip: Tip } | { damage: Damage } {
  const { where } = raw;
  const damaged = (line: number | null, reason: string) => ({ damage: { where, line, reason } });
  if (raw.lines.length === 0) return damaged(null, raw.torn ? 'the first line is cut short (a journal is created whole, so this is damage)' : 'the journal is empty');
  const { records, damage } = readSealed(key, id, where, raw.lines);
  if (damage !== null) return { damage };
  const [first, second, ...rest] = records;
  const opening = first?.value as { id?: unknown; invite?: unknown; seats?: unknown } | undefined;
  if (first?.kind !== 'match' || opening?.id !== id || typeof opening.invite !== 'string') return damaged(1, 'the first line does not open match ' + id);
  if (second?.kind !== 'journal') return damaged(2, 'the second line is not the journal header');
  const header = second.value as { game?: unknown; seed?: unknown; config?: unknown };
  const game = gameList.find((candidate) => candidate.id === header.game);
  if (game === undefined || typeof header.seed !== 'string') return damaged(2, `the journal header names no game of this server (${String(header.game)})`);
  const created = createMatch(game, { config: header.config, seed: header.seed });
  if (!created.ok) return damaged(2, `the match cannot be set up again: ${created.error.message}`);
  let match = created.match;
  const count = Number(opening.seats);
  const seats = new Array<string | null>(Number.isSafeInteger(count) && count > 0 && count <= 64 ? count : 0).fill(null);
  if (seats.length === 0) return damaged(1, `a match of ${String(opening.seats)} seats`);
  for (const [index, record] of rest.entries()) {
    const line = index + 3;
    if (record.kind === 'seat') {
      const { seat, token } = record.value as { seat?: unknown; token?: unknown };
      if (typeof seat !== 'number' || seats[seat] !== null || typeof token !== 'string') return damaged(line, `seat ${String(seat)} cannot be claimed here`);
      seats[seat] = token;
    } else if (record.kind === 'act') {
      const applied = applyUntrusted(game, match, record.value);
      if (!applied.ok) return damaged(line, `the action does not replay: ${applied.error.message}`);
      match = applied.match;
    } else {
      return damaged(line, `a ${record.kind} line in the middle of a journal`);
    }
  }
  const last = records[records.length - 1];
  const tip = { lines: records.length, seal: last?.seal ?? '' };
  if (raw.tip !== null && (raw.tip.lines !== tip.lines || raw.tip.seal !== tip.seal)) {
    return damaged(
      null,
      raw.tip.lines < 0
        ? 'there is no record of where the journal ends (its tip is missing)'
        : raw.tip.lines > tip.lines
          ? `the journal ends at line ${tip.lines}, but line ${raw.tip.lines} was written: lines were cut from its end`
          : `the journal does not end where it was last written (line ${raw.tip.lines})`,
    );
  }
  return { stored: { id, game, match, invite: opening.invite, seats }, tip };
}

/** Writes `data` to a new file and flushes it. */
async function writeFlushed(file: string, data: string, mode = 0o600): Promise<void> {
  const handle = await open(file, 'wx', mode);
  try {
    await handle.writeFile(data);
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** Flushes a folder, so a file created, renamed or removed in it stays so after a crash. */
async function syncFolder(folder: string): Promise<void> {
  const handle = await open(folder, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/**
 * The matches of one folder: `active/<id>.journal` for each match in play, `archive/` for
 * finished ones, `quarantine/` for damaged ones (with `<id>.damage.json` saying where and why).
 * One process per folder: `open` refuses when `server.pid` names a live process.
 */
export class FileMatchStore extends SealedStore {
  readonly where: string;
  /** The open journal of each held match, and its length in bytes. */
  private readonly handles = new Map<string, { handle: FileHandle; size: number }>();
  /** Held matches whose journal may end in a half-written line no truncate could cut. */
  private readonly unsure = new Set<string>();
  private readonly leases = new Set<string>();
  private pidFile: string | null = null;

  constructor(
    private readonly folder: string,
    key: Buffer,
    private readonly warn: (message: string) => void = console.warn,
  ) {
    super(key);
    this.where = folder;
  }

  private path(kind: 'active' | 'archive' | 'quarantine', name: string): string {
    return join(this.folder, kind, name);
  }

  async open(): Promise<void> {
    for (const sub of ['active', 'archive', 'quarantine']) await mkdir(join(this.folder, sub), { recursive: true, mode: 0o700 });
    this.claimFolder();
    const checkFile = join(this.folder, 'key-check');
    try {
      await writeFlushed(checkFile, `${this.keyCheck}\n`, 0o644);
    } catch (thrown) {
      if ((thrown as NodeJS.ErrnoException).code !== 'EEXIST') throw thrown;
      if ((await readFile(checkFile, 'utf8')).trim() !== this.keyCheck) {
        throw new Error(`${this.folder}: its journals were sealed with another journal secret (key-check differs); refusing to start rather than quarantine every match`);
      }
    }
  }

  /** Takes the folder for this process, unless `server.pid` names another live one. */
  private claimFolder(): void {
    const file = join(this.folder, 'server.pid');
    for (;;) {
      try {
        const fd = openSync(file, 'wx', 0o644);
        writeFileSync(fd, `${process.pid}\n`);
        fsyncSync(fd);
        closeSync(fd);
        this.pidFile = file;
        return;
      } catch (thrown) {
        if ((thrown as NodeJS.ErrnoException).code !== 'EEXIST') throw thrown;
      }
      const pid = Number(readFileSync(file, 'utf8').trim());
      if (Number.isSafeInteger(pid) && pid > 0 && pid !== process.pid && isAlive(pid)) {
        throw new Error(`${this.folder} is in use by process ${pid} (server.pid); one server per folder`);
      }
      // A process that died without cleaning up (a kill, a crash): the folder is free.
      unlinkSyncQuiet(file);
    }
  }

  protected async writeNew(id: string, lines: readonly string[]): Promise<void> {
    const file = this.path('active', `${id}.journal`);
    const temporary = this.path('active', `${id}.${process.pid}.tmp`);
    const text = lines.map((line) => `${line}\n`).join('');
    try {
      await writeFlushed(temporary, text);
      // A link fails if the name exists, where a rename would replace it; either way the journal
      // appears whole under its name, or not at all.
      await link(temporary, file);
      await unlink(temporary);
      await syncFolder(join(this.folder, 'active'));
    } catch (thrown) {
      await unlink(temporary).catch(() => undefined);
      if ((thrown as NodeJS.ErrnoException).code === 'EEXIST') throw new StoreError('EXISTS', `match ${id} exists`);
      throw new StoreError('STORE_FAILED', `could not create match ${id} in ${this.folder}: ${(thrown as Error).message}`, { cause: thrown });
    }
    this.unsure.delete(id);
    this.handles.set(id, { handle: await open(file, 'a'), size: Buffer.byteLength(text) });
  }

  protected async appendLine(id: string, line: string): Promise<void> {
    const file = this.path('active', `${id}.journal`);
    let open_ = this.handles.get(id);
    if (this.unsure.has(id)) {
      // A failed write could not be cut off: cut it now, or write nothing after it.
      try {
        if (open_ === undefined) throw new Error('the journal is not open');
        await open_.handle.truncate(open_.size);
        await open_.handle.datasync();
        this.unsure.delete(id);
      } catch (thrown) {
        throw new StoreError('STORE_FAILED', `the journal of match ${id} still ends in a failed write: ${(thrown as Error).message}`, { cause: thrown });
      }
    }
    try {
      if (open_ === undefined) {
        const handle = await open(file, 'a');
        open_ = { handle, size: (await handle.stat()).size };
        this.handles.set(id, open_);
      }
    } catch (thrown) {
      throw new StoreError('STORE_FAILED', `could not open the journal of match ${id}: ${(thrown as Error).message}`, { cause: thrown });
    }
    const { handle, size } = open_;
    const bytes = Buffer.from(`${line}\n`);
    try {
      const { bytesWritten } = await handle.write(bytes);
      if (bytesWritten !== bytes.length) throw new Error(`wrote ${bytesWritten} of ${bytes.length} bytes`);
      await handle.datasync();
      open_.size = size + bytes.length;
    } catch (thrown) {
      // Put the journal back as it was, so a half line is not left for the next write to follow.
      try {
        await handle.truncate(size);
        await handle.datasync();
      } catch {
        this.unsure.add(id);
      }
      throw new StoreError('STORE_FAILED', `could not save to the journal of match ${id}: ${(thrown as Error).message}`, { cause: thrown });
    }
  }

  protected async readJournal(id: string): Promise<RawJournal | 'missing' | 'archived'> {
    const file = this.path('active', `${id}.journal`);
    // Read afresh: the next append opens the file again, at its length then.
    const open_ = this.handles.get(id);
    this.handles.delete(id);
    this.unsure.delete(id);
    await open_?.handle.close().catch(() => undefined);
    let text: string;
    try {
      text = await readFile(file, 'utf8');
    } catch (thrown) {
      if ((thrown as NodeJS.ErrnoException).code !== 'ENOENT') throw thrown;
      const archived = await stat(this.path('archive', `${id}.journal`)).then(
        () => true,
        () => false,
      );
      return archived ? 'archived' : 'missing';
    }
    const lines = text.split('\n');
    const tail = lines.pop() ?? '';
    return { where: file, lines, torn: tail.length > 0, tip: null };
  }

  protected async readArchive(id: string): Promise<RawJournal | 'missing'> {
    const file = this.path('archive', `${id}.journal`);
    const text = await readFile(file, 'utf8').catch(() => null);
    if (text === null) return 'missing';
    const lines = text.split('\n');
    lines.pop();
    return { where: file, lines, torn: false, tip: null };
  }

  protected async repairTail(id: string, lines: readonly string[]): Promise<void> {
    const size = lines.reduce((sum, line) => sum + Buffer.byteLength(line) + 1, 0);
    const handle = await open(this.path('active', `${id}.journal`), 'r+');
    try {
      await handle.truncate(size);
      await handle.datasync();
    } finally {
      await handle.close();
    }
    this.warn(`match ${id}: dropped a line cut short at the end of its journal (a write interrupted by a crash, never acknowledged)`);
  }

  protected async takeLease(id: string): Promise<boolean> {
    if (this.leases.has(id)) return false;
    this.leases.add(id);
    return true;
  }

  protected async dropLease(id: string): Promise<void> {
    this.leases.delete(id);
    const open_ = this.handles.get(id);
    this.handles.delete(id);
    await open_?.handle.close().catch(() => undefined);
  }

  protected async moveAside(id: string, to: 'archive' | 'quarantine', damage: Damage | null): Promise<void> {
    const open_ = this.handles.get(id);
    this.handles.delete(id);
    await open_?.handle.close().catch(() => undefined);
    if (damage !== null) {
      await writeFile(this.path(to, `${id}.damage.json`), `${JSON.stringify({ ...damage, at: new Date().toISOString() })}\n`, { mode: 0o600 });
    }
    await rename(this.path('active', `${id}.journal`), this.path(to, `${id}.journal`));
    await syncFolder(join(this.folder, 'active'));
    await syncFolder(join(this.folder, to));
  }

  async active(): Promise<ActiveMatch[]> {
    const found: ActiveMatch[] = [];
    for (const name of (await readdir(join(this.folder, 'active'))).sort()) {
      const file = this.path('active', name);
      const id = name.endsWith('.journal') ? name.slice(0, -'.journal'.length) : '';
      if (MATCH_ID.test(id)) {
        found.push({ id, lastWrite: (await stat(file)).mtimeMs });
      } else if (/^[0-9a-f]{32}\.\d+\.tmp$/.test(name) && !this.isHeld(name.slice(0, 32))) {
        // A create that a crash interrupted: that match was never made, and nobody heard of it.
        await unlink(file).catch(() => undefined);
        this.warn(`${file}: removed an unfinished create (the server stopped while creating that match)`);
      } else {
        this.warn(`${file}: ignored, not a journal of this store (journals are named <32 hex digits>.journal)`);
      }
    }
    return found;
  }

  protected async closeBackend(): Promise<void> {
    for (const { handle } of this.handles.values()) await handle.close().catch(() => undefined);
    this.handles.clear();
    if (this.pidFile !== null) unlinkSyncQuiet(this.pidFile);
    this.pidFile = null;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (thrown) {
    return (thrown as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function unlinkSyncQuiet(file: string): void {
  try {
    unlinkSync(file);
  } catch {
    // Already gone.
  }
}
