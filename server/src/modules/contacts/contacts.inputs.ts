import { SHARED_MESSAGES } from '@crm/domain';
import { IsBoolean, IsOptional, MaxLength, ValidateIf } from '../../core/input/rules';
import { Field, InputType, registerEnumType } from 'type-graphql';
import { type ListOrder, ListOrderInput } from '../../core/graphql/list-order';
import { OptionalId, OptionalOneOf, OptionalText, IsTrimmedEmail, MultilineText } from '../../core/input/fields';
import { nonEmpty, OWNERSHIP_MESSAGES, VISIBILITY_VALUES, VisibilityEnum } from '../owned-records';

export const CONTACT_MESSAGES = {
  notFound: SHARED_MESSAGES.contactNotFound,
  nameOrEmail: SHARED_MESSAGES.contactNameOrEmail,
  emailInvalid: 'El email no es válido.',
  orgInvalid: 'La organización debe ser un id válido.',
  hasEmailInvalid: 'El filtro has_email debe ser 1 o 0.',
} as const;

/** Shared fields of the create and update inputs (never used on its own, so not emitted). */
@InputType()
abstract class ContactFields {
  @OptionalText(160, 'El nombre')
  name?: string | null;

  @Field(() => String, { nullable: true, description: 'Se guarda en minúsculas; los contactos se deduplican por email.' })
  @ValidateIf((o: ContactFields) => nonEmpty(o.email))
  @IsTrimmedEmail({ message: CONTACT_MESSAGES.emailInvalid })
  @MaxLength(190, { message: 'El email admite hasta 190 caracteres.' })
  email?: string | null;

  @OptionalText(60, 'El teléfono')
  phone?: string | null;

  @OptionalText(120, 'El cargo')
  title?: string | null;

  @OptionalText(120, 'La etiqueta')
  label?: string | null;

  @OptionalText(5000, 'Las notas')
  @MultilineText()
  notes?: string | null;

  @OptionalId(CONTACT_MESSAGES.orgInvalid, 'Organización vinculada (visible para quien escribe); null la desvincula.')
  orgId?: number | null;

  @OptionalId(OWNERSHIP_MESSAGES.ownerInvalid, 'Por defecto, quien lo crea.')
  ownerUserId?: number | null;

  @OptionalOneOf(() => VisibilityEnum, VISIBILITY_VALUES, OWNERSHIP_MESSAGES.visibilityInvalid)
  visibility?: string | null;
}

/** Needs a name or an email ('Completá al menos nombre o email.'). */
@InputType()
export class CreateContactInput extends ContactFields {}

/** Absent fields stay as they are; null (or '' / blanks) clears a field; orgId null unlinks. */
@InputType()
export class UpdateContactInput extends ContactFields {}

@InputType()
export class ContactFilter {
  @OptionalText(200, 'La búsqueda', 'Busca en nombre, email, teléfono y nombre de la organización.')
  q?: string | null;

  @OptionalId(CONTACT_MESSAGES.orgInvalid)
  orgId?: number | null;

  @OptionalText(120, 'La etiqueta')
  label?: string | null;

  @OptionalId(OWNERSHIP_MESSAGES.ownerInvalid)
  ownerUserId?: number | null;

  @OptionalOneOf(() => VisibilityEnum, VISIBILITY_VALUES, OWNERSHIP_MESSAGES.visibilityInvalid)
  visibility?: string | null;

  @Field(() => Boolean, { nullable: true, description: 'Solo contactos con email.' })
  @IsOptional()
  @IsBoolean({ message: CONTACT_MESSAGES.hasEmailInvalid })
  hasEmail?: boolean | null;
}

/** The columns of the contacts table (lists sorted on the server). ORGANIZATION sorts by the visible organization's name. */
export enum ContactSortKey {
  ID = 'ID',
  NAME = 'NAME',
  EMAIL = 'EMAIL',
  PHONE = 'PHONE',
  TITLE = 'TITLE',
  ORGANIZATION = 'ORGANIZATION',
  LABEL = 'LABEL',
  CREATED_AT = 'CREATED_AT',
}
registerEnumType(ContactSortKey, { name: 'ContactSortKey', description: 'Columna por la que se ordenan los contactos.' });

export const ContactOrder = ListOrderInput('ContactOrder', ContactSortKey);
export type ContactOrder = ListOrder<ContactSortKey>;
