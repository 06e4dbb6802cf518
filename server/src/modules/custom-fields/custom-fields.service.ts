import { dealKeyAlias, OPERATION_TYPE_FIELD_KEY, operationFieldValue, operationTypeValue } from '@crm/domain';
import type { DataSource, EntityManager, ObjectLiteral, Repository } from 'typeorm';
import { type Actor, requireActor } from '../../core/auth/actor';
import { requireWriter } from '../../core/auth/guards';
import { firstPerGroup } from '../../core/db/first-per-group';
import { isDeadlock, isDuplicateKey } from '../../core/db/db-errors';
import { assertReadable, assertWritable, scopeVisible } from '../../core/db/visibility-scope';
import { AppError, notFound } from '../../core/errors/app-error';
import { lockCrmWrites } from '../../core/db/write-lock';
import { groupByKeys } from '../../core/graphql/loaders';
import { auditChanges, type AuditService } from '../audit';
import { ContactEntity } from '../contacts/contact.entity';
import { DealEntity } from '../deals/deal.entity';
import { OrganizationEntity } from '../organizations/organization.entity';
import { ContactCustomFieldEntity, CUSTOM_FIELD_TYPES, type CustomFieldType, DealCustomFieldEntity, OrgCustomFieldEntity } from './custom-field.entity';
import { CUSTOM_FIELD_MESSAGES, type UpsertCustomFieldInput } from './custom-fields.inputs';
import { CUSTOM_FIELDS_MAX, type CustomFieldData, type CustomFieldKind } from './custom-fields.types';

type AnyFieldEntity = DealCustomFieldEntity | OrgCustomFieldEntity | ContactCustomFieldEntity;

/** Per owner kind: table entity, owner property and column, owner table and its not-found message. */
const OWNERS = {
  deal: { entity: DealCustomFieldEntity, prop: 'dealId', column: 'deal_id', owner: DealEntity, notFound: CUSTOM_FIELD_MESSAGES.dealNotFound },
  org: { entity: OrgCustomFieldEntity, prop: 'orgId', column: 'org_id', owner: OrganizationEntity, notFound: CUSTOM_FIELD_MESSAGES.orgNotFound },
  contact: { entity: ContactCustomFieldEntity, prop: 'contactId', column: 'contact_id', owner: ContactEntity, notFound: CUSTOM_FIELD_MESSAGES.contactNotFound },
} as const;

function ownerIdOf(kind: CustomFieldKind, row: AnyFieldEntity): number {
  return (row as unknown as Record<string, number>)[OWNERS[kind].prop];
}

function toData(kind: CustomFieldKind, row: AnyFieldEntity): CustomFieldData {
  return {
    kind,
    id: row.id,
    ownerId: ownerIdOf(kind, row),
    key: row.key,
    label: row.label,
    type: row.type,
    value: row.value,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

/** Values are text; numbers arrive as text from the adapters; '' and blanks mean empty (null). */
function cleanValue(v: string | null | undefined): string | null | undefined {
  if (v === undefined) return undefined;
  if (v === null || v.trim() === '') return null;
  return v;
}

/**
 * Custom fields of deals, organizations and contacts (key, label, type, value; one row per owner
 * and key). Deal fields: every signed-in user reads, writers write (deals are company records).
 * Organization and contact fields follow their record's visibility for reading and writing.
 */
export class CustomFieldsService {
  constructor(
    private readonly ds: DataSource,
    private readonly audit: AuditService,
  ) {}

  private repo(kind: CustomFieldKind, em: EntityManager = this.ds.manager): Repository<AnyFieldEntity> {
    return em.getRepository(OWNERS[kind].entity as new () => AnyFieldEntity);
  }

  /** The owner record must exist and be readable (or writable) by the actor; returns its id. */
  private async assertOwner(actor: Actor, kind: CustomFieldKind, ownerId: number, mode: 'read' | 'write', em: EntityManager): Promise<number> {
    const o = OWNERS[kind];
    const id = ownerId;
    if (kind === 'deal') {
      if (!(await em.existsBy(DealEntity, { id }))) throw notFound(o.notFound);
      return id;
    }
    const rec = await em.getRepository(o.owner as typeof OrganizationEntity | typeof ContactEntity).findOneBy({ id });
    if (mode === 'read') assertReadable(actor, rec, o.notFound);
    else assertWritable(actor, rec, o.notFound);
    return id;
  }

  async list(actor: Actor, kind: CustomFieldKind, ownerId: number): Promise<CustomFieldData[]> {
    const id = await this.assertOwner(actor, kind, ownerId, 'read', this.ds.manager);
    const rows = await this.repo(kind).find({ where: { [OWNERS[kind].prop]: id } as object, order: { id: 'ASC' }, take: CUSTOM_FIELDS_MAX });
    return rows.map((r) => toData(kind, r));
  }

  /**
   * Loader batch: the fields of several owners in one query. For organizations and contacts the
   * owner is joined and scoped, so an invisible owner's fields come back empty.
   */
  async listForOwners(actor: Actor, kind: CustomFieldKind, ownerIds: readonly number[]): Promise<CustomFieldData[][]> {
    return this.batch(kind, ownerIds, actor);
  }

  /** Deal.customFields: deals are company records, so no visibility filter applies. */
  listForDeals(dealIds: readonly number[]): Promise<CustomFieldData[][]> {
    return this.batch('deal', dealIds, null);
  }

  private async batch(kind: CustomFieldKind, ownerIds: readonly number[], actor: Actor | null): Promise<CustomFieldData[][]> {
    const wanted = [...new Set(ownerIds)].filter((id) => Number.isSafeInteger(id) && id > 0);
    if (!wanted.length) return ownerIds.map(() => []);
    const o = OWNERS[kind];
    const first = firstPerGroup({
      from: `${this.repo(kind).metadata.tableName} rf`,
      id: 'rf.id',
      group: `rf.${o.column}`,
      orderBy: 'rf.id ASC',
      where: `rf.${o.column} IN (:...owners)`,
      max: CUSTOM_FIELDS_MAX,
    });
    let qb = this.repo(kind).createQueryBuilder('f').where(`f.${o.column} IN (:...owners)`, { owners: wanted }).andWhere(`f.id IN (${first})`);
    if (kind !== 'deal') {
      qb = scopeVisible(qb.innerJoin(o.owner, 'rec', `rec.id = f.${o.column}`), 'rec', requireActor(actor));
    }
    const rows = await qb.orderBy('f.id', 'ASC').getMany();
    return groupByKeys(ownerIds, rows.map((r) => toData(kind, r)), (f) => f.ownerId);
  }

  /**
   * POST …/custom-fields: insert or update on (owner, key). The unique index on (owner, key) keeps one
   * row; the write lock taken first makes `created` true: without it, 20 parallel POSTs of one new key on
   * MariaDB/MySQL all read "no row" in their snapshots and three answered 201.
   */
  async upsert(
    actor: Actor,
    kind: CustomFieldKind,
    ownerId: number,
    input: UpsertCustomFieldInput,
  ): Promise<{ field: CustomFieldData; created: boolean }> {
    requireWriter(actor);
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.ds.transaction(async (em) => {
          await lockCrmWrites(em);
          return this.upsertIn(em, actor, kind, ownerId, input);
        });
      } catch (e) {
        // Concurrent upserts of one new key on MariaDB may deadlock on the unique index: run again.
        if (attempt < 3 && (isDeadlock(e) || isDuplicateKey(e))) continue;
        throw e;
      }
    }
  }

  /**
   * The same upsert inside the caller's transaction (the quote save writes its keys and its
   * version together); the caller takes lockCrmWrites before its first read and retries on deadlock.
   */
  async upsertIn(
    em: EntityManager,
    actor: Actor,
    kind: CustomFieldKind,
    ownerId: number,
    input: UpsertCustomFieldInput,
  ): Promise<{ field: CustomFieldData; created: boolean }> {
    requireWriter(actor);
    this.checkKey(kind, input); // a bad key or type answers before the owner is looked up
    const owner = await this.assertOwner(actor, kind, ownerId, 'write', em);
    const { field, created, changes } = await this.write(em, kind, owner, input);
    if (changes) await this.log(actor, created ? 'create' : 'update', kind, owner, field.id, field.key, changes, em);
    return { field, created };
  }

  /**
   * The operation save (DealsService.save): several fields of one deal inside the caller's transaction
   * (lockCrmWrites taken, the deal checked), without an audit event each: the caller writes one event for
   * the whole save with these value changes, keyed `custom:<key>`, and the labels to show them with.
   * A field that cannot be written throws, and the caller's transaction takes back the ones before it.
   */
  async writeDealFieldsIn(
    em: EntityManager,
    actor: Actor,
    dealId: number,
    inputs: readonly UpsertCustomFieldInput[],
  ): Promise<{ changes: Record<string, [unknown, unknown]>; labels: Record<string, string> }> {
    requireWriter(actor);
    const keys = inputs.map((i) => (i.key ?? '').trim());
    if (new Set(keys).size !== keys.length) throw new AppError('VALIDATION', CUSTOM_FIELD_MESSAGES.keyTwice);
    const changes: Record<string, [unknown, unknown]> = {};
    const labels: Record<string, string> = {};
    for (const input of inputs) {
      const { field, changes: c } = await this.write(em, 'deal', dealId, input);
      const [before, after] = c?.value ?? [null, null];
      if ((before ?? null) === (after ?? null)) continue; // a label or type of its own is not a change of the operation
      changes[`custom:${field.key}`] = [before ?? null, after ?? null];
      labels[`custom:${field.key}`] = field.label;
    }
    return { changes, labels };
  }

  /** Insert or update one field of a checked owner; `changes` null when nothing changed. */
  private async write(
    em: EntityManager,
    kind: CustomFieldKind,
    owner: number,
    input: UpsertCustomFieldInput,
  ): Promise<{ field: CustomFieldData; created: boolean; changes: Record<string, [unknown, unknown]> | null }> {
    const checked = this.checkKey(kind, input);
    const asked = checked.key;
    let label = input.label?.trim() || undefined;
    let type = checked.type;
    let value = cleanValue(input.value);
    let key = asked;
    // One key per fact: a spec quote key the operation keeps under its own key (incoterms → incoterm,
    // peso_bruto_kg → peso_bruto, …) is stored there, with the operation's label, type and vocabulary.
    const alias = kind === 'deal' ? dealKeyAlias(asked) : null;
    if (alias) {
      key = alias.key;
      label = undefined;
      type = undefined;
      if (value) value = operationFieldValue(alias.key, value);
    } else if (kind === 'deal' && key === OPERATION_TYPE_FIELD_KEY && value) {
      // Checklist templates and filters read IMPORT/EXPORT; the quote's IMPORTACION names the same.
      value = operationTypeValue(value.trim());
    }
    const o = OWNERS[kind];

    const repo = this.repo(kind, em);
    const existing = await repo.findOneBy({ [o.prop]: owner, key } as object);
    if (existing) {
      const next: Partial<Pick<AnyFieldEntity, 'label' | 'type' | 'value'>> = {};
      if (label !== undefined) next.label = label;
      if (type !== undefined) next.type = type;
      if (value !== undefined) next.value = value;
      const changes = auditChanges(existing, next);
      const changed = Object.keys(changes).length > 0;
      if (changed) await repo.update({ id: existing.id }, next);
      return { field: toData(kind, changed ? await repo.findOneByOrFail({ id: existing.id }) : existing), created: false, changes: changed ? changes : null };
    }
    if (alias) {
      label = alias.label;
      type = alias.type;
    }
    if (!label) throw new AppError('VALIDATION', CUSTOM_FIELD_MESSAGES.keyAndLabel);
    const now = new Date();
    const values = { [o.prop]: owner, key, label, type: type ?? 'text', value: value ?? null, createdAt: now, updatedAt: now };
    const overwrite = ['label', 'updated_at', ...(type !== undefined ? ['type'] : []), ...(value !== undefined ? ['value'] : [])];
    await em
      .createQueryBuilder()
      .insert()
      .into(o.entity)
      .values(values as ObjectLiteral)
      .orUpdate(overwrite, [o.column, 'key'])
      .execute();
    const row = await repo.findOneByOrFail({ [o.prop]: owner, key } as object);
    return { field: toData(kind, row), created: true, changes: auditChanges({}, { label: row.label, type: row.type, value: row.value }) };
  }

  /** PUT …/custom-fields/{fieldId} {value}: the field must belong to that owner (else 'Campo no encontrado.'). */
  async update(actor: Actor, kind: CustomFieldKind, ownerId: number, fieldId: number, value: string | null | undefined): Promise<CustomFieldData> {
    requireWriter(actor);
    const o = OWNERS[kind];
    return this.ds.transaction(async (em) => {
      await lockCrmWrites(em); // lock order: data_versions before any row (write-lock.ts)
      const owner = await this.assertOwner(actor, kind, ownerId, 'write', em);
      const repo = this.repo(kind, em);
      const row = await repo.findOneBy({ id: fieldId, [o.prop]: owner } as object);
      if (!row) throw notFound(CUSTOM_FIELD_MESSAGES.fieldNotFound);
      const next = { value: cleanValue(value) ?? null };
      const changes = auditChanges(row, next);
      if (Object.keys(changes).length) {
        await repo.update({ id: row.id }, next);
        await this.log(actor, 'update', kind, owner, row.id, row.key, changes, em);
      }
      return toData(kind, await repo.findOneByOrFail({ id: row.id }));
    });
  }

  private checkKey(kind: CustomFieldKind, input: UpsertCustomFieldInput): { key: string; type: CustomFieldType | undefined } {
    const key = (input.key ?? '').trim();
    if (!key) throw new AppError('VALIDATION', CUSTOM_FIELD_MESSAGES.keyAndLabel);
    if (/\s/.test(key)) throw new AppError('VALIDATION', CUSTOM_FIELD_MESSAGES.keySpaces);
    return { key, type: this.checkType(kind, input.type) };
  }

  private checkType(kind: CustomFieldKind, type: unknown): CustomFieldType | undefined {
    if (type === undefined || type === null || type === '') return undefined;
    const allowed: readonly unknown[] = kind === 'deal' ? CUSTOM_FIELD_TYPES : CUSTOM_FIELD_TYPES.filter((t) => t !== 'select');
    if (!allowed.includes(type)) {
      throw new AppError('VALIDATION', kind === 'deal' ? CUSTOM_FIELD_MESSAGES.typeInvalidDeal : CUSTOM_FIELD_MESSAGES.typeInvalid);
    }
    return type as CustomFieldType;
  }

  private log(
    actor: Actor,
    action: 'create' | 'update',
    kind: CustomFieldKind,
    ownerId: number,
    fieldId: number,
    key: string,
    changes: Record<string, [unknown, unknown]>,
    em: EntityManager,
  ): Promise<void> {
    const what = kind === 'deal' ? 'operación' : kind === 'org' ? 'organización' : 'contacto';
    return this.audit.log(
      actor,
      {
        action,
        entity: 'custom_field',
        entityId: fieldId,
        description: `Campo ${key} de ${what} ${ownerId} ${action === 'create' ? 'creado' : 'modificado'}`,
        meta: { owner: kind, ownerId, key, changes },
      },
      em,
    );
  }
}
