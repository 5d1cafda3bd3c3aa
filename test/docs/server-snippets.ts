/**
 * Blocks of docs/server.md that need a few names before them to compile (a connection, your
 * storage, your client's callbacks), kept here verbatim so that the typecheck checks them against
 * the library (test/docs/code-blocks.test.ts finds them here). Not run: the typecheck is the point.
 */
import type { Client } from 'colyseus.js';
import type { GameError, PlayerId } from 'killer-rules';

// "The authoritative loop": a connection bound to a seat, your storage and the open connections.
interface Connection {
  readonly seat: PlayerId | null;
  send(kind: 'refused', error: Pick<GameError, 'code' | 'message'>): void;
  send(kind: 'update', update: unknown): void;
}
declare function save(match: unknown): void;
declare const connections: readonly Connection[];

import { applyUntrusted, createMatch, randomSeed, seatUpdate, type MatchOf } from 'killer-rules';
import { frozenHorror } from 'killer-rules/frozen-horror';

const created = createMatch(frozenHorror, { config: { players: 5 }, seed: randomSeed() });
if (!created.ok) throw new Error(created.error.message);
let match: MatchOf<typeof frozenHorror> = created.match;

// A message arrives on a connection bound to seat `seat` (or `null`: a spectator).
function onAction(connection: Connection, payload: unknown): void {
  if (connection.seat === null) return connection.send('refused', { code: 'INVALID_INPUT', message: 'a spectator cannot act' });
  const applied = applyUntrusted(frozenHorror, match, payload, { as: connection.seat });
  if (!applied.ok) return connection.send('refused', applied.error); // code + a message naming the rule
  save(applied.match);                                               // see "Saving every action"
  match = applied.match;
  for (const each of connections) each.send('update', seatUpdate(frozenHorror, match, each.seat, applied.events));
}

export { onAction };

// "Colyseus": a client creating a match, with your app's callbacks.
declare const client: Client;
declare const config: unknown;
declare function share(match: string, invite: string): void;
declare function keep(match: string, seat: PlayerId, token: string): void;
declare function render(view: unknown, legal: unknown): void;
declare function show(message: string): void;

const room = await client.create('killer', { game: 'cereal-killer', config });
room.onMessage('invite', ({ match, invite }) => share(match, invite)); // to the creator, once
room.onMessage('seat', ({ match, seat, token }) => keep(match, seat, token)); // with each new seat
room.onMessage('update', (update) => render(update.view, update.legal));
room.onMessage('refused', (error) => show(error.message));
room.send('act', { type: 'choose-starting-house', house: 5 });

// an invited player:   client.joinById(match, { invite })                    → the next free seat
// a spectator:         client.joinById(match, { invite, spectate: true })
// coming back:         client.joinById(match, { token }), or rejoin(client, match, { token })
