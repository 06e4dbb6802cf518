import { validate, type ValidationError } from 'class-validator';
import { AppError } from './errors/app-error';

/** First Spanish constraint message of a class-validator result (messages are written in the input classes). */
const PRIORITY = ['isDefined', 'isNotEmpty', 'isString', 'isInt', 'isNumber', 'isBoolean', 'isEmail', 'isIn'];

export function firstValidationMessage(errors: readonly ValidationError[]): string {
  for (const e of errors) {
    if (e.constraints) {
      // "missing" beats "too long" when a value is absent.
      const keys = Object.keys(e.constraints).sort(
        (a, b) => (PRIORITY.indexOf(a) + 1 || 99) - (PRIORITY.indexOf(b) + 1 || 99),
      );
      const first = keys.length ? e.constraints[keys[0]] : undefined;
      if (first) return first;
    }
    if (e.children?.length) {
      const nested = firstValidationMessage(e.children);
      if (nested) return nested;
    }
  }
  return 'Datos inválidos.';
}

/**
 * Validates a plain object against an input class (the same classes GraphQL uses), copying only
 * the class's own known keys so unknown body fields never reach a service (no mass assignment).
 */
export async function validateInput<T extends object>(
  cls: new () => T,
  data: Partial<Record<keyof T, unknown>>,
): Promise<T> {
  const instance = new cls();
  for (const [k, v] of Object.entries(data)) {
    if (v !== undefined) (instance as Record<string, unknown>)[k] = v;
  }
  const errors = await validate(instance, { forbidUnknownValues: false, skipMissingProperties: false });
  if (errors.length) throw new AppError('VALIDATION', firstValidationMessage(errors));
  return instance;
}
