import { existsSync, mkdtempSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { adminToken, makeUser } from '../../../test/factories';
import { insertDeals, seededPipeline } from '../../../test/deals-fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { DealFileEntity } from './deal-file.entity';

/**
 * No upload leftovers: a refused, failed or aborted upload leaves nothing behind — no temp file of
 * graphql-upload (fs-capacitor writes every GraphQL upload to os.tmpdir()), no partial file under
 * UPLOADS_DIR, no row. And every multipart error answers JSON in Spanish, never a 500 or a hang.
 */

const UPLOAD = `mutation Upload($dealId: Int!, $type: String!, $file: Upload!) {
  uploadDealFile(dealId: $dealId, type: $type, file: $file) { id filename }
}`;
const MB = 1024 * 1024;

/** A PDF of `bytes` bytes (content-sniffed as PDF). */
function pdf(bytes: number): Buffer {
  const b = Buffer.alloc(bytes, 0x20);
  b.write('%PDF-1.4\n');
  return b;
}
const HTML = Buffer.from('<!DOCTYPE html><html><body><script>alert(document.cookie)</script></body></html>');
const SCRIPT = Buffer.from('#!/bin/sh\nrm -rf /\n');

let t: TestApp;
let server: Server;
let port: number;
let admin: string;
let venta: string;
let viewer: string;
let pipelineId: number;
let stageId: number;
let tmp: string;
let tmpdirSpy: jest.SpyInstance;

beforeAll(async () => {
  t = await createTestApp();
  admin = await adminToken(t);
  venta = (await makeUser(t, { role: 'venta' })).token;
  viewer = (await makeUser(t, { role: 'viewer' })).token;
  const { pipeline, stages } = await seededPipeline(t);
  pipelineId = pipeline.id;
  stageId = stages[0].id;
  // fs-capacitor names its files in os.tmpdir() at upload time: a folder of this test's own makes the
  // count exact while other test processes on the machine upload too. (TMPDIR cannot be set from
  // inside a jest sandbox: its process.env is a copy.)
  tmp = mkdtempSync(join(os.tmpdir(), 'crm-upload-tmp-'));
  tmpdirSpy = jest.spyOn(os, 'tmpdir').mockReturnValue(tmp);
  server = createServer(t.app).listen(0);
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  tmpdirSpy.mockRestore();
  await new Promise((r) => server.close(r));
  await t.close();
  rmSync(tmp, { recursive: true, force: true });
});

async function newDeal(): Promise<number> {
  const [id] = await insertDeals(t, 1, { pipelineId, stageIds: [stageId], orgId: null });
  return id;
}

const tempFiles = () => readdirSync(tmp);
/** What the storage holds: the files of UPLOADS_DIR, or the objects of the bucket (TEST_STORAGE=s3). */
const stored = () => t.storedKeys();
/** Multipart uploads begun in the bucket and neither completed nor aborted (none with the local folder). */
const pendingParts = () => t.s3?.pendingMultipartUploads() ?? [];
/** The storage is visibly receiving a file: a partial file in the folder, or parts of a multipart upload in the bucket. */
const receiving = async (before: Before) => (t.s3 ? pendingParts().length > 0 : (await stored()).length > before.stored);
const rows = (dealId: number) => t.ds.getRepository(DealFileEntity).countBy({ dealId });

/**
 * Temp files go once the answer is out (fs-capacitor unlinks asynchronously on the response's close)
 * and an aborted request is cleaned up after the client has gone: wait, bounded, until the folders
 * settle, then the assertions say what is left. Not a timing assertion: the bound only ends a wait.
 */
async function settle(done: () => boolean | Promise<boolean>): Promise<void> {
  // Until the state holds for 0.5 s in a row (up to 20 s): a refused multipart's file part can still reach
  // its temp file after the answer went out, and only then be released and removed.
  for (let i = 0, held = 0; i < 800 && held < 20; i++) {
    held = (await done()) ? held + 1 : 0;
    if (held < 20) await new Promise((r) => setTimeout(r, 25));
  }
}

interface Before {
  temp: Set<string>;
  stored: number;
}

/** The temp folder and UPLOADS_DIR before a case (earlier cases' leftovers, if any, are not this case's). */
const snapshot = async (): Promise<Before> => ({ temp: new Set(tempFiles()), stored: (await stored()).length });

/** After a case: no new temp file, the storage as it was (plus `rowsAfter` stored files, no multipart upload left), and that many rows. */
async function expectNothingLeft(dealId: number, before: Before, rowsAfter = 0): Promise<void> {
  const newTemp = () => tempFiles().filter((n) => !before.temp.has(n));
  const expected = before.stored + rowsAfter;
  await settle(async () => newTemp().length === 0 && (await stored()).length === expected && pendingParts().length === 0 && (await rows(dealId)) === rowsAfter);
  expect(newTemp()).toEqual([]);
  expect(await stored()).toHaveLength(expected);
  expect(pendingParts()).toEqual([]);
  expect(await rows(dealId)).toBe(rowsAfter);
}

function gqlUpload(dealId: number, token: string, file: Buffer, filename: string, type = 'fact_compra', vars: Record<string, unknown> = {}) {
  return request(t.app)
    .post('/graphql')
    .set('Authorization', `Bearer ${token}`)
    .set('Apollo-Require-Preflight', 'true')
    .field('operations', JSON.stringify({ query: UPLOAD, variables: { dealId, type, file: null, ...vars } }))
    .field('map', JSON.stringify({ 0: ['variables.file'] }))
    .attach('0', file, { filename, contentType: 'application/pdf' });
}

function restUpload(dealId: number, token: string, file: Buffer, filename: string, type = 'fact_venta') {
  return request(t.app)
    .post(`/api/deals/${dealId}/files`)
    .set('Authorization', `Bearer ${token}`)
    .field('type', type)
    .attach('file', file, { filename, contentType: 'application/pdf' });
}

const gqlCode = (res: request.Response) => res.body.errors?.map((e: { extensions?: { code?: string } }) => e.extensions?.code);

describe('GraphQL uploads leave no temp file behind', () => {
  test("a viewer's uploads (10 × 2 MB) are refused and leave nothing", async () => {
    const dealId = await newDeal();
    const before = await snapshot();
    for (let i = 0; i < 10; i++) {
      const res = await gqlUpload(dealId, viewer, pdf(2 * MB), `v${i}.pdf`);
      expect(gqlCode(res)).toEqual(['FORBIDDEN']);
    }
    await expectNothingLeft(dealId, before);
  }, 120_000);

  test('a non-existent operation, a wrong type, ill-typed arguments and a refused content type leave nothing', async () => {
    const dealId = await newDeal();
    const before = await snapshot();
    expect(gqlCode(await gqlUpload(999_999, venta, pdf(MB), 'a.pdf'))).toEqual(['NOT_FOUND']);
    expect(gqlCode(await gqlUpload(dealId, venta, pdf(MB), 'a.pdf', 'factura'))).toEqual(['BAD_USER_INPUT']);
    // The resolver never runs: graphql-js refuses the variables.
    expect(gqlCode(await gqlUpload(dealId, venta, pdf(MB), 'a.pdf', 'fact_venta', { dealId: 'uno' }))).toEqual(['BAD_USER_INPUT']);
    const html = await gqlUpload(dealId, venta, HTML, 'factura.pdf');
    expect(gqlCode(html)).toEqual(['UNSUPPORTED_MEDIA_TYPE']);
    expect(gqlCode(await gqlUpload(dealId, venta, SCRIPT, 'notas.txt'))).toEqual(['UNSUPPORTED_MEDIA_TYPE']);
    await expectNothingLeft(dealId, before);
  });

  test('a file over 25 MB → PAYLOAD_TOO_LARGE and nothing left', async () => {
    const dealId = await newDeal();
    const before = await snapshot();
    const res = await gqlUpload(dealId, venta, pdf(26 * MB), 'grande.pdf');
    expect(gqlCode(res)).toEqual(['PAYLOAD_TOO_LARGE']);
    expect(res.body.errors[0].message).toBe('El archivo supera el máximo de 25 MB.');
    await expectNothingLeft(dealId, before);
  }, 120_000);

  test('a successful upload is stored once and its temp file is gone', async () => {
    const dealId = await newDeal();
    const before = await snapshot();
    const res = await gqlUpload(dealId, venta, pdf(2 * MB), 'bien.pdf');
    expect(res.body.data.uploadDealFile.filename).toBe('bien.pdf');
    await expectNothingLeft(dealId, before, 1);
  });
});

describe('REST uploads leave nothing behind', () => {
  test('a viewer, a non-existent operation, a wrong type and refused content types leave nothing', async () => {
    const dealId = await newDeal();
    const before = await snapshot();
    expect((await restUpload(dealId, viewer, pdf(2 * MB), 'a.pdf')).status).toBe(403);
    expect((await restUpload(999_999, venta, pdf(MB), 'a.pdf')).status).toBe(404);
    expect((await restUpload(dealId, venta, pdf(MB), 'a.pdf', 'factura')).status).toBe(400);
    expect((await restUpload(dealId, venta, HTML, 'factura.pdf')).status).toBe(415);
    expect((await restUpload(dealId, venta, SCRIPT, 'notas.txt')).status).toBe(415);
    await expectNothingLeft(dealId, before);
  });

  test('a file over 25 MB → 413 and nothing left', async () => {
    const dealId = await newDeal();
    const before = await snapshot();
    const res = await restUpload(dealId, venta, pdf(26 * MB), 'grande.pdf');
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ error: 'El archivo supera el máximo de 25 MB.' });
    await expectNothingLeft(dealId, before);
  }, 120_000);

  test('a successful upload is stored once, nothing else is left', async () => {
    const dealId = await newDeal();
    const before = await snapshot();
    expect((await restUpload(dealId, venta, pdf(2 * MB), 'bien.pdf')).status).toBe(201);
    await expectNothingLeft(dealId, before, 1);
  });
});

/**
 * Starts a multipart request that announces `declared` bytes, sends `sent`, waits until the server is
 * visibly holding part of the file (`holding`), then disconnects.
 */
async function abortMidBody(path: string, token: string, sent: Buffer, declared: number, boundary: string, holding: () => boolean | Promise<boolean>): Promise<void> {
  const req = httpRequest({
    port,
    method: 'POST',
    path,
    headers: {
      'content-type': `multipart/form-data; boundary=${boundary}`,
      'content-length': String(declared),
      authorization: `Bearer ${token}`,
      'apollo-require-preflight': 'true',
    },
  });
  req.on('error', () => {});
  req.on('response', (res) => res.resume());
  req.write(sent);
  await settle(holding);
  expect(await holding()).toBe(true);
  req.destroy();
}

const part = (boundary: string, name: string, value: string) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
const filePart = (boundary: string, name: string, filename: string) =>
  `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${filename}"\r\nContent-Type: application/pdf\r\n\r\n`;

describe('aborted uploads (the client disconnects mid-body) leave nothing behind', () => {
  test('GraphQL', async () => {
    const dealId = await newDeal();
    const before = await snapshot();
    const b = 'GQLABORT';
    const head = Buffer.from(
      part(b, 'operations', JSON.stringify({ query: UPLOAD, variables: { dealId, type: 'fact_venta', file: null } })) +
        part(b, 'map', JSON.stringify({ 0: ['variables.file'] })) +
        filePart(b, '0', 'cortado.pdf'),
    );
    // Over one 5 MB part: a bucket has begun a multipart upload too.
    const sent = Buffer.concat([head, pdf(6 * MB)]);
    // Aborted once the temp file and the stored file are both being written.
    await abortMidBody('/graphql', venta, sent, sent.length + 4 * MB, b, async () => tempFiles().length > before.temp.size && (await receiving(before)));
    await expectNothingLeft(dealId, before);
  });

  test('REST', async () => {
    const dealId = await newDeal();
    const before = await snapshot();
    const b = 'RESTABORT';
    const sent = Buffer.concat([Buffer.from(part(b, 'type', 'fact_venta') + filePart(b, 'file', 'cortado.pdf')), pdf(6 * MB)]);
    await abortMidBody(`/api/deals/${dealId}/files`, venta, sent, sent.length + 4 * MB, b, () => receiving(before));
    await expectNothingLeft(dealId, before);
    // The server is still answering (the aborted request did not wedge anything).
    expect((await restUpload(dealId, venta, pdf(1000), 'despues.pdf')).status).toBe(201);
  });
});

describe('multipart errors answer JSON in Spanish (never a 500, never a hang) and leave nothing', () => {
  const gqlMultipart = () =>
    request(t.app).post('/graphql').set('Authorization', `Bearer ${admin}`).set('Apollo-Require-Preflight', 'true').timeout(20_000);
  const ops = (dealId: number) => JSON.stringify({ query: UPLOAD, variables: { dealId, type: 'fact_venta', file: null } });
  const mapOne = JSON.stringify({ 0: ['variables.file'] });
  const PDF = pdf(2000);

  function expectGqlError(res: request.Response, status: number, code: string, message: string | RegExp) {
    expect(res.status).toBe(status);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.body.errors).toHaveLength(1);
    expect(res.body.errors[0].extensions.code).toBe(code);
    expect(res.body.errors[0].message).toEqual(typeof message === 'string' ? message : expect.stringMatching(message));
    expect(res.text).not.toMatch(/at .*\.(m?js|ts):\d+/);
  }

  test('GraphQL: a multipart body without a boundary is refused at once (it used to hang, then 500)', async () => {
    const res = await gqlMultipart().set('Content-Type', 'multipart/form-data').send('x'.repeat(5000));
    expectGqlError(res, 400, 'BAD_REQUEST', 'Solicitud multipart inválida.');
  });

  test('GraphQL: a truncated body, a malformed part header, missing operations or map → 400 multipart message', async () => {
    const dealId = await newDeal();
    const before = await snapshot();
    const truncated = await gqlMultipart()
      .set('Content-Type', 'multipart/form-data; boundary=xyz')
      .send(`${part('xyz', 'operations', ops(dealId))}${part('xyz', 'map', mapOne)}${filePart('xyz', '0', 'a.pdf')}%PDF-1.4 sin final`);
    expectGqlError(truncated, 200, 'BAD_USER_INPUT', 'No se pudo leer el archivo.');
    const truncatedEarly = await gqlMultipart()
      .set('Content-Type', 'multipart/form-data; boundary=xyz')
      .send(`--xyz\r\nContent-Disposition: form-data; name="operations"\r\n\r\n${ops(dealId)}`);
    expectGqlError(truncatedEarly, 400, 'BAD_REQUEST', 'Solicitud multipart inválida.');
    const badHeader = await gqlMultipart().set('Content-Type', 'multipart/form-data; boundary=xyz').send('--xyz\r\nContent-Disposition form-data\r\n\r\nabc\r\n--xyz--\r\n');
    expectGqlError(badHeader, 400, 'BAD_REQUEST', 'Solicitud multipart inválida.');
    expectGqlError(await gqlMultipart().field('map', mapOne).attach('0', PDF, 'a.pdf'), 400, 'BAD_REQUEST', 'Solicitud multipart inválida.');
    expectGqlError(await gqlMultipart().field('operations', ops(dealId)).attach('0', PDF, 'a.pdf'), 400, 'BAD_REQUEST', 'Solicitud multipart inválida.');
    await expectNothingLeft(dealId, before);
  });

  test('GraphQL: a map naming a file that is never sent, or a missing variable → BAD_USER_INPUT in Spanish', async () => {
    const dealId = await newDeal();
    const before = await snapshot();
    const notSent = await gqlMultipart().field('operations', ops(dealId)).field('map', mapOne);
    expectGqlError(notSent, 200, 'BAD_USER_INPUT', 'Falta el archivo.');
    const otherVariable = await gqlMultipart()
      .field('operations', ops(dealId))
      .field('map', JSON.stringify({ 0: ['variables.otro'] }))
      .attach('0', PDF, 'a.pdf');
    expect(otherVariable.status).toBeLessThan(500);
    expect(otherVariable.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    expect(otherVariable.body.errors[0].message).toBe('Falta el dato obligatorio "file".');
    await expectNothingLeft(dealId, before);
  });

  test('GraphQL: two files, or a field over its limit → 413 with a message that says so (not the 25 MB one)', async () => {
    const dealId = await newDeal();
    const before = await snapshot();
    const two = await gqlMultipart()
      .field('operations', ops(dealId))
      .field('map', JSON.stringify({ 0: ['variables.file'], 1: ['variables.file'] }))
      .attach('0', PDF, 'a.pdf')
      .attach('1', PDF, 'b.pdf');
    expectGqlError(two, 413, 'PAYLOAD_TOO_LARGE', 'Se puede subir un solo archivo por solicitud.');
    const bigField = await gqlMultipart()
      .field('operations', JSON.stringify({ query: UPLOAD, variables: { dealId, type: 'fact_venta', file: null, relleno: 'x'.repeat(200_000) } }))
      .field('map', mapOne)
      .attach('0', PDF, 'a.pdf');
    expectGqlError(bigField, 413, 'PAYLOAD_TOO_LARGE', /^Los datos de la solicitud superan el máximo/);
    await expectNothingLeft(dealId, before);
  });

  test('REST: no boundary, a truncated body, a malformed part header → 400 in Spanish, nothing stored', async () => {
    const dealId = await newDeal();
    const before = await snapshot();
    const rest = () => request(t.app).post(`/api/deals/${dealId}/files`).set('Authorization', `Bearer ${venta}`).timeout(20_000);
    const noBoundary = await rest().set('Content-Type', 'multipart/form-data').send('x'.repeat(5000));
    expect(noBoundary.status).toBe(400);
    expect(noBoundary.body).toEqual({ error: 'Solicitud multipart inválida.' });
    const truncated = await rest()
      .set('Content-Type', 'multipart/form-data; boundary=xyz')
      .send(`${part('xyz', 'type', 'fact_venta')}${filePart('xyz', 'file', 'a.pdf')}%PDF-1.4 sin final`);
    expect(truncated.status).toBe(400);
    expect(truncated.body).toEqual({ error: 'No se pudo leer el archivo.' });
    const badHeader = await rest().set('Content-Type', 'multipart/form-data; boundary=xyz').send('--xyz\r\nContent-Disposition form-data\r\n\r\nabc\r\n--xyz--\r\n');
    expect(badHeader.status).toBe(400);
    expect(badHeader.body).toEqual({ error: 'Solicitud multipart inválida.' });
    await expectNothingLeft(dealId, before);
  });
});

describe('a storage that cannot take the file is the server’s fault: 503, nothing left', () => {
  test('the uploads folder is not a folder (a misconfigured volume), or the bucket does not answer: GraphQL and REST answer 503 in Spanish with Retry-After, no row, no temp file', async () => {
    const dealId = await newDeal();
    const dir = t.config.uploadsDir;
    const away = `${dir}-away`;
    const message = t.s3 ? 'El almacenamiento de archivos no responde. Intentá de nuevo en unos segundos.' : 'Servicio no disponible, intentá de nuevo en unos segundos.';
    if (t.s3) await t.s3.pause();
    else {
      if (existsSync(dir)) renameSync(dir, away);
      writeFileSync(dir, 'no soy una carpeta');
    }
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const before = { temp: new Set(tempFiles()), stored: 0 };
      const g = await gqlUpload(dealId, admin, pdf(64 * 1024), 'g.pdf');
      expect(g.status).toBe(503);
      expect(g.headers['retry-after']).toBeDefined();
      expect(g.body.errors).toEqual([{ message, path: ['uploadDealFile'], extensions: { code: 'SERVICE_UNAVAILABLE' } }]);
      const r = await restUpload(dealId, admin, pdf(64 * 1024), 'r.pdf');
      expect([r.status, r.body]).toEqual([503, { error: message }]);
      expect(r.headers['retry-after']).toBeDefined();
      const newTemp = () => tempFiles().filter((n) => !before.temp.has(n));
      await settle(() => newTemp().length === 0);
      expect(newTemp()).toEqual([]);
      expect(await rows(dealId)).toBe(0);
    } finally {
      logged.mockRestore();
      if (t.s3) await t.s3.resume();
      else {
        rmSync(dir, { force: true });
        if (existsSync(away)) renameSync(away, dir);
      }
    }
  });
});
