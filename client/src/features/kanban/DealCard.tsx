import type { HTMLAttributes, Ref } from 'react';
import { useNavigate } from 'react-router';
import { useDraggable } from '@dnd-kit/core';
import type { DealCardData } from './boardData';
import { cardFace } from './cardFace';
import { MilestoneChip } from './MilestoneChip';
import { FollowUpIcon } from './FollowUpIcon';
import { stuckCardClass } from './followUpSignals';
import styles from './KanbanPage.module.css';

interface DealCardViewProps extends HTMLAttributes<HTMLDivElement> {
  card: DealCardData;
  now: Date;
  ref?: Ref<HTMLDivElement>;
  dragging?: boolean;
  overlay?: boolean;
}

/** What a card shows: reference or title, organization and contact, value, age, deadline badge, documents chip; its texts are cardFace's. */
export function DealCardView({ card, now, dragging, overlay, className, ...rest }: DealCardViewProps) {
  const face = cardFace(card, now);
  return (
    <div
      className={[styles.card, stuckCardClass(card, now), dragging && styles.cardDragging, overlay && styles.cardOverlay, className].filter(Boolean).join(' ')}
      data-stuck={stuckCardClass(card, now) ? 'true' : undefined}
      {...rest}
    >
      <div className={styles.cardTop}>
        <span className={styles.cardRef}>{face.heading}</span>
        {face.badge && (
          <span className={`${styles.badge} ${face.badge.tone === 'red' ? styles.badgeRed : styles.badgeAmber}`} data-testid="deadline-badge">
            {face.badge.text}
          </span>
        )}
        {face.quoteExpired && (
          <span className={`${styles.badge} ${styles.badgeAmber}`} data-testid="quote-expired" title={face.quoteExpired.title}>
            {face.quoteExpired.text}
          </span>
        )}
        <FollowUpIcon card={card} now={now} />
      </div>
      {face.title && <div className={styles.cardTitle}>{face.title}</div>}
      {face.people && (
        <div className={styles.cardPeople}>
          {face.people.org && <span>{face.people.org}</span>}
          {face.people.org && face.people.contact && <span aria-hidden="true"> · </span>}
          {face.people.contact && <span>{face.people.contact}</span>}
        </div>
      )}
      <MilestoneChip dealId={card.id} now={now} />
      <div className={styles.cardBottom}>
        <span className={styles.cardValue}>{face.value}</span>
        {face.docs && (
          <span className={styles.docsChip} data-testid="docs-chip" title={face.docs.title}>
            {face.docs.requiredOverdue && <span className={styles.redDot} data-testid="docs-overdue" aria-label="Documento obligatorio vencido" role="img" />}
            {face.docs.text}
          </span>
        )}
        <span className={styles.cardAge} title="Antigüedad">
          {face.age}
        </span>
      </div>
      {face.real && (
        <div className={styles.cardReal} title={face.real.title}>
          {face.real.text}
        </div>
      )}
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
  const label = cardFace(card, now).label;
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
