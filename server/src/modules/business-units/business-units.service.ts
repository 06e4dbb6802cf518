import type { DataSource } from 'typeorm';
import { type Actor, requireActor } from '../../core/auth/actor';
import { BusinessUnitEntity } from './business-unit.entity';
import type { BusinessUnitView } from './business-units.types';

export class BusinessUnitsService {
  constructor(private readonly ds: DataSource) {}

  /** Top-level units first (parent_id null), then children; by name within each group. */
  async list(actorOrNull: Actor | null): Promise<BusinessUnitView[]> {
    requireActor(actorOrNull);
    const rows = await this.ds
      .getRepository(BusinessUnitEntity)
      .createQueryBuilder('bu')
      .orderBy('CASE WHEN bu.parent_id IS NULL THEN 0 ELSE 1 END', 'ASC')
      .addOrderBy('bu.id', 'ASC')
      .getMany();
    return rows.map((b) => ({ id: b.id, name: b.name, keySlug: b.keySlug, parentId: b.parentId }));
  }
}
