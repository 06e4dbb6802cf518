/**
 * Document checklists of operations: per transport mode × operation type, which
 * document types an operation needs, whether each is required and when it is due (N days after the
 * operation's start: its confirmation date f_confirm, else its creation day). Pure rules shared by the
 * server (status, due dates, the kanban chip) and the client (the 'Documentos' checklist).
 */
import { isCalendarDate } from './dates';
import { DEAL_FILE_TYPES, dealFileTypeLabel, isDealFileType } from './deal-files';
import { foldText } from './search-text';
import { OPERATION_TYPES, TRANSPORT_MODES } from './transport';

/** Parameter key of the document types admins add to the spec's eight (one label per value). */
export const EXTRA_DOC_TYPES_PARAM = 'documento_tipo';
/** Longest due offset in days (a year). */
export const CHECKLIST_DUE_DAYS_MAX = 365;
/** Most document rows in one template. */
export const CHECKLIST_ITEMS_MAX = 40;

export type ChecklistStatus = 'pendiente' | 'recibido' | 'verificado';

export const CHECKLIST_STATUS_LABELS: Record<ChecklistStatus, string> = {
  pendiente: 'Pendiente',
  recibido: 'Recibido',
  verificado: 'Verificado',
};

export function isTransportMode(v: unknown): v is (typeof TRANSPORT_MODES)[number] {
  return typeof v === 'string' && (TRANSPORT_MODES as readonly string[]).includes(v);
}

export function isOperationType(v: unknown): v is (typeof OPERATION_TYPES)[number] {
  return typeof v === 'string' && (OPERATION_TYPES as readonly string[]).includes(v);
}

/**
 * The stored key of a document type an admin added by its label: folded to ASCII lowercase words joined
 * by '_', at most 20 characters ('Packing list' → 'packing_list', 'B/L original' → 'b_l_original').
 */
export function extraDocTypeKey(label: string): string {
  return foldText(label)
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .slice(0, 20)
    .replace(/_+$/, '');
}

export interface DocTypeOption {
  key: string;
  label: string;
}

/** The spec's eight upload buckets, then the admins' extra types (active parameter values), without repeats. */
export function documentTypeOptions(extraLabels: readonly string[]): DocTypeOption[] {
  const out: DocTypeOption[] = DEAL_FILE_TYPES.map((t) => ({ key: t.key, label: t.label }));
  const seen = new Set(out.map((o) => o.key));
  for (const label of extraLabels) {
    const key = extraDocTypeKey(label);
    if (!key || seen.has(key)) continue;
    seen.add(key);
    out.push({ key, label: label.trim() });
  }
  return out;
}

/** The label of a type key among the options (an unknown key shows as the spec's labels do). */
export function documentTypeLabel(key: string, options: readonly DocTypeOption[]): string {
  return options.find((o) => o.key === key)?.label ?? dealFileTypeLabel(key);
}

export interface ChecklistTemplateItem {
  docType: string;
  required: boolean;
  /** Days after the operation's start; null = no due date. */
  dueDays: number | null;
}

/**
 * Without a template for its mode and type an operation gets the spec's eight documents, none required
 * and without due dates: the 'Documentos' block the spec fixes.
 */
export function defaultChecklist(): ChecklistTemplateItem[] {
  return DEAL_FILE_TYPES.map((t) => ({ docType: t.key, required: false, dueDays: null }));
}

/** 'YYYY-MM-DD' + n days (calendar arithmetic in UTC, no DST). */
export function addDays(day: string, n: number): string {
  if (!isCalendarDate(day)) throw new Error(`fecha inválida: ${day}`);
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
}

/**
 * The day an operation's checklist counts from: its confirmation date (custom field f_confirm) when it is
 * a real date, else the day it was created ('YYYY-MM-DD', already local).
 */
export function checklistStartDay(confirmDate: string | null | undefined, createdDay: string): string {
  const c = confirmDate?.trim().slice(0, 10);
  return c && isCalendarDate(c) ? c : createdDay;
}

/** The due day of a document, or null when it has none. */
export function checklistDueDate(startDay: string, dueDays: number | null | undefined): string | null {
  if (dueDays === null || dueDays === undefined) return null;
  return addDays(startDay, dueDays);
}

/** Verified beats received beats pending: a ticked document stays verified even while its file is replaced. */
export function checklistStatus(filesOfType: number, verified: boolean): ChecklistStatus {
  if (verified) return 'verificado';
  return filesOfType > 0 ? 'recibido' : 'pendiente';
}

/** A document is overdue when still pending after its due day (received or verified ones never are). */
export function isChecklistOverdue(status: ChecklistStatus, dueDate: string | null, today: string): boolean {
  return status === 'pendiente' && dueDate !== null && dueDate < today;
}

export interface ChecklistItemState {
  docType: string;
  required: boolean;
  dueDate: string | null;
  status: ChecklistStatus;
  overdue: boolean;
}

export interface ChecklistInput {
  items: readonly ChecklistTemplateItem[];
  startDay: string;
  today: string;
  /** Files per document type. */
  fileCounts: Readonly<Record<string, number>>;
  verified: ReadonlySet<string>;
}

/** Each document's state for one operation. */
export function evaluateChecklist(input: ChecklistInput): ChecklistItemState[] {
  return input.items.map((item) => {
    const status = checklistStatus(input.fileCounts[item.docType] ?? 0, input.verified.has(item.docType));
    const dueDate = checklistDueDate(input.startDay, item.dueDays);
    return { docType: item.docType, required: item.required, dueDate, status, overdue: isChecklistOverdue(status, dueDate, input.today) };
  });
}

export interface ChecklistSummary {
  /** Documents received or verified. */
  done: number;
  total: number;
  /** A required document is overdue (the card's red dot). */
  requiredOverdue: boolean;
}

export function summarizeChecklist(items: readonly ChecklistItemState[]): ChecklistSummary {
  return {
    done: items.filter((i) => i.status !== 'pendiente').length,
    total: items.length,
    requiredOverdue: items.some((i) => i.required && i.overdue),
  };
}

/** The card chip: 'docs 3/5'. */
export function checklistChipText(s: Pick<ChecklistSummary, 'done' | 'total'>): string {
  return `docs ${s.done}/${s.total}`;
}

/** A type key the checklist accepts: one of the eight, or an extra one among `extraKeys`. */
export function isKnownDocType(key: unknown, extraKeys: readonly string[]): key is string {
  return isDealFileType(key) || (typeof key === 'string' && extraKeys.includes(key));
}
