/**
 * The finanzas role (the office's administration; roles: finanzas) on both APIs: an admin creates it, it reads
 * every operation, cost sheet and quote and what a viewer reads (private records of others stay NOT_FOUND), and
 * every write of the CRM or of administration is refused exactly as for a viewer (403 / FORBIDDEN, the same
 * Spanish message), leaving the database untouched. Every REST write route and every GraphQL mutation is
 * either a refused case below or one of the few self-service writes, so a new write has to be classified here.
 */
import { getNamedType, type GraphQLSchema } from 'graphql';
import request from 'supertest';
import { buildAppSchema, moduleRouters } from '../../src/app';
import { IMPORT_MESSAGES } from '@crm/domain';
import { MESSAGES } from '../../src/core/errors/app-error';
import { routesOf, selectionFor } from '../abuse/corpus';
import { seededPipeline } from '../deals-fixtures';
import { adminToken, makeUser, type MadeUser } from '../factories';
import { api, codesOf, gql } from '../http';
import { createTestApp, type TestApp } from '../test-app';

let t: TestApp;
let admin: string;
let viewer: MadeUser;
let venta: MadeUser;
let finanzas: { id: number; token: string };
const ids: Record<string, number> = {};

const PDF = Buffer.from('%PDF-1.4\n%finanzas\n');
const CSV = Buffer.from('nombre;email\nAna;ana.csv@test.local\n');

const SHEET = {
  header: { modo: 'AEREO', clase: 'LCL', gsRate: 7300 },
  compraRows: [{ id: 'c1', concepto: 'FLETE AEREO', usdXKg: null, total: 100, lockPerKg: false, sourceId: null }],
  ventaRows: [{ id: 'c1-v', concepto: 'FLETE AEREO', usdXKg: null, total: 150, lockPerKg: false, sourceId: 'c1' }],
  locRows: [],
  locCliRows: [],
  segCostoRows: [],
  segVentaRows: [],
};
const RATE_SHEET = (orgId: number) => ({
  orgId,
  mode: 'air',
  origin: 'MIA',
  destination: 'ASU',
  validFrom: '2026-01-01',
  validTo: '2026-12-31',
  currency: 'USD',
  charges: [{ concepto: 'FLETE AEREO', basis: 'weight_breaks', breaks: { m45: 5, p45: 4 } }],
});
const QUOTE = { cliente: 'Cliente Finanzas', incoterms: 'FOB', items: [{ servicio: 'Flete aéreo', cantidad: 1, precio: 150, moneda: 'USD' }] };

beforeAll(async () => {
  t = await createTestApp();
  admin = await adminToken(t);
  viewer = await makeUser(t, { role: 'viewer', name: 'Vito Viewer' });
  venta = await makeUser(t, { role: 'venta', name: 'Valeria Venta' });

  // An admin creates the finanzas user through REST, as the original client does, and it signs in.
  const created = await api(t, admin).post('/api/users', { name: 'Fabiana Finanzas', email: 'fabiana.finanzas@test.local', role: 'finanzas', is_active: 1, password: 'Finanzas-123' });
  expect(created.status).toBe(201);
  const login = await api(t).post('/api/auth/login', { email: 'fabiana.finanzas@test.local', password: 'Finanzas-123' });
  expect(login.body.user.role).toBe('finanzas');
  finanzas = { id: created.body.id, token: login.body.token };

  const a = api(t, admin);
  const { pipeline, stages } = await seededPipeline(t);
  ids.pipeline = pipeline.id;
  ids.stage = stages[0].id;
  ids.targetStage = stages[1].id;
  // An operation of venta's (finanzas reads every operation, not only its own).
  const deal = await api(t, venta.token).post('/api/deals', {
    pipeline_id: pipeline.id,
    stage_id: stages[0].id,
    title: 'Importación de repuestos',
    value: 1500,
    organization: { name: 'Repuestos del Este SA' },
    contact: { name: 'Rosa Repuestos', email: 'rosa@repuestos.test' },
  });
  expect(deal.status).toBe(201);
  ids.deal = deal.body.id;
  const row = (await a.get(`/api/deals/${ids.deal}`)).body.deal;
  ids.org = row.org_id;
  ids.contact = row.contact_id;
  expect((await a.put(`/api/deals/${ids.deal}/cost-sheet`, { ...SHEET, version: 0 })).status).toBe(200);
  expect((await a.post(`/api/deals/${ids.deal}/quotes`, QUOTE)).status).toBe(201);
  ids.activity = (await a.post('/api/activities', { subject: 'Llamar al cliente', deal_id: ids.deal })).body.id;
  ids.label = (await a.post('/api/labels', { name: 'Etiqueta finanzas', scope: 'person' })).body.id;
  ids.param = (await a.post('/api/params', { key: 'tipo_carga', value: 'FINANZAS' })).body.id;
  ids.field = (await a.post(`/api/deals/${ids.deal}/custom-fields`, { key: 'origen_pto', label: 'Origen', value: 'Asunción' })).body.id;
  ids.orgField = (await a.post(`/api/organizations/${ids.org}/custom-fields`, { key: 'rubro', label: 'Rubro', value: 'x' })).body.id;
  ids.contactField = (await a.post(`/api/contacts/${ids.contact}/custom-fields`, { key: 'cargo', label: 'Cargo', value: 'x' })).body.id;
  const file = await request(t.app).post(`/api/deals/${ids.deal}/files`).set('Authorization', `Bearer ${admin}`).field('type', 'fact_venta').attach('file', PDF, { filename: 'a.pdf', contentType: 'application/pdf' });
  ids.file = file.body.id;
  ids.call = (await a.post('/api/followups/calls', { subject: 'Llamada', org_id: ids.org, happened_at: '2025-01-02 10:00' })).body.id;
  ids.note = (await a.post('/api/followups/notes', { org_id: ids.org, content: 'Nota' })).body.id;
  ids.businessUnit = (await a.get('/api/business-units')).body[0].id;
  ids.rate = (await a.post('/api/exchange-rates', { date: '2026-03-02', rate: 7310 })).body.id;
  ids.apiKey = (await a.post('/api/api-keys', { name: 'Clave del admin', role: 'viewer' })).body.id;
  ids.otherUser = venta.user.id;
  ids.importJob = (await request(t.app).post('/api/imports').set('Authorization', `Bearer ${admin}`).field('kind', 'contact').attach('file', CSV, { filename: 'c.csv', contentType: 'text/csv' })).body.id;
  ids.catalogItem = (await a.get('/api/catalog/items')).body[0].id;
  ids.rateSheet = (await gql(t, 'mutation($i: RateSheetInput!) { createRateSheet(input: $i) { id } }', { i: RATE_SHEET(ids.org) }, admin)).data!.createRateSheet.id;
  // Someone else's private organization: NOT_FOUND for finanzas, as for a viewer.
  ids.privateOrg = (await api(t, venta.token).post('/api/organizations', { name: 'Privada de Valeria', visibility: 'private' })).body.id;
  for (const [k, v] of Object.entries(ids)) if (typeof v !== 'number') throw new Error(`fixture ${k} no creado: ${JSON.stringify(v)}`);
});
afterAll(() => t.close());

describe('finanzas reads every operation, cost sheet and quote', () => {
  test('REST: the operation list and detail, the cost sheet, the quote versions and their PDF', async () => {
    const f = api(t, finanzas.token);
    const list = await f.get('/api/deals');
    expect(list.status).toBe(200);
    expect(JSON.stringify(list.body)).toContain('Importación de repuestos');
    const detail = await f.get(`/api/deals/${ids.deal}`);
    expect(detail.status).toBe(200);
    expect(detail.body.deal).toMatchObject({ id: ids.deal, title: 'Importación de repuestos', org_id: ids.org });
    const sheet = await f.get(`/api/deals/${ids.deal}/cost-sheet`);
    expect(sheet.status).toBe(200);
    expect(JSON.stringify(sheet.body)).toContain('FLETE AEREO');
    const quotes = await f.get(`/api/deals/${ids.deal}/quotes`);
    expect(quotes.status).toBe(200);
    expect(JSON.stringify(quotes.body)).toContain('Cliente Finanzas');
    const pdf = await f.get(`/api/deals/${ids.deal}/quote.pdf`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');
    expect((await f.get(`/api/organizations/${ids.org}`)).status).toBe(200);
    expect((await f.get(`/api/contacts/${ids.contact}`)).status).toBe(200);
  });

  test('GraphQL: deal, deals, board, costSheet and dealQuotes', async () => {
    const res = await gql(
      t,
      `query($id: Int!, $p: Int!) {
        deal(id: $id) { id title costSheet { saved totals { profitGeneral } } }
        deals(first: 50) { edges { node { id } } }
        board(pipelineId: $p) { columns { stageId count } }
        costSheet(dealId: $id) { saved compraRows { concepto } }
        dealQuotes(dealId: $id) { versionNo quote { cliente } }
      }`,
      { id: ids.deal, p: ids.pipeline },
      finanzas.token,
    );
    expect(res.errors).toBeUndefined();
    expect(res.data!.deal).toEqual({ id: ids.deal, title: 'Importación de repuestos', costSheet: { saved: true, totals: { profitGeneral: 50 } } });
    expect(res.data!.deals.edges.map((e: { node: { id: number } }) => e.node.id)).toContain(ids.deal);
    expect(res.data!.board.columns.reduce((n: number, c: { count: number }) => n + c.count, 0)).toBeGreaterThan(0);
    expect(res.data!.costSheet).toEqual({ saved: true, compraRows: [{ concepto: 'FLETE AEREO' }] });
    expect(res.data!.dealQuotes).toEqual([{ versionNo: 1, quote: { cliente: 'Cliente Finanzas' } }]);
  });

  test("someone else's private organization is NOT_FOUND on both APIs, as for a viewer", async () => {
    for (const who of [finanzas, viewer]) {
      const rest = await api(t, who.token).get(`/api/organizations/${ids.privateOrg}`);
      expect(rest.status).toBe(404);
      expect(codesOf(await gql(t, `query($id: Int!) { organization(id: $id) { id } }`, { id: ids.privateOrg }, who.token))).toEqual(['NOT_FOUND']);
    }
  });

  test('administration stays admin: users (full rows), statistics, audit and API keys are refused or reduced', async () => {
    const f = api(t, finanzas.token);
    const users = await f.get('/api/users');
    expect(users.status).toBe(200);
    for (const row of users.body) expect(Object.keys(row).sort()).toEqual(['id', 'name']);
    expect((await f.get('/api/admin/activity/overview?days=30')).status).toBe(403);
    expect((await f.get('/api/admin/audit')).status).toBe(403);
    expect((await f.get('/api/api-keys')).body).toEqual([]);
    expect(codesOf(await gql(t, '{ auditEvents(first: 5) { totalCount } }', undefined, finanzas.token))).toEqual(['FORBIDDEN']);
  });
});

// ── every write refused ──

type Rest = {
  method: 'post' | 'put' | 'patch' | 'delete';
  path: string;
  body?: Record<string, unknown>;
  upload?: { field: string; fields: Record<string, string>; file: Buffer; name: string; type: string };
  /** The record is one the actor may not see: 404 with this message instead of 403. */
  notFound?: string;
};

/** One refused request per REST write route (`route` = its Express path); bodies are valid so only the role decides. */
function restCases(): Record<string, Rest> {
  const d = ids.deal;
  return {
    'post /users': { method: 'post', path: '/users', body: { name: 'Nueva', email: 'nueva.fin@test.local', role: 'viewer', password: 'Clave-segura-1' } },
    'patch /users/:id': { method: 'patch', path: `/users/${ids.otherUser}`, body: { role: 'admin' } },
    'post /users/:id/set-password': { method: 'post', path: `/users/${ids.otherUser}/set-password`, body: { new_password: 'Clave-segura-2' } },
    'post /business-units': { method: 'post', path: '/business-units', body: { name: 'Unidad finanzas', key_slug: 'finanzas' } },
    'patch /business-units/:id': { method: 'patch', path: `/business-units/${ids.businessUnit}`, body: { name: 'Otra' } },
    'put /operations/:id/:mode': { method: 'put', path: `/operations/${d}/air`, body: { consignee: 'Ñandutí SA', awb_number: '123' } },
    'post /deals': { method: 'post', path: '/deals', body: { pipeline_id: ids.pipeline, stage_id: ids.stage, title: 'Operación de finanzas', org_id: ids.org } },
    'patch /deals/:id': { method: 'patch', path: `/deals/${d}`, body: { title: 'Editada', value: 10, stage_id: ids.targetStage } },
    'post /deals/:id/close': { method: 'post', path: `/deals/${d}/close`, body: { outcome: 'won' } },
    'post /deals/:id/reopen': { method: 'post', path: `/deals/${d}/reopen` },
    'delete /deals/:id': { method: 'delete', path: `/deals/${d}` },
    'post /organizations': { method: 'post', path: '/organizations', body: { name: 'Organización de finanzas', visibility: 'company' } },
    'patch /organizations/:id': { method: 'patch', path: `/organizations/${ids.org}`, body: { name: 'Renombrada' } },
    'post /contacts': { method: 'post', path: '/contacts', body: { name: 'Contacto de finanzas', email: 'contacto.fin@test.local', org_id: ids.org } },
    'patch /contacts/:id': { method: 'patch', path: `/contacts/${ids.contact}`, body: { name: 'Renombrado' } },
    'post /deals/:id/custom-fields': { method: 'post', path: `/deals/${d}/custom-fields`, body: { key: 'destino_pto', label: 'Destino', value: 'Miami' } },
    'put /deals/:id/custom-fields/:fieldId': { method: 'put', path: `/deals/${d}/custom-fields/${ids.field}`, body: { value: 'Encarnación' } },
    'post /organizations/:id/custom-fields': { method: 'post', path: `/organizations/${ids.org}/custom-fields`, body: { key: 'web', label: 'Web', value: 'x' } },
    'put /organizations/:id/custom-fields/:fieldId': { method: 'put', path: `/organizations/${ids.org}/custom-fields/${ids.orgField}`, body: { value: 'y' } },
    'post /contacts/:id/custom-fields': { method: 'post', path: `/contacts/${ids.contact}/custom-fields`, body: { key: 'area', label: 'Área', value: 'x' } },
    'put /contacts/:id/custom-fields/:fieldId': { method: 'put', path: `/contacts/${ids.contact}/custom-fields/${ids.contactField}`, body: { value: 'y' } },
    'post /params': { method: 'post', path: '/params', body: { key: 'tipo_carga', value: 'OTRO' } },
    'patch /params/:id': { method: 'patch', path: `/params/${ids.param}`, body: { value: 'CAMBIADO' } },
    'delete /params/:id': { method: 'delete', path: `/params/${ids.param}` },
    'post /pipelines': { method: 'post', path: '/pipelines', body: { name: 'Pipeline de finanzas' } },
    'patch /pipelines/:id': { method: 'patch', path: `/pipelines/${ids.pipeline}`, body: { name: 'Renombrado' } },
    'post /stages': { method: 'post', path: '/stages', body: { pipeline_id: ids.pipeline, name: 'Etapa de finanzas' } },
    'patch /stages/:id': { method: 'patch', path: `/stages/${ids.targetStage}`, body: { name: 'Renombrada' } },
    'delete /stages/:id': { method: 'delete', path: `/stages/${ids.targetStage}` },
    'post /labels': { method: 'post', path: '/labels', body: { name: 'Etiqueta nueva', scope: 'organization' } },
    'patch /labels/:id': { method: 'patch', path: `/labels/${ids.label}`, body: { name: 'Renombrada' } },
    'delete /labels/:id': { method: 'delete', path: `/labels/${ids.label}` },
    'post /activities': { method: 'post', path: '/activities', body: { subject: 'Tarea', deal_id: d, type: 'task', due_date: '2025-02-03' } },
    'patch /activities/:id': { method: 'patch', path: `/activities/${ids.activity}`, body: { done: true } },
    'delete /activities/:id': { method: 'delete', path: `/activities/${ids.activity}` },
    'post /activities/:id/restore': { method: 'post', path: `/activities/${ids.activity}/restore` },
    'put /deals/:id/cost-sheet': { method: 'put', path: `/deals/${d}/cost-sheet`, body: { ...SHEET, version: 1 } },
    'post /organizations/:id/budget/lock': { method: 'post', path: `/organizations/${ids.org}/budget/lock` },
    'post /organizations/:id/budget/confirm': { method: 'post', path: `/organizations/${ids.org}/budget/confirm`, body: { deal_id: d } },
    'post /organizations/:id/budget/reopen': { method: 'post', path: `/organizations/${ids.org}/budget/reopen` },
    'post /exchange-rates': { method: 'post', path: '/exchange-rates', body: { date: '2026-04-01', rate: 7000 } },
    'put /exchange-rates/:id': { method: 'put', path: `/exchange-rates/${ids.rate}`, body: { date: '2026-03-02', rate: 7400 } },
    'delete /exchange-rates/:id': { method: 'delete', path: `/exchange-rates/${ids.rate}` },
    'post /deals/:id/files': { method: 'post', path: `/deals/${d}/files`, upload: { field: 'file', fields: { type: 'fact_venta' }, file: PDF, name: 'b.pdf', type: 'application/pdf' } },
    'delete /deals/:id/files/:fileId': { method: 'delete', path: `/deals/${d}/files/${ids.file}` },
    'post /deals/:id/files/:fileId/restore': { method: 'post', path: `/deals/${d}/files/${ids.file}/restore` },
    'post /operations/:id/checklist/:docType/verify': { method: 'post', path: `/operations/${d}/checklist/fact_venta/verify` },
    'delete /operations/:id/checklist/:docType/verify': { method: 'delete', path: `/operations/${d}/checklist/fact_venta/verify` },
    'put /checklist-templates/:mode/:operationType': { method: 'put', path: '/checklist-templates/MARITIMO/EXPORT', body: { items: [{ doc_type: 'fact_venta' }] } },
    'delete /checklist-templates/:mode/:operationType': { method: 'delete', path: '/checklist-templates/MARITIMO/EXPORT' },
    'post /deals/:id/quotes': { method: 'post', path: `/deals/${d}/quotes`, body: QUOTE },
    'post /followups/calls': { method: 'post', path: '/followups/calls', body: { subject: 'Llamada', org_id: ids.org, happened_at: '2025-01-02 10:00', duration_min: 5 } },
    'post /followups/notes': { method: 'post', path: '/followups/notes', body: { org_id: ids.org, content: 'Nota' } },
    'post /api-keys': { method: 'post', path: '/api-keys', body: { name: 'Clave de finanzas', role: 'viewer' } },
    'delete /api-keys/:id': { method: 'delete', path: `/api-keys/${ids.apiKey}` },
    'post /webhooks': { method: 'post', path: '/webhooks', body: { url: 'https://example.com/hook', events: ['deal.created'] } },
    'patch /webhooks/:id': { method: 'patch', path: '/webhooks/1', body: { active: false } },
    'delete /webhooks/:id': { method: 'delete', path: '/webhooks/1' },
    'post /webhooks/deliveries/:id/redeliver': { method: 'post', path: '/webhooks/deliveries/1/redeliver' },
    'post /imports': { method: 'post', path: '/imports', upload: { field: 'file', fields: { kind: 'contact' }, file: CSV, name: 'c.csv', type: 'text/csv' } },
    'put /mail/templates/:key': { method: 'put', path: '/mail/templates/quote', body: { subject: '{referencia} — Presupuesto de finanzas', body: 'Hola {contacto}' } },
    'post /mail/templates/:key/reset': { method: 'post', path: '/mail/templates/quote/reset' },
    'post /catalog/items': { method: 'post', path: '/catalog/items', body: { type: 'SERVICIO', sku: 'FIN-1', name: 'Servicio de finanzas', unit: 'unidad', currency: 'USD', price: 10, tax_rate: '10' } },
    'patch /catalog/items/:id': { method: 'patch', path: `/catalog/items/${ids.catalogItem}`, body: { price: 20 } },
    'put /catalog/items/:id': { method: 'put', path: `/catalog/items/${ids.catalogItem}`, body: { price: 20 } },
    'delete /catalog/items/:id': { method: 'delete', path: `/catalog/items/${ids.catalogItem}` },
    'post /deals/:id/cost-sheet/revisions': { method: 'post', path: `/deals/${d}/cost-sheet/revisions`, body: { name: 'REV de finanzas', reason: 'Prueba' } },
    'post /deals/:id/emails': { method: 'post', path: `/deals/${d}/emails`, body: { to: ['rosa@repuestos.test'], subject: 'Estado', body: 'Hola' } },
    'post /deals/:id/emails/eml': { method: 'post', path: `/deals/${d}/emails/eml`, body: { to: ['rosa@repuestos.test'], subject: 'Estado', body: 'Hola' } },
    'post /deals/:id/quote/status': { method: 'post', path: `/deals/${d}/quote/status`, body: { status: 'enviada' } },
    'post /organizations/:id/routes': { method: 'post', path: `/organizations/${ids.org}/routes`, body: { origin: 'Miami', destination: 'Asunción' } },
    'delete /provider-routes/:id': { method: 'delete', path: '/provider-routes/1' },
    'post /deals/:id/rate-requests': { method: 'post', path: `/deals/${d}/rate-requests`, body: { provider_org_ids: [ids.org], origin: 'Miami', destination: 'Asunción' } },
    'post /rate-requests/:id/answer': { method: 'post', path: '/rate-requests/1/answer', body: { rate: 100 } },
    'post /rate-requests/:id/apply': { method: 'post', path: '/rate-requests/1/apply' },
    // Cancelling a receipt is the admin's alone (finanzas issues them).
    'post /receipts/:id/cancel': { method: 'post', path: '/receipts/1/cancel', body: { reason: 'Error' } },
    'post /users/:id/invite': { method: 'post', path: `/users/${ids.otherUser}/invite` },
    'post /agenda/:id/done': { method: 'post', path: `/agenda/${ids.activity}/done` },
    'post /agenda/:id/reschedule': { method: 'post', path: `/agenda/${ids.activity}/reschedule`, body: { due_at: '2026-12-01 10:00' } },
    'post /followups/calls/:id/invalidate': { method: 'post', path: `/followups/calls/${ids.call}/invalidate`, body: { reason: 'Cargada por error' } },
    'post /agenda/tasks': { method: 'post', path: '/agenda/tasks', body: { subject: 'Dar seguimiento', due_at: '2099-12-01 10:00', deal_id: d } },
    // Targets are set by admins only.
    'put /targets': { method: 'put', path: '/targets', body: { user_id: finanzas.id, month: '2026-12', calls: 10 } },
    // Only writers import, so every import is someone else's: NOT_FOUND, as for a viewer.
    'post /imports/:id/dry-run': { method: 'post', path: `/imports/${ids.importJob}/dry-run`, body: { mapping: ['name', 'email'] }, notFound: IMPORT_MESSAGES.notFound },
    'post /imports/:id/run': { method: 'post', path: `/imports/${ids.importJob}/run`, body: { mapping: ['name', 'email'] }, notFound: IMPORT_MESSAGES.notFound },
    // Only an administrator approves or cancels a payment order (finanzas requests and pays them).
    'post /payment-orders/:id/approve': { method: 'post', path: '/payment-orders/1/approve' },
    'post /payment-orders/:id/cancel': { method: 'post', path: '/payment-orders/1/cancel', body: { reason: 'Duplicada' } },
  };
}

/**
 * The writes that are finanzas's own (canWriteFinance: finanzas and admin): each one succeeds as finanzas and is
 * refused to a viewer exactly like any other write.
 */
function financeRestCases(): Record<string, Rest> {
  return {
    'put /business-units/:id/fiscal': { method: 'put', path: `/business-units/${ids.businessUnit}/fiscal`, body: { issuer_name: 'Emisor de finanzas', ruc: '80069563-1' } },
  };
}

function financeGqlCases(): Record<string, Gql> {
  return {
    updateFiscalSettings: {
      query: 'mutation($id: Int!, $i: UpdateFiscalSettingsInput!) { updateFiscalSettings(businessUnitId: $id, input: $i) { issuerName } }',
      variables: { id: ids.businessUnit, i: { issuerName: 'Emisor de finanzas GQL', factura: { timbrado: '12345678' } } },
    },
  };
}

/** Writes any signed-in user has on their own session. */
const SELF_SERVICE_REST = ['post /auth/login', 'post /auth/logout', 'post /auth/logout-everywhere', 'post /auth/forgot-password', 'post /auth/password-link', 'post /auth/set-password', 'post /push-subscriptions', 'delete /push-subscriptions', 'post /notifications/read', 'put /agenda/settings'];
/**
 * The money documents finanzas writes (canWriteFinance, with admin): classified here so the lists above stay
 * closed; a viewer is refused on each below, and modules/invoices tests what finanzas does with them.
 */
const FINANCE_REST: Record<string, Rest> = {
  'post /deals/:id/invoices': { method: 'post', path: '/deals/0/invoices', body: { source: 'lines', lines: [{ description: 'Servicio', quantity: 1, unit_price: 10, iva: '10' }] } },
  'delete /invoices/:id': { method: 'delete', path: '/invoices/999999' },
  'post /invoices/:id/issue': { method: 'post', path: '/invoices/999999/issue' },
  'post /invoices/:id/cancel': { method: 'post', path: '/invoices/999999/cancel', body: { reason: 'Error' } },
  'post /invoices/:id/credit-notes': { method: 'post', path: '/invoices/999999/credit-notes', body: { amount: 10 } },
  'post /credit-notes/:id/issue': { method: 'post', path: '/credit-notes/999999/issue' },
  'post /receipts': { method: 'post', path: '/receipts', body: { org_id: 999999, paid_at: '2026-01-02', method: 'efectivo', currency: 'PYG', items: [{ invoice_id: 999999, amount: 10 }] } },
  'post /organizations/:id/promises': { method: 'post', path: '/organizations/999999/promises', body: { promised_date: '2026-12-31', amount: 10, currency: 'USD' } },
  'post /promises/:id/status': { method: 'post', path: '/promises/999999/status', body: { status: 'anulada' } },
  'post /organizations/:id/collection-logs': { method: 'post', path: '/organizations/999999/collection-logs', body: { kind: 'llamada', subject: 'Cobro' } },
  'patch /invoices/:id': { method: 'patch', path: '/invoices/999999', body: { notes: 'Nota' } },
  'patch /credit-notes/:id': { method: 'patch', path: '/credit-notes/999999', body: { reason: 'Descuento' } },
  'delete /credit-notes/:id': { method: 'delete', path: '/credit-notes/999999' },
  'put /organizations/:id/supplier': { method: 'put', path: '/organizations/999999/supplier', body: { category: 'Aerolínea' } },
  'post /deals/:id/supplier-invoices': {
    method: 'post',
    path: '/deals/0/supplier-invoices',
    body: { supplier_org_id: 999999, doc_type: 'factura', number: '1', issued_at: '2026-11-02', condition: 'contado', currency: 'USD', lines: [{ description: 'Flete', quantity: 1, unit_price: 10, iva: 'exenta', rubro: 'flete' }] },
  },
  'post /supplier-invoices/:id/payments': { method: 'post', path: '/supplier-invoices/999999/payments', body: { paid_at: '2026-11-02', amount: 10 } },
  'post /supplier-invoices/:id/cancel': { method: 'post', path: '/supplier-invoices/999999/cancel', body: { reason: 'Error' } },
  'post /payment-orders': { method: 'post', path: '/payment-orders', body: { supplier_invoice_ids: [999999], planned_date: '2026-12-01' } },
  'post /payment-orders/:id/payments': { method: 'post', path: '/payment-orders/999999/payments', body: { paid_at: '2026-11-02', amount: 10 } },
  'put /deals/:id/cost-control/rate': { method: 'put', path: '/deals/0/cost-control/rate', body: { control_rate: 7300 } },
};
const FINANCE_GQL: Record<string, Gql> = {
  createInvoice: { query: 'mutation($d: Int!) { createInvoice(dealId: $d, input: { source: "lines", lines: [{ description: "Servicio", quantity: 1, unitPrice: 10, iva: "10" }] }) { id } }', variables: { d: 0 } },
  deleteInvoice: { query: 'mutation { deleteInvoice(id: 999999) }' },
  issueInvoice: { query: 'mutation { issueInvoice(id: 999999) { id } }' },
  cancelInvoice: { query: 'mutation { cancelInvoice(id: 999999, input: { reason: "Error" }) { id } }' },
  createCreditNote: { query: 'mutation { createCreditNote(invoiceId: 999999, input: { amount: 10 }) { id } }' },
  issueCreditNote: { query: 'mutation { issueCreditNote(id: 999999) { id } }' },
  createReceipt: { query: 'mutation { createReceipt(input: { orgId: 999999, paidAt: "2026-01-02", method: "efectivo", currency: "PYG", withholdingPct: 0, items: [{ invoiceId: 999999, amount: 10 }] }) { id } }' },
  createPaymentPromise: { query: 'mutation { createPaymentPromise(orgId: 999999, input: { promisedDate: "2026-12-31", amount: 10, currency: "USD" }) { id } }' },
  setPaymentPromiseStatus: { query: 'mutation { setPaymentPromiseStatus(id: 999999, input: { status: "anulada" }) { id } }' },
  createCollectionLog: { query: 'mutation { createCollectionLog(orgId: 999999, input: { kind: "llamada", subject: "Cobro" }) { id } }' },
  updateInvoice: { query: 'mutation { updateInvoice(id: 999999, version: 0, input: { notes: "Nota" }) { id } }' },
  updateCreditNote: { query: 'mutation { updateCreditNote(id: 999999, version: 0, input: { reason: "Descuento" }) { id } }' },
  deleteCreditNote: { query: 'mutation { deleteCreditNote(id: 999999) }' },
  setSupplierProfile: { query: 'mutation { setSupplierProfile(orgId: 999999, input: { category: "Aerolínea" }) { orgId } }' },
  createSupplierInvoice: {
    query: 'mutation($d: Int!) { createSupplierInvoice(dealId: $d, input: { supplierOrgId: 999999, docType: "factura", number: "1", issuedAt: "2026-11-02", condition: "contado", currency: "USD", lines: [{ description: "Flete", quantity: 1, unitPrice: 10, iva: "exenta", rubro: "flete" }] }) { id } }',
    variables: { d: 0 },
  },
  addSupplierPayment: { query: 'mutation { addSupplierPayment(id: 999999, input: { paidAt: "2026-11-02", amount: 10, method: "transferencia" }) { id } }' },
  cancelSupplierInvoice: { query: 'mutation { cancelSupplierInvoice(id: 999999, input: { reason: "Error" }) { id } }' },
  createPaymentOrder: { query: 'mutation { createPaymentOrder(input: { supplierInvoiceIds: [999999], plannedDate: "2026-12-01" }) { id } }' },
  payPaymentOrder: { query: 'mutation { payPaymentOrder(id: 999999, input: { paidAt: "2026-11-02", amount: 10, method: "transferencia" }) { id } }' },
  setCostControlRate: { query: 'mutation($d: Int!) { setCostControlRate(dealId: $d, input: { controlRate: 7300 }) { dealId } }', variables: { d: 0 } },
};
const SELF_SERVICE_GQL = ['login', 'logout', 'logoutEverywhere', 'forgotPassword', 'setPasswordWithToken', 'addPushSubscription', 'removePushSubscription', 'markNotificationsRead', 'setReminderSettings'];

function sendRest(token: string, c: Rest) {
  let r = request(t.app)[c.method](`/api${c.path}`).set('Authorization', `Bearer ${token}`);
  if (c.upload) {
    for (const [k, v] of Object.entries(c.upload.fields)) r = r.field(k, v);
    return r.attach(c.upload.field, c.upload.file, { filename: c.upload.name, contentType: c.upload.type });
  }
  return c.body ? r.send(c.body) : r;
}

type Gql = { query: string; variables?: Record<string, unknown>; upload?: Buffer };

function gqlCases(schema: GraphQLSchema): Record<string, Gql> {
  const d = ids.deal;
  const fields = schema.getMutationType()!.getFields();
  const m = (field: string, args: string, vars: string, variables: Record<string, unknown> = {}): Gql => ({
    query: `mutation${vars ? `(${vars})` : ''} { ${field}${args ? `(${args})` : ''} ${selectionFor(getNamedType(fields[field].type))} }`,
    variables,
  });
  return {
    createActivity: m('createActivity', 'input: $i', '$i: CreateActivityInput!', { i: { subject: 'Tarea', dealId: d } }),
    updateActivity: m('updateActivity', 'id: $id, input: $i', '$id: Int!, $i: UpdateActivityInput!', { id: ids.activity, i: { done: true } }),
    deleteActivity: m('deleteActivity', 'id: $id', '$id: Int!', { id: ids.activity }),
    restoreActivity: m('restoreActivity', 'id: $id', '$id: Int!', { id: ids.activity }),
    createUser: m('createUser', 'input: $i', '$i: CreateUserInput!', { i: { name: 'Nueva', email: 'nueva.gql@test.local', role: 'admin' } }),
    updateUser: m('updateUser', 'id: $id, input: $i', '$id: Int!, $i: UpdateUserInput!', { id: ids.otherUser, i: { role: 'admin' } }),
    setUserPassword: m('setUserPassword', 'id: $id, newPassword: $p', '$id: Int!, $p: String!', { id: ids.otherUser, p: 'Clave-segura-3' }),
    createApiKey: m('createApiKey', 'input: $i', '$i: CreateApiKeyInput!', { i: { name: 'Clave', role: 'viewer' } }),
    revokeApiKey: m('revokeApiKey', 'id: $id', '$id: Int!', { id: ids.apiKey }),
    upsertCustomField: m('upsertCustomField', 'owner: deal, ownerId: $id, input: $i', '$id: Int!, $i: UpsertCustomFieldInput!', { id: d, i: { key: 'destino_pto', value: 'Miami' } }),
    updateCustomField: m('updateCustomField', 'owner: deal, ownerId: $id, fieldId: $f, value: $v', '$id: Int!, $f: Int!, $v: String', { id: d, f: ids.field, v: 'Encarnación' }),
    createOrganization: m('createOrganization', 'input: $i', '$i: CreateOrganizationInput!', { i: { name: 'Organización GQL' } }),
    updateOrganization: m('updateOrganization', 'id: $id, input: $i', '$id: Int!, $i: UpdateOrganizationInput!', { id: ids.org, i: { name: 'Renombrada' } }),
    createContact: m('createContact', 'input: $i', '$i: CreateContactInput!', { i: { name: 'Contacto GQL', orgId: ids.org } }),
    updateContact: m('updateContact', 'id: $id, input: $i', '$id: Int!, $i: UpdateContactInput!', { id: ids.contact, i: { name: 'Renombrado' } }),
    createParamValue: m('createParamValue', 'input: $i', '$i: CreateParamValueInput!', { i: { key: 'tipo_carga', value: 'GQL' } }),
    updateMailTemplate: m('updateMailTemplate', 'key: $k, input: $i', '$k: String!, $i: MailTemplateTextInput!', { k: 'quote', i: { subject: '{referencia} — De finanzas', body: 'Hola {contacto}' } }),
    resetMailTemplate: m('resetMailTemplate', 'key: $k', '$k: String!', { k: 'quote' }),
    updateParamValue: m('updateParamValue', 'id: $id, input: $i', '$id: Int!, $i: UpdateParamValueInput!', { id: ids.param, i: { value: 'CAMBIADO' } }),
    deleteParamValue: m('deleteParamValue', 'id: $id', '$id: Int!', { id: ids.param }),
    createPipeline: m('createPipeline', 'name: $n', '$n: String!', { n: 'Pipeline GQL' }),
    updatePipeline: m('updatePipeline', 'id: $id, name: $n', '$id: Int!, $n: String!', { id: ids.pipeline, n: 'Renombrado' }),
    createStage: m('createStage', 'input: $i', '$i: CreateStageInput!', { i: { pipelineId: ids.pipeline, name: 'Etapa GQL' } }),
    updateStage: m('updateStage', 'id: $id, input: $i', '$id: Int!, $i: UpdateStageInput!', { id: ids.targetStage, i: { name: 'Renombrada' } }),
    reorderStages: m('reorderStages', 'pipelineId: $p, stageIds: $s', '$p: Int!, $s: [Int!]!', { p: ids.pipeline, s: [ids.targetStage, ids.stage] }),
    deleteStage: m('deleteStage', 'id: $id, targetStageId: $to', '$id: Int!, $to: Int', { id: ids.targetStage, to: ids.stage }),
    createDeal: m('createDeal', 'input: $i', '$i: CreateDealInput!', { i: { title: 'Operación GQL', pipelineId: ids.pipeline, stageId: ids.stage } }),
    updateDeal: m('updateDeal', 'id: $id, input: $i', '$id: Int!, $i: UpdateDealInput!', { id: d, i: { value: 1 } }),
    saveOperation: m('saveOperation', 'id: $id, version: $v, input: $i', '$id: Int!, $v: Int!, $i: SaveOperationInput!', { id: d, v: 1, i: { description: 'Editada' } }),
    moveDeal: m('moveDeal', 'id: $id, stageId: $s', '$id: Int!, $s: Int!', { id: d, s: ids.targetStage }),
    closeDeal: m('closeDeal', 'id: $id, input: $i', '$id: Int!, $i: CloseDealInput!', { id: d, i: { outcome: 'won' } }),
    reopenDeal: m('reopenDeal', 'id: $id', '$id: Int!', { id: d }),
    createBusinessUnit: m('createBusinessUnit', 'input: $i', '$i: CreateBusinessUnitInput!', { i: { name: 'Unidad GQL', keySlug: 'unidad-gql' } }),
    updateBusinessUnit: m('updateBusinessUnit', 'id: $id, input: $i', '$id: Int!, $i: UpdateBusinessUnitInput!', { id: ids.businessUnit, i: { name: 'Otra' } }),
    saveCostSheet: m('saveCostSheet', 'dealId: $id, version: $v, input: $i', '$id: Int!, $v: Int!, $i: CostSheetInput!', { id: d, v: 1, i: SHEET }),
    lockBudget: m('lockBudget', 'orgId: $o', '$o: Int!', { o: ids.org }),
    confirmBudget: m('confirmBudget', 'orgId: $o, dealId: $d', '$o: Int!, $d: Int', { o: ids.org, d }),
    reopenBudget: m('reopenBudget', 'orgId: $o', '$o: Int!', { o: ids.org }),
    setChecklistTemplate: m('setChecklistTemplate', 'input: $i', '$i: SetChecklistTemplateInput!', { i: { mode: 'MARITIMO', operationType: 'EXPORT', items: [{ docType: 'fact_venta' }] } }),
    verifyDealDocument: m('verifyDealDocument', 'dealId: $id, docType: "fact_venta"', '$id: Int!', { id: d }),
    unverifyDealDocument: m('unverifyDealDocument', 'dealId: $id, docType: "fact_venta"', '$id: Int!', { id: d }),
    createExchangeRate: m('createExchangeRate', 'input: $i', '$i: CreateExchangeRateInput!', { i: { date: '2026-04-01', rate: 7000 } }),
    updateExchangeRate: m('updateExchangeRate', 'id: $id, input: $i', '$id: Int!, $i: UpdateExchangeRateInput!', { id: ids.rate, i: { rate: 7400 } }),
    deleteExchangeRate: m('deleteExchangeRate', 'id: $id', '$id: Int!', { id: ids.rate }),
    uploadDealFile: { query: 'mutation($f: Upload!, $d: Int!) { uploadDealFile(file: $f, type: "fact_venta", dealId: $d) { id } }', variables: { d }, upload: PDF },
    deleteDealFile: m('deleteDealFile', 'id: $id', '$id: Int!', { id: ids.file }),
    restoreDealFile: m('restoreDealFile', 'id: $id', '$id: Int!', { id: ids.file }),
    deleteDeal: m('deleteDeal', 'id: $id', '$id: Int!', { id: d }),
    logCall: m('logCall', 'input: $i', '$i: LogCallInput!', { i: { subject: 'Llamada', orgId: ids.org } }),
    addFollowupNote: m('addFollowupNote', 'input: $i', '$i: AddFollowupNoteInput!', { i: { orgId: ids.org, content: 'Nota' } }),
    startImport: { query: 'mutation($f: Upload!) { startImport(file: $f, kind: contact) { id } }', variables: {}, upload: CSV },
    dryRunImport: m('dryRunImport', 'id: $id, mapping: $m', '$id: Int!, $m: [String]!', { id: ids.importJob, m: ['name', 'email'] }),
    runImport: m('runImport', 'id: $id, mapping: $m', '$id: Int!, $m: [String]', { id: ids.importJob, m: ['name', 'email'] }),
    createLabel: m('createLabel', 'input: $i', '$i: CreateLabelInput!', { i: { name: 'Etiqueta GQL', scope: 'organization' } }),
    updateLabel: m('updateLabel', 'id: $id, input: $i', '$id: Int!, $i: UpdateLabelInput!', { id: ids.label, i: { name: 'Renombrada' } }),
    deleteLabel: m('deleteLabel', 'id: $id', '$id: Int!', { id: ids.label }),
    saveDealQuote: m('saveDealQuote', 'dealId: $id, input: $i', '$id: Int!, $i: QuoteInput!', { id: d, i: QUOTE }),
    createWebhook: m('createWebhook', 'input: $i', '$i: CreateWebhookInput!', { i: { url: 'https://example.com/hook', events: ['deal.created'] } }),
    updateWebhook: m('updateWebhook', 'id: 1, input: $i', '$i: UpdateWebhookInput!', { i: { active: false } }),
    deleteWebhook: m('deleteWebhook', 'id: 1', ''),
    redeliverWebhookDelivery: m('redeliverWebhookDelivery', 'id: 1', ''),
    completeTask: m('completeTask', 'id: $id', '$id: Int!', { id: ids.activity }),
    rescheduleTask: m('rescheduleTask', 'id: $id, input: $i', '$id: Int!, $i: RescheduleTaskInput!', { id: ids.activity, i: { dueAt: '2026-12-01T10:00:00-03:00' } }),
    invalidateCall: m('invalidateCall', 'id: $id, reason: $r', '$id: Int!, $r: String!', { id: ids.call, r: 'Cargada por error' }),
    planTask: m('planTask', 'input: $i', '$i: PlanTaskInput!', { i: { subject: 'Dar seguimiento', dueAt: '2099-12-01 10:00', dealId: d } }),
    approvePaymentOrder: m('approvePaymentOrder', 'id: 1', ''),
    cancelPaymentOrder: m('cancelPaymentOrder', 'id: 1, input: $i', '$i: CancelPayableInput!', { i: { reason: 'Duplicada' } }),
    setSalesTarget: m('setSalesTarget', 'input: $i', '$i: SetSalesTargetInput!', { i: { userId: finanzas.id, month: '2026-12', calls: 10 } }),
    createCatalogItem: m('createCatalogItem', 'input: $i', '$i: CreateCatalogItemInput!', { i: { type: 'SERVICIO', sku: 'FIN-2', name: 'Servicio GQL', price: 10 } }),
    updateCatalogItem: m('updateCatalogItem', 'id: $id, input: $i', '$id: Int!, $i: UpdateCatalogItemInput!', { id: ids.catalogItem, i: { price: 20 } }),
    deleteCatalogItem: m('deleteCatalogItem', 'id: $id', '$id: Int!', { id: ids.catalogItem }),
    createCostSheetRevision: m('createCostSheetRevision', 'dealId: $id, input: $i', '$id: Int!, $i: NewRevisionInput!', { id: d, i: { name: 'REV GQL', reason: 'Prueba' } }),
    sendDealEmail: m('sendDealEmail', 'dealId: $id, input: $i', '$id: Int!, $i: DealEmailInput!', { id: d, i: { to: ['rosa@repuestos.test'], subject: 'Estado', body: 'Hola' } }),
    draftDealEmail: m('draftDealEmail', 'dealId: $id, input: $i', '$id: Int!, $i: DealEmailInput!', { id: d, i: { to: ['rosa@repuestos.test'], subject: 'Estado', body: 'Hola' } }),
    resendInvitation: m('resendInvitation', 'userId: $id', '$id: Int!', { id: ids.otherUser }),
    saveShipment: m('saveShipment', 'input: $i', '$i: SaveShipmentInput!', { i: { dealId: d, mode: 'air', air: { airline: 'LATAM', flight: 'LA 1234' } } }),
    createRateSheet: m('createRateSheet', 'input: $i', '$i: RateSheetInput!', { i: RATE_SHEET(ids.org) }),
    updateRateSheet: m('updateRateSheet', 'id: $id, version: 1, input: $i', '$id: Int!, $i: RateSheetInput!', { id: ids.rateSheet, i: RATE_SHEET(ids.org) }),
    deleteRateSheet: m('deleteRateSheet', 'id: $id', '$id: Int!', { id: ids.rateSheet }),
    importRateSheets: m('importRateSheets', 'csv: $c', '$c: String!', { c: 'organizacion;modo;origen;destino;desde;hasta;moneda;concepto;tipo;tarifa\nRepuestos del Este SA;Aéreo;MIA;ASU;2026-01-01;2026-12-31;USD;FLETE;fijo;10' }),
    saveMilestone: m('saveMilestone', 'input: $i', '$i: SaveMilestoneInput!', { i: { dealId: d, code: 'reserva', planned: '2026-12-01' } }),
    setQuoteStatus: m('setQuoteStatus', 'input: $i', '$i: QuoteStatusInput!', { i: { dealId: d, status: 'enviada' } }),
    addProviderRoute: m('addProviderRoute', 'input: $i', '$i: ProviderRouteInput!', { i: { orgId: ids.org, origin: 'Miami', destination: 'Asunción' } }),
    deleteProviderRoute: m('deleteProviderRoute', 'id: $id', '$id: Int!', { id: 1 }),
    sendRateRequests: m('sendRateRequests', 'input: $i', '$i: RateRequestInput!', { i: { dealId: d, providerOrgIds: [ids.org], origin: 'Miami', destination: 'Asunción' } }),
    answerRateRequest: m('answerRateRequest', 'input: $i', '$i: RateAnswerInput!', { i: { id: 1, rate: 100, currency: 'USD' } }),
    applyRateRequest: m('applyRateRequest', 'id: $id', '$id: Int!', { id: 1 }),
    cancelReceipt: m('cancelReceipt', 'id: 1, input: $i', '$i: CancelReceiptInput!', { i: { reason: 'Error' } }),
  };
}

async function sendGql(token: string, c: Gql): Promise<{ status: number; body: { data?: unknown; errors?: Array<{ message: string; extensions?: { code?: string } }> } }> {
  if (c.upload) {
    const res = await request(t.app)
      .post('/graphql')
      .set('Authorization', `Bearer ${token}`)
      .set('Apollo-Require-Preflight', 'true')
      .field('operations', JSON.stringify({ query: c.query, variables: { ...c.variables, f: null } }))
      .field('map', JSON.stringify({ 0: ['variables.f'] }))
      .attach('0', c.upload, { filename: 'x.bin' });
    return { status: res.status, body: res.body };
  }
  const res = await request(t.app).post('/graphql').set('Authorization', `Bearer ${token}`).send({ query: c.query, variables: c.variables });
  return { status: res.status, body: res.body };
}

/** Every table's rows, to show that no refused write left anything behind. */
async function snapshot(): Promise<Record<string, string[]>> {
  const mysql = t.ds.options.type !== 'better-sqlite3';
  const tables: string[] = mysql
    ? (await t.ds.query('SELECT table_name AS name FROM information_schema.tables WHERE table_schema = DATABASE()')).map((r: { name: string }) => r.name)
    : (await t.ds.query("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")).map((r: { name: string }) => r.name);
  expect(tables).toEqual(expect.arrayContaining(['deals', 'organizations', 'contacts', 'cost_sheets', 'audit_events', 'users']));
  const out: Record<string, string[]> = {};
  // login_throttles: the finanzas sign-in of the setup; nothing a refused write touches.
  for (const name of tables.filter((n) => n !== 'login_throttles').sort()) {
    out[name] = ((await t.ds.query(`SELECT * FROM ${name}`)) as unknown[]).map((r) => JSON.stringify(r)).sort();
  }
  return out;
}

describe('finanzas writes nothing of the CRM or of administration', () => {
  test('REST: every write route answers 403 with the viewer’s Spanish message, and nothing changes', async () => {
    const cases = restCases();
    const writeRoutes = routesOf(moduleRouters(t.services)).filter((r) => r.method !== 'get').map((r) => `${r.method} ${r.path}`);
    expect([...Object.keys(cases), ...Object.keys(financeRestCases()), ...SELF_SERVICE_REST, ...Object.keys(FINANCE_REST)].sort()).toEqual([...new Set(writeRoutes)].sort());

    const before = await snapshot();
    for (const [route, c] of Object.entries(cases)) {
      const asViewer = await sendRest(viewer.token, c);
      const asFinanzas = await sendRest(finanzas.token, c);
      const expected = c.notFound ? { status: 404, body: { error: c.notFound } } : { status: 403, body: { error: MESSAGES.forbidden } };
      expect({ route, status: asFinanzas.status, body: asFinanzas.body }).toEqual({ route, ...expected });
      expect({ route, status: asViewer.status, body: asViewer.body }).toEqual({ route, status: asFinanzas.status, body: asFinanzas.body });
    }
    expect(await snapshot()).toEqual(before);
  });

  test('GraphQL: every mutation answers FORBIDDEN with the viewer’s Spanish message, and nothing changes', async () => {
    const schema = await buildAppSchema();
    const cases = gqlCases(schema);
    const mutations = Object.keys(schema.getMutationType()!.getFields());
    expect([...Object.keys(cases), ...Object.keys(financeGqlCases()), ...SELF_SERVICE_GQL, ...Object.keys(FINANCE_GQL)].sort()).toEqual([...mutations].sort());

    const before = await snapshot();
    for (const [field, c] of Object.entries(cases)) {
      const asViewer = await sendGql(viewer.token, c);
      const asFinanzas = await sendGql(finanzas.token, c);
      const errors = (asFinanzas.body.errors ?? []).map((e) => ({ code: e.extensions?.code, message: e.message }));
      expect({ field, errors }).toEqual({ field, errors: [{ code: 'FORBIDDEN', message: MESSAGES.forbidden }] });
      expect({ field, viewer: asViewer.body.errors }).toEqual({ field, viewer: asFinanzas.body.errors });
    }
    expect(await snapshot()).toEqual(before);
  });

  test('the money documents: a viewer is refused on every finance write; finanzas passes the role check', async () => {
    for (const [route, c] of Object.entries(FINANCE_REST)) {
      const path = c.path.replace('/deals/0/', `/deals/${ids.deal}/`);
      const asViewer = await sendRest(viewer.token, { ...c, path });
      expect({ route, status: asViewer.status, body: asViewer.body }).toEqual({ route, status: 403, body: { error: MESSAGES.forbidden } });
      const asFinanzas = await sendRest(finanzas.token, { ...c, path });
      expect({ route, forbidden: asFinanzas.status === 403 }).toEqual({ route, forbidden: false });
    }
    for (const [field, c] of Object.entries(FINANCE_GQL)) {
      const variables = c.variables ? { d: ids.deal } : undefined;
      const asViewer = await sendGql(viewer.token, { ...c, variables });
      expect({ field, codes: (asViewer.body.errors ?? []).map((e) => e.extensions?.code) }).toEqual({ field, codes: ['FORBIDDEN'] });
      const asFinanzas = await sendGql(finanzas.token, { ...c, variables });
      expect({ field, forbidden: (asFinanzas.body.errors ?? []).some((e) => e.extensions?.code === 'FORBIDDEN') }).toEqual({ field, forbidden: false });
    }
  });

  test('its own password it may change, on both APIs', async () => {
    const own = await api(t, finanzas.token).post(`/api/users/${finanzas.id}/set-password`, { new_password: 'Finanzas-nueva-1' });
    expect(own.status).toBe(200);
    const login = await api(t).post('/api/auth/login', { email: 'fabiana.finanzas@test.local', password: 'Finanzas-nueva-1' });
    expect(login.status).toBe(200);
    const g = await gql(t, 'mutation($id: Int!) { setUserPassword(id: $id, newPassword: "Finanzas-otra-2") { ok token } }', { id: finanzas.id }, login.body.token);
    expect(g.errors).toBeUndefined();
    finanzas.token = g.data!.setUserPassword.token;
  });
});

describe('finanzas writes the money documents and the fiscal settings', () => {
  test('REST: each finance write succeeds as finanzas and is refused to a viewer', async () => {
    for (const [route, c] of Object.entries(financeRestCases())) {
      const asViewer = await sendRest(viewer.token, c);
      expect({ route, status: asViewer.status, body: asViewer.body }).toEqual({ route, status: 403, body: { error: MESSAGES.forbidden } });
      const asFinanzas = await sendRest(finanzas.token, c);
      expect({ route, status: asFinanzas.status }).toEqual({ route, status: c.method === 'post' ? 201 : 200 });
    }
  });

  test('GraphQL: each finance mutation succeeds as finanzas and is refused to a viewer', async () => {
    for (const [field, c] of Object.entries(financeGqlCases())) {
      const asViewer = await sendGql(viewer.token, c);
      expect({ field, errors: (asViewer.body.errors ?? []).map((e) => ({ code: e.extensions?.code, message: e.message })) }).toEqual({ field, errors: [{ code: 'FORBIDDEN', message: MESSAGES.forbidden }] });
      const asFinanzas = await sendGql(finanzas.token, c);
      expect({ field, errors: asFinanzas.body.errors }).toEqual({ field, errors: undefined });
    }
  });
});
