import { splitParamKey, workspaceParamKey } from '@crm/domain';
import type { DataSource, EntityManager } from 'typeorm';
import type { Actor } from '../../core/auth/actor';
import { requireAdmin } from '../../core/auth/guards';
import { AppError, conflict, notFound } from '../../core/errors/app-error';
import { lockCrmWrites } from '../../core/db/write-lock';
import { auditChanges, createdChanges, type AuditService } from '../audit';
import { ParamValueEntity } from '../params/param-value.entity';
import { BusinessUnitEntity } from './business-unit.entity';
import { BUSINESS_UNIT_MESSAGES as M, type CreateBusinessUnitInput, type UpdateBusinessUnitInput } from './business-units.inputs';
import type { BusinessUnitView } from './business-units.types';

const view = (b: BusinessUnitEntity): BusinessUnitView => ({ id: b.id, name: b.name, keySlug: b.keySlug, parentId: b.parentId });

export class BusinessUnitsService {
  constructor(
    private readonly ds: DataSource,
    private readonly audit: AuditService,
  ) {}

  /** Top-level units first (parent_id null), then children; by id within each group. */
  async list(_actor: Actor): Promise<BusinessUnitView[]> {
    const rows = await this.ds
      .getRepository(BusinessUnitEntity)
      .createQueryBuilder('bu')
      .orderBy('CASE WHEN bu.parent_id IS NULL THEN 0 ELSE 1 END', 'ASC')
      .addOrderBy('bu.id', 'ASC')
      .getMany();
    return rows.map(view);
  }

  /** Admins only. One level of nesting: a parent must be a top-level unit. */
  async create(actor: Actor, input: CreateBusinessUnitInput): Promise<BusinessUnitView> {
    requireAdmin(actor);
    const name = input.name.trim();
    const keySlug = input.keySlug.trim();
    return this.ds.transaction(async (em) => {
      // The slug check reads what concurrent creations committed (MariaDB/MySQL snapshots): 20 parallel
      // creations of one slug answered 500 (duplicate key) instead of the Spanish 409.
      await lockCrmWrites(em);
      if (await em.existsBy(BusinessUnitEntity, { keySlug })) throw conflict(M.slugTaken);
      const parentId = input.parentId ?? null;
      if (parentId !== null) await assertParent(em, parentId, null);
      const fields = { name, keySlug, parentId };
      const res = await em.insert(BusinessUnitEntity, { ...fields });
      const id = Number(res.identifiers[0].id);
      await this.audit.log(actor, { action: 'create', entity: 'business_unit', entityId: id, description: `Unidad de negocio ${name} creada`, meta: { changes: createdChanges(fields) } }, em);
      return view(await em.findOneByOrFail(BusinessUnitEntity, { id }));
    });
  }

  /**
   * Admins only. A new slug also renames the workspace's parameter overrides (`key__{slug}`), so
   * the workspace keeps its kanban labels and hidden stages.
   */
  async update(actor: Actor, id: number, input: UpdateBusinessUnitInput): Promise<BusinessUnitView> {
    requireAdmin(actor);
    return this.ds.transaction(async (em) => {
      await lockCrmWrites(em); // same slug check as create
      const unit = await em.findOneBy(BusinessUnitEntity, { id });
      if (!unit) throw notFound(M.notFound);
      const next: Partial<Pick<BusinessUnitEntity, 'name' | 'keySlug' | 'parentId'>> = {};
      if (input.name != null) next.name = input.name.trim();
      if (input.keySlug != null && input.keySlug.trim() !== unit.keySlug) {
        next.keySlug = input.keySlug.trim();
        if (await em.existsBy(BusinessUnitEntity, { keySlug: next.keySlug })) throw conflict(M.slugTaken);
      }
      if (input.parentId !== undefined && input.parentId !== unit.parentId) {
        if (input.parentId !== null) await assertParent(em, input.parentId, unit.id);
        next.parentId = input.parentId;
      }
      const changes = auditChanges(unit, next);
      if (!Object.keys(changes).length) return view(unit);
      await em.update(BusinessUnitEntity, { id: unit.id }, next);
      let renamedParams = 0;
      if (next.keySlug) {
        const keys = new Set(
          (await em.find(ParamValueEntity, { select: { key: true } })).map((p) => p.key).filter((k) => splitParamKey(k).slug === unit.keySlug),
        );
        for (const key of keys) {
          const res = await em.update(ParamValueEntity, { key }, { key: workspaceParamKey(splitParamKey(key).base, next.keySlug) });
          renamedParams += res.affected ?? 0;
        }
      }
      await this.audit.log(
        actor,
        { action: 'update', entity: 'business_unit', entityId: unit.id, description: `Unidad de negocio ${unit.name} modificada`, meta: { changes, renamedParams } },
        em,
      );
      return view(await em.findOneByOrFail(BusinessUnitEntity, { id: unit.id }));
    });
  }
}

async function assertParent(em: EntityManager, parentId: number, selfId: number | null): Promise<void> {
  if (!Number.isSafeInteger(parentId) || parentId <= 0) throw new AppError('VALIDATION', M.parentInvalid);
  if (parentId === selfId) throw new AppError('VALIDATION', M.parentNested);
  const parent = await em.findOneBy(BusinessUnitEntity, { id: parentId });
  if (!parent) throw notFound(M.parentNotFound);
  if (parent.parentId !== null) throw new AppError('VALIDATION', M.parentNested);
  if (selfId !== null && (await em.existsBy(BusinessUnitEntity, { parentId: selfId }))) throw new AppError('VALIDATION', M.hasChildren);
}
