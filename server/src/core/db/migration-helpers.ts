import type { QueryRunner, TableColumnOptions } from 'typeorm';

/** Driver-neutral column builders for migrations (one file runs on SQLite, MariaDB and MySQL). */
export function isMysqlFamily(qr: QueryRunner): boolean {
  const t = qr.connection.options.type;
  return t === 'mysql' || t === 'mariadb';
}

/** "integer": SQLite only autoincrements an INTEGER PRIMARY KEY, and MySQL reads it as int. */
export function idColumn(_qr?: QueryRunner): TableColumnOptions {
  return { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' };
}

function nowDefault(qr: QueryRunner): string {
  return isMysqlFamily(qr) ? 'CURRENT_TIMESTAMP(6)' : "datetime('now')";
}

export function createdAtColumn(qr: QueryRunner, name = 'created_at'): TableColumnOptions {
  return { name, type: 'datetime', precision: 6, default: nowDefault(qr) };
}

export function updatedAtColumn(qr: QueryRunner, name = 'updated_at'): TableColumnOptions {
  return {
    name,
    type: 'datetime',
    precision: 6,
    default: nowDefault(qr),
    ...(isMysqlFamily(qr) ? { onUpdate: 'CURRENT_TIMESTAMP(6)' } : {}),
  };
}

export function boolColumn(name: string, defaultValue: boolean): TableColumnOptions {
  return { name, type: 'boolean', default: defaultValue ? 1 : 0 };
}
