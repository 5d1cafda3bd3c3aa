/**
 * Starts the Colyseus server of the example: `npx tsx examples/colyseus/server.ts`.
 *
 * Environment: `MATCHES` (the folder of saved matches, `./matches`), `HOST` (`127.0.0.1`), `PORT`
 * (`2567`; `0` picks a free one). Prints `listening on ws://HOST:PORT` once every unfinished match
 * of the folder is hosted again and clients may connect.
 */
import { Server } from '@colyseus/core';
import { WebSocketTransport } from '@colyseus/ws-transport';
import type { AddressInfo } from 'node:net';
import { killerRoom } from './room.js';
import { MatchStore } from './store.js';

const host = process.env.HOST ?? '127.0.0.1';
const store = new MatchStore(process.env.MATCHES ?? 'matches');
const { KillerRoom, restoreMatches } = killerRoom(store);

const server = new Server({ transport: new WebSocketTransport(), greet: false });
server.define('killer', KillerRoom);
await server.listen(Number(process.env.PORT ?? 2567), host);
const restored = await restoreMatches();
const { port } = server.transport.server?.address() as AddressInfo;
console.log(`restored ${restored} unfinished match(es)`);
console.log(`listening on ws://${host}:${port}`);
