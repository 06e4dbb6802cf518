/**
 * Shipment execution: the typed per-mode details of an operation, its milestones and the place and
 * carrier lists.
 *
 * ONE STORE. The original client's operation screen keeps one free-form document per operation and mode
 * (REST-CONTRACT "Per-mode operation details": `PUT /operations/{id}/{mode}`). Our typed fields are not a
 * second copy: they are read from and written into that same document through the key table below
 * (SHIPMENT_FIELDS). Each typed field names the document keys it lives under: the first is the one
 * written when the document has none of them, the others are read (and written in place when present).
 * Keys the table does not know, and unknown keys inside containers and legs, are kept untouched.
 *
 * SPELLINGS. The keys the original client is known to send are English snake_case (REST-CONTRACT
 * "Per-mode operation details": origin_airport, pol, pod, commodity, …); the Spanish keys were our first
 * guess. Every field therefore also reads its English spelling (shipping_line, vessel, mbl, containers[].
 * number, truck_plate, …): a document in either spelling shows in our screens, and a save rewrites the key
 * the document already has, so it never ends up holding both.
 *
 * MIRRORS. The master and house documents and the gross weight already have a home in the operation's
 * fields (operation-fields.ts: doc_master, doc_house, peso_bruto), edited in the operation view's details
 * block. In a mode document they are mirrors: a read fills them from the operation field (so what our
 * screens edit reaches the original client's tab, which shows its stored document), and a document the
 * original client saves writes them back to the operation field (so what that tab edits shows in ours).
 */
import { isCalendarDate } from './dates';
import type { OperationFieldKey } from './operation-fields';
import { transportModeCode } from './quote-filename';

export const SHIPMENT_MODES = ['air', 'ocean', 'road', 'multimodal'] as const;
export type ShipmentMode = (typeof SHIPMENT_MODES)[number];

export const SHIPMENT_MODE_LABELS: Record<ShipmentMode, string> = { air: 'Aéreo', ocean: 'Marítimo', road: 'Terrestre', multimodal: 'Multimodal' };

export function isShipmentMode(v: unknown): v is ShipmentMode {
  return typeof v === 'string' && (SHIPMENT_MODES as readonly string[]).includes(v);
}

/** The mode document an operation's 'Tipo de envío' (modalidad_carga: AEREO, MARITIMO, FLUVIAL, …) is run with. */
export function shipmentModeOf(modalidad: string | null | undefined): ShipmentMode | null {
  const code = transportModeCode(modalidad);
  if (code === 'AER' || code === 'COU') return 'air';
  if (code === 'MAR' || code === 'FLU') return 'ocean';
  if (code === 'TER' || code === 'FER') return 'road';
  if (code === 'MUL') return 'multimodal';
  return null;
}

// ---------------------------------------------------------------------------------------------------
// ISO 6346 container numbers

export const CONTAINER_TYPES = ["20'ST", "40'ST", "40'HC", "20'RF", "40'RF"] as const;
export type ContainerType = (typeof CONTAINER_TYPES)[number];

const ISO6346_SHAPE = /^[A-Z]{3}[UJZ]\d{7}$/;

/** 'msku 123456-5' → 'MSKU1234565' (spaces, hyphens and slashes people type are not part of the number). */
export function normalizeContainerNumber(text: string): string {
  return text.replace(/[\s\-/.]/g, '').toUpperCase();
}

/** The letter values of ISO 6346: A=10 and up, skipping multiples of 11 (11, 22, 33). */
function letterValue(c: string): number {
  let v = 10;
  for (let code = 65; code < c.charCodeAt(0); code++) {
    v++;
    if (v % 11 === 0) v++;
  }
  return v;
}

/** The check digit of the first ten characters (owner code, category, serial), or null if they are not in that shape. */
export function iso6346CheckDigit(first10: string): number | null {
  const s = normalizeContainerNumber(first10);
  if (!/^[A-Z]{3}[UJZ]\d{6}$/.test(s)) return null;
  let sum = 0;
  for (let i = 0; i < 10; i++) {
    const c = s[i];
    const v = i < 4 ? letterValue(c) : Number(c);
    sum += v * 2 ** i;
  }
  return (sum % 11) % 10;
}

/** Whether a container number is four letters (the fourth U, J or Z), six digits and the right ISO 6346 check digit. */
export function isValidContainerNumber(text: string): boolean {
  const s = normalizeContainerNumber(text);
  if (!ISO6346_SHAPE.test(s)) return false;
  return iso6346CheckDigit(s.slice(0, 10)) === Number(s[10]);
}

/** The Spanish message for a container number that is not valid, or null when it is (or empty). */
export function containerNumberError(text: string | null | undefined): string | null {
  const s = normalizeContainerNumber(text ?? '');
  if (!s) return null;
  if (!ISO6346_SHAPE.test(s)) return 'El número de contenedor son 4 letras y 7 dígitos (ej.: MSKU1234565).';
  const digit = iso6346CheckDigit(s.slice(0, 10));
  return digit === Number(s[10]) ? null : `El dígito de control no coincide: para ${s.slice(0, 10)} es ${digit}.`;
}

// ---------------------------------------------------------------------------------------------------
// Place and carrier codes

/** A UN/LOCODE: country (2 letters) and place (3 letters or digits 2–9). */
export const UN_LOCODE = /^[A-Z]{2}[A-Z2-9]{3}$/;
/** An IATA airport code. */
export const IATA_CODE = /^[A-Z]{3}$/;

export type PlaceFormat = 'locode' | 'iata';
export const PLACE_FORMAT_ERRORS: Record<PlaceFormat, string> = {
  locode: 'Usá el código UN/LOCODE de 5 letras (ej.: PYASU).',
  iata: 'Usá el código IATA de 3 letras (ej.: ASU).',
};

/** The parameter lists of places and carriers (spec part 2 §9 parameter lists, extended by admins in Parámetros). */
export const SHIPMENT_PARAM_LISTS = ['puerto', 'aeropuerto', 'transportista'] as const;
export type ShipmentParamList = (typeof SHIPMENT_PARAM_LISTS)[number];

/** A place list value is 'CODE Name' ('PYASU Asunción'): the code is what a field stores, the name what a person reads. */
export function splitPlaceValue(value: string): { code: string; name: string } {
  const t = value.trim();
  const i = t.indexOf(' ');
  return i < 0 ? { code: t.toUpperCase(), name: '' } : { code: t.slice(0, i).toUpperCase(), name: t.slice(i + 1).trim() };
}

/** Seeded values for the region (a migration writes them once; admins add more). */
export const SEEDED_PLACES: Record<'puerto' | 'aeropuerto', readonly string[]> = {
  puerto: [
    'PYASU Asunción',
    'PYVLL Villeta',
    'PYTER Terport (Villeta)',
    'PYCAM Caacupé-mí',
    'PYCDE Ciudad del Este',
    'PYENO Encarnación',
    'ARBUE Buenos Aires',
    'ARZAE Zárate',
    'ARROS Rosario',
    'UYMVD Montevideo',
    'BRSSZ Santos',
    'BRPNG Paranaguá',
    'BRRIG Rio Grande',
    'BRITJ Itajaí',
    'USMIA Miami',
    'CNSHA Shanghai',
    'CNNGB Ningbo',
    'CNSZX Shenzhen',
    'DEHAM Hamburgo',
    'NLRTM Rotterdam',
    'ESVLC Valencia',
  ],
  aeropuerto: ['ASU Asunción (Silvio Pettirossi)', 'AGT Ciudad del Este (Guaraní)', 'GRU São Paulo (Guarulhos)', 'VCP Campinas (Viracopos)', 'EZE Buenos Aires (Ezeiza)', 'SCL Santiago', 'PTY Panamá', 'MIA Miami', 'MAD Madrid', 'FRA Fráncfort', 'PVG Shanghai (Pudong)'],
};
export const SEEDED_CARRIERS: readonly string[] = [
  'MSC',
  'Maersk',
  'Hapag-Lloyd',
  'CMA CGM',
  'COSCO',
  'ONE',
  'Evergreen',
  'LATAM Cargo',
  'Paranair',
  'Copa Airlines Cargo',
  'American Airlines Cargo',
  'Iberia Cargo',
  'Atlas Air',
];

// ---------------------------------------------------------------------------------------------------
// The key table

export type ShipmentFieldKind = 'text' | 'date' | 'int' | 'number' | 'bool' | 'containers' | 'legs';

export interface ShipmentFieldSpec {
  /** The typed field (GraphQL and the forms). */
  field: string;
  label: string;
  kind: ShipmentFieldKind;
  /** Document keys: the first is written when none is present; all are read, in order. */
  keys: readonly string[];
  /** The operation field that is this value's home (see MIRRORS above). */
  mirror?: OperationFieldKey;
  /** The parameter list that offers its values. */
  list?: ShipmentParamList;
  /** The code format a place field must have. */
  format?: PlaceFormat;
}

/** Keys of one container of an ocean document (the first written when new). */
export const CONTAINER_KEYS = { type: ['tipo', 'type', 'container_type'], number: ['numero', 'number', 'nro', 'container_number'], seal: ['precinto', 'seal', 'seal_number'] } as const;
/** Keys of one leg of a multimodal document. */
export const LEG_KEYS = {
  mode: ['modo', 'mode'],
  carrier: ['transportista', 'carrier'],
  from: ['origen', 'from'],
  to: ['destino', 'to'],
  reference: ['referencia', 'reference', 'ref'],
  etd: ['etd'],
  eta: ['eta'],
} as const;

const ETD: ShipmentFieldSpec = { field: 'etd', label: 'ETD (salida estimada)', kind: 'date', keys: ['etd'] };
const ETA: ShipmentFieldSpec = { field: 'eta', label: 'ETA (arribo estimado)', kind: 'date', keys: ['eta'] };
const GROSS: ShipmentFieldSpec = { field: 'grossKg', label: 'Peso bruto (kg)', kind: 'number', keys: ['peso_bruto', 'peso', 'gross_weight'], mirror: 'peso_bruto' };

export const SHIPMENT_FIELDS: Record<ShipmentMode, readonly ShipmentFieldSpec[]> = {
  air: [
    { field: 'airline', label: 'Aerolínea', kind: 'text', keys: ['aerolinea', 'airline'], list: 'transportista' },
    { field: 'flight', label: 'Vuelo', kind: 'text', keys: ['vuelo', 'flight', 'flight_number'] },
    { field: 'mawb', label: 'MAWB', kind: 'text', keys: ['mawb', 'awb', 'awb_number'], mirror: 'doc_master' },
    { field: 'hawb', label: 'HAWB', kind: 'text', keys: ['hawb'], mirror: 'doc_house' },
    { field: 'transshipmentAirport', label: 'Aeropuerto de trasbordo', kind: 'text', keys: ['aeropuerto_trasbordo', 'transshipment_airport'], list: 'aeropuerto', format: 'iata' },
    ETD,
    { field: 'transshipmentArrival', label: 'Llegada al trasbordo', kind: 'date', keys: ['trasbordo_llegada', 'transshipment_arrival'] },
    { field: 'transshipmentDeparture', label: 'Salida del trasbordo', kind: 'date', keys: ['trasbordo_salida', 'transshipment_departure'] },
    ETA,
    { field: 'pieces', label: 'Piezas', kind: 'int', keys: ['piezas', 'pieces'] },
    { field: 'chargeableKg', label: 'Peso tasable (kg)', kind: 'number', keys: ['peso_tasable', 'chargeable_kg', 'chargeable_weight'] },
    GROSS,
  ],
  ocean: [
    { field: 'shippingLine', label: 'Naviera', kind: 'text', keys: ['naviera', 'shipping_line'], list: 'transportista' },
    { field: 'vessel', label: 'Buque', kind: 'text', keys: ['buque', 'vessel'] },
    { field: 'voyage', label: 'Viaje', kind: 'text', keys: ['viaje', 'voyage'] },
    { field: 'transshipmentPort', label: 'Puerto de trasbordo', kind: 'text', keys: ['puerto_trasbordo', 'pts', 'transshipment_port'], list: 'puerto', format: 'locode' },
    { field: 'mbl', label: 'MBL', kind: 'text', keys: ['mbl', 'bl_master', 'master_bl'], mirror: 'doc_master' },
    { field: 'hbl', label: 'HBL', kind: 'text', keys: ['hbl', 'bl_house', 'house_bl'], mirror: 'doc_house' },
    ETD,
    ETA,
    { field: 'containers', label: 'Contenedores', kind: 'containers', keys: ['contenedores', 'containers'] },
    { field: 'freeDays', label: 'Días libres', kind: 'int', keys: ['dias_libres', 'free_days'] },
    { field: 'transitDays', label: 'Días de tránsito', kind: 'int', keys: ['dias_transito', 'transit_days'] },
    GROSS,
  ],
  road: [
    { field: 'carrier', label: 'Transportista', kind: 'text', keys: ['transportista', 'carrier'], list: 'transportista' },
    { field: 'truckPlate', label: 'Chapa del camión', kind: 'text', keys: ['placa', 'placa_camion', 'truck_plate', 'plates', 'plate'] },
    { field: 'trailerPlate', label: 'Chapa del remolque', kind: 'text', keys: ['placa_remolque', 'trailer_plate'] },
    { field: 'driver', label: 'Chofer', kind: 'text', keys: ['chofer', 'driver'] },
    { field: 'driverPhone', label: 'Teléfono del chofer', kind: 'text', keys: ['telefono_chofer', 'driver_phone'] },
    { field: 'crt', label: 'CRT', kind: 'text', keys: ['crt'], mirror: 'doc_master' },
    { field: 'micDta', label: 'MIC/DTA', kind: 'text', keys: ['mic_dta', 'mic', 'micdta'] },
    { field: 'borderCrossing', label: 'Paso de frontera', kind: 'text', keys: ['frontera', 'paso_frontera', 'border_crossing'] },
    { field: 'temperature', label: 'Temperatura', kind: 'text', keys: ['temperatura', 'temperature'] },
    { field: 'hazmat', label: 'Carga peligrosa', kind: 'bool', keys: ['peligrosa', 'hazmat'] },
    ETD,
    ETA,
    GROSS,
  ],
  multimodal: [ETD, ETA, { field: 'legs', label: 'Tramos', kind: 'legs', keys: ['tramos', 'legs'] }],
};

export interface ShipmentContainer {
  type: string | null;
  number: string | null;
  seal: string | null;
}
export interface ShipmentLeg {
  mode: string | null;
  carrier: string | null;
  from: string | null;
  to: string | null;
  reference: string | null;
  etd: string | null;
  eta: string | null;
}
export type ShipmentValue = string | number | boolean | ShipmentContainer[] | ShipmentLeg[] | null;
export type ShipmentValues = Record<string, ShipmentValue>;
export type ModeDocument = Record<string, unknown>;
/** The operation's fields a mirror reads (key → stored text or null). */
export type MirrorFields = Partial<Record<OperationFieldKey, string | null>>;

export function shipmentField(mode: ShipmentMode, field: string): ShipmentFieldSpec | undefined {
  return SHIPMENT_FIELDS[mode].find((f) => f.field === field);
}

/** 'YYYY-MM-DD' from what a document may hold: that form, an ISO date-time, or 'DD/MM/YYYY'; else null. */
export function documentDate(v: unknown): string | null {
  if (typeof v !== 'string') return null;
  const t = v.trim();
  const iso = /^(\d{4}-\d{2}-\d{2})(?:[T ].*)?$/.exec(t);
  if (iso && isCalendarDate(iso[1])) return iso[1];
  const dmy = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(t);
  if (dmy) {
    const d = `${dmy[3]}-${dmy[2].padStart(2, '0')}-${dmy[1].padStart(2, '0')}`;
    return isCalendarDate(d) ? d : null;
  }
  return null;
}

function text(v: unknown): string | null {
  if (typeof v === 'string') return v.trim() === '' ? null : v.trim();
  if (typeof v === 'number' && Number.isFinite(v)) return String(v);
  return null;
}

function numberOf(v: unknown, int: boolean): number | null {
  const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v.trim().replace(',', '.')) : NaN;
  if (!Number.isFinite(n)) return null;
  return int ? (Number.isInteger(n) ? n : null) : n;
}

function boolOf(v: unknown): boolean | null {
  if (typeof v === 'boolean') return v;
  if (v === 1 || v === '1' || v === 'true' || v === 'si' || v === 'sí') return true;
  if (v === 0 || v === '0' || v === 'false' || v === 'no') return false;
  return null;
}

const firstKey = (obj: Record<string, unknown>, keys: readonly string[]): string | undefined => keys.find((k) => Object.prototype.hasOwnProperty.call(obj, k));
const isObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);

function readItem<K extends string>(item: unknown, keys: Record<K, readonly string[]>, kinds: Partial<Record<K, 'date'>> = {}): Record<K, string | null> {
  const obj = isObject(item) ? item : {};
  return Object.fromEntries(
    (Object.keys(keys) as K[]).map((k) => {
      const at = firstKey(obj, keys[k]);
      const raw = at === undefined ? null : obj[at];
      return [k, kinds[k] === 'date' ? documentDate(raw) : text(raw)];
    }),
  ) as Record<K, string | null>;
}

/** The typed value of one field as read from a document value. */
function readValue(spec: ShipmentFieldSpec, raw: unknown): ShipmentValue {
  switch (spec.kind) {
    case 'text':
      return text(raw);
    case 'date':
      return documentDate(raw);
    case 'int':
      return numberOf(raw, true);
    case 'number':
      return numberOf(raw, false);
    case 'bool':
      return boolOf(raw);
    case 'containers':
      return Array.isArray(raw) ? raw.map((c) => readItem(c, CONTAINER_KEYS)) : [];
    case 'legs':
      return Array.isArray(raw) ? raw.map((l) => readItem(l, LEG_KEYS, { etd: 'date', eta: 'date' })) : [];
  }
}

/** A mirror's operation field as the typed value (the gross weight is a number, documents are text). */
function mirrorValue(spec: ShipmentFieldSpec, fields: MirrorFields): ShipmentValue {
  return readValue(spec, fields[spec.mirror!] ?? null);
}

/**
 * The typed fields of one mode from its stored document (null: never saved) and the operation's fields:
 * a mirror is the operation field when it has a value, else what the document holds.
 */
export function readShipment(mode: ShipmentMode, doc: ModeDocument | null, fields: MirrorFields = {}): ShipmentValues {
  const d = doc ?? {};
  const out: ShipmentValues = {};
  for (const spec of SHIPMENT_FIELDS[mode]) {
    const at = firstKey(d, spec.keys);
    const fromDoc = readValue(spec, at === undefined ? null : d[at]);
    if (spec.mirror) {
      const home = mirrorValue(spec, fields);
      out[spec.field] = home ?? fromDoc;
    } else out[spec.field] = fromDoc;
  }
  return out;
}

/** The document value of a typed scalar: text as typed, numbers as the decimal text the original client sends. */
function documentScalar(spec: ShipmentFieldSpec, v: ShipmentValue): unknown {
  if (v === null || v === undefined) return null;
  if (spec.kind === 'bool') return Boolean(v);
  if (spec.kind === 'int' || spec.kind === 'number') return String(v);
  return String(v).trim();
}

function writeItems<K extends string>(prev: unknown, items: ReadonlyArray<Record<K, string | null>>, keys: Record<K, readonly string[]>): Array<Record<string, unknown>> {
  const old = Array.isArray(prev) ? prev : [];
  return items.map((item, i) => {
    // The i-th item keeps its own unknown keys (REST-CONTRACT "Per-mode operation details": nothing dropped).
    const base: Record<string, unknown> = isObject(old[i]) ? { ...(old[i] as Record<string, unknown>) } : {};
    for (const k of Object.keys(keys) as K[]) {
      const at = firstKey(base, keys[k]) ?? keys[k][0];
      const v = item[k];
      if (v === null || v === undefined || v === '') {
        for (const key of keys[k]) delete base[key];
      } else base[at] = v;
    }
    return base;
  });
}

/** Two typed values are the same (so a save that did not change a field leaves its stored form alone). */
function sameValue(a: ShipmentValue, b: ShipmentValue): boolean {
  return JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
}

export interface ShipmentWrite {
  /** The document to store: the old one with the changed typed fields written, every other key kept. */
  doc: ModeDocument;
  /** Operation fields to write (mirrors whose value changed): key → text, null to clear. */
  fields: Array<{ key: OperationFieldKey; value: string | null }>;
}

/**
 * Writes typed values (only the fields given; undefined = leave) into a stored document. A field whose
 * value reads the same as before is not rewritten (an unreadable stored value stays as the original
 * client typed it). A cleared field removes its keys. Mirrors also go to their operation field.
 */
export function writeShipment(mode: ShipmentMode, doc: ModeDocument | null, values: Partial<ShipmentValues>, fields: MirrorFields = {}): ShipmentWrite {
  const out: ModeDocument = { ...(doc ?? {}) };
  const before = readShipment(mode, doc, fields);
  const mirrorWrites: ShipmentWrite['fields'] = [];
  for (const spec of SHIPMENT_FIELDS[mode]) {
    const next = values[spec.field];
    if (next === undefined || sameValue(next, before[spec.field])) continue;
    const at = firstKey(out, spec.keys) ?? spec.keys[0];
    if (spec.kind === 'containers') {
      out[at] = writeItems(out[at], (next ?? []) as ShipmentContainer[], CONTAINER_KEYS);
    } else if (spec.kind === 'legs') {
      out[at] = writeItems(out[at], (next ?? []) as ShipmentLeg[], LEG_KEYS);
    } else {
      const v = documentScalar(spec, next);
      if (v === null || v === '') for (const k of spec.keys) delete out[k];
      else out[at] = v;
      if (spec.mirror) mirrorWrites.push({ key: spec.mirror, value: v === null || v === '' ? null : String(v) });
    }
  }
  return { doc: out, fields: mirrorWrites };
}

/**
 * A stored document as the original client reads it (GET /operations/{id}): every mirror key it has, or
 * the first one, carries the operation field's value when that field has one. `onlyPresent`: a document
 * of another mode than the operation's gets only the keys it already has (an air AWB does not appear as
 * the MBL of an ocean document nobody wrote one in).
 */
export function documentWithMirrors(mode: ShipmentMode, doc: ModeDocument, fields: MirrorFields, onlyPresent = false): ModeDocument {
  const out = { ...doc };
  for (const spec of SHIPMENT_FIELDS[mode]) {
    if (!spec.mirror) continue;
    const home = fields[spec.mirror];
    if (home === null || home === undefined || home === '') continue;
    const present = spec.keys.filter((k) => Object.prototype.hasOwnProperty.call(out, k));
    for (const k of present.length || onlyPresent ? present : [spec.keys[0]]) out[k] = home;
  }
  return out;
}

/** Whether a mode's document is the operation's own (its 'Tipo de envío'), or the operation has none yet. */
export function isOwnModeDocument(mode: ShipmentMode, modalidad: string | null | undefined): boolean {
  const own = shipmentModeOf(modalidad);
  return own === null || own === mode;
}

/**
 * The operation fields a document saved by the original client writes (its mirrors that differ from the
 * operation field): what that tab edits shows in our screens. An empty value clears the field.
 */
export function mirrorWritesOf(mode: ShipmentMode, doc: ModeDocument, fields: MirrorFields): ShipmentWrite['fields'] {
  const out: ShipmentWrite['fields'] = [];
  const seen = new Set<string>();
  for (const spec of SHIPMENT_FIELDS[mode]) {
    if (!spec.mirror || seen.has(spec.mirror)) continue;
    const at = firstKey(doc, spec.keys);
    if (at === undefined) continue;
    const raw = doc[at];
    if (raw !== null && typeof raw !== 'string' && typeof raw !== 'number') continue;
    const value = raw === null ? null : String(raw).trim() || null;
    if (value === (fields[spec.mirror] ?? null)) continue;
    seen.add(spec.mirror);
    out.push({ key: spec.mirror, value });
  }
  return out;
}

/** The operation fields mirrors read (for a server query's select). */
export const SHIPMENT_MIRROR_KEYS: readonly OperationFieldKey[] = [...new Set(Object.values(SHIPMENT_FIELDS).flatMap((fs) => fs.flatMap((f) => (f.mirror ? [f.mirror] : []))))];

// ---------------------------------------------------------------------------------------------------
// Validation of typed values

/** Field errors of typed values (field → Spanish message); containers as `containers.<i>.number`. */
export function shipmentErrors(mode: ShipmentMode, values: Partial<ShipmentValues>): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const spec of SHIPMENT_FIELDS[mode]) {
    const v = values[spec.field];
    if (v === undefined || v === null) continue;
    if (spec.format && typeof v === 'string' && v.trim() && !(spec.format === 'locode' ? UN_LOCODE : IATA_CODE).test(v.trim().toUpperCase())) {
      errors[spec.field] = PLACE_FORMAT_ERRORS[spec.format];
    }
    if ((spec.kind === 'int' || spec.kind === 'number') && (typeof v !== 'number' || v < 0 || (spec.kind === 'int' && !Number.isInteger(v)))) {
      errors[spec.field] = spec.kind === 'int' ? 'Debe ser un número entero, 0 o más.' : 'Debe ser un número, 0 o más.';
    }
    if (spec.kind === 'date' && typeof v === 'string' && v && !isCalendarDate(v)) errors[spec.field] = 'Fecha inválida.';
    if (spec.kind === 'containers' && Array.isArray(v)) {
      (v as ShipmentContainer[]).forEach((c, i) => {
        const e = containerNumberError(c.number);
        if (e) errors[`containers.${i}.number`] = e;
        if (c.type && !(CONTAINER_TYPES as readonly string[]).includes(c.type)) errors[`containers.${i}.type`] = `Tipo de contenedor: ${CONTAINER_TYPES.join(', ')}.`;
      });
    }
    if (spec.kind === 'legs' && Array.isArray(v)) {
      (v as ShipmentLeg[]).forEach((l, i) => {
        if (l.mode && !isShipmentMode(l.mode)) errors[`legs.${i}.mode`] = 'Modo del tramo: aéreo, marítimo o terrestre.';
        for (const k of ['etd', 'eta'] as const) if (l[k] && !isCalendarDate(l[k])) errors[`legs.${i}.${k}`] = 'Fecha inválida.';
      });
    }
  }
  const etd = values.etd;
  const eta = values.eta;
  if (typeof etd === 'string' && typeof eta === 'string' && isCalendarDate(etd) && isCalendarDate(eta) && eta < etd) errors.eta = 'El arribo no puede ser antes de la salida.';
  return errors;
}

// ---------------------------------------------------------------------------------------------------
// Milestones

export const MILESTONE_CODES = ['reserva', 'retiro', 'salida', 'trasbordo', 'arribo', 'liberacion', 'entrega'] as const;
export type MilestoneCode = (typeof MILESTONE_CODES)[number];

export const MILESTONE_LABELS: Record<MilestoneCode, string> = {
  reserva: 'Reserva confirmada',
  retiro: 'Retiro',
  salida: 'Salida',
  trasbordo: 'Trasbordo',
  arribo: 'Arribo',
  liberacion: 'Liberación / aduana',
  entrega: 'Entrega',
};

/** The milestones of each mode, in order (a truck has no transshipment; its customs is at the border). */
export const MILESTONES_BY_MODE: Record<ShipmentMode, readonly MilestoneCode[]> = {
  air: MILESTONE_CODES,
  ocean: MILESTONE_CODES,
  road: ['reserva', 'retiro', 'salida', 'liberacion', 'arribo', 'entrega'],
  multimodal: MILESTONE_CODES,
};

export function isMilestoneCode(v: unknown): v is MilestoneCode {
  return typeof v === 'string' && (MILESTONE_CODES as readonly string[]).includes(v);
}

/**
 * The planned dates that are the mode document's ETD and ETA (one store: the departure milestone's plan IS
 * the ETD the form and the original client's tab show).
 */
export const MILESTONE_PLANNED_FIELD: Partial<Record<MilestoneCode, 'etd' | 'eta'>> = { salida: 'etd', arribo: 'eta' };

export interface Milestone {
  code: MilestoneCode;
  planned: string | null;
  actual: string | null;
}

export type MilestoneState = 'done' | 'late' | 'pending';

/** Done when it has its actual date; late when its planned day is before today and it has none; else pending. */
export function milestoneState(m: Pick<Milestone, 'planned' | 'actual'>, today: string): MilestoneState {
  if (m.actual) return 'done';
  if (m.planned && m.planned < today) return 'late';
  return 'pending';
}

/** The milestones of a mode in order, from stored rows (missing ones empty). */
export function milestoneList(mode: ShipmentMode, rows: ReadonlyArray<Milestone>): Milestone[] {
  const by = new Map(rows.map((r) => [r.code, r]));
  return MILESTONES_BY_MODE[mode].map((code) => ({ code, planned: by.get(code)?.planned ?? null, actual: by.get(code)?.actual ?? null }));
}

/** The next milestone: the first in order without its actual date that has a planned one (null when none). */
export function nextMilestone(list: readonly Milestone[], today: string): (Milestone & { late: boolean }) | null {
  const m = list.find((x) => !x.actual && x.planned);
  return m ? { ...m, late: milestoneState(m, today) === 'late' } : null;
}

/** The late milestones of a list (planned day passed, no actual). */
export function lateMilestones(list: readonly Milestone[], today: string): Milestone[] {
  return list.filter((m) => milestoneState(m, today) === 'late');
}

/**
 * Whose late milestones the follow-up agenda shows: operations staff (ops) and admins see every confirmed operation's,
 * anyone else those of the operations they own.
 */
export function lateAlertsScope(role: string | null | undefined): 'all' | 'mine' {
  const r = (role ?? '').trim().toLowerCase();
  return r === 'ops' || r === 'admin' ? 'all' : 'mine';
}
