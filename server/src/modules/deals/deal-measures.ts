import { type OperationMeasureFields, type OperationMeasures, operationMeasures } from '@crm/domain';
import { type EntityManager, In } from 'typeorm';
import { DealCustomFieldEntity } from '../custom-fields/custom-field.entity';
import { loadVolumetricSettings } from '../params/volumetric-settings';

/** The custom fields the measures read (chargeable weight per mode). */
const MEASURE_KEYS = ['peso_bruto', 'dimensiones', 'vol_m3', 'modalidad_carga', 'modo_tramo_principal'] as const satisfies ReadonlyArray<keyof OperationMeasureFields>;

/** Volume, the spec's volumetric weight and the chargeable weight per mode of each deal id (two queries). */
export async function loadDealMeasures(em: EntityManager, dealIds: readonly number[]): Promise<OperationMeasures[]> {
  const ids = [...new Set(dealIds)];
  const rows = ids.length
    ? await em.find(DealCustomFieldEntity, { where: { dealId: In(ids), key: In([...MEASURE_KEYS]) }, select: { dealId: true, key: true, value: true } })
    : [];
  const settings = await loadVolumetricSettings(em);
  const byDeal = new Map<number, OperationMeasureFields>();
  for (const r of rows) {
    const fields = byDeal.get(r.dealId) ?? {};
    fields[r.key as (typeof MEASURE_KEYS)[number]] = r.value;
    byDeal.set(r.dealId, fields);
  }
  return dealIds.map((id) => operationMeasures(byDeal.get(id) ?? {}, settings));
}
