import express, { Router } from 'express';
import type { DataSource } from 'typeorm';
import { databaseAnswers } from '../db/connection-guard';
import { engineOf } from '../db/engine';
import { RETRY_AFTER_SECONDS } from '../errors/app-error';
import type { AppModule } from '../module';
import type { RedisHealth } from '../redis/shared-redis';
import type { Services } from '../services';
import { bySegment } from './by-segment';
import { requireJsonBody, restErrorHandler } from './errors';

/** The routers of the modules that have a part of /api, in their listed (matching) order. */
export function moduleRouters(services: Services, modules: readonly AppModule[]): Array<{ module: string; router: Router }> {
  return modules.flatMap((m) => (m.rest ? [{ module: m.name, router: m.rest(services) }] : []));
}

/** The /api adapter: the spec's documented paths, snake_case JSON, answered by the same services as GraphQL. */
export function apiRouter(
  ds: DataSource,
  services: Services,
  modules: readonly AppModule[],
  databaseUrl: string | undefined,
  checks: { redis?: () => Promise<RedisHealth> } = {},
): Router {
  const api = Router();
  api.use(requireJsonBody);
  // GET and HEAD handlers read no body: the parser is not run for them.
  const json = express.json({ limit: '2mb' });
  api.use((req, res, next) => (req.method === 'GET' || req.method === 'HEAD' ? next() : json(req, res, next)));

  // For load balancers and monitors: 200 `{ ok, db, redis }` when the database answers, otherwise 503 with
  // `checks` naming what does not (the database: a bounded SELECT 1, never a hang). `redis` ('ok', 'down',
  // or 'off' without REDIS_URL) is reported but never turns the answer red: every instance shares the same
  // Redis, so a 503 for it would take all of them out of the load balancer at once, while each one keeps
  // serving without it (rate limits counted per process, live events paused until it is back).
  api.get('/health', async (_req, res) => {
    const db = engineOf(databaseUrl);
    const [dbUp, redis] = await Promise.all([databaseAnswers(ds), checks.redis?.() ?? Promise.resolve<RedisHealth>('off')]);
    if (dbUp) {
      res.json({ ok: true, db, redis });
      return;
    }
    res.setHeader('Retry-After', String(RETRY_AFTER_SECONDS));
    res.status(503).json({ ok: false, db, redis, checks: { database: 'down' } });
  });

  api.use(bySegment(moduleRouters(services, modules).map((m) => m.router)));

  api.use((_req, res) => {
    res.status(404).json({ error: 'Ruta no encontrada.' });
  });
  api.use(restErrorHandler);
  return api;
}

