import { addDays } from './document-checklist';
import type { FiscalCurrency } from './fiscal-money';
import { FISCAL_CURRENCIES, sumMinor } from './fiscal-money';

/**
 * Collections: the customer's account statement, aging and promises (money rules). Every amount is an integer
 * count of the currency's minor unit (fiscal-money.ts) and no figure ever adds two currencies together: balances,
 * aging and the ledger's running balance are kept per currency (NEVER_MIX_CURRENCIES). Dates are Paraguay
 * calendar days 'YYYY-MM-DD'; "as of" is the day the statement is read for (pass it, never the clock).
 */

/** Whole days from `from` to `to` (negative when `to` is earlier); calendar days, no time zone involved. */
export function daysBetween(from: string, to: string): number {
  const ms = (d: string) => Date.UTC(Number(d.slice(0, 4)), Number(d.slice(5, 7)) - 1, Number(d.slice(8, 10)));
  return Math.round((ms(to) - ms(from)) / 86_400_000);
}

// ── aging ──

export const AGING_BUCKETS = ['current', 'd1_30', 'd31_60', 'd61_90', 'over_90'] as const;
export type AgingBucket = (typeof AGING_BUCKETS)[number];
export const AGING_BUCKET_LABELS: Readonly<Record<AgingBucket, string>> = {
  current: 'Al día',
  d1_30: '1–30 días',
  d31_60: '31–60 días',
  d61_90: '61–90 días',
  over_90: 'Más de 90 días',
};

/**
 * AGING_BY_DUE_DAY: a document is "al día" up to and including its due day; the day after it is 1 day
 * overdue. Buckets by days overdue: 1–30, 31–60, 61–90, more than 90. A document without a due date is al día.
 */
export function agingBucket(dueDate: string | null, asOf: string): AgingBucket {
  const late = daysOverdue(dueDate, asOf);
  if (late <= 0) return 'current';
  if (late <= 30) return 'd1_30';
  if (late <= 60) return 'd31_60';
  if (late <= 90) return 'd61_90';
  return 'over_90';
}

/** Days past the due day as of `asOf` (0 when not overdue). */
export function daysOverdue(dueDate: string | null, asOf: string): number {
  return dueDate ? Math.max(0, daysBetween(dueDate, asOf)) : 0;
}

export type AgingAmounts = Record<AgingBucket, number>;
export const ZERO_AGING: AgingAmounts = { current: 0, d1_30: 0, d31_60: 0, d61_90: 0, over_90: 0 };

/** A currency's aging: the open amounts of its documents by bucket (only open amounts count). */
export interface CurrencyAging extends AgingAmounts {
  currency: FiscalCurrency;
  total: number;
}

/** Aging per currency, in FISCAL_CURRENCIES order, only the currencies that have an open document. */
export function agingByCurrency(docs: ReadonlyArray<{ currency: FiscalCurrency; dueDate: string | null; open: number }>, asOf: string): CurrencyAging[] {
  const out: CurrencyAging[] = [];
  for (const currency of FISCAL_CURRENCIES) {
    const own = docs.filter((d) => d.currency === currency && d.open > 0);
    if (!own.length) continue;
    const a: CurrencyAging = { currency, ...ZERO_AGING, total: 0 };
    for (const d of own) a[agingBucket(d.dueDate, asOf)] += d.open;
    a.total = sumMinor(AGING_BUCKETS.map((b) => a[b]));
    out.push(a);
  }
  return out;
}

// ── document status ──

export const COLLECTION_STATUSES = ['pendiente', 'parcial', 'vencida', 'vence_hoy', 'pagada', 'anulada'] as const;
export type CollectionStatus = (typeof COLLECTION_STATUSES)[number];
export const COLLECTION_STATUS_LABELS: Readonly<Record<CollectionStatus, string>> = {
  pendiente: 'Pendiente',
  parcial: 'Parcial',
  vencida: 'Vencida',
  vence_hoy: 'Vence hoy',
  pagada: 'Pagada',
  anulada: 'Anulada',
};

export interface StatementDocumentInput {
  currency: FiscalCurrency;
  /** The invoice's total (IVA included). */
  total: number;
  /** What is still owed as of the day: total − credited − paid up to that day. */
  open: number;
  dueDate: string | null;
  cancelled: boolean;
}

/**
 * A document's status as of a day: anulada; pagada when nothing is owed; vencida after its due day (with the days
 * overdue); vence hoy on its due day; parcial when part was paid or credited; else pendiente.
 */
export function collectionStatus(doc: StatementDocumentInput, asOf: string): { status: CollectionStatus; daysOverdue: number } {
  if (doc.cancelled) return { status: 'anulada', daysOverdue: 0 };
  if (doc.open <= 0) return { status: 'pagada', daysOverdue: 0 };
  const late = daysOverdue(doc.dueDate, asOf);
  if (late > 0) return { status: 'vencida', daysOverdue: late };
  if (doc.dueDate === asOf) return { status: 'vence_hoy', daysOverdue: 0 };
  return { status: doc.open < doc.total ? 'parcial' : 'pendiente', daysOverdue: 0 };
}

/** The label a list prints: 'Vencida (12 días)', 'Vence hoy', … */
export function collectionStatusText(s: { status: CollectionStatus; daysOverdue: number }): string {
  if (s.status === 'vencida') return `Vencida (${s.daysOverdue} ${s.daysOverdue === 1 ? 'día' : 'días'})`;
  return COLLECTION_STATUS_LABELS[s.status];
}

export const STATEMENT_FILTERS = ['todos', 'a_cobrar', 'vence_7'] as const;
export type StatementFilter = (typeof STATEMENT_FILTERS)[number];
export const STATEMENT_FILTER_LABELS: Readonly<Record<StatementFilter, string>> = { todos: 'Todos', a_cobrar: 'A cobrar', vence_7: 'Vence en 7 días' };

/** "A cobrar": something is owed. "Vence en 7 días": owed and due from the day to 7 days after (not yet overdue). */
export function matchesStatementFilter(doc: StatementDocumentInput, filter: StatementFilter, asOf: string): boolean {
  if (filter === 'todos') return true;
  const owed = !doc.cancelled && doc.open > 0;
  if (filter === 'a_cobrar') return owed;
  return owed && doc.dueDate !== null && doc.dueDate >= asOf && doc.dueDate <= addDays(asOf, 7);
}

// ── ledger ──

export const LEDGER_KINDS = ['factura', 'nota_credito', 'recibo'] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];
export const LEDGER_KIND_LABELS: Readonly<Record<LedgerKind, string>> = { factura: 'Factura', nota_credito: 'Nota de crédito', recibo: 'Recibo' };

export interface LedgerEntryInput {
  kind: LedgerKind;
  id: number;
  date: string;
  number: string | null;
  currency: FiscalCurrency;
  /** What the client owes more (an invoice). */
  debit: number;
  /** What the client owes less (a credit note, a receipt). */
  credit: number;
}

export interface LedgerEntry extends LedgerEntryInput {
  /** The running balance of this entry's currency after it (NEVER_MIX_CURRENCIES). */
  balance: number;
}

const KIND_ORDER: Readonly<Record<LedgerKind, number>> = { factura: 0, nota_credito: 1, recibo: 2 };

/**
 * The ledger in date order (on one day: invoices, then credit notes, then receipts; then by id), each entry
 * with the running balance of its own currency. Balances per currency are the last running balance of each.
 */
export function buildLedger(entries: readonly LedgerEntryInput[]): { entries: LedgerEntry[]; balances: Array<{ currency: FiscalCurrency; balance: number }> } {
  const sorted = [...entries].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : KIND_ORDER[a.kind] - KIND_ORDER[b.kind] || a.id - b.id));
  const running = new Map<FiscalCurrency, number>();
  const out = sorted.map((e) => {
    const balance = (running.get(e.currency) ?? 0) + e.debit - e.credit;
    running.set(e.currency, balance);
    return { ...e, balance };
  });
  return { entries: out, balances: FISCAL_CURRENCIES.filter((c) => running.has(c)).map((currency) => ({ currency, balance: running.get(currency) ?? 0 })) };
}

// ── promises and the collection log ──

export const PROMISE_STATUSES = ['pendiente', 'cumplida', 'incumplida', 'anulada'] as const;
export type PromiseStatus = (typeof PROMISE_STATUSES)[number];
export const PROMISE_STATUS_LABELS: Readonly<Record<PromiseStatus, string>> = { pendiente: 'Pendiente', cumplida: 'Cumplida', incumplida: 'Incumplida', anulada: 'Anulada' };

/** What a user may set by hand (incumplida is also reached by itself). */
export const PROMISE_SET_STATUSES = ['cumplida', 'incumplida', 'anulada'] as const;

/**
 * PROMISE_DERIVED_STATUS: a promise's status as of a day, derived (idempotent, no scheduled pass): a status set
 * by hand stays; a pending promise is cumplida once the client's receipts in its currency from the day it was
 * made up to its date cover the amount, and incumplida from the day after its date when they do not.
 */
export function promiseStatus(p: { status: PromiseStatus; promisedDate: string; amount: number; covered: number }, today: string): PromiseStatus {
  if (p.status !== 'pendiente') return p.status;
  if (p.covered >= p.amount) return 'cumplida';
  return today > p.promisedDate ? 'incumplida' : 'pendiente';
}

/** Only a pending promise changes status by hand; it never goes back to pendiente. */
export function canSetPromiseStatus(from: PromiseStatus, to: PromiseStatus): boolean {
  return from === 'pendiente' && to !== 'pendiente';
}

export const COLLECTION_LOG_KINDS = ['llamada', 'email', 'whatsapp', 'visita', 'nota'] as const;
export type CollectionLogKind = (typeof COLLECTION_LOG_KINDS)[number];
export const COLLECTION_LOG_KIND_LABELS: Readonly<Record<CollectionLogKind, string>> = {
  llamada: 'Llamada',
  email: 'Correo',
  whatsapp: 'WhatsApp',
  visita: 'Visita',
  nota: 'Nota',
};

export const COLLECTIONS_LIMITS = { subject: 200, notes: 2000, reason: 500 } as const;

export const COLLECTIONS_MESSAGES = {
  orgNotFound: 'Organización no encontrada.',
  promiseNotFound: 'Promesa de pago no encontrada.',
  logNotFound: 'Gestión de cobranza no encontrada.',
  promiseStatus: 'Solo una promesa pendiente puede marcarse cumplida, incumplida o anulada.',
  amount: 'El monto debe ser mayor que cero (en guaraníes, sin decimales).',
  date: 'Ingresá una fecha válida (AAAA-MM-DD).',
  subject: 'Ingresá el asunto.',
} as const;
