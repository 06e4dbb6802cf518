/**
 * The audit timeline: how an audit event reads in Spanish. Events store raw values
 * (`meta.changes = { field: [old, new] }`, ids and codes as written); labels are resolved when the
 * history is read, so a renamed stage shows its current name and a private record's name only reaches
 * who may see it. Pure: the server passes the names it looked up.
 */
import type { CostRow, CostSheetPayload, InsuranceRow, LocalCostRow } from './cost-sheet';
import { BUDGET_ACTION_LABELS, BUDGET_STATUS_LABELS, isBudgetStatus } from './budget';
import { isRevisionStatus, REVISION_STATUS_LABELS } from './cost-sheet-revisions';
import { dealFileTypeLabel, formatFileSize } from './deal-files';
import { equipmentTotal, isEquipmentRow } from './freight-equipment';
import { formatMoney } from './money';
import { type OperationFieldKey, operationField } from './operation-fields';
import { ROLE_LABELS, type Role } from './permissions';
import { VISIBILITY_LABELS, isVisibility } from './visibility';
import { lazy } from './lazy';

/** The filter of the Historial tab. */
export const AUDIT_KINDS = ['cambios', 'archivos', 'presupuesto', 'actividades'] as const;
export type AuditKind = (typeof AUDIT_KINDS)[number];

export const AUDIT_KIND_LABELS: Record<AuditKind, string> = {
  cambios: 'Cambios',
  archivos: 'Archivos',
  presupuesto: 'Presupuesto',
  actividades: 'Actividades',
};

/** Entities (audit_events.entity) of each kind that is not 'cambios'; budget transitions are actions `budget_*`. */
export const AUDIT_KIND_ENTITIES: Record<Exclude<AuditKind, 'cambios'>, readonly string[]> = {
  archivos: ['deal_file'],
  presupuesto: ['cost_sheet', 'cost_sheet_revision', 'deal_quote'],
  actividades: ['activity', 'followup_call', 'followup_note'],
};

export function isAuditKind(v: unknown): v is AuditKind {
  return typeof v === 'string' && (AUDIT_KINDS as readonly string[]).includes(v);
}

export function auditKindOf(entity: string, action: string): AuditKind {
  if (action.startsWith('budget_')) return 'presupuesto';
  for (const kind of ['archivos', 'presupuesto', 'actividades'] as const) {
    if (AUDIT_KIND_ENTITIES[kind].includes(entity)) return kind;
  }
  return 'cambios';
}

/** The records a history can be asked for. */
export const AUDIT_RECORDS = ['deal', 'organization', 'contact'] as const;
export type AuditRecord = (typeof AUDIT_RECORDS)[number];

export const AUDIT_ENTITY_LABELS: Record<string, string> = {
  deal: 'Operación',
  organization: 'Organización',
  contact: 'Contacto',
  activity: 'Actividad',
  followup_call: 'Llamada',
  followup_note: 'Nota de seguimiento',
  deal_file: 'Archivo',
  deal_quote: 'Cotización',
  cost_sheet: 'Planilla de costos',
  cost_sheet_revision: 'Revisión de la planilla',
  custom_field: 'Campo personalizado',
  pipeline: 'Pipeline',
  stage: 'Etapa',
  param: 'Parámetro',
  user: 'Usuario',
  label: 'Etiqueta',
  business_unit: 'Unidad de negocio',
  webhook: 'Webhook',
  catalog_item: 'Ítem del catálogo',
  fiscal_settings: 'Datos fiscales',
  invoice: 'Factura',
  credit_note: 'Nota de crédito',
};

export function auditEntityLabel(entity: string): string {
  return AUDIT_ENTITY_LABELS[entity] ?? humanize(entity);
}

const ACTION_LABELS: Record<string, string> = {
  create: 'Creación',
  update: 'Cambio',
  delete: 'Eliminación',
  restore: 'Restauración',
  login: 'Inicio de sesión',
  logout: 'Cierre de sesión',
  milestone: 'Hito',
  issue: 'Emisión',
  cancel: 'Anulación',
};

export function auditActionLabel(action: string): string {
  if (action.startsWith('budget_')) {
    const a = action.slice('budget_'.length) as keyof typeof BUDGET_ACTION_LABELS;
    return BUDGET_ACTION_LABELS[a] ? `Presupuesto: ${BUDGET_ACTION_LABELS[a]}` : humanize(action);
  }
  return ACTION_LABELS[action] ?? humanize(action);
}

/** Fields whose value is the id of another record: the reader replaces it with that record's name. */
export const AUDIT_REF_FIELDS = {
  stageId: 'stage',
  pipelineId: 'pipeline',
  orgId: 'organization',
  contactId: 'contact',
  personId: 'contact',
  dealId: 'deal',
  advisorUserId: 'user',
  ownerUserId: 'user',
  createdByUserId: 'user',
  updatedByUserId: 'user',
  userId: 'user',
  businessUnitId: 'business_unit',
  stageOrder: 'stage',
} as const;
export type AuditRefKind = (typeof AUDIT_REF_FIELDS)[keyof typeof AUDIT_REF_FIELDS];

export function auditRefKind(field: string): AuditRefKind | null {
  return (AUDIT_REF_FIELDS as Record<string, AuditRefKind>)[leaf(field)] ?? null;
}

/** Known fields; anything else falls back to its key in words ('closeReason' → 'Close reason'). */
export const AUDIT_FIELD_LABELS: Record<string, string> = {
  title: 'Título',
  description: 'Descripción',
  value: 'Valor',
  status: 'Estado',
  stageId: 'Etapa',
  pipelineId: 'Pipeline',
  orgId: 'Organización',
  contactId: 'Contacto',
  personId: 'Contacto',
  dealId: 'Operación',
  advisorUserId: 'Ejecutivo de cuenta',
  ownerUserId: 'Responsable',
  createdByUserId: 'Creado por',
  updatedByUserId: 'Modificado por',
  userId: 'Usuario',
  businessUnitId: 'Unidad de negocio',
  reference: 'Referencia',
  name: 'Nombre',
  razonSocial: 'Razón social',
  ruc: 'RUC',
  email: 'Email',
  phone: 'Teléfono',
  address: 'Dirección',
  city: 'Ciudad',
  country: 'País',
  website: 'Sitio web',
  notes: 'Notas',
  visibility: 'Visibilidad',
  labelId: 'Etiqueta',
  labels: 'Etiquetas',
  role: 'Rol',
  isActive: 'Activo',
  budgetStatus: 'Estado del presupuesto',
  budgetProfitValue: 'Profit del presupuesto',
  revisionStatus: 'Estado de la revisión',
  confirmedProfit: 'Profit confirmado',
  version: 'Versión',
  versionNo: 'Versión',
  totalCostos: 'Total costos',
  totalVentas: 'Total ventas',
  profitGeneral: 'Profit general',
  totalUsd: 'Total USD',
  pesoKg: 'Peso (kg)',
  gsRate: 'Cotización Gs',
  modo: 'Modo',
  clase: 'Clase',
  awb: 'AWB',
  hbl: 'HBL',
  mercaderia: 'Mercadería',
  compraRows: 'Filas de compra',
  ventaRows: 'Filas de venta',
  locRows: 'Filas de gastos locales',
  locCliRows: 'Filas de gastos locales (cliente)',
  segCostoRows: 'Filas de seguro (costo)',
  segVentaRows: 'Filas de seguro (venta)',
  type: 'Tipo',
  subject: 'Asunto',
  dueDate: 'Vencimiento',
  done: 'Hecha',
  content: 'Contenido',
  happenedAt: 'Fecha',
  durationMin: 'Duración (min)',
  filename: 'Archivo',
  mimeType: 'Tipo de archivo',
  sizeBytes: 'Tamaño',
  key: 'Clave',
  color: 'Color',
  slug: 'Slug',
  orderIndex: 'Orden',
  probability: 'Probabilidad',
  closeReason: 'Motivo de cierre',
  lostReason: 'Motivo de pérdida',
  wonReason: 'Motivo de ganada',
  closedAt: 'Cerrada el',
  exchangeRate: 'Tipo de cambio',
  rate: 'Tipo de cambio',
  currency: 'Moneda',
  chargeableKg: 'Peso tasable (kg)',
  password: 'Contraseña',
  stageOrder: 'Orden de las etapas',
  items: 'Ítems',
  // Catalogue items (domain/catalog.ts).
  sku: 'Código',
  unit: 'Unidad',
  price: 'Precio',
  taxRate: 'IVA',
  modes: 'Modalidades',
  active: 'Activo',
};

/** An operation's custom fields (spec part 2 §5) as the operation view names them; other keys read as «key». */
const AUDITED_OPERATION_FIELDS = [
  'peso_vol',
  'vol_m3',
  'peso_bruto',
  'cant_bultos',
  'dimensiones',
  'f_inicio',
  'f_cotiz',
  'f_confirm',
  'doc_master',
  'doc_house',
  'tipo_operacion',
  'modalidad_carga',
  'modo_tramo_principal',
  'tipo_carga',
  'origen_pto',
  'destino_pto',
  'tipo_seguro',
  'condicion',
] as const satisfies readonly OperationFieldKey[];

/** The labels of the operation fields catalogue; a history line names the dimensions without the input's format hint. */
export const CUSTOM_FIELD_AUDIT_LABELS: Record<string, string> = {
  ...Object.fromEntries(AUDITED_OPERATION_FIELDS.map((k) => [k, operationField(k).label])),
  dimensiones: 'Dimensiones',
};

/** Custom fields stored as plain decimals with a point ('240.48'): shown as es-PY numbers ('240,48'). */
const DECIMAL_FIELDS = new Set(['peso_vol', 'vol_m3', 'peso_bruto', 'cant_bultos', 'volumen_m3', 'peso_bruto_kg', 'seguro_monto_usd']);

const MONEY_FIELDS = new Set(['value', 'budgetProfitValue', 'confirmedProfit', 'totalCostos', 'totalVentas', 'profitGeneral', 'totalUsd', 'amount', 'price', 'cost']);

const MODE_LABELS: Record<string, string> = { air: 'Aéreo', ocean: 'Marítimo', road: 'Terrestre', multimodal: 'Multimodal' };
const DEAL_STATUS_LABELS: Record<string, string> = { open: 'Abierta', won: 'Ganada', lost: 'Perdida' };
const ACTIVITY_TYPE_LABELS: Record<string, string> = { task: 'Tarea', call: 'Llamada', meeting: 'Reunión', email: 'Email', note: 'Nota' };

/** 'aereo.consignee' → 'consignee'; a mode document's fields are stored as `<mode>.<key>`. */
function leaf(field: string): string {
  const i = field.lastIndexOf('.');
  return i < 0 ? field : field.slice(i + 1);
}

/** 'closeReason' / 'close_reason' → 'Close reason'. */
export function humanize(key: string): string {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_\-.]+/g, ' ')
    .trim()
    .toLowerCase();
  return words ? words[0].toUpperCase() + words.slice(1) : key;
}

const ROW_SECTION_LABELS: Record<string, string> = {
  compraRows: 'Compra',
  ventaRows: 'Venta',
  locRows: 'Gastos locales',
  locCliRows: 'Gastos locales (cliente)',
  segCostoRows: 'Seguro (costo)',
  segVentaRows: 'Seguro (venta)',
};

/** A cost-sheet row's field: `<section>[<concepto>]`, its amount as old → new. */
const ROW_FIELD = /^(\w+)\[(.*)\]$/s;

/**
 * The Spanish label of a changed field; `<mode>.<key>` (mode details) reads 'Aéreo: <key>' and a cost
 * sheet row `compraRows[Flete]` reads 'Compra: Flete'.
 */
export function auditFieldLabel(field: string): string {
  const known = AUDIT_FIELD_LABELS[field];
  if (known) return known;
  const row = ROW_FIELD.exec(field);
  if (row) return `${ROW_SECTION_LABELS[row[1]] ?? humanize(row[1])}: ${row[2] || 'sin concepto'}`;
  const dot = field.indexOf('.');
  if (dot > 0) {
    const head = field.slice(0, dot);
    const rest = field.slice(dot + 1);
    return `${MODE_LABELS[head] ?? humanize(head)}: ${auditFieldLabel(rest)}`;
  }
  return humanize(field);
}

const dateFormatter = lazy(() => new Intl.DateTimeFormat('es-PY', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' }));
const dateTimeFormatter = lazy(() => new Intl.DateTimeFormat('es-PY', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'America/Asuncion',
}));
const numberFormatter = lazy(() => new Intl.NumberFormat('es-PY', { maximumFractionDigits: 6 }));

const MAX_TEXT = 300;

/** Looks up the display name of a referenced record; undefined when unknown (deleted). */
export type AuditNameLookup = (kind: AuditRefKind, id: number) => string | undefined;

export const AUDIT_EMPTY = '—';
/** What a reader who may not see a private organization or contact reads instead of its name. */
export const AUDIT_PRIVATE = 'Registro privado';

/** One old or new value as the timeline shows it. */
export function formatAuditValue(field: string, value: unknown, names: AuditNameLookup = () => undefined): string {
  if (value === null || value === undefined || value === '') return AUDIT_EMPTY;
  if (ROW_FIELD.test(field) && typeof value === 'number') return formatMoney(value);
  const key = leaf(field);
  const ref = auditRefKind(field);
  if (ref && (typeof value === 'number' || (typeof value === 'string' && /^\d+$/.test(value)))) {
    const id = Number(value);
    return names(ref, id) ?? `#${id} (eliminado)`;
  }
  if (typeof value === 'boolean') return value ? 'Sí' : 'No';
  if (typeof value === 'number') {
    if (MONEY_FIELDS.has(key)) return formatMoney(value);
    if (key === 'sizeBytes') return formatFileSize(value);
    return numberFormatter().format(value);
  }
  if (typeof value === 'string') {
    if (key === 'status' && DEAL_STATUS_LABELS[value]) return DEAL_STATUS_LABELS[value];
    if (key === 'budgetStatus' && isBudgetStatus(value)) return BUDGET_STATUS_LABELS[value];
    if (key === 'revisionStatus' && isRevisionStatus(value)) return REVISION_STATUS_LABELS[value];
    if (key === 'visibility' && isVisibility(value)) return VISIBILITY_LABELS[value];
    if (key === 'role' && value in ROLE_LABELS) return ROLE_LABELS[value as Role];
    if (key === 'modo' || key === 'mode') return MODE_LABELS[value] ?? value;
    if (key === 'type' && ACTIVITY_TYPE_LABELS[value]) return ACTIVITY_TYPE_LABELS[value];
    if (key === 'type') return dealFileTypeLabel(value);
    if (MONEY_FIELDS.has(key) && /^-?\d+(\.\d+)?$/.test(value)) return formatMoney(Number(value));
    if (DECIMAL_FIELDS.has(key) && /^-?\d+(\.\d+)?$/.test(value)) return numberFormatter().format(Number(value));
    if (/^\d{4}-\d{2}-\d{2}$/.test(value)) {
      const d = new Date(`${value}T00:00:00Z`);
      if (!Number.isNaN(d.getTime())) return dateFormatter().format(d); // '2026-13-45' (a free-form text) stays as typed
    }
    if (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(value)) {
      const d = new Date(value);
      if (!Number.isNaN(d.getTime())) return dateTimeFormatter().format(d);
    }
    return cut(value);
  }
  if (Array.isArray(value)) return value.length ? cut(value.map((v) => formatAuditValue(field, v, names)).join(', ')) : AUDIT_EMPTY;
  return cut(JSON.stringify(value));
}

function cut(text: string): string {
  return text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT - 1)}…` : text;
}

/** The Historial line of a custom field's value: its Spanish name, es-PY numbers and dates. */
export function customFieldChangeLine(key: string, oldValue: unknown, newValue: unknown): AuditChangeLine {
  const value = (v: unknown) => formatAuditValue(DECIMAL_FIELDS.has(key) ? key : 'text', v);
  const label = CUSTOM_FIELD_AUDIT_LABELS[key] ?? `Campo «${key}»`;
  return { field: `custom:${key}`, label, oldValue: value(oldValue), newValue: value(newValue) };
}

export interface AuditChangeLine {
  field: string;
  label: string;
  oldValue: string;
  newValue: string;
}

/** `meta.changes` as lines; anything that is not a `{ field: [old, new] }` map reads as nothing. */
export function auditChangeLines(changes: unknown, names: AuditNameLookup = () => undefined, prefix = ''): AuditChangeLine[] {
  if (!changes || typeof changes !== 'object' || Array.isArray(changes)) return [];
  const out: AuditChangeLine[] = [];
  for (const [field, pair] of Object.entries(changes as Record<string, unknown>)) {
    if (field === 'password' || field === 'passwordHash') {
      out.push({ field, label: AUDIT_FIELD_LABELS.password, oldValue: '••••', newValue: '••••' });
      continue;
    }
    const name = prefix ? `${prefix}.${field}` : field;
    const [oldV, newV] = Array.isArray(pair) && pair.length === 2 ? pair : [undefined, pair];
    out.push({ field: name, label: auditFieldLabel(name), oldValue: formatAuditValue(name, oldV, names), newValue: formatAuditValue(name, newV, names) });
  }
  return out;
}

/** Ids each referenced kind needs looked up for `changes`. */
export function auditRefIds(changes: unknown, into: Map<AuditRefKind, Set<number>>): void {
  if (!changes || typeof changes !== 'object' || Array.isArray(changes)) return;
  for (const [field, pair] of Object.entries(changes as Record<string, unknown>)) {
    const kind = auditRefKind(field);
    if (!kind || !Array.isArray(pair)) continue;
    for (const v of pair.flat()) {
      const id = typeof v === 'number' ? v : typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : null;
      if (id === null) continue;
      let set = into.get(kind);
      if (!set) into.set(kind, (set = new Set()));
      set.add(id);
    }
  }
}

type SheetRows = Pick<CostSheetPayload, 'compraRows' | 'ventaRows' | 'locRows' | 'locCliRows' | 'segCostoRows' | 'segVentaRows'>;
const ROW_SECTIONS = Object.keys(ROW_SECTION_LABELS) as Array<keyof SheetRows>;

function rowAmount(r: CostRow | LocalCostRow | InsuranceRow): number | null {
  // An equipment row's amount is its quantity × rate per unit, so a change of containers shows in the log.
  const v = 'gs' in r ? r.gs : 'usd' in r ? r.usd : isEquipmentRow(r as CostRow) ? equipmentTotal(r as CostRow) : ((r as CostRow).total ?? (r as CostRow).usdXKg);
  return typeof v === 'number' ? v : null;
}

/**
 * Which cost-sheet rows a save added, removed or changed, as `{ 'compraRows[Flete]': [old, new] }`
 * (the row's amount; null when the row did not exist). Rows are matched by their id.
 */
export function costSheetRowChanges(before: SheetRows | null, after: SheetRows): Record<string, [unknown, unknown]> {
  const out: Record<string, [unknown, unknown]> = {};
  for (const section of ROW_SECTIONS) {
    const prev = new Map<string, CostRow | LocalCostRow | InsuranceRow>((before?.[section] ?? []).map((r) => [r.id, r]));
    for (const r of after[section] ?? []) {
      const p = prev.get(r.id);
      prev.delete(r.id);
      const now = rowAmount(r);
      if (!p) out[`${section}[${r.concepto}]`] = [null, now];
      else if (p.concepto !== r.concepto || rowAmount(p) !== now) out[`${section}[${r.concepto}]`] = [rowAmount(p), now];
    }
    for (const p of prev.values()) out[`${section}[${p.concepto}]`] = [rowAmount(p), null];
  }
  return out;
}
