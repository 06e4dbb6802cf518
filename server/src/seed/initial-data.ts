/** Initial data of an empty database (spec part 1 §2, part 2 §9). */
import { CLOSE_REASONS_PARAM, DEFAULT_CLOSE_REASONS } from '@crm/domain';

export const SEED_BUSINESS_UNITS = [
  { name: 'Cargo', keySlug: 'atm-cargo' },
  { name: 'Rayflex', keySlug: 'industrial-rayflex' },
  { name: 'Boplan', keySlug: 'industrial-boplan' },
] as const;

export const SEED_PIPELINE = {
  name: 'Operaciones',
  stages: ['Prospecto', 'Cotizar', 'Cotizado', 'Conf a Coord', 'En tránsito', 'Entregado', 'Cerrado'],
} as const;

/** Labels for contacts (person) and organizations; seeded only while the labels table is empty. */
export const SEED_LABELS: readonly { name: string; scope: 'person' | 'organization'; color: string }[] = [
  { name: 'Decisor', scope: 'person', color: '#2563eb' },
  { name: 'Operativo', scope: 'person', color: '#0d9488' },
  { name: 'Administración', scope: 'person', color: '#9333ea' },
  { name: 'Cliente', scope: 'organization', color: '#16a34a' },
  { name: 'Prospecto', scope: 'organization', color: '#f59e0b' },
  { name: 'Agente', scope: 'organization', color: '#0ea5e9' },
  { name: 'Proveedor', scope: 'organization', color: '#64748b' },
];

/** Pick-list parameters; `ord` is assigned in steps of 10 in this order. */
export const SEED_PARAMS: Record<string, readonly string[]> = {
  tipo_operacion: ['IMPORT', 'EXPORT'],
  modalidad_carga: ['AEREO', 'MARITIMO', 'FLUVIAL', 'TERRESTRE', 'MULTIMODAL'],
  tipo_carga: ['LCL', 'FCL'],
  [CLOSE_REASONS_PARAM]: DEFAULT_CLOSE_REASONS,
  incoterm: ['EXW', 'FCA', 'FAS', 'FOB', 'CFR', 'CIF', 'CPT', 'CIP', 'DAP', 'DPU', 'DDP'],
  org_tipo: ['Cliente', 'Agente', 'Proveedor', 'Transportista', 'Aseguradora'],
  org_rubro: ['Seguro', 'Importador', 'Exportador', 'Industria', 'Comercio', 'Agroindustria', 'Construcción', 'Logística'],
  org_operacion: ['Importación', 'Exportación', 'Importación y exportación'],
  quote_validez: ['7 DIAS', '15 DIAS', '30 DIAS'],
  quote_condicion_venta: ['CREDITO', 'CONTADO'],
  quote_plazo_credito: ['15 DIAS', '30 DIAS', '45 DIAS', '60 DIAS'],
  quote_forma_pago: ['TRANSFERENCIA', 'CHEQUE', 'EFECTIVO'],
  quote_incluye: [
    'Flete internacional',
    'Gastos en origen',
    'Seguro de carga',
    'Despacho aduanero',
    'Entrega en depósito del cliente',
  ],
  quote_no_incluye: [
    'Impuestos y tasas aduaneras',
    'Almacenaje en destino',
    'Gastos en destino no detallados',
    'Inspecciones y verificaciones',
  ],
};
