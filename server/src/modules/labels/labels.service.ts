import type { DataSource, EntityManager } from 'typeorm';
import type { Actor } from '../../core/auth/actor';
import { requireAdmin } from '../../core/auth/guards';
import { AppError, conflict, notFound } from '../../core/errors/app-error';
import { readingOrder } from '../../core/db/reading-order';
import { lockCrmWrites } from '../../core/db/write-lock';
import { auditChanges, createdChanges, deletedChanges, type AuditService } from '../audit';
import { ContactEntity } from '../contacts/contact.entity';
import { OrganizationEntity } from '../organizations/organization.entity';
import { LABEL_SCOPES, LabelEntity, type LabelScope } from './label.entity';
import { type CreateLabelInput, LABEL_MESSAGES as M, type UpdateLabelInput } from './labels.inputs';
import type { LabelView } from './labels.types';

export const DEFAULT_LABEL_COLOR = '#64748b';

const view = (l: LabelEntity): LabelView => ({ id: l.id, name: l.name, scope: l.scope, color: l.color });

/**
 * Names compare like the MySQL/MariaDB collation does (utf8mb4_unicode_ci: case- and accent-insensitive),
 * so 'Clíente' and 'cliente' are the same label on every engine and the unique index never fires first.
 */
export function labelNameKey(name: string): string {
  return name.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase().trim();
}

function isUniqueViolation(e: unknown): boolean {
  return /unique|duplicate/i.test(String((e as Error)?.message));
}

/** Labels for contacts (scope person) and organizations: everyone reads, admins manage them. */
export class LabelsService {
  constructor(
    private readonly ds: DataSource,
    private readonly audit: AuditService,
  ) {}

  async list(actor: Actor, scope?: LabelScope | null): Promise<LabelView[]> {
    if (scope != null && !LABEL_SCOPES.includes(scope)) throw new AppError('VALIDATION', M.scopeInvalid);
    const qb = this.ds.getRepository(LabelEntity).createQueryBuilder('l');
    if (scope) qb.where('l.scope = :scope', { scope });
    const rows = await qb.orderBy(readingOrder(qb, 'l.name'), 'ASC').addOrderBy('l.id', 'ASC').getMany();
    return rows.map(view);
  }

  async create(actor: Actor, input: CreateLabelInput): Promise<LabelView> {
    requireAdmin(actor);
    const name = input.name.trim();
    if (!name) throw new AppError('VALIDATION', M.nameRequired);
    const fields = { name, scope: input.scope, color: (input.color ?? DEFAULT_LABEL_COLOR).toLowerCase() };
    return this.ds
      .transaction(async (em) => {
        // The name check reads what concurrent creations committed (MariaDB/MySQL snapshots), so the
        // answer is the Spanish 409 by rule, not by whichever way the unique index compares.
        await lockCrmWrites(em);
        await assertNameFree(em, fields.scope, name, null);
        const res = await em.insert(LabelEntity, { ...fields });
        const id = Number(res.identifiers[0].id);
        await this.audit.log(actor, { action: 'create', entity: 'label', entityId: id, description: `Etiqueta ${name} creada`, meta: { changes: createdChanges(fields) } }, em);
        return view(await em.findOneByOrFail(LabelEntity, { id }));
      })
      .catch((e: unknown) => {
        if (!(e instanceof AppError) && isUniqueViolation(e)) throw conflict(M.duplicate);
        throw e;
      });
  }

  /** A rename also renames the label on the contacts or organizations that carry it (they store the name). */
  async update(actor: Actor, id: number, input: UpdateLabelInput): Promise<LabelView> {
    requireAdmin(actor);
    return this.ds
      .transaction(async (em) => {
        await lockCrmWrites(em);
        const label = await em.findOneBy(LabelEntity, { id });
        if (!label) throw notFound(M.notFound);
        const next: Partial<Pick<LabelEntity, 'name' | 'color'>> = {};
        if (input.name != null) {
          next.name = input.name.trim();
          if (!next.name) throw new AppError('VALIDATION', M.nameRequired);
          if (labelNameKey(next.name) !== labelNameKey(label.name)) await assertNameFree(em, label.scope, next.name, label.id);
        }
        if (input.color != null) next.color = input.color.toLowerCase();
        const changes = auditChanges(label, next);
        if (!Object.keys(changes).length) return view(label);
        await em.update(LabelEntity, { id: label.id }, next);
        let relabeled = 0;
        if (next.name !== undefined && next.name !== label.name) {
          const target = label.scope === 'person' ? ContactEntity : OrganizationEntity;
          const res = await em.createQueryBuilder().update(target).set({ label: next.name }).where('label = :old', { old: label.name }).execute();
          relabeled = res.affected ?? 0;
        }
        await this.audit.log(
          actor,
          { action: 'update', entity: 'label', entityId: label.id, description: `Etiqueta ${label.name} modificada`, meta: { changes, relabeled } },
          em,
        );
        return view(await em.findOneByOrFail(LabelEntity, { id: label.id }));
      })
      .catch((e: unknown) => {
        if (!(e instanceof AppError) && isUniqueViolation(e)) throw conflict(M.duplicate);
        throw e;
      });
  }

  /** Deleting a label leaves the contacts and organizations that carry its name as they are. Returns the id. */
  async remove(actor: Actor, id: number): Promise<number> {
    requireAdmin(actor);
    return this.ds.transaction(async (em) => {
      const label = await em.findOneBy(LabelEntity, { id });
      if (!label) throw notFound(M.notFound);
      await em.delete(LabelEntity, { id: label.id });
      await this.audit.log(
        actor,
        {
          action: 'delete',
          entity: 'label',
          entityId: label.id,
          description: `Etiqueta ${label.name} eliminada`,
          meta: { changes: deletedChanges({ name: label.name, scope: label.scope, color: label.color }) },
        },
        em,
      );
      return label.id;
    });
  }
}

async function assertNameFree(em: EntityManager, scope: LabelScope, name: string, exceptId: number | null): Promise<void> {
  const key = labelNameKey(name);
  const same = await em.findBy(LabelEntity, { scope });
  if (same.some((l) => l.id !== exceptId && labelNameKey(l.name) === key)) throw conflict(M.duplicate);
}
