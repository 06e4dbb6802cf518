import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, openSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ADMIN, E2E_DIR, TMP_DIR } from './env';

const ROOT = join(E2E_DIR, '..');

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

export interface OwnServer {
  baseUrl: string;
  dataDir: string;
  stop: () => Promise<void>;
}

/**
 * A server of its own for a spec that needs different data than the shared one (global-setup's
 * logic, with its own DATA_DIR and port): optionally filled first with `seed:demo -- --deals N`.
 * `dataOf`: a second process over another own server's data (that server's DATA_DIR, left in place on
 * stop); `clientDist`: another built client (CLIENT_DIST), e.g. a baseline build for a browser bench;
 * `env`: more environment (SMTP_URL for a spec with its own SMTP server).
 */
export async function startOwnServer(options: { name: string; demoDeals?: number; dataOf?: OwnServer; clientDist?: string; env?: Record<string, string> }): Promise<OwnServer> {
  mkdirSync(TMP_DIR, { recursive: true });
  const dataDir = options.dataOf?.dataDir ?? mkdtempSync(join(tmpdir(), `crm-e2e-${options.name}-`));
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    UPLOADS_DIR: join(dataDir, 'uploads'),
    DATABASE_URL: '',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    BCRYPT_COST: '4',
    ...(options.clientDist ? { CLIENT_DIST: options.clientDist } : {}),
    ...options.env,
  };
  if (options.demoDeals) {
    const seeded = spawnSync(
      process.execPath,
      ['-r', '@swc-node/register', join(ROOT, 'server', 'src', 'seed', 'demo.ts'), '--deals', String(options.demoDeals)],
      { cwd: ROOT, env: { ...env, SWC_NODE_PROJECT: 'server/tsconfig.build.json' }, encoding: 'utf8', timeout: 900_000 },
    );
    if (seeded.status !== 0) throw new Error(`seed:demo falló (${seeded.status}): ${seeded.stderr || seeded.stdout}`);
  }
  const port = await freePort();
  const log = openSync(join(TMP_DIR, `server-${options.name}.log`), 'w');
  const child: ChildProcess = spawn(process.execPath, [join(ROOT, 'server', 'dist', 'main.js')], {
    env: { ...env, PORT: String(port) },
    stdio: ['ignore', log, log],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`El servidor ${options.name} terminó (código ${child.exitCode}); ver server-${options.name}.log`);
    try {
      const res = await fetch(`${baseUrl}/api/health`);
      if (res.ok) break;
    } catch {
      /* not yet listening */
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`El servidor ${options.name} no respondió en 90 s`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    baseUrl,
    dataDir,
    stop: async () => {
      if (child.exitCode === null) {
        await new Promise<void>((resolve) => {
          const timer = setTimeout(() => {
            child.kill('SIGKILL');
            resolve();
          }, 5000);
          child.once('exit', () => {
            clearTimeout(timer);
            resolve();
          });
          child.kill('SIGTERM');
        });
      }
      if (!options.dataOf) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
