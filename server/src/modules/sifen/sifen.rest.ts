import { isSifenEnv, type SifenStatus } from '@crm/domain';
import { Router } from 'express';
import { renderPdf } from '../../core/pdf/render-pdf';
import { idParam, signedIn } from '../../core/rest/context';
import type { Services } from '../../core/services';
import { addKude } from './kude-pdf';

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
    const actor = signedIn(res);
    const id = idParam(req);
    const de = await services.sifen.document(actor, id);
    const { doc, invoice } = await services.invoices.pdfDocument(actor, id);
    const env = await services.fiscal.electronicMaterial(invoice.businessUnitId).then((m) => (isSifenEnv(m.sifenEnv) ? m.sifenEnv : 'test'));
    const pdf = await renderPdf(addKude(doc, { cdc: de.cdc, qr: de.qr ?? '', status: de.sifenStatus as SifenStatus, env }));
    res.setHeader('Content-Type', 'application/pdf');
    res.setHeader('Content-Disposition', `inline; filename="kude-${de.cdc}.pdf"`);
    res.send(pdf);
  });

  r.get('/credit-notes/:id/xml', async (req, res) => {
    const x = await services.sifen.creditNoteXml(signedIn(res), idParam(req));
    res.setHeader('Content-Type', 'application/xml; charset=utf-8');
    res.setHeader('Content-Disposition', `attachment; filename="${x.fileName}"`);
    res.send(x.body);
  });

  r.get('/credit-notes/:id/kude', async (req, res) => {
    const actor = signedIn(res);
    const id = idParam(req);
    const de = await services.sifen.creditNoteDocument(actor, id);
    const { doc, invoice } = await services.invoices.creditNotePdfDocument(actor, id);
    const env = await services.fiscal.electronicMaterial(invoice.businessUnitId).then((m) => (isSifenEnv(m.sifenEnv) ? m.sifenEnv : 'test'));
    const pdf = await renderPdf(addKude(doc, { cdc: de.cdc, qr: de.qr ?? '', status: de.sifenStatus as SifenStatus, env, kind: 'nota_credito' }));
    res.setHeader('Content-Type', 'application/pdf');
    res.setHeader('Content-Disposition', `inline; filename="kude-nc-${de.cdc}.pdf"`);
    res.send(pdf);
  });

  return r;
}
