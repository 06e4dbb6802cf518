import { MONEY_METRICS, officeMonth, TARGET_STATUS_LABELS, type TargetMetric, type TargetStatus, utcToWallTime } from '@crm/domain';
import { formatNumber } from '../../lib/format';
import type { TargetProgressFieldsFragment } from '../../gql/graphql';

const MONTH_NAMES = ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'];

/** 'noviembre de 2026' */
export function monthLabel(month: string): string {
  return `${MONTH_NAMES[Number(month.slice(5, 7)) - 1]} de ${month.slice(0, 4)}`;
}

/** The months the picker offers: from 11 months back to 2 ahead of the office's month of `now`, newest first. */
export function monthOptions(now: number): Array<{ value: string; label: string }> {
  const current = officeMonth(now);
  let y = Number(current.slice(0, 4));
  let m = Number(current.slice(5, 7)) + 2;
  if (m > 12) {
    m -= 12;
    y += 1;
  }
  const out: Array<{ value: string; label: string }> = [];
  for (let i = 0; i < 14; i++) {
    const value = `${y}-${String(m).padStart(2, '0')}`;
    out.push({ value, label: monthLabel(value) });
    m -= 1;
    if (m === 0) {
      m = 12;
      y -= 1;
    }
  }
  return out;
}

const isMoney = (metric: string) => (MONEY_METRICS as readonly string[]).includes(metric);

/** A figure as the tables show it: USD with two decimals for the value metrics, a whole count otherwise. */
export function figureText(metric: string, v: number | null | undefined): string {
  if (v == null) return '—';
  return isMoney(metric) ? `USD ${formatNumber(v, 2)}` : formatNumber(v);
}

export function statusLabel(status: string): string {
  return TARGET_STATUS_LABELS[status as TargetStatus] ?? status;
}

/** 'logrado / meta (xx %)', or the actual alone without a target. */
export function progressText(p: Pick<TargetProgressFieldsFragment, 'metric' | 'target' | 'actual' | 'percent'>): string {
  if (p.target == null) return `${figureText(p.metric, p.actual)} (sin meta)`;
  return `${figureText(p.metric, p.actual)} / ${figureText(p.metric, p.target)} (${formatNumber(p.percent ?? 0)} %)`;
}

/** The "meta vs. logrado" chart: per metric with a target, the share of it reached and the share of the month gone. */
export function progressBars(rows: readonly TargetProgressFieldsFragment[], elapsed: number) {
  return rows
    .filter((r) => r.target != null)
    .map((r) => ({ metrica: r.label, 'Logrado (% de la meta)': r.percent ?? 0, 'Mes transcurrido (%)': Math.round(elapsed * 100) }));
}

/** One click 'Tarea': 'Dar seguimiento' tomorrow at 09:00 on the office's clock ('YYYY-MM-DD 09:00:00'). */
export function tomorrowAtNine(now: number): string {
  return `${utcToWallTime(new Date(now + 86_400_000)).slice(0, 10)} 09:00:00`;
}

export type TargetForm = Record<TargetMetric, string>;

/** The targets dialog's fields from a seller's row ('' = no target). */
export function targetForm(t: { calls: number | null; newProspects: number | null; quotesSent: number | null; pipelineValue: number | null; wonValue: number | null }): TargetForm {
  const s = (v: number | null) => (v == null ? '' : String(v).replace('.', ','));
  return { calls: s(t.calls), newProspects: s(t.newProspects), quotesSent: s(t.quotesSent), pipelineValue: s(t.pipelineValue), wonValue: s(t.wonValue) };
}
