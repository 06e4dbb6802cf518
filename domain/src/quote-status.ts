/**
 * The lifecycle of a saved quote version: borrador → enviada (e-mailed with its PDF, or marked sent) →
 * aceptada / rechazada (with a reason of the won/lost list). 'vencida' is never stored: a version still
 * borrador or enviada whose validity ('7 DIAS', '15 días', '2 semanas', '1 mes', a date) ended before today
 * reads as vencida (amber on the card and the operation). Shared by the server (which enforces the
 * transitions) and the screens (which offer only the allowed ones).
 */
import { isCalendarDate } from './dates';

export const QUOTE_STATUSES = ['borrador', 'enviada', 'aceptada', 'rechazada'] as const;
export type QuoteStatus = (typeof QUOTE_STATUSES)[number];
/** What a version shows: its stored status, or 'vencida' (derived). */
export type QuoteDisplayStatus = QuoteStatus | 'vencida';

export const QUOTE_STATUS_LABELS: Record<QuoteDisplayStatus, string> = {
  borrador: 'Borrador',
  enviada: 'Enviada',
  aceptada: 'Aceptada',
  rechazada: 'Rechazada',
  vencida: 'Vencida',
};

/** The parameter naming the stage an operation moves to when its quote is accepted (empty: it stays). */
export const QUOTE_ACCEPTED_STAGE_PARAM = 'etapa_presupuesto_aceptado';

export const QUOTE_STATUS_MESSAGES = {
  statusInvalid: `Estado de presupuesto inválido: usá ${QUOTE_STATUSES.join(', ')}.`,
  transition: (from: QuoteStatus, to: QuoteStatus) => `Una versión ${QUOTE_STATUS_LABELS[from].toLowerCase()} no puede pasar a ${QUOTE_STATUS_LABELS[to].toLowerCase()}.`,
  reasonRequired: 'Elegí el motivo del rechazo.',
  reasonUnknown: 'Motivo desconocido: elegí uno de la lista de motivos de cierre.',
  reasonOnlyRejected: 'El motivo va solo con un presupuesto rechazado.',
  versionNotFound: 'Esa versión del presupuesto no existe.',
  noQuote: 'La operación no tiene un presupuesto guardado.',
} as const;

export function isQuoteStatus(v: unknown): v is QuoteStatus {
  return typeof v === 'string' && (QUOTE_STATUSES as readonly string[]).includes(v);
}

/**
 * Allowed moves: a draft is sent, or answered directly (the client answered on the phone); a sent one is
 * answered; an answer can be taken back to 'enviada' (a mistake, or the client changed their mind).
 */
const ALLOWED: Record<QuoteStatus, readonly QuoteStatus[]> = {
  borrador: ['enviada', 'aceptada', 'rechazada'],
  enviada: ['aceptada', 'rechazada'],
  aceptada: ['enviada', 'rechazada'],
  rechazada: ['enviada', 'aceptada'],
};

export function quoteStatusTransitionError(from: QuoteStatus, to: QuoteStatus): string | null {
  return ALLOWED[from].includes(to) ? null : QUOTE_STATUS_MESSAGES.transition(from, to);
}

/** The statuses a version in `from` may be moved to (the screen's buttons). */
export function quoteStatusTargets(from: QuoteStatus): readonly QuoteStatus[] {
  return ALLOWED[from];
}

function addDays(iso: string, days: number): string {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

function addMonths(iso: string, months: number): string {
  const [y, m, day] = iso.split('-').map(Number);
  const target = new Date(Date.UTC(y, m - 1 + months, 1));
  const last = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  return `${target.getUTCFullYear()}-${String(target.getUTCMonth() + 1).padStart(2, '0')}-${String(Math.min(day, last)).padStart(2, '0')}`;
}

/**
 * The last day the offer holds ('YYYY-MM-DD'), from the quote's date and its 'Validez de la oferta' text:
 * 'N DIAS' / 'N días' / 'N day(s)' (the day of the quote plus N), 'N semanas', 'N meses', or a date
 * ('DD/MM/YYYY', 'YYYY-MM-DD'). Null when the text says nothing readable (such a quote never expires).
 */
export function quoteValidUntil(fecha: string | null | undefined, validez: string | null | undefined): string | null {
  const text = (validez ?? '')
    .trim()
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');
  if (!text) return null;
  const iso = /^(\d{4}-\d{2}-\d{2})$/.exec(text);
  if (iso && isCalendarDate(iso[1])) return iso[1];
  const dmy = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text);
  if (dmy) {
    const d = `${dmy[3]}-${dmy[2].padStart(2, '0')}-${dmy[1].padStart(2, '0')}`;
    return isCalendarDate(d) ? d : null;
  }
  if (!fecha || !isCalendarDate(fecha)) return null;
  const m = /^(\d{1,4})\s*(dias?|days?|d|semanas?|weeks?|mes(?:es)?|months?)\b/.exec(text);
  if (!m) return null;
  const n = Number(m[1]);
  const unit = m[2];
  if (unit.startsWith('mes') || unit.startsWith('month')) return addMonths(fecha, n);
  if (unit.startsWith('semana') || unit.startsWith('week')) return addDays(fecha, n * 7);
  return addDays(fecha, n);
}

/** What a version shows today: 'vencida' when still open (borrador or enviada) past its validity. */
export function quoteDisplayStatus(status: QuoteStatus, validUntil: string | null, today: string): QuoteDisplayStatus {
  if ((status === 'borrador' || status === 'enviada') && validUntil && validUntil < today) return 'vencida';
  return status;
}

/**
 * What the kanban card keeps of an operation's latest quote version (deals.quote_open_until): its last valid
 * day while it is still open (borrador or enviada), null when answered or when its validity says nothing
 * readable. The card then needs only its own day to read 'vencida' (quoteExpired), the same rule as
 * quoteDisplayStatus.
 */
export function quoteOpenUntil(quote: { fecha?: string | null; validezOferta?: string | null }, status: QuoteStatus): string | null {
  if (status !== 'borrador' && status !== 'enviada') return null;
  return quoteValidUntil(quote.fecha, quote.validezOferta);
}

/** The card's amber 'vencida' mark: an open quote whose last valid day (quoteOpenUntil) is before `today` ('YYYY-MM-DD'). */
export function quoteExpired(openUntil: string | null | undefined, today: string): boolean {
  return !!openUntil && quoteDisplayStatus('enviada', openUntil, today) === 'vencida';
}

/** One row of 'Presupuestos enviados → aceptados' (statistics): per advisor and month the quote was sent. */
export interface QuoteFunnelRow {
  advisorUserId: number | null;
  advisorName: string;
  /** 'YYYY-MM'. */
  month: string;
  sent: number;
  accepted: number;
  rejected: number;
}

export interface QuoteFunnelInput {
  advisorUserId: number | null;
  advisorName: string | null;
  /** When it was first sent (ISO date or date-time); null: never sent (not counted). */
  sentAt: string | null;
  status: QuoteStatus;
}

/**
 * Quotes sent → accepted by advisor and month: each version counted once in the month it was first sent;
 * 'accepted' and 'rejected' are those of them answered so. Ordered by month, then advisor name.
 */
export function quoteFunnel(rows: readonly QuoteFunnelInput[]): QuoteFunnelRow[] {
  const by = new Map<string, QuoteFunnelRow>();
  for (const r of rows) {
    if (!r.sentAt) continue;
    const month = r.sentAt.slice(0, 7);
    const key = `${month}|${r.advisorUserId ?? 0}`;
    const row = by.get(key) ?? { advisorUserId: r.advisorUserId, advisorName: r.advisorName ?? 'Sin asesor', month, sent: 0, accepted: 0, rejected: 0 };
    row.sent++;
    if (r.status === 'aceptada') row.accepted++;
    if (r.status === 'rechazada') row.rejected++;
    by.set(key, row);
  }
  return [...by.values()].sort((a, b) => a.month.localeCompare(b.month) || a.advisorName.localeCompare(b.advisorName, 'es'));
}
