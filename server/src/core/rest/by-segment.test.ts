import express, { Router } from 'express';
import request from 'supertest';
import { bySegment } from './by-segment';

/** Three module routers as the /api adapter mounts them, and a trace of who saw each request. */
function app() {
  const seen: string[] = [];
  const a = Router();
  a.get('/deals/:id', (req, res) => res.json({ by: 'a', id: req.params.id }));
  a.get('/deals/:id/boom', () => {
    throw new Error('boom');
  });
  const b = Router();
  b.use((req, _res, next) => {
    seen.push(`b-middleware ${req.path}`);
    next();
  });
  b.get('/organizations', (_req, res) => res.json({ by: 'b' }));
  const c = Router();
  c.get('/deals/:id/files', (_req, res) => res.json({ by: 'c' }));
  c.get('/search', (_req, res) => res.json({ by: 'c-search' }));
  const d = Router();
  d.get('/:anything/x', (req, res) => res.json({ by: 'd', anything: req.params.anything }));

  const api = express();
  api.use(bySegment([a, b, c, d]));
  api.use((_req, res) => res.status(404).json({ error: 'Ruta no encontrada.' }));
  api.use((_err: unknown, _req: express.Request, res: express.Response, _next: express.NextFunction) => res.status(500).json({ error: 'x' }));
  return { api, seen };
}

test('each request reaches the router that owns its path, in the original order, with the same semantics', async () => {
  const { api, seen } = app();
  expect((await request(api).get('/deals/5')).body).toEqual({ by: 'a', id: '5' });
  // a later router with the same first segment is still reached
  expect((await request(api).get('/deals/5/files')).body).toEqual({ by: 'c' });
  // Express matches paths case-insensitively: so does the dispatch
  expect((await request(api).get('/SEARCH')).body).toEqual({ by: 'c-search' });
  // a router with a middleware for every path runs for every path; a parameter as first segment too
  expect((await request(api).get('/search')).body).toEqual({ by: 'c-search' });
  expect((await request(api).get('/whatever/x')).body).toEqual({ by: 'd', anything: 'whatever' });
  // (GET /deals/5 was answered by the first router, before the second one's middleware)
  expect(seen).toEqual(['b-middleware /deals/5/files', 'b-middleware /SEARCH', 'b-middleware /search', 'b-middleware /whatever/x']);
  // unknown paths fall through to the 404, errors to the error handler
  expect((await request(api).get('/nada')).status).toBe(404);
  expect((await request(api).get('/deals/5/boom')).status).toBe(500);
});
