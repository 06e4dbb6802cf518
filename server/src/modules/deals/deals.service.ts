import { type TextSort, textSort } from '../../core/db/reading-order';
import { foldText, formatReference, type OperationMeasures, parseReference, positionBetween, POSITION_GAP, roundMoney, searchTerms } from '@crm/domain';
import type { DataSource, EntityManager, SelectQueryBuilder } from 'typeorm';
import { type Actor, requireActor } from '../../core/auth/actor';
import { requireWriter } from '../../core/auth/guards';
import { AppError, conflict, notFound } from '../../core/errors/app-error';
import { isDeadlock } from '../../core/db/db-errors';
import { assertId } from '../../core/ids';
import { likeEscape, LIKE_ESCAPE, rawDate, rawFloat, rawInt, rawMoney, rawNumber } from '../../core/db/raw';
import { scopeVisible, visibleCondition } from '../../core/db/visibility-scope';
import { encodeCursor, decodeCursor, toConnection, type ConnectionShape } from '../../core/graphql/connection';
import { applyListOrder, type OffsetPage, toOffsetConnection } from '../../core/graphql/list-order';
import { auditChanges } from '../audit/audit-diff';
import { createdChanges } from '../audit/audit-snapshots';
import type { AuditService } from '../audit/audit.service';
import { BusinessUnitEntity } from '../business-units/business-unit.entity';
import { ContactEntity } from '../contacts/contact.entity';
import { OrganizationEntity } from '../organizations/organization.entity';
import { PipelineEntity } from '../pipelines/pipeline.entity';
import { StageEntity } from '../pipelines/stage.entity';
import { UserEntity } from '../users/user.entity';
import { DealEntity, type DealStatus } from './deal.entity';
import {
  type CloseDealInput,
  DEAL_MESSAGES,
  type CreateDealInput,
  type DealFilter,
  type DealOrder,
  DealSortKey,
  type MoveDealInput,
  type SaveOperationInput,
  type UpdateDealInput,
} from './deals.inputs';
import type { CustomFieldsService, UpsertCustomFieldInput } from '../custom-fields';
import type { DealView } from './deals.types';
import { loadDealMeasures } from './deal-measures';
import type { BoardChangeKind, BoardLive } from './board-live';
import { isOperationMode, loadModeDetails, type ModeDetails, type ModeDocument, storeModeDetail } from './deal-mode-details';
import { reindexSearch } from '../search/search-index';
import type { SearchEntityType } from '../search/search-term.entity';
import { lockCrmWrites } from '../../core/db/write-lock';
import { closeTransitionError, OUTCOME_LABELS } from '@crm/domain';
import { outcomeFields } from './deal-outcome';

export interface DealCreateOptions {
  /** The original client's 'Ejecutivo de cuenta' (account_exec_id): the advisor when it names an active user, else ignored. */
  accountExecId?: number | null;
  /** The caller's open transaction (a CSV import batch): the write is a savepoint of it. */
  within?: EntityManager;
}

export interface DealListOptions {
  filter?: DealFilter | null;
  limit: number;
  offset?: number;
  /** Keyset: only deals with id below this one (id DESC order). */
  beforeId?: number | null;
  /** Default: newest first (id DESC). */
  orderBy?: DealOrder | null;
}

/** The SQL of each sort key (the allow-list: nothing from the request reaches ORDER BY). Aliases of dealSelect. */
const DEAL_SORT_SQL: Record<DealSortKey, string | TextSort> = {
  [DealSortKey.ID]: 'd.id',
  [DealSortKey.REFERENCE]: textSort('d.reference'),
  [DealSortKey.TITLE]: textSort('d.title'),
  [DealSortKey.DESCRIPTION]: textSort('d.description'),
  [DealSortKey.BUSINESS_UNIT]: textSort('bu.name'),
  [DealSortKey.ORGANIZATION]: textSort('COALESCE(o.name, o.razon_social)'),
  [DealSortKey.CONTACT]: textSort('c.name'),
  [DealSortKey.VALUE]: 'd.value',
  [DealSortKey.STAGE]: 's.order_index',
  [DealSortKey.CREATED_AT]: 'd.created_at',
  [DealSortKey.BUDGET_STATUS]: textSort('o.budget_status'),
  [DealSortKey.ADVISOR]: textSort('au.name'),
  [DealSortKey.PROFIT]: 'o.budget_profit_value',
};

const trimOrNull = (s: string | null | undefined) => {
  const t = s?.trim();
  return t ? t : null;
};

/**
 * The deal's organization (o) and contact (c), joined only when the actor may see them: another
 * user's private record joins as null, so its id, name, details and budget are null on the row, and
 * filters on o/c (orgId, contactId, budget status, the organization's name in q) never match it.
 */
function joinVisibleLinks(qb: SelectQueryBuilder<DealEntity>, actor: Actor): SelectQueryBuilder<DealEntity> {
  const ov = visibleCondition('o', actor);
  const cv = visibleCondition('c', actor);
  return qb.leftJoin(OrganizationEntity, 'o', `o.id = d.orgId AND ${ov.sql}`, ov.params).leftJoin(ContactEntity, 'c', `c.id = d.contactId AND ${cv.sql}`, cv.params);
}

/** Deal rows with every joined name the screens show, in ONE statement (no per-row queries). */
function dealSelect(em: EntityManager, actor: Actor): SelectQueryBuilder<DealEntity> {
  return joinVisibleLinks(
    em
      .createQueryBuilder(DealEntity, 'd')
      .leftJoin(StageEntity, 's', 's.id = d.stageId')
      .leftJoin(BusinessUnitEntity, 'bu', 'bu.id = d.businessUnitId'),
    actor,
  )
    .leftJoin(UserEntity, 'au', 'au.id = d.advisorUserId')
    .leftJoin(UserEntity, 'cu', 'cu.id = d.createdByUserId')
    .leftJoin(UserEntity, 'oau', 'oau.id = o.advisorUserId')
    .leftJoin(UserEntity, 'clu', 'clu.id = d.closedByUserId')
    .select([
      'd.id AS id',
      'd.reference AS reference',
      'd.title AS title',
      'd.description AS description',
      'd.value AS value',
      'd.status AS status',
      'd.pipeline_id AS pipelineId',
      'd.stage_id AS stageId',
      's.name AS stageName',
      'd.business_unit_id AS businessUnitId',
      'bu.name AS businessUnitName',
      'bu.key_slug AS businessUnitKey',
      'o.id AS orgId',
      'o.name AS orgNameRaw',
      'o.razon_social AS orgRazonSocial',
      'o.ruc AS orgRuc',
      'o.address AS orgAddress',
      'o.phone AS orgPhone',
      'o.email AS orgEmail',
      'o.budget_status AS orgBudgetStatus',
      'o.budget_profit_value AS orgBudgetProfitValue',
      'oau.name AS orgAdvisorName',
      'c.id AS contactId',
      'c.name AS contactName',
      'c.email AS contactEmail',
      'c.phone AS contactPhone',
      'd.deal_advisor_user_id AS advisorUserId',
      'au.name AS advisorName',
      'd.created_by_user_id AS createdByUserId',
      'cu.name AS createdByName',
      'd.position AS position',
      'd.close_reason AS closeReason',
      'd.close_reason_text AS closeReasonText',
      'd.closed_at AS closedAt',
      'clu.name AS closedByName',
      'd.created_at AS createdAt',
      'd.updated_at AS updatedAt',
    ]);
}

/** Raw row → DealView (organization and contact columns are null when the actor may not see them: dealSelect). */
function toView(r: Record<string, unknown>): DealView {
  const str = (v: unknown) => (v === null || v === undefined ? null : String(v));
  const id = Number(r.id);
  return {
    id,
    reference: str(r.reference) ?? formatReference(id),
    title: String(r.title),
    description: str(r.description),
    value: rawNumber(r.value),
    status: String(r.status),
    pipelineId: Number(r.pipelineId),
    stageId: Number(r.stageId),
    stageName: str(r.stageName),
    businessUnitId: rawInt(r.businessUnitId),
    businessUnitName: str(r.businessUnitName),
    businessUnitKey: str(r.businessUnitKey),
    orgId: rawInt(r.orgId),
    orgName: str(r.orgNameRaw) ?? str(r.orgRazonSocial),
    orgRuc: str(r.orgRuc),
    orgAddress: str(r.orgAddress),
    orgPhone: str(r.orgPhone),
    orgEmail: str(r.orgEmail),
    orgBudgetStatus: str(r.orgBudgetStatus),
    orgBudgetProfitValue: rawMoney(r.orgBudgetProfitValue),
    orgAdvisorName: str(r.orgAdvisorName),
    contactId: rawInt(r.contactId),
    contactName: str(r.contactName),
    contactEmail: str(r.contactEmail),
    contactPhone: str(r.contactPhone),
    advisorUserId: rawInt(r.advisorUserId),
    advisorName: str(r.advisorName),
    createdByUserId: rawInt(r.createdByUserId),
    createdByName: str(r.createdByName),
    position: rawFloat(r.position),
    closeReason: str(r.closeReason),
    closeReasonText: str(r.closeReasonText),
    closedAt: r.closedAt == null ? null : rawDate(r.closedAt),
    closedByName: str(r.closedByName),
    createdAt: rawDate(r.createdAt),
    updatedAt: rawDate(r.updatedAt),
    ...(r.editVersion !== undefined ? { editVersion: rawInt(r.editVersion) ?? 0 } : {}),
  };
}

/**
 * The operation's edit version (migration 1765000000000: triggers bump it with every write to its title,
 * description, value or custom fields), read in the same statement as the row it belongs to: a form loaded
 * with it never holds values older than its version (at worst newer, which only makes a needless conflict).
 */
const EDIT_VERSION_SQL = 'COALESCE((SELECT ev.version FROM deal_edit_versions ev WHERE ev.deal_id = d.id), 0)';

async function editVersionIn(em: EntityManager, dealId: number): Promise<number> {
  const rows: Array<{ version: unknown }> = await em.query('SELECT version FROM deal_edit_versions WHERE deal_id = ?', [dealId]);
  return rawInt(rows[0]?.version) ?? 0;
}

/** What a save writes besides the deal's own columns, and whether it is conditional. */
export interface DealSaveOptions {
  /** The deal's custom fields to upsert, in the same transaction and audit event. */
  fields?: readonly UpsertCustomFieldInput[];
  /** The edit version the form was loaded at; a different current one is a CONFLICT. null: unconditional (the original client). */
  expectedVersion?: number | null;
  /** The caller's open transaction (a CSV import batch); this write is then a savepoint of it. */
  within?: EntityManager;
}

/** One deal as `actor` sees it, read through `em` (inside a write's transaction: the webhook outbox's snapshot). */
export async function dealViewIn(em: EntityManager, actor: Actor, id: number): Promise<DealView | null> {
  const row = await dealSelect(em, actor).where('d.id = :id', { id }).getRawOne<Record<string, unknown>>();
  return row ? toView(row) : null;
}

/** The first organization or contact matching `where` that the actor may see (oldest first), or null. */
function visibleOne<T extends OrganizationEntity | ContactEntity>(
  em: EntityManager,
  entity: new () => T,
  alias: string,
  actor: Actor,
  where: string,
  params: Record<string, unknown>,
): Promise<T | null> {
  const qb = em.createQueryBuilder(entity, alias).where(where, params).orderBy(`${alias}.id`, 'ASC');
  return scopeVisible(qb, alias, actor).getOne();
}

/**
 * Visible organizations or contacts whose trimmed `columns` equal `name` without regard to case or accents
 * (oldest first, at most 50). The database narrows them (LOWER() folds only ASCII on SQLite, so the
 * search index's folded terms catch the rest: 'FERRETERÍA' finds 'Ferretería'), the domain's folding decides.
 */
async function sameNameVisible<T extends OrganizationEntity | ContactEntity>(
  em: EntityManager,
  entity: new () => T,
  alias: string,
  type: SearchEntityType,
  actor: Actor,
  columns: Array<'name' | 'razonSocial'>,
  name: string,
): Promise<T[]> {
  const wanted = foldText(name).trim();
  const term = searchTerms(name).sort((a, b) => b.length - a.length)[0];
  const sameColumn = columns.map((c) => `LOWER(TRIM(${alias}.${c})) = LOWER(:name)`);
  if (term) sameColumn.push(`${alias}.id IN (SELECT st.entity_id FROM search_terms st WHERE st.entity_type = :type AND st.term = :term)`);
  const qb = em
    .createQueryBuilder(entity, alias)
    .where(`(${sameColumn.join(' OR ')})`, { name, type, term })
    .orderBy(`${alias}.id`, 'ASC')
    .take(50);
  const rows = await scopeVisible(qb, alias, actor).getMany();
  return rows.filter((r) => columns.some((c) => foldText(((r as unknown as Record<string, string | null>)[c] ?? '').trim()) === wanted));
}

function applyFilter(qb: SelectQueryBuilder<DealEntity>, f: DealFilter | null | undefined): void {
  if (!f) return;
  if (f.pipelineId) qb.andWhere('d.pipeline_id = :fPipeline', { fPipeline: f.pipelineId });
  if (f.stageId) qb.andWhere('d.stage_id = :fStage', { fStage: f.stageId });
  if (f.businessUnitId) qb.andWhere('d.business_unit_id = :fUnit', { fUnit: f.businessUnitId });
  // An organization or contact the actor may not see is joined as null (joinVisibleLinks): filtering by
  // its id answers an empty list, exactly like an id that does not exist.
  if (f.orgId) qb.andWhere('d.org_id = :fOrg AND o.id IS NOT NULL', { fOrg: f.orgId });
  if (f.contactId) qb.andWhere('d.contact_id = :fContact AND c.id IS NOT NULL', { fContact: f.contactId });
  if (f.advisorUserId) qb.andWhere('d.deal_advisor_user_id = :fAdvisor', { fAdvisor: f.advisorUserId });
  if (f.status) qb.andWhere('d.status = :fStatus', { fStatus: f.status });
  if (f.orgBudgetStatus) qb.andWhere('o.budget_status = :fBudget', { fBudget: f.orgBudgetStatus });
  const q = f.q?.trim();
  if (q) {
    const refId = parseReference(q);
    const like = `%${likeEscape(q)}%`;
    qb.andWhere(
      `(d.title LIKE :fq ${LIKE_ESCAPE} OR o.name LIKE :fq ${LIKE_ESCAPE} OR o.razon_social LIKE :fq ${LIKE_ESCAPE}${refId ? ' OR d.id = :fRef' : ''})`,
      { fq: like, fRef: refId },
    );
  }
}

/** A card's column and status before a write (what boardChanged reports as fromStageId / closed). */
interface CardState {
  stageId: number;
  status: string;
  pipelineId?: number;
  businessUnitId?: number | null;
}

export class DealsService {
  constructor(
    private readonly ds: DataSource,
    private readonly audit: AuditService,
    private readonly boardLive: BoardLive | null = null,
    private readonly customFields: CustomFieldsService | null = null,
  ) {}

  /**
   * After the transaction committed: tells every open kanban of the deal's pipeline (boardChanged). A
   * write that closes the card is 'closed', one that changes its column 'moved'.
   */
  private published(actor: Actor, kind: BoardChangeKind, view: DealView, before: CardState | null): DealView {
    let k = kind;
    if (view.status !== 'open' && before?.status === 'open') k = 'closed';
    else if (k === 'updated' && before && before.stageId !== view.stageId) k = 'moved';
    this.boardLive?.publish({
      kind: k,
      dealId: view.id,
      pipelineId: view.pipelineId,
      businessUnitId: view.businessUnitId,
      fromPipelineId: before?.pipelineId ?? null,
      fromBusinessUnitId: before && before.businessUnitId !== undefined ? before.businessUnitId : view.businessUnitId,
      fromStageId: before?.stageId ?? null,
      toStageId: view.stageId,
      byUserId: actor.id,
      byUserName: actor.name,
    });
    return view;
  }

  /** Every signed-in user reads every operation (company records); other users' private links show as null. */
  async list(actorOrNull: Actor | null, opts: DealListOptions): Promise<DealView[]> {
    const actor = requireActor(actorOrNull);
    const qb = dealSelect(this.ds.manager, actor);
    applyFilter(qb, opts.filter);
    if (opts.beforeId) qb.andWhere('d.id < :beforeId', { beforeId: opts.beforeId });
    if (opts.orderBy) applyListOrder(qb, DEAL_SORT_SQL, opts.orderBy, 'd.id');
    else qb.orderBy('d.id', 'DESC');
    qb.limit(opts.limit).offset(opts.offset ?? 0);
    const rows = await qb.getRawMany<Record<string, unknown>>();
    return rows.map(toView);
  }

  async connection(actorOrNull: Actor | null, filter: DealFilter | null | undefined, first: number, after: string | null | undefined): Promise<ConnectionShape<DealView>> {
    const actor = requireActor(actorOrNull);
    const cursor = decodeCursor(after, 1);
    const [rows, total] = await Promise.all([
      this.list(actor, { filter, limit: first + 1, beforeId: cursor ? Number(cursor[0]) : null }),
      this.count(actor, filter),
    ]);
    return toConnection(rows, first, total, (d) => encodeCursor([d.id]));
  }

  /** A sorted (or jumped-to) page of the deal tables: `first` rows from `offset`. */
  async offsetConnection(actorOrNull: Actor | null, filter: DealFilter | null | undefined, orderBy: DealOrder | null | undefined, page: OffsetPage): Promise<ConnectionShape<DealView>> {
    const actor = requireActor(actorOrNull);
    const [rows, total] = await Promise.all([this.list(actor, { filter, orderBy, limit: page.first + 1, offset: page.offset }), this.count(actor, filter)]);
    return toOffsetConnection(rows, page, total);
  }

  /**
   * The list's total. By pipeline, stage, unit and status only (the /general table, a workspace's table):
   * a sum over deal_totals (kept by triggers, a few rows per pipeline), whatever the number of deals.
   * Filters on the linked organization or contact (or the text) need the visibility joins; the others
   * count deals alone (no joins, no DISTINCT).
   */
  private async count(actor: Actor, filter: DealFilter | null | undefined): Promise<number> {
    const f = filter ?? {};
    if (!f.orgId && !f.contactId && !f.orgBudgetStatus && !f.q?.trim()) {
      if (!f.advisorUserId) {
        const conditions = (
          [
            ['pipeline_id', f.pipelineId],
            ['stage_id', f.stageId],
            ['unit_key', f.businessUnitId],
            ['status', f.status],
          ] as const
        ).filter(([, v]) => v);
        const where = conditions.length ? ` WHERE ${conditions.map(([c]) => `${c} = ?`).join(' AND ')}` : '';
        const rows: Array<{ n: unknown }> = await this.ds.query(`SELECT SUM(deals) AS n FROM deal_totals${where}`, conditions.map(([, v]) => v));
        return Number(rows[0]?.n ?? 0);
      }
      const qb = this.ds.manager.createQueryBuilder(DealEntity, 'd');
      applyFilter(qb, f);
      return qb.getCount();
    }
    const qb = joinVisibleLinks(this.ds.manager.createQueryBuilder(DealEntity, 'd'), actor);
    applyFilter(qb, filter);
    return qb.getCount();
  }

  async get(actorOrNull: Actor | null, id: unknown, em: EntityManager = this.ds.manager): Promise<DealView> {
    const actor = requireActor(actorOrNull);
    const dealId = assertId(id, DEAL_MESSAGES.notFound);
    const row = await dealSelect(em, actor).addSelect(EDIT_VERSION_SQL, 'editVersion').where('d.id = :id', { id: dealId }).getRawOne<Record<string, unknown>>();
    if (!row) throw notFound(DEAL_MESSAGES.notFound);
    return toView(row);
  }

  /** Edit versions of several deals in one statement (Deal.version of a list); 0 when never edited. */
  async editVersions(ids: readonly number[]): Promise<number[]> {
    const wanted = [...new Set(ids)].filter((id) => Number.isSafeInteger(id) && id > 0);
    if (!wanted.length) return ids.map(() => 0);
    const rows: Array<{ deal_id: unknown; version: unknown }> = await this.ds.query(
      `SELECT deal_id, version FROM deal_edit_versions WHERE deal_id IN (${wanted.map(() => '?').join(', ')})`,
      wanted,
    );
    const byId = new Map(rows.map((r) => [Number(r.deal_id), rawInt(r.version) ?? 0]));
    return ids.map((id) => byId.get(id) ?? 0);
  }

  /** A preview only: another user may take that number first. */
  async nextReference(actorOrNull: Actor | null): Promise<string> {
    requireActor(actorOrNull);
    const row = await this.ds.manager.createQueryBuilder(DealEntity, 'd').select('MAX(d.id)', 'max').getRawOne<{ max: unknown }>();
    return formatReference((rawInt(row?.max) ?? 0) + 1);
  }

  /**
   * One transaction: pipeline/stage checks, organization find-or-create by exact name and contact
   * find-or-create by email (only among records the actor can see), advisor = organization's advisor
   * else the creator, title from `title` else `description`, reference OP-000123.
   */
  async create(actorOrNull: Actor | null, input: CreateDealInput, opts: DealCreateOptions = {}): Promise<DealView> {
    const actor = requireWriter(actorOrNull);
    const title = (trimOrNull(input.title) ?? trimOrNull(input.description))?.slice(0, 300) ?? null;
    if (!title) throw new AppError('VALIDATION', DEAL_MESSAGES.required);
    const id = await (opts.within ?? this.ds).transaction(async (em) => {
      await lockCrmWrites(em); // find-or-create below sees concurrent creations
      const stage = await em.findOneBy(StageEntity, { id: assertId(input.stageId, DEAL_MESSAGES.stageNotFound) });
      if (!(await em.existsBy(PipelineEntity, { id: assertId(input.pipelineId, DEAL_MESSAGES.pipelineNotFound) }))) {
        throw notFound(DEAL_MESSAGES.pipelineNotFound);
      }
      if (!stage) throw notFound(DEAL_MESSAGES.stageNotFound);
      if (stage.pipelineId !== input.pipelineId) throw new AppError('VALIDATION', DEAL_MESSAGES.stageNotInPipeline);
      if (input.businessUnitId && !(await em.existsBy(BusinessUnitEntity, { id: input.businessUnitId }))) {
        throw notFound(DEAL_MESSAGES.unitNotFound);
      }

      const org = await this.resolveOrganization(em, actor, input);
      const contactId = await this.resolveContact(em, actor, input, org?.id ?? null);
      let advisorUserId = org?.advisorUserId ?? actor.id;
      if (opts.accountExecId && (await em.existsBy(UserEntity, { id: opts.accountExecId, isActive: true }))) advisorUserId = opts.accountExecId;
      if (input.advisorUserId) {
        if (!(await em.existsBy(UserEntity, { id: input.advisorUserId, isActive: true }))) throw notFound(DEAL_MESSAGES.advisorNotFound);
        advisorUserId = input.advisorUserId;
      }

      const res = await em.insert(DealEntity, {
        title,
        description: trimOrNull(input.description),
        value: input.value ?? 0,
        status: 'open',
        pipelineId: stage.pipelineId,
        stageId: stage.id,
        businessUnitId: input.businessUnitId ?? null,
        orgId: org?.id ?? null,
        contactId,
        advisorUserId,
        createdByUserId: actor.id,
        // New operations appear at the top of their column.
        position: await this.topPosition(em, stage.pipelineId, stage.id),
      });
      const newId = Number(res.identifiers[0].id);
      const reference = formatReference(newId);
      await em.update(DealEntity, { id: newId }, { reference });
      await reindexSearch(em, 'deal', newId);
      await this.audit.log(
        actor,
        {
          action: 'create',
          entity: 'deal',
          entityId: newId,
          description: `Operación ${reference} creada`,
          meta: {
            stageId: stage.id,
            orgId: org?.id ?? null,
            contactId,
            changes: createdChanges({
              title,
              value: input.value ?? 0,
              pipelineId: stage.pipelineId,
              stageId: stage.id,
              businessUnitId: input.businessUnitId ?? null,
              orgId: org?.id ?? null,
              contactId,
              advisorUserId,
            }),
          },
        },
        em,
      );
      return newId;
    });
    // Inside a caller's transaction nothing is committed yet: the kanbans hear of it from no one (an import).
    if (opts.within) return this.get(actor, id, opts.within);
    return this.published(actor, 'created', await this.get(actor, id), null);
  }

  private async resolveOrganization(em: EntityManager, actor: Actor, input: CreateDealInput): Promise<OrganizationEntity | null> {
    const linkId = input.orgId ?? input.organization?.id ?? null;
    if (linkId) {
      const org = await visibleOne(em, OrganizationEntity, 'o', actor, 'o.id = :id', { id: linkId });
      if (!org) throw notFound(DEAL_MESSAGES.orgNotFound);
      return org;
    }
    const name = trimOrNull(input.organization?.name);
    if (!name) return null;
    // Trimmed and case-insensitive, by name or razón social (REST-CONTRACT "New operation with flat fields").
    const [found] = await sameNameVisible(em, OrganizationEntity, 'o', 'organization', actor, ['name', 'razonSocial'], name);
    if (found) return found;
    const res = await em.insert(OrganizationEntity, {
      name,
      ownerUserId: actor.id,
      visibility: 'company',
      budgetStatus: 'borrador',
      createdByUserId: actor.id,
    });
    const orgId = Number(res.identifiers[0].id);
    await reindexSearch(em, 'organization', orgId);
    await this.audit.log(
      actor,
      { action: 'create', entity: 'organization', entityId: orgId, description: `Organización ${name} creada con una operación`, meta: { changes: createdChanges({ name, ownerUserId: actor.id, visibility: 'company' }) } },
      em,
    );
    return em.findOneByOrFail(OrganizationEntity, { id: orgId });
  }

  private async resolveContact(em: EntityManager, actor: Actor, input: CreateDealInput, orgId: number | null): Promise<number | null> {
    const ref = input.contact;
    if (!ref) return null;
    if (ref.id) {
      const c = await visibleOne(em, ContactEntity, 'c', actor, 'c.id = :id', { id: ref.id });
      if (!c) throw notFound(DEAL_MESSAGES.contactNotFound);
      return c.id;
    }
    const name = trimOrNull(ref.name);
    const email = trimOrNull(ref.email)?.toLowerCase() ?? null;
    if (!name && !email) return null;
    if (email) {
      const found = await visibleOne(em, ContactEntity, 'c', actor, 'c.email = :email', { email });
      if (found) return found.id;
    } else if (name) {
      // No email: the same trimmed name (case-insensitive), one of the deal's organization first.
      const same = await sameNameVisible(em, ContactEntity, 'c', 'contact', actor, ['name'], name);
      const found = same.find((c) => orgId !== null && c.orgId === orgId) ?? same[0];
      if (found) return found.id;
    }
    const res = await em.insert(ContactEntity, {
      name: name ?? email,
      email,
      phone: trimOrNull(ref.phone),
      orgId,
      ownerUserId: actor.id,
      visibility: 'company',
      createdByUserId: actor.id,
    });
    const contactId = Number(res.identifiers[0].id);
    await reindexSearch(em, 'contact', contactId);
    await this.audit.log(
      actor,
      {
        action: 'create',
        entity: 'contact',
        entityId: contactId,
        description: `Contacto ${name ?? email} creado con una operación`,
        meta: { changes: createdChanges({ name: name ?? email, email, phone: trimOrNull(ref.phone), orgId, ownerUserId: actor.id, visibility: 'company' }) },
      },
      em,
    );
    return contactId;
  }

  /** `within`: the caller's open transaction (a CSV import batch); this write is then a savepoint of it. */
  async update(actorOrNull: Actor | null, id: unknown, input: UpdateDealInput, within?: EntityManager): Promise<DealView> {
    return this.save(actorOrNull, id, input, { within });
  }

  /** The operation screen's save (GraphQL saveOperation): conditional on the version it was loaded at. */
  saveOperation(actorOrNull: Actor | null, id: unknown, version: number, input: SaveOperationInput): Promise<DealView> {
    return this.save(actorOrNull, id, { description: input.description, value: input.value }, { fields: input.fields ?? [], expectedVersion: version });
  }

  /**
   * Writes the deal's columns and (opts.fields) its custom fields in ONE transaction with ONE audit event:
   * a field that fails takes back everything written before it. With `expectedVersion`, the current edit
   * version is read after lockCrmWrites (every CRM write holds that lock, so nothing lands between the
   * check and the writes) and a different one is a CONFLICT before anything is written: two people editing
   * the same operation never overwrite each other silently (the cost sheet's rule, cost-sheets.service.ts).
   */
  async save(actorOrNull: Actor | null, id: unknown, input: UpdateDealInput, opts: DealSaveOptions = {}): Promise<DealView> {
    const actor = requireWriter(actorOrNull);
    const dealId = assertId(id, DEAL_MESSAGES.notFound);
    const { within, fields = [], expectedVersion = null } = opts;
    if (fields.length && !this.customFields) throw new Error('DealsService sin CustomFieldsService');
    let before: CardState | null = null;
    for (let attempt = 1; ; attempt++) {
      try {
        await (within ?? this.ds).transaction((em) => this.saveIn(em, actor, dealId, input, fields, expectedVersion, (b) => (before = b)));
        break;
      } catch (e) {
        // Only our own transaction is run again; inside an import's, its caller decides.
        if (!within && attempt < 3 && isDeadlock(e)) continue;
        throw e;
      }
    }
    if (within) return this.get(actor, dealId, within);
    return this.published(actor, 'updated', await this.get(actor, dealId), before);
  }

  private async saveIn(
    em: EntityManager,
    actor: Actor,
    dealId: number,
    input: UpdateDealInput,
    fields: readonly UpsertCustomFieldInput[],
    expectedVersion: number | null,
    seen: (before: CardState) => void,
  ): Promise<void> {
    await lockCrmWrites(em); // a stage change puts the card on top of what concurrent writes left there
    const deal = await em.findOneBy(DealEntity, { id: dealId });
    if (!deal) throw notFound(DEAL_MESSAGES.notFound);
    if (expectedVersion !== null && (await editVersionIn(em, deal.id)) !== expectedVersion) throw conflict(DEAL_MESSAGES.conflict);
    seen({ stageId: deal.stageId, status: deal.status, pipelineId: deal.pipelineId, businessUnitId: deal.businessUnitId ?? null });
    const changes: Partial<DealEntity> = {};
    if (input.title !== undefined && input.title !== null) {
      const t = input.title.trim();
      if (!t) throw new AppError('VALIDATION', DEAL_MESSAGES.required);
      changes.title = t;
    }
    if (input.description !== undefined) {
      changes.description = trimOrNull(input.description);
      // A title that was derived from the description follows it (REST "title (or description)").
      const derived = deal.title === (deal.description ?? '').trim().slice(0, 300);
      if (changes.title === undefined && changes.description && derived) changes.title = changes.description.slice(0, 300);
    }
    if (input.value !== undefined && input.value !== null) changes.value = roundMoney(input.value);
    if (input.status && input.status !== deal.status) {
      Object.assign(changes, await outcomeFields(em, input.status as DealStatus, actor.id, input.closeReason, input.closeReasonText));
    }
    if (input.stageId) {
      const stage = await em.findOneBy(StageEntity, { id: input.stageId });
      if (!stage) throw notFound(DEAL_MESSAGES.stageNotFound);
      if (stage.pipelineId !== deal.pipelineId) throw new AppError('VALIDATION', DEAL_MESSAGES.stageNotInPipeline);
      if (stage.id !== deal.stageId) {
        changes.stageId = stage.id;
        changes.position = await this.topPosition(em, deal.pipelineId, stage.id);
      }
    }
    if (input.orgId !== undefined) {
      if (input.orgId === null) changes.orgId = null;
      else {
        if (!(await visibleOne(em, OrganizationEntity, 'o', actor, 'o.id = :id', { id: input.orgId }))) throw notFound(DEAL_MESSAGES.orgNotFound);
        changes.orgId = input.orgId;
      }
    }
    if (input.contactId !== undefined) {
      if (input.contactId === null) changes.contactId = null;
      else {
        if (!(await visibleOne(em, ContactEntity, 'c', actor, 'c.id = :id', { id: input.contactId }))) throw notFound(DEAL_MESSAGES.contactNotFound);
        changes.contactId = input.contactId;
      }
    }
    if (input.businessUnitId !== undefined) {
      if (input.businessUnitId !== null && !(await em.existsBy(BusinessUnitEntity, { id: input.businessUnitId }))) {
        throw notFound(DEAL_MESSAGES.unitNotFound);
      }
      changes.businessUnitId = input.businessUnitId;
    }
    if (input.advisorUserId !== undefined) {
      if (input.advisorUserId !== null && !(await em.existsBy(UserEntity, { id: input.advisorUserId }))) {
        throw notFound(DEAL_MESSAGES.advisorNotFound);
      }
      changes.advisorUserId = input.advisorUserId;
    }
    const diff: Record<string, [unknown, unknown]> = auditChanges(deal, changes);
    delete diff.position;
    if (Object.keys(changes).length) {
      await em.update(DealEntity, { id: deal.id }, changes);
      if (changes.title !== undefined) await reindexSearch(em, 'deal', deal.id);
    }
    const written = fields.length ? await this.customFields!.writeDealFieldsIn(em, actor, deal.id, fields) : { changes: {}, labels: {} };
    Object.assign(diff, written.changes);
    if (Object.keys(diff).length) {
      const meta = { changes: diff, ...(Object.keys(written.labels).length ? { fieldLabels: written.labels } : {}) };
      await this.audit.log(actor, { action: 'update', entity: 'deal', entityId: deal.id, description: `Operación ${deal.reference} modificada`, meta }, em);
    }
  }

  /**
   * Closes an open operation as won or lost (won/lost with reasons): writers only, a reason of motivo_cierre
   * (required for lost, 'Otro' with a text), the date and who; it leaves the kanban columns (they show
   * open operations). An already closed one is INVALID_TRANSITION. Audited with its changes.
   */
  async close(actorOrNull: Actor | null, id: unknown, input: CloseDealInput): Promise<DealView> {
    return this.closeOrReopen(actorOrNull, id, 'close', async (em, actor, deal) => {
      const status = input.outcome as 'won' | 'lost';
      const changes = await outcomeFields(em, status, actor.id, input.reason, input.reasonText);
      const why = changes.closeReason ? ` (${changes.closeReason}${changes.closeReasonText ? `: ${changes.closeReasonText}` : ''})` : '';
      return { changes, description: `Operación ${deal.reference} cerrada como ${OUTCOME_LABELS[status].toLowerCase()}${why}` };
    });
  }

  /** Reopens a won or lost operation: back on top of its column, reason, date and who cleared. An open one is INVALID_TRANSITION. */
  async reopen(actorOrNull: Actor | null, id: unknown): Promise<DealView> {
    return this.closeOrReopen(actorOrNull, id, 'reopen', async (em, actor, deal) => ({
      changes: { ...(await outcomeFields(em, 'open', actor.id, null, null)), position: await this.topPosition(em, deal.pipelineId, deal.stageId) },
      description: `Operación ${deal.reference} reabierta`,
    }));
  }

  /** Writers only; in one transaction: the deal, the transition check, the update and its audit event (changes without position). */
  private async closeOrReopen(
    actorOrNull: Actor | null,
    id: unknown,
    action: 'close' | 'reopen',
    plan: (em: EntityManager, actor: Actor, deal: DealEntity) => Promise<{ changes: Partial<DealEntity>; description: string }>,
  ): Promise<DealView> {
    const actor = requireWriter(actorOrNull);
    const dealId = assertId(id, DEAL_MESSAGES.notFound);
    let before: CardState | null = null;
    await this.ds.transaction(async (em) => {
      await lockCrmWrites(em);
      const deal = await em.findOneBy(DealEntity, { id: dealId });
      if (!deal) throw notFound(DEAL_MESSAGES.notFound);
      before = { stageId: deal.stageId, status: deal.status, pipelineId: deal.pipelineId, businessUnitId: deal.businessUnitId ?? null };
      const refused = closeTransitionError(deal.status, action);
      if (refused) throw new AppError('INVALID_TRANSITION', refused);
      const { changes, description } = await plan(em, actor, deal);
      await em.update(DealEntity, { id: deal.id }, changes);
      const diff = auditChanges(deal, changes);
      delete diff.position;
      await this.audit.log(actor, { action: 'update', entity: 'deal', entityId: deal.id, description, meta: { changes: diff } }, em);
    });
    // Open kanbans drop a closed card ('closed') and show a reopened one again ('updated' puts it in its column).
    return this.published(actor, 'updated', await this.get(actor, dealId), before);
  }

  /** The per-mode details of an operation (GET /operations/{id}): every signed-in user reads operations. */
  async modeDetails(actorOrNull: Actor | null, id: unknown): Promise<ModeDetails> {
    requireActor(actorOrNull);
    const dealId = assertId(id, DEAL_MESSAGES.notFound);
    if (!(await this.ds.manager.existsBy(DealEntity, { id: dealId }))) throw notFound(DEAL_MESSAGES.notFound);
    const [details] = await loadModeDetails(this.ds.manager, [dealId]);
    return details;
  }

  /** Batch for Deal.modeDetails (one query per request batch). */
  modeDetailsFor(dealIds: readonly number[]): Promise<ModeDetails[]> {
    return loadModeDetails(this.ds.manager, dealIds);
  }

  /** Measures and chargeable weight per mode of deals already read with visibility. */
  measuresFor(dealIds: readonly number[]): Promise<OperationMeasures[]> {
    return loadDealMeasures(this.ds.manager, dealIds);
  }

  /**
   * PUT /operations/{id}/{mode}: the sub-form's free-form document, stored as sent (REST-CONTRACT
   * "Per-mode operation details": no type checks; writers only; the deal must exist).
   */
  async saveModeDetail(actorOrNull: Actor | null, id: unknown, mode: unknown, doc: ModeDocument): Promise<ModeDocument> {
    const actor = requireWriter(actorOrNull);
    const dealId = assertId(id, DEAL_MESSAGES.notFound);
    if (!isOperationMode(mode)) throw notFound(DEAL_MESSAGES.modeNotFound);
    await this.ds.transaction(async (em) => {
      const deal = await em.findOne(DealEntity, { where: { id: dealId }, select: { id: true, reference: true } });
      if (!deal) throw notFound(DEAL_MESSAGES.notFound);
      const [before] = await loadModeDetails(em, [dealId]);
      await storeModeDetail(em, dealId, mode, doc, actor.id);
      // Field by field, as `<mode>.<key>` (the Historial reads 'Aéreo: Consignee').
      const prev = before[mode] ?? {};
      const next = { ...Object.fromEntries(Object.keys(prev).map((k) => [k, null])), ...doc }; // a key left out was cleared
      const changes = Object.fromEntries(Object.entries(auditChanges(prev, next)).map(([k, pair]) => [`${mode}.${k}`, pair]));
      await this.audit.log(
        actor,
        { action: 'update', entity: 'deal', entityId: dealId, description: `Detalles de ${mode} de la operación ${deal.reference} guardados`, meta: { mode, changes } },
        em,
      );
    });
    return doc;
  }

  private async topPosition(em: EntityManager, pipelineId: number, stageId: number): Promise<number> {
    const top = await em
      .createQueryBuilder(DealEntity, 'd')
      .select('MIN(d.position)', 'min')
      .where('d.pipeline_id = :p AND d.stage_id = :s AND d.status = :st', { p: pipelineId, s: stageId, st: 'open' })
      .getRawOne<{ min: unknown }>();
    return top?.min === null || top?.min === undefined ? 0 : Number(top.min) - POSITION_GAP;
  }

  /**
   * Moves a card to a stage, under `afterDealId` (or to the top): one UPDATE with a position between
   * the neighbours; the column is renumbered only in the rare case the gap is exhausted.
   */
  async move(actorOrNull: Actor | null, input: MoveDealInput): Promise<DealView> {
    const actor = requireWriter(actorOrNull);
    const dealId = assertId(input.id, DEAL_MESSAGES.notFound);
    let before: CardState | null = null;
    await this.ds.transaction(async (em) => {
      // The neighbours' positions must be read after any concurrent move committed: 20 cards dropped
      // under one card at once on MariaDB/MySQL all read the same snapshot and took 3 positions.
      await lockCrmWrites(em);
      const deal = await em.findOneBy(DealEntity, { id: dealId });
      if (!deal) throw notFound(DEAL_MESSAGES.notFound);
      before = { stageId: deal.stageId, status: deal.status, pipelineId: deal.pipelineId, businessUnitId: deal.businessUnitId ?? null };
      const stage = await em.findOneBy(StageEntity, { id: assertId(input.stageId, DEAL_MESSAGES.stageNotFound) });
      if (!stage) throw notFound(DEAL_MESSAGES.stageNotFound);
      if (stage.pipelineId !== deal.pipelineId) throw new AppError('VALIDATION', DEAL_MESSAGES.stageNotInPipeline);

      let position: number | null;
      if (input.afterDealId) {
        if (input.afterDealId === deal.id) throw new AppError('VALIDATION', DEAL_MESSAGES.afterDeal);
        const after = await em.findOneBy(DealEntity, { id: input.afterDealId });
        if (!after || after.stageId !== stage.id || after.pipelineId !== deal.pipelineId) throw new AppError('VALIDATION', DEAL_MESSAGES.afterDeal);
        const next = await em
          .createQueryBuilder(DealEntity, 'd')
          .select('d.position', 'position')
          .where('d.pipeline_id = :p AND d.stage_id = :s AND d.status = :st AND d.id <> :me', { p: deal.pipelineId, s: stage.id, st: 'open', me: deal.id })
          .andWhere('(d.position > :ap OR (d.position = :ap AND d.id > :aid))', { ap: after.position, aid: after.id })
          .orderBy('d.position', 'ASC')
          .addOrderBy('d.id', 'ASC')
          .limit(1)
          .getRawOne<{ position: unknown }>();
        position = positionBetween(after.position, next ? Number(next.position) : null);
        if (position === null) position = await this.renumberAndPlace(em, deal, stage.id, after.id);
      } else {
        position = await this.topPosition(em, deal.pipelineId, stage.id);
      }
      await em.update(DealEntity, { id: deal.id }, { stageId: stage.id, position });
      if (stage.id !== deal.stageId) {
        await this.audit.log(
          actor,
          { action: 'update', entity: 'deal', entityId: deal.id, description: `Operación ${deal.reference} movida a ${stage.name}`, meta: { changes: { stageId: [deal.stageId, stage.id] } } },
          em,
        );
      }
    });
    return this.published(actor, 'moved', await this.get(actor, dealId), before);
  }

  /** Gap exhausted (after many moves between the same two cards): spread the column again. */
  private async renumberAndPlace(em: EntityManager, deal: DealEntity, stageId: number, afterId: number): Promise<number> {
    const rows = await em.find(DealEntity, {
      select: { id: true },
      where: { pipelineId: deal.pipelineId, stageId, status: 'open' },
      order: { position: 'ASC', id: 'ASC' },
    });
    let place = 0;
    let i = 0;
    for (const r of rows) {
      if (r.id === deal.id) continue;
      i += 1;
      await em.update(DealEntity, { id: r.id }, { position: i * POSITION_GAP });
      if (r.id === afterId) {
        i += 1;
        place = i * POSITION_GAP;
      }
    }
    return place;
  }
}
