import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DeleteObjectCommand } from '@aws-sdk/client-s3';
import request from 'supertest';
import { makeUser } from '../test/factories';
import { insertDeals, seededPipeline } from '../test/deals-fixtures';
import { startS3Server, type TestS3Server } from '../test/s3-server';
import { createTestApp, type TestApp } from '../test/test-app';
import { provisionTestDatabase } from '../test/test-db';
import { DealFileEntity } from './modules/files/deal-file.entity';
import { storageMigrate } from './storage-migrate';

/**
 * `npm run storage:migrate`: files uploaded while STORAGE was the local folder are copied into the
 * bucket (s3rver on loopback) with the same bytes; a second run copies nothing; after a partial loss
 * it copies only what is missing; what cannot be copied is named and the exit code says so.
 */

const ROOT = join(__dirname, '..', '..');

let s3: TestS3Server;
let t: TestApp;
let dir: string;
let env: NodeJS.ProcessEnv;
/** Storage key → the bytes uploaded. */
const uploaded = new Map<string, Buffer>();

/** Collects what the command writes; `isTTY` picks the progress bar or plain lines. */
function output(isTTY: boolean) {
  let text = '';
  return { isTTY, columns: 120, write: (s: string) => (text += s), text: () => text };
}

async function run(isTTY = false) {
  const out = output(isTTY);
  const err = output(false);
  const code = await storageMigrate(env, out, err);
  return { code, out: out.text(), err: err.text() };
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'crm-migrate-'));
  // A database the command can open too: a SQLite file, or a MariaDB/MySQL database of its own.
  const database = process.env.TEST_DATABASE_URL ? await provisionTestDatabase() : { url: `sqlite:${join(dir, 'crm.sqlite')}`, drop: async () => {} };
  // Uploaded while the files lived in the local folder (STORAGE unset).
  t = await createTestApp({ storage: { kind: 'local' } }, { database });
  const venta = (await makeUser(t, { role: 'venta' })).token;
  const { pipeline, stages } = await seededPipeline(t);
  const dealIds = await insertDeals(t, 2, { pipelineId: pipeline.id, stageIds: [stages[0].id] });
  const files: Array<[Buffer, string]> = [
    [Buffer.alloc(20_000, 'Guia aerea 123-4567 8901, flete ASU-MIA.\n'), 'guia.txt'],
    [Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(6 * 1024 * 1024)]), 'manifiesto.pdf'],
    [Buffer.from('concepto;monto\nFLETE;1.234,56\n'), 'costos.csv'],
  ];
  for (const [i, [bytes, name]] of files.entries()) {
    const res = await request(t.app)
      .post(`/api/deals/${dealIds[i % 2]}/files`)
      .set('Authorization', `Bearer ${venta}`)
      .field('type', 'fact_venta')
      .attach('file', bytes, { filename: name, contentType: 'application/octet-stream' });
    expect(res.status).toBe(201);
    uploaded.set(/^\/uploads\/([a-f0-9]{32}(?:\.[a-z0-9]+)?)\?/.exec(res.body.url)![1], bytes);
  }
  s3 = await startS3Server({ prefix: 'crm/' });
  env = {
    DATABASE_URL: database.url,
    DATA_DIR: t.config.dataDir,
    UPLOADS_DIR: t.config.uploadsDir,
    JWT_SECRET: t.config.jwtSecret,
    ...s3.env,
  };
}, 60_000);

afterAll(async () => {
  await t.close();
  await s3.stop();
  rmSync(dir, { recursive: true, force: true });
});

test('without STORAGE=s3 the command refuses and says what to set', async () => {
  const out = output(false);
  const err = output(false);
  expect(await storageMigrate({ ...env, STORAGE: '' }, out, err)).toBe(2);
  expect(err.text()).toMatch(/configurá STORAGE=s3 y S3_BUCKET/);
  expect(await s3.keys()).toEqual([]);
});

test('first run: every referenced file is copied with the same bytes (plain lines and a summary off a terminal); the local files stay', async () => {
  const { code, out, err } = await run(false);
  expect(err).toBe('');
  expect(code).toBe(0);
  expect(out).toContain('3/3 · copiados 3 · ya estaban 0 · errores 0\n');
  expect(out).toMatch(/copiados al bucket crm-test: 3 \(6 MB\)/);
  expect(out).not.toContain('\r');
  expect(await s3.keys()).toEqual([...uploaded.keys()].map((k) => `crm/${k}`).sort());
  for (const [key, bytes] of uploaded) {
    const stored = await s3.bytes(`crm/${key}`);
    expect(stored?.length).toBe(bytes.length);
    expect(Buffer.compare(stored!, bytes)).toBe(0);
    // Never deleted locally.
    expect(readFileSync(join(t.config.uploadsDir, key)).length).toBe(bytes.length);
  }
}, 60_000);

test('second run (the real command, in a process of its own): nothing copied, everything already there, exit 0', async () => {
  s3.clearRequests();
  const child = spawn(process.execPath, ['-r', '@swc-node/register', join(ROOT, 'server', 'src', 'storage-migrate.ts')], {
    cwd: ROOT,
    env: { ...process.env, SWC_NODE_PROJECT: join(ROOT, 'server', 'tsconfig.build.json'), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout.on('data', (d) => (out += String(d)));
  child.stderr.on('data', (d) => (out += String(d)));
  const code = await new Promise<number | null>((r) => child.on('exit', r));
  expect(out).toContain('3/3 · copiados 0 · ya estaban 3 · errores 0');
  expect(code).toBe(0);
  // Only HEAD requests: no object was written again.
  expect(s3.requests.filter((r) => r.method === 'PUT' || r.method === 'POST')).toEqual([]);
}, 60_000);

test('resumable: an object lost from the bucket is copied again, the rest skipped; a file missing everywhere is named and exits 1 (progress bar on a terminal)', async () => {
  const [lost, kept] = [...uploaded.keys()].sort();
  await s3.client.send(new DeleteObjectCommand({ Bucket: s3.bucket, Key: `crm/${lost}` }));
  // A row whose bytes never made it to the folder (nor to the bucket).
  const ghost = `${randomBytes(16).toString('hex')}.pdf`;
  const row = await t.ds.getRepository(DealFileEntity).findOneByOrFail({ storageKey: kept });
  await t.ds.getRepository(DealFileEntity).insert({ ...row, id: undefined, storageKey: ghost, filename: 'perdido.pdf' });

  const { code, out } = await run(true);
  expect(code).toBe(1);
  expect(out).toMatch(/\r\[#{30}\] 100% 4\/4 · copiados 1 · ya estaban 2 · errores 1/);
  expect(out).toContain(`falta ${ghost}: no está en la carpeta ni en el bucket`);
  expect(out).toContain('faltan (ni en la carpeta ni en el bucket): 1');
  expect(Buffer.compare((await s3.bytes(`crm/${lost}`))!, uploaded.get(lost)!)).toBe(0);
  expect(statSync(join(t.config.uploadsDir, lost)).size).toBe(uploaded.get(lost)!.length);
  await t.ds.getRepository(DealFileEntity).delete({ storageKey: ghost });
}, 60_000);

test('a bucket that does not answer: nothing copied, a clear message, exit 1', async () => {
  await s3.pause();
  try {
    const { code, out, err } = await run(false);
    expect(code).toBe(1);
    expect(err).toMatch(/^El bucket crm-test en http:\/\/127\.0\.0\.1:\d+ no responde/);
    expect(out).toBe('');
  } finally {
    await s3.resume();
  }
  expect(existsSync(t.config.uploadsDir)).toBe(true);
}, 60_000);
