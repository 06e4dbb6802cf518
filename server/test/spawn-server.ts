import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';

const ROOT = join(__dirname, '..', '..');

/** A loopback port nobody listens on now. */
/**
 * A free loopback port below the kernel's ephemeral range (32768+ here). A test that stops a server and
 * starts it again on the same port (an SMTP outage, a restart) must find the port still free: a port from
 * the ephemeral range can meanwhile become the source port of any outgoing connection (to MariaDB, Redis,
 * another test's server), and the restart then fails with EADDRINUSE.
 */
export async function freePort(): Promise<number> {
  for (let tries = 0; ; tries++) {
    const port = 20_000 + Math.floor(Math.random() * 12_000);
    const s = createServer();
    const ok = await new Promise<boolean>((resolve) => {
      s.once('error', () => resolve(false));
      s.listen(port, '127.0.0.1', () => resolve(true));
    });
    if (ok) {
      await new Promise<void>((r) => s.close(() => r()));
      return port;
    }
    if (tries > 50) throw new Error('No free loopback port found below the ephemeral range.');
  }
}

export interface SpawnedServer {
  child: ChildProcess;
  port: number;
  /** Everything the server printed so far. */
  output(): string;
}

/**
 * The real `main.ts` in a process of its own, as `npm start` runs it (production mode, WEB_CONCURRENCY
 * processes), over the given database; resolves once it says it is listening with all its processes.
 */
export async function spawnServer(opts: {
  processes: number;
  dataDir: string;
  databaseUrl: string;
  admin: { email: string; password: string };
  /** More environment (REDIS_URL, …). */
  env?: Record<string, string>;
}): Promise<SpawnedServer> {
  // The port is free when chosen, but an outgoing connection of any process (a database client, a
  // fetch) may take it as its local port before the server listens: that start is retried on another.
  for (let attempt = 1; ; attempt++) {
    try {
      return await spawnOnce(opts, await freePort());
    } catch (e) {
      if (attempt >= 3 || !(e instanceof PortTaken)) throw e;
    }
  }
}

class PortTaken extends Error {}

async function spawnOnce(opts: Parameters<typeof spawnServer>[0], port: number): Promise<SpawnedServer> {
  let output = '';
  const child = spawn(process.execPath, ['-r', '@swc-node/register', join(ROOT, 'server', 'src', 'main.ts')], {
    cwd: ROOT,
    env: {
      ...process.env,
      SWC_NODE_PROJECT: join(ROOT, 'server', 'tsconfig.build.json'),
      NODE_ENV: 'production',
      WEB_CONCURRENCY: String(opts.processes),
      PORT: String(port),
      DATA_DIR: opts.dataDir,
      UPLOADS_DIR: join(opts.dataDir, 'uploads'),
      DATABASE_URL: opts.databaseUrl.startsWith('sqlite') ? '' : opts.databaseUrl,
      ADMIN_EMAIL: opts.admin.email,
      ADMIN_PASSWORD: opts.admin.password,
      BCRYPT_COST: '4',
      RATE_LIMIT_PER_MINUTE: '0',
      ...opts.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (d) => (output += String(d)));
  child.stderr!.on('data', (d) => (output += String(d)));
  const ready = opts.processes > 1 ? new RegExp(`escuchando .*${opts.processes} procesos`) : /escuchando/;
  // A fresh MariaDB database takes its migrations before the first worker listens: slow on a busy machine.
  const deadline = Date.now() + 90_000;
  while (!ready.test(output)) {
    if (Date.now() > deadline || child.exitCode !== null || /EADDRINUSE/.test(output)) {
      if (child.exitCode === null) child.kill('SIGKILL');
      if (/EADDRINUSE/.test(output)) throw new PortTaken(`el puerto ${port} ya estaba en uso:\n${output}`);
      throw new Error(`el servidor no arrancó:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return { child, port, output: () => output };
}
