import {
  callOutcomeErrors,
  CALL_OUTCOME_LABELS,
  CALL_OUTCOMES,
  type CallOutcome,
  DEFAULT_CALL_DURATION,
  DEFAULT_CALL_SUBJECT,
  DEFAULT_REMIND_MINUTES,
  isCallOutcome,
  normalizeCallDateTime,
  outcomeNeedsNextTask,
  toCallDateTime,
  wallTimeToUtc,
} from '@crm/domain';
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
  /** '' until chosen: the form asks for it (nextSteps CALL_OUTCOMES). */
  outcome: CallOutcome | '';
  nextSubject: string;
  /** The next task's picker value, 'YYYY-MM-DDTHH:MM' on the office's clock. */
  nextDueAt: string;
  /** Minutes before (select value). */
  remindMinutes: string;
}

export const OUTCOME_OPTIONS = [{ value: '', label: 'Elegí el resultado…' }, ...CALL_OUTCOMES.map((o) => ({ value: o, label: CALL_OUTCOME_LABELS[o] }))];

export const REMIND_OPTIONS = [
  { value: '0', label: 'A la hora' },
  { value: '10', label: '10 minutos antes' },
  { value: String(DEFAULT_REMIND_MINUTES), label: '30 minutos antes' },
  { value: '60', label: '1 hora antes' },
  { value: '1440', label: '1 día antes' },
  { value: '10080', label: '7 días antes' },
];

export const OUTCOME_REQUIRED = 'Elegí el resultado de la llamada.';

export type CallFormErrors = Partial<Record<'outcome' | 'notes' | 'nextSubject' | 'nextDueAt', string>>;

/** Epoch ms of the picker's office wall time, or null. */
function nextDueMs(v: string): number | null {
  const wall = normalizeCallDateTime(v);
  return wall ? Date.parse(`${wallTimeToUtc(wall).replace(' ', 'T')}Z`) : null;
}

/** Whether the form shows the next task's fields: a promising outcome, or one already typed. */
export function wantsNextTask(f: CallForm): boolean {
  return (isCallOutcome(f.outcome) && outcomeNeedsNextTask(f.outcome)) || f.nextSubject.trim() !== '' || f.nextDueAt !== '';
}

/** The form's errors, next to each field (the same rules as the server: nextSteps callOutcomeErrors). */
export function callFormErrors(f: CallForm, now: number): CallFormErrors {
  if (!f.outcome) return { outcome: OUTCOME_REQUIRED };
  const e = callOutcomeErrors({ outcome: f.outcome, notes: f.notes, nextTask: wantsNextTask(f) ? { subject: f.nextSubject, dueAtMs: nextDueMs(f.nextDueAt) } : null }, now);
  const out: CallFormErrors = {};
  if (e.outcome) out.outcome = e.outcome;
  if (e.notes) out.notes = e.notes;
  if (e.nextTaskSubject) out.nextSubject = e.nextTaskSubject;
  if (e.nextTaskDue || e.nextTask) out.nextDueAt = e.nextTaskDue ?? e.nextTask;
  return out;
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
    outcome: '',
    nextSubject: '',
    nextDueAt: '',
    remindMinutes: String(DEFAULT_REMIND_MINUTES),
  };
}

/** After a save, notes and duration reset; the rest stays for the next call (spec part 2 §4). */
export function afterSave(f: CallForm): CallForm {
  return { ...f, notes: '', duration: String(DEFAULT_CALL_DURATION), outcome: '', nextSubject: '', nextDueAt: '', remindMinutes: String(DEFAULT_REMIND_MINUTES) };
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
    outcome: f.outcome || null,
    nextTask: wantsNextTask(f) ? { subject: f.nextSubject.trim(), dueAt: normalizeCallDateTime(f.nextDueAt), remindMinutes: Number(f.remindMinutes) } : null,
  };
}
