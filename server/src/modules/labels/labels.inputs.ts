import { SHARED_MESSAGES } from '@crm/domain';
import { IsIn, IsOptional, IsString, Matches } from '../../core/input/rules';
import { ArgsType, Field, InputType } from 'type-graphql';
import { LABEL_SCOPES, type LabelScope } from './label.entity';
import { LabelScopeEnum } from './labels.types';
import { Name, OptionalName, OptionalOneOf } from '../../core/input/fields';

export const LABEL_NAME_MAX = 80;

export const LABEL_MESSAGES = {
  nameRequired: SHARED_MESSAGES.labelNameRequired,
  nameTooLong: `El nombre de la etiqueta admite hasta ${LABEL_NAME_MAX} caracteres.`,
  scopeInvalid: 'El alcance de la etiqueta debe ser person u organization.',
  colorInvalid: 'El color debe tener el formato #rrggbb.',
  duplicate: 'Ya existe una etiqueta con ese nombre.',
  notFound: 'Etiqueta no encontrada.',
} as const;

export const HEX_COLOR = /^#[0-9a-fA-F]{6}$/;
const SCOPE_VALUES = [...LABEL_SCOPES];

@InputType()
export class CreateLabelInput {
  @Name(LABEL_NAME_MAX, { required: LABEL_MESSAGES.nameRequired, tooLong: LABEL_MESSAGES.nameTooLong })
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
  @OptionalName(LABEL_NAME_MAX, { required: LABEL_MESSAGES.nameRequired, tooLong: LABEL_MESSAGES.nameTooLong }, 'Renombrar también actualiza los contactos u organizaciones que la usan.')
  name?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString({ message: LABEL_MESSAGES.colorInvalid })
  @Matches(HEX_COLOR, { message: LABEL_MESSAGES.colorInvalid })
  color?: string | null;
}

/** labels' `scope: LabelScope` (none: every label). */
@ArgsType()
export class LabelScopeArgs {
  @OptionalOneOf(() => LabelScopeEnum, SCOPE_VALUES, LABEL_MESSAGES.scopeInvalid)
  scope?: LabelScope | null;
}
