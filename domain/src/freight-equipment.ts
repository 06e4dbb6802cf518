import { fromDecimal, lineAmount, minorToNumber } from './fiscal-money';
import { roundTo } from './money';
import { CONTAINER_TYPES } from './shipment';
import { lazy } from './lazy';

/**
 * Equipment on the cost sheet and the quote: an ocean FCL line is priced per container (type × quantity × rate per
 * container, "2 × 40'HC"), an LCL line by W/M (revenue tons × rate per revenue ton), so nobody types a total by hand.
 * A row with equipment keeps the cost sheet's columns and adds three keys (equipo, cantidad, usdXUnidad); a sheet
 * saved before knows none of them and is priced exactly as before.
 */

/** The LCL basis: weight or measure, whichever is greater (1 revenue ton = 1 m³ or 1 000 kg). */
export const WM_BASIS = 'W/M';

/** What a row may be priced per: a container type of the shipment module, or W/M. */
export const EQUIPMENT_BASES = [...CONTAINER_TYPES, WM_BASIS] as const;
export type EquipmentBasis = (typeof EQUIPMENT_BASES)[number];

export function isEquipmentBasis(v: unknown): v is EquipmentBasis {
  return typeof v === 'string' && (EQUIPMENT_BASES as readonly string[]).includes(v);
}

/** Containers per line, and revenue tons per line, are bounded like any other cell. */
export const EQUIPMENT_LIMITS = { maxQuantity: 10_000, quantityDecimals: 3 } as const;

export const EQUIPMENT_MESSAGES = {
  basis: `El equipo debe ser uno de: ${EQUIPMENT_BASES.join(', ')}.`,
  quantity: `La cantidad debe ser un número entre 0 y ${EQUIPMENT_LIMITS.maxQuantity}.`,
  containers: 'La cantidad de contenedores debe ser un número entero.',
} as const;

/** The equipment part of a purchase or sale row. */
export interface EquipmentCells {
  equipo?: string | null;
  cantidad?: number | null;
  usdXUnidad?: number | null;
}

const finite = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

/**
 * Revenue tons of an LCL shipment, W/M: the greater of its volume (m³) and its weight in metric tons, to three
 * decimals (kilograms); a missing figure counts 0.
 */
export function revenueTons(volumeM3: number | null | undefined, weightKg: number | null | undefined): number {
  const m3 = finite(volumeM3) && volumeM3 > 0 ? volumeM3 : 0;
  const t = finite(weightKg) && weightKg > 0 ? weightKg / 1000 : 0;
  return roundTo(Math.max(m3, t), EQUIPMENT_LIMITS.quantityDecimals);
}

/** Whether a row is priced per equipment: a known basis with its quantity and its rate per unit. */
export function isEquipmentRow(row: EquipmentCells | null | undefined): boolean {
  return !!row && isEquipmentBasis(row.equipo) && finite(row.cantidad) && finite(row.usdXUnidad);
}

/**
 * EQUIPMENT_TOTAL, an equipment row's amount (USD): quantity × rate per unit, computed in cents and rounded HALF_UP
 * once on the line (so 3,456 W/M × 45,55 is 157,42, and 2 × 40'HC × 1.850 is 3.700,00 exactly).
 */
export function equipmentTotal(row: EquipmentCells): number {
  if (!isEquipmentRow(row)) return 0;
  const rate = fromDecimal(row.usdXUnidad as number, 'USD') ?? 0;
  return minorToNumber(lineAmount(rate, roundTo(row.cantidad as number, EQUIPMENT_LIMITS.quantityDecimals)), 'USD');
}

const qtyFormat = lazy(() => new Intl.NumberFormat('es-PY', { maximumFractionDigits: EQUIPMENT_LIMITS.quantityDecimals }));

/** How a line shows its equipment: "2 × 40'HC", "3,456 W/M"; '' for a row without equipment. */
export function equipmentLabel(row: EquipmentCells | null | undefined): string {
  if (!row || !isEquipmentBasis(row.equipo) || !finite(row.cantidad)) return '';
  return row.equipo === WM_BASIS ? `${qtyFormat().format(row.cantidad)} ${WM_BASIS}` : `${qtyFormat().format(row.cantidad)} × ${row.equipo}`;
}

/** The problem of a row's equipment cells (for the message next to the field), null when fine or absent. */
export function equipmentError(row: EquipmentCells): string | null {
  if (row.equipo === null || row.equipo === undefined || row.equipo === '') return null;
  if (!isEquipmentBasis(row.equipo)) return EQUIPMENT_MESSAGES.basis;
  if (row.cantidad === null || row.cantidad === undefined) return null;
  if (!finite(row.cantidad) || row.cantidad < 0 || row.cantidad > EQUIPMENT_LIMITS.maxQuantity) return EQUIPMENT_MESSAGES.quantity;
  if (row.equipo !== WM_BASIS && !Number.isInteger(row.cantidad)) return EQUIPMENT_MESSAGES.containers;
  return null;
}
