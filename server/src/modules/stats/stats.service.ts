import { isStatsWindow, statsWindow, summarizeStatsTotals, type StatsSummary, type StatsWindow } from '@crm/domain';
import type { DataSource, EntityManager, ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import type { Actor } from '../../core/auth/actor';
import { requireAdmin } from '../../core/auth/guards';
import { AppError } from '../../core/errors/app-error';
import { dateBound, rawDate, rawInt } from '../../core/db/raw';
import { readingOrder } from '../../core/db/reading-order';
import { ActivityEntity } from '../activities/activity.entity';
import { AuditEventEntity } from '../audit/audit-event.entity';
import { DealEntity } from '../deals/deal.entity';
import { OrganizationEntity } from '../organizations/organization.entity';
import { UserEntity } from '../users/user.entity';
import type { ActivityOverview, OverviewAction, OverviewDeal, OverviewUser } from './stats.types';

/**
 * The most rows one GraphQL `activityOverview` answers with (its lists have a declared maximum, GraphQL cost = work).
 * Beyond them it is refused (the cards would be wrong if the rows were cut): the summary (`statsSummary`)
 * has no such limit, and REST streams the lists whole.
 */
export const OVERVIEW_MAX = { actions: 10_000, deals: 3_000 } as const;

/** Rows per statement when the REST overview streams its lists. */
const OVERVIEW_PAGE = 5_000;

const count = new Intl.NumberFormat('es-PY');

export const STATS_MESSAGES = {
  windowInvalid: 'La ventana debe ser de 7, 14, 30, 60 o 90 días.',
  tooMany: `El período tiene demasiados movimientos para devolverlos como listas (más de ${count.format(OVERVIEW_MAX.actions)} acciones o ${count.format(OVERVIEW_MAX.deals)} operaciones nuevas): pedí el resumen con statsSummary o elegí un período más corto.`,
} as const;

/** The summary of 'Estadísticas y análisis' with the server's "now" (the end of the window). */
export type StatsSummaryResult = StatsSummary & { now: Date };

/** The overview's lists, read page by page in date order (REST writes them out as they come). */
export interface OverviewLists {
  days: number;
  now: Date;
  totalUsers: number;
  users: OverviewUser[];
  /** Audit events of creates and updates, then activities, of the window and the previous one. */
  actions(): AsyncGenerator<OverviewAction[]>;
  /** The operations created in the window. */
  deals(): AsyncGenerator<OverviewDeal[]>;
}

/** Half-open [from, to) bounds of the windows as SQL parameters (see dateBound): the same rows on both engines. */
interface SqlWindow {
  /** Start of the previous window. */
  from: Date | string;
  /** Start of the current window. */
  start: Date | string;
  /** Just after the end of the current window (its end is inclusive, to the millisecond). */
  to: Date | string;
}

const DONE = 't.done = 1';
/** Who finished a done activity (an activity done before finishing was recorded: its author). */
const FINISHER = 'COALESCE(t.done_by_user_id, t.created_by_user_id)';
/** Finished in the current window (an activity done before finishing was recorded: at its creation). */
const FINISHED_IN_WINDOW = '((t.done_at >= :start AND t.done_at < :to) OR (t.done_at IS NULL AND t.created_at >= :start AND t.created_at < :to))';

/** A deal's organization as the statistics name it: its name, else its razón social. */
const orgNameOf = (name: unknown, razonSocial: unknown): string | null => ((name as string | null) || (razonSocial as string | null)) ?? null;

/** Statistics ('Estadísticas y análisis', spec part 2 §2): admins only. */
export class StatsService {
  constructor(private readonly ds: DataSource) {}

  private window(actorOrNull: Actor | null, days: number, now: Date): { w: StatsWindow; sql: SqlWindow } {
    requireAdmin(actorOrNull);
    if (!isStatsWindow(days)) throw new AppError('VALIDATION', STATS_MESSAGES.windowInvalid);
    const w = statsWindow(now, days);
    const bound = (d: Date) => dateBound(this.ds, d);
    return { w, sql: { from: bound(w.previousStart), start: bound(w.start), to: bound(new Date(w.end.getTime() + 1)) } };
  }

  /**
   * The cards and the user table, computed here by the same rules as the raw lists (domain/stats.ts) from
   * counts grouped in SQL: six statements whatever the number of events, answers bounded by the users
   * and the organizations with new operations. Admins see every organization's name, private ones too
   * (as in the overview and everywhere else).
   */
  async summary(actorOrNull: Actor | null, days: number, now: Date = new Date()): Promise<StatsSummaryResult> {
    const { w, sql } = this.window(actorOrNull, days, now);
    const em = this.ds.manager;
    const [users, audits, activities, finished, dealsPerUser, dealsPerOrg] = await Promise.all([
      em.getRepository(UserEntity).find({ select: { id: true, name: true } }),
      // Actions = audit events of creates and updates (idx_audit_events_created) ...
      em
        .createQueryBuilder(AuditEventEntity, 'a')
        .select('a.user_id', 'userId')
        .addSelect('SUM(CASE WHEN a.created_at >= :start THEN 1 ELSE 0 END)', 'actions')
        .addSelect('0', 'finished')
        .addSelect('SUM(CASE WHEN a.created_at < :start THEN 1 ELSE 0 END)', 'previous')
        .where('a.created_at >= :from AND a.created_at < :to', sql)
        .andWhere("a.action IN ('create', 'update')")
        .groupBy('a.user_id')
        .getRawMany<Record<string, unknown>>(),
      // ... and activities (idx_activities_created).
      em
        .createQueryBuilder(ActivityEntity, 't')
        .select('t.created_by_user_id', 'userId')
        .addSelect('SUM(CASE WHEN t.created_at >= :start THEN 1 ELSE 0 END)', 'actions')
        .addSelect('0', 'finished')
        .addSelect('SUM(CASE WHEN t.created_at < :start THEN 1 ELSE 0 END)', 'previous')
        .where('t.created_at >= :from AND t.created_at < :to', sql)
        .groupBy('t.created_by_user_id')
        .getRawMany<Record<string, unknown>>(),
      // Finished actions: done activities by when and who finished them (idx_activities_done_at), so an
      // overdue task closed today counts today, for who closed it (domain/stats.ts StatsAction.doneAt).
      em
        .createQueryBuilder(ActivityEntity, 't')
        .select(FINISHER, 'userId')
        .addSelect('0', 'actions')
        .addSelect('COUNT(*)', 'finished')
        .addSelect('0', 'previous')
        .where(`${DONE} AND ${FINISHED_IN_WINDOW}`, sql)
        .groupBy(FINISHER)
        .getRawMany<Record<string, unknown>>(),
      // New operations per responsible person: the deal's advisor, else its organization's, else its creator.
      em
        .createQueryBuilder(DealEntity, 'd')
        .leftJoin(OrganizationEntity, 'o', 'o.id = d.orgId')
        .select('COALESCE(d.deal_advisor_user_id, o.advisor_user_id, d.created_by_user_id)', 'userId')
        .addSelect('COUNT(*)', 'operations')
        .where('d.created_at >= :start AND d.created_at < :to', sql)
        .groupBy('COALESCE(d.deal_advisor_user_id, o.advisor_user_id, d.created_by_user_id)')
        .getRawMany<Record<string, unknown>>(),
      // ... and per organization (grouped by id: the names are merged in domain/stats.ts exactly as JavaScript
      // compares them, not as the database's collation would).
      em
        .createQueryBuilder(DealEntity, 'd')
        .leftJoin(OrganizationEntity, 'o', 'o.id = d.orgId')
        .select('d.org_id', 'orgId')
        .addSelect('o.name', 'orgName')
        .addSelect('o.razon_social', 'orgRazonSocial')
        .addSelect('COUNT(*)', 'operations')
        .where('d.created_at >= :start AND d.created_at < :to', sql)
        .groupBy('d.org_id')
        .addGroupBy('o.name')
        .addGroupBy('o.razon_social')
        .getRawMany<Record<string, unknown>>(),
    ]);
    const actionRows = [...audits, ...activities, ...finished];
    const summary = summarizeStatsTotals({
      days,
      totalUsers: users.length,
      users: users.map((u) => ({ id: u.id, name: u.name })),
      perUser: [
        ...actionRows.map((r) => ({ userId: rawInt(r.userId), actions: Number(r.actions), finished: Number(r.finished), operations: 0 })),
        ...dealsPerUser.map((r) => ({ userId: rawInt(r.userId), actions: 0, finished: 0, operations: Number(r.operations) })),
      ],
      previousUserIds: actionRows.filter((r) => Number(r.previous) > 0).map((r) => rawInt(r.userId)),
      perOrganization: dealsPerOrg.map((r) => ({ orgName: orgNameOf(r.orgName, r.orgRazonSocial), operations: Number(r.operations) })),
    });
    return { ...summary, now: w.end };
  }

  /**
   * GraphQL `activityOverview`: the raw lists, at most OVERVIEW_MAX rows (a list field needs a maximum for
   * the cost estimate), else refused. Scripts that want the cards ask statsSummary.
   */
  async overview(actorOrNull: Actor | null, days: number, now: Date = new Date()): Promise<ActivityOverview> {
    const { w, sql } = this.window(actorOrNull, days, now);
    const em = this.ds.manager;
    const first = { at: null, id: 0 };
    const [users, audits, activities, finishedLater, deals] = await Promise.all([
      this.users(em),
      this.auditPage(em, sql, first, OVERVIEW_MAX.actions + 1),
      this.activityPage(em, sql, first, OVERVIEW_MAX.actions + 1),
      this.finishedLaterPage(em, sql, first, OVERVIEW_MAX.actions + 1),
      this.dealPage(em, sql, first, OVERVIEW_MAX.deals + 1),
    ]);
    if (audits.length + activities.length + finishedLater.length > OVERVIEW_MAX.actions || deals.length > OVERVIEW_MAX.deals) {
      throw new AppError('VALIDATION', STATS_MESSAGES.tooMany);
    }
    return {
      days,
      now: w.end,
      totalUsers: users.length,
      users,
      activities: [...audits, ...activities, ...finishedLater].map((r) => r.row).sort((a, b) => a.date.getTime() - b.date.getTime()),
      deals: deals.map((r) => r.row),
    };
  }

  /**
   * REST `GET /admin/activity/overview`: the same lists without a cap (the original client computes its
   * cards from them), read OVERVIEW_PAGE rows at a time so the memory of one answer stays bounded.
   * The admin check and the window are checked here, before anything is read.
   */
  async overviewLists(actorOrNull: Actor | null, days: number, now: Date = new Date()): Promise<OverviewLists> {
    const { w, sql } = this.window(actorOrNull, days, now);
    const em = this.ds.manager;
    const users = await this.users(em);
    const audits = (after: Cursor, limit: number) => this.auditPage(em, sql, after, limit);
    const activities = (after: Cursor, limit: number) => this.activityPage(em, sql, after, limit);
    const finishedLater = (after: Cursor, limit: number) => this.finishedLaterPage(em, sql, after, limit);
    const deals = (after: Cursor, limit: number) => this.dealPage(em, sql, after, limit);
    return {
      days,
      now: w.end,
      totalUsers: users.length,
      users,
      actions: async function* () {
        yield* pages(audits);
        yield* pages(activities);
        yield* pages(finishedLater);
      },
      deals: () => pages(deals),
    };
  }

  private async users(em: EntityManager): Promise<OverviewUser[]> {
    const qb = em.getRepository(UserEntity).createQueryBuilder('u');
    const users = await qb.orderBy(readingOrder(qb, 'u.name'), 'ASC').addOrderBy('u.id', 'ASC').getMany();
    return users.map((u) => ({ id: u.id, name: u.name, email: u.email, role: u.role, isActive: u.isActive }));
  }

  private auditPage(em: EntityManager, sql: SqlWindow, after: Cursor, limit: number) {
    return page(
      em
        .createQueryBuilder(AuditEventEntity, 'a')
        .select(['a.id AS id', 'a.user_id AS userId', 'a.entity AS entity', 'a.entity_id AS entityId', 'a.created_at AS createdAt'])
        .where("a.action IN ('create', 'update')"),
      'a',
      { from: sql.from, to: sql.to },
      after,
      limit,
      (r): OverviewAction => ({
        source: 'audit',
        id: Number(r.id),
        userId: rawInt(r.userId),
        dealId: r.entity === 'deal' ? rawInt(r.entityId) : null,
        date: rawDate(r.createdAt),
        isDone: false,
        doneAt: null,
        doneByUserId: null,
      }),
    );
  }

  private activityPage(em: EntityManager, sql: SqlWindow, after: Cursor, limit: number) {
    return page(this.activityRows(em), 't', { from: sql.from, to: sql.to }, after, limit, activityAction);
  }

  /**
   * Activities created before the lists' range and finished in the current window (an old task closed
   * now): listed so that counting the lists by doneAt/doneByUserId gives the summary's finished actions.
   * Their own date is outside both windows, so they add no action. Along idx_activities_done_at.
   */
  private finishedLaterPage(em: EntityManager, sql: SqlWindow, after: Cursor, limit: number) {
    const qb = this.activityRows(em).where(`${DONE} AND t.created_at < :listFrom`, { listFrom: sql.from });
    return page(qb, 't', { from: sql.start, to: sql.to }, after, limit, activityAction, 'done_at');
  }

  private activityRows(em: EntityManager) {
    return em
      .createQueryBuilder(ActivityEntity, 't')
      .select([
        't.id AS id',
        't.created_by_user_id AS userId',
        't.deal_id AS dealId',
        't.done AS done',
        't.done_at AS doneAt',
        't.done_by_user_id AS doneByUserId',
        't.created_at AS createdAt',
      ]);
  }

  private dealPage(em: EntityManager, sql: SqlWindow, after: Cursor, limit: number) {
    return page(
      em
        .createQueryBuilder(DealEntity, 'd')
        .leftJoin(OrganizationEntity, 'o', 'o.id = d.orgId')
        .leftJoin(UserEntity, 'au', 'au.id = d.advisorUserId')
        .leftJoin(UserEntity, 'cu', 'cu.id = d.createdByUserId')
        .select([
          'd.id AS id',
          'd.reference AS reference',
          'd.org_id AS orgId',
          'o.name AS orgName',
          'o.razon_social AS orgRazonSocial',
          'o.advisor_user_id AS advisorUserId',
          'd.deal_advisor_user_id AS dealAdvisorUserId',
          'au.name AS dealAdvisorName',
          'd.created_by_user_id AS createdByUserId',
          'cu.name AS createdByName',
          'd.created_at AS createdAt',
        ]),
      'd',
      { from: sql.start, to: sql.to },
      after,
      limit,
      (r): OverviewDeal => ({
        id: Number(r.id),
        reference: (r.reference as string | null) ?? null,
        orgId: rawInt(r.orgId),
        orgName: orgNameOf(r.orgName, r.orgRazonSocial),
        advisorUserId: rawInt(r.advisorUserId),
        dealAdvisorUserId: rawInt(r.dealAdvisorUserId),
        dealAdvisorName: (r.dealAdvisorName as string | null) ?? null,
        createdByUserId: rawInt(r.createdByUserId),
        createdByName: (r.createdByName as string | null) ?? null,
        createdAt: rawDate(r.createdAt),
      }),
    );
  }
}

const activityAction = (r: Record<string, unknown>): OverviewAction => {
  const done = r.done === true || Number(r.done) === 1;
  return {
    source: 'activity',
    id: Number(r.id),
    userId: rawInt(r.userId),
    dealId: rawInt(r.dealId),
    date: rawDate(r.createdAt),
    isDone: done,
    doneAt: done && r.doneAt != null ? rawDate(r.doneAt) : null,
    doneByUserId: done ? rawInt(r.doneByUserId) : null,
  };
};

/** Every page of a list, OVERVIEW_PAGE rows each, until one comes back short. */
async function* pages<T>(read: (after: Cursor, limit: number) => Promise<Array<{ row: T; cursor: Cursor }>>): AsyncGenerator<T[]> {
  let after: Cursor = { at: null, id: 0 };
  for (;;) {
    const page = await read(after, OVERVIEW_PAGE);
    if (page.length) yield page.map((p) => p.row);
    if (page.length < OVERVIEW_PAGE) return;
    after = page[page.length - 1].cursor;
  }
}

/** Where the previous page ended: its last row's created_at (or the paged column) as the database holds it (text, to the microsecond) and id. */
interface Cursor {
  at: string | null;
  id: number;
}

/**
 * One page of the rows created in [range.from, range.to), in (created_at, id) order after `after`, along the
 * created_at index (which holds the id on both engines). The page starts its index range at the cursor
 * (never again at the window's start: each page reads only its own rows); the OR skips the rows of that
 * instant already read. The cursor is the column cast to text: a Date from mysql2 would drop the
 * microseconds MariaDB/MySQL store.
 */
async function page<T>(
  qb: SelectQueryBuilder<ObjectLiteral>,
  alias: string,
  range: { from: Date | string; to: Date | string },
  after: Cursor,
  limit: number,
  map: (r: Record<string, unknown>) => T,
  column = 'created_at',
): Promise<Array<{ row: T; cursor: Cursor }>> {
  const col = `${alias}.${column}`;
  qb.andWhere(`${col} >= :pageFrom AND ${col} < :pageTo`, { pageFrom: after.at ?? range.from, pageTo: range.to });
  if (after.at !== null) qb.andWhere(`(${col} > :pageFrom OR ${alias}.id > :pageId)`, { pageId: after.id });
  const rows = await qb
    .addSelect(`CAST(${col} AS CHAR)`, 'cursorAt')
    .orderBy(col, 'ASC')
    .addOrderBy(`${alias}.id`, 'ASC')
    .limit(limit)
    .getRawMany<Record<string, unknown>>();
  return rows.map((r) => ({ row: map(r), cursor: { at: String(r.cursorAt), id: Number(r.id) } }));
}
