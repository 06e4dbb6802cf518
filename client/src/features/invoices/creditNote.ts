import {
  creditableByRate,
  creditExcess,
  creditPercentByRate,
  type FiscalCurrency,
  fromDecimal,
  IVA_RATES,
  type IvaRate,
  isIvaRate,
  parseMoneyStrict,
  type RateAmounts,
  splitCreditByRate,
  sumRates,
} from '@crm/domain';
import type { InvoiceFieldsFragment, CreateCreditNoteInput } from '../../gql/graphql';
import { percentBpOf } from './invoiceForm';

/**
 * The credit note dialog as plain data: what may still be credited (per IVA rate and per line), the split the
 * server will make of a global amount or percentage, and the input. Same domain rules as the server
 * (creditableByRate, splitCreditByRate, creditPercentByRate), in minor units.
 */

export type CreditMode = 'lines' | 'amount' | 'percentage';

const curOf = (c: string): FiscalCurrency => (c === 'PYG' ? 'PYG' : 'USD');
const minor = (n: number, c: FiscalCurrency) => fromDecimal(n, c) ?? 0;

/** Every credit note that is not cancelled counts (the server counts drafts too, so two drafts cannot both take the same room). */
export function creditable(inv: InvoiceFieldsFragment): RateAmounts {
  const c = curOf(inv.currency);
  const rates = (t: { exentas: number; gravado5: number; gravado10: number }): RateAmounts => ({ exenta: minor(t.exentas, c), '5': minor(t.gravado5, c), '10': minor(t.gravado10, c) });
  return creditableByRate(rates(inv), inv.creditNotes.map(rates));
}

/** Per invoice line, what issued and draft notes left of it (minor units). */
export function creditableByLine(inv: InvoiceFieldsFragment): Map<number, number> {
  const c = curOf(inv.currency);
  const left = new Map(inv.lines.map((l) => [l.id, minor(l.amount, c)]));
  for (const n of inv.creditNotes) for (const l of n.lines) if (l.invoiceLineId && left.has(l.invoiceLineId)) left.set(l.invoiceLineId, Math.max(0, left.get(l.invoiceLineId)! - minor(l.amount, c)));
  return left;
}

export interface CreditDraft {
  mode: CreditMode;
  /** Per invoice line id, the amount typed ('100', '1.234,56'). */
  lineAmounts: Record<number, string>;
  amount: string;
  percentage: string;
  reason: string;
}

export const CREDIT_MESSAGES = {
  amount: 'Indicá un importe mayor que 0.',
  pygDecimals: 'En guaraníes el importe va sin decimales.',
  lineOver: 'Supera lo que queda por acreditar de la línea.',
  percentage: 'Indicá un porcentaje mayor que 0 y hasta 100.',
  empty: 'Indicá el importe a acreditar de al menos una línea.',
  over: 'Supera lo acreditable.',
  reason: 'Indicá el motivo.',
} as const;

export interface CreditCheck {
  /** The credit per rate (minor units), when the draft reads. */
  byRate: RateAmounts | null;
  errors: Partial<Record<string, string>>;
}

function amountMinor(text: string, c: FiscalCurrency): { minor: number | null; error?: string } {
  const n = parseMoneyStrict(text);
  if (n === null || n <= 0) return { minor: null, error: CREDIT_MESSAGES.amount };
  if (c === 'PYG' && !Number.isInteger(n)) return { minor: null, error: CREDIT_MESSAGES.pygDecimals };
  return { minor: fromDecimal(n, c) };
}

export function checkCredit(inv: InvoiceFieldsFragment, d: CreditDraft): CreditCheck {
  const c = curOf(inv.currency);
  const room = creditable(inv);
  const errors: Partial<Record<string, string>> = {};
  if (!d.reason.trim()) errors.reason = CREDIT_MESSAGES.reason;
  let byRate: RateAmounts | null = null;
  if (d.mode === 'lines') {
    const left = creditableByLine(inv);
    const sum: RateAmounts = { exenta: 0, '5': 0, '10': 0 };
    let any = false;
    for (const l of inv.lines) {
      const text = d.lineAmounts[l.id]?.trim();
      if (!text) continue;
      const a = amountMinor(text, c);
      if (a.minor === null) {
        errors[`line.${l.id}`] = a.error;
        continue;
      }
      if (a.minor > (left.get(l.id) ?? 0)) errors[`line.${l.id}`] = CREDIT_MESSAGES.lineOver;
      const rate: IvaRate = isIvaRate(l.iva) ? l.iva : 'exenta';
      sum[rate] += a.minor;
      any = true;
    }
    if (!any && !Object.keys(errors).some((k) => k.startsWith('line.'))) errors.lines = CREDIT_MESSAGES.empty;
    byRate = any ? sum : null;
  } else if (d.mode === 'amount') {
    const a = amountMinor(d.amount, c);
    if (a.minor === null) errors.amount = a.error;
    else if (a.minor > sumRates(room)) errors.amount = CREDIT_MESSAGES.over;
    else byRate = splitCreditByRate(a.minor, room);
  } else {
    const bp = percentBpOf(d.percentage);
    if (bp === null) errors.percentage = CREDIT_MESSAGES.percentage;
    else byRate = creditPercentByRate(bp, room);
  }
  if (byRate && creditExcess(byRate, room) && !Object.keys(errors).some((k) => k !== 'reason')) errors.total = CREDIT_MESSAGES.over;
  return { byRate, errors };
}

export function creditInput(inv: InvoiceFieldsFragment, d: CreditDraft): CreateCreditNoteInput {
  const reason = d.reason.trim() || null;
  if (d.mode === 'lines') {
    return {
      reason,
      lines: inv.lines.filter((l) => d.lineAmounts[l.id]?.trim()).map((l) => ({ invoiceLineId: l.id, amount: parseMoneyStrict(d.lineAmounts[l.id]) ?? 0 })),
    };
  }
  if (d.mode === 'amount') return { reason, amount: parseMoneyStrict(d.amount) };
  const bp = percentBpOf(d.percentage);
  return { reason, percentage: bp === null ? null : bp / 100 };
}

export const RATE_WORDS: Readonly<Record<IvaRate, string>> = { exenta: 'Exentas', '5': 'Gravadas 5 %', '10': 'Gravadas 10 %' };
export { IVA_RATES };
