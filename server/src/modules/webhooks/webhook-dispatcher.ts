import { webhookRetryDelayMs } from '@crm/domain';
import { createHmac, randomUUID } from 'node:crypto';
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import type { DataSource } from 'typeorm';
import { isDatabaseUnavailable } from '../../core/errors/unavailable';
import { WebhookDeliveryEntity } from './webhook-delivery.entity';
import { WebhookEndpointEntity } from './webhook-endpoint.entity';
import type { WebhookSettings } from './webhook-settings';
import { parseWebhookUrl, resolveWebhookTarget, WebhookTargetError } from './webhook-url';

/** Deliveries one process claims per round. */
const BATCH = 10;
/** What is kept of a receiver's answer body (it is read and dropped, never stored). */
const MAX_RESPONSE_BYTES = 64 * 1024;
const PRUNE_EVERY_MS = 3_600_000;
const DAY_MS = 86_400_000;
/** The longest wait between rounds while the database cannot answer. */
const MAX_BACKOFF_MS = 30_000;

/** `sha256=<hex HMAC-SHA256 of "<timestamp>.<body>">`, the X-CRM-Signature header (README, 'Webhooks'). */
export function webhookSignature(secret: string, timestamp: string | number, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`, 'utf8').digest('hex')}`;
}

interface AttemptResult {
  statusCode: number | null;
  error: string | null;
}

/** The row written once an attempt is over (delivered, failed or pending again). */
type Outcome = Partial<Omit<WebhookDeliveryEntity, 'id'>>;

interface Due {
  id: number;
  endpointId: number;
  event: string;
  payload: string;
  attempts: number;
  retryBase: number;
}

/**
 * Sends the outbox (signed webhooks). Runs in every server process; a process claims a due delivery with
 * a conditional UPDATE that writes its lease (owner + until), so two processes — cluster workers or
 * instances on one MySQL — never send the same attempt at once. The lease outlasts the attempt's
 * timeout; a process that dies mid-attempt leaves a lease that ends, and the delivery is tried again
 * (receivers dedupe on X-CRM-Delivery). Results are written only by the lease's owner.
 *
 * A database that cannot answer now (SQLite's "database is locked" while a large import writes, a
 * MySQL lock wait) is not an error of the dispatcher: the round ends quietly and the next poll tries
 * again. An attempt whose outcome could not be written is kept in memory and written first at the next
 * round; until then this process does not claim that delivery again, so a receiver that already got it
 * does not get it a second time because the "sent" mark met a locked database.
 */
export class WebhookDispatcher {
  private readonly owner = randomUUID();
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private stopped = true;
  private lastPrune = 0;
  /** Rounds in a row that met a database that could not answer: the next poll waits longer. */
  private unavailableRounds = 0;
  /** Outcomes of attempts made whose row could not be written yet (by delivery id). */
  private readonly unrecorded = new Map<number, Outcome>();

  constructor(
    private readonly ds: DataSource,
    private readonly settings: WebhookSettings,
    private readonly random: () => number = Math.random,
  ) {}

  get leaseMs(): number {
    return this.settings.timeoutMs * 3 + 5_000;
  }

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.schedule(0);
  }

  /** Stops polling and waits for the round in flight (its attempts finish and are recorded). */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.running;
    // One last try at what was sent but not yet marked (the database may be free again).
    if (this.unrecorded.size && this.ds.isInitialized) await this.recordPending().catch(() => undefined);
  }

  /** Deliveries sent whose outcome is still waiting to be written. */
  get unrecordedCount(): number {
    return this.unrecorded.size;
  }

  /** Look now instead of at the next poll (after a write that queued deliveries, or 'Reenviar'). */
  nudge(): void {
    if (!this.stopped && !this.running) this.schedule(0);
  }

  private schedule(ms: number): void {
    if (this.stopped) return;
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = null;
      this.running = this.runOnce()
        .then(() => undefined)
        .catch((e: unknown) => {
          // runOnce already ends quietly on a database that cannot answer now; anything else is a fault.
          if (!this.stopped && this.ds.isInitialized && !isDatabaseUnavailable(e)) console.error('Webhooks: error al enviar:', e instanceof Error ? e.message : e);
        })
        .finally(() => {
          this.running = null;
          this.schedule(this.nextPollMs());
        });
    }, ms);
    this.timer.unref();
  }

  /**
   * One round: writes the outcomes still unwritten, claims and sends what is due (in batches until
   * nothing is), and prunes old rows hourly. A database that cannot answer now ends the round (what was
   * sent is counted; its outcome waits in memory for the next round).
   */
  async runOnce(now: () => number = Date.now): Promise<number> {
    let sent = 0;
    try {
      if (!(await this.recordPending())) {
        this.unavailableRounds++;
        return 0;
      }
      sent = await this.sendDue(now);
      if (now() - this.lastPrune >= PRUNE_EVERY_MS) {
        this.lastPrune = now();
        await this.prune(now());
      }
    } catch (e) {
      if (!isDatabaseUnavailable(e)) throw e;
      this.unavailableRounds++;
      return sent;
    }
    this.unavailableRounds = 0;
    return sent;
  }

  /**
   * The poll interval, doubled for each round in a row that met a locked or unreachable database (up to
   * MAX_BACKOFF_MS): on SQLite each such round blocks the process for busy_timeout, so a long import is
   * not met every second, and the log is not filled with the same failure.
   */
  private nextPollMs(): number {
    if (!this.unavailableRounds) return this.settings.pollMs;
    return Math.min(MAX_BACKOFF_MS, this.settings.pollMs * 2 ** Math.min(this.unavailableRounds, 10));
  }

  private async sendDue(now: () => number): Promise<number> {
    let sent = 0;
    for (;;) {
      const claimed = await this.claim(now());
      if (!claimed.length) break;
      // Every attempt of the batch finishes (and keeps its outcome) before a failure ends the round.
      const results = await Promise.allSettled(claimed.map((d) => this.attempt(d, now)));
      const failure = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
      if (failure) throw failure.reason;
      sent += claimed.length;
      if (claimed.length < BATCH) break;
    }
    return sent;
  }

  /** Writes the outcomes kept in memory; false while the database still cannot take them. */
  private async recordPending(): Promise<boolean> {
    for (const [id, outcome] of this.unrecorded) {
      try {
        await this.record(id, outcome);
      } catch (e) {
        if (isDatabaseUnavailable(e)) return false;
        throw e;
      }
      this.unrecorded.delete(id);
    }
    return true;
  }

  private async record(id: number, outcome: Outcome): Promise<void> {
    await this.ds
      .createQueryBuilder()
      .update(WebhookDeliveryEntity)
      .set(outcome)
      .where('id = :id AND lease_owner = :owner', { id, owner: this.owner })
      .execute();
  }

  private async claim(now: number): Promise<Due[]> {
    const candidates: Array<{ id: unknown }> = await this.ds
      .createQueryBuilder(WebhookDeliveryEntity, 'd')
      .innerJoin(WebhookEndpointEntity, 'e', 'e.id = d.endpoint_id AND e.active = :active', { active: true })
      .select('d.id', 'id')
      .where('d.status = :pending AND d.next_attempt_at_ms <= :now', { pending: 'pending', now })
      .andWhere('(d.lease_until_ms IS NULL OR d.lease_until_ms < :now)', { now })
      .orderBy('d.next_attempt_at_ms', 'ASC')
      .addOrderBy('d.id', 'ASC')
      .limit(BATCH)
      .getRawMany();
    const mine: number[] = [];
    for (const c of candidates) {
      const id = Number(c.id);
      // Sent by this process, its outcome not yet written: sending it again would deliver it twice.
      if (this.unrecorded.has(id)) continue;
      const res = await this.ds
        .createQueryBuilder()
        .update(WebhookDeliveryEntity)
        .set({ leaseOwner: this.owner, leaseUntilMs: String(now + this.leaseMs) })
        .where('id = :id AND status = :pending', { id, pending: 'pending' })
        .andWhere('(lease_until_ms IS NULL OR lease_until_ms < :now)', { now })
        .execute();
      if (res.affected) mine.push(id);
    }
    if (!mine.length) return [];
    const rows = await this.ds.getRepository(WebhookDeliveryEntity).find({
      select: { id: true, endpointId: true, event: true, payload: true, attempts: true, retryBase: true, leaseOwner: true },
      where: mine.map((id) => ({ id, leaseOwner: this.owner })),
    });
    return rows.map((r) => ({ id: r.id, endpointId: r.endpointId, event: r.event, payload: r.payload, attempts: r.attempts, retryBase: r.retryBase }));
  }

  private async attempt(d: Due, now: () => number): Promise<void> {
    const endpoint = await this.ds.getRepository(WebhookEndpointEntity).findOneBy({ id: d.endpointId });
    let result: AttemptResult;
    if (!endpoint) result = { statusCode: null, error: 'El webhook ya no existe.' };
    else result = await this.post(endpoint, d, now);
    const at = now();
    const attempts = d.attempts + 1;
    const ok = result.statusCode !== null && result.statusCode >= 200 && result.statusCode < 300;
    const failures = attempts - d.retryBase;
    const failed = !ok && failures >= this.settings.maxAttempts;
    const outcome: Outcome = {
      attempts,
      status: ok ? 'delivered' : failed ? 'failed' : 'pending',
      lastStatusCode: result.statusCode,
      lastError: result.error ? result.error.slice(0, 500) : null,
      lastAttemptAtMs: String(at),
      deliveredAtMs: ok ? String(at) : null,
      nextAttemptAtMs: ok || failed ? null : String(at + webhookRetryDelayMs(failures, this.settings.retryBaseMs, this.random())),
      leaseOwner: null,
      leaseUntilMs: null,
    };
    try {
      await this.record(d.id, outcome);
    } catch (e) {
      // The POST happened: keep what came of it and write it at the next round, never send it again meanwhile.
      this.unrecorded.set(d.id, outcome);
      throw e;
    }
  }

  /** One POST: signed, with a timeout; 2xx is delivered, anything else (redirects too) a failure. */
  private async post(endpoint: WebhookEndpointEntity, d: Due, now: () => number): Promise<AttemptResult> {
    const parsed = parseWebhookUrl(endpoint.url);
    if ('error' in parsed) return { statusCode: null, error: parsed.error };
    const url = parsed.url;
    let addresses: Array<{ address: string; family: number }>;
    try {
      addresses = await resolveWebhookTarget(url, this.settings);
    } catch (e) {
      return { statusCode: null, error: e instanceof WebhookTargetError ? e.message : 'No se pudo resolver el servidor del webhook.' };
    }
    const pinned: LookupFunction = (_host, options, callback) => {
      const cb = callback as (err: Error | null, address: string | Array<{ address: string; family: number }>, family?: number) => void;
      if ((options as { all?: boolean }).all) cb(null, addresses);
      else cb(null, addresses[0].address, addresses[0].family);
    };
    const timestamp = String(Math.floor(now() / 1000));
    const body = d.payload;
    const client = url.protocol === 'https:' ? https : http;
    return new Promise<AttemptResult>((resolve) => {
      let settled = false;
      const done = (r: AttemptResult) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        resolve(r);
      };
      const req = client.request(
        url,
        {
          method: 'POST',
          lookup: pinned,
          agent: false,
          headers: {
            'Content-Type': 'application/json',
            'Content-Length': Buffer.byteLength(body),
            'User-Agent': 'CRM-Webhooks/1',
            'X-CRM-Event': d.event,
            'X-CRM-Delivery': String(d.id),
            'X-CRM-Timestamp': timestamp,
            'X-CRM-Signature': webhookSignature(endpoint.secret, timestamp, body),
          },
        },
        (res) => {
          let seen = 0;
          res.on('data', (chunk: Buffer) => {
            seen += chunk.length;
            if (seen > MAX_RESPONSE_BYTES) res.destroy();
          });
          const status = res.statusCode ?? null;
          const finish = () => done({ statusCode: status, error: status !== null && status >= 200 && status < 300 ? null : `El receptor respondió ${status ?? '?'}.` });
          res.on('end', finish);
          res.on('close', finish);
          res.on('error', finish);
        },
      );
      const timer = setTimeout(() => {
        req.destroy();
        done({ statusCode: null, error: `Sin respuesta en ${Math.round(this.settings.timeoutMs / 1000)} s.` });
      }, this.settings.timeoutMs);
      req.on('error', (e: NodeJS.ErrnoException) => done({ statusCode: null, error: `No se pudo conectar: ${e.code ?? e.message}` }));
      req.end(body);
    });
  }

  /** Delivered rows older than the retention (and failed ones four times as old) are deleted. */
  async prune(now: number): Promise<void> {
    const keep = this.settings.retentionDays * DAY_MS;
    await this.ds
      .createQueryBuilder()
      .delete()
      .from(WebhookDeliveryEntity)
      .where('status = :delivered AND created_at_ms < :before', { delivered: 'delivered', before: now - keep })
      .execute();
    await this.ds
      .createQueryBuilder()
      .delete()
      .from(WebhookDeliveryEntity)
      .where('status = :failed AND created_at_ms < :before', { failed: 'failed', before: now - 4 * keep })
      .execute();
  }
}
