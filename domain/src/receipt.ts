import { divideHalfUpBig, type FiscalCurrency, MINOR_DIGITS } from './fiscal-money';

/**
 * Receipts (recibos de dinero) against issued invoices: how much of each invoice a payment settles and the IVA
 * the client withheld (retención de IVA, Resolución General de la SET: the withholding agent keeps 30 %, 70 % or
 * 100 % of the IVA contained in what it pays and hands the company a withholding certificate instead).
 * Amounts are exact minor units (fiscal-money.ts): PYG whole guaraníes, USD cents.
 *
 * Rounding rules, each named where it is used:
 * - WITHHOLDING_PER_ITEM: the withholding is computed and rounded HALF_UP on each invoice a receipt pays; the
 *   receipt's figure is the sum of its items (what the certificate per invoice shows).
 * - IVA_SHARE: the IVA contained in an amount paid is amount × (the invoice's IVA ÷ its total), one division at the
 *   end, so no intermediate rounding.
 */

export const RECEIPT_METHODS = ['transferencia', 'efectivo', 'cheque', 'tarjeta', 'otro'] as const;
export type ReceiptMethod = (typeof RECEIPT_METHODS)[number];
export const RECEIPT_METHOD_LABELS: Readonly<Record<ReceiptMethod, string>> = {
  transferencia: 'Transferencia',
  efectivo: 'Efectivo',
  cheque: 'Cheque',
  tarjeta: 'Tarjeta',
  otro: 'Otro',
};

export const RECEIPT_STATUSES = ['emitido', 'anulado'] as const;
export type ReceiptStatus = (typeof RECEIPT_STATUSES)[number];
export const RECEIPT_STATUS_LABELS: Readonly<Record<ReceiptStatus, string>> = { emitido: 'Emitido', anulado: 'Anulado' };

/** The withholding percentages of IVA the SET's regime allows (0 = the client withheld nothing). */
export const WITHHOLDING_PCTS = [0, 30, 70, 100] as const;
export type WithholdingPct = (typeof WITHHOLDING_PCTS)[number];

export function isReceiptMethod(v: unknown): v is ReceiptMethod {
  return typeof v === 'string' && (RECEIPT_METHODS as readonly string[]).includes(v);
}

export function isWithholdingPct(v: unknown): v is WithholdingPct {
  return typeof v === 'number' && (WITHHOLDING_PCTS as readonly number[]).includes(v);
}

/**
 * The IVA withheld on `amount` paid of an invoice whose total is `invoiceTotal` with `invoiceIva` of IVA in it
 * (IVA_SHARE, then WITHHOLDING_PER_ITEM): HALF_UP(amount × iva × pct ÷ (total × 100)). An exenta invoice (no IVA)
 * withholds nothing.
 */
export function withholdingOf(amount: number, invoice: { total: number; iva: number }, pct: number): number {
  if (!Number.isSafeInteger(amount) || amount < 0) throw new RangeError(`importe inválido: ${amount}`);
  if (!isWithholdingPct(pct)) throw new RangeError(`porcentaje de retención inválido: ${pct}`);
  if (pct === 0 || invoice.iva <= 0 || invoice.total <= 0 || amount === 0) return 0;
  const w = divideHalfUpBig(BigInt(amount) * BigInt(invoice.iva) * BigInt(pct), BigInt(invoice.total) * 100n);
  return Number(w);
}

export interface ReceiptItemInput {
  invoiceId: number;
  amount: number;
}

export interface ReceiptInvoiceState {
  id: number;
  number: string | null;
  currency: FiscalCurrency;
  total: number;
  /** IVA contained in the invoice (5 % + 10 %). */
  iva: number;
  /** Open balance: total − credited − paid by live receipts. */
  balance: number;
}

export interface ReceiptItemFigures {
  invoiceId: number;
  amount: number;
  withheld: number;
  net: number;
}

export interface ReceiptFigures {
  amount: number;
  withheld: number;
  net: number;
  items: ReceiptItemFigures[];
}

export const RECEIPT_MESSAGES = {
  noItems: 'El recibo necesita al menos una factura con importe.',
  duplicateInvoice: 'Cada factura va una sola vez en el recibo.',
  amountPositive: 'El importe de cada factura debe ser mayor que 0.',
  pygDecimals: 'Los importes en guaraníes no llevan decimales.',
  withholding: 'La retención de IVA es 0, 30, 70 o 100 %.',
  currency: (number: string) => `La factura ${number} está en otra moneda que el recibo.`,
  overBalance: (number: string, balance: string) => `El importe para la factura ${number} supera su saldo (${balance}).`,
  notPayable: (number: string) => `La factura ${number} no está pendiente de cobro.`,
  otherClient: (number: string) => `La factura ${number} es de otro cliente.`,
  alreadyCancelled: 'El recibo ya está anulado.',
  reasonBlank: 'Escribí el motivo de la anulación.',
} as const;

/** Minor units as es-PY text with the currency ('Gs. 1.234.567', 'USD 1.234,50'). */
export function formatReceiptMoney(minor: number, currency: FiscalCurrency): string {
  const digits = MINOR_DIGITS[currency];
  const abs = Math.abs(minor);
  const whole = Math.floor(abs / 10 ** digits);
  const frac = abs - whole * 10 ** digits;
  const grouped = String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  const text = digits ? `${grouped},${String(frac).padStart(digits, '0')}` : grouped;
  return `${currency === 'PYG' ? 'Gs.' : 'USD'} ${minor < 0 ? '-' : ''}${text}`;
}

/**
 * The figures of a receipt paying `items` of `invoices` in `currency` with `pct` % withholding, or the first
 * reason it cannot be issued (never more than an invoice's open balance; one currency; each invoice once).
 */
export function receiptFigures(
  currency: FiscalCurrency,
  pct: number,
  items: readonly ReceiptItemInput[],
  invoices: readonly ReceiptInvoiceState[],
): { ok: true; figures: ReceiptFigures } | { ok: false; reason: string; invoiceId?: number } {
  if (!isWithholdingPct(pct)) return { ok: false, reason: RECEIPT_MESSAGES.withholding };
  if (!items.length) return { ok: false, reason: RECEIPT_MESSAGES.noItems };
  const seen = new Set<number>();
  const out: ReceiptItemFigures[] = [];
  for (const item of items) {
    if (seen.has(item.invoiceId)) return { ok: false, reason: RECEIPT_MESSAGES.duplicateInvoice, invoiceId: item.invoiceId };
    seen.add(item.invoiceId);
    if (!Number.isSafeInteger(item.amount) || item.amount <= 0) return { ok: false, reason: RECEIPT_MESSAGES.amountPositive, invoiceId: item.invoiceId };
    const inv = invoices.find((i) => i.id === item.invoiceId);
    if (!inv) return { ok: false, reason: RECEIPT_MESSAGES.notPayable(String(item.invoiceId)), invoiceId: item.invoiceId };
    const label = inv.number ?? String(inv.id);
    if (inv.currency !== currency) return { ok: false, reason: RECEIPT_MESSAGES.currency(label), invoiceId: inv.id };
    if (item.amount > inv.balance) return { ok: false, reason: RECEIPT_MESSAGES.overBalance(label, formatReceiptMoney(Math.max(inv.balance, 0), currency)), invoiceId: inv.id };
    const withheld = withholdingOf(item.amount, inv, pct);
    out.push({ invoiceId: inv.id, amount: item.amount, withheld, net: item.amount - withheld });
  }
  const amount = out.reduce((s, i) => s + i.amount, 0);
  const withheld = out.reduce((s, i) => s + i.withheld, 0);
  return { ok: true, figures: { amount, withheld, net: amount - withheld, items: out } };
}

/**
 * A payment of `amount` spread over open invoices, oldest due date first (then lowest id), each up to its balance;
 * what exceeds the sum of balances is left unallocated (the screen shows it; the server refuses it).
 */
export function allocatePayment(
  amount: number,
  invoices: ReadonlyArray<{ id: number; balance: number; dueDate: string | null }>,
): { items: ReceiptItemInput[]; unallocated: number } {
  if (!Number.isSafeInteger(amount) || amount < 0) throw new RangeError(`importe inválido: ${amount}`);
  const ordered = [...invoices].filter((i) => i.balance > 0).sort((a, b) => (a.dueDate ?? '9999').localeCompare(b.dueDate ?? '9999') || a.id - b.id);
  let left = amount;
  const items: ReceiptItemInput[] = [];
  for (const inv of ordered) {
    if (left <= 0) break;
    const take = Math.min(left, inv.balance);
    items.push({ invoiceId: inv.id, amount: take });
    left -= take;
  }
  return { items, unallocated: left };
}

/** The invoice status a paid amount leads to: emitida (nothing paid), pago_parcial, pagada (balance 0). */
export function paidStatus(net: number, paid: number): 'emitida' | 'pago_parcial' | 'pagada' {
  if (paid <= 0) return 'emitida';
  return paid >= net ? 'pagada' : 'pago_parcial';
}
