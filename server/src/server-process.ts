import 'reflect-metadata';
import cluster from 'node:cluster';
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { DataSource } from 'typeorm';
import { createApp, openDatabase } from './app';
import { type AppConfig, serverHeapArgs } from './core/config';
import { drainable, keepAliveLongerThanClients } from './core/http-drain';
import { installClusterRelay, LIVE_INSTANCE_ENV } from './core/live/bus';
import { announceStorage } from './core/storage/create-storage';
import { engineOf } from './core/db/engine';
import { seedDatabase } from './seed/seed';

/** The seed runs with the migrations, under their lock: two instances starting on an empty database create one admin. */
const seed = (ds: DataSource, config: AppConfig) =>
  seedDatabase(ds, { adminEmail: config.adminEmail, adminPassword: config.adminPassword, bcryptCost: config.bcryptCost });

/**
 * The server (main.ts starts it). With WEB_CONCURRENCY > 1 (default: the machine's cores, at
 * most 4) a primary process migrates and seeds the database, then forks that many workers that share
 * the port (node:cluster). Each worker is the whole stateless app: sessions are signed tokens checked
 * against the database, the board cache is keyed by the database's data version, and SQLite
 * transactions take the write lock at BEGIN (BEGIN IMMEDIATE), so processes never see each other's
 * half-done work. With WEB_CONCURRENCY=1 one process does everything.
 */
async function prepareDatabase(config: AppConfig): Promise<void> {
  const ds = await openDatabase(
    { databaseUrl: config.databaseUrl, dataDir: config.dataDir, timeouts: { queryMs: config.dbQueryTimeoutMs } },
    { afterMigrate: (db) => seed(db, config) },
  );
  await ds.destroy();
}

async function serve(config: AppConfig, opts: { migrate: boolean; announce: boolean }): Promise<void> {
  const ds = await openDatabase(
    { databaseUrl: config.databaseUrl, dataDir: config.dataDir, timeouts: { queryMs: config.dbQueryTimeoutMs } },
    { migrate: opts.migrate, afterMigrate: (db) => seed(db, config) },
  );
  const httpServer = createServer();
  keepAliveLongerThanClients(httpServer);
  const drain = drainable(httpServer);
  const { app, stop, sockets, live, services } = await createApp(ds, config, httpServer);
  httpServer.on('request', app);
  await new Promise<void>((resolve) => httpServer.listen(config.port, resolve));
  // Every process sends the webhook outbox; leases keep two of them off the same delivery (signed webhooks).
  services.webhooks.startDispatcher();
  // The mail outbox too (when SMTP is configured); leases send each message once whatever the processes.
  services.mail.startDispatcher();
  // Every process sends due reminders; the claim (a conditional UPDATE) lets exactly one send each (agenda module).
  services.reminders.start();
  // And the SIFEN outbox: each electronic document is sent once, whatever the processes (leases).
  services.sifen.startDispatcher();
  // The real profit of operations whose supplier invoices predate deals.real_profit, once after the migrations, in
  // the background (the cards fill in live): by the process that migrated, or the cluster's first worker.
  if (opts.migrate || cluster.worker?.id === 1) {
    void services.payables.backfillRealProfit().catch((e: unknown) => console.error('Utilidad real de las operaciones:', e));
  }
  if (opts.announce) {
    console.log(`CRM escuchando en http://localhost:${config.port} (base de datos: ${engineOf(config.databaseUrl)}; eventos en vivo: ${live.transport})`);
    // Several instances (REDIS_URL) each with its own DATA_DIR would each sign with a secret of their own.
    if (config.redisUrl && !process.env.JWT_SECRET?.trim()) {
      console.error('Aviso: REDIS_URL sin JWT_SECRET. Con varias instancias definí el mismo JWT_SECRET en todas (si no, cada una usa el de su DATA_DIR).');
    }
  }

  // SIGTERM: stop accepting, let the requests in flight finish (up to SHUTDOWN_TIMEOUT_MS) with
  // `Connection: close`, and only then stop Apollo and close the database: a request still running
  // keeps its database, and no acknowledged or committed write is lost on the way out.
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    if (opts.announce) console.log(`${signal}: cerrando…`);
    const force = setTimeout(() => process.exit(1), config.shutdownTimeoutMs + 2_000);
    force.unref();
    // Subscription sockets never end on their own: closed first (1001), the clients reconnect elsewhere.
    const drained = drain.drain(config.shutdownTimeoutMs);
    await sockets?.close();
    const { cut } = await drained;
    if (cut > 0) console.error(`${cut} solicitudes seguían en curso al vencer SHUTDOWN_TIMEOUT_MS y se cortaron.`);
    // A CSV import in flight commits the batch it is writing and stops there, ready to resume.
    await services.imports.stop();
    await stop();
    await services.webhooks.stopDispatcher();
    await services.mail.stopDispatcher();
    await services.reminders.stop();
    await services.sifen.stopDispatcher();
    await ds.destroy();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  // Ctrl-C reaches every process of the group: a worker waits for its primary's SIGTERM instead, so the
  // primary never takes that exit for a crash and starts another one.
  process.on('SIGINT', () => (cluster.isWorker ? undefined : void shutdown('SIGINT')));
}

async function primary(config: AppConfig, workers: number): Promise<void> {
  await prepareDatabase(config);
  // Live events go from worker to worker through here, with Redis too (it carries them to the other
  // instances): a Redis that is down must not cut the workers of one instance off from each other. The
  // workers tag what they publish on Redis with this instance's id and skip it when it comes back.
  installClusterRelay();
  const instance = randomUUID();
  let closing = false;
  const alive = new Set<number>();
  const listened = new Set<number>();
  const fork = () => {
    const w = cluster.fork({ [LIVE_INSTANCE_ENV]: instance });
    alive.add(w.id);
  };
  cluster.on('listening', (w) => {
    listened.add(w.id);
    if (listened.size === workers) {
      console.log(`CRM escuchando en http://localhost:${config.port} (base de datos: ${engineOf(config.databaseUrl)}; ${workers} procesos)`);
    }
  });
  const shutdown = (signal: string, code = 0) => {
    if (closing) return;
    closing = true;
    console.log(`${signal}: cerrando…`);
    // The workers drain for up to SHUTDOWN_TIMEOUT_MS and force their own exit 2 s later.
    const force = setTimeout(() => process.exit(1), config.shutdownTimeoutMs + 4_000);
    force.unref();
    if (alive.size === 0) process.exit(code);
    process.exitCode = code;
    for (const w of Object.values(cluster.workers ?? {})) w?.process.kill('SIGTERM');
  };
  cluster.on('exit', (w, code, signal) => {
    alive.delete(w.id);
    if (closing) {
      // A worker that had to be forced (or failed) while stopping makes the whole stop a failure.
      if (code !== 0) process.exitCode = 1;
      if (alive.size === 0) process.exit(process.exitCode ?? 0);
      return;
    }
    if (!listened.has(w.id)) {
      // It died while starting (a port in use, a database that went away): starting it again would loop.
      console.error(`Un proceso no pudo iniciar (${signal ?? code}).`);
      shutdown('error', 1);
      return;
    }
    console.error(`Proceso ${w.process.pid} terminó (${signal ?? code}); se inicia otro.`);
    fork();
  });
  // Each worker's heap bounded (SERVER_HEAP_MB): see serverHeapArgs.
  cluster.setupPrimary({ execArgv: serverHeapArgs() });
  for (let i = 0; i < workers; i++) fork();
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

/** Serves in this process (WEB_CONCURRENCY=1) or as the cluster's primary or one of its workers. */
export async function start(config: AppConfig, workers: number): Promise<void> {
  if (cluster.isPrimary) await announceStorage(config);
  if (workers <= 1) return serve(config, { migrate: true, announce: true });
  if (cluster.isPrimary) return primary(config, workers);
  // Connections are dealt round-robin: a limit counted in a worker's own memory (no REDIS_URL, or Redis
  // down) gives each worker its share of the cap (rate-limits.ts).
  return serve({ ...config, rateLimitProcesses: workers }, { migrate: false, announce: false });
}
