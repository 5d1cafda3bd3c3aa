/**
 * What a server operator would lose a match to, each done to the real server process of the
 * Colyseus example (issue 18):
 *
 * 1. SIGKILL at random moments (seeded: a failure reproduces) while clients create matches: every
 *    restart starts, and every match a client heard of is whole, with the seat it was given.
 * 2. Damaged files of every kind at start-up: the server starts, quarantines each damaged match
 *    with its file and line, ignores files that are no journal, and restores every healthy match.
 * 3. A journal that cannot be written (an immutable file): that action is refused to its sender
 *    with NOT_SAVED, the match is unchanged, and the server and its other rooms go on.
 * 5. Finished matches are archived and long-idle ones abandoned at start-up, not replayed again.
 * 6. A changed line never loads as another match (with 2).
 * And SIGKILL at random moments during play: after each restart the match is exactly what its
 * players saw (never behind, never another), and every frame of every client, across all the
 * restarts, is checked against one history of each match.
 */
import { execFileSync } from 'node:child_process';
import { appendFileSync, copyFileSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'colyseus.js';
import { afterAll, describe, expect, it } from 'vitest';
import { digest, journalKey } from '../../examples/colyseus/chain.js';
import { JOIN_REFUSED } from '../../examples/colyseus/protocol.js';
import { FileMatchStore } from '../../examples/colyseus/store.js';
import { applyAction, createMatch, createRng, randomBot, randomSeed, serializeMatch, type AnyGameModule, type MatchOf } from '../../src/index.js';
import { games } from '../../src/games/index.js';
import { everyone, matchOfJournal, openTable, scanFrames, settled, until, type Table } from './support/players.js';
import { canMakeImmutable } from './support/immutable.js';
import { historyOf } from './support/secrets.js';
import { kill, killAll, startServer, TEST_SECRET, type RunningServer } from './support/server.js';
import { Tap } from './support/tap.js';
import { COLYSEUS_CLIENT_LINES, expectConsoleLines } from './support/console.js';

const key = journalKey(TEST_SECRET);
const folders: string[] = [];
const taps: Tap[] = [];
afterAll(async () => {
  await killAll();
  await Promise.all(taps.map((tap) => tap.close()));
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

function newFolder(): string {
  const folder = mkdtempSync(join(tmpdir(), 'killer-rules-faults-'));
  folders.push(folder);
  return folder;
}

/** No limits in the way of clients that play as fast as loopback allows. */
const fast = { MESSAGES_PER_SECOND: '100000', CREATES_PER_MINUTE: '100000', JOINS_PER_MINUTE: '100000' };

/** Every journal of the folder's active set, read offline with a store of its own (the server is dead). */
async function readFolder(folder: string) {
  const store = new FileMatchStore(folder, key, () => undefined);
  await store.open();
  const found = new Map<string, { match: MatchOf<AnyGameModule>; seats: (string | null)[] }>();
  const damaged: string[] = [];
  try {
    for (const { id } of await store.active()) {
      expect(await store.acquire(id)).toBe(true);
      const loaded = await store.load(id);
      if (loaded.kind === 'loaded') found.set(id, { match: loaded.stored.match, seats: loaded.stored.seats });
      else damaged.push(`${id}: ${JSON.stringify(loaded)}`);
      await store.release(id);
    }
  } finally {
    await store.close();
  }
  return { found, damaged };
}


expectConsoleLines(COLYSEUS_CLIENT_LINES);

describe('the Colyseus example under faults', () => {
  it('survives SIGKILL at 12 random moments while 8 clients create matches: it always starts again, and every match a client heard of is whole', async () => {
    const folder = newFolder();
    const rng = createRng('kills during create');
    const heard = new Map<string, { invite: string; token: string; seat: number }>();
    for (let round = 0; round < 12; round++) {
      const server = await startServer({ MATCHES: folder, ...fast });
      let stop = false;
      const creators = Array.from({ length: 8 }, async () => {
        const client = new Client(`ws://127.0.0.1:${server.port}`);
        while (!stop) {
          try {
            const room = await client.create('killer', { game: 'cereal-killer' });
            let invite = '';
            room.onMessage('invite', (message: { invite: string }) => (invite = message.invite));
            room.onMessage('seat', (message: { seat: number; token: string }) => heard.set(room.roomId, { invite, token: message.token, seat: message.seat }));
            room.onMessage('update', () => void room.leave().catch(() => undefined));
          } catch {
            // The server was killed under this request.
            await new Promise((resolve) => setTimeout(resolve, 20));
          }
        }
      });
      await new Promise((resolve) => setTimeout(resolve, 100 + Math.floor(rng.next() * 400)));
      await kill(server.child);
      stop = true;
      await Promise.all(creators);
      const { found, damaged } = await readFolder(folder);
      expect(damaged).toEqual([]);
      for (const [id, { token, seat }] of heard) {
        // Told of it, so it must be whole: the match, and the seat token the client was given.
        expect(found.get(id)?.seats[seat], `match ${id} (round ${round})`).toBe(digest(token));
      }
      expect(readdirSync(join(folder, 'quarantine'))).toEqual([]);
    }
    expect(heard.size).toBeGreaterThan(8); // matches were being created when the kills came
    // And it starts once more after the last kill.
    const last = await startServer({ MATCHES: folder, ...fast });
    expect(last.output()).toMatch(/0 quarantined/);
    await kill(last.child);
  }, 120_000);

  it('starts on a folder with every kind of damage, quarantines each damaged match by file and line, archives finished and abandoned ones, and restores the rest', async () => {
    const folder = newFolder();
    const store = new FileMatchStore(folder, key, () => undefined);
    await store.open();
    const game = games['cereal-killer'] as AnyGameModule;
    const invite = randomSeed();
    let written = 0;
    /**
     * A match played `steps` in (or to the end), written through a store as the server would. Its
     * seed and choices are fixed (the ids are random), so no match meant to be under way has ended
     * by chance, and each damaged line is where the test says.
     */
    const write = async (steps: number): Promise<{ id: string; match: MatchOf<AnyGameModule> }> => {
      const id = randomSeed();
      const seed = `every kind of damage/${written++}`;
      const created = createMatch(game, { config: {}, seed });
      if (!created.ok) throw new Error(created.error.message);
      let match = created.match;
      await store.create(id, match, digest(invite), 2);
      await store.claimSeat(id, 0, digest(`token of ${id}`));
      const rng = createRng(seed);
      for (let step = 0; step < steps && game.outcome(match.state) === null; step++) {
        const seat = game.activePlayers(match.state)[0] ?? 0;
        const applied = applyAction(game, match, randomBot({ legal: game.legalActions(match.state, seat), rng }));
        if (!applied.ok) throw new Error(applied.error.message);
        match = applied.match;
        await store.append(id, match);
      }
      await store.release(id);
      return { id, match };
    };
    const file = (id: string) => join(folder, 'active', `${id}.journal`);
    const lines = (id: string) => readFileSync(file(id), 'utf8').split('\n').slice(0, -1);
    const rewrite = (id: string, changed: readonly string[], tail = '') => writeFileSync(file(id), changed.map((line) => `${line}\n`).join('') + tail);

    const healthy = [await write(6), await write(3), await write(9)];
    appendFileSync(file(healthy[2]?.id ?? ''), 'abc act {"type":"cho'); // a torn last line: repaired, not damage
    const finished = await write(10_000);
    const abandoned = await write(2);
    const old = new Date(Date.now() - 40 * 86_400_000);
    utimesSync(file(abandoned.id), old, old);
    const damage: Record<string, { id: string; line: string }> = {};
    const damaged = async (name: string, line: string, change: (id: string, original: string[]) => void) => {
      const { id } = await write(6);
      change(id, lines(id));
      damage[name] = { id, line };
    };
    await damaged('a middle line that is not JSON', 'line 4', (id, original) => rewrite(id, original.map((each, index) => (index === 3 ? '{"type":"choose-sta' : each))));
    await damaged('a deleted line', 'line 5', (id, original) => rewrite(id, original.filter((_, index) => index !== 4)));
    await damaged('a duplicated last line', 'line 10', (id, original) => rewrite(id, [...original, original.at(-1) ?? '']));
    await damaged('an empty journal', 'journal', (id) => rewrite(id, []));
    await damaged('a cut header', 'journal', (id, original) => rewrite(id, [], (original[0] ?? '').slice(0, 50)));
    await damaged('a changed digit in the last line', 'line 9', (id, original) => rewrite(id, [...original.slice(0, -1), (original.at(-1) ?? '').replace(/(\d)(?=\D*$)/, (digit) => String((Number(digit) + 1) % 10))]));
    await damaged('two lines swapped', 'line 4', (id, original) => rewrite(id, [...original.slice(0, 3), original[4] ?? '', original[3] ?? '', ...original.slice(5)]));
    await damaged('a journal copied from another match', 'line 1', (id) => copyFileSync(file(healthy[0]?.id ?? ''), file(id)));
    writeFileSync(join(folder, 'active', 'notes.journal'), 'my notes\n');
    writeFileSync(join(folder, 'active', `${healthy[0]?.id}.seats.json`), '{"not json');
    writeFileSync(join(folder, 'active', `${randomSeed()}.77.tmp`), 'a create cut short');
    await store.close();

    const server = await startServer({ MATCHES: folder, ...fast });
    const output = server.output();
    expect(output).toMatch(/3 restorable, 1 archived, 1 abandoned, 8 quarantined/);
    for (const [name, { id, line }] of Object.entries(damage)) {
      // Logged with its file and, where there is one, its line.
      const logged = output.split('\n').find((each) => each.includes(`quarantined match ${id}`)) ?? '';
      expect(logged, name).toContain(file(id));
      if (line.startsWith('line')) expect(logged, name).toContain(` ${line}:`);
      expect(existsSync(join(folder, 'quarantine', `${id}.journal`)), name).toBe(true);
      expect(JSON.parse(readFileSync(join(folder, 'quarantine', `${id}.damage.json`), 'utf8')), name).toMatchObject({ where: file(id) });
    }
    expect(output).toMatch(/notes\.journal: ignored/);
    expect(output).toMatch(/seats\.json: ignored/);
    expect(existsSync(join(folder, 'archive', `${finished.id}.journal`))).toBe(true);
    expect(existsSync(join(folder, 'archive', `${abandoned.id}.journal`))).toBe(true);

    // Every healthy match comes back, at its step; a quarantined one never does, as anything.
    for (const { id, match } of healthy) {
      const room = await new Client(`ws://127.0.0.1:${server.port}`).create('killer', { resume: id, invite, spectate: true });
      const update = await new Promise<{ step: number }>((resolve) => room.onMessage('update', resolve));
      expect(update.step).toBe(match.log.length);
      await room.leave();
    }
    for (const { id } of Object.values(damage)) {
      await expect(new Client(`ws://127.0.0.1:${server.port}`).create('killer', { resume: id, invite })).rejects.toMatchObject({ code: JOIN_REFUSED.NO_MATCH });
    }
    // A finished match is shown as it ended (from the archive), and takes no more actions.
    const ended = await new Client(`ws://127.0.0.1:${server.port}`).create('killer', { resume: finished.id, invite, spectate: true });
    const last = await new Promise<{ step: number; outcome: unknown }>((resolve) => ended.onMessage('update', resolve));
    expect(last).toMatchObject({ step: finished.match.log.length, outcome: game.outcome(finished.match.state) });
    await ended.leave();
    await kill(server.child);
    // A second start finds nothing more to do: archived and quarantined matches are not read again.
    const again = await startServer({ MATCHES: folder, ...fast });
    expect(again.output()).toMatch(/3 restorable, 0 archived, 0 abandoned, 0 quarantined/);
    await kill(again.child);
  }, 60_000);

  it('refuses to start without a journal secret in production, or on journals sealed with another', async () => {
    const folder = newFolder();
    await expect(startServer({ MATCHES: folder, NODE_ENV: 'production', JOURNAL_SECRET: '' })).rejects.toThrow(/not starting: JOURNAL_SECRET is not set/);
    const server = await startServer({ MATCHES: folder });
    await kill(server.child);
    await expect(startServer({ MATCHES: folder, JOURNAL_SECRET: 'another secret, also 32 characters long' })).rejects.toThrow(/sealed with another journal secret/);
  });

  it.runIf(canMakeImmutable)('refuses an action it cannot write (an immutable journal) with NOT_SAVED, and the server and its other rooms go on', async () => {
    const folder = newFolder();
    const server = await startServer({ MATCHES: folder, ...fast });
    const tables = [await openTable(games['cereal-killer'], {}, 2, server.port, taps), await openTable(games['cereal-killer'], {}, 2, server.port, taps)];
    for (const table of tables) await until(() => everyone(table).every((player) => player.latest !== undefined), 'everyone has an update');
    const [broken, healthy] = tables as [Table, Table];
    const journal = join(folder, 'active', `${broken.id}.journal`);
    const before = readFileSync(journal, 'utf8');
    execFileSync('chattr', ['+i', journal]);
    try {
      const [killer] = broken.players;
      if (killer === undefined) throw new Error('no seat');
      killer.room?.send('act', killer.latest?.legal[0]);
      await until(() => killer.refusals.length > 0, 'the refusal');
      expect(killer.refusals[0]).toMatchObject({ code: 'NOT_SAVED', message: expect.stringContaining('match is unchanged') });
      expect(broken.spectator.latest?.step).toBe(0);
      // The other room goes on.
      const [other] = healthy.players;
      other?.room?.send('act', other.latest?.legal[0]);
      await until(() => healthy.spectator.latest?.step === 1, 'the other room takes its action');
      expect(server.child.exitCode).toBeNull();
      expect(server.output()).toMatch(/could not save an action/);
    } finally {
      execFileSync('chattr', ['-i', journal]);
    }
    expect(readFileSync(journal, 'utf8')).toBe(before);
    // Once the disk takes writes again, so does the match.
    const [killer] = broken.players;
    killer?.room?.send('act', killer.latest?.legal[0]);
    await until(() => broken.spectator.latest?.step === 1, 'the action goes through');
    await kill(server.child);
  }, 60_000);

  it('survives SIGKILL at 12 random moments during play: after each restart every match is exactly what its players saw, to the end', async () => {
    const folder = newFolder();
    const rng = createRng('kills during play');
    let server: RunningServer = await startServer({ MATCHES: folder, ...fast });
    const tables: Table[] = [];
    const openTables = async (): Promise<void> => {
      for (const [index, table] of [tables[tables.length - 2], tables[tables.length - 1]].entries()) {
        if (table !== undefined && table.spectator.latest?.outcome == null) continue;
        const next = index === 0 ? await openTable(games['frozen-horror'], { players: 4 }, 4, server.port, taps) : await openTable(games['cereal-killer'], {}, 2, server.port, taps);
        tables.push(next);
        await until(() => everyone(next).every((player) => player.latest !== undefined), 'everyone has an update');
      }
    };
    const playing = () => tables.slice(-2);
    await openTables();
    for (let round = 0; round < 12; round++) {
      for (const player of playing().flatMap(everyone)) player.play();
      await new Promise((resolve) => setTimeout(resolve, 50 + Math.floor(rng.next() * 300)));
      await kill(server.child);
      for (const player of playing().flatMap(everyone)) player.paused = true;
      const seen = playing().map((table) => Math.max(...everyone(table).map((player) => player.latest?.step ?? 0)));
      const { found, damaged } = await readFolder(folder);
      expect(damaged).toEqual([]);
      for (const [index, table] of playing().entries()) {
        // Everything anyone was told is on disk (a finished match is in the archive).
        const step = found.get(table.id)?.match.log.length ?? (existsSync(join(folder, 'archive', `${table.id}.journal`)) ? Number.POSITIVE_INFINITY : -1);
        expect(step, `${table.game.id} after kill ${round}`).toBeGreaterThanOrEqual(seen[index] ?? 0);
      }
      server = await startServer({ MATCHES: folder, ...fast });
      for (const tap of taps) tap.target = server.port;
      for (const [index, table] of playing().entries()) {
        if (table.spectator.latest?.outcome != null) continue;
        for (const player of everyone(table)) {
          await player.comeBack();
          expect(player.latest?.step).toBeGreaterThanOrEqual(seen[index] ?? 0);
        }
      }
      await openTables();
    }
    for (const player of playing().flatMap(everyone)) player.play();
    await until(() => playing().every((table) => table.spectator.latest?.outcome != null), 'the last games are over', 60_000).catch((thrown: Error) => {
      const state = playing().flatMap(everyone).map((p) => `${p.label}: room ${p.room !== null} step ${p.latest?.step} legal ${p.latest?.legal.length} active ${p.latest?.activePlayers} refusals ${JSON.stringify(p.refusals.slice(-2))}`);
      throw new Error(`${thrown.message}\n${state.join('\n')}\n${server.output().slice(-2000)}`);
    });
    await settled(playing().flatMap(everyone));
    await kill(server.child);

    // One history per match explains every frame every client received, across every restart.
    for (const table of tables) {
      const file = [join(folder, 'archive', `${table.id}.journal`), join(folder, 'active', `${table.id}.journal`)].find(existsSync) ?? '';
      const final = matchOfJournal(key, table.id, readFileSync(file, 'utf8').split('\n').slice(0, -1));
      expect(serializeMatch(final).length).toBeGreaterThan(0);
      const history = historyOf(table.game, final);
      for (const player of everyone(table)) scanFrames(table.game, history, player);
    }
  }, 150_000);
});
