/**
 * Freight-rate requests to providers: the route sheet a provider organization keeps (mode, origin,
 * destination, countries), which providers' routes match an operation, the request's text (one e-mail per
 * provider) and the answer the user records (rate, transit time, validity), which can become a purchase row
 * of the cost sheet. Pure: the server enforces, the screens show the same.
 */
import { convertMinor, fromDecimal, minorToNumber } from './fiscal-money';
import { formatDecimal, formatMoney } from './money';
import { SHIPMENT_MODE_LABELS, type ShipmentMode, isShipmentMode } from './shipment';

export const PROVIDER_ROUTE_LIMITS = { place: 120, countries: 200, notes: 500, perOrganization: 100 } as const;
export const RATE_REQUEST_LIMITS = { providers: 20, text: 200, notes: 2000 } as const;

export interface ProviderRoute {
  /** air, ocean, road, multimodal; null: any mode. */
  mode: string | null;
  origin: string;
  destination: string;
  /** Countries served, comma separated ('PY, BR, AR'). */
  countries: string;
}

/** What a rate request asks (pre-filled from the operation, edited by the user). */
export interface RateRequestFields {
  mode: string | null;
  operationType: string;
  origin: string;
  destination: string;
  incoterm: string;
  goods: string;
  packages: string;
  weightKg: number | null;
  volumeM3: number | null;
  notes: string;
}

/** Lower case, no accents, letters and digits only: 'São Paulo (GRU)' → 'sao paulo gru'. */
export function placeKey(s: string | null | undefined): string {
  return (s ?? '')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** Two places match when one's words are all in the other ('Miami' ~ 'Miami (MIA)', 'ASU' ~ 'Asunción ASU'). */
export function placesMatch(a: string | null | undefined, b: string | null | undefined): boolean {
  const ka = placeKey(a);
  const kb = placeKey(b);
  if (!ka || !kb) return false;
  const wa = ka.split(' ');
  const wb = kb.split(' ');
  return wa.every((w) => wb.includes(w)) || wb.every((w) => wa.includes(w));
}

const countryList = (s: string | null | undefined) =>
  placeKey(s)
    .split(' ')
    .filter((c) => c.length >= 2);

/**
 * How well a provider's route fits a request (0 = not at all): its mode must be the request's (or any);
 * then 2 points for the origin, 2 for the destination, 1 when a country it serves appears in either place.
 * A route scores only when at least one place or country matches.
 */
export function routeScore(route: ProviderRoute, req: Pick<RateRequestFields, 'mode' | 'origin' | 'destination'>): number {
  if (route.mode && req.mode && route.mode !== req.mode) return 0;
  let score = 0;
  if (placesMatch(route.origin, req.origin)) score += 2;
  if (placesMatch(route.destination, req.destination)) score += 2;
  const places = `${placeKey(req.origin)} ${placeKey(req.destination)}`.split(' ');
  if (countryList(route.countries).some((c) => places.includes(c))) score += 1;
  return score;
}

export function rateRequestSubject(reference: string, f: Pick<RateRequestFields, 'mode' | 'origin' | 'destination'>): string {
  const mode = f.mode && isShipmentMode(f.mode) ? ` ${SHIPMENT_MODE_LABELS[f.mode as ShipmentMode].toLowerCase()}` : '';
  return `${reference} — Solicitud de tarifa${mode}: ${f.origin || '—'} a ${f.destination || '—'}`;
}

/** The request's text: the cargo as a list the provider can quote from, and what to answer with. */
export function rateRequestBody(p: { reference: string; providerName: string; senderName: string; officeName: string; fields: RateRequestFields }): string {
  const f = p.fields;
  const line = (label: string, v: string) => `- ${label}: ${v || '—'}`;
  return [
    `Hola, ${p.providerName}:`,
    '',
    `Les pedimos tarifa para la operación ${p.reference}:`,
    '',
    line('Modo', f.mode && isShipmentMode(f.mode) ? SHIPMENT_MODE_LABELS[f.mode as ShipmentMode] : ''),
    line('Tipo de operación', f.operationType),
    line('Origen', f.origin),
    line('Destino', f.destination),
    line('Incoterm', f.incoterm),
    line('Mercadería', f.goods),
    line('Bultos', f.packages),
    line('Peso bruto', f.weightKg === null ? '' : `${formatDecimal(f.weightKg, 2)} kg`),
    line('Volumen', f.volumeM3 === null ? '' : `${formatDecimal(f.volumeM3, 3)} m³`),
    ...(f.notes.trim() ? ['', f.notes.trim()] : []),
    '',
    'Por favor indíquennos tarifa, tiempo de tránsito y validez de la oferta.',
    '',
    'Saludos cordiales,',
    p.senderName,
    p.officeName,
  ].join('\n');
}

/** The cost sheet's purchase row an answer becomes: concept with the provider, the rate as the row's total (USD). */
export function rateAnswerPurchaseRow(p: { providerName: string; mode: string | null; rateUsd: number }): { concepto: string; total: number } {
  const mode = p.mode && isShipmentMode(p.mode) ? ` ${SHIPMENT_MODE_LABELS[p.mode as ShipmentMode].toUpperCase()}` : '';
  return { concepto: `FLETE${mode} (${p.providerName})`.slice(0, 200), total: p.rateUsd };
}

/**
 * A provider's answer in guaraníes as the sheet's purchase row, which is in USD: converted at the sheet's Gs/USD
 * rate (the dated rate in force on the operation's date, or the one typed on the sheet), so the sheet's Gs column
 * gives the provider's amount back. Exact (fiscal-money convertMinor): whole guaraníes × 100 ÷ rate, rounded
 * HALF_UP to the cent. The concept keeps what was answered and the rate used. Null for an amount that is not
 * whole guaraníes or a rate that is not positive.
 */
export function rateAnswerPurchaseRowPyg(p: {
  providerName: string;
  mode: string | null;
  ratePyg: number;
  gsPerUsd: number;
  gsRateDate: string | null;
}): { concepto: string; total: number } | null {
  const gs = fromDecimal(p.ratePyg, 'PYG');
  if (gs === null || gs < 0 || fromDecimal(p.ratePyg, 'USD') !== gs * 100) return null;
  if (!(p.gsPerUsd > 0)) return null;
  const cents = convertMinor(gs, 'PYG', 'USD', p.gsPerUsd);
  const usd = rateAnswerPurchaseRow({ providerName: p.providerName, mode: p.mode, rateUsd: minorToNumber(cents, 'USD') });
  const dated = p.gsRateDate ? ` del ${p.gsRateDate.split('-').reverse().join('/')}` : '';
  const note = ` · Gs. ${formatDecimal(gs, 0)} a ${formatDecimal(p.gsPerUsd, Number.isInteger(p.gsPerUsd) ? 0 : 2)} Gs/USD${dated}`;
  return { concepto: `${usd.concepto}${note}`.slice(0, 200), total: usd.total };
}

/** '1.250,00 USD · 5 días · válida hasta 10/12/2026'. */
export function rateAnswerSummary(a: { rate: number | null; currency: string; transitDays: number | null; validUntil: string | null }): string {
  const parts: string[] = [];
  if (a.rate !== null) parts.push(`${formatMoney(a.rate)} ${a.currency}`);
  if (a.transitDays !== null) parts.push(`${a.transitDays} ${a.transitDays === 1 ? 'día' : 'días'}`);
  if (a.validUntil) parts.push(`válida hasta ${a.validUntil.split('-').reverse().join('/')}`);
  return parts.join(' · ') || '—';
}
