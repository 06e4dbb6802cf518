import { type FiscalCurrency, fromDecimal, parseMoneyStrict, withholdingOf, type WithholdingPct } from '@crm/domain';

/** What 'Registrar cobro' needs of the invoice it pays (amounts as numbers of its currency). */
export interface PayableRow {
  id: number;
  orgId: number | null;
  number: string | null;
  currency: string;
  total: number;
  iva5?: number | null;
  iva10?: number | null;
  balance: number;
}

export interface ReceiptDraft {
  amount: string;
  withholdingPct: WithholdingPct;
  method: string;
  paidAt: string;
  account: string;
  reference: string;
}

export const RECEIPT_FORM_MESSAGES = {
  amount: 'Indicá un importe mayor que 0.',
  pygDecimals: 'Los importes en guaraníes no llevan decimales.',
  over: 'El importe supera el saldo de la factura.',
  paidAt: 'Indicá la fecha del cobro.',
  future: 'La fecha de cobro no puede ser posterior a hoy.',
} as const;

export const curOf = (c: string): FiscalCurrency => (c === 'PYG' ? 'PYG' : 'USD');

/** Today as YYYY-MM-DD in the user's time zone (Paraguay): the default date of a payment. */
export function todayLocal(): string {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

/**
 * The draft read: amount, withholding and net in minor units (the same domain rule the server applies:
 * withholdingOf, IVA_SHARE then WITHHOLDING_PER_ITEM), or the error of each field.
 */
export function checkReceipt(inv: PayableRow, d: ReceiptDraft, today: string): { amount: number | null; withheld: number; net: number; errors: Partial<Record<'amount' | 'paidAt', string>> } {
  const cur = curOf(inv.currency);
  const errors: Partial<Record<'amount' | 'paidAt', string>> = {};
  const n = parseMoneyStrict(d.amount);
  let amount: number | null = null;
  if (n === null || n <= 0) errors.amount = RECEIPT_FORM_MESSAGES.amount;
  else if (cur === 'PYG' && !Number.isInteger(n)) errors.amount = RECEIPT_FORM_MESSAGES.pygDecimals;
  else {
    amount = fromDecimal(n, cur);
    const balance = fromDecimal(inv.balance, cur) ?? 0;
    if (amount !== null && amount > balance) errors.amount = RECEIPT_FORM_MESSAGES.over;
  }
  if (!d.paidAt) errors.paidAt = RECEIPT_FORM_MESSAGES.paidAt;
  else if (d.paidAt > today) errors.paidAt = RECEIPT_FORM_MESSAGES.future;
  const total = fromDecimal(inv.total, cur) ?? 0;
  const iva = (fromDecimal(inv.iva5 ?? 0, cur) ?? 0) + (fromDecimal(inv.iva10 ?? 0, cur) ?? 0);
  const withheld = amount !== null && amount > 0 ? withholdingOf(amount, { total, iva }, d.withholdingPct) : 0;
  return { amount, withheld, net: (amount ?? 0) - withheld, errors };
}
