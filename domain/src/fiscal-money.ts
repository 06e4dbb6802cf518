/**
 * Exact money for the finance side (invoices, credit notes, receipts, supplier invoices): every amount is an
 * integer count of the currency's minor unit, never a binary float.
 * - USD counts cents (2 decimals); PYG counts whole guaraníes (0 decimals).
 * - Amounts are JS numbers holding safe integers (up to 9·10^15 minor units, far beyond any document), so they
 *   travel through JSON and GraphQL unchanged; every operation checks it stays exact.
 * The cost sheet keeps its own convention (money.ts: numbers rounded to 2 decimals); what it hands to the finance
 * side goes through `fromDecimal`, which reads the decimal digits, not the float's binary value.
 *
 * Rounding rules, each named where it is used:
 * - HALF_UP: half away from zero (0,5 → 1; −0,5 → −1), the rule of Paraguayan invoices and of money.ts.
 * - IVA_PER_LINE: the tax contained in each line is rounded on that line; the document's figures are the sums of its
 *   lines, so a printed total always equals the sum of the printed lines (never a tax recomputed on the total).
 */

export const FISCAL_CURRENCIES = ['PYG', 'USD'] as const;
export type FiscalCurrency = (typeof FISCAL_CURRENCIES)[number];

/** Decimal places of each currency's minor unit. */
export const MINOR_DIGITS: Readonly<Record<FiscalCurrency, number>> = { PYG: 0, USD: 2 };

/** IVA rates of Paraguay (Ley 6380/2019): exenta, 5 % (basic goods, some services) and 10 % (general). */
export const IVA_RATES = ['exenta', '5', '10'] as const;
export type IvaRate = (typeof IVA_RATES)[number];

export const IVA_RATE_LABELS: Readonly<Record<IvaRate, string>> = { exenta: 'Exenta', '5': 'IVA 5 %', '10': 'IVA 10 %' };

/**
 * The divisor that extracts the tax from an IVA-included amount: gross × rate ÷ (100 + rate), i.e. gross ÷ 11 at
 * 10 % and gross ÷ 21 at 5 %. Exenta carries no tax.
 */
const IVA_DIVISOR: Readonly<Record<IvaRate, number | null>> = { exenta: null, '5': 21, '10': 11 };

export function isIvaRate(v: unknown): v is IvaRate {
  return typeof v === 'string' && (IVA_RATES as readonly string[]).includes(v);
}

function assertExact(n: number, what: string): number {
  if (!Number.isSafeInteger(n)) throw new RangeError(`${what}: ${n} no es un importe exacto`);
  return n;
}

/** a ÷ b rounded HALF_UP, exactly, for integers (b > 0). */
export function divideHalfUp(a: number, b: number): number {
  assertExact(a, 'dividendo');
  assertExact(b, 'divisor');
  if (b <= 0) throw new RangeError('divisor no positivo');
  const sign = a < 0 ? -1 : 1;
  const abs = Math.abs(a);
  const q = Math.floor(abs / b);
  const r = abs - q * b;
  // HALF_UP: the remainder at or beyond half the divisor rounds away from zero (2r ≥ b, in integers).
  return sign * (2 * r >= b ? q + 1 : q) + 0;
}

/**
 * a ÷ b HALF_UP on BigInt (b > 0), for products that overflow the safe integers (amount × IVA × pct of a large
 * guaraní invoice; guaraníes × 10 000 of a large budget).
 */
export function divideHalfUpBig(a: bigint, b: bigint): bigint {
  const neg = a < 0n;
  const abs = neg ? -a : a;
  const q = abs / b;
  const r = abs - q * b;
  const out = 2n * r >= b ? q + 1n : q;
  return neg ? -out : out;
}

/**
 * A decimal amount as minor units of `currency`, read from its decimal digits (so 0.29 is 29 cents, not
 * 28.999…): numbers are read through their shortest decimal text. More decimals than the currency has are
 * rounded HALF_UP (1.005 USD → 101 cents; 1.5 PYG → 2). Answers null for text that is not an amount.
 * Accepts '1234.56', '-0.5' and numbers; es-PY input ('1.234,56') is read by money.ts' parseMoneyStrict first.
 */
export function fromDecimal(value: number | string, currency: FiscalCurrency): number | null {
  const text = typeof value === 'number' ? (Number.isFinite(value) ? numberText(value) : '') : value.trim();
  const m = /^([+-]?)(\d+)(?:\.(\d+))?$/.exec(text);
  if (!m) return null;
  const [, sign, whole, frac = ''] = m;
  const digits = MINOR_DIGITS[currency];
  const kept = (frac + '0'.repeat(digits)).slice(0, digits);
  const rest = frac.slice(digits);
  let minor = Number(whole + kept);
  // HALF_UP on the first dropped digit (exact: the digits are text).
  if (rest.length > 0 && rest.charCodeAt(0) >= 53 /* '5' */) minor += 1;
  if (!Number.isSafeInteger(minor)) return null;
  return sign === '-' && minor !== 0 ? -minor : minor;
}

/** A number's decimal text without exponent (1e-7 → '0.0000001'), enough for amounts. */
function numberText(n: number): string {
  const s = String(n);
  if (!/e/i.test(s)) return s;
  return n.toFixed(20).replace(/0+$/, '').replace(/\.$/, '');
}

/** Minor units back to a plain decimal text ('1234.50' for USD, '1234' for PYG): for APIs and PDFs' formatters. */
export function toDecimal(minor: number, currency: FiscalCurrency): string {
  assertExact(minor, 'importe');
  const digits = MINOR_DIGITS[currency];
  const sign = minor < 0 ? '-' : '';
  const abs = String(Math.abs(minor)).padStart(digits + 1, '0');
  return digits === 0 ? sign + abs : `${sign}${abs.slice(0, -digits)}.${abs.slice(-digits)}`;
}

/** Sum of minor amounts, checked exact. */
export function sumMinor(amounts: readonly number[]): number {
  return amounts.reduce((s, a) => assertExact(s + assertExact(a, 'importe'), 'suma'), 0);
}

/**
 * A line's amount: unit price (minor units) × quantity (a decimal text or number, e.g. '2.5' kg), rounded HALF_UP
 * to the minor unit on the line (IVA_PER_LINE starts from this rounded amount).
 */
export function lineAmount(unitPriceMinor: number, quantity: number | string): number {
  assertExact(unitPriceMinor, 'precio unitario');
  const text = typeof quantity === 'number' ? numberText(quantity) : quantity.trim();
  const m = /^([+-]?)(\d+)(?:\.(\d+))?$/.exec(text);
  if (!m) throw new RangeError(`cantidad inválida: ${quantity}`);
  const [, sign, whole, frac = ''] = m;
  const scale = 10 ** frac.length;
  const q = Number(whole + frac);
  const product = assertExact(unitPriceMinor * q, 'precio × cantidad');
  const amount = divideHalfUp(product, scale);
  return sign === '-' ? -amount + 0 : amount;
}

/** The IVA contained in an IVA-included amount (IVA_PER_LINE: gross ÷ 11 at 10 %, gross ÷ 21 at 5 %, HALF_UP). */
export function ivaIncluded(grossMinor: number, rate: IvaRate): number {
  const divisor = IVA_DIVISOR[rate];
  return divisor === null ? 0 : divideHalfUp(grossMinor, divisor);
}

export interface IvaLine {
  /** IVA-included amount of the line, in minor units. */
  gross: number;
  rate: IvaRate;
}

/** One line with its tax split out: gross = base + iva, exactly. */
export interface IvaLineSplit extends IvaLine {
  base: number;
  iva: number;
}

/** The figures a Paraguayan invoice prints under its lines ("liquidación del IVA"). */
export interface IvaSummary {
  /** Sum of the exenta lines. */
  exentas: number;
  /** Sums of the IVA-included amounts taxed at 5 % and at 10 % (the invoice's "gravadas" columns). */
  gravadas5: number;
  gravadas10: number;
  /** Tax contained, per rate and in all: sums of the lines' own (rounded) taxes. */
  iva5: number;
  iva10: number;
  iva: number;
  /** Total of the document: the sum of its lines' gross amounts. */
  total: number;
  lines: IvaLineSplit[];
}

/**
 * IVA_PER_LINE: each line's tax is extracted and rounded on the line; every figure of the document is a sum of line
 * figures. So total = exentas + gravadas5 + gravadas10 and total − iva = the sum of the lines' bases, to the unit.
 */
export function ivaSummary(lines: readonly IvaLine[]): IvaSummary {
  const split = lines.map((l) => {
    assertExact(l.gross, 'importe de línea');
    const iva = ivaIncluded(l.gross, l.rate);
    return { gross: l.gross, rate: l.rate, iva, base: l.gross - iva };
  });
  const of = (rate: IvaRate, key: 'gross' | 'iva') => sumMinor(split.filter((l) => l.rate === rate).map((l) => l[key]));
  const iva5 = of('5', 'iva');
  const iva10 = of('10', 'iva');
  return {
    exentas: of('exenta', 'gross'),
    gravadas5: of('5', 'gross'),
    gravadas10: of('10', 'gross'),
    iva5,
    iva10,
    iva: iva5 + iva10,
    total: sumMinor(split.map((l) => l.gross)),
    lines: split,
  };
}

/**
 * An amount converted at a rate of guaraníes per dollar (a decimal text or number, e.g. '7300' or 7312.5), rounded
 * HALF_UP to the target's minor unit: USD cents → PYG (× rate ÷ 100) or PYG → USD cents (× 100 ÷ rate).
 */
export function convertMinor(minor: number, from: FiscalCurrency, to: FiscalCurrency, gsPerUsd: number | string): number {
  assertExact(minor, 'importe');
  if (from === to) return minor;
  const rateHundredths = fromDecimal(typeof gsPerUsd === 'number' ? numberText(gsPerUsd) : gsPerUsd, 'USD');
  // The rate read to 2 decimals exactly (cents of a guaraní per dollar are more than any office uses).
  if (rateHundredths === null || rateHundredths <= 0) throw new RangeError(`tipo de cambio inválido: ${gsPerUsd}`);
  // USD cents → PYG: cents × (rate×100) ÷ 10 000; PYG → USD cents: gs × 10 000 ÷ (rate×100).
  return from === 'USD' ? divideHalfUp(assertExact(minor * rateHundredths, 'conversión'), 10_000) : divideHalfUp(assertExact(minor * 10_000, 'conversión'), rateHundredths);
}

/**
 * A rate as the documents write it: ours ('exenta', '5', '10'), the original client's per-row `tax_rate` (0, 5, 10, as
 * numbers or text) and the quote's 'EXENTA' / '5%' / '10%'. Anything else is no rate (null).
 */
export function parseIvaRate(v: unknown): IvaRate | null {
  if (typeof v === 'number') return v === 0 ? 'exenta' : v === 5 ? '5' : v === 10 ? '10' : null;
  if (typeof v !== 'string') return null;
  const s = v.trim().toLowerCase().replace(/\s+/g, '').replace(/^iva/, '').replace(/%$/, '');
  if (s === 'exenta' || s === 'exento' || s === '0') return 'exenta';
  return s === '5' ? '5' : s === '10' ? '10' : null;
}

/** Minor units as a plain number of the currency (cents → 12.34 USD) for APIs and screens: exact, from toDecimal's digits. */
export function minorToNumber(minor: number, currency: FiscalCurrency): number {
  return Number(toDecimal(minor, currency));
}
