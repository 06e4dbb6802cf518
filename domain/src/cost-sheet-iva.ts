import type { ParamRowLike } from './chargeable-weight';
import { allInRowSale, type CostSheetPayload, costRowTotal, effectiveGsRate, gsToUsd, isAllIn, sumGs, weightToUseKg } from './cost-sheet';
import { isEquipmentRow } from './freight-equipment';
import { fromDecimal, type IvaRate, type IvaSummary, isIvaRate, ivaSummary, minorToNumber, parseIvaRate, sumMinor } from './fiscal-money';

/**
 * IVA per line on the sale side of the cost sheet (ARCHITECTURE "money and fiscal rules"): every sale row (freight
 * sale, local charges to the client, insurance sale) carries a rate, `exenta`, `5` or `10`. Prices are IVA-included, as
 * Paraguayan offices quote them: the tax inside a line is gross ÷ 11 (10 %) or gross ÷ 21 (5 %), IVA_PER_LINE.
 */

/** The three tables whose rows default to a parameter when they carry no rate. */
export type IvaDefaultTable = 'freight' | 'local' | 'insurance';
export type IvaDefaults = Readonly<Record<IvaDefaultTable, IvaRate>>;

/** International freight and its surcharges are exempt; local charges and insurance are taxed at 10 %. */
export const DEFAULT_IVA_DEFAULTS: IvaDefaults = { freight: 'exenta', local: '10', insurance: '10' };

/** The parameters that set those defaults (one active value each: 'exenta', '5' or '10'). */
export const IVA_DEFAULT_PARAM_KEYS: Readonly<Record<IvaDefaultTable, string>> = {
  freight: 'iva_defecto_flete',
  local: 'iva_defecto_gastos_locales',
  insurance: 'iva_defecto_seguro',
};

/** Defaults from parameter rows: the first active value of each key (rows by ord); missing or not a rate → the built-in default. */
export function ivaDefaultsFromParams(rows: readonly ParamRowLike[]): IvaDefaults {
  const first = (key: string) => rows.find((r) => r.key === key && (r.active === undefined || r.active === null || Boolean(r.active)))?.value;
  const of = (t: IvaDefaultTable) => parseIvaRate(first(IVA_DEFAULT_PARAM_KEYS[t])) ?? DEFAULT_IVA_DEFAULTS[t];
  return { freight: of('freight'), local: of('local'), insurance: of('insurance') };
}

/** Said when an IVA default parameter is given a value that is not a rate (it would otherwise be silently ignored). */
export const IVA_DEFAULT_VALUE_MESSAGE = 'El IVA por defecto debe ser exenta, 5 o 10.';

/**
 * The problem with a value for parameter `key`, or null: the IVA default keys (and their workspace variants
 * `key__slug`) take only a rate as parseIvaRate reads it ('exenta', '5', '10', '10 %', 'IVA 5'…); other keys are free.
 */
export function ivaDefaultParamProblem(key: string, value: string): string | null {
  const base = key.split('__')[0];
  if (!(Object.values(IVA_DEFAULT_PARAM_KEYS) as string[]).includes(base)) return null;
  return parseIvaRate(value) === null ? IVA_DEFAULT_VALUE_MESSAGE : null;
}

/** A row's rate: its own, else its table's default. */
export function rowIvaRate(row: { iva?: IvaRate | null }, defaults: IvaDefaults, table: IvaDefaultTable): IvaRate {
  return isIvaRate(row.iva) ? row.iva : defaults[table];
}

/** The sheet with every sale row's rate filled in (rows without one take their table's default). */
export function withIvaDefaults(sheet: CostSheetPayload, defaults: IvaDefaults): CostSheetPayload {
  return {
    ...sheet,
    ventaRows: sheet.ventaRows.map((r) => ({ ...r, iva: rowIvaRate(r, defaults, 'freight') })),
    locCliRows: sheet.locCliRows.map((r) => ({ ...r, iva: rowIvaRate(r, defaults, 'local') })),
    segVentaRows: sheet.segVentaRows.map((r) => ({ ...r, iva: rowIvaRate(r, defaults, 'insurance') })),
  };
}

/** One line the sheet bills to the client (USD), with its rate. */
export interface SaleLine {
  table: 'ventaRows' | 'locCliRows' | 'segVentaRows';
  concepto: string;
  /** USD, rounded to cents as the sheet's totals are. */
  amountUsd: number;
  iva: IvaRate;
  /** An equipment row (EQUIPMENT_TOTAL): its basis, quantity and rate per unit, so a quote bills "2 × 40'HC". */
  equipment?: { equipo: string; cantidad: number; usdXUnidad: number };
}

/**
 * The lines the sale side bills, in table order (what the quote and any document billed from the sheet start from):
 * - freight sale: one line per row (costRowTotal); on an 'All in' sheet ONE line named after the all-in service (or
 *   'ALL IN' when unnamed) for the rows' internal sale (ALL_IN_SALE), at ALL_IN_RATE;
 * - local charges to the client: Gs converted at the sheet's rate by LOCAL_RUNNING_CONVERSION: each row is the step of
 *   the table's running Gs total converted and rounded, so the rows add up to the table's converted total to the cent
 *   (the totals convert a Gs table once) and each row is within a cent of its own conversion;
 * - insurance sale: one line per row.
 * Rows without concept and amount are left out (they bill nothing).
 */
export function costSheetSaleLines(sheet: CostSheetPayload, defaults: IvaDefaults, defaultWeightKg: number | null = 0): SaleLine[] {
  const weightKg = weightToUseKg(sheet.header, defaultWeightKg);
  const rate = effectiveGsRate(sheet.header?.gsRate);
  const out: SaleLine[] = [];
  const push = (l: SaleLine) => {
    if (l.concepto.trim() !== '' || l.amountUsd !== 0) out.push({ ...l, concepto: l.concepto.trim() });
  };
  if (isAllIn(sheet.header)) {
    const name = (sheet.header.allInServiceName ?? '').trim();
    const named = name ? sheet.ventaRows.find((r) => (r.concepto ?? '').trim().toLowerCase() === name.toLowerCase()) : undefined;
    const amount = minorToNumber(sumMinor(sheet.ventaRows.map((r) => centsOf(allInRowSale(r)))), 'USD');
    if (sheet.ventaRows.length > 0 || name)
      push({ table: 'ventaRows', concepto: name || ALL_IN_FALLBACK_NAME, amountUsd: amount, iva: allInRate(sheet, named, defaults) });
  } else {
    for (const r of sheet.ventaRows) {
      const equipment = isEquipmentRow(r) ? { equipo: r.equipo as string, cantidad: r.cantidad as number, usdXUnidad: r.usdXUnidad as number } : undefined;
      push({ table: 'ventaRows', concepto: r.concepto ?? '', amountUsd: costRowTotal(r, weightKg), iva: rowIvaRate(r, defaults, 'freight'), ...(equipment ? { equipment } : {}) });
    }
  }
  let runningUsd = 0;
  sheet.locCliRows.forEach((r, i) => {
    // The running total is summed exactly as the totals sum the table (sumGs), so the last step lands on its total.
    const upTo = gsToUsd(sumGs(sheet.locCliRows.slice(0, i + 1)), rate);
    push({ table: 'locCliRows', concepto: r.concepto ?? '', amountUsd: minorToNumber(centsOf(upTo) - centsOf(runningUsd), 'USD'), iva: rowIvaRate(r, defaults, 'local') });
    runningUsd = upTo;
  });
  for (const r of sheet.segVentaRows) push({ table: 'segVentaRows', concepto: r.concepto ?? '', amountUsd: typeof r.usd === 'number' && Number.isFinite(r.usd) ? minorToNumber(centsOf(r.usd), 'USD') : 0, iva: rowIvaRate(r, defaults, 'insurance') });
  return out;
}

/**
 * ALL_IN_RATE, the rate of an all-in sheet's one freight line: the rate of the sale row named after the service (as
 * the original client bills into that row); else the rate the freight sale rows share; else (no rows, or mixed rates)
 * the freight default.
 */
function allInRate(sheet: CostSheetPayload, named: CostSheetPayload['ventaRows'][number] | undefined, defaults: IvaDefaults): IvaRate {
  if (named) return rowIvaRate(named, defaults, 'freight');
  const rates = new Set(sheet.ventaRows.map((r) => rowIvaRate(r, defaults, 'freight')));
  return rates.size === 1 ? [...rates][0] : defaults.freight;
}

/** The name of an all-in sheet's one freight line when the sheet gives none. */
export const ALL_IN_FALLBACK_NAME = 'ALL IN';

/** A sheet amount (a number rounded to cents by money.ts) as exact cents, read from its decimal digits. */
function centsOf(usd: number): number {
  return fromDecimal(usd, 'USD') ?? 0;
}

/** The split shown beside the totals (USD, exact to the cent). */
export interface CostSheetIvaSplit {
  exentas: number;
  gravadas5: number;
  gravadas10: number;
  iva5: number;
  iva10: number;
  iva: number;
  /** Equals the sheet's total sale exactly. */
  total: number;
}

/**
 * The IVA split of the sheet's sale side, IVA_PER_LINE over costSheetSaleLines: each line's USD amount (computed as the
 * totals compute it) is taken to cents, its tax extracted and rounded on the line (gross ÷ 11 at 10 %, ÷ 21 at 5 %,
 * HALF_UP), and every figure is a sum of line figures. So exentas + gravadas 5 % + gravadas 10 % is the total sale to
 * the cent. Rows without a rate take their table's default.
 */
export function costSheetIvaSummary(sheet: CostSheetPayload, defaults: IvaDefaults, defaultWeightKg: number | null = 0): IvaSummary {
  return ivaSummary(costSheetSaleLines(sheet, defaults, defaultWeightKg).map((l) => ({ gross: centsOf(l.amountUsd), rate: l.iva })));
}

export function costSheetIvaSplit(sheet: CostSheetPayload, defaults: IvaDefaults, defaultWeightKg: number | null = 0): CostSheetIvaSplit {
  const s = costSheetIvaSummary(sheet, defaults, defaultWeightKg);
  const usd = (minor: number) => minorToNumber(minor, 'USD');
  return { exentas: usd(s.exentas), gravadas5: usd(s.gravadas5), gravadas10: usd(s.gravadas10), iva5: usd(s.iva5), iva10: usd(s.iva10), iva: usd(s.iva), total: usd(s.total) };
}
