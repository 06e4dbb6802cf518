import { isProfitStatsMonths, type ProfitStatsGroup, profitStatsFirstMonth, summarizeProfit } from '@crm/domain';
import type { DataSource } from 'typeorm';
import type { Actor } from '../../core/auth/actor';
import { requireAdmin } from '../../core/auth/guards';
import { dateBound, rawDate } from '../../core/db/raw';
import { AppError } from '../../core/errors/app-error';
import { DealEntity } from '../deals/deal.entity';

export const PROFIT_STATS_MESSAGES = {
  monthsInvalid: 'El período debe ser de 3, 6, 12 o 24 meses.',
} as const;

const DAY_MS = 86_400_000;

/**
 * The confirmed profit of the operation's revision in force and its real profit kept by payables (deals.real_profit,
 * migration 1767000000000): `cost_sheet_revisions` is read by name, as the deal rows do (stats sits below those modules).
 */
const BUDGET_PROFIT_SQL = "(SELECT r.confirmed_profit FROM cost_sheet_revisions r WHERE r.deal_id = d.id AND r.status IN ('confirmada', 'bloqueada') ORDER BY r.number DESC LIMIT 1)";

export interface ProfitStats {
  months: number;
  firstMonth: string;
  /** Per month and advisor. */
  rows: ProfitStatsGroup[];
  /** Per month, every advisor. */
  totals: ProfitStatsGroup[];
}

/**
 * Budgeted against real profit by advisor (the deal's, else its organization's, else its creator) and month of the
 * operation's creation, over the operations with a confirmed budget or a real profit (domain summarizeProfit, USD).
 * One statement. Admins only, like the rest of the statistics.
 */
export class ProfitStatsService {
  constructor(private readonly ds: DataSource) {}

  async summary(actor: Actor, months: number, now: Date = new Date()): Promise<ProfitStats> {
    requireAdmin(actor);
    if (!isProfitStatsMonths(months)) throw new AppError('VALIDATION', PROFIT_STATS_MESSAGES.monthsInvalid);
    const firstMonth = profitStatsFirstMonth(now, months);
    // A day's margin before the month's first day in UTC: the month itself is decided in Paraguay by the domain.
    const from = dateBound(this.ds, new Date(Date.parse(`${firstMonth}-01T00:00:00Z`) - DAY_MS));
    const rows = await this.ds.manager
      .createQueryBuilder(DealEntity, 'd')
      .leftJoin('organizations', 'o', 'o.id = d.org_id')
      .leftJoin('users', 'u', 'u.id = COALESCE(d.deal_advisor_user_id, o.advisor_user_id, d.created_by_user_id)')
      .select('d.created_at', 'createdAt')
      .addSelect('u.name', 'advisor')
      .addSelect(BUDGET_PROFIT_SQL, 'budgetProfit')
      .addSelect('d.real_profit', 'realProfit')
      .where('d.created_at >= :from', { from })
      .andWhere(`(d.real_profit IS NOT NULL OR ${BUDGET_PROFIT_SQL} IS NOT NULL)`)
      .getRawMany<{ createdAt: unknown; advisor: string | null; budgetProfit: number | string | null; realProfit: number | string | null }>();
    const out = summarizeProfit(
      rows.map((r) => ({ createdAt: rawDate(r.createdAt), advisor: r.advisor, budgetProfit: r.budgetProfit, realProfit: r.realProfit })),
      firstMonth,
    );
    return { months, firstMonth, rows: out.rows, totals: out.months };
  }
}
