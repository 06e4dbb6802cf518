import { IVA_DEFAULT_PARAM_KEYS, type IvaDefaults, ivaDefaultsFromParams } from '@crm/domain';
import { type EntityManager, In } from 'typeorm';
import { ParamValueEntity } from './param-value.entity';

/** The IVA rate of sale rows without one, per table (freight, local charges, insurance), from the parameters: one query. */
export async function loadIvaDefaults(em: EntityManager): Promise<IvaDefaults> {
  const rows = await em.find(ParamValueEntity, {
    where: { key: In(Object.values(IVA_DEFAULT_PARAM_KEYS)) },
    select: { key: true, value: true, active: true, ord: true, id: true },
    order: { ord: 'ASC', id: 'ASC' },
  });
  return ivaDefaultsFromParams(rows);
}
