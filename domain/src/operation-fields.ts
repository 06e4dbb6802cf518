/**
 * The freight operation's fields: one catalogue for every screen and server reader.
 *
 * An operation's mode, weight, dimensions, places and dates are not deal columns but deal custom-field
 * rows keyed by strings (the spec's "custom-field keys written when an operation is created" and "deal
 * keys used by the operation view"). This file is the one place those keys, their
 * labels, input kinds, stored types and pick-lists are written; the new-operation form, the operation
 * view, the quote's key aliases, the cost sheet, the checklists, the kanban card and the statistics take
 * their keys from here (typed as `OperationFieldKey`, so a key that is not in the catalogue does not
 * compile). Published migrations keep their own frozen copies. If a fact ever becomes a real column, this
 * is the one list to change.
 *
 * Labels are the spec's words. `label` is the operation view's (its "Operation details" and "Dates and
 * conditions": "shipment type", "gross weight in kg"); it is also the label a new row is
 * stored with, so the history and the REST reads name a field the way the operation view does. The
 * new-operation form names some fields differently on purpose (its required fields are "transport type,
 * cargo class, … quantity", its hint "transporte, clase, …"): those carry `createLabel`.
 */

/** How a screen edits the field. */
export type OperationInputKind = 'text' | 'textarea' | 'date' | 'number' | 'select' | 'shipper';

/** The custom-field type a new row is stored with (the server's CUSTOM_FIELD_TYPES). */
export type OperationFieldType = 'text' | 'number' | 'date' | 'select';

/** The managed parameter lists whose active values are the choices of a select. */
export const OPERATION_PARAM_LISTS = ['tipo_operacion', 'modalidad_carga', 'tipo_carga', 'incoterm'] as const;
export type OperationParamList = (typeof OPERATION_PARAM_LISTS)[number];

/** Where the operation view shows a field: its two editable sections, or nowhere (kept, read by other screens). */
export type OperationSection = 'details' | 'conditions' | null;

export interface OperationFieldSpec {
  key: string;
  /** The operation view's label, also stored with a new row. */
  label: string;
  /** The new-operation form's own label, where the spec names the field differently there. */
  createLabel?: string;
  input: OperationInputKind;
  type: OperationFieldType;
  /** The parameter list of a select's choices. */
  param?: OperationParamList;
  section: OperationSection;
  /** Written by the new-operation form: 'required' ones must be filled before it creates. */
  onCreate: 'required' | 'optional' | null;
  /** Computed by the operation view from these fields and stored with them (not typed there). */
  computedFrom?: readonly string[];
}

/**
 * The catalogue, in the operation view's order (details, then dates and conditions), then the fields it
 * keeps without showing them for editing.
 */
export const OPERATION_FIELDS = [
  { key: 'doc_master', label: 'Doc. master', input: 'text', type: 'text', section: 'details', onCreate: null },
  { key: 'doc_house', label: 'Doc. house', input: 'text', type: 'text', section: 'details', onCreate: null },
  { key: 'shipper', label: 'Shipper', input: 'shipper', type: 'text', section: 'details', onCreate: null },
  { key: 'proveedor', label: 'Proveedor', input: 'text', type: 'text', section: 'details', onCreate: null },
  { key: 'tipo_operacion', label: 'Tipo de operación', input: 'select', type: 'select', param: 'tipo_operacion', section: 'details', onCreate: 'optional' },
  { key: 'mercaderia', label: 'Mercadería', input: 'text', type: 'text', section: 'details', onCreate: 'required' },
  {
    key: 'modalidad_carga',
    label: 'Tipo de envío',
    createLabel: 'Transporte',
    input: 'select',
    type: 'select',
    param: 'modalidad_carga',
    section: 'details',
    onCreate: 'required',
  },
  {
    key: 'modo_tramo_principal',
    label: 'Tramo principal (multimodal)',
    createLabel: 'Tramo principal',
    input: 'select',
    type: 'select',
    param: 'modalidad_carga',
    section: 'details',
    onCreate: 'optional',
  },
  { key: 'tipo_carga', label: 'Tipo de carga', createLabel: 'Clase', input: 'select', type: 'select', param: 'tipo_carga', section: 'details', onCreate: 'required' },
  { key: 'origen_pto', label: 'Origen', input: 'text', type: 'text', section: 'details', onCreate: 'required' },
  { key: 'destino_pto', label: 'Destino', input: 'text', type: 'text', section: 'details', onCreate: 'required' },
  { key: 'peso_bruto', label: 'Peso bruto (kg)', createLabel: 'Peso bruto', input: 'text', type: 'text', section: 'details', onCreate: 'optional' },
  { key: 'cant_bultos', label: 'Cantidad de bultos', createLabel: 'Cantidad', input: 'number', type: 'number', section: 'details', onCreate: 'required' },
  { key: 'dimensiones', label: 'Dimensiones (L x A x H [x cant.], en metros)', input: 'textarea', type: 'text', section: 'details', onCreate: null },
  { key: 'observaciones', label: 'Observaciones', input: 'textarea', type: 'text', section: 'details', onCreate: null },
  { key: 'f_inicio', label: 'Fecha de inicio', input: 'date', type: 'date', section: 'conditions', onCreate: null },
  { key: 'f_cotiz', label: 'Fecha de cotización', input: 'date', type: 'date', section: 'conditions', onCreate: null },
  { key: 'f_confirm', label: 'Fecha de confirmación', input: 'date', type: 'date', section: 'conditions', onCreate: null },
  { key: 'incoterm', label: 'Incoterm', input: 'select', type: 'select', param: 'incoterm', section: 'conditions', onCreate: null },
  { key: 'seguro', label: 'Seguro', input: 'select', type: 'select', section: 'conditions', onCreate: null },
  { key: 'tipo_seguro', label: 'Tipo de seguro', input: 'text', type: 'text', section: 'conditions', onCreate: null },
  { key: 'condicion', label: 'Condición', input: 'text', type: 'text', section: 'conditions', onCreate: null },
  /** Written with the shipper when it was picked from the organizations. */
  { key: 'shipper_org_id', label: 'Shipper (organización)', input: 'text', type: 'number', section: null, onCreate: null },
  /** Typed on creation; afterwards the operation view computes it from the dimensions. */
  { key: 'vol_m3', label: 'Volumen (m³)', input: 'text', type: 'text', section: null, onCreate: 'optional', computedFrom: ['dimensiones'] },
  /** The volumetric weight of the mode's factor (the main leg's for a multimodal operation). */
  {
    key: 'peso_vol',
    label: 'Peso volumétrico (kg)',
    input: 'text',
    type: 'text',
    section: null,
    onCreate: null,
    computedFrom: ['dimensiones', 'modalidad_carga', 'modo_tramo_principal'],
  },
  { key: 'unidad_bulto', label: 'Unidad', input: 'select', type: 'select', section: null, onCreate: 'required' },
  /** Older names of the master and house documents (the spec's deal keys), read by the cost sheet when doc_master / doc_house are empty. */
  { key: 'm_awb', label: 'Master AWB', input: 'text', type: 'text', section: null, onCreate: null },
  { key: 'h_bl', label: 'House B/L', input: 'text', type: 'text', section: null, onCreate: null },
  /** The contact's phone of an operation brought from the original system: 'Datos generales' shows it when the contact has none. */
  { key: 'telefono', label: 'Teléfono', input: 'text', type: 'text', section: null, onCreate: null },
] as const satisfies readonly OperationFieldSpec[];

export type OperationFieldKey = (typeof OPERATION_FIELDS)[number]['key'];
export type OperationField = OperationFieldSpec & { key: OperationFieldKey };

const BY_KEY: ReadonlyMap<string, OperationField> = new Map(OPERATION_FIELDS.map((f) => [f.key, f as OperationField]));

/** Whether a custom-field key is one of the operation's fields. */
export function isOperationFieldKey(key: string): key is OperationFieldKey {
  return BY_KEY.has(key);
}

/** The catalogue entry of a key, or undefined for any other custom field. */
export function findOperationField(key: string): OperationField | undefined {
  return BY_KEY.get(key);
}

/** The catalogue entry of a known key. */
export function operationField(key: OperationFieldKey): OperationField {
  return BY_KEY.get(key)!;
}

/** The fields of one section of the operation view, in its order. */
export function operationSection(section: Exclude<OperationSection, null>): OperationField[] {
  return OPERATION_FIELDS.filter((f) => f.section === section) as OperationField[];
}

/** The fields the operation view computes (not typed there) and stores with a save. */
export const COMPUTED_OPERATION_FIELDS: readonly OperationField[] = OPERATION_FIELDS.filter((f) => 'computedFrom' in f) as OperationField[];

/** The fields the computed ones depend on: a change to one of them recomputes them. */
export const COMPUTED_INPUT_KEYS: readonly OperationFieldKey[] = [
  ...new Set(COMPUTED_OPERATION_FIELDS.flatMap((f) => (f.computedFrom ?? []) as OperationFieldKey[])),
];

/** The keys the new-operation form must fill before it creates (its submit stays disabled until then). */
export const REQUIRED_ON_CREATE_KEYS: readonly OperationFieldKey[] = OPERATION_FIELDS.filter((f) => f.onCreate === 'required').map((f) => f.key);

/** The keys the new-operation form writes, required or not. */
export const CREATE_FIELD_KEYS: readonly OperationFieldKey[] = OPERATION_FIELDS.filter((f) => f.onCreate !== null).map((f) => f.key);

/** The operation's mode of transport (aéreo, marítimo, terrestre, multimodal): shipments, checklists and the cost sheet read it. */
export const MODE_FIELD_KEY = 'modalidad_carga' satisfies OperationFieldKey;

/** The day the operation was confirmed: an operation is confirmed once it is set (in transit, targets, checklists). */
export const CONFIRM_DATE_FIELD_KEY = 'f_confirm' satisfies OperationFieldKey;

/** The day the operation was quoted (the kanban card's age, the quoting targets). */
export const QUOTE_DATE_FIELD_KEY = 'f_cotiz' satisfies OperationFieldKey;

/** The kind of operation (importación, exportación, …), a managed parameter list. */
export const OPERATION_TYPE_FIELD_KEY = 'tipo_operacion' satisfies OperationFieldKey;

/** The contact's phone kept with an operation from the original system (a fallback of 'Datos generales'). */
export const CONTACT_PHONE_FIELD_KEY = 'telefono' satisfies OperationFieldKey;

/** The fields an operation's measures read: weight, volume or dimensions, and the mode whose factor applies. */
export const MEASURE_FIELD_KEYS = ['peso_bruto', 'dimensiones', 'vol_m3', 'modalidad_carga', 'modo_tramo_principal'] as const satisfies readonly OperationFieldKey[];

/** The new-operation form's label of a field: its own where the spec names it differently, else the operation view's. */
export function createLabel(key: OperationFieldKey): string {
  const f = operationField(key);
  return f.createLabel ?? f.label;
}

/**
 * A custom-field write of the operation screen's save (saveOperation): the catalogue's label and type
 * for a key it knows (used only when the row is new), the key itself and text otherwise; an empty value
 * clears the field.
 */
export function operationFieldInput(key: string, value: string): { key: string; label: string; type: OperationFieldType; value: string | null } {
  const f = findOperationField(key);
  const text = value.trim();
  return { key, label: f?.label ?? key, type: f?.type ?? 'text', value: text === '' ? null : text };
}
