import { type CostRow, gsToUsd } from './cost-sheet';
import { isCalendarDate } from './dates';
import { type FiscalCurrency, minorToNumber } from './fiscal-money';
import { CONTAINER_TYPES, type ContainerType, SHIPMENT_MODE_LABELS, splitPlaceValue } from './shipment';
import { WM_BASIS } from './freight-equipment';
import { foldHeader } from './csv-import';

/**
 * Rate sheets ('Tarifas'): what an agent, carrier or supplier charges on a lane (origin → destination) for a mode,
 * valid between two dates, in one currency. A sheet's charges are priced against an operation's chargeable weight or
 * equipment (RATE_PRICING) and loaded as purchase rows of the cost sheet.
 */

/** The modes a sheet prices (a multimodal operation is quoted per leg). */
export const RATE_MODES = ['air', 'ocean', 'road'] as const;
export type RateMode = (typeof RATE_MODES)[number];
export const RATE_MODE_LABELS: Record<RateMode, string> = { air: SHIPMENT_MODE_LABELS.air, ocean: SHIPMENT_MODE_LABELS.ocean, road: SHIPMENT_MODE_LABELS.road };

export function isRateMode(v: unknown): v is RateMode {
  return typeof v === 'string' && (RATE_MODES as readonly string[]).includes(v);
}

export const RATE_CURRENCIES = ['USD', 'PYG'] as const satisfies readonly FiscalCurrency[];
export type RateCurrency = (typeof RATE_CURRENCIES)[number];

/** The air weight breaks: a break's rate applies from its threshold (kg) up to the next one. */
export const WEIGHT_BREAKS = ['-45', '+45', '+100', '+300', '+500', '+1000'] as const;
export type WeightBreak = (typeof WEIGHT_BREAKS)[number];
export const WEIGHT_BREAK_FROM_KG: Record<WeightBreak, number> = { '-45': 0, '+45': 45, '+100': 100, '+300': 300, '+500': 500, '+1000': 1000 };

/**
 * How a charge is priced: freight by weight breaks (air), per container of a type or per W/M revenue ton (ocean),
 * per truck (road); surcharges flat, per kg of chargeable weight, or a percentage of the sheet's freight.
 */
export const RATE_BASES = ['weight_breaks', 'container', 'wm', 'truck', 'flat', 'per_kg', 'percent'] as const;
export type RateBasis = (typeof RATE_BASES)[number];
export const RATE_BASIS_LABELS: Record<RateBasis, string> = {
  weight_breaks: 'Flete por kg (escalas)',
  container: 'Por contenedor',
  wm: 'Por W/M (tonelada o m³)',
  truck: 'Por camión',
  flat: 'Recargo fijo',
  per_kg: 'Recargo por kg',
  percent: 'Recargo % del flete',
};
/** The bases that are freight (a percentage surcharge is a share of their sum). */
export const FREIGHT_BASES: readonly RateBasis[] = ['weight_breaks', 'container', 'wm', 'truck'];
/** The freight bases each mode offers (surcharges go with any mode). */
export const MODE_FREIGHT_BASES: Record<RateMode, readonly RateBasis[]> = { air: ['weight_breaks'], ocean: ['container', 'wm'], road: ['truck'] };

export function isRateBasis(v: unknown): v is RateBasis {
  return typeof v === 'string' && (RATE_BASES as readonly string[]).includes(v);
}

export interface RateCharge {
  concepto: string;
  basis: RateBasis;
  /** weight_breaks: the rate per kg of each break offered (a break left out is not offered). */
  breaks?: Partial<Record<WeightBreak, number | null>> | null;
  /** container: the container type the rate is for. */
  equipo?: string | null;
  /** Per container, per W/M, per truck, the flat amount, per kg, or the percentage (10 = 10 %). */
  rate?: number | null;
  /** The least the charge bills (0 or empty: none). */
  minimum?: number | null;
}

export interface RateSheetData {
  mode: RateMode;
  /** Place list values or codes ('CNSHA Shanghai', 'ASU'). */
  origin: string;
  destination: string;
  validFrom: string;
  validTo: string;
  currency: RateCurrency;
  charges: RateCharge[];
}

export const RATE_SHEET_LIMITS = { charges: 50, concept: 200, place: 100, notes: 2000, maxRate: 1e9, maxPercent: 1000 } as const;

export const RATE_SHEET_MESSAGES = {
  notFound: 'Tarifa no encontrada',
  organization: 'Elegí el agente, transportista o proveedor de la tarifa.',
  organizationNotFound: 'Organización no encontrada',
  mode: 'El modo debe ser aéreo, marítimo o terrestre.',
  origin: 'Indicá el origen de la tarifa.',
  destination: 'Indicá el destino de la tarifa.',
  place: `El lugar debe tener hasta ${RATE_SHEET_LIMITS.place} caracteres.`,
  validFrom: 'Indicá la fecha de inicio de la vigencia (AAAA-MM-DD).',
  validTo: 'Indicá la fecha de fin de la vigencia (AAAA-MM-DD).',
  validOrder: 'La vigencia termina antes de empezar.',
  currency: 'La moneda debe ser USD o PYG.',
  charges: `La tarifa necesita entre 1 y ${RATE_SHEET_LIMITS.charges} cargos.`,
  concept: `Cada cargo necesita un concepto de hasta ${RATE_SHEET_LIMITS.concept} caracteres.`,
  basis: 'Tipo de cargo desconocido.',
  basisMode: 'Ese tipo de flete no corresponde al modo de la tarifa.',
  breaks: 'Un flete por escalas necesita la tarifa por kg de al menos una escala.',
  breakRate: `Cada escala debe ser un número entre 0 y ${RATE_SHEET_LIMITS.maxRate}.`,
  equipo: `El contenedor debe ser uno de: ${CONTAINER_TYPES.join(', ')}.`,
  rate: `La tarifa debe ser un número entre 0 y ${RATE_SHEET_LIMITS.maxRate}.`,
  percent: `El porcentaje debe ser un número entre 0 y ${RATE_SHEET_LIMITS.maxPercent}.`,
  minimum: `El mínimo debe ser un número entre 0 y ${RATE_SHEET_LIMITS.maxRate}.`,
  notes: `Las notas deben tener hasta ${RATE_SHEET_LIMITS.notes} caracteres.`,
  version: 'La tarifa cambió mientras la editabas: recargá para ver la versión actual.',
  laneMismatch: 'La tarifa no es del modo y la ruta de la operación.',
  noMode: 'La operación no tiene un modo aéreo, marítimo o terrestre: completá su tipo de envío.',
} as const;

const finite = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

/** The charge's problems, field → Spanish message (empty when fine). */
export function rateChargeErrors(c: RateCharge, mode: RateMode): Record<string, string> {
  const e: Record<string, string> = {};
  const concept = typeof c.concepto === 'string' ? c.concepto.trim() : '';
  if (!concept || concept.length > RATE_SHEET_LIMITS.concept) e.concepto = RATE_SHEET_MESSAGES.concept;
  if (!isRateBasis(c.basis)) {
    e.basis = RATE_SHEET_MESSAGES.basis;
    return e;
  }
  if (FREIGHT_BASES.includes(c.basis) && !MODE_FREIGHT_BASES[mode].includes(c.basis)) e.basis = RATE_SHEET_MESSAGES.basisMode;
  const inRange = (v: unknown, max: number) => finite(v) && v >= 0 && v <= max;
  if (c.basis === 'weight_breaks') {
    const given = WEIGHT_BREAKS.filter((b) => c.breaks?.[b] !== null && c.breaks?.[b] !== undefined);
    if (given.length === 0) e.breaks = RATE_SHEET_MESSAGES.breaks;
    else if (given.some((b) => !inRange(c.breaks?.[b], RATE_SHEET_LIMITS.maxRate))) e.breaks = RATE_SHEET_MESSAGES.breakRate;
  } else if (c.basis === 'percent') {
    if (!inRange(c.rate, RATE_SHEET_LIMITS.maxPercent)) e.rate = RATE_SHEET_MESSAGES.percent;
  } else if (!inRange(c.rate, RATE_SHEET_LIMITS.maxRate)) e.rate = RATE_SHEET_MESSAGES.rate;
  if (c.basis === 'container' && !(CONTAINER_TYPES as readonly string[]).includes(c.equipo ?? '')) e.equipo = RATE_SHEET_MESSAGES.equipo;
  if (c.minimum !== null && c.minimum !== undefined && !inRange(c.minimum, RATE_SHEET_LIMITS.maxRate)) e.minimum = RATE_SHEET_MESSAGES.minimum;
  return e;
}

/** The sheet's problems: header fields by name, charges as `charges.<i>.<field>`. */
export function rateSheetErrors(s: RateSheetData): Record<string, string> {
  const e: Record<string, string> = {};
  if (!isRateMode(s.mode)) e.mode = RATE_SHEET_MESSAGES.mode;
  const place = (v: string, key: 'origin' | 'destination') => {
    const t = typeof v === 'string' ? v.trim() : '';
    if (!t) e[key] = RATE_SHEET_MESSAGES[key];
    else if (t.length > RATE_SHEET_LIMITS.place) e[key] = RATE_SHEET_MESSAGES.place;
  };
  place(s.origin, 'origin');
  place(s.destination, 'destination');
  if (!isCalendarDate(s.validFrom)) e.validFrom = RATE_SHEET_MESSAGES.validFrom;
  if (!isCalendarDate(s.validTo)) e.validTo = RATE_SHEET_MESSAGES.validTo;
  if (!e.validFrom && !e.validTo && s.validTo < s.validFrom) e.validTo = RATE_SHEET_MESSAGES.validOrder;
  if (!(RATE_CURRENCIES as readonly string[]).includes(s.currency)) e.currency = RATE_SHEET_MESSAGES.currency;
  if (!Array.isArray(s.charges) || s.charges.length < 1 || s.charges.length > RATE_SHEET_LIMITS.charges) e.charges = RATE_SHEET_MESSAGES.charges;
  else if (isRateMode(s.mode)) {
    const mode = s.mode;
    s.charges.forEach((c, i) => {
      for (const [k, msg] of Object.entries(rateChargeErrors(c, mode))) e[`charges.${i}.${k}`] = msg;
    });
  }
  return e;
}

// ---------------------------------------------------------------------------------------------------
// Validity and lane

export type RateValidity = 'vigente' | 'vencida' | 'futura';

/** Whether a sheet is valid on `today` ('YYYY-MM-DD'): both ends of the validity count as valid days. */
export function rateSheetValidity(s: Pick<RateSheetData, 'validFrom' | 'validTo'>, today: string): RateValidity {
  if (today < s.validFrom) return 'futura';
  if (today > s.validTo) return 'vencida';
  return 'vigente';
}

/** A date as people read it here (dd/mm/aaaa). */
export function formatRateDate(iso: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  return m ? `${m[3]}/${m[2]}/${m[1]}` : iso;
}

/** Why a sheet cannot be loaded on `today` (with its dates), null when it is valid. */
export function rateSheetRefusal(s: Pick<RateSheetData, 'validFrom' | 'validTo'>, today: string): string | null {
  const v = rateSheetValidity(s, today);
  const range = `del ${formatRateDate(s.validFrom)} al ${formatRateDate(s.validTo)}`;
  if (v === 'vencida') return `La tarifa está vencida: su vigencia fue ${range}.`;
  if (v === 'futura') return `La tarifa todavía no está vigente: su vigencia es ${range}.`;
  return null;
}

const fold = (t: string) => foldHeader(t).replace(/[^a-z0-9]+/g, ' ').trim();

/**
 * Whether an operation's place (free text: 'Shanghai', 'CNSHA', 'CNSHA Shanghai', 'Asunción, PY') is the sheet's
 * place (a list value 'CODE Name' or a code): same code, or same name, accents and case aside.
 */
export function placeMatches(sheetPlace: string, operationPlace: string | null | undefined): boolean {
  const op = (operationPlace ?? '').trim();
  if (!op || !sheetPlace.trim()) return false;
  const s = splitPlaceValue(sheetPlace);
  const o = splitPlaceValue(op);
  if (s.code && (s.code === o.code || s.code === op.toUpperCase())) return true;
  // 'Asunción (Silvio Pettirossi)' is also just 'Asunción'.
  const names = [...new Set([fold(s.name || s.code), fold((s.name || s.code).replace(/\([^)]*\)/g, ' '))])].filter(Boolean);
  const opNames = [fold(op), fold(o.name)].filter(Boolean);
  // 'Shanghai, China' is Shanghai: the operation's text may add a country or a region after the name.
  return names.some((name) => opNames.some((x) => x === name || x.startsWith(`${name} `)));
}

/** Whether the sheet is for the operation's mode and lane. */
export function rateSheetFitsLane(s: Pick<RateSheetData, 'mode' | 'origin' | 'destination'>, mode: RateMode | null, origin: string | null | undefined, destination: string | null | undefined): boolean {
  return mode !== null && s.mode === mode && placeMatches(s.origin, origin) && placeMatches(s.destination, destination);
}

// ---------------------------------------------------------------------------------------------------
// Pricing (RATE_PRICING)

/** What a sheet is priced against: the operation's chargeable weight, its containers, its W/M and its trucks. */
export interface RateShipment {
  chargeableKg: number;
  containers: ReadonlyArray<{ equipo: string; cantidad: number }>;
  revenueTons: number;
  trucks: number;
}

export interface PricedCharge {
  concepto: string;
  basis: RateBasis;
  /** kg, containers, revenue tons, trucks, 1 (flat) or the freight the percentage is taken of. */
  quantity: number;
  /** The rate used (per kg of the break used, per container…, or the percentage). */
  rate: number;
  /** In the sheet's currency, rounded to its minor unit. */
  amount: number;
  equipo?: string;
  /** The weight break the rate came from ('+100'), and whether a higher break billed less (break-point). */
  weightBreak?: WeightBreak;
  minimumApplied: boolean;
}

export interface RatePricing {
  currency: RateCurrency;
  lines: PricedCharge[];
  total: number;
  /** Charges the shipment gave nothing to price (a container type it does not carry): concept and reason. */
  skipped: Array<{ concepto: string; reason: string }>;
}

/**
 * a × b ÷ 10^divPow10 as exact decimals, rounded HALF_UP once to `digits` decimals and answered in those units (both
 * factors read through their shortest decimal text, as fromDecimal reads amounts).
 */
function mulDecimal(a: number, b: number, digits: number, divPow10 = 0): number {
  const parse = (n: number) => {
    const t = Math.abs(n) < 1e-7 && n !== 0 ? n.toFixed(12) : String(n);
    const [w, f = ''] = t.replace('-', '').split('.');
    return { int: BigInt(w + f), scale: f.length, neg: n < 0 };
  };
  const x = parse(a);
  const y = parse(b);
  const product = x.int * y.int; // scaled by 10^(x.scale + y.scale)
  const shift = x.scale + y.scale - digits + divPow10;
  let minor: bigint;
  if (shift <= 0) minor = product * 10n ** BigInt(-shift);
  else {
    const d = 10n ** BigInt(shift);
    minor = product / d;
    if ((product % d) * 2n >= d) minor += 1n;
  }
  const v = Number(minor);
  return x.neg !== y.neg ? -v : v;
}

const DIGITS: Record<RateCurrency, number> = { USD: 2, PYG: 0 };

/** The offered breaks of a charge, lowest first, with their rate. */
function offeredBreaks(c: RateCharge): Array<{ b: WeightBreak; from: number; rate: number }> {
  return WEIGHT_BREAKS.flatMap((b) => (finite(c.breaks?.[b]) ? [{ b, from: WEIGHT_BREAK_FROM_KG[b], rate: c.breaks?.[b] as number }] : []));
}

/**
 * WEIGHT_BREAK_PRICE, the freight of `kg` by weight breaks (minor units): the rate of the highest offered break the
 * weight reaches (−45 from 0 kg, +45 from exactly 45 kg…), unless billing a higher break's threshold at its rate is
 * less (the break-point rule: 95 kg at +100's rate × 100 kg when that is cheaper). A weight under the lowest offered
 * break is billed at that break's threshold.
 */
export function weightBreakPrice(c: RateCharge, kg: number, currency: RateCurrency): { minor: number; weightBreak: WeightBreak; rate: number; quantity: number } | null {
  const offered = offeredBreaks(c);
  if (offered.length === 0) return null;
  const digits = DIGITS[currency];
  const w = finite(kg) && kg > 0 ? kg : 0;
  let reached = offered.filter((o) => o.from <= w).pop();
  let quantity = w;
  if (!reached) {
    reached = offered[0];
    quantity = reached.from;
  }
  let best = { minor: mulDecimal(reached.rate, quantity, digits), weightBreak: reached.b, rate: reached.rate, quantity };
  for (const o of offered) {
    if (o.from <= w) continue;
    const minor = mulDecimal(o.rate, o.from, digits);
    if (minor < best.minor) best = { minor, weightBreak: o.b, rate: o.rate, quantity: o.from };
  }
  return best;
}

/** RATE_PRICING: every charge of the sheet against the shipment, minimums applied per charge, percentages last. */
export function priceRateSheet(sheet: Pick<RateSheetData, 'currency' | 'charges'>, shipment: RateShipment): RatePricing {
  const currency = sheet.currency;
  const digits = DIGITS[currency];
  const lines: PricedCharge[] = [];
  const skipped: RatePricing['skipped'] = [];
  const minMinor = (c: RateCharge) => (finite(c.minimum) && c.minimum > 0 ? mulDecimal(c.minimum, 1, digits) : 0);
  const push = (c: RateCharge, quantity: number, rate: number, minor: number, extra: Partial<PricedCharge> = {}) => {
    const min = minMinor(c);
    const applied = minor < min;
    lines.push({ concepto: c.concepto.trim(), basis: c.basis, quantity, rate, amount: minorToNumber(applied ? min : minor, currency), minimumApplied: applied, ...extra });
  };
  const kg = finite(shipment.chargeableKg) && shipment.chargeableKg > 0 ? shipment.chargeableKg : 0;
  for (const c of sheet.charges) {
    const rate = finite(c.rate) ? c.rate : 0;
    switch (c.basis) {
      case 'weight_breaks': {
        const p = weightBreakPrice(c, kg, currency);
        if (!p) skipped.push({ concepto: c.concepto, reason: 'sin escalas' });
        else push(c, p.quantity, p.rate, p.minor, { weightBreak: p.weightBreak });
        break;
      }
      case 'container': {
        const n = shipment.containers.filter((x) => x.equipo === c.equipo).reduce((a, x) => a + x.cantidad, 0);
        if (n <= 0) skipped.push({ concepto: c.concepto, reason: `la operación no lleva contenedores ${c.equipo ?? ''}`.trim() });
        else push(c, n, rate, mulDecimal(rate, n, digits), { equipo: c.equipo ?? undefined });
        break;
      }
      case 'wm': {
        const rt = finite(shipment.revenueTons) && shipment.revenueTons > 0 ? shipment.revenueTons : 0;
        if (rt <= 0) skipped.push({ concepto: c.concepto, reason: 'la operación no tiene volumen ni peso' });
        else push(c, rt, rate, mulDecimal(rate, rt, digits), { equipo: WM_BASIS });
        break;
      }
      case 'truck': {
        const n = finite(shipment.trucks) && shipment.trucks > 0 ? shipment.trucks : 1;
        push(c, n, rate, mulDecimal(rate, n, digits));
        break;
      }
      case 'flat':
        push(c, 1, rate, mulDecimal(rate, 1, digits));
        break;
      case 'per_kg':
        push(c, kg, rate, mulDecimal(rate, kg, digits));
        break;
      case 'percent':
        break;
    }
  }
  const freightMinor = lines.filter((l) => FREIGHT_BASES.includes(l.basis)).reduce((a, l) => a + mulDecimal(l.amount, 1, digits), 0);
  const freight = minorToNumber(freightMinor, currency);
  for (const c of sheet.charges.filter((x) => x.basis === 'percent')) {
    const pct = finite(c.rate) ? c.rate : 0;
    // The percentage of the freight, rounded once: rate × freight ÷ 100.
    push(c, freight, pct, mulDecimal(pct, freight, digits, 2));
  }
  const total = minorToNumber(lines.reduce((a, l) => a + mulDecimal(l.amount, 1, digits), 0), currency);
  return { currency, lines, total, skipped };
}

/**
 * The priced charges as purchase rows of the cost sheet (USD): equipment lines keep their basis, quantity and rate per
 * unit (EQUIPMENT_TOTAL gives the same amount); a per-kg line its rate; a line where a minimum or a break-point
 * applied, and every other, its amount as the typed total. A PYG sheet is converted at the sheet's Gs rate.
 */
export function pricedChargesToCostRows(pricing: RatePricing, idPrefix: string, gsRate: number): CostRow[] {
  const usd = (n: number) => (pricing.currency === 'USD' ? n : gsToUsd(n, gsRate));
  return pricing.lines.map((l, i) => {
    const base: CostRow = { id: `${idPrefix}-${i + 1}`, concepto: l.concepto, usdXKg: null, total: usd(l.amount), lockPerKg: false, sourceId: null };
    if (pricing.currency !== 'USD' || l.minimumApplied) return base;
    if (l.basis === 'container' || l.basis === 'wm') return { ...base, total: null, equipo: l.equipo ?? null, cantidad: l.quantity, usdXUnidad: l.rate };
    // The per-kg rate stays beside the typed total (a break-point bills another weight than the operation's).
    if (l.basis === 'weight_breaks' || l.basis === 'per_kg') return { ...base, usdXKg: l.rate };
    return base;
  });
}

/** A container list of the shipment module → the quantities per type the pricing takes. */
export function containersByType(list: ReadonlyArray<{ type?: string | null }>): Array<{ equipo: ContainerType; cantidad: number }> {
  const out = new Map<ContainerType, number>();
  for (const c of list) if ((CONTAINER_TYPES as readonly string[]).includes(c.type ?? '')) out.set(c.type as ContainerType, (out.get(c.type as ContainerType) ?? 0) + 1);
  return [...out].map(([equipo, cantidad]) => ({ equipo, cantidad }));
}

// ---------------------------------------------------------------------------------------------------
// CSV import (one row per charge; rows with the same organization, mode, lane, validity and currency are one sheet)

/** The columns, by folded header (a Spanish-locale spreadsheet's words, or the English keys). */
const CSV_COLUMNS: Record<string, string[]> = {
  org: ['organizacion', 'agente', 'proveedor', 'transportista', 'organization'],
  mode: ['modo', 'mode'],
  origin: ['origen', 'origin'],
  destination: ['destino', 'destination'],
  validFrom: ['desde', 'vigencia desde', 'valid from'],
  validTo: ['hasta', 'vigencia hasta', 'valid to'],
  currency: ['moneda', 'currency'],
  concepto: ['concepto', 'cargo', 'concept'],
  basis: ['tipo', 'base', 'basis'],
  equipo: ['contenedor', 'equipo', 'container'],
  rate: ['tarifa', 'monto', 'rate'],
  minimum: ['minimo', 'minimum'],
  notes: ['notas', 'notes'],
};

/** The CSV's words for a basis ('escalas', 'contenedor', 'W/M', 'camión', 'fijo', 'por kg', '%'). */
const CSV_BASES: Record<string, RateBasis> = {
  escalas: 'weight_breaks',
  'weight breaks': 'weight_breaks',
  contenedor: 'container',
  container: 'container',
  'w m': 'wm',
  wm: 'wm',
  camion: 'truck',
  truck: 'truck',
  fijo: 'flat',
  flat: 'flat',
  'por kg': 'per_kg',
  'per kg': 'per_kg',
  porcentaje: 'percent',
  percent: 'percent',
};

const CSV_MODES: Record<string, RateMode> = { aereo: 'air', air: 'air', maritimo: 'ocean', ocean: 'ocean', terrestre: 'road', road: 'road' };

export const RATE_CSV_MESSAGES = {
  headers: 'El CSV necesita las columnas organizacion, modo, origen, destino, desde, hasta, moneda, concepto y tipo.',
  number: (col: string) => `La columna ${col} debe ser un número (ej.: 1.250,50).`,
  date: (col: string) => `La columna ${col} debe ser una fecha AAAA-MM-DD o DD/MM/AAAA.`,
  mode: 'El modo debe ser aéreo, marítimo o terrestre.',
  basis: 'El tipo debe ser escalas, contenedor, W/M, camión, fijo, por kg o porcentaje.',
  org: 'Indicá la organización (agente, transportista o proveedor).',
  sheet: (lines: number[]) => `La tarifa de las filas ${lines.join(', ')} no se importó`,
} as const;

export interface RateCsvSheet {
  /** The rows it came from (spreadsheet numbering). */
  lines: number[];
  /** The organization as written (a name or an id). */
  org: string;
  data: RateSheetData & { notes: string | null };
}

/** es-PY number text ('1.250,5', '3,5', '0,0125'; the dot is never decimal, as money.ts reads); '' → null; not a number → undefined. */
function csvNumber(text: string | undefined): number | null | undefined {
  const t = (text ?? '').replace(/[\s\u00a0\u202f]/g, '');
  if (t === '') return null;
  const cleaned = t.replace(/\./g, '').replace(',', '.');
  if (!/^[-+]?(\d+\.?\d*|\.\d+)$/.test(cleaned)) return undefined;
  const n = Number(cleaned);
  return Number.isFinite(n) ? n : undefined;
}

/** 'AAAA-MM-DD' or 'DD/MM/AAAA' → 'AAAA-MM-DD'; else null. */
function csvDate(text: string | undefined): string | null {
  const t = (text ?? '').trim();
  const m = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(t);
  const iso = m ? `${m[3]}-${m[2].padStart(2, '0')}-${m[1].padStart(2, '0')}` : t;
  return isCalendarDate(iso) ? iso : null;
}

/**
 * RATE_CSV, the rows of a rate CSV as sheets: each row is one charge; rows that share organization, mode, origin,
 * destination, validity and currency make one sheet (in first-appearance order). A row that cannot be read is an
 * error on its line, and its sheet is not imported (a sheet never comes in with a charge missing); a sheet the
 * domain refuses (rateSheetErrors) is an error on its first line.
 */
export function parseRateCsv(headers: readonly string[], rows: ReadonlyArray<{ line: number; values: readonly string[] }>): { sheets: RateCsvSheet[]; errors: Array<{ line: number; message: string }> } {
  const folded = headers.map((h) => foldHeader(h));
  const col = (key: string) => folded.findIndex((h) => CSV_COLUMNS[key].includes(h));
  const idx = Object.fromEntries(Object.keys(CSV_COLUMNS).map((k) => [k, col(k)])) as Record<string, number>;
  const breakIdx = Object.fromEntries(WEIGHT_BREAKS.map((b) => [b, headers.findIndex((h) => h.replace(/\s|kg/gi, '') === b || (b === '-45' && h.trim() === '<45'))])) as Record<WeightBreak, number>;
  const required = ['org', 'mode', 'origin', 'destination', 'validFrom', 'validTo', 'currency', 'concepto', 'basis'];
  if (required.some((k) => idx[k] < 0)) return { sheets: [], errors: [{ line: 1, message: RATE_CSV_MESSAGES.headers }] };
  const errors: Array<{ line: number; message: string }> = [];
  const groups = new Map<string, RateCsvSheet & { bad: boolean }>();
  for (const r of rows) {
    const v = (k: string) => (idx[k] >= 0 ? (r.values[idx[k]] ?? '').trim() : '');
    const problems: string[] = [];
    const mode = CSV_MODES[foldHeader(v('mode'))];
    if (!mode) problems.push(RATE_CSV_MESSAGES.mode);
    const basis = CSV_BASES[foldHeader(v('basis'))] ?? (v('basis') === '%' ? 'percent' : undefined);
    if (!basis) problems.push(RATE_CSV_MESSAGES.basis);
    const validFrom = csvDate(v('validFrom'));
    const validTo = csvDate(v('validTo'));
    if (!validFrom) problems.push(RATE_CSV_MESSAGES.date('desde'));
    if (!validTo) problems.push(RATE_CSV_MESSAGES.date('hasta'));
    if (!v('org')) problems.push(RATE_CSV_MESSAGES.org);
    const num = (k: string, label: string) => {
      const n = csvNumber(v(k));
      if (n === undefined) problems.push(RATE_CSV_MESSAGES.number(label));
      return n ?? null;
    };
    const rate = num('rate', 'tarifa');
    const minimum = num('minimum', 'minimo');
    const breaks: Partial<Record<WeightBreak, number | null>> = {};
    for (const b of WEIGHT_BREAKS) {
      if (breakIdx[b] < 0) continue;
      const n = csvNumber(r.values[breakIdx[b]]);
      if (n === undefined) problems.push(RATE_CSV_MESSAGES.number(b));
      else if (n !== null) breaks[b] = n;
    }
    const currency = v('currency').toUpperCase() as RateCurrency;
    const key = [v('org').toLowerCase(), mode, v('origin').toLowerCase(), v('destination').toLowerCase(), validFrom, validTo, currency].join('\u0000');
    let g = groups.get(key);
    if (!g) {
      g = { lines: [], org: v('org'), bad: false, data: { mode: mode ?? ('' as RateMode), origin: v('origin'), destination: v('destination'), validFrom: validFrom ?? '', validTo: validTo ?? '', currency, charges: [], notes: v('notes') || null } };
      groups.set(key, g);
    }
    g.lines.push(r.line);
    if (problems.length) {
      g.bad = true;
      errors.push({ line: r.line, message: problems.join(' ') });
      continue;
    }
    g.data.charges.push({
      concepto: v('concepto'),
      basis: basis as RateBasis,
      ...(basis === 'weight_breaks' ? { breaks } : { rate }),
      ...(basis === 'container' ? { equipo: v('equipo').replace(/’/g, "'").toUpperCase().replace(/^(\d\d)'?(ST|HC|RF)$/, "$1'$2") } : {}),
      minimum,
    });
  }
  const sheets: RateCsvSheet[] = [];
  for (const g of groups.values()) {
    if (g.bad) continue;
    const problems = rateSheetErrors(g.data);
    if (Object.keys(problems).length) {
      errors.push({ line: g.lines[0], message: `${RATE_CSV_MESSAGES.sheet(g.lines)}: ${Object.values(problems)[0]}` });
      continue;
    }
    sheets.push({ lines: g.lines, org: g.org, data: g.data });
  }
  errors.sort((a, b) => a.line - b.line);
  return { sheets, errors };
}
