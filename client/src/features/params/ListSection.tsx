import { useId, type ReactNode } from 'react';
import { ErrorText } from '../../ui/ErrorText';
import styles from './ParamsPage.module.css';

export interface ListSectionColumn {
  label: string;
  className?: string;
}

/**
 * One section of the parameters screen (a parameter's values, the labels): heading, hint, error, an editable
 * table with an 'Acciones' column and the add form under it. Each section keeps its own rows and fields.
 */
export function ListSection({
  title,
  badge,
  hint,
  error,
  tableLabel,
  columns,
  empty,
  rowCount,
  rows,
  pending,
  addForm,
}: {
  title: string;
  /** Beside the heading (the parameter's key). */
  badge?: ReactNode;
  hint?: ReactNode;
  error: string | null;
  tableLabel: string;
  columns: readonly ListSectionColumn[];
  empty: string;
  rowCount: number;
  rows: ReactNode;
  /** Shown instead of the table while its data is loading or failed to load. */
  pending?: ReactNode;
  addForm: ReactNode;
}) {
  const headingId = useId();
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <div className={styles.sectionHeader}>
        <h3 id={headingId}>{title}</h3>
        {badge}
      </div>
      {hint && <p className={styles.hint}>{hint}</p>}
      <ErrorText>{error}</ErrorText>
      {pending ?? (
        <table className={styles.table} aria-label={tableLabel}>
          <thead>
            <tr>
              {columns.map((c) => (
                <th key={c.label} scope="col" className={c.className}>
                  {c.label}
                </th>
              ))}
              <th scope="col" className={styles.actionsCol}>
                <span className="visually-hidden">Acciones</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rowCount === 0 && (
              <tr>
                <td colSpan={columns.length + 1} className={styles.empty}>
                  {empty}
                </td>
              </tr>
            )}
            {rows}
          </tbody>
        </table>
      )}
      {addForm}
    </section>
  );
}
