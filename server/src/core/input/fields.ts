import { isEmail, IsBoolean, IsIn, IsInt, IsNumber, IsOptional, IsString, Matches, Max, MaxLength, Min, registerDecorator, type ValidationOptions } from 'class-validator';
import { Field, Float, Int } from 'type-graphql';
import { utf8ByteLength } from '@crm/domain';
import { describeTextField } from './text-guard';

/**
 * The one way to declare an input field: each helper is the GraphQL field and its Spanish validation
 * in one decorator, so an input class reads one line per field and the same rule (an id fits an INT
 * column, a text fits its VARCHAR) is spelled once. The Optional* helpers are nullable in GraphQL and
 * carry @IsOptional, which is what lets both APIs validate with one option set (validate.ts).
 */

/** Largest id an INT column holds: bigger values must be a 400, not a database error. */
export const MAX_DB_ID = 2_147_483_647;

/** What a field helper may add to the GraphQL field (its description, a default value). */
export interface FieldOptions {
  description?: string;
  defaultValue?: unknown;
}

type Decorate = (target: object, key: string | symbol) => void;

function field(type: () => unknown, nullable: boolean, options: FieldOptions | string | undefined): Decorate {
  const { description, defaultValue } = typeof options === 'string' ? { description: options, defaultValue: undefined } : (options ?? {});
  return (target, key) =>
    Field(type as () => object, {
      ...(nullable ? { nullable: true } : {}),
      ...(description !== undefined ? { description } : {}),
      ...(defaultValue !== undefined ? { defaultValue } : {}),
    })(target, key);
}

/**
 * Messages of a text field: `what` starts both ('El nombre' → 'El nombre debe ser texto.' /
 * 'El nombre admite hasta 200 caracteres.'), or each is given as the module words it, or one `message`
 * serves both.
 */
export type TextMessages = string | { invalid: string; tooLong: string } | { message: string };

function textRules(max: number, messages: TextMessages): Decorate {
  const invalid = typeof messages === 'string' ? `${messages} debe ser texto.` : 'message' in messages ? messages.message : messages.invalid;
  const tooLong = typeof messages === 'string' ? `${messages} admite hasta ${max} caracteres.` : 'message' in messages ? messages.message : messages.tooLong;
  return (target, key) => {
    IsString({ message: invalid })(target, key);
    MaxLength(max, { message: tooLong })(target, key);
    if (typeof messages === 'string') describeTextField(target, key, { label: messages });
  };
}

function idRules(message: string): Decorate {
  return (target, key) => {
    IsInt({ message })(target, key);
    Min(1, { message })(target, key);
    Max(MAX_DB_ID, { message })(target, key);
  };
}

/** A required id (GraphQL Int!): a positive integer that fits an INT column. */
export function Id(message: string, options?: FieldOptions | string): PropertyDecorator {
  return (target, key) => {
    field(() => Int, false, options)(target, key);
    idRules(message)(target, key);
  };
}

const LOOKUP_ID_MESSAGE = 'El identificador debe ser un número entero.';

/**
 * The id of the record a query or mutation reads or changes (GraphQL Int!, the argument of the ArgsType
 * classes in args.ts). Any Int passes here: one that names nothing (0, negative, deleted, not visible) is
 * answered NOT_FOUND by the service's own lookup and message, the same answer as a record the actor may
 * not see, so a probe cannot tell a bad id from a hidden record.
 */
export function LookupId(options?: FieldOptions | string): PropertyDecorator {
  return (target, key) => {
    field(() => Int, false, options)(target, key);
    lookupRange(target, key);
  };
}

/**
 * A lookup id's bounds are GraphQL's own 32-bit Int range, so they refuse nothing GraphQL lets through; they keep the
 * rule that every number an API accepts is range-checked, should such a class ever be filled from REST.
 */
function lookupRange(target: object, key: string | symbol): void {
  Int32(LOOKUP_ID_MESSAGE)(target, key);
}

/** Any 32-bit integer (GraphQL Int's own range): for numbers the service itself judges, after its role check. */
export function Int32(message: string): PropertyDecorator {
  return (target, key) => {
    IsInt({ message })(target, key);
    Min(-MAX_DB_ID - 1, { message })(target, key);
    Max(MAX_DB_ID, { message })(target, key);
  };
}

/**
 * LookupId's nullable twin (GraphQL Int): absent, null or any Int passes here; what it names (a scope such as a
 * pipeline or a unit, a draft to leave out) is the service's to look up and answer, as with LookupId.
 */
export function OptionalLookupId(options?: FieldOptions | string): PropertyDecorator {
  return (target, key) => {
    field(() => Int, true, options)(target, key);
    IsOptional()(target, key);
    lookupRange(target, key);
  };
}

/**
 * A list of record ids a query or mutation reads or changes (GraphQL [Int!]!): each any 32-bit Int, as LookupId; the
 * service looks each one up and answers one that names nothing.
 */
export function LookupIds(options?: FieldOptions | string): PropertyDecorator {
  return (target, key) => {
    field(() => [Int], false, options)(target, key);
    int32Items(LOOKUP_ID_MESSAGE)(target, key);
  };
}

/** LookupIds' nullable twin (GraphQL [Int!]): absent or null is the service's to read (often: all of them). */
export function OptionalLookupIds(options?: FieldOptions | string): PropertyDecorator {
  return (target, key) => {
    field(() => [Int], true, options)(target, key);
    IsOptional()(target, key);
    int32Items(LOOKUP_ID_MESSAGE)(target, key);
  };
}

function int32Items(message: string): Decorate {
  return (target, key) => {
    IsInt({ each: true, message })(target, key);
    Min(-MAX_DB_ID - 1, { each: true, message })(target, key);
    Max(MAX_DB_ID, { each: true, message })(target, key);
  };
}

/**
 * A number argument the service or the resolver judges itself (a page size, an offset, a version to read), GraphQL
 * Int!: any 32-bit integer passes here, so what a scalar argument accepted still reaches its judge, with its message.
 */
export function AnyInt(message: string, options?: FieldOptions | string): PropertyDecorator {
  return (target, key) => {
    field(() => Int, false, options)(target, key);
    Int32(message)(target, key);
  };
}

/** AnyInt's nullable twin (GraphQL Int): absent or null is the judge's default. */
export function OptionalAnyInt(message: string, options?: FieldOptions | string): PropertyDecorator {
  return (target, key) => {
    field(() => Int, true, options)(target, key);
    IsOptional()(target, key);
    Int32(message)(target, key);
  };
}

/**
 * The subject of a text argument's messages: `label` ('La búsqueda'), or 'El campo "q"' naming the argument, which
 * is how the text guard named a scalar argument it had no label for.
 */
function subjectOf(label: string | undefined, key: string | symbol): string {
  return label ?? `El campo "${String(key)}"`;
}

function anyTextRules(label: string | undefined): Decorate {
  return (target, key) => {
    IsString({ message: `${subjectOf(label, key)} debe ser texto.` })(target, key);
    describeTextField(target, key, { multiline: true, label });
  };
}

/**
 * A text argument the service judges as sent (search words, a cursor, a date, a token, a CSV), GraphQL String!.
 * The text guard refuses control characters and cut emoji naming `label` (text-guard.ts) and keeps tabs and line
 * breaks, as it did for a scalar argument: the same value reaches the service, which keeps its own rules and
 * messages. A length rule, where the service has one, goes with it in the module's inputs.
 */
export function AnyText(label?: string, options?: FieldOptions | string): PropertyDecorator {
  return (target, key) => {
    field(() => String, false, options)(target, key);
    anyTextRules(label)(target, key);
  };
}

/** AnyText's nullable twin (GraphQL String): absent or null is the service's default. */
export function OptionalAnyText(label?: string, options?: FieldOptions | string): PropertyDecorator {
  return (target, key) => {
    field(() => String, true, options)(target, key);
    IsOptional()(target, key);
    anyTextRules(label)(target, key);
  };
}

/**
 * A password or other secret (GraphQL String!): compared or hashed as sent, so the text guard leaves it alone
 * (text-guard.ts); its rules (length in characters and bytes) belong to the module and go beside it.
 */
export function Secret(options?: FieldOptions | string): PropertyDecorator {
  return (target, key) => {
    field(() => String, false, options)(target, key);
    describeTextField(target, key, { secret: true });
  };
}

/** A yes-or-no argument (GraphQL Boolean!), e.g. `onlyErrors`; with a default value when it may be left out. */
export function Flag(message: string, options?: FieldOptions | string): PropertyDecorator {
  return (target, key) => {
    field(() => Boolean, false, options)(target, key);
    IsBoolean({ message })(target, key);
  };
}

/** Flag's nullable twin (GraphQL Boolean): absent or null is the service's default (usually no). */
export function OptionalFlag(message: string, options?: FieldOptions | string): PropertyDecorator {
  return (target, key) => {
    field(() => Boolean, true, options)(target, key);
    IsOptional()(target, key);
    IsBoolean({ message })(target, key);
  };
}

/** An optional, nullable id (GraphQL Int): absent or null passes, anything else must be an id. */
export function OptionalId(message: string, options?: FieldOptions | string): PropertyDecorator {
  return (target, key) => {
    field(() => Int, true, options)(target, key);
    IsOptional()(target, key);
    idRules(message)(target, key);
  };
}

/** A required text (GraphQL String!) of at most `max` characters. */
export function Text(max: number, messages: TextMessages, options?: FieldOptions | string): PropertyDecorator {
  return (target, key) => {
    field(() => String, false, options)(target, key);
    textRules(max, messages)(target, key);
  };
}

/** An optional, nullable text (GraphQL String) of at most `max` characters. */
export function OptionalText(max: number, messages: TextMessages, options?: FieldOptions | string): PropertyDecorator {
  return (target, key) => {
    field(() => String, true, options)(target, key);
    IsOptional()(target, key);
    textRules(max, messages)(target, key);
  };
}

/** At least one character that is not a space: a name of only spaces is no name. */
const NOT_BLANK = /\S/;

/** Messages of a name: `required` when it is missing, not text or blank; `tooLong` past `max`. */
export interface NameMessages {
  required: string;
  tooLong: string;
}

function nameRules(max: number, messages: NameMessages): Decorate {
  return (target, key) => {
    IsString({ message: messages.required })(target, key);
    Matches(NOT_BLANK, { message: messages.required })(target, key);
    MaxLength(max, { message: messages.tooLong })(target, key);
  };
}

/** A required name (GraphQL String!): text with something besides spaces, at most `max` characters. */
export function Name(max: number, messages: NameMessages, options?: FieldOptions | string): PropertyDecorator {
  return (target, key) => {
    field(() => String, false, options)(target, key);
    nameRules(max, messages)(target, key);
  };
}

/** An optional, nullable name (GraphQL String): omitted or null keeps it; otherwise as Name. */
export function OptionalName(max: number, messages: NameMessages, options?: FieldOptions | string): PropertyDecorator {
  return (target, key) => {
    field(() => String, true, options)(target, key);
    IsOptional()(target, key);
    nameRules(max, messages)(target, key);
  };
}

/** Largest amount a money field takes (DECIMAL(15,2) keeps 13 digits before the point). */
export const MONEY_MAX = 9_999_999_999_999;

/**
 * An optional amount of money (GraphQL Float): finite, at least 0, at most `max`, with at most two
 * decimals (stored in cents).
 */
export function Money(message: string, max: number, options?: FieldOptions | string): PropertyDecorator {
  return (target, key) => {
    field(() => Float, true, options)(target, key);
    IsOptional()(target, key);
    IsNumber({ allowNaN: false, allowInfinity: false, maxDecimalPlaces: 2 }, { message })(target, key);
    Min(0, { message })(target, key);
    Max(max, { message })(target, key);
  };
}

/** An optional amount that may be negative (a loss), any finite number the column holds. */
export function SignedMoney(message: string, options?: FieldOptions | string): PropertyDecorator {
  return (target, key) => {
    field(() => Float, true, options)(target, key);
    IsOptional()(target, key);
    IsNumber({ allowNaN: false, allowInfinity: false }, { message })(target, key);
    Min(-MONEY_MAX, { message })(target, key);
    Max(MONEY_MAX, { message })(target, key);
  };
}

/** A required value out of a closed list; the GraphQL type is given (an enum, or String). */
export function OneOf(type: () => unknown, values: readonly string[], message: string, options?: FieldOptions | string): PropertyDecorator {
  return (target, key) => {
    field(type, false, options)(target, key);
    IsIn([...values], { message })(target, key);
  };
}

/** An optional value out of a closed list; the GraphQL type is given (usually an enum). */
export function OptionalOneOf(type: () => unknown, values: readonly string[], message: string, options?: FieldOptions | string): PropertyDecorator {
  return (target, key) => {
    field(type, true, options)(target, key);
    IsOptional()(target, key);
    IsIn([...values], { message })(target, key);
  };
}

/** A text field that keeps tabs and line breaks (notes, descriptions, custom field values). */
export function MultilineText(label?: string): PropertyDecorator {
  return (target, key) => describeTextField(target, key, { multiline: true, label });
}

/** An email, ignoring surrounding spaces (services trim and lower-case it before storing). */
export function IsTrimmedEmail(options?: ValidationOptions): PropertyDecorator {
  return (target: object, propertyName: string | symbol) => {
    registerDecorator({
      name: 'isEmail',
      target: target.constructor,
      propertyName: String(propertyName),
      options,
      validator: {
        validate: (value: unknown) => typeof value === 'string' && isEmail(value.trim()),
      },
    });
  };
}

/** A string of at most `max` bytes in UTF-8 (bcrypt's limit is in bytes: 'ñ' takes 2, '🚚' 4). */
export function MaxUtf8Bytes(max: number, options?: ValidationOptions): PropertyDecorator {
  return (target: object, propertyName: string | symbol) => {
    registerDecorator({
      name: 'maxUtf8Bytes',
      target: target.constructor,
      propertyName: String(propertyName),
      options,
      validator: {
        validate: (value: unknown) => typeof value === 'string' && utf8ByteLength(value) <= max,
      },
    });
  };
}
