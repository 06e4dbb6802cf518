import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { MAX_DEAL_FILE_BYTES, RESTORE_WINDOW_MS } from '@crm/domain';
import { adminToken, makeUser } from '../../../test/factories';
import { insertDeals, seededPipeline } from '../../../test/deals-fixtures';
import { api, codesOf, gql } from '../../../test/http';
import { startS3Server, type TestS3Server } from '../../../test/s3-server';
import { spawnServer } from '../../../test/spawn-server';
import { provisionMigratedForProcesses } from '../../../test/db-template';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { DealFileEntity } from './deal-file.entity';

/**
 * STORAGE=s3 through the real app: uploads (REST and GraphQL) stream into a bucket of an S3-compatible
 * server (s3rver on loopback, spoken to by the real AWS SDK), downloads stream back from it, deletes
 * remove the object, and a bucket that does not answer is a 503 in Spanish, never a 500.
 */

const UPLOAD = `mutation Upload($dealId: Int!, $type: String!, $file: Upload!) {
  uploadDealFile(dealId: $dealId, type: $type, file: $file) { id url sizeBytes mimeType }
}`;
const PREFIX = 'crm/archivos/';

let s3: TestS3Server;
let t: TestApp;
let admin: string;
let venta: string;
let pipelineId: number;
let stageId: number;

beforeAll(async () => {
  s3 = await startS3Server({ prefix: PREFIX });
  t = await createTestApp({ storage: s3.storage });
  admin = await adminToken(t);
  venta = (await makeUser(t, { role: 'venta' })).token;
  const { pipeline, stages } = await seededPipeline(t);
  pipelineId = pipeline.id;
  stageId = stages[0].id;
});

afterAll(async () => {
  await t.close();
  await s3.stop();
});

async function newDeal(): Promise<number> {
  const [id] = await insertDeals(t, 1, { pipelineId, stageIds: [stageId] });
  return id;
}

/** A text file of exactly `size` bytes (ASCII, so no character is cut; sniffed as text/plain). */
function textFile(size: number): Buffer {
  return Buffer.alloc(size, 'Flete aereo ASU-MIA, guia 123-4567 8901: mercaderia en transito.\n');
}

/** A "PDF" of `size` bytes: the magic bytes, then random bytes (no two parts alike). */
function pdfFile(size: number): Buffer {
  const b = randomBytes(size);
  b.write('%PDF-1.7\n');
  return b;
}

function restUpload(dealId: number, file: Buffer, filename: string) {
  return request(t.app).post(`/api/deals/${dealId}/files`).set('Authorization', `Bearer ${venta}`).field('type', 'fact_venta').attach('file', file, { filename, contentType: 'application/octet-stream' });
}

function gqlUpload(dealId: number, file: Buffer, filename: string) {
  return request(t.app)
    .post('/graphql')
    .set('Authorization', `Bearer ${venta}`)
    .set('Apollo-Require-Preflight', 'true')
    .field('operations', JSON.stringify({ query: UPLOAD, variables: { dealId, type: 'fact_compra', file: null } }))
    .field('map', JSON.stringify({ 0: ['variables.file'] }))
    .attach('0', file, { filename, contentType: 'application/pdf' });
}

function download(url: string) {
  return request(t.app)
    .get(url)
    .buffer(true)
    .parse((r, cb) => {
      const chunks: Buffer[] = [];
      r.on('data', (c: Buffer) => chunks.push(c));
      r.on('end', () => cb(null, Buffer.concat(chunks)));
    });
}

/** The object key of a signed URL /uploads/<key>?…, as stored in the bucket. */
const objectKeyOf = (url: string) => PREFIX + /^\/uploads\/([a-f0-9]{32}(?:\.[a-z0-9]+)?)\?/.exec(url)![1];

/** A moment after the restore window of a delete made now. */
const afterRestoreWindow = () => new Date(Date.now() + RESTORE_WINDOW_MS + 60_000);

test('a 20,000-byte file through REST: stored with exactly its bytes under S3_PREFIX, listed, downloaded, deleted (object gone)', async () => {
  const dealId = await newDeal();
  const file = textFile(20_000);
  const up = await restUpload(dealId, file, 'guía.txt');
  expect(up.status).toBe(201);
  expect(up.body).toMatchObject({ size_bytes: 20_000, mime_type: 'text/plain; charset=utf-8' });
  const key = objectKeyOf(up.body.url);

  // The bucket holds the file's bytes, nothing more (no aws-chunked signatures: 20,000 bytes, not 20,044).
  const stored = await s3.bytes(key);
  expect(stored?.length).toBe(20_000);
  expect(Buffer.compare(stored!, file)).toBe(0);
  expect(await s3.keys()).toContain(key);

  const list = await api(t, venta).get(`/api/deals/${dealId}/files`);
  expect(list.body).toMatchObject([{ id: up.body.id, size_bytes: 20_000 }]);

  const dl = await download(list.body[0].url);
  expect(dl.status).toBe(200);
  expect(dl.headers['content-length']).toBe('20000');
  expect(dl.headers['content-type']).toBe('text/plain; charset=utf-8');
  expect(dl.headers['content-disposition']).toMatch(/^attachment; filename="gu_a\.txt"; filename\*=UTF-8''gu%C3%ADa\.txt$/);
  expect(dl.headers['x-content-type-options']).toBe('nosniff');
  expect(Buffer.compare(dl.body as Buffer, file)).toBe(0);

  const del = await api(t, venta).delete(`/api/deals/${dealId}/files/${up.body.id}`);
  expect(del.status).toBe(200);
  // Kept for 'Deshacer' until the restore window closes, then purged.
  expect(await s3.bytes(key)).not.toBeNull();
  await t.services.files.purgeTrash(afterRestoreWindow());
  expect(await s3.bytes(key)).toBeNull();
  expect(await s3.keys()).not.toContain(key);
  // The row and the object are gone: the old link is a 404.
  expect((await request(t.app).get(up.body.url)).status).toBe(404);
});

test('a 12 MB file through GraphQL goes up in parts (multipart upload), byte for byte; preview inline; GraphQL delete removes the object', async () => {
  const dealId = await newDeal();
  const file = pdfFile(12 * 1024 * 1024 + 123);
  s3.clearRequests();
  const up = await gqlUpload(dealId, file, 'Manifiesto.pdf');
  expect(up.body.errors).toBeUndefined();
  const f = up.body.data.uploadDealFile;
  expect(f).toMatchObject({ sizeBytes: file.length, mimeType: 'application/pdf' });
  const key = objectKeyOf(f.url);

  // Streamed in 5 MB parts (three), never sent as one body.
  const parts = s3.requests.filter((r) => r.method === 'PUT' && /[?&]partNumber=/.test(r.url));
  expect(parts).toHaveLength(3);
  expect(s3.requests.some((r) => r.method === 'POST' && /[?&]uploads\b/.test(r.url))).toBe(true);
  expect(s3.pendingMultipartUploads()).toEqual([]);

  const stored = await s3.bytes(key);
  expect(stored?.length).toBe(file.length);
  expect(Buffer.compare(stored!, file)).toBe(0);

  const dl = await download(f.url);
  expect(dl.status).toBe(200);
  expect(dl.headers['content-type']).toBe('application/pdf');
  expect(dl.headers['content-disposition']).toMatch(/^inline; filename="Manifiesto\.pdf"/);
  expect(Buffer.compare(dl.body as Buffer, file)).toBe(0);

  const g = await gql(t, 'mutation($id: Int!) { deleteDealFile(id: $id) }', { id: f.id }, venta);
  expect(g.data?.deleteDealFile).toBe(f.id);
  await t.services.files.purgeTrash(afterRestoreWindow());
  expect(await s3.bytes(key)).toBeNull();
}, 120_000);

test('over 25 MB (REST and GraphQL) → 413; the multipart upload is aborted: no object, no parts left in the bucket', async () => {
  const dealId = await newDeal();
  const before = await s3.keys();
  const big = pdfFile(MAX_DEAL_FILE_BYTES + 1);
  s3.clearRequests();

  const rest = await restUpload(dealId, big, 'grande.pdf');
  expect(rest.status).toBe(413);
  expect(rest.body).toEqual({ error: 'El archivo supera el máximo de 25 MB.' });
  const g = await gqlUpload(dealId, big, 'grande.pdf');
  expect(codesOf({ status: g.status, errors: g.body.errors })).toEqual(['PAYLOAD_TOO_LARGE']);

  // Parts had gone up before the 25 MB were counted: each upload was aborted (DELETE ?uploadId=).
  expect(s3.requests.filter((r) => r.method === 'PUT' && /[?&]partNumber=/.test(r.url)).length).toBeGreaterThan(0);
  expect(s3.requests.filter((r) => r.method === 'DELETE' && /[?&]uploadId=/.test(r.url))).toHaveLength(2);
  expect(s3.pendingMultipartUploads()).toEqual([]);
  expect(await s3.keys()).toEqual(before);
  expect(await t.ds.getRepository(DealFileEntity).countBy({ dealId })).toBe(0);
}, 120_000);

test('the bucket does not answer: uploads and downloads → 503 in Spanish with Retry-After (never 500); health names it; back when it answers', async () => {
  const dealId = await newDeal();
  const file = textFile(2_000);
  const before = await restUpload(dealId, file, 'antes.txt');
  expect(before.status).toBe(201);
  const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
  await s3.pause();
  try {
    const dl = await request(t.app).get(before.body.url);
    expect(dl.status).toBe(503);
    expect(dl.headers['retry-after']).toBeDefined();
    expect(dl.body).toEqual({ error: 'El almacenamiento de archivos no responde. Intentá de nuevo en unos segundos.' });

    const rest = await restUpload(dealId, file, 'durante.txt');
    expect(rest.status).toBe(503);
    expect(rest.body).toEqual({ error: 'El almacenamiento de archivos no responde. Intentá de nuevo en unos segundos.' });
    const g = await gqlUpload(dealId, pdfFile(3_000), 'durante.pdf');
    expect(g.status).toBe(503);
    expect(codesOf({ status: g.status, errors: g.body.errors })).toEqual(['SERVICE_UNAVAILABLE']);
    expect(g.body.errors[0].message).toBe('El almacenamiento de archivos no responde. Intentá de nuevo en unos segundos.');
    expect(JSON.stringify(g.body)).not.toMatch(/127\.0\.0\.1|ECONNREFUSED|stack/i);

    // Everything else keeps working: the list, and the health answer (the instance stays in the pool).
    const list = await api(t, venta).get(`/api/deals/${dealId}/files`);
    expect(list.status).toBe(200);
    expect(list.body).toHaveLength(1);
    const health = await request(t.app).get('/api/health');
    expect(health.status).toBe(200);
    expect(health.body).toMatchObject({ ok: true, storage: 's3', checks: { storage: 'down' } });
    expect(await t.ds.getRepository(DealFileEntity).countBy({ dealId })).toBe(1);
  } finally {
    await s3.resume();
    errors.mockRestore();
  }
  const health = await request(t.app).get('/api/health');
  expect(health.status).toBe(200);
  expect(health.body).toEqual({ ok: true, db: expect.any(String), storage: 's3', redis: 'off' });
  const dl = await download(before.body.url);
  expect(dl.status).toBe(200);
  expect(Buffer.compare(dl.body as Buffer, file)).toBe(0);
}, 120_000);

test('deleting an operation removes the objects of its files', async () => {
  const dealId = await newDeal();
  const a = await restUpload(dealId, textFile(1_000), 'a.txt');
  const b = await gqlUpload(dealId, pdfFile(5_000), 'b.pdf');
  const keys = [objectKeyOf(a.body.url), objectKeyOf(b.body.data.uploadDealFile.url)];
  for (const k of keys) expect(await s3.bytes(k)).not.toBeNull();
  expect((await api(t, admin).delete(`/api/deals/${dealId}`)).status).toBe(200);
  for (const k of keys) expect(await s3.bytes(k)).toBeNull();
});

test('the real server in its own process takes STORAGE=s3 and S3_* from its environment: says where files go, stores uploads in the bucket, health names it', async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'crm-s3-spawn-'));
  const db = await provisionMigratedForProcesses(dataDir);
  const admin = { email: 'admin@s3.local', password: 'Admin-12345' };
  const server = await spawnServer({ processes: 1, dataDir, databaseUrl: db.url, admin, env: s3.env });
  try {
    const base = `http://127.0.0.1:${server.port}`;
    expect(server.output()).toContain(`Archivos: bucket ${s3.bucket} (prefijo ${PREFIX}) en ${s3.endpoint}`);
    expect(await (await fetch(`${base}/api/health`)).json()).toEqual({ ok: true, db: expect.any(String), storage: 's3', redis: 'off' });
    const { token } = (await (await fetch(`${base}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(admin) })).json()) as { token: string };
    const get = async <T>(path: string) => (await (await fetch(`${base}${path}`, { headers: { authorization: `Bearer ${token}` } })).json()) as T;
    const [pipeline] = await get<Array<{ id: number }>>('/api/pipelines');
    const [stage] = await get<Array<{ id: number }>>(`/api/pipelines/${pipeline.id}/stages`);
    const deal = await fetch(`${base}/api/deals`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ title: 'Carga por S3', pipeline_id: pipeline.id, stage_id: stage.id }),
    });
    expect(deal.status).toBe(201);
    const { id } = (await deal.json()) as { id: number };
    const file = textFile(20_000);
    const form = new FormData();
    form.append('type', 'fact_venta');
    form.append('file', new Blob([file]), 'guia.txt');
    const up = await fetch(`${base}/api/deals/${id}/files`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
    expect(up.status).toBe(201);
    const { url } = (await up.json()) as { url: string };
    expect(Buffer.compare((await s3.bytes(objectKeyOf(url)))!, file)).toBe(0);
    expect(Buffer.compare(Buffer.from(await (await fetch(`${base}${url}`)).arrayBuffer()), file)).toBe(0);
  } finally {
    server.child.kill('SIGTERM');
    await new Promise((r) => (server.child.exitCode !== null ? r(null) : server.child.once('exit', r)));
    await db.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}, 120_000);
