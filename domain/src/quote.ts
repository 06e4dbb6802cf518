import { fromDecimal, type IvaRate, type IvaSummary, ivaSummary, minorToNumber } from './fiscal-money';
import { roundMoney, roundTo } from './money';
import { parseWeightInput } from './weight';

/**
 * The freight quote of spec part 2 §2 "Quote generator", §3 (quote keys and line item), §5 and §9.
 * One shape for the form, the saved quote version, the preview and the PDF.
 */

/** Currency list of spec part 2 §9: USD only. */
export const QUOTE_CURRENCIES = ['USD'] as const;
export type QuoteCurrency = (typeof QUOTE_CURRENCIES)[number];

/** Tax choices: spec part 2 §9's EXENTA and 10 %, and 5 % (IVA per line: Paraguay's three rates). */
export const QUOTE_TAXES = ['EXENTA', '5%', '10%'] as const;
export type QuoteTax = (typeof QUOTE_TAXES)[number];

/** How the screen and the PDF name each choice. */
export const QUOTE_TAX_LABELS: Readonly<Record<QuoteTax, string>> = { EXENTA: 'Exenta', '5%': '5 %', '10%': '10 %' };

const TAX_RATE: Readonly<Record<QuoteTax, IvaRate>> = { EXENTA: 'exenta', '5%': '5', '10%': '10' };
const RATE_TAX: Readonly<Record<IvaRate, QuoteTax>> = { exenta: 'EXENTA', '5': '5%', '10': '10%' };

/** The IVA rate of a quote line's tax choice, and back. */
export function quoteTaxRate(tax: QuoteTax): IvaRate {
  return TAX_RATE[tax];
}
export function quoteTaxOf(rate: IvaRate): QuoteTax {
  return RATE_TAX[rate];
}

/** A line of the 'Detalle de Costos' (spec part 2 §3 "Quote line item"). */
export interface QuoteItem {
  /** 0 or empty counts as 1 (spec part 2 §5). */
  cantidad: number | null;
  servicio: string;
  observacion: string;
  moneda: QuoteCurrency;
  precio: number;
  impuesto: QuoteTax;
}

export interface Quote {
  // header
  cliente: string;
  contacto: string;
  /** YYYY-MM-DD */
  fecha: string;
  referencia: string;
  incoterms: string;
  // operation
  tipoOperacion: string;
  tipoTransporte: string;
  tipoEnvio: string;
  paisOrigen: string;
  paisDestino: string;
  ciudadOrigen: string;
  ciudadDestino: string;
  aeropuertoOrigen: string;
  aeropuertoDestino: string;
  // measures and goods
  volumenM3: number | null;
  pesoBrutoKg: number | null;
  mercaderia: string;
  // insurance
  seguroTipo: string;
  seguroMontoUsd: number | null;
  aseguradora: string;
  items: QuoteItem[];
  // observations and terms
  observaciones: string;
  validezOferta: string;
  condicionVenta: string;
  plazoCredito: string;
  formaPago: string;
  queIncluye: string[];
  queNoIncluye: string[];
}

/** Quote defaults of spec part 2 §9. */
export const QUOTE_DEFAULTS = {
  incoterms: 'EXW',
  tipoOperacion: 'IMPORTACION',
  tipoTransporte: 'AEREO',
  tipoEnvio: 'LCL',
  seguroTipo: 'CONTRA TODO RIESGO',
  validezOferta: '7 DIAS',
  condicionVenta: 'CREDITO',
  plazoCredito: '30 DIAS',
  formaPago: 'TRANSFERENCIA',
  impuesto: 'EXENTA' as QuoteTax,
  impuestoSeguro: '10%' as QuoteTax,
  cantidad: 1,
  moneda: 'USD' as QuoteCurrency,
} as const;

/** The six parameter lists the quote screen offers (spec part 2 §7). */
export const QUOTE_PARAM_KEYS = {
  validezOferta: 'quote_validez',
  condicionVenta: 'quote_condicion_venta',
  plazoCredito: 'quote_plazo_credito',
  formaPago: 'quote_forma_pago',
  queIncluye: 'quote_incluye',
  queNoIncluye: 'quote_no_incluye',
} as const;

export const QUOTE_TEXT_MAX = 2000;
export const QUOTE_ITEMS_MAX = 200;
export const QUOTE_TAGS_MAX = 100;

export function emptyQuoteItem(impuesto: QuoteTax = QUOTE_DEFAULTS.impuesto): QuoteItem {
  return { cantidad: QUOTE_DEFAULTS.cantidad, servicio: '', observacion: '', moneda: 'USD', precio: 0, impuesto };
}

export function emptyQuote(fecha: string): Quote {
  return {
    cliente: '',
    contacto: '',
    fecha,
    referencia: '',
    incoterms: QUOTE_DEFAULTS.incoterms,
    tipoOperacion: QUOTE_DEFAULTS.tipoOperacion,
    tipoTransporte: QUOTE_DEFAULTS.tipoTransporte,
    tipoEnvio: QUOTE_DEFAULTS.tipoEnvio,
    paisOrigen: '',
    paisDestino: '',
    ciudadOrigen: '',
    ciudadDestino: '',
    aeropuertoOrigen: '',
    aeropuertoDestino: '',
    volumenM3: null,
    pesoBrutoKg: null,
    mercaderia: '',
    seguroTipo: QUOTE_DEFAULTS.seguroTipo,
    seguroMontoUsd: null,
    aseguradora: '',
    items: [],
    observaciones: '',
    validezOferta: QUOTE_DEFAULTS.validezOferta,
    condicionVenta: QUOTE_DEFAULTS.condicionVenta,
    plazoCredito: QUOTE_DEFAULTS.plazoCredito,
    formaPago: QUOTE_DEFAULTS.formaPago,
    queIncluye: [],
    queNoIncluye: [],
  };
}

/**
 * A number typed in the local format (spec part 2 §5: thousands dots removed, decimal comma) with
 * `decimals` kept; invalid → null. Unlike money, volumes keep 3 decimals.
 */
export function parseLocalNumber(input: string | number | null | undefined, decimals = 2): number | null {
  if (typeof input === 'number') return Number.isFinite(input) ? roundTo(input, decimals) : null;
  if (input == null) return null;
  const cleaned = String(input)
    .replace(/[\s\u00a0\u202f]/g, '')
    .replace(/\./g, '')
    .replace(',', '.');
  if (!/^[-+]?(\d+\.?\d*|\.\d+)$/.test(cleaned)) return null;
  const n = Number(cleaned);
  return Number.isFinite(n) ? roundTo(n, decimals) : null;
}

/** Quantity rule of spec part 2 §5: 0, empty, negative or invalid counts as 1. */
export function effectiveQuantity(cantidad: number | string | null | undefined): number {
  const n = typeof cantidad === 'string' ? parseLocalNumber(cantidad, 3) : cantidad;
  return typeof n === 'number' && Number.isFinite(n) && n > 0 ? n : 1;
}

/** Price in the local format ('1.234,56') or a number. */
export function itemPrice(precio: number | string | null | undefined): number {
  return parseLocalNumber(precio, 2) ?? 0;
}

export interface QuoteItemLike {
  cantidad?: number | string | null;
  moneda?: string | null;
  precio?: number | string | null;
}

/** Line amount: effective quantity × price, 2 decimals. */
export function quoteItemAmount(item: QuoteItemLike): number {
  return roundMoney(effectiveQuantity(item.cantidad) * itemPrice(item.precio));
}

/** TOTAL USD: only USD lines count (spec part 2 §5). */
export function quoteTotalUsd(items: readonly QuoteItemLike[]): number {
  let total = 0;
  for (const it of items) if ((it.moneda ?? 'USD') === 'USD') total += quoteItemAmount(it);
  return roundMoney(total);
}

/** The IVA split beside the quote's total (USD, exact to the cent). */
export interface QuoteIvaSplit {
  exentas: number;
  gravadas5: number;
  gravadas10: number;
  iva5: number;
  iva10: number;
  iva: number;
  total: number;
}

/**
 * IVA_PER_LINE over the quote's USD lines: each printed line amount (quoteItemAmount, IVA included) is taken to cents,
 * its tax extracted and rounded on the line (÷ 11 at 10 %, ÷ 21 at 5 %, HALF_UP), and the split's figures are sums of
 * line figures, so its total is TOTAL USD to the cent.
 */
export function quoteIvaSummary(items: ReadonlyArray<QuoteItemLike & { impuesto?: string | null }>): IvaSummary {
  const lines = items
    .filter((it) => (it.moneda ?? 'USD') === 'USD')
    .map((it) => ({ gross: fromDecimal(quoteItemAmount(it), 'USD') ?? 0, rate: TAX_RATE[(it.impuesto ?? 'EXENTA') as QuoteTax] ?? 'exenta' }));
  return ivaSummary(lines);
}

export function quoteIvaSplit(items: ReadonlyArray<QuoteItemLike & { impuesto?: string | null }>): QuoteIvaSplit {
  const s = quoteIvaSummary(items);
  const usd = (minor: number) => minorToNumber(minor, 'USD');
  return { exentas: usd(s.exentas), gravadas5: usd(s.gravadas5), gravadas10: usd(s.gravadas10), iva5: usd(s.iva5), iva10: usd(s.iva10), iva: usd(s.iva), total: usd(s.total) };
}

// ── Tag inputs ('Qué incluye' / 'Qué no incluye', spec part 2 §5) ──

/** Keys that turn the typed text into a tag. */
export const TAG_COMMIT_KEYS = ['Enter', ',', ';', 'Tab'] as const;

export function isTagCommitKey(key: string): boolean {
  return (TAG_COMMIT_KEYS as readonly string[]).includes(key);
}

/** Pasted lists split on line breaks, commas, semicolons and bullets; each part trimmed, empties dropped. */
export function splitTagText(text: string): string[] {
  return String(text ?? '')
    .split(/\r\n|\r|\n|,|;|[•·▪◦●‣∙■□➢►]/)
    .map((part) => part.replace(/^\s*(?:[-*–—]\s+)?/, '').trim())
    .filter((part) => part !== '');
}

/** Adds candidates to the list: trimmed, empties ignored, duplicates ignored case-insensitively (also among themselves). */
export function addTags(existing: readonly string[], candidates: readonly string[]): string[] {
  const out = [...existing];
  const seen = new Set(existing.map((t) => t.trim().toLocaleLowerCase('es')));
  for (const raw of candidates) {
    const tag = raw.replace(/\s+/g, ' ').trim();
    if (!tag) continue;
    const k = tag.toLocaleLowerCase('es');
    if (seen.has(k)) continue;
    seen.add(k);
    out.push(tag);
  }
  return out;
}

/** Backspace on an empty input removes the last tag. */
export function removeLastTag(tags: readonly string[]): string[] {
  return tags.slice(0, -1);
}

// ── Normalisation (the server recomputes and cleans what a client sends) ──

const text = (v: unknown, max = QUOTE_TEXT_MAX): string => (typeof v === 'string' ? v.trim().slice(0, max) : typeof v === 'number' && Number.isFinite(v) ? String(v) : '');
const num = (v: unknown, decimals: number): number | null => {
  if (typeof v === 'number') return Number.isFinite(v) ? roundTo(v, decimals) : null;
  if (typeof v === 'string') return parseLocalNumber(v, decimals);
  return null;
};

export function normalizeQuoteItem(raw: Partial<Record<keyof QuoteItem, unknown>>): QuoteItem {
  const cantidad = num(raw.cantidad, 3);
  return {
    cantidad: cantidad !== null && cantidad > 0 ? cantidad : null,
    servicio: text(raw.servicio, 300),
    observacion: text(raw.observacion, 500),
    moneda: 'USD',
    precio: num(raw.precio, 2) ?? 0,
    impuesto: raw.impuesto === '10%' || raw.impuesto === '5%' ? raw.impuesto : 'EXENTA',
  };
}

/** A clean quote from loosely typed input: trimmed text, numbers parsed, tags deduplicated, USD only. */
export function normalizeQuote(raw: Partial<Record<keyof Quote, unknown>>): Quote {
  const tags = (v: unknown): string[] => (Array.isArray(v) ? addTags([], v.filter((x): x is string => typeof x === 'string')).map((t) => t.slice(0, 300)).slice(0, QUOTE_TAGS_MAX) : []);
  const items = Array.isArray(raw.items) ? raw.items.slice(0, QUOTE_ITEMS_MAX).map((it) => normalizeQuoteItem((it ?? {}) as Partial<Record<keyof QuoteItem, unknown>>)) : [];
  const fecha = text(raw.fecha, 10);
  return {
    cliente: text(raw.cliente, 300),
    contacto: text(raw.contacto, 300),
    fecha,
    referencia: text(raw.referencia, 60),
    incoterms: text(raw.incoterms, 60),
    tipoOperacion: text(raw.tipoOperacion, 60),
    tipoTransporte: text(raw.tipoTransporte, 60),
    tipoEnvio: text(raw.tipoEnvio, 60),
    paisOrigen: text(raw.paisOrigen, 120),
    paisDestino: text(raw.paisDestino, 120),
    ciudadOrigen: text(raw.ciudadOrigen, 120),
    ciudadDestino: text(raw.ciudadDestino, 120),
    aeropuertoOrigen: text(raw.aeropuertoOrigen, 120),
    aeropuertoDestino: text(raw.aeropuertoDestino, 120),
    volumenM3: num(raw.volumenM3, 3),
    pesoBrutoKg: num(raw.pesoBrutoKg, 2),
    mercaderia: text(raw.mercaderia, 500),
    seguroTipo: text(raw.seguroTipo, 120),
    seguroMontoUsd: num(raw.seguroMontoUsd, 2),
    aseguradora: text(raw.aseguradora, 200),
    items,
    observaciones: text(raw.observaciones),
    validezOferta: text(raw.validezOferta, 200),
    condicionVenta: text(raw.condicionVenta, 200),
    plazoCredito: text(raw.plazoCredito, 200),
    formaPago: text(raw.formaPago, 200),
    queIncluye: tags(raw.queIncluye),
    queNoIncluye: tags(raw.queNoIncluye),
  };
}

/**
 * Numbers stored in custom fields: the machine form this screen writes ('1250.5', '1.255') is read
 * as such; anything else as the local format ('1.250,5', '1.250 kg').
 */
export function customFieldNumber(value: string | null | undefined, decimals = 2): number | null {
  if (value == null || !String(value).trim()) return null;
  const s = String(value).trim();
  if (/^-?\d+(\.\d+)?$/.test(s)) return roundTo(Number(s), decimals);
  const n = parseWeightInput(s);
  return n === null ? parseLocalNumber(s, decimals) : roundTo(n, decimals);
}
