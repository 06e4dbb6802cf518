import { type IncrementResponse, MemoryStore, type Options, type Store } from 'express-rate-limit';
import { RedisStore } from 'rate-limit-redis';
import type { SharedRedis } from './shared-redis';

/** While Redis is down, how often a request may start (in the background) a check that it is back. */
const RETRY_EVERY_MS = 2_000;

/**
 * An express-rate-limit store that counts in Redis (rate-limit-redis, shared by every instance) while
 * Redis answers, and in this process's memory (express-rate-limit's MemoryStore) while it does not:
 * a Redis that is down or hangs never refuses or holds a request. It goes back to Redis on the client's
 * reconnection, or, when the connection stayed up but a command failed (a Redis that stopped answering),
 * at most every RETRY_EVERY_MS through a background check. The counts of each side are their own: the
 * window restarts on the other side at a switch.
 */
export class FallbackRedisStore implements Store {
  readonly localKeys = false;
  private readonly redisStore: RedisStore;
  private readonly memory = new MemoryStore();
  private options: Options | null = null;
  private usable = false;
  private connecting: Promise<void> | null = null;
  private nextRetry = 0;

  constructor(
    private readonly redis: SharedRedis,
    readonly prefix: string,
  ) {
    this.redisStore = new RedisStore({
      prefix,
      sendCommand: (command: string, ...args: string[]) => redis.client.call(command, ...args) as Promise<never>,
    });
  }

  /** Counting in Redis now (every instance sees the same counts). */
  get shared(): boolean {
    return this.usable && this.redis.ready;
  }

  init(options: Options): void {
    this.options = options;
    this.memory.init(options);
    this.redis.onReady(() => void this.connect());
    if (this.redis.ready) void this.connect();
  }

  /** Loads rate-limit-redis's scripts (again: a Redis that restarted lost them); usable once that worked. */
  private connect(): Promise<void> {
    if (!this.options) return Promise.resolve();
    this.connecting ??= this.redisStore
      .init(this.options)
      .then(() => {
        this.usable = true;
      })
      .catch(() => {
        this.usable = false;
        this.nextRetry = Date.now() + RETRY_EVERY_MS;
      })
      .finally(() => {
        this.connecting = null;
      });
    return this.connecting;
  }

  /** Runs `op` on Redis when it is usable, else (or when it fails) on the memory store. */
  private async either<T>(onRedis: () => Promise<T>, onMemory: () => Promise<T>): Promise<T> {
    // Just reconnected and loading the scripts (one round trip, capped by the command timeout): counted
    // in Redis once that is done, not in memory meanwhile.
    if (!this.usable && this.connecting && this.redis.ready) await this.connecting;
    if (this.shared) {
      try {
        return await onRedis();
      } catch {
        this.usable = false;
        this.nextRetry = Date.now() + RETRY_EVERY_MS;
      }
    } else if (!this.usable && this.redis.ready && Date.now() >= this.nextRetry) {
      this.nextRetry = Date.now() + RETRY_EVERY_MS;
      void this.connect();
    }
    return onMemory();
  }

  increment(key: string): Promise<IncrementResponse> {
    return this.either(
      () => this.redisStore.increment(key),
      () => this.memory.increment(key),
    );
  }

  decrement(key: string): Promise<void> {
    return this.either(
      () => this.redisStore.decrement(key),
      () => this.memory.decrement(key),
    );
  }

  resetKey(key: string): Promise<void> {
    return this.either(
      () => this.redisStore.resetKey(key),
      () => this.memory.resetKey(key),
    );
  }

  shutdown(): void {
    this.memory.shutdown();
  }
}
