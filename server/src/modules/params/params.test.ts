import { AuditEventEntity } from '../audit/audit-event.entity';
import { ParamValueEntity } from './param-value.entity';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { type MadeUser, makeRoleUsers, makeUser } from '../../../test/factories';
import { api, codesOf, gql } from '../../../test/http';
import { HUGE, type GqlCase, isSpanishMessage, type RestCase, runGql, runRest, snapshotTables } from '../../../test/bad-input';

let t: TestApp;
let admin: string;
let venta: MadeUser;
let ops: MadeUser;
let viewer: MadeUser;
let finanzas: MadeUser;
beforeAll(async () => {
  t = await createTestApp();
  ({ admin, venta, ops, viewer } = await makeRoleUsers(t));
  finanzas = await makeUser(t, { role: 'finanzas' });
});
afterAll(() => t.close());

const repo = () => t.ds.getRepository(ParamValueEntity);
const auditOf = (id: number) => t.ds.getRepository(AuditEventEntity).find({ where: { entity: 'param', entityId: id }, order: { id: 'ASC' } });
const insertParam = async (key: string, value: string, ord: number, active = true) => {
  const res = await repo().insert({ key, value, ord, active });
  return Number(res.identifiers[0].id);
};

const PARAMS = `query Params($keys: [String!]!) { params(keys: $keys) { key values { id key value ord active } } }`;
const CREATE = `mutation CreateParamValue($input: CreateParamValueInput!) { createParamValue(input: $input) { id key value ord active } }`;
const UPDATE = `mutation UpdateParamValue($id: Int!, $input: UpdateParamValueInput!) { updateParamValue(id: $id, input: $input) { id key value ord active } }`;
const DELETE = `mutation DeleteParamValue($id: Int!) { deleteParamValue(id: $id) }`;

describe('GET /api/params', () => {
  test('keys=a,b → an object of lists sorted by ord with active 0/1; inactive values included; keys without values absent', async () => {
    await insertParam('org_tipo__atm-cargo', 'Cliente cargo', 20, false);
    await insertParam('org_tipo__atm-cargo', 'Agente cargo', 10);
    const res = await api(t, viewer.token).get('/api/params?keys=tipo_carga,org_tipo__atm-cargo,kanban_stage_labels');
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(['org_tipo__atm-cargo', 'tipo_carga']);
    expect(res.body.tipo_carga).toEqual([
      { id: expect.any(Number), key: 'tipo_carga', value: 'LCL', ord: 10, active: 1 },
      { id: expect.any(Number), key: 'tipo_carga', value: 'FCL', ord: 20, active: 1 },
    ]);
    expect(res.body['org_tipo__atm-cargo'].map((p: { value: string; active: number }) => [p.value, p.active])).toEqual([
      ['Agente cargo', 1],
      ['Cliente cargo', 0],
    ]);
  });

  test('spaces and repeated keys are tolerated; without keys every key is answered', async () => {
    const some = await api(t, viewer.token).get('/api/params?keys=%20tipo_carga%20,,tipo_carga');
    expect(Object.keys(some.body)).toEqual(['tipo_carga']);
    const all = await api(t, viewer.token).get('/api/params');
    expect(all.status).toBe(200);
    expect(Object.keys(all.body)).toEqual(expect.arrayContaining(['incoterm', 'org_rubro', 'quote_no_incluye', 'tipo_operacion']));
  });

  test('a malformed key → 400 in Spanish; without a session → 401', async () => {
    const bad = await api(t, viewer.token).get('/api/params?keys=org_tipo,DROP%20TABLE');
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatch(/^La clave del parámetro no es válida/);
    const twice = await api(t, viewer.token).get('/api/params?keys=a&keys=b');
    expect(twice.status).toBe(400);
    expect((await api(t).get('/api/params?keys=org_tipo')).status).toBe(401);
  });
});

describe('REST parameter writes (admins)', () => {
  test('POST → 201 with the row; ord defaults to the last one + 10; active defaults to 1; audited', async () => {
    const res = await api(t, admin).post('/api/params', { key: 'org_rubro', value: '  Minería  ' });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ id: expect.any(Number), key: 'org_rubro', value: 'Minería', ord: 90, active: 1 });
    const [audit] = await auditOf(res.body.id);
    expect(audit).toMatchObject({ action: 'create', entity: 'param' });
    expect(audit.meta).toEqual({ changes: { key: [null, 'org_rubro'], value: [null, 'Minería'], ord: [null, 90], active: [null, true] } });

    const first = await api(t, admin).post('/api/params', { key: 'quote_validez__industrial-boplan', value: '10 DIAS' });
    expect(first.body.ord).toBe(10);
    const explicit = await api(t, admin).post('/api/params', { key: 'org_rubro', value: 'Textil', ord: '5', active: 0 });
    expect(explicit.status).toBe(201);
    expect(explicit.body).toMatchObject({ ord: 5, active: 0 });
  });

  test('a workspace override of an unknown workspace and malformed keys → 400; nothing stored', async () => {
    const before = await repo().count();
    const unknownWs = await api(t, admin).post('/api/params', { key: 'kanban_hide_stages__no-existe', value: '12' });
    expect(unknownWs.status).toBe(400);
    expect(unknownWs.body.error).toBe('El workspace de la clave no existe.');
    for (const key of ['Org_Rubro', 'org rubro', 'org_rubro__', '', 'a'.repeat(121)]) {
      const res = await api(t, admin).post('/api/params', { key, value: 'x' });
      expect(res.status).toBe(400);
      expect(res.body.error).toMatch(/^La clave del parámetro no es válida/);
    }
    expect(await repo().count()).toBe(before);
  });

  test('validation: blank value, value over 1000 characters, negative or non-numeric ord, odd active → 400 Spanish', async () => {
    const cases: Array<[object, string]> = [
      [{ key: 'org_rubro' }, 'El valor es obligatorio.'],
      [{ key: 'org_rubro', value: '   ' }, 'El valor es obligatorio.'],
      [{ key: 'org_rubro', value: 'v'.repeat(1001) }, 'El valor admite hasta 1000 caracteres.'],
      [{ key: 'org_rubro', value: 'v', ord: -1 }, 'El orden debe ser un número entero entre 0 y 1000000000.'],
      [{ key: 'org_rubro', value: 'v', ord: 'diez' }, 'El orden debe ser un número entero entre 0 y 1000000000.'],
      [{ key: 'org_rubro', value: 'v', ord: 1.5 }, 'El orden debe ser un número entero entre 0 y 1000000000.'],
      [{ key: 'org_rubro', value: 'v', active: 'sí' }, 'El estado activo debe ser verdadero o falso.'],
    ];
    for (const [body, error] of cases) {
      const res = await api(t, admin).post('/api/params', body);
      expect([res.status, res.body]).toEqual([400, { error }]);
    }
  });

  test('PATCH changes value, ord and active and answers the row; the audit has old → new', async () => {
    const id = await insertParam('incoterm', 'DDU', 500);
    const res = await api(t, admin).patch(`/api/params/${id}`, { value: 'DDU (antiguo)', ord: 510, active: false });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ id, key: 'incoterm', value: 'DDU (antiguo)', ord: 510, active: 0 });
    const audit = (await auditOf(id)).find((a) => a.action === 'update')!;
    expect(audit.meta).toEqual({ changes: { value: ['DDU', 'DDU (antiguo)'], ord: [500, 510], active: [true, false] } });

    const onlyActive = await api(t, admin).patch(`/api/params/${id}`, { active: '1' });
    expect(onlyActive.body).toMatchObject({ value: 'DDU (antiguo)', ord: 510, active: 1 });
    const blank = await api(t, admin).patch(`/api/params/${id}`, { value: '' });
    expect([blank.status, blank.body.error]).toEqual([400, 'El valor es obligatorio.']);
  });

  test('PATCH ignores unknown fields, and the key cannot be changed through it', async () => {
    const id = await insertParam('incoterm', 'XYZ', 600);
    const res = await api(t, admin).patch(`/api/params/${id}`, { key: 'org_tipo', id: 1, value: 'XYZ2', extra: { a: 1 } });
    expect(res.status).toBe(200);
    const row = await repo().findOneByOrFail({ id });
    expect([row.key, row.value]).toEqual(['incoterm', 'XYZ2']);
  });

  test('DELETE → { ok: true }, the row is gone and the delete is audited', async () => {
    const id = await insertParam('incoterm', 'BORRAR', 700);
    const res = await api(t, admin).delete(`/api/params/${id}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true });
    expect(await repo().countBy({ id })).toBe(0);
    const audit = (await auditOf(id)).find((a) => a.action === 'delete')!;
    expect(audit.meta).toEqual({ changes: { key: ['incoterm', null], value: ['BORRAR', null], ord: [700, null], active: [true, null] } });
  });

  test('ids 0, -1, abc, 1.5 and unknown → 404 and never the first row', async () => {
    const first = await repo().find({ order: { id: 'ASC' }, take: 1 });
    for (const id of ['0', '-1', 'abc', '1.5', '99999999', '%20']) {
      expect((await api(t, admin).patch(`/api/params/${id}`, { value: 'pisado' })).status).toBe(404);
      expect((await api(t, admin).delete(`/api/params/${id}`)).status).toBe(404);
    }
    expect(await repo().find({ order: { id: 'ASC' }, take: 1 })).toEqual(first);
  });
});

describe('role matrix: parameter writes are admin-only', () => {
  test.each(['venta', 'ops', 'viewer', 'finanzas'] as const)('%s → 403 on REST and FORBIDDEN on GraphQL, and nothing changes', async (role) => {
    const token = { venta, ops, viewer, finanzas }[role].token;
    const id = await insertParam('incoterm', `Rol ${role}`, 800);
    const before = await snapshotTables(t, ['param_values']);
    const post = await api(t, token).post('/api/params', { key: 'incoterm', value: 'HACK' });
    expect([post.status, post.body]).toEqual([403, { error: 'No tenés permisos para realizar esta acción.' }]);
    expect((await api(t, token).patch(`/api/params/${id}`, { value: 'HACK' })).status).toBe(403);
    expect((await api(t, token).delete(`/api/params/${id}`)).status).toBe(403);
    expect(codesOf(await gql(t, CREATE, { input: { key: 'incoterm', value: 'HACK' } }, token))).toEqual(['FORBIDDEN']);
    expect(codesOf(await gql(t, UPDATE, { id, input: { value: 'HACK' } }, token))).toEqual(['FORBIDDEN']);
    expect(codesOf(await gql(t, DELETE, { id }, token))).toEqual(['FORBIDDEN']);
    expect(await snapshotTables(t, ['param_values'])).toEqual(before);
    // …but every role reads them.
    expect((await api(t, token).get('/api/params?keys=incoterm')).body.incoterm.length).toBeGreaterThan(0);
    expect((await gql(t, PARAMS, { keys: ['incoterm'] }, token)).data!.params[0].key).toBe('incoterm');
  });

  test('admin → every write succeeds through REST and GraphQL', async () => {
    const created = await gql(t, CREATE, { input: { key: 'modalidad_carga', value: 'COURIER' } }, admin);
    expect(created.errors).toBeUndefined();
    const id = created.data!.createParamValue.id;
    expect((await gql(t, UPDATE, { id, input: { active: false } }, admin)).data!.updateParamValue.active).toBe(false);
    expect((await gql(t, DELETE, { id }, admin)).data!.deleteParamValue).toBe(id);
    const rest = await api(t, admin).post('/api/params', { key: 'modalidad_carga', value: 'COURIER' });
    expect(rest.status).toBe(201);
    expect((await api(t, admin).patch(`/api/params/${rest.body.id}`, { ord: 1 })).status).toBe(200);
    expect((await api(t, admin).delete(`/api/params/${rest.body.id}`)).status).toBe(200);
  });
});

describe('GraphQL parameters', () => {
  test('params(keys) → groups in the order asked, values by ord, inactive included, keys without values left out', async () => {
    await insertParam('quote_forma_pago__industrial-rayflex', 'TARJETA', 20, false);
    await insertParam('quote_forma_pago__industrial-rayflex', 'DEPOSITO', 10);
    const res = await gql(t, PARAMS, { keys: ['quote_forma_pago__industrial-rayflex', 'kanban_hide_stages', 'tipo_operacion'] }, viewer.token);
    expect(res.errors).toBeUndefined();
    expect(res.data!.params.map((g: { key: string }) => g.key)).toEqual(['quote_forma_pago__industrial-rayflex', 'tipo_operacion']);
    expect(res.data!.params[0].values.map((v: { value: string; active: boolean; ord: number }) => [v.value, v.ord, v.active])).toEqual([
      ['DEPOSITO', 10, true],
      ['TARJETA', 20, false],
    ]);
  });

  test('create, update and delete; ord defaults to last + 10', async () => {
    const c = await gql(t, CREATE, { input: { key: 'kanban_stage_labels__atm-cargo', value: '{"1":"Nuevo"}' } }, admin);
    expect(c.data!.createParamValue).toEqual({ id: expect.any(Number), key: 'kanban_stage_labels__atm-cargo', value: '{"1":"Nuevo"}', ord: 10, active: true });
    const c2 = await gql(t, CREATE, { input: { key: 'kanban_stage_labels__atm-cargo', value: '2|Cotizando' } }, admin);
    expect(c2.data!.createParamValue.ord).toBe(20);
    const u = await gql(t, UPDATE, { id: c2.data!.createParamValue.id, input: { value: '2|Cotizar', ord: 5 } }, admin);
    expect(u.data!.updateParamValue).toMatchObject({ value: '2|Cotizar', ord: 5 });
    const d = await gql(t, DELETE, { id: c.data!.createParamValue.id }, admin);
    expect(d.data!.deleteParamValue).toBe(c.data!.createParamValue.id);
  });

  test('validation failures → BAD_USER_INPUT with the Spanish message; unknown ids → NOT_FOUND', async () => {
    const blank = await gql(t, CREATE, { input: { key: 'org_tipo', value: ' ' } }, admin);
    expect([codesOf(blank), blank.errors![0].message]).toEqual([['BAD_USER_INPUT'], 'El valor es obligatorio.']);
    const key = await gql(t, CREATE, { input: { key: 'Org Tipo', value: 'x' } }, admin);
    expect(key.errors![0].message).toMatch(/^La clave del parámetro no es válida/);
    const ord = await gql(t, UPDATE, { id: 1, input: { ord: -10 } }, admin);
    expect(ord.errors![0].message).toBe('El orden debe ser un número entero entre 0 y 1000000000.');
    const badKeys = await gql(t, PARAMS, { keys: ['ok_key', 'no válida'] }, admin);
    expect(codesOf(badKeys)).toEqual(['BAD_USER_INPUT']);
    for (const id of [0, -1, 987654]) {
      expect(codesOf(await gql(t, UPDATE, { id, input: { value: 'x' } }, admin))).toEqual(['NOT_FOUND']);
      expect(codesOf(await gql(t, DELETE, { id }, admin))).toEqual(['NOT_FOUND']);
    }
  });
});

describe('bad input (generated) never reaches the database', () => {
  test('REST and GraphQL parameter writes answer 4xx with a Spanish message, never 5xx, and change nothing', async () => {
    const id = await insertParam('incoterm', 'FIJO', 900);
    const scalarsWrong: unknown[] = [null, 12, true, [], ['a'], { a: 1 }, HUGE, '', '   '];
    const rest: RestCase[] = [
      ...scalarsWrong.map((key) => ({ method: 'post' as const, path: '/api/params', body: { key, value: 'v' } })),
      ...scalarsWrong.filter((v) => v !== null).map((value) => ({ method: 'post' as const, path: '/api/params', body: { key: 'incoterm', value } })),
      ...[-1, -0.5, 'x', '1e3', {}, [], 2_000_000_000, true].map((ord) => ({ method: 'post' as const, path: '/api/params', body: { key: 'incoterm', value: 'v', ord } })),
      ...['sí', 2, {}, [1], -1].map((active) => ({ method: 'patch' as const, path: `/api/params/${id}`, body: { active } })),
      ...[HUGE, 12, {}, [], '  '].map((value) => ({ method: 'patch' as const, path: `/api/params/${id}`, body: { value } })),
      { method: 'post', path: '/api/params', body: ['key', 'value'] },
      { method: 'post', path: '/api/params', body: 'key=incoterm' },
      { method: 'post', path: '/api/params', body: 42 },
      { method: 'post', path: '/api/params', body: { key: 'kanban_hide_stages__sin-workspace', value: '1' } },
      { method: 'patch', path: '/api/params/0', body: { value: 'x' } },
      { method: 'patch', path: '/api/params/-1', body: { value: 'x' } },
      { method: 'patch', path: '/api/params/abc', body: { value: 'x' } },
      { method: 'delete', path: '/api/params/424242' },
      { method: 'delete', path: '/api/params/1e3' },
      { method: 'get', path: `/api/params?keys=${encodeURIComponent(HUGE)}` },
      { method: 'get', path: `/api/params?keys=${Array.from({ length: 101 }, (_, i) => `k${i}`).join(',')}` },
    ];
    const graphql: GqlCase[] = [
      { query: CREATE, variables: { input: { key: 'incoterm', value: HUGE } } },
      { query: CREATE, variables: { input: { key: 'incoterm', value: 12 } } },
      { query: CREATE, variables: { input: { key: 'incoterm', value: { a: 1 } } } },
      { query: CREATE, variables: { input: { key: ['incoterm'], value: 'v' } } },
      { query: CREATE, variables: { input: { key: 'incoterm', value: 'v', ord: 'diez' } } },
      { query: CREATE, variables: { input: { key: 'incoterm', value: 'v', ord: -5 } } },
      { query: CREATE, variables: { input: { key: 'incoterm', value: 'v', ord: 3_000_000_000 } } },
      { query: CREATE, variables: { input: { key: 'incoterm', value: 'v', active: 'sí' } } },
      { query: CREATE, variables: { input: { value: 'v' } } },
      { query: CREATE, variables: { input: { key: 'x__no-existe', value: 'v' } } },
      { query: UPDATE, variables: { id: 'abc', input: { value: 'x' } } },
      { query: UPDATE, variables: { id: id, input: { value: '' } } },
      { query: UPDATE, variables: { id: id, input: { ord: 1.5 } } },
      { query: UPDATE, variables: { id: -1, input: { value: 'x' } } },
      { query: DELETE, variables: { id: 0 } },
      { query: DELETE, variables: { id: null } },
      { query: PARAMS, variables: { keys: [12] } },
      { query: PARAMS, variables: { keys: [HUGE] } },
    ];
    const before = await snapshotTables(t, ['param_values', 'audit_events']);
    const outcomes = [...(await Promise.all(rest.map((c) => runRest(t, admin, c)))), ...(await Promise.all(graphql.map((c) => runGql(t, admin, c))))];
    expect(outcomes.length).toBeGreaterThanOrEqual(60);
    for (const o of outcomes) {
      expect({ label: o.label, fourXX: o.status >= 400 && o.status < 500, spanish: isSpanishMessage(o.message) }).toEqual({ label: o.label, fourXX: true, spanish: true });
      expect(o.code).not.toBe('INTERNAL_SERVER_ERROR');
    }
    expect(await snapshotTables(t, ['param_values', 'audit_events'])).toEqual(before);
  });
});

describe('IVA default parameters hold a rate', () => {
  test('REST and GraphQL: exenta, 5 or 10 are stored; other text → 400 / BAD_USER_INPUT (on the value), nothing changes', async () => {
    const ok = await api(t, admin).post('/api/params', { key: 'iva_defecto_seguro', value: '5' });
    expect(ok.status).toBe(201);
    const before = await repo().count();
    const audits = await t.ds.getRepository(AuditEventEntity).count({ where: { entity: 'param' } });
    for (const [key, value] of [['iva_defecto_flete', 'diez'], ['iva_defecto_gastos_locales', '21'], ['iva_defecto_seguro', '10,5']]) {
      const res = await api(t, admin).post('/api/params', { key, value });
      expect([res.status, res.body]).toEqual([400, { error: 'El IVA por defecto debe ser exenta, 5 o 10.' }]);
    }
    const patched = await api(t, admin).patch(`/api/params/${ok.body.id}`, { value: 'mucho' });
    expect([patched.status, patched.body.error]).toEqual([400, 'El IVA por defecto debe ser exenta, 5 o 10.']);
    const created = await gql(t, CREATE, { input: { key: 'iva_defecto_flete', value: '12' } }, admin);
    expect([codesOf(created), created.errors![0].message]).toEqual([['BAD_USER_INPUT'], 'El IVA por defecto debe ser exenta, 5 o 10.']);
    // The screen shows it next to the value.
    expect(created.errors![0].extensions).toMatchObject({ field: 'value' });
    const updated = await gql(t, UPDATE, { id: ok.body.id, input: { value: 'IVA 21' } }, admin);
    expect([codesOf(updated), updated.errors![0].message]).toEqual([['BAD_USER_INPUT'], 'El IVA por defecto debe ser exenta, 5 o 10.']);
    expect(await repo().count()).toBe(before);
    expect((await repo().findOneByOrFail({ id: ok.body.id })).value).toBe('5');
    expect(await t.ds.getRepository(AuditEventEntity).count({ where: { entity: 'param' } })).toBe(audits);
    // A rate written as people write it is accepted.
    expect((await gql(t, UPDATE, { id: ok.body.id, input: { value: 'Exenta' } }, admin)).data!.updateParamValue.value).toBe('Exenta');
  });
});
