import {
  AUDIT_KIND_ENTITIES,
  AUDIT_PRIVATE,
  BUDGET_ACTIONS,
  auditActionLabel,
  auditChangeLines,
  auditEntityLabel,
  auditKindOf,
  auditRefIds,
  canReadRecord,
  customFieldChangeLine,
  isAdmin,
  type AuditChangeLine,
  type AuditKind,
  type AuditNameLookup,
  type AuditRecord,
  type AuditRefKind,
} from '@crm/domain';
import { In, type DataSource, type EntityManager, type SelectQueryBuilder } from 'typeorm';
import type { Actor } from '../../core/auth/actor';
import { requireAdmin } from '../../core/auth/guards';
import { AppError, notFound } from '../../core/errors/app-error';
import { assertReadable, visibleCondition } from '../../core/db/visibility-scope';
import { decodeCursor, encodeCursor, toConnection, type ConnectionShape } from '../../core/graphql/connection';
import { BusinessUnitEntity } from '../business-units/business-unit.entity';
import { ContactEntity } from '../contacts/contact.entity';
import { CONTACT_MESSAGES } from '../contacts';
import { DealEntity } from '../deals/deal.entity';
import { DEAL_MESSAGES } from '../deals';
import { OrganizationEntity } from '../organizations/organization.entity';
import { ORG_MESSAGES } from '../organizations';
import { PipelineEntity } from '../pipelines/pipeline.entity';
import { StageEntity } from '../pipelines/stage.entity';
import { UserEntity } from '../users/user.entity';
import { AuditEventEntity } from '../audit/audit-event.entity';
import { AUDIT_CHANGES_MAX } from './history.types';

/** One event as the Historial and /admin/audit show it: who, when, what, and each field's old → new in Spanish. */
export interface AuditEventData {
  id: number;
  at: Date;
  userId: number | null;
  userName: string | null;
  action: string;
  actionLabel: string;
  entity: string;
  entityLabel: string;
  entityId: number | null;
  kind: AuditKind;
  summary: string | null;
  changes: AuditChangeLine[];
  dealId: number | null;
  orgId: number | null;
  contactId: number | null;
}

export interface AuditEventFilter {
  userId?: number | null;
  entity?: string | null;
  from?: Date | null;
  to?: Date | null;
  kind?: AuditKind | null;
}

/** `after` (GraphQL keyset cursor) or `offset` (REST), and the Historial's kind filter. */
export interface AuditPage {
  first: number;
  after?: string | null;
  offset?: number;
  kind?: AuditKind | null;
}

export const AUDIT_MESSAGES = {
  range: 'La fecha "desde" debe ser anterior a la fecha "hasta".',
};

const RECORD_COLUMN: Record<AuditRecord, 'deal_id' | 'org_id' | 'contact_id'> = { deal: 'deal_id', organization: 'org_id', contact: 'contact_id' };

/**
 * Reads audit_events (audit timeline). Labels are resolved here, at read time: events keep raw values
 * (ids, codes, numbers), so a stage renamed later shows its current name, a deleted one '#id (eliminado)',
 * and a private organization or contact reads 'Registro privado' to whoever may not see it. The event's
 * `description` is the sentence written at the time (a move says the stage it went to, by the name then).
 */
export class AuditHistoryService {
  constructor(private readonly ds: DataSource) {}

  /**
   * The Historial of an operation, organization or contact, newest first. A record the actor may not see
   * answers NOT_FOUND like a missing one; events also tied to a private record the actor may not see
   * (an activity on someone's private contact) are left out, as the record itself is.
   */
  async history(
    actor: Actor,
    record: AuditRecord,
    id: number,
    page: AuditPage,
  ): Promise<ConnectionShape<AuditEventData>> {
    const em = this.ds.manager;
    if (record === 'deal') {
      if (!(await em.existsBy(DealEntity, { id }))) throw notFound(DEAL_MESSAGES.notFound);
    } else if (record === 'organization') {
      assertReadable(actor, await em.findOne(OrganizationEntity, { where: { id }, select: { id: true, ownerUserId: true, visibility: true } }), ORG_MESSAGES.notFound);
    } else {
      assertReadable(actor, await em.findOne(ContactEntity, { where: { id }, select: { id: true, ownerUserId: true, visibility: true } }), CONTACT_MESSAGES.notFound);
    }
    const qb = this.base(em, actor).andWhere(`e.${RECORD_COLUMN[record]} = :rid`, { rid: Number(id) });
    return this.page(em, actor, qb, page);
  }

  /** /admin/audit: every event, filtered by user, entity, kind and date range [from, to). Admins only. */
  async events(actor: Actor, filter: AuditEventFilter, page: AuditPage): Promise<ConnectionShape<AuditEventData>> {
    requireAdmin(actor);
    if (filter.from && filter.to && filter.from.getTime() >= filter.to.getTime()) throw new AppError('VALIDATION', AUDIT_MESSAGES.range);
    const em = this.ds.manager;
    const qb = this.base(em, actor);
    if (filter.userId) qb.andWhere('e.user_id = :uid', { uid: filter.userId });
    if (filter.entity) qb.andWhere('e.entity = :entity', { entity: filter.entity });
    if (filter.from) qb.andWhere('e.created_at >= :from', { from: filter.from });
    if (filter.to) qb.andWhere('e.created_at < :to', { to: filter.to });
    return this.page(em, actor, qb, { ...page, kind: filter.kind ?? null });
  }

  /** Events the actor may see: for non-admins, none tied to a private organization or contact of someone else. */
  private base(em: EntityManager, actor: Actor): SelectQueryBuilder<AuditEventEntity> {
    const qb = em.createQueryBuilder(AuditEventEntity, 'e').leftJoin('e.user', 'u').addSelect(['u.id', 'u.name']);
    if (!isAdmin(actor.role)) {
      const o = visibleCondition('o', actor);
      const c = visibleCondition('c', actor);
      qb.leftJoin(OrganizationEntity, 'o', 'o.id = e.org_id')
        .leftJoin(ContactEntity, 'c', 'c.id = e.contact_id')
        .andWhere(`(e.org_id IS NULL OR ${o.sql})`, o.params)
        .andWhere(`(e.contact_id IS NULL OR ${c.sql})`, c.params);
    }
    return qb;
  }

  private async page(
    em: EntityManager,
    actor: Actor,
    qb: SelectQueryBuilder<AuditEventEntity>,
    { first, after, offset, kind }: AuditPage,
  ): Promise<ConnectionShape<AuditEventData>> {
    if (kind) applyKind(qb, kind);
    const totalCount = await qb.clone().getCount();
    const cursor = decodeCursor(after, 1);
    if (cursor) qb.andWhere('e.id < :cursorId', { cursorId: Number(cursor[0]) });
    // Every join is many-to-one (one row per event): plain LIMIT/OFFSET.
    const rows = await qb
      .orderBy('e.id', 'DESC')
      .limit(first + 1)
      .offset(offset ?? 0)
      .getMany();
    const names = await this.names(em, actor, rows);
    return toConnection(rows.map((r) => render(r, names)), first, totalCount, (e) => encodeCursor([e.id]));
  }

  /** Display names of every id the page's changes mention, read in one query per kind of record. */
  private async names(em: EntityManager, actor: Actor, rows: readonly AuditEventEntity[]): Promise<AuditNameLookup> {
    const refs = new Map<AuditRefKind, Set<number>>();
    for (const r of rows) auditRefIds(r.meta?.changes, refs);
    const found = new Map<string, string>();
    const put = (kind: AuditRefKind, id: number, name: string) => found.set(`${kind}:${id}`, name);
    const ids = (kind: AuditRefKind) => [...(refs.get(kind) ?? [])];
    const load = async <T extends { id: number }>(kind: AuditRefKind, run: (list: number[]) => Promise<T[]>, name: (row: T) => string) => {
      const list = ids(kind);
      if (list.length) for (const row of await run(list)) put(kind, row.id, name(row));
    };
    await load('stage', (l) => em.find(StageEntity, { where: { id: In(l) }, select: { id: true, name: true } }), (s) => s.name);
    await load('pipeline', (l) => em.find(PipelineEntity, { where: { id: In(l) }, select: { id: true, name: true } }), (p) => p.name);
    await load('business_unit', (l) => em.find(BusinessUnitEntity, { where: { id: In(l) }, select: { id: true, name: true } }), (b) => b.name);
    await load('user', (l) => em.find(UserEntity, { where: { id: In(l) }, select: { id: true, name: true } }), (u) => u.name);
    await load('deal', (l) => em.find(DealEntity, { where: { id: In(l) }, select: { id: true, reference: true, title: true } }), (d) => d.reference ?? d.title);
    await load(
      'organization',
      (l) => em.find(OrganizationEntity, { where: { id: In(l) }, select: { id: true, name: true, razonSocial: true, ownerUserId: true, visibility: true } }),
      (o) => (canReadRecord(actor, o) ? (o.name ?? o.razonSocial ?? `#${o.id}`) : AUDIT_PRIVATE),
    );
    await load(
      'contact',
      (l) => em.find(ContactEntity, { where: { id: In(l) }, select: { id: true, name: true, email: true, ownerUserId: true, visibility: true } }),
      (c) => (canReadRecord(actor, c) ? (c.name ?? c.email ?? `#${c.id}`) : AUDIT_PRIVATE),
    );
    await this.deletedNames(em, refs, found);
    return (kind, id) => found.get(`${kind}:${id}`);
  }

  /**
   * A record deleted since (a stage, a user, an operation) is named by its own delete event, which keeps
   * its fields as old values. Never organizations or contacts: their names depend on who reads.
   */
  private async deletedNames(em: EntityManager, refs: Map<AuditRefKind, Set<number>>, found: Map<string, string>): Promise<void> {
    const missing: Array<{ kind: AuditRefKind; id: number }> = [];
    for (const [kind, ids] of refs) {
      if (kind === 'organization' || kind === 'contact') continue;
      for (const id of ids) if (!found.has(`${kind}:${id}`)) missing.push({ kind, id });
    }
    if (!missing.length) return;
    const rows = await em
      .createQueryBuilder(AuditEventEntity, 'e')
      .select(['e.id', 'e.entity', 'e.entityId', 'e.meta'])
      .where("e.action = 'delete'")
      .andWhere('e.entity IN (:...kinds)', { kinds: [...new Set(missing.map((m) => m.kind))] })
      .andWhere('e.entity_id IN (:...ids)', { ids: [...new Set(missing.map((m) => m.id))] })
      .getMany();
    for (const r of rows) {
      const changes = (r.meta?.changes ?? {}) as Record<string, unknown>;
      const old = (k: string) => (Array.isArray(changes[k]) && typeof changes[k][0] === 'string' ? (changes[k][0] as string) : null);
      const name = old('name') ?? old('reference') ?? old('title');
      if (name && r.entityId !== null) found.set(`${r.entity}:${r.entityId}`, name);
    }
  }
}

function applyKind(qb: SelectQueryBuilder<AuditEventEntity>, kind: AuditKind): void {
  const budget = BUDGET_ACTIONS.map((a) => `budget_${a}`);
  if (kind === 'presupuesto') {
    qb.andWhere('(e.entity IN (:...kindEntities) OR e.action IN (:...budgetActions))', { kindEntities: AUDIT_KIND_ENTITIES.presupuesto, budgetActions: budget });
  } else if (kind === 'cambios') {
    const others = [...AUDIT_KIND_ENTITIES.archivos, ...AUDIT_KIND_ENTITIES.presupuesto, ...AUDIT_KIND_ENTITIES.actividades];
    qb.andWhere('e.entity NOT IN (:...kindEntities) AND e.action NOT IN (:...budgetActions)', { kindEntities: others, budgetActions: budget });
  } else {
    qb.andWhere('e.entity IN (:...kindEntities)', { kindEntities: AUDIT_KIND_ENTITIES[kind] });
  }
}

/**
 * Names written with the event (`meta.labels = { stage: { 12: 'Prospecto' } }`) stand in for records
 * that no longer exist (a deleted stage); never for organizations or contacts, whose names depend on
 * who reads.
 */
function withSnapshot(names: AuditNameLookup, labels: unknown): AuditNameLookup {
  if (!labels || typeof labels !== 'object') return names;
  const byKind = labels as Record<string, Record<string, unknown> | undefined>;
  return (kind, id) => {
    const found = names(kind, id);
    if (found !== undefined || kind === 'organization' || kind === 'contact') return found;
    const v = byKind[kind]?.[String(id)];
    return typeof v === 'string' ? v : undefined;
  };
}

/**
 * A custom field changed by an operation save (one event for the deal and its fields): `custom:<key>`,
 * labelled with the field's label written with the event ('Doc. master'), else 'Campo «key»'.
 */
function customFieldLine(line: AuditChangeLine, fieldLabels: unknown): AuditChangeLine {
  if (!line.field.startsWith('custom:')) return line;
  const given = fieldLabels && typeof fieldLabels === 'object' ? (fieldLabels as Record<string, unknown>)[line.field] : undefined;
  return { ...line, label: typeof given === 'string' && given.trim() ? given : `Campo «${line.field.slice('custom:'.length)}»` };
}

function render(e: AuditEventEntity, names: AuditNameLookup): AuditEventData {
  const meta = e.meta ?? {};
  let changes: AuditChangeLine[];
  if (e.entity === 'custom_field' && typeof meta.key === 'string') {
    // A custom field's value: the field is the custom field's own key.
    const pair = (meta.changes as Record<string, unknown> | undefined)?.value;
    const [oldV, newV] = Array.isArray(pair) ? pair : [undefined, undefined];
    changes = [customFieldChangeLine(meta.key, oldV, newV)];
  } else {
    changes = auditChangeLines(meta.changes, withSnapshot(names, meta.labels)).map((line) => customFieldLine(line, meta.fieldLabels));
  }
  return {
    id: e.id,
    at: e.createdAt,
    userId: e.userId,
    userName: e.user?.name ?? null,
    action: e.action,
    actionLabel: auditActionLabel(e.action),
    entity: e.entity,
    entityLabel: auditEntityLabel(e.entity),
    entityId: e.entityId,
    kind: auditKindOf(e.entity, e.action),
    summary: e.description,
    changes: changes.slice(0, AUDIT_CHANGES_MAX),
    dealId: e.dealId,
    orgId: e.orgId,
    contactId: e.contactId,
  };
}
