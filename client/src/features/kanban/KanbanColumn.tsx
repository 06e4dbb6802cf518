import { useCallback, useRef, type UIEvent } from 'react';
import { useDroppable } from '@dnd-kit/core';
import { formatMoney } from '@crm/domain';
import { formatNumber } from '../../lib/format';
import { Button } from '../../ui/Button';
import type { BoardColumn } from './boardData';
import { DraggableDealCard } from './DealCard';
import styles from './KanbanPage.module.css';

/** Distance from the bottom of a column's list at which the next page is requested. */
const LOAD_AHEAD_PX = 120;

export function KanbanColumn({
  column,
  now,
  loadingMore,
  onLoadMore,
  canDrag,
  shownCards,
}: {
  column: BoardColumn;
  now: Date;
  loadingMore: boolean;
  onLoadMore: (column: BoardColumn) => void;
  /** Only roles that may move deals get draggable cards (role-aware screens). */
  canDrag: boolean;
  /** At most this many of the loaded cards (the board's first frame: firstFrameShape); all when absent. */
  shownCards?: number;
}) {
  const { setNodeRef, isOver } = useDroppable({ id: `stage-${column.stageId}`, data: { stageId: column.stageId } });
  const headingId = `kanban-col-${column.stageId}`;
  const { edges, pageInfo, totalCount } = column.cards;
  const remaining = Math.max(0, totalCount - edges.length);
  const shown = shownCards === undefined ? edges : edges.slice(0, shownCards);
  const canLoad = pageInfo.hasNextPage && !loadingMore;
  const listRef = useRef<HTMLDivElement>(null);

  const onScroll = useCallback(
    (event: UIEvent<HTMLDivElement>) => {
      const el = event.currentTarget;
      if (canLoad && el.scrollHeight - el.scrollTop - el.clientHeight < LOAD_AHEAD_PX) onLoadMore(column);
    },
    [canLoad, onLoadMore, column],
  );

  return (
    <section
      ref={setNodeRef}
      className={[styles.column, isOver && styles.columnOver].filter(Boolean).join(' ')}
      aria-labelledby={headingId}
      data-testid="kanban-column"
      data-stage-id={column.stageId}
    >
      <header className={styles.columnHeader}>
        <h2 id={headingId} className={styles.columnTitle} title={column.label}>
          {column.label}
        </h2>
        <span className={styles.count} title="Operaciones abiertas" data-testid="column-count">
          {formatNumber(column.count)}
        </span>
        <span className={styles.sum} title="Suma del valor" data-testid="column-sum">
          {formatMoney(column.valueSum)}
        </span>
      </header>
      <div ref={listRef} className={styles.cards} onScroll={onScroll} data-testid="column-cards">
        {shown.map((e) => (
          <DraggableDealCard key={e.node.id} card={e.node} now={now} canDrag={canDrag} />
        ))}
        {edges.length === 0 && <p className={styles.emptyColumn}>Sin operaciones</p>}
        {/* Below the loaded cards only once they are all shown, so it does not move when the rest arrive. */}
        {pageInfo.hasNextPage && shown.length === edges.length && (
          <Button size="sm" variant="ghost" className={styles.more} onClick={() => onLoadMore(column)} disabled={loadingMore}>
            {loadingMore ? 'Cargando…' : `Cargar más (${formatNumber(remaining)})`}
          </Button>
        )}
      </div>
    </section>
  );
}
