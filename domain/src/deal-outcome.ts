/**
 * Closing operations as won or lost (won/lost with reasons): reasons from a parameter list ('otro' needs a
 * text), which transitions exist, and the win rate of the statistics. Shared by server and client.
 */

export const CLOSE_REASONS_PARAM = 'motivo_cierre';
/** The defaults of motivo_cierre (seeded by migration; admins add or deactivate values). */
export const DEFAULT_CLOSE_REASONS = ['Precio', 'Tiempo de tránsito', 'Sin respuesta', 'Cliente canceló', 'Otro'] as const;
export const CLOSE_REASON_OTHER = 'Otro';
export const CLOSE_REASON_TEXT_MAX = 500;

export type DealOutcome = 'won' | 'lost';
export const DEAL_OUTCOMES: readonly DealOutcome[] = ['won', 'lost'];

export const OUTCOME_LABELS: Record<DealOutcome, string> = { won: 'Ganada', lost: 'Perdida' };

export const OUTCOME_MESSAGES = {
  reasonRequired: 'Elegí el motivo por el que se perdió la operación.',
  reasonUnknown: 'Motivo de cierre desconocido: elegí uno de la lista.',
  textRequired: "Con el motivo 'Otro' escribí el detalle.",
  notOpen: 'La operación ya está cerrada: reabrila antes de cerrarla de nuevo.',
  notClosed: 'La operación no está cerrada.',
  outcomeInvalid: 'Resultado inválido: usá won o lost.',
} as const;

export function isDealOutcome(v: unknown): v is DealOutcome {
  return v === 'won' || v === 'lost';
}

/** 'otro', 'Otro ' and 'OTRO' are the same reason. */
export function isOtherReason(reason: string | null | undefined): boolean {
  return (reason ?? '').trim().toLowerCase() === CLOSE_REASON_OTHER.toLowerCase();
}

export interface CloseRequest {
  outcome: DealOutcome;
  reason?: string | null;
  reasonText?: string | null;
}

/**
 * The message refusing a close request, or null when it is complete: a lost operation needs a reason of
 * the list (`reasons`, the active values of motivo_cierre); a won one may give one; 'Otro' needs a text.
 */
export function closeRequestError(req: CloseRequest, reasons: readonly string[]): string | null {
  const reason = req.reason?.trim() ?? '';
  if (!reason) return req.outcome === 'lost' ? OUTCOME_MESSAGES.reasonRequired : null;
  const known = reasons.some((r) => r.trim().toLowerCase() === reason.toLowerCase());
  if (!known) return OUTCOME_MESSAGES.reasonUnknown;
  if (isOtherReason(reason) && !(req.reasonText ?? '').trim()) return OUTCOME_MESSAGES.textRequired;
  return null;
}

/** Open operations close; closed ones reopen. Anything else is an invalid transition (its message). */
export function closeTransitionError(current: string, action: 'close' | 'reopen'): string | null {
  if (action === 'close') return current === 'open' ? null : OUTCOME_MESSAGES.notOpen;
  return current === 'won' || current === 'lost' ? null : OUTCOME_MESSAGES.notClosed;
}

/** Won ÷ (won + lost), null when nothing was closed. */
export function winRate(won: number, lost: number): number | null {
  const closed = won + lost;
  return closed > 0 ? won / closed : null;
}

/** '66,7 %' (es-PY), '—' without closed operations. */
export function formatWinRate(rate: number | null): string {
  if (rate === null) return '—';
  return `${(Math.round(rate * 1000) / 10).toLocaleString('es-PY', { maximumFractionDigits: 1 })} %`;
}

/** A lane: 'China → Paraguay' from the operation's origin and destination (country = last comma part). */
export function laneOf(origin: string | null | undefined, destination: string | null | undefined): string {
  const country = (place: string | null | undefined) => {
    const parts = (place ?? '').split(',').map((p) => p.trim()).filter(Boolean);
    return parts.length ? parts[parts.length - 1] : '—';
  };
  return `${country(origin)} → ${country(destination)}`;
}

/** One closed operation as the won/lost statistics read it. */
export interface ClosedDealRow {
  status: string;
  reason: string | null;
  advisor: string | null;
  mode: string | null;
  origin: string | null;
  destination: string | null;
}

export interface ReasonCount {
  reason: string;
  count: number;
}

export interface OutcomeGroup {
  key: string;
  won: number;
  lost: number;
  winRate: number | null;
  /** Lost reasons, most frequent first. */
  lostReasons: ReasonCount[];
}

export interface OutcomeSummary {
  won: number;
  lost: number;
  winRate: number | null;
  lostReasons: ReasonCount[];
  byAdvisor: OutcomeGroup[];
  byMode: OutcomeGroup[];
  byLane: OutcomeGroup[];
}

const NO_VALUE = '—';

function reasonCounts(rows: readonly ClosedDealRow[]): ReasonCount[] {
  const counts = new Map<string, number>();
  for (const r of rows) if (r.status === 'lost') counts.set(r.reason ?? 'Sin motivo', (counts.get(r.reason ?? 'Sin motivo') ?? 0) + 1);
  return [...counts].map(([reason, count]) => ({ reason, count })).sort((a, b) => b.count - a.count || a.reason.localeCompare(b.reason, 'es'));
}

function groupBy(rows: readonly ClosedDealRow[], keyOf: (r: ClosedDealRow) => string): OutcomeGroup[] {
  const groups = new Map<string, ClosedDealRow[]>();
  for (const r of rows) {
    const k = keyOf(r);
    const list = groups.get(k);
    if (list) list.push(r);
    else groups.set(k, [r]);
  }
  return [...groups]
    .map(([key, list]) => {
      const won = list.filter((r) => r.status === 'won').length;
      const lost = list.filter((r) => r.status === 'lost').length;
      return { key, won, lost, winRate: winRate(won, lost), lostReasons: reasonCounts(list) };
    })
    .sort((a, b) => b.won + b.lost - (a.won + a.lost) || a.key.localeCompare(b.key, 'es'));
}

/** Win rate and lost reasons overall and by advisor, transport mode and lane (won/lost with reasons). */
export function summarizeOutcomes(rows: readonly ClosedDealRow[]): OutcomeSummary {
  const closed = rows.filter((r) => r.status === 'won' || r.status === 'lost');
  const won = closed.filter((r) => r.status === 'won').length;
  const lost = closed.length - won;
  return {
    won,
    lost,
    winRate: winRate(won, lost),
    lostReasons: reasonCounts(closed),
    byAdvisor: groupBy(closed, (r) => r.advisor?.trim() || NO_VALUE),
    byMode: groupBy(closed, (r) => r.mode?.trim().toUpperCase() || NO_VALUE),
    byLane: groupBy(closed, (r) => laneOf(r.origin, r.destination)),
  };
}
