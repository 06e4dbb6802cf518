import 'reflect-metadata';
import cors from 'cors';
import express, { type Express, type RequestHandler } from 'express';
import helmet from 'helmet';
import { existsSync, readFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { join } from 'node:path';
import type { DataSource } from 'typeorm';
import { bearerToken } from './core/auth/jwt';
import type { AppConfig } from './core/config';
import { buildModuleSchema } from './core/graphql/build-schema';
import { Loaders } from './core/graphql/loaders';
import { validationRules } from './core/graphql/limits';
import { inlineScriptHashes } from './core/graphql/sandbox-csp';
import { type FastPathCounters, fastPathCounters } from './core/graphql/fast-path';
import { createGraphqlServer } from './core/graphql/server';
import { clientAssets, jsonCompression } from './core/http-compression';
import { firstFrameHandler, loadFirstFrameRenderer } from './core/first-frame';
import { jsonBody } from './core/rest/json-body';
import { restErrorHandler } from './core/rest/errors';
import { PasswordHasher } from './core/auth/passwords';
import { type DataSourceConfig, openModuleDatabase } from './core/db/data-source';
import { requestLimiters } from './core/rate-limits';
import { SharedRedis } from './core/redis/shared-redis';
import { composeServices } from './core/module';
import { createStorage } from './core/storage/create-storage';
import type { Storage } from './core/storage/storage';
import { createLiveBus, InProcessBus, type LiveBus } from './core/live/bus';
import { attachLiveSockets, type LiveSockets } from './core/live/ws';
import { apiRouter, moduleRouters as routersOf } from './core/rest/router';
import type { Services } from './core/services';
import { MODULES } from './modules';
import { idempotentPosts } from './modules/idempotency/idempotency.middleware';

export interface CreatedApp {
  app: Express;
  services: Services;
  /** Stops Apollo (drains in-flight requests when an HTTP server was given) and the live events. */
  stop(): Promise<void>;
  /** This process's live events (publish/subscribe across processes). */
  live: LiveBus;
  /** GraphQL subscriptions on the HTTP server's /graphql (when createApp was given one). */
  sockets: LiveSockets | null;
  /** Where file bytes live (STORAGE). */
  storage: Storage;
  /** What the kanban's fast path answered in this app (tests and benches tell the paths apart by it). */
  fastPath: FastPathCounters;
}

// The composition root: the one place that hands the feature modules (modules/index.ts) to core.

/** Opens and migrates the database with every module's tables. */
export function openDatabase(cfg: DataSourceConfig, opts: { migrate?: boolean; afterMigrate?: (ds: DataSource) => Promise<unknown> } = {}): Promise<DataSource> {
  return openModuleDatabase(cfg, MODULES, opts);
}

/** Every module's services over one database (what both adapters call). */
export function createServices(
  ds: DataSource,
  config: Pick<AppConfig, 'bcryptCost' | 'jwtSecret' | 'jwtExpiresIn' | 'uploadsDir' | 'storage' | 'mail' | 'port' | 'vapid'>,
  live: LiveBus = new InProcessBus(),
  storage: Storage = createStorage(config),
): Services {
  return composeServices(MODULES, { ds, config, hasher: new PasswordHasher(config.bcryptCost), live, storage });
}

/** The GraphQL schema of every module's resolvers (`emitTo` writes schema.graphql). */
export function buildAppSchema(emitTo?: string) {
  return buildModuleSchema(MODULES, emitTo);
}

/** The /api routers of every module, by module name (the abuse suite walks their routes). */
export function moduleRouters(services: Services) {
  return routersOf(services, MODULES);
}

/**
 * Builds the whole HTTP application over an initialized, migrated DataSource. Used by main.ts and
 * by the tests (supertest), so tests exercise exactly what production serves.
 */
export async function createApp(ds: DataSource, config: AppConfig, httpServer?: Server): Promise<CreatedApp> {
  const live = createLiveBus({ redisUrl: config.redisUrl });
  const storage = createStorage(config);
  const services = createServices(ds, config, live, storage);
  const app = express();
  app.disable('x-powered-by');
  // No ETag on API answers: they are per-user JSON nobody revalidates, and Express hashed every body
  // (and turned small string bodies into Buffers, a second write per response). Static files keep
  // theirs (serve-static), and index.html is revalidated by Last-Modified.
  app.set('etag', false);
  // Behind one reverse proxy (TRUST_PROXY), the client is the address that proxy appended last to
  // X-Forwarded-For. `true` would take the leftmost entry, which the client writes itself: any caller
  // could then pick a new IP per request and step around the per-IP sign-in limit and the rate limiter.
  app.set('trust proxy', config.trustProxy ? 1 : false);

  if (config.corsOrigin) {
    app.use(cors({ origin: config.corsOrigin, credentials: true }));
  }

  const indexHtml = join(config.clientDist, 'index.html');
  const clientHtml = existsSync(indexHtml) ? readFileSync(indexHtml, 'utf8') : null;
  const strictHelmet = helmet({
    contentSecurityPolicy: {
      directives: {
        'default-src': ["'self'"],
        // The built client's inline script (the early start of the first screen's requests, first card on screen)
        // by its hash: no other inline script runs.
        'script-src': ["'self'", ...(clientHtml ? inlineScriptHashes(clientHtml) : [])],
        'img-src': ["'self'", 'data:', 'blob:'],
        'frame-src': ["'self'", 'blob:'],
        'object-src': ["'self'", 'blob:'],
        'style-src': ["'self'", "'unsafe-inline'"],
        'connect-src': ["'self'"],
        'worker-src': ["'self'", 'blob:'],
      },
    },
  });
  // The GraphQL room (core/graphql/server.ts): Apollo, the kanban's fast path, uploads and the Sandbox's headers.
  const schema = await buildAppSchema();
  const counters = fastPathCounters();
  const graphql = await createGraphqlServer({ schema, modules: MODULES, services, httpServer, counters });
  app.use((req, res, next) => (req.path === '/graphql' ? graphql.securityHeaders : strictHelmet)(req, res, next));

  // Request rate limits, shared between instances through Redis when REDIS_URL is set (rate-limits.ts).
  const sharedRedis = config.redisUrl ? new SharedRedis(config.redisUrl) : null;
  const limits = requestLimiters(config, sharedRedis);
  const limiter = limits.perIp;
  const keyLimiter = limits.perKey;

  // Resolves the actor of the bearer token once per request, for both adapters.
  const authenticate: RequestHandler = async (req, res, next) => {
    try {
      res.locals.actor = await services.auth.authenticate(bearerToken(req.headers.authorization));
      next();
    } catch (e) {
      next(e);
    }
  };

  // The error handler closes the whole chain: a failure in the token middleware (the database is down)
  // skips the router, and with it the router's own handler.
  // JSON answers above 1 kB go out compressed (brotli/gzip); files, PDFs and other streams untouched.
  const compressJson = jsonCompression();
  app.use('/api', compressJson, limiter, authenticate, keyLimiter, idempotentPosts(services.idempotency), apiRouter(ds, services, MODULES, config.databaseUrl, storage, { redis: () => sharedRedis?.health() ?? Promise.resolve('off') }), restErrorHandler);

  // Module routes outside /api, e.g. signed file URLs (frames and new tabs carry no token): the signature is the authorization.
  for (const m of MODULES) if (m.routes) app.use(m.routes(services));

  app.use('/graphql', compressJson, limiter, authenticate, keyLimiter, ...graphql.handlers);

  // The kanban's first frame drawn on the server (core/first-frame.ts), with /graphql's limits and actor. Loaded in
  // the background: a request that comes before it waits for it.
  const renderer = loadFirstFrameRenderer(config.ssrDist);
  app.post('/first-frame', compressJson, limiter, authenticate, keyLimiter, jsonBody(), firstFrameHandler({ renderer, execute: graphql.execute }));

  if (clientHtml !== null) {
    // Precompressed (brotli/gzip, written at build time) where the client accepts it; hashed assets immutable.
    const client = clientAssets(config.clientDist);
    app.use(client.files);
    // SPA fallback: every other GET renders the client, which routes on its own.
    app.get(/^\/(?!api\/|graphql|uploads\/).*/, client.index);
  } else {
    app.get('/', (_req, res) => {
      res.type('text/plain').send('El cliente no está compilado: ejecutá `npm run build` (o `npm start`).');
    });
  }

  // Whatever no route answered, or failed outside the adapters' own handlers, still answers JSON.
  app.use((_req, res) => {
    res.status(404).json({ error: 'Ruta no encontrada.' });
  });
  app.use(restErrorHandler);

  // Subscriptions (graphql-ws) on the same /graphql path: the WebSocket upgrade never reaches Express.
  const sockets = httpServer
    ? attachLiveSockets({
        httpServer,
        schema,
        bus: live,
        check: (tokens) => services.auth.sessionChecks(tokens),
        context: (ip) => ({ services, ip, loaders: new Loaders() }),
        validationRules: validationRules(),
        limits: config.live,
      })
    : null;

  return {
    app,
    services,
    live,
    sockets,
    storage,
    fastPath: counters,
    stop: async () => {
      await sockets?.close();
      await graphql.stop();
      if (!sockets) await live.close();
      storage.close();
      limits.shutdown();
      await sharedRedis?.close();
    },
  };
}
