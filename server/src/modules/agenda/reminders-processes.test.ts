import { utcToWallTime } from '@crm/domain';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Instance, startInstances } from '../../../test/instances';
import { browserKeys, decryptPush, PUSH_CA_FILE, type PushService, startPushService, vapidClaims } from '../../../test/push-service';
import { provisionMigratedForProcesses } from '../../../test/db-template';
import { eventually } from '../../../test/webhook-receiver';

/**
 * Reminders across processes, with the real main.ts: two server instances over one database race for
 * every due reminder and it is sent once (one in-app notification, one Web Push); a reminder whose time
 * comes while no server runs is sent by the next one (catch-up). The push goes over TLS to a push service
 * on loopback and decrypts with the subscription's keys (RFC 8291) into the task.
 */
const ADMIN = { email: 'admin@reminders.local', password: 'Admin-reminders-1' };
const ENV = {
  SERVER_HEAP_MB: '0',
  REMINDER_POLL_MS: '100',
  PUSH_ALLOW_PRIVATE_ENDPOINTS: '1',
  // The loopback push service's self-signed certificate, trusted by the spawned servers only.
  NODE_EXTRA_CA_CERTS: PUSH_CA_FILE,
};

let db: { url: string; drop(): Promise<void> };
let dataDir: string;
let push: PushService;
const running: Instance[] = [];

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'crm-reminders-'));
  db = await provisionMigratedForProcesses(dataDir);
  push = await startPushService();
}, 30_000);

afterAll(async () => {
  await Promise.all(running.map((s) => s.stop()));
  await push?.close();
  await db?.drop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

async function call(base: string, method: string, path: string, token: string | null, body?: unknown): Promise<{ status: number; body: any }> {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: await res.json() };
}

const officeIn = (ms: number) => utcToWallTime(new Date(Date.now() + ms));
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

test('two instances racing send a reminder once, as a notification and a Web Push that decrypts into the task; after a restart past its time, the next server sends it', async () => {
  const [a, b] = await startInstances({ count: 2, dataDir, databaseUrl: db.url, admin: ADMIN, env: ENV });
  running.push(a, b);
  const login = await call(a.base, 'POST', '/api/auth/login', null, ADMIN);
  expect(login.status).toBe(200);
  const token: string = login.body.token;

  const keys = browserKeys();
  const endpoint = `https://127.0.0.1:${push.port}/push/browser-1`;
  const sub = await call(b.base, 'POST', '/api/push-subscriptions', token, { endpoint, keys: keys.json });
  expect(sub.status).toBe(201);
  const vapidKey = (await call(a.base, 'GET', '/api/push/vapid-public-key', token)).body.public_key;

  // Due in 2 minutes with the default 30-minute lead: its reminder is due at once, and both instances poll every 100 ms.
  const logged = await call(a.base, 'POST', '/api/followups/calls', token, {
    notes: 'Interesado en flete aéreo',
    outcome: 'interesado',
    next_task: { subject: 'Enviar tarifa aérea', due_at: officeIn(2 * 60_000) },
  });
  expect(logged.status).toBe(201);
  await eventually(async () => push.received.length > 0);
  // Many more rounds of both instances: still one.
  await sleep(1_500);
  expect(push.received).toHaveLength(1);
  const bell = await call(b.base, 'GET', '/api/notifications', token);
  expect(bell.body.unread).toBe(1);
  expect(bell.body.items).toEqual([expect.objectContaining({ title: 'Recordatorio: Enviar tarifa aérea', activity_id: logged.body.next_activity_id })]);

  const got = push.received[0];
  expect(got.path).toBe('/push/browser-1');
  expect(got.headers['content-encoding']).toBe('aes128gcm');
  const vapid = vapidClaims(String(got.headers.authorization));
  expect(vapid.k).toBe(vapidKey);
  expect(vapid.claims.aud).toBe(`https://127.0.0.1:${push.port}`);
  const payload = JSON.parse(decryptPush(got.body, keys));
  expect(payload).toMatchObject({ title: 'Recordatorio: Enviar tarifa aérea', activityId: logged.body.next_activity_id, notificationId: bell.body.items[0].id, url: '/agenda' });

  // A task whose reminder comes due while no server runs (lead 1 minute: its reminder at +10 s at the latest,
  // the due time being cut to the second).
  const loggedAt = Date.now();
  const later = await call(a.base, 'POST', '/api/followups/calls', token, {
    notes: 'Volver a llamar',
    outcome: 'volver_a_llamar',
    next_task: { subject: 'Llamar por la carga', due_at: officeIn(70_000), remind_minutes: 1 },
  });
  expect(later.status).toBe(201);
  await Promise.all([a.stop(), b.stop()]);
  expect(push.received).toHaveLength(1);
  // Its time (due − 1 minute, at most 10 s after it was logged) passes with no server up: the next server
  // starts a second past it, however long the two took to stop.
  await sleep(Math.max(0, loggedAt + 11_000 - Date.now()));
  expect(push.received).toHaveLength(1);

  const [c] = await startInstances({ count: 1, dataDir, databaseUrl: db.url, admin: ADMIN, env: ENV });
  running.push(c);
  await eventually(async () => push.received.length > 1);
  await sleep(1_000);
  expect(push.received).toHaveLength(2);
  expect(JSON.parse(decryptPush(push.received[1].body, keys))).toMatchObject({ title: 'Recordatorio: Llamar por la carga', activityId: later.body.next_activity_id });
  const after = await call(c.base, 'GET', '/api/notifications', token);
  expect(after.body.unread).toBe(2);
}, 120_000);
