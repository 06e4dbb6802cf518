import { parseDimensions } from './dimensions';
import { type MEASURE_FIELD_KEYS, type OperationFieldKey } from './operation-fields';
import { formatDecimal, roundTo } from './money';
import { transportModeCode } from './quote-filename';
import { chargeableWeightKg, parseWeightInput, VOLUMETRIC_FACTOR_KG_PER_M3, volumetricWeightKg } from './weight';
import { lazy } from './lazy';

/**
 * Chargeable weight per transport mode (chargeable weight per mode). Volumetric kg = volume in cm³ ÷ the mode's
 * divisor; chargeable = max(gross, volumetric); air and courier round up to the next 0.5 kg. The divisors
 * are parameters (`volumetric_divisor_<mode>`); `volumetric_factor_mode=legacy` keeps the spec's single
 * factor of 167 kg/m³ (spec part 2 §9) for every mode, as does an operation whose mode is not known.
 * Multimodal operations use their main leg's mode (custom field `modo_tramo_principal`).
 *
 * This is the only volumetric rule: the 'Peso volumétrico' every screen shows (new-operation modal,
 * operation view, cost sheet) and stores (`peso_vol`) is `volumetricKg` of the same factor the
 * chargeable weight uses, so the two figures never contradict each other; `measureFigures` formats both.
 */

export const FREIGHT_MODES = ['air', 'courier', 'road', 'sea', 'river'] as const;
export type FreightMode = (typeof FREIGHT_MODES)[number];

/** Default divisors (cm³ per kg): IATA air 6000 (≈166.67 kg/m³), courier 5000, road 3000, sea and river 1000 ('peso o medida'). */
export const VOLUMETRIC_DIVISOR_DEFAULTS: Readonly<Record<FreightMode, number>> = { air: 6000, courier: 5000, road: 3000, sea: 1000, river: 1000 };

export const VOLUMETRIC_DIVISOR_PARAM_KEYS = {
  air: 'volumetric_divisor_air',
  courier: 'volumetric_divisor_courier',
  road: 'volumetric_divisor_road',
  sea: 'volumetric_divisor_sea',
  river: 'volumetric_divisor_river',
} as const satisfies Record<FreightMode, string>;

/** `legacy` → the spec's 167 kg/m³ for every mode; anything else (or no value) → divisors per mode. */
export const VOLUMETRIC_FACTOR_MODE_KEY = 'volumetric_factor_mode';
/** The parameter keys the chargeable weight reads (forms ask for these). */
export const VOLUMETRIC_PARAM_KEYS: readonly string[] = [...Object.values(VOLUMETRIC_DIVISOR_PARAM_KEYS), VOLUMETRIC_FACTOR_MODE_KEY];

/** Custom field of a multimodal operation naming its main leg's mode (AEREO, MARITIMO, …). */
export const MAIN_LEG_FIELD_KEY = 'modo_tramo_principal' satisfies OperationFieldKey;

export const FREIGHT_MODE_LABELS: Readonly<Record<FreightMode, string>> = {
  air: 'Aéreo',
  courier: 'Courier',
  road: 'Terrestre',
  sea: 'Marítimo',
  river: 'Fluvial',
};

/** A divisor outside this range is ignored (the default applies). */
export const VOLUMETRIC_DIVISOR_MAX = 1_000_000;

export interface VolumetricSettings {
  legacy: boolean;
  divisors: Record<FreightMode, number>;
}

export const DEFAULT_VOLUMETRIC_SETTINGS: VolumetricSettings = { legacy: false, divisors: { ...VOLUMETRIC_DIVISOR_DEFAULTS } };

/** A parameter row as the params API answers it (sorted by ord). */
export interface ParamRowLike {
  key: string;
  value: string;
  active?: boolean | number | null;
}

/** A divisor typed by an admin ('6000', '6.000', '5000,0'): a positive number up to VOLUMETRIC_DIVISOR_MAX, else null. */
export function parseVolumetricDivisor(text: string | null | undefined): number | null {
  const n = parseWeightInput(text);
  return n !== null && n > 0 && n <= VOLUMETRIC_DIVISOR_MAX ? n : null;
}

/** Settings from parameter rows: the first active value of each key (rows by ord); missing or invalid → defaults. */
export function volumetricSettingsFromParams(rows: readonly ParamRowLike[]): VolumetricSettings {
  const first = (key: string) => rows.find((r) => r.key === key && (r.active === undefined || r.active === null || Boolean(r.active)))?.value;
  const divisors = { ...VOLUMETRIC_DIVISOR_DEFAULTS };
  for (const mode of FREIGHT_MODES) divisors[mode] = parseVolumetricDivisor(first(VOLUMETRIC_DIVISOR_PARAM_KEYS[mode])) ?? divisors[mode];
  const legacy = (first(VOLUMETRIC_FACTOR_MODE_KEY) ?? '').trim().toLowerCase() === 'legacy';
  return { legacy, divisors };
}

const CODE_TO_MODE: Readonly<Record<string, FreightMode>> = { AER: 'air', COU: 'courier', TER: 'road', FER: 'road', MAR: 'sea', FLU: 'river' };

/**
 * The freight mode whose divisor applies: the operation's mode as typed (AEREO, MARITIMO, 'Courier', …);
 * a multimodal one uses its main leg. Null when unknown (or multimodal without a main leg).
 */
export function freightModeOf(mode: string | null | undefined, mainLeg?: string | null): FreightMode | null {
  const code = transportModeCode(mode);
  if (code === 'MUL') {
    const leg = transportModeCode(mainLeg);
    return leg && leg !== 'MUL' ? (CODE_TO_MODE[leg] ?? null) : null;
  }
  return CODE_TO_MODE[code] ?? null;
}

export interface ChargeableWeight {
  /** The mode whose divisor was used; null with the single factor. */
  mode: FreightMode | null;
  /** cm³ per kg; null with the single factor 167. */
  divisor: number | null;
  /** The same factor in kg per m³ (1e6 ÷ divisor, or 167). */
  kgPerM3: number;
  volumetricKg: number;
  chargeableKg: number;
  /** Which factor was used, for the screens: 'Aéreo 1:6000', 'Multimodal (Marítimo) 1:1000', '167 kg/m³'. */
  label: string;
}

export interface ChargeableWeightInput {
  grossKg: number | null | undefined;
  volumeM3: number | null | undefined;
  /** The operation's transport mode as stored (modalidad_carga). */
  mode?: string | null;
  /** A multimodal operation's main leg. */
  mainLeg?: string | null;
}

const positive = (v: number | null | undefined): number => (typeof v === 'number' && Number.isFinite(v) && v > 0 ? v : 0);

/** Up to the next 0.5 kg (air and courier); tiny float noise (333.0000000001) does not add half a kilo. */
export function roundUpToHalfKg(kg: number): number {
  return Math.ceil(roundTo(kg * 2, 6)) / 2;
}

const formatDivisor = (d: number) => (Number.isInteger(d) ? String(d) : String(roundTo(d, 2)).replace('.', ','));

/** Chargeable weight of an operation under the settings (see the module comment). */
export function chargeableWeight(input: ChargeableWeightInput, settings: VolumetricSettings = DEFAULT_VOLUMETRIC_SETTINGS): ChargeableWeight {
  const mode = settings.legacy ? null : freightModeOf(input.mode, input.mainLeg);
  if (mode === null) {
    const multimodal = !settings.legacy && transportModeCode(input.mode) === 'MUL';
    return {
      mode: null,
      divisor: null,
      kgPerM3: VOLUMETRIC_FACTOR_KG_PER_M3,
      volumetricKg: volumetricWeightKg(input.volumeM3),
      chargeableKg: chargeableWeightKg(input.grossKg, input.volumeM3),
      label: multimodal ? `Multimodal sin tramo principal: ${VOLUMETRIC_FACTOR_KG_PER_M3} kg/m³` : `${VOLUMETRIC_FACTOR_KG_PER_M3} kg/m³`,
    };
  }
  const divisor = settings.divisors[mode];
  const volumetric = (positive(input.volumeM3) * 1_000_000) / divisor;
  const raw = Math.max(positive(input.grossKg), volumetric);
  const chargeableKg = mode === 'air' || mode === 'courier' ? roundUpToHalfKg(raw) : roundTo(raw, 2);
  const name = FREIGHT_MODE_LABELS[mode];
  const multimodal = transportModeCode(input.mode) === 'MUL';
  return {
    mode,
    divisor,
    kgPerM3: roundTo(1_000_000 / divisor, 2),
    volumetricKg: roundTo(volumetric, 2),
    chargeableKg,
    label: `${multimodal ? `Multimodal (${name})` : name} 1:${formatDivisor(divisor)}`,
  };
}

/** The custom fields of an operation the measures read (MEASURE_FIELD_KEYS, text as stored). */
export type OperationMeasureFields = Partial<Record<(typeof MEASURE_FIELD_KEYS)[number], string | null>>;

export interface OperationMeasures {
  /** From the dimensions (spec part 2 §5); the stored vol_m3 when no part parses. m³, 3 decimals. */
  volumeM3: number;
  /** 'Peso volumétrico' with the factor the chargeable weight uses (167 kg/m³ only in legacy mode or mode unknown). */
  volumetricKg: number;
  /** Volume × 167 whatever the mode: kept for API readers of the old field only, never shown. */
  volumetric167Kg: number;
  grossKg: number | null;
  /** Parts of the dimensions text that were skipped. */
  skipped: string[];
  chargeable: ChargeableWeight;
}

/** Volume, the spec's volumetric weight and the chargeable weight per mode of an operation's custom fields. */
export function operationMeasures(fields: OperationMeasureFields, settings: VolumetricSettings = DEFAULT_VOLUMETRIC_SETTINGS): OperationMeasures {
  const dims = parseDimensions(fields.dimensiones ?? '');
  // vol_m3 is stored as a plain decimal ('0.480' or '0,48'), not as a weight with thousands dots.
  const stored = Number((fields.vol_m3 ?? '').trim().replace(',', '.'));
  const volumeM3 = dims.parts.length ? dims.volumeM3 : Number.isFinite(stored) && stored > 0 ? roundTo(stored, 3) : 0;
  const grossKg = parseWeightInput(fields.peso_bruto ?? '');
  const chargeable = chargeableWeight({ grossKg, volumeM3, mode: fields.modalidad_carga, mainLeg: fields.modo_tramo_principal }, settings);
  return {
    volumeM3,
    volumetricKg: chargeable.volumetricKg,
    volumetric167Kg: volumetricWeightKg(volumeM3),
    grossKg,
    skipped: dims.skipped,
    chargeable,
  };
}

const weightFormatter = lazy(() => new Intl.NumberFormat('es-PY', { maximumFractionDigits: 2 }));

/** A weight in es-PY with up to 2 decimals: 333.5 → '333,5', 2000 → '2.000', 80.156 → '80,16'. */
export function formatWeightKg(kg: number | null | undefined): string {
  return weightFormatter().format(typeof kg === 'number' && Number.isFinite(kg) ? roundTo(kg, 2) : 0);
}

export interface MeasureFigures {
  volumetricKg: string;
  chargeableKg: string;
  factorLabel: string;
}

/**
 * The volumetric and chargeable weights as every screen shows them, with one rounding: the spec's single
 * factor 167 shows 2 decimals (spec part 2 §9: '250,50'); a mode's factor shows up to 2 ('250', '340,83').
 */
export function measureFigures(c: Pick<ChargeableWeight, 'divisor' | 'volumetricKg' | 'chargeableKg' | 'label'>): MeasureFigures {
  const format = (kg: number) => (c.divisor === null ? formatDecimal(kg, 2) : formatWeightKg(kg));
  return { volumetricKg: format(c.volumetricKg), chargeableKg: format(c.chargeableKg), factorLabel: c.label };
}
