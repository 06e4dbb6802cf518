import type { IvaRate } from './fiscal-money';
import { type EquipmentCells, equipmentTotal, isEquipmentBasis, isEquipmentRow } from './freight-equipment';
import { roundMoney } from './money';

/**
 * The cost sheet of an operation ('Planilla de costos (DET COS)', spec part 2 §2, §3 payload, §9 cost math).
 *
 * Units: every amount is USD except `gs` (guaraníes) of the local tables; `usdXKg` is USD per kg;
 * `pesoKg` is kg; `gsRate` is Gs per USD. Rounding: every row amount and every total is rounded to
 * cents (roundMoney: half away from zero); Gs tables are summed in Gs and converted once per table.
 */

/** Default Gs/USD rate (spec part 2 §9). */
export const DEFAULT_GS_RATE = 5860;

/** The 16 preset cost concepts offered as suggestions (spec part 2 §9). */
export const PRESET_COST_CONCEPTS: readonly string[] = [
  'FLETE AEREO',
  'FSC',
  'SEC',
  'AIRPORT TRANSFER',
  'INLAND DG SURCHARGE',
  'AES/EEI FILING FEE',
  'INLAND FREIGHT/ PICK UP',
  'EXPORT HANDLING',
  'PICK UP RECOVERY FROM DG PACKER',
  'AIRLINES DG SURCHARGE',
  'AGENTE DG SURCHARGE',
  'PROFFIT SHARE',
  'DG CERTIFICADO HAZMAT',
  'MARK AND LABEL',
  'REPALETIZET SHRINK WRAP METAL BAND',
  'RETENCION',
];

/** Limits the server validates (rows per table, text lengths, magnitude of amounts). */
export const COST_SHEET_LIMITS = {
  rowsPerTable: 200,
  idLength: 64,
  conceptLength: 200,
  headerTextLength: 500,
  maxAmount: 1e12,
  maxGsRate: 1e6,
} as const;

export interface CostSheetHeader {
  modo?: string | null;
  clase?: string | null;
  /** Weight to use (kg); empty → the chargeable weight of the operation. */
  pesoKg?: number | null;
  awb?: string | null;
  hbl?: string | null;
  mercaderia?: string | null;
  /** Gs per USD; empty or not positive → DEFAULT_GS_RATE. */
  gsRate?: number | null;
  /**
   * Date ('YYYY-MM-DD') of the dated exchange rate the sheet took (dated exchange rates); null when the rate
   * was typed by hand or is the default.
   */
  gsRateDate?: string | null;
  /** 'All in' (the original client's header.allInEnabled): the freight sale is the rows' internal sale (ALL_IN_SALE). */
  allInEnabled?: boolean | null;
  /** The one service an all-in sheet bills the freight sale as (header.allInServiceName). */
  allInServiceName?: string | null;
}

/** Purchase from the agent / sale to the client (USD); with equipment (equipo, cantidad, usdXUnidad) priced per unit. */
export interface CostRow extends EquipmentCells {
  id: string;
  concepto: string;
  usdXKg?: number | null;
  total?: number | null;
  /** 'Auto': the total is the per-kg rate × the weight to use. */
  lockPerKg?: boolean | null;
  /** Sale rows: the purchase row they mirror. */
  sourceId?: string | null;
  /** Sale rows: the internal sale ('Venta (interno)', the document's `ventaInt`) an all-in sheet counts (ALL_IN_SALE). */
  ventaInt?: number | null;
  /** Sale rows: the IVA rate of the line; empty → the parameter default of its table (IVA per line). */
  iva?: IvaRate | null;
}

/** Local costs / local charges to the client (Gs). */
export interface LocalCostRow {
  id: string;
  concepto: string;
  gs?: number | null;
  sourceId?: string | null;
  /** Local charges to the client: the IVA rate of the line; empty → the parameter default. */
  iva?: IvaRate | null;
}

/** Cargo-insurance costs / sales (USD). */
export interface InsuranceRow {
  id: string;
  concepto: string;
  usd?: number | null;
  sourceId?: string | null;
  /** Insurance sale: the IVA rate of the line; empty → the parameter default. */
  iva?: IvaRate | null;
}

export interface CostSheetTotals {
  totalCostos: number;
  totalVentas: number;
  profitGeneral: number;
}

/** The stored payload (spec part 2 §3). `totals` is always recomputed by the server. */
export interface CostSheetPayload {
  header: CostSheetHeader;
  compraRows: CostRow[];
  ventaRows: CostRow[];
  locRows: LocalCostRow[];
  locCliRows: LocalCostRow[];
  segCostoRows: InsuranceRow[];
  segVentaRows: InsuranceRow[];
  totals?: CostSheetTotals | null;
}

/** Totals with their parts, for the summary block. */
export interface CostSheetBreakdown extends CostSheetTotals {
  fleteCompra: number;
  localCostosGs: number;
  localCostosUsd: number;
  seguroCosto: number;
  fleteVenta: number;
  localVentasGs: number;
  localVentasUsd: number;
  seguroVenta: number;
  /** The weight the per-kg rows used (kg). */
  weightKg: number;
  gsRate: number;
}

const finite = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

/** The sheet's Gs/USD rate: a positive number, else the default 5860. */
export function effectiveGsRate(rate: number | null | undefined): number {
  return finite(rate) && rate > 0 ? rate : DEFAULT_GS_RATE;
}

/** Guaraníes → USD at the sheet's rate, rounded to cents. */
export function gsToUsd(gs: number | null | undefined, rate?: number | null): number {
  return finite(gs) ? roundMoney(gs / effectiveGsRate(rate)) : 0;
}

/** The weight the per-kg rows multiply: the header's pesoKg when positive, else the operation's default. */
export function weightToUseKg(header: Pick<CostSheetHeader, 'pesoKg'> | null | undefined, defaultKg: number | null | undefined = 0): number {
  const w = header?.pesoKg;
  if (finite(w) && w > 0) return w;
  return finite(defaultKg) && defaultKg > 0 ? defaultKg : 0;
}

/** Whether a row's total comes from the per-kg rate: 'Auto' checked, or no typed total. */
export function isPerKgRow(row: Pick<CostRow, 'total' | 'lockPerKg'>): boolean {
  return Boolean(row.lockPerKg) || !finite(row.total);
}

/**
 * A purchase or sale row's total (USD): an equipment row's quantity × rate per unit (EQUIPMENT_TOTAL), else the typed
 * total, or per-kg rate × weight (spec part 2 §9).
 */
export function costRowTotal(row: Pick<CostRow, 'usdXKg' | 'total' | 'lockPerKg'> & EquipmentCells, weightKg: number): number {
  if (isEquipmentRow(row)) return equipmentTotal(row);
  if (isPerKgRow(row)) return finite(row.usdXKg) && finite(weightKg) ? roundMoney(row.usdXKg * weightKg) : 0;
  return roundMoney(row.total as number);
}

const sumMoney = (values: number[]) => roundMoney(values.reduce((a, b) => a + b, 0));

/** Whether the sheet is an 'All in' sheet (header.allInEnabled). */
export function isAllIn(header: Pick<CostSheetHeader, 'allInEnabled'> | null | undefined): boolean {
  return header?.allInEnabled === true;
}

/**
 * ALL_IN_SALE, a sale row's amount on an 'All in' sheet (the original client, both public versions): its internal
 * sale (`ventaInt`) when one is typed, else its typed total whether or not 'Auto' is checked (an empty total counts
 * 0: the per-kg rate is not used). Only the freight sale rows carry `ventaInt`; local charges to the client and the
 * insurance sale count as on any sheet. Rounded to cents like every row.
 */
export function allInRowSale(row: Pick<CostRow, 'ventaInt' | 'total'>): number {
  if (finite(row.ventaInt)) return roundMoney(row.ventaInt);
  return finite(row.total) ? roundMoney(row.total) : 0;
}

/** A sale row's amount on its sheet: ALL_IN_SALE on an all-in sheet, else costRowTotal. */
export function saleRowAmount(row: Pick<CostRow, 'usdXKg' | 'total' | 'lockPerKg' | 'ventaInt'> & EquipmentCells, weightKg: number, allIn: boolean): number {
  return allIn ? allInRowSale(row) : costRowTotal(row, weightKg);
}

/** Sum of a Gs table (Gs, rounded to cents). */
export function sumGs(rows: readonly Pick<LocalCostRow, 'gs'>[]): number {
  return sumMoney(rows.map((r) => (finite(r.gs) ? r.gs : 0)));
}

export function sumUsd(rows: readonly Pick<InsuranceRow, 'usd'>[]): number {
  return sumMoney(rows.map((r) => (finite(r.usd) ? roundMoney(r.usd) : 0)));
}

/**
 * Total purchase = freight purchase + local costs in USD + insurance cost; total sale likewise;
 * general profit = sale − purchase (spec part 2 §9). `defaultWeightKg` is the operation's chargeable weight.
 */
export function costSheetBreakdown(sheet: CostSheetPayload, defaultWeightKg: number | null = 0): CostSheetBreakdown {
  const weightKg = weightToUseKg(sheet.header, defaultWeightKg);
  const gsRate = effectiveGsRate(sheet.header?.gsRate);
  const fleteCompra = sumMoney(sheet.compraRows.map((r) => costRowTotal(r, weightKg)));
  // ALL_IN_SALE: an all-in sheet's freight sale is its rows' internal sale (a sheet without the switch is unchanged).
  const allIn = isAllIn(sheet.header);
  const fleteVenta = sumMoney(sheet.ventaRows.map((r) => saleRowAmount(r, weightKg, allIn)));
  const localCostosGs = sumGs(sheet.locRows);
  const localVentasGs = sumGs(sheet.locCliRows);
  const localCostosUsd = gsToUsd(localCostosGs, gsRate);
  const localVentasUsd = gsToUsd(localVentasGs, gsRate);
  const seguroCosto = sumUsd(sheet.segCostoRows);
  const seguroVenta = sumUsd(sheet.segVentaRows);
  const totalCostos = sumMoney([fleteCompra, localCostosUsd, seguroCosto]);
  const totalVentas = sumMoney([fleteVenta, localVentasUsd, seguroVenta]);
  return {
    fleteCompra,
    localCostosGs,
    localCostosUsd,
    seguroCosto,
    fleteVenta,
    localVentasGs,
    localVentasUsd,
    seguroVenta,
    totalCostos,
    totalVentas,
    profitGeneral: roundMoney(totalVentas - totalCostos),
    weightKg,
    gsRate,
  };
}

export function costSheetTotals(sheet: CostSheetPayload, defaultWeightKg: number | null = 0): CostSheetTotals {
  const b = costSheetBreakdown(sheet, defaultWeightKg);
  return { totalCostos: b.totalCostos, totalVentas: b.totalVentas, profitGeneral: b.profitGeneral };
}

/** Concepts compare trimmed, case-insensitive and with inner spaces collapsed. */
export function conceptKey(concepto: string | null | undefined): string {
  return (concepto ?? '').trim().replace(/\s+/g, ' ').toUpperCase();
}

/**
 * The purchase row a sale row is measured against: the one it mirrors (sourceId), else the first
 * with the same concept; null when none.
 */
export function matchingPurchaseRow<R extends Pick<CostRow, 'id' | 'concepto'>>(
  sale: Pick<CostRow, 'concepto' | 'sourceId'>,
  purchases: readonly R[],
): R | null {
  if (sale.sourceId) {
    const bySource = purchases.find((p) => p.id === sale.sourceId);
    if (bySource) return bySource;
  }
  const key = conceptKey(sale.concepto);
  if (!key) return null;
  return purchases.find((p) => conceptKey(p.concepto) === key) ?? null;
}

/**
 * Row profit (USD): sale row amount − its purchase row's total; a sale without a purchase row counts in full.
 * On an all-in sheet (`allIn`) the sale side is the row's internal sale (ALL_IN_SALE).
 */
export function costRowProfit(sale: CostRow, purchases: readonly CostRow[], weightKg: number, allIn = false): number {
  const purchase = matchingPurchaseRow(sale, purchases);
  return roundMoney(saleRowAmount(sale, weightKg, allIn) - (purchase ? costRowTotal(purchase, weightKg) : 0));
}

/** The sale row that mirrors a purchase row: same concept and 'Auto' flag, amounts left for the seller. */
export function mirrorRowId(sourceId: string): string {
  return `${sourceId}-v`;
}

type Mirrorable = { id: string; concepto: string; sourceId?: string | null };

/**
 * Sale rows mirror purchase rows by concept (spec part 2 §9): every purchase row with a concept gets a
 * linked sale row (sourceId) unless one is linked already, a sale row already carries that concept, or
 * the user removed its mirror (`removedSourceIds`). A linked row follows a rename of its source (it
 * still carried the source's `previous` concept); a linked row the user renamed keeps its own name
 * (cost sheet rows). A linked row whose source is gone is dropped when it holds no amount, else kept
 * unlinked. Returns `sales` itself when nothing changes. `make` builds the new row (the tables differ
 * in their amount fields).
 */
export function mirrorRows<P extends Mirrorable, S extends Mirrorable>(
  purchases: readonly P[],
  sales: readonly S[],
  removedSourceIds: ReadonlySet<string> | readonly string[],
  make: (source: P) => S,
  isEmpty: (row: S) => boolean,
  previous: readonly Mirrorable[] = purchases,
): S[] {
  const removed = new Set(removedSourceIds);
  const byId = new Map(purchases.map((p) => [p.id, p]));
  const before = new Map(previous.map((p) => [p.id, p]));
  let changed = false;
  const out: S[] = [];
  for (const s of sales) {
    if (!s.sourceId) {
      out.push(s);
      continue;
    }
    const source = byId.get(s.sourceId);
    if (!source) {
      changed = true;
      if (!isEmpty(s)) out.push({ ...s, sourceId: null });
      continue;
    }
    const was = before.get(s.sourceId);
    // Only a rename of the source carries along, and only rows that still had its old concept.
    const follows = was !== undefined && was.concepto !== source.concepto && conceptKey(was.concepto) === conceptKey(s.concepto);
    if (source.concepto !== s.concepto && conceptKey(source.concepto) && follows) {
      changed = true;
      out.push({ ...s, concepto: source.concepto });
    } else out.push(s);
  }
  const linked = new Set(out.map((s) => s.sourceId).filter(Boolean));
  const concepts = new Set(out.map((s) => conceptKey(s.concepto)).filter(Boolean));
  for (const p of purchases) {
    const key = conceptKey(p.concepto);
    if (!key || linked.has(p.id) || removed.has(p.id) || concepts.has(key)) continue;
    out.push(make(p));
    concepts.add(key);
    changed = true;
  }
  return changed ? out : (sales as S[]);
}

/**
 * Purchase rows of a loaded sheet whose mirror the user removed before saving: rows with a concept
 * that no sale row mirrors (by source or concept). Loading a sheet must not bring those mirrors back.
 */
export function removedMirrorSourceIds(purchases: readonly Mirrorable[], sales: readonly Mirrorable[]): string[] {
  const linked = new Set(sales.map((s) => s.sourceId).filter(Boolean));
  const concepts = new Set(sales.map((s) => conceptKey(s.concepto)).filter(Boolean));
  return purchases.filter((p) => conceptKey(p.concepto) && !linked.has(p.id) && !concepts.has(conceptKey(p.concepto))).map((p) => p.id);
}

/**
 * A mirrored sale row that still holds no amount follows its purchase row's 'Auto' flag (so a freight
 * bought per kg is offered per kg); once the seller types an amount the row is theirs. Returns `sales`
 * itself when nothing changes.
 */
export function followMirrorAuto<S extends { sourceId?: string | null; lockPerKg?: boolean | null }>(
  purchases: readonly Pick<CostRow, 'id' | 'lockPerKg'>[],
  sales: S[],
  isEmpty: (row: S) => boolean,
): S[] {
  const byId = new Map(purchases.map((p) => [p.id, p]));
  let changed = false;
  const out = sales.map((s) => {
    const source = s.sourceId ? byId.get(s.sourceId) : undefined;
    if (!source || Boolean(source.lockPerKg) === Boolean(s.lockPerKg) || !isEmpty(s)) return s;
    changed = true;
    return { ...s, lockPerKg: Boolean(source.lockPerKg) };
  });
  return changed ? out : sales;
}

const emptySaleRow = (s: CostRow) => !finite(s.usdXKg) && !finite(s.total) && !finite(s.usdXUnidad);

/**
 * A mirrored sale row follows its purchase row's equipment and quantity (the same containers are bought and sold):
 * when the sale row carries no equipment yet, or the same basis as its purchase row. A sale row the seller moved to
 * another basis keeps it. Returns `sales` itself when nothing changes.
 */
export function followMirrorEquipment<S extends Pick<CostRow, 'sourceId'> & EquipmentCells>(purchases: readonly (Pick<CostRow, 'id'> & EquipmentCells)[], sales: S[]): S[] {
  const byId = new Map(purchases.map((p) => [p.id, p]));
  let changed = false;
  const out = sales.map((s) => {
    const source = s.sourceId ? byId.get(s.sourceId) : undefined;
    if (!source || !isEquipmentBasis(source.equipo)) return s;
    const sameBasis = !s.equipo || s.equipo === source.equipo;
    if (!sameBasis || (s.equipo === source.equipo && (s.cantidad ?? null) === (source.cantidad ?? null))) return s;
    changed = true;
    return { ...s, equipo: source.equipo, cantidad: source.cantidad ?? null };
  });
  return changed ? out : sales;
}

/**
 * Mirrors of the three table pairs: freight (compra → venta), local Gs (loc → locCli), insurance (segCosto → segVenta).
 * `previous` is the sheet before the change (its purchase concepts tell a source rename from a sale-row rename).
 */
export function mirrorSaleRows(
  sheet: CostSheetPayload,
  removedSourceIds: ReadonlySet<string> | readonly string[],
  previous: CostSheetPayload = sheet,
): CostSheetPayload {
  const ventaRows = followMirrorAuto(
    sheet.compraRows,
    mirrorRows(
      sheet.compraRows,
      sheet.ventaRows,
      removedSourceIds,
      (p): CostRow => ({
        id: mirrorRowId(p.id),
        concepto: p.concepto,
        usdXKg: null,
        total: null,
        lockPerKg: Boolean(p.lockPerKg),
        sourceId: p.id,
        ...(isEquipmentBasis(p.equipo) ? { equipo: p.equipo, cantidad: p.cantidad ?? null, usdXUnidad: null } : {}),
      }),
      emptySaleRow,
      previous.compraRows,
    ),
    emptySaleRow,
  );
  const ventaFollowing = followMirrorEquipment(sheet.compraRows, ventaRows);
  const locCliRows = mirrorRows(
    sheet.locRows,
    sheet.locCliRows,
    removedSourceIds,
    (p): LocalCostRow => ({ id: mirrorRowId(p.id), concepto: p.concepto, gs: null, sourceId: p.id }),
    (s) => !finite(s.gs),
    previous.locRows,
  );
  const segVentaRows = mirrorRows(
    sheet.segCostoRows,
    sheet.segVentaRows,
    removedSourceIds,
    (p): InsuranceRow => ({ id: mirrorRowId(p.id), concepto: p.concepto, usd: null, sourceId: p.id }),
    (s) => !finite(s.usd),
    previous.segCostoRows,
  );
  if (ventaFollowing === sheet.ventaRows && locCliRows === sheet.locCliRows && segVentaRows === sheet.segVentaRows) return sheet;
  return { ...sheet, ventaRows: ventaFollowing, locCliRows, segVentaRows };
}

/** Removed mirrors of all three pairs of a loaded sheet (see removedMirrorSourceIds). */
export function removedMirrorsOf(sheet: CostSheetPayload): string[] {
  return [
    ...removedMirrorSourceIds(sheet.compraRows, sheet.ventaRows),
    ...removedMirrorSourceIds(sheet.locRows, sheet.locCliRows),
    ...removedMirrorSourceIds(sheet.segCostoRows, sheet.segVentaRows),
  ];
}

/** A never-saved sheet: empty tables, default rate, weight to use = the operation's chargeable weight. */
export function emptyCostSheet(defaults: Partial<CostSheetHeader> = {}): CostSheetPayload {
  return {
    header: {
      modo: defaults.modo ?? null,
      clase: defaults.clase ?? null,
      pesoKg: defaults.pesoKg ?? null,
      awb: defaults.awb ?? null,
      hbl: defaults.hbl ?? null,
      mercaderia: defaults.mercaderia ?? null,
      gsRate: effectiveGsRate(defaults.gsRate),
      gsRateDate: defaults.gsRateDate ?? null,
    },
    compraRows: [],
    ventaRows: [],
    locRows: [],
    locCliRows: [],
    segCostoRows: [],
    segVentaRows: [],
  };
}
