import request from 'supertest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { api } from '../../../test/http';
import { makeRoleUsers, type RoleUsers } from '../../../test/factories';
import { ContactEntity } from '../contacts/contact.entity';
import { ImportJobEntity, ImportJobFileEntity } from './import-job.entity';
import { ImportJobFiles1767400000000 } from './migrations/1767400000000-import-job-files';

/**
 * An import's file lives in a row of its own (import_job_files), apart from the job's row that each batch updates
 * with its progress: a run reads it once and never writes it, the view's sample comes from its head, and a file of
 * an import in flight when the migration runs is moved over and the import goes on from it.
 */
let t: TestApp;
let u: RoleUsers;
beforeAll(async () => {
  t = await createTestApp();
  u = await makeRoleUsers(t);
});
afterAll(() => t.close());

type Job = { id: number; status: string; suggested_mapping: (string | null)[]; sample: string[][]; processed_rows: number; created_count: number; error_count: number };

async function upload(body: string): Promise<Job> {
  const r = await request(t.app).post('/api/imports').set('Authorization', `Bearer ${u.venta.token}`).field('kind', 'contact').attach('file', Buffer.from(body), 'aparte.csv');
  expect(r.status).toBe(201);
  return r.body as Job;
}

async function run(job: Job): Promise<Job> {
  const r = await api(t, u.venta.token).post(`/api/imports/${job.id}/run`, { mapping: job.suggested_mapping });
  expect(r.status).toBe(202);
  await t.services.imports.settled(job.id);
  return (await api(t, u.venta.token).get(`/api/imports/${job.id}`)).body as Job;
}

const files = () => t.ds.getRepository(ImportJobFileEntity);

it('a run reads its file once and never writes it while its batches write their progress; the file is gone when it is done', async () => {
  const lines = ['Nombre;Email', ...Array.from({ length: 1200 }, (_, i) => `Aparte ${i};aparte${i}@archivo.com.py`)];
  const job = await upload(lines.join('\n'));
  expect(job.sample[0]).toEqual(['Aparte 0', 'aparte0@archivo.com.py']);
  expect(await files().findOneByOrFail({ jobId: job.id })).toMatchObject({ content: lines.join('\n') });
  t.sql.start();
  const done = await run(job);
  t.sql.stop();
  expect(done).toMatchObject({ status: 'done', processed_rows: 1200, created_count: 1200 });
  const touching = t.sql.statements.filter((s) => /import_job_files/.test(s)).map((s) => s.trim().split(/\s+/)[0].toUpperCase());
  // Read by the run (and by the views of the polls), deleted at the end: never updated with each batch.
  expect(touching.filter((k) => k !== 'SELECT')).toEqual(['DELETE']);
  // One progress update of the job's row per batch (its own row: the file is not rewritten with it).
  expect(t.sql.statements.filter((s) => /^UPDATE\s+[`"]?import_jobs\b/i.test(s.trim())).length).toBeGreaterThan(1);
  expect(await files().existsBy({ jobId: job.id })).toBe(false);
  expect(done.sample).toEqual([]);
});

it("the migration moves the file of an import in flight to its own row, and the import resumes from it", async () => {
  const lines = ['Nombre;Email', ...Array.from({ length: 6 }, (_, i) => `Migrado ${i};migrado${i}@archivo.com.py`)];
  const job = await upload(lines.join('\n'));
  const migration = new ImportJobFiles1767400000000();
  const qr = t.ds.createQueryRunner();
  try {
    // The schema before the migration: the file in the job's row (as an import uploaded before the deploy left it).
    await migration.down(qr);
    const [before] = (await qr.query('SELECT content FROM import_jobs WHERE id = ?', [job.id])) as Array<{ content: string }>;
    expect(before.content).toBe(lines.join('\n'));
    await migration.up(qr);
  } finally {
    await qr.release();
  }
  expect(await files().findOneByOrFail({ jobId: job.id })).toMatchObject({ head: lines.join('\n'), content: lines.join('\n') });
  // A run that stopped moving before the deploy, after its first 2 rows: resumed from its moved file.
  await t.ds.getRepository(ImportJobEntity).update({ id: job.id }, { status: 'running', mapping: JSON.stringify(job.suggested_mapping), processedRows: 2, updatedAtMs: String(Date.now() - 10 * 60_000) });
  const resumed = await run(job);
  expect(resumed).toMatchObject({ status: 'done', processed_rows: 6, created_count: 4, error_count: 0 });
  expect(await t.ds.getRepository(ContactEntity).countBy({ name: 'Migrado 5' })).toBe(1);
  expect(await t.ds.getRepository(ContactEntity).countBy({ name: 'Migrado 0' })).toBe(0);
  expect(await files().existsBy({ jobId: job.id })).toBe(false);
});
