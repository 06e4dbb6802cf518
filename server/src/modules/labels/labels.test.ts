import { SEED_LABELS } from '../../seed/initial-data';
import { AuditEventEntity } from '../audit/audit-event.entity';
import { ContactEntity } from '../contacts/contact.entity';
import { OrganizationEntity } from '../organizations/organization.entity';
import { LabelEntity } from './label.entity';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { type MadeUser, makeContact, makeOrganization, makeRoleUsers, makeUser } from '../../../test/factories';
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

const repo = () => t.ds.getRepository(LabelEntity);
let seq = 0;
const insertLabel = async (scope: 'person' | 'organization', name = `Etiqueta ${++seq}`) => {
  const res = await repo().insert({ name, scope, color: '#123456' });
  return repo().findOneByOrFail({ id: Number(res.identifiers[0].id) });
};

const LABELS = `query Labels($scope: LabelScope) { labels(scope: $scope) { id name scope color } }`;
const CREATE = `mutation CreateLabel($input: CreateLabelInput!) { createLabel(input: $input) { id name scope color } }`;
const UPDATE = `mutation UpdateLabel($id: Int!, $input: UpdateLabelInput!) { updateLabel(id: $id, input: $input) { id name scope color } }`;
const DELETE = `mutation DeleteLabel($id: Int!) { deleteLabel(id: $id) }`;

describe('GET /api/labels', () => {
  test('the seeded labels per scope, as [{ id, name, scope, color }] by name', async () => {
    const person = await api(t, viewer.token).get('/api/labels?scope=person');
    expect(person.status).toBe(200);
    const seededPerson = SEED_LABELS.filter((l) => l.scope === 'person').map((l) => l.name).sort((a, b) => a.localeCompare(b));
    expect(person.body.map((l: { name: string }) => l.name)).toEqual(seededPerson);
    expect(person.body[0]).toEqual({ id: expect.any(Number), name: seededPerson[0], scope: 'person', color: expect.stringMatching(/^#[0-9a-f]{6}$/) });
    const orgs = await api(t, viewer.token).get('/api/labels?scope=organization');
    expect(orgs.body.every((l: { scope: string }) => l.scope === 'organization')).toBe(true);
    expect(orgs.body.length).toBeGreaterThanOrEqual(3);
    const all = await api(t, viewer.token).get('/api/labels');
    expect(all.body.length).toBe(person.body.length + orgs.body.length);
  });

  test('an unknown scope → 400 Spanish; no session → 401', async () => {
    const res = await api(t, viewer.token).get('/api/labels?scope=deal');
    expect([res.status, res.body]).toEqual([400, { error: 'El alcance de la etiqueta debe ser person u organization.' }]);
    expect((await api(t).get('/api/labels')).status).toBe(401);
  });
});

describe('REST label writes (admins)', () => {
  test('POST → 201 with the row (color lower-cased, default #64748b), audited', async () => {
    const res = await api(t, admin).post('/api/labels', { name: ' VIP ', scope: 'person', color: '#FF0000' });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ id: expect.any(Number), name: 'VIP', scope: 'person', color: '#ff0000' });
    const def = await api(t, admin).post('/api/labels', { name: 'Sin color', scope: 'organization' });
    expect(def.body.color).toBe('#64748b');
    const [audit] = await t.ds.getRepository(AuditEventEntity).findBy({ entity: 'label', entityId: res.body.id });
    expect(audit).toMatchObject({ action: 'create', meta: { changes: { name: [null, 'VIP'], scope: [null, 'person'], color: [null, '#ff0000'] } } });
  });

  test('a duplicate name in the same scope → 409 Spanish, also differing only in case or accents; another scope is fine', async () => {
    await insertLabel('person', 'Crítico');
    for (const name of ['Crítico', 'crítico', 'CRITICO']) {
      const res = await api(t, admin).post('/api/labels', { name, scope: 'person' });
      expect([res.status, res.body]).toEqual([409, { error: 'Ya existe una etiqueta con ese nombre.' }]);
    }
    expect((await api(t, admin).post('/api/labels', { name: 'Crítico', scope: 'organization' })).status).toBe(201);
  });

  test('validation → 400 Spanish', async () => {
    const cases: Array<[object, string]> = [
      [{ scope: 'person' }, 'El nombre de la etiqueta es obligatorio.'],
      [{ name: '  ', scope: 'person' }, 'El nombre de la etiqueta es obligatorio.'],
      [{ name: 'n'.repeat(81), scope: 'person' }, 'El nombre de la etiqueta admite hasta 80 caracteres.'],
      [{ name: 'X' }, 'El alcance de la etiqueta debe ser person u organization.'],
      [{ name: 'X', scope: 'deal' }, 'El alcance de la etiqueta debe ser person u organization.'],
      [{ name: 'X', scope: 'person', color: 'red' }, 'El color debe tener el formato #rrggbb.'],
      [{ name: 'X', scope: 'person', color: '#fff' }, 'El color debe tener el formato #rrggbb.'],
    ];
    for (const [body, error] of cases) {
      const res = await api(t, admin).post('/api/labels', body);
      expect([res.status, res.body]).toEqual([400, { error }]);
    }
  });

  test('PATCH renames (and relabels the contacts or organizations carrying the old name) and recolours', async () => {
    const label = await insertLabel('person', 'Frío');
    const tagged = await makeContact(t, { label: 'Frío' });
    const otherScope = await makeOrganization(t, { label: 'Frío' });
    const res = await api(t, admin).patch(`/api/labels/${label.id}`, { name: 'Tibio', color: '#00AA00', scope: 'organization' });
    expect([res.status, res.body]).toEqual([200, { id: label.id, name: 'Tibio', scope: 'person', color: '#00aa00' }]);
    expect((await t.ds.getRepository(ContactEntity).findOneByOrFail({ id: tagged.id })).label).toBe('Tibio');
    expect((await t.ds.getRepository(OrganizationEntity).findOneByOrFail({ id: otherScope.id })).label).toBe('Frío');
    const audit = await t.ds.getRepository(AuditEventEntity).findOneByOrFail({ entity: 'label', entityId: label.id, action: 'update' });
    expect(audit.meta).toEqual({ changes: { name: ['Frío', 'Tibio'], color: ['#123456', '#00aa00'] }, relabeled: 1 });

    const dup = await insertLabel('person', 'Caliente');
    const clash = await api(t, admin).patch(`/api/labels/${dup.id}`, { name: 'tibio' });
    expect([clash.status, clash.body]).toEqual([409, { error: 'Ya existe una etiqueta con ese nombre.' }]);
    const recase = await api(t, admin).patch(`/api/labels/${label.id}`, { name: 'TIBIO' });
    expect(recase.body.name).toBe('TIBIO');
    const bad = await api(t, admin).patch(`/api/labels/${label.id}`, { color: 'verde' });
    expect([bad.status, bad.body]).toEqual([400, { error: 'El color debe tener el formato #rrggbb.' }]);
  });

  test('DELETE → { ok: true }; ids 0, -1, abc and unknown → 404, never the first row', async () => {
    const label = await insertLabel('organization');
    expect((await api(t, admin).delete(`/api/labels/${label.id}`)).body).toEqual({ ok: true });
    expect(await repo().countBy({ id: label.id })).toBe(0);
    const first = await repo().find({ order: { id: 'ASC' }, take: 1 });
    for (const id of ['0', '-1', 'abc', '999999', String(label.id)]) {
      expect((await api(t, admin).patch(`/api/labels/${id}`, { name: 'Pisada' })).status).toBe(404);
      const del = await api(t, admin).delete(`/api/labels/${id}`);
      expect([del.status, del.body]).toEqual([404, { error: 'Etiqueta no encontrada.' }]);
    }
    expect(await repo().find({ order: { id: 'ASC' }, take: 1 })).toEqual(first);
  });
});

describe('GraphQL labels', () => {
  test('labels(scope), createLabel, updateLabel, deleteLabel', async () => {
    const list = await gql(t, LABELS, { scope: 'organization' }, viewer.token);
    expect(list.errors).toBeUndefined();
    expect(list.data!.labels.every((l: { scope: string }) => l.scope === 'organization')).toBe(true);
    expect((await gql(t, LABELS, {}, viewer.token)).data!.labels.length).toBeGreaterThan(list.data!.labels.length);

    const c = await gql(t, CREATE, { input: { name: 'Exportador frecuente', scope: 'organization', color: '#0000ff' } }, admin);
    expect(c.data!.createLabel).toEqual({ id: expect.any(Number), name: 'Exportador frecuente', scope: 'organization', color: '#0000ff' });
    const u = await gql(t, UPDATE, { id: c.data!.createLabel.id, input: { name: 'Exportador' } }, admin);
    expect(u.data!.updateLabel.name).toBe('Exportador');
    const d = await gql(t, DELETE, { id: c.data!.createLabel.id }, admin);
    expect(d.data!.deleteLabel).toBe(c.data!.createLabel.id);
  });

  test('validation → BAD_USER_INPUT in Spanish; duplicate → CONFLICT; unknown → NOT_FOUND', async () => {
    const color = await gql(t, CREATE, { input: { name: 'X', scope: 'person', color: 'azul' } }, admin);
    expect([codesOf(color), color.errors![0].message]).toEqual([['BAD_USER_INPUT'], 'El color debe tener el formato #rrggbb.']);
    const scope = await gql(t, CREATE, { input: { name: 'X', scope: 'deal' } }, admin);
    expect(codesOf(scope)).toEqual(['BAD_USER_INPUT']);
    expect(isSpanishMessage(scope.errors![0].message)).toBe(true);
    await insertLabel('person', 'Único');
    const dup = await gql(t, CREATE, { input: { name: 'unico', scope: 'person' } }, admin);
    expect(dup.errors).toEqual([expect.objectContaining({ message: 'Ya existe una etiqueta con ese nombre.', extensions: { code: 'CONFLICT' } })]);
    expect(codesOf(await gql(t, UPDATE, { id: 0, input: { name: 'X' } }, admin))).toEqual(['NOT_FOUND']);
    expect(codesOf(await gql(t, DELETE, { id: -1 }, admin))).toEqual(['NOT_FOUND']);
  });
});

describe('role matrix: labels are admin-only', () => {
  test.each(['venta', 'ops', 'viewer', 'finanzas'] as const)('%s → 403 / FORBIDDEN on every write, nothing changes; reads work', async (role) => {
    const token = { venta, ops, viewer, finanzas }[role].token;
    const label = await insertLabel('person');
    const before = await snapshotTables(t, ['labels']);
    const rest = [
      await api(t, token).post('/api/labels', { name: 'X', scope: 'person' }),
      await api(t, token).patch(`/api/labels/${label.id}`, { name: 'X' }),
      await api(t, token).delete(`/api/labels/${label.id}`),
    ];
    expect(rest.map((r) => [r.status, r.body.error])).toEqual(rest.map(() => [403, 'No tenés permisos para realizar esta acción.']));
    const graphql = [
      await gql(t, CREATE, { input: { name: 'X', scope: 'person' } }, token),
      await gql(t, UPDATE, { id: label.id, input: { name: 'X' } }, token),
      await gql(t, DELETE, { id: label.id }, token),
    ];
    expect(graphql.map(codesOf)).toEqual([['FORBIDDEN'], ['FORBIDDEN'], ['FORBIDDEN']]);
    expect(await snapshotTables(t, ['labels'])).toEqual(before);
    expect((await api(t, token).get('/api/labels')).status).toBe(200);
  });

  test('admin → every write succeeds', async () => {
    const c = await api(t, admin).post('/api/labels', { name: 'Matriz', scope: 'person' });
    expect(c.status).toBe(201);
    expect((await api(t, admin).patch(`/api/labels/${c.body.id}`, { color: '#abcdef' })).status).toBe(200);
    expect((await api(t, admin).delete(`/api/labels/${c.body.id}`)).status).toBe(200);
  });
});

describe('bad input (generated) never reaches the database', () => {
  test('REST and GraphQL label writes → 4xx with a Spanish message, never 5xx, nothing changes', async () => {
    const label = await insertLabel('organization');
    const wrong: unknown[] = [null, 12, true, [], ['a'], { a: 1 }, HUGE, '', '   '];
    const rest: RestCase[] = [
      ...wrong.map((name) => ({ method: 'post' as const, path: '/api/labels', body: { name, scope: 'person' } })),
      ...[null, 'deal', 1, {}, [], HUGE, 'PERSON'].map((scope) => ({ method: 'post' as const, path: '/api/labels', body: { name: 'X', scope } })),
      ...['red', '#12345', '#1234567', '#gggggg', 12, {}, [], HUGE].map((color) => ({ method: 'post' as const, path: '/api/labels', body: { name: 'X', scope: 'person', color } })),
      ...wrong.filter((v) => v !== null).map((name) => ({ method: 'patch' as const, path: `/api/labels/${label.id}`, body: { name } })),
      { method: 'post', path: '/api/labels', body: [{ name: 'X', scope: 'person' }] },
      { method: 'patch', path: '/api/labels/abc', body: { name: 'X' } },
      { method: 'delete', path: '/api/labels/-1' },
      { method: 'get', path: `/api/labels?scope=${encodeURIComponent(HUGE)}` },
      { method: 'get', path: '/api/labels?scope=person&scope=organization' },
    ];
    const graphql: GqlCase[] = [
      { query: CREATE, variables: { input: { name: HUGE, scope: 'person' } } },
      { query: CREATE, variables: { input: { name: 12, scope: 'person' } } },
      { query: CREATE, variables: { input: { name: 'X', scope: 'deal' } } },
      { query: CREATE, variables: { input: { name: 'X', scope: 'person', color: '#zzzzzz' } } },
      { query: CREATE, variables: { input: { name: 'X' } } },
      { query: UPDATE, variables: { id: label.id, input: { name: '' } } },
      { query: UPDATE, variables: { id: label.id, input: { color: { r: 1 } } } },
      { query: UPDATE, variables: { id: 'x', input: { name: 'Y' } } },
      { query: DELETE, variables: { id: 1.5 } },
      { query: LABELS, variables: { scope: 'deal' } },
    ];
    const before = await snapshotTables(t, ['labels', 'contacts', 'organizations', 'audit_events']);
    const outcomes = [...(await Promise.all(rest.map((c) => runRest(t, admin, c)))), ...(await Promise.all(graphql.map((c) => runGql(t, admin, c))))];
    expect(outcomes.length).toBeGreaterThanOrEqual(45);
    for (const o of outcomes) {
      expect({ label: o.label, fourXX: o.status >= 400 && o.status < 500, spanish: isSpanishMessage(o.message) }).toEqual({ label: o.label, fourXX: true, spanish: true });
      expect(o.code).not.toBe('INTERNAL_SERVER_ERROR');
    }
    expect(await snapshotTables(t, ['labels', 'contacts', 'organizations', 'audit_events'])).toEqual(before);
  });
});
