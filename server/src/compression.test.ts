import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { createTestApp, type TestApp } from '../test/test-app';
import { makeDealIn, makePipeline, makeRoleUsers, type RoleUsers } from '../test/factories';
import { requireActor } from './core/auth/actor';
import { JSON_COMPRESSION_THRESHOLD } from './core/http-compression';

/**
 * Bytes on the wire. Raw node:http requests (supertest and fetch would decompress),
 * so each test sees exactly the bytes and headers the server sent.
 */
let t: TestApp;
let server: Server;
let users: RoleUsers;
let base: string;

const ASSET = `export const rows = [${Array.from({ length: 400 }, (_, i) => `{ id: ${i}, label: 'fila ${i}' }`).join(', ')}];\n`;
const INDEX = `<!doctype html><html lang="es"><head><title>CRM</title></head><body><div id="root">${'<p>Cargando…</p>'.repeat(80)}</div></body></html>`;

interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

function raw(method: string, path: string, headers: Record<string, string> = {}, body?: string): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${base}${path}`, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

const decode = (r: RawResponse): Buffer =>
  r.headers['content-encoding'] === 'br' ? brotliDecompressSync(r.body) : r.headers['content-encoding'] === 'gzip' ? gunzipSync(r.body) : r.body;

const graphql = (query: string, token: string, encoding: string) =>
  raw('POST', '/graphql', { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'accept-encoding': encoding }, JSON.stringify({ query }));

beforeAll(async () => {
  // A built client as vite.config.ts leaves it: hashed assets and index.html with their .br and .gz copies.
  const dist = mkdtempSync(join(tmpdir(), 'crm-dist-'));
  mkdirSync(join(dist, 'assets'));
  for (const [file, text] of [
    ['assets/app-3f9a1c2d.js', ASSET],
    ['index.html', INDEX],
  ] as const) {
    writeFileSync(join(dist, file), text);
    writeFileSync(join(dist, `${file}.br`), brotliCompressSync(text));
    writeFileSync(join(dist, `${file}.gz`), gzipSync(text));
  }
  writeFileSync(join(dist, 'quote-header.jpg'), Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]));
  t = await createTestApp({ clientDist: dist });
  users = await makeRoleUsers(t);
  server = createServer(t.app);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise<void>((r) => server.close(() => r()));
  await t.close();
});

describe('the built client, precompressed at build time', () => {
  test('brotli when accepted (whatever the header order), else gzip, else the file; Vary and a year of immutable cache', async () => {
    const cases: Array<[string | null, string | undefined]> = [
      ['gzip, deflate, br, zstd', 'br'],
      ['br;q=0, gzip', 'gzip'],
      ['gzip', 'gzip'],
      ['identity', undefined],
      [null, undefined],
    ];
    for (const [accept, expected] of cases) {
      const res = await raw('GET', '/assets/app-3f9a1c2d.js', accept === null ? {} : { 'accept-encoding': accept });
      expect([accept, res.status, res.headers['content-encoding']]).toEqual([accept, 200, expected]);
      expect(res.headers['content-type']).toMatch(/^(text|application)\/javascript; charset=utf-8$/);
      expect(res.headers.vary).toMatch(/Accept-Encoding/i);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(Number(res.headers['content-length'])).toBe(res.body.length);
      expect(decode(res).toString()).toBe(ASSET);
      if (expected) expect(res.body.length).toBeLessThan(ASSET.length / 3);
    }
  });

  test('HEAD answers the headers of the encoded file without a body; Range works on the bytes sent', async () => {
    const head = await raw('HEAD', '/assets/app-3f9a1c2d.js', { 'accept-encoding': 'br' });
    expect([head.status, head.headers['content-encoding'], head.body.length]).toEqual([200, 'br', 0]);
    expect(Number(head.headers['content-length'])).toBe(brotliCompressSync(ASSET).length);

    const part = await raw('GET', '/assets/app-3f9a1c2d.js', { range: 'bytes=0-19' });
    expect([part.status, part.headers['content-encoding'], part.body.toString()]).toEqual([206, undefined, ASSET.slice(0, 20)]);
    expect(part.headers['content-range']).toBe(`bytes 0-19/${Buffer.byteLength(ASSET)}`);
  });

  test('index.html (at / and as the fallback of a deep link) is compressed too and revalidated on every load', async () => {
    for (const path of ['/', '/operations/12', '/index.html']) {
      const res = await raw('GET', path, { 'accept-encoding': 'gzip, br' });
      expect([path, res.status, res.headers['content-encoding'], res.headers['cache-control']]).toEqual([path, 200, 'br', 'no-cache']);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(decode(res).toString()).toBe(INDEX);
    }
    const plain = await raw('GET', '/workspace/atm-cargo');
    expect([plain.headers['content-encoding'], plain.body.toString()]).toEqual([undefined, INDEX]);
  });

  test('a file without compressed copies is sent as it is, cached an hour (its name does not change between builds)', async () => {
    const res = await raw('GET', '/quote-header.jpg', { 'accept-encoding': 'gzip, br' });
    expect([res.status, res.headers['content-encoding'], res.headers['content-type'], res.headers['cache-control']]).toEqual([
      200,
      undefined,
      'image/jpeg',
      'public, max-age=3600',
    ]);
    expect(res.body).toEqual(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]));
  });
});

describe('JSON answers compressed above a threshold', () => {
  test('GraphQL: a large answer goes out brotli or gzip as accepted, a small one as it is', async () => {
    const big = '{ __schema { types { name description } } }';
    const br = await graphql(big, users.admin, 'gzip, deflate, br');
    expect([br.status, br.headers['content-encoding']]).toEqual([200, 'br']);
    expect(br.headers.vary).toMatch(/Accept-Encoding/i);
    const json = JSON.parse(decode(br).toString()) as { data: { __schema: { types: unknown[] } } };
    expect(json.data.__schema.types.length).toBeGreaterThan(20);
    expect(decode(br).length).toBeGreaterThan(JSON_COMPRESSION_THRESHOLD);

    const gz = await graphql(big, users.admin, 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(decode(gz).toString()).toBe(decode(br).toString());
    const none = await graphql(big, users.admin, 'identity');
    expect(none.headers['content-encoding']).toBeUndefined();
    expect(none.body.toString()).toBe(decode(br).toString());

    const small = await graphql('{ me { id } }', users.admin, 'gzip, br');
    expect(small.body.length).toBeLessThan(JSON_COMPRESSION_THRESHOLD);
    expect([small.headers['content-encoding'], JSON.parse(small.body.toString()).data.me.id]).toEqual([undefined, expect.any(Number)]);
  });

  test('REST: a list above the threshold is gzipped, /api/health below it is not; a HEAD is never compressed', async () => {
    const { stages } = await makePipeline(t, ['Uno']);
    for (let i = 0; i < 30; i++) await makeDealIn(t, stages[0], { title: `Operación comprimida ${i}` });
    const list = await raw('GET', `/api/deals?limit=30&pipeline_id=${stages[0].pipelineId}`, { authorization: `Bearer ${users.admin}`, 'accept-encoding': 'gzip' });
    expect([list.status, list.headers['content-encoding']]).toEqual([200, 'gzip']);
    const rows = JSON.parse(decode(list).toString()) as unknown;
    expect(JSON.stringify(rows)).toContain('Operación comprimida 29');

    const health = await raw('GET', '/api/health', { 'accept-encoding': 'gzip, br' });
    expect([health.status, health.headers['content-encoding']]).toEqual([200, undefined]);
    expect(JSON.parse(health.body.toString())).toBeTruthy();

    const head = await raw('HEAD', `/api/deals?limit=30&pipeline_id=${stages[0].pipelineId}`, { authorization: `Bearer ${users.admin}`, 'accept-encoding': 'gzip' });
    expect([head.status, head.headers['content-encoding'], head.body.length]).toEqual([200, undefined, 0]);
  });

  test('downloads go out unchanged: the quote PDF keeps its bytes and is never compressed', async () => {
    const { stages } = await makePipeline(t, ['Uno']);
    const deal = await makeDealIn(t, stages[0], { reference: 'OP-COMP-1' });
    const venta = requireActor(await t.services.auth.authenticate(users.venta.token));
    await t.services.quotes.save(venta, deal.id, {
      referencia: 'OP-COMP-1',
      cliente: 'Importadora Bytes SA',
      tipoTransporte: 'AEREO',
      items: Array.from({ length: 10 }, (_, i) => ({ cantidad: 1, servicio: `SERVICIO ${i + 1}`, precio: 100 + i })),
    });
    const headers = { authorization: `Bearer ${users.venta.token}` };
    const plain = await raw('GET', `/api/deals/${deal.id}/quote.pdf`, headers);
    const asked = await raw('GET', `/api/deals/${deal.id}/quote.pdf`, { ...headers, 'accept-encoding': 'gzip, deflate, br' });
    expect([asked.status, asked.headers['content-type'], asked.headers['content-encoding']]).toEqual([200, 'application/pdf', undefined]);
    expect(asked.body.subarray(0, 5).toString()).toBe('%PDF-');
    expect(asked.body.length).toBe(plain.body.length);
    expect(asked.body.length).toBeGreaterThan(JSON_COMPRESSION_THRESHOLD);
  });
});
