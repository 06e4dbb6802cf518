import { VOLUMETRIC_PARAM_KEYS, type VolumetricSettings, volumetricSettingsFromParams } from '@crm/domain';
import { type EntityManager, In } from 'typeorm';
import { ParamValueEntity } from './param-value.entity';

/** The chargeable-weight settings of the parameters (divisors per mode, legacy 167), one query. */
export async function loadVolumetricSettings(em: EntityManager): Promise<VolumetricSettings> {
  const rows = await em.find(ParamValueEntity, {
    where: { key: In([...VOLUMETRIC_PARAM_KEYS]) },
    select: { key: true, value: true, active: true, ord: true, id: true },
    order: { ord: 'ASC', id: 'ASC' },
  });
  return volumetricSettingsFromParams(rows);
}
