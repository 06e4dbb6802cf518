import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Instance, startInstances } from '../../../test/instances';
import { startSmtpServer, type TestSmtpServer } from '../../../test/smtp-server';
import { provisionMigratedForProcesses } from '../../../test/db-template';

/**
 * The outbox with two server processes (main.ts each, over one database) racing for the same messages:
 * while the SMTP server is down both retry with backoff and nothing is lost; once it is back every
 * message arrives exactly once (the leases keep the second process off a message the first one sends).
 */
jest.setTimeout(180_000);

const ADMIN = { email: 'correo-admin@test.local', password: 'Correo-admin-12345' };
const COUNT = 8;

let db: { url: string; drop(): Promise<void> };
let dataDir: string;
let smtp: TestSmtpServer;
let a: Instance;
let b: Instance;
let token: string;

async function call(base: string, method: string, path: string, body?: unknown): Promise<{ status: number; body: any }> {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: await res.json().catch(() => null) };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'crm-mail-instances-'));
  db = await provisionMigratedForProcesses(dataDir);
  smtp = await startSmtpServer();
  await smtp.stop();
  [a, b] = await startInstances({
    count: 2,
    dataDir,
    databaseUrl: db.url,
    admin: ADMIN,
    env: { SMTP_URL: smtp.url, MAIL_FROM: 'Carga SA <operaciones@carga.test>', MAIL_POLL_MS: '50', MAIL_RETRY_BASE_MS: '150', MAIL_TIMEOUT_MS: '3000', MAIL_MAX_ATTEMPTS: '50' },
  });
  token = (await call(a.base, 'POST', '/api/auth/login', ADMIN)).body.token;
}, 120_000);

afterAll(async () => {
  await Promise.all([a, b].map((s) => s?.stop()));
  await smtp?.close();
  await db?.drop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}, 60_000);

test('SMTP down: both processes retry; back up: each message is sent exactly once', async () => {
  const pipelines = (await call(a.base, 'GET', '/api/pipelines')).body;
  const stageId = pipelines[0].stages?.[0]?.id ?? (await call(a.base, 'GET', `/api/pipelines/${pipelines[0].id}/stages`)).body[0].id;
  const deal = await call(a.base, 'POST', '/api/deals', {
    title: 'Carrera de correos',
    pipeline_id: pipelines[0].id,
    stage_id: stageId,
    organization: { name: 'Importadora Carrera' },
    contact: { name: 'Carla Carrera', email: 'carla@carrera.test' },
  });
  expect(deal.status).toBeLessThan(300);
  const dealId = deal.body.id as number;

  const ids: number[] = [];
  for (let i = 0; i < COUNT; i++) {
    const base = i % 2 ? b.base : a.base;
    const res = await call(base, 'POST', `/api/deals/${dealId}/emails`, { to: 'carla@carrera.test', subject: `Mensaje ${i}`, body: `Cuerpo ${i}` });
    expect(res.status).toBe(202);
    ids.push(res.body.id);
  }

  // Down: attempts are made (and recorded) by the processes, nothing is sent, nothing is failed.
  const deadline = Date.now() + 30_000;
  for (;;) {
    const states = await Promise.all(ids.map(async (id) => (await call(b.base, 'GET', `/api/emails/${id}`)).body));
    if (states.every((s) => s.attempts >= 2)) {
      for (const s of states) {
        expect(s.status).toBe('pending');
        expect(s.last_response).toMatch(/ECONNREFUSED/);
        expect(s.next_attempt_at).toEqual(expect.any(String));
      }
      break;
    }
    if (Date.now() > deadline) throw new Error(`sin reintentos: ${JSON.stringify(states.map((s) => s.attempts))}`);
    await sleep(100);
  }
  expect(smtp.received).toHaveLength(0);

  await smtp.start();
  await smtp.waitFor(COUNT, 60_000);
  // Both processes keep polling a while longer: nothing arrives twice.
  await sleep(2_000);
  const subjects = smtp.received.map((m) => m.parsed.subject).sort();
  expect(subjects).toEqual(Array.from({ length: COUNT }, (_, i) => `${deal.body.reference} — Mensaje ${i}`).sort());
  for (const id of ids) {
    const s = (await call(a.base, 'GET', `/api/emails/${id}`)).body;
    expect(s.status).toBe('sent');
    expect(s.activity_id).toEqual(expect.any(Number));
  }
  // One 'email' activity per message on the operation.
  const activities = (await call(a.base, 'GET', `/api/activities?deal_id=${dealId}`)).body as Array<{ type: string }>;
  expect(activities.filter((x) => x.type === 'email')).toHaveLength(COUNT);
});
