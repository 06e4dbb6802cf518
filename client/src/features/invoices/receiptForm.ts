import { type FiscalCurrency, fromDecimal, paraguayToday, parseMoneyStrict, RECEIPT_MESSAGES, receiptFigures, type WithholdingPct } from '@crm/domain';

/** What 'Registrar cobro' needs of each invoice it may pay (amounts as numbers of its currency). */
export interface PayableRow {
  id: number;
  orgId: number | null;
  number: string | null;
  currency: string;
  total: number;
  iva5?: number | null;
  iva10?: number | null;
  balance: number;
  dueDate?: string | null;
  customerName?: string;
}

/** One open invoice in the form: paid in this receipt or not, and the amount typed for it. */
export interface ReceiptLineDraft {
  invoiceId: number;
  selected: boolean;
  amount: string;
}

export interface ReceiptDraft {
  lines: ReceiptLineDraft[];
  withholdingPct: WithholdingPct;
  method: string;
  paidAt: string;
  account: string;
  reference: string;
}

export const RECEIPT_FORM_MESSAGES = {
  amount: 'Indicá un importe mayor que 0.',
  pygDecimals: RECEIPT_MESSAGES.pygDecimals,
  none: 'Elegí al menos una factura para cobrar.',
  paidAt: 'Indicá la fecha del cobro.',
  future: 'La fecha de cobro no puede ser posterior a hoy.',
} as const;

export const curOf = (c: string): FiscalCurrency => (c === 'PYG' ? 'PYG' : 'USD');

/**
 * Today as YYYY-MM-DD in the office's day (America/Asuncion): the default date of a payment. The server refuses a
 * payment date after the office's today, so a browser set to another zone must not offer tomorrow near midnight.
 */
export function todayLocal(): string {
  return paraguayToday(new Date());
}

/** The balance as the amount field shows it by default (es-PY decimal comma). */
export const balanceText = (balance: number): string => String(balance).replace('.', ',');

/** The form's lines for the open invoices: each pre-filled with its balance; only `selectedId` ticked. */
export function initialLines(invoices: readonly PayableRow[], selectedId: number): ReceiptLineDraft[] {
  return invoices.map((i) => ({ invoiceId: i.id, selected: i.id === selectedId, amount: balanceText(i.balance) }));
}

/** Minor units of the invoice as the domain's receipt rule reads it (total, IVA contained, open balance). */
const stateOf = (inv: PayableRow, cur: FiscalCurrency) => ({
  id: inv.id,
  number: inv.number,
  currency: curOf(inv.currency),
  total: fromDecimal(inv.total, cur) ?? 0,
  iva: (fromDecimal(inv.iva5 ?? 0, cur) ?? 0) + (fromDecimal(inv.iva10 ?? 0, cur) ?? 0),
  balance: fromDecimal(inv.balance, cur) ?? 0,
});

export interface ReceiptItemCheck {
  invoiceId: number;
  /** Minor units, or null while the field is not a valid amount. */
  amount: number | null;
  withheld: number;
  net: number;
  error?: string;
}

export interface ReceiptCheck {
  items: ReceiptItemCheck[];
  amount: number;
  withheld: number;
  net: number;
  errors: Partial<Record<'lines' | 'paidAt', string>>;
  ok: boolean;
}

/**
 * The draft read: per ticked invoice its amount, withholding and net in minor units, or the error next to its
 * field; the receipt's totals. Each amount goes through the domain's receiptFigures, the rule the server applies
 * (never above the open balance; withholdingOf on the IVA share of the amount paid; one currency).
 */
export function checkReceipt(invoices: readonly PayableRow[], d: ReceiptDraft, today: string, currency: string): ReceiptCheck {
  const cur = curOf(currency);
  const errors: ReceiptCheck['errors'] = {};
  const items: ReceiptItemCheck[] = [];
  for (const line of d.lines) {
    if (!line.selected) continue;
    const inv = invoices.find((i) => i.id === line.invoiceId);
    if (!inv) continue;
    const n = parseMoneyStrict(line.amount);
    if (n === null || n <= 0) {
      items.push({ invoiceId: inv.id, amount: null, withheld: 0, net: 0, error: RECEIPT_FORM_MESSAGES.amount });
      continue;
    }
    if (cur === 'PYG' && !Number.isInteger(n)) {
      items.push({ invoiceId: inv.id, amount: null, withheld: 0, net: 0, error: RECEIPT_FORM_MESSAGES.pygDecimals });
      continue;
    }
    const amount = fromDecimal(n, cur) ?? 0;
    const figures = receiptFigures(cur, d.withholdingPct, [{ invoiceId: inv.id, amount }], [stateOf(inv, cur)]);
    if (!figures.ok) items.push({ invoiceId: inv.id, amount, withheld: 0, net: 0, error: figures.reason });
    else items.push({ invoiceId: inv.id, amount, withheld: figures.figures.withheld, net: figures.figures.net });
  }
  if (!items.length) errors.lines = RECEIPT_FORM_MESSAGES.none;
  if (!d.paidAt) errors.paidAt = RECEIPT_FORM_MESSAGES.paidAt;
  else if (d.paidAt > today) errors.paidAt = RECEIPT_FORM_MESSAGES.future;
  const valid = items.filter((i) => !i.error);
  const amount = valid.reduce((s, i) => s + (i.amount ?? 0), 0);
  const withheld = valid.reduce((s, i) => s + i.withheld, 0);
  return { items, amount, withheld, net: amount - withheld, errors, ok: !Object.keys(errors).length && items.every((i) => !i.error) };
}
