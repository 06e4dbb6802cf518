import {
  MILESTONE_PLANNED_FIELD,
  SHIPMENT_FIELDS,
  shipmentErrors,
  type ShipmentFieldSpec,
  type ShipmentMode,
  type ShipmentValues,
} from '@crm/domain';
import type { SaveShipmentInput, ShipmentFieldsFragment } from '../../gql/graphql';

/** One container row of the ocean form (texts as typed). */
export interface ContainerRow {
  type: string;
  number: string;
  seal: string;
}
/** One leg row of the multimodal form. */
export interface LegRow {
  mode: string;
  carrier: string;
  from: string;
  to: string;
  reference: string;
  etd: string;
  eta: string;
}
/** A milestone row of the timeline (days 'YYYY-MM-DD' or ''). */
export interface MilestoneRow {
  code: string;
  label: string;
  planned: string;
  actual: string;
}

/** The 'Embarque' form of one mode: every field as the text in its input. */
export interface ShipmentFormState {
  mode: ShipmentMode;
  fields: Record<string, string>;
  containers: ContainerRow[];
  legs: LegRow[];
  milestones: MilestoneRow[];
}

export const EMPTY_CONTAINER: ContainerRow = { type: '', number: '', seal: '' };
export const EMPTY_LEG: LegRow = { mode: '', carrier: '', from: '', to: '', reference: '', etd: '', eta: '' };

const str = (v: unknown): string => (v === null || v === undefined ? '' : typeof v === 'boolean' ? (v ? 'si' : 'no') : String(v));

/** The scalar fields of a mode's form, in the table's order (containers and legs have their own editors). */
export function scalarFields(mode: ShipmentMode): ShipmentFieldSpec[] {
  return SHIPMENT_FIELDS[mode].filter((f) => f.kind !== 'containers' && f.kind !== 'legs');
}

/** The form as the server has it (the operation's shipment, one mode). */
export function formOf(shipment: ShipmentFieldsFragment, mode: ShipmentMode): ShipmentFormState {
  const typed = shipment[mode] as unknown as Record<string, unknown>;
  const fields = Object.fromEntries(scalarFields(mode).map((f) => [f.field, str(typed[f.field])]));
  const containers = mode === 'ocean' ? shipment.ocean.containers.map((c) => ({ type: str(c.type), number: str(c.number), seal: str(c.seal) })) : [];
  const legs =
    mode === 'multimodal'
      ? shipment.multimodal.legs.map((l) => ({ mode: str(l.mode), carrier: str(l.carrier), from: str(l.from), to: str(l.to), reference: str(l.reference), etd: str(l.etd), eta: str(l.eta) }))
      : [];
  // The timeline belongs to the operation's own mode; another mode's form has none.
  const milestones = shipment.mode === mode ? shipment.milestones.map((m) => ({ code: m.code, label: m.label, planned: str(m.planned), actual: str(m.actual) })) : [];
  return { mode, fields, containers, legs, milestones };
}

/** A typed number from what a person typed ('1.250,5' or '1250.5'); NaN when it is not one. */
export function parseTyped(text: string): number {
  const t = text.trim().replace(/\s/g, '');
  if (!t) return NaN;
  // es-PY: dots group thousands and the comma is the decimal mark; a lone dot is a decimal point.
  const normal = t.includes(',') ? t.replace(/\./g, '').replace(',', '.') : t;
  return /^-?\d+(\.\d+)?$/.test(normal) ? Number(normal) : NaN;
}

/** The typed value of one scalar field from its text (undefined: not a value the field takes). */
function typedValue(spec: ShipmentFieldSpec, text: string): ShipmentValues[string] | undefined {
  const t = text.trim();
  if (!t) return null;
  if (spec.kind === 'int' || spec.kind === 'number') {
    const n = parseTyped(t);
    return Number.isNaN(n) ? undefined : n;
  }
  if (spec.kind === 'bool') return t === 'si';
  if (spec.format) return t.toUpperCase();
  return t;
}

const NUMBER_TEXT_ERROR = 'Escribí un número (ej.: 1.250,5).';

/**
 * Field errors of the form as typed (the domain's rules: ISO 6346 check digit, place codes, ETA after
 * ETD), keyed like the server's: 'containers.0.number', 'legs.1.etd', 'eta'.
 */
export function formErrors(form: ShipmentFormState): Record<string, string> {
  const errors: Record<string, string> = {};
  const values: Partial<ShipmentValues> = {};
  for (const spec of scalarFields(form.mode)) {
    const v = typedValue(spec, form.fields[spec.field] ?? '');
    if (v === undefined) errors[spec.field] = NUMBER_TEXT_ERROR;
    else values[spec.field] = v;
  }
  if (form.mode === 'ocean') values.containers = form.containers.map((c) => ({ type: c.type || null, number: c.number || null, seal: c.seal || null }));
  if (form.mode === 'multimodal') values.legs = form.legs.map((l) => ({ mode: l.mode || null, carrier: l.carrier || null, from: l.from || null, to: l.to || null, reference: l.reference || null, etd: l.etd || null, eta: l.eta || null }));
  return { ...shipmentErrors(form.mode, values), ...errors };
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The saveShipment input of what changed (null when no detail changed); milestones are saved apart. */
export function shipmentInput(dealId: number, base: ShipmentFormState, form: ShipmentFormState): SaveShipmentInput | null {
  const changed: Record<string, unknown> = {};
  for (const spec of scalarFields(form.mode)) {
    const text = form.fields[spec.field] ?? '';
    if (text.trim() === (base.fields[spec.field] ?? '').trim()) continue;
    changed[spec.field] = typedValue(spec, text) ?? null;
  }
  if (form.mode === 'ocean' && !same(form.containers, base.containers)) {
    changed.containers = form.containers
      .filter((c) => c.type || c.number.trim() || c.seal.trim())
      .map((c) => ({ type: c.type || null, number: c.number.trim() || null, seal: c.seal.trim() || null }));
  }
  if (form.mode === 'multimodal' && !same(form.legs, base.legs)) {
    changed.legs = form.legs.map((l) => Object.fromEntries(Object.entries(l).map(([k, v]) => [k, v.trim() || null])));
  }
  if (!Object.keys(changed).length) return null;
  return { dealId, mode: form.mode, [form.mode]: changed } as SaveShipmentInput;
}

/**
 * The milestones whose planned or actual day changed. Departure and arrival planned are the form's ETD and
 * ETA (one store, domain MILESTONE_PLANNED_FIELD): they travel with the details, not here.
 */
export function milestoneChanges(base: ShipmentFormState, form: ShipmentFormState): Array<{ code: string; planned?: string | null; actual?: string | null }> {
  return form.milestones.flatMap((m) => {
    const before = base.milestones.find((b) => b.code === m.code);
    const out: { code: string; planned?: string | null; actual?: string | null } = { code: m.code };
    const docField = MILESTONE_PLANNED_FIELD[m.code as keyof typeof MILESTONE_PLANNED_FIELD];
    if (!docField && m.planned !== (before?.planned ?? '')) out.planned = m.planned || null;
    if (m.actual !== (before?.actual ?? '')) out.actual = m.actual || null;
    return Object.keys(out).length > 1 ? [out] : [];
  });
}

/** The timeline as shown while editing: departure and arrival planned follow the form's ETD and ETA. */
export function timelineOf(form: ShipmentFormState): MilestoneRow[] {
  return form.milestones.map((m) => {
    const docField = MILESTONE_PLANNED_FIELD[m.code as keyof typeof MILESTONE_PLANNED_FIELD];
    return docField ? { ...m, planned: form.fields[docField] ?? '' } : m;
  });
}

export function isDirty(base: ShipmentFormState, form: ShipmentFormState): boolean {
  return !same({ ...base, milestones: base.milestones.map((m) => [m.planned, m.actual]) }, { ...form, milestones: form.milestones.map((m) => [m.planned, m.actual]) });
}

/** The form key of a field the server blamed ('ocean.containers.0.number' → 'containers.0.number'). */
export function formErrorKey(field: string | undefined, mode: ShipmentMode): string | null {
  if (!field) return null;
  const f = field.replace(/^input\./, '');
  return f.startsWith(`${mode}.`) ? f.slice(mode.length + 1) : null;
}
