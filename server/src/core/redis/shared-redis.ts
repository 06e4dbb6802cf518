import Redis from 'ioredis';

/** What /api/health says of Redis: 'off' without REDIS_URL. */
export type RedisHealth = 'ok' | 'down' | 'off';

/** Longest a request waits on Redis (a command, a health ping) before the app goes on without it. */
export const REDIS_COMMAND_TIMEOUT_MS = 500;
/** While a user of the connection reports failures, how often a PING checks whether Redis answers again. */
const PROBE_EVERY_MS = 1_000;

/**
 * The connection for state shared between instances (several instances: the request rate limits), separate from
 * the live events' pub/sub connections (live/bus.ts). Built so that a Redis that is down or hangs never
 * holds a request: no offline queue (a command while disconnected fails at once instead of waiting for
 * the reconnection), no retries per command, a command timeout, and a reconnection loop in the
 * background (every 0.2–2 s) that brings it back by itself. A Redis that hangs with the connection open
 * (overloaded, paused) never closes it: its users report the failed command (`failed`), and a PING every
 * PROBE_EVERY_MS tells when it answers again. Either way the `onReady` listeners run again then.
 */
export class SharedRedis {
  readonly client: Redis;
  private readonly readyListeners = new Set<() => Promise<void> | void>();
  private logged: 'up' | 'down' | null = null;
  private probe: NodeJS.Timeout | null = null;
  private recovering: Promise<void> | null = null;

  constructor(url: string) {
    this.client = new Redis(url, {
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
      connectTimeout: 2_000,
      retryStrategy: (times) => Math.min(200 * times, 2_000),
    });
    // Logged on each change only: a Redis down for an hour is two lines, not one per reconnection attempt.
    this.client.on('error', (e: Error) => {
      if (this.logged === 'down') return;
      this.logged = 'down';
      console.error(`Redis (límites compartidos) no responde: ${e.message}. Cada proceso cuenta sus propios límites hasta que vuelva.`);
    });
    this.client.on('ready', () => void this.recovered());
  }

  /** Redis answers (again): the listeners reconnect their parts before anyone is told it is up. */
  private recovered(): Promise<void> {
    if (this.probe) clearInterval(this.probe);
    this.probe = null;
    this.recovering ??= (async () => {
      if (this.logged === 'down') console.error('Redis (límites compartidos) volvió: los límites se cuentan de nuevo entre todas las instancias.');
      this.logged = 'up';
      await Promise.allSettled([...this.readyListeners].map((l) => l()));
    })().finally(() => {
      this.recovering = null;
    });
    return this.recovering;
  }

  /** A command failed (a timeout on an open connection): PING in the background until Redis answers. */
  failed(e: unknown): void {
    if (this.logged !== 'down') {
      this.logged = 'down';
      console.error(`Redis (límites compartidos) no responde: ${(e as Error)?.message ?? e}. Cada proceso cuenta sus propios límites hasta que vuelva.`);
    }
    if (this.probe) return;
    this.probe = setInterval(() => {
      if (!this.ready) return;
      this.client.ping().then(
        () => void this.recovered(),
        () => undefined,
      );
    }, PROBE_EVERY_MS);
    this.probe.unref();
  }

  /** Connected (commands go out at once). */
  get ready(): boolean {
    return this.client.status === 'ready';
  }

  /** Called on every (re)connection, and when Redis answers again after `failed`. */
  onReady(listener: () => Promise<void> | void): void {
    this.readyListeners.add(listener);
  }

  /** A PING answered within REDIS_COMMAND_TIMEOUT_MS ('ok' once the listeners are back on Redis too). */
  async health(): Promise<RedisHealth> {
    if (!this.ready) return 'down';
    try {
      if ((await this.client.ping()) !== 'PONG') return 'down';
    } catch {
      return 'down';
    }
    if (this.probe || this.recovering) await this.recovered();
    return 'ok';
  }

  async close(): Promise<void> {
    if (this.probe) clearInterval(this.probe);
    this.readyListeners.clear();
    this.client.removeAllListeners('error');
    this.client.on('error', () => {});
    if (this.client.status === 'end') return;
    await this.client.quit().catch(() => this.client.disconnect());
  }
}
