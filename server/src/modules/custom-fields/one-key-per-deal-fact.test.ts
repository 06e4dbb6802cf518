import { createTestApp, type TestApp } from '../../../test/test-app';
import { makeRoleUsers } from '../../../test/factories';
import { api, gql } from '../../../test/http';
import { AuditEventEntity } from '../audit/audit-event.entity';
import { DealEntity } from '../deals/deal.entity';
import { StageEntity } from '../pipelines/stage.entity';
import { DealCustomFieldEntity } from './custom-field.entity';
import { OneKeyPerDealFact1765010000000 } from './migrations/1765010000000-one-key-per-deal-fact';

/**
 * The merge of the quote's parallel keys into the operation's own keys (one key per fact). Rows as
 * the quote screen and the operation view left them before the rule are written straight into the
 * table, then the migration runs again over them.
 */

let t: TestApp;
let admin: string;
let viewer: string;

beforeAll(async () => {
  t = await createTestApp();
  const users = await makeRoleUsers(t);
  admin = users.admin;
  viewer = users.viewer.token;
});
afterAll(() => t.close());

async function makeDeal(): Promise<number> {
  const stage = (await t.ds.getRepository(StageEntity).find({ order: { id: 'ASC' }, take: 1 }))[0];
  const res = await t.ds.getRepository(DealEntity).insert({ title: 'Operación con claves duplicadas', pipelineId: stage.pipelineId, stageId: stage.id });
  return Number(res.identifiers[0].id);
}

async function put(dealId: number, fields: Record<string, string | null>): Promise<void> {
  const now = new Date();
  for (const [key, value] of Object.entries(fields)) {
    await t.ds.getRepository(DealCustomFieldEntity).insert({ dealId, key, label: key, type: 'text', value, createdAt: now, updatedAt: now });
  }
}

async function fieldsOf(dealId: number): Promise<Record<string, string | null>> {
  const rows = await t.ds.getRepository(DealCustomFieldEntity).find({ where: { dealId } });
  return Object.fromEntries(rows.map((f) => [f.key, f.value]));
}

async function migrate(): Promise<void> {
  const qr = t.ds.createQueryRunner();
  try {
    await new OneKeyPerDealFact1765010000000().up(qr);
  } finally {
    await qr.release();
  }
}

test('duplicates merge into the operation key without losing a value: the operation key wins when both are set, the other moves when it is the only one', async () => {
  const both = await makeDeal();
  await put(both, { incoterm: 'CIF', incoterms: 'FOB', peso_bruto: '1.250,5', peso_bruto_kg: '1250.5', vol_m3: '1,25', volumen_m3: '2', tipo_operacion: 'IMPORTACION' });
  const onlyQuote = await makeDeal();
  await put(onlyQuote, { incoterms: 'EXW', peso_bruto_kg: '150.5', volumen_m3: '1.25', seguro_tipo: 'CONTRA TODO RIESGO', tipo_envio: 'LCL', tipo_transporte: 'AEREO', tipo_operacion: 'Exportación' });
  const emptyOperation = await makeDeal();
  await put(emptyOperation, { peso_bruto: null, peso_bruto_kg: '200', incoterm: '', incoterms: 'DAP', modalidad_carga: 'MARITIMO', tipo_transporte: '', tipo_operacion: 'IMPORT' });
  const untouched = await makeDeal();
  await put(untouched, { incoterm: 'FCA', peso_bruto: '80', tipo_operacion: 'EXPORT', pais_origen: 'Brasil' });

  await migrate();

  expect(await fieldsOf(both)).toEqual({ incoterm: 'CIF', peso_bruto: '1.250,5', vol_m3: '1,25', tipo_operacion: 'IMPORT' });
  expect(await fieldsOf(onlyQuote)).toEqual({
    incoterm: 'EXW',
    peso_bruto: '150,5',
    vol_m3: '1.25',
    tipo_seguro: 'CONTRA TODO RIESGO',
    tipo_carga: 'LCL',
    modalidad_carga: 'AEREO',
    tipo_operacion: 'EXPORT',
  });
  expect(await fieldsOf(emptyOperation)).toEqual({ peso_bruto: '200', incoterm: 'DAP', modalidad_carga: 'MARITIMO', tipo_operacion: 'IMPORT' });
  expect(await fieldsOf(untouched)).toEqual({ incoterm: 'FCA', peso_bruto: '80', tipo_operacion: 'EXPORT', pais_origen: 'Brasil' });

  // A moved row takes the operation's label and type (the operation view's select for incoterm).
  const moved = await t.ds.getRepository(DealCustomFieldEntity).findOneByOrFail({ dealId: onlyQuote, key: 'incoterm' });
  expect([moved.label, moved.type]).toEqual(['Incoterm', 'select']);

  // The quote's other value of a fact both keys held stays in the operation's Historial.
  const events = await t.ds.getRepository(AuditEventEntity).find({ where: { dealId: both, entity: 'custom_field' }, order: { id: 'ASC' } });
  expect(events.map((e) => [e.meta?.key, (e.meta?.changes as { value: unknown[] }).value[0]])).toEqual([
    ['incoterms', 'FOB'],
    ['volumen_m3', '2'],
  ]);
  const history = await api(t, viewer).get(`/api/audit?entity=deal&entity_id=${both}`);
  expect(history.status).toBe(200);
  const lines = (history.body as Array<{ changes: Array<{ label: string; old_value: string | null }> }>).flatMap((e) => e.changes);
  expect(lines).toEqual(expect.arrayContaining([expect.objectContaining({ label: 'Campo «incoterms»', old_value: 'FOB' })]));

  // Running it again changes nothing.
  await migrate();
  expect(await fieldsOf(onlyQuote)).toMatchObject({ incoterm: 'EXW', peso_bruto: '150,5' });
  expect(await t.ds.getRepository(AuditEventEntity).countBy({ dealId: both, entity: 'custom_field' })).toBe(2);

  // The original client still reads the spec's quote keys over REST, and the operation view its own (GraphQL).
  const rest = await api(t, viewer).get(`/api/deals/${onlyQuote}/custom-fields`);
  const byKey = Object.fromEntries((rest.body as Array<{ key: string; value: string | null }>).map((f) => [f.key, f.value]));
  expect(byKey).toMatchObject({ incoterms: 'EXW', incoterm: 'EXW', peso_bruto_kg: '150.5', peso_bruto: '150,5', volumen_m3: '1.25', seguro_tipo: 'CONTRA TODO RIESGO', tipo_envio: 'LCL', tipo_transporte: 'AEREO' });
  const g = await gql(t, `query($id: Int!) { deal(id: $id) { customFields { key value } } }`, { id: onlyQuote }, admin);
  expect(g.data!.deal.customFields.map((f: { key: string }) => f.key).sort()).toEqual(['incoterm', 'modalidad_carga', 'peso_bruto', 'tipo_carga', 'tipo_operacion', 'tipo_seguro', 'vol_m3']);
});
