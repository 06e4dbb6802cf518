import { useCallback, useState } from 'react';
import { formatNumber } from '../../lib/format';
import { Button } from '../../ui/Button';
import styles from './lists.module.css';

/**
 * Cursor pages for the big lists (server-side pagination): the cursors of the pages visited so
 * far, so 'Anterior' goes back without recounting. A new `filterKey` (another search, the browser's
 * back button) starts again at the first page.
 */
export function useCursorPages(filterKey: string) {
  const [state, setState] = useState<{ key: string; cursors: Array<string | null> }>({ key: filterKey, cursors: [null] });
  const cursors = state.key === filterKey ? state.cursors : [null];
  const page = cursors.length - 1;
  const after = cursors[page];
  const next = useCallback(
    (endCursor: string | null | undefined) => {
      if (endCursor) setState((s) => ({ key: filterKey, cursors: [...(s.key === filterKey ? s.cursors : [null]), endCursor] }));
    },
    [filterKey],
  );
  const previous = useCallback(
    () => setState((s) => ({ key: filterKey, cursors: s.key === filterKey && s.cursors.length > 1 ? s.cursors.slice(0, -1) : [null] })),
    [filterKey],
  );
  return { page, after, next, previous };
}

export function Pager({
  page,
  pageSize,
  shown,
  total,
  hasNext,
  onPrevious,
  onNext,
  noun,
}: {
  page: number;
  pageSize: number;
  shown: number;
  total: number;
  hasNext: boolean;
  onPrevious: () => void;
  onNext: () => void;
  noun: string;
}) {
  const from = total === 0 ? 0 : page * pageSize + 1;
  const to = page * pageSize + shown;
  return (
    <nav className={styles.pager} aria-label="Paginación">
      <span className={styles.pagerText}>
        {total === 0 ? `0 ${noun}` : `${formatNumber(from)}–${formatNumber(to)} de ${formatNumber(total)} ${noun}`}
      </span>
      <div className={styles.pagerButtons}>
        <Button size="sm" onClick={onPrevious} disabled={page === 0}>
          ← Anterior
        </Button>
        <Button size="sm" onClick={onNext} disabled={!hasNext}>
          Siguiente →
        </Button>
      </div>
    </nav>
  );
}
