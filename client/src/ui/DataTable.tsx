import type { Key, ReactNode } from 'react';
import styles from './DataTable.module.css';

export interface Column<T> {
  key: string;
  header: ReactNode;
  render: (row: T) => ReactNode;
  align?: 'left' | 'right' | 'center';
  /** The server-side sort key of this column; without it the column does not sort. */
  sortKey?: string;
}

export interface TableSort {
  key: string;
  dir: 'asc' | 'desc';
}

export interface DataTableProps<T> {
  /** Accessible name of the table. */
  label: string;
  columns: ReadonlyArray<Column<T>>;
  rows: ReadonlyArray<T>;
  rowKey: (row: T) => Key;
  /** Text shown in a single row when there are no rows. */
  empty?: ReactNode;
  /** The sorted column; headers of columns with a sortKey become buttons calling onSort. */
  sort?: TableSort | null;
  onSort?: (key: string) => void;
}

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;

export function DataTable<T>({ label, columns, rows, rowKey, empty = 'Sin datos', sort, onSort }: DataTableProps<T>) {
  const alignClass = (align?: Column<T>['align']) =>
    align === 'right' ? styles.right : align === 'center' ? styles.center : undefined;
  return (
    <div className={styles.wrap}>
      <table className={styles.table} aria-label={label}>
        <thead>
          <tr>
            {columns.map((c) => {
              if (!c.sortKey || !onSort) {
                return (
                  <th key={c.key} scope="col" className={alignClass(c.align)}>
                    {c.header}
                  </th>
                );
              }
              const dir = sort && sort.key === c.sortKey ? sort.dir : null;
              const sortKey = c.sortKey;
              return (
                <th key={c.key} scope="col" className={alignClass(c.align)} aria-sort={dir ? ARIA_SORT[dir] : 'none'}>
                  <button type="button" className={styles.sortButton} onClick={() => onSort(sortKey)}>
                    {c.header}
                    <span className={styles.sortIcon} data-dir={dir ?? 'none'} aria-hidden="true" />
                  </button>
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={columns.length} className={styles.empty}>
                {empty}
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={rowKey(row)}>
                {columns.map((c) => (
                  <td key={c.key} className={alignClass(c.align)}>
                    {c.render(row)}
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
