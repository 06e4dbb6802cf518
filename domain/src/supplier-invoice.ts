import { costRowTotal, type CostSheetPayload, effectiveGsRate, weightToUseKg } from './cost-sheet';
import { divideHalfUp, divideHalfUpBig, fromDecimal, ivaIncluded, type IvaRate, lineAmount, sumMinor, toDecimal } from './fiscal-money';
import { roundMoney } from './money';
import { canWriteFinance } from './permissions';

/**
 * What the operation really costs: supplier invoices (the airline's, the agent's, the customs broker's), the payment
 * orders that pay them and the budget against actual of each rubro. Every amount is an integer count of its
 * currency's minor unit (fiscal-money.ts). Rounding rules, each named where it is used:
 * - IVA_PER_LINE (fiscal-money.ts): prices include IVA; a line's tax is extracted and rounded on the line.
 * - IVA_CREDIT_NOT_COST: the IVA of a supplier invoice is a tax credit of the office, not a cost; what the operation
 *   really bought is each line's base (amount − its IVA). Exenta lines (international freight) count whole.
 * - CONTROL_RATE_CONVERSION: the actual purchase is converted to the operation's currency (USD, the cost sheet's) at
 *   the operation's control rate (Gs per USD), once per invoice and rubro, HALF_UP to the cent. BRL and ARS go first to
 *   guaraníes at the invoice's own rate (Gs per unit, HALF_UP to the guaraní), then to USD at the control rate.
 * - BUDGET_LOCAL_REMAINDER: the budget's local costs (Gs) split into despacho and adicional by concept; adicional
 *   takes the remainder of the table's converted total, so the rubros add up to the revision's total purchase.
 */

// ── vocabularies ──

export const SUPPLIER_CURRENCIES = ['PYG', 'USD', 'BRL', 'ARS'] as const;
export type SupplierCurrency = (typeof SUPPLIER_CURRENCIES)[number];

/** Decimal places of each currency's minor unit: guaraníes whole; dollars, reales and pesos to the cent. */
export const SUPPLIER_MINOR_DIGITS: Readonly<Record<SupplierCurrency, number>> = { PYG: 0, USD: 2, BRL: 2, ARS: 2 };

export const SUPPLIER_DOC_TYPES = ['factura', 'boleta', 'ticket', 'nota_credito', 'nota_debito', 'autofactura', 'despacho_importacion'] as const;
export type SupplierDocType = (typeof SUPPLIER_DOC_TYPES)[number];
export const SUPPLIER_DOC_TYPE_LABELS: Readonly<Record<SupplierDocType, string>> = {
  factura: 'Factura',
  boleta: 'Boleta',
  ticket: 'Ticket',
  nota_credito: 'Nota de crédito',
  nota_debito: 'Nota de débito',
  autofactura: 'Autofactura',
  despacho_importacion: 'Despacho de importación',
};

export const RUBROS = ['flete', 'seguro', 'despacho', 'producto', 'adicional', 'instalacion', 'financiacion', 'sin_clasificar'] as const;
export type Rubro = (typeof RUBROS)[number];
export const RUBRO_LABELS: Readonly<Record<Rubro, string>> = {
  flete: 'Flete',
  seguro: 'Seguro',
  despacho: 'Despacho',
  producto: 'Producto',
  adicional: 'Adicional',
  instalacion: 'Instalación',
  financiacion: 'Financiación',
  sin_clasificar: 'Sin clasificar',
};

export const IVA_MODES = ['10', '5', 'mixta', 'exenta'] as const;
export type IvaMode = (typeof IVA_MODES)[number];
export const IVA_MODE_LABELS: Readonly<Record<IvaMode, string>> = { '10': 'IVA 10 %', '5': 'IVA 5 %', mixta: 'Mixta', exenta: 'Exenta' };

export const SUPPLIER_CONDITIONS = ['contado', 'credito'] as const;
export type SupplierCondition = (typeof SUPPLIER_CONDITIONS)[number];

export const SUPPLIER_INVOICE_STATUSES = ['pendiente', 'pago_parcial', 'pagada', 'anulada'] as const;
export type SupplierInvoiceStatus = (typeof SUPPLIER_INVOICE_STATUSES)[number];
export const SUPPLIER_INVOICE_STATUS_LABELS: Readonly<Record<SupplierInvoiceStatus, string>> = {
  pendiente: 'Pendiente',
  pago_parcial: 'Pago parcial',
  pagada: 'Pagada',
  anulada: 'Anulada',
};

export const PAYMENT_METHODS = ['transferencia', 'efectivo', 'cheque', 'tarjeta', 'otro'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const SUPPLIER_LIMITS = {
  lines: 50,
  description: 300,
  number: 30,
  timbrado: 20,
  reference: 120,
  reason: 500,
  invoicesPerOrder: 20,
  quantityMax: 999_999_999,
} as const;

const isOf =
  <T extends string>(list: readonly T[]) =>
  (v: unknown): v is T =>
    typeof v === 'string' && (list as readonly string[]).includes(v);
export const isSupplierCurrency = isOf(SUPPLIER_CURRENCIES);
export const isSupplierDocType = isOf(SUPPLIER_DOC_TYPES);
export const isRubro = isOf(RUBROS);
export const isIvaMode = isOf(IVA_MODES);

/** A decimal amount as minor units of a supplier currency (HALF_UP past its digits); null when it is not an amount. */
export function supplierMinor(value: number | string, currency: SupplierCurrency): number | null {
  return fromDecimal(value, SUPPLIER_MINOR_DIGITS[currency] === 0 ? 'PYG' : 'USD');
}

/** Minor units as a plain number of the currency (cents → 12.34). */
export function supplierMinorToNumber(minor: number, currency: SupplierCurrency): number {
  return Number(toDecimal(minor, SUPPLIER_MINOR_DIGITS[currency] === 0 ? 'PYG' : 'USD'));
}

// ── who ──

/**
 * Who registers a supplier invoice: finanzas and admin (the money documents) and ops, the people who receive the
 * suppliers' papers on the operations they see. Paying stays with finanzas and admin (canWriteFinance); approving a
 * payment order, with admin only.
 */
export function canRegisterSupplierInvoice(role: string | null | undefined): boolean {
  return canWriteFinance(role) || (role ?? '').trim().toLowerCase() === 'ops';
}

// ── lines and figures ──

export interface SupplierLineInput {
  /** A decimal text or number ('2.5'). */
  quantity: number | string;
  /** IVA-included unit price, in minor units of the invoice's currency. */
  unitPrice: number;
  iva: IvaRate;
  rubro: Rubro;
}

/** Why the lines do not fit the invoice's IVA mode, or null: mode 10/5/exenta takes lines of that rate only. */
export function ivaModeProblem(mode: IvaMode, lines: readonly Pick<SupplierLineInput, 'iva'>[]): string | null {
  if (mode === 'mixta') return null;
  const bad = lines.findIndex((l) => l.iva !== mode);
  return bad < 0 ? null : `La línea ${bad + 1} tiene otra tasa de IVA que la factura (${IVA_MODE_LABELS[mode]}): elegí 'Mixta' o corregí la línea.`;
}

export interface SupplierLineFigures {
  /** IVA-included amount of the line (IVA_PER_LINE). */
  amount: number;
  iva: number;
  /** amount − iva: the cost the line really adds (IVA_CREDIT_NOT_COST). */
  base: number;
}

export function supplierLineFigures(line: Pick<SupplierLineInput, 'quantity' | 'unitPrice' | 'iva'>): SupplierLineFigures {
  const amount = lineAmount(line.unitPrice, line.quantity);
  const iva = ivaIncluded(amount, line.iva);
  return { amount, iva, base: amount - iva };
}

/** The IVA split of a supplier invoice, as its footer prints it. */
export interface SupplierInvoiceTotals {
  exentas: number;
  gravadas5: number;
  gravadas10: number;
  iva5: number;
  iva10: number;
  total: number;
  /** Sum of the lines' bases (total − IVA). */
  base: number;
  /** Bases per rubro (IVA_CREDIT_NOT_COST), only rubros with lines. */
  byRubro: Partial<Record<Rubro, number>>;
}

export function supplierInvoiceTotals(lines: readonly SupplierLineInput[]): SupplierInvoiceTotals {
  const figures = lines.map((l) => ({ l, f: supplierLineFigures(l) }));
  const sum = (pick: (x: (typeof figures)[number]) => number) => sumMinor(figures.map(pick));
  const byRubro: Partial<Record<Rubro, number>> = {};
  for (const { l, f } of figures) byRubro[l.rubro] = (byRubro[l.rubro] ?? 0) + f.base;
  return {
    exentas: sum((x) => (x.l.iva === 'exenta' ? x.f.amount : 0)),
    gravadas5: sum((x) => (x.l.iva === '5' ? x.f.amount : 0)),
    gravadas10: sum((x) => (x.l.iva === '10' ? x.f.amount : 0)),
    iva5: sum((x) => (x.l.iva === '5' ? x.f.iva : 0)),
    iva10: sum((x) => (x.l.iva === '10' ? x.f.iva : 0)),
    total: sum((x) => x.f.amount),
    base: sum((x) => x.f.base),
    byRubro,
  };
}

/** A credit note lowers the cost of the operation; every other document adds to it. */
export function docTypeSign(docType: SupplierDocType): 1 | -1 {
  return docType === 'nota_credito' ? -1 : 1;
}

// ── conversion (CONTROL_RATE_CONVERSION) ──

/** A rate (Gs per unit) as hundredths of a guaraní, exactly; null when it is not a positive rate. */
function rateHundredths(rate: number | string): number | null {
  const h = fromDecimal(typeof rate === 'number' ? String(rate) : rate, 'USD');
  return h !== null && h > 0 ? h : null;
}

/**
 * An amount of a supplier invoice in USD cents at the control rate (Gs per USD). PYG → USD at the control rate; USD as
 * is; BRL/ARS → PYG at the invoice's rate (Gs per unit), then → USD at the control rate. HALF_UP at each step.
 */
export function toControlUsd(minor: number, currency: SupplierCurrency, controlRate: number | string, invoiceRate: number | string | null): number {
  if (currency === 'USD') return minor;
  const control = rateHundredths(controlRate);
  if (control === null) throw new RangeError(`tipo de cambio de control inválido: ${controlRate}`);
  let gs = minor;
  if (currency !== 'PYG') {
    const own = invoiceRate === null ? null : rateHundredths(invoiceRate);
    if (own === null) throw new RangeError(`tipo de cambio de la factura inválido: ${invoiceRate}`);
    // cents × (Gs per unit × 100) ÷ 10 000 = guaraníes.
    gs = divideHalfUp(minor * own, 10_000);
  }
  // guaraníes × 10 000 ÷ (Gs per USD × 100) = USD cents.
  return divideHalfUp(gs * 10_000, control);
}

// ── budget against actual ──

/** Concepts of the local-costs table that are the customs broker's (despacho); the rest is adicional. */
const DESPACHO_WORDS = /despach|aduan|despachante/i;

/**
 * The budget purchase per rubro (USD cents) of a cost sheet: freight purchase → flete, insurance cost → seguro, local
 * costs (Gs, at the sheet's rate) → despacho or adicional by concept (BUDGET_LOCAL_REMAINDER).
 */
export function budgetByRubro(sheet: CostSheetPayload, defaultWeightKg: number | null = 0): Partial<Record<Rubro, number>> {
  const cents = (usd: number) => fromDecimal(roundMoney(usd), 'USD') ?? 0;
  const weight = weightToUseKg(sheet.header, defaultWeightKg);
  const rate = effectiveGsRate(sheet.header?.gsRate);
  const flete = sumMinor((sheet.compraRows ?? []).map((r) => cents(costRowTotal(r, weight))));
  const seguro = sumMinor((sheet.segCostoRows ?? []).map((r) => cents(r.usd ?? 0)));
  const locRows = sheet.locRows ?? [];
  // Exact money: the guaraníes are read as hundredths (the sheet keeps 2 decimals) and divided by the rate in
  // hundredths on BigInt, HALF_UP to cents, as convertMinor does for invoices; a binary-float quotient rounded
  // afterwards can land on the wrong cent, and the product overflows the safe integers for large budgets.
  const rateH = BigInt(fromDecimal(rate, 'USD') ?? 0) || 1n;
  const toCents = (rows: typeof locRows) => Number(divideHalfUpBig(rows.reduce((s, r) => s + BigInt(fromDecimal(r.gs ?? 0, 'USD') ?? 0), 0n) * 100n, rateH));
  const localAll = toCents(locRows);
  const despacho = toCents(locRows.filter((r) => DESPACHO_WORDS.test(r.concepto ?? '')));
  const out: Partial<Record<Rubro, number>> = {};
  if (flete) out.flete = flete;
  if (seguro) out.seguro = seguro;
  if (despacho) out.despacho = despacho;
  if (localAll - despacho) out.adicional = localAll - despacho;
  return out;
}

/** One supplier invoice as the budget against actual reads it. */
export interface ActualInvoice {
  docType: SupplierDocType;
  currency: SupplierCurrency;
  exchangeRate: number | string | null;
  /** Bases per rubro in the invoice's minor units (supplierInvoiceTotals().byRubro). */
  byRubro: Partial<Record<Rubro, number>>;
}

/** Actual purchase per rubro in USD cents at the control rate: per invoice and rubro, signed by document type. */
export function actualByRubro(invoices: readonly ActualInvoice[], controlRate: number | string): Partial<Record<Rubro, number>> {
  const out: Partial<Record<Rubro, number>> = {};
  for (const inv of invoices) {
    const sign = docTypeSign(inv.docType);
    for (const rubro of RUBROS) {
      const minor = inv.byRubro[rubro];
      if (!minor) continue;
      out[rubro] = (out[rubro] ?? 0) + sign * toControlUsd(minor, inv.currency, controlRate, inv.exchangeRate);
    }
  }
  return out;
}

export interface CostControlRubro {
  rubro: Rubro;
  budget: number;
  actual: number;
  /** budget − actual: positive when the rubro costs less than budgeted. */
  difference: number;
}

export interface CostControl {
  rubros: CostControlRubro[];
  budgetSale: number;
  budgetPurchase: number;
  realPurchase: number;
  budgetProfit: number;
  realProfit: number;
  /** realProfit − budgetProfit. */
  difference: number;
  /** difference ÷ |budgetProfit| in hundredths of a percent, HALF_UP; null without a budget profit. */
  differenceBp: number | null;
}

/** Budget against actual (USD cents): the rubros with a budget or an actual amount, in RUBROS order. */
export function costControl(input: { budget: Partial<Record<Rubro, number>>; actual: Partial<Record<Rubro, number>>; budgetSale: number }): CostControl {
  const rubros = RUBROS.filter((r) => input.budget[r] || input.actual[r]).map((rubro) => {
    const budget = input.budget[rubro] ?? 0;
    const actual = input.actual[rubro] ?? 0;
    return { rubro, budget, actual, difference: budget - actual };
  });
  const budgetPurchase = sumMinor(rubros.map((r) => r.budget));
  const realPurchase = sumMinor(rubros.map((r) => r.actual));
  const budgetProfit = input.budgetSale - budgetPurchase;
  const realProfit = input.budgetSale - realPurchase;
  const difference = realProfit - budgetProfit;
  return {
    rubros,
    budgetSale: input.budgetSale,
    budgetPurchase,
    realPurchase,
    budgetProfit,
    realProfit,
    difference,
    differenceBp: budgetProfit === 0 ? null : divideHalfUp(difference * 10_000, Math.abs(budgetProfit)),
  };
}

// ── payments ──

/** The status a supplier invoice's payments give it (anulada stays). */
export function supplierInvoiceStatus(current: SupplierInvoiceStatus, total: number, paid: number): SupplierInvoiceStatus {
  if (current === 'anulada') return current;
  if (paid <= 0) return 'pendiente';
  return paid >= Math.abs(total) ? 'pagada' : 'pago_parcial';
}

/** Why a payment is refused, or null: positive, and never beyond what remains. */
export function paymentProblem(amount: number, balance: number, status: SupplierInvoiceStatus): string | null {
  if (status === 'anulada') return 'La factura del proveedor está anulada: no se le registran pagos.';
  if (!(amount > 0)) return 'El importe del pago debe ser mayor que cero.';
  if (amount > balance) return 'El pago supera el saldo pendiente de la factura.';
  return null;
}

// ── payment orders ──

export const PAYMENT_ORDER_STATUSES = ['pendiente', 'aprobada', 'pago_parcial', 'pagada', 'anulada'] as const;
export type PaymentOrderStatus = (typeof PAYMENT_ORDER_STATUSES)[number];
export const PAYMENT_ORDER_STATUS_LABELS: Readonly<Record<PaymentOrderStatus, string>> = {
  pendiente: 'Pendiente',
  aprobada: 'Aprobada',
  pago_parcial: 'Pago parcial',
  pagada: 'Pagada',
  anulada: 'Anulada',
};

export const PAYMENT_ORDER_PRIORITIES = ['baja', 'normal', 'alta', 'urgente'] as const;
export type PaymentOrderPriority = (typeof PAYMENT_ORDER_PRIORITIES)[number];
export const PAYMENT_ORDER_PRIORITY_LABELS: Readonly<Record<PaymentOrderPriority, string>> = { baja: 'Baja', normal: 'Normal', alta: 'Alta', urgente: 'Urgente' };
export const isPaymentOrderPriority = isOf(PAYMENT_ORDER_PRIORITIES);

export const PAYMENT_ORDER_ACTIONS = ['approve', 'pay', 'cancel'] as const;
export type PaymentOrderAction = (typeof PAYMENT_ORDER_ACTIONS)[number];

/** Which actions each status admits; the roles are the service's (approve and cancel: admin only). */
const ORDER_ACTIONS: Readonly<Record<PaymentOrderStatus, readonly PaymentOrderAction[]>> = {
  pendiente: ['approve', 'cancel'],
  aprobada: ['pay', 'cancel'],
  pago_parcial: ['pay'],
  pagada: [],
  anulada: [],
};

const ORDER_REFUSALS: Readonly<Record<PaymentOrderAction, string>> = {
  approve: 'Solo se aprueba una orden de pago pendiente.',
  pay: 'Solo se paga una orden de pago aprobada.',
  cancel: 'Una orden de pago con pagos o ya anulada no se anula.',
};

/** null when `action` may run on an order in `status`, else why not (409). */
export function paymentOrderRefusal(action: PaymentOrderAction, status: PaymentOrderStatus): string | null {
  return ORDER_ACTIONS[status].includes(action) ? null : ORDER_REFUSALS[action];
}

/** The order's status after payments: pagada when nothing remains of its amount, else pago_parcial. */
export function paymentOrderStatusAfterPay(amount: number, paid: number): PaymentOrderStatus {
  return paid >= amount ? 'pagada' : 'pago_parcial';
}

/** 'OPG-000123': the order's number from its sequence (gap-free, six digits at least). */
export function paymentOrderNumber(sequence: number): string {
  return `OPG-${String(sequence).padStart(6, '0')}`;
}

/**
 * ORDER_PAYMENT_ALLOCATION: a payment of an order goes to its invoices in the order's order (the earliest due first),
 * each up to its balance. Answers the part of each invoice; refused when it is beyond the sum of the balances.
 */
export function allocateOrderPayment(amount: number, balances: readonly { id: number; balance: number }[]): Array<{ id: number; amount: number }> | null {
  let rest = amount;
  const parts: Array<{ id: number; amount: number }> = [];
  for (const b of balances) {
    if (rest <= 0) break;
    const part = Math.min(rest, Math.max(0, b.balance));
    if (part > 0) parts.push({ id: b.id, amount: part });
    rest -= part;
  }
  return rest > 0 ? null : parts;
}
