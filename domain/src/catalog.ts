/**
 * Catalogue of products and services: what an item is, the limits both APIs validate, the labels the
 * screens show, the CSV columns, and the preset items a new office starts with (the spec's 16 cost-sheet
 * concepts, spec part 2 §3, become catalogue items so nothing of the old fixed list is lost).
 * Prices are exact (fiscal-money.ts): decimal text with at most the currency's minor digits, PYG whole.
 */
import { PRESET_COST_CONCEPTS } from './cost-sheet';
import { convertMinor, FISCAL_CURRENCIES, type FiscalCurrency, fromDecimal, IVA_RATE_LABELS, IVA_RATES, type IvaRate, isIvaRate, MINOR_DIGITS, minorToNumber, toDecimal } from './fiscal-money';
import { TRANSPORT_MODES } from './transport';

/** The original client's vocabulary ('PRODUCTO' | 'SERVICIO'), kept as is on both APIs. */
export const CATALOG_ITEM_TYPES = ['PRODUCTO', 'SERVICIO'] as const;
export type CatalogItemType = (typeof CATALOG_ITEM_TYPES)[number];

export const CATALOG_TYPE_LABELS: Readonly<Record<CatalogItemType, string>> = { PRODUCTO: 'Producto', SERVICIO: 'Servicio' };

/** Currencies an item is priced in: the finance side's (guaraníes and dollars). */
export const CATALOG_CURRENCIES = FISCAL_CURRENCIES;
export type CatalogCurrency = FiscalCurrency;

/** The modes an item applies to: the operation's transport modes (transport.ts). None listed = every mode. */
export const CATALOG_MODES = TRANSPORT_MODES;
export type CatalogMode = (typeof CATALOG_MODES)[number];

export const CATALOG_LIMITS = {
  /** A cost sheet concept holds 200 characters (COST_SHEET_LIMITS.conceptLength): a picked name always fits. */
  nameLength: 200,
  skuLength: 40,
  unitLength: 40,
  /**
   * Largest price: 12 whole digits. DECIMAL(18,2) holds more, but up to here every price is exact as a JSON
   * number (at most 14 significant digits), so the APIs never round what is stored.
   */
  maxPrice: 999_999_999_999.99,
  /** Rows one list answers at most. */
  listMax: 500,
} as const;

/** A code: letters without accents, digits and . _ / - (stored upper-case, so it compares the same on every engine). */
export const CATALOG_SKU_PATTERN = /^[A-Z0-9][A-Z0-9._/-]*$/;

export const CATALOG_MESSAGES = {
  typeInvalid: 'El tipo debe ser Producto o Servicio.',
  skuRequired: 'El código es obligatorio.',
  skuTooLong: `El código admite hasta ${CATALOG_LIMITS.skuLength} caracteres.`,
  skuInvalid: 'El código admite solo letras sin tilde, números y . _ / - (sin espacios).',
  skuTaken: 'Ya existe un ítem del catálogo con ese código.',
  nameRequired: 'El nombre es obligatorio.',
  nameTooLong: `El nombre admite hasta ${CATALOG_LIMITS.nameLength} caracteres.`,
  unit: 'La unidad',
  currencyInvalid: 'La moneda debe ser PYG o USD.',
  priceInvalid: 'El precio debe ser un número mayor o igual a 0, con hasta 2 decimales.',
  priceTooLarge: 'El precio supera el máximo permitido.',
  pricePygWhole: 'El precio en guaraníes va sin decimales.',
  taxInvalid: 'El IVA debe ser Exenta, 5 o 10.',
  modesInvalid: 'Las modalidades deben ser de la lista: MARITIMO, AEREO, FLUVIAL, TERRESTRE o MULTIMODAL.',
  activeInvalid: 'Activo debe ser sí o no.',
  notFound: 'Ítem del catálogo no encontrado.',
} as const;

export function isCatalogItemType(v: unknown): v is CatalogItemType {
  return typeof v === 'string' && (CATALOG_ITEM_TYPES as readonly string[]).includes(v);
}

export function isCatalogCurrency(v: unknown): v is CatalogCurrency {
  return typeof v === 'string' && (CATALOG_CURRENCIES as readonly string[]).includes(v);
}

export function isCatalogMode(v: unknown): v is CatalogMode {
  return typeof v === 'string' && (CATALOG_MODES as readonly string[]).includes(v);
}

/** 'producto', ' Servicio ' → the type; anything else null (REST and CSV take either case). */
export function catalogTypeOf(v: unknown): CatalogItemType | null {
  if (typeof v !== 'string') return null;
  const up = v.trim().toUpperCase();
  return isCatalogItemType(up) ? up : null;
}

/**
 * An IVA rate as scripts and the original client may send it: 'exenta' | '5' | '10' (the answer's form), the
 * numbers 0 / 5 / 10, '0', '10 %', 'IVA 10 %' or 'Exenta' in any case. Anything else null.
 */
export function ivaRateOf(v: unknown): IvaRate | null {
  if (typeof v === 'number') return v === 0 ? 'exenta' : v === 5 ? '5' : v === 10 ? '10' : null;
  if (typeof v !== 'string') return null;
  const t = v.trim().toLowerCase().replace(/^iva\s*/, '').replace(/\s*%$/, '');
  if (t === '0' || t === 'exenta' || t === 'exento') return 'exenta';
  return isIvaRate(t) ? t : null;
}

export const CATALOG_TAX_LABELS: Readonly<Record<IvaRate, string>> = IVA_RATE_LABELS;
export { IVA_RATES as CATALOG_TAX_RATES };

/** A code as stored: trimmed and upper-case ('flete-aereo ' → 'FLETE-AEREO'). */
export function normalizeSku(sku: string): string {
  return sku.trim().toUpperCase();
}

/** A code made from a name, for the presets ('AES/EEI FILING FEE' → 'AES-EEI-FILING-FEE', 'Flete aéreo' → 'FLETE-AEREO'). */
export function skuFromName(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, '-')
    .replace(/^-+/, '')
    .slice(0, CATALOG_LIMITS.skuLength)
    .replace(/-+$/, '');
}

/**
 * Why a price cannot be stored in `currency`, or null: a finite number (or its decimal text) ≥ 0, at most
 * the currency's minor digits (PYG whole, USD cents; never rounded: fiscal-money.ts), at most maxPrice.
 */
export function catalogPriceProblem(value: number | string, currency: CatalogCurrency): string | null {
  const text = typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : value.trim();
  const m = /^(\d+)(?:\.(\d+))?$/.exec(text);
  if (!m || fromDecimal(text, 'USD') === null) return CATALOG_MESSAGES.priceInvalid;
  const decimals = (m[2] ?? '').replace(/0+$/, '').length;
  if (decimals > MINOR_DIGITS.USD) return CATALOG_MESSAGES.priceInvalid;
  if (decimals > MINOR_DIGITS[currency]) return CATALOG_MESSAGES.pricePygWhole;
  if ((fromDecimal(text, 'USD') ?? 0) > CATALOG_LIMITS.maxPrice * 100) return CATALOG_MESSAGES.priceTooLarge;
  return null;
}

/** A valid price (catalogPriceProblem null) as the DECIMAL(18,2) column's text: '1250.50', PYG '586000'. */
export function catalogPriceDecimal(value: number | string, currency: CatalogCurrency): string {
  const minor = fromDecimal(value, currency);
  if (minor === null) throw new RangeError(`precio inválido: ${value}`);
  return toDecimal(minor, currency);
}

/**
 * A price typed in a form or a CSV cell, as decimal text for catalogPriceProblem: es-PY ('1.250,50', '1250,5'),
 * machine form ('1250.50') or guaraníes with thousands dots ('586.000' in PYG). Blank → null; not a number → the
 * text unchanged (so the check refuses it with its message).
 */
export function readCatalogPrice(input: string, currency: CatalogCurrency): string | null {
  const t = input.replace(/[\s\u00a0\u202f]/g, '').replace(/^(Gs\.?|US\$|\$|USD|PYG)/i, '');
  if (t === '') return null;
  if (t.includes(',')) return t.replace(/\./g, '').replace(',', '.');
  if (currency === 'PYG' && /^\d{1,3}(\.\d{3})+$/.test(t)) return t.replace(/\./g, '');
  return t;
}

/** An item's price as the screens show it: 'USD 1.250,50', 'Gs. 586.000'. */
export function formatCatalogPrice(price: number, currency: CatalogCurrency): string {
  const digits = MINOR_DIGITS[currency];
  const n = new Intl.NumberFormat('es-PY', { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(price);
  return currency === 'PYG' ? `Gs. ${n}` : `USD ${n}`;
}

/** Modes as stored (one text column): in the order of CATALOG_MODES, no repeats; '' = every mode. */
export function joinModes(modes: readonly string[]): string {
  return CATALOG_MODES.filter((m) => modes.includes(m)).join(',');
}

export function splitModes(stored: string | null | undefined): CatalogMode[] {
  const parts = (stored ?? '').split(',').map((s) => s.trim());
  return CATALOG_MODES.filter((m) => parts.includes(m));
}

/** 'AEREO, TERRESTRE' or 'Todas' for a list cell. */
export function modesLabel(modes: readonly string[]): string {
  return modes.length ? modes.join(', ') : 'Todas';
}

/** Whether an item applies to an operation's mode (an item without modes applies to every one; no mode known: all). */
export function appliesToMode(modes: readonly string[], mode: string | null | undefined): boolean {
  if (!modes.length || !mode) return true;
  return modes.includes(mode.trim().toUpperCase());
}

/**
 * An operation's mode as the catalogue names it ('Aéreo', ' aereo ' → 'AEREO'), or null when it is none of
 * CATALOG_MODES (the pickers then offer every item: appliesToMode with no mode).
 */
export function catalogModeOf(text: string | null | undefined): CatalogMode | null {
  const t = (text ?? '')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .trim()
    .toUpperCase();
  return isCatalogMode(t) ? t : null;
}

/**
 * A picked item's price in the currency of the field it fills (the cost sheet's USD or Gs tables, the quote's
 * USD lines), or null when the item has no fixed price (0: the presets), so the field is left as it is.
 * Same currency: the price as is. The other currency: converted at `gsPerUsd` (Gs per USD, the sheet's rate)
 * exactly on minor units and rounded HALF_UP to the target's minor unit (convertMinor): a Gs field gets whole
 * guaraníes (PYG has no decimals), a USD field gets cents.
 */
export function catalogPriceIn(price: number, currency: CatalogCurrency, target: CatalogCurrency, gsPerUsd: number): number | null {
  const minor = Number.isFinite(price) && price > 0 ? fromDecimal(price, currency) : null;
  if (minor === null || minor <= 0) return null;
  if (currency === target) return minorToNumber(minor, currency);
  return minorToNumber(convertMinor(minor, currency, target, gsPerUsd), target);
}

/** A catalogue item as both APIs describe it (GraphQL CatalogItem; REST adds snake_case). */
export interface CatalogItemData {
  type: CatalogItemType;
  sku: string;
  name: string;
  unit: string | null;
  currency: CatalogCurrency;
  price: number;
  taxRate: IvaRate;
  modes: CatalogMode[];
  active: boolean;
}

/**
 * The items a new office starts with: the spec's 16 preset cost-sheet concepts (PRESET_COST_CONCEPTS), as
 * services priced in USD with no fixed price (0: the sheet's cell stays to be filled). IVA: all exenta, the
 * simplest honest default: international freight and its surcharges (FLETE AEREO, FSC, SEC, the DG surcharges,
 * handling abroad) are services rendered for an international transport, which Paraguay's IVA exempts; the office
 * sets 5 or 10 on the few that are local services. No modes: each applies to every operation until told otherwise.
 */
export const CATALOG_PRESETS: readonly CatalogItemData[] = PRESET_COST_CONCEPTS.map((name) => ({
  type: 'SERVICIO',
  sku: skuFromName(name),
  name,
  unit: null,
  currency: 'USD',
  price: 0,
  taxRate: 'exenta',
  modes: [],
  active: true,
}));

/** 'Sí'/'No', 'true', '1', 'activo', 'x'… → boolean; blank → null; anything else undefined (a CSV cell). */
export function readActiveCell(text: string): boolean | null | undefined {
  const t = text
    .trim()
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');
  if (t === '') return null;
  if (['si', 's', 'true', '1', 'x', 'activo', 'activa', 'yes', 'y'].includes(t)) return true;
  if (['no', 'n', 'false', '0', 'inactivo', 'inactiva'].includes(t)) return false;
  return undefined;
}

/**
 * The columns of the catalogue's CSV (export and import share them, so an exported file imports back as it
 * is): header, the import field key, and how the cell is written.
 */
export const CATALOG_CSV_COLUMNS = [
  { key: 'sku', header: 'Código' },
  { key: 'type', header: 'Tipo' },
  { key: 'name', header: 'Nombre' },
  { key: 'unit', header: 'Unidad' },
  { key: 'currency', header: 'Moneda' },
  { key: 'price', header: 'Precio' },
  { key: 'taxRate', header: 'IVA' },
  { key: 'modes', header: 'Modalidades' },
  { key: 'active', header: 'Activo' },
] as const;

/** A row's cells as the CSV writes them (the price stays a number: the export formats it per format). */
export function catalogCsvCells(item: CatalogItemData): Record<(typeof CATALOG_CSV_COLUMNS)[number]['key'], string | number> {
  return {
    sku: item.sku,
    type: CATALOG_TYPE_LABELS[item.type],
    name: item.name,
    unit: item.unit ?? '',
    currency: item.currency,
    price: item.price,
    taxRate: item.taxRate === 'exenta' ? 'Exenta' : item.taxRate,
    modes: item.modes.join(' '),
    active: item.active ? 'Sí' : 'No',
  };
}

/** A CSV modes cell ('AEREO TERRESTRE', 'aéreo; marítimo', 'Todas', blank) → the modes, or null if one is unknown. */
export function readModesCell(text: string): CatalogMode[] | null {
  const folded = text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .trim();
  if (folded === '' || folded === 'TODAS' || folded === 'TODOS') return [];
  const parts = folded.split(/[\s,;|/]+/).filter(Boolean);
  if (!parts.every(isCatalogMode)) return null;
  return CATALOG_MODES.filter((m) => parts.includes(m));
}
