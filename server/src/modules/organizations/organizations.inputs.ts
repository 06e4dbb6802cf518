import { SHARED_MESSAGES } from '@crm/domain';
import { IsBoolean, IsOptional, MaxLength, ValidateIf } from '../../core/input/rules';
import { Field, InputType, registerEnumType } from 'type-graphql';
import { type ListOrder, ListOrderInput } from '../../core/graphql/list-order';
import { OptionalId, OptionalOneOf, OptionalText, IsTrimmedEmail, MultilineText } from '../../core/input/fields';
import { BUDGET_STATUSES } from './organization.entity';
import { nonEmpty, OWNERSHIP_MESSAGES, VISIBILITY_VALUES, VisibilityEnum } from '../owned-records';
import { BudgetStatusEnum } from './organizations.types';

export const ORG_MESSAGES = {
  notFound: SHARED_MESSAGES.organizationNotFound,
  nameRequired: SHARED_MESSAGES.organizationNameRequired,
  emailInvalid: 'El email no es válido.',
  advisorInvalid: 'El asesor debe ser un id de usuario válido.',
  advisorMissing: 'El asesor no existe.',
  isAgentInvalid: 'El campo agente debe ser verdadero o falso (1 o 0).',
  budgetStatusInvalid: 'Estado de presupuesto inválido: elegí borrador, bloqueado o confirmado.',
} as const;

/** Spec part 1 §9: a new organization without rubro gets 'Seguro'. */
export const DEFAULT_RUBRO = 'Seguro';

/**
 * Every writable organization field (spec part 1 §7 POST, part 2 §7 PATCH, plus razon_social, email,
 * rubro, tipo_org, operacion and advisor). budget_status, budget_profit_value, created_by and id are
 * not here on purpose: they are never set through create or update.
 */
/** Shared fields of the create and update inputs (never used on its own, so not emitted). */
@InputType()
abstract class OrganizationFields {
  @OptionalText(200, 'El nombre')
  name?: string | null;

  @OptionalText(200, 'La Razón Social')
  razonSocial?: string | null;

  @OptionalText(30, 'El RUC')
  ruc?: string | null;

  @OptionalText(300, 'La dirección')
  address?: string | null;

  @Field(() => String, { nullable: true })
  @ValidateIf((o: OrganizationFields) => nonEmpty(o.email))
  @IsTrimmedEmail({ message: ORG_MESSAGES.emailInvalid })
  @MaxLength(190, { message: 'El email admite hasta 190 caracteres.' })
  email?: string | null;

  @OptionalText(120, 'La ciudad')
  city?: string | null;

  @OptionalText(120, 'El país')
  country?: string | null;

  @OptionalText(60, 'El teléfono')
  phone?: string | null;

  @OptionalText(120, 'El rubro')
  rubro?: string | null;

  @OptionalText(120, 'El tipo de organización')
  tipoOrg?: string | null;

  @OptionalText(120, 'La operación')
  operacion?: string | null;

  @OptionalText(5000, 'Las notas')
  @MultilineText()
  notes?: string | null;

  @OptionalText(120, 'La industria')
  industry?: string | null;

  @OptionalText(300, 'El sitio web')
  website?: string | null;

  @OptionalText(120, 'La etiqueta')
  label?: string | null;

  @OptionalId(OWNERSHIP_MESSAGES.ownerInvalid, 'Por defecto, quien la crea.')
  ownerUserId?: number | null;

  @OptionalOneOf(() => VisibilityEnum, VISIBILITY_VALUES, OWNERSHIP_MESSAGES.visibilityInvalid)
  visibility?: string | null;

  @Field(() => Boolean, { nullable: true })
  @IsOptional()
  @IsBoolean({ message: ORG_MESSAGES.isAgentInvalid })
  isAgent?: boolean | null;

  @OptionalText(300, 'Las modalidades')
  modalitiesSupported?: string | null;

  @OptionalId(ORG_MESSAGES.advisorInvalid)
  advisorUserId?: number | null;
}

/** Needs razonSocial or name ('La Razón Social es obligatoria'). */
@InputType()
export class CreateOrganizationInput extends OrganizationFields {}

/** Absent fields stay as they are; null (or '' / blanks) clears a field. */
@InputType()
export class UpdateOrganizationInput extends OrganizationFields {}

@InputType()
export class OrganizationFilter {
  @OptionalText(200, 'La búsqueda', 'Busca en nombre, razón social, RUC y email.')
  q?: string | null;

  @OptionalText(120, 'La etiqueta')
  label?: string | null;

  @OptionalId(OWNERSHIP_MESSAGES.ownerInvalid)
  ownerUserId?: number | null;

  @OptionalId(ORG_MESSAGES.advisorInvalid)
  advisorUserId?: number | null;

  @OptionalOneOf(() => VisibilityEnum, VISIBILITY_VALUES, OWNERSHIP_MESSAGES.visibilityInvalid)
  visibility?: string | null;

  @OptionalOneOf(() => BudgetStatusEnum, BUDGET_STATUSES, ORG_MESSAGES.budgetStatusInvalid)
  budgetStatus?: string | null;

  @Field(() => Boolean, { nullable: true })
  @IsOptional()
  @IsBoolean({ message: ORG_MESSAGES.isAgentInvalid })
  isAgent?: boolean | null;
}

/** The columns of the organizations table (lists sorted on the server). RAZON_SOCIAL sorts by what the table shows: razón social, else name. */
export enum OrganizationSortKey {
  ID = 'ID',
  NAME = 'NAME',
  RAZON_SOCIAL = 'RAZON_SOCIAL',
  RUC = 'RUC',
  ADDRESS = 'ADDRESS',
  EMAIL = 'EMAIL',
  CITY = 'CITY',
  COUNTRY = 'COUNTRY',
  PHONE = 'PHONE',
  RUBRO = 'RUBRO',
  TIPO_ORG = 'TIPO_ORG',
  OPERACION = 'OPERACION',
  CREATED_AT = 'CREATED_AT',
}
registerEnumType(OrganizationSortKey, { name: 'OrganizationSortKey', description: 'Columna por la que se ordenan las organizaciones.' });

export const OrganizationOrder = ListOrderInput('OrganizationOrder', OrganizationSortKey);
export type OrganizationOrder = ListOrder<OrganizationSortKey>;
