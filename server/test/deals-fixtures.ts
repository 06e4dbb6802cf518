import { formatReference } from '@crm/domain';
import type { TestApp } from './test-app';
import { ContactEntity } from '../src/modules/contacts/contact.entity';
import { DealCustomFieldEntity } from '../src/modules/custom-fields/custom-field.entity';
import { OrganizationEntity } from '../src/modules/organizations/organization.entity';
import { PipelineEntity } from '../src/modules/pipelines/pipeline.entity';
import { StageEntity } from '../src/modules/pipelines/stage.entity';
import { DealEntity } from '../src/modules/deals/deal.entity';

export async function seededPipeline(t: TestApp) {
  const pipeline = await t.ds.getRepository(PipelineEntity).findOneByOrFail({ name: 'Operaciones' });
  const stages = await t.ds.getRepository(StageEntity).find({ where: { pipelineId: pipeline.id }, order: { orderIndex: 'ASC' } });
  return { pipeline, stages };
}

export async function insertOrg(t: TestApp, values: Partial<OrganizationEntity>): Promise<OrganizationEntity> {
  const res = await t.ds.getRepository(OrganizationEntity).insert({ visibility: 'company', budgetStatus: 'borrador', ...values });
  return t.ds.getRepository(OrganizationEntity).findOneByOrFail({ id: Number(res.identifiers[0].id) });
}

export async function insertContact(t: TestApp, values: Partial<ContactEntity>): Promise<ContactEntity> {
  const res = await t.ds.getRepository(ContactEntity).insert({ visibility: 'company', ...values });
  return t.ds.getRepository(ContactEntity).findOneByOrFail({ id: Number(res.identifiers[0].id) });
}

/** Bulk deals for board and N+1 tests (repository inserts in chunks, references set). */
export async function insertDeals(
  t: TestApp,
  n: number,
  base: Partial<DealEntity> & { pipelineId: number; stageIds: number[] },
  fCotiz?: string,
): Promise<number[]> {
  const ids: number[] = [];
  const { stageIds, ...rest } = base;
  const rows = Array.from({ length: n }, (_, i) => ({
    title: `Operación de prueba ${i + 1}`,
    value: 100 + i,
    status: 'open' as const,
    position: i * 1024,
    ...rest,
    stageId: stageIds[i % stageIds.length],
  }));
  for (let i = 0; i < rows.length; i += 200) {
    const res = await t.ds.getRepository(DealEntity).insert(rows.slice(i, i + 200));
    ids.push(...res.identifiers.map((x) => Number(x.id)));
  }
  for (const id of ids) await t.ds.getRepository(DealEntity).update({ id }, { reference: formatReference(id) });
  if (fCotiz) {
    await t.ds.getRepository(DealCustomFieldEntity).insert(ids.map((dealId) => ({ dealId, key: 'f_cotiz', label: 'Fecha cotización', type: 'date' as const, value: fCotiz })));
  }
  return ids;
}

/** One open deal in `stageId` with the given custom fields (key → value, text type). */
export async function insertDealWithFields(t: TestApp, pipelineId: number, stageId: number, fields: Record<string, string> = {}): Promise<number> {
  const [id] = await insertDeals(t, 1, { pipelineId, stageIds: [stageId] });
  const rows = Object.entries(fields).map(([key, value]) => ({ dealId: id, key, label: key, type: 'text' as const, value }));
  if (rows.length) await t.ds.getRepository(DealCustomFieldEntity).insert(rows);
  return id;
}
