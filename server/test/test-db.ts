import { randomBytes } from 'node:crypto';
import { createConnection } from 'mysql2/promise';

/**
 * A database of its own for one test file: in-memory SQLite by default; with TEST_DATABASE_URL
 * (mysql:// or mariadb://) a fresh database on that server, dropped at the end. Parallel-safe.
 * The bench passes its DATABASE_URL and prefix: it never writes the database it is pointed at.
 */
export async function provisionTestDatabase(
  given: string | undefined = process.env.TEST_DATABASE_URL,
  prefix = 'crm_t_',
): Promise<{ url: string; drop(): Promise<void> }> {
  const base = given?.trim();
  if (!base) return { url: 'sqlite::memory:', drop: async () => {} };
  const url = new URL(base);
  const name = `${prefix}${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = () =>
    createConnection({
      host: url.hostname,
      port: url.port ? Number(url.port) : 3306,
      user: decodeURIComponent(url.username),
      password: decodeURIComponent(url.password),
    });
  const conn = await admin();
  await conn.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  await conn.end();
  const own = new URL(base);
  own.pathname = `/${name}`;
  return {
    url: own.toString(),
    drop: async () => {
      const c = await admin();
      await c.query(`DROP DATABASE IF EXISTS \`${name}\``);
      await c.end();
    },
  };
}
