import { type OperationFieldKey, type OperationFieldType, operationField } from './operation-fields';
import { customFieldNumber, type Quote } from './quote';
import { foldKey, type QuoteFieldName, QUOTE_FIELD_MATCHERS } from './quote-prefill';
import { CARGO_CLASSES, OPERATION_TYPES, TRANSPORT_MODES } from './transport';
import { parseWeightInput } from './weight';

/**
 * One key per fact on the operation. The quote screen of spec part 2 §3 names six facts the
 * operation already keeps under its own keys (spec part 2 §3 "Deal keys used by the operation view");
 * they are stored once, under the operation's key and in the operation's vocabulary, so the
 * operation view, the cost sheet, the checklist templates and the filters read what the quote saved.
 * The spec's quote keys stay readable over REST as views of the same row (`quoteKeyViews`).
 *
 * Precedence when a deal holds both keys (data written before this rule): the operation's own key
 * wins when both have a value; the quote key's value moves to the operation's key when it is the
 * only one.
 */
export interface DealKeyAlias {
  /** The key the spec's quote screen writes. */
  quoteKey: string;
  quoteLabel: string;
  quoteType: 'text' | 'number';
  /** The operation's own key: where the fact is stored. */
  key: OperationFieldKey;
  /** The operation's label and type of that key (operation-fields.ts). */
  label: string;
  type: OperationFieldType;
}

const alias = (quoteKey: string, quoteLabel: string, quoteType: 'text' | 'number', key: OperationFieldKey): DealKeyAlias => {
  const f = operationField(key);
  return { quoteKey, quoteLabel, quoteType, key, label: f.label, type: f.type };
};

export const DEAL_KEY_ALIASES: readonly DealKeyAlias[] = [
  alias('incoterms', 'Incoterms', 'text', 'incoterm'),
  alias('tipo_transporte', 'Tipo de transporte', 'text', 'modalidad_carga'),
  alias('tipo_envio', 'Tipo de envío', 'text', 'tipo_carga'),
  alias('volumen_m3', 'Volumen (m³)', 'number', 'vol_m3'),
  alias('peso_bruto_kg', 'Peso bruto (kg)', 'number', 'peso_bruto'),
  alias('seguro_tipo', 'Tipo de seguro', 'text', 'tipo_seguro'),
];

/** The alias a deal custom-field key names (exact key, as stored), or null. */
export function dealKeyAlias(quoteKey: string): DealKeyAlias | null {
  return DEAL_KEY_ALIASES.find((a) => a.quoteKey === quoteKey) ?? null;
}

/** Where a deal custom-field key is stored: the operation's key for a quote alias, else the key itself. */
export function storedDealKey(key: string): string {
  return dealKeyAlias(key)?.key ?? key;
}

const fold = (v: string) => foldKey(v).toUpperCase();

/** IMPORTACION / EXPORTACION (the quote's words) are the operation's IMPORT / EXPORT; other values as written. */
export function operationTypeValue(v: string): string {
  const f = fold(v);
  if (f === 'IMPORT' || f === 'IMPORTACION') return OPERATION_TYPES[0];
  if (f === 'EXPORT' || f === 'EXPORTACION') return OPERATION_TYPES[1];
  return v;
}

/**
 * A value the quote screen wrote, for the operation's key and in the operation's vocabulary:
 * IMPORT/EXPORT, the transport modes and cargo classes without accents ('Aéreo' → AEREO), the gross
 * weight with a decimal comma as the operation view types it (the quote's '150.5' → '150,5');
 * anything else unchanged.
 */
export function operationFieldValue(key: string, value: string | null): string | null {
  if (value === null || !value.trim()) return value;
  const v = value.trim();
  const known = (list: readonly string[]) => list.find((x) => x === fold(v)) ?? v;
  switch (key) {
    case 'tipo_operacion':
      return operationTypeValue(v);
    case 'modalidad_carga':
      return known(TRANSPORT_MODES);
    case 'tipo_carga':
      return known(CARGO_CLASSES);
    case 'peso_bruto':
      // Only for values in the quote's machine form; the operation view's own '1.250' means 1250 kg.
      return /^\d+\.\d+$/.test(v) ? v.replace('.', ',') : v;
    default:
      return value;
  }
}

/** The operation's stored value read under the spec's quote key: numbers in the machine form the quote wrote ('150.5'). */
export function quoteKeyValue(alias: DealKeyAlias, value: string | null): string | null {
  if (value === null || alias.quoteType !== 'number') return value;
  const n = alias.key === 'peso_bruto' ? parseWeightInput(value) : customFieldNumber(value, 3);
  return n === null ? value : String(n);
}

export interface DealFieldLike {
  key: string;
  value: string | null;
}

/**
 * The spec's quote keys as read-only views of the operation's rows (for the original client's REST
 * reads): one view per alias whose operation key is present and whose quote key is not stored itself.
 */
export function quoteKeyViews<F extends DealFieldLike>(fields: readonly F[]): Array<{ field: F; alias: DealKeyAlias; value: string | null }> {
  const keys = new Set(fields.map((f) => f.key));
  const out: Array<{ field: F; alias: DealKeyAlias; value: string | null }> = [];
  for (const alias of DEAL_KEY_ALIASES) {
    const field = fields.find((f) => f.key === alias.key);
    if (field && !keys.has(alias.quoteKey)) out.push({ field, alias, value: quoteKeyValue(alias, field.value) });
  }
  return out;
}

export interface OperationFieldWrite {
  key: string;
  label: string;
  type: OperationFieldType;
  value: string | null;
}

/** The quote fields a save may write to the operation (spec part 2 §3 quote keys), by form field name. */
export const QUOTE_OPERATION_FIELDS = Object.keys(QUOTE_FIELD_MATCHERS) as QuoteFieldName[];

const QUOTE_FIELD_KEYS: Record<QuoteFieldName, { key: string; label: string; type: 'text' | 'number' }> = {
  tipoOperacion: { key: 'tipo_operacion', label: 'Tipo de operación', type: 'text' },
  tipoTransporte: { key: 'tipo_transporte', label: 'Tipo de transporte', type: 'text' },
  tipoEnvio: { key: 'tipo_envio', label: 'Tipo de envío', type: 'text' },
  incoterms: { key: 'incoterms', label: 'Incoterms', type: 'text' },
  paisOrigen: { key: 'pais_origen', label: 'País de origen', type: 'text' },
  paisDestino: { key: 'pais_destino', label: 'País de destino', type: 'text' },
  ciudadOrigen: { key: 'ciudad_origen', label: 'Ciudad de origen', type: 'text' },
  ciudadDestino: { key: 'ciudad_destino', label: 'Ciudad de destino', type: 'text' },
  aeropuertoOrigen: { key: 'aeropuerto_origen', label: 'Aeropuerto de origen', type: 'text' },
  aeropuertoDestino: { key: 'aeropuerto_destino', label: 'Aeropuerto de destino', type: 'text' },
  volumenM3: { key: 'volumen_m3', label: 'Volumen (m³)', type: 'number' },
  pesoBrutoKg: { key: 'peso_bruto_kg', label: 'Peso bruto (kg)', type: 'number' },
  mercaderia: { key: 'mercaderia', label: 'Mercadería', type: 'text' },
  seguroTipo: { key: 'seguro_tipo', label: 'Tipo de seguro', type: 'text' },
  seguroMontoUsd: { key: 'seguro_monto_usd', label: 'Monto asegurado (USD)', type: 'number' },
  aseguradora: { key: 'aseguradora', label: 'Aseguradora', type: 'text' },
  observaciones: { key: 'observaciones', label: 'Observaciones', type: 'text' },
  validezOferta: { key: 'validez_oferta', label: 'Validez de la oferta', type: 'text' },
  condicionVenta: { key: 'condicion_venta', label: 'Condición de venta', type: 'text' },
  plazoCredito: { key: 'plazo_credito', label: 'Plazo de crédito', type: 'text' },
  formaPago: { key: 'forma_pago', label: 'Forma de pago', type: 'text' },
  queIncluye: { key: 'que_incluye', label: 'Qué incluye', type: 'text' },
  queNoIncluye: { key: 'que_no_incluye', label: 'Qué no incluye', type: 'text' },
};

/** The spec's quote key of a form field (also the snake_case name REST uses). */
export const quoteFieldKey = (name: QuoteFieldName): string => QUOTE_FIELD_KEYS[name].key;

function rawValue(q: Quote, name: QuoteFieldName): string | null {
  const v = q[name];
  if (Array.isArray(v)) return v.length ? v.join('\n') : null;
  if (typeof v === 'number') return String(v);
  if (typeof v === 'string') return v.trim() ? v : null;
  return null;
}

/**
 * What saving the quote writes to the operation: only the fields the user changed or confirmed
 * (`fields`), each under the key that stores its fact and in the operation's vocabulary. A field
 * left at its prefill (a default such as 'CONTRA TODO RIESGO' or the operation's own value shown
 * as IMPORTACION) is never written back.
 */
export function quoteOperationWrites(q: Quote, fields: readonly string[]): OperationFieldWrite[] {
  const wanted = new Set(fields);
  const out: OperationFieldWrite[] = [];
  for (const name of QUOTE_OPERATION_FIELDS) {
    if (!wanted.has(name)) continue;
    const spec = QUOTE_FIELD_KEYS[name];
    const alias = dealKeyAlias(spec.key);
    const value = rawValue(q, name);
    if (alias) out.push({ key: alias.key, label: alias.label, type: alias.type, value: operationFieldValue(alias.key, value) });
    else out.push({ key: spec.key, label: spec.label, type: spec.type, value: operationFieldValue(spec.key, value) });
  }
  return out;
}
