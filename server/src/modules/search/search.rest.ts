import { Router } from 'express';
import { signedIn } from '../../core/rest/context';
import type { Services } from '../../core/services';

export function searchRoutes(services: Services): Router {
  const r = Router();

  /** `{ deals, orgs, contacts }`, the organizations also under `organizations` (REST-CONTRACT "search"). */
  r.get('/search', async (req, res) => {
    const actor = signedIn(res);
    const q = typeof req.query.q === 'string' ? req.query.q : '';
    const found = await services.search.search(actor, q);
    const orgs = found.organizations.map((o) => ({ id: o.id, name: o.name }));
    res.json({
      deals: found.deals.map((d) => ({ id: d.id, title: d.title, reference: d.reference })),
      orgs,
      organizations: orgs,
      contacts: found.contacts.map((c) => ({ id: c.id, name: c.name, email: c.email, phone: c.phone })),
    });
  });

  return r;
}
