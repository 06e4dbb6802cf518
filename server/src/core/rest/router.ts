import express, { Router } from 'express';
import type { DataSource } from 'typeorm';
import { authRoutes } from '../../modules/auth/auth.rest';
import { businessUnitsRoutes } from '../../modules/business-units/business-units.rest';
import { usersRoutes } from '../../modules/users/users.rest';
import { dealsRoutes } from '../../modules/deals/deals.rest';
import { organizationsRoutes } from '../../modules/organizations/organizations.rest';
import { contactsRoutes } from '../../modules/contacts/contacts.rest';
import { customFieldsRoutes } from '../../modules/custom-fields/custom-fields.rest';
import { paramsRoutes } from '../../modules/params/params.rest';
import { pipelinesRoutes } from '../../modules/pipelines/pipelines.rest';
import { labelsRoutes } from '../../modules/labels/labels.rest';
import { activitiesRoutes } from '../../modules/activities/activities.rest';
import { costSheetsRoutes } from '../../modules/cost-sheets/cost-sheets.rest';
import { filesRoutes } from '../../modules/files/files.rest';
import { quotesRoutes } from '../../modules/quotes/quotes.rest';
import { searchRoutes } from '../../modules/search/search.rest';
import { statsRoutes } from '../../modules/stats/stats.rest';
import { followupsRoutes } from '../../modules/followups/followups.rest';
import { databaseAnswers } from '../db/connection-guard';
import { engineOf } from '../db/engine';
import { RETRY_AFTER_SECONDS } from '../errors/app-error';
import type { Services } from '../services';
import { bySegment } from './by-segment';
import { requireJsonBody, restErrorHandler } from './errors';

/** The module routers of /api by module folder, in matching order (the abuse suite walks their routes). */
export function moduleRouters(services: Services): Array<{ module: string; router: Router }> {
  const routes: Array<[string, (s: Services) => Router]> = [
    ['auth', authRoutes],
    ['users', usersRoutes],
    ['business-units', businessUnitsRoutes],
    ['deals', dealsRoutes],
    ['organizations', organizationsRoutes],
    ['contacts', contactsRoutes],
    ['custom-fields', customFieldsRoutes],
    ['params', paramsRoutes],
    ['pipelines', pipelinesRoutes],
    ['labels', labelsRoutes],
    ['activities', activitiesRoutes],
    ['cost-sheets', costSheetsRoutes],
    ['files', filesRoutes],
    ['quotes', quotesRoutes],
    ['search', searchRoutes],
    ['stats', statsRoutes],
    ['followups', followupsRoutes],
  ];
  return routes.map(([module, make]) => ({ module, router: make(services) }));
}

/** The /api adapter: the spec's documented paths, snake_case JSON, answered by the same services as GraphQL. */
export function apiRouter(ds: DataSource, services: Services, databaseUrl: string | undefined): Router {
  const api = Router();
  api.use(requireJsonBody);
  // GET and HEAD handlers read no body: the parser is not run for them.
  const json = express.json({ limit: '2mb' });
  api.use((req, res, next) => (req.method === 'GET' || req.method === 'HEAD' ? next() : json(req, res, next)));

  // For load balancers and monitors: 200 `{ ok, db }` when the dependencies answer, otherwise 503 with
  // `checks` naming the one that does not (the database: a bounded SELECT 1, never a hang).
  api.get('/health', async (_req, res) => {
    const db = engineOf(databaseUrl);
    if (await databaseAnswers(ds)) {
      res.json({ ok: true, db });
      return;
    }
    res.setHeader('Retry-After', String(RETRY_AFTER_SECONDS));
    res.status(503).json({ ok: false, db, checks: { database: 'down' } });
  });

  api.use(bySegment(moduleRouters(services).map((m) => m.router)));

  api.use((_req, res) => {
    res.status(404).json({ error: 'Ruta no encontrada.' });
  });
  api.use(restErrorHandler);
  return api;
}

