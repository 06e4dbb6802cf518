import { formatReference, parseReference } from '@crm/domain';
import type { DataSource, EntityManager, SelectQueryBuilder } from 'typeorm';
import type { Actor } from '../../core/auth/actor';
import { type TextSort, textSort } from '../../core/db/reading-order';
import { likeEscape, LIKE_ESCAPE, type RawColumns, rawDate, rawDateOrNull, rawFloat, rawInt, rawMoney, rawNumber, rawSelectList, rawString, readRawRow } from '../../core/db/raw';
import { visibleCondition } from '../../core/db/visibility-scope';
import { BusinessUnitEntity } from '../business-units/business-unit.entity';
import { ContactEntity } from '../contacts/contact.entity';
import { OrganizationEntity } from '../organizations/organization.entity';
import { StageEntity } from '../pipelines/stage.entity';
import { UserEntity } from '../users/user.entity';
import { DealEntity } from './deal.entity';
import { type DealFilter, DealSortKey } from './deals.inputs';
import type { DealView } from './deals.types';

/**
 * Budgets per operation: the operation's own budget status (spec vocabulary) from its current cost-sheet
 * revision, and the profit of its confirmed revision in force (domain/cost-sheet-revisions.ts,
 * revisionBudgetStatus). `cost_sheet_revisions` is the cost-sheets module's table, read here by name (deals
 * sits below that module). Null, like the organization's budget, when the actor may not see the organization.
 */
const HIDDEN_ORG = 'd.org_id IS NOT NULL AND o.id IS NULL';
const BUDGET_STATUS_SQL = `CASE WHEN ${HIDDEN_ORG} THEN NULL ELSE COALESCE((SELECT CASE WHEN r.status IN ('confirmada', 'bloqueada') THEN 'confirmado' WHEN r.status = 'borrador' AND r.budget_locked_at IS NOT NULL THEN 'bloqueado' ELSE 'borrador' END FROM cost_sheet_revisions r WHERE r.deal_id = d.id ORDER BY r.number DESC LIMIT 1), 'borrador') END`;
/** The real profit kept by the payables module (deals.real_profit, migration 1767000000000), hidden like the budgeted one. */
const REAL_PROFIT_SQL = `CASE WHEN ${HIDDEN_ORG} THEN NULL ELSE d.real_profit END`;
const BUDGET_PROFIT_SQL = `CASE WHEN ${HIDDEN_ORG} THEN NULL ELSE (SELECT r.confirmed_profit FROM cost_sheet_revisions r WHERE r.deal_id = d.id AND r.status IN ('confirmada', 'bloqueada') ORDER BY r.number DESC LIMIT 1) END`;

/**
 * The deal rows every screen reads (lists, the operation, the webhook snapshot), in ONE statement with
 * every joined name (no per-row queries). Each field of DealView is spelled once, in DEAL_COLUMNS: its
 * alias, its SQL over the joins of dealSelect and how the raw cell is read; the select list and the
 * row reader both derive from it. Organization and contact columns read through the visible joins
 * (joinVisibleLinks): null when the actor may not see that record.
 */
const DEAL_COLUMNS = {
  id: ['d.id', Number],
  // A deal inserted before its reference was written shows the one its id makes (formatReference).
  reference: ['d.reference', rawString],
  title: ['d.title', String],
  description: ['d.description', rawString],
  value: ['d.value', rawNumber],
  status: ['d.status', String],
  pipelineId: ['d.pipeline_id', Number],
  stageId: ['d.stage_id', Number],
  stageName: ['s.name', rawString],
  businessUnitId: ['d.business_unit_id', rawInt],
  businessUnitName: ['bu.name', rawString],
  businessUnitKey: ['bu.key_slug', rawString],
  orgId: ['o.id', rawInt],
  // Pickers and cards name an organization by its name, else its razón social.
  orgName: ['COALESCE(o.name, o.razon_social)', rawString],
  orgRuc: ['o.ruc', rawString],
  orgAddress: ['o.address', rawString],
  orgPhone: ['o.phone', rawString],
  orgEmail: ['o.email', rawString],
  orgBudgetStatus: ['o.budget_status', rawString],
  orgBudgetProfitValue: ['o.budget_profit_value', rawMoney],
  budgetStatus: [BUDGET_STATUS_SQL, rawString],
  budgetProfitValue: [BUDGET_PROFIT_SQL, rawMoney],
  realProfitValue: [REAL_PROFIT_SQL, rawMoney],
  orgAdvisorName: ['oau.name', rawString],
  contactId: ['c.id', rawInt],
  contactName: ['c.name', rawString],
  contactEmail: ['c.email', rawString],
  contactPhone: ['c.phone', rawString],
  advisorUserId: ['d.deal_advisor_user_id', rawInt],
  advisorName: ['au.name', rawString],
  createdByUserId: ['d.created_by_user_id', rawInt],
  createdByName: ['cu.name', rawString],
  position: ['d.position', rawFloat],
  closeReason: ['d.close_reason', rawString],
  closeReasonText: ['d.close_reason_text', rawString],
  closedAt: ['d.closed_at', rawDateOrNull],
  closedByName: ['clu.name', rawString],
  createdAt: ['d.created_at', rawDate],
  updatedAt: ['d.updated_at', rawDate],
} as const satisfies RawColumns;

/** The SQL of each sort key (the allow-list: nothing from the request reaches ORDER BY), over dealSelect's joins. */
export const DEAL_SORT_SQL: Record<DealSortKey, string | TextSort> = {
  [DealSortKey.ID]: DEAL_COLUMNS.id[0],
  [DealSortKey.REFERENCE]: textSort(DEAL_COLUMNS.reference[0]),
  [DealSortKey.TITLE]: textSort(DEAL_COLUMNS.title[0]),
  [DealSortKey.DESCRIPTION]: textSort(DEAL_COLUMNS.description[0]),
  [DealSortKey.BUSINESS_UNIT]: textSort(DEAL_COLUMNS.businessUnitName[0]),
  [DealSortKey.ORGANIZATION]: textSort(DEAL_COLUMNS.orgName[0]),
  [DealSortKey.CONTACT]: textSort(DEAL_COLUMNS.contactName[0]),
  [DealSortKey.VALUE]: DEAL_COLUMNS.value[0],
  [DealSortKey.STAGE]: 's.order_index',
  [DealSortKey.CREATED_AT]: DEAL_COLUMNS.createdAt[0],
  [DealSortKey.BUDGET_STATUS]: textSort(DEAL_COLUMNS.budgetStatus[0]),
  [DealSortKey.ADVISOR]: textSort(DEAL_COLUMNS.advisorName[0]),
  [DealSortKey.PROFIT]: DEAL_COLUMNS.budgetProfitValue[0],
  [DealSortKey.REAL_PROFIT]: DEAL_COLUMNS.realProfitValue[0],
};

/**
 * The operation's edit version (migration 1765000000000: triggers bump it with every write to its title,
 * description, value or custom fields), read in the same statement as the row it belongs to: a form loaded
 * with it never holds values older than its version (at worst newer, which only makes a needless conflict).
 */
export const EDIT_VERSION_SQL = 'COALESCE((SELECT ev.version FROM deal_edit_versions ev WHERE ev.deal_id = d.id), 0)';

/** The operation's current edit version alone (0 when never edited), read through `em`. */
export async function editVersionIn(em: EntityManager, dealId: number): Promise<number> {
  const rows: Array<{ version: unknown }> = await em.query('SELECT version FROM deal_edit_versions WHERE deal_id = ?', [dealId]);
  return rawInt(rows[0]?.version) ?? 0;
}

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

/** Deal rows with every joined name the screens show (DEAL_COLUMNS), in ONE statement. */
export function dealSelect(em: EntityManager, actor: Actor): SelectQueryBuilder<DealEntity> {
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
    .select(rawSelectList(DEAL_COLUMNS));
}

/** A raw row of dealSelect → DealView (with Deal.version when the row carries EDIT_VERSION_SQL as editVersion). */
export function toView(r: Record<string, unknown>): DealView {
  const row = readRawRow(DEAL_COLUMNS, r);
  return {
    ...row,
    reference: row.reference ?? formatReference(row.id),
    ...(r.editVersion !== undefined ? { editVersion: rawInt(r.editVersion) ?? 0 } : {}),
  };
}

export function applyFilter(qb: SelectQueryBuilder<DealEntity>, f: DealFilter | null | undefined): void {
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
  if (f.budgetStatus) qb.andWhere(`${BUDGET_STATUS_SQL} = :fOpBudget`, { fOpBudget: f.budgetStatus });
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

/**
 * The list's total. By pipeline, stage, unit and status only (the /general table, a workspace's table):
 * a sum over deal_totals (kept by triggers, a few rows per pipeline), whatever the number of deals.
 * Filters on the linked organization or contact (or the text) need the visibility joins; the others
 * count deals alone (no joins, no DISTINCT).
 */
export async function countDeals(ds: DataSource, actor: Actor, filter: DealFilter | null | undefined): Promise<number> {
  const f = filter ?? {};
  if (!f.orgId && !f.contactId && !f.orgBudgetStatus && !f.budgetStatus && !f.q?.trim()) {
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
      const rows: Array<{ n: unknown }> = await ds.query(`SELECT SUM(deals) AS n FROM deal_totals${where}`, conditions.map(([, v]) => v));
      return Number(rows[0]?.n ?? 0);
    }
    const qb = ds.manager.createQueryBuilder(DealEntity, 'd');
    applyFilter(qb, f);
    return qb.getCount();
  }
  const qb = joinVisibleLinks(ds.manager.createQueryBuilder(DealEntity, 'd'), actor);
  applyFilter(qb, filter);
  return qb.getCount();
}
