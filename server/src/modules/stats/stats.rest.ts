import { DEFAULT_STATS_WINDOW } from '@crm/domain';
import { Router } from 'express';
import { AppError } from '../../core/errors/app-error';
import { restDateTime } from '../../core/rest/format';
import { actorOf } from '../../core/rest/context';
import type { Services } from '../../core/services';
import { STATS_MESSAGES } from './stats.service';

export function statsRoutes(services: Services): Router {
  const r = Router();

  /** REST-CONTRACT "Follow-ups and statistics": the lists the statistics screen computes its cards from. */
  r.get('/admin/activity/overview', async (req, res) => {
    const raw = req.query.days;
    let days: number = DEFAULT_STATS_WINDOW;
    if (raw !== undefined && raw !== '') {
      if (typeof raw !== 'string' || !/^\d{1,3}$/.test(raw)) throw new AppError('VALIDATION', STATS_MESSAGES.windowInvalid);
      days = Number(raw);
    }
    const o = await services.stats.overview(actorOf(res), days);
    res.json({
      days: o.days,
      now: restDateTime(o.now),
      totalUsers: o.totalUsers,
      users: o.users.map((u) => ({ id: u.id, name: u.name, email: u.email, role: u.role, is_active: u.isActive ? 1 : 0 })),
      activities: o.activities.map((a) => ({ id: a.id, source: a.source, user_id: a.userId, deal_id: a.dealId, date: restDateTime(a.date), is_done: a.isDone ? 1 : 0 })),
      deals: o.deals.map((d) => ({
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
      })),
    });
  });

  return r;
}
