import { cardFollowUp } from '@crm/domain';
import type { DealCardData } from './boardData';
import { followUpIconClass } from './followUpSignals';

/**
 * The card's follow-up icon (nextSteps cardFollowUp): overdue or missing next step, its class from followUpIconClass.
 */
export function FollowUpIcon({ card, now }: { card: Pick<DealCardData, 'nextDueAt' | 'lastTouchAt' | 'stuckDays'>; now: Date }) {
  const f = cardFollowUp(card, now.getTime());
  if (!f.label) return null;
  return <span className={followUpIconClass(f.nextStep)} role="img" aria-label={f.label} title={f.label} data-testid="next-step-icon" data-state={f.nextStep} />;
}
