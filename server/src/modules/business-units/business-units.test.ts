import { AuditEventEntity } from '../audit/audit-event.entity';
import { ParamValueEntity } from '../params/param-value.entity';
import { BusinessUnitEntity } from './business-unit.entity';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { type MadeUser, makeRoleUsers, makeUser } from '../../../test/factories';
import { api, codesOf, gql } from '../../../test/http';
import { HUGE, isSpanishMessage, snapshotTables } from '../../../test/bad-input';

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

const CREATE = `mutation CreateBusinessUnit($input: CreateBusinessUnitInput!) { createBusinessUnit(input: $input) { id name keySlug parentId } }`;
const UPDATE = `mutation UpdateBusinessUnit($id: Int!, $input: UpdateBusinessUnitInput!) { updateBusinessUnit(id: $id, input: $input) { id name keySlug parentId } }`;

test('GET /business-units → the seeded workspaces, top-level first', async () => {
  const res = await api(t, viewer.token).get('/api/business-units');
  expect(res.status).toBe(200);
  expect(res.body.slice(0, 3)).toEqual([
    { id: expect.any(Number), key_slug: 'atm-cargo', name: 'Cargo', parent_id: null },
    { id: expect.any(Number), key_slug: 'industrial-rayflex', name: 'Rayflex', parent_id: null },
    { id: expect.any(Number), key_slug: 'industrial-boplan', name: 'Boplan', parent_id: null },
  ]);
});

test('admins create a unit (REST and GraphQL) with a parent; children are listed after the top-level ones; audited', async () => {
  const cargo = await t.ds.getRepository(BusinessUnitEntity).findOneByOrFail({ keySlug: 'atm-cargo' });
  const rest = await api(t, admin).post('/api/business-units', { name: 'Cargo aéreo', key_slug: 'atm-aereo', parent_id: String(cargo.id) });
  expect([rest.status, rest.body]).toEqual([201, { id: expect.any(Number), key_slug: 'atm-aereo', name: 'Cargo aéreo', parent_id: cargo.id }]);
  const g = await gql(t, CREATE, { input: { name: 'Seguros', keySlug: 'seguros' } }, admin);
  expect(g.data!.createBusinessUnit).toEqual({ id: expect.any(Number), name: 'Seguros', keySlug: 'seguros', parentId: null });
  const list = (await api(t, viewer.token).get('/api/business-units')).body.map((u: { key_slug: string }) => u.key_slug);
  expect(list.indexOf('seguros')).toBeLessThan(list.indexOf('atm-aereo'));
  expect((await t.ds.getRepository(AuditEventEntity).findOneByOrFail({ entity: 'business_unit', entityId: rest.body.id })).action).toBe('create');
});

test('changing a slug renames that workspace’s parameter overrides key__{slug}', async () => {
  const unit = (await api(t, admin).post('/api/business-units', { name: 'Temporal', key_slug: 'temporal' })).body;
  await t.ds.getRepository(ParamValueEntity).insert([
    { key: 'kanban_hide_stages__temporal', value: '3', ord: 10, active: true },
    { key: 'kanban_stage_labels__temporal', value: '1|Nuevo', ord: 10, active: true },
    { key: 'kanban_hide_stages__temporal-2', value: '4', ord: 10, active: true },
  ]);
  const res = await api(t, admin).patch(`/api/business-units/${unit.id}`, { key_slug: 'definitivo', name: 'Definitivo' });
  expect(res.body).toEqual({ id: unit.id, key_slug: 'definitivo', name: 'Definitivo', parent_id: null });
  const keys = (await t.ds.getRepository(ParamValueEntity).find()).map((p) => p.key);
  expect(keys).toEqual(expect.arrayContaining(['kanban_hide_stages__definitivo', 'kanban_stage_labels__definitivo', 'kanban_hide_stages__temporal-2']));
  expect(keys).not.toContain('kanban_hide_stages__temporal');
  const u = await gql(t, UPDATE, { id: unit.id, input: { name: 'Final' } }, admin);
  expect(u.data!.updateBusinessUnit).toMatchObject({ name: 'Final', keySlug: 'definitivo' });
});

test('validation and conflicts → 4xx Spanish; nothing changes', async () => {
  const child = (await api(t, admin).post('/api/business-units', { name: 'Hija', key_slug: 'hija', parent_id: (await t.ds.getRepository(BusinessUnitEntity).findOneByOrFail({ keySlug: 'industrial-boplan' })).id })).body;
  const before = await snapshotTables(t, ['business_units', 'param_values']);
  const cases: Array<[string, string, object, number, string]> = [
    ['post', '/api/business-units', { name: 'X', key_slug: 'atm-cargo' }, 409, 'Ya existe una unidad de negocio con ese slug.'],
    ['post', '/api/business-units', { name: 'X', key_slug: 'Con Espacios' }, 400, 'El slug debe tener minúsculas, números y guiones (por ejemplo atm-cargo), hasta 80 caracteres.'],
    ['post', '/api/business-units', { name: 'X', key_slug: 'a'.repeat(81) }, 400, 'El slug debe tener minúsculas, números y guiones (por ejemplo atm-cargo), hasta 80 caracteres.'],
    ['post', '/api/business-units', { name: 'X' }, 400, 'El slug debe tener minúsculas, números y guiones (por ejemplo atm-cargo), hasta 80 caracteres.'],
    ['post', '/api/business-units', { key_slug: 'x' }, 400, 'El nombre de la unidad de negocio es obligatorio.'],
    ['post', '/api/business-units', { name: HUGE, key_slug: 'x' }, 400, 'El nombre de la unidad de negocio admite hasta 120 caracteres.'],
    ['post', '/api/business-units', { name: 'X', key_slug: 'x', parent_id: 'abc' }, 400, 'La unidad superior no es válida.'],
    ['post', '/api/business-units', { name: 'X', key_slug: 'x', parent_id: 999999 }, 404, 'La unidad superior no existe.'],
    ['post', '/api/business-units', { name: 'X', key_slug: 'x', parent_id: child.id }, 400, 'La unidad superior debe ser una unidad de primer nivel distinta de esta.'],
    ['patch', `/api/business-units/${child.id}`, { parent_id: child.id }, 400, 'La unidad superior debe ser una unidad de primer nivel distinta de esta.'],
    ['patch', `/api/business-units/${child.id}`, { key_slug: 'atm-cargo' }, 409, 'Ya existe una unidad de negocio con ese slug.'],
    ['patch', '/api/business-units/abc', { name: 'X' }, 404, 'Unidad de negocio no encontrada.'],
    ['patch', '/api/business-units/0', { name: 'X' }, 404, 'Unidad de negocio no encontrada.'],
  ];
  for (const [method, path, body, status, error] of cases) {
    const res = await (method === 'post' ? api(t, admin).post(path, body) : api(t, admin).patch(path, body));
    expect([path, res.status, res.body]).toEqual([path, status, { error }]);
  }
  const parentOfChild = await api(t, admin).patch(`/api/business-units/${(await t.ds.getRepository(BusinessUnitEntity).findOneByOrFail({ keySlug: 'industrial-boplan' })).id}`, { parent_id: child.id });
  expect(parentOfChild.status).toBe(400);
  const g = await gql(t, CREATE, { input: { name: 'X', keySlug: 'MAL' } }, admin);
  expect(codesOf(g)).toEqual(['BAD_USER_INPUT']);
  expect(isSpanishMessage(g.errors![0].message)).toBe(true);
  expect(await snapshotTables(t, ['business_units', 'param_values'])).toEqual(before);
});

test.each(['venta', 'ops', 'viewer', 'finanzas'] as const)('role matrix: %s → 403 / FORBIDDEN on business-unit writes', async (role) => {
  const token = { venta, ops, viewer, finanzas }[role].token;
  const cargo = await t.ds.getRepository(BusinessUnitEntity).findOneByOrFail({ keySlug: 'atm-cargo' });
  const before = await snapshotTables(t, ['business_units']);
  expect((await api(t, token).post('/api/business-units', { name: 'X', key_slug: `x-${role}` })).status).toBe(403);
  expect((await api(t, token).patch(`/api/business-units/${cargo.id}`, { name: 'X' })).status).toBe(403);
  expect(codesOf(await gql(t, CREATE, { input: { name: 'X', keySlug: `y-${role}` } }, token))).toEqual(['FORBIDDEN']);
  expect(codesOf(await gql(t, UPDATE, { id: cargo.id, input: { name: 'X' } }, token))).toEqual(['FORBIDDEN']);
  expect(await snapshotTables(t, ['business_units'])).toEqual(before);
});
