/**
 * Where the Colyseus example keeps its matches: two files per match in one folder.
 *
 * - `<id>.journal`: the match as `journalHeader` plus one `journalLine` per accepted action,
 *   appended and flushed to disk before anyone is told about the action, so no client ever sees a
 *   move a restart would lose.
 * - `<id>.seats.json`: the seat tokens (who may reclaim which seat after a reconnect or restart),
 *   replaced whole through a temporary file and a rename, so a crash leaves the old file or the
 *   new one, never half of one.
 *
 * Both files are as secret as the hidden state: the journal holds the seed, which replays every
 * hidden draw, and the tokens let anyone take a seat. Keep the folder away from clients.
 */
import { closeSync, fsyncSync, mkdirSync, openSync, readdirSync, readFileSync, renameSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { gameList, journalHeader, journalLine, journalOf, loadJournal, type AnyGameModule, type MatchOf } from 'killer-rules';

/** A match read back from disk. */
export interface StoredMatch {
  readonly game: AnyGameModule;
  readonly match: MatchOf<AnyGameModule>;
  /** One token per seat; `null` for a seat nobody has taken yet. */
  readonly seats: (string | null)[];
}

/** Writes `text` to `file` and flushes it, so the data is on disk when this returns. */
function writeDurably(file: string, text: string, flags: 'a' | 'w'): void {
  const fd = openSync(file, flags);
  try {
    writeSync(fd, text);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

/** Replaces `file` whole: a reader (or a restart) sees the old content or the new, never a mix. */
function replaceAtomically(file: string, text: string): void {
  const temporary = `${file}.${process.pid}.tmp`;
  writeDurably(temporary, text, 'w');
  renameSync(temporary, file);
}

/** The matches of one folder. */
export class MatchStore {
  constructor(private readonly folder: string) {
    mkdirSync(folder, { recursive: true });
  }

  private file(id: string, kind: 'journal' | 'seats.json'): string {
    // Ids are made by the room (hex digits); anything else would be a path outside the folder.
    if (!/^[0-9a-f]{1,64}$/.test(id)) throw new Error(`not a match id: ${id}`);
    return join(this.folder, `${id}.${kind}`);
  }

  /** Records a new match: its journal header and its (empty) seats. */
  create(id: string, match: MatchOf<AnyGameModule>, seats: readonly (string | null)[]): void {
    replaceAtomically(this.file(id, 'journal'), journalHeader(match));
    this.saveSeats(id, seats);
  }

  /** Appends the action `match` has just taken. */
  append(id: string, match: MatchOf<AnyGameModule>): void {
    writeDurably(this.file(id, 'journal'), journalLine(match), 'a');
  }

  /** Replaces the seat tokens. */
  saveSeats(id: string, seats: readonly (string | null)[]): void {
    replaceAtomically(this.file(id, 'seats.json'), JSON.stringify(seats));
  }

  /** Reads a match back by replaying its journal; throws if it is missing or does not replay. */
  load(id: string): StoredMatch {
    const text = readFileSync(this.file(id, 'journal'), 'utf8');
    const header: unknown = JSON.parse(text.slice(0, text.indexOf('\n')));
    const gameId = typeof header === 'object' && header !== null && 'game' in header ? header.game : undefined;
    const game = gameList.find((candidate) => candidate.id === gameId);
    if (game === undefined) throw new Error(`match ${id}: unknown game ${String(gameId)}`);
    const loaded = loadJournal(game, text);
    if (!loaded.ok) throw new Error(`match ${id}: ${loaded.error.message}`);
    // A crash during an append can leave half a line, which loadJournal skips; rewriting the file
    // without it keeps the next append from being glued onto that half line.
    replaceAtomically(this.file(id, 'journal'), journalOf(loaded.match));
    const seats = JSON.parse(readFileSync(this.file(id, 'seats.json'), 'utf8')) as (string | null)[];
    return { game, match: loaded.match, seats };
  }

  /** The ids of every match in the folder. */
  ids(): string[] {
    return readdirSync(this.folder)
      .filter((name) => name.endsWith('.journal'))
      .map((name) => name.slice(0, -'.journal'.length))
      .sort();
  }
}
