/**
 * Follow-up that sells: call outcomes, the required next step, idle operations, the agenda and its
 * reminders (Pipedrive's next-activity and "rotting" rules). Pure: the caller passes `now`.
 */
import { utcToWallTime } from './followups';

export const CALL_OUTCOMES = ['no_contesta', 'interesado', 'no_interesado', 'volver_a_llamar', 'en_negociacion'] as const;
export type CallOutcome = (typeof CALL_OUTCOMES)[number];

export const CALL_OUTCOME_LABELS: Record<CallOutcome, string> = {
  no_contesta: 'No contesta',
  interesado: 'Interesado',
  no_interesado: 'No interesado',
  volver_a_llamar: 'Volver a llamar',
  en_negociacion: 'En negociación',
};

export const NEXT_STEP_MESSAGES = {
  outcomeInvalid: 'El resultado debe ser no_contesta, interesado, no_interesado, volver_a_llamar o en_negociacion.',
  notesRequired: 'Escribí las notas de la llamada (solo se omiten cuando no contesta).',
  nextTaskRequired: 'Este resultado necesita un próximo paso: indicá la tarea con fecha y hora.',
  nextTaskSubjectRequired: 'Escribí el asunto del próximo paso.',
  nextTaskDueInvalid: 'La fecha y hora del próximo paso debe tener el formato AAAA-MM-DD HH:MM.',
  nextTaskDuePast: 'El próximo paso debe quedar en el futuro.',
  remindInvalid: 'El recordatorio debe ser entre 0 minutos y 7 días antes.',
  reasonRequired: 'Escribí el motivo para invalidar la llamada.',
} as const;

export function isCallOutcome(v: unknown): v is CallOutcome {
  return typeof v === 'string' && (CALL_OUTCOMES as readonly string[]).includes(v);
}

/** Every outcome but "no contesta" needs notes: what was said is the point of logging the call. */
export function outcomeNeedsNotes(outcome: CallOutcome): boolean {
  return outcome !== 'no_contesta';
}

/** A promising call must leave a dated next task (interesado, volver a llamar, en negociación). */
export function outcomeNeedsNextTask(outcome: CallOutcome): boolean {
  return outcome === 'interesado' || outcome === 'volver_a_llamar' || outcome === 'en_negociacion';
}

export interface CallOutcomeCheck {
  outcome: CallOutcome | null | undefined;
  notes: string | null | undefined;
  nextTask: { subject: string | null | undefined; dueAtMs: number | null } | null | undefined;
}

/** Errors by field ('outcome', 'notes', 'nextTask', 'nextTaskSubject', 'nextTaskDue'); empty = valid. `now` in epoch ms. */
export function callOutcomeErrors(c: CallOutcomeCheck, now: number): Partial<Record<'outcome' | 'notes' | 'nextTask' | 'nextTaskSubject' | 'nextTaskDue', string>> {
  const out: Partial<Record<'outcome' | 'notes' | 'nextTask' | 'nextTaskSubject' | 'nextTaskDue', string>> = {};
  if (c.outcome == null) {
    // A call without an outcome is the original client's (spec part 2 §5); a next task is still checked.
  } else if (!isCallOutcome(c.outcome)) out.outcome = NEXT_STEP_MESSAGES.outcomeInvalid;
  else {
    if (outcomeNeedsNotes(c.outcome) && !c.notes?.trim()) out.notes = NEXT_STEP_MESSAGES.notesRequired;
    if (outcomeNeedsNextTask(c.outcome) && !c.nextTask) out.nextTask = NEXT_STEP_MESSAGES.nextTaskRequired;
  }
  if (c.nextTask) {
    if (!c.nextTask.subject?.trim()) out.nextTaskSubject = NEXT_STEP_MESSAGES.nextTaskSubjectRequired;
    if (c.nextTask.dueAtMs == null || !Number.isFinite(c.nextTask.dueAtMs)) out.nextTaskDue = NEXT_STEP_MESSAGES.nextTaskDueInvalid;
    else if (c.nextTask.dueAtMs <= now) out.nextTaskDue = NEXT_STEP_MESSAGES.nextTaskDuePast;
  }
  return out;
}

/** Reminder lead time: 30 minutes by default, up to 7 days before the due time. */
export const DEFAULT_REMIND_MINUTES = 30;
export const MAX_REMIND_MINUTES = 7 * 24 * 60;

export function isRemindMinutes(v: unknown): v is number {
  return typeof v === 'number' && Number.isInteger(v) && v >= 0 && v <= MAX_REMIND_MINUTES;
}

/** When the reminder of a task due at `dueAtMs` goes out (epoch ms). */
export function reminderAt(dueAtMs: number, remindMinutes: number | null | undefined): number {
  return dueAtMs - (remindMinutes ?? DEFAULT_REMIND_MINUTES) * 60_000;
}

export type NextStepState = 'ok' | 'overdue' | 'missing';

/** An open operation's next step: its earliest open task with a due time; none → missing; past → overdue. */
export function nextStepState(nextDueAtMs: number | null | undefined, now: number): NextStepState {
  if (nextDueAtMs == null) return 'missing';
  return nextDueAtMs < now ? 'overdue' : 'ok';
}

const DAY_MS = 86_400_000;

/** Whole days an operation has been idle since its last touch (a write, an activity, a move). */
export function idleDays(lastTouchMs: number, now: number): number {
  return Math.max(0, Math.floor((now - lastTouchMs) / DAY_MS));
}

/**
 * A stage's idle days (stuck_days): an operation idle longer turns red ("stuck"). Null or 0 = the stage
 * has no limit. Longer, not equal: with 5 idle days allowed, the sixth day turns it red.
 */
export function isStuck(lastTouchMs: number, stuckDays: number | null | undefined, now: number): boolean {
  if (!stuckDays || stuckDays <= 0) return false;
  return now - lastTouchMs > stuckDays * DAY_MS;
}

export const STUCK_DAYS_MAX = 365;

export type AgendaBucket = 'overdue' | 'today' | 'upcoming' | 'later';

/**
 * Where a task goes in "Mi agenda": overdue (due before now), today (later today on the office's clock),
 * the next 7 days, or later (not listed). Days are the office's (America/Asuncion).
 */
export function agendaBucket(dueAtMs: number, now: number): AgendaBucket {
  if (dueAtMs < now) return 'overdue';
  const day = (ms: number) => utcToWallTime(new Date(ms)).slice(0, 10);
  const today = day(now);
  const due = day(dueAtMs);
  if (due === today) return 'today';
  const diff = Math.round((Date.parse(`${due}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / DAY_MS);
  return diff <= 7 ? 'upcoming' : 'later';
}

/** Days of quote age after which a quote without a touch counts as stale. */
export const QUOTE_STALE_DAYS = 7;

/** Quoted at least QUOTE_STALE_DAYS ago and not touched since (a day's grace for the quote's own writes). */
export function isQuoteStale(quotedAtMs: number | null, lastTouchMs: number, now: number): boolean {
  return quotedAtMs != null && now - quotedAtMs >= QUOTE_STALE_DAYS * DAY_MS && lastTouchMs <= quotedAtMs + DAY_MS;
}

export interface ActionCandidate {
  dealId: number;
  /** Earliest open task's due time, if any. */
  nextDueAtMs: number | null;
  lastTouchMs: number;
  stuckDays: number | null;
  /** Quote sent (f_cotiz) and how long ago. */
  quotedAtMs: number | null;
  value: number;
}

/**
 * "Próximas acciones": overdue next steps first (oldest first), then operations without a next step
 * that are stuck, quoted ≥ 7 days ago without a touch since, then without a next step; within a group the
 * larger value first. Operations whose next step is on time are not listed. Top `limit` (15).
 */
export function rankNextActions(list: readonly ActionCandidate[], now: number, limit = 15): ActionCandidate[] {
  const rank = (c: ActionCandidate): number => {
    const state = nextStepState(c.nextDueAtMs, now);
    if (state === 'overdue') return 0;
    if (state === 'ok') return 9;
    if (isStuck(c.lastTouchMs, c.stuckDays, now)) return 1;
    if (isQuoteStale(c.quotedAtMs, c.lastTouchMs, now)) return 2;
    return 3;
  };
  return list
    .map((c) => ({ c, r: rank(c) }))
    .filter((x) => x.r < 9)
    .sort((a, b) => a.r - b.r || (a.r === 0 ? (a.c.nextDueAtMs ?? 0) - (b.c.nextDueAtMs ?? 0) : 0) || b.c.value - a.c.value || a.c.dealId - b.c.dealId)
    .slice(0, limit)
    .map((x) => x.c);
}

export interface CardFollowUp {
  nextStep: NextStepState;
  stuck: boolean;
  /** The icon's text for screen readers and its tooltip; null when the next step is on time. */
  label: string | null;
}

/**
 * The kanban card's follow-up signals: an icon for an overdue or missing next step, and red when idle
 * past its stage's idle days (the spec's quote badge is a separate thing and stays as it is).
 */
export function cardFollowUp(card: { nextDueAt: string | null; lastTouchAt: string; stuckDays: number | null }, now: number): CardFollowUp {
  const nextStep = nextStepState(card.nextDueAt == null ? null : Date.parse(card.nextDueAt), now);
  const stuck = isStuck(Date.parse(card.lastTouchAt), card.stuckDays, now);
  const label = nextStep === 'overdue' ? 'Próximo paso vencido' : nextStep === 'missing' ? 'Sin próximo paso' : null;
  return { nextStep, stuck, label };
}
