import { formatReference, type OperationMeasures, roundMoney } from '@crm/domain';
import type { DataSource, EntityManager } from 'typeorm';
import type { Actor } from '../../core/auth/actor';
import { requireWriter } from '../../core/auth/guards';
import { AppError, conflict, notFound } from '../../core/errors/app-error';
import { isDeadlock } from '../../core/db/db-errors';
import { rawInt } from '../../core/db/raw';
import { scopeVisible } from '../../core/db/visibility-scope';
import { encodeCursor, decodeCursor, toConnection, type ConnectionShape } from '../../core/graphql/connection';
import { applyListOrder, type OffsetPage, toOffsetConnection } from '../../core/graphql/list-order';
import { auditChanges, createdChanges, type AuditService } from '../audit';
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
  type MoveDealArgs,
  type SaveOperationInput,
  type UpdateDealInput,
} from './deals.inputs';
import type { CustomFieldsService, UpsertCustomFieldInput } from '../custom-fields';
import type { OrganizationsService } from '../organizations';
import type { ContactsService } from '../contacts';
import type { DealView } from './deals.types';
import { loadDealMeasures } from './deal-measures';
import type { BoardChangeKind, BoardLive } from './board-live';
import { isOperationMode, loadMirrorFields, loadModeDetails, loadModeDocuments, type ModeDetails, type ModeDocument, storeModeDetail } from './deal-mode-details';
import { reindexSearch } from '../search';
import { lockCrmWrites } from '../../core/db/write-lock';
import { closeTransitionError, isOwnModeDocument, mirrorWritesOf, OUTCOME_LABELS, operationFieldInput } from '@crm/domain';
import { outcomeFields } from './deal-outcome';
import { applyFilter, countDeals, DEAL_SORT_SQL, dealSelect, EDIT_VERSION_SQL, editVersionIn, toView } from './deal-rows';
import { type CardState, cardState, moveCard, topPosition } from './deal-positions';

/** The modules whose records a new operation finds or creates (each keeps its own creation rule). */
export interface DealNeighbours {
  organizations: OrganizationsService;
  contacts: ContactsService;
}

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

const trimOrNull = (s: string | null | undefined) => {
  const t = s?.trim();
  return t ? t : null;
};

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
 * Called inside the transaction that moved operations between organizations or deleted them, with the
 * organizations they left or joined: modules above deals that keep figures derived from an organization's
 * operations (cost-sheets: the budget status and 'Profit acumulado', budgets per operation) recompute them
 * there, so nothing reads them stale after the commit.
 */
export type OrganizationsTouched = (em: EntityManager, orgIds: readonly number[]) => Promise<void>;

/**
 * Called inside the transaction that is about to delete an operation, before its row goes: a module above deals
 * whose records must not outlive the operation (accounting documents: supplier invoices, payment orders, issued
 * sales invoices) answers the Spanish reason to refuse the delete, else null; it may also remove what goes with
 * the operation (draft documents) in that transaction.
 */
export type DealDeleting = (em: EntityManager, dealId: number) => Promise<string | null>;

/**
 * Called inside the transaction that changed what an operation's budget is (its confirmed revision in force was
 * confirmed or reopened): modules that keep figures derived from it (payables: the real profit on the card)
 * recompute them there. Answers true when something the operation's kanban card shows changed (the caller redraws the
 * card on open boards once its transaction committed, DealsService.cardChanged).
 */
export type DealBudgetChanged = (em: EntityManager, dealId: number) => Promise<boolean>;

export class DealsService {
  private readonly touchedListeners: OrganizationsTouched[] = [];
  private readonly deletingListeners: DealDeleting[] = [];
  private readonly budgetListeners: DealBudgetChanged[] = [];

  constructor(
    private readonly ds: DataSource,
    private readonly audit: AuditService,
    private readonly neighbours: DealNeighbours,
    private readonly boardLive: BoardLive | null = null,
    private readonly customFields: CustomFieldsService | null = null,
  ) {}

  /** Registers a module's recompute of figures derived from an organization's operations (OrganizationsTouched). */
  onOrganizationsTouched(listener: OrganizationsTouched): void {
    this.touchedListeners.push(listener);
  }

  /** Registers a module's check (and cleanup) before an operation is deleted (DealDeleting). */
  onDealDeleting(listener: DealDeleting): void {
    this.deletingListeners.push(listener);
  }

  /** Before deleting an operation in `em`'s transaction: the first refusal of a listener is a CONFLICT (nothing deleted). */
  async dealDeleting(em: EntityManager, dealId: number): Promise<void> {
    for (const listener of this.deletingListeners) {
      const refusal = await listener(em, dealId);
      if (refusal) throw conflict(refusal);
    }
  }

  /** Registers a module's recompute of figures derived from an operation's budget (DealBudgetChanged). */
  onDealBudgetChanged(listener: DealBudgetChanged): void {
    this.budgetListeners.push(listener);
  }

  /**
   * The operation's confirmed revision changed in `em`'s transaction: every listener recomputes. True when the card
   * changed: the caller announces it with cardChanged once its transaction committed.
   */
  async dealBudgetChanged(em: EntityManager, dealId: number): Promise<boolean> {
    let card = false;
    for (const listener of this.budgetListeners) if (await listener(em, dealId)) card = true;
    return card;
  }

  /** Operations left or joined these organizations (or were deleted) in `em`'s transaction: every listener recomputes. */
  async organizationsTouched(em: EntityManager, orgIds: ReadonlyArray<number | null | undefined>): Promise<void> {
    const ids = [...new Set(orgIds.filter((id): id is number => typeof id === 'number' && id > 0))];
    if (!ids.length) return;
    for (const listener of this.touchedListeners) await listener(em, ids);
  }

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

  /**
   * After the transaction committed, a module above deals changed what an open card shows (payables: the real
   * profit): every open kanban of its pipeline redraws the card, with the same boardChanged 'updated' event as an
   * edit of the operation. A closed or deleted operation has no card to redraw.
   */
  async cardChanged(by: Pick<Actor, 'id' | 'name'>, dealId: number): Promise<void> {
    const rows: Array<{ p: unknown; u: unknown; s: unknown }> = await this.ds.query("SELECT pipeline_id AS p, business_unit_id AS u, stage_id AS s FROM deals WHERE id = ? AND status = 'open'", [dealId]);
    if (!rows.length) return;
    const pipelineId = Number(rows[0].p);
    const businessUnitId = rawInt(rows[0].u);
    const stageId = rawInt(rows[0].s);
    this.boardLive?.publish({ kind: 'updated', dealId, pipelineId, businessUnitId, fromPipelineId: pipelineId, fromBusinessUnitId: businessUnitId, fromStageId: stageId, toStageId: stageId, byUserId: by.id, byUserName: by.name });
  }

  /** Every signed-in user reads every operation (company records); other users' private links show as null. */
  async list(actor: Actor, opts: DealListOptions): Promise<DealView[]> {
    const qb = dealSelect(this.ds.manager, actor);
    applyFilter(qb, opts.filter);
    if (opts.beforeId) qb.andWhere('d.id < :beforeId', { beforeId: opts.beforeId });
    if (opts.orderBy) applyListOrder(qb, DEAL_SORT_SQL, opts.orderBy, 'd.id');
    else qb.orderBy('d.id', 'DESC');
    qb.limit(opts.limit).offset(opts.offset ?? 0);
    const rows = await qb.getRawMany<Record<string, unknown>>();
    return rows.map(toView);
  }

  async connection(actor: Actor, filter: DealFilter | null | undefined, first: number, after: string | null | undefined): Promise<ConnectionShape<DealView>> {
    const cursor = decodeCursor(after, 1);
    const [rows, total] = await Promise.all([
      this.list(actor, { filter, limit: first + 1, beforeId: cursor ? Number(cursor[0]) : null }),
      countDeals(this.ds, actor, filter),
    ]);
    return toConnection(rows, first, total, (d) => encodeCursor([d.id]));
  }

  /** A sorted (or jumped-to) page of the deal tables: `first` rows from `offset`. */
  async offsetConnection(actor: Actor, filter: DealFilter | null | undefined, orderBy: DealOrder | null | undefined, page: OffsetPage): Promise<ConnectionShape<DealView>> {
    const [rows, total] = await Promise.all([this.list(actor, { filter, orderBy, limit: page.first + 1, offset: page.offset }), countDeals(this.ds, actor, filter)]);
    return toOffsetConnection(rows, page, total);
  }

  async get(actor: Actor, id: number, em: EntityManager = this.ds.manager): Promise<DealView> {
    const row = await dealSelect(em, actor).addSelect(EDIT_VERSION_SQL, 'editVersion').where('d.id = :id', { id }).getRawOne<Record<string, unknown>>();
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

  /** A preview only: another user may take that number first. Signed-in users only (the adapter holds the actor). */
  async nextReference(_actor: Actor): Promise<string> {
    const row = await this.ds.manager.createQueryBuilder(DealEntity, 'd').select('MAX(d.id)', 'max').getRawOne<{ max: unknown }>();
    return formatReference((rawInt(row?.max) ?? 0) + 1);
  }

  /**
   * One transaction: pipeline/stage checks, organization find-or-create by exact name and contact
   * find-or-create by email (only among records the actor can see), advisor = organization's advisor
   * else the creator, title from `title` else `description`, reference OP-000123.
   */
  async create(actor: Actor, input: CreateDealInput, opts: DealCreateOptions = {}): Promise<DealView> {
    requireWriter(actor);
    const title = (trimOrNull(input.title) ?? trimOrNull(input.description))?.slice(0, 300) ?? null;
    if (!title) throw new AppError('VALIDATION', DEAL_MESSAGES.required);
    const id = await (opts.within ?? this.ds).transaction(async (em) => {
      await lockCrmWrites(em); // find-or-create below sees concurrent creations
      const stage = await em.findOneBy(StageEntity, { id: input.stageId });
      if (!(await em.existsBy(PipelineEntity, { id: input.pipelineId }))) {
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

      // What the creation sets from the request, in the order its audit event lists it.
      const set = {
        title,
        value: input.value ?? 0,
        pipelineId: stage.pipelineId,
        stageId: stage.id,
        businessUnitId: input.businessUnitId ?? null,
        orgId: org?.id ?? null,
        contactId,
        advisorUserId,
      };
      const res = await em.insert(DealEntity, {
        ...set,
        description: trimOrNull(input.description),
        status: 'open',
        createdByUserId: actor.id,
        // New operations appear at the top of their column.
        position: await topPosition(em, stage.pipelineId, stage.id),
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
          meta: { stageId: stage.id, orgId: set.orgId, contactId, changes: createdChanges(set) },
        },
        em,
      );
      return newId;
    });
    // Inside a caller's transaction nothing is committed yet: the kanbans hear of it from no one (an import).
    if (opts.within) return this.get(actor, id, opts.within);
    return this.published(actor, 'created', await this.get(actor, id), null);
  }

  /** The operation's organization: linked by id (visible to the actor), else found or created by name by the organizations module. */
  private async resolveOrganization(em: EntityManager, actor: Actor, input: CreateDealInput): Promise<OrganizationEntity | null> {
    const linkId = input.orgId ?? input.organization?.id ?? null;
    if (linkId) {
      const org = await visibleOne(em, OrganizationEntity, 'o', actor, 'o.id = :id', { id: linkId });
      if (!org) throw notFound(DEAL_MESSAGES.orgNotFound);
      return org;
    }
    const name = trimOrNull(input.organization?.name);
    return name ? this.neighbours.organizations.findOrCreateByName(actor, name, em) : null;
  }

  /** The operation's contact: linked by id (visible to the actor), else found or created by the contacts module. */
  private async resolveContact(em: EntityManager, actor: Actor, input: CreateDealInput, orgId: number | null): Promise<number | null> {
    const ref = input.contact;
    if (!ref) return null;
    if (ref.id) {
      const c = await visibleOne(em, ContactEntity, 'c', actor, 'c.id = :id', { id: ref.id });
      if (!c) throw notFound(DEAL_MESSAGES.contactNotFound);
      return c.id;
    }
    return this.neighbours.contacts.findOrCreate(actor, ref, orgId, em);
  }

  /** `within`: the caller's open transaction (a CSV import batch); this write is then a savepoint of it. */
  async update(actor: Actor, id: number, input: UpdateDealInput, within?: EntityManager): Promise<DealView> {
    return this.save(actor, id, input, { within });
  }

  /** The operation screen's save (GraphQL saveOperation): conditional on the version it was loaded at. */
  saveOperation(actor: Actor, id: number, version: number, input: SaveOperationInput): Promise<DealView> {
    return this.save(actor, id, { description: input.description, value: input.value }, { fields: input.fields ?? [], expectedVersion: version });
  }

  /**
   * Writes the deal's columns and (opts.fields) its custom fields in ONE transaction with ONE audit event:
   * a field that fails takes back everything written before it. With `expectedVersion`, the current edit
   * version is read after lockCrmWrites (every CRM write holds that lock, so nothing lands between the
   * check and the writes) and a different one is a CONFLICT before anything is written: two people editing
   * the same operation never overwrite each other silently (the cost sheet's rule, cost-sheets.service.ts).
   */
  async save(actor: Actor, id: number, input: UpdateDealInput, opts: DealSaveOptions = {}): Promise<DealView> {
    requireWriter(actor);
    const { within, fields = [], expectedVersion = null } = opts;
    if (fields.length && !this.customFields) throw new Error('DealsService sin CustomFieldsService');
    let before: CardState | null = null;
    for (let attempt = 1; ; attempt++) {
      try {
        await (within ?? this.ds).transaction((em) => this.saveIn(em, actor, id, input, fields, expectedVersion, (b) => (before = b)));
        break;
      } catch (e) {
        // Only our own transaction is run again; inside an import's, its caller decides.
        if (!within && attempt < 3 && isDeadlock(e)) continue;
        throw e;
      }
    }
    if (within) return this.get(actor, id, within);
    return this.published(actor, 'updated', await this.get(actor, id), before);
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
    seen(cardState(deal));
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
        changes.position = await topPosition(em, deal.pipelineId, stage.id);
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
      if (changes.orgId !== undefined && (changes.orgId ?? null) !== (deal.orgId ?? null)) await this.organizationsTouched(em, [deal.orgId, changes.orgId]);
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
  async close(actor: Actor, id: number, input: CloseDealInput): Promise<DealView> {
    return this.closeOrReopen(actor, id, 'close', async (em, actor, deal) => {
      const status = input.outcome as 'won' | 'lost';
      const changes = await outcomeFields(em, status, actor.id, input.reason, input.reasonText);
      const why = changes.closeReason ? ` (${changes.closeReason}${changes.closeReasonText ? `: ${changes.closeReasonText}` : ''})` : '';
      return { changes, description: `Operación ${deal.reference} cerrada como ${OUTCOME_LABELS[status].toLowerCase()}${why}` };
    });
  }

  /** Reopens a won or lost operation: back on top of its column, reason, date and who cleared. An open one is INVALID_TRANSITION. */
  async reopen(actor: Actor, id: number): Promise<DealView> {
    return this.closeOrReopen(actor, id, 'reopen', async (em, actor, deal) => ({
      changes: { ...(await outcomeFields(em, 'open', actor.id, null, null)), position: await topPosition(em, deal.pipelineId, deal.stageId) },
      description: `Operación ${deal.reference} reabierta`,
    }));
  }

  /** Writers only; in one transaction: the deal, the transition check, the update and its audit event (changes without position). */
  private async closeOrReopen(
    actor: Actor,
    id: number,
    action: 'close' | 'reopen',
    plan: (em: EntityManager, actor: Actor, deal: DealEntity) => Promise<{ changes: Partial<DealEntity>; description: string }>,
  ): Promise<DealView> {
    requireWriter(actor);
    let before: CardState | null = null;
    await this.ds.transaction(async (em) => {
      await lockCrmWrites(em);
      const deal = await em.findOneBy(DealEntity, { id });
      if (!deal) throw notFound(DEAL_MESSAGES.notFound);
      before = cardState(deal);
      const refused = closeTransitionError(deal.status, action);
      if (refused) throw new AppError('INVALID_TRANSITION', refused);
      const { changes, description } = await plan(em, actor, deal);
      await em.update(DealEntity, { id: deal.id }, changes);
      const diff = auditChanges(deal, changes);
      delete diff.position;
      await this.audit.log(actor, { action: 'update', entity: 'deal', entityId: deal.id, description, meta: { changes: diff } }, em);
    });
    // Open kanbans drop a closed card ('closed') and show a reopened one again ('updated' puts it in its column).
    return this.published(actor, 'updated', await this.get(actor, id), before);
  }

  /** The per-mode details of an operation (GET /operations/{id}): every signed-in user reads operations. */
  async modeDetails(actor: Actor, id: number): Promise<ModeDetails> {
    if (!(await this.ds.manager.existsBy(DealEntity, { id }))) throw notFound(DEAL_MESSAGES.notFound);
    const [details] = await loadModeDetails(this.ds.manager, [id]);
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
  async saveModeDetail(actor: Actor, id: number, mode: unknown, doc: ModeDocument): Promise<ModeDocument> {
    requireWriter(actor);
    await this.ds.transaction(async (em) => {
      // The operation first: an id that names nothing is 'Operación no encontrada.' whatever the mode.
      const deal = await em.findOne(DealEntity, { where: { id }, select: { id: true, reference: true } });
      if (!deal) throw notFound(DEAL_MESSAGES.notFound);
      if (!isOperationMode(mode)) throw notFound(DEAL_MESSAGES.modeNotFound);
      const [before] = await loadModeDocuments(em, [id]);
      const [mirrors] = await loadMirrorFields(em, [id]);
      await storeModeDetail(em, id, mode, doc, actor.id);
      // Field by field, as `<mode>.<key>` (the Historial reads 'Aéreo: Consignee').
      const prev = before[mode] ?? {};
      const next = { ...Object.fromEntries(Object.keys(prev).map((k) => [k, null])), ...doc }; // a key left out was cleared
      const changes: Record<string, unknown> = Object.fromEntries(Object.entries(auditChanges(prev, next)).map(([k, pair]) => [`${mode}.${k}`, pair]));
      // The document's mirrors (MBL, HBL, weight…) are the operation's fields: what the original client's tab
      // edited shows in our screens (domain shipment.ts, MIRRORS).
      const fieldWrites = isOwnModeDocument(mode, mirrors.modalidad_carga) ? mirrorWritesOf(mode, doc, mirrors) : [];
      let fieldLabels: Record<string, string> = {};
      if (fieldWrites.length && this.customFields) {
        const written = await this.customFields.writeDealFieldsIn(em, actor, id, fieldWrites.map((w) => operationFieldInput(w.key, w.value ?? '')));
        Object.assign(changes, written.changes);
        fieldLabels = written.labels;
      }
      const meta = { mode, changes, ...(Object.keys(fieldLabels).length ? { fieldLabels } : {}) };
      await this.audit.log(actor, { action: 'update', entity: 'deal', entityId: id, description: `Detalles de ${mode} de la operación ${deal.reference} guardados`, meta }, em);
    });
    return doc;
  }

  /** Moves a card (deal-positions.ts moveCard) in one transaction, audited when its stage changed. */
  async move(actor: Actor, input: MoveDealArgs): Promise<DealView> {
    requireWriter(actor);
    const dealId = input.id;
    let before: CardState | null = null;
    await this.ds.transaction(async (em) => {
      // The neighbours' positions must be read after any concurrent move committed: 20 cards dropped
      // under one card at once on MariaDB/MySQL all read the same snapshot and took 3 positions.
      await lockCrmWrites(em);
      const deal = await em.findOneBy(DealEntity, { id: dealId });
      if (!deal) throw notFound(DEAL_MESSAGES.notFound);
      before = cardState(deal);
      const stage = await moveCard(em, deal, input);
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
}
