import { isCsvFormat, type CsvFormat } from '@crm/domain';
import { type Request, type Response, Router } from 'express';
import { AppError } from '../../core/errors/app-error';
import { restListOrder } from '../../core/graphql/list-order';
import { signedIn } from '../../core/rest/context';
import { optionalStringQuery } from '../../core/rest/lists';
import { JsonStream } from '../../core/rest/stream';
import type { Services } from '../../core/services';
import { catalogListFilter } from '../catalog';
import { portfolioQuery, statementExportQuery } from '../collections';
import { contactListFilter, type ContactSortKey } from '../contacts';
import { dealListFilter, type DealSortKey } from '../deals';
import { invoiceListFilter } from '../invoices';
import { organizationListFilter, type OrganizationSortKey } from '../organizations';
import { EXPORT_MESSAGES, type CsvExport, type ExportRequest } from './exports.service';

/**
 * ?format=es-PY (semicolons, decimal comma, dd/mm/yyyy, BOM) or default (commas, dot, ISO dates). No
 * format → es-PY: the comma file opens as one column in a Paraguayan Excel; programs ask for default.
 */
function csvFormat(req: Request): CsvFormat {
  const raw = optionalStringQuery(req, 'format', 20);
  if (raw === undefined) return 'es-PY';
  const v = raw.toLowerCase() === 'es-py' ? 'es-PY' : raw;
  if (!isCsvFormat(v)) throw new AppError('VALIDATION', EXPORT_MESSAGES.formatInvalid);
  return v;
}

/** Each list's query: exactly the query of its REST list (GET /contacts, /organizations, /deals), sort included. */
const REQUESTS: Record<ExportRequest['list'], (req: Request) => Promise<ExportRequest>> = {
  contacts: async (req) => ({ list: 'contacts', filter: await contactListFilter(req), orderBy: restListOrder<ContactSortKey>(req.query) }),
  organizations: async (req) => ({ list: 'organizations', filter: await organizationListFilter(req), orderBy: restListOrder<OrganizationSortKey>(req.query) }),
  general: async (req) => ({ list: 'general', filter: await dealListFilter(req), orderBy: restListOrder<DealSortKey>(req.query) }),
  workspace: async (req) => ({ list: 'workspace', filter: await dealListFilter(req), orderBy: restListOrder<DealSortKey>(req.query) }),
  catalog: async (req) => ({ list: 'catalog', filter: await catalogListFilter(req) }),
  invoices: async (req) => ({ list: 'invoices', filter: await invoiceListFilter(req) }),
  statement: async (req) => ({ list: 'statement', query: await statementExportQuery(req) }),
  portfolio: async (req) => ({ list: 'portfolio', query: await portfolioQuery(req) }),
};

/** Sends the file as it is read: chunked, no Content-Length, a batch per write, waiting for the socket to drain. */
async function sendCsv(res: Response, file: CsvExport): Promise<void> {
  // JsonStream's drain and abort handling, for text: the compression middleware only touches JSON.
  const out = new JsonStream(res);
  res.status(200);
  res.setHeader('Content-Type', 'text/csv; charset=utf-8');
  res.setHeader('Content-Disposition', `attachment; filename="${file.filename}"`);
  res.setHeader('Cache-Control', 'no-store');
  try {
    for await (const chunk of file.chunks) {
      if (!(await out.write(chunk))) break; // the client left: the generator's finally stops the reading
    }
    out.end();
  } catch (err) {
    out.abort(err);
  }
}

/**
 * GET /api/exports/{contacts|organizations|general|workspace|catalog|invoices|statement|portfolio}.csv?<the list's query>&sort=&dir=&format=es-PY
 * (CSV export). Any signed-in user or API key, with the visibility of the list itself; the catalogue, admins only.
 */
export function exportsRoutes(services: Services): Router {
  const r = Router();
  for (const list of Object.keys(REQUESTS) as Array<ExportRequest['list']>) {
    r.get(`/exports/${list}.csv`, async (req, res) => {
      const actor = signedIn(res);
      const format = csvFormat(req);
      const file = await services.exports.open(actor, await REQUESTS[list](req), format);
      await sendCsv(res, file);
    });
  }
  return r;
}
