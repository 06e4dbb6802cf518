import { createConnection, createServer, type Server, type Socket } from 'node:net';

/**
 * A TCP proxy between the app and its database server, to stage outages in tests:
 * - `pass`: bytes flow both ways;
 * - `refuse`: the server is down: the listening port is closed (new connections get ECONNREFUSED) and
 *   every open connection is cut;
 * - `blackhole`: a network partition: open connections stop carrying bytes (they are held, not lost),
 *   new connections are accepted but never reach the database (no half handshake reaches it either).
 * - `slowNew(ms)`: a busy host: new connections reach the database only after `ms` (their bytes are held
 *   until then); open connections are not affected.
 * Back to `pass`, held bytes are delivered in order, as TCP would after the partition heals: a
 * statement the app gave up on may still run then (an unacknowledged write may or may not exist);
 * connections the app closed meanwhile are closed towards the database after their held bytes.
 */
export class TcpProxy {
  private server: Server | null = null;
  private readonly pairs = new Set<Pair>();
  private readonly stranded = new Set<Socket>();
  private mode: 'pass' | 'refuse' | 'blackhole' = 'pass';
  private newDelayMs = 0;
  port = 0;

  constructor(
    private readonly targetHost: string,
    private readonly targetPort: number,
  ) {}

  async start(): Promise<number> {
    await this.listen();
    return this.port;
  }

  async refuse(): Promise<void> {
    this.mode = 'refuse';
    // Cut first: closing the listener waits for its open connections.
    const closed = this.closeListener();
    this.cutAll();
    await closed;
  }

  /** New connections are held `ms` before their bytes flow (0: at once again). */
  slowNew(ms: number): void {
    this.newDelayMs = ms;
  }

  blackhole(): void {
    this.mode = 'blackhole';
    for (const p of this.pairs) p.hold();
  }

  async pass(): Promise<void> {
    const was = this.mode;
    this.mode = 'pass';
    if (was === 'refuse') await this.listen();
    for (const p of this.pairs) p.release();
    // Connections accepted during the partition never reached the database: they end now.
    for (const s of this.stranded) s.destroy();
    this.stranded.clear();
  }

  async close(): Promise<void> {
    const closed = this.closeListener();
    this.cutAll();
    await closed;
  }

  private cutAll(): void {
    for (const p of this.pairs) p.cut();
    this.pairs.clear();
    for (const s of this.stranded) s.destroy();
    this.stranded.clear();
  }

  private listen(): Promise<void> {
    const server = createServer((client) => this.accept(client));
    this.server = server;
    return new Promise((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => {
        this.port = (server.address() as { port: number }).port;
        resolve();
      });
    });
  }

  private closeListener(): Promise<void> {
    const server = this.server;
    this.server = null;
    if (!server) return Promise.resolve();
    return new Promise((resolve) => server.close(() => resolve()));
  }

  private accept(client: Socket): void {
    client.on('error', () => {});
    if (this.mode === 'blackhole') {
      this.stranded.add(client);
      client.on('close', () => this.stranded.delete(client));
      return;
    }
    if (this.mode === 'refuse') {
      client.destroy();
      return;
    }
    const upstream = createConnection(this.targetPort, this.targetHost);
    const pair = new Pair(client, upstream, () => this.pairs.delete(pair));
    this.pairs.add(pair);
    if (this.newDelayMs > 0) {
      pair.hold();
      setTimeout(() => {
        if (this.mode === 'pass') pair.release();
      }, this.newDelayMs).unref();
    }
  }
}

/** One proxied connection; while held, each direction queues its bytes. */
class Pair {
  private held = false;
  private readonly toServer: Buffer[] = [];
  private readonly toClient: Buffer[] = [];
  private clientEnded = false;
  private serverEnded = false;

  constructor(
    private readonly client: Socket,
    private readonly upstream: Socket,
    private readonly onGone: () => void,
  ) {
    upstream.on('error', () => {});
    client.on('data', (b) => (this.held ? this.toServer.push(b) : upstream.write(b)));
    upstream.on('data', (b) => (this.held ? this.toClient.push(b) : client.write(b)));
    client.on('close', () => {
      this.clientEnded = true;
      if (!this.held) this.finish();
    });
    upstream.on('close', () => {
      this.serverEnded = true;
      if (!this.held) this.finish();
    });
  }

  hold(): void {
    this.held = true;
  }

  release(): void {
    this.held = false;
    if (!this.serverEnded) for (const b of this.toServer.splice(0)) this.upstream.write(b);
    if (!this.clientEnded) for (const b of this.toClient.splice(0)) this.client.write(b);
    if (this.clientEnded || this.serverEnded) this.finish();
  }

  cut(): void {
    this.client.destroy();
    this.upstream.destroy();
    this.onGone();
  }

  private finish(): void {
    this.client.end();
    this.upstream.end();
    this.onGone();
  }
}
