/**
 * A TCP tap on 127.0.0.1: a client connects to the tap, the tap connects to the server, and every
 * byte the server sends that client is recorded, per connection, before the client sees it. The
 * tests read these bytes — not what a client library chose to hand over — to prove that nothing
 * hidden ever reached a seat. The target can be changed, so a client keeps its tap across a server
 * restart on another port.
 */
import { createConnection, createServer, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';

export class Tap {
  /** Bytes from the server, one list of chunks per connection, in the order connections opened. */
  readonly received: Buffer[][] = [];
  private readonly sockets = new Set<Socket>();

  private constructor(
    private readonly server: Server,
    public target: number,
  ) {}

  /** A tap in front of the server listening on 127.0.0.1:`target`. */
  static async open(target: number): Promise<Tap> {
    const server = createServer();
    const tap = new Tap(server, target);
    server.on('connection', (client) => tap.relay(client));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return tap;
  }

  /** The port clients connect to. */
  get port(): number {
    return (this.server.address() as AddressInfo).port;
  }

  private relay(client: Socket): void {
    const chunks: Buffer[] = [];
    this.received.push(chunks);
    const upstream = createConnection({ host: '127.0.0.1', port: this.target });
    for (const socket of [client, upstream]) {
      this.sockets.add(socket);
      socket.on('close', () => this.sockets.delete(socket));
      // A killed server resets its connections; the client learns it from the close below.
      socket.on('error', () => undefined);
    }
    upstream.on('data', (chunk: Buffer) => {
      chunks.push(chunk);
      client.write(chunk);
    });
    client.on('data', (chunk: Buffer) => upstream.write(chunk));
    upstream.on('close', () => client.destroy());
    client.on('close', () => upstream.destroy());
  }

  /** Every connection's bytes from the server, joined. */
  streams(): Buffer[] {
    return this.received.map((chunks) => Buffer.concat(chunks));
  }

  async close(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}
