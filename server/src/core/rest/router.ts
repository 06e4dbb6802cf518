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
import { engineOf } from '../db/engine';
import type { Services } from '../services';
import { requireJsonBody, restErrorHandler } from './errors';

/** The /api adapter: the spec's documented paths, snake_case JSON, answered by the same services as GraphQL. */
export function apiRouter(ds: DataSource, services: Services, databaseUrl: string | undefined): Router {
  const api = Router();
  api.use(requireJsonBody);
  api.use(express.json({ limit: '2mb' }));

  api.get('/health', async (_req, res) => {
    await ds.query('SELECT 1');
    res.json({ ok: true, db: engineOf(databaseUrl) });
  });

  api.use(authRoutes(services));
  api.use(usersRoutes(services));
  api.use(businessUnitsRoutes(services));
  // ── module routes (one line each) ──
  api.use(dealsRoutes(services));
  api.use(organizationsRoutes(services));
  api.use(contactsRoutes(services));
  api.use(customFieldsRoutes(services));
  api.use(paramsRoutes(services));
  api.use(pipelinesRoutes(services));
  api.use(labelsRoutes(services));
  api.use(activitiesRoutes(services));
  api.use(costSheetsRoutes(services));
  api.use(filesRoutes(services));
  api.use(quotesRoutes(services));
  api.use(searchRoutes(services));
  api.use(statsRoutes(services));
  api.use(followupsRoutes(services));

  api.use((_req, res) => {
    res.status(404).json({ error: 'Ruta no encontrada.' });
  });
  api.use(restErrorHandler);
  return api;
}
