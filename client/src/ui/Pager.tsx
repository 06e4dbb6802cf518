import { formatNumber } from '../lib/format';
import { Button } from './Button';
import styles from './lists.module.css';

/** 'Anterior' / 'Siguiente' under a list whose page number lives in the URL (useListUrlState). */
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
