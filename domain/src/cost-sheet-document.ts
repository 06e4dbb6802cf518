import type { CostRow, CostSheetPayload, InsuranceRow, LocalCostRow } from './cost-sheet';
import { type IvaRate, parseIvaRate } from './fiscal-money';
import { equipmentTotal, isEquipmentRow } from './freight-equipment';
import { parseMoneyStrict } from './money';
import { parseWeightInput } from './weight';
import { lazy } from './lazy';

/**
 * The cost sheet as the original client keeps it (REST-CONTRACT "Fidelity for the original client"):
 * every cell is text typed in the local format ('1.250,5', '2,5', '586.000'), '' for an empty cell,
 * plus keys of its own (allInEnabled, allInServiceName, ventaInt…). It re-parses whatever it reads
 * with its local-number parser, so the server keeps that document as sent and parses it apart into the
 * typed sheet (CostSheetPayload) for its own totals.
 */
export type CostSheetDocument = Record<string, unknown>;

/** A typed cell read: its value (null = empty) and whether the text could be read at all. */
export interface CellRead {
  value: number | null;
  readable: boolean;
}

/** A cell the server could not read: counted as 0 (amounts) or as empty (weight, rate). */
export interface UnreadableCell {
  /** 'header' or the table key (compraRows, locRows…). */
  table: string;
  /** The row id, null for the header. */
  rowId: string | null;
  field: string;
  /** What the client typed. */
  text: string;
}

const BLANKS = /[\s\u00a0\u202f]/g;

/**
 * Money text by the rule of spec part 2 §5 (thousands dots removed, decimal comma): '' → empty;
 * text that is no number is unreadable and counts as 0 (the rule's "anything invalid counts as 0").
 */
export function readMoneyText(text: string): CellRead {
  if (text.replace(BLANKS, '') === '') return { value: null, readable: true };
  const n = parseMoneyStrict(text);
  return n === null ? { value: 0, readable: false } : { value: n, readable: true };
}

/** Weight text ('1.250,5', '1250.5', '100 kg'); unreadable text leaves the weight empty (the operation's default). */
export function readWeightText(text: string): CellRead {
  if (text.replace(BLANKS, '') === '') return { value: null, readable: true };
  const n = parseWeightInput(text);
  return n === null ? { value: null, readable: false } : { value: n, readable: true };
}

const cellFormatter = lazy(() => new Intl.NumberFormat('es-PY', { useGrouping: true, maximumFractionDigits: 6 }));

/** A number as the original client types it: es-PY, decimal comma, no forced decimals ('1.250,5'); empty → ''. */
export function formatCellNumber(value: number | null | undefined): string {
  return typeof value === 'number' && Number.isFinite(value) ? cellFormatter().format(value) : '';
}

/** The original client's per-row rate key (newer version: numbers 10 / 5 / 0 for exento). */
export const DOCUMENT_TAX_RATE_KEY = 'tax_rate';
/** Our own per-row rate key ('exenta' | '5' | '10'), written beside tax_rate. */
export const DOCUMENT_IVA_KEY = 'iva';

const TAX_RATE_NUMBER: Readonly<Record<IvaRate, number>> = { exenta: 0, '5': 5, '10': 10 };

/**
 * A document row's IVA rate: the original client's `tax_rate` first (the only key that client updates, so it wins
 * when both are present), else our `iva`; neither (or an unknown value) → null, the table's default applies.
 * `invalid` is the value that was sent but is no rate (for validation), else undefined.
 */
export function documentRowIva(row: Record<string, unknown>): { rate: IvaRate | null; invalid?: unknown } {
  for (const key of [DOCUMENT_TAX_RATE_KEY, DOCUMENT_IVA_KEY]) {
    const v = row[key];
    if (v === undefined || v === null || v === '') continue;
    const rate = parseIvaRate(v);
    return rate ? { rate } : { rate: null, invalid: v };
  }
  return { rate: null };
}

/** The rate keys a rendered row carries: both spellings, so the original client and ours read the same rate. */
function rateKeys(rate: IvaRate | null | undefined): Record<string, unknown> {
  return rate ? { [DOCUMENT_IVA_KEY]: rate, [DOCUMENT_TAX_RATE_KEY]: TAX_RATE_NUMBER[rate] } : {};
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const text = (v: string | null | undefined) => (typeof v === 'string' ? v : '');

/** Extra keys of the previous document's row with the same id, so a save through the typed API keeps them. */
function previousRows(previous: CostSheetDocument | null, table: string): Map<string, Record<string, unknown>> {
  const list = previous && Array.isArray(previous[table]) ? (previous[table] as unknown[]) : [];
  const out = new Map<string, Record<string, unknown>>();
  for (const r of list) if (isObject(r) && r.id !== undefined && r.id !== null) out.set(String(r.id), r);
  return out;
}

/**
 * The typed sheet rendered into the client's document shape (a save through GraphQL, or a sheet stored
 * before documents were kept), so both clients keep reading each other's sheets. Keys of `previous`
 * that the typed sheet does not know (allInEnabled…, also per row by id) are kept.
 */
export function renderCostSheetDocument(sheet: CostSheetPayload, previous: CostSheetDocument | null = null): CostSheetDocument {
  const prev = isObject(previous) ? previous : null;
  const withPrev = <R extends { id: string }>(table: string, rows: R[], render: (r: R) => Record<string, unknown>) => {
    const before = previousRows(prev, table);
    return rows.map((r) => ({ ...(before.get(String(r.id)) ?? {}), ...render(r) }));
  };
  // An equipment row also carries its amount as a typed total without 'Auto', so the original client (which knows no
  // equipment keys and keeps them as they are) reads the same amount as quantity × rate per unit.
  const costRow = (r: CostRow) => ({
    id: r.id,
    concepto: r.concepto ?? '',
    usdXKg: formatCellNumber(r.usdXKg),
    total: formatCellNumber(isEquipmentRow(r) ? equipmentTotal(r) : r.total),
    lockPerKg: isEquipmentRow(r) ? false : Boolean(r.lockPerKg),
    sourceId: r.sourceId ?? null,
    ...(r.equipo ? { equipo: r.equipo, cantidad: formatCellNumber(r.cantidad), usdXUnidad: formatCellNumber(r.usdXUnidad) } : {}),
  });
  // A row whose equipment was removed clears the keys its previous document row still had.
  const clearEquipment = (rows: Record<string, unknown>[], typed: CostRow[]) =>
    rows.map((row, i) => (!typed[i].equipo && row.equipo !== undefined ? { ...row, equipo: '', cantidad: '', usdXUnidad: '' } : row));
  // Sale rows carry their rate; the freight sale rows their internal sale ('' when empty, as the client writes it).
  const saleRow = (r: CostRow) => ({ ...costRow(r), ...(r.ventaInt !== undefined ? { ventaInt: formatCellNumber(r.ventaInt) } : {}), ...rateKeys(r.iva) });
  const localRow = (r: LocalCostRow) => ({ id: r.id, concepto: r.concepto ?? '', gs: formatCellNumber(r.gs), sourceId: r.sourceId ?? null });
  const insuranceRow = (r: InsuranceRow) => ({ id: r.id, concepto: r.concepto ?? '', usd: formatCellNumber(r.usd), sourceId: r.sourceId ?? null });
  const localSaleRow = (r: LocalCostRow) => ({ ...localRow(r), ...rateKeys(r.iva) });
  const insuranceSaleRow = (r: InsuranceRow) => ({ ...insuranceRow(r), ...rateKeys(r.iva) });
  const h = sheet.header ?? {};
  // 'All in' lives in the header, where the original client keeps it; written when the typed sheet says it.
  const allIn = typeof h.allInEnabled === 'boolean' ? { allInEnabled: h.allInEnabled, allInServiceName: text(h.allInServiceName) } : {};
  const { totals: _ignored, ...prevRest } = prev ?? {};
  return {
    ...prevRest,
    header: {
      ...(prev && isObject(prev.header) ? prev.header : {}),
      modo: text(h.modo),
      clase: text(h.clase),
      pesoKg: formatCellNumber(h.pesoKg),
      awb: text(h.awb),
      hbl: text(h.hbl),
      mercaderia: text(h.mercaderia),
      gsRate: formatCellNumber(h.gsRate),
      ...allIn,
    },
    compraRows: clearEquipment(withPrev('compraRows', sheet.compraRows, costRow), sheet.compraRows),
    ventaRows: clearEquipment(withPrev('ventaRows', sheet.ventaRows, saleRow), sheet.ventaRows),
    locRows: withPrev('locRows', sheet.locRows, localRow),
    locCliRows: withPrev('locCliRows', sheet.locCliRows, localSaleRow),
    segCostoRows: withPrev('segCostoRows', sheet.segCostoRows, insuranceRow),
    segVentaRows: withPrev('segVentaRows', sheet.segVentaRows, insuranceSaleRow),
  };
}
