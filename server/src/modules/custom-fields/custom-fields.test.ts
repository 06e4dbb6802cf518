import { AuditEventEntity } from '../audit/audit-event.entity';
import { DealEntity } from '../deals/deal.entity';
import { StageEntity } from '../pipelines/stage.entity';
import { ContactCustomFieldEntity, DealCustomFieldEntity, OrgCustomFieldEntity } from './custom-field.entity';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { adminToken, makeContact, makeOrganization, makeUser, type MadeUser } from '../../../test/factories';
import { api, codesOf, gql } from '../../../test/http';

let t: TestApp;
let admin: string;
let ventaA: MadeUser;
let ventaB: MadeUser;
let ops: MadeUser;
let viewer: MadeUser;

beforeAll(async () => {
  t = await createTestApp();
  admin = await adminToken(t);
  ventaA = await makeUser(t, { role: 'venta' });
  ventaB = await makeUser(t, { role: 'venta' });
  ops = await makeUser(t, { role: 'ops' });
  viewer = await makeUser(t, { role: 'viewer' });
});
afterAll(() => t.close());

const DATETIME = expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);

async function makeDeal(): Promise<DealEntity> {
  const stage = (await t.ds.getRepository(StageEntity).find({ order: { id: 'ASC' }, take: 1 }))[0];
  const repo = t.ds.getRepository(DealEntity);
  const res = await repo.insert({ title: 'Operación con campos', pipelineId: stage.pipelineId, stageId: stage.id });
  return repo.findOneByOrFail({ id: Number(res.identifiers[0].id) });
}

/** The three owners: REST path, owner key of the row, table entity, owner factory, GraphQL enum and type name. */
const OWNERS = [
  { path: 'deals', ownerKey: 'deal_id', entity: DealCustomFieldEntity, prop: 'dealId', make: async () => (await makeDeal()).id, gqlOwner: 'deal', typename: 'DealCustomField' },
  { path: 'organizations', ownerKey: 'org_id', entity: OrgCustomFieldEntity, prop: 'orgId', make: async () => (await makeOrganization(t, {})).id, gqlOwner: 'organization', typename: 'OrganizationCustomField' },
  { path: 'contacts', ownerKey: 'person_id', entity: ContactCustomFieldEntity, prop: 'contactId', make: async () => (await makeContact(t, {})).id, gqlOwner: 'contact', typename: 'ContactCustomField' },
] as const;

const countFields = (o: (typeof OWNERS)[number], ownerId: number) => t.ds.getRepository(o.entity).countBy({ [o.prop]: ownerId } as object);

describe.each(OWNERS)('REST /api/$path/{id}/custom-fields', (o) => {
  test('GET lists, POST upserts on key (201 new, 200 updated, omitted label/type kept), PUT changes the value', async () => {
    const ownerId = await o.make();
    expect((await api(t, viewer.token).get(`/api/${o.path}/${ownerId}/custom-fields`)).body).toEqual([]);

    const created = await api(t, ventaA.token).post(`/api/${o.path}/${ownerId}/custom-fields`, { key: ' origen_pto ', label: 'Puerto de origen', type: 'text', value: 'Shanghai' });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      id: expect.any(Number),
      [o.ownerKey]: ownerId,
      key: 'origen_pto',
      label: 'Puerto de origen',
      type: 'text',
      value: 'Shanghai',
      created_at: DATETIME,
      updated_at: DATETIME,
    });

    const again = await api(t, ops.token).post(`/api/${o.path}/${ownerId}/custom-fields`, { key: 'origen_pto', value: 'Ningbo' });
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ id: created.body.id, key: 'origen_pto', label: 'Puerto de origen', type: 'text', value: 'Ningbo' });
    expect(await countFields(o, ownerId)).toBe(1);

    // numbers are stored as text; '' empties the value; a new key without type is text with the label given
    const num = await api(t, ventaA.token).post(`/api/${o.path}/${ownerId}/custom-fields`, { key: 'cant_bultos', label: 'Cantidad', type: 'number', value: 12 });
    expect(num.body).toMatchObject({ type: 'number', value: '12' });
    const put = await api(t, ventaA.token).put(`/api/${o.path}/${ownerId}/custom-fields/${num.body.id}`, { value: 14.5 });
    expect(put.status).toBe(200);
    expect(put.body).toMatchObject({ id: num.body.id, [o.ownerKey]: ownerId, key: 'cant_bultos', value: '14.5' });
    const cleared = await api(t, ventaA.token).put(`/api/${o.path}/${ownerId}/custom-fields/${num.body.id}`, { value: '' });
    expect(cleared.body.value).toBeNull();

    const listed = await api(t, viewer.token).get(`/api/${o.path}/${ownerId}/custom-fields`);
    expect(listed.body.map((f: { key: string; value: string | null }) => [f.key, f.value])).toEqual([
      ['origen_pto', 'Ningbo'],
      ['cant_bultos', null],
    ]);

    // field ids repeat across the three tables: the audit row names its owner kind and id in meta
    const audit = (await t.ds.getRepository(AuditEventEntity).find({ where: { entity: 'custom_field', entityId: created.body.id }, order: { id: 'ASC' } })).filter(
      (a) => a.meta?.owner === { deals: 'deal', organizations: 'org', contacts: 'contact' }[o.path] && a.meta?.ownerId === ownerId,
    );
    expect(audit.map((a) => a.action)).toEqual(['create', 'update']);
    expect(audit[1].meta).toMatchObject({ key: 'origen_pto', ownerId, changes: { value: ['Shanghai', 'Ningbo'] } });
  });

  test("PUT on a field of another owner → 404 'Campo no encontrado.'; unknown or odd owner ids → 404", async () => {
    const first = await o.make();
    const second = await o.make();
    const field = await api(t, admin).post(`/api/${o.path}/${first}/custom-fields`, { key: 'ajeno', label: 'Ajeno', value: 'original' });
    const other = await api(t, admin).put(`/api/${o.path}/${second}/custom-fields/${field.body.id}`, { value: 'pisado' });
    expect([other.status, other.body]).toEqual([404, { error: 'Campo no encontrado.' }]);
    for (const fid of ['0', 'abc', '-1', '99999999']) {
      expect((await api(t, admin).put(`/api/${o.path}/${first}/custom-fields/${fid}`, { value: 'x' })).status).toBe(404);
    }
    expect((await t.ds.getRepository(o.entity).findOneByOrFail({ id: field.body.id })).value).toBe('original');
    for (const id of ['0', '-1', 'abc', '88888888']) {
      expect((await api(t, admin).get(`/api/${o.path}/${id}/custom-fields`)).status).toBe(404);
      expect((await api(t, admin).post(`/api/${o.path}/${id}/custom-fields`, { key: 'k', label: 'K' })).status).toBe(404);
    }
  });

  test("validation: 'Completá clave y etiqueta.', no spaces in the key, length and type limits", async () => {
    const ownerId = await o.make();
    const post = (body: object) => api(t, ventaA.token).post(`/api/${o.path}/${ownerId}/custom-fields`, body);
    const cases: Array<[object, string]> = [
      [{ label: 'Sin clave' }, 'Completá clave y etiqueta.'],
      [{ key: '   ', label: 'Clave vacía' }, 'Completá clave y etiqueta.'],
      [{ key: 'sin_etiqueta' }, 'Completá clave y etiqueta.'],
      [{ key: 'sin_etiqueta', label: '' }, 'Completá clave y etiqueta.'],
      [{ key: 'con espacio', label: 'X' }, 'La clave no puede tener espacios.'],
      [{ key: 'k'.repeat(81), label: 'X' }, 'La clave admite hasta 80 caracteres.'],
      [{ key: 'k', label: 'L'.repeat(161) }, 'La etiqueta admite hasta 160 caracteres.'],
      [{ key: 'k', label: 'X', type: 'color' }, o.path === 'deals' ? 'Tipo de campo inválido: elegí text, number, date o select.' : 'Tipo de campo inválido: elegí text, number o date.'],
      [{ key: 'k', label: 'X', type: 7 }, o.path === 'deals' ? 'Tipo de campo inválido: elegí text, number, date o select.' : 'Tipo de campo inválido: elegí text, number o date.'],
      [{ key: 'k', label: 'X', value: { a: 1 } }, 'El valor debe ser texto o número.'],
      [{ key: 'k', label: 'X', value: 'v'.repeat(5001) }, 'El valor admite hasta 5000 caracteres.'],
    ];
    for (const [body, error] of cases) {
      const res = await post(body);
      expect([JSON.stringify(body).slice(0, 40), res.status, res.body]).toEqual([JSON.stringify(body).slice(0, 40), 400, { error }]);
    }
    const select = await post({ key: 'modalidad_carga', label: 'Modalidad', type: 'select', value: 'AEREO' });
    if (o.path === 'deals') expect(select.status).toBe(201);
    else expect([select.status, select.body]).toEqual([400, { error: 'Tipo de campo inválido: elegí text, number o date.' }]);
    expect(await countFields(o, ownerId)).toBe(o.path === 'deals' ? 1 : 0);
  });

  test('role matrix: admin, venta and ops write; a viewer reads but gets 403 on POST and PUT', async () => {
    const ownerId = await o.make();
    let fieldId = 0;
    for (const [role, token] of [['admin', admin], ['venta', ventaA.token], ['ops', ops.token]] as const) {
      const res = await api(t, token).post(`/api/${o.path}/${ownerId}/custom-fields`, { key: `k_${role}`, label: role });
      expect([role, res.status]).toEqual([role, 201]);
      fieldId = res.body.id;
      expect((await api(t, token).put(`/api/${o.path}/${ownerId}/custom-fields/${fieldId}`, { value: role })).status).toBe(200);
    }
    const post = await api(t, viewer.token).post(`/api/${o.path}/${ownerId}/custom-fields`, { key: 'k_viewer', label: 'viewer' });
    expect([post.status, post.body]).toEqual([403, { error: 'No tenés permisos para realizar esta acción.' }]);
    expect((await api(t, viewer.token).put(`/api/${o.path}/${ownerId}/custom-fields/${fieldId}`, { value: 'viewer' })).status).toBe(403);
    expect((await api(t, viewer.token).get(`/api/${o.path}/${ownerId}/custom-fields`)).body).toHaveLength(3);
    expect(await countFields(o, ownerId)).toBe(3);
    expect((await t.ds.getRepository(o.entity).findOneByOrFail({ id: fieldId })).value).toBe('ops');
  });

  test('concurrent POSTs of one new key leave exactly one row', async () => {
    const ownerId = await o.make();
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) => api(t, ventaA.token).post(`/api/${o.path}/${ownerId}/custom-fields`, { key: 'f_cotiz', label: 'Fecha cotización', type: 'date', value: `2026-01-0${i + 1}` })),
    );
    expect(results.map((r) => r.status).every((s) => s === 200 || s === 201)).toBe(true);
    expect(results.some((r) => r.status === 201)).toBe(true);
    expect(new Set(results.map((r) => r.body.id)).size).toBe(1);
    expect(await countFields(o, ownerId)).toBe(1);
  });
});

describe('custom fields follow the visibility of organizations and contacts', () => {
  test.each([
    ['organizations', (opts: object) => makeOrganization(t, opts)],
    ['contacts', (opts: object) => makeContact(t, opts)],
  ] as const)("%s: another user's private record → 404; shared → readable, not writable (403); owner and admin write", async (path, make) => {
    const priv = await make({ ownerUserId: ventaA.user.id, visibility: 'private' });
    const shared = await make({ ownerUserId: ventaA.user.id, visibility: 'shared' });
    const field = await api(t, ventaA.token).post(`/api/${path}/${priv.id}/custom-fields`, { key: 'secreto', label: 'Secreto', value: 's' });
    expect(field.status).toBe(201);

    const notFound = path === 'organizations' ? 'Organización no encontrada.' : 'Contacto no encontrado.';
    for (const res of [
      await api(t, ventaB.token).get(`/api/${path}/${priv.id}/custom-fields`),
      await api(t, ventaB.token).post(`/api/${path}/${priv.id}/custom-fields`, { key: 'x', label: 'X' }),
      await api(t, ventaB.token).put(`/api/${path}/${priv.id}/custom-fields/${field.body.id}`, { value: 'pisado' }),
    ]) {
      expect([res.status, res.body]).toEqual([404, { error: notFound }]);
    }
    expect((await api(t, admin).get(`/api/${path}/${priv.id}/custom-fields`)).body).toHaveLength(1);

    expect((await api(t, ventaB.token).get(`/api/${path}/${shared.id}/custom-fields`)).status).toBe(200);
    expect((await api(t, ventaB.token).post(`/api/${path}/${shared.id}/custom-fields`, { key: 'x', label: 'X' })).status).toBe(403);
    expect((await api(t, ventaA.token).post(`/api/${path}/${shared.id}/custom-fields`, { key: 'x', label: 'X' })).status).toBe(201);
    expect((await api(t, admin).post(`/api/${path}/${shared.id}/custom-fields`, { key: 'x', value: 'admin' })).status).toBe(200);

    const gq = `query($owner: CustomFieldOwner!, $id: Int!) { customFields(owner: $owner, ownerId: $id) { key } }`;
    const owner = path === 'organizations' ? 'organization' : 'contact';
    expect(codesOf(await gql(t, gq, { owner, id: priv.id }, ventaB.token))).toEqual(['NOT_FOUND']);
    // nested fields of an invisible owner never come back either (the batch loader scopes the owner)
    const batch = await t.services.customFields.listForOwners({ id: ventaB.user.id, name: '', email: '', role: 'venta' }, owner === 'organization' ? 'org' : 'contact', [priv.id, shared.id]);
    expect(batch.map((fields) => fields.map((f) => f.key))).toEqual([[], ['x']]);
    expect((await t.ds.getRepository(path === 'organizations' ? OrgCustomFieldEntity : ContactCustomFieldEntity).findOneByOrFail({ id: field.body.id })).value).toBe('s');
  });
});

describe('GraphQL custom fields', () => {
  const LIST = `query($owner: CustomFieldOwner!, $id: Int!) { customFields(owner: $owner, ownerId: $id) { __typename id ownerId key label type value createdAt } }`;
  const UPSERT = `mutation($owner: CustomFieldOwner!, $id: Int!, $input: UpsertCustomFieldInput!) { upsertCustomField(owner: $owner, ownerId: $id, input: $input) { __typename id ownerId key label type value } }`;
  const UPDATE = `mutation($owner: CustomFieldOwner!, $id: Int!, $fieldId: Int!, $value: String) { updateCustomField(owner: $owner, ownerId: $id, fieldId: $fieldId, value: $value) { id key value } }`;

  test.each(OWNERS)('$gqlOwner: upsertCustomField twice gives one row; updateCustomField; customFields lists', async (o) => {
    const ownerId = await o.make();
    const first = await gql(t, UPSERT, { owner: o.gqlOwner, id: ownerId, input: { key: 'incoterm', label: 'Incoterm', value: 'FOB' } }, ventaA.token);
    expect(first.errors).toBeUndefined();
    expect(first.data!.upsertCustomField).toEqual({ __typename: o.typename, id: expect.any(Number), ownerId, key: 'incoterm', label: 'Incoterm', type: 'text', value: 'FOB' });
    const second = await gql(t, UPSERT, { owner: o.gqlOwner, id: ownerId, input: { key: 'incoterm', value: 'CIF', type: 'text' } }, ops.token);
    expect(second.data!.upsertCustomField).toMatchObject({ id: first.data!.upsertCustomField.id, label: 'Incoterm', value: 'CIF' });
    expect(await countFields(o, ownerId)).toBe(1);

    const upd = await gql(t, UPDATE, { owner: o.gqlOwner, id: ownerId, fieldId: first.data!.upsertCustomField.id, value: 'EXW' }, ventaA.token);
    expect(upd.data!.updateCustomField).toEqual({ id: first.data!.upsertCustomField.id, key: 'incoterm', value: 'EXW' });
    const listed = await gql(t, LIST, { owner: o.gqlOwner, id: ownerId }, viewer.token);
    expect(listed.data!.customFields).toEqual([{ __typename: o.typename, id: first.data!.upsertCustomField.id, ownerId, key: 'incoterm', label: 'Incoterm', type: 'text', value: 'EXW', createdAt: expect.any(String) }]);

    // errors
    expect(codesOf(await gql(t, UPSERT, { owner: o.gqlOwner, id: ownerId, input: { key: 'x y', label: 'X' } }, ventaA.token))).toEqual(['BAD_USER_INPUT']);
    const noLabel = await gql(t, UPSERT, { owner: o.gqlOwner, id: ownerId, input: { key: 'nuevo' } }, ventaA.token);
    expect(noLabel.errors![0]).toMatchObject({ message: 'Completá clave y etiqueta.', extensions: { code: 'BAD_USER_INPUT' } });
    expect(codesOf(await gql(t, UPSERT, { owner: o.gqlOwner, id: ownerId, input: { key: 'v', label: 'V' } }, viewer.token))).toEqual(['FORBIDDEN']);
    expect(codesOf(await gql(t, UPDATE, { owner: o.gqlOwner, id: ownerId, fieldId: first.data!.upsertCustomField.id, value: 'viewer' }, viewer.token))).toEqual(['FORBIDDEN']);
    expect(codesOf(await gql(t, UPDATE, { owner: o.gqlOwner, id: ownerId, fieldId: 999999, value: 'x' }, ventaA.token))).toEqual(['NOT_FOUND']);
    expect(codesOf(await gql(t, LIST, { owner: o.gqlOwner, id: 0 }, ventaA.token))).toEqual(['NOT_FOUND']);
    expect(await countFields(o, ownerId)).toBe(1);
    expect((await t.ds.getRepository(o.entity).findOneByOrFail({ id: first.data!.upsertCustomField.id })).value).toBe('EXW');
  });

  test('listForDeals batches the fields of many deals in one query (for Deal.customFields)', async () => {
    const d1 = (await makeDeal()).id;
    const d2 = (await makeDeal()).id;
    await t.ds.getRepository(DealCustomFieldEntity).insert([
      { dealId: d1, key: 'a', label: 'A', type: 'text', value: '1' },
      { dealId: d2, key: 'b', label: 'B', type: 'select', value: '2' },
      { dealId: d1, key: 'c', label: 'C', type: 'date', value: '2026-02-01' },
    ]);
    t.sql.start();
    const fields = await t.services.customFields.listForDeals([d2, 987654, d1]);
    expect(t.sql.stop()).toBe(1);
    expect(fields.map((fs) => fs.map((f) => f.key))).toEqual([['b'], [], ['a', 'c']]);
  });
});
