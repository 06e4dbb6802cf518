import { getMetadataStorage, validate, validateOrReject, type ValidationArguments, ValidationError as ClassValidationError, type ValidationError, ValidationTypes, type ValidatorOptions } from 'class-validator';
import type { MetadataStorage } from 'class-validator/types/metadata/MetadataStorage';
import { ArgumentValidationError, type ValidatorFn } from 'type-graphql';
import { AppError } from '../errors/app-error';
import { guardInputText } from './text-guard';

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
 * formatError). Arguments are @ArgsType classes or @InputType objects (args.ts; input-ranges.test.ts
 * refuses a scalar @Arg), so each one arrives here as a class instance.
 */
export const validateGraphqlArg: ValidatorFn = async (argValue: unknown) => {
  if (!isObject(argValue)) return;
  guardInputText(argValue);
  try {
    if (Array.isArray(argValue)) await Promise.all(argValue.filter(isObject).map((item) => validateOrReject(item, VALIDATOR_OPTIONS)));
    else await validateOrReject(argValue, VALIDATOR_OPTIONS);
  } catch (err) {
    throw new ArgumentValidationError(err as ValidationError[]);
  }
};

/** One property's rules, read once from class-validator's metadata (the input class's own decorators). */
interface CompiledProperty {
  property: string;
  conditions: Array<(object: object, value: unknown) => boolean>;
  checks: Array<{ metadata: ValidationMetadata; constraints: ConstraintMetadata[] }>;
}

type ValidationMetadata = ReturnType<MetadataStorage['getTargetValidationMetadatas']>[number];
type ConstraintMetadata = ReturnType<MetadataStorage['getTargetValidatorConstraints']>[number];

/** A class whose instances class-validator checks (its metadata is keyed by constructor). */
type InputClass = abstract new (...args: never[]) => object;

const compiled = new Map<InputClass, CompiledProperty[] | null>();

/**
 * The rules of an input class in the order class-validator runs them (VALIDATOR_OPTIONS: no groups, nothing
 * skipped), or null when the class uses what this does not run (nested inputs, promises, async constraints): validateRow then asks class-validator itself.
 */
function compile(cls: InputClass): CompiledProperty[] | null {
  // An import file's rows each take this path: the rules are read once per class.
  if (compiled.has(cls)) return compiled.get(cls)!;
  const storage = getMetadataStorage();
  const grouped = storage.groupByPropertyName(storage.getTargetValidationMetadatas(cls, '', false, false, undefined));
  let out: CompiledProperty[] | null = [];
  for (const [property, metadatas] of Object.entries(grouped)) {
    const supported = metadatas.every(
      (m) => [ValidationTypes.CUSTOM_VALIDATION, ValidationTypes.CONDITIONAL_VALIDATION, ValidationTypes.IS_DEFINED, ValidationTypes.WHITELIST].includes(m.type) && !m.context,
    );
    if (!supported) {
      out = null;
      break;
    }
    const custom = (m: ValidationMetadata) => ({ metadata: m, constraints: storage.getTargetValidatorConstraints(m.constraintCls) });
    const checks = [...metadatas.filter((m) => m.type === ValidationTypes.IS_DEFINED).map(custom), ...metadatas.filter((m) => m.type === ValidationTypes.CUSTOM_VALIDATION).map(custom)];
    if (checks.some((c) => c.constraints.some((k) => k.async))) {
      out = null;
      break;
    }
    out.push({
      property,
      conditions: metadatas.filter((m) => m.type === ValidationTypes.CONDITIONAL_VALIDATION).map((m) => m.constraints[0] as (object: object, value: unknown) => boolean),
      checks,
    });
  }
  compiled.set(cls, out);
  return out;
}

/** class-validator's $constraintN / $value / $property / $target tokens of a message (ValidationUtils). */
function messageOf(m: ValidationMetadata, k: ConstraintMetadata, args: ValidationArguments): string {
  let message: unknown = m.message || '';
  if (!m.message && k.instance.defaultMessage instanceof Function) message = k.instance.defaultMessage(args);
  let text = message instanceof Function ? (message as (a: ValidationArguments) => string)(args) : typeof message === 'string' ? message : undefined;
  if (!text) return text ?? '';
  if (Array.isArray(args.constraints)) args.constraints.forEach((c, i) => (text = text!.replace(new RegExp(`\\$constraint${i + 1}`, 'g'), Array.isArray(c) ? c.join(', ') : typeof c === 'symbol' ? String(c.description) : String(c))));
  if (args.value !== undefined && args.value !== null && ['string', 'boolean', 'number'].includes(typeof args.value)) text = text.replace(/\$value/g, String(args.value));
  return text.replace(/\$property/g, args.property).replace(/\$target/g, args.targetName);
}

/**
 * validateInput for bulk paths (a CSV import's rows): the same input class, the same decorators, the same
 * Spanish message and field, without class-validator's per-call walk over every class it knows (it looks
 * for inherited rules among all the app's input classes on each call: most of an import row's validation
 * time). The rules are read from class-validator's metadata once per class and run as its executor runs
 * them; a class with nested inputs or async rules goes through validateInput. validate.test.ts holds the
 * two to the same verdicts.
 */
export async function validateRow<T extends object>(cls: new () => T, data: Partial<Record<keyof T, unknown>>): Promise<T> {
  const rules = compile(cls);
  if (!rules) return validateInput(cls, data);
  const instance = new cls();
  for (const [k, v] of Object.entries(data)) {
    if (v !== undefined) (instance as Record<string, unknown>)[k] = v;
  }
  guardInputText(instance);
  const errors: ValidationError[] = [];
  for (const rule of rules) {
    const value = (instance as Record<string, unknown>)[rule.property];
    if (!rule.conditions.every((c) => c(instance, value))) continue;
    const constraints: Record<string, string> = {};
    for (const { metadata: m, constraints: ks } of rule.checks) {
      if (m.validateIf && !m.validateIf(instance, value)) continue;
      for (const k of ks) {
        const args: ValidationArguments = { targetName: cls.name, property: m.propertyName, object: instance, value, constraints: m.constraints };
        // `each` on a list: every item must pass (class-validator's executor, a Set or Map as its values).
        const items = m.each && (Array.isArray(value) || value instanceof Set || value instanceof Map) ? (value instanceof Map ? [...value.values()] : [...(value as Iterable<unknown>)]) : null;
        let ok = items ? items.every((item) => k.instance.validate(item, args) as unknown) : (k.instance.validate(value, args) as unknown);
        if (ok instanceof Promise) ok = await ok;
        if (!ok) constraints[k.name || m.type] = messageOf(m, k, args);
      }
    }
    if (Object.keys(constraints).length) errors.push(Object.assign(new ClassValidationError(), { target: instance, value, property: rule.property, children: [], constraints }));
  }
  if (errors.length) throw new AppError('VALIDATION', firstValidationMessage(errors), firstValidationField(errors) ?? undefined);
  return instance;
}

/** Whether validateRow runs a class's rules itself (false: it hands the class to class-validator). */
export function validatesRowsItself(cls: InputClass): boolean {
  return compile(cls) !== null;
}
