import { DEFAULT_STATS_WINDOW } from '@crm/domain';
import { type Request, Router } from 'express';
import { AppError } from '../../core/errors/app-error';
import { restDateTime } from '../../core/rest/format';
import { signedIn } from '../../core/rest/context';
import { JsonStream } from '../../core/rest/stream';
import type { Services } from '../../core/services';
import { STATS_MESSAGES } from './stats.service';
import { PROFIT_STATS_MESSAGES } from './profit.service';
import type { OverviewAction, OverviewDeal } from './stats.types';

/** A started generator with its first result put back in front. */
async function* resumed<T>(it: AsyncGenerator<T>, first: IteratorResult<T>): AsyncGenerator<T> {
  if (first.done) return;
  yield first.value;
  yield* it;
}

/** ?days= of the statistics (default 30; the services refuse other windows than 7, 14, 30, 60 or 90). */
function windowDays(req: Request): number {
  const raw = req.query.days;
  if (raw === undefined || raw === '') return DEFAULT_STATS_WINDOW;
  if (typeof raw !== 'string' || !/^\d{1,3}$/.test(raw)) throw new AppError('VALIDATION', STATS_MESSAGES.windowInvalid);
  return Number(raw);
}

export function statsRoutes(services: Services): Router {
  const r = Router();

  /**
   * REST-CONTRACT "Follow-ups and statistics": the lists the original statistics screen computes its cards
   * from, whole for any window (REST has no GraphQL cost to fit), streamed page by page.
   */
  r.get('/admin/activity/overview', async (req, res) => {
    const o = await services.stats.overviewLists(signedIn(res), windowDays(req));
    // The first pages are read before the status line: a failing database still answers its JSON error.
    const actions = o.actions();
    const deals = o.deals();
    const [firstActions, firstDeals] = [await actions.next(), await deals.next()];

    const out = new JsonStream(res);
    out.start();
    try {
      const head = {
        days: o.days,
        now: restDateTime(o.now),
        totalUsers: o.totalUsers,
        users: o.users.map((u) => ({ id: u.id, name: u.name, email: u.email, role: u.role, is_active: u.isActive ? 1 : 0 })),
      };
      const ok =
        (await out.write(`${JSON.stringify(head).slice(0, -1)},"activities":`)) &&
        (await out.writeArray(resumed(actions, firstActions), (a: OverviewAction) => ({
          id: a.id,
          source: a.source,
          user_id: a.userId,
          deal_id: a.dealId,
          date: restDateTime(a.date),
          is_done: a.isDone ? 1 : 0,
          done_at: restDateTime(a.doneAt),
          done_by_user_id: a.doneByUserId,
        }))) &&
        (await out.write(',"deals":')) &&
        (await out.writeArray(resumed(deals, firstDeals), (d: OverviewDeal) => ({
          id: d.id,
          reference: d.reference,
          org_id: d.orgId,
          org_name: d.orgName,
          advisor_user_id: d.advisorUserId,
          deal_advisor_user_id: d.dealAdvisorUserId,
          deal_advisor_name: d.dealAdvisorName,
          created_by_user_id: d.createdByUserId,
          created_by_name: d.createdByName,
          created_at: restDateTime(d.createdAt),
        }))) &&
        (await out.write('}'));
      if (ok) out.end();
    } catch (err) {
      out.abort(err);
    }
  });

  // Won/lost with reasons by advisor, mode and lane (same windows as the overview).
  r.get('/admin/stats/outcomes', async (req, res) => {
    const s = await services.outcomeStats.summary(signedIn(res), windowDays(req));
    const group = (g: (typeof s.byAdvisor)[number]) => ({ key: g.key, won: g.won, lost: g.lost, win_rate: g.winRate, lost_reasons: g.lostReasons });
    res.json({
      days: s.days,
      won: s.won,
      lost: s.lost,
      win_rate: s.winRate,
      lost_reasons: s.lostReasons,
      by_advisor: s.byAdvisor.map(group),
      by_mode: s.byMode.map(group),
      by_lane: s.byLane.map(group),
    });
  });

  // Budgeted against real profit (USD) by advisor and month; ?months=3|6|12|24 (12 by default).
  r.get('/admin/stats/profit', async (req, res) => {
    const raw = req.query.months;
    if (raw !== undefined && raw !== '' && (typeof raw !== 'string' || !/^\d{1,2}$/.test(raw))) throw new AppError('VALIDATION', PROFIT_STATS_MESSAGES.monthsInvalid);
    const s = await services.profitStats.summary(signedIn(res), raw === undefined || raw === '' ? 12 : Number(raw));
    const group = (g: (typeof s.rows)[number]) => ({
      month: g.month,
      advisor: g.advisor,
      operations: g.operations,
      with_actual: g.withActual,
      budget_profit: g.budgetProfit,
      real_profit: g.realProfit,
      difference: g.difference,
    });
    res.json({ months: s.months, first_month: s.firstMonth, currency: 'USD', rows: s.rows.map(group), totals: s.totals.map(group) });
  });

  return r;
}
