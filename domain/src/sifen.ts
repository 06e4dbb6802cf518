import { rucCheckDigit } from './fiscal';

/**
 * SIFEN (electronic invoicing of the SET): the CDC, the 44-digit control code of an electronic document
 * (Manual Técnico, "Código de Control"), and the names of the states a document goes through at SIFEN.
 */

/** How a business unit issues its fiscal documents: self-printed timbrado (the default) or SIFEN electronic. */
export const EMISSION_MODES = ['autoimpresor', 'electronico'] as const;
export type EmissionMode = (typeof EMISSION_MODES)[number];
export const isEmissionMode = (v: unknown): v is EmissionMode => typeof v === 'string' && (EMISSION_MODES as readonly string[]).includes(v);

export const SIFEN_ENVS = ['test', 'produccion'] as const;
export type SifenEnv = (typeof SIFEN_ENVS)[number];
export const isSifenEnv = (v: unknown): v is SifenEnv => typeof v === 'string' && (SIFEN_ENVS as readonly string[]).includes(v);

/** A DE's state at SIFEN, as the invoice shows it. */
export const SIFEN_STATUSES = ['pendiente', 'aprobado', 'aprobado_con_observacion', 'rechazado', 'cancelado'] as const;
export type SifenStatus = (typeof SIFEN_STATUSES)[number];

export const SIFEN_STATUS_LABELS: Readonly<Record<SifenStatus, string>> = {
  pendiente: 'Pendiente de aprobación',
  aprobado: 'Aprobado',
  aprobado_con_observacion: 'Aprobado con observación',
  rechazado: 'Rechazado',
  cancelado: 'Cancelado en SIFEN',
};

/** iTiDE: 1 factura electrónica, 5 nota de crédito electrónica. */
export type SifenDocumentType = 1 | 5;

export interface CdcParts {
  /** iTiDE */
  documentType: SifenDocumentType;
  /** The issuer's RUC with its check digit, '80012345-6'. */
  ruc: string;
  establishment: string;
  point: string;
  /** The document's sequence (dNumDoc), 1 to 9 999 999. */
  number: number;
  /** iTipCont: 1 persona física, 2 persona jurídica. */
  taxpayerType: 1 | 2;
  /** dFeEmiDE's date, 'YYYY-MM-DD'. */
  date: string;
  /** iTipEmi: 1 normal, 2 contingencia. */
  emissionType: 1 | 2;
  /** dCodSeg: 9 random digits, kept with the document. */
  securityCode: string;
}

/** The CDC's check digit (dDVId): the SET's modulo 11 over the first 43 digits, the same rule as the RUC's. */
export function cdcCheckDigit(first43: string): number {
  if (!/^\d{43}$/.test(first43)) throw new Error(`el CDC sin dígito verificador tiene 43 dígitos: ${first43}`);
  return rucCheckDigit(first43);
}

/**
 * The CDC: iTiDE(2) RUC(8) DV(1) establecimiento(3) punto(3) número(7) iTipCont(1) fecha AAAAMMDD(8) iTipEmi(1)
 * dCodSeg(9) and the check digit (1) = 44 digits.
 */
export function buildCdc(p: CdcParts): string {
  const m = /^(\d{1,8})-(\d)$/.exec(p.ruc.trim());
  if (!m) throw new Error(`RUC del emisor inválido para el CDC: ${p.ruc}`);
  if (!/^\d{3}$/.test(p.establishment) || !/^\d{3}$/.test(p.point)) throw new Error('establecimiento y punto de expedición son de 3 dígitos');
  if (!Number.isInteger(p.number) || p.number < 1 || p.number > 9_999_999) throw new Error(`número de documento fuera de rango: ${p.number}`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(p.date)) throw new Error(`fecha inválida: ${p.date}`);
  if (!/^\d{9}$/.test(p.securityCode)) throw new Error('el código de seguridad tiene 9 dígitos');
  const first43 =
    String(p.documentType).padStart(2, '0') +
    m[1].padStart(8, '0') +
    m[2] +
    p.establishment +
    p.point +
    String(p.number).padStart(7, '0') +
    String(p.taxpayerType) +
    p.date.replace(/-/g, '') +
    String(p.emissionType) +
    p.securityCode;
  return first43 + String(cdcCheckDigit(first43));
}

/** A well-formed CDC: 44 digits whose last one is the check digit of the others. */
export function isCdc(v: unknown): v is string {
  return typeof v === 'string' && /^\d{44}$/.test(v) && cdcCheckDigit(v.slice(0, 43)) === Number(v[43]);
}

/** '0144444401...' → groups of four for printing on the KuDE (SIFEN prints the CDC spaced). */
export function formatCdc(cdc: string): string {
  return cdc.replace(/(\d{4})(?=\d)/g, '$1 ');
}
