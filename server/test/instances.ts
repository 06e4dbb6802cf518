import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';
import { freePort, spawnServer, type SpawnedServer } from './spawn-server';

/**
 * Helpers for tests that run the app as several separate instances (several instances): server processes of
 * their own (the real main.ts, not cluster workers) over one database, and the services they share
 * (Redis, an S3 server…) as child processes on free loopback ports with their files in temp dirs.
 */

export interface Instance extends SpawnedServer {
  /** http://127.0.0.1:<port> */
  base: string;
  /** SIGTERM, and resolves once the process exited. */
  stop(): Promise<void>;
}

export interface InstancesOptions {
  count: number;
  dataDir: string;
  databaseUrl: string;
  admin: { email: string; password: string };
  /** Environment for every instance (REDIS_URL, RATE_LIMIT_PER_MINUTE, STORAGE, S3_*…). */
  env?: Record<string, string>;
  /** More environment for instance `i` (0-based), over `env`. */
  envOf?: (i: number) => Record<string, string>;
  /**
   * Start them all at once (they race for the migrations and the seed, as replicas do) instead of one
   * after the other. Only on MySQL/MariaDB: SQLite instances are started one after the other.
   */
  together?: boolean;
}

/** Starts `count` single-process server instances over one database; resolves when all listen. */
export async function startInstances(opts: InstancesOptions): Promise<Instance[]> {
  const one = async (i: number): Promise<Instance> => {
    const s = await spawnServer({
      processes: 1,
      dataDir: opts.dataDir,
      databaseUrl: opts.databaseUrl,
      admin: opts.admin,
      env: { ...opts.env, ...opts.envOf?.(i) },
    });
    return { ...s, base: `http://127.0.0.1:${s.port}`, stop: () => stopProcess(s.child) };
  };
  if (opts.together) {
    const started = await Promise.allSettled(Array.from({ length: opts.count }, (_, i) => one(i)));
    const failed = started.find((r) => r.status === 'rejected');
    if (failed) {
      await Promise.all(started.map((r) => (r.status === 'fulfilled' ? r.value.stop() : undefined)));
      throw (failed as PromiseRejectedResult).reason;
    }
    return started.map((r) => (r as PromiseFulfilledResult<Instance>).value);
  }
  const out: Instance[] = [];
  try {
    for (let i = 0; i < opts.count; i++) out.push(await one(i));
  } catch (e) {
    await Promise.all(out.map((s) => s.stop()));
    throw e;
  }
  return out;
}

/** SIGTERM (SIGKILL after `graceMs`); resolves once the process exited. */
export async function stopProcess(child: ChildProcess, graceMs = 15_000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((r) => child.once('exit', () => r()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
  await exited;
  clearTimeout(timer);
}

/** Resolves once something accepts TCP connections on 127.0.0.1:`port`. */
export async function waitForPort(port: number, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const open = await new Promise<boolean>((r) => {
      const sock = connect(port, '127.0.0.1');
      sock.once('connect', () => {
        sock.destroy();
        r(true);
      });
      sock.once('error', () => r(false));
    });
    if (open) return;
    if (Date.now() > deadline) throw new Error(`nada escucha en 127.0.0.1:${port}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** A shared service the instances use (Redis, an S3 server…): a child process on a fixed port, restartable. */
export interface ServiceProcess {
  port: number;
  /** Stopped (SIGTERM, waited for); its port stays reserved for `start`. */
  stop(): Promise<void>;
  /** Started again on the same port (after `stop`). */
  start(): Promise<void>;
  /** Sends a signal to the running process (SIGSTOP: it hangs with its connections open; SIGCONT: it goes on). */
  signal(sig: NodeJS.Signals): void;
  readonly running: boolean;
}

/**
 * Runs `command args(port)` as a service on a free loopback port, and resolves once it accepts
 * connections there (or `ready` resolves, when given).
 */
export async function startService(opts: {
  command: string;
  args: (port: number) => string[];
  env?: Record<string, string>;
  ready?: (port: number) => Promise<void>;
}): Promise<ServiceProcess> {
  const port = await freePort();
  let child: ChildProcess | null = null;
  let output = '';
  const start = async () => {
    output = '';
    const c = spawn(opts.command, opts.args(port), { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...opts.env } });
    c.stdout!.on('data', (d) => (output += String(d)));
    c.stderr!.on('data', (d) => (output += String(d)));
    child = c;
    try {
      await (opts.ready ?? waitForPort)(port);
    } catch (e) {
      c.kill('SIGKILL');
      throw new Error(`${opts.command} no arrancó: ${(e as Error).message}\n${output}`, { cause: e });
    }
  };
  await start();
  return {
    port,
    start,
    stop: async () => {
      if (child) {
        // A stopped (SIGSTOP) process would not act on SIGTERM before it is continued.
        child.kill('SIGCONT');
        await stopProcess(child);
      }
      child = null;
    },
    signal: (sig) => {
      child?.kill(sig);
    },
    get running() {
      return child !== null && child.exitCode === null;
    },
  };
}

/** Debian's redis-server on a free loopback port, no persistence, its files in a temp dir under `parentDir`. */
export async function startRedis(parentDir: string): Promise<ServiceProcess & { url: string }> {
  const dir = mkdtempSync(join(parentDir, 'redis-'));
  const svc = await startService({
    command: 'redis-server',
    args: (port) => ['--port', String(port), '--bind', '127.0.0.1', '--dir', dir, '--save', '', '--appendonly', 'no'],
  });
  return {
    port: svc.port,
    url: `redis://127.0.0.1:${svc.port}`,
    start: svc.start,
    stop: svc.stop,
    signal: svc.signal,
    get running() {
      return svc.running;
    },
  };
}
