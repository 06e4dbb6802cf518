import { summarizeStats, type StatsSummary } from '@crm/domain';
import type { ActivityOverviewQuery } from '../../gql/graphql';

type Overview = ActivityOverviewQuery['activityOverview'];

/**
 * The server's lists as the input of domain/stats.ts, with the server's "now" (so the window is the
 * one the lists were read for). An operation belongs to its advisor, else its organization's, else
 * its creator.
 */
export function statsFromOverview(o: Overview): StatsSummary {
  return summarizeStats({
    now: new Date(o.now as string),
    days: o.days,
    totalUsers: o.totalUsers,
    users: o.users.map((u) => ({ id: u.id, name: u.name, email: u.email })),
    actions: o.activities.map((a) => ({ userId: a.userId ?? null, date: a.date as string, done: a.isDone })),
    deals: o.deals.map((d) => ({
      id: d.id,
      createdAt: d.createdAt as string,
      userId: d.dealAdvisorUserId ?? d.advisorUserId ?? d.createdByUserId ?? null,
      orgName: d.orgName ?? null,
    })),
  });
}

/** '+12,5 %', '−33,3 %', '0 %' (es-PY). */
export function formatChange(pct: number): string {
  const abs = new Intl.NumberFormat('es-PY', { maximumFractionDigits: 1 }).format(Math.abs(pct));
  return `${pct > 0 ? '+' : pct < 0 ? '−' : ''}${abs} %`;
}
