import { isEmail, IsIn, IsInt, IsNumber, IsOptional, IsString, Matches, Max, MaxLength, Min, registerDecorator, type ValidationOptions } from 'class-validator';
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
