import { SHARED_MESSAGES } from '@crm/domain';
import { Allow, IsString, Matches, MaxLength } from '../../core/input/rules';
import { ArgsType, Field, InputType } from 'type-graphql';
import { CUSTOM_FIELD_KINDS, type CustomFieldKind, CustomFieldOwnerEnum, CustomFieldTypeEnum } from './custom-fields.types';
import { LookupId, MultilineText, OneOf, OptionalText } from '../../core/input/fields';

export const CUSTOM_FIELD_MESSAGES = {
  keyAndLabel: SHARED_MESSAGES.customFieldKeyAndLabel,
  keySpaces: 'La clave no puede tener espacios.',
  keyLong: 'La clave admite hasta 80 caracteres.',
  labelLong: 'La etiqueta admite hasta 160 caracteres.',
  typeInvalid: 'Tipo de campo inválido: elegí text, number o date.',
  typeInvalidDeal: 'Tipo de campo inválido: elegí text, number, date o select.',
  valueInvalid: 'El valor debe ser texto o número.',
  valueLong: 'El valor admite hasta 5000 caracteres.',
  fieldNotFound: 'Campo no encontrado.',
  // The owners' not-found texts, shared with organizations, contacts and the client (custom-fields sits below
  // those modules: their resolvers read its loaders, so it cannot import their messages).
  dealNotFound: SHARED_MESSAGES.dealNotFound,
  orgNotFound: 'Organización no encontrada.',
  contactNotFound: SHARED_MESSAGES.contactNotFound,
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

  @OptionalText(160, { invalid: CUSTOM_FIELD_MESSAGES.keyAndLabel, tooLong: CUSTOM_FIELD_MESSAGES.labelLong }, 'Obligatoria para un campo nuevo.')
  label?: string | null;

  /** Checked by the service: the allowed types depend on the owner (select only for deals). */
  @Field(() => CustomFieldTypeEnum, { nullable: true, description: 'Por defecto text en un campo nuevo; select solo en operaciones.' })
  @Allow()
  type?: unknown;

  @OptionalText(5000, { invalid: CUSTOM_FIELD_MESSAGES.valueInvalid, tooLong: CUSTOM_FIELD_MESSAGES.valueLong }, "'' o null lo dejan vacío.")
  @MultilineText('El valor')
  value?: string | null;
}

/** PUT …/custom-fields/{fieldId} {value} and updateCustomField's `value: String`: one class for both APIs. */
@ArgsType()
export class CustomFieldValueInput {
  @OptionalText(5000, { invalid: CUSTOM_FIELD_MESSAGES.valueInvalid, tooLong: CUSTOM_FIELD_MESSAGES.valueLong })
  @MultilineText('El valor')
  value?: string | null;
}

/** `fieldId: Int!`: el campo personalizado (a scalar argument as an ArgsType, core/input/args.ts). */
@ArgsType()
export class FieldIdArgs {
  @LookupId()
  fieldId: number;
}

/** `ownerId: Int!`: el registro dueño del campo (a scalar argument as an ArgsType, core/input/args.ts). */
@ArgsType()
export class OwnerIdArgs {
  @LookupId()
  ownerId: number;
}

/** `owner: CustomFieldOwner!`: which kind of record the fields belong to (GraphQL's enum refuses any other). */
@ArgsType()
export class CustomFieldOwnerArgs {
  @OneOf(() => CustomFieldOwnerEnum, CUSTOM_FIELD_KINDS, 'Dueño inválido: deal, organization o contact.')
  owner: CustomFieldKind;
}
