import 'reflect-metadata';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Express } from 'express';
import type { DataSource } from 'typeorm';
import { createApp, openDatabase } from '../src/app';
import type { AppConfig } from '../src/core/config';
import type { FastPathCounters } from '../src/core/graphql/fast-path';
import type { LiveBus } from '../src/core/live/bus';
import { keepAliveLongerThanClients } from '../src/core/http-drain';
import type { Services } from '../src/core/services';
import { seedDatabase } from '../src/seed/seed';
import { startS3Server, type TestS3Server } from './s3-server';
import { SqlCounter } from './sql-counter';
import { fillSqliteFromTemplate, provisionMigratedDatabase } from './db-template';

export const ADMIN = { email: 'admin@test.local', password: 'Admin-12345' } as const;

export interface TestApp {
  app: Express;
  /**
   * The app already listening on a loopback port: what requests go to (`request(t.target)`). Given the bare app,
   * supertest opens and closes a server for every single request, which costs more than most requests themselves.
   */
  target: Server;
  ds: DataSource;
  services: Services;
  config: AppConfig;
  /** Counts SQL statements between sql.start() and sql.stop(). */
  sql: SqlCounter;
  /** With `listen`: the app on a loopback port with GraphQL subscriptions (ws://…/graphql), e.g. 'http://127.0.0.1:4321'. */
  url: string | null;
  /** The app's live-event bus. */
  live: LiveBus;
  /** What the kanban's fast path answered in this app (which path answered a request). */
  fastPath: FastPathCounters;
  /** TEST_STORAGE=s3: the S3 server (s3rver) this app stores its files in. */
  s3: TestS3Server | null;
  /** The storage keys holding bytes now (the folder's file names, or the bucket's keys without the prefix). */
  storedKeys(): Promise<string[]>;
  close(): Promise<void>;
}

/**
 * The real app over a freshly migrated and seeded database (SQLite in memory, or MariaDB/MySQL with TEST_DATABASE_URL):
 * a copy of the migrated template (db-template.ts); opening it still runs the migrations, which find
 * every one applied. `opts.database` provisions another one (a SQLite file) or reaches it another way
 * (through a TCP proxy), and its opening migrates it.
 * Files go to a temp folder, or with TEST_STORAGE=s3 (and no `storage` override) to a bucket of an
 * s3rver started for this app.
 */
export async function createTestApp(
  overrides: Partial<AppConfig> = {},
  opts: { database?: { url: string; drop(): Promise<void> }; listen?: boolean } = {},
): Promise<TestApp> {
  const db: { url: string; drop(): Promise<void>; sqliteTemplate?: string | null } = opts.database ?? (await provisionMigratedDatabase());
  const sqliteTemplate = db.sqliteTemplate ?? null;
  const dataDir = mkdtempSync(join(tmpdir(), 'crm-test-'));
  const s3 = process.env.TEST_STORAGE === 's3' && !overrides.storage ? await startS3Server() : null;
  const config: AppConfig = {
    port: 0,
    databaseUrl: db.url,
    dataDir,
    uploadsDir: join(dataDir, 'uploads'),
    jwtSecret: randomBytes(32).toString('hex'),
    jwtExpiresIn: '1h',
    adminEmail: ADMIN.email,
    adminPassword: ADMIN.password,
    bcryptCost: 4,
    corsOrigin: undefined,
    production: false,
    clientDist: join(dataDir, 'no-client'),
    ssrDist: join(dataDir, 'no-ssr'),
    trustProxy: false,
    rateLimitPerMinute: 3000,
    dbQueryTimeoutMs: 30_000,
    shutdownTimeoutMs: 8_000,
    ...(s3 ? { storage: s3.storage } : {}),
    ...overrides,
  };
  const sql = new SqlCounter();
  const ds = await openDatabase(
    { databaseUrl: db.url, dataDir, logger: sql, timeouts: { queryMs: config.dbQueryTimeoutMs } },
    { migrate: !sqliteTemplate },
  );
  if (sqliteTemplate) {
    // An in-memory database exists only once opened: the copy goes in now, and the migrations after it
    // (what openDatabase runs) find every one applied, as on a cloned MariaDB database.
    fillSqliteFromTemplate(ds, sqliteTemplate);
    await ds.runMigrations({ transaction: 'each' });
  }
  await seedDatabase(ds, { adminEmail: config.adminEmail, adminPassword: config.adminPassword, bcryptCost: 4, log: () => {} });
  const httpServer = opts.listen ? createServer() : undefined;
  const { app, services, stop, live, fastPath } = await createApp(ds, config, httpServer);
  let url: string | null = null;
  const target = httpServer ?? createServer();
  keepAliveLongerThanClients(target);
  target.on('request', app);
  await new Promise<void>((r) => target.listen(0, '127.0.0.1', r));
  if (httpServer) url = `http://127.0.0.1:${(httpServer.address() as AddressInfo).port}`;
  return {
    app,
    target,
    ds,
    services,
    config,
    sql,
    url,
    live,
    fastPath,
    s3,
    storedKeys: async () => {
      if (s3) return (await s3.keys()).map((k) => k.slice(s3.storage.prefix.length));
      return existsSync(config.uploadsDir) ? readdirSync(config.uploadsDir) : [];
    },
    close: async () => {
      await stop();
      target.closeAllConnections();
      await new Promise<void>((r) => target.close(() => r()));
      await ds.destroy();
      await db.drop();
      await s3?.stop();
    },
  };
}
