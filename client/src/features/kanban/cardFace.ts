import { checklistChipText, formatMoney, paraguayToday, quoteDeadlineBadge, quoteExpired, reportDate } from '@crm/domain';
import { ageInDays, type DealCardData } from './boardData';

/** The card fields its face is drawn from (the DealCardFields fragment). */
export type CardFaceInput = Pick<DealCardData, 'reference' | 'title' | 'orgName' | 'contactName' | 'value' | 'fCotiz' | 'createdAt' | 'docs' | 'quoteOpenUntil' | 'realProfit'>;

/**
 * Everything a kanban card shows, as text, read by the React card (DealCardView), the only markup of a card (its
 * first frame too). A new field on the card's face goes here first (docs/architecture.md §2).
 */
export interface CardFace {
  /** The reference, or the title when there is none. */
  heading: string;
  /** The title under the heading, when the heading is the reference. */
  title: string | null;
  /** The organization and the contact, when there is either. */
  people: { org: string | null; contact: string | null } | null;
  /** The quote deadline (fCotiz): amber a few days before, red once late. */
  badge: { text: string; tone: 'amber' | 'red' } | null;
  /** The latest quote still open past its validity (domain quoteExpired, against the screen's own day): amber 'Vencida'. */
  quoteExpired: { text: string; title: string } | null;
  /** The value, as money. */
  value: string;
  /**
   * The real profit beside it once the operation has a supplier invoice ('Real: US$ 1.234,56', the budget against
   * actual's currency), else null.
   */
  real: { text: string; title: string } | null;
  /** The document checklist chip, when the operation has a checklist. */
  docs: { text: string; title: string; requiredOverdue: boolean } | null;
  /** Days since creation, as shown ('12 d'). */
  age: string;
  /** The card's accessible name: heading, organization, contact. */
  label: string;
}

export function cardFace(card: CardFaceInput, now: Date): CardFace {
  const heading = card.reference || card.title;
  const badge = quoteDeadlineBadge(card.fCotiz, now);
  const docs = card.docs && card.docs.total > 0 ? card.docs : null;
  return {
    heading,
    title: card.reference && card.title ? card.title : null,
    people: card.orgName || card.contactName ? { org: card.orgName || null, contact: card.contactName || null } : null,
    badge: badge && { text: badge.text, tone: badge.tone },
    quoteExpired: quoteExpired(card.quoteOpenUntil, paraguayToday(now)) ? { text: 'Vencida', title: `Presupuesto vencido (válido hasta ${reportDate(card.quoteOpenUntil)})` } : null,
    value: formatMoney(card.value),
    real: card.realProfit == null ? null : { text: `Real: US$ ${formatMoney(card.realProfit)}`, title: 'Utilidad real según las facturas de proveedor (presupuesto contra real)' },
    docs: docs && {
      text: checklistChipText(docs),
      title: docs.requiredOverdue ? 'Documentos recibidos · hay un obligatorio vencido' : 'Documentos recibidos',
      requiredOverdue: docs.requiredOverdue,
    },
    age: `${ageInDays(card.createdAt, now)} d`,
    label: [heading, card.orgName, card.contactName].filter(Boolean).join(', '),
  };
}
