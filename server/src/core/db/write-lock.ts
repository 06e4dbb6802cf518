import type { EntityManager } from 'typeorm';

/**
 * Find-or-create must see what a concurrent request has just committed. On MariaDB/MySQL a transaction
 * reads a snapshot taken at its first plain read (REPEATABLE READ): two requests creating an operation
 * for a new 'Acme' at the same moment both found none and both created one. Every write to the CRM
 * tables already takes the row lock of `data_versions` (its triggers bump the counter); taking it first,
 * before any read, makes such transactions wait for each other, and each one reads after the previous
 * one committed. SQLite needs nothing: its transactions are exclusive (sqlite-transactions.ts).
 *
 * The same holds for every value derived from current rows (max order_index + 10, a card's position
 * between its neighbours, last ord + 10, the next quote version, "is this key new?"): ordering races.
 * Rule: every transaction that writes a table with a data_versions trigger (DATA_VERSION_TABLES) calls
 * this first, before any read or write. One lock order for all of them (data_versions, then rows):
 * taking it first in some transactions and at the first write in others deadlocked a move (lock, then
 * the stage row for the foreign key) against a stage rename (stage row, then the lock by trigger).
 */
export async function lockCrmWrites(em: EntityManager): Promise<void> {
  const type = em.connection.options.type;
  if (type !== 'mysql' && type !== 'mariadb') return;
  await em.query("SELECT version FROM data_versions WHERE scope = 'crm' FOR UPDATE");
}
