/**
 * Collation-safe text and no 500 on odd input: odd text and out-of-range numbers, posted through REST and GraphQL for each
 * entity, on whichever engine TEST_DATABASE_URL selects. Every answer is either 2xx with the value
 * stored as sent (single-line fields get tabs and line breaks as spaces) or 400 with a Spanish
 * message; never 5xx; and the refused writes change nothing.
 */
import request from 'supertest';
import { seededPipeline } from './deals-fixtures';
import { adminToken, makeOrganization, makeUser } from './factories';
import { isSpanishMessage, snapshotTables } from './bad-input';
import { gql } from './http';
import { createTestApp, type TestApp } from './test-app';

let t: TestApp;
let admin: string;
let orgId: number;
let contactId: number;
let dealId: number;
let activityId: number;
let labelId: number;
let paramId: number;
let userId: number;
let pipelineId: number;
let stageId: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = await adminToken(t);
  orgId = (await makeOrganization(t, { name: 'Org de pruebas de texto' })).id;
  const { pipeline, stages } = await seededPipeline(t);
  pipelineId = pipeline.id;
  stageId = stages[0].id;
  const rest = (path: string, body: object) => request(t.app).post(path).set('Authorization', `Bearer ${admin}`).send(body);
  contactId = (await rest('/api/contacts', { name: 'Contacto de pruebas' })).body.id;
  dealId = (await rest('/api/deals', { title: 'Operación de pruebas', pipeline_id: pipelineId, stage_id: stageId, org_id: orgId })).body.id;
  activityId = (await rest('/api/activities', { subject: 'Actividad de pruebas', org_id: orgId })).body.id;
  labelId = (await rest('/api/labels', { name: 'Etiqueta de pruebas', scope: 'person' })).body.id;
  paramId = (await rest('/api/params', { key: 'org_rubro', value: 'Rubro de pruebas' })).body.id;
  userId = (await makeUser(t, { role: 'venta' })).user.id;
  for (const id of [contactId, dealId, activityId, labelId, paramId]) expect(id).toEqual(expect.any(Number));
});
afterAll(() => t.close());

interface Answer {
  status: number;
  message: unknown;
  /** The id of the written row (from the answer, or the one updated). */
  id: number | null;
}

/** One text field of one entity, written through both APIs. */
interface Target {
  name: string;
  table: string;
  column: string;
  multiline: boolean;
  rest(v: unknown): { method: 'post' | 'patch' | 'put'; path: string; body: Record<string, unknown>; id?: number };
  gql(v: unknown): { query: string; variables: Record<string, unknown>; id: (data: any) => number };
}

let seq = 0;
/** Custom-field keys must differ per write; everything else can repeat. */
const nextKey = () => `k_texto_${++seq}`;

const TARGETS: Target[] = [
  {
    name: 'organización (nombre)',
    table: 'organizations',
    column: 'name',
    multiline: false,
    rest: (v) => ({ method: 'post', path: '/api/organizations', body: { name: v } }),
    gql: (v) => ({
      query: 'mutation ($i: CreateOrganizationInput!) { createOrganization(input: $i) { id } }',
      variables: { i: { name: v } },
      id: (d) => d.createOrganization.id,
    }),
  },
  {
    name: 'organización (notas)',
    table: 'organizations',
    column: 'notes',
    multiline: true,
    rest: (v) => ({ method: 'patch', path: `/api/organizations/${orgId}`, body: { notes: v }, id: orgId }),
    gql: (v) => ({
      query: 'mutation ($id: Int!, $i: UpdateOrganizationInput!) { updateOrganization(id: $id, input: $i) { id } }',
      variables: { id: orgId, i: { notes: v } },
      id: () => orgId,
    }),
  },
  {
    name: 'contacto (nombre)',
    table: 'contacts',
    column: 'name',
    multiline: false,
    rest: (v) => ({ method: 'post', path: '/api/contacts', body: { name: v } }),
    gql: (v) => ({
      query: 'mutation ($i: CreateContactInput!) { createContact(input: $i) { contact { id } } }',
      variables: { i: { name: v } },
      id: (d) => d.createContact.contact.id,
    }),
  },
  {
    name: 'contacto (notas)',
    table: 'contacts',
    column: 'notes',
    multiline: true,
    rest: (v) => ({ method: 'patch', path: `/api/contacts/${contactId}`, body: { notes: v }, id: contactId }),
    gql: (v) => ({
      query: 'mutation ($id: Int!, $i: UpdateContactInput!) { updateContact(id: $id, input: $i) { id } }',
      variables: { id: contactId, i: { notes: v } },
      id: () => contactId,
    }),
  },
  {
    name: 'operación (título)',
    table: 'deals',
    column: 'title',
    multiline: false,
    rest: (v) => ({ method: 'post', path: '/api/deals', body: { title: v, pipeline_id: pipelineId, stage_id: stageId } }),
    gql: (v) => ({
      query: 'mutation ($i: CreateDealInput!) { createDeal(input: $i) { id } }',
      variables: { i: { title: v, pipelineId, stageId } },
      id: (d) => d.createDeal.id,
    }),
  },
  {
    name: 'operación (descripción)',
    table: 'deals',
    column: 'description',
    multiline: true,
    rest: (v) => ({ method: 'patch', path: `/api/deals/${dealId}`, body: { description: v }, id: dealId }),
    gql: (v) => ({
      query: 'mutation ($id: Int!, $i: UpdateDealInput!) { updateDeal(id: $id, input: $i) { id } }',
      variables: { id: dealId, i: { description: v } },
      id: () => dealId,
    }),
  },
  {
    name: 'operación (valor de campo personalizado)',
    table: 'deal_custom_fields',
    column: 'value',
    multiline: true,
    rest: (v) => ({ method: 'post', path: `/api/deals/${dealId}/custom-fields`, body: { key: nextKey(), label: 'Campo', value: v } }),
    gql: (v) => ({
      query: 'mutation ($id: Int!, $i: UpsertCustomFieldInput!) { upsertCustomField(owner: deal, ownerId: $id, input: $i) { id } }',
      variables: { id: dealId, i: { key: nextKey(), label: 'Campo', value: v } },
      id: (d) => d.upsertCustomField.id,
    }),
  },
  {
    name: 'actividad (asunto)',
    table: 'activities',
    column: 'subject',
    multiline: false,
    rest: (v) => ({ method: 'post', path: '/api/activities', body: { subject: v, org_id: orgId } }),
    gql: (v) => ({
      query: 'mutation ($i: CreateActivityInput!) { createActivity(input: $i) { id } }',
      variables: { i: { subject: v, orgId } },
      id: (d) => d.createActivity.id,
    }),
  },
  {
    name: 'actividad (notas)',
    table: 'activities',
    column: 'notes',
    multiline: true,
    rest: (v) => ({ method: 'patch', path: `/api/activities/${activityId}`, body: { notes: v }, id: activityId }),
    gql: (v) => ({
      query: 'mutation ($id: Int!, $i: UpdateActivityInput!) { updateActivity(id: $id, input: $i) { id } }',
      variables: { id: activityId, i: { notes: v } },
      id: () => activityId,
    }),
  },
  {
    name: 'nota de seguimiento (contenido)',
    table: 'followup_notes',
    column: 'content',
    multiline: true,
    rest: (v) => ({ method: 'post', path: '/api/followups/notes', body: { content: v, org_id: orgId } }),
    gql: (v) => ({
      query: 'mutation ($i: AddFollowupNoteInput!) { addFollowupNote(input: $i) { id } }',
      variables: { i: { content: v, orgId } },
      id: (d) => d.addFollowupNote.id,
    }),
  },
  {
    name: 'llamada de seguimiento (asunto)',
    table: 'followup_calls',
    column: 'subject',
    multiline: false,
    rest: (v) => ({ method: 'post', path: '/api/followups/calls', body: { subject: v, org_id: orgId } }),
    gql: (v) => ({
      query: 'mutation ($i: LogCallInput!) { logCall(input: $i) { id } }',
      variables: { i: { subject: v, orgId } },
      id: (d) => d.logCall.id,
    }),
  },
  {
    name: 'etiqueta (nombre)',
    table: 'labels',
    column: 'name',
    multiline: false,
    rest: (v) => ({ method: 'patch', path: `/api/labels/${labelId}`, body: { name: v }, id: labelId }),
    gql: (v) => ({
      query: 'mutation ($id: Int!, $i: UpdateLabelInput!) { updateLabel(id: $id, input: $i) { id } }',
      variables: { id: labelId, i: { name: v } },
      id: () => labelId,
    }),
  },
  {
    name: 'parámetro (valor)',
    table: 'param_values',
    column: 'value',
    multiline: false,
    rest: (v) => ({ method: 'patch', path: `/api/params/${paramId}`, body: { value: v }, id: paramId }),
    gql: (v) => ({
      query: 'mutation ($id: Int!, $i: UpdateParamValueInput!) { updateParamValue(id: $id, input: $i) { id } }',
      variables: { id: paramId, i: { value: v } },
      id: () => paramId,
    }),
  },
  {
    name: 'usuario (nombre)',
    table: 'users',
    column: 'name',
    multiline: false,
    rest: (v) => ({ method: 'patch', path: `/api/users/${userId}`, body: { name: v }, id: userId }),
    gql: (v) => ({
      query: 'mutation ($id: Int!, $i: UpdateUserInput!) { updateUser(id: $id, input: $i) { id } }',
      variables: { id: userId, i: { name: v } },
      id: () => userId,
    }),
  },
];

async function viaRest(c: ReturnType<Target['rest']>): Promise<Answer> {
  const res = await request(t.app)[c.method](c.path).set('Authorization', `Bearer ${admin}`).set('Content-Type', 'application/json').send(JSON.stringify(c.body));
  return { status: res.status, message: res.body?.error, id: res.status < 300 ? (c.id ?? res.body?.id ?? null) : null };
}

async function viaGql(c: ReturnType<Target['gql']>): Promise<Answer> {
  const res = await gql(t, c.query, c.variables, admin);
  const err = res.errors?.[0];
  const status = res.status >= 500 ? res.status : err ? (err.extensions?.code === 'INTERNAL_SERVER_ERROR' ? 500 : 400) : res.status;
  return { status, message: err?.message, id: err || !res.data ? null : c.id(res.data) };
}

async function storedValue(table: string, column: string, id: number): Promise<unknown> {
  const rows = (await t.ds.query(`SELECT ${column} AS v FROM ${table} WHERE id = ?`, [id])) as Array<{ v: unknown }>;
  return rows[0]?.v;
}

/** Text a user may send: words equal under utf8mb4_unicode_ci, invisible format characters, 4-byte characters. */
const ACCEPTED = [
  'Transportes Weiß y Weiss',
  'straße strasse STRASSE',
  'José jose JOSÉ',
  'Ñandú nandu',
  'abc abc\u200b a\u00adb ab',
  'ﬁ fi Ａ a 2² 22 Æ ae',
  'Emoji 😀 😁 👍🏽 🇵🇾',
];

/** Control characters (C0 except tab and line breaks, DEL, C1) and lone UTF-16 surrogates. */
const REFUSED = ['a\u0000b', 'a\u0001b', 'esc\u001b[31m', 'del\u007f', 'nel\u0085x', 'c1\u009f', 'alto\ud800x', 'bajo\udc00x', 'cortado \ud83d'];

const WITH_BREAKS = 'uno\tdos\r\ntres\ncuatro';

type Attempt = { label: string; sent: string; answer: Answer; target: Target; stored?: unknown };

async function writeEverywhere(values: readonly string[], targets: readonly Target[] = TARGETS): Promise<Attempt[]> {
  const out: Attempt[] = [];
  for (const target of targets) {
    for (const sent of values) {
      for (const [api, write] of [
        ['REST', () => viaRest(target.rest(sent))],
        ['GraphQL', () => viaGql(target.gql(sent))],
      ] as const) {
        const answer = await write();
        // Read at once: the next write may update the same row.
        const stored = answer.id == null ? undefined : await storedValue(target.table, target.column, answer.id);
        out.push({ label: `${api} ${target.name} ${JSON.stringify(sent)}`, sent, answer, target, stored });
      }
    }
  }
  return out;
}

async function expectStoredAsSent(attempts: Attempt[]) {
  const failed = attempts.filter((a) => a.answer.status >= 300).map((a) => `${a.label} → ${a.answer.status} ${String(a.answer.message)}`);
  expect(failed).toEqual([]);
  for (const a of attempts) expect([a.label, a.stored]).toEqual([a.label, a.sent]);
}

const TABLES = ['organizations', 'contacts', 'deals', 'deal_custom_fields', 'activities', 'followup_notes', 'followup_calls', 'labels', 'param_values', 'users', 'audit_events', 'cost_sheets', 'deal_quotes', 'stages'];

async function snapshot() {
  return {
    rows: await snapshotTables(t, TABLES),
    terms: await t.ds.query('SELECT entity_type, entity_id, term FROM search_terms ORDER BY entity_type, entity_id, term'),
  };
}

describe('text through REST and GraphQL, every entity', () => {
  test('words equal under the MariaDB collation, format characters and emoji are stored exactly as sent', async () => {
    await expectStoredAsSent(await writeEverywhere(ACCEPTED));
  });

  test('a search word cut at the term size inside an emoji (organizations, contacts and operations are indexed)', async () => {
    const long = `${'x'.repeat(62)}😀 ${'x'.repeat(62)}😁`;
    const indexed = TARGETS.filter((x) => ['organizations', 'contacts', 'deals'].includes(x.table) && !x.multiline);
    await expectStoredAsSent(await writeEverywhere([long], indexed));
  });

  test('NUL, other control characters and lone surrogates: 400 in Spanish naming the field, nothing written', async () => {
    const before = await snapshot();
    const attempts = await writeEverywhere(REFUSED);
    const wrong = attempts
      .filter((a) => a.answer.status !== 400 || !isSpanishMessage(a.answer.message) || !/car[aá]cter/i.test(String(a.answer.message)))
      .map((a) => `${a.label} → ${a.answer.status} ${String(a.answer.message)}`);
    expect(wrong).toEqual([]);
    expect(await snapshot()).toEqual(before);
  });

  test('tabs and line breaks stay in multi-line fields and become spaces in single-line ones', async () => {
    const attempts = await writeEverywhere([WITH_BREAKS]);
    for (const a of attempts) {
      expect([a.label, a.answer.status]).toEqual([a.label, a.answer.status < 300 ? a.answer.status : 'a 2xx']);
      expect([a.label, a.stored]).toEqual([a.label, a.target.multiline ? WITH_BREAKS : 'uno dos tres cuatro']);
    }
  });

  test('a lone surrogate in an email is a 400 in Spanish (REST and GraphQL, contacts and users)', async () => {
    const before = await snapshot();
    const email = 'a\ud800@x.com';
    const answers = [
      await viaRest({ method: 'post', path: '/api/contacts', body: { name: 'Con email roto', email } }),
      await viaGql({ query: 'mutation ($i: CreateContactInput!) { createContact(input: $i) { contact { id } } }', variables: { i: { name: 'Con email roto', email } }, id: () => 0 }),
      await viaRest({ method: 'post', path: '/api/organizations', body: { name: 'Org con email roto', email } }),
      await viaRest({ method: 'post', path: '/api/users', body: { name: 'Usuario', email, role: 'viewer' } }),
      await viaGql({ query: 'mutation ($i: CreateUserInput!) { createUser(input: $i) { id } }', variables: { i: { name: 'Usuario', email } }, id: () => 0 }),
      await viaRest({ method: 'post', path: '/api/auth/login', body: { email, password: 'lo-que-sea-123' } }),
      await viaGql({ query: 'mutation ($i: LoginInput!) { login(input: $i) { token } }', variables: { i: { email, password: 'lo-que-sea-123' } }, id: () => 0 }),
    ];
    for (const a of answers) {
      expect(a.status).toBe(400);
      expect(isSpanishMessage(a.message)).toBe(true);
    }
    expect(await snapshot()).toEqual(before);
  });

  test('lengths count code points, as the column does: variation selectors that MaxLength leaves out still count (MariaDB refused them with a 500)', async () => {
    const before = await snapshot();
    const answers = [
      await viaRest({ method: 'post', path: '/api/organizations', body: { name: 'a\uFE0F'.repeat(200) } }),
      await viaGql({ query: 'mutation ($i: CreateOrganizationInput!) { createOrganization(input: $i) { id } }', variables: { i: { name: 'a\uFE0F'.repeat(200) } }, id: () => 0 }),
      await viaRest({ method: 'post', path: '/api/users', body: { name: 'a\uFE0F'.repeat(120), email: 'selector@test.local', role: 'viewer', password: 'Clave-segura-1' } }),
    ];
    expect(answers.map((a) => [a.status, a.message])).toEqual([
      [400, 'El nombre admite hasta 200 caracteres.'],
      [400, 'El nombre admite hasta 200 caracteres.'],
      [400, 'El nombre admite hasta 120 caracteres.'],
    ]);
    expect(await snapshot()).toEqual(before);
    // The same names within their length are stored as sent, selectors included.
    const ok = await viaRest({ method: 'post', path: '/api/organizations', body: { name: '❤\uFE0F'.repeat(100) } });
    expect(ok.status).toBe(201);
    expect((await t.ds.query('SELECT name FROM organizations WHERE id = ?', [ok.id]))[0].name).toBe('❤\uFE0F'.repeat(100));
  });

  test('scalar GraphQL text arguments and document literals refuse control characters too', async () => {
    const search = await gql(t, 'query ($q: String!) { search(q: $q) { organizations { id } } }', { q: 'a\u0000b' }, admin);
    expect(search.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(isSpanishMessage(search.errors?.[0]?.message)).toBe(true);
    const pipeline = await gql(t, 'mutation ($n: String!) { createPipeline(name: $n) { id } }', { n: 'Pipe\ud800' }, admin);
    expect(pipeline.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    // The same through a literal in the document instead of a variable.
    const literal = await gql(t, `mutation { createOrganization(input: { name: "nul\\u0000" }) { id } }`, undefined, admin);
    expect(literal.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(literal.errors?.[0]?.message).toMatch(/caracteres de control/);
  });

  test('a text argument (an ArgsType field declared with AnyText) reaches its service as sent, line breaks included', async () => {
    const call = await gql(t, 'mutation ($i: LogCallInput!) { logCall(input: $i) { id } }', { i: { orgId } }, admin);
    expect(call.errors).toBeUndefined();
    const invalidated = await gql(
      t,
      'mutation ($id: Int!, $r: String!) { invalidateCall(id: $id, reason: $r) { invalidatedReason } }',
      { id: call.data!.logCall.id, r: 'Cargada\npor error' },
      admin,
    );
    expect(invalidated.errors).toBeUndefined();
    expect(invalidated.data!.invalidateCall.invalidatedReason).toBe('Cargada\npor error');
    // A control character is still refused, naming the argument as before.
    const refused = await gql(t, 'mutation ($id: Int!, $r: String!) { invalidateCall(id: $id, reason: $r) { id } }', { id: call.data!.logCall.id, r: 'a\u0007b' }, admin);
    expect(refused.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(refused.errors?.[0]?.message).toBe('Hay caracteres de control no permitidos en el campo "reason". Revisá el texto (suelen venir de copiar y pegar) y volvé a intentar.');
  });
});

describe('numbers out of their column range: 400 in Spanish naming the field', () => {
  interface NumberCase {
    label: string;
    run: () => Promise<Answer>;
    /** Part of the expected message. */
    says: RegExp;
  }
  const raw = (method: 'post' | 'patch' | 'put', path: string, json: string) => async (): Promise<Answer> => {
    const res = await request(t.app)[method](path).set('Authorization', `Bearer ${admin}`).set('Content-Type', 'application/json').send(json);
    return { status: res.status, message: res.body?.error, id: null };
  };
  const post = (path: string, body: object, method: 'post' | 'patch' | 'put' = 'post') => raw(method, path, JSON.stringify(body));
  const graph = (query: string, variables: Record<string, unknown>) => () => viaGql({ query, variables, id: () => 0 });
  const LOG_CALL = 'mutation ($i: LogCallInput!) { logCall(input: $i) { id } }';
  const costSheet = (header: object, compraRows: object[]) => ({ header, compraRows, ventaRows: [], locRows: [], locCliRows: [], segCostoRows: [], segVentaRows: [] });

  const cases = (): NumberCase[] => [
    ...[3e9, 1e308, -1, 1441, 2147483648, 1.5, '1e308'].map((d) => ({
      label: `REST llamada duration_min ${d}`,
      run: post('/api/followups/calls', { org_id: orgId, duration_min: d }),
      says: /duración/i,
    })),
    { label: 'REST llamada duration_min 1e400 (Infinity)', run: raw('post', '/api/followups/calls', `{"org_id": ${orgId}, "duration_min": 1e400}`), says: /duración/i },
    ...[3e9, 1e308, -1, 1441].map((d) => ({ label: `GraphQL logCall durationMin ${d}`, run: graph(LOG_CALL, { i: { orgId, durationMin: d } }), says: /duración|durationMin/i })),
    ...[2147483648, 99999999999].map((id) => ({
      label: `REST llamada org_id ${id}`,
      run: post('/api/followups/calls', { org_id: id }),
      says: /id|organizaci/i,
    })),
    ...[2147483648, 99999999999].map((id) => ({ label: `REST actividad org_id ${id}`, run: post('/api/activities', { subject: 'x', org_id: id }), says: /organizaci/i })),
    ...[2147483648, 99999999999].map((id) => ({ label: `REST contacto org_id ${id}`, run: post('/api/contacts', { name: 'x', org_id: id }), says: /organizaci/i })),
    ...[1e308, 1e13, -1, 0.001].map((v) => ({ label: `REST operación value ${v}`, run: post('/api/deals', { title: 'x', pipeline_id: pipelineId, stage_id: stageId, value: v }), says: /valor/i })),
    { label: 'GraphQL createDeal value 1e308', run: graph('mutation ($i: CreateDealInput!) { createDeal(input: $i) { id } }', { i: { title: 'x', pipelineId, stageId, value: 1e308 } }), says: /valor/i },
    ...[3e9, 1e308, -1].map((o) => ({ label: `REST parámetro ord ${o}`, run: post(`/api/params/${paramId}`, { ord: o }, 'patch'), says: /orden/i })),
    ...[3e9, 1e308].map((o) => ({ label: `REST etapa order_index ${o}`, run: post(`/api/stages/${stageId}`, { order_index: o }, 'patch'), says: /orden/i })),
    ...[2147483648, 99999999999].map((p) => ({ label: `REST etapa pipeline_id ${p}`, run: post('/api/stages', { pipeline_id: p, name: 'Etapa' }), says: /pipeline/i })),
    ...[2147483648, 99999999999].map((p) => ({ label: `REST unidad parent_id ${p}`, run: post('/api/business-units', { name: 'U', key_slug: 'u-rango', parent_id: p }), says: /unidad superior/i })),
    { label: 'REST planilla: flete por kg × peso supera la columna', run: post(`/api/deals/${dealId}/cost-sheet`, costSheet({ pesoKg: 1e9 }, [{ id: 'r1', concepto: 'Flete', usdXKg: 1e12 }]), 'put'), says: /totales de la planilla superan el máximo/ },
    {
      label: 'REST planilla: 200 filas de 1e12 superan la columna',
      run: post(`/api/deals/${dealId}/cost-sheet`, costSheet({}, Array.from({ length: 200 }, (_, i) => ({ id: `r${i}`, concepto: 'Flete', total: 1e12 }))), 'put'),
      says: /totales de la planilla superan el máximo/,
    },
    {
      label: 'GraphQL saveCostSheet: flete por kg × peso supera la columna',
      run: graph('mutation ($d: Int!, $i: CostSheetInput!) { saveCostSheet(dealId: $d, version: 0, input: $i) { version } }', {
        d: dealId,
        i: costSheet({ pesoKg: 1e9 }, [{ id: 'r1', concepto: 'Flete', usdXKg: 1e12 }]),
      }),
      says: /totales de la planilla superan el máximo/,
    },
    { label: 'REST presupuesto: cantidad × precio supera la columna', run: post(`/api/deals/${dealId}/quotes`, { items: [{ cantidad: 1e6, precio: 1e12 }] }), says: /total del presupuesto supera el máximo/ },
    {
      label: 'GraphQL saveDealQuote: cantidad × precio supera la columna',
      run: graph('mutation ($d: Int!, $i: QuoteInput!) { saveDealQuote(dealId: $d, input: $i) { id } }', { d: dealId, i: { items: [{ cantidad: 1e6, precio: 1e12 }] } }),
      says: /total del presupuesto supera el máximo/,
    },
    { label: 'REST lista limit=1e308', run: async () => { const res = await request(t.app).get('/api/organizations?limit=1e308').set('Authorization', `Bearer ${admin}`); return { status: res.status, message: res.body?.error, id: null }; }, says: /limit/i },
  ];

  test('each case is a 400 with a Spanish message about the field, and nothing is written', async () => {
    const before = await snapshot();
    const wrong: string[] = [];
    for (const c of cases()) {
      const a = await c.run();
      if (a.status !== 400 || !isSpanishMessage(a.message) || !c.says.test(String(a.message))) wrong.push(`${c.label} → ${a.status} ${String(a.message)}`);
    }
    expect(wrong).toEqual([]);
    expect(await snapshot()).toEqual(before);
  });

  test('the largest values the columns hold are stored', async () => {
    const call = await request(t.app).post('/api/followups/calls').set('Authorization', `Bearer ${admin}`).send({ org_id: orgId, duration_min: 1440 });
    expect(call.status).toBe(201);
    expect(await storedValue('followup_calls', 'duration_min', call.body.id)).toEqual(1440);
    const deal = await request(t.app).post('/api/deals').set('Authorization', `Bearer ${admin}`).send({ title: 'Grande', pipeline_id: pipelineId, stage_id: stageId, value: 9_999_999_999_999 });
    expect(deal.status).toBe(201);
    expect(Number(await storedValue('deals', 'value', deal.body.id))).toBe(9_999_999_999_999);
    const sheet = await request(t.app)
      .put(`/api/deals/${dealId}/cost-sheet`)
      .set('Authorization', `Bearer ${admin}`)
      .send(costSheet({}, [{ id: 'r1', concepto: 'Flete', total: 1e12 }]));
    expect(sheet.status).toBe(200);
  });
});
