/**
 * The Colyseus example (examples/colyseus) end to end: a real server process on 127.0.0.1 with
 * its matches in a folder, real `colyseus.js` clients, each behind a tap that records every byte
 * the server sends it.
 *
 * A Cereal Killer and a Frozen Horror match are played at the same time, with a spectator each,
 * all seated by the creator's invite; strangers are turned away. Mid-game the server is killed
 * (SIGKILL: no chance to save anything), half a line is left at the end of each journal as a crash
 * during an append would, and a new server is started on the same folder; the clients come back
 * with their tokens (the match is taken up again on demand) and finish. Then: every frame each
 * client received is exactly what its seat was owed at that step and holds no secret of the true
 * match, nor another seat's token; a client cannot act for another seat; and the archived journal
 * replays to the match that was played, every step any client saw included.
 */
import { appendFileSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'colyseus.js';
import { afterAll, describe, expect, it } from 'vitest';
import { journalKey } from '../../examples/colyseus/chain.js';
import { JOIN_REFUSED } from '../../examples/colyseus/protocol.js';
import { replay, serializeMatch } from '../../src/index.js';
import { games } from '../../src/games/index.js';
import { everyone, expectSentInOrder, matchOfJournal, openTable, scanFrames, settled, until, type Table } from './support/players.js';
import { historyOf } from './support/secrets.js';
import { kill, killAll, startServer, TEST_SECRET } from './support/server.js';
import { Tap } from './support/tap.js';
import { COLYSEUS_CLIENT_LINES, expectConsoleLines } from './support/console.js';

const folder = mkdtempSync(join(tmpdir(), 'killer-rules-colyseus-'));
const taps: Tap[] = [];

afterAll(async () => {
  await killAll();
  await Promise.all(taps.map((tap) => tap.close()));
  rmSync(folder, { recursive: true, force: true });
});

const refusedWith = (code: number) => expect.objectContaining({ code });


expectConsoleLines(COLYSEUS_CLIENT_LINES);

describe('Colyseus 0.16: the example room hosts any game of the registry', () => {
  it('plays Cereal Killer and Frozen Horror to the end across a killed and restarted server, for invited players only, leaking nothing', async () => {
    let server = await startServer({ MATCHES: folder, MESSAGES_PER_SECOND: '1000' });
    const tables: Table[] = [
      await openTable(games['cereal-killer'], {}, 2, server.port, taps),
      await openTable(games['frozen-horror'], { players: 4 }, 4, server.port, taps),
    ];
    for (const table of tables) {
      await until(() => everyone(table).every((player) => player.latest !== undefined), `${table.game.id}: everyone has an update`);
      expect(table.players.map((player) => player.seat)).toEqual(table.players.map((_, seat) => seat));
      expect(table.spectator.seat).toBeNull();
    }
    const [cereal, frozen] = tables as [Table, Table];

    // Strangers: no invite, a wrong one, a made-up token, matchmaking by name. None gets a seat or a frame of the match.
    const stranger = new Client(`ws://127.0.0.1:${server.port}`);
    await expect(stranger.joinById(frozen.id)).rejects.toEqual(refusedWith(JOIN_REFUSED.NOT_INVITED));
    await expect(stranger.joinById(frozen.id, { invite: cereal.invite })).rejects.toEqual(refusedWith(JOIN_REFUSED.NOT_INVITED));
    await expect(stranger.joinById(frozen.id, { token: 'f'.repeat(32) })).rejects.toEqual(refusedWith(JOIN_REFUSED.NOT_INVITED));
    await expect(stranger.joinById(cereal.id, { invite: cereal.invite })).rejects.toEqual(refusedWith(JOIN_REFUSED.NOT_INVITED)); // every seat taken
    await expect(stranger.join('killer')).rejects.toThrow(/no rooms found/);
    await expect(stranger.create('killer', { resume: frozen.id })).rejects.toEqual(refusedWith(JOIN_REFUSED.HOSTED));
    const own = await stranger.joinOrCreate('killer', { game: 'cereal-killer' });
    expect(tables.map((table) => table.id)).not.toContain(own.roomId); // a match of its own, not someone's
    await own.leave();

    // Seat binding: seat 1 sends seat 0's own legal action, naming seat 0; a spectator acts.
    const [killer, detective] = cereal.players;
    if (killer === undefined || detective === undefined) throw new Error('no players');
    const firstMove = killer.latest?.legal[0];
    expect(firstMove?.player).toBe(0);
    detective.room?.send('act', firstMove);
    cereal.spectator.room?.send('act', firstMove);
    await until(() => detective.refusals.length > 0 && cereal.spectator.refusals.length > 0, 'the refusals arrive');
    expect(detective.refusals.at(-1)).toMatchObject({ code: 'INVALID_INPUT', message: expect.stringContaining('this connection plays seat 1') });
    expect(cereal.spectator.refusals.at(-1)).toMatchObject({ code: 'INVALID_INPUT' });
    expect(killer.latest?.step).toBe(0);

    // Play both matches two steps in (no game of the registry ends that soon), then kill the server.
    for (const player of tables.flatMap(everyone)) player.play(2);
    await until(() => tables.every((table) => (table.spectator.latest?.step ?? 0) >= 2), 'both matches are under way');
    await settled(tables.flatMap(everyone));
    for (const player of tables.flatMap(everyone)) player.paused = true;
    const seenBeforeKill = tables.map((table) => Math.max(...everyone(table).map((player) => player.latest?.step ?? 0)));
    await kill(server.child);
    await until(() => tables.flatMap(everyone).every((player) => player.room === null), 'every client saw the server go');
    // As if the kill had come in the middle of an append: half a line at the end of each journal.
    for (const table of tables) appendFileSync(join(folder, 'active', `${table.id}.journal`), '5f0c act {"type":"half a li');

    server = await startServer({ MATCHES: folder, MESSAGES_PER_SECOND: '1000' });
    expect(server.output()).toMatch(/3 restorable/); // the two tables and the stranger's own match
    for (const tap of taps) tap.target = server.port;
    for (const [index, table] of tables.entries()) {
      for (const player of everyone(table)) {
        await player.comeBack();
        // Nothing lost: the match taken up again is at least as far as anything a client had seen.
        expect(player.latest?.step).toBeGreaterThanOrEqual(seenBeforeKill[index] ?? 0);
        expect(player.latest?.seat).toBe(player.seat);
      }
    }
    expect(server.output()).toMatch(/dropped a line cut short/);

    for (const player of tables.flatMap(everyone)) player.play();
    await until(() => tables.flatMap(everyone).every((player) => player.latest?.outcome != null), 'both games are over');

    for (const table of tables) {
      const { game } = table;
      // A finished match is archived; its journal is the match: it replays, and to the same match.
      await until(() => existsSync(join(folder, 'archive', `${table.id}.journal`)), 'the match is archived');
      const lines = readFileSync(join(folder, 'archive', `${table.id}.journal`), 'utf8').split('\n').slice(0, -1);
      const final = matchOfJournal(journalKey(TEST_SECRET), table.id, lines);
      const replayed = replay(game, { config: final.config, seed: final.seed, actions: final.log });
      expect(replayed.ok && serializeMatch(replayed.match)).toBe(serializeMatch(final));
      expect(table.spectator.latest?.outcome).toEqual(game.outcome(final.state));
      expect(table.spectator.latest?.step).toBe(final.log.length);
      expectSentInOrder(final, table);
      const history = historyOf(game, final);
      for (const player of everyone(table)) {
        scanFrames(game, history, player);
        const received = player.tap.streams().map((bytes) => bytes.toString('utf8')).join('');
        for (const other of table.players) {
          if (other !== player && other.credentials !== null && 'token' in other.credentials) {
            expect(received.includes(other.credentials.token), `${player.label} received ${other.label}'s token`).toBe(false);
          }
        }
      }
    }
    // Coming back to a finished match shows how it ended; it takes no more actions.
    for (const player of tables.flatMap(everyone)) await player.room?.leave();
    const [winner] = cereal.players;
    if (winner?.match == null || winner.credentials === null) throw new Error('no seat');
    const before = winner.updates.length;
    await winner.comeBack();
    expect(winner.updates.length).toBe(before + 1);
    expect({ ...winner.latest, events: [] }).toEqual({ ...winner.updates[before - 1], events: [] });
    winner.room?.send('act', { type: 'choose-starting-house', house: 1 });
    await until(() => winner.refusals.at(-1)?.code === 'GAME_OVER', 'the refusal');
  }, 90_000);
});
