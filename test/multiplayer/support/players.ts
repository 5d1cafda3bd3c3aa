/**
 * Clients of the Colyseus example for the end-to-end tests: each a real `colyseus.js` client behind
 * its own tap, holding its invite or seat token, playing at random from its own update, coming back
 * after a restart the way a real client would (client.ts's `rejoin`). And the checks every such
 * test ends with: each frame a client received is exactly what its seat was owed, and holds no
 * secret of the true match.
 */
import { Client, type Room } from 'colyseus.js';
import { expect } from 'vitest';
import { rejoin, type Credentials } from '../../../examples/colyseus/client.js';
import { readSealed } from '../../../examples/colyseus/chain.js';
import { createMatch, applyUntrusted, createRng, randomBot, type AnyGameModule, type GameAction, type GameError, type MatchOf, type Outcome, type PlayerId } from '../../../src/index.js';
import { games } from '../../../src/games/index.js';
import { COLYSEUS, decodeColyseus, framesOf } from './frames.js';
import { expectSeatUpdate, leaksIn, matchAt, type History } from './secrets.js';
import { Tap } from './tap.js';

/** What the room sends a seat after every action (killer-rules' `SeatUpdate`, as decoded). */
export interface Update {
  readonly seat: PlayerId | null;
  readonly view: unknown;
  readonly legal: readonly GameAction[];
  readonly activePlayers: readonly PlayerId[];
  readonly outcome: Outcome | null;
  readonly step: number;
}

/** One client: a seat (or a spectator) playing at random from its own update, through its tap. */
export class Player {
  readonly updates: Update[] = [];
  readonly sent: GameAction[] = [];
  readonly refusals: GameError[] = [];
  seat: PlayerId | null = null;
  match: string | null = null;
  credentials: Credentials | null = null;
  invite: string | null = null;
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
    this.match = room.roomId;
    room.onMessage('invite', (message: { match: string; invite: string }) => {
      this.invite = message.invite;
    });
    room.onMessage('seat', (message: { seat: PlayerId; token: string }) => {
      this.seat = message.seat;
      this.credentials = { token: message.token };
    });
    room.onMessage('update', (update: Update) => {
      this.updates.push(update);
      this.act();
    });
    room.onMessage('refused', (error: GameError) => {
      this.refusals.push(error);
      // Another seat acted first and this action went stale, or it was not saved: decide again.
      this.actedAt = -1;
      if (['NOT_SAVED', 'RATE_LIMITED'].includes(error.code)) setTimeout(() => this.act(), 100);
      else this.act();
    });
    room.onLeave(() => {
      if (this.room === room) this.room = null;
    });
  }

  /** Comes back to its match after a restart or an idle close, as client.ts tells a client to. */
  async comeBack(ms = 30_000): Promise<void> {
    if (this.match === null || this.credentials === null) throw new Error(`${this.label} has nothing to come back with`);
    const before = this.updates.length;
    // An action sent to a server that died may never have arrived: decide again on the next update.
    this.actedAt = -1;
    this.attach(await rejoin(this.client, this.match, this.credentials, ms));
    await until(() => this.updates.length > before, `${this.label} is back`);
  }

  act(): void {
    const update = this.latest;
    if (this.paused || this.room === null || update === undefined || this.seat === null) return;
    if (update.outcome !== null || update.legal.length === 0 || this.actedAt === update.step || update.step >= this.stopAt) return;
    if (this.refusals.length > 200) throw new Error(`${this.label}: refused again and again: ${JSON.stringify(this.refusals.slice(-3))}`);
    this.actedAt = update.step;
    const action = randomBot({ legal: update.legal, rng: this.rng });
    this.sent.push(action);
    this.room.send('act', action);
  }

  play(stopAt = Number.POSITIVE_INFINITY): void {
    this.stopAt = stopAt;
    this.paused = false;
    this.act();
  }
}

export async function until(condition: () => boolean, what: string, ms = 30_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** Waits until nothing has arrived for a while: every action sent has been answered. */
export async function settled(players: readonly Player[]): Promise<void> {
  const count = (): number => players.reduce((sum, player) => sum + player.updates.length + player.refusals.length, 0);
  let seen = -1;
  while (seen !== count()) {
    seen = count();
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
}

/** A match being played: its seats and spectator, all behind their own taps. */
export interface Table {
  readonly game: AnyGameModule;
  readonly players: readonly Player[];
  readonly spectator: Player;
  readonly id: string;
  readonly invite: string;
}

export const everyone = (table: Table): Player[] => [...table.players, table.spectator];

/** Creates a match on the server at `port` and seats everyone with the creator's invite. */
export async function openTable(game: AnyGameModule, config: unknown, seats: number, port: number, taps: Tap[]): Promise<Table> {
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
  await until(() => host.invite !== null && host.seat !== null, 'the creator has its invite and seat');
  const id = host.match ?? '';
  const invite = host.invite ?? '';
  for (const guest of guests) guest.attach(await guest.client.joinById(id, { invite }));
  spectator.attach(await spectator.client.joinById(id, { invite, spectate: true }));
  spectator.credentials = { invite, spectate: true };
  return { game, players, spectator, id, invite };
}

/** Rebuilds a match from the lines of a sealed journal, checking every seal; throws at damage. */
export function matchOfJournal(key: Buffer, id: string, lines: readonly string[]): MatchOf<AnyGameModule> {
  const { records, damage } = readSealed(key, id, id, lines);
  if (damage !== null) throw new Error(`${id}: ${JSON.stringify(damage)}`);
  const header = records.find((record) => record.kind === 'journal')?.value as { game: keyof typeof games; seed: string; config: unknown };
  const game = games[header.game] as AnyGameModule;
  const created = createMatch(game, { config: header.config, seed: header.seed });
  if (!created.ok) throw new Error(created.error.message);
  let match = created.match;
  for (const record of records.filter((each) => each.kind === 'act')) {
    const applied = applyUntrusted(game, match, record.value);
    if (!applied.ok) throw new Error(applied.error.message);
    match = applied.match;
  }
  return match;
}

/** Each seat's actions in the log are actions it sent, in the order it sent them. */
export function expectSentInOrder(final: MatchOf<AnyGameModule>, table: Table): void {
  for (const player of table.players) {
    const logged = final.log.filter((action) => (action as GameAction).player === player.seat).map((action) => JSON.stringify(action));
    const sent = player.sent.map((action) => JSON.stringify(action));
    let at = 0;
    for (const action of logged) {
      at = sent.indexOf(action, at) + 1;
      expect(at, `${player.label} never sent ${action}`).toBeGreaterThan(0);
    }
  }
}

/**
 * Every frame `player`'s tap recorded: no Colyseus state sync at all, every `update` exactly the
 * seat's update at its step, and no frame with a secret of the match at the step it was sent.
 */
export function scanFrames(game: AnyGameModule, history: History, player: Player): void {
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
