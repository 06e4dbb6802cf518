import { Router } from 'express';
import { bodyId, bodyText, restBody } from '../../core/rest/body';
import { idParam, signedIn } from '../../core/rest/context';
import type { Services } from '../../core/services';
import { validateInput } from '../../core/input/validate';
import { CreateBusinessUnitInput, UpdateBusinessUnitInput } from './business-units.inputs';
import type { BusinessUnitView } from './business-units.types';

const unitRow = (u: BusinessUnitView) => ({ id: u.id, key_slug: u.keySlug, name: u.name, parent_id: u.parentId });

export function businessUnitsRoutes(services: Services): Router {
  const r = Router();
  r.get('/business-units', async (_req, res) => {
    const units = await services.businessUnits.list(signedIn(res));
    res.json(units.map(unitRow));
  });

  r.post('/business-units', async (req, res) => {
    const actor = signedIn(res);
    const b = restBody(req);
    const input = await validateInput(CreateBusinessUnitInput, { name: b.name, keySlug: bodyText(b.key_slug), parentId: bodyId(b.parent_id) });
    res.status(201).json(unitRow(await services.businessUnits.create(actor, input)));
  });

  r.patch('/business-units/:id', async (req, res) => {
    const actor = signedIn(res);
    const b = restBody(req);
    const input = await validateInput(UpdateBusinessUnitInput, { name: b.name, keySlug: bodyText(b.key_slug) ?? undefined, parentId: bodyId(b.parent_id) });
    res.json(unitRow(await services.businessUnits.update(actor, idParam(req), input)));
  });
  return r;
}
