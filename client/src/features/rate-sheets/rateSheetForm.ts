import {
  CONTAINER_TYPES,
  FREIGHT_BASES,
  MODE_FREIGHT_BASES,
  parseLocalNumber,
  RATE_BASES,
  type RateBasis,
  type RateCharge,
  type RateCurrency,
  type RateMode,
  type RateSheetData,
  rateSheetErrors,
  WEIGHT_BREAKS,
  type WeightBreak,
} from '@crm/domain';
import type { RateSheetFieldsFragment, RateSheetInput } from '../../gql/graphql';
import { amountText } from '../../lib/format';

/** A charge as the form edits it: numbers are the text typed (es-PY '1.850', '3,5', '0,0125'). */
export interface ChargeForm {
  concepto: string;
  basis: RateBasis;
  equipo: string;
  rate: string;
  minimum: string;
  breaks: Record<WeightBreak, string>;
}

export interface SheetForm {
  orgId: number | null;
  orgName: string;
  mode: RateMode;
  origin: string;
  destination: string;
  validFrom: string;
  validTo: string;
  currency: RateCurrency;
  notes: string;
  charges: ChargeForm[];
}

/** GraphQL names of the weight breaks. */
export const BREAK_FIELDS: Record<WeightBreak, 'm45' | 'p45' | 'p100' | 'p300' | 'p500' | 'p1000'> = { '-45': 'm45', '+45': 'p45', '+100': 'p100', '+300': 'p300', '+500': 'p500', '+1000': 'p1000' };

const emptyBreaks = (): Record<WeightBreak, string> => Object.fromEntries(WEIGHT_BREAKS.map((b) => [b, ''])) as Record<WeightBreak, string>;

/** The first charge a new sheet of a mode offers: its freight. */
export function blankCharge(mode: RateMode): ChargeForm {
  const basis = MODE_FREIGHT_BASES[mode][0];
  const concepto = mode === 'air' ? 'FLETE AEREO' : mode === 'ocean' ? 'FLETE MARITIMO' : 'FLETE TERRESTRE';
  return { concepto, basis, equipo: basis === 'container' ? CONTAINER_TYPES[2] : '', rate: '', minimum: '', breaks: emptyBreaks() };
}

export function blankSheet(today: string): SheetForm {
  return { orgId: null, orgName: '', mode: 'air', origin: '', destination: '', validFrom: today, validTo: '', currency: 'USD', notes: '', charges: [blankCharge('air')] };
}

const quantityText = (n: number | null | undefined) => (typeof n === 'number' && Number.isFinite(n) ? amountText(n) : '');

export function fromServer(s: RateSheetFieldsFragment): SheetForm {
  return {
    orgId: s.orgId,
    orgName: s.orgName,
    mode: s.mode as RateMode,
    origin: s.origin,
    destination: s.destination,
    validFrom: s.validFrom,
    validTo: s.validTo,
    currency: s.currency as RateCurrency,
    notes: s.notes ?? '',
    charges: s.charges.map((c) => ({
      concepto: c.concepto,
      basis: c.basis as RateBasis,
      equipo: c.equipo ?? '',
      rate: rateText(c.rate),
      minimum: quantityText(c.minimum),
      breaks: Object.fromEntries(WEIGHT_BREAKS.map((b) => [b, rateText(c.breaks?.[BREAK_FIELDS[b]])])) as Record<WeightBreak, string>,
    })),
  };
}

const rateFormat = new Intl.NumberFormat('es-PY', { maximumFractionDigits: 4 });
/** A rate as typed back (up to four decimals: per-kg surcharges like 0,0125). */
function rateText(n: number | null | undefined): string {
  return typeof n === 'number' && Number.isFinite(n) ? rateFormat.format(n) : '';
}

/** Typed rate → number (four decimals); '' → null; not a number → NaN, which the domain refuses next to its field. */
export function rateValue(text: string): number | null {
  if (text.trim() === '') return null;
  return parseLocalNumber(text, 4) ?? Number.NaN;
}

/** The bases a charge of this mode may take: the mode's freight and every surcharge. */
export function basesFor(mode: RateMode): RateBasis[] {
  return RATE_BASES.filter((b) => !FREIGHT_BASES.includes(b) || MODE_FREIGHT_BASES[mode].includes(b));
}

function chargeOf(c: ChargeForm): RateCharge {
  const breaks: Partial<Record<WeightBreak, number | null>> = {};
  for (const b of WEIGHT_BREAKS) {
    const v = rateValue(c.breaks[b]);
    if (v !== null) breaks[b] = v;
  }
  return {
    concepto: c.concepto,
    basis: c.basis,
    ...(c.basis === 'weight_breaks' ? { breaks } : { rate: rateValue(c.rate) }),
    ...(c.basis === 'container' ? { equipo: c.equipo } : {}),
    minimum: rateValue(c.minimum),
  };
}

export function toData(f: SheetForm): RateSheetData {
  return { mode: f.mode, origin: f.origin, destination: f.destination, validFrom: f.validFrom, validTo: f.validTo, currency: f.currency, charges: f.charges.map(chargeOf) };
}

/** Errors next to their fields: the domain's (the server applies the same), and the organization. */
export function formErrors(f: SheetForm): Record<string, string> {
  const e = rateSheetErrors(toData(f));
  if (!f.orgId) e.orgId = 'Elegí el agente, transportista o proveedor de la tarifa.';
  return e;
}

export function toInput(f: SheetForm): RateSheetInput {
  return {
    orgId: f.orgId ?? 0,
    mode: f.mode,
    origin: f.origin.trim(),
    destination: f.destination.trim(),
    validFrom: f.validFrom,
    validTo: f.validTo,
    currency: f.currency,
    notes: f.notes.trim() || null,
    charges: f.charges.map((c) => {
      const charge = chargeOf(c);
      return {
        concepto: charge.concepto.trim(),
        basis: charge.basis,
        equipo: charge.equipo ?? null,
        rate: charge.rate ?? null,
        minimum: charge.minimum ?? null,
        breaks: charge.basis === 'weight_breaks' ? Object.fromEntries(WEIGHT_BREAKS.map((b) => [BREAK_FIELDS[b], charge.breaks?.[b] ?? null])) : null,
      };
    }),
  } as RateSheetInput;
}
