import { connect, createServer, type Server, type Socket } from 'node:net';

/**
 * A TCP proxy between the app and the database, for fault tests. It can:
 * - `cut()`: destroy every connection and stop listening (connects are refused);
 * - `blackhole()`: keep every connection open and accept new ones, but forward nothing either
 *   way, as a dead route or a frozen middlebox does (the case that makes apps hang);
 * - `cutWhen(match, n)`: forward normally until the client sends the nth chunk that contains
 *   `match`, then cut everything before that chunk reaches the server;
 * - `restore()`: listen again on the same port and forward.
 */
export class TcpProxy {
  private server: Server;
  private mode: 'open' | 'cut' | 'blackhole' = 'open';
  private readonly sockets = new Set<Socket>();
  private trigger?: { match: string; remaining: number; fired: () => void };

  private constructor(
    readonly port: number,
    private readonly target: { host: string; port: number },
    server: Server,
  ) {
    this.server = server;
  }

  static async start(target: { host: string; port: number }): Promise<TcpProxy> {
    const holder: { proxy?: TcpProxy } = {};
    const server = createServer((client) => holder.proxy!.accept(client));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as { port: number }).port;
    holder.proxy = new TcpProxy(port, target, server);
    return holder.proxy;
  }

  cut(): void {
    this.mode = 'cut';
    this.trigger = undefined;
    this.server.close();
    for (const socket of this.sockets) socket.destroy();
    this.sockets.clear();
  }

  blackhole(): void {
    this.mode = 'blackhole';
  }

  /** Resolves once the `occurrence`th client chunk containing `match` arrived and everything was cut. */
  cutWhen(match: string, occurrence = 1): Promise<void> {
    return new Promise((fired) => {
      this.trigger = { match, remaining: occurrence, fired };
    });
  }

  async restore(): Promise<void> {
    if (this.mode === 'cut') {
      this.server = createServer((client) => this.accept(client));
      await new Promise<void>((resolve, reject) => {
        this.server.once('error', reject);
        this.server.listen(this.port, '127.0.0.1', resolve);
      });
    }
    this.mode = 'open';
  }

  async stop(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private accept(client: Socket): void {
    this.track(client);
    if (this.mode !== 'open') {
      // Blackholed: the connect succeeds, and then nothing ever comes back.
      client.on('data', () => undefined);
      return;
    }
    const upstream = connect(this.target.port, this.target.host);
    this.track(upstream);
    client.on('data', (chunk: Buffer) => {
      const trigger = this.trigger;
      if (trigger && chunk.includes(trigger.match) && --trigger.remaining === 0) {
        this.cut();
        trigger.fired();
        return;
      }
      if (this.mode === 'open') upstream.write(chunk);
    });
    upstream.on('data', (chunk: Buffer) => {
      if (this.mode === 'open') client.write(chunk);
    });
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  }

  private track(socket: Socket): void {
    this.sockets.add(socket);
    socket.on('error', () => undefined);
    socket.on('close', () => this.sockets.delete(socket));
  }
}
