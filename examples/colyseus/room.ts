/**
 * A Colyseus room that hosts any game of the killer-rules registry, authoritatively, for invited
 * players only, on a {@link MatchStore} that keeps every match through crashes.
 *
 * - **Private.** Rooms are never listed: `join`/`joinOrCreate` find none. The creator is sent the
 *   match id and an invite (`invite` message) to hand out; `joinById(match, { invite })` takes the
 *   next free seat (`{ invite, spectate: true }` watches). A seat comes with a token (`seat`
 *   message); `joinById(match, { token })` takes that seat back, and the newest connection holding
 *   it wins. Nothing else gets in.
 * - **The seat comes from the connection**, never from the payload: `act` applies an action as the
 *   connection's seat (`applyUntrusted(…, { as: seat })`).
 * - **No synchronized state.** After each action every connection gets its own `update`
 *   (`seatUpdate`); a refusal goes back as `refused` to the sender alone.
 * - **Durable before told.** An action is in the store before any update leaves. When the store
 *   fails, the sender gets `refused` with code `NOT_SAVED`, the match is as it was, and this room
 *   and every other room go on.
 * - **Idle matches leave memory.** A room nobody has been connected to for `idleSeconds` is closed;
 *   its match stays in the store and comes back when a seat rejoins: `joinById` finds no room, so
 *   the client asks `create('killer', { resume: match, token })` (client.ts does both). A finished
 *   match is archived.
 * - **Limits per client**: matches created per minute and matchmaking requests per minute per
 *   address, messages per second per connection; the transport caps a message's size.
 */
import { matchMaker, Room, ServerError, type AuthContext, type Client } from '@colyseus/core';
import { applyUntrusted, createMatch, gameList, randomSeed, seatCount, seatUpdate, type AnyGameModule, type MatchOf, type PlayerId } from 'killer-rules';
import { digest, matchesDigest } from './chain.js';
import { JOIN_REFUSED } from './protocol.js';
import { MATCH_ID, StoreError, type Damage, type MatchStore } from './store.js';

export { JOIN_REFUSED } from './protocol.js';

/** What the room may be told to do, all optional. */
export interface RoomSettings {
  /** A match nobody is connected to leaves memory after this many seconds (300). */
  readonly idleSeconds?: number;
  /** An unfinished match not played for this many days is archived at start-up as abandoned (30). */
  readonly abandonDays?: number;
  /** Matches one address may create per minute (10). */
  readonly createsPerMinute?: number;
  /** Matchmaking requests one address may make per minute (120). */
  readonly joinsPerMinute?: number;
  /** Messages one connection may send per second, in a burst of twice that (10). */
  readonly messagesPerSecond?: number;
  /** Where the room logs what an operator should see. */
  readonly log?: (message: string) => void;
}

/** What start-up did with the matches of the store. */
export interface StartUpReport {
  /** Unfinished matches that read back whole: each is hosted again when a seat rejoins. */
  readonly restorable: number;
  /** Finished matches found in the active set, archived now. */
  readonly archived: number;
  /** Unfinished matches not played for `abandonDays`, archived. */
  readonly abandoned: number;
  /** Damaged matches moved aside. */
  readonly quarantined: number;
  /** Matches another process holds (Redis): left to it. */
  readonly busy: number;
}

/** The options a client may pass to `create`, `joinById`, `joinOrCreate`. */
interface Options {
  readonly game?: unknown;
  readonly config?: unknown;
  readonly resume?: unknown;
  readonly invite?: unknown;
  readonly token?: unknown;
  readonly spectate?: unknown;
}

const OPTION_KEYS = new Set(['game', 'config', 'resume', 'invite', 'token', 'spectate']);

/** What the room keeps of each connection: its seat (`null`: spectator) and its message budget. */
interface Connection {
  readonly seat: PlayerId | null;
  budget: number;
  refilled: number;
  overruns: number;
}

/** The match a room hosts. */
interface Hosted {
  readonly id: string;
  readonly game: AnyGameModule;
  match: MatchOf<AnyGameModule>;
  readonly invite: string;
  readonly seats: (string | null)[];
}

function refusal(code: number, message: string): ServerError {
  return new ServerError(code, message);
}

/** A counter of requests per key over a sliding minute. */
class PerMinute {
  private readonly seen = new Map<string, number[]>();
  constructor(private readonly limit: number) {}

  /** Counts one request of `key`; `false` once it has made `limit` in the last minute. */
  take(key: string, now = Date.now()): boolean {
    const recent = (this.seen.get(key) ?? []).filter((at) => at > now - 60_000);
    if (recent.length >= this.limit) {
      this.seen.set(key, recent);
      return false;
    }
    recent.push(now);
    this.seen.set(key, recent);
    if (this.seen.size > 10_000) for (const [other, times] of this.seen) if (times.every((at) => at <= now - 60_000)) this.seen.delete(other);
    return true;
  }
}

/** The room class for the matches of `store`, and the start-up step. */
export function killerRoom(store: MatchStore, settings: RoomSettings = {}) {
  const idleMs = (settings.idleSeconds ?? 300) * 1000;
  const abandonMs = (settings.abandonDays ?? 30) * 86_400_000;
  const rate = settings.messagesPerSecond ?? 10;
  const log = settings.log ?? ((message: string) => console.warn(message));
  const creates = new PerMinute(settings.createsPerMinute ?? 10);
  const joins = new PerMinute(settings.joinsPerMinute ?? 120);
  /** The rooms of this process, by match id, so a lost lease reaches its room. */
  const rooms = new Map<string, KillerRoom>();

  store.onLeaseLost = (id) => rooms.get(id)?.lost();

  class KillerRoom extends Room<object, unknown, Connection> {
    private hosted: Hosted | null = null;
    /** Everything that reads or writes the match runs here, one after another. */
    private queue: Promise<unknown> = Promise.resolve();
    /** The creator's reservation is the only one that carries `game`; it gets seat 0 and the invite. */
    private awaitingCreator = false;
    private inviteForCreator: string | null = null;
    private idleTimer: NodeJS.Timeout | null = null;
    private closing = false;

    /** Checks the shape of the options and the address's request budget, before any room is touched. */
    static override async onAuth(_token: string, options: unknown, context: AuthContext): Promise<{ readonly ip: string }> {
      const ip = String(context.ip ?? 'unknown');
      if (options === null || typeof options !== 'object' || Array.isArray(options)) throw refusal(JOIN_REFUSED.BAD_OPTIONS, 'options must be an object');
      for (const key of Object.keys(options)) {
        if (!OPTION_KEYS.has(key)) throw refusal(JOIN_REFUSED.BAD_OPTIONS, `unknown option "${key.slice(0, 40)}"; this room takes ${[...OPTION_KEYS].join(', ')}`);
      }
      if (JSON.stringify(options).length > 2048) throw refusal(JOIN_REFUSED.BAD_OPTIONS, 'options longer than 2048 characters');
      const { game } = options as Options;
      if (!joins.take(ip)) throw refusal(JOIN_REFUSED.TOO_MANY, 'too many matchmaking requests from this address; wait a minute');
      // A resume is a join: it needs the invite or a seat token, and makes no new match.
      if (game !== undefined && !creates.take(ip)) {
        throw refusal(JOIN_REFUSED.TOO_MANY, 'too many matches created from this address; wait a minute');
      }
      return { ip };
    }

    override async onCreate(options: Options): Promise<void> {
      const hosted = options.resume !== undefined ? await this.resume(options) : await this.start(options);
      this.hosted = hosted;
      this.roomId = hosted.id;
      rooms.set(hosted.id, this);
      await this.setPrivate(true);
      // Room for every seat twice (a seat's old connection may linger as it comes back) and a few spectators.
      this.maxClients = hosted.seats.length * 2 + 8;
      // An unfinished match stays up with nobody in it for a while, so its players can come back.
      this.autoDispose = hosted.game.outcome(hosted.match.state) !== null;
      this.onMessage('act', (client: Client<Connection>, action: unknown) => this.receive(client, () => this.act(client, action)));
      this.onMessage('*', (client: Client<Connection>, type: string | number) =>
        this.receive(client, async () => client.send('refused', { code: 'INVALID_INPUT', message: `unknown message type ${JSON.stringify(String(type).slice(0, 40))}; send "act"` })),
      );
      this.idleSoon();
    }

    /** A new match of the game the client named, stored (and its lease taken) before anyone joins. */
    private async start(options: Options): Promise<Hosted> {
      const game = gameList.find((candidate) => candidate.id === options.game);
      if (game === undefined) throw refusal(JOIN_REFUSED.BAD_OPTIONS, `no game ${JSON.stringify(options.game)?.slice(0, 40)}; one of ${gameList.map((g) => g.id).join(', ')}`);
      if (options.invite !== undefined || options.token !== undefined) throw refusal(JOIN_REFUSED.BAD_OPTIONS, 'a new match takes no invite or token');
      // The seed is drawn here, on the server, and never leaves it: whoever holds it can replay
      // every shuffle and deal of the match.
      const created = createMatch(game, { config: options.config, seed: randomSeed() });
      if (!created.ok) throw refusal(JOIN_REFUSED.BAD_OPTIONS, created.error.message);
      const id = randomSeed();
      const invite = randomSeed();
      const seats = seatCount(game, created.match.state);
      try {
        await store.create(id, created.match, digest(invite), seats);
      } catch (thrown) {
        log(`could not create a match of ${game.id}: ${(thrown as Error).message}`);
        throw refusal(JOIN_REFUSED.NOT_SAVED, 'the server could not save a new match; try again later');
      }
      this.awaitingCreator = true;
      this.inviteForCreator = invite;
      return { id, game, match: created.match, invite: digest(invite), seats: new Array<string | null>(seats).fill(null) };
    }

    /** A match of the store hosted again, for a client that holds its invite or one of its seats. */
    private async resume(options: Options): Promise<Hosted> {
      const id = options.resume;
      if (typeof id !== 'string' || !MATCH_ID.test(id)) throw refusal(JOIN_REFUSED.BAD_OPTIONS, 'resume takes a match id');
      if (!(await store.acquire(id).catch(() => false))) {
        throw refusal(JOIN_REFUSED.HOSTED, `match ${id} is hosted already, or being taken up: join it by id`);
      }
      try {
        let loaded = await store.load(id);
        // A finished match is shown as it ended, to a player who missed its last update.
        const fromArchive = loaded.kind === 'archived';
        if (fromArchive) loaded = await store.loadArchived(id);
        if (loaded.kind === 'missing' || loaded.kind === 'archived') throw refusal(JOIN_REFUSED.NO_MATCH, `no match ${id}`);
        if (loaded.kind === 'damaged') {
          if (fromArchive) log(`archived match ${id} is damaged: ${loaded.damage.where} line ${loaded.damage.line}: ${loaded.damage.reason}`);
          else await quarantine(id, loaded.damage);
          throw refusal(JOIN_REFUSED.NO_MATCH, `match ${id} is damaged and was set aside; the operator has the details`);
        }
        const { stored } = loaded;
        const admitted = stored.seats.some((seat) => matchesDigest(options.token, seat)) || matchesDigest(options.invite, stored.invite);
        if (!admitted) throw refusal(JOIN_REFUSED.NOT_INVITED, 'this match is private: resume it with its invite or a seat token');
        const over = stored.game.outcome(stored.match.state) !== null;
        if (over && !fromArchive) await store.archive(id);
        log(`took up match ${id} at step ${stored.match.log.length}${over ? ' (over: shown as it ended)' : ''}`);
        return { id, game: stored.game, match: stored.match, invite: stored.invite, seats: stored.seats };
      } catch (thrown) {
        await store.release(id).catch(() => undefined);
        if (thrown instanceof ServerError) throw thrown;
        log(`could not take up match ${id}: ${(thrown as Error).message}`);
        throw refusal(JOIN_REFUSED.NOT_SAVED, `match ${id} could not be read; try again later`);
      }
    }

    override onJoin(client: Client<Connection>, options: Options = {}): Promise<void> {
      return this.serially(async () => {
        const hosted = this.current();
        let seat: PlayerId | null;
        if (this.awaitingCreator && options.game !== undefined) {
          // The creator: the reservation `create` made with the room, whose id nobody else knows yet.
          seat = await this.claimSeat(client, hosted);
          this.awaitingCreator = false;
          client.send('invite', { match: hosted.id, invite: this.inviteForCreator });
          this.inviteForCreator = null;
        } else if (options.token !== undefined) {
          seat = hosted.seats.findIndex((held) => matchesDigest(options.token, held));
          if (seat < 0) throw refusal(JOIN_REFUSED.NOT_INVITED, 'no seat of this match has that token');
          // The newest connection with the token holds the seat; an older one is let go.
          for (const other of this.clients) if (other !== client && other.userData?.seat === seat) other.leave(4001);
        } else if (matchesDigest(options.invite, hosted.invite)) {
          seat = options.spectate === true ? null : await this.claimSeat(client, hosted);
        } else {
          throw refusal(JOIN_REFUSED.NOT_INVITED, 'this match is private: join it with its invite, or with your seat token');
        }
        client.userData = { seat, budget: rate * 2, refilled: Date.now(), overruns: 0 };
        this.stopIdle();
        client.send('update', seatUpdate(hosted.game, hosted.match, seat));
      });
    }

    /** The next free seat for `client`, saved before it is handed out. */
    private async claimSeat(client: Client<Connection>, hosted: Hosted): Promise<PlayerId> {
      const seat = hosted.seats.indexOf(null);
      if (seat < 0) throw refusal(JOIN_REFUSED.NOT_INVITED, 'every seat of this match is taken; join with { invite, spectate: true } to watch');
      const token = randomSeed();
      try {
        await store.claimSeat(hosted.id, seat, digest(token));
      } catch (thrown) {
        log(`match ${hosted.id}: could not save seat ${seat}: ${(thrown as Error).message}`);
        throw refusal(JOIN_REFUSED.NOT_SAVED, 'the server could not save your seat; try again later');
      }
      hosted.seats[seat] = digest(token);
      client.send('seat', { match: hosted.id, seat, token });
      return seat;
    }

    override onLeave(): void {
      if (this.clients.length === 0) this.idleSoon();
    }

    override async onDispose(): Promise<void> {
      this.stopIdle();
      const id = this.hosted?.id;
      if (id === undefined) return;
      if (rooms.get(id) === this) rooms.delete(id);
      // After any write still under way; a finished match was archived (and let go) already.
      await this.queue.catch(() => undefined);
      await store.release(id).catch((thrown: Error) => log(`match ${id}: could not release its lease: ${thrown.message}`));
    }

    /** Admits one message from `client` if its budget allows, then runs `handle` in turn. */
    private receive(client: Client<Connection>, handle: () => Promise<void>): void {
      const connection = client.userData;
      if (connection === undefined) return;
      const now = Date.now();
      connection.budget = Math.min(rate * 2, connection.budget + ((now - connection.refilled) / 1000) * rate);
      connection.refilled = now;
      if (connection.budget < 1) {
        connection.overruns++;
        // One who keeps flooding is let go; one who merely clicked fast is told, and may send again.
        if (connection.overruns > rate * 10) client.leave(4429);
        else client.send('refused', { code: 'RATE_LIMITED', message: `more than ${rate} messages a second; this one was dropped, nothing changed` });
        return;
      }
      connection.budget -= 1;
      connection.overruns = Math.max(0, connection.overruns - 1);
      void this.serially(handle).catch((thrown: Error) => log(`match ${this.hosted?.id}: ${thrown.message}`));
    }

    private async act(client: Client<Connection>, action: unknown): Promise<void> {
      const hosted = this.current();
      const seat = client.userData?.seat ?? null;
      if (seat === null) {
        client.send('refused', { code: 'INVALID_INPUT', message: 'a spectator cannot act' });
        return;
      }
      const applied = applyUntrusted(hosted.game, hosted.match, action, { as: seat });
      if (!applied.ok) {
        client.send('refused', applied.error);
        return;
      }
      try {
        await store.append(hosted.id, applied.match); // saved first: nobody may see a move a crash would lose
      } catch (thrown) {
        const code = thrown instanceof StoreError ? thrown.code : 'STORE_FAILED';
        log(`match ${hosted.id}: could not save an action of seat ${seat}: ${(thrown as Error).message}`);
        client.send('refused', { code: 'NOT_SAVED', message: 'the server could not save this action; the match is unchanged, try again' });
        if (code === 'NOT_HELD' || code === 'CONFLICT') this.lost();
        return;
      }
      hosted.match = applied.match;
      for (const each of this.clients) {
        each.send('update', seatUpdate(hosted.game, applied.match, each.userData?.seat ?? null, applied.events));
      }
      if (hosted.game.outcome(applied.match.state) !== null) {
        await store.archive(hosted.id).catch((thrown: Error) => log(`match ${hosted.id}: over, but not archived (start-up will): ${thrown.message}`));
        this.autoDispose = true;
      }
    }

    /** Another host has the match now (a lost lease): this room lets its clients go, to find it there. */
    lost(): void {
      if (this.closing) return;
      this.closing = true;
      log(`match ${this.hosted?.id}: no longer held here; closing its room`);
      void this.disconnect(4409).catch(() => undefined);
    }

    private idleSoon(): void {
      this.stopIdle();
      this.idleTimer = setTimeout(() => {
        void this.serially(async () => {
          if (this.clients.length > 0 || this.closing) return;
          this.closing = true;
          const hosted = this.current();
          if (hosted.seats.every((seat) => seat === null)) {
            // The creator never came for its seat, so nobody ever had the invite: no one can come back.
            log(`archived match ${hosted.id}: its creator never joined`);
            await store.archive(hosted.id).catch((thrown: Error) => log(`match ${hosted.id}: not archived: ${thrown.message}`));
          }
          // Not awaited: disposing waits for this queue to empty (onDispose) before it lets go of the match.
          void this.disconnect().catch(() => undefined);
        });
      }, idleMs);
    }

    private stopIdle(): void {
      if (this.idleTimer !== null) clearTimeout(this.idleTimer);
      this.idleTimer = null;
    }

    private serially<T>(task: () => Promise<T>): Promise<T> {
      const run = this.queue.then(task, task);
      this.queue = run.catch(() => undefined);
      return run;
    }

    private current(): Hosted {
      if (this.hosted === null) throw new Error('the room hosts no match');
      return this.hosted;
    }
  }

  async function quarantine(id: string, damage: Damage): Promise<void> {
    log(`quarantined match ${id}: ${damage.where}${damage.line === null ? '' : ` line ${damage.line}`}: ${damage.reason}`);
    await store.quarantine(id, damage);
  }

  /**
   * Reads every match of the store once: a damaged one is quarantined, a finished one archived, an
   * abandoned one archived, and the rest are left restorable. Nothing is hosted until a seat comes
   * back for it. Matches another process holds are left alone.
   */
  async function startUp(now = Date.now()): Promise<StartUpReport> {
    const report = { restorable: 0, archived: 0, abandoned: 0, quarantined: 0, busy: 0 };
    const check = async ({ id, lastWrite }: { id: string; lastWrite: number }): Promise<void> => {
      if (matchMaker.getLocalRoomById(id) !== undefined || !(await store.acquire(id))) {
        report.busy++;
        return;
      }
      try {
        const loaded = await store.load(id);
        if (loaded.kind === 'damaged') {
          await quarantine(id, loaded.damage);
          report.quarantined++;
        } else if (loaded.kind === 'loaded' && loaded.stored.game.outcome(loaded.stored.match.state) !== null) {
          await store.archive(id);
          report.archived++;
        } else if (loaded.kind === 'loaded' && lastWrite < now - abandonMs) {
          log(`archived match ${id}: not played since ${new Date(lastWrite).toISOString()}`);
          await store.archive(id);
          report.abandoned++;
        } else if (loaded.kind === 'loaded') {
          report.restorable++;
        } else if (loaded.kind === 'missing') {
          await quarantine(id, { where: store.where, line: null, reason: 'listed as active, but its journal is missing' });
          report.quarantined++;
        }
      } catch (thrown) {
        log(`match ${id}: could not be read at start-up, left as it is: ${(thrown as Error).message}`);
      } finally {
        await store.release(id).catch(() => undefined);
      }
    };
    // A few at a time: a store on the network answers each request after a round trip (and, with
    // appendfsync always, each lease after an fsync), so matches are read side by side.
    const queue = await store.active();
    const workers = Array.from({ length: 16 }, async () => {
      for (let next = queue.shift(); next !== undefined; next = queue.shift()) await check(next);
    });
    await Promise.all(workers);
    return report;
  }

  return { KillerRoom, startUp };
}
