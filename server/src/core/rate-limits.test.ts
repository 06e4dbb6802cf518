import express from 'express';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { startRedis } from '../../test/instances';
import { waitFor } from '../../test/live-client';
import type { AppConfig } from './config';
import { requestLimiters, type RequestLimiters } from './rate-limits';
import { SharedRedis } from './redis/shared-redis';

/**
 * The per-IP request limit counted in Redis (our own redis-server on a free loopback port), and what
 * happens to the minute's window when Redis goes away: it goes on counting in the process, from the
 * requests this process already let through, instead of starting again from zero.
 */
const LIMIT = 10;
let dir: string;
let redis: Awaited<ReturnType<typeof startRedis>>;
let shared: SharedRedis;
let limiters: RequestLimiters;
let app: express.Express;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'crm-rate-'));
  redis = await startRedis(dir);
  shared = new SharedRedis(redis.url);
  limiters = requestLimiters({ rateLimitPerMinute: LIMIT, apiKeyRateLimitPerMinute: 0 } as AppConfig, shared);
  app = express();
  app.use(limiters.perIp);
  app.get('/ping', (_req, res) => res.json({ ok: true }));
  await waitFor(() => (limiters.shared() ? true : undefined), 10_000, 'límites en Redis');
}, 30_000);

afterAll(async () => {
  limiters?.shutdown();
  await shared?.close();
  await redis?.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

const hits = async (n: number) => {
  const out: number[] = [];
  for (let i = 0; i < n; i++) out.push((await request(app).get('/ping')).status);
  return out;
};

test('with Redis down the window keeps counting: 6 before, 4 after, the 11th in the minute is refused', async () => {
  expect(await hits(6)).toEqual(Array(6).fill(200));
  expect(limiters.shared()).toBe(true);
  await redis.stop();
  await waitFor(() => (shared.ready ? undefined : true), 10_000, 'Redis caído');
  expect(await hits(4)).toEqual(Array(4).fill(200));
  expect(limiters.shared()).toBe(false);
  const over = await request(app).get('/ping');
  expect(over.status).toBe(429);
  expect(over.body).toEqual({ error: 'Demasiadas solicitudes. Esperá un momento.' });
});
