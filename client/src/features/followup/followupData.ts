import { DEFAULT_CALL_DURATION, DEFAULT_CALL_SUBJECT, normalizeCallDateTime, toCallDateTime } from '@crm/domain';
import type { FollowupDashboardQuery, LogCallInput } from '../../gql/graphql';

export type FollowupSummaryData = FollowupDashboardQuery['followupSummary'];

/** The 30-day activity line chart: one series each for calls and notes, x = 'DD/MM'. */
export function activityLines(series: FollowupSummaryData['series']) {
  const x = (date: string) => `${date.slice(8, 10)}/${date.slice(5, 7)}`;
  return [
    { id: 'Llamadas', data: series.map((d) => ({ x: x(d.date), y: d.calls })) },
    { id: 'Notas', data: series.map((d) => ({ x: x(d.date), y: d.notes })) },
  ];
}

/** Contacted versus not contacted organizations (bar chart and its table). */
export function contactBars(s: Pick<FollowupSummaryData, 'contactedOrganizations' | 'organizationsWithoutContact'>) {
  return [
    { estado: 'Contactadas', organizaciones: s.contactedOrganizations },
    { estado: 'Sin contacto', organizaciones: s.organizationsWithoutContact },
  ];
}

/** 'YYYY-MM-DD HH:MM:SS' (as logged) → 'DD/MM/YYYY HH:MM', no time-zone shift. */
export function formatCallTime(v: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})/.exec(v);
  return m ? `${m[3]}/${m[2]}/${m[1]} ${m[4]}:${m[5]}` : v;
}

export interface CallForm {
  orgId: number | null;
  contactId: number | null;
  dealId: number | null;
  subject: string;
  notes: string;
  /** The date-time picker's value, 'YYYY-MM-DDTHH:MM[:SS]'. */
  happenedAt: string;
  duration: string;
}

/** A fresh form: now on the picker, subject 'Llamada', duration 0 (spec part 2 §9). */
export function emptyCallForm(now: Date): CallForm {
  return {
    orgId: null,
    contactId: null,
    dealId: null,
    subject: DEFAULT_CALL_SUBJECT,
    notes: '',
    happenedAt: toCallDateTime(now).replace(' ', 'T').slice(0, 16),
    duration: String(DEFAULT_CALL_DURATION),
  };
}

/** After a save, notes and duration reset; the rest stays for the next call (spec part 2 §4). */
export function afterSave(f: CallForm): CallForm {
  return { ...f, notes: '', duration: String(DEFAULT_CALL_DURATION) };
}

/** The mutation input: date-time 'YYYY-MM-DD HH:MM:SS', duration a number ≥ 0 (invalid → 0). */
export function callInput(f: CallForm): LogCallInput {
  const d = Number(f.duration.replace(',', '.'));
  return {
    orgId: f.orgId,
    contactId: f.contactId,
    dealId: f.dealId,
    subject: f.subject.trim() || DEFAULT_CALL_SUBJECT,
    notes: f.notes.trim() || null,
    happenedAt: normalizeCallDateTime(f.happenedAt),
    durationMin: Number.isFinite(d) && d >= 0 ? Math.round(d) : DEFAULT_CALL_DURATION,
  };
}
