/**
 * Keep it closed: a generated corpus of bad requests over every REST route and every GraphQL root
 * field, sent as an admin (every handler runs as deep as it can) and, for a share of them, as a non-admin
 * writer or as finanzas (a reader: its refusals must be as clean). Every answer must be < 500; every error must be JSON with a Spanish message and no stack trace.
 * Runs on SQLite with `npm test` and on MariaDB/MySQL in CI (TEST_DATABASE_URL).
 */
import { join } from 'node:path';
import request from 'supertest';
import { buildAppSchema, moduleRouters } from '../../src/app';
import { UserEntity } from '../../src/modules/users/user.entity';
// The demo seed's deterministic PRNG: the corpus is the same on every run and engine.
import { rng as prng } from '../../src/seed/demo-data';
import { seededPipeline } from '../deals-fixtures';
import { adminToken, makeUser, type MadeUser } from '../factories';
import { api } from '../http';
import { createTestApp, type TestApp } from '../test-app';
import { type GqlCaseDef, gqlCorpus, gqlDocumentCases, type RestCaseDef, restCorpus, restKeysFromSource, routesOf } from './corpus';
import { report, sendGql, sendRest, type Verdict } from './run';

let t: TestApp;
let venta: MadeUser;
let finanzas: MadeUser;
let adminId: number;
const ids: Record<string, number> = {};

const tokens = new Map<'admin' | 'venta' | 'finanzas', string>();

/** A token read afresh after any case that may have logged the user out or changed their password, email or role. */
async function tokenOf(who: 'admin' | 'venta' | 'finanzas'): Promise<string> {
  const kept = tokens.get(who);
  if (kept) return kept;
  const u = await t.ds.getRepository(UserEntity).findOneByOrFail({ id: who === 'admin' ? adminId : who === 'venta' ? venta.user.id : finanzas.user.id });
  const token = await t.services.auth.issueToken(u);
  tokens.set(who, token);
  return token;
}

/** After a case that may touch a session or an account, the next case of each actor gets a new token. */
function afterCase(c: { method?: string; label: string }): void {
  if (c.method !== 'get' && (destructive(c) || /user|auth|password|email|logout|login/i.test(c.label))) tokens.clear();
}

beforeAll(async () => {
  // The corpus is thousands of requests from one address: the per-IP request cap is not under test here.
  t = await createTestApp({ rateLimitPerMinute: 0 });
  const admin = await adminToken(t);
  venta = await makeUser(t, { role: 'venta' });
  finanzas = await makeUser(t, { role: 'finanzas' });
  adminId = (await t.ds.getRepository(UserEntity).findOneByOrFail({ email: 'admin@test.local' })).id;
  const a = api(t, admin);
  const { pipeline, stages } = await seededPipeline(t);
  ids.pipeline = pipeline.id;
  ids.stage = stages[0].id;
  ids.targetStage = stages[1].id;
  const deal = await a.post('/api/deals', {
    pipeline_id: pipeline.id,
    stage_id: stages[0].id,
    title: 'Operación de abuso',
    organization: { name: 'Organización de abuso' },
    contact: { name: 'Contacto de abuso', email: 'contacto.abuso@test.local' },
  });
  expect(deal.status).toBe(201);
  ids.deal = deal.body.id;
  const row = (await a.get(`/api/deals/${ids.deal}`)).body.deal;
  ids.org = row.org_id;
  ids.contact = row.contact_id;
  ids.user = venta.user.id;
  ids.activity = (await a.post('/api/activities', { subject: 'Actividad', deal_id: ids.deal })).body.id;
  ids.label = (await a.post('/api/labels', { name: 'Etiqueta abuso', scope: 'person' })).body.id;
  ids.param = (await a.post('/api/params', { key: 'tipo_carga', value: 'ABUSO' })).body.id;
  const fieldRes = await a.post(`/api/deals/${ids.deal}/custom-fields`, { key: 'origen_pto', label: 'Origen', value: 'Asunción' });
  ids.field = fieldRes.body.id;
  ids.orgField = (await a.post(`/api/organizations/${ids.org}/custom-fields`, { key: 'rubro', label: 'Rubro', value: 'x' })).body.id;
  ids.contactField = (await a.post(`/api/contacts/${ids.contact}/custom-fields`, { key: 'cargo', label: 'Cargo', value: 'x' })).body.id;
  const file = await request(t.app)
    .post(`/api/deals/${ids.deal}/files`)
    .set('Authorization', `Bearer ${admin}`)
    .field('type', 'fact_venta')
    .attach('file', Buffer.from('%PDF-1.4\n%abuso\n'), { filename: 'a.pdf', contentType: 'application/pdf' });
  ids.file = file.body.id;
  ids.call = (await a.post('/api/followups/calls', { subject: 'Llamada', org_id: ids.org, happened_at: '2025-01-02 10:00' })).body.id;
  ids.note = (await a.post('/api/followups/notes', { org_id: ids.org, content: 'Nota' })).body.id;
  ids.businessUnit = (await a.get('/api/business-units')).body[0].id;
  // An issued invoice and a credit note draft on a unit with valid timbrados, so the money routes reach their work.
  const validity = { timbrado: '12345678', validFrom: '2020-01-01', validTo: '2099-12-31', establishment: '001' };
  const adminRow = await t.ds.getRepository(UserEntity).findOneByOrFail({ email: 'admin@test.local' });
  await t.services.fiscal.update({ id: adminRow.id, name: adminRow.name, email: adminRow.email, role: 'admin' }, ids.businessUnit, { points: { factura: { ...validity, point: '004' }, nota_credito: { ...validity, point: '014' }, recibo: { ...validity, point: '024' } } });
  await a.patch(`/api/deals/${ids.deal}`, { business_unit_id: ids.businessUnit });
  ids.invoice = (await a.post(`/api/deals/${ids.deal}/invoices`, { source: 'lines', lines: [{ description: 'Servicio', quantity: 1, unit_price: 100, iva: '10' }] })).body.id;
  await a.post(`/api/invoices/${ids.invoice}/issue`);
  ids.creditNote = (await a.post(`/api/invoices/${ids.invoice}/credit-notes`, { amount: 1 })).body.id;
  // A second issued invoice, partly paid by a receipt: the receipts' routes reach their work (the first keeps taking credit notes).
  const paid = (await a.post(`/api/deals/${ids.deal}/invoices`, { source: 'lines', currency: 'PYG', lines: [{ description: 'Servicio', quantity: 1, unit_price: 1_000_000, iva: '10' }] })).body;
  ids.receiptInvoice = paid.id;
  await a.post(`/api/invoices/${ids.receiptInvoice}/issue`);
  ids.receipt = (await a.post('/api/receipts', { org_id: paid.org_id, paid_at: '2026-01-02', method: 'efectivo', currency: 'PYG', withholding_pct: 30, items: [{ invoice_id: ids.receiptInvoice, amount: 1000 }] })).body.id;
  ids.receiptOrg = paid.org_id;
  for (const [k, v] of Object.entries(ids)) if (typeof v !== 'number') throw new Error(`fixture ${k} no creado: ${JSON.stringify(v)}`);
});
afterAll(() => t.close());

/** The real id a route parameter names, from the path's first segment. */
function restIdFor(path: string, param: string): string {
  if (param === 'fileId') return String(ids.file);
  if (param === 'fieldId') return String(path.startsWith('/organizations') ? ids.orgField : path.startsWith('/contacts') ? ids.contactField : ids.field);
  const seg = path.split('/')[1];
  const bySeg: Record<string, number> = {
    deals: ids.deal,
    operations: ids.deal,
    organizations: ids.org,
    contacts: ids.contact,
    persons: ids.contact,
    users: ids.user,
    activities: ids.activity,
    labels: ids.label,
    params: ids.param,
    stages: ids.targetStage,
    pipelines: ids.pipeline,
    'business-units': ids.businessUnit,
    invoices: ids.invoice,
    'credit-notes': ids.creditNote,
    receipts: ids.receipt,
  };
  return String(bySeg[seg] ?? ids.deal);
}

/** The real id a GraphQL argument names, from the argument and field names. */
function gqlIdFor(field: string, arg: string): number {
  const a = arg.toLowerCase();
  const f = field.toLowerCase();
  const table: Array<[string, number]> = [
    ['targetstage', ids.stage],
    ['deal', ids.deal],
    ['afterdeal', ids.deal],
    ['org', ids.org],
    ['organization', ids.org],
    ['contact', ids.contact],
    ['person', ids.contact],
    ['owneruser', ids.user],
    ['advisoruser', ids.user],
    ['user', ids.user],
    ['activity', ids.activity],
    ['label', ids.label],
    ['param', ids.param],
    ['stage', ids.targetStage],
    ['pipeline', ids.pipeline],
    ['businessunit', ids.businessUnit],
    ['file', ids.file],
    ['field', ids.field],
    ['call', ids.call],
    ['creditnote', ids.creditNote],
    ['receipt', ids.receipt],
    ['invoice', ids.invoice],
    ['note', ids.note],
  ];
  if (a !== 'id') for (const [k, v] of table) if (a === `${k}id` || a === k) return v;
  if (a === 'id') for (const [k, v] of table) if (f.includes(k)) return v;
  return ids.deal;
}

/** A body each write route accepts, so that one bad key at a time gets past the required ones. */
function baseBody(r: { method: string; path: string }): Record<string, unknown> {
  const bodies: Record<string, Record<string, unknown>> = {
    'post /auth/login': { email: 'admin@test.local', password: 'incorrecta' },
    'post /users': { name: 'Usuaria abuso', email: 'nueva.abuso@test.local', role: 'viewer', password: 'Clave-segura-1' },
    'patch /users/:id': { name: 'Usuaria abuso' },
    'post /users/:id/set-password': { new_password: 'Clave-segura-2' },
    'post /business-units': { name: 'Unidad abuso', key_slug: 'abuso' },
    'post /deals': { pipeline_id: ids.pipeline, stage_id: ids.stage, title: 'Operación', organization: { name: 'Org abuso' }, contact: { name: 'C', email: 'c.abuso@test.local' } },
    'patch /deals/:id': { title: 'Operación editada', value: 10 },
    'post /organizations': { name: 'Organización nueva', visibility: 'company' },
    'patch /organizations/:id': { name: 'Organización de abuso' },
    'post /contacts': { name: 'Contacto nuevo', email: 'nuevo.abuso@test.local', org_id: ids.org },
    'patch /contacts/:id': { name: 'Contacto de abuso' },
    'post /params': { key: 'tipo_carga', value: 'OTRO' },
    'patch /params/:id': { value: 'ABUSO 2' },
    'post /pipelines': { name: 'Pipeline abuso' },
    'patch /pipelines/:id': { name: 'Operaciones' },
    'post /stages': { pipeline_id: ids.pipeline, name: 'Etapa abuso' },
    'patch /stages/:id': { name: 'Etapa', order_index: 25 },
    'post /labels': { name: 'Etiqueta nueva', scope: 'organization' },
    'patch /labels/:id': { name: 'Etiqueta abuso', color: '#336699' },
    'post /activities': { subject: 'Actividad', deal_id: ids.deal, type: 'task', due_date: '2025-02-03' },
    'patch /activities/:id': { subject: 'Actividad', done: true },
    'put /deals/:id/cost-sheet': { header: { modo: 'AEREO', gsRate: 7300 }, compraRows: [{ id: 'c1', concepto: 'FLETE', usdXKg: 2, total: null }] },
    'post /organizations/:id/budget/confirm': { profit_value: 10, deal_id: ids.deal },
    'post /deals/:id/quotes': { cliente: 'Cliente', items: [{ concepto: 'Flete', cantidad: 1, precio_unitario: 10 }] },
    'post /followups/calls': { subject: 'Llamada', org_id: ids.org, happened_at: '2025-01-02 10:00', duration_min: 5 },
    'post /followups/notes': { org_id: ids.org, content: 'Nota' },
    'post /deals/:id/invoices': { source: 'lines', currency: 'USD', lines: [{ description: 'Servicio', quantity: 1, unit_price: 10, iva: '10' }] },
    'post /invoices/:id/cancel': { reason: 'Cargada por error' },
    'post /invoices/:id/credit-notes': { amount: 1 },
    'post /receipts': { org_id: ids.receiptOrg, paid_at: '2026-01-02', method: 'transferencia', currency: 'PYG', withholding_pct: 0, items: [{ invoice_id: ids.receiptInvoice, amount: 1 }] },
    'post /receipts/:id/cancel': { reason: 'Cargado por error' },
    'post /organizations/:id/promises': { promised_date: '2026-12-31', amount: 10, currency: 'USD' },
    'post /promises/:id/status': { status: 'anulada' },
    'post /organizations/:id/collection-logs': { kind: 'llamada', subject: 'Cobro', next_action_date: '2026-12-31' },
    'patch /invoices/:id': { notes: 'Nota de la factura' },
    'patch /credit-notes/:id': { reason: 'Descuento acordado' },
    'post /agenda/tasks': { subject: 'Dar seguimiento', due_at: '2099-12-01 10:00', deal_id: ids.deal },
    'put /agenda/settings': { email_reminders: true },
    'put /targets': { user_id: ids.user, month: '2026-12', calls: 10, pipeline_value: 1000.5 },
  };
  if (r.path.endsWith('/custom-fields')) return { key: 'origen_pto', label: 'Origen', value: 'Asunción' };
  if (r.path.endsWith('/custom-fields/:fieldId')) return { value: 'Asunción' };
  return bodies[`${r.method} ${r.path}`] ?? {};
}

/** Who sends case `i`: admin three in four, then venta and finanzas in turn. */
const actorOf = (i: number): 'admin' | 'venta' | 'finanzas' => (i % 4 !== 3 ? 'admin' : i % 8 === 3 ? 'venta' : 'finanzas');

/** Writes that end sessions or delete fixtures go last, so the rest reaches real records. */
const destructive = (c: { method?: string; label: string }) =>
  c.method === 'delete' || /logout|delete|remove|set-password|setPassword|changePassword/i.test(c.label);

function ordered<T extends { method?: string; label: string }>(cases: T[]): T[] {
  return [...cases.filter((c) => !destructive(c)), ...cases.filter(destructive)];
}

/** '2xx: 812, 400: 2301, …' for the log. */
function byClass(verdicts: Verdict[]): string {
  const counts = new Map<string, number>();
  for (const v of verdicts) {
    const k = v.status < 300 ? '2xx' : String(v.status);
    counts.set(k, (counts.get(k) ?? 0) + 1);
  }
  return [...counts.entries()].sort().map(([k, n]) => `${k}: ${n}`).join(', ');
}

/**
 * A corpus that never got past authentication or routing would pass without testing anything: enough
 * cases must have been accepted (the handlers ran to the end) and few refused for the session.
 */
function expectReachedHandlers(verdicts: Verdict[]): void {
  const accepted = (v: Verdict) => v.status < 300 && !/"errors"/.test(v.body);
  const ok = verdicts.filter(accepted).length;
  const unauthenticated = verdicts.filter((v) => v.status === 401 && !v.label.startsWith('token roto')).length;
  // Each input field adds bad cases and no good one, so the share of accepted cases shrinks as inputs grow.
  // The plausible case of each GraphQL field must also run to the end for a good part of them: not all (one
  // case in four goes as a non-admin, and the REST corpus before it has deleted or used up some fixtures).
  expect(ok).toBeGreaterThan(verdicts.length / 30);
  const plausible = verdicts.filter((v) => v.label.endsWith(' plausible'));
  if (plausible.length) expect(plausible.filter(accepted).length).toBeGreaterThan(plausible.length / 4);
  expect(unauthenticated).toBeLessThan(verdicts.length / 20);
}

describe('abuse corpus: no 5xx, Spanish JSON errors, no stack traces', () => {
  test('REST: every route of every module with bad ids, queries, bodies and content types', async () => {
    const routes = routesOf(moduleRouters(t.services));
    expect(routes.length).toBeGreaterThan(60);
    const keys = restKeysFromSource(join(__dirname, '../../src/modules'));
    const allKeys = [...keys.values()].flatMap((k) => k.body);
    expect(allKeys).toEqual(expect.arrayContaining(['title', 'org_id', 'value', 'email', 'password', 'duration_min']));
    const keysOf = (module: string) => keys.get(module) ?? { body: [], query: [] };
    const cases: RestCaseDef[] = ordered(restCorpus(routes, keysOf, restIdFor, baseBody, prng(15)));
    // Signed file URLs are served outside /api.
    for (const q of ['', '?exp=1&sig=x', '?exp=99999999999999999999&sig=%00', '?exp=abc&sig[]=1']) {
      for (const key of ['a', '..%2F..%2Fetc%2Fpasswd', '%E0%A4%A', 'x'.repeat(5000)]) cases.push({ method: 'get', path: `/uploads/${key}${q}`, label: `uploads ${key.slice(0, 20)} ${q}` });
    }
    cases.push({ method: 'get', path: '/api/deals/%', label: 'GET /api/deals/% (percent roto)' });
    cases.push({ method: 'get', path: '/api/%E0%A4%A', label: 'GET /api/%E0%A4%A' });
    cases.push({ method: 'post', path: '/api/deals', body: 'x'.repeat(3 * 1024 * 1024), contentType: 'application/json', label: 'POST /api/deals cuerpo de 3 MB' });
    cases.push({ method: 'post', path: '/api/auth/login', body: { email: 'a\ud800@x.com', password: 'x' }, label: 'login surrogate' });

    console.log(`abuse REST: ${cases.length} casos`);
    const verdicts: Verdict[] = [];
    let i = 0;
    for (const c of cases) {
      // One case in four as a non-admin: visibility and role paths get the same inputs (one in eight as finanzas).
      const token = await tokenOf(actorOf(i++));
      verdicts.push(await sendRest(t, token, c));
      afterCase(c);
    }
    // Without a token, every route answers 401 JSON (the auth middleware's errors go through the same mapper).
    for (const r of routes) verdicts.push(await sendRest(t, 'x.y.z', { method: r.method, path: `/api${r.path.replace(/:(\w+)/g, '1')}`, body: r.method === 'get' || r.method === 'delete' ? undefined : {}, label: `token roto ${r.method} ${r.path}` }));
    console.log(`abuse REST: ${verdicts.length} pedidos, ${verdicts.filter((v) => v.status >= 500).length} con 5xx, ${verdicts.filter((v) => v.problem).length} con problemas; ${byClass(verdicts)}`);
    expect(verdicts.length).toBeGreaterThan(1000);
    expectReachedHandlers(verdicts);
    expect(report(verdicts)).toBe('');
  }, 900_000);

  test('GraphQL: every Query and Mutation field with each argument bad in turn, and broken documents', async () => {
    const schema = await buildAppSchema();
    const cases: GqlCaseDef[] = ordered(gqlCorpus(schema, gqlIdFor, prng(15)));
    console.log(`abuse GraphQL: ${cases.length} casos`);
    const verdicts: Verdict[] = [];
    let i = 0;
    for (const c of cases) {
      const token = await tokenOf(actorOf(i++));
      verdicts.push(await sendGql(t, token, c));
      afterCase({ label: c.label });
    }
    for (const c of gqlDocumentCases()) {
      verdicts.push(await sendRest(t, await tokenOf('admin'), c, 'gql'));
      verdicts.push(await sendRest(t, null, c, 'gql'));
    }
    const plausible = verdicts.filter((v) => v.label.endsWith(' plausible'));
    console.log(`abuse GraphQL: ${plausible.filter((v) => v.status < 300 && !/"errors"/.test(v.body)).length} de ${plausible.length} casos plausibles aceptados`);
    console.log(`abuse GraphQL: ${verdicts.length} pedidos, ${verdicts.filter((v) => v.status >= 500).length} con 5xx, ${verdicts.filter((v) => v.problem).length} con problemas; ${byClass(verdicts)}`);
    expect(verdicts.length).toBeGreaterThan(1000);
    expectReachedHandlers(verdicts);
    expect(report(verdicts)).toBe('');
  }, 900_000);
});
