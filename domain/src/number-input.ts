import { COST_SHEET_LIMITS } from './cost-sheet';
import { formatDecimal, MONEY_COLUMN_MAX, parseMoneyStrict } from './money';
import { parseLocalNumber } from './quote';
import { parseWeightInput } from './weight';

/**
 * Numbers typed in the forms (nothing lost silently): the reading rules of spec part 2 §5 ('1.234,56'),
 * but what does not read as a number, a negative where none is allowed or an out-of-range amount is
 * an error shown next to the field, never a silent 0. The server refuses the same inputs (its input
 * classes carry the same bounds); these rules let the screens say so while typing.
 */
export interface NumberInputRule {
  /**
   * How the text reads: 'money' (dots group thousands, decimal comma, 2 decimals), 'weight' (a lone
   * dot followed by 1–2 digits is decimal, as peso bruto is typed), 'decimal' (like money with
   * `decimals` kept, e.g. volumes with 3).
   */
  format: 'money' | 'weight' | 'decimal';
  decimals?: number;
  /** Smallest allowed value (default 0: no negatives). */
  min?: number;
  /** The value must be greater than `min`, not equal (an exchange rate of 0 is an error). */
  minExclusive?: boolean;
  max: number;
  integer?: boolean;
  /** Empty is an error (else empty reads as null). */
  required?: boolean;
}

export interface NumberInputResult {
  /** The number read; null when empty or invalid. */
  value: number | null;
  /** Spanish message for the field, null when the text is acceptable. */
  error: string | null;
}

export const NUMBER_INPUT_MESSAGES = {
  invalid: 'Ingresá un número válido (por ejemplo 1.234,56).',
  required: 'Completá este campo.',
  negative: 'No puede ser negativo.',
  notPositive: 'Tiene que ser mayor que 0.',
  integer: 'Ingresá un número entero.',
  tooLarge: (max: string) => `No puede superar ${max}.`,
  tooSmall: (min: string) => `No puede ser menor que ${min}.`,
} as const;

function read(text: string, rule: NumberInputRule): number | null {
  if (rule.format === 'money') return parseMoneyStrict(text);
  if (rule.format === 'decimal') return parseLocalNumber(text, rule.decimals ?? 2);
  // Weights carry no sign in their reading rule: a leading minus is read here so it can be named.
  const negative = /^\s*-/.test(text);
  const n = parseWeightInput(negative ? text.replace(/^\s*-/, '') : text);
  return n === null ? null : negative ? -n : n;
}

const shown = (n: number, rule: NumberInputRule) => formatDecimal(n, Number.isInteger(n) ? 0 : (rule.decimals ?? 2));

/** Checks one typed number against its rule. */
export function checkNumberInput(text: string | null | undefined, rule: NumberInputRule): NumberInputResult {
  const raw = (text ?? '').trim();
  if (raw === '') return { value: null, error: rule.required ? NUMBER_INPUT_MESSAGES.required : null };
  const n = read(raw, rule);
  if (n === null || !Number.isFinite(n)) return { value: null, error: NUMBER_INPUT_MESSAGES.invalid };
  const min = rule.min ?? 0;
  if (rule.integer && !Number.isInteger(n)) return { value: null, error: NUMBER_INPUT_MESSAGES.integer };
  if (rule.minExclusive ? n <= min : n < min) {
    const error =
      min === 0 ? (rule.minExclusive ? NUMBER_INPUT_MESSAGES.notPositive : NUMBER_INPUT_MESSAGES.negative) : NUMBER_INPUT_MESSAGES.tooSmall(shown(min, rule));
    return { value: null, error };
  }
  if (n > rule.max) return { value: null, error: NUMBER_INPUT_MESSAGES.tooLarge(shown(rule.max, rule)) };
  return { value: n, error: null };
}

/** The largest deal value the server accepts (the DECIMAL(15,2) column, whole units). */
export const DEAL_VALUE_MAX = 9_999_999_999_999;

/** Rules of the numeric inputs, shared by the screens; the server input classes use the same bounds. */
export const NUMBER_RULES = {
  /** Operation / deal value (USD), ≥ 0. */
  dealValue: { format: 'money', min: 0, max: DEAL_VALUE_MAX },
  /** Cost-sheet amounts (USD, Gs, USD x kg): a discount or a retention may be negative. */
  costAmount: { format: 'money', min: -COST_SHEET_LIMITS.maxAmount, max: COST_SHEET_LIMITS.maxAmount },
  /** Gs per USD: greater than 0 (0 is an error, not the default 5860). */
  gsRate: { format: 'money', min: 0, minExclusive: true, max: COST_SHEET_LIMITS.maxGsRate },
  /** Weights in kg (peso bruto, peso a usar). */
  weightKg: { format: 'weight', min: 0, max: 1e9 },
  /** Weights on the quote screen, read in the local format like its other numbers (2 decimals). */
  quoteWeightKg: { format: 'decimal', decimals: 2, min: 0, max: 1e9 },
  /** Volume in m³ (3 decimals). */
  volumeM3: { format: 'decimal', decimals: 3, min: 0, max: 1e6 },
  /** Package count. */
  packages: { format: 'decimal', decimals: 3, min: 0, max: 1e6, integer: true },
  /** Quote quantity (0 or empty counts as 1, spec part 2 §5). */
  quantity: { format: 'decimal', decimals: 3, min: 0, max: 1e6 },
  /** Quote prices and insured amounts (USD). */
  price: { format: 'money', min: 0, max: MONEY_COLUMN_MAX },
} as const satisfies Record<string, NumberInputRule>;
