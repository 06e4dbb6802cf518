import { addDays } from '@crm/domain';
import type { EntityManager } from 'typeorm';

/** The kept aging's columns, in the order of AGING_BUCKETS (minor units ×100 of the currency: cents, also for guaraníes). */
export const KEPT_AGING_COLUMNS = ['current_cents', 'd1_30_cents', 'd31_60_cents', 'd61_90_cents', 'over_90_cents'] as const;

/**
 * The bucket of an invoice's due date as of `asOf`, in SQL: the same boundaries as agingBucket in the domain
 * (not yet due or due that day: current; then up to 30, 60, 90 days late; then over 90). Due dates are
 * 'YYYY-MM-DD' text, so the boundaries are compared as text on both engines.
 */
function bucketSums(asOf: string): { sql: string; params: string[] } {
  const d30 = addDays(asOf, -30);
  const d60 = addDays(asOf, -60);
  const d90 = addDays(asOf, -90);
  const open = 'ROUND((i.total - i.credited - i.paid) * 100)';
  const when = [
    'i.due_date IS NULL OR i.due_date >= ?',
    'i.due_date < ? AND i.due_date >= ?',
    'i.due_date < ? AND i.due_date >= ?',
    'i.due_date < ? AND i.due_date >= ?',
    'i.due_date < ?',
  ];
  return {
    sql: when.map((w) => `SUM(CASE WHEN ${w} THEN ${open} ELSE 0 END)`).join(', '),
    params: [asOf, asOf, d30, d30, d60, d60, d90, d90],
  };
}

/**
 * Writes the kept aging of `orgIds` (null: every client) as of `asOf` from the invoices' kept open amounts
 * (total − credited − paid, which the receipts and credit-note writes keep in their transaction): what is
 * open today of the issued and partly paid invoices dated up to the day, per client and currency, by bucket.
 * Runs in the caller's transaction, after its lock (lockCrmWrites on MariaDB; SQLite transactions are
 * exclusive), so it reads the rows that transaction leaves and no other write interleaves.
 */
export async function keepAging(em: EntityManager, orgIds: readonly number[] | null, asOf: string): Promise<void> {
  const ids = orgIds ? [...new Set(orgIds.filter((id) => Number.isInteger(id) && id > 0))] : null;
  if (ids && !ids.length) return;
  // IN lists stay small for the engines (a receipt or a cancel names one client; the rebuild names none).
  for (let from = 0; ids === null ? from === 0 : from < ids.length; from += 500) {
    const chunk = ids?.slice(from, from + 500) ?? null;
    const inList = chunk ? `IN (${chunk.map(() => '?').join(', ')})` : '';
    await em.query(chunk ? `DELETE FROM collection_aging WHERE org_id ${inList}` : 'DELETE FROM collection_aging', chunk ?? []);
    const sums = bucketSums(asOf);
    await em.query(
      `INSERT INTO collection_aging (org_id, currency, as_of, ${KEPT_AGING_COLUMNS.join(', ')})
       SELECT i.org_id, i.currency, ?, ${sums.sql}
       FROM invoices i
       WHERE i.status IN ('emitida', 'pago_parcial') AND i.invoice_date <= ? AND i.org_id ${chunk ? inList : 'IS NOT NULL'}
       GROUP BY i.org_id, i.currency`,
      [asOf, ...sums.params, asOf, ...(chunk ?? [])],
    );
  }
}

/** True when some kept row is of another day than `today` (the buckets moved at midnight: rebuild). */
export async function agingIsStale(em: EntityManager, today: string): Promise<boolean> {
  const rows = (await em.query('SELECT org_id FROM collection_aging WHERE as_of < ? OR as_of > ? LIMIT 1', [today, today])) as unknown[];
  return rows.length > 0;
}
