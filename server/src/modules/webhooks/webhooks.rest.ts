import { Router } from 'express';
import { bodyText, restBody } from '../../core/rest/body';
import { idParam, signedIn } from '../../core/rest/context';
import { bodyBool, restDateTime, restFlag } from '../../core/rest/format';
import { limitOffset, optionalStringQuery } from '../../core/rest/lists';
import type { Services } from '../../core/services';
import { validateInput } from '../../core/input/validate';
import { CreateWebhookInput, UpdateWebhookInput, WEBHOOK_DELIVERIES_MAX, WebhookDeliveriesPage } from './webhooks.inputs';
import type { WebhookDeliveryView, WebhookView } from './webhooks.types';

const webhookRow = (w: WebhookView) => ({
  id: w.id,
  url: w.url,
  description: w.description,
  events: w.events,
  active: restFlag(w.active),
  secret_hint: w.secretHint,
  created_by_user_id: w.createdById,
  created_by_name: w.createdByName,
  created_at: restDateTime(w.createdAt),
  pending_count: w.pendingCount,
  failed_count: w.failedCount,
});

const deliveryRow = (d: WebhookDeliveryView) => ({
  id: d.id,
  webhook_id: d.webhookId,
  event_id: d.eventId,
  event: d.event,
  status: d.status,
  attempts: d.attempts,
  last_status_code: d.lastStatusCode,
  last_error: d.lastError,
  last_attempt_at: restDateTime(d.lastAttemptAt),
  next_attempt_at: restDateTime(d.nextAttemptAt),
  delivered_at: restDateTime(d.deliveredAt),
  created_at: restDateTime(d.createdAt),
  payload: JSON.parse(d.payload) as unknown,
});

/** snake_case body → the GraphQL input's fields (unknown keys ignored; validation decides the rest). */
const webhookBody = (b: Record<string, unknown>) => ({
  url: b.url === undefined ? undefined : typeof b.url === 'string' ? b.url.trim() : b.url,
  events: b.events,
  description: bodyText(b.description),
  active: b.active === undefined || b.active === null ? undefined : bodyBool(b.active),
});

/** Signed webhooks: /api/webhooks (admins only, like GraphQL's webhooks, createWebhook …). */
export function webhooksRoutes(services: Services): Router {
  const r = Router();

  r.get('/webhooks', async (_req, res) => {
    res.json((await services.webhooks.list(signedIn(res))).map(webhookRow));
  });

  r.post('/webhooks', async (req, res) => {
    const actor = signedIn(res);
    const b = restBody(req);
    const input = await validateInput(CreateWebhookInput, { ...webhookBody(b), secret: bodyText(b.secret) });
    const created = await services.webhooks.create(actor, input);
    res.status(201).json({ ...webhookRow(created.webhook), secret: created.secret });
  });

  r.get('/webhooks/:id', async (req, res) => {
    res.json(webhookRow(await services.webhooks.get(signedIn(res), idParam(req))));
  });

  r.patch('/webhooks/:id', async (req, res) => {
    const actor = signedIn(res);
    const b = restBody(req);
    const input = await validateInput(UpdateWebhookInput, {
      ...webhookBody(b),
      rotateSecret: b.rotate_secret === undefined || b.rotate_secret === null ? undefined : bodyBool(b.rotate_secret),
    });
    const updated = await services.webhooks.update(actor, idParam(req), input);
    res.json({ ...webhookRow(updated.webhook), ...(updated.secret ? { secret: updated.secret } : {}) });
  });

  r.delete('/webhooks/:id', async (req, res) => {
    await services.webhooks.remove(signedIn(res), idParam(req));
    res.json({ ok: true });
  });

  r.get('/webhooks/:id/deliveries', async (req, res) => {
    const actor = signedIn(res);
    const { limit, offset } = limitOffset(req);
    const page = await validateInput(WebhookDeliveriesPage, { status: optionalStringQuery(req, 'status'), limit: Math.min(limit, WEBHOOK_DELIVERIES_MAX), offset });
    const list = await services.webhooks.deliveries(actor, idParam(req), page);
    res.set('X-Total-Count', String(list.totalCount)).json(list.items.map(deliveryRow));
  });

  r.post('/webhooks/deliveries/:id/redeliver', async (req, res) => {
    res.json(deliveryRow(await services.webhooks.redeliver(signedIn(res), idParam(req))));
  });

  return r;
}
