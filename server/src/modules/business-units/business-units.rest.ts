import { Router } from 'express';
import { signedIn } from '../../core/rest/context';
import type { Services } from '../../core/services';

export function businessUnitsRoutes(services: Services): Router {
  const r = Router();
  r.get('/business-units', async (_req, res) => {
    const units = await services.businessUnits.list(signedIn(res));
    res.json(units.map((u) => ({ id: u.id, key_slug: u.keySlug, name: u.name, parent_id: u.parentId })));
  });
  return r;
}
