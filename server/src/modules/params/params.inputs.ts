import { PARAM_KEY_MAX, PARAM_VALUE_MAX } from '@crm/domain';
import { IsBoolean, IsInt, IsOptional, IsString, Max, MaxLength, Min } from '../../core/input/rules';
import { ArgsType, Field, InputType, Int } from 'type-graphql';
import { MultilineText, Name, OptionalName } from '../../core/input/fields';

export const PARAM_ORD_MAX = 1_000_000_000;

export const PARAM_MESSAGES = {
  keyInvalid:
    'La clave del parámetro no es válida: usá minúsculas, números y guiones bajos, y para un workspace __ seguido de su slug (por ejemplo kanban_hide_stages__atm-cargo).',
  keysInvalid: 'Indicá las claves de parámetros separadas por comas (hasta 100).',
  unknownWorkspace: 'El workspace de la clave no existe.',
  valueRequired: 'El valor es obligatorio.',
  valueTooLong: `El valor admite hasta ${PARAM_VALUE_MAX} caracteres.`,
  ordInvalid: `El orden debe ser un número entero entre 0 y ${PARAM_ORD_MAX}.`,
  activeInvalid: 'El estado activo debe ser verdadero o falso.',
  notFound: 'Parámetro no encontrado.',
} as const;

/** A value with at least one non-space character (values are trimmed before storing). */

@InputType()
export class CreateParamValueInput {
  @Field(() => String, { description: 'Clave administrada (spec parte 2 §9) o su variante por workspace clave__{slug}.' })
  @IsString({ message: PARAM_MESSAGES.keyInvalid })
  @MaxLength(PARAM_KEY_MAX, { message: PARAM_MESSAGES.keyInvalid })
  key: string;

  @Name(PARAM_VALUE_MAX, { required: PARAM_MESSAGES.valueRequired, tooLong: PARAM_MESSAGES.valueTooLong })
  value: string;

  @Field(() => Int, { nullable: true, description: 'Por defecto, 10 más que el último valor de la clave.' })
  @IsOptional()
  @IsInt({ message: PARAM_MESSAGES.ordInvalid })
  @Min(0, { message: PARAM_MESSAGES.ordInvalid })
  @Max(PARAM_ORD_MAX, { message: PARAM_MESSAGES.ordInvalid })
  ord?: number | null;

  @Field(() => Boolean, { nullable: true, description: 'Por defecto activo.' })
  @IsOptional()
  @IsBoolean({ message: PARAM_MESSAGES.activeInvalid })
  active?: boolean | null;
}

@InputType()
export class UpdateParamValueInput {
  @OptionalName(PARAM_VALUE_MAX, { required: PARAM_MESSAGES.valueRequired, tooLong: PARAM_MESSAGES.valueTooLong })
  value?: string | null;

  @Field(() => Int, { nullable: true })
  @IsOptional()
  @IsInt({ message: PARAM_MESSAGES.ordInvalid })
  @Min(0, { message: PARAM_MESSAGES.ordInvalid })
  @Max(PARAM_ORD_MAX, { message: PARAM_MESSAGES.ordInvalid })
  ord?: number | null;

  @Field(() => Boolean, { nullable: true })
  @IsOptional()
  @IsBoolean({ message: PARAM_MESSAGES.activeInvalid })
  active?: boolean | null;
}

/** `keys: [String!]!`: the parameter keys to read (the service judges each key and how many). */
@ArgsType()
export class ParamKeysArgs {
  @Field(() => [String])
  @IsString({ each: true, message: PARAM_MESSAGES.keysInvalid })
  @MultilineText()
  keys: string[];
}
