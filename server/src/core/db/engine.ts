export type Engine = 'sqlite' | 'mysql' | 'mariadb';

export function engineOf(databaseUrl: string | undefined): Engine {
  if (!databaseUrl) return 'sqlite';
  if (databaseUrl.startsWith('mysql://')) return 'mysql';
  if (databaseUrl.startsWith('mariadb://')) return 'mariadb';
  if (databaseUrl.startsWith('sqlite:')) return 'sqlite';
  throw new Error(`DATABASE_URL no reconocida: use mysql://, mariadb:// o déjela vacía para SQLite.`);
}
