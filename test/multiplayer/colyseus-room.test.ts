/**
 * The example's room in this process, on a store that fails on demand: a write that fails is
 * refused to its sender and changes nothing, and the room and every other room go on; idle rooms
 * leave memory and come back when a seat rejoins; a match whose creator never came is archived;
 * the limits per address and per connection hold.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { matchMaker, Server } from '@colyseus/core';
import { WebSocketTransport } from '@colyseus/ws-transport';
import { Client, type Room } from 'colyseus.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { journalKey } from '../../examples/colyseus/chain.js';
import { rejoin } from '../../examples/colyseus/client.js';
import { JOIN_REFUSED } from '../../examples/colyseus/protocol.js';
import { killerRoom } from '../../examples/colyseus/room.js';
import { FileMatchStore, StoreError, type Damage, type MatchStore } from '../../examples/colyseus/store.js';
import type { AnyGameModule, GameAction, GameError, MatchOf } from '../../src/index.js';
import { until, type Update } from './support/players.js';
import { COLYSEUS_CLIENT_LINES, expectConsoleLines } from './support/console.js';

/** A folder store whose writes fail while a switch is on, as a full or read-only disk would. */
class FailingStore implements MatchStore {
  failing = { create: false, claimSeat: false, append: false };
  constructor(private readonly inner: FileMatchStore) {}
  get where() {
    return this.inner.where;
  }
  get onLeaseLost() {
    return this.inner.onLeaseLost;
  }
  set onLeaseLost(value) {
    this.inner.onLeaseLost = value;
  }
  private check(what: keyof FailingStore['failing']): void {
    if (this.failing[what]) throw new StoreError('STORE_FAILED', `ENOSPC: no space left on device (a test's failing ${what})`);
  }
  open = () => this.inner.open();
  async create(id: string, match: MatchOf<AnyGameModule>, invite: string, seats: number) {
    this.check('create');
    return this.inner.create(id, match, invite, seats);
  }
  async claimSeat(id: string, seat: number, token: string) {
    this.check('claimSeat');
    return this.inner.claimSeat(id, seat, token);
  }
  async append(id: string, match: MatchOf<AnyGameModule>) {
    this.check('append');
    return this.inner.append(id, match);
  }
  acquire = (id: string) => this.inner.acquire(id);
  load = (id: string) => this.inner.load(id);
  loadArchived = (id: string) => this.inner.loadArchived(id);
  release = (id: string) => this.inner.release(id);
  archive = (id: string) => this.inner.archive(id);
  quarantine = (id: string, damage: Damage) => this.inner.quarantine(id, damage);
  active = () => this.inner.active();
  close = () => this.inner.close();
}

const folder = mkdtempSync(join(tmpdir(), 'killer-rules-room-'));
const logged: string[] = [];
const store = new FailingStore(new FileMatchStore(folder, journalKey('the room tests journal secret, 32 chars+'), (message) => logged.push(message)));
const server = new Server({ transport: new WebSocketTransport({ maxPayload: 4096 }), greet: false });
let url = '';

beforeAll(async () => {
  await store.open();
  const { KillerRoom } = killerRoom(store, { idleSeconds: 0.4, messagesPerSecond: 5, createsPerMinute: 3, log: (message) => logged.push(message) });
  server.define('killer', KillerRoom);
  await server.listen(0, '127.0.0.1');
  url = `ws://127.0.0.1:${(server.transport.server?.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await server.gracefullyShutdown(false);
  await store.close();
  rmSync(folder, { recursive: true, force: true });
});

/** A client from its own address (Colyseus reads X-Real-IP, as a proxy in front of it sets it). */
let addresses = 0;
const clientFrom = (address = `10.0.0.${++addresses}`) => new Client(url, { headers: { 'x-real-ip': address } });

/** A connection and everything it was sent. */
class Seat {
  readonly updates: Update[] = [];
  readonly refusals: GameError[] = [];
  token = '';
  invite = '';
  left: number | null = null;
  constructor(readonly room: Room) {
    room.onMessage('invite', (message: { invite: string }) => (this.invite = message.invite));
    room.onMessage('seat', (message: { token: string }) => (this.token = message.token));
    room.onMessage('update', (update: Update) => this.updates.push(update));
    room.onMessage('refused', (error: GameError) => this.refusals.push(error));
    room.onLeave((code) => (this.left = code));
  }
  get latest(): Update | undefined {
    return this.updates.at(-1);
  }
  first(): GameAction {
    const action = this.latest?.legal[0];
    if (action === undefined) throw new Error('no legal action');
    return action;
  }
}

/** A Cereal Killer match with both seats taken. */
async function table(): Promise<[Seat, Seat]> {
  const client = clientFrom();
  const killer = new Seat(await client.create('killer', { game: 'cereal-killer' }));
  await until(() => killer.invite !== '' && killer.latest !== undefined, 'the creator is seated');
  const detective = new Seat(await client.joinById(killer.room.roomId, { invite: killer.invite }));
  await until(() => detective.latest !== undefined, 'the guest is seated');
  return [killer, detective];
}


expectConsoleLines([...COLYSEUS_CLIENT_LINES, /^(RangeError: )?Max payload size exceeded/]);

describe('the Colyseus room on a failing store', () => {
  it('refuses an action it cannot save to its sender alone, changes nothing, and goes on in this room and the others', async () => {
    const [killer, detective] = await table();
    const [other] = await table();
    store.failing.append = true;
    try {
      killer.room.send('act', killer.first());
      await until(() => killer.refusals.length === 1, 'the refusal');
      expect(killer.refusals[0]).toEqual({ code: 'NOT_SAVED', message: 'the server could not save this action; the match is unchanged, try again' });
      expect(logged.join('\n')).toMatch(/could not save an action of seat 0: ENOSPC/);
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect([killer.updates.length, detective.updates.length]).toEqual([1, 1]);
    } finally {
      store.failing.append = false;
    }
    // The other room, and then this one, go on as if nothing had happened.
    other.room.send('act', other.first());
    await until(() => other.latest?.step === 1, 'the other room moves on');
    killer.room.send('act', killer.first());
    await until(() => detective.latest?.step === 1, 'this room moves on');
    expect(killer.latest?.step).toBe(1);
  });

  it('refuses a seat it cannot save, and a match it cannot create', async () => {
    const creator = new Seat(await clientFrom().create('killer', { game: 'cereal-killer' }));
    await until(() => creator.invite !== '', 'the invite');
    store.failing.claimSeat = true;
    try {
      await expect(clientFrom().joinById(creator.room.roomId, { invite: creator.invite })).rejects.toMatchObject({ code: JOIN_REFUSED.NOT_SAVED });
    } finally {
      store.failing.claimSeat = false;
    }
    const guest = new Seat(await clientFrom().joinById(creator.room.roomId, { invite: creator.invite }));
    await until(() => guest.latest !== undefined, 'the guest is seated');
    expect(guest.latest?.seat).toBe(1);
    store.failing.create = true;
    try {
      await expect(clientFrom().create('killer', { game: 'cereal-killer' })).rejects.toMatchObject({ code: JOIN_REFUSED.NOT_SAVED });
    } finally {
      store.failing.create = false;
    }
  });
});

describe('the Colyseus room over time', () => {
  it('lets an idle match leave memory, and takes it up again, at its step, when a seat comes back', async () => {
    const [killer, detective] = await table();
    const id = killer.room.roomId;
    killer.room.send('act', killer.first());
    await until(() => detective.latest?.step === 1, 'one step');
    await killer.room.leave();
    await detective.room.leave();
    await until(() => matchMaker.getLocalRoomById(id) === undefined, 'the room leaves memory', 5000);
    // Nobody without the match's invite or a seat brings it back (once the room has let go of it).
    let refused: unknown;
    for (let tries = 0; tries < 50; tries++) {
      refused = await clientFrom().create('killer', { resume: id, token: 'f'.repeat(32) }).catch((thrown: unknown) => thrown);
      if ((refused as { code?: number }).code !== JOIN_REFUSED.HOSTED) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(refused).toMatchObject({ code: JOIN_REFUSED.NOT_INVITED });
    const back = new Seat(await rejoin(clientFrom(), id, { token: detective.token }));
    await until(() => back.latest !== undefined, 'the update');
    expect(back.latest).toMatchObject({ seat: 1, step: 1 });
    expect(logged.join('\n')).toContain(`took up match ${id} at step 1`);
    // A second seat finds it hosted and joins the same room.
    const again = new Seat(await rejoin(clientFrom(), id, { token: killer.token }));
    await until(() => again.latest !== undefined, 'the update');
    expect(again.room.roomId).toBe(id);
    expect(logged.filter((line) => line.includes(`took up match ${id}`))).toHaveLength(1);
  });

  it('archives a match whose creator never came for its seat, once it is idle', async () => {
    const listing = await matchMaker.createRoom('killer', { game: 'cereal-killer' });
    await until(() => matchMaker.getLocalRoomById(listing.roomId) === undefined, 'the room leaves memory', 5000);
    expect(logged.join('\n')).toContain(`archived match ${listing.roomId}: its creator never joined`);
    expect((await store.active()).map((match) => match.id)).not.toContain(listing.roomId);
  });
});

describe('the limits of the Colyseus room', () => {
  it('lets one address create 3 matches a minute, and refuses the next', async () => {
    const client = clientFrom('10.9.9.9');
    for (let made = 0; made < 3; made++) await (await client.create('killer', { game: 'cereal-killer' })).leave();
    await expect(client.create('killer', { game: 'cereal-killer' })).rejects.toMatchObject({ code: JOIN_REFUSED.TOO_MANY });
    await expect(client.joinOrCreate('killer', { game: 'cereal-killer' })).rejects.toMatchObject({ code: JOIN_REFUSED.TOO_MANY });
    // Another address is not held back by it.
    await (await clientFrom().create('killer', { game: 'cereal-killer' })).leave();
  });

  it('refuses options it does not take', async () => {
    await expect(clientFrom().create('killer', { game: 'cereal-killer', seat: 0 })).rejects.toMatchObject({ code: JOIN_REFUSED.BAD_OPTIONS });
    await expect(clientFrom().create('killer', { game: 'nope' })).rejects.toMatchObject({ code: JOIN_REFUSED.BAD_OPTIONS });
    await expect(clientFrom().create('killer', { game: 'cereal-killer', config: { note: 'x'.repeat(3000) } })).rejects.toMatchObject({ code: JOIN_REFUSED.BAD_OPTIONS });
  });

  it('drops messages past 5 a second with RATE_LIMITED, changing nothing, and lets a connection that keeps flooding go', async () => {
    const [killer, detective] = await table();
    for (let sent = 0; sent < 30; sent++) killer.room.send('act', { type: 'no such action' });
    await until(() => killer.refusals.length === 30, 'thirty answers');
    const limited = killer.refusals.filter((refusal) => (refusal.code as string) === 'RATE_LIMITED');
    expect(limited.length).toBeGreaterThanOrEqual(19);
    expect(killer.refusals.length - limited.length).toBeLessThanOrEqual(11); // the burst of 10, and what trickled in
    expect(detective.latest?.step).toBe(0);
    for (let sent = 0; sent < 100 && killer.left === null; sent++) killer.room.send('act', { type: 'flood' });
    await until(() => killer.left !== null, 'the flooder is let go');
    expect(killer.left).toBe(4429);
    // Its seat is not lost: it comes back with its token.
    const back = new Seat(await clientFrom().joinById(killer.room.roomId, { token: killer.token }));
    await until(() => back.latest !== undefined, 'the update');
    expect(back.latest?.seat).toBe(0);
  });

  it('closes a connection that sends a message over 4 KiB, and the room goes on', async () => {
    const [killer, detective] = await table();
    killer.room.send('act', { type: 'choose-starting-house', house: 1, note: 'x'.repeat(5000) });
    await until(() => killer.left !== null, 'the connection closes');
    detective.room.send('act', { type: 'choose-starting-house', house: 1 });
    await until(() => detective.refusals.length === 1, 'the room answers');
    expect(detective.refusals[0]?.code).toBe('NOT_YOUR_TURN');
  });
});
