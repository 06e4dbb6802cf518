import type { RequestHandler } from 'express';
import { rateLimit, type Store } from 'express-rate-limit';
import type { AppConfig } from './config';
import { FallbackRedisStore } from './redis/fallback-store';
import type { SharedRedis } from './redis/shared-redis';

export interface RequestLimiters {
  /** Per client IP on /api and /graphql (RATE_LIMIT_PER_MINUTE). */
  perIp: RequestHandler;
  /** Per API key, after authentication (API_KEY_RATE_LIMIT_PER_MINUTE). */
  perKey: RequestHandler;
  /** Whether the counts are shared between instances right now (Redis) or this process's own. */
  shared(): boolean;
  shutdown(): void;
}

const pass: RequestHandler = (_req, _res, next) => next();

/**
 * The request rate limits. With REDIS_URL they are counted in Redis, once for every instance and
 * process (FallbackRedisStore); while Redis is down each process counts its own, with its share of the
 * cap (`rateLimitProcesses`: the cluster workers of one `npm start` split it, as without Redis).
 * Without REDIS_URL each process counts its own, as before.
 */
export function requestLimiters(config: AppConfig, redis: SharedRedis | null): RequestLimiters {
  const stores: Array<FallbackRedisStore | undefined> = [];
  const build = (opts: {
    cap: number;
    prefix: string;
    message: string;
    extra?: Pick<Parameters<typeof rateLimit>[0] & object, 'identifier' | 'skip' | 'keyGenerator'>;
  }): RequestHandler => {
    if (opts.cap <= 0) return pass;
    const local = Math.max(1, Math.ceil(opts.cap / Math.max(1, config.rateLimitProcesses ?? 1)));
    const store = redis ? new FallbackRedisStore(redis, opts.prefix) : undefined;
    stores.push(store);
    return rateLimit({
      windowMs: 60_000,
      limit: () => (store?.shared ? opts.cap : local),
      standardHeaders: 'draft-8',
      legacyHeaders: false,
      ...(store ? { store: store as Store } : {}),
      message: { error: opts.message },
      ...opts.extra,
    });
  };

  // An office shares one public address: the cap is generous; login has its own per-account throttle.
  const perIp = build({ cap: config.rateLimitPerMinute, prefix: 'crm:rl:ip:', message: 'Demasiadas solicitudes. Esperá un momento.' });
  // API keys: each key has its own per-minute cap, counted after authentication (so a forged
  // key counts nothing but its IP), on top of the per-IP one.
  const perKey = build({
    cap: config.apiKeyRateLimitPerMinute ?? 600,
    prefix: 'crm:rl:key:',
    message: 'Demasiadas solicitudes con esta clave de API. Esperá un momento.',
    extra: {
      identifier: 'api-key',
      skip: (_req, res) => !(res.locals.actor as { apiKeyId?: number } | null)?.apiKeyId,
      keyGenerator: (_req, res) => `key:${(res.locals.actor as { apiKeyId: number }).apiKeyId}`,
    },
  });
  return {
    perIp,
    perKey,
    shared: () => stores.some((s) => s?.shared),
    shutdown: () => stores.forEach((s) => s?.shutdown()),
  };
}
