import { formatNumber } from '../../lib/format';
import { Button } from '../../ui/Button';
import styles from './DealsTable.module.css';

export function LoadMoreFooter({
  shown,
  total,
  hasMore,
  loading,
  onLoadMore,
}: {
  shown: number;
  total: number;
  hasMore: boolean;
  loading: boolean;
  onLoadMore: () => void;
}) {
  if (total === 0) return null;
  return (
    <div className={styles.footer}>
      <span className={styles.muted}>
        Mostrando {formatNumber(shown)} de {formatNumber(total)}
      </span>
      {hasMore && (
        <Button size="sm" onClick={onLoadMore} disabled={loading} aria-busy={loading}>
          {loading ? 'Cargando…' : 'Cargar más'}
        </Button>
      )}
    </div>
  );
}
