import { isStatsWindow, statsWindow } from '@crm/domain';
import type { DataSource } from 'typeorm';
import type { Actor } from '../../core/auth/actor';
import { requireAdmin } from '../../core/auth/guards';
import { AppError } from '../../core/errors/app-error';
import { rawDate, rawInt } from '../../core/db/raw';
import { ActivityEntity } from '../activities/activity.entity';
import { AuditEventEntity } from '../audit/audit-event.entity';
import { DealEntity } from '../deals/deal.entity';
import { OrganizationEntity } from '../organizations/organization.entity';
import { UserEntity } from '../users/user.entity';
import type { ActivityOverview, OverviewAction, OverviewDeal } from './stats.types';

/**
 * The statistics screen computes its cards from raw rows (REST-CONTRACT): the most rows one overview
 * answers with. Beyond them the overview is refused (the cards would be wrong if the rows were cut)
 * and a shorter window asked for.
 */
export const OVERVIEW_MAX = { actions: 10_000, deals: 3_000 } as const;

const count = new Intl.NumberFormat('es-PY');

export const STATS_MESSAGES = {
  windowInvalid: 'La ventana debe ser de 7, 14, 30, 60 o 90 días.',
  tooMany: `El período tiene demasiados movimientos para calcular las estadísticas (más de ${count.format(OVERVIEW_MAX.actions)} acciones o ${count.format(OVERVIEW_MAX.deals)} operaciones nuevas): elegí un período más corto.`,
} as const;

/** Statistics ('Estadísticas y análisis', spec part 2 §2): admins only. */
export class StatsService {
  constructor(private readonly ds: DataSource) {}

  async overview(actorOrNull: Actor | null, days: number, now: Date = new Date()): Promise<ActivityOverview> {
    requireAdmin(actorOrNull);
    if (!isStatsWindow(days)) throw new AppError('VALIDATION', STATS_MESSAGES.windowInvalid);
    const w = statsWindow(now, days);
    const em = this.ds.manager;
    const [users, audits, activities, deals] = await Promise.all([
      em.getRepository(UserEntity).find({ order: { name: 'ASC', id: 'ASC' } }),
      // Actions = audit events of creates and updates (idx_audit_events_created) ...
      em
        .createQueryBuilder(AuditEventEntity, 'a')
        .select(['a.id AS id', 'a.user_id AS userId', 'a.entity AS entity', 'a.entity_id AS entityId', 'a.created_at AS createdAt'])
        .where('a.created_at >= :since AND a.created_at <= :now', { since: w.previousStart, now: w.end })
        .andWhere("a.action IN ('create', 'update')")
        .limit(OVERVIEW_MAX.actions + 1)
        .getRawMany<Record<string, unknown>>(),
      // ... and activities (idx_activities_created); a done one is a finished action.
      em
        .createQueryBuilder(ActivityEntity, 't')
        .select(['t.id AS id', 't.created_by_user_id AS userId', 't.deal_id AS dealId', 't.done AS done', 't.created_at AS createdAt'])
        .where('t.created_at >= :since AND t.created_at <= :now', { since: w.previousStart, now: w.end })
        .limit(OVERVIEW_MAX.actions + 1)
        .getRawMany<Record<string, unknown>>(),
      // New operations of the window (idx_deals_created).
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
        ])
        .where('d.created_at >= :since AND d.created_at <= :now', { since: w.start, now: w.end })
        .orderBy('d.id', 'ASC')
        .limit(OVERVIEW_MAX.deals + 1)
        .getRawMany<Record<string, unknown>>(),
    ]);
    if (audits.length + activities.length > OVERVIEW_MAX.actions || deals.length > OVERVIEW_MAX.deals) {
      throw new AppError('VALIDATION', STATS_MESSAGES.tooMany);
    }
    const actions: OverviewAction[] = [
      ...audits.map((r) => ({
        source: 'audit' as const,
        id: Number(r.id),
        userId: rawInt(r.userId),
        dealId: r.entity === 'deal' ? rawInt(r.entityId) : null,
        date: rawDate(r.createdAt),
        isDone: false,
      })),
      ...activities.map((r) => ({
        source: 'activity' as const,
        id: Number(r.id),
        userId: rawInt(r.userId),
        dealId: rawInt(r.dealId),
        date: rawDate(r.createdAt),
        isDone: r.done === true || Number(r.done) === 1,
      })),
    ].sort((a, b) => a.date.getTime() - b.date.getTime());
    return {
      days,
      now: w.end,
      totalUsers: users.length,
      users: users.map((u) => ({ id: u.id, name: u.name, email: u.email, role: u.role, isActive: u.isActive })),
      activities: actions,
      deals: deals.map(
        (r): OverviewDeal => ({
          id: Number(r.id),
          reference: (r.reference as string | null) ?? null,
          orgId: rawInt(r.orgId),
          orgName: ((r.orgName as string | null) || (r.orgRazonSocial as string | null)) ?? null,
          advisorUserId: rawInt(r.advisorUserId),
          dealAdvisorUserId: rawInt(r.dealAdvisorUserId),
          dealAdvisorName: (r.dealAdvisorName as string | null) ?? null,
          createdByUserId: rawInt(r.createdByUserId),
          createdByName: (r.createdByName as string | null) ?? null,
          createdAt: rawDate(r.createdAt),
        }),
      ),
    };
  }
}
