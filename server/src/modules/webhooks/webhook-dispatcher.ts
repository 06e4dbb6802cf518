import { webhookRetryDelayMs } from '@crm/domain';
import { createHmac } from 'node:crypto';
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import type { DataSource } from 'typeorm';
import { LeasedOutbox } from '../../core/outbox/leased-outbox';
import type { SecretBox } from '../../core/secret-box';
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
 * Sends the outbox (signed webhooks): a LeasedOutbox run by every server process, so two processes —
 * cluster workers or instances on one MySQL — never send the same attempt at once. The lease outlasts the
 * attempt's timeout; a process that dies mid-attempt leaves a lease that ends, and the delivery is tried
 * again (receivers dedupe on X-CRM-Delivery).
 *
 * A database that cannot answer now (SQLite's "database is locked" while a large import writes, a
 * MySQL lock wait) is not an error of the dispatcher: the round ends quietly and the next poll, later
 * each time, tries again; a delivery sent whose "sent" mark met it is not sent a second time.
 */
export class WebhookDispatcher {
  private lastPrune = 0;
  private legacySealed = false;
  private readonly outbox: LeasedOutbox<Outcome>;

  constructor(
    private readonly ds: DataSource,
    private readonly settings: WebhookSettings,
    /** Opens the endpoints' sealed signing secrets (and seals those stored before sealing existed). */
    private readonly secrets: SecretBox,
    private readonly random: () => number = Math.random,
  ) {
    this.outbox = new LeasedOutbox<Outcome>({
      name: 'Webhooks',
      ds,
      entity: WebhookDeliveryEntity,
      batch: BATCH,
      pollMs: () => this.settings.pollMs,
      leaseMs: () => this.leaseMs,
      maxBackoffMs: MAX_BACKOFF_MS,
      due: (qb) => qb.innerJoin(WebhookEndpointEntity, 'e', 'e.id = o.endpoint_id AND e.active = :active', { active: true }),
      attempt: (id, owner, now) => this.attempt(id, owner, now),
      record: (id, outcome, owner) => this.record(id, outcome, owner),
      afterRound: async (now) => {
        if (!this.legacySealed) this.legacySealed = await this.sealLegacySecrets();
        if (now - this.lastPrune < PRUNE_EVERY_MS) return;
        this.lastPrune = now;
        await this.prune(now);
      },
    });
  }

  get leaseMs(): number {
    return this.settings.timeoutMs * 3 + 5_000;
  }

  start(): void {
    this.outbox.start();
  }

  /** Stops polling and waits for the round in flight (its attempts finish and are recorded). */
  stop(): Promise<void> {
    return this.outbox.stop();
  }

  /** Deliveries sent whose outcome is still waiting to be written. */
  get unrecordedCount(): number {
    return this.outbox.unrecordedCount;
  }

  /**
   * Seals the secrets of endpoints created before secrets were sealed at rest (stored as given). Each row is
   * rewritten only if it still holds the plain value, so two processes doing it at once leave one sealed value.
   * True when nothing is left to seal.
   */
  async sealLegacySecrets(): Promise<boolean> {
    const rows: Array<{ id: number; secret: string }> = await this.ds.query(
      "SELECT id, secret FROM webhook_endpoints WHERE secret NOT LIKE 'v1.%'",
    );
    for (const r of rows) {
      await this.ds.query('UPDATE webhook_endpoints SET secret = ? WHERE id = ? AND secret = ?', [this.secrets.seal(r.secret), r.id, r.secret]);
    }
    return true;
  }

  /** Look now instead of at the next poll (after a write that queued deliveries, or 'Reenviar'). */
  nudge(): void {
    this.outbox.nudge();
  }

  /** One round: writes the outcomes still unwritten, sends what is due, prunes old rows hourly. Returns the attempts made. */
  runOnce(now: () => number = Date.now): Promise<number> {
    return this.outbox.runOnce(now);
  }

  private async record(id: number, outcome: Outcome, owner: string): Promise<void> {
    await this.ds.createQueryBuilder().update(WebhookDeliveryEntity).set(outcome).where('id = :id AND lease_owner = :owner', { id, owner }).execute();
  }

  private async attempt(id: number, owner: string, now: () => number): Promise<Outcome | null> {
    const d: Due | null = await this.ds.getRepository(WebhookDeliveryEntity).findOne({
      select: { id: true, endpointId: true, event: true, payload: true, attempts: true, retryBase: true },
      where: { id, leaseOwner: owner },
    });
    if (!d) return null;
    const endpoint = await this.ds.getRepository(WebhookEndpointEntity).findOneBy({ id: d.endpointId });
    let result: AttemptResult;
    if (!endpoint) result = { statusCode: null, error: 'El webhook ya no existe.' };
    else result = await this.post(endpoint, d, now);
    const at = now();
    const attempts = d.attempts + 1;
    const ok = result.statusCode !== null && result.statusCode >= 200 && result.statusCode < 300;
    const failures = attempts - d.retryBase;
    const failed = !ok && failures >= this.settings.maxAttempts;
    return {
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
  }

  /** One POST: signed, with a timeout; 2xx is delivered, anything else (redirects too) a failure. */
  private async post(endpoint: WebhookEndpointEntity, d: Due, now: () => number): Promise<AttemptResult> {
    const parsed = parseWebhookUrl(endpoint.url);
    if ('error' in parsed) return { statusCode: null, error: parsed.error };
    const url = parsed.url;
    let secret: string;
    try {
      secret = this.secrets.reveal(endpoint.secret);
    } catch {
      // Sealed under another JWT_SECRET: nothing can be signed until an admin rotates the secret.
      return { statusCode: null, error: 'No se pudo leer el secreto del webhook (¿cambió JWT_SECRET?): rotalo.' };
    }
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
            'X-CRM-Signature': webhookSignature(secret, timestamp, body),
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
