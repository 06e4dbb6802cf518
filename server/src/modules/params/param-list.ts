import type { EntityManager } from 'typeorm';
import { ParamValueEntity } from './param-value.entity';

/** The active values of one pick-list parameter (e.g. the company's bank accounts), in their order. */
export async function loadParamList(em: EntityManager, key: string): Promise<string[]> {
  const rows = await em.find(ParamValueEntity, { where: { key, active: true }, select: { id: true, value: true, ord: true }, order: { ord: 'ASC', id: 'ASC' } });
  return rows.map((r) => r.value);
}
