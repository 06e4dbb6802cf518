import type { EntityManager } from 'typeorm';

/**
 * Find-or-create must see what a concurrent request has just committed. On MariaDB/MySQL a transaction
 * reads a snapshot taken at its first plain read (REPEATABLE READ): two requests creating an operation
 * for a new 'Acme' at the same moment both found none and both created one. Every write to the CRM
 * tables already takes the row lock of `data_versions` (its triggers bump the counter); taking it first,
 * before any read, makes such transactions wait for each other, and each one reads after the previous
 * one committed. SQLite needs nothing: its transactions are exclusive (sqlite-transactions.ts).
 */
export async function lockCrmWrites(em: EntityManager): Promise<void> {
  const type = em.connection.options.type;
  if (type !== 'mysql' && type !== 'mariadb') return;
  await em.query("SELECT version FROM data_versions WHERE scope = 'crm' FOR UPDATE");
}
