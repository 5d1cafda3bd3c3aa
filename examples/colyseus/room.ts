/**
 * A Colyseus room that hosts any game of the killer-rules registry, authoritatively.
 *
 * - The seat comes from the server: a client that joins takes the next free seat and gets a secret
 *   token for it (`seat` message); with that token it takes the same seat back after a reconnect
 *   or a server restart. A client that asks to spectate, or finds every seat taken, spectates.
 * - Clients send `act` with an action; the room applies it as the client's seat
 *   (`applyAction(…, { as: seat })`), so a payload naming another seat is refused.
 * - There is no synchronized Colyseus state at all: after every action each client is sent its
 *   own `update` (`seatUpdate`: its view, its legal actions, the events it may see), so nothing a
 *   seat may not know is ever in a frame sent to it. A refusal goes back as `refused` to the
 *   sender alone.
 * - Every accepted action is on disk (see store.ts) before any client hears of it, and a server
 *   that starts again hosts every unfinished match again under the same room id.
 */
import { matchMaker, Room, type Client } from '@colyseus/core';
import { applyUntrusted, createMatch, gameList, randomSeed, seatCount, seatUpdate, type AnyGameModule, type MatchOf, type PlayerId } from 'killer-rules';
import type { MatchStore, StoredMatch } from './store.js';

/** The options of `client.create('killer', …)`. */
interface CreateOptions {
  readonly game?: unknown;
  readonly config?: unknown;
  /** Set by `restoreMatches` only: the one-time key of a match it loaded. */
  readonly restore?: unknown;
}

/** The options of `client.joinById(id, …)`: a seat token to take a seat back, or a wish to watch. */
interface JoinOptions {
  readonly token?: unknown;
  readonly spectate?: unknown;
}

/** What the room remembers of each connection: its seat, `null` for a spectator. */
interface Connection {
  readonly seat: PlayerId | null;
}

/** The room class and the restore step for the matches of `store`. */
export function killerRoom(store: MatchStore) {
  // Matches loaded by restoreMatches, waiting for their room, under a random one-time key: a
  // client cannot guess one, so it cannot open a second room on a match that is hosted.
  const restoring = new Map<string, StoredMatch & { readonly id: string }>();

  class KillerRoom extends Room<object, unknown, Connection> {
    /** The match this room hosts, its id (also the room id) and its seat tokens. */
    private hosted: { readonly id: string; readonly game: AnyGameModule; match: MatchOf<AnyGameModule>; readonly seats: (string | null)[] } | null = null;

    override onCreate(options: CreateOptions): void {
      const key = typeof options.restore === 'string' ? options.restore : '';
      const restored = restoring.get(key);
      restoring.delete(key);
      const hosted = restored ?? startMatch(options);
      this.hosted = hosted;
      this.roomId = hosted.id;
      // A room whose match is unfinished stays up with nobody in it, so its players can come back.
      this.autoDispose = hosted.game.outcome(hosted.match.state) !== null;
      this.onMessage('act', (client: Client<Connection>, action: unknown) => this.act(client, action));
    }

    override onJoin(client: Client<Connection>, options: JoinOptions = {}): void {
      const { id, game, match, seats } = this.current();
      let seat: PlayerId | null = null;
      if (typeof options.token === 'string') {
        seat = seats.indexOf(options.token);
        if (seat < 0) throw new Error('no seat of this match has that token');
        // The newest connection with the token holds the seat; an older one is let go.
        for (const other of this.clients) if (other !== client && other.userData?.seat === seat) other.leave(4001);
      } else if (options.spectate !== true && seats.includes(null)) {
        seat = seats.indexOf(null);
        const token = randomSeed();
        seats[seat] = token;
        store.saveSeats(id, seats);
        client.send('seat', { seat, token });
      }
      client.userData = { seat };
      client.send('update', seatUpdate(game, match, seat));
    }

    private act(client: Client<Connection>, action: unknown): void {
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
      store.append(hosted.id, applied.match); // on disk first: nobody may see a move a crash would lose
      hosted.match = applied.match;
      for (const each of this.clients) {
        each.send('update', seatUpdate(hosted.game, applied.match, each.userData?.seat ?? null, applied.events));
      }
      if (hosted.game.outcome(applied.match.state) !== null) this.autoDispose = true;
    }

    private current() {
      if (this.hosted === null) throw new Error('the room hosts no match');
      return this.hosted;
    }
  }

  /** A new match of the game the client named, stored before anyone joins. */
  function startMatch(options: CreateOptions) {
    const game = gameList.find((candidate) => candidate.id === options.game);
    if (game === undefined) throw new Error(`no game ${JSON.stringify(options.game)}; one of ${gameList.map((g) => g.id).join(', ')}`);
    // The seed is drawn here, on the server, and never leaves it: whoever holds it can replay
    // every shuffle and deal of the match.
    const created = createMatch(game, { config: options.config, seed: randomSeed() });
    if (!created.ok) throw new Error(created.error.message);
    const id = randomSeed();
    const seats = new Array<string | null>(seatCount(game, created.match.state)).fill(null);
    store.create(id, created.match, seats);
    return { id, game, match: created.match, seats };
  }

  /** Hosts every unfinished match of the store again, each under its old room id. */
  async function restoreMatches(): Promise<number> {
    let count = 0;
    for (const id of store.ids()) {
      const stored = store.load(id);
      if (stored.game.outcome(stored.match.state) !== null) continue;
      const key = randomSeed();
      restoring.set(key, { id, ...stored });
      await matchMaker.createRoom('killer', { restore: key });
      count++;
    }
    return count;
  }

  return { KillerRoom, restoreMatches };
}
