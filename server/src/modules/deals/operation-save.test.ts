import { AuditEventEntity } from '../audit/audit-event.entity';
import { DealCustomFieldEntity } from '../custom-fields/custom-field.entity';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { type MadeUser, makeRoleUsers } from '../../../test/factories';
import { api, codesOf, gql } from '../../../test/http';
import { DealEntity } from './deal.entity';
import { insertDealWithFields, seededPipeline } from '../../../test/deals-fixtures';

/**
 * The operation screen's save: carries the version it was loaded at (a stale one is a CONFLICT and
 * writes nothing), writes the deal and its changed custom fields in one transaction with one audit event.
 * REST: PATCH /deals/{id} with `version` or If-Match is conditional; without them (the original client) it is not.
 */
let t: TestApp;
let venta: MadeUser;
let ops: MadeUser;
let viewer: MadeUser;
let pipelineId: number;
let stageId: number;

const CONFLICT_MSG = 'La operación fue modificada por otro usuario mientras la editabas. No se guardó nada: revisá los valores y guardá de nuevo.';

const SAVE = `mutation ($id: Int!, $version: Int!, $input: SaveOperationInput!) {
  saveOperation(id: $id, version: $version, input: $input) { id description value version customFields { key value } }
}`;
const LOAD = 'query ($id: Int!) { deal(id: $id) { id description value version customFields { key value } } }';

beforeAll(async () => {
  t = await createTestApp();
  ({ venta, ops, viewer } = await makeRoleUsers(t, { venta: 'Valeria Venta', ops: 'Oscar Ops', viewer: 'Vito Viewer' }));
  const p = await seededPipeline(t);
  pipelineId = p.pipeline.id;
  stageId = p.stages[0].id;
});
afterAll(() => t.close());

async function newDeal(fields: Record<string, string> = { doc_master: 'MAWB-1', proveedor: 'Acme', mercaderia: 'Repuestos' }): Promise<number> {
  const id = await insertDealWithFields(t, pipelineId, stageId, fields);
  await t.ds.getRepository(DealEntity).update({ id }, { description: 'Importación original' });
  return id;
}

async function load(id: number, token = venta.token) {
  const r = await gql<{ deal: { version: number; description: string | null; customFields: Array<{ key: string; value: string | null }> } }>(t, LOAD, { id }, token);
  expect(r.errors).toBeUndefined();
  return r.data!.deal;
}

const fieldsOf = async (dealId: number) =>
  Object.fromEntries((await t.ds.getRepository(DealCustomFieldEntity).find({ where: { dealId }, order: { id: 'ASC' } })).map((f) => [f.key, f.value]));
const auditCount = (dealId: number) => t.ds.getRepository(AuditEventEntity).countBy({ dealId });
const field = (key: string, value: string | null, label: string | null = key) => ({ key, label, type: 'text', value });

describe('saveOperation (GraphQL)', () => {
  test('two users start from the same version: the first save lands, the second is a CONFLICT in Spanish and overwrites nothing', async () => {
    const id = await newDeal();
    const a = await load(id, venta.token);
    const b = await load(id, ops.token);
    expect(a.version).toBe(b.version);

    const first = await gql(t, SAVE, { id, version: a.version, input: { description: 'Descripción de Valeria' } }, venta.token);
    expect(first.errors).toBeUndefined();
    expect(first.data!.saveOperation.description).toBe('Descripción de Valeria');
    expect(first.data!.saveOperation.version).toBeGreaterThan(a.version);

    const events = await auditCount(id);
    const second = await gql(t, SAVE, { id, version: b.version, input: { description: 'Descripción de Oscar', fields: [field('proveedor', 'Otro')] } }, ops.token);
    expect(second.errors).toEqual([expect.objectContaining({ message: CONFLICT_MSG, extensions: { code: 'CONFLICT' } })]);
    expect(second.data).toBeNull();

    const stored = await t.ds.getRepository(DealEntity).findOneByOrFail({ id });
    expect(stored.description).toBe('Descripción de Valeria');
    expect((await fieldsOf(id)).proveedor).toBe('Acme');
    expect(await auditCount(id)).toBe(events);
    expect((await load(id)).version).toBe(first.data!.saveOperation.version);
  });

  test('the second of three changed fields fails to save: nothing of the three (nor the description) is stored, no audit event, same version', async () => {
    const id = await newDeal();
    const before = await load(id);
    const events = await auditCount(id);
    const res = await gql(
      t,
      SAVE,
      {
        id,
        version: before.version,
        input: {
          description: 'No debería quedar',
          // A new key without a label cannot be created: found while writing, after the first field.
          fields: [field('doc_master', 'MAWB-2'), field('campo_nuevo', 'x', null), field('mercaderia', 'Neumáticos')],
        },
      },
      venta.token,
    );
    expect(res.errors).toEqual([expect.objectContaining({ message: 'Completá clave y etiqueta.', extensions: expect.objectContaining({ code: 'BAD_USER_INPUT' }) })]);
    expect(await fieldsOf(id)).toEqual({ doc_master: 'MAWB-1', proveedor: 'Acme', mercaderia: 'Repuestos' });
    expect((await t.ds.getRepository(DealEntity).findOneByOrFail({ id })).description).toBe('Importación original');
    expect(await auditCount(id)).toBe(events);
    expect((await load(id)).version).toBe(before.version);
  });

  test('one save = one audit event with the deal and field changes (Historial shows the field labels)', async () => {
    const id = await newDeal();
    const before = await load(id);
    const events = await auditCount(id);
    const res = await gql(
      t,
      SAVE,
      {
        id,
        version: before.version,
        input: {
          description: 'Nueva descripción',
          value: 2500.5,
          fields: [field('doc_master', 'MAWB-9', 'Doc. master'), field('mercaderia', 'Neumáticos', 'Mercadería'), field('origen_pto', 'Miami', 'Origen')],
        },
      },
      venta.token,
    );
    expect(res.errors).toBeUndefined();
    expect(res.data!.saveOperation).toMatchObject({ description: 'Nueva descripción', value: 2500.5 });
    expect(await fieldsOf(id)).toEqual({ doc_master: 'MAWB-9', proveedor: 'Acme', mercaderia: 'Neumáticos', origen_pto: 'Miami' });
    expect(await auditCount(id)).toBe(events + 1);

    const history = await api(t, venta.token).get(`/api/audit?entity=deal&entity_id=${id}`);
    expect(history.status).toBe(200);
    const event = history.body[0];
    expect(event).toMatchObject({ action: 'update', entity: 'deal', entity_id: id, user_id: venta.user.id });
    expect(event.changes).toEqual(
      expect.arrayContaining([
        { field: 'description', label: 'Descripción', old_value: 'Importación original', new_value: 'Nueva descripción' },
        { field: 'custom:doc_master', label: 'Doc. master', old_value: 'MAWB-1', new_value: 'MAWB-9' },
        { field: 'custom:mercaderia', label: 'Mercadería', old_value: 'Repuestos', new_value: 'Neumáticos' },
        { field: 'custom:origen_pto', label: 'Origen', old_value: '—', new_value: 'Miami' },
      ]),
    );
  });

  test('any other write of the operation moves its version (a custom field posted by REST, the original client)', async () => {
    const id = await newDeal();
    const v0 = (await load(id)).version;
    const post = await api(t, ops.token).post(`/api/deals/${id}/custom-fields`, { key: 'proveedor', value: 'Cambiado por REST' });
    expect(post.status).toBe(200);
    const v1 = (await load(id)).version;
    expect(v1).toBeGreaterThan(v0);
    const stale = await gql(t, SAVE, { id, version: v0, input: { fields: [field('proveedor', 'Mío')] } }, venta.token);
    expect(codesOf(stale)).toEqual(['CONFLICT']);
    expect((await fieldsOf(id)).proveedor).toBe('Cambiado por REST');
  });

  test('10 parallel saves from the same version: exactly one wins, the others get CONFLICT', async () => {
    const id = await newDeal();
    const { version } = await load(id);
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) => gql(t, SAVE, { id, version, input: { description: `Intento ${i}`, fields: [field('proveedor', `P${i}`)] } }, venta.token)),
    );
    const winners = results.filter((r) => !r.errors);
    expect(winners).toHaveLength(1);
    expect(results.filter((r) => r.errors).map(codesOf)).toEqual(Array.from({ length: 9 }, () => ['CONFLICT']));
    const won = winners[0].data!.saveOperation as { description: string };
    expect((await t.ds.getRepository(DealEntity).findOneByOrFail({ id })).description).toBe(won.description);
    expect((await fieldsOf(id)).proveedor).toBe(`P${won.description.replace('Intento ', '')}`);
  });

  test('refused: a viewer (FORBIDDEN), a bad version (Spanish validation), an unknown operation (NOT_FOUND)', async () => {
    const id = await newDeal();
    const { version } = await load(id);
    const asViewer = await gql(t, SAVE, { id, version, input: { description: 'x' } }, viewer.token);
    expect(codesOf(asViewer)).toEqual(['FORBIDDEN']);
    const bad = await gql(t, SAVE, { id, version: -1, input: { description: 'x' } }, venta.token);
    expect(bad.errors).toEqual([expect.objectContaining({ message: 'La versión debe ser un número entero mayor o igual a 0.', extensions: expect.objectContaining({ code: 'BAD_USER_INPUT' }) })]);
    const missing = await gql(t, SAVE, { id: 99_999_999, version: 0, input: { description: 'x' } }, venta.token);
    expect(missing.errors).toEqual([expect.objectContaining({ message: 'Operación no encontrada.', extensions: { code: 'NOT_FOUND' } })]);
    expect((await t.ds.getRepository(DealEntity).findOneByOrFail({ id })).description).toBe('Importación original');
  });
});

describe('PATCH /api/deals/{id} with a version', () => {
  test('GET answers the version; a stale `version` or If-Match → 409 with the Spanish message and nothing written; the current one saves', async () => {
    const id = await newDeal();
    const got = await api(t, venta.token).get(`/api/deals/${id}`);
    const version = got.body.deal.version as number;
    expect(Number.isInteger(version)).toBe(true);

    const first = await api(t, ops.token).patch(`/api/deals/${id}`, { description: 'De Oscar', version });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ ok: true, version: expect.any(Number) });
    expect(first.body.version).toBeGreaterThan(version);

    const stale = await api(t, venta.token).patch(`/api/deals/${id}`, { description: 'De Valeria', version });
    expect([stale.status, stale.body]).toEqual([409, { error: CONFLICT_MSG }]);
    for (const ifMatch of [String(version), `"${version}"`, `W/"${version}"`]) {
      const header = await api(t, venta.token).patch(`/api/deals/${id}`, { description: 'De Valeria' }).set('If-Match', ifMatch);
      expect([header.status, header.body]).toEqual([409, { error: CONFLICT_MSG }]);
    }
    expect((await t.ds.getRepository(DealEntity).findOneByOrFail({ id })).description).toBe('De Oscar');

    const current = await api(t, venta.token).patch(`/api/deals/${id}`, { description: 'De Valeria' }).set('If-Match', `"${first.body.version}"`);
    expect(current.status).toBe(200);
    expect((await t.ds.getRepository(DealEntity).findOneByOrFail({ id })).description).toBe('De Valeria');

    const badVersion = await api(t, venta.token).patch(`/api/deals/${id}`, { description: 'x', version: 'tres' });
    expect([badVersion.status, badVersion.body]).toEqual([400, { error: 'La versión debe ser un número entero mayor o igual a 0.' }]);
  });

  test('the original client: a PATCH without version keeps working after other saves, and answers { ok: true }', async () => {
    const id = await newDeal();
    const { version } = await load(id);
    expect((await gql(t, SAVE, { id, version, input: { description: 'Guardado en la pantalla' } }, venta.token)).errors).toBeUndefined();
    const res = await api(t, ops.token).patch(`/api/deals/${id}`, { title: 'Título del cliente original', value: 99 });
    expect([res.status, res.body]).toEqual([200, { ok: true }]);
    expect(await t.ds.getRepository(DealEntity).findOneByOrFail({ id })).toMatchObject({ title: 'Título del cliente original', value: 99, description: 'Guardado en la pantalla' });
  });

  test('custom_fields with the version: written with the deal in one transaction and one audit event; a failing field stores nothing', async () => {
    const id = await newDeal();
    const { version } = await load(id);
    const events = await auditCount(id);
    const broken = await api(t, venta.token).patch(`/api/deals/${id}`, {
      version,
      description: 'No',
      custom_fields: [field('doc_master', 'MAWB-7'), { key: 'nuevo_sin_etiqueta', value: 'x' }, field('mercaderia', 'Otra')],
    });
    expect([broken.status, broken.body]).toEqual([400, { error: 'Completá clave y etiqueta.' }]);
    expect(await fieldsOf(id)).toEqual({ doc_master: 'MAWB-1', proveedor: 'Acme', mercaderia: 'Repuestos' });
    expect(await auditCount(id)).toBe(events);

    const ok = await api(t, venta.token).patch(`/api/deals/${id}`, { version, description: 'Sí', custom_fields: [field('doc_master', 'MAWB-7'), field('mercaderia', 'Otra')] });
    expect(ok.status).toBe(200);
    expect(await fieldsOf(id)).toEqual({ doc_master: 'MAWB-7', proveedor: 'Acme', mercaderia: 'Otra' });
    expect(await auditCount(id)).toBe(events + 1);

    const asViewer = await api(t, viewer.token).patch(`/api/deals/${id}`, { version: ok.body.version, description: 'Viewer' });
    expect(asViewer.status).toBe(403);
  });
});
