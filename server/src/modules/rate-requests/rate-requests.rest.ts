import { Router } from 'express';
import { restBody } from '../../core/rest/body';
import { idParam, signedIn } from '../../core/rest/context';
import { restDateTime } from '../../core/rest/format';
import { validateInput } from '../../core/input/validate';
import type { Services } from '../../core/services';
import { ProviderRouteInput, RateAnswerInput, RateRequestInput } from './rate-requests.inputs';
import type { ProviderRouteView, RateRequestView } from './rate-requests.types';

const routeRow = (r: ProviderRouteView) => ({ id: r.id, org_id: r.orgId, mode: r.mode, origin: r.origin, destination: r.destination, countries: r.countries, notes: r.notes });
const requestRow = (r: RateRequestView) => ({
  id: r.id,
  deal_id: r.dealId,
  provider_org_id: r.providerOrgId,
  provider_name: r.providerName,
  sent_to: r.sentTo,
  mail_message_id: r.mailMessageId,
  mail_status: r.mailStatus,
  fields: { mode: r.fields.mode, operation_type: r.fields.operationType, origin: r.fields.origin, destination: r.fields.destination, incoterm: r.fields.incoterm, goods: r.fields.goods, packages: r.fields.packages, weight_kg: r.fields.weightKg, volume_m3: r.fields.volumeM3 },
  rate: r.rate,
  currency: r.currency,
  transit_days: r.transitDays,
  valid_until: r.validUntil,
  answer_notes: r.answerNotes,
  answered_at: restDateTime(r.answeredAt),
  applied_at: restDateTime(r.appliedAt),
  summary: r.summary,
  created_at: restDateTime(r.createdAt),
});

/** Provider route sheets and rate requests for scripts (snake_case, the same service as GraphQL). */
export function rateRequestsRoutes(services: Services): Router {
  const r = Router();
  const svc = services.rateRequests;

  r.get('/organizations/:id/routes', async (req, res) => {
    res.json((await svc.routes(signedIn(res), idParam(req))).map(routeRow));
  });

  r.post('/organizations/:id/routes', async (req, res) => {
    const actor = signedIn(res);
    const b = restBody(req);
    const input = await validateInput(ProviderRouteInput, { orgId: idParam(req), mode: b.mode ?? undefined, origin: b.origin, destination: b.destination, countries: b.countries ?? undefined, notes: b.notes ?? undefined });
    res.status(201).json(routeRow(await svc.addRoute(actor, input)));
  });

  r.delete('/provider-routes/:id', async (req, res) => {
    await svc.deleteRoute(signedIn(res), idParam(req));
    res.json({ ok: true });
  });

  r.get('/deals/:id/rate-requests', async (req, res) => {
    res.json((await svc.listForDeal(signedIn(res), idParam(req))).map(requestRow));
  });

  r.post('/deals/:id/rate-requests', async (req, res) => {
    const actor = signedIn(res);
    const b = restBody(req);
    const input = await validateInput(RateRequestInput, {
      dealId: idParam(req),
      providerOrgIds: b.provider_org_ids ?? b.providerOrgIds,
      mode: b.mode ?? undefined,
      operationType: b.operation_type ?? undefined,
      origin: b.origin ?? undefined,
      destination: b.destination ?? undefined,
      incoterm: b.incoterm ?? undefined,
      goods: b.goods ?? undefined,
      packages: b.packages ?? undefined,
      weightKg: b.weight_kg ?? undefined,
      volumeM3: b.volume_m3 ?? undefined,
      notes: b.notes ?? undefined,
    });
    res.status(202).json((await svc.send(actor, input)).map(requestRow));
  });

  r.post('/rate-requests/:id/answer', async (req, res) => {
    const actor = signedIn(res);
    const b = restBody(req);
    const input = await validateInput(RateAnswerInput, { id: idParam(req), rate: b.rate, currency: b.currency ?? 'USD', transitDays: b.transit_days ?? undefined, validUntil: b.valid_until ?? undefined, notes: b.notes ?? undefined });
    res.json(requestRow(await svc.answer(actor, input)));
  });

  r.post('/rate-requests/:id/apply', async (req, res) => {
    res.json(requestRow(await svc.apply(signedIn(res), idParam(req))));
  });

  return r;
}
