import { validate, validateOrReject, type ValidationError, type ValidatorOptions } from 'class-validator';
import { ArgumentValidationError, type ValidatorFn } from 'type-graphql';
import { AppError } from '../errors/app-error';
import { guardInputText, guardScalarText } from './text-guard';

/**
 * The one option set both adapters validate with (validateInput for REST, validateGraphqlArg for
 * GraphQL), so the same input earns the same Spanish message on both APIs. A missing value is checked
 * like any other (skipMissingProperties off): REST bodies can omit anything, and what may be omitted
 * says so with @IsOptional (the Optional* field helpers) — GraphQL's nullable fields included, which
 * validate.test.ts keeps true. forbidUnknownValues stays off, as both adapters always had it.
 */
export const VALIDATOR_OPTIONS: ValidatorOptions = { forbidUnknownValues: false, skipMissingProperties: false };

/** First Spanish constraint message of a class-validator result (messages are written in the input classes). */
const PRIORITY = ['isDefined', 'isNotEmpty', 'isString', 'isInt', 'isNumber', 'isBoolean', 'isEmail', 'isIn'];

/**
 * class-validator's own English texts for constraints whose decorators carry no message of ours (a REST
 * body with a text where an object goes reaches ValidateNested's 'nested property … must be either object
 * or array'): users read Spanish naming the field.
 */
function spanishDefault(constraint: string, property: string): string | null {
  if (constraint === 'nestedValidation') return `El dato "${property}" debe ser un objeto.`;
  if (constraint === 'whitelistValidation') return `El campo "${property}" no existe.`;
  return null;
}

/** A message class-validator wrote itself, not one of the input classes (which are Spanish). */
const DEFAULT_ENGLISH = /\b(must|should|nested property|property)\b/;

export function firstValidationMessage(errors: readonly ValidationError[]): string {
  for (const e of errors) {
    if (e.constraints) {
      // "missing" beats "too long" when a value is absent.
      const keys = Object.keys(e.constraints).sort(
        (a, b) => (PRIORITY.indexOf(a) + 1 || 99) - (PRIORITY.indexOf(b) + 1 || 99),
      );
      const key = keys[0];
      const first = key ? e.constraints[key] : undefined;
      if (first) return DEFAULT_ENGLISH.test(first) ? (spanishDefault(key, e.property) ?? `El dato "${e.property}" no es válido.`) : first;
    }
    if (e.children?.length) {
      const nested = firstValidationMessage(e.children);
      if (nested) return nested;
    }
  }
  return 'Datos inválidos.';
}

/** Dotted path of the field firstValidationMessage reports ('title', 'contact.email'), for the client to mark it. */
export function firstValidationField(errors: readonly ValidationError[], prefix = ''): string | null {
  for (const e of errors) {
    const path = prefix ? `${prefix}.${e.property}` : e.property;
    if (e.constraints && Object.keys(e.constraints).length) return path;
    if (e.children?.length) {
      const nested = firstValidationField(e.children, path);
      if (nested) return nested;
    }
  }
  return null;
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
  guardInputText(instance);
  const errors = await validate(instance, VALIDATOR_OPTIONS);
  if (errors.length) throw new AppError('VALIDATION', firstValidationMessage(errors), firstValidationField(errors) ?? undefined);
  return instance;
}


const isObject = (v: unknown): v is object => v !== null && typeof v === 'object';

/**
 * Every GraphQL argument (buildSchema's validateFn): the text guard shared with validateInput, then
 * the input class's own validation exactly as TypeGraphQL runs it (its errors keep their shape for
 * formatError).
 */
export const validateGraphqlArg: ValidatorFn = async (argValue: unknown, _argType, { args }) => {
  if (typeof argValue === 'string') {
    guardScalarText(argValue, Object.keys(args).find((k) => args[k] === argValue) ?? 'texto');
    return;
  }
  if (!isObject(argValue)) return;
  guardInputText(argValue);
  try {
    if (Array.isArray(argValue)) await Promise.all(argValue.filter(isObject).map((item) => validateOrReject(item, VALIDATOR_OPTIONS)));
    else await validateOrReject(argValue, VALIDATOR_OPTIONS);
  } catch (err) {
    throw new ArgumentValidationError(err as ValidationError[]);
  }
};
