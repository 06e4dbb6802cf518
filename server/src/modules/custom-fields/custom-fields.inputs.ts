import { Allow, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { Field, InputType } from 'type-graphql';
import { CustomFieldTypeEnum } from './custom-fields.types';
import { MultilineText } from '../../core/input/fields';

export const CUSTOM_FIELD_MESSAGES = {
  keyAndLabel: 'Completá clave y etiqueta.',
  keySpaces: 'La clave no puede tener espacios.',
  keyLong: 'La clave admite hasta 80 caracteres.',
  labelLong: 'La etiqueta admite hasta 160 caracteres.',
  typeInvalid: 'Tipo de campo inválido: elegí text, number o date.',
  typeInvalidDeal: 'Tipo de campo inválido: elegí text, number, date o select.',
  valueInvalid: 'El valor debe ser texto o número.',
  valueLong: 'El valor admite hasta 5000 caracteres.',
  fieldNotFound: 'Campo no encontrado.',
  dealNotFound: 'Operación no encontrada.',
  keyTwice: 'Cada campo puede guardarse una sola vez por operación.',
} as const;

/**
 * POST …/custom-fields: upsert on (owner, key). A new field needs key and label (the UI's
 * 'Completá clave y etiqueta.'); on an existing key an omitted label or type keeps the old one.
 */
@InputType()
export class UpsertCustomFieldInput {
  @Field(() => String, { description: 'Sin espacios, hasta 80 caracteres (p. ej. f_cotiz).' })
  @IsString({ message: CUSTOM_FIELD_MESSAGES.keyAndLabel })
  @Matches(/^\s*\S*\s*$/, { message: CUSTOM_FIELD_MESSAGES.keySpaces })
  @MaxLength(80, { message: CUSTOM_FIELD_MESSAGES.keyLong })
  key: string;

  @Field(() => String, { nullable: true, description: 'Obligatoria para un campo nuevo.' })
  @IsOptional()
  @IsString({ message: CUSTOM_FIELD_MESSAGES.keyAndLabel })
  @MaxLength(160, { message: CUSTOM_FIELD_MESSAGES.labelLong })
  label?: string | null;

  /** Checked by the service: the allowed types depend on the owner (select only for deals). */
  @Field(() => CustomFieldTypeEnum, { nullable: true, description: 'Por defecto text en un campo nuevo; select solo en operaciones.' })
  @Allow()
  type?: unknown;

  @Field(() => String, { nullable: true, description: "'' o null lo dejan vacío." })
  @IsOptional()
  @IsString({ message: CUSTOM_FIELD_MESSAGES.valueInvalid })
  @MaxLength(5000, { message: CUSTOM_FIELD_MESSAGES.valueLong })
  @MultilineText('El valor')
  value?: string | null;
}

/** PUT …/custom-fields/{fieldId} {value}. */
@InputType()
export class CustomFieldValueInput {
  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString({ message: CUSTOM_FIELD_MESSAGES.valueInvalid })
  @MaxLength(5000, { message: CUSTOM_FIELD_MESSAGES.valueLong })
  @MultilineText('El valor')
  value?: string | null;
}
