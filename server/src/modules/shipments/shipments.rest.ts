import { Router } from 'express';
import { AppError } from '../../core/errors/app-error';
import { idParam, signedIn } from '../../core/rest/context';
import type { Services } from '../../core/services';
import { SHIPMENT_MESSAGES } from './shipments.inputs';

/** `?deal_ids=12,13`: the other operations of the same client that go in the report. */
function extraIds(raw: unknown): number[] {
  if (raw === undefined || raw === '') return [];
  if (typeof raw !== 'string' || !/^\d{1,9}(,\d{1,9}){0,40}$/.test(raw.replace(/\s/g, ''))) throw new AppError('VALIDATION', SHIPMENT_MESSAGES.reportIds, 'deal_ids');
  return raw.replace(/\s/g, '').split(',').map(Number);
}

/** The shipment status report for scripts and the operation's download ('STATUS DE EMBARQUE', application/pdf). */
export function shipmentsRoutes(services: Services): Router {
  const r = Router();

  r.get('/deals/:id/status-report', async (req, res) => {
    const actor = signedIn(res);
    const ids = [idParam(req), ...extraIds(req.query.deal_ids)];
    const pdf = await services.shipments.statusReportPdf(actor, ids);
    res.setHeader('Content-Type', 'application/pdf');
    res.attachment(pdf.fileName);
    res.setHeader('Cache-Control', 'private, no-store');
    res.send(pdf.body);
  });

  return r;
}
