import {
  convertMinor,
  divideHalfUp,
  type FiscalCurrency,
  type IvaRate,
  IVA_RATES,
  ivaIncluded,
  lineAmount,
  sumMinor,
} from './fiscal-money';
import { addDays } from './document-checklist';

/**
 * Sales invoices and credit notes (money and fiscal rules of Paraguay). Every amount is an integer count of
 * the currency's minor unit (fiscal-money.ts); prices include IVA. Rounding rules, each named where it is used:
 * - IVA_PER_LINE (fiscal-money.ts): a line's tax is extracted and rounded on the line; the document's figures
 *   are sums of its lines, so the printed total is the sum of the printed lines.
 * - CUMULATIVE_HALF_UP: an instalment of a source amount is the cumulative share rounded HALF_UP minus the
 *   cumulative share already billed (round(A × to) − round(A × from)). The parts of any plan therefore add up
 *   to the amount exactly (the part that reaches 100 % takes the remainder), and each part is within one minor
 *   unit of its exact share.
 * - SPLIT_BY_RATE_REMAINDER: a global credit split over IVA rates in proportion to what is creditable at each
 *   rate, every rate HALF_UP but the last non-empty one, which takes the remainder (the split sums exactly).
 */

// ── states ──

export const INVOICE_STATUSES = ['borrador', 'emitida', 'pago_parcial', 'pagada', 'anulada'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

export const INVOICE_STATUS_LABELS: Readonly<Record<InvoiceStatus | 'vencida', string>> = {
  borrador: 'Borrador',
  emitida: 'Emitida',
  pago_parcial: 'Pago parcial',
  pagada: 'Pagada',
  anulada: 'Anulada',
  vencida: 'Vencida',
};

export const CREDIT_NOTE_STATUSES = ['borrador', 'emitida'] as const;
export type CreditNoteStatus = (typeof CREDIT_NOTE_STATUSES)[number];

export const INVOICE_CONDITIONS = ['contado', 'credito'] as const;
export type InvoiceCondition = (typeof INVOICE_CONDITIONS)[number];
export const INVOICE_CONDITION_LABELS: Readonly<Record<InvoiceCondition, string>> = { contado: 'Contado', credito: 'Crédito' };

/** Where an invoice's lines come from: a confirmed cost-sheet revision, a saved quote version, or typed lines. */
export const INVOICE_SOURCES = ['cost_sheet', 'quote', 'lines'] as const;
export type InvoiceSource = (typeof INVOICE_SOURCES)[number];

/** A crédito invoice is due this many days after its date unless told otherwise. */
export const DEFAULT_PAYMENT_TERM_DAYS = 30;

export const INVOICE_LIMITS = {
  lines: 200,
  description: 500,
  notes: 2000,
  reason: 500,
  paymentTermDays: 3650,
  /** Quantities: up to 9 digits and 3 decimals (kg, units). */
  quantityMax: 999_999_999,
  quantityDecimals: 3,
} as const;

export function isInvoiceStatus(v: unknown): v is InvoiceStatus {
  return typeof v === 'string' && (INVOICE_STATUSES as readonly string[]).includes(v);
}

/** Issued and not cancelled: what credit notes, receipts and balances act on. */
export function isInvoiceIssued(status: InvoiceStatus): boolean {
  return status === 'emitida' || status === 'pago_parcial' || status === 'pagada';
}

/** Only a draft is editable or deletable; from 'emitida' on the invoice is immutable. */
export function isInvoiceEditable(status: InvoiceStatus): boolean {
  return status === 'borrador';
}

/** 'vencida' is derived, never stored: issued, something still owed, and the due date is before today. */
export function isInvoiceOverdue(inv: { status: InvoiceStatus; dueDate: string | null; balance: number }, today: string): boolean {
  return (inv.status === 'emitida' || inv.status === 'pago_parcial') && inv.balance > 0 && inv.dueDate !== null && inv.dueDate < today;
}

/** The status a list shows: the stored one, or 'vencida' when overdue. */
export function invoiceDisplayStatus(inv: { status: InvoiceStatus; dueDate: string | null; balance: number }, today: string): InvoiceStatus | 'vencida' {
  return isInvoiceOverdue(inv, today) ? 'vencida' : inv.status;
}

/** The due date: the one given, else date + term for crédito, else the date itself (contado). */
export function invoiceDueDate(input: { date: string; condition: InvoiceCondition; paymentTermDays?: number | null; dueDate?: string | null }): string {
  if (input.dueDate) return input.dueDate;
  if (input.condition === 'contado') return input.date;
  return addDays(input.date, input.paymentTermDays ?? DEFAULT_PAYMENT_TERM_DAYS);
}

// ── lines and totals ──

export interface InvoiceLineInput {
  description: string;
  /** A decimal text or number ('2.5'). */
  quantity: number | string;
  /** IVA-included unit price, in minor units. */
  unitPrice: number;
  iva: IvaRate;
}

export interface InvoiceLineFigures {
  /** IVA-included amount of the line (quantity × unit price, HALF_UP on the line). */
  amount: number;
  /** Tax inside it (IVA_PER_LINE). */
  ivaAmount: number;
  /** The line's amount in its column: exentas, gravadas 5 % or gravadas 10 %. */
  exenta: number;
  gravada5: number;
  gravada10: number;
}

export function invoiceLineFigures(line: Pick<InvoiceLineInput, 'quantity' | 'unitPrice' | 'iva'>): InvoiceLineFigures {
  const amount = lineAmount(line.unitPrice, line.quantity);
  return {
    amount,
    ivaAmount: ivaIncluded(amount, line.iva),
    exenta: line.iva === 'exenta' ? amount : 0,
    gravada5: line.iva === '5' ? amount : 0,
    gravada10: line.iva === '10' ? amount : 0,
  };
}

/** A document's figures (invoice or credit note), every one a sum of line figures (IVA_PER_LINE). */
export interface DocumentTotals {
  exentas: number;
  gravado5: number;
  gravado10: number;
  iva5: number;
  iva10: number;
  iva: number;
  total: number;
}

export const ZERO_TOTALS: DocumentTotals = { exentas: 0, gravado5: 0, gravado10: 0, iva5: 0, iva10: 0, iva: 0, total: 0 };

/** Totals of lines that carry their IVA-included amount and rate. */
export function documentTotals(lines: ReadonlyArray<{ amount: number; iva: IvaRate }>): DocumentTotals {
  const of = (rate: IvaRate) => lines.filter((l) => l.iva === rate);
  const gross = (rate: IvaRate) => sumMinor(of(rate).map((l) => l.amount));
  const tax = (rate: IvaRate) => sumMinor(of(rate).map((l) => ivaIncluded(l.amount, rate)));
  const iva5 = tax('5');
  const iva10 = tax('10');
  return { exentas: gross('exenta'), gravado5: gross('5'), gravado10: gross('10'), iva5, iva10, iva: iva5 + iva10, total: sumMinor(lines.map((l) => l.amount)) };
}

/** Totals of typed lines (quantity × unit price). */
export function invoiceTotals(lines: ReadonlyArray<Pick<InvoiceLineInput, 'quantity' | 'unitPrice' | 'iva'>>): DocumentTotals {
  return documentTotals(lines.map((l) => ({ amount: invoiceLineFigures(l).amount, iva: l.iva })));
}

/** Per-rate amounts of a document (gross, IVA included). */
export type RateAmounts = Record<IvaRate, number>;

export function rateAmountsOf(t: Pick<DocumentTotals, 'exentas' | 'gravado5' | 'gravado10'>): RateAmounts {
  return { exenta: t.exentas, '5': t.gravado5, '10': t.gravado10 };
}

// ── percentages and instalments ──

/** A percentage is kept as basis points (hundredths of a percent): 60 % = 6000, 33,33 % = 3333. */
export const FULL_BP = 10_000;

/** 60 → 6000, '33.33' → 3333; null when not a percentage with at most two decimals in (0, 100]. */
export function percentToBp(p: number | string): number | null {
  const text = typeof p === 'number' ? (Number.isFinite(p) ? String(p) : '') : p.trim();
  const m = /^(\d{1,3})(?:\.(\d{1,2}))?$/.exec(text);
  if (!m) return null;
  const bp = Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
  return bp > 0 && bp <= FULL_BP ? bp : null;
}

export function bpToPercent(bp: number): number {
  return bp / 100;
}

/** CUMULATIVE_HALF_UP: the part of `amount` between the cumulative shares `fromBp` and `toBp`. */
export function cumulativePart(amount: number, fromBp: number, toBp: number): number {
  if (fromBp < 0 || toBp < fromBp || toBp > FULL_BP) throw new RangeError(`tramo inválido: ${fromBp}–${toBp}`);
  return divideHalfUp(amount * toBp, FULL_BP) - divideHalfUp(amount * fromBp, FULL_BP);
}

/** Splits `amount` by percentages (basis points summing to 100 %), CUMULATIVE_HALF_UP: the parts sum exactly. */
export function splitByPercentages(amount: number, partsBp: readonly number[]): number[] {
  if (sumMinor(partsBp) !== FULL_BP) throw new RangeError('las partes deben sumar 100 %');
  let from = 0;
  return partsBp.map((p) => {
    const part = cumulativePart(amount, from, from + p);
    from += p;
    return part;
  });
}

/** The usual plans; a custom plan is any list of percentages summing to 100. */
export const INSTALMENT_PLANS: Readonly<Record<string, readonly number[]>> = {
  '100': [FULL_BP],
  '60/40': [6000, 4000],
  '60/30/10': [6000, 3000, 1000],
};

/** '60/30/10' or '50/50' → basis points; null unless every part is a percentage and they sum to 100. */
export function parseInstalmentPlan(text: string): number[] | null {
  const parts = text.split('/').map((s) => percentToBp(s.trim().replace(',', '.')));
  if (parts.some((p) => p === null)) return null;
  return sumMinor(parts as number[]) === FULL_BP ? (parts as number[]) : null;
}

export interface InstalmentProposal {
  /** 1-based index of the proposed part in the plan. */
  part: number;
  bp: number;
}

/**
 * The next unbilled part of a plan, given the percentage already billed (basis points): the part whose span
 * contains the billed cumulative, for what is left of it. Null when everything is billed.
 */
export function nextInstalment(planBp: readonly number[], billedBp: number): InstalmentProposal | null {
  if (billedBp >= FULL_BP) return null;
  let cum = 0;
  for (let i = 0; i < planBp.length; i++) {
    cum += planBp[i];
    if (cum > billedBp) return { part: i + 1, bp: cum - billedBp };
  }
  return { part: planBp.length, bp: FULL_BP - billedBp };
}

export const INVOICE_MESSAGES = {
  percentage: 'El porcentaje debe ser mayor que 0 y hasta 100, con hasta dos decimales.',
  overHundred: (billed: number, asked: number) =>
    `Ya se facturó el ${formatPercent(billed)} de esta revisión: facturar ${formatPercent(asked)} más superaría el 100 %.`,
  lineBilled: (description: string) => `La línea «${description}» ya está facturada por completo.`,
  lineOver: (description: string, billed: number, asked: number) =>
    `La línea «${description}» ya tiene facturado el ${formatPercent(billed)}: facturar ${formatPercent(asked)} más superaría el 100 %.`,
  noLines: 'La factura necesita al menos una línea con importe.',
  notEditable: 'La factura ya está emitida: no se puede modificar. Para corregirla, emití una nota de crédito o anulala.',
  alreadyIssued: 'La factura ya está emitida.',
  cancelled: 'La factura está anulada.',
  notIssued: 'Solo se puede hacer una nota de crédito de una factura emitida.',
  hasReceipts: 'La factura ya tiene recibos: no admite notas de crédito.',
  creditOver: (rate: IvaRate, creditable: string) => `El crédito a ${rateWords(rate)} supera lo acreditable (${creditable}).`,
  creditEmpty: 'La nota de crédito necesita un importe mayor que 0.',
} as const;

function rateWords(rate: IvaRate): string {
  return rate === 'exenta' ? 'exentas' : `gravadas ${rate} %`;
}

/** 60 % → '60 %', 33,33 % → '33,33 %' (es-PY decimal comma). */
export function formatPercent(bp: number): string {
  const whole = Math.floor(bp / 100);
  const frac = bp % 100;
  return `${whole}${frac ? ',' + String(frac).padStart(2, '0').replace(/0$/, '') : ''} %`;
}

/** A line a source bills (a cost-sheet sale row, a quote item), with what is already billed of it. */
export interface SourceLine {
  key: string;
  description: string;
  /** IVA-included amount of the whole line, in the source's currency (minor units). */
  amount: number;
  iva: IvaRate;
  /** Basis points already billed by invoices that are not cancelled. */
  billedBp: number;
}

export interface BilledPart {
  key: string;
  description: string;
  iva: IvaRate;
  fromBp: number;
  toBp: number;
  /** CUMULATIVE_HALF_UP part of the line, in the source's currency. */
  amount: number;
}

export type BillingPlan = { ok: true; parts: BilledPart[] } | { ok: false; reason: string };

/**
 * What an invoice of `percentBp` bills from `lines` (all of them, or the `selected` keys): every selected line's
 * next `percentBp`, CUMULATIVE_HALF_UP. Refused when a line is billed already, when any line would pass 100 %
 * (cumulative ≤ 100 %, so the same part is never billed twice), or when nothing has an amount.
 */
export function planBilling(lines: readonly SourceLine[], percentBp: number, selected?: readonly string[] | null): BillingPlan {
  if (!Number.isInteger(percentBp) || percentBp <= 0 || percentBp > FULL_BP) return { ok: false, reason: INVOICE_MESSAGES.percentage };
  const chosen = selected && selected.length ? lines.filter((l) => selected.includes(l.key)) : lines.filter((l) => l.amount !== 0);
  if (selected && selected.length && chosen.length !== new Set(selected).size) return { ok: false, reason: 'Una de las líneas elegidas no es de esta fuente.' };
  if (!chosen.length) return { ok: false, reason: INVOICE_MESSAGES.noLines };
  const billedAll = selected && selected.length ? null : Math.max(...chosen.map((l) => l.billedBp));
  if (billedAll !== null && billedAll + percentBp > FULL_BP) return { ok: false, reason: INVOICE_MESSAGES.overHundred(billedAll, percentBp) };
  const parts: BilledPart[] = [];
  for (const l of chosen) {
    if (l.billedBp >= FULL_BP) return { ok: false, reason: INVOICE_MESSAGES.lineBilled(l.description) };
    if (l.billedBp + percentBp > FULL_BP) return { ok: false, reason: INVOICE_MESSAGES.lineOver(l.description, l.billedBp, percentBp) };
    parts.push({ key: l.key, description: l.description, iva: l.iva, fromBp: l.billedBp, toBp: l.billedBp + percentBp, amount: cumulativePart(l.amount, l.billedBp, l.billedBp + percentBp) });
  }
  if (parts.every((p) => p.amount === 0)) return { ok: false, reason: INVOICE_MESSAGES.noLines };
  return { ok: true, parts };
}

/** How much of a source is billed: the least-billed line with an amount sets what remains. */
export function sourceBilledBp(lines: readonly SourceLine[]): number {
  const withAmount = lines.filter((l) => l.amount !== 0);
  return withAmount.length ? Math.min(...withAmount.map((l) => l.billedBp)) : 0;
}

/** A part in the invoice's currency (HALF_UP at the invoice's rate, Gs per USD). */
export function partIn(amount: number, from: FiscalCurrency, to: FiscalCurrency, gsPerUsd: number | string): number {
  return convertMinor(amount, from, to, gsPerUsd);
}

// ── credit notes ──

/** What a credit note may still take, per rate: the invoice's per-rate amounts minus issued (and draft) credits. */
export function creditableByRate(invoice: RateAmounts, credited: readonly RateAmounts[]): RateAmounts {
  const out = { ...invoice };
  for (const c of credited) for (const r of IVA_RATES) out[r] -= c[r];
  for (const r of IVA_RATES) if (out[r] < 0) out[r] = 0;
  return out;
}

export function sumRates(a: RateAmounts): number {
  return a.exenta + a['5'] + a['10'];
}

/** SPLIT_BY_RATE_REMAINDER: a global amount over the rates, in proportion to `creditable`. */
export function splitCreditByRate(amount: number, creditable: RateAmounts): RateAmounts {
  const total = sumRates(creditable);
  const out: RateAmounts = { exenta: 0, '5': 0, '10': 0 };
  if (total <= 0 || amount <= 0) return out;
  const rates = IVA_RATES.filter((r) => creditable[r] > 0);
  let left = amount;
  rates.forEach((r, i) => {
    const share = i === rates.length - 1 ? left : divideHalfUp(amount * creditable[r], total);
    out[r] = share;
    left -= share;
  });
  return out;
}

/** A percentage of what is creditable, per rate (HALF_UP on each rate). */
export function creditPercentByRate(percentBp: number, creditable: RateAmounts): RateAmounts {
  const out: RateAmounts = { exenta: 0, '5': 0, '10': 0 };
  for (const r of IVA_RATES) out[r] = percentBp >= FULL_BP ? creditable[r] : divideHalfUp(creditable[r] * percentBp, FULL_BP);
  return out;
}

/** The first rate whose credit exceeds what is creditable, or null. */
export function creditExcess(credit: RateAmounts, creditable: RateAmounts): IvaRate | null {
  return IVA_RATES.find((r) => credit[r] > creditable[r]) ?? null;
}

/**
 * Whether a credit note may be made on an invoice (shared with the receipts, which land later): the invoice is
 * issued and no live receipt is applied to it.
 */
export function canCreditNote(invoice: { status: InvoiceStatus }, opts: { liveReceipts: number }): { ok: true } | { ok: false; reason: string } {
  if (invoice.status === 'anulada') return { ok: false, reason: INVOICE_MESSAGES.cancelled };
  if (!isInvoiceIssued(invoice.status)) return { ok: false, reason: INVOICE_MESSAGES.notIssued };
  if (opts.liveReceipts > 0 || invoice.status !== 'emitida') return { ok: false, reason: INVOICE_MESSAGES.hasReceipts };
  return { ok: true };
}

// ── amount in words ──

const UNITS = ['', 'UNO', 'DOS', 'TRES', 'CUATRO', 'CINCO', 'SEIS', 'SIETE', 'OCHO', 'NUEVE', 'DIEZ', 'ONCE', 'DOCE', 'TRECE', 'CATORCE', 'QUINCE', 'DIECISÉIS', 'DIECISIETE', 'DIECIOCHO', 'DIECINUEVE', 'VEINTE', 'VEINTIUNO', 'VEINTIDÓS', 'VEINTITRÉS', 'VEINTICUATRO', 'VEINTICINCO', 'VEINTISÉIS', 'VEINTISIETE', 'VEINTIOCHO', 'VEINTINUEVE'];
const TENS = ['', '', '', 'TREINTA', 'CUARENTA', 'CINCUENTA', 'SESENTA', 'SETENTA', 'OCHENTA', 'NOVENTA'];
const HUNDREDS = ['', 'CIENTO', 'DOSCIENTOS', 'TRESCIENTOS', 'CUATROCIENTOS', 'QUINIENTOS', 'SEISCIENTOS', 'SETECIENTOS', 'OCHOCIENTOS', 'NOVECIENTOS'];

/**
 * 1..999 in words. `apocope`: the number stands before a masculine noun or before MIL/MILLÓN, so a final UNO
 * shortens (UN, VEINTIÚN, TREINTA Y UN, CIENTO UN). 100 alone is CIEN, 101–199 CIENTO ….
 */
function hundredsInWords(n: number, apocope: boolean): string {
  if (n === 100) return 'CIEN';
  const h = Math.floor(n / 100);
  const rest = n % 100;
  const parts: string[] = [];
  if (h) parts.push(HUNDREDS[h]);
  if (rest) {
    let w: string;
    if (rest < 30) w = UNITS[rest];
    else {
      const u = rest % 10;
      w = TENS[Math.floor(rest / 10)] + (u ? ` Y ${UNITS[u]}` : '');
    }
    if (apocope) w = w.replace(/VEINTIUNO$/, 'VEINTIÚN').replace(/UNO$/, 'UN');
    parts.push(w);
  }
  return parts.join(' ');
}

/**
 * A whole number in Spanish words (up to 999 999 999 999). `apocope` as above, for the last group: 'UN
 * GUARANÍ', 'VEINTIÚN GUARANÍES', but 'VEINTIUNO CON 00/100 …'.
 */
export function integerInWords(n: number, apocope = false): string {
  if (!Number.isSafeInteger(n) || n < 0) throw new RangeError(`número inválido: ${n}`);
  if (n === 0) return 'CERO';
  const millions = Math.floor(n / 1_000_000);
  const thousands = Math.floor((n % 1_000_000) / 1000);
  const units = n % 1000;
  const parts: string[] = [];
  if (millions) {
    parts.push(millions === 1 ? 'UN MILLÓN' : `${millionsInWords(millions)} MILLONES`);
  }
  if (thousands) parts.push(thousands === 1 ? 'MIL' : `${hundredsInWords(thousands, true)} MIL`);
  if (units) parts.push(hundredsInWords(units, apocope));
  return parts.join(' ');
}

/** The count of millions (1..999 999), which itself stands before MILLONES (apocope). */
function millionsInWords(n: number): string {
  if (n >= 1_000_000) throw new RangeError('importe demasiado grande para escribirlo en letras');
  const thousands = Math.floor(n / 1000);
  const units = n % 1000;
  const parts: string[] = [];
  if (thousands) parts.push(thousands === 1 ? 'MIL' : `${hundredsInWords(thousands, true)} MIL`);
  if (units) parts.push(hundredsInWords(units, true));
  return parts.join(' ');
}

const CURRENCY_WORDS: Readonly<Record<FiscalCurrency, { one: string; many: string }>> = {
  PYG: { one: 'GUARANÍ', many: 'GUARANÍES' },
  USD: { one: 'DÓLAR AMERICANO', many: 'DÓLARES AMERICANOS' },
};

/**
 * The total in words as Paraguayan invoices print it: guaraníes whole ('DOCE MILLONES QUINIENTOS MIL
 * GUARANÍES', 'UN GUARANÍ', 'UN MILLÓN DE GUARANÍES'); dollars with the cents as a fraction before the
 * currency ('UNO CON 00/100 DÓLARES AMERICANOS', 'UN MILLÓN DOSCIENTOS … SIETE CON 89/100 DÓLARES AMERICANOS').
 * Negative amounts are written as their absolute value.
 */
export function amountInWords(minor: number, currency: FiscalCurrency): string {
  if (!Number.isSafeInteger(minor)) throw new RangeError(`importe inválido: ${minor}`);
  const abs = Math.abs(minor);
  const words = CURRENCY_WORDS[currency];
  if (currency === 'PYG') {
    const n = integerInWords(abs, true);
    // 'UN MILLÓN DE GUARANÍES', 'DOS MILLONES DE GUARANÍES': a round million takes DE before the noun.
    const de = abs >= 1_000_000 && abs % 1_000_000 === 0 ? ' DE' : '';
    return `${n}${de} ${abs === 1 ? words.one : words.many}`;
  }
  const whole = Math.floor(abs / 100);
  const cents = abs % 100;
  return `${integerInWords(whole, false)} CON ${String(cents).padStart(2, '0')}/100 ${words.many}`;
}
