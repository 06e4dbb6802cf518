import {
  bpToPercent,
  documentTotals,
  type DocumentTotals,
  DEFAULT_PAYMENT_TERM_DAYS,
  type FiscalCurrency,
  formatDecimal,
  formatPercent,
  fromDecimal,
  FULL_BP,
  INSTALMENT_PLANS,
  invoiceDueDate,
  invoiceLineFigures,
  type InvoiceCondition,
  type InvoiceSource,
  type IvaRate,
  isCalendarDate,
  isIvaRate,
  MINOR_DIGITS,
  minorToNumber,
  nextInstalment,
  parseMoneyStrict,
  partIn,
  percentToBp,
  planBilling,
  sourceBilledBp,
  type SourceLine,
} from '@crm/domain';
import type { CreateInvoiceInput, InvoiceFieldsFragment, InvoiceQuoteBillingQuery, OperationBillingQuery, UpdateInvoiceInput } from '../../gql/graphql';

/**
 * The 'Nueva factura' form as plain data: what the person typed (texts, as typed), the checks shown next to each
 * field, the input the server takes, and the live preview. The preview's figures come from the same domain
 * functions the server bills with (planBilling, partIn, invoiceLineFigures, documentTotals), so what the screen
 * shows before saving is what the draft will hold.
 */

export type Billing = OperationBillingQuery['invoiceBilling'];
/** The operation's saved quote versions (newest first), each with its lines and what is billed of each. */
export type QuoteVersions = InvoiceQuoteBillingQuery['invoiceQuoteBilling'];

export type PlanChoice = '100' | '60/40' | '60/30/10' | 'custom';
export const PLAN_OPTIONS: ReadonlyArray<{ value: PlanChoice; label: string }> = [
  { value: '100', label: '100 %' },
  { value: '60/40', label: '60 / 40' },
  { value: '60/30/10', label: '60 / 30 / 10' },
  { value: 'custom', label: 'Otro porcentaje' },
];

export const SOURCE_OPTIONS: ReadonlyArray<{ value: InvoiceSource; label: string }> = [
  { value: 'cost_sheet', label: 'Planilla de costos confirmada' },
  { value: 'quote', label: 'Cotización guardada' },
  { value: 'lines', label: 'Líneas libres' },
];

export const IVA_OPTIONS: ReadonlyArray<{ value: IvaRate; label: string }> = [
  { value: 'exenta', label: 'Exenta' },
  { value: '5', label: '5 %' },
  { value: '10', label: '10 %' },
];

export interface FreeLine {
  description: string;
  quantity: string;
  unitPrice: string;
  iva: IvaRate;
}

export interface InvoiceFormValues {
  source: InvoiceSource;
  plan: PlanChoice;
  /** The percentage to bill now, as typed ('60', '33,33'). */
  percentage: string;
  /** Source line keys chosen; empty = every line that is not billed yet. */
  lineKeys: string[];
  /** The quote version billed (its id, as the picker holds it); '' = the newest saved one. */
  quoteVersionId: string;
  lines: FreeLine[];
  condition: InvoiceCondition;
  paymentTermDays: string;
  date: string;
  /** Empty: computed from the date and the term (crédito) or the date (contado). */
  dueDate: string;
  currency: FiscalCurrency;
  exchangeRate: string;
  customerRuc: string;
  customerName: string;
  customerAddress: string;
  customerEmail: string;
  notes: string;
}

export const EMPTY_LINE: FreeLine = { description: '', quantity: '1', unitPrice: '', iva: '10' };

export const MESSAGES = {
  percentage: 'Indicá un porcentaje mayor que 0 y hasta 100 (hasta dos decimales).',
  rate: 'Indicá el tipo de cambio (guaraníes por dólar).',
  term: 'Indicá el plazo en días (0 a 3650).',
  date: 'Indicá una fecha válida.',
  dueBeforeDate: 'El vencimiento no puede ser antes de la fecha de la factura.',
  customerName: 'Indicá el nombre o razón social del cliente.',
  email: 'El correo no es válido.',
  lineDescription: 'Indicá la descripción.',
  lineQuantity: 'Indicá una cantidad mayor que 0.',
  linePrice: 'Indicá un precio válido.',
  pygDecimals: 'En guaraníes el precio va sin decimales.',
  noRevision: 'La operación no tiene una revisión confirmada de la planilla de costos.',
  allBilled: 'La revisión confirmada ya está facturada al 100 %.',
  noLines: 'Agregá al menos una línea.',
  noQuote: 'La operación no tiene una cotización guardada: guardá una versión o elegí otro origen.',
} as const;

/** The quote version the form bills: the one picked, else the newest saved one. */
export function quoteOf(v: Pick<InvoiceFormValues, 'quoteVersionId'>, quotes: QuoteVersions | null | undefined): QuoteVersions[number] | null {
  if (!quotes?.length) return null;
  return quotes.find((q) => String(q.quoteVersionId) === v.quoteVersionId) ?? quotes[0];
}

/** The percentage of a plan the screen proposes: the next unbilled part of it (100 % of a 100 % plan). */
export function proposedPercent(plan: PlanChoice, billedBp: number): string {
  const parts = plan === 'custom' ? [FULL_BP] : INSTALMENT_PLANS[plan];
  const next = nextInstalment(parts, billedBp);
  return next ? percentText(next.bp) : '';
}

/** Basis points as the field shows them: 60, 33,33. */
export function percentText(bp: number): string {
  return formatDecimal(bpToPercent(bp), bp % 100 ? 2 : 0).replace(/\./g, '');
}

export function initialValues(opts: { today: string; billing: Billing | null; org: { name?: string | null; razonSocial?: string | null; ruc?: string | null; address?: string | null; email?: string | null } | null }): InvoiceFormValues {
  const hasRevision = !!opts.billing?.revisionId;
  const billedBp = Math.round((opts.billing?.billedPercentage ?? 0) * 100);
  const plan: PlanChoice = billedBp === 0 ? '100' : '60/40';
  return {
    source: hasRevision ? 'cost_sheet' : 'lines',
    plan,
    percentage: hasRevision ? proposedPercent(plan, billedBp) : '100',
    lineKeys: [],
    quoteVersionId: '',
    lines: [{ ...EMPTY_LINE }],
    condition: 'credito',
    paymentTermDays: String(DEFAULT_PAYMENT_TERM_DAYS),
    date: opts.today,
    dueDate: '',
    currency: 'USD',
    exchangeRate: '',
    customerRuc: opts.org?.ruc ?? '',
    customerName: opts.org?.razonSocial || opts.org?.name || '',
    customerAddress: opts.org?.address ?? '',
    customerEmail: opts.org?.email ?? '',
    notes: '',
  };
}

/** '60' / '33,33' / '33.33' → basis points, or null. */
export function percentBpOf(text: string): number | null {
  return percentToBp(text.trim().replace(',', '.'));
}

/** A decimal typed es-PY ('1.234,56') or plain ('1234.56') as a number, or null. */
function amountOf(text: string): number | null {
  if (!text.trim()) return null;
  return parseMoneyStrict(text);
}

export function sourceLinesOf(billing: Pick<Billing, 'lines'> | null | undefined): SourceLine[] {
  return (billing?.lines ?? []).map((l) => ({
    key: l.key,
    description: l.description,
    iva: isIvaRate(l.iva) ? l.iva : 'exenta',
    amount: fromDecimal(l.amount, 'USD') ?? 0,
    billedBp: Math.round(l.billedPercentage * 100),
  }));
}

export type FieldErrors = Partial<Record<string, string>>;

/** The checks shown next to the fields ('lines.0.unitPrice' for a free line's price). */
export function validate(v: InvoiceFormValues): FieldErrors {
  const e: FieldErrors = {};
  if (v.source !== 'lines' && percentBpOf(v.percentage) === null) e.percentage = MESSAGES.percentage;
  if (!isCalendarDate(v.date)) e.date = MESSAGES.date;
  if (v.dueDate && !isCalendarDate(v.dueDate)) e.dueDate = MESSAGES.date;
  else if (v.dueDate && isCalendarDate(v.date) && v.dueDate < v.date) e.dueDate = MESSAGES.dueBeforeDate;
  const term = Number(v.paymentTermDays);
  if (v.condition === 'credito' && (!/^\d+$/.test(v.paymentTermDays.trim()) || term > 3650)) e.paymentTermDays = MESSAGES.term;
  if (needsRate(v)) {
    const rate = amountOf(v.exchangeRate);
    if (rate === null || rate <= 0) e.exchangeRate = MESSAGES.rate;
  }
  if (!v.customerName.trim()) e.customerName = MESSAGES.customerName;
  if (v.customerEmail.trim() && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v.customerEmail.trim())) e.customerEmail = MESSAGES.email;
  if (v.source === 'lines') {
    v.lines.forEach((l, i) => {
      if (!l.description.trim()) e[`lines.${i}.description`] = MESSAGES.lineDescription;
      const q = amountOf(l.quantity);
      if (q === null || q <= 0) e[`lines.${i}.quantity`] = MESSAGES.lineQuantity;
      const p = amountOf(l.unitPrice);
      if (p === null || p < 0) e[`lines.${i}.unitPrice`] = MESSAGES.linePrice;
      else if (v.currency === 'PYG' && !Number.isInteger(p)) e[`lines.${i}.unitPrice`] = MESSAGES.pygDecimals;
    });
  }
  return e;
}

/**
 * The rate is asked when amounts change currency: a cost sheet or quote (in USD) billed in guaraníes. Free lines
 * in guaraníes keep it optional (the server takes the dated rate).
 */
export function needsRate(v: Pick<InvoiceFormValues, 'source' | 'currency'>): boolean {
  return v.source !== 'lines' && v.currency === 'PYG';
}

export function dueDateOf(v: InvoiceFormValues): string | null {
  if (!isCalendarDate(v.date)) return null;
  return invoiceDueDate({ date: v.date, condition: v.condition, paymentTermDays: /^\d+$/.test(v.paymentTermDays.trim()) ? Number(v.paymentTermDays) : null, dueDate: v.dueDate || null });
}

/** A preview line, in the invoice's currency (minor units). */
export interface PreviewLine {
  key: string;
  description: string;
  quantity: string;
  unitPrice: number;
  iva: IvaRate;
  amount: number;
  exenta: number;
  gravada5: number;
  gravada10: number;
}

export type Preview = { ok: true; lines: PreviewLine[]; totals: DocumentTotals } | { ok: false; reason: string };

/** What the draft will bill, with the exentas / 5 % / 10 % columns and the IVA settlement. */
export function previewOf(v: InvoiceFormValues, billing: Billing | null, quotes: QuoteVersions | null = null): Preview {
  const lines: PreviewLine[] = [];
  if (v.source === 'lines') {
    v.lines.forEach((l, i) => {
      const price = amountOf(l.unitPrice);
      const qty = amountOf(l.quantity);
      if (price === null || qty === null || qty <= 0 || price < 0) return;
      const unit = fromDecimal(price, v.currency);
      if (unit === null) return;
      const quantity = String(qty);
      const f = invoiceLineFigures({ unitPrice: unit, quantity, iva: l.iva });
      lines.push({ key: `line-${i}`, description: l.description, quantity, unitPrice: unit, iva: l.iva, ...f });
    });
    if (!lines.length) return { ok: false, reason: MESSAGES.noLines };
  } else {
    const quote = v.source === 'quote' ? quoteOf(v, quotes) : null;
    if (v.source === 'quote' && !quote) return { ok: false, reason: MESSAGES.noQuote };
    if (v.source === 'cost_sheet' && !billing?.revisionId) return { ok: false, reason: MESSAGES.noRevision };
    const bp = percentBpOf(v.percentage);
    if (bp === null) return { ok: false, reason: MESSAGES.percentage };
    const plan = planBilling(sourceLinesOf(quote ?? billing), bp, v.lineKeys.length ? v.lineKeys : null);
    if (!plan.ok) return { ok: false, reason: plan.reason };
    const rate = amountOf(v.exchangeRate);
    if (v.currency === 'PYG' && (rate === null || rate <= 0)) return { ok: false, reason: MESSAGES.rate };
    for (const p of plan.parts) {
      const amount = v.currency === 'USD' ? p.amount : partIn(p.amount, 'USD', 'PYG', String(rate));
      const f = invoiceLineFigures({ unitPrice: amount, quantity: 1, iva: p.iva });
      // Labelled as the server labels the saved line: a part names its share, the whole line does not.
      const description = p.toBp - p.fromBp === FULL_BP ? p.description : `${p.description} (${formatPercent(p.toBp - p.fromBp)})`;
      lines.push({ key: p.key, description, quantity: '1', unitPrice: amount, iva: p.iva, ...f });
    }
  }
  return { ok: true, lines, totals: documentTotals(lines) };
}

/** The mutation's input. */
export function toInput(v: InvoiceFormValues): CreateInvoiceInput {
  const rate = amountOf(v.exchangeRate);
  const input: CreateInvoiceInput = {
    source: v.source,
    condition: v.condition,
    currency: v.currency,
    date: v.date,
    dueDate: v.dueDate || null,
    paymentTermDays: v.condition === 'credito' ? Number(v.paymentTermDays) : 0,
    exchangeRate: rate !== null && rate > 0 ? rate : null,
    customerRuc: v.customerRuc.trim() || null,
    customerName: v.customerName.trim() || null,
    customerAddress: v.customerAddress.trim() || null,
    customerEmail: v.customerEmail.trim() || null,
    notes: v.notes.trim() || null,
  };
  if (v.source === 'lines') {
    input.lines = v.lines.map((l) => ({ description: l.description.trim(), quantity: amountOf(l.quantity) ?? 0, unitPrice: amountOf(l.unitPrice) ?? 0, iva: l.iva }));
  } else {
    const bp = percentBpOf(v.percentage);
    input.percentage = bp === null ? null : bpToPercent(bp);
    if (v.lineKeys.length) input.lineKeys = v.lineKeys;
    if (v.source === 'quote' && v.quoteVersionId) input.quoteVersionId = Number(v.quoteVersionId);
  }
  return input;
}

/**
 * A draft's save: the same fields without the source (it stays). The lines billed are always sent, so that
 * "none chosen" (every pending line) replaces the draft's own choice.
 */
export function toUpdateInput(v: InvoiceFormValues): UpdateInvoiceInput {
  const { source: _source, ...rest } = toInput(v);
  return v.source === 'lines' ? rest : { ...rest, lineKeys: v.lineKeys.length ? v.lineKeys : null };
}

/** A saved draft as the form edits it (its percentage as a custom plan, its source lines chosen). */
export function valuesOfInvoice(inv: InvoiceFieldsFragment): InvoiceFormValues {
  const cur: FiscalCurrency = inv.currency === 'PYG' ? 'PYG' : 'USD';
  const source = inv.source as InvoiceSource;
  const text = (n: number, digits: number) => formatDecimal(n, digits).replace(/\./g, '');
  return {
    source,
    plan: 'custom',
    percentage: percentText(Math.round(inv.percentage * 100)),
    lineKeys: source === 'lines' ? [] : inv.lines.map((l) => l.sourceKey).filter((k): k is string => !!k),
    quoteVersionId: inv.quoteVersionId ? String(inv.quoteVersionId) : '',
    lines: source === 'lines' ? inv.lines.map((l) => ({ description: l.description, quantity: text(l.quantity, l.quantity % 1 ? 3 : 0), unitPrice: text(l.unitPrice, MINOR_DIGITS[cur]), iva: isIvaRate(l.iva) ? l.iva : 'exenta' })) : [{ ...EMPTY_LINE }],
    condition: inv.condition as InvoiceCondition,
    paymentTermDays: String(inv.paymentTermDays),
    date: inv.date,
    dueDate: inv.dueDate ?? '',
    currency: cur,
    exchangeRate: inv.exchangeRate ? text(inv.exchangeRate, inv.exchangeRate % 1 ? 2 : 0) : '',
    customerRuc: inv.customerRuc ?? '',
    customerName: inv.customerName,
    customerAddress: inv.customerAddress ?? '',
    customerEmail: inv.customerEmail ?? '',
    notes: inv.notes ?? '',
  };
}

/** How much of the revision is billed, from its lines (the least-billed line with an amount). */
export function billedBpOf(billing: Pick<Billing, 'lines'> | null): number {
  return sourceBilledBp(sourceLinesOf(billing));
}

/** An amount of `currency` (a plain number from the API) in es-PY: guaraníes without decimals, dollars with two. */
export function money(value: number, currency: string): string {
  const cur: FiscalCurrency = currency === 'PYG' ? 'PYG' : 'USD';
  return `${cur === 'PYG' ? 'Gs.' : 'US$'} ${formatDecimal(value, MINOR_DIGITS[cur])}`;
}

/** Minor units of `currency` in es-PY (the preview's figures). */
export function moneyMinor(minor: number, currency: FiscalCurrency): string {
  return money(minorToNumber(minor, currency), currency);
}

/** a + b of two plain amounts of `currency`, added as minor units (exact). */
export function addAmounts(a: number, b: number, currency: string): number {
  const cur: FiscalCurrency = currency === 'PYG' ? 'PYG' : 'USD';
  return minorToNumber((fromDecimal(a, cur) ?? 0) + (fromDecimal(b, cur) ?? 0), cur);
}
