import { type IncrementResponse, MemoryStore, type Options, type Store } from 'express-rate-limit';
import { RedisStore } from 'rate-limit-redis';
import type { SharedRedis } from './shared-redis';

/**
 * An express-rate-limit store that counts in Redis (rate-limit-redis, shared by every instance) while
 * Redis answers, and in this process's memory (express-rate-limit's MemoryStore) while it does not:
 * a Redis that is down or hangs never refuses or holds a request. A failed command is reported to the
 * connection (SharedRedis.failed), which tells when Redis answers again (a reconnection, or a PING on a
 * connection that stayed open); the store then loads its scripts again and goes back to Redis. The
 * process's memory counts every request too, also while Redis counts them: when Redis goes away the
 * window goes on from this process's own hits in it instead of restarting from zero (a client that used
 * its share of the cap stays refused).
 */
export class FallbackRedisStore implements Store {
  readonly localKeys = false;
  private readonly redisStore: RedisStore;
  private readonly memory = new MemoryStore();
  private options: Options | null = null;
  private usable = false;
  private connecting: Promise<void> | null = null;

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
    this.redis.onReady(() => this.connect());
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
      .catch((e: unknown) => {
        this.usable = false;
        this.redis.failed(e);
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
        const answer = await onRedis();
        await onMemory();
        return answer;
      } catch (e) {
        this.usable = false;
        this.redis.failed(e);
      }
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
