import type { Router } from 'express';
import { restBody } from '../../core/rest/body';
import { idParam, signedIn } from '../../core/rest/context';
import { restDateTime } from '../../core/rest/format';
import { validateInput } from '../../core/input/validate';
import type { Services } from '../../core/services';
import { QuoteStatusInput } from './quote-status.inputs';
import type { QuoteLifecycleView } from './quote-status.types';

export const lifecycleRow = (l: QuoteLifecycleView) => ({
  quote_id: l.quoteId,
  version: l.versionNo,
  status: l.status,
  display_status: l.displayStatus,
  label: l.label,
  valid_until: l.validUntil,
  sent_at: restDateTime(l.sentAt),
  answered_at: restDateTime(l.answeredAt),
  reason: l.reason,
  reason_text: l.reasonText,
  targets: l.targets,
});

/** The quote lifecycle for scripts: POST /api/deals/{id}/quote/status {version?, status, reason?, reason_text?, confirm_budget?}. */
export function addQuoteStatusRoutes(r: Router, services: Services): Router {
  r.post('/deals/:id/quote/status', async (req, res) => {
    const actor = signedIn(res);
    const b = restBody(req);
    const input = await validateInput(QuoteStatusInput, {
      dealId: idParam(req),
      versionNo: b.version ?? b.version_no ?? undefined,
      status: b.status,
      reason: b.reason ?? undefined,
      reasonText: b.reason_text ?? b.reasonText ?? undefined,
      confirmBudget: b.confirm_budget ?? b.confirmBudget ?? undefined,
    });
    const out = await services.quoteStatus.setStatus(actor, input);
    res.json({ ...lifecycleRow(out.lifecycle), budget_confirmed: out.budgetConfirmed, budget_message: out.budgetMessage, stage_name: out.stageName });
  });

  r.get('/quotes/funnel', async (req, res) => {
    const q = (k: string) => (typeof req.query[k] === 'string' ? (req.query[k] as string) : '');
    const rows = await services.quoteStatus.funnel(signedIn(res), q('from'), q('to'));
    res.json(rows.map((x) => ({ advisor_user_id: x.advisorUserId, advisor_name: x.advisorName, month: x.month, sent: x.sent, accepted: x.accepted, rejected: x.rejected })));
  });

  return r;
}
