import { OPERATION_PARAM_LISTS } from './operation-fields';

/**
 * Parameter values (pick-lists and kanban settings), spec part 2 §9. A per-workspace override uses
 * the same key with two underscores and the business unit's slug: `kanban_hide_stages__atm-cargo`.
 */
export const MANAGED_PARAM_KEYS = [
  'org_tipo',
  'org_rubro',
  'org_operacion',
  ...OPERATION_PARAM_LISTS,
  'kanban_stage_labels',
  'kanban_hide_stages',
  'kanban_pipeline_id',
  'quote_validez',
  'quote_condicion_venta',
  'quote_plazo_credito',
  'quote_forma_pago',
  'quote_incluye',
  'quote_no_incluye',
  'kanban_pipeline',
  'kanban_stage_alias',
  'kanban_hide_stage',
  'volumetric_factor_mode',
  'volumetric_divisor_air',
  'volumetric_divisor_courier',
  'volumetric_divisor_road',
  'volumetric_divisor_sea',
  'volumetric_divisor_river',
  'motivo_cierre',
  // The stage an operation moves to when its quote is accepted (quote-status.ts QUOTE_ACCEPTED_STAGE_PARAM).
  'etapa_presupuesto_aceptado',
  'documento_tipo',
  // IVA per line: the default rate of sale rows without one (cost-sheet-iva.ts IVA_DEFAULT_PARAM_KEYS).
  'iva_defecto_flete',
  'iva_defecto_gastos_locales',
  'iva_defecto_seguro',
  // Shipment execution (shipment.ts): ports UN/LOCODE, airports IATA ('CODE Name') and carriers.
  'puerto',
  'aeropuerto',
  'transportista',
  // The company's bank accounts a receipt's money lands in (receipts BANK_ACCOUNT_PARAM).
  'cuenta_bancaria',
] as const;
export type ManagedParamKey = (typeof MANAGED_PARAM_KEYS)[number];

export const PARAM_KEY_MAX = 120;
export const PARAM_VALUE_MAX = 1000;
export const PARAM_ORD_STEP = 10;
export const WORKSPACE_SEPARATOR = '__';

/**
 * A base key of lowercase words joined by single underscores, optionally `__` + a workspace slug
 * (lowercase words joined by hyphens, like business_units.key_slug).
 */
const PARAM_KEY = /^[a-z0-9]+(?:_[a-z0-9]+)*(?:__[a-z0-9]+(?:-[a-z0-9]+)*)?$/;

/** The form of a business unit's key_slug (the `{slug}` of /workspace/{slug}). */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export function isParamKey(key: unknown): key is string {
  return typeof key === 'string' && key.length <= PARAM_KEY_MAX && PARAM_KEY.test(key);
}

/** The override key of `key` for the workspace `slug`. */
export function workspaceParamKey(key: string, slug: string): string {
  return `${key}${WORKSPACE_SEPARATOR}${slug}`;
}

/** `kanban_hide_stages__atm-cargo` → { base: 'kanban_hide_stages', slug: 'atm-cargo' }; without a suffix slug is null. */
export function splitParamKey(key: string): { base: string; slug: string | null } {
  const i = key.lastIndexOf(WORKSPACE_SEPARATOR);
  if (i <= 0 || i + WORKSPACE_SEPARATOR.length >= key.length) return { base: key, slug: null };
  return { base: key.slice(0, i), slug: key.slice(i + WORKSPACE_SEPARATOR.length) };
}

/** A new value goes 10 above the last one (spec part 2 §5 "Parameter administration"). */
export function nextParamOrd(existing: readonly number[]): number {
  return (existing.length ? Math.max(...existing) : 0) + PARAM_ORD_STEP;
}
