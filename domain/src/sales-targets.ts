/**
 * Monthly targets per seller and pipeline health (the seller's and the team's dashboards). Pure: the caller
 * passes `now`. Months and days are the office's (America/Asuncion). Money figures are integer USD cents
 * (fiscal-money.ts minor units), like every amount compared here; counts are plain integers.
 */
import { fromDecimal, toDecimal } from './fiscal-money';
import { utcToWallTime, wallTimeToUtc } from './followups';
import { isQuoteStale, isStuck, nextStepState, QUOTE_STALE_DAYS } from './next-steps';

export const TARGET_METRICS = ['calls', 'newProspects', 'quotesSent', 'pipelineValue', 'wonValue'] as const;
export type TargetMetric = (typeof TARGET_METRICS)[number];

export const TARGET_METRIC_LABELS: Record<TargetMetric, string> = {
  calls: 'Llamadas',
  newProspects: 'Prospectos nuevos',
  quotesSent: 'Cotizaciones enviadas',
  pipelineValue: 'Valor del pipeline (USD)',
  wonValue: 'Valor ganado (USD)',
};

/** Metrics counted in USD cents; the others are counts. */
export const MONEY_METRICS: readonly TargetMetric[] = ['pipelineValue', 'wonValue'];

export const isMoneyMetric = (m: TargetMetric): boolean => MONEY_METRICS.includes(m);

/** Largest count target and largest money target (USD cents: 10 000 000 000,00 USD). */
export const TARGET_COUNT_MAX = 1_000_000;
export const TARGET_CENTS_MAX = 1_000_000_000_000;

export const TARGET_MESSAGES = {
  monthInvalid: 'El mes debe tener el formato AAAA-MM.',
  countInvalid: `La meta debe ser un número entero entre 0 y ${TARGET_COUNT_MAX.toLocaleString('es-PY')}.`,
  moneyInvalid: 'La meta en USD debe ser un importe entre 0 y 10.000.000.000 con hasta 2 decimales.',
  userNotFound: 'Vendedor no encontrado.',
  userRequired: 'Indicá el vendedor de la meta.',
} as const;

/** A month 'YYYY-MM' (2000–2999). */
export function isMonth(v: unknown): v is string {
  return typeof v === 'string' && /^2\d{3}-(0[1-9]|1[0-2])$/.test(v);
}

/** The office's month of `now` ('YYYY-MM'). */
export function officeMonth(now: number): string {
  return utcToWallTime(new Date(now)).slice(0, 7);
}

/** The month after `month`. */
export function nextMonth(month: string): string {
  const y = Number(month.slice(0, 4));
  const m = Number(month.slice(5, 7));
  return m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
}

/** The month as UTC instants [start, end): its first office midnight and the next month's. */
export function monthBoundsUtc(month: string): { start: Date; end: Date } {
  const at = (m: string) => new Date(`${wallTimeToUtc(`${m}-01 00:00:00`).replace(' ', 'T')}Z`);
  return { start: at(month), end: at(nextMonth(month)) };
}

/**
 * How much of the month has gone by at `now` (0 before it starts, 1 after it ends): the pace a target is
 * measured against ("en camino" when the actual keeps up with it).
 */
export function monthElapsed(month: string, now: number): number {
  const { start, end } = monthBoundsUtc(month);
  if (now <= start.getTime()) return 0;
  if (now >= end.getTime()) return 1;
  return (now - start.getTime()) / (end.getTime() - start.getTime());
}

export type TargetStatus = 'sin_meta' | 'cumplida' | 'en_camino' | 'atrasada';

export const TARGET_STATUS_LABELS: Record<TargetStatus, string> = {
  sin_meta: 'Sin meta',
  cumplida: 'Cumplida',
  en_camino: 'En camino',
  atrasada: 'Atrasada',
};

export interface TargetProgress {
  target: number | null;
  actual: number;
  /** Whole percent of the target reached (rounded down; may pass 100); null without a target. */
  percent: number | null;
  status: TargetStatus;
}

/**
 * Actual versus target: met at or above it; on track when the actual is at least the month's elapsed share
 * of the target; behind otherwise. A target of 0 (or none) is no target. Integers in (cents or counts).
 */
export function targetProgress(target: number | null | undefined, actual: number, elapsed: number): TargetProgress {
  if (target == null || target <= 0) return { target: target ?? null, actual, percent: null, status: 'sin_meta' };
  const percent = Math.floor((actual * 100) / target);
  if (actual >= target) return { target, actual, percent, status: 'cumplida' };
  // Integer comparison of actual / target ≥ elapsed (elapsed in millionths, so no float rounds a tie away).
  const pace = Math.round(Math.min(Math.max(elapsed, 0), 1) * 1_000_000);
  return { target, actual, percent, status: actual * 1_000_000 >= target * pace ? 'en_camino' : 'atrasada' };
}

export type TargetFigures = Record<TargetMetric, number>;

/** Every metric's progress, in TARGET_METRICS order. */
export function targetsVsActual(targets: Partial<Record<TargetMetric, number | null>>, actual: TargetFigures, elapsed: number): Array<{ metric: TargetMetric } & TargetProgress> {
  return TARGET_METRICS.map((metric) => ({ metric, ...targetProgress(targets[metric], actual[metric], elapsed) }));
}

/** A USD amount as typed or sent ('1234.56', 1234.56) in cents; null when it is not a target amount. */
export function targetCents(v: unknown): number | null {
  if (typeof v !== 'number' && typeof v !== 'string') return null;
  if (typeof v === 'string' && !/^\s*\d+(\.\d{1,2})?\s*$/.test(v)) return null;
  if (typeof v === 'number' && (!Number.isFinite(v) || v < 0)) return null;
  const c = fromDecimal(typeof v === 'string' ? v.trim() : v, 'USD');
  return c == null || c < 0 || c > TARGET_CENTS_MAX || (typeof v === 'number' && Math.abs(c / 100 - v) > 1e-9) ? null : c;
}

/** Cents as the number the APIs show (USD with 2 decimals). */
export function centsToUsd(cents: number): number {
  return Number(toDecimal(cents, 'USD'));
}

/** Days ahead in which an operation's confirmation date makes it "closing soon". */
export const CLOSING_SOON_DAYS = 7;

const DAY_MS = 86_400_000;

export const HEALTH_BUCKETS = ['stuck', 'unquoted', 'quoteStale', 'noNextStep', 'closingSoon'] as const;
export type HealthBucket = (typeof HEALTH_BUCKETS)[number];

export const HEALTH_BUCKET_LABELS: Record<HealthBucket, string> = {
  stuck: 'Estancadas',
  unquoted: 'Sin cotizar',
  quoteStale: `Cotizadas hace ${QUOTE_STALE_DAYS}+ días sin actividad`,
  noNextStep: 'Sin próximo paso',
  closingSoon: 'Cierran pronto',
};

export interface HealthInput {
  nextDueAtMs: number | null;
  lastTouchMs: number;
  stuckDays: number | null;
  /** The quote date (f_cotiz) at the office's midnight, if quoted. */
  quotedAtMs: number | null;
  /** The confirmation date (f_confirm, 'YYYY-MM-DD'), the expected close, if set. */
  closeDate: string | null;
}

/**
 * The health buckets an open operation falls in (several at once): stuck past its stage's idle days, not
 * quoted yet, quoted QUOTE_STALE_DAYS+ days ago without a touch, without a next step (an overdue step is
 * still a step: it shows in "próximas acciones"), closing soon (confirmation date from today to
 * CLOSING_SOON_DAYS days ahead, on the office's calendar).
 */
export function healthBuckets(d: HealthInput, now: number): HealthBucket[] {
  const out: HealthBucket[] = [];
  if (isStuck(d.lastTouchMs, d.stuckDays, now)) out.push('stuck');
  if (d.quotedAtMs == null) out.push('unquoted');
  if (isQuoteStale(d.quotedAtMs, d.lastTouchMs, now)) out.push('quoteStale');
  if (nextStepState(d.nextDueAtMs, now) === 'missing') out.push('noNextStep');
  if (d.closeDate && /^\d{4}-\d{2}-\d{2}$/.test(d.closeDate)) {
    const today = utcToWallTime(new Date(now)).slice(0, 10);
    const days = Math.round((Date.parse(`${d.closeDate}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / DAY_MS);
    if (days >= 0 && days <= CLOSING_SOON_DAYS) out.push('closingSoon');
  }
  return out;
}

/** How many operations fall in each bucket. */
export function healthCounts(list: readonly HealthInput[], now: number): Record<HealthBucket, number> {
  const out = Object.fromEntries(HEALTH_BUCKETS.map((b) => [b, 0])) as Record<HealthBucket, number>;
  for (const d of list) for (const b of healthBuckets(d, now)) out[b]++;
  return out;
}

/** The office's midnight of a 'YYYY-MM-DD' date as epoch ms (a quote date's instant), or null. */
export function officeDayStartMs(day: string | null | undefined): number | null {
  if (!day || !/^\d{4}-\d{2}-\d{2}$/.test(day.slice(0, 10))) return null;
  const ms = Date.parse(`${wallTimeToUtc(`${day.slice(0, 10)} 00:00:00`).replace(' ', 'T')}Z`);
  return Number.isFinite(ms) ? ms : null;
}

/**
 * Who reads the whole team's targets and dashboard: admins (who also set them) and the read-only roles
 * (viewer, finanzas). Sellers (venta, ops) read their own.
 */
export function readsTeamTargets(role: string | null | undefined): boolean {
  return role === 'admin' || role === 'viewer' || role === 'finanzas';
}

export type NextActionReason = 'overdue' | 'stuck' | 'quoteStale' | 'noNextStep';

export const NEXT_ACTION_REASON_LABELS: Record<NextActionReason, string> = {
  overdue: 'Próximo paso vencido',
  stuck: 'Estancada',
  quoteStale: 'Cotización sin seguimiento',
  noNextStep: 'Sin próximo paso',
};

/** Why an operation is in "próximas acciones" (the group rankNextActions put it in); null when it is not. */
export function nextActionReason(c: { nextDueAtMs: number | null; lastTouchMs: number; stuckDays: number | null; quotedAtMs: number | null }, now: number): NextActionReason | null {
  const state = nextStepState(c.nextDueAtMs, now);
  if (state === 'overdue') return 'overdue';
  if (state === 'ok') return null;
  if (isStuck(c.lastTouchMs, c.stuckDays, now)) return 'stuck';
  if (isQuoteStale(c.quotedAtMs, c.lastTouchMs, now)) return 'quoteStale';
  return 'noNextStep';
}
