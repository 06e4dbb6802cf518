import type { BudgetStatus } from './budget';
import type { CostSheetPayload } from './cost-sheet';
import { documentRowIva } from './cost-sheet-document';
import { fromDecimal, toDecimal } from './fiscal-money';

/**
 * Named revisions of an operation's cost sheet ("REV 02 – flete corregido"). Each revision is
 * borrador → confirmada (the budget confirmation confirms the operation's current revision) → bloqueada
 * (something was invoiced from it), or reemplazada when a later revision of the operation is confirmed.
 * Only a draft is editable. The budget of the spec (part 2 §4: borrador, bloqueado, confirmado) is read
 * from the operation's current revision (revisionBudgetStatus): a draft that an admin locked for review is
 * 'bloqueado', a confirmed or invoiced one 'confirmado'.
 */
export const REVISION_STATUSES = ['borrador', 'confirmada', 'bloqueada', 'reemplazada'] as const;
export type RevisionStatus = (typeof REVISION_STATUSES)[number];

export const REVISION_STATUS_LABELS: Record<RevisionStatus, string> = {
  borrador: 'Borrador',
  confirmada: 'Confirmada',
  bloqueada: 'Bloqueada (facturada)',
  reemplazada: 'Reemplazada',
};

/**
 * What moves a revision: `confirm` (the budget confirmation), `reopen` (an admin's 'Reabrir presupuesto' on a
 * confirmed revision that nothing was invoiced from), `invoice` (the first document invoiced from it) and
 * `replace` (a later revision of the same operation was confirmed).
 */
export const REVISION_ACTIONS = ['confirm', 'reopen', 'invoice', 'replace'] as const;
export type RevisionAction = (typeof REVISION_ACTIONS)[number];

/** The transition table: action → from → to. Anything not listed is refused. */
export const REVISION_TRANSITIONS: Record<RevisionAction, Partial<Record<RevisionStatus, RevisionStatus>>> = {
  confirm: { borrador: 'confirmada' },
  reopen: { confirmada: 'borrador' },
  invoice: { confirmada: 'bloqueada' },
  replace: { borrador: 'reemplazada', confirmada: 'reemplazada', bloqueada: 'reemplazada' },
};

/** Why a transition is refused (409), in the user's words. */
export const REVISION_REFUSALS: Record<RevisionAction, Partial<Record<RevisionStatus, string>>> = {
  confirm: {
    confirmada: 'La revisión ya está confirmada.',
    bloqueada: 'La revisión ya está confirmada y facturada.',
    reemplazada: 'Una revisión reemplazada no se puede confirmar: creá una nueva revisión.',
  },
  reopen: {
    borrador: 'La revisión ya está en borrador.',
    bloqueada: 'Ya se facturó desde esta revisión: para cambiarla, creá una nueva revisión.',
    reemplazada: 'Una revisión reemplazada no se puede reabrir: creá una nueva revisión.',
  },
  invoice: {
    borrador: 'Solo se factura desde una revisión confirmada.',
    bloqueada: 'La revisión ya está bloqueada por una factura.',
    reemplazada: 'Solo se factura desde la revisión confirmada vigente.',
  },
  replace: { reemplazada: 'La revisión ya está reemplazada.' },
};

export function isRevisionStatus(v: unknown): v is RevisionStatus {
  return typeof v === 'string' && (REVISION_STATUSES as readonly string[]).includes(v);
}

export type RevisionTransition = { ok: true; to: RevisionStatus } | { ok: false; reason: string };

/** Where `action` takes a revision in status `from`, or why it is refused. */
export function revisionTransition(action: RevisionAction, from: RevisionStatus): RevisionTransition {
  const to = REVISION_TRANSITIONS[action][from];
  if (to) return { ok: true, to };
  return { ok: false, reason: REVISION_REFUSALS[action][from] ?? 'Esa acción no está permitida en el estado de la revisión.' };
}

/** Only a draft is editable. */
export function isRevisionEditable(status: RevisionStatus): boolean {
  return status === 'borrador';
}

/** The confirmed revision in force of an operation: confirmada or bloqueada (invoiced); its profit counts. */
export function isRevisionInForce(status: RevisionStatus): boolean {
  return status === 'confirmada' || status === 'bloqueada';
}

/**
 * The spec's budget status of an operation, read from its current revision (the latest): none yet or a draft
 * → borrador; a draft an admin locked for review → bloqueado; confirmed or invoiced → confirmado.
 */
export function revisionBudgetStatus(current: { status: RevisionStatus; budgetLocked: boolean } | null | undefined): BudgetStatus {
  if (!current) return 'borrador';
  if (isRevisionInForce(current.status)) return 'confirmado';
  if (current.status === 'borrador' && current.budgetLocked) return 'bloqueado';
  return 'borrador';
}

const pad2 = (n: number) => String(n).padStart(2, '0');

/** 'REV 02'. */
export function revisionCode(number: number): string {
  return `REV ${pad2(number)}`;
}

/** 'REV 02 – flete corregido': the number, then the name unless it already starts with 'REV'. */
export function revisionLabel(number: number, name: string | null | undefined): string {
  const n = (name ?? '').trim();
  if (!n) return revisionCode(number);
  return /^rev\b/i.test(n) ? n : `${revisionCode(number)} – ${n}`;
}

// ---------------------------------------------------------------------------------------------------------
// Compare two revisions side by side.

export const COMPARE_TABLES = ['compraRows', 'ventaRows', 'locRows', 'locCliRows', 'segCostoRows', 'segVentaRows'] as const;
export type CompareTable = (typeof COMPARE_TABLES)[number];

export const COMPARE_TABLE_LABELS: Record<CompareTable, string> = {
  compraRows: 'Compra al agente',
  ventaRows: 'Venta al cliente',
  locRows: 'Costos locales',
  locCliRows: 'Cargos locales al cliente',
  segCostoRows: 'Seguro — costo',
  segVentaRows: 'Seguro — venta',
};

/** A cell's value as compared: numbers, texts, booleans or empty. */
export type CompareValue = string | number | boolean | null;

export interface CompareFieldChange {
  field: string;
  before: CompareValue;
  after: CompareValue;
}

export interface CompareRow {
  table: CompareTable;
  rowId: string;
  concepto: string;
  /** added: only in the later revision; removed: only in the earlier one; changed: in both, with other values. */
  kind: 'added' | 'removed' | 'changed';
  /** Every field of the row (added/removed: the row's values; changed: only the fields that differ). */
  changes: CompareFieldChange[];
}

export interface CompareTotal {
  key: string;
  before: number | null;
  after: number | null;
  /** after − before, exact to the cent (integer minor units), null when either side is missing. */
  delta: number | null;
}

export interface RevisionComparison {
  rows: CompareRow[];
  header: CompareFieldChange[];
  totals: CompareTotal[];
}

type AnyRow = Record<string, unknown> & { id?: unknown; concepto?: unknown };

/** The compared fields of each table: the sale side also compares its IVA rate (IVA per line) and the freight sale its internal sale (ALL_IN_SALE). */
const ROW_FIELDS: Record<CompareTable, readonly string[]> = {
  compraRows: ['concepto', 'usdXKg', 'total', 'lockPerKg', 'sourceId', 'equipo', 'cantidad', 'usdXUnidad'],
  ventaRows: ['concepto', 'usdXKg', 'total', 'lockPerKg', 'sourceId', 'ventaInt', 'iva', 'equipo', 'cantidad', 'usdXUnidad'],
  locRows: ['concepto', 'gs', 'sourceId'],
  locCliRows: ['concepto', 'gs', 'sourceId', 'iva'],
  segCostoRows: ['concepto', 'usd', 'sourceId'],
  segVentaRows: ['concepto', 'usd', 'sourceId', 'iva'],
};

const HEADER_FIELDS = ['modo', 'clase', 'pesoKg', 'awb', 'hbl', 'mercaderia', 'gsRate', 'allInEnabled', 'allInServiceName'] as const;

/** Equipment fields are listed for an added or removed row only when it has equipment (most rows never do). */
const EQUIPMENT_FIELDS = new Set(['equipo', 'cantidad', 'usdXUnidad']);
const listed = (fields: readonly string[], r: AnyRow) => (cell(r.equipo) === null ? fields.filter((f) => !EQUIPMENT_FIELDS.has(f)) : fields);

/** A row's field as compared: the IVA rate read the way the sheet reads it (the original client's tax_rate first, else iva). */
function rowCell(r: AnyRow, field: string): CompareValue {
  return field === 'iva' ? documentRowIva(r).rate : cell(r[field]);
}

function cell(v: unknown): CompareValue {
  if (v === undefined || v === null || v === '') return null;
  if (typeof v === 'number') return Number.isFinite(v) ? v : null;
  if (typeof v === 'boolean') return v;
  return String(v);
}

const same = (a: CompareValue, b: CompareValue) => a === b;

/**
 * The rows added, removed and changed from `before` to `after` (rows match by id within their table), the
 * header fields that changed, and each total before → after. Totals are whatever the cost-sheet totals
 * function returned when each revision was saved (stored with it): every numeric key of either side.
 */
export function compareRevisions(
  before: Pick<CostSheetPayload, CompareTable | 'header'>,
  after: Pick<CostSheetPayload, CompareTable | 'header'>,
  totalsBefore: Record<string, unknown> | null,
  totalsAfter: Record<string, unknown> | null,
): RevisionComparison {
  const rows: CompareRow[] = [];
  for (const table of COMPARE_TABLES) {
    const fields = ROW_FIELDS[table];
    const a = (before[table] ?? []) as unknown as AnyRow[];
    const b = (after[table] ?? []) as unknown as AnyRow[];
    const byId = (list: AnyRow[]) => new Map(list.map((r) => [String(r.id ?? ''), r]));
    const aIds = byId(a);
    const bIds = byId(b);
    for (const r of b) {
      const id = String(r.id ?? '');
      const old = aIds.get(id);
      if (!old) {
        rows.push({ table, rowId: id, concepto: String(r.concepto ?? ''), kind: 'added', changes: listed(fields, r).map((f) => ({ field: f, before: null, after: rowCell(r, f) })) });
        continue;
      }
      const changes = fields.map((f) => ({ field: f, before: rowCell(old, f), after: rowCell(r, f) })).filter((c) => !same(c.before, c.after));
      if (changes.length) rows.push({ table, rowId: id, concepto: String(r.concepto ?? old.concepto ?? ''), kind: 'changed', changes });
    }
    for (const r of a) {
      const id = String(r.id ?? '');
      if (!bIds.has(id)) rows.push({ table, rowId: id, concepto: String(r.concepto ?? ''), kind: 'removed', changes: listed(fields, r).map((f) => ({ field: f, before: rowCell(r, f), after: null })) });
    }
  }
  const ha = (before.header ?? {}) as unknown as Record<string, unknown>;
  const hb = (after.header ?? {}) as unknown as Record<string, unknown>;
  const header = HEADER_FIELDS.map((f) => ({ field: f, before: cell(ha[f]), after: cell(hb[f]) })).filter((c) => !same(c.before, c.after));
  return { rows, header, totals: compareTotals(totalsBefore, totalsAfter) };
}

const money = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);

/** Each numeric total of either side, in the order the later side lists them, with the exact difference. */
export function compareTotals(before: Record<string, unknown> | null, after: Record<string, unknown> | null): CompareTotal[] {
  const keys: string[] = [];
  for (const src of [after ?? {}, before ?? {}]) for (const [k, v] of Object.entries(src)) if (typeof v === 'number' && !keys.includes(k)) keys.push(k);
  return keys.map((key) => {
    const b = money(before?.[key]);
    const a = money(after?.[key]);
    let delta: number | null = null;
    if (a !== null && b !== null) {
      const am = fromDecimal(a, 'USD');
      const bm = fromDecimal(b, 'USD');
      delta = am === null || bm === null ? null : Number(toDecimal(am - bm, 'USD'));
    }
    return { key, before: b, after: a, delta };
  });
}
