import cluster from 'node:cluster';
import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import { hostname } from 'node:os';
import Redis from 'ioredis';

/**
 * Live events for GraphQL subscriptions (live collaboration): a topic ('board:3', 'costSheet:12', 'budget:7',
 * 'presence:12') and a JSON payload. Services publish AFTER their transaction committed; every server
 * process delivers each event to its own subscribers, which reshape it per subscriber (visibility).
 *
 * Three transports, chosen by createLiveBus:
 * - in-process: one process (WEB_CONCURRENCY=1, the tests);
 * - cluster: node:cluster workers send each event to the primary, which relays it to the other workers
 *   (installClusterRelay in the primary);
 * - Redis pub/sub (REDIS_URL): several instances, each with one or more processes; the workers of one
 *   instance still pass events through their primary, so a Redis that is down only cuts the instances off
 *   from each other, never the workers of one `npm start`.
 * Payloads cross process boundaries as JSON: keep them plain (ids, numbers, strings).
 */
export interface LiveEvent {
  topic: string;
  payload: unknown;
}

export interface LiveBus {
  /** Delivers to this process's subscribers at once and to every other process. */
  publish(topic: string, payload: unknown): void;
  /** Calls `listener` for every event of `topic` (from any process); returns the unsubscribe. */
  on(topic: string, listener: (payload: unknown) => void): () => void;
  /** This process's subscribers of `topic` (tests wait for a subscription to be in place). */
  listenerCount(topic: string): number;
  /** Which transport carries events between processes (shown in logs and tests). */
  readonly transport: 'in-process' | 'cluster' | 'redis';
  close(): Promise<void>;
}

/** One process: an EventEmitter per topic. The other transports deliver through it. */
export class InProcessBus implements LiveBus {
  readonly transport: LiveBus['transport'] = 'in-process';
  private readonly emitter = new EventEmitter();

  constructor() {
    // 200+ open kanbans on one topic are expected: no leak warning.
    this.emitter.setMaxListeners(0);
  }

  publish(topic: string, payload: unknown): void {
    this.deliver(topic, payload);
  }

  /** Hands an event to this process's listeners; a failing listener never stops the others. */
  deliver(topic: string, payload: unknown): void {
    for (const l of this.emitter.listeners(topic)) {
      try {
        (l as (p: unknown) => void)(payload);
      } catch (e) {
        console.error('Evento en vivo:', e);
      }
    }
  }

  on(topic: string, listener: (payload: unknown) => void): () => void {
    this.emitter.on(topic, listener);
    return () => this.emitter.off(topic, listener);
  }

  listenerCount(topic: string): number {
    return this.emitter.listenerCount(topic);
  }

  async close(): Promise<void> {
    this.emitter.removeAllListeners();
  }
}

const CLUSTER_TAG = 'crm:live';
interface ClusterMessage {
  [CLUSTER_TAG]: true;
  topic: string;
  payload: unknown;
}
const isClusterMessage = (m: unknown): m is ClusterMessage => typeof m === 'object' && m !== null && (m as Record<string, unknown>)[CLUSTER_TAG] === true;

/** A node:cluster worker: publishes through the primary, receives what the primary relays from the others. */
export class ClusterBus extends InProcessBus {
  override readonly transport: LiveBus['transport'] = 'cluster';
  private readonly onMessage = (m: unknown) => {
    if (isClusterMessage(m)) this.deliver(m.topic, m.payload);
  };

  constructor() {
    super();
    process.on('message', this.onMessage);
  }

  override publish(topic: string, payload: unknown): void {
    this.deliver(topic, payload);
    sendToPrimary(topic, payload);
  }

  override async close(): Promise<void> {
    process.off('message', this.onMessage);
    await super.close();
  }
}

/** Sends an event to the primary, which relays it to the other workers of this instance. */
function sendToPrimary(topic: string, payload: unknown): void {
  if (process.connected) process.send?.({ [CLUSTER_TAG]: true, topic, payload } satisfies ClusterMessage);
}

/** In the cluster's primary (with or without REDIS_URL): relays each worker's events to every other worker. */
export function installClusterRelay(): void {
  cluster.on('message', (from, m: unknown) => {
    if (!isClusterMessage(m)) return;
    for (const w of Object.values(cluster.workers ?? {})) {
      if (w && w.id !== from.id && w.isConnected()) w.send(m);
    }
  });
}

const REDIS_CHANNEL = 'crm:live';

/** The instance of a cluster worker: the id its primary gave every worker it forked. */
export const LIVE_INSTANCE_ENV = 'CRM_LIVE_INSTANCE';

/**
 * Redis pub/sub: one connection publishes, one subscribes to a single channel. Each message carries its
 * instance: a process skips what its own instance published (it delivered that locally, and a cluster
 * worker's primary relayed it to the other workers), so the workers of one instance never depend on
 * Redis to hear each other and never hear an event twice.
 */
export class RedisBus extends InProcessBus {
  override readonly transport: LiveBus['transport'] = 'redis';
  /** This process, or with `relay` the cluster instance this worker belongs to. */
  private readonly instance: string;
  private readonly relay: boolean;
  private readonly onClusterMessage = (m: unknown) => {
    if (isClusterMessage(m)) this.deliver(m.topic, m.payload);
  };
  private readonly pub: Redis;
  private readonly sub: Redis;
  /** Resolves once the subscription is active (events published before that by others are missed). */
  readonly ready: Promise<void>;

  /** `instance`: a cluster worker's instance id (events also go through the primary); else this process alone. */
  constructor(url: string, opts0: { instance?: string } = {}) {
    super();
    this.relay = opts0.instance !== undefined;
    this.instance = opts0.instance ?? randomUUID();
    if (this.relay) process.on('message', this.onClusterMessage);
    const opts = { lazyConnect: false, maxRetriesPerRequest: 2, enableOfflineQueue: true } as const;
    this.pub = new Redis(url, opts);
    this.sub = new Redis(url, opts);
    for (const c of [this.pub, this.sub]) c.on('error', (e: Error) => console.error('Redis (eventos en vivo):', e.message));
    this.sub.on('message', (_channel: string, raw: string) => {
      try {
        const m = JSON.parse(raw) as { o: string; t: string; p: unknown };
        if (m.o !== this.instance) this.deliver(m.t, m.p);
      } catch (e) {
        console.error('Redis (eventos en vivo): mensaje ilegible', e);
      }
    });
    this.ready = this.sub.subscribe(REDIS_CHANNEL).then(() => undefined);
    // An unhandled rejection would stop the process: a Redis that is down only loses live events.
    this.ready.catch((e: Error) => console.error('Redis (eventos en vivo):', e.message));
  }

  override publish(topic: string, payload: unknown): void {
    this.deliver(topic, payload);
    if (this.relay) sendToPrimary(topic, payload);
    this.pub.publish(REDIS_CHANNEL, JSON.stringify({ o: this.instance, t: topic, p: payload })).catch((e: Error) => {
      console.error('Redis (eventos en vivo): no se publicó', e.message);
    });
  }

  override async close(): Promise<void> {
    process.off('message', this.onClusterMessage);
    await super.close();
    await Promise.allSettled([this.sub.quit(), this.pub.quit()]);
  }
}

/** REDIS_URL → Redis (and, in a cluster worker, the primary too); a cluster worker → through the primary; otherwise this process only. */
export function createLiveBus(opts: { redisUrl?: string | undefined }): LiveBus {
  if (opts.redisUrl) {
    if (!cluster.isWorker) return new RedisBus(opts.redisUrl);
    return new RedisBus(opts.redisUrl, { instance: process.env[LIVE_INSTANCE_ENV] || `${hostname()}:${process.ppid}` });
  }
  if (cluster.isWorker) return new ClusterBus();
  return new InProcessBus();
}
