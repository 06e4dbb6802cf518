import { COMPARE_TABLE_LABELS, type CompareTable, formatMoney, isIvaRate, isRevisionStatus, IVA_RATE_LABELS, REVISION_STATUS_LABELS } from '@crm/domain';

/** The revision bar's texts (Spanish, vos). */
export const REVISION_TEXTS = {
  bar: 'Revisiones de la planilla',
  none: 'Todavía no hay revisiones: la primera (REV 01) se crea al guardar la planilla.',
  loadFailed: 'No se pudieron cargar las revisiones.',
  view: 'Ver revisión',
  current: 'actual',
  readOnly: 'Estás viendo una revisión anterior: es de solo lectura.',
  backToCurrent: 'Volver a la revisión actual',
  create: 'Nueva revisión',
  createHint: 'Se crea un borrador copiado de la revisión actual; la actual queda como está.',
  name: 'Nombre',
  namePlaceholder: 'flete corregido',
  reason: 'Motivo',
  created: 'Revisión creada.',
  createFailed: 'No se pudo crear la revisión.',
  compare: 'Comparar',
  compareTitle: 'Comparar revisiones',
  before: 'Antes',
  after: 'Después',
  compareFailed: 'No se pudo comparar las revisiones.',
  sameRevision: 'Elegí dos revisiones distintas.',
  noRowChanges: 'Las filas son iguales en las dos revisiones.',
  close: 'Cerrar',
} as const;

/** 'Borrador', 'Confirmada', 'Bloqueada (facturada)', 'Reemplazada'. */
export function revisionStatusLabel(status: string): string {
  return isRevisionStatus(status) ? REVISION_STATUS_LABELS[status] : status;
}

export const KIND_LABELS: Record<string, string> = { added: 'Agregada', removed: 'Quitada', changed: 'Cambiada' };

export function tableLabel(table: string): string {
  return COMPARE_TABLE_LABELS[table as CompareTable] ?? table;
}

/** The names of the compared fields, as the sheet labels them. */
const FIELD_LABELS: Record<string, string> = {
  concepto: 'Concepto',
  usdXKg: 'USD x kg',
  total: 'Total',
  lockPerKg: 'Auto',
  sourceId: 'Fila de compra',
  gs: 'Gs',
  usd: 'USD',
  modo: 'Modo de carga',
  clase: 'Clase de carga',
  pesoKg: 'Peso a usar (kg)',
  awb: 'AWB master',
  hbl: 'B/L house',
  mercaderia: 'Mercadería',
  gsRate: 'Tipo de cambio Gs/USD',
  iva: 'IVA',
  ventaInt: 'Venta interna',
  allInEnabled: 'All in',
  allInServiceName: 'Servicio All in',
  equipo: 'Equipo',
  cantidad: 'Cantidad',
  usdXUnidad: 'USD x unidad',
};

export function fieldLabel(field: string): string {
  return FIELD_LABELS[field] ?? field;
}

const TOTAL_LABELS: Record<string, string> = { totalCostos: 'Compra', totalVentas: 'Venta', profitGeneral: 'Profit general' };

/** Totals by their sheet names; other keys the totals function may add are shown as they come. */
export function totalLabel(key: string): string {
  return TOTAL_LABELS[key] ?? key;
}

/**
 * A compared cell (the server sends numbers in machine form) for the user: numbers in es-PY with 2 decimals,
 * booleans as Sí/No, empty as '—'. Row links (sourceId) are ids, shown only as 'vinculada'.
 */
export function cellText(field: string, value: string | null | undefined): string {
  if (value === null || value === undefined || value === '') return '—';
  if (field === 'sourceId') return 'vinculada';
  // IVA per line: the rate by its name ('IVA 5 %'), never as an amount.
  if (field === 'iva') return isIvaRate(value) ? IVA_RATE_LABELS[value] : value;
  if (value === 'true') return 'Sí';
  if (value === 'false') return 'No';
  if (field !== 'concepto' && /^-?\d+(\.\d+)?$/.test(value)) return formatMoney(Number(value));
  return value;
}

export function moneyText(n: number | null | undefined): string {
  return n === null || n === undefined ? '—' : formatMoney(n);
}
