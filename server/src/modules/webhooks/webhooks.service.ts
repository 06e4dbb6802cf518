import { randomBytes } from 'node:crypto';
import type { DataSource } from 'typeorm';
import type { Actor } from '../../core/auth/actor';
import { requireAdmin } from '../../core/auth/guards';
import { AppError, notFound } from '../../core/errors/app-error';
import type { SecretBox } from '../../core/secret-box';
import type { AuditService } from '../audit';
import { WebhookDeliveryEntity } from './webhook-delivery.entity';
import { WebhookDispatcher } from './webhook-dispatcher';
import { WebhookEndpointEntity } from './webhook-endpoint.entity';
import type { WebhookSettings } from './webhook-settings';
import { parseWebhookUrl, resolveWebhookTarget, WebhookTargetError } from './webhook-url';
import { type CreateWebhookInput, type UpdateWebhookInput, WEBHOOK_MESSAGES as M, type WebhookDeliveriesPage } from './webhooks.inputs';
import type { WebhookDeliveryList, WebhookDeliveryView, WebhookView, WebhookWithSecret } from './webhooks.types';

const ms = (v: string | number | null | undefined): Date | null => (v === null || v === undefined ? null : new Date(Number(v)));

function newSecret(): string {
  return `whsec_${randomBytes(32).toString('base64url')}`;
}

/** The same events once each, in the order given. */
const uniqueEvents = (events: readonly string[]) => [...new Set(events)];

interface EndpointRow {
  id: unknown;
  url: string;
  description: string | null;
  events: string;
  secret: string;
  active: unknown;
  created_by_user_id: unknown;
  creator_name: string | null;
  created_at_ms: string | number;
  pending_count: unknown;
  failed_count: unknown;
}

const SELECT_ENDPOINTS = `SELECT e.id, e.url, e.description, e.events, e.secret, e.active, e.created_by_user_id, u.name AS creator_name, e.created_at_ms,
  (SELECT COUNT(*) FROM webhook_deliveries p WHERE p.endpoint_id = e.id AND p.status = 'pending') AS pending_count,
  (SELECT COUNT(*) FROM webhook_deliveries f WHERE f.endpoint_id = e.id AND f.status = 'failed') AS failed_count
  FROM webhook_endpoints e LEFT JOIN users u ON u.id = e.created_by_user_id`;

/** What the list shows of a secret: its first characters (the prefix of a generated one), never the whole. */
function secretHintOf(stored: string, secrets: SecretBox): string {
  let plain: string;
  try {
    plain = secrets.reveal(stored);
  } catch {
    return '(ilegible: rotalo)'; // sealed under another JWT_SECRET
  }
  return `${plain.slice(0, plain.startsWith('whsec_') ? 10 : 4)}…`;
}

const endpointView = (r: EndpointRow, secrets: SecretBox): WebhookView => ({
  id: Number(r.id),
  url: r.url,
  description: r.description,
  events: r.events.split(','),
  active: !!Number(r.active),
  secretHint: secretHintOf(r.secret, secrets),
  createdById: r.created_by_user_id == null ? null : Number(r.created_by_user_id),
  createdByName: r.creator_name,
  createdAt: ms(r.created_at_ms)!,
  pendingCount: Number(r.pending_count),
  failedCount: Number(r.failed_count),
});

const deliveryView = (d: WebhookDeliveryEntity): WebhookDeliveryView => ({
  id: d.id,
  webhookId: d.endpointId,
  eventId: d.eventId,
  event: d.event,
  status: d.status,
  attempts: d.attempts,
  lastStatusCode: d.lastStatusCode,
  lastError: d.lastError,
  lastAttemptAt: ms(d.lastAttemptAtMs),
  nextAttemptAt: d.status === 'pending' ? ms(d.nextAttemptAtMs) : null,
  deliveredAt: ms(d.deliveredAtMs),
  createdAt: ms(d.createdAtMs)!,
  payload: d.payload,
});

/**
 * Webhooks (signed webhooks): admins register endpoints; the outbox (webhook-outbox.ts) fills in the
 * transactions of audited writes; the dispatcher (webhook-dispatcher.ts) of every process sends it.
 */
export class WebhooksService {
  readonly dispatcher: WebhookDispatcher;

  constructor(
    private readonly ds: DataSource,
    private readonly audit: AuditService,
    readonly settings: WebhookSettings,
    /** Seals each endpoint's signing secret at rest (secrets are stored encrypted, never as given). */
    readonly secrets: SecretBox,
  ) {
    this.dispatcher = new WebhookDispatcher(ds, settings, secrets);
  }

  async list(actor: Actor): Promise<WebhookView[]> {
    requireAdmin(actor);
    const rows: EndpointRow[] = await this.ds.query(`${SELECT_ENDPOINTS} ORDER BY e.id DESC`);
    return rows.map((r) => endpointView(r, this.secrets));
  }

  async get(actor: Actor, id: number): Promise<WebhookView> {
    requireAdmin(actor);
    return this.view(id);
  }

  async create(actor: Actor, input: CreateWebhookInput, now: number = Date.now()): Promise<WebhookWithSecret> {
    requireAdmin(actor);
    const url = await this.checkedUrl(input.url);
    const secret = input.secret ?? newSecret();
    const events = uniqueEvents(input.events);
    const id = await this.ds.transaction(async (em) => {
      const res = await em.insert(WebhookEndpointEntity, {
        url,
        description: input.description?.trim() || null,
        events: events.join(','),
        secret: this.secrets.seal(secret),
        active: input.active ?? true,
        createdByUserId: actor.id,
        createdAtMs: String(now),
        updatedAtMs: String(now),
      });
      const newId = Number(res.identifiers[0].id);
      await this.audit.log(
        actor,
        { action: 'create', entity: 'webhook', entityId: newId, description: `Webhook creado: ${url}`, meta: { changes: { url: [null, url], events: [null, events.join(', ')] } } },
        em,
      );
      return newId;
    });
    return { webhook: await this.view(id), secret };
  }

  async update(actor: Actor, id: number, input: UpdateWebhookInput, now: number = Date.now()): Promise<WebhookWithSecret> {
    requireAdmin(actor);
    const existing = await this.endpoint(id);
    const changes: Partial<WebhookEndpointEntity> = {};
    if (input.url != null) {
      const url = await this.checkedUrl(input.url);
      if (url !== existing.url) changes.url = url;
    }
    if (input.events != null) {
      const events = uniqueEvents(input.events).join(',');
      if (events !== existing.events) changes.events = events;
    }
    if (input.description !== undefined) {
      const description = input.description?.trim() || null;
      if (description !== existing.description) changes.description = description;
    }
    if (input.active != null && input.active !== existing.active) changes.active = input.active;
    const secret = input.rotateSecret ? newSecret() : null;
    if (secret) changes.secret = this.secrets.seal(secret);
    if (Object.keys(changes).length) {
      await this.ds.transaction(async (em) => {
        await em.update(WebhookEndpointEntity, { id: existing.id }, { ...changes, updatedAtMs: String(now) });
        const diff: Record<string, [unknown, unknown]> = {};
        for (const k of ['url', 'events', 'description', 'active'] as const) {
          if (k in changes) diff[k] = [existing[k], changes[k]];
        }
        if (secret) diff.secret = ['…', '(rotado)'];
        await this.audit.log(actor, { action: 'update', entity: 'webhook', entityId: existing.id, description: `Webhook modificado: ${changes.url ?? existing.url}`, meta: { changes: diff } }, em);
      });
      if (changes.active) this.dispatcher.nudge();
    }
    return { webhook: await this.view(existing.id), secret };
  }

  /** Deletes the endpoint and its deliveries (pending ones are not sent). */
  async remove(actor: Actor, id: number): Promise<boolean> {
    requireAdmin(actor);
    const existing = await this.endpoint(id);
    await this.ds.transaction(async (em) => {
      await em.delete(WebhookDeliveryEntity, { endpointId: existing.id });
      await em.delete(WebhookEndpointEntity, { id: existing.id });
      await this.audit.log(actor, { action: 'delete', entity: 'webhook', entityId: existing.id, description: `Webhook eliminado: ${existing.url}` }, em);
    });
    return true;
  }

  /** An endpoint's deliveries, newest first. */
  async deliveries(actor: Actor, webhookId: number, page: WebhookDeliveriesPage = {}): Promise<WebhookDeliveryList> {
    requireAdmin(actor);
    const endpoint = await this.endpoint(webhookId);
    const where = { endpointId: endpoint.id, ...(page.status ? { status: page.status as WebhookDeliveryEntity['status'] } : {}) };
    const [items, totalCount] = await this.ds.getRepository(WebhookDeliveryEntity).findAndCount({
      where,
      order: { id: 'DESC' },
      take: page.limit ?? 50,
      skip: page.offset ?? 0,
    });
    return { items: items.map(deliveryView), totalCount };
  }

  /** 'Reenviar': the delivery is due now again, with a new retry schedule (its attempts keep counting). */
  async redeliver(actor: Actor, deliveryId: number, now: number = Date.now()): Promise<WebhookDeliveryView> {
    requireAdmin(actor);
    const id = Number.isInteger(deliveryId) && deliveryId > 0 ? deliveryId : 0;
    const d = await this.ds.getRepository(WebhookDeliveryEntity).findOneBy({ id });
    if (!d) throw notFound(M.deliveryNotFound);
    await this.ds.transaction(async (em) => {
      // A lease in force stays: the attempt in flight finishes first, then the row is due again.
      await em
        .createQueryBuilder()
        .update(WebhookDeliveryEntity)
        .set({ status: 'pending', nextAttemptAtMs: String(now), retryBase: () => 'attempts', deliveredAtMs: null })
        .where('id = :id', { id: d.id })
        .execute();
      await this.audit.log(actor, { action: 'redeliver', entity: 'webhook', entityId: d.endpointId, description: `Entrega ${d.id} (${d.event}) reenviada` }, em);
    });
    this.dispatcher.nudge();
    return deliveryView(await this.ds.getRepository(WebhookDeliveryEntity).findOneByOrFail({ id: d.id }));
  }

  /** This process's dispatcher (main.ts starts it in every server process unless WEBHOOKS_DISPATCH=0). */
  startDispatcher(): void {
    if (this.settings.dispatch) this.dispatcher.start();
  }

  stopDispatcher(): Promise<void> {
    return this.dispatcher.stop();
  }

  private async checkedUrl(raw: string): Promise<string> {
    const parsed = parseWebhookUrl(raw);
    if ('error' in parsed) throw new AppError('VALIDATION', parsed.error);
    // Private targets are refused by name here, and again by address at every delivery.
    if (!this.settings.allowPrivate) {
      try {
        await resolveWebhookTarget(parsed.url, this.settings);
      } catch (e) {
        if (e instanceof WebhookTargetError) throw new AppError('VALIDATION', e.message);
        throw e;
      }
    }
    return parsed.url.toString();
  }

  private async endpoint(id: number): Promise<WebhookEndpointEntity> {
    const found = await this.ds.getRepository(WebhookEndpointEntity).findOneBy({ id: Number.isInteger(id) && id > 0 ? id : 0 });
    if (!found) throw notFound(M.notFound);
    return found;
  }

  private async view(id: number): Promise<WebhookView> {
    const rows: EndpointRow[] = await this.ds.query(`${SELECT_ENDPOINTS} WHERE e.id = ?`, [id]);
    if (!rows[0]) throw notFound(M.notFound);
    return endpointView(rows[0], this.secrets);
  }
}
