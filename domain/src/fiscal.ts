/**
 * Paraguayan fiscal documents: the numbering `EEE-PPP-NNNNNNN` (establishment, point of issue, 7-digit sequence),
 * the timbrado (the tax authority's authorisation number with its validity) that every issued document carries,
 * and the RUC check digit. Pure: "today" is passed in, as the Paraguay calendar date 'YYYY-MM-DD'.
 */
import { isCalendarDate } from './dates';
import { OFFICE_TIME_ZONE, utcToWallTime } from './followups';

export const FISCAL_DOCUMENT_TYPES = ['factura', 'nota_credito', 'recibo'] as const;
export type FiscalDocumentType = (typeof FISCAL_DOCUMENT_TYPES)[number];

export const FISCAL_DOCUMENT_LABELS: Readonly<Record<FiscalDocumentType, string>> = {
  factura: 'Factura',
  nota_credito: 'Nota de crédito',
  recibo: 'Recibo',
};

export function isFiscalDocumentType(v: unknown): v is FiscalDocumentType {
  return typeof v === 'string' && (FISCAL_DOCUMENT_TYPES as readonly string[]).includes(v);
}

/** The sequence has 7 digits: the largest number a point can issue under one timbrado. */
export const FISCAL_SEQUENCE_MAX = 9_999_999;

const THREE_DIGITS = /^\d{3}$/;
const TIMBRADO = /^\d{8}$/;

export const FISCAL_MESSAGES = {
  timbradoMissing: 'Falta el número de timbrado (8 dígitos).',
  timbradoFormat: 'El timbrado tiene 8 dígitos.',
  validFromMissing: 'Falta la fecha de inicio de vigencia del timbrado.',
  validToMissing: 'Falta la fecha de fin de vigencia del timbrado.',
  validRange: 'La vigencia del timbrado termina antes de empezar.',
  establishment: 'El establecimiento tiene 3 dígitos (p. ej. 001).',
  establishmentZero: 'El establecimiento no puede ser 000.',
  point: 'El punto de expedición tiene 3 dígitos (p. ej. 004).',
  pointZero: 'El punto de expedición no puede ser 000.',
  nextNumber: 'El próximo número es un entero entre 1 y 9.999.999.',
  exhausted: 'El punto de expedición agotó su numeración (9.999.999): pedí un timbrado o punto nuevo.',
  ruc: 'RUC inválido: escribilo como 80012345-6, con su dígito verificador.',
  rucCheckDigit: 'El dígito verificador del RUC no corresponde.',
  notConfigured: 'La unidad de negocio no tiene configurado el timbrado para este documento.',
  logoType: 'El logo tiene que ser una imagen PNG o JPEG válida (hasta 4000 × 4000 píxeles).',
  logoSize: 'El logo admite hasta 300 KB.',
} as const;

/** 'YYYY-MM-DD' → 'DD/MM/YYYY', the way the office writes a date. */
function ddmmyyyy(date: string): string {
  return `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(0, 4)}`;
}

export const fiscalMessages = {
  expired: (timbrado: string, validTo: string) => `El timbrado ${timbrado} venció el ${ddmmyyyy(validTo)}.`,
  notYetValid: (timbrado: string, validFrom: string) => `El timbrado ${timbrado} rige desde el ${ddmmyyyy(validFrom)}.`,
};

/** '001', 4 → '001-004-0000004' style parts: 3 digits each for establishment and point, 7 for the sequence. */
export function formatFiscalNumber(establishment: string, point: string, sequence: number): string {
  if (!THREE_DIGITS.test(establishment)) throw new Error(`establecimiento inválido: ${establishment}`);
  if (!THREE_DIGITS.test(point)) throw new Error(`punto de expedición inválido: ${point}`);
  if (!Number.isSafeInteger(sequence) || sequence < 1 || sequence > FISCAL_SEQUENCE_MAX) throw new Error(`número inválido: ${sequence}`);
  return `${establishment}-${point}-${String(sequence).padStart(7, '0')}`;
}

export interface FiscalNumberParts {
  establishment: string;
  point: string;
  sequence: number;
}

/** '001-004-0000123' → its parts; anything else (other widths, sequence 0) → null. */
export function parseFiscalNumber(text: string | null | undefined): FiscalNumberParts | null {
  const m = /^(\d{3})-(\d{3})-(\d{7})$/.exec(String(text ?? '').trim());
  if (!m) return null;
  const sequence = Number(m[3]);
  if (sequence < 1) return null;
  return { establishment: m[1], point: m[2], sequence };
}

export interface TimbradoInput {
  timbrado?: string | null;
  validFrom?: string | null;
  validTo?: string | null;
  establishment?: string | null;
  point?: string | null;
  nextNumber?: number | null;
}

/**
 * Every reason a point cannot number a document dated `today` (Paraguay date 'YYYY-MM-DD'), in Spanish, all
 * of them at once so the administration fixes everything in one go. Empty = the point may issue.
 */
export function timbradoProblems(t: TimbradoInput, today: string): string[] {
  const out: string[] = [];
  const timbrado = (t.timbrado ?? '').trim();
  if (!timbrado) out.push(FISCAL_MESSAGES.timbradoMissing);
  else if (!TIMBRADO.test(timbrado)) out.push(FISCAL_MESSAGES.timbradoFormat);
  const from = (t.validFrom ?? '').trim();
  const to = (t.validTo ?? '').trim();
  const fromOk = isCalendarDate(from);
  const toOk = isCalendarDate(to);
  if (!fromOk) out.push(FISCAL_MESSAGES.validFromMissing);
  if (!toOk) out.push(FISCAL_MESSAGES.validToMissing);
  if (fromOk && toOk && to < from) out.push(FISCAL_MESSAGES.validRange);
  else {
    const name = timbrado || '(sin número)';
    if (toOk && today > to) out.push(fiscalMessages.expired(name, to));
    if (fromOk && today < from) out.push(fiscalMessages.notYetValid(name, from));
  }
  const est = (t.establishment ?? '').trim();
  if (!THREE_DIGITS.test(est)) out.push(FISCAL_MESSAGES.establishment);
  else if (est === '000') out.push(FISCAL_MESSAGES.establishmentZero);
  const point = (t.point ?? '').trim();
  if (!THREE_DIGITS.test(point)) out.push(FISCAL_MESSAGES.point);
  else if (point === '000') out.push(FISCAL_MESSAGES.pointZero);
  if (t.nextNumber !== undefined) {
    const n = t.nextNumber;
    if (n == null || !Number.isSafeInteger(n) || n < 1) out.push(FISCAL_MESSAGES.nextNumber);
    else if (n > FISCAL_SEQUENCE_MAX) out.push(FISCAL_MESSAGES.exhausted);
  }
  return out;
}

/** The Paraguay calendar date of an instant: what "today" means for a timbrado's validity. */
export function paraguayToday(now: Date): string {
  return utcToWallTime(now, OFFICE_TIME_ZONE).slice(0, 10);
}

export interface ExpeditionPoint {
  establishment: string;
  point: string;
}

/**
 * The office's expedition points: the cargo unit issues from 001-004 and the industrial units (Rayflex, Boplan:
 * key slugs 'industrial-…') from 001-005.
 */
export function defaultExpeditionPoint(unit: { keySlug: string }): ExpeditionPoint {
  return unit.keySlug.startsWith('industrial') ? { establishment: '001', point: '005' } : { establishment: '001', point: '004' };
}

/**
 * The RUC check digit of the SET (modulo 11): the base's digits from the right weighted 2, 3, … up to 11 (then
 * 2 again), the sum's remainder r → 11 − r, or 0 when r is 0 or 1. A letter (old RUCs) counts as its char code.
 */
export function rucCheckDigit(base: string): number {
  const chars = base.trim().toUpperCase();
  if (!/^[0-9A-Z]+$/.test(chars)) throw new Error(`base de RUC inválida: ${base}`);
  let total = 0;
  let k = 2;
  for (let i = chars.length - 1; i >= 0; i--) {
    if (k > 11) k = 2;
    const c = chars[i];
    const v = c >= '0' && c <= '9' ? c.charCodeAt(0) - 48 : c.charCodeAt(0);
    total += v * k;
    k++;
  }
  const r = total % 11;
  return r > 1 ? 11 - r : 0;
}

/** '80012345-6' (dots allowed in the base) → the problem with it, or null when the check digit matches. */
export function rucProblem(text: string | null | undefined): string | null {
  const m = /^([0-9.]{1,12})-(\d)$/.exec(String(text ?? '').trim());
  if (!m) return FISCAL_MESSAGES.ruc;
  const base = m[1].replace(/\./g, '');
  if (!/^\d{1,10}$/.test(base) || /^0+$/.test(base)) return FISCAL_MESSAGES.ruc;
  return rucCheckDigit(base) === Number(m[2]) ? null : FISCAL_MESSAGES.rucCheckDigit;
}

export function isValidRuc(text: string | null | undefined): boolean {
  return rucProblem(text) === null;
}
