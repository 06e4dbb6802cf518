import { reindexSearch } from '../search';
import { existsSync } from 'node:fs';
import { createServer, type IncomingMessage, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dirname } from 'node:path';
import request from 'supertest';
import { formatReference, RESTORE_WINDOW_MS } from '@crm/domain';
import { UrlSigner } from '../../core/storage/signed-urls';
import { ActivityEntity } from '../activities/activity.entity';
import { DealCustomFieldEntity } from '../custom-fields/custom-field.entity';
import { DealEntity } from '../deals/deal.entity';
import { DealFileEntity } from './deal-file.entity';
import { DealFileTrashEntity } from './deal-file-trash.entity';
import { adminToken, makeUser } from '../../../test/factories';
import { insertDeals, insertOrg, seededPipeline } from '../../../test/deals-fixtures';
import { api, codesOf, gql } from '../../../test/http';
import { createTestApp, type TestApp } from '../../../test/test-app';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');
// A 1×1 PNG.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const HTML = Buffer.from('<!DOCTYPE html><html><body><script>alert(document.cookie)</script></body></html>');
const CSV = Buffer.from('concepto;monto\nFLETE AEREO;1.234,56\n');
const SVG = Buffer.from('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>');

const UPLOAD = `mutation Upload($dealId: Int!, $type: String!, $file: Upload!) {
  uploadDealFile(dealId: $dealId, type: $type, file: $file) { id dealId dealReference type typeLabel filename url mimeType sizeBytes createdAt uploadedByName }
}`;

let t: TestApp;
let admin: string;
let venta: string;
let viewer: string;
let pipelineId: number;
let stageId: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = await adminToken(t);
  venta = (await makeUser(t, { role: 'venta', name: 'Vera Venta' })).token;
  viewer = (await makeUser(t, { role: 'viewer' })).token;
  const { pipeline, stages } = await seededPipeline(t);
  pipelineId = pipeline.id;
  stageId = stages[0].id;
});

afterAll(async () => {
  await t.close();
});

async function newDeal(orgId: number | null = null): Promise<number> {
  const [id] = await insertDeals(t, 1, { pipelineId, stageIds: [stageId], orgId });
  return id;
}

/** What the storage holds (the folder's file names, or the bucket's keys with TEST_STORAGE=s3). */
function stored(): Promise<string[]> {
  return t.storedKeys();
}

function restUpload(dealId: number, token: string | undefined, file: Buffer, filename: string, type: string | null = 'fact_venta') {
  let req = request(t.app).post(`/api/deals/${dealId}/files`);
  if (token) req = req.set('Authorization', `Bearer ${token}`);
  if (type !== null) req = req.field('type', type);
  return req.attach('file', file, { filename, contentType: 'application/octet-stream' });
}

function gqlUpload(dealId: number, token: string, file: Buffer, filename: string, type = 'fact_compra', preflight = true) {
  let req = request(t.app).post('/graphql').set('Authorization', `Bearer ${token}`);
  if (preflight) req = req.set('Apollo-Require-Preflight', 'true');
  return req
    .field('operations', JSON.stringify({ query: UPLOAD, variables: { dealId, type, file: null } }))
    .field('map', JSON.stringify({ 0: ['variables.file'] }))
    .attach('0', file, { filename, contentType: 'application/pdf' });
}

describe('uploads', () => {
  test('GraphQL multipart upload (Apollo-Require-Preflight) stores the file under a generated key and answers the DealFile', async () => {
    const dealId = await newDeal();
    const before = (await stored()).length;
    const res = await gqlUpload(dealId, venta, PDF, 'Factura compra 001.pdf');
    expect(res.status).toBe(200);
    expect(res.body.errors).toBeUndefined();
    const f = res.body.data.uploadDealFile;
    expect(f).toMatchObject({
      dealId,
      dealReference: formatReference(dealId),
      type: 'fact_compra',
      typeLabel: 'FACT COMPRA',
      filename: 'Factura compra 001.pdf',
      mimeType: 'application/pdf',
      sizeBytes: PDF.length,
      uploadedByName: 'Vera Venta',
    });
    expect(f.url).toMatch(/^\/uploads\/[a-f0-9]{32}\?exp=\d+&sig=[a-f0-9]{64}$/);
    expect((await stored()).length).toBe(before + 1);
    // The user's name is metadata only: never part of the stored path.
    expect((await stored()).some((n) => n.includes('Factura'))).toBe(false);

    const dl = await request(t.app).get(f.url).buffer(true).parse((r, cb) => {
      const chunks: Buffer[] = [];
      r.on('data', (c: Buffer) => chunks.push(c));
      r.on('end', () => cb(null, Buffer.concat(chunks)));
    });
    expect(dl.status).toBe(200);
    expect(Buffer.compare(dl.body as Buffer, PDF)).toBe(0);
    expect(dl.headers['content-type']).toBe('application/pdf');
    expect(dl.headers['x-content-type-options']).toBe('nosniff');
    expect(dl.headers['content-disposition']).toBe(`inline; filename="Factura compra 001.pdf"; filename*=UTF-8''Factura%20compra%20001.pdf`);
    expect(dl.headers['content-security-policy']).toContain("default-src 'none'");
  });

  test('REST multipart upload → 201 with the REST-CONTRACT shape; the list is newest first with fresh signed urls', async () => {
    const dealId = await newDeal();
    const first = await restUpload(dealId, venta, PNG, 'foto.png', 'fact_ag');
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ type: 'fact_ag', filename: 'foto.png', mime_type: 'image/png', size_bytes: PNG.length });
    expect(first.body.created_at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(first.body.url).toMatch(/^\/uploads\//);
    const second = await restUpload(dealId, admin, CSV, 'costos.csv', 'det_cos');
    expect(second.status).toBe(201);

    const list = await api(t, viewer).get(`/api/deals/${dealId}/files`);
    expect(list.status).toBe(200);
    expect(list.body.map((r: { id: number }) => r.id)).toEqual([second.body.id, first.body.id]);
    expect(Object.keys(list.body[0])).toEqual(expect.arrayContaining(['id', 'type', 'filename', 'url', 'created_at']));

    const csv = await request(t.app).get(second.body.url);
    expect(csv.status).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe(`attachment; filename="costos.csv"; filename*=UTF-8''costos.csv`);
    expect(csv.headers['content-security-policy']).toContain('sandbox');
    expect(csv.headers['x-content-type-options']).toBe('nosniff');

    const png = await request(t.app).get(first.body.url);
    expect(png.headers['content-type']).toBe('image/png');
    expect(png.headers['content-disposition']).toMatch(/^inline;/);
  });

  test('an SVG (REST or GraphQL) is served only as an attachment, as image/svg+xml under a sandboxing CSP; non-ASCII names use filename*', async () => {
    const dealId = await newDeal();
    const up = await restUpload(dealId, venta, SVG, 'logo ñandutí.svg', 'fact_shpr');
    expect(up.status).toBe(201);
    expect(up.body.mime_type).toBe('image/svg+xml');
    const dl = await request(t.app).get(up.body.url);
    expect(dl.status).toBe(200);
    expect(dl.headers['content-type']).toBe('image/svg+xml');
    expect(dl.headers['x-content-type-options']).toBe('nosniff');
    expect(dl.headers['content-security-policy']).toMatch(/sandbox/);
    expect(dl.headers['content-security-policy']).not.toMatch(/script-src/);
    // Never inline: opened in a tab it downloads instead of rendering (an <img> still shows it).
    expect(dl.headers['content-disposition']).toBe(`attachment; filename="logo _andut_.svg"; filename*=UTF-8''logo%20%C3%B1andut%C3%AD.svg`);

    const g = await gqlUpload(dealId, venta, SVG, 'dibujo.svg');
    expect(g.body.errors).toBeUndefined();
    expect(g.body.data.uploadDealFile.mimeType).toBe('image/svg+xml');
    const gdl = await request(t.app).get(g.body.data.uploadDealFile.url);
    expect(gdl.headers['content-type']).toBe('image/svg+xml');
    expect(gdl.headers['content-disposition']).toMatch(/^attachment; filename="dibujo\.svg"/);
    // Raster images still preview inline.
    const png = await request(t.app).get((await restUpload(dealId, venta, PNG, 'foto.png')).body.url);
    expect(png.headers['content-disposition']).toMatch(/^inline;/);
  });

  test('a file over 25 MB → 413 and nothing is left behind (REST and GraphQL)', async () => {
    const dealId = await newDeal();
    const before = (await stored()).length;
    const big = Buffer.alloc(26 * 1024 * 1024, 0x25);
    big.write('%PDF-1.4\n');
    const rest = await restUpload(dealId, venta, big, 'grande.pdf');
    expect(rest.status).toBe(413);
    expect(rest.body).toEqual({ error: 'El archivo supera el máximo de 25 MB.' });
    const g = await gqlUpload(dealId, venta, big, 'grande.pdf');
    expect(codesOf({ status: g.status, errors: g.body.errors })).toEqual(['PAYLOAD_TOO_LARGE']);
    expect((await stored()).length).toBe(before);
    expect(await t.ds.getRepository(DealFileEntity).countBy({ dealId })).toBe(0);
    // Two 26 MB requests: a bound for loaded machines, not a timing assertion.
  }, 120_000);

  test('HTML renamed .pdf, and scripts, are refused by content → 415 and not stored', async () => {
    const dealId = await newDeal();
    const before = (await stored()).length;
    const html = await restUpload(dealId, venta, HTML, 'factura.pdf');
    expect(html.status).toBe(415);
    expect(html.body).toEqual({ error: 'Tipo de archivo no permitido.' });
    const script = await restUpload(dealId, venta, Buffer.from('#!/bin/sh\nrm -rf /\n'), 'notas.txt');
    expect(script.status).toBe(415);
    const exe = await restUpload(dealId, venta, Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'), 'setup.pdf');
    expect(exe.status).toBe(415);
    const g = await gqlUpload(dealId, venta, HTML, 'factura.pdf');
    expect(codesOf({ status: g.status, errors: g.body.errors })).toEqual(['UNSUPPORTED_MEDIA_TYPE']);
    expect(g.body.errors[0].message).toBe('Tipo de archivo no permitido.');
    expect((await stored()).length).toBe(before);
  });

  test("the file name '../../etc/passwd' is stored safely: only inside UPLOADS_DIR, under a generated key", async () => {
    const dealId = await newDeal();
    const before = new Set(await stored());
    const res = await restUpload(dealId, venta, Buffer.from('root:x:0:0:root:/root:/bin/bash\n'), '../../etc/passwd');
    expect(res.status).toBe(201);
    expect(res.body.filename).toBe('passwd');
    const added = (await stored()).filter((n) => !before.has(n));
    expect(added).toHaveLength(1);
    expect(added[0]).toMatch(/^[a-f0-9]{32}$/);
    expect(existsSync(`${dirname(t.config.uploadsDir)}/etc/passwd`)).toBe(false);
    const dl = await request(t.app).get(res.body.url);
    expect(dl.headers['content-disposition']).toMatch(/^attachment; filename="passwd"/);
  });

  test('validation: unknown type → 400, missing file → 400, unknown operation → 404', async () => {
    const dealId = await newDeal();
    const bad = await restUpload(dealId, venta, PDF, 'a.pdf', 'factura');
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatch(/^Tipo de documento inválido/);
    const g = await gqlUpload(dealId, venta, PDF, 'a.pdf', 'otra');
    expect(codesOf({ status: g.status, errors: g.body.errors })).toEqual(['BAD_USER_INPUT']);
    const none = await request(t.app).post(`/api/deals/${dealId}/files`).set('Authorization', `Bearer ${venta}`).field('type', 'fact_venta');
    expect(none.status).toBe(400);
    expect(none.body).toEqual({ error: 'Falta el archivo.' });
    const missing = await restUpload(999_999, venta, PDF, 'a.pdf');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ error: 'Operación no encontrada.' });
    expect((await api(t, venta).get('/api/deals/999999/files')).status).toBe(404);
  });

  test('the type field may follow the file part (REST)', async () => {
    const dealId = await newDeal();
    const res = await request(t.app)
      .post(`/api/deals/${dealId}/files`)
      .set('Authorization', `Bearer ${venta}`)
      .attach('file', PDF, { filename: 'tarde.pdf' })
      .field('type', 'rec_atm');
    expect(res.status).toBe(201);
    expect(res.body.type).toBe('rec_atm');
  });
});

describe('authorization and CSRF', () => {
  test('a viewer cannot upload (nothing written) nor delete', async () => {
    const dealId = await newDeal();
    const before = (await stored()).length;
    const rest = await restUpload(dealId, viewer, PDF, 'a.pdf');
    expect(rest.status).toBe(403);
    const g = await gqlUpload(dealId, viewer, PDF, 'a.pdf');
    expect(codesOf({ status: g.status, errors: g.body.errors })).toEqual(['FORBIDDEN']);
    expect((await stored()).length).toBe(before);

    const up = await restUpload(dealId, venta, PDF, 'a.pdf');
    expect((await api(t, viewer).delete(`/api/deals/${dealId}/files/${up.body.id}`)).status).toBe(403);
    const gd = await gql(t, 'mutation($id: Int!) { deleteDealFile(id: $id) }', { id: up.body.id }, viewer);
    expect(codesOf(gd)).toEqual(['FORBIDDEN']);
    expect(await t.ds.getRepository(DealFileEntity).countBy({ id: up.body.id })).toBe(1);
  });

  test('ops may upload and delete', async () => {
    const ops = (await makeUser(t, { role: 'ops' })).token;
    const dealId = await newDeal();
    const up = await restUpload(dealId, ops, PDF, 'a.pdf');
    expect(up.status).toBe(201);
    expect((await api(t, ops).delete(`/api/deals/${dealId}/files/${up.body.id}`)).body).toEqual({ ok: true });
  });

  test('a signed-out request to the file list gets 401; a signed-out multipart upload is refused before reading', async () => {
    const dealId = await newDeal();
    const list = await request(t.app).get(`/api/deals/${dealId}/files`);
    expect(list.status).toBe(401);
    expect(list.body.error).toBeTruthy();
    const before = (await stored()).length;
    expect((await restUpload(dealId, undefined, PDF, 'a.pdf')).status).toBe(401);
    const g = await request(t.app)
      .post('/graphql')
      .set('Apollo-Require-Preflight', 'true')
      .field('operations', JSON.stringify({ query: UPLOAD, variables: { dealId, type: 'fact_venta', file: null } }))
      .field('map', JSON.stringify({ 0: ['variables.file'] }))
      .attach('0', PDF, { filename: 'a.pdf' });
    expect(g.status).toBe(401);
    expect((await stored()).length).toBe(before);
  });

  test('a multipart GraphQL request without Apollo-Require-Preflight is refused before any file is written', async () => {
    const dealId = await newDeal();
    const before = (await stored()).length;
    const res = await gqlUpload(dealId, admin, PDF, 'csrf.pdf', 'fact_venta', false);
    expect(res.status).toBe(400);
    expect(res.body.errors[0].message).toMatch(/Apollo-Require-Preflight/);
    expect((await stored()).length).toBe(before);
    expect(await t.ds.getRepository(DealFileEntity).countBy({ dealId })).toBe(0);
    // The same request with the header goes through.
    expect((await gqlUpload(dealId, admin, PDF, 'csrf.pdf', 'fact_venta', true)).body.data.uploadDealFile.filename).toBe('csrf.pdf');
  });

  test('without Apollo-Require-Preflight the answer comes while the file is still being sent: nothing of it was read', async () => {
    const dealId = await newDeal();
    const server = createServer(t.app).listen(0);
    let req: ReturnType<typeof httpRequest> | undefined;
    try {
      const { port } = server.address() as AddressInfo;
      req = httpRequest({
        port,
        method: 'POST',
        path: '/graphql',
        headers: { 'content-type': 'multipart/form-data; boundary=XYZ', authorization: `Bearer ${admin}`, 'transfer-encoding': 'chunked' },
      });
      const r = req;
      r.on('error', () => {});
      let timer: NodeJS.Timeout | undefined;
      const answered = new Promise<IncomingMessage>((resolve, reject) => {
        r.on('response', resolve);
        // graphql-upload would hold any answer until the whole body arrived; this body never ends.
        timer = setTimeout(() => reject(new Error('sin respuesta antes de terminar el cuerpo')), 20_000);
      }).finally(() => clearTimeout(timer));
      const part = (name: string, value: string) => `--XYZ\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
      r.write(part('operations', JSON.stringify({ query: UPLOAD, variables: { dealId, type: 'fact_venta', file: null } })));
      r.write(part('map', JSON.stringify({ 0: ['variables.file'] })));
      r.write('--XYZ\r\nContent-Disposition: form-data; name="0"; filename="a.pdf"\r\nContent-Type: application/pdf\r\n\r\n');
      r.write(PDF);
      const res = await answered;
      expect(res.statusCode).toBe(400);
      expect(await t.ds.getRepository(DealFileEntity).countBy({ dealId })).toBe(0);
    } finally {
      req?.destroy();
      server.close();
    }
  }, 30_000);

  test('a malformed multipart body or two files answer JSON in Spanish, never an HTML page with a stack', async () => {
    const dealId = await newDeal();
    const before = (await stored()).length;
    const broken = await request(t.app)
      .post('/graphql')
      .set('Authorization', `Bearer ${admin}`)
      .set('Apollo-Require-Preflight', 'true')
      .set('Content-Type', 'multipart/form-data; boundary=xyz')
      .send('--xyz\r\nContent-Disposition: form-data; name="operations"\r\n\r\nno es json\r\n--xyz--\r\n');
    expect(broken.status).toBe(400);
    expect(broken.headers['content-type']).toMatch(/^application\/json/);
    expect(broken.body.errors[0].message).toBe('Solicitud multipart inválida.');
    expect(broken.text).not.toMatch(/at .*\.(m?js|ts):\d+/);
    const two = await request(t.app)
      .post('/graphql')
      .set('Authorization', `Bearer ${admin}`)
      .set('Apollo-Require-Preflight', 'true')
      .field('operations', JSON.stringify({ query: UPLOAD, variables: { dealId, type: 'fact_venta', file: null } }))
      .field('map', JSON.stringify({ 0: ['variables.file'], 1: ['variables.file'] }))
      .attach('0', PDF, { filename: 'a.pdf' })
      .attach('1', PDF, { filename: 'b.pdf' });
    expect(two.status).toBe(413);
    expect(two.body.errors[0].extensions.code).toBe('PAYLOAD_TOO_LARGE');
    expect((await stored()).length).toBe(before);
  });

  test('an unsigned, forged or expired file URL gets 403', async () => {
    const dealId = await newDeal();
    const up = await restUpload(dealId, venta, PDF, 'a.pdf');
    const url = new URL(up.body.url, 'http://x');
    const key = url.pathname.split('/').pop()!;
    const exp = url.searchParams.get('exp')!;
    const sig = url.searchParams.get('sig')!;
    expect((await request(t.app).get(`/uploads/${key}`)).status).toBe(403);
    const forgedSig = (sig[0] === 'a' ? 'b' : 'a') + sig.slice(1);
    const forged = await request(t.app).get(`/uploads/${key}?exp=${exp}&sig=${forgedSig}`);
    expect(forged.status).toBe(403);
    expect(forged.body).toEqual({ error: 'El enlace del archivo venció o no es válido.' });
    // A later expiry with the old signature is a forgery too.
    expect((await request(t.app).get(`/uploads/${key}?exp=${Number(exp) + 3600}&sig=${sig}`)).status).toBe(403);
    const expired = new UrlSigner(t.config.jwtSecret).url(key, new Date(Date.now() - 16 * 60 * 1000));
    expect((await request(t.app).get(expired)).status).toBe(403);
    // A signature from another server secret is refused.
    const other = new UrlSigner('otro-secreto-de-al-menos-32-caracteres!!').url(key);
    expect((await request(t.app).get(other)).status).toBe(403);
    expect((await request(t.app).get(up.body.url)).status).toBe(200);
  });
});

describe('lists, delete and deal deletion', () => {
  test('REST delete → { ok: true }, the file is gone at once (list, signed link) and its bytes are removed when the restore window closes; GraphQL delete returns the id', async () => {
    const dealId = await newDeal();
    const a = await restUpload(dealId, venta, PDF, 'a.pdf');
    const b = await gqlUpload(dealId, venta, PDF, 'b.pdf');
    const before = (await stored()).length;
    const del = await api(t, venta).delete(`/api/deals/${dealId}/files/${a.body.id}`);
    expect(del.status).toBe(200);
    expect(del.body).toEqual({ ok: true });
    expect((await request(t.app).get(a.body.url)).status).toBe(404);

    const id = b.body.data.uploadDealFile.id;
    const g = await gql(t, 'mutation($id: Int!) { deleteDealFile(id: $id) }', { id }, venta);
    expect(g.data?.deleteDealFile).toBe(id);
    expect((await api(t, venta).get(`/api/deals/${dealId}/files`)).body).toEqual([]);
    // Deleting again, or through another operation's path → 404.
    expect((await api(t, venta).delete(`/api/deals/${dealId}/files/${a.body.id}`)).status).toBe(404);
    // The bytes wait for 'Deshacer' during the window, then go.
    const keys = [a.body.url, b.body.data.uploadDealFile.url].map((url: string) => /^\/uploads\/([^?]+)/.exec(url)![1]);
    expect((await stored()).length).toBe(before);
    for (const k of keys) expect(await stored()).toContain(k);
    expect(await t.services.files.purgeTrash(new Date(Date.now() + RESTORE_WINDOW_MS + 60_000))).toBeGreaterThanOrEqual(2);
    for (const k of keys) expect(await stored()).not.toContain(k);
    expect(await t.ds.getRepository(DealFileTrashEntity).countBy({ dealId })).toBe(0);
  });

  test("a file of another operation is NOT_FOUND through this operation's path", async () => {
    const d1 = await newDeal();
    const d2 = await newDeal();
    const up = await restUpload(d1, venta, PDF, 'a.pdf');
    const res = await api(t, venta).delete(`/api/deals/${d2}/files/${up.body.id}`);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: 'Archivo no encontrado.' });
  });

  test('Deal.files and Organization.files through GraphQL (one query per batch, no N+1)', async () => {
    const org = await insertOrg(t, { name: `Org archivos ${Date.now()}` });
    const dealIds = await insertDeals(t, 4, { pipelineId, stageIds: [stageId], orgId: org.id });
    for (const id of dealIds) await restUpload(id, venta, PDF, `f-${id}.pdf`);
    const q = `query($orgId: Int!) { deals(filter: { orgId: $orgId }, first: 10) { edges { node { id files { id filename dealId } } } } }`;
    t.sql.start();
    const res = await gql(t, q, { orgId: org.id }, viewer);
    const statements = t.sql.stop();
    expect(res.errors).toBeUndefined();
    const nodes = (res.data as any).deals.edges.map((e: any) => e.node);
    expect(nodes).toHaveLength(4);
    for (const n of nodes) expect(n.files.map((f: any) => f.filename)).toEqual([`f-${n.id}.pdf`]);
    // deals page + count + one batched files query (+ auth lookups), independent of the number of deals.
    expect(statements).toBeLessThanOrEqual(5);

    const o = await gql(t, `query($id: Int!) { organization(id: $id) { files { filename dealReference typeLabel } } }`, { id: org.id }, viewer);
    expect(o.errors).toBeUndefined();
    const files = (o.data as any).organization.files;
    expect(files.map((f: any) => f.filename)).toEqual([...dealIds].reverse().map((id) => `f-${id}.pdf`));
    expect(files[0]).toMatchObject({ dealReference: formatReference(dealIds[3]), typeLabel: 'FACT VENTA' });

    const list = await gql(t, `query($id: Int!) { dealFiles(dealId: $id) { filename } }`, { id: dealIds[0] }, viewer);
    expect(list.data).toEqual({ dealFiles: [{ filename: `f-${dealIds[0]}.pdf` }] });
  });

  test('deleteDeal: admin only; removes the operation, its rows and the stored bytes of its files (a deleted one still restorable too)', async () => {
    const dealId = await newDeal();
    await restUpload(dealId, venta, PDF, 'a.pdf');
    await restUpload(dealId, venta, PNG, 'b.png', 'fact_prov');
    const trashed = await restUpload(dealId, venta, PDF, 'borrado.pdf');
    expect((await api(t, venta).delete(`/api/deals/${dealId}/files/${trashed.body.id}`)).status).toBe(200);
    await t.ds.getRepository(ActivityEntity).insert({ type: 'note', notes: 'nota', dealId, done: true });
    await t.ds.getRepository(DealCustomFieldEntity).insert({ dealId, key: 'estado', label: 'Estado', type: 'text', value: 'En tránsito' });
    await reindexSearch(t.ds.manager, 'deal', dealId); // fixtures insert rows directly; index it like the services do
    const terms = async () => Number((await t.ds.query("SELECT COUNT(*) AS n FROM search_terms WHERE entity_type = 'deal' AND entity_id = ?", [dealId]))[0].n);
    expect(await terms()).toBeGreaterThan(0);
    const before = (await stored()).length;

    const forbidden = await gql(t, 'mutation($id: Int!) { deleteDeal(id: $id) }', { id: dealId }, venta);
    expect(codesOf(forbidden)).toEqual(['FORBIDDEN']);
    expect((await api(t, venta).delete(`/api/deals/${dealId}`)).status).toBe(403);
    expect((await stored()).length).toBe(before);

    const g = await gql(t, 'mutation($id: Int!) { deleteDeal(id: $id) }', { id: dealId }, admin);
    expect(g.data?.deleteDeal).toBe(dealId);
    expect((await stored()).length).toBe(before - 3);
    expect(await t.ds.getRepository(DealFileTrashEntity).countBy({ dealId })).toBe(0);
    expect(await t.ds.getRepository(DealEntity).countBy({ id: dealId })).toBe(0);
    expect(await t.ds.getRepository(DealFileEntity).countBy({ dealId })).toBe(0);
    expect(await t.ds.getRepository(ActivityEntity).countBy({ dealId })).toBe(0);
    expect(await terms()).toBe(0);
    expect((await api(t, admin).get(`/api/deals/${dealId}`)).status).toBe(404);

    const other = await newDeal();
    await restUpload(other, venta, PDF, 'c.pdf');
    const rest = await api(t, admin).delete(`/api/deals/${other}`);
    expect(rest.body).toEqual({ ok: true });
    expect((await stored()).length).toBe(before - 3);
    expect((await api(t, admin).delete(`/api/deals/${other}`)).status).toBe(404);
  });
});

describe('a confirmed delete is applied at once; Deshacer restores it within the window', () => {
  const RESTORE = 'mutation($id: Int!) { restoreDealFile(id: $id) { id dealId filename type createdAt url } }';

  test('GraphQL: the deleted file is gone for everyone until restored; the restore brings back the same file (id, name, upload time, bytes), audited', async () => {
    const dealId = await newDeal();
    const up = await restUpload(dealId, venta, PDF, 'Factura 7.pdf');
    const id = up.body.id;
    const uploadedAt = ((await gql(t, 'query($id: Int!) { dealFiles(dealId: $id) { createdAt } }', { id: dealId }, viewer)).data as any).dealFiles[0].createdAt;
    expect((await gql(t, 'mutation($id: Int!) { deleteDealFile(id: $id) }', { id }, venta)).data?.deleteDealFile).toBe(id);
    // Applied on the server: a reload reads no file.
    expect((await gql(t, 'query($id: Int!) { dealFiles(dealId: $id) { id } }', { id: dealId }, viewer)).data).toEqual({ dealFiles: [] });
    expect((await request(t.app).get(up.body.url)).status).toBe(404);

    const res = await gql(t, RESTORE, { id }, venta);
    expect(res.errors).toBeUndefined();
    const file = (res.data as any).restoreDealFile;
    expect(file).toMatchObject({ id, dealId, filename: 'Factura 7.pdf', type: 'fact_venta' });
    expect(file.createdAt).toBe(uploadedAt);
    const bytes = await request(t.app).get(file.url).buffer(true);
    expect(bytes.status).toBe(200);
    expect(Buffer.compare(bytes.body as Buffer, PDF)).toBe(0);
    expect((await api(t, viewer).get(`/api/deals/${dealId}/files`)).body.map((f: any) => f.id)).toEqual([id]);
    // Restoring twice: nothing left to restore.
    const again = await gql(t, RESTORE, { id }, venta);
    expect(codesOf(again)).toEqual(['NOT_FOUND']);
    expect(again.errors?.[0].message).toBe('El archivo eliminado ya no se puede restaurar.');

    const events = await t.ds.query("SELECT action FROM audit_events WHERE entity = 'deal_file' AND entity_id = ? ORDER BY id", [id]);
    expect(events.map((e: any) => e.action)).toEqual(['create', 'delete', 'restore']);
  });

  test('REST: POST /deals/{id}/files/{fileId}/restore answers the file row; another operation\'s path, a file never deleted, a viewer and a closed window are refused', async () => {
    const dealId = await newDeal();
    const other = await newDeal();
    const up = await restUpload(dealId, venta, PNG, 'foto.png', 'fact_prov');
    const id = up.body.id;
    // Never deleted → 404.
    expect((await api(t, venta).post(`/api/deals/${dealId}/files/${id}/restore`, {})).status).toBe(404);
    expect((await api(t, venta).delete(`/api/deals/${dealId}/files/${id}`)).status).toBe(200);

    const viewerTry = await api(t, viewer).post(`/api/deals/${dealId}/files/${id}/restore`, {});
    expect(viewerTry.status).toBe(403);
    expect(codesOf(await gql(t, RESTORE, { id }, viewer))).toEqual(['FORBIDDEN']);
    const wrongDeal = await api(t, venta).post(`/api/deals/${other}/files/${id}/restore`, {});
    expect(wrongDeal.status).toBe(404);
    expect(wrongDeal.body).toEqual({ error: 'El archivo eliminado ya no se puede restaurar.' });
    const bad = await api(t, venta).post(`/api/deals/${dealId}/files/abc/restore`, {});
    expect(bad.status).toBe(404);

    const ok = await api(t, venta).post(`/api/deals/${dealId}/files/${id}/restore`, {});
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ id, deal_id: dealId, type: 'fact_prov', filename: 'foto.png', created_at: up.body.created_at });

    // After the window: NOT_FOUND, and the purge removes the bytes.
    expect((await api(t, venta).delete(`/api/deals/${dealId}/files/${id}`)).status).toBe(200);
    await t.ds.getRepository(DealFileTrashEntity).update({ id }, { deletedAtMs: String(Date.now() - RESTORE_WINDOW_MS - 1000) });
    const late = await api(t, venta).post(`/api/deals/${dealId}/files/${id}/restore`, {});
    expect(late.status).toBe(404);
    const before = (await stored()).length;
    await t.services.files.purgeTrash();
    expect((await stored()).length).toBe(before - 1);
  });
});

describe('file names (safe uploads): invisible and control characters are stripped, ordinary names stay intact', () => {
  /** A multipart body built by hand: the name travels as RFC 5987 `filename*`, so NUL and other controls arrive intact. */
  function multipart(boundary: string, fields: Record<string, string>, file: { field: string; filename: string; data: Buffer }): Buffer {
    const text = Object.entries(fields)
      .map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)
      .join('');
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename*=UTF-8''${encodeURIComponent(file.filename)}\r\nContent-Type: application/pdf\r\n\r\n`;
    return Buffer.concat([Buffer.from(text + head), file.data, Buffer.from(`\r\n--${boundary}--\r\n`)]);
  }

  async function restNamed(dealId: number, filename: string) {
    const res = await request(t.app)
      .post(`/api/deals/${dealId}/files`)
      .set('Authorization', `Bearer ${venta}`)
      .set('Content-Type', 'multipart/form-data; boundary=NOMBRES')
      .send(multipart('NOMBRES', { type: 'fact_venta' }, { field: 'file', filename, data: PDF }));
    expect(res.status).toBe(201);
    return res.body as { id: number; filename: string; url: string };
  }

  async function gqlNamed(dealId: number, filename: string) {
    const operations = JSON.stringify({ query: UPLOAD, variables: { dealId, type: 'fact_compra', file: null } });
    const res = await request(t.app)
      .post('/graphql')
      .set('Authorization', `Bearer ${venta}`)
      .set('Apollo-Require-Preflight', 'true')
      .set('Content-Type', 'multipart/form-data; boundary=NOMBRES')
      .send(multipart('NOMBRES', { operations, map: JSON.stringify({ 0: ['variables.file'] }) }, { field: '0', filename, data: PDF }));
    expect(res.body.errors).toBeUndefined();
    return res.body.data.uploadDealFile as { id: number; filename: string; url: string };
  }

  const INVISIBLE =
    '\u202E\u200E\u200F\u202A\u202B\u202C\u202D\u2066\u2067\u2068\u2069\u061C\u200B\uFEFF\u00AD\u2028\u0000\u0001\u0009\u001F\u007F\u0080\u0085\u009F';
  const CASES: Array<[string, string, string]> = [
    ['right-to-left override disguising the extension', 'Factura 001\u202Efdp.txt', 'Factura 001fdp.txt'],
    ['every bidi, format and control character', `abc${INVISIBLE}def.pdf`, 'abcdef.pdf'],
    ['an ordinary accented name (NFD arrives as NFC)', 'Cotizacio\u0301n n\u0303andu\u0301.pdf', 'Cotización ñandú.pdf'],
    ['joiners inside an emoji sequence', 'equipo \u{1F468}\u200D\u{1F469}\u200D\u{1F467}.pdf', 'equipo \u{1F468}\u200D\u{1F469}\u200D\u{1F467}.pdf'],
    ['nothing visible left', `${INVISIBLE}`, 'archivo'],
  ];

  test.each(CASES)('%s: REST and GraphQL store, list and send (Content-Disposition) the clean name', async (_case, sent, clean) => {
    const dealId = await newDeal();
    const viaRest = await restNamed(dealId, sent);
    const viaGql = await gqlNamed(dealId, sent);
    expect(viaRest.filename).toBe(clean);
    expect(viaGql.filename).toBe(clean);
    const rows = await t.ds.getRepository(DealFileEntity).findBy({ dealId });
    expect(rows.map((r) => r.filename)).toEqual([clean, clean]);

    const restList = await api(t, viewer).get(`/api/deals/${dealId}/files`);
    expect(restList.body.map((f: { filename: string }) => f.filename)).toEqual([clean, clean]);
    const gqlList = await gql(t, `query($id: Int!) { dealFiles(dealId: $id) { filename } }`, { id: dealId }, viewer);
    expect(gqlList.data?.dealFiles).toEqual([{ filename: clean }, { filename: clean }]);

    const dl = await request(t.app).get(viaGql.url);
    expect(dl.status).toBe(200);
    const encoded = encodeURIComponent(clean).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
    expect(dl.headers['content-disposition']).toBe(`inline; filename="${clean.replace(/[^\x20-\x7e]/g, '_')}"; filename*=UTF-8''${encoded}`);
  });

  test('a name stored before the fix is cleaned when listed and when sent', async () => {
    const dealId = await newDeal();
    const up = await restUpload(dealId, venta, PDF, 'viejo.pdf');
    await t.ds.getRepository(DealFileEntity).update({ id: up.body.id }, { filename: 'viejo\u202Efdp\u0085.exe' });
    const list = await api(t, viewer).get(`/api/deals/${dealId}/files`);
    expect(list.body[0].filename).toBe('viejofdp.exe');
    const dl = await request(t.app).get(list.body[0].url);
    expect(dl.headers['content-disposition']).toBe(`inline; filename="viejofdp.exe"; filename*=UTF-8''viejofdp.exe`);
  });
});
