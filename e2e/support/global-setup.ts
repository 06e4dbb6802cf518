import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, openSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type BrowserServer, chromium } from 'playwright-core';
import { CHROMIUM_OPTIONS } from './browser';
import { ADMIN, E2E_DIR, SCREENSHOTS, STATE_FILE, TMP_DIR, type ServerState } from './env';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

/** global-teardown closes it (jest runs both in its main process). */
export const BROWSER_SERVER = Symbol.for('crm-e2e-browser-server');

/**
 * Starts the built server (server/dist/main.js, client/dist) on a fresh SQLite database, and the Chromium every
 * spec connects to (support/browser.ts, launch).
 */
export default async function globalSetup(): Promise<void> {
  mkdirSync(TMP_DIR, { recursive: true });
  mkdirSync(SCREENSHOTS, { recursive: true });
  const dataDir = mkdtempSync(join(tmpdir(), 'crm-e2e-'));
  const port = await freePort();
  const log = openSync(join(TMP_DIR, 'server.log'), 'w');
  const child = spawn(process.execPath, [join(E2E_DIR, '..', 'server', 'dist', 'main.js')], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      DATA_DIR: dataDir,
      UPLOADS_DIR: join(dataDir, 'uploads'),
      DATABASE_URL: '',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      BCRYPT_COST: '4',
      // webhooks.e2e.ts receives on loopback, which production refuses without this flag (signed webhooks).
      WEBHOOKS_ALLOW_PRIVATE: '1',
      // follow-up.e2e.ts waits for a reminder: every process looks for due ones twice a second.
      REMINDER_POLL_MS: '500',
    },
    stdio: ['ignore', log, log],
    detached: false,
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`El servidor e2e terminó (código ${child.exitCode}); ver server.log en E2E_TMP (e2e/.tmp)`);
    try {
      const res = await fetch(`${baseUrl}/api/health`);
      if (res.ok) break;
    } catch {
      /* not yet listening */
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error('El servidor e2e no respondió en 120 s; ver server.log en E2E_TMP (e2e/.tmp)');
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  const browser: BrowserServer = await chromium.launchServer(CHROMIUM_OPTIONS);
  (globalThis as Record<symbol, unknown>)[BROWSER_SERVER] = browser;
  const state: ServerState = { baseUrl, pid: child.pid!, dataDir, browserWs: browser.wsEndpoint() };
  writeFileSync(STATE_FILE, JSON.stringify(state));
  child.unref();
}
