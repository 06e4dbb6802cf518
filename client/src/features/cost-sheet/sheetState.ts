import {
  catalogPriceIn,
  checkNumberInput,
  isCatalogCurrency,
  type CostRow,
  type CostSheetPayload,
  DEFAULT_IVA_DEFAULTS,
  effectiveGsRate,
  EQUIPMENT_LIMITS,
  EQUIPMENT_MESSAGES,
  equipmentError,
  followMirrorAuto,
  type InsuranceRow,
  isIvaRate,
  type IvaDefaults,
  type IvaRate,
  type LocalCostRow,
  mirrorRowId,
  mirrorRows,
  NUMBER_RULES,
  type NumberInputRule,
  parseLocalNumber,
  parseMoneyStrict,
  parseWeightInput,
  removedMirrorsOf,
} from '@crm/domain';
import type { CostSheetFieldsFragment, CostSheetInput } from '../../gql/graphql';
import { amountText } from '../../lib/format';

/**
 * The sheet as the screen edits it: amounts are the text typed in the inputs (es-PY '1.234,56',
 * spec part 2 §5), parsed with the domain functions for the live totals and for saving.
 */
export interface EditCostRow {
  id: string;
  concepto: string;
  usdXKg: string;
  total: string;
  lockPerKg: boolean;
  sourceId: string | null;
  /** Sale rows: the internal sale an 'All in' sheet counts (ALL_IN_SALE), as typed. */
  ventaInt?: string;
  /** Sale rows: the row's IVA rate; null → the default of its table (IVA per line). */
  iva?: IvaRate | null;
  /** Equipment: a container type or 'W/M' ('' none), its quantity and the rate per unit, as typed (EQUIPMENT_TOTAL). */
  equipo?: string;
  cantidad?: string;
  usdXUnidad?: string;
}
export interface EditLocalRow {
  id: string;
  concepto: string;
  gs: string;
  sourceId: string | null;
  iva?: IvaRate | null;
}
export interface EditInsuranceRow {
  id: string;
  concepto: string;
  usd: string;
  sourceId: string | null;
  iva?: IvaRate | null;
}
export interface EditHeader {
  modo: string;
  clase: string;
  pesoKg: string;
  awb: string;
  hbl: string;
  mercaderia: string;
  gsRate: string;
  /**
   * Date of the dated exchange rate the rate came from (dated exchange rates); null once typed by hand. While
   * set, saving sends an empty rate so the server takes the dated rate (or keeps the frozen one).
   */
  gsRateDate: string | null;
  /** 'All in': the freight sale is the rows' internal sale, billed as one service (ALL_IN_SALE). */
  allInEnabled: boolean;
  allInServiceName: string;
}
export interface EditSheet {
  header: EditHeader;
  compraRows: EditCostRow[];
  ventaRows: EditCostRow[];
  locRows: EditLocalRow[];
  locCliRows: EditLocalRow[];
  segCostoRows: EditInsuranceRow[];
  segVentaRows: EditInsuranceRow[];
}

export type CostTable = 'compraRows' | 'ventaRows';
export type LocalTable = 'locRows' | 'locCliRows';
export type InsuranceTable = 'segCostoRows' | 'segVentaRows';
export type TableKey = CostTable | LocalTable | InsuranceTable;

/** The purchase table each sale table mirrors. */
export const MIRROR_OF: Partial<Record<TableKey, TableKey>> = { ventaRows: 'compraRows', locCliRows: 'locRows', segVentaRows: 'segCostoRows' };
export const SALE_OF: Partial<Record<TableKey, TableKey>> = { compraRows: 'ventaRows', locRows: 'locCliRows', segCostoRows: 'segVentaRows' };

/**
 * Typed text → number; empty → null (an empty total means "per kg", spec part 2 §9). Text that is
 * not an amount is null too: the cell shows its error (cellError) and the sheet cannot be saved.
 */
export function amountValue(text: string): number | null {
  return text.trim() === '' ? null : parseMoneyStrict(text);
}

/** Rules of the header's numeric inputs (nothing lost silently: an exchange rate of 0 is an error, not 5860). */
export const HEADER_RULES: Partial<Record<Exclude<keyof EditHeader, 'gsRateDate' | 'allInEnabled' | 'allInServiceName'>, NumberInputRule>> = {
  pesoKg: NUMBER_RULES.weightKg,
  gsRate: NUMBER_RULES.gsRate,
};

/** The error of an amount cell ('abc' is an error, never 0: cost sheet rows), or null. */
export function cellError(text: string, rule: NumberInputRule = NUMBER_RULES.costAmount): string | null {
  return checkNumberInput(text, rule).error;
}

/** How many inputs of the sheet hold an error (saving is refused while any does). */
export function sheetErrorCount(e: EditSheet): number {
  const texts: string[] = [
    ...e.compraRows.flatMap((r) => [r.usdXKg, ...(r.lockPerKg ? [] : [r.total]), r.usdXUnidad ?? '']),
    ...e.ventaRows.flatMap((r) => [r.usdXKg, ...(r.lockPerKg ? [] : [r.total]), ...(e.header.allInEnabled ? [r.ventaInt ?? ''] : []), r.usdXUnidad ?? '']),
    ...e.locRows.map((r) => r.gs),
    ...e.locCliRows.map((r) => r.gs),
    ...e.segCostoRows.map((r) => r.usd),
    ...e.segVentaRows.map((r) => r.usd),
  ];
  let n = texts.filter((t) => cellError(t) !== null).length;
  n += [...e.compraRows, ...e.ventaRows].filter((r) => quantityError(r) !== null).length;
  for (const [key, rule] of Object.entries(HEADER_RULES) as Array<[Exclude<keyof EditHeader, 'gsRateDate' | 'allInEnabled' | 'allInServiceName'>, NumberInputRule]>) if (cellError(e.header[key], rule)) n += 1;
  return n;
}

let seq = 0;
/** A fresh row id (unique within the sheet). */
export function newRowId(): string {
  seq += 1;
  return `r${Date.now().toString(36)}${seq.toString(36)}`;
}

const rateOf = (v: string | null | undefined): IvaRate | null => (isIvaRate(v) ? v : null);

/** A purchase row priced from a rate sheet ('Cargar tarifa'), as the screen edits it (the id is given on adding). */
export function pricedEditRow(r: { concepto: string; usdXKg?: number | null; total?: number | null; lockPerKg: boolean; equipo?: string | null; cantidad?: number | null; usdXUnidad?: number | null }): Omit<EditCostRow, 'id'> {
  return { concepto: r.concepto, usdXKg: amountText(r.usdXKg), total: amountText(r.total), lockPerKg: r.lockPerKg, sourceId: null, ...equipmentText(r) };
}

/** A row's equipment cells from the server ('' when the row has none). */
const equipmentText = (r: { equipo?: string | null; cantidad?: number | null; usdXUnidad?: number | null }) => ({
  equipo: r.equipo ?? '',
  cantidad: quantityText(r.cantidad),
  usdXUnidad: amountText(r.usdXUnidad),
});

const quantityFormat = new Intl.NumberFormat('es-PY', { maximumFractionDigits: EQUIPMENT_LIMITS.quantityDecimals, useGrouping: false });
function quantityText(n: number | null | undefined): string {
  return typeof n === 'number' && Number.isFinite(n) ? quantityFormat.format(n) : '';
}

/** Typed quantity ('2', '3,456') → number; empty → null; not a number → NaN (the cell shows its error). */
export function quantityValue(text: string | undefined): number | null {
  const t = (text ?? '').trim();
  if (t === '') return null;
  const n = parseLocalNumber(t, EQUIPMENT_LIMITS.quantityDecimals);
  return n === null ? Number.NaN : n;
}

/** The error of a row's quantity (next to the field): not a number, out of range, or containers that are not whole. */
export function quantityError(r: Pick<EditCostRow, 'equipo' | 'cantidad'>): string | null {
  if (!r.equipo) return null;
  const n = quantityValue(r.cantidad);
  if (n !== null && Number.isNaN(n)) return EQUIPMENT_MESSAGES.quantity;
  return equipmentError({ equipo: r.equipo, cantidad: n });
}

/** The equipment a row sends: only when it has a basis (older rows keep their shape). */
function equipmentOf(r: EditCostRow): Pick<CostRow, 'equipo' | 'cantidad' | 'usdXUnidad'> {
  if (!r.equipo) return {};
  const n = quantityValue(r.cantidad);
  return { equipo: r.equipo, cantidad: n !== null && !Number.isNaN(n) ? n : null, usdXUnidad: amountValue(r.usdXUnidad ?? '') };
}

export function fromServer(s: CostSheetFieldsFragment): EditSheet {
  const h = s.header;
  return {
    header: {
      modo: h.modo ?? '',
      clase: h.clase ?? '',
      pesoKg: amountText(h.pesoKg),
      awb: h.awb ?? '',
      hbl: h.hbl ?? '',
      mercaderia: h.mercaderia ?? '',
      gsRate: amountText(h.gsRate),
      gsRateDate: h.gsRateDate ?? null,
      allInEnabled: h.allInEnabled,
      allInServiceName: h.allInServiceName ?? '',
    },
    compraRows: s.compraRows.map((r) => ({ id: r.id, concepto: r.concepto, usdXKg: amountText(r.usdXKg), total: amountText(r.total), lockPerKg: r.lockPerKg, sourceId: r.sourceId ?? null, ...equipmentText(r) })),
    ventaRows: s.ventaRows.map((r) => ({ id: r.id, concepto: r.concepto, usdXKg: amountText(r.usdXKg), total: amountText(r.total), lockPerKg: r.lockPerKg, sourceId: r.sourceId ?? null, ventaInt: amountText(r.ventaInt), iva: rateOf(r.iva), ...equipmentText(r) })),
    locRows: s.locRows.map((r) => ({ id: r.id, concepto: r.concepto, gs: amountText(r.gs), sourceId: r.sourceId ?? null })),
    locCliRows: s.locCliRows.map((r) => ({ id: r.id, concepto: r.concepto, gs: amountText(r.gs), sourceId: r.sourceId ?? null, iva: rateOf(r.iva) })),
    segCostoRows: s.segCostoRows.map((r) => ({ id: r.id, concepto: r.concepto, usd: amountText(r.usd), sourceId: r.sourceId ?? null })),
    segVentaRows: s.segVentaRows.map((r) => ({ id: r.id, concepto: r.concepto, usd: amountText(r.usd), sourceId: r.sourceId ?? null, iva: rateOf(r.iva) })),
  };
}

const costRow = (r: EditCostRow): CostRow => ({ id: r.id, concepto: r.concepto, usdXKg: amountValue(r.usdXKg), total: amountValue(r.total), lockPerKg: r.lockPerKg, sourceId: r.sourceId, ...equipmentOf(r) });
const saleRow = (r: EditCostRow): CostRow => ({ ...costRow(r), ventaInt: amountValue(r.ventaInt ?? ''), iva: r.iva ?? null });
const localRow = (r: EditLocalRow): LocalCostRow => ({ id: r.id, concepto: r.concepto, gs: amountValue(r.gs), sourceId: r.sourceId });
const insuranceRow = (r: EditInsuranceRow): InsuranceRow => ({ id: r.id, concepto: r.concepto, usd: amountValue(r.usd), sourceId: r.sourceId });

/** The sheet with parsed numbers: what the domain math reads. */
export function toPayload(e: EditSheet): CostSheetPayload {
  const peso = parseWeightInput(e.header.pesoKg);
  return {
    header: {
      modo: e.header.modo.trim() || null,
      clase: e.header.clase.trim() || null,
      pesoKg: peso !== null && peso > 0 ? peso : null,
      awb: e.header.awb.trim() || null,
      hbl: e.header.hbl.trim() || null,
      mercaderia: e.header.mercaderia.trim() || null,
      gsRate: effectiveGsRate(amountValue(e.header.gsRate)),
      gsRateDate: e.header.gsRateDate,
      allInEnabled: e.header.allInEnabled,
      allInServiceName: e.header.allInServiceName.trim() || null,
    },
    compraRows: e.compraRows.map(costRow),
    ventaRows: e.ventaRows.map(saleRow),
    locRows: e.locRows.map(localRow),
    locCliRows: e.locCliRows.map((r) => ({ ...localRow(r), iva: r.iva ?? null })),
    segCostoRows: e.segCostoRows.map(insuranceRow),
    segVentaRows: e.segVentaRows.map((r) => ({ ...insuranceRow(r), iva: r.iva ?? null })),
  };
}

/** The GraphQL input (no totals: the server computes them). */
export function toInput(e: EditSheet): CostSheetInput {
  const p = toPayload(e);
  const { gsRateDate, ...header } = p.header;
  return {
    // A rate that came from the dated rates is sent empty: the server takes it again (or keeps it frozen).
    header: { ...header, gsRate: gsRateDate ? null : header.gsRate },
    compraRows: p.compraRows.map((r) => ({ ...r, lockPerKg: Boolean(r.lockPerKg) })),
    ventaRows: p.ventaRows.map((r) => ({ ...r, lockPerKg: Boolean(r.lockPerKg) })),
    locRows: p.locRows,
    locCliRows: p.locCliRows,
    segCostoRows: p.segCostoRows,
    segVentaRows: p.segVentaRows,
  } as CostSheetInput;
}

/** Mirrors of a loaded sheet that the user had removed (they must not come back). */
export function initialRemoved(e: EditSheet): Set<string> {
  return new Set(removedMirrorsOf(toPayload(e)));
}

/**
 * Sale rows follow the purchase rows by concept (spec part 2 §9, domain mirrorRows), except the
 * ones the user removed. Applied after every change; `before` is the sheet before it, so a renamed
 * sale row keeps its name and only a renamed purchase row carries its mirrors along (cost sheet rows).
 */
export function applyMirrors(e: EditSheet, removed: ReadonlySet<string>, before: EditSheet = e): EditSheet {
  const emptyCost = (s: { usdXKg: string; total: string; usdXUnidad?: string }) => s.usdXKg.trim() === '' && s.total.trim() === '' && (s.usdXUnidad ?? '').trim() === '';
  const ventaRows = followEquipment(
    e.compraRows,
    followMirrorAuto(
      e.compraRows,
      mirrorRows(
        e.compraRows,
        e.ventaRows,
        removed,
        (p): EditCostRow => ({
          id: mirrorRowId(p.id),
          concepto: p.concepto,
          usdXKg: '',
          total: '',
          lockPerKg: p.lockPerKg,
          sourceId: p.id,
          ...(p.equipo ? { equipo: p.equipo, cantidad: p.cantidad ?? '', usdXUnidad: '' } : {}),
        }),
        emptyCost,
        before.compraRows,
      ),
      emptyCost,
    ),
  );
  const locCliRows = mirrorRows(
    e.locRows,
    e.locCliRows,
    removed,
    (p): EditLocalRow => ({ id: mirrorRowId(p.id), concepto: p.concepto, gs: '', sourceId: p.id }),
    (s) => s.gs.trim() === '',
    before.locRows,
  );
  const segVentaRows = mirrorRows(
    e.segCostoRows,
    e.segVentaRows,
    removed,
    (p): EditInsuranceRow => ({ id: mirrorRowId(p.id), concepto: p.concepto, usd: '', sourceId: p.id }),
    (s) => s.usd.trim() === '',
    before.segCostoRows,
  );
  if (ventaRows === e.ventaRows && locCliRows === e.locCliRows && segVentaRows === e.segVentaRows) return e;
  return { ...e, ventaRows, locCliRows, segVentaRows };
}

/**
 * A mirrored sale row follows its purchase row's equipment and quantity (the same containers are bought and sold), as
 * the domain's followMirrorEquipment does on the stored sheet: when it has no basis yet, or the same one.
 */
function followEquipment(purchases: readonly EditCostRow[], sales: EditCostRow[]): EditCostRow[] {
  const byId = new Map(purchases.map((p) => [p.id, p]));
  let changed = false;
  const out = sales.map((s) => {
    const source = s.sourceId ? byId.get(s.sourceId) : undefined;
    if (!source?.equipo || (s.equipo && s.equipo !== source.equipo)) return s;
    if (s.equipo === source.equipo && (s.cantidad ?? '') === (source.cantidad ?? '')) return s;
    changed = true;
    return { ...s, equipo: source.equipo, cantidad: source.cantidad ?? '' };
  });
  return changed ? out : sales;
}

export function blankRow(table: TableKey): EditCostRow | EditLocalRow | EditInsuranceRow {
  const id = newRowId();
  if (table === 'compraRows' || table === 'ventaRows') return { id, concepto: '', usdXKg: '', total: '', lockPerKg: false, sourceId: null };
  if (table === 'locRows' || table === 'locCliRows') return { id, concepto: '', gs: '', sourceId: null };
  return { id, concepto: '', usd: '', sourceId: null };
}

/** The parameter defaults the server sent (IVA per line), typed; an unknown value keeps the built-in default. */
export function ivaDefaultsOf(s: Pick<CostSheetFieldsFragment, 'ivaDefaults'>): IvaDefaults {
  const d = s.ivaDefaults;
  return {
    freight: isIvaRate(d?.freight) ? d.freight : DEFAULT_IVA_DEFAULTS.freight,
    local: isIvaRate(d?.local) ? d.local : DEFAULT_IVA_DEFAULTS.local,
    insurance: isIvaRate(d?.insurance) ? d.insurance : DEFAULT_IVA_DEFAULTS.insurance,
  };
}

/** What the concept picker hands over (a catalogue item, catalog feature's PickedCatalogItem). */
export interface PickedConcept {
  name: string;
  taxRate: string;
  price: number;
  currency: string;
  unit: string | null;
}

/** The tables that bill the client: picking an item there also sets the row's IVA (IVA per line). */
const SALE_TABLES: ReadonlySet<TableKey> = new Set(['ventaRows', 'locCliRows', 'segVentaRows']);

/** An item priced per kilogram ('kg', 'x kg', 'por kg', '/kg') fills a freight row's USD x kg instead of its total. */
const perKgUnit = (unit: string | null) => /^(x|por|\/)?\s*kg\.?$/i.test((unit ?? '').trim());

/**
 * What picking a catalogue item in a row of `table` writes (the cost sheet's concept picker): the concept; on the
 * sale tables also the IVA rate; and the price in the table's currency (Gs for the local tables, USD for the
 * rest), converted at the sheet's rate `gsRate` when the item is priced in the other currency (catalogPriceIn:
 * HALF_UP to whole guaraníes in a Gs table, to cents in a USD table). An item without a price (0, the presets)
 * leaves the amounts as they are. A freight row takes the price as its typed total (Auto off, so it counts), or as
 * its USD x kg with Auto on when the item is priced per kg.
 */
export function pickedRowPatch(table: TableKey, item: PickedConcept, gsRate: number): Partial<EditCostRow & EditLocalRow & EditInsuranceRow> {
  const patch: Partial<EditCostRow & EditLocalRow & EditInsuranceRow> = { concepto: item.name };
  if (SALE_TABLES.has(table) && isIvaRate(item.taxRate)) patch.iva = item.taxRate;
  const gsTable = table === 'locRows' || table === 'locCliRows';
  const price = isCatalogCurrency(item.currency) ? catalogPriceIn(item.price, item.currency, gsTable ? 'PYG' : 'USD', gsRate) : null;
  if (price === null) return patch;
  const text = amountText(price);
  if (gsTable) patch.gs = text;
  else if (table === 'segCostoRows' || table === 'segVentaRows') patch.usd = text;
  else if (perKgUnit(item.unit)) Object.assign(patch, { usdXKg: text, lockPerKg: true });
  else Object.assign(patch, { total: text, lockPerKg: false });
  return patch;
}
