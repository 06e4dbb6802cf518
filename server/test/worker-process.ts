import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { ROOT_DIR } from '../src/core/config';
import { provisionTestDatabase } from './test-db';

/**
 * A second server process over the test's database, for the rules that must hold across processes (gap-free fiscal
 * numbering): `script` (in server/test/) opens the database, prints 'ready', waits for 'go' on its stdin, does its
 * work and prints one JSON line with what it did.
 */
export interface WorkerProcess<T> {
  child: ChildProcess;
  /** Tells the worker to start and resolves with its JSON answer. */
  go(): Promise<T>;
}

export async function startWorkerProcess<T>(script: string, env: Record<string, string>): Promise<WorkerProcess<T>> {
  const child = spawn(process.execPath, ['-r', '@swc-node/register', join(ROOT_DIR, 'server', 'test', script)], {
    cwd: ROOT_DIR,
    env: { ...process.env, SWC_NODE_PROJECT: join(ROOT_DIR, 'server', 'tsconfig.build.json'), ...env },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let err = '';
  child.stderr!.on('data', (d) => (err += String(d)));
  const lines = createInterface({ input: child.stdout! });
  const next = () =>
    new Promise<string>((resolve, reject) => {
      lines.once('line', resolve);
      child.once('exit', (code) => reject(new Error(`el proceso terminó (${code}):\n${err}`)));
    });
  const first = await next();
  if (first !== 'ready') throw new Error(`el proceso no quedó listo: ${first}\n${err}`);
  return {
    child,
    go: async () => {
      const out = next();
      child.stdin!.write('go\n');
      return JSON.parse(await out) as T;
    },
  };
}

/**
 * A database that the test's app and its worker processes open together: a SQLite file in a temporary folder, or a
 * fresh database of TEST_DATABASE_URL's server. `drop` removes it (and the folder).
 */
export async function sharedDatabase(prefix: string): Promise<{ url: string; drop(): Promise<void> }> {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  const db = process.env.TEST_DATABASE_URL ? await provisionTestDatabase() : { url: `sqlite:${join(dir, 'crm.sqlite')}`, drop: async () => {} };
  return {
    url: db.url,
    drop: async () => {
      await db.drop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
