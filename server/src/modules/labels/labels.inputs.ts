import { IsIn, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { Field, InputType } from 'type-graphql';
import { LABEL_SCOPES, type LabelScope } from './label.entity';
import { LabelScopeEnum } from './labels.types';

export const LABEL_NAME_MAX = 80;

export const LABEL_MESSAGES = {
  nameRequired: 'El nombre de la etiqueta es obligatorio.',
  nameTooLong: `El nombre de la etiqueta admite hasta ${LABEL_NAME_MAX} caracteres.`,
  scopeInvalid: 'El alcance de la etiqueta debe ser person u organization.',
  colorInvalid: 'El color debe tener el formato #rrggbb.',
  duplicate: 'Ya existe una etiqueta con ese nombre.',
  notFound: 'Etiqueta no encontrada.',
} as const;

const NOT_BLANK = /\S/;
export const HEX_COLOR = /^#[0-9a-fA-F]{6}$/;
const SCOPE_VALUES = [...LABEL_SCOPES];

@InputType()
export class CreateLabelInput {
  @Field(() => String)
  @IsString({ message: LABEL_MESSAGES.nameRequired })
  @Matches(NOT_BLANK, { message: LABEL_MESSAGES.nameRequired })
  @MaxLength(LABEL_NAME_MAX, { message: LABEL_MESSAGES.nameTooLong })
  name: string;

  @Field(() => LabelScopeEnum)
  @IsIn(SCOPE_VALUES, { message: LABEL_MESSAGES.scopeInvalid })
  scope: LabelScope;

  @Field(() => String, { nullable: true, description: "'#rrggbb'; por defecto #64748b." })
  @IsOptional()
  @IsString({ message: LABEL_MESSAGES.colorInvalid })
  @Matches(HEX_COLOR, { message: LABEL_MESSAGES.colorInvalid })
  color?: string | null;
}

@InputType()
export class UpdateLabelInput {
  @Field(() => String, { nullable: true, description: 'Renombrar también actualiza los contactos u organizaciones que la usan.' })
  @IsOptional()
  @IsString({ message: LABEL_MESSAGES.nameRequired })
  @Matches(NOT_BLANK, { message: LABEL_MESSAGES.nameRequired })
  @MaxLength(LABEL_NAME_MAX, { message: LABEL_MESSAGES.nameTooLong })
  name?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString({ message: LABEL_MESSAGES.colorInvalid })
  @Matches(HEX_COLOR, { message: LABEL_MESSAGES.colorInvalid })
  color?: string | null;
}
