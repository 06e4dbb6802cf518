import { Router } from 'express';
import { idParam, signedIn } from '../../core/rest/context';
import type { Services } from '../../core/services';

/**
 * GET /invoices/{id}/xml (the signed DE, application/xml) and GET /invoices/{id}/kude (application/pdf); the same
 * for a credit note's DE: GET /credit-notes/{id}/xml and GET /credit-notes/{id}/kude.
 */
export function sifenRoutes(services: Services): Router {
  const r = Router();

  r.get('/invoices/:id/xml', async (req, res) => {
    const x = await services.sifen.xml(signedIn(res), idParam(req));
    res.setHeader('Content-Type', 'application/xml; charset=utf-8');
    res.setHeader('Content-Disposition', `attachment; filename="${x.fileName}"`);
    res.send(x.body);
  });

  r.get('/invoices/:id/kude', async (req, res) => {
    const pdf = await services.sifen.kude(signedIn(res), idParam(req));
    res.setHeader('Content-Type', 'application/pdf');
    res.setHeader('Content-Disposition', `inline; filename="${pdf.fileName}"`);
    res.send(pdf.body);
  });

  r.get('/credit-notes/:id/xml', async (req, res) => {
    const x = await services.sifen.creditNoteXml(signedIn(res), idParam(req));
    res.setHeader('Content-Type', 'application/xml; charset=utf-8');
    res.setHeader('Content-Disposition', `attachment; filename="${x.fileName}"`);
    res.send(x.body);
  });

  r.get('/credit-notes/:id/kude', async (req, res) => {
    const pdf = await services.sifen.creditNoteKude(signedIn(res), idParam(req));
    res.setHeader('Content-Type', 'application/pdf');
    res.setHeader('Content-Disposition', `inline; filename="${pdf.fileName}"`);
    res.send(pdf.body);
  });

  return r;
}
