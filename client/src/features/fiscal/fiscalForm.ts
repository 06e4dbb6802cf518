import { FISCAL_DOCUMENT_TYPES, FISCAL_MESSAGES, FISCAL_SEQUENCE_MAX, type FiscalDocumentType, isCalendarDate, rucProblem } from '@crm/domain';
import type { FiscalSettingsFieldsFragment, UpdateFiscalSettingsInput } from '../../gql/graphql';

/** The point's key in UpdateFiscalSettingsInput (and in the server's field paths: 'notaCredito.timbrado'). */
export const POINT_KEYS: Readonly<Record<FiscalDocumentType, 'factura' | 'notaCredito' | 'recibo'>> = { factura: 'factura', nota_credito: 'notaCredito', recibo: 'recibo' };

export interface PointValues {
  timbrado: string;
  validFrom: string;
  validTo: string;
  establishment: string;
  point: string;
  nextNumber: string;
}

export interface FiscalFormValues {
  issuerName: string;
  ruc: string;
  address: string;
  phone: string;
  activities: string;
  letterheadLines: string;
  /** The data URL shown and saved; '' = no logo. */
  logo: string;
  points: Record<FiscalDocumentType, PointValues>;
}

/** Messages by field path ('ruc', 'factura.timbrado', 'notaCredito.nextNumber'), as the server names them. */
export type FiscalFormErrors = Partial<Record<string, string>>;

export const POINT_FIELDS = ['timbrado', 'validFrom', 'validTo', 'establishment', 'point', 'nextNumber'] as const;

/** Every field path the form shows (the server's blame lands next to one of them). */
export const FISCAL_FORM_FIELDS: readonly string[] = [
  'issuerName',
  'ruc',
  'address',
  'phone',
  'activities',
  'letterheadLines',
  'logo',
  ...FISCAL_DOCUMENT_TYPES.flatMap((t) => POINT_FIELDS.map((f) => `${POINT_KEYS[t]}.${f}`)),
];

const s = (v: string | null | undefined) => v ?? '';

export function formOf(settings: FiscalSettingsFieldsFragment): FiscalFormValues {
  const points = Object.fromEntries(
    FISCAL_DOCUMENT_TYPES.map((type) => {
      const p = settings.points.find((x) => x.documentType === type);
      return [
        type,
        { timbrado: s(p?.timbrado), validFrom: s(p?.validFrom), validTo: s(p?.validTo), establishment: s(p?.establishment), point: s(p?.point), nextNumber: p ? String(p.nextNumber) : '1' },
      ];
    }),
  ) as Record<FiscalDocumentType, PointValues>;
  return {
    issuerName: s(settings.issuerName),
    ruc: s(settings.ruc),
    address: s(settings.address),
    phone: s(settings.phone),
    activities: s(settings.activities),
    letterheadLines: s(settings.letterheadLines),
    logo: s(settings.logo),
    points,
  };
}

/** Whole digits only: '1.234' (thousands as the office writes them) → 1234; anything else → NaN. */
function wholeNumber(v: string): number {
  const t = v.trim().replace(/\./g, '');
  return /^\d{1,9}$/.test(t) ? Number(t) : Number.NaN;
}

/** The mistakes the server would refuse, found while typing (the same domain rules and messages). */
export function checkFiscalForm(v: FiscalFormValues): FiscalFormErrors {
  const errors: FiscalFormErrors = {};
  if (v.ruc.trim()) {
    const problem = rucProblem(v.ruc);
    if (problem) errors.ruc = problem;
  }
  for (const type of FISCAL_DOCUMENT_TYPES) {
    const p = v.points[type];
    const key = POINT_KEYS[type];
    if (p.timbrado.trim() && !/^\d{8}$/.test(p.timbrado.trim())) errors[`${key}.timbrado`] = FISCAL_MESSAGES.timbradoFormat;
    if (p.validFrom && !isCalendarDate(p.validFrom)) errors[`${key}.validFrom`] = FISCAL_MESSAGES.validFromMissing;
    if (p.validTo && !isCalendarDate(p.validTo)) errors[`${key}.validTo`] = FISCAL_MESSAGES.validToMissing;
    if (isCalendarDate(p.validFrom) && isCalendarDate(p.validTo) && p.validTo < p.validFrom) errors[`${key}.validTo`] = FISCAL_MESSAGES.validRange;
    if (!/^(?!000)\d{3}$/.test(p.establishment.trim())) errors[`${key}.establishment`] = FISCAL_MESSAGES.establishment;
    if (!/^(?!000)\d{3}$/.test(p.point.trim())) errors[`${key}.point`] = FISCAL_MESSAGES.point;
    const n = wholeNumber(p.nextNumber);
    if (!Number.isSafeInteger(n) || n < 1 || n > FISCAL_SEQUENCE_MAX) errors[`${key}.nextNumber`] = FISCAL_MESSAGES.nextNumber;
  }
  return errors;
}

/** The mutation's input: every field as the form holds it ('' clears), the counter only when it changed. */
export function toInput(v: FiscalFormValues, loaded: FiscalFormValues, version: number): UpdateFiscalSettingsInput {
  const point = (type: FiscalDocumentType) => {
    const p = v.points[type];
    const next = wholeNumber(p.nextNumber);
    return {
      timbrado: p.timbrado.trim(),
      validFrom: p.validFrom,
      validTo: p.validTo,
      establishment: p.establishment.trim(),
      point: p.point.trim(),
      // Sent only when edited: issuing may have moved the counter since the screen loaded.
      ...(p.nextNumber !== loaded.points[type].nextNumber ? { nextNumber: next } : {}),
    };
  };
  return {
    issuerName: v.issuerName.trim(),
    ruc: v.ruc.trim(),
    address: v.address.trim(),
    phone: v.phone.trim(),
    activities: v.activities.trim(),
    letterheadLines: v.letterheadLines.trim(),
    ...(v.logo !== loaded.logo ? { logo: v.logo } : {}),
    version,
    factura: point('factura'),
    notaCredito: point('nota_credito'),
    recibo: point('recibo'),
  };
}
