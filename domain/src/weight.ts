import { roundTo } from './money';

/** Volumetric factor of spec part 2 §9: 167 kg per cubic metre. */
export const VOLUMETRIC_FACTOR_KG_PER_M3 = 167;

/** Volumetric weight in kg: volume (m³) × 167, shown with 2 decimals (spec part 2 §9). */
export function volumetricWeightKg(volumeM3: number | null | undefined): number {
  const v = typeof volumeM3 === 'number' && Number.isFinite(volumeM3) && volumeM3 > 0 ? volumeM3 : 0;
  return roundTo(v * VOLUMETRIC_FACTOR_KG_PER_M3, 2);
}

/**
 * Chargeable weight: the greater of gross and volumetric weight (kg, 2 decimals). A missing or
 * invalid gross weight counts as 0, so the volumetric weight decides.
 */
export function chargeableWeightKg(grossKg: number | null | undefined, volumeM3: number | null | undefined): number {
  const gross = typeof grossKg === 'number' && Number.isFinite(grossKg) && grossKg > 0 ? grossKg : 0;
  return roundTo(Math.max(gross, volumetricWeightKg(volumeM3)), 2);
}

/**
 * Reads a weight typed in the operation view ('1.250,5', '1250.5', '1250'): a decimal comma, or a
 * dot that is the only separator and is followed by 1–2 digits, counts as decimal; other dots group
 * thousands. Invalid → null.
 */
export function parseWeightInput(input: string | number | null | undefined): number | null {
  if (typeof input === 'number') return Number.isFinite(input) ? input : null;
  if (input == null) return null;
  let s = String(input).replace(/[\s\u00a0\u202f]/g, '').replace(/kg$/i, '');
  if (!s) return null;
  if (s.includes(',')) s = s.replace(/\./g, '').replace(',', '.');
  else if (!/^\d+\.\d{1,2}$/.test(s)) s = s.replace(/\./g, '');
  if (!/^\d+(\.\d+)?$/.test(s)) return null;
  const n = Number(s);
  return Number.isFinite(n) ? n : null;
}
