import styles from './DealsTable.module.css';

/** Budget statuses of an organization (spec part 1 §4): borrador grey, bloqueado yellow, confirmado green. */
export const BUDGET_STATUSES = ['borrador', 'bloqueado', 'confirmado'] as const;

const TONE: Record<string, string | undefined> = {
  borrador: styles.badgeGrey,
  bloqueado: styles.badgeYellow,
  confirmado: styles.badgeGreen,
};

export function BudgetStatusBadge({ status }: { status: string | null | undefined }) {
  if (!status) return <span className={styles.muted}>—</span>;
  return <span className={`${styles.badge} ${TONE[status] ?? styles.badgeGrey}`}>{status}</span>;
}
