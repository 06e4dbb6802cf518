import { cardFollowUp } from '@crm/domain';
import type { DealCardData } from './boardData';
import styles from './FollowUpIcon.module.css';

/** Classes of the card's follow-up signals, as plain functions of the card (no React). */
export function followUpIconClass(state: 'overdue' | 'missing' | 'ok'): string {
  return `${styles.icon} ${state === 'overdue' ? styles.overdue : styles.missing}`;
}

/** The card's extra class when idle past its stage's idle days (red), or undefined. */
export function stuckCardClass(card: Pick<DealCardData, 'nextDueAt' | 'lastTouchAt' | 'stuckDays'>, now: Date): string | undefined {
  return cardFollowUp(card, now.getTime()).stuck ? styles.stuck : undefined;
}
