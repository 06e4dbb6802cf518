import request from 'supertest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { api, codesOf, gql } from '../../../test/http';
import { makeRoleUsers, makeUser, type RoleUsers } from '../../../test/factories';
import { seededPipeline } from '../../../test/deals-fixtures';
import { eventually, startReceiver, validSignature } from '../../../test/webhook-receiver';
import { SecretBox } from '../../core/secret-box';
import { WebhookDeliveryEntity } from './webhook-delivery.entity';
import { WebhookDispatcher } from './webhook-dispatcher';
import { loadWebhookSettings, type WebhookSettings } from './webhook-settings';
import { WebhooksService } from './webhooks.service';
import { isPrivateAddress, WEBHOOK_URL_MESSAGES } from './webhook-url';

let t: TestApp;
let u: RoleUsers;
let pipelineId: number;
let stageIds: number[];
beforeAll(async () => {
  // The receivers listen on loopback, so this app allows private targets explicitly (refused by default).
  process.env.WEBHOOKS_ALLOW_PRIVATE = '1';
  t = await createTestApp();
  delete process.env.WEBHOOKS_ALLOW_PRIVATE;
  u = await makeRoleUsers(t);
  const p = await seededPipeline(t);
  pipelineId = p.pipeline.id;
  stageIds = p.stages.map((s) => s.id);
});
afterAll(() => t.close());

/** Fast schedule for tests: 20 ms base, polls every 20 ms. */
// The receivers listen on loopback: this file allows private targets explicitly (they are refused by default).
const FAST: WebhookSettings = { ...loadWebhookSettings({ WEBHOOKS_ALLOW_PRIVATE: '1' }), retryBaseMs: 20, pollMs: 20, timeoutMs: 5_000 };

const CREATE = `mutation ($input: CreateWebhookInput!) { createWebhook(input: $input) { secret webhook { id url events active secretHint } } }`;

async function register(events: string[], url: string, extra: Record<string, unknown> = {}): Promise<{ id: number; secret: string }> {
  const r = await gql(t, CREATE, { input: { url, events, ...extra } }, u.admin);
  expect(r.errors).toBeUndefined();
  return { id: r.data!.createWebhook.webhook.id, secret: r.data!.createWebhook.secret };
}

const deliveriesOf = (webhookId: number) => t.ds.getRepository(WebhookDeliveryEntity).find({ where: { endpointId: webhookId }, order: { id: 'ASC' } });

/** Pauses every endpoint so one test's events do not reach another's receiver. */
async function pauseAll(): Promise<void> {
  await t.ds.query('UPDATE webhook_endpoints SET active = 0');
}
afterEach(pauseAll);

async function restDeal(body: Record<string, unknown> = {}): Promise<number> {
  const r = await api(t, u.admin).post('/api/deals', { pipeline_id: pipelineId, stage_id: stageIds[0], title: 'Importación de repuestos', ...body });
  expect(r.status).toBe(201);
  return r.body.id;
}

describe('webhooks (signed webhooks)', () => {
  it('delivers to a receiver on loopback, signed: HMAC-SHA256 of "<timestamp>.<body>" with the secret', async () => {
    const receiver = await startReceiver([200]);
    try {
      const { id, secret } = await register(['deal.created'], receiver.url);
      expect(secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
      const dealId = await restDeal({ value: 1500 });
      const dispatcher = new WebhookDispatcher(t.ds, FAST, t.services.webhooks.secrets);
      expect(await dispatcher.runOnce()).toBe(1);
      expect(receiver.received).toHaveLength(1);
      const [w] = receiver.received;
      expect(validSignature(secret, w)).toBe(true);
      expect(validSignature('otro-secreto-cualquiera', w)).toBe(false);
      expect(w.headers['content-type']).toBe('application/json');
      expect(w.headers['x-crm-event']).toBe('deal.created');
      expect(Math.abs(Number(w.headers['x-crm-timestamp']) - Date.now() / 1000)).toBeLessThan(600);
      const [delivery] = await deliveriesOf(id);
      expect(w.headers['x-crm-delivery']).toBe(String(delivery.id));
      const body = JSON.parse(w.body);
      expect(body).toMatchObject({
        event: 'deal.created',
        id: delivery.eventId,
        data: { id: dealId, reference: `OP-${String(dealId).padStart(6, '0')}`, title: 'Importación de repuestos', value: 1500, pipeline_id: pipelineId, stage_id: stageIds[0], status: 'open' },
      });
      expect(body.created_at).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
      expect(delivery).toMatchObject({ status: 'delivered', attempts: 1, lastStatusCode: 200, lastError: null, leaseOwner: null });
    } finally {
      await receiver.close();
    }
  });

  it('the secret is sealed at rest: the row never holds it, deliveries are still signed with it', async () => {
    const receiver = await startReceiver([200, 200]);
    try {
      const { id, secret } = await register(['deal.created'], receiver.url, { secret: 'Secreto-Compartido-del-ERP-2026!' });
      const given = 'Secreto-Compartido-del-ERP-2026!';
      expect(secret).toBe(given);
      const [row] = await t.ds.query('SELECT secret FROM webhook_endpoints WHERE id = ?', [id]);
      expect(row.secret).toMatch(/^v1\./);
      expect(row.secret).not.toContain(given);
      expect(row.secret).not.toContain(Buffer.from(given).toString('base64url').slice(0, 12));
      // Rotating stores the new one sealed too.
      const rotated = await api(t, u.admin).patch(`/api/webhooks/${id}`, { rotate_secret: true });
      expect(rotated.status).toBe(200);
      const [after] = await t.ds.query('SELECT secret FROM webhook_endpoints WHERE id = ?', [id]);
      expect(after.secret).toMatch(/^v1\./);
      expect(after.secret).not.toContain(rotated.body.secret);
      const list = await api(t, u.admin).get('/api/webhooks');
      expect(list.body.find((w: { id: number }) => w.id === id).secret_hint).toBe(`${rotated.body.secret.slice(0, 10)}…`);
      await restDeal();
      await new WebhookDispatcher(t.ds, FAST, t.services.webhooks.secrets).runOnce();
      expect(receiver.received).toHaveLength(1);
      expect(validSignature(rotated.body.secret, receiver.received[0])).toBe(true);
    } finally {
      await receiver.close();
    }
  });

  it('a secret stored as given (before sealing) is sealed by the first round and keeps signing', async () => {
    const receiver = await startReceiver([200]);
    try {
      const { id } = await register(['deal.created'], receiver.url);
      const legacy = 'whsec_secreto-guardado-tal-cual-antes-de-sellar';
      await t.ds.query('UPDATE webhook_endpoints SET secret = ? WHERE id = ?', [legacy, id]);
      const list = await api(t, u.admin).get('/api/webhooks');
      expect(list.body.find((w: { id: number }) => w.id === id).secret_hint).toBe('whsec_secr…');
      await restDeal();
      await new WebhookDispatcher(t.ds, FAST, t.services.webhooks.secrets).runOnce();
      expect(receiver.received).toHaveLength(1);
      expect(validSignature(legacy, receiver.received[0])).toBe(true);
      const [row] = await t.ds.query('SELECT secret FROM webhook_endpoints WHERE id = ?', [id]);
      expect(row.secret).toMatch(/^v1\./);
      expect(t.services.webhooks.secrets.reveal(row.secret)).toBe(legacy);
    } finally {
      await receiver.close();
    }
  });

  it('a secret sealed under another JWT_SECRET: the delivery fails with a Spanish reason and the list asks to rotate it', async () => {
    const receiver = await startReceiver([200]);
    try {
      const { id } = await register(['deal.created'], receiver.url);
      const other = new SecretBox('otro-jwt-secret-de-al-menos-32-caracteres!!', 'webhook-secret');
      await t.ds.query('UPDATE webhook_endpoints SET secret = ? WHERE id = ?', [other.seal('whsec_de-otra-instalacion-cualquiera'), id]);
      const list = await api(t, u.admin).get('/api/webhooks');
      expect(list.body.find((w: { id: number }) => w.id === id).secret_hint).toBe('(ilegible: rotalo)');
      await restDeal();
      await new WebhookDispatcher(t.ds, FAST, t.services.webhooks.secrets).runOnce();
      expect(receiver.received).toHaveLength(0);
      const [delivery] = await deliveriesOf(id);
      expect(delivery.lastError).toBe('No se pudo leer el secreto del webhook (¿cambió JWT_SECRET?): rotalo.');
    } finally {
      await receiver.close();
    }
  });

  it('a receiver failing 3 times then answering 200: delivered once, after 4 attempts', async () => {
    const receiver = await startReceiver([500, 503, 500, 200]);
    const dispatcher = new WebhookDispatcher(t.ds, FAST, t.services.webhooks.secrets);
    try {
      const { id, secret } = await register(['organization.created'], receiver.url);
      const org = await api(t, u.admin).post('/api/organizations', { razon_social: 'Reintentos S.A.' });
      expect(org.status).toBe(201);
      dispatcher.start();
      const delivered = await eventually(async () => (await deliveriesOf(id)).find((d) => d.status === 'delivered'));
      expect(delivered).toMatchObject({ attempts: 4, lastStatusCode: 200, lastError: null, nextAttemptAtMs: null });
      expect(receiver.received.map((r) => r.status)).toEqual([500, 503, 500, 200]);
      // The same delivery every time (receivers dedupe on it), each attempt signed.
      expect(new Set(receiver.received.map((r) => r.headers['x-crm-delivery']))).toEqual(new Set([String(delivered.id)]));
      expect(receiver.received.every((r) => validSignature(secret, r))).toBe(true);
      expect(JSON.parse(receiver.received[3].body).data).toMatchObject({ id: org.body.id, razon_social: 'Reintentos S.A.' });
    } finally {
      await dispatcher.stop();
      await receiver.close();
    }
  });

  it('records a failure with its answer and schedules the next attempt with backoff; after the last attempt it is failed', async () => {
    const receiver = await startReceiver([500]);
    try {
      const { id } = await register(['contact.*'], receiver.url);
      expect((await api(t, u.admin).post('/api/contacts', { name: 'Ana Reintento', email: 'ana.reintento@example.com' })).status).toBe(201);
      const slow = new WebhookDispatcher(t.ds, { ...FAST, retryBaseMs: 60_000, maxAttempts: 2 }, t.services.webhooks.secrets, () => 0.5);
      const before = Date.now();
      await slow.runOnce();
      let [d] = await deliveriesOf(id);
      expect(d).toMatchObject({ status: 'pending', attempts: 1, lastStatusCode: 500, lastError: 'El receptor respondió 500.' });
      expect(Number(d.nextAttemptAtMs) - before).toBeGreaterThanOrEqual(59_000);
      // Not due yet: nothing is sent.
      expect(await slow.runOnce()).toBe(0);
      await t.ds.query('UPDATE webhook_deliveries SET next_attempt_at_ms = 0 WHERE id = ?', [d.id]);
      await slow.runOnce();
      [d] = await deliveriesOf(id);
      expect(d).toMatchObject({ status: 'failed', attempts: 2, nextAttemptAtMs: null });

      // 'Reenviar' queues it again now, with a new schedule; the receiver gets the same delivery id.
      const again = await gql(t, 'mutation ($id: Int!) { redeliverWebhookDelivery(id: $id) { id status attempts } }', { id: d.id }, u.admin);
      expect(again.data!.redeliverWebhookDelivery).toEqual({ id: d.id, status: 'pending', attempts: 2 });
      await slow.runOnce();
      [d] = await deliveriesOf(id);
      expect(d).toMatchObject({ status: 'pending', attempts: 3 });
      expect(receiver.received).toHaveLength(3);
    } finally {
      await receiver.close();
    }
  });

  it('events of both APIs: a REST create and GraphQL updates give the right names and REST-shaped payloads', async () => {
    const { id } = await register(['deal.*', 'organization.*', 'contact.*', 'budget.changed'], 'http://127.0.0.1:9/nadie');
    // REST: an operation with a new organization and a new contact (three records, one transaction).
    const dealId = await restDeal({ org_name: 'Ferretería Webhook S.A.', contact_name: 'Pedro Gancho', contact_email: 'pedro.gancho@example.com' });
    let rows = await deliveriesOf(id);
    expect(rows.map((r) => r.event)).toEqual(['organization.created', 'contact.created', 'deal.created']);
    const created = JSON.parse(rows[2].payload);
    expect(created.data).toMatchObject({ id: dealId, org_name: 'Ferretería Webhook S.A.', contact_name: 'Pedro Gancho', contact_email: 'pedro.gancho@example.com' });
    expect(JSON.parse(rows[0].payload).data).toMatchObject({ name: 'Ferretería Webhook S.A.', budget_status: 'borrador' });
    expect(JSON.parse(rows[1].payload).data).toMatchObject({ name: 'Pedro Gancho', email: 'pedro.gancho@example.com', org_name: 'Ferretería Webhook S.A.' });

    // GraphQL: a stage change, then closing it as won.
    const upd = await gql(t, 'mutation ($id: Int!, $input: UpdateDealInput!) { updateDeal(id: $id, input: $input) { id stageId } }', { id: dealId, input: { stageId: stageIds[1], title: 'Importación de repuestos (urgente)' } }, u.admin);
    expect(upd.errors).toBeUndefined();
    const won = await gql(t, 'mutation ($id: Int!) { closeDeal(id: $id, input: { outcome: "won" }) { id status } }', { id: dealId }, u.admin);
    expect(won.errors).toBeUndefined();
    rows = (await deliveriesOf(id)).slice(3);
    expect(rows.map((r) => r.event)).toEqual(['deal.updated', 'deal.stage_changed', 'deal.updated', 'deal.closed']);
    const stage = JSON.parse(rows[1].payload);
    expect(stage).toMatchObject({
      event: 'deal.stage_changed',
      previous_stage_id: stageIds[0],
      stage_id: stageIds[1],
      changes: { stage_id: [stageIds[0], stageIds[1]], title: ['Importación de repuestos', 'Importación de repuestos (urgente)'] },
      data: { id: dealId, stage_id: stageIds[1], title: 'Importación de repuestos (urgente)' },
    });
    // Snapshotted when written: the stage change's payload still says 'open', the closing one 'won'.
    expect(stage.data.status).toBe('open');
    expect(JSON.parse(rows[3].payload)).toMatchObject({ outcome: 'won', data: { status: 'won' } });
    // One event id per event, shared by nothing else.
    expect(new Set(rows.map((r) => r.eventId)).size).toBe(4);

    // An organization updated over GraphQL and a budget transition over REST.
    const orgId = JSON.parse((await deliveriesOf(id))[0].payload).data.id;
    const org = await gql(t, 'mutation ($id: Int!) { updateOrganization(id: $id, input: { city: "Encarnación" }) { id } }', { id: orgId }, u.admin);
    expect(org.errors).toBeUndefined();
    expect((await api(t, u.admin).post(`/api/organizations/${orgId}/budget/lock`, {})).status).toBe(200);
    rows = (await deliveriesOf(id)).slice(7);
    expect(rows.map((r) => r.event)).toEqual(['organization.updated', 'budget.changed']);
    expect(JSON.parse(rows[0].payload)).toMatchObject({ data: { id: orgId, city: 'Encarnación' }, changes: { city: [null, 'Encarnación'] } });
    expect(JSON.parse(rows[1].payload)).toMatchObject({ transition: 'lock', data: { id: orgId, budget_status: 'bloqueado' } });
  });

  it('cost_sheet.saved, file.uploaded and a custom field (deal.updated) carry their REST shapes', async () => {
    const { id } = await register(['cost_sheet.saved', 'file.uploaded', 'deal.updated'], 'http://127.0.0.1:9/nadie');
    const dealId = await restDeal();
    const sheet = await api(t, u.admin).put(`/api/deals/${dealId}/cost-sheet`, {
      header: { gsRate: '7.300', pesoKg: '1.000' },
      compraRows: [{ id: 1, concepto: 'FLETE AEREO', usdXKg: '2,5', total: '', lockPerKg: 1 }],
    });
    expect(sheet.status).toBe(200);
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');
    const file = await request(t.app).post(`/api/deals/${dealId}/files`).set('Authorization', `Bearer ${u.admin}`).field('type', 'fact_venta').attach('file', pdf, { filename: 'factura.pdf', contentType: 'application/pdf' });
    expect(file.status).toBe(201);
    expect((await api(t, u.admin).post(`/api/deals/${dealId}/custom-fields`, { key: 'origen_pto', label: 'Origen', value: 'Shanghai' })).status).toBe(201);
    const rows = await deliveriesOf(id);
    expect(rows.map((r) => r.event)).toEqual(['cost_sheet.saved', 'file.uploaded', 'deal.updated']);
    const [saved, uploaded, field] = rows.map((r) => JSON.parse(r.payload));
    // The document exactly as the client sent it (REST-CONTRACT "Cost sheet round trip"), and the server's totals.
    expect(saved.data).toMatchObject({ deal_id: dealId, version: 1, data: { header: { gsRate: '7.300' }, compraRows: [{ usdXKg: '2,5' }] }, totals: { total_costos: 2500 } });
    expect(uploaded.data).toMatchObject({ id: file.body.id, deal_id: dealId, type: 'fact_venta', filename: 'factura.pdf', mime_type: 'application/pdf' });
    expect(uploaded.data.url).toBeUndefined();
    expect(field).toMatchObject({ data: { id: dealId }, custom_field: { key: 'origen_pto', changes: { value: [null, 'Shanghai'] } } });
  });

  it('a write that rolls back leaves no outbox row (the organization it created first is rolled back too)', async () => {
    const { id } = await register(['organization.*', 'deal.*'], 'http://127.0.0.1:9/nadie');
    const count = async () => (await deliveriesOf(id)).length;
    // The organization is created (and its event written) before the missing contact fails the transaction.
    const r = await api(t, u.admin).post('/api/deals', { pipeline_id: pipelineId, stage_id: stageIds[0], title: 'No va', org_name: 'Revertida S.A.', contact: { id: 999_999 } });
    expect(r.status).toBe(404);
    expect(await count()).toBe(0);
    const bad = await gql(t, 'mutation ($id: Int!) { updateDeal(id: $id, input: { title: "   " }) { id } }', { id: await restDeal() }, u.admin);
    expect(codesOf(bad)).toEqual(['BAD_USER_INPUT']);
    expect((await deliveriesOf(id)).map((d) => d.event)).toEqual(['deal.created']);
  });

  it('paused endpoints receive no new events; no endpoint → no outbox row at all', async () => {
    const all = () => t.ds.getRepository(WebhookDeliveryEntity).count();
    const before = await all();
    const { id } = await register(['deal.created'], 'http://127.0.0.1:9/nadie', { active: false });
    await restDeal();
    expect(await deliveriesOf(id)).toHaveLength(0);
    expect(await all()).toBe(before);
    // Active again: the next operation is queued.
    expect((await api(t, u.admin).patch(`/api/webhooks/${id}`, { active: true })).status).toBe(200);
    await restDeal();
    expect((await deliveriesOf(id)).map((d) => d.event)).toEqual(['deal.created']);
  });

  it('two dispatchers (two processes) never send the same delivery: each is claimed by one lease', async () => {
    const receiver = await startReceiver([200]);
    try {
      const { id } = await register(['contact.created'], receiver.url);
      for (let i = 0; i < 12; i++) await api(t, u.admin).post('/api/contacts', { name: `Contacto lease ${i}` });
      const a = new WebhookDispatcher(t.ds, FAST, t.services.webhooks.secrets);
      const b = new WebhookDispatcher(t.ds, FAST, t.services.webhooks.secrets);
      await Promise.all([a.runOnce(), b.runOnce(), a.runOnce(), b.runOnce()]);
      await Promise.all([a.runOnce(), b.runOnce()]);
      const rows = await deliveriesOf(id);
      expect(rows).toHaveLength(12);
      expect(rows.every((r) => r.status === 'delivered' && r.attempts === 1)).toBe(true);
      const ids = receiver.received.map((r) => r.headers['x-crm-delivery']);
      expect(ids).toHaveLength(12);
      expect(new Set(ids).size).toBe(12);
    } finally {
      await receiver.close();
    }
  });

  it('admins only, on both APIs: venta, ops, viewer and finanzas get FORBIDDEN / 403', async () => {
    const finanzas = await makeUser(t, { role: 'finanzas' });
    for (const token of [u.venta.token, u.ops.token, u.viewer.token, finanzas.token]) {
      expect(codesOf(await gql(t, CREATE, { input: { url: 'https://example.com/h', events: ['deal.created'] } }, token))).toEqual(['FORBIDDEN']);
      expect(codesOf(await gql(t, '{ webhooks { id } }', undefined, token))).toEqual(['FORBIDDEN']);
      expect((await api(t, token).post('/api/webhooks', { url: 'https://example.com/h', events: ['deal.created'] })).status).toBe(403);
      expect((await api(t, token).get('/api/webhooks')).status).toBe(403);
      expect((await api(t, token).post('/api/webhooks/deliveries/1/redeliver')).status).toBe(403);
    }
    expect((await api(t).get('/api/webhooks')).status).toBe(401);
  });

  it('REST: register with a given secret (listed only by its start), edit, list deliveries, delete; audited', async () => {
    const created = await api(t, u.admin).post('/api/webhooks', { url: 'https://hooks.example.com/crm', events: ['deal.created', 'deal.created', 'file.uploaded'], secret: 'mi-secreto-compartido-123', description: 'ERP' });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ url: 'https://hooks.example.com/crm', events: ['deal.created', 'file.uploaded'], active: 1, description: 'ERP', secret: 'mi-secreto-compartido-123', secret_hint: 'mi-s…' });
    const id = created.body.id;
    const list = await api(t, u.admin).get('/api/webhooks');
    expect(JSON.stringify(list.body)).not.toContain('mi-secreto-compartido-123');
    const patched = await api(t, u.admin).patch(`/api/webhooks/${id}`, { active: false, events: ['organization.*'], rotate_secret: true });
    expect(patched.status).toBe(200);
    expect(patched.body).toMatchObject({ active: 0, events: ['organization.*'], secret: expect.stringMatching(/^whsec_/) });
    expect((await api(t, u.admin).get(`/api/webhooks/${id}/deliveries?status=failed`)).body).toEqual([]);
    expect((await api(t, u.admin).get(`/api/webhooks/${id}/deliveries?status=raro`)).status).toBe(400);
    expect((await api(t, u.admin).delete(`/api/webhooks/${id}`)).body).toEqual({ ok: true });
    expect((await api(t, u.admin).get(`/api/webhooks/${id}`)).status).toBe(404);
    const audit: Array<{ action: string }> = await t.ds.query("SELECT action FROM audit_events WHERE entity = 'webhook' AND entity_id = ? ORDER BY id", [id]);
    expect(audit.map((a) => a.action)).toEqual(['create', 'update', 'delete']);
  });

  it('validation, the same on both APIs: only http(s) URLs, known events, a usable secret (Spanish messages)', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ url: 'ftp://example.com/x', events: ['deal.created'] }, WEBHOOK_URL_MESSAGES.invalid],
      [{ url: 'no es una url', events: ['deal.created'] }, WEBHOOK_URL_MESSAGES.invalid],
      [{ url: 'https://user:pw@example.com/x', events: ['deal.created'] }, WEBHOOK_URL_MESSAGES.credentials],
      [{ url: 'https://example.com/x', events: [] }, 'Elegí al menos un evento.'],
      [{ url: 'https://example.com/x', events: ['deal.deleted'] }, 'Evento desconocido'],
      [{ url: 'https://example.com/x', events: ['deal.created'], secret: 'corto' }, 'El secreto debe tener entre 16 y 200 caracteres, sin espacios.'],
      ...['aaaaaaaaaaaaaaaa', '1234567890123456', 'passwordpassword', 'abcdefghijklmnop'].map((secret): [Record<string, unknown>, string] => [
        { url: 'https://example.com/x', events: ['deal.created'], secret },
        'El secreto es demasiado fácil de adivinar: usá más caracteres y más variados (letras, números y símbolos), o dejalo vacío para que se genere uno.',
      ]),
    ];
    for (const [input, message] of cases) {
      const rest = await api(t, u.admin).post('/api/webhooks', input);
      expect(rest.status).toBe(400);
      expect(rest.body.error).toContain(message);
      const g = await gql(t, CREATE, { input }, u.admin);
      expect(g.errors?.[0].message).toContain(message);
    }
    expect(await t.ds.query("SELECT id FROM webhook_endpoints WHERE url LIKE '%example.com/x%'")).toEqual([]);
  });

  it('private targets are refused by default, whatever NODE_ENV says; only WEBHOOKS_ALLOW_PRIVATE allows them', async () => {
    for (const env of [{}, { NODE_ENV: 'development' }, { NODE_ENV: 'test' }, { NODE_ENV: 'production' }]) expect(loadWebhookSettings(env).allowPrivate).toBe(false);
    expect(loadWebhookSettings({ WEBHOOKS_ALLOW_PRIVATE: '1' }).allowPrivate).toBe(true);
    const dev = new WebhooksService(t.ds, t.services.audit, loadWebhookSettings({ NODE_ENV: 'development' }), t.services.webhooks.secrets);
    const admin = { id: 1, name: 'Admin', email: 'admin@test.local', role: 'admin' as const };
    await expect(dev.create(admin, { url: 'http://169.254.169.254/latest', events: ['deal.created'] })).rejects.toMatchObject({ code: 'VALIDATION', message: WEBHOOK_URL_MESSAGES.privateTarget });
    // Public addresses, also behind NAT64 or 6to4, stay allowed.
    for (const address of ['8.8.8.8', '64:ff9b::808:808', '2002:808:808::1', '2606:4700::1111']) expect(isPrivateAddress(address)).toBe(false);
  });

  it('loopback, private and link-local targets are refused at registration and at delivery, unless WEBHOOKS_ALLOW_PRIVATE', async () => {
    const prod = new WebhooksService(t.ds, t.services.audit, { ...FAST, allowPrivate: false }, t.services.webhooks.secrets);
    const admin = { id: 1, name: 'Admin', email: 'admin@test.local', role: 'admin' as const };
    const transition = ['http://[::127.0.0.1]/x', 'http://[64:ff9b::169.254.169.254]/latest', 'http://[64:ff9b::a9fe:a9fe]/latest', 'http://[64:ff9b:1::a00:1]/x', 'http://[2002:7f00:1::]/x', 'http://[2002:a9fe:a9fe::1]/x', 'http://[fec0::1]/x', 'http://[::ffff:a9fe:a9fe]/x'];
    for (const url of ['http://127.0.0.1:8080/x', 'http://localhost/x', 'http://10.1.2.3/x', 'http://192.168.0.10/x', 'http://169.254.169.254/latest', 'http://[::1]/x', 'http://[::ffff:127.0.0.1]/x', ...transition]) {
      await expect(prod.create(admin, { url, events: ['deal.created'] })).rejects.toMatchObject({ code: 'VALIDATION', message: WEBHOOK_URL_MESSAGES.privateTarget });
    }
    const allowed = new WebhooksService(t.ds, t.services.audit, { ...FAST, allowPrivate: true }, t.services.webhooks.secrets);
    const receiver = await startReceiver([200]);
    try {
      const { webhook } = await allowed.create(admin, { url: receiver.url, events: ['contact.created'] });
      expect((await api(t, u.admin).post('/api/contacts', { name: 'Destino privado' })).status).toBe(201);
      // A production dispatcher without the flag checks the address again before connecting: nothing is sent.
      await new WebhookDispatcher(t.ds, { ...FAST, allowPrivate: false }, t.services.webhooks.secrets).runOnce();
      let [d] = await deliveriesOf(webhook.id);
      expect(d).toMatchObject({ status: 'pending', attempts: 1, lastStatusCode: null, lastError: WEBHOOK_URL_MESSAGES.privateTarget });
      expect(receiver.received).toHaveLength(0);
      await t.ds.query('UPDATE webhook_deliveries SET next_attempt_at_ms = 0 WHERE id = ?', [d.id]);
      await new WebhookDispatcher(t.ds, { ...FAST, allowPrivate: true }, t.services.webhooks.secrets).runOnce();
      [d] = await deliveriesOf(webhook.id);
      expect(d.status).toBe('delivered');
      expect(receiver.received).toHaveLength(1);
    } finally {
      await receiver.close();
    }
  });

  it('delivered rows older than the retention are pruned; pending ones stay', async () => {
    const { id } = await register(['contact.created'], 'http://127.0.0.1:9/nadie');
    await api(t, u.admin).post('/api/contacts', { name: 'Viejo 1' });
    await api(t, u.admin).post('/api/contacts', { name: 'Viejo 2' });
    const [a, b] = await deliveriesOf(id);
    const old = Date.now() - 31 * 86_400_000;
    await t.ds.query("UPDATE webhook_deliveries SET status = 'delivered', created_at_ms = ? WHERE id = ?", [old, a.id]);
    await t.ds.query('UPDATE webhook_deliveries SET created_at_ms = ? WHERE id = ?', [old, b.id]);
    await new WebhookDispatcher(t.ds, FAST, t.services.webhooks.secrets).prune(Date.now());
    expect((await deliveriesOf(id)).map((d) => d.id)).toEqual([b.id]);
  });

  it('lists deliveries per endpoint over GraphQL with status, attempts, last answer and next attempt', async () => {
    const receiver = await startReceiver([404]);
    try {
      const { id } = await register(['deal.created'], receiver.url);
      await restDeal();
      await new WebhookDispatcher(t.ds, FAST, t.services.webhooks.secrets).runOnce();
      const r = await gql(
        t,
        'query ($id: Int!) { webhookDeliveries(webhookId: $id, page: { limit: 10 }) { totalCount items { event status attempts lastStatusCode lastError nextAttemptAt createdAt } } webhooks { id pendingCount failedCount } }',
        { id },
        u.admin,
      );
      expect(r.errors).toBeUndefined();
      expect(r.data!.webhookDeliveries).toMatchObject({ totalCount: 1, items: [{ event: 'deal.created', status: 'pending', attempts: 1, lastStatusCode: 404, lastError: 'El receptor respondió 404.' }] });
      expect(r.data!.webhookDeliveries.items[0].nextAttemptAt).toEqual(expect.any(String));
      expect(r.data!.webhooks.find((w: { id: number }) => w.id === id)).toMatchObject({ pendingCount: 1, failedCount: 0 });
    } finally {
      await receiver.close();
    }
  });
});
