import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnServer } from '../test/spawn-server';
import { provisionMigratedForProcesses } from '../test/db-template';

/**
 * `node server/dist/main.js` with WEB_CONCURRENCY=1 and no heap flag (fast while people work): the process that serves
 * runs with `--max-old-space-size` (SERVER_HEAP_MB, default 256) like `npm start` and cluster workers; the
 * first process only waits for it, passes signals on and takes its exit code, and the server stops when
 * that first process is killed outright.
 */
const ADMIN = { email: 'single-admin@test.local', password: 'Single-12345' };

function childrenOf(pid: number): number[] {
  try {
    return execFileSync('ps', ['-o', 'pid=', '--ppid', String(pid)], { encoding: 'utf8' }).trim().split('\n').filter(Boolean).map(Number);
  } catch {
    return []; // ps exits 1 when it lists nothing
  }
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

async function until(what: () => boolean, ms = 20_000): Promise<void> {
  const end = Date.now() + ms;
  while (!what()) {
    if (Date.now() > end) throw new Error('no llegó a tiempo');
    await new Promise((r) => setTimeout(r, 100));
  }
}

let db: { url: string; drop(): Promise<void> };
let dataDir: string;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'crm-single-'));
  db = await provisionMigratedForProcesses(dataDir);
});
afterAll(async () => {
  await db.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

test('the serving process has its heap bounded; SIGTERM to the first one drains it and its exit code comes back', async () => {
  const server = await spawnServer({ processes: 1, dataDir, databaseUrl: db.url, admin: ADMIN, env: { SERVER_HEAP_MB: '' } });
  const [serving] = childrenOf(server.child.pid!);
  expect(serving).toBeGreaterThan(0);
  expect(readFileSync(`/proc/${serving}/cmdline`, 'utf8').split('\0')).toContain('--max-old-space-size=256');
  expect(readFileSync(`/proc/${server.child.pid}/cmdline`, 'utf8')).not.toContain('--max-old-space-size');
  const health = await fetch(`http://127.0.0.1:${server.port}/api/health`);
  expect(health.status).toBe(200);
  const exited = new Promise<number | null>((r) => server.child.on('exit', (code) => r(code)));
  server.child.kill('SIGTERM');
  expect(await exited).toBe(0);
  expect(server.output()).toContain('SIGTERM: cerrando');
  await until(() => !alive(serving));
}, 60_000);

test('the serving process stops when the first one is killed outright', async () => {
  const server = await spawnServer({ processes: 1, dataDir, databaseUrl: db.url, admin: ADMIN, env: { SERVER_HEAP_MB: '300' } });
  const [serving] = childrenOf(server.child.pid!);
  expect(readFileSync(`/proc/${serving}/cmdline`, 'utf8').split('\0')).toContain('--max-old-space-size=300');
  server.child.kill('SIGKILL');
  await until(() => !alive(serving));
}, 60_000);
