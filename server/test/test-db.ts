import { randomBytes } from 'node:crypto';
import { createConnection } from 'mysql2/promise';

export interface TestDatabase {
  url: string;
  drop(): Promise<void>;
}

/** A connection to the server of a mysql:// or mariadb:// URL, in no database (creates and drops them). */
export function adminConnection(url: URL, extra: { multipleStatements?: boolean } = {}) {
  return createConnection({
    host: url.hostname,
    port: url.port ? Number(url.port) : 3306,
    user: decodeURIComponent(url.username),
    password: decodeURIComponent(url.password),
    ...extra,
  });
}

/** A database name no other worker or run on the server takes (pid and random bytes). */
export function testDatabaseName(prefix: string): string {
  return `${prefix}${process.pid}_${randomBytes(4).toString('hex')}`;
}

/**
 * An empty database of its own for one test file: in-memory SQLite by default; with TEST_DATABASE_URL
 * (mysql:// or mariadb://) a fresh database on that server, dropped at the end. Parallel-safe.
 * What opens it runs every migration (the tests of starting processes and of migrating need that); a test
 * of the running app takes a migrated copy of a template instead (db-template.ts, createTestApp).
 * The bench passes its DATABASE_URL and prefix: it never writes the database it is pointed at.
 */
export async function provisionTestDatabase(
  given: string | undefined = process.env.TEST_DATABASE_URL,
  prefix = 'crm_t_',
): Promise<TestDatabase> {
  const base = given?.trim();
  if (!base) return { url: 'sqlite::memory:', drop: async () => {} };
  const url = new URL(base);
  const name = testDatabaseName(prefix);
  const conn = await adminConnection(url);
  await conn.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  await conn.end();
  const own = new URL(base);
  own.pathname = `/${name}`;
  return {
    url: own.toString(),
    drop: async () => {
      const c = await adminConnection(url);
      await c.query(`DROP DATABASE IF EXISTS \`${name}\``);
      await c.end();
    },
  };
}
