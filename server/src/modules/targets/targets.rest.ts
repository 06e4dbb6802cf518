import { Router } from 'express';
import { bodyId, restBody } from '../../core/rest/body';
import { signedIn } from '../../core/rest/context';
import { optionalIdQuery, optionalStringQuery } from '../../core/rest/lists';
import { validateInput } from '../../core/input/validate';
import type { Services } from '../../core/services';
import { SetSalesTargetInput } from './targets.inputs';
import type { SalesTargetView, TargetProgressView } from './targets.types';

const progressRow = (p: TargetProgressView) => ({ metric: p.metric, label: p.label, target: p.target, actual: p.actual, percent: p.percent, status: p.status });

export const targetRow = (t: SalesTargetView) => ({
  user_id: t.userId,
  user_name: t.userName,
  month: t.month,
  calls: t.calls,
  new_prospects: t.newProspects,
  quotes_sent: t.quotesSent,
  pipeline_value: t.pipelineValue,
  won_value: t.wonValue,
  progress: t.progress.map(progressRow),
});

/** A figure of the body: absent stays absent (kept), anything else goes to validation as sent. */
const figure = (b: Record<string, unknown>, key: string): unknown => (key in b ? b[key] : undefined);

/** REST for scripts: `GET /api/targets?month=&user_id=` and `PUT /api/targets` (admins). */
export function targetsRoutes(services: Services): Router {
  const r = Router();
  const svc = services.targets;

  r.get('/targets', async (req, res) => {
    const actor = signedIn(res);
    const rows = await svc.targets(actor, { month: optionalStringQuery(req, 'month') ?? null, userId: optionalIdQuery(req, 'user_id') ?? null });
    res.json(rows.map(targetRow));
  });

  r.put('/targets', async (req, res) => {
    const actor = signedIn(res);
    const b = restBody(req);
    const input = await validateInput(SetSalesTargetInput, {
      userId: bodyId(b.user_id),
      month: b.month,
      calls: figure(b, 'calls'),
      newProspects: figure(b, 'new_prospects'),
      quotesSent: figure(b, 'quotes_sent'),
      pipelineValue: figure(b, 'pipeline_value'),
      wonValue: figure(b, 'won_value'),
    });
    res.json(targetRow(await svc.setTarget(actor, input)));
  });

  return r;
}
