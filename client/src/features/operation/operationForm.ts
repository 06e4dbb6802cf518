import {
  checkNumberInput,
  COMPUTED_INPUT_KEYS,
  COMPUTED_OPERATION_FIELDS,
  CONTACT_PHONE_FIELD_KEY,
  DEFAULT_VOLUMETRIC_SETTINGS,
  MAIN_LEG_FIELD_KEY,
  type MeasureFigures,
  measureFigures,
  NUMBER_RULES,
  type NumberInputRule,
  type OperationField,
  operationField,
  type OperationInputKind,
  operationMeasures,
  type OperationParamList,
  operationSection,
  parseDimensions,
  transportModeCode,
  type VolumetricSettings,
  volumetricSettingsFromParams,
} from '@crm/domain';
import type { CustomFieldType, OperationParamsQuery, OperationViewQuery } from '../../gql/graphql';

export type OperationDeal = OperationViewQuery['deal'];
export type FieldValues = Record<string, string>;

export type FieldKind = OperationInputKind;

export interface OperationFieldDef {
  key: string;
  label: string;
  kind: FieldKind;
  /** The custom-field type written for a new field. */
  type: CustomFieldType;
  /** Parameter key of the choices (select). */
  param?: ParamKey;
}

export type ParamKey = OperationParamList;

/** Spec part 2 §5: fallbacks when a parameter has no active values. */
export const PARAM_FALLBACKS: Record<ParamKey, readonly string[]> = {
  tipo_operacion: ['IMPORT', 'EXPORT'],
  modalidad_carga: ['AEREO', 'FLUVIAL', 'TERRESTRE'],
  tipo_carga: ['LCL', 'FCL'],
  incoterm: [],
};

/** A field of the domain's catalogue (operation-fields) as this screen edits it. */
const def = (f: OperationField): OperationFieldDef => ({ key: f.key, label: f.label, kind: f.input, type: f.type, ...(f.param ? { param: f.param } : {}) });

/** 'Detalles de la operación' (spec part 2 §2), custom-field keys of spec part 2 §3. */
export const DETAIL_FIELDS: readonly OperationFieldDef[] = operationSection('details').map(def);

/** 'Fechas y condiciones'. The insurance select offers only X (spec part 2 §5). */
export const CONDITION_FIELDS: readonly OperationFieldDef[] = operationSection('conditions').map(def);

export const INSURANCE_CHOICES = ['X'] as const;

/** Written with the shipper when it was picked from the organizations. */
export const SHIPPER_ORG_FIELD: OperationFieldDef = def(operationField('shipper_org_id'));
/** Computed from the dimensions and written with them, so other screens (cost sheet, quote) read them. */
export const COMPUTED_FIELDS: readonly OperationFieldDef[] = COMPUTED_OPERATION_FIELDS.map(def);

const ALL_FIELDS: readonly OperationFieldDef[] = [...DETAIL_FIELDS, ...CONDITION_FIELDS, SHIPPER_ORG_FIELD, ...COMPUTED_FIELDS];

export function fieldDef(key: string): OperationFieldDef | undefined {
  return ALL_FIELDS.find((f) => f.key === key);
}

/** The deal's custom fields as key → text ('' when empty). */
export function fieldValues(deal: Pick<OperationDeal, 'customFields'>): FieldValues {
  const v: FieldValues = {};
  for (const f of deal.customFields) v[f.key] = f.value ?? '';
  return v;
}

/** Choices of a select: active parameter values by ord, else the spec's fallbacks; the stored value is always offered. */
export function paramChoices(params: OperationParamsQuery['params'] | undefined, key: ParamKey, current = ''): string[] {
  const group = params?.find((g) => g.key === key);
  const active = (group?.values ?? [])
    .filter((v) => v.active)
    .slice()
    .sort((a, b) => a.ord - b.ord)
    .map((v) => v.value);
  const list = active.length ? active : [...PARAM_FALLBACKS[key]];
  return current && !list.includes(current) ? [current, ...list] : list;
}

/** Numeric fields of the edit mode and their rules (nothing lost silently). */
export const NUMERIC_FIELD_RULES: Readonly<Record<string, NumberInputRule>> = {
  peso_bruto: NUMBER_RULES.weightKg,
  cant_bultos: NUMBER_RULES.packages,
};

/**
 * Errors of the numeric fields the user changed (a value stored long ago that does not read as a
 * number does not block saving other fields), by key.
 */
export function numericFieldErrors(initial: FieldValues, current: FieldValues): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const key of changedKeys(initial, current)) {
    const rule = NUMERIC_FIELD_RULES[key];
    const error = rule ? checkNumberInput(current[key], rule).error : null;
    if (error) errors[key] = error;
  }
  return errors;
}

/** Keys whose value differs from the loaded one (spec part 2 §4: only changed custom fields are written). */
export function changedKeys(initial: FieldValues, current: FieldValues): string[] {
  return Object.keys(current).filter((k) => (current[k] ?? '').trim() !== (initial[k] ?? '').trim());
}

/** First non-empty of the given values. */
function firstOf(...values: Array<string | null | undefined>): string {
  for (const v of values) if (v && v.trim()) return v.trim();
  return '';
}

/** 'Datos generales' (read-only): from the organization and contact, else the custom-field keys of spec part 2 §3. */
export function generalData(deal: OperationDeal, v: FieldValues) {
  return {
    client: firstOf(deal.orgName),
    ruc: firstOf(deal.orgRuc, v.org_ruc, v.ruc),
    address: firstOf(deal.orgAddress, v.org_address, v.address),
    companyPhone: firstOf(deal.orgPhone, v.org_phone, v.phone),
    companyEmail: firstOf(deal.orgEmail, v.org_email, v.email),
    contactName: firstOf(deal.contactName),
    contactPhone: firstOf(deal.contactPhone, v[CONTACT_PHONE_FIELD_KEY]),
    contactEmail: firstOf(deal.contactEmail),
  };
}

export interface Measures {
  volumeM3: number;
  /** 'Peso volumétrico' with the factor of the chargeable weight (domain chargeableWeight). */
  volumetricKg: number;
  grossKg: number | null;
  /** Chargeable weight per the mode's factor (chargeable weight per mode). */
  chargeableKg: number;
  /** Which factor: 'Aéreo 1:6000'. */
  factorLabel: string;
  /** Parts of the dimensions text that were skipped. */
  skipped: string[];
  /** Both weights and the factor as every screen shows them (domain measureFigures). */
  figures: MeasureFigures;
}

/**
 * Volume from the dimensions (spec part 2 §5; the stored vol_m3 when no part parses), and the volumetric
 * and chargeable weights of one factor per transport mode (domain operationMeasures, the same the server
 * uses for the cost sheet).
 */
export function measures(v: FieldValues, settings: VolumetricSettings = DEFAULT_VOLUMETRIC_SETTINGS): Measures {
  const m = operationMeasures(v, settings);
  return {
    volumeM3: m.volumeM3,
    volumetricKg: m.volumetricKg,
    grossKg: m.grossKg,
    chargeableKg: m.chargeable.chargeableKg,
    factorLabel: m.chargeable.label,
    skipped: m.skipped,
    figures: measureFigures(m.chargeable),
  };
}

/** The chargeable-weight settings of the loaded parameter groups (divisors, legacy mode). */
export function volumetricSettingsOf(params: OperationParamsQuery['params'] | undefined): VolumetricSettings {
  return volumetricSettingsFromParams((params ?? []).flatMap((g) => g.values.map((v) => ({ key: g.key, value: v.value, active: v.active }))));
}

/** The main-leg field only matters (and only shows) for a multimodal operation, or when it holds a value. */
export function showsMainLeg(v: FieldValues): boolean {
  return transportModeCode(v.modalidad_carga) === 'MUL' || Boolean(v[MAIN_LEG_FIELD_KEY]?.trim());
}

/**
 * Stored forms of the computed values (plain decimals with a point, like other numeric custom fields);
 * peso_vol is the volumetric weight of the mode's factor, the one the screens show.
 */
export function computedFieldValues(v: FieldValues, settings: VolumetricSettings = DEFAULT_VOLUMETRIC_SETTINGS): FieldValues {
  const dims = parseDimensions(v.dimensiones ?? '');
  if (!dims.parts.length) return {};
  return { vol_m3: dims.volumeM3.toFixed(3), peso_vol: operationMeasures(v, settings).volumetricKg.toFixed(2) };
}

/** Fields the computed values depend on: the volume (dimensiones) and the factor (mode, main leg). */
const MEASURE_INPUT_KEYS: readonly string[] = COMPUTED_INPUT_KEYS;

/** The computed values to store with a save: recomputed only when one of their inputs changed. */
export function computedChanges(loaded: FieldValues, values: FieldValues, settings: VolumetricSettings = DEFAULT_VOLUMETRIC_SETTINGS): FieldValues {
  return changedKeys(loaded, values).some((k) => MEASURE_INPUT_KEYS.includes(k)) ? computedFieldValues(values, settings) : {};
}

/** mailto: to the contact with the reference in the subject (the 'send email' button). */
export function mailtoHref(deal: Pick<OperationDeal, 'contactEmail' | 'reference' | 'title'>): string {
  const subject = encodeURIComponent(`${deal.reference} — ${deal.title}`);
  return `mailto:${deal.contactEmail ? encodeURIComponent(deal.contactEmail).replace(/%40/g, '@') : ''}?subject=${subject}`;
}

/** The deal's own fields beside the custom fields when a refused save is compared (never sent as keys). */
export const DESCRIPTION_KEY = '__description';
export const VALUE_KEY = '__value';

const OWN_LABELS: Record<string, string> = { [DESCRIPTION_KEY]: 'Descripción', [VALUE_KEY]: 'Valor aproximado (USD)' };

/** The label a field is shown with ('Doc. master', 'Descripción'); the key when the catalogue does not know it. */
export function editLabel(key: string): string {
  return OWN_LABELS[key] ?? fieldDef(key)?.label ?? key;
}

/** A field both people changed: what this user typed and what the other one saved. */
export interface EditConflict {
  key: string;
  label: string;
  mine: string;
  theirs: string;
}

/**
 * After a save refused because someone else saved first (CONFLICT): nothing of the user's is lost. The
 * form keeps every value the user changed from `base` (what the form was loaded with) and takes the other
 * person's saved values for the rest, so saving again never puts back an old value the user did not
 * touch. `conflicts` are the fields both changed to different values, with both values to show.
 */
export function rebaseEdits(base: FieldValues, mine: FieldValues, theirs: FieldValues): { values: FieldValues; conflicts: EditConflict[] } {
  const same = (a: string | undefined, b: string | undefined) => (a ?? '').trim() === (b ?? '').trim();
  const values: FieldValues = { ...theirs };
  const conflicts: EditConflict[] = [];
  for (const key of new Set([...Object.keys(base), ...Object.keys(mine)])) {
    if (same(mine[key], base[key])) continue;
    values[key] = mine[key] ?? '';
    if (!same(theirs[key], base[key]) && !same(theirs[key], mine[key])) {
      conflicts.push({ key, label: editLabel(key), mine: (mine[key] ?? '').trim(), theirs: (theirs[key] ?? '').trim() });
    }
  }
  return { values, conflicts };
}
