import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { adminToken } from '../../../test/factories';
import { api, gql } from '../../../test/http';
import { startReceiver } from '../../../test/webhook-receiver';
import { WebhookDeliveryEntity } from './webhook-delivery.entity';
import { WebhookDispatcher } from './webhook-dispatcher';
import { loadWebhookSettings, type WebhookSettings } from './webhook-settings';

/**
 * SQLite allows one writer: while another connection holds the write lock (a large import, a tool with an
 * open transaction) longer than busy_timeout, every write of the dispatcher fails with SQLITE_BUSY
 * ("database is locked"). This file runs on a SQLite file whatever TEST_DATABASE_URL says: the lock of a
 * second connection on the same file is the condition under test.
 */
let t: TestApp;
let dir: string;
let file: string;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'crm-webhooks-locked-'));
  file = join(dir, 'crm.sqlite');
  // The receiver listens on loopback, so this app allows private targets explicitly (refused by default).
  process.env.WEBHOOKS_ALLOW_PRIVATE = '1';
  t = await createTestApp({}, { database: { url: `sqlite:${file}`, drop: async () => {} } });
  delete process.env.WEBHOOKS_ALLOW_PRIVATE;
}, 60_000);
afterAll(async () => {
  await t?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

const SETTINGS: WebhookSettings = { ...loadWebhookSettings({ WEBHOOKS_ALLOW_PRIVATE: '1' }), retryBaseMs: 20, pollMs: 20, timeoutMs: 5_000 };

test('a locked database while deliveries are sent: the dispatcher survives, and each delivery arrives exactly once', async () => {
  // A second connection to the same file: it takes the write lock the moment the first delivery reaches the
  // receiver, so the POSTs happen and marking them sent meets "database is locked".
  const other = new Database(file);
  let locked = false;
  const receiver = await startReceiver([200], 0, () => {
    if (locked) return;
    other.exec('BEGIN IMMEDIATE');
    locked = true;
  });
  try {
    const admin = await adminToken(t);
    const hook = await gql(t, 'mutation ($input: CreateWebhookInput!) { createWebhook(input: $input) { webhook { id } } }', { input: { url: receiver.url, events: ['contact.created'] } }, admin);
    expect(hook.errors).toBeUndefined();
    const endpointId: number = hook.data!.createWebhook.webhook.id;
    for (let i = 0; i < 3; i++) expect((await api(t, admin).post('/api/contacts', { name: `Importado ${i}` })).status).toBe(201);

    const dispatcher = new WebhookDispatcher(t.ds, SETTINGS, t.services.webhooks.secrets);
    // The round ends without an error although no outcome could be written.
    await expect(dispatcher.runOnce()).resolves.toBeGreaterThanOrEqual(0);
    expect(locked).toBe(true);
    expect(receiver.received).toHaveLength(3);
    expect(dispatcher.unrecordedCount).toBe(3);

    // Still locked, and every lease over: the round neither fails nor sends again what was already sent.
    const later = () => Date.now() + 10 * dispatcher.leaseMs;
    await expect(dispatcher.runOnce(later)).resolves.toBe(0);
    expect(receiver.received).toHaveLength(3);

    // The import commits: the next round writes the outcomes first, and nothing is sent a second time,
    // by this process or by another one (a second dispatcher).
    other.exec('ROLLBACK');
    await expect(dispatcher.runOnce(later)).resolves.toBe(0);
    expect(dispatcher.unrecordedCount).toBe(0);
    await new WebhookDispatcher(t.ds, SETTINGS, t.services.webhooks.secrets).runOnce(later);
    expect(receiver.received).toHaveLength(3);
    expect(new Set(receiver.received.map((r) => r.headers['x-crm-delivery'])).size).toBe(3);
    const rows = await t.ds.getRepository(WebhookDeliveryEntity).findBy({ endpointId });
    expect(rows.map((r) => [r.status, r.attempts, r.lastStatusCode])).toEqual([
      ['delivered', 1, 200],
      ['delivered', 1, 200],
      ['delivered', 1, 200],
    ]);
  } finally {
    if (other.inTransaction) other.exec('ROLLBACK');
    other.close();
    await receiver.close();
  }
}, 60_000);
