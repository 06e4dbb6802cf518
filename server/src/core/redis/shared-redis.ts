import Redis from 'ioredis';

/** What /api/health says of Redis: 'off' without REDIS_URL. */
export type RedisHealth = 'ok' | 'down' | 'off';

/** Longest a request waits on Redis (a command, a health ping) before the app goes on without it. */
export const REDIS_COMMAND_TIMEOUT_MS = 500;

/**
 * The connection for state shared between instances (issue 23: the request rate limits), separate from
 * the live events' pub/sub connections (live/bus.ts). Built so that a Redis that is down or hangs never
 * holds a request: no offline queue (a command while disconnected fails at once instead of waiting for
 * the reconnection), no retries per command, a command timeout, and a reconnection loop in the
 * background (every 0.2–2 s) that brings it back by itself.
 */
export class SharedRedis {
  readonly client: Redis;
  private readonly readyListeners = new Set<() => void>();
  private logged: 'up' | 'down' | null = null;

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
    this.client.on('ready', () => {
      if (this.logged === 'down') console.error('Redis (límites compartidos) volvió: los límites se cuentan de nuevo entre todas las instancias.');
      this.logged = 'up';
      for (const l of this.readyListeners) l();
    });
  }

  /** Connected (commands go out at once). */
  get ready(): boolean {
    return this.client.status === 'ready';
  }

  /** Called on every (re)connection. */
  onReady(listener: () => void): void {
    this.readyListeners.add(listener);
  }

  /** A PING answered within REDIS_COMMAND_TIMEOUT_MS. */
  async health(): Promise<RedisHealth> {
    if (!this.ready) return 'down';
    try {
      return (await this.client.ping()) === 'PONG' ? 'ok' : 'down';
    } catch {
      return 'down';
    }
  }

  async close(): Promise<void> {
    this.readyListeners.clear();
    this.client.removeAllListeners('error');
    this.client.on('error', () => {});
    if (this.client.status === 'end') return;
    await this.client.quit().catch(() => this.client.disconnect());
  }
}
