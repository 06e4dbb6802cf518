import { IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { Field, Int } from 'type-graphql';
import { describeTextField } from '../input-text';

/** Largest id an INT column holds: bigger values must be a 400, not a database error. */
export const MAX_DB_ID = 2_147_483_647;

/**
 * An optional, nullable text input field (GraphQL String) with Spanish messages. `what` starts the
 * message: 'El nombre' → 'El nombre debe ser texto.' / 'El nombre admite hasta 200 caracteres.'
 */
export function OptionalText(max: number, what: string, description?: string): PropertyDecorator {
  return (target, key) => {
    Field(() => String, { nullable: true, description })(target, key);
    IsOptional()(target, key);
    IsString({ message: `${what} debe ser texto.` })(target, key);
    MaxLength(max, { message: `${what} admite hasta ${max} caracteres.` })(target, key);
    describeTextField(target, key, { label: what });
  };
}

/** An optional, nullable id input field (GraphQL Int): a positive integer that fits an INT column. */
export function OptionalId(message: string, description?: string): PropertyDecorator {
  return (target, key) => {
    Field(() => Int, { nullable: true, description })(target, key);
    IsOptional()(target, key);
    IsInt({ message })(target, key);
    Min(1, { message })(target, key);
    Max(MAX_DB_ID, { message })(target, key);
  };
}

/** An optional value out of a closed list; the GraphQL type is given (usually an enum). */
export function OptionalOneOf(type: () => unknown, values: readonly string[], message: string): PropertyDecorator {
  return (target, key) => {
    Field(type as () => object, { nullable: true })(target, key);
    IsOptional()(target, key);
    IsIn([...values], { message })(target, key);
  };
}
