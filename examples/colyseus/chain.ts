/**
 * The sealed journal both stores write: one line per record, each line sealed with an HMAC-SHA256
 * keyed by the server's journal secret over the seal of the line before it, the match id, and the
 * line itself. A line that is changed, deleted, duplicated, reordered or copied in from another
 * match no longer matches its seal, and reading stops there, naming the line.
 *
 * ```
 * <seal> match {"id":"…","invite":"<sha-256 of the invite>","created":"2026-…"}
 * <seal> journal {"journal":1,"game":"cereal-killer","seed":"…","config":{…}}   ← journalHeader
 * <seal> seat {"seat":0,"token":"<sha-256 of the seat token>"}
 * <seal> act {"type":"choose-starting-house","player":0,"house":5}             ← journalLine
 * ```
 *
 * What a seal cannot show is a journal cut after a whole line: the lines left are a journal of an
 * earlier step. The Redis store keeps the last seal apart from the stream and compares it; the
 * file store cannot without a second write per action (see docs/server.md).
 */
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

/** What a line records. */
export type RecordKind = 'match' | 'journal' | 'seat' | 'act';

const KINDS: readonly RecordKind[] = ['match', 'journal', 'seat', 'act'];

/** One line of a journal, read back and checked against its seal. */
export interface SealedRecord {
  readonly kind: RecordKind;
  /** The record's JSON, parsed. */
  readonly value: unknown;
  /** The line's seal, which the next line is sealed over. */
  readonly seal: string;
}

/** Where and why a journal stopped reading. */
export interface Damage {
  /** The file or Redis key of the journal. */
  readonly where: string;
  /** The 1-based line that is damaged, or `null` when the journal as a whole is (empty, cut short). */
  readonly line: number | null;
  readonly reason: string;
}

/** The journal secret as a key: at least 32 characters, so it cannot be guessed or run through a list. */
export function journalKey(secret: string): Buffer {
  if (secret.length < 32) throw new Error('the journal secret must be at least 32 characters long (e.g. `openssl rand -hex 32`)');
  return Buffer.from(secret, 'utf8');
}

/** A value that tells whether a store was sealed with this key, without revealing the key. */
export function keyCheck(key: Buffer): string {
  return createHmac('sha256', key).update('killer-rules journal key check').digest('hex');
}

/** The SHA-256 of a secret a client holds (an invite, a seat token): journals keep only this. */
export function digest(secret: string): string {
  return createHash('sha256').update(secret, 'utf8').digest('hex');
}

/** Whether `secret` is the one whose digest is `expected`, compared in constant time. */
export function matchesDigest(secret: unknown, expected: string | null | undefined): boolean {
  if (typeof secret !== 'string' || secret.length === 0 || secret.length > 200 || typeof expected !== 'string') return false;
  const given = Buffer.from(digest(secret), 'hex');
  const wanted = Buffer.from(expected, 'hex');
  return given.length === wanted.length && timingSafeEqual(given, wanted);
}

function sealOf(key: Buffer, previous: string, id: string, body: string): string {
  return createHmac('sha256', key).update(`${previous}\n${id}\n${body}`).digest('hex');
}

/** The line (without its newline) recording `json` as the next record of match `id`, and its seal. */
export function sealLine(key: Buffer, id: string, previous: string, kind: RecordKind, json: string): { readonly line: string; readonly seal: string } {
  if (json.includes('\n')) throw new RangeError('a journal record is one line of JSON');
  const body = `${kind} ${json}`;
  const seal = sealOf(key, previous, id, body);
  return { line: `${seal} ${body}`, seal };
}

/**
 * Reads whole lines of match `id`'s journal, checking each seal in turn. Stops at the first line
 * that is not a record sealed after the one before it: `damage` names it, `records` holds the
 * lines before it.
 */
export function readSealed(key: Buffer, id: string, where: string, lines: readonly string[]): { readonly records: SealedRecord[]; readonly damage: Damage | null } {
  const records: SealedRecord[] = [];
  let previous = '';
  for (const [index, line] of lines.entries()) {
    const damaged = (reason: string) => ({ records, damage: { where, line: index + 1, reason } });
    const match = /^([0-9a-f]{64}) ([a-z]+) (.*)$/s.exec(line);
    if (match === null) return damaged('not a sealed journal line');
    const [, seal = '', kind = '', json = ''] = match;
    const expected = sealOf(key, previous, id, `${kind} ${json}`);
    if (!timingSafeEqual(Buffer.from(seal, 'hex'), Buffer.from(expected, 'hex'))) {
      return damaged(
        index === 0
          ? `the first line is not sealed for match ${id} with this server's journal secret`
          : 'the line does not match its seal: it was changed, or a line before it was changed, deleted, duplicated or moved',
      );
    }
    if (!(KINDS as readonly string[]).includes(kind)) return damaged(`a sealed line of an unknown kind "${kind}"`);
    let value: unknown;
    try {
      value = JSON.parse(json);
    } catch {
      return damaged('a sealed line that is not JSON');
    }
    records.push({ kind: kind as RecordKind, value, seal });
    previous = seal;
  }
  return { records, damage: null };
}
