/**
 * Splits what a tap recorded into frames and decodes them. A connection is either plain HTTP (a
 * matchmaking or lobby request: kept whole, as text) or a WebSocket (the `101` answer, then one
 * frame per WebSocket frame). Frames are decoded as far as the tests need: Colyseus room messages
 * (a type, then MessagePack) and socket.io events (JSON), so a scan can read the structure and not
 * only the bytes.
 */
import { unpack } from '@colyseus/msgpackr';

/** One frame from the server. */
export interface Frame {
  /** The connection it came on (index into the tap's `received`). */
  readonly connection: number;
  /** The raw bytes (the HTTP response, or one WebSocket frame's payload). */
  readonly bytes: Buffer;
  /** `http`, or the WebSocket opcode's name. */
  readonly kind: 'http' | 'text' | 'binary' | 'close' | 'ping' | 'pong';
}

const OPCODES: Record<number, Frame['kind']> = { 1: 'text', 2: 'binary', 8: 'close', 9: 'ping', 10: 'pong' };

/** The frames of every connection of a tap, connection by connection, in order. */
export function framesOf(streams: readonly Buffer[]): Frame[] {
  const frames: Frame[] = [];
  streams.forEach((stream, connection) => {
    const headerEnd = stream.indexOf('\r\n\r\n');
    const upgraded = stream.subarray(0, 12).toString('latin1') === 'HTTP/1.1 101' && headerEnd >= 0;
    if (!upgraded) {
      if (stream.length > 0) frames.push({ connection, bytes: stream, kind: 'http' });
      return;
    }
    frames.push({ connection, bytes: stream.subarray(0, headerEnd + 4), kind: 'http' });
    let at = headerEnd + 4;
    let pending: Buffer[] = [];
    let pendingKind: Frame['kind'] = 'text';
    while (at + 2 <= stream.length) {
      const first = stream[at] ?? 0;
      const second = stream[at + 1] ?? 0;
      // A compressed frame would hide its content from the scan: the servers must not compress.
      if ((first & 0x40) !== 0) throw new Error('a WebSocket frame is compressed (permessage-deflate); the scan cannot read it');
      if ((second & 0x80) !== 0) throw new Error('a frame from the server is masked');
      let length = second & 0x7f;
      let start = at + 2;
      if (length === 126) {
        length = stream.readUInt16BE(start);
        start += 2;
      } else if (length === 127) {
        length = Number(stream.readBigUInt64BE(start));
        start += 8;
      }
      if (start + length > stream.length) break; // cut short by a killed server
      const payload = stream.subarray(start, start + length);
      at = start + length;
      const opcode = first & 0x0f;
      if (opcode !== 0) pendingKind = OPCODES[opcode] ?? 'binary';
      pending.push(payload);
      if ((first & 0x80) !== 0) {
        frames.push({ connection, bytes: Buffer.concat(pending), kind: pendingKind });
        pending = [];
      }
    }
  });
  return frames;
}

/** A Colyseus message: the protocol code, and for room data its type and message. */
export interface ColyseusMessage {
  readonly code: number;
  readonly type?: string;
  readonly message?: unknown;
}

/** Colyseus 0.16 protocol codes the tests look for. */
export const COLYSEUS = { JOIN_ROOM: 10, ERROR: 11, LEAVE_ROOM: 12, ROOM_DATA: 13, ROOM_STATE: 14, ROOM_STATE_PATCH: 15 } as const;

/** Decodes a binary Colyseus frame: `[code, type (a MessagePack string), MessagePack message]`. */
export function decodeColyseus(bytes: Buffer): ColyseusMessage {
  const code = bytes[0] ?? -1;
  if (code !== COLYSEUS.ROOM_DATA) return { code };
  const marker = bytes[1] ?? 0;
  let length: number;
  let start: number;
  if (marker >= 0xa0 && marker <= 0xbf) {
    length = marker & 0x1f;
    start = 2;
  } else if (marker === 0xd9) {
    length = bytes[2] ?? 0;
    start = 3;
  } else {
    throw new Error(`a room message with a type that is not a string (0x${marker.toString(16)})`);
  }
  const type = bytes.subarray(start, start + length).toString('utf8');
  const rest = bytes.subarray(start + length);
  return { code, type, message: rest.length === 0 ? undefined : (unpack(rest) as unknown) };
}

/** A socket.io event: its name and arguments (engine.io and socket.io framing stripped). */
export interface SocketIoEvent {
  readonly event: string;
  readonly args: readonly unknown[];
}

/** Decodes a socket.io text frame; `null` for frames that are not events (open, ping, connect). */
export function decodeSocketIo(text: string): SocketIoEvent | null {
  // engine.io: '4' is a message; socket.io: '2' is an event, then '/namespace,', an ack id, JSON.
  const match = /^42(\/[^,]*,)?\d*(\[.*)$/s.exec(text);
  if (match === null) return null;
  const [event, ...args] = JSON.parse(match[2] ?? '[]') as [string, ...unknown[]];
  return { event, args };
}
