import type { Quote } from './quote';

/**
 * PDF file name of spec part 2 §9: reference, transport mode code, shipment type, origin and
 * destination codes, weight with 'kg', volume with 'm3' and goods, joined with ' - ', cleaned of
 * forbidden characters, at most 180 characters including '.pdf'.
 */

export const QUOTE_FILENAME_MAX = 180;
export const QUOTE_FILENAME_FALLBACK = 'Presupuesto.pdf';

const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .replace(/\s+/g, ' ')
    .trim();

/** Transport mode codes of spec part 2 §9, by the words a user may type (accents and case ignored). */
const TRANSPORT_CODES: ReadonlyArray<[RegExp, string]> = [
  [/MULTI/, 'MUL'],
  [/COURIER|EXPRESS/, 'COU'],
  [/FERRO|TREN|RAIL/, 'FER'],
  [/AERE|AIR|AVION/, 'AER'],
  [/MARIT|SEA|OCEAN|BARCO/, 'MAR'],
  [/FLUVI|RIVER|BARCAZA/, 'FLU'],
  [/TERREST|ROAD|CAMION|TRUCK/, 'TER'],
];

export function transportModeCode(mode: string | null | undefined): string {
  const m = fold(mode ?? '');
  if (!m) return '';
  for (const [re, code] of TRANSPORT_CODES) if (re.test(m)) return code;
  return '';
}

/**
 * City → code table (IATA city or airport codes) for the places this business quotes most; the
 * spec leaves its contents to us. Keys are folded (no accents, upper case).
 */
export const CITY_CODES: Readonly<Record<string, string>> = {
  ASUNCION: 'ASU',
  LUQUE: 'ASU',
  'CIUDAD DEL ESTE': 'AGT',
  ENCARNACION: 'ENO',
  VILLETA: 'VLT',
  'BUENOS AIRES': 'BUE',
  CORDOBA: 'COR',
  ROSARIO: 'ROS',
  'SAO PAULO': 'SAO',
  'RIO DE JANEIRO': 'RIO',
  SANTOS: 'SSZ',
  PARANAGUA: 'PNG',
  CURITIBA: 'CWB',
  'FOZ DO IGUACU': 'IGU',
  MONTEVIDEO: 'MVD',
  SANTIAGO: 'SCL',
  'SANTIAGO DE CHILE': 'SCL',
  LIMA: 'LIM',
  BOGOTA: 'BOG',
  'CIUDAD DE PANAMA': 'PTY',
  PANAMA: 'PTY',
  'MEXICO': 'MEX',
  'CIUDAD DE MEXICO': 'MEX',
  MIAMI: 'MIA',
  'NEW YORK': 'NYC',
  'NUEVA YORK': 'NYC',
  HOUSTON: 'HOU',
  'LOS ANGELES': 'LAX',
  MADRID: 'MAD',
  BARCELONA: 'BCN',
  VALENCIA: 'VLC',
  LISBOA: 'LIS',
  LISBON: 'LIS',
  FRANKFURT: 'FRA',
  HAMBURGO: 'HAM',
  HAMBURG: 'HAM',
  AMSTERDAM: 'AMS',
  ROTTERDAM: 'RTM',
  AMBERES: 'ANR',
  ANTWERP: 'ANR',
  PARIS: 'PAR',
  LONDRES: 'LON',
  LONDON: 'LON',
  MILAN: 'MIL',
  ROMA: 'ROM',
  GENOVA: 'GOA',
  ESTAMBUL: 'IST',
  ISTANBUL: 'IST',
  DUBAI: 'DXB',
  SHANGHAI: 'SHA',
  NINGBO: 'NGB',
  SHENZHEN: 'SZX',
  GUANGZHOU: 'CAN',
  CANTON: 'CAN',
  BEIJING: 'BJS',
  PEKIN: 'BJS',
  QINGDAO: 'TAO',
  XIAMEN: 'XMN',
  TIANJIN: 'TSN',
  'HONG KONG': 'HKG',
  TAIPEI: 'TPE',
  SEUL: 'SEL',
  SEOUL: 'SEL',
  BUSAN: 'PUS',
  TOKIO: 'TYO',
  TOKYO: 'TYO',
  SINGAPUR: 'SIN',
  SINGAPORE: 'SIN',
  'KUALA LUMPUR': 'KUL',
  BANGKOK: 'BKK',
  'HO CHI MINH': 'SGN',
  MUMBAI: 'BOM',
  'NUEVA DELHI': 'DEL',
  'NEW DELHI': 'DEL',
  DELHI: 'DEL',
  CHENNAI: 'MAA',
};

/**
 * Origin or destination code: a three-letter airport code typed in the airport field ('ASU',
 * 'Silvio Pettirossi (ASU)'), else the city table looked up by city then airport text, else the
 * city itself in capitals; '' when nothing is known.
 */
export function placeCode(city: string | null | undefined, airport: string | null | undefined): string {
  const a = (airport ?? '').trim();
  const iata = /^([A-Za-z]{3})$/.exec(a) ?? /\(([A-Z]{3})\)/.exec(a) ?? /(?:^|[\s\-–/])([A-Z]{3})$/.exec(a);
  if (iata) return iata[1].toUpperCase();
  for (const place of [city, airport]) {
    const f = fold(place ?? '').replace(/[.,;:()]/g, ' ').replace(/\s+/g, ' ').trim();
    if (!f) continue;
    if (CITY_CODES[f]) return CITY_CODES[f];
    // 'Asunción, Paraguay' or 'Miami FL': the longest table city the text starts with.
    const hit = Object.keys(CITY_CODES)
      .filter((k) => f.startsWith(`${k} `))
      .sort((x, y) => y.length - x.length)[0];
    if (hit) return CITY_CODES[hit];
  }
  return fold(city ?? '');
}

const fmt = (n: number, decimals: number) =>
  new Intl.NumberFormat('es-PY', { maximumFractionDigits: decimals, useGrouping: false }).format(n);

/** Characters Windows, macOS or Linux refuse in file names, and control characters. */
// eslint-disable-next-line no-control-regex -- control characters are exactly what this removes
const FORBIDDEN = /[\\/:*?"<>|\u0000-\u001f\u007f]/g;

export function cleanFileNamePart(part: string): string {
  return part.replace(FORBIDDEN, ' ').replace(/\s+/g, ' ').trim();
}

export type QuoteFileNameInput = Pick<
  Quote,
  'referencia' | 'tipoTransporte' | 'tipoEnvio' | 'ciudadOrigen' | 'aeropuertoOrigen' | 'ciudadDestino' | 'aeropuertoDestino' | 'pesoBrutoKg' | 'volumenM3' | 'mercaderia'
>;

export function quoteFileName(q: QuoteFileNameInput): string {
  const parts = [
    q.referencia,
    transportModeCode(q.tipoTransporte),
    fold(q.tipoEnvio ?? ''),
    placeCode(q.ciudadOrigen, q.aeropuertoOrigen),
    placeCode(q.ciudadDestino, q.aeropuertoDestino),
    typeof q.pesoBrutoKg === 'number' && q.pesoBrutoKg > 0 ? `${fmt(q.pesoBrutoKg, 2)} kg` : '',
    typeof q.volumenM3 === 'number' && q.volumenM3 > 0 ? `${fmt(q.volumenM3, 3)} m3` : '',
    q.mercaderia ?? '',
  ]
    .map((p) => cleanFileNamePart(p ?? ''))
    // A part of only dots would make '..' names.
    .filter((p) => p !== '' && !/^\.+$/.test(p));
  if (!parts.length) return QUOTE_FILENAME_FALLBACK;
  let base = parts.join(' - ');
  const room = QUOTE_FILENAME_MAX - '.pdf'.length;
  // Cut by code points so an accent or emoji is never split in half.
  if (base.length > room) {
    const chars = Array.from(base);
    base = '';
    for (const ch of chars) {
      if (base.length + ch.length > room) break;
      base += ch;
    }
    base = base.replace(/[\s\-.]+$/, '');
  }
  return `${base}.pdf`;
}
