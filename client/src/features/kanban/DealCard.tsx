import type { HTMLAttributes, Ref } from 'react';
import { useNavigate } from 'react-router';
import { useDraggable } from '@dnd-kit/core';
import { checklistChipText, formatMoney, quoteDeadlineBadge } from '@crm/domain';
import { ageInDays, type DealCardData } from './boardData';
import styles from './KanbanPage.module.css';

interface DealCardViewProps extends HTMLAttributes<HTMLDivElement> {
  card: DealCardData;
  now: Date;
  ref?: Ref<HTMLDivElement>;
  dragging?: boolean;
  overlay?: boolean;
}

/** What a card shows (spec part 1 §2): reference or title, organization and contact, value, age, deadline badge. */
export function DealCardView({ card, now, dragging, overlay, className, ...rest }: DealCardViewProps) {
  const badge = quoteDeadlineBadge(card.fCotiz, now);
  const age = ageInDays(card.createdAt, now);
  const heading = card.reference || card.title;
  return (
    <div
      className={[styles.card, dragging && styles.cardDragging, overlay && styles.cardOverlay, className].filter(Boolean).join(' ')}
      {...rest}
    >
      <div className={styles.cardTop}>
        <span className={styles.cardRef}>{heading}</span>
        {badge && (
          <span className={`${styles.badge} ${badge.tone === 'red' ? styles.badgeRed : styles.badgeAmber}`} data-testid="deadline-badge">
            {badge.text}
          </span>
        )}
      </div>
      {card.reference && card.title && <div className={styles.cardTitle}>{card.title}</div>}
      {(card.orgName || card.contactName) && (
        <div className={styles.cardPeople}>
          {card.orgName && <span>{card.orgName}</span>}
          {card.orgName && card.contactName && <span aria-hidden="true"> · </span>}
          {card.contactName && <span>{card.contactName}</span>}
        </div>
      )}
      <div className={styles.cardBottom}>
        <span className={styles.cardValue}>{formatMoney(card.value)}</span>
        {card.docs && card.docs.total > 0 && (
          <span
            className={styles.docsChip}
            data-testid="docs-chip"
            title={card.docs.requiredOverdue ? 'Documentos recibidos · hay un obligatorio vencido' : 'Documentos recibidos'}
          >
            {card.docs.requiredOverdue && <span className={styles.redDot} data-testid="docs-overdue" aria-label="Documento obligatorio vencido" role="img" />}
            {checklistChipText(card.docs)}
          </span>
        )}
        <span className={styles.cardAge} title="Antigüedad">
          {age} d
        </span>
      </div>
    </div>
  );
}

/**
 * A card that can be dragged (mouse, touch or keyboard: Space picks up and drops, arrows move
 * between columns) when `canDrag`; otherwise a plain focusable card. Double-click, or Enter, opens the operation.
 */
export function DraggableDealCard({ card, now, canDrag = true }: { card: DealCardData; now: Date; canDrag?: boolean }) {
  const navigate = useNavigate();
  const { setNodeRef, attributes, listeners, isDragging } = useDraggable({
    id: `deal-${card.id}`,
    data: { dealId: card.id, stageId: card.stageId },
    disabled: !canDrag,
  });
  const open = () => navigate(`/operations/${card.id}`);
  const label = [card.reference || card.title, card.orgName, card.contactName].filter(Boolean).join(', ');
  if (!canDrag) {
    return (
      <DealCardView
        card={card}
        now={now}
        data-testid="deal-card"
        data-deal-id={card.id}
        className={styles.cardStatic}
        tabIndex={0}
        role="link"
        aria-label={label}
        onDoubleClick={open}
        onKeyDown={(event) => {
          if (event.key === 'Enter') open();
        }}
      />
    );
  }
  return (
    <DealCardView
      ref={setNodeRef}
      card={card}
      now={now}
      dragging={isDragging}
      data-testid="deal-card"
      data-deal-id={card.id}
      {...attributes}
      {...listeners}
      aria-label={label}
      aria-roledescription="tarjeta arrastrable"
      onDoubleClick={open}
      onKeyDown={(event) => {
        listeners?.onKeyDown?.(event);
        if (event.key === 'Enter' && !isDragging && !event.defaultPrevented) open();
      }}
    />
  );
}
