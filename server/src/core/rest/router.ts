import { Router } from 'express';
import type { DataSource } from 'typeorm';
import { databaseAnswers } from '../db/connection-guard';
import { engineOf } from '../db/engine';
import { RETRY_AFTER_SECONDS } from '../errors/app-error';
import type { AppModule } from '../module';
import type { RedisHealth } from '../redis/shared-redis';
import type { Services } from '../services';
import type { Storage } from '../storage/storage';
import { bySegment } from './by-segment';
import { requireJsonBody, restErrorHandler } from './errors';
import { jsonBody } from './json-body';

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
  storage: Pick<Storage, 'kind' | 'answers'>,
  checks: { redis?: () => Promise<RedisHealth> } = {},
): Router {
  const api = Router();
  api.use(requireJsonBody);
  // GET and HEAD handlers read no body: the parser is not run for them.
  const json = jsonBody();
  api.use((req, res, next) => (req.method === 'GET' || req.method === 'HEAD' ? next() : json(req, res, next)));

  // For load balancers and monitors: 200 `{ ok, db, storage, redis }` when the database answers, otherwise 503
  // with `checks` naming what does not (the database: a bounded SELECT 1, never a hang). Neither a bucket that
  // does not answer (STORAGE=s3) nor Redis ('ok', 'down', or 'off' without REDIS_URL) turns the answer red:
  // every instance shares them, so a 503 would take all of them out of the load balancer at once, while each
  // keeps serving (file requests answer 503 on their own; rate limits counted per process, live events paused).
  api.get('/health', async (_req, res) => {
    const db = engineOf(databaseUrl);
    const [dbUp, storageUp, redis] = await Promise.all([
      databaseAnswers(ds),
      storage.answers(),
      checks.redis?.() ?? Promise.resolve<RedisHealth>('off'),
    ]);
    const failing = { ...(dbUp ? {} : { database: 'down' }), ...(storageUp ? {} : { storage: 'down' }) };
    const body = { ok: dbUp, db, storage: storage.kind, redis, ...(Object.keys(failing).length ? { checks: failing } : {}) };
    if (dbUp) {
      res.json(body);
      return;
    }
    res.setHeader('Retry-After', String(RETRY_AFTER_SECONDS));
    res.status(503).json(body);
  });

  api.use(bySegment(moduleRouters(services, modules).map((m) => m.router)));

  api.use((_req, res) => {
    res.status(404).json({ error: 'Ruta no encontrada.' });
  });
  api.use(restErrorHandler);
  return api;
}

