import type { CostSheetPayload } from './cost-sheet';
import { costSheetSaleLines, DEFAULT_IVA_DEFAULTS, type IvaDefaults } from './cost-sheet-iva';
import type { IvaRate } from './fiscal-money';
import type { OperationFieldKey } from './operation-fields';
import { equipmentLabel, WM_BASIS } from './freight-equipment';
import { formatMoney } from './money';
import { addTags, customFieldNumber, emptyQuote, type Quote, type QuoteItem, QUOTE_DEFAULTS, quoteItemAmount, quoteTaxOf } from './quote';

/**
 * Prefill of the quote screen (spec part 2 §2, §5 "matches custom-field keys accent-insensitively by
 * exact key or by pattern, with defaults", §9 "sales rows use total, or usdXKg times weight").
 */

/** The part of the cost sheet the quote reads (spec part 2 §3 "Cost sheet payload"). */
export interface QuotePrefillCostSheet {
  header: { gsRate?: number | null; pesoKg?: number | null; allInEnabled?: boolean | null; allInServiceName?: string | null };
  ventaRows: ReadonlyArray<{ concepto?: string | null; total?: number | null; usdXKg?: number | null; lockPerKg?: boolean | null; ventaInt?: number | null; iva?: IvaRate | string | null; equipo?: string | null; cantidad?: number | null; usdXUnidad?: number | null }>;
  locCliRows: ReadonlyArray<{ concepto?: string | null; gs?: number | null; iva?: IvaRate | string | null }>;
  segVentaRows: ReadonlyArray<{ concepto?: string | null; usd?: number | null; iva?: IvaRate | string | null }>;
}

export interface QuotePrefillDeal {
  reference?: string | null;
  orgName?: string | null;
  contactName?: string | null;
}

export interface QuotePrefillField {
  key: string;
  value?: string | null;
}

/** 'Qué Incluye', 'que-incluye' and 'QUE_INCLUYE' are the same key: accents folded, lowercase, separators '_'. */
export function foldKey(key: string): string {
  return key
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim()
    .replace(/[\s\-.]+/g, '_');
}

export interface FieldMatcher {
  /** Tried first, in order (already folded). */
  keys: readonly string[];
  /** Tried on the folded key when no exact key has a value. */
  pattern?: RegExp;
}

/** An operation field's own key (operation-fields.ts): a key the catalogue does not have does not compile. */
const own = (key: OperationFieldKey): string => key;

/** Where each quote field may come from among the operation's custom fields: the operation's own key first (one key per fact, quote-operation-fields.ts). */
export const QUOTE_FIELD_MATCHERS = {
  tipoOperacion: { keys: [own('tipo_operacion')], pattern: /^tipo_?de_?operacion|^operacion_?tipo/ },
  tipoTransporte: { keys: [own('modalidad_carga'), 'tipo_transporte', 'transporte', 'modo'], pattern: /transporte|modalidad/ },
  tipoEnvio: { keys: [own('tipo_carga'), 'tipo_envio'], pattern: /envio|tipo_?de_?carga/ },
  incoterms: { keys: [own('incoterm'), 'incoterms'], pattern: /incoterm/ },
  paisOrigen: { keys: ['pais_origen'], pattern: /pais.*origen|origen.*pais/ },
  paisDestino: { keys: ['pais_destino'], pattern: /pais.*destino|destino.*pais/ },
  ciudadOrigen: { keys: ['ciudad_origen', own('origen_pto'), 'origen'], pattern: /ciudad.*origen|origen.*ciudad|(puerto|pto).*origen|origen.*(puerto|pto)/ },
  ciudadDestino: { keys: ['ciudad_destino', own('destino_pto'), 'destino'], pattern: /ciudad.*destino|destino.*ciudad|(puerto|pto).*destino|destino.*(puerto|pto)/ },
  aeropuertoOrigen: { keys: ['aeropuerto_origen'], pattern: /aeropuerto.*origen|origen.*aeropuerto/ },
  aeropuertoDestino: { keys: ['aeropuerto_destino'], pattern: /aeropuerto.*destino|destino.*aeropuerto/ },
  volumenM3: { keys: [own('vol_m3'), 'volumen_m3', 'volumen'], pattern: /^vol/ },
  pesoBrutoKg: { keys: [own('peso_bruto'), 'peso_bruto_kg'], pattern: /peso.*bruto/ },
  mercaderia: { keys: [own('mercaderia')], pattern: /mercader|commodity/ },
  seguroTipo: { keys: [own('tipo_seguro'), 'seguro_tipo'], pattern: /seguro.*tipo|tipo.*seguro/ },
  seguroMontoUsd: { keys: ['seguro_monto_usd', 'monto_seguro', 'valor_asegurado'], pattern: /seguro.*(monto|valor)|(monto|valor).*(seguro|asegurad)/ },
  aseguradora: { keys: ['aseguradora'], pattern: /aseguradora/ },
  observaciones: { keys: [own('observaciones'), 'observacion'], pattern: /^observ/ },
  validezOferta: { keys: ['validez_oferta', 'validez'], pattern: /validez/ },
  condicionVenta: { keys: ['condicion_venta', own('condicion')], pattern: /condicion.*venta/ },
  plazoCredito: { keys: ['plazo_credito'], pattern: /plazo/ },
  formaPago: { keys: ['forma_pago', 'forma_de_pago'], pattern: /forma.*pago|medio.*pago/ },
  queIncluye: { keys: ['que_incluye', 'incluye'], pattern: /^(?!.*no_?incluye).*incluye/ },
  queNoIncluye: { keys: ['que_no_incluye', 'no_incluye'], pattern: /no_?incluye/ },
} satisfies Record<string, FieldMatcher>;

export type QuoteFieldName = keyof typeof QUOTE_FIELD_MATCHERS;

/**
 * The value of the first custom field whose folded key equals one of `m.keys` (in that order), else
 * of the first whose folded key matches `m.pattern`. Empty values do not count.
 */
export function matchCustomField(fields: readonly QuotePrefillField[], m: FieldMatcher): string | null {
  const folded = fields
    .filter((f) => typeof f.value === 'string' && f.value.trim() !== '')
    .map((f) => ({ key: foldKey(f.key), value: (f.value as string).trim() }));
  for (const k of m.keys) {
    const hit = folded.find((f) => f.key === k);
    if (hit) return hit.value;
  }
  if (m.pattern) {
    const hit = folded.find((f) => m.pattern!.test(f.key));
    if (hit) return hit.value;
  }
  return null;
}

/** The operation's IMPORT/EXPORT (spec part 1) reads as the quote's IMPORTACION/EXPORTACION. */
function operationTypeText(v: string): string {
  const f = foldKey(v);
  if (f === 'import' || f === 'importacion') return 'IMPORTACION';
  if (f === 'export' || f === 'exportacion') return 'EXPORTACION';
  return v;
}

const lines = (v: string | null): string[] =>
  (v ?? '')
    .split(/\r\n|\r|\n/)
    .map((s) => s.trim())
    .filter(Boolean);

/**
 * The sheet's sale lines (costSheetSaleLines, the one rule for everything billed from a sheet) as items: quantity 1,
 * USD, each line's own IVA rate (rows without one take the parameter defaults: freight exenta, local charges and
 * insurance 10 %). A sale row uses its total, else (or when its per-kg rate is locked) usdXKg × the weight of the
 * sheet; an 'All in' sheet bills its freight as one line named after its service. Rows without concept and amount
 * are skipped.
 */
export function itemsFromCostSheet(sheet: QuotePrefillCostSheet, defaults: IvaDefaults = DEFAULT_IVA_DEFAULTS): QuoteItem[] {
  const id = (i: number) => String(i);
  const payload = {
    header: sheet.header,
    compraRows: [],
    ventaRows: sheet.ventaRows.map((r, i) => ({ ...r, id: id(i), concepto: r.concepto ?? '' })),
    locRows: [],
    locCliRows: sheet.locCliRows.map((r, i) => ({ ...r, id: id(i), concepto: r.concepto ?? '' })),
    segCostoRows: [],
    segVentaRows: sheet.segVentaRows.map((r, i) => ({ ...r, id: id(i), concepto: r.concepto ?? '' })),
  } as CostSheetPayload;
  return costSheetSaleLines(payload, defaults).map((l) => {
    const base = { servicio: l.concepto, observacion: '', moneda: 'USD' as const, precio: l.amountUsd, cantidad: QUOTE_DEFAULTS.cantidad, impuesto: quoteTaxOf(l.iva) };
    const eq = l.equipment;
    if (!eq) return base;
    // Containers bill as quantity × rate per container ("2 × 40'HC"): the quote's line amount is the sheet's to the cent.
    if (eq.equipo !== WM_BASIS && Number.isInteger(eq.cantidad) && eq.cantidad > 0 && quoteItemAmount({ cantidad: eq.cantidad, precio: eq.usdXUnidad }) === l.amountUsd)
      return { ...base, servicio: `${l.concepto} ${eq.equipo}`.trim(), cantidad: eq.cantidad, precio: eq.usdXUnidad };
    // W/M (fractional revenue tons): one line for the amount, the basis in its observation.
    return { ...base, observacion: `${equipmentLabel(eq)} × USD ${formatMoney(eq.usdXUnidad)}` };
  });
}

export interface QuotePrefillInput {
  deal: QuotePrefillDeal;
  customFields: readonly QuotePrefillField[];
  costSheet?: QuotePrefillCostSheet | null;
  /** Today as YYYY-MM-DD (passed in: domain code reads no clock). */
  today: string;
  /** The parameter defaults of rows without a rate (built-in defaults when not given). */
  ivaDefaults?: IvaDefaults;
}

/** A new quote for the operation: deal data, its custom fields (or the defaults of spec part 2 §9) and the cost sheet's items. */
export function prefillQuote(input: QuotePrefillInput): Quote {
  const q = emptyQuote(input.today);
  const get = (name: QuoteFieldName) => matchCustomField(input.customFields, QUOTE_FIELD_MATCHERS[name]);
  q.referencia = input.deal.reference ?? '';
  q.cliente = input.deal.orgName ?? '';
  q.contacto = input.deal.contactName ?? '';
  const textFields = [
    'incoterms',
    'tipoTransporte',
    'tipoEnvio',
    'paisOrigen',
    'paisDestino',
    'ciudadOrigen',
    'ciudadDestino',
    'aeropuertoOrigen',
    'aeropuertoDestino',
    'mercaderia',
    'seguroTipo',
    'aseguradora',
    'observaciones',
    'validezOferta',
    'condicionVenta',
    'plazoCredito',
    'formaPago',
  ] as const;
  for (const name of textFields) {
    const v = get(name);
    if (v !== null) q[name] = v;
  }
  const op = get('tipoOperacion');
  if (op !== null) q.tipoOperacion = operationTypeText(op);
  q.volumenM3 = customFieldNumber(get('volumenM3'), 3);
  q.pesoBrutoKg = customFieldNumber(get('pesoBrutoKg'), 2);
  q.seguroMontoUsd = customFieldNumber(get('seguroMontoUsd'), 2);
  q.queIncluye = addTags([], lines(get('queIncluye')));
  q.queNoIncluye = addTags([], lines(get('queNoIncluye')));
  q.items = input.costSheet ? itemsFromCostSheet(input.costSheet, input.ivaDefaults) : [];
  return q;
}
