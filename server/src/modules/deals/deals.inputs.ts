import { CLOSE_REASON_TEXT_MAX, DEAL_OUTCOMES, DEAL_VALUE_MAX, OUTCOME_MESSAGES } from '@crm/domain';
import { DEAL_STATUSES as DEAL_STATUS_VALUES } from './deal.entity';
import { ArrayMaxSize, IsArray, IsIn, IsInt, IsNumber, IsObject, IsOptional, IsString, Max, MaxLength, Min, ValidateNested } from 'class-validator';
import { Field, Float, InputType, Int, registerEnumType } from 'type-graphql';
import { type ListOrder, ListOrderInput } from '../../core/graphql/list-order';
import { MAX_DB_ID, OptionalText } from '../../core/graphql/input-fields';
import { IsTrimmedEmail } from '../../core/validators';
import { MultilineText } from '../../core/input-text';
import { UpsertCustomFieldInput } from '../custom-fields';

export const DEAL_MESSAGES = {
  required: 'Completá título, pipeline y etapa.',
  notFound: 'Operación no encontrada.',
  modeNotFound: 'Modo de transporte desconocido: air, ocean, road o multimodal.',
  value: 'El valor debe ser un número mayor o igual a 0.',
  signedValue: 'El valor debe ser un número.',
  title: 'El título admite hasta 300 caracteres.',
  description: 'La descripción admite hasta 20000 caracteres.',
  stageNotInPipeline: 'La etapa no pertenece al pipeline indicado.',
  pipelineNotFound: 'Pipeline no encontrado.',
  stageNotFound: 'Etapa no encontrada.',
  unitNotFound: 'Unidad de negocio no encontrada.',
  orgNotFound: 'Organización no encontrada.',
  contactNotFound: 'Contacto no encontrado.',
  advisorNotFound: 'Asesor no encontrado.',
  status: 'Estado inválido: usá open, won o lost.',
  id: 'Id inválido.',
  email: 'El email del contacto no es válido.',
  afterDeal: 'La operación de referencia no está en esa etapa.',
  conflict: 'La operación fue modificada por otro usuario mientras la editabas. No se guardó nada: revisá los valores y guardá de nuevo.',
  fields: 'Campos inválidos: enviá una lista de hasta 100 campos { key, label, type, value }.',
} as const;

const Id = (message: string) => (target: object, key: string | symbol) => {
  IsInt({ message })(target, key);
  Min(1, { message })(target, key);
  Max(MAX_DB_ID, { message })(target, key);
};

const Text = (max: number, message: string) => (target: object, key: string | symbol) => {
  IsOptional()(target, key);
  IsString({ message })(target, key);
  MaxLength(max, { message })(target, key);
};

const Money = () => (target: object, key: string | symbol) => {
  IsOptional()(target, key);
  IsNumber({ allowNaN: false, allowInfinity: false, maxDecimalPlaces: 2 }, { message: DEAL_MESSAGES.value })(target, key);
  Min(0, { message: DEAL_MESSAGES.value })(target, key);
  Max(DEAL_VALUE_MAX, { message: DEAL_MESSAGES.value })(target, key);
};

/**
 * An edit of the value: any finite number, a loss included (REST-CONTRACT "Profit into the deal value":
 * the original client writes the cost sheet's profit there). "Minimum 0" is a rule of the creation forms.
 * Stored rounded to cents.
 */
const SignedMoney = () => (target: object, key: string | symbol) => {
  IsOptional()(target, key);
  IsNumber({ allowNaN: false, allowInfinity: false }, { message: DEAL_MESSAGES.signedValue })(target, key);
  Min(-9_999_999_999_999, { message: DEAL_MESSAGES.signedValue })(target, key);
  Max(9_999_999_999_999, { message: DEAL_MESSAGES.signedValue })(target, key);
};

/** `organization: { id }` links, `organization: { name }` finds by exact name (among visible ones) or creates. */
@InputType()
export class DealOrganizationRef {
  @Field(() => Int, { nullable: true })
  @IsOptional()
  @Id(DEAL_MESSAGES.orgNotFound)
  id?: number | null;

  @Field(() => String, { nullable: true })
  @Text(200, 'El nombre de la organización admite hasta 200 caracteres.')
  name?: string | null;
}

/** `contact: { id }` links, `contact: { name, email, phone }` finds by email (among visible ones) or creates. */
@InputType()
export class DealContactRef {
  @Field(() => Int, { nullable: true })
  @IsOptional()
  @Id(DEAL_MESSAGES.contactNotFound)
  id?: number | null;

  @Field(() => String, { nullable: true })
  @Text(160, 'El nombre del contacto admite hasta 160 caracteres.')
  name?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsTrimmedEmail({ message: DEAL_MESSAGES.email })
  email?: string | null;

  @Field(() => String, { nullable: true })
  @Text(60, 'El teléfono del contacto admite hasta 60 caracteres.')
  phone?: string | null;
}

@InputType()
export class CreateDealInput {
  @Field(() => String, { nullable: true, description: 'Si falta, el título sale de la descripción.' })
  @Text(300, DEAL_MESSAGES.title)
  title?: string | null;

  @Field(() => String, { nullable: true })
  @Text(20000, DEAL_MESSAGES.description)
  @MultilineText('La descripción')
  description?: string | null;

  @Field(() => Float, { nullable: true, defaultValue: 0 })
  @Money()
  value?: number | null;

  @Field(() => Int)
  @Id(DEAL_MESSAGES.required)
  pipelineId: number;

  @Field(() => Int)
  @Id(DEAL_MESSAGES.required)
  stageId: number;

  @Field(() => Int, { nullable: true })
  @IsOptional()
  @Id(DEAL_MESSAGES.unitNotFound)
  businessUnitId?: number | null;

  @Field(() => Int, { nullable: true, description: 'Atajo de organization: { id }.' })
  @IsOptional()
  @Id(DEAL_MESSAGES.orgNotFound)
  orgId?: number | null;

  @Field(() => DealOrganizationRef, { nullable: true })
  @IsOptional()
  @ValidateNested()
  organization?: DealOrganizationRef | null;

  @Field(() => DealContactRef, { nullable: true })
  @IsOptional()
  @ValidateNested()
  contact?: DealContactRef | null;

  @Field(() => Int, { nullable: true, description: 'Por defecto, el asesor de la organización o quien crea.' })
  @IsOptional()
  @Id(DEAL_MESSAGES.advisorNotFound)
  advisorUserId?: number | null;
}

@InputType()
export class UpdateDealInput {
  @Field(() => String, { nullable: true })
  @Text(300, DEAL_MESSAGES.title)
  title?: string | null;

  @Field(() => String, { nullable: true })
  @Text(20000, DEAL_MESSAGES.description)
  @MultilineText('La descripción')
  description?: string | null;

  @Field(() => Float, { nullable: true })
  @SignedMoney()
  value?: number | null;

  @Field(() => Int, { nullable: true })
  @IsOptional()
  @Id(DEAL_MESSAGES.stageNotFound)
  stageId?: number | null;

  @Field(() => String, { nullable: true, description: 'open, won o lost.' })
  @IsOptional()
  @IsIn([...DEAL_STATUS_VALUES], { message: DEAL_MESSAGES.status })
  status?: string | null;

  /** With status lost (or won): the reason, as closeDeal takes it (won/lost with reasons). */
  @OptionalText(120, 'El motivo de cierre', "Con status: el motivo (motivo_cierre); obligatorio para lost, con 'Otro' también closeReasonText.")
  closeReason?: string | null;

  @OptionalText(CLOSE_REASON_TEXT_MAX, 'El detalle del motivo')
  closeReasonText?: string | null;

  /** null unlinks; undefined leaves as is. */
  @Field(() => Int, { nullable: true })
  @IsOptional()
  @Id(DEAL_MESSAGES.orgNotFound)
  orgId?: number | null;

  @Field(() => Int, { nullable: true })
  @IsOptional()
  @Id(DEAL_MESSAGES.contactNotFound)
  contactId?: number | null;

  @Field(() => Int, { nullable: true })
  @IsOptional()
  @Id(DEAL_MESSAGES.unitNotFound)
  businessUnitId?: number | null;

  @Field(() => Int, { nullable: true })
  @IsOptional()
  @Id(DEAL_MESSAGES.advisorNotFound)
  advisorUserId?: number | null;
}

/** Fields one save may write: the screen's catalogue is ~25; a bound keeps one transaction small. */
export const SAVE_OPERATION_FIELDS_MAX = 100;

/**
 * The operation screen's save (saveOperation; REST PATCH /deals/{id} with custom_fields): the deal's
 * description and value and its changed custom fields, in one transaction with one audit event.
 */
@InputType()
export class SaveOperationInput {
  @Field(() => String, { nullable: true, description: 'Omitida: no cambia; vacía o null: la borra.' })
  @Text(20000, DEAL_MESSAGES.description)
  @MultilineText('La descripción')
  description?: string | null;

  @Field(() => Float, { nullable: true, description: 'Omitido: no cambia.' })
  @SignedMoney()
  value?: number | null;

  @Field(() => [UpsertCustomFieldInput], { nullable: true, description: 'Los campos personalizados que cambiaron (upsert por clave; un campo nuevo necesita etiqueta).' })
  @IsOptional()
  @IsArray({ message: DEAL_MESSAGES.fields })
  @ArrayMaxSize(SAVE_OPERATION_FIELDS_MAX, { message: DEAL_MESSAGES.fields })
  @IsObject({ each: true, message: DEAL_MESSAGES.fields })
  @ValidateNested({ each: true })
  fields?: UpsertCustomFieldInput[] | null;
}

@InputType()
export class DealFilter {
  @Field(() => Int, { nullable: true }) @IsOptional() @Id(DEAL_MESSAGES.id) pipelineId?: number | null;
  @Field(() => Int, { nullable: true }) @IsOptional() @Id(DEAL_MESSAGES.id) stageId?: number | null;
  @Field(() => Int, { nullable: true }) @IsOptional() @Id(DEAL_MESSAGES.id) businessUnitId?: number | null;
  @Field(() => Int, { nullable: true }) @IsOptional() @Id(DEAL_MESSAGES.id) orgId?: number | null;
  @Field(() => Int, { nullable: true }) @IsOptional() @Id(DEAL_MESSAGES.id) contactId?: number | null;
  @Field(() => Int, { nullable: true }) @IsOptional() @Id(DEAL_MESSAGES.id) advisorUserId?: number | null;

  @Field(() => String, { nullable: true, description: 'borrador, bloqueado o confirmado.' })
  @IsOptional()
  @IsIn(['borrador', 'bloqueado', 'confirmado'], { message: 'Estado de presupuesto inválido: borrador, bloqueado o confirmado.' })
  orgBudgetStatus?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsIn([...DEAL_STATUS_VALUES], { message: DEAL_MESSAGES.status })
  status?: string | null;

  @Field(() => String, { nullable: true, description: 'Referencia (OP-000123 o 123), título u organización.' })
  @Text(200, 'La búsqueda admite hasta 200 caracteres.')
  q?: string | null;
}

@InputType()
export class MoveDealInput {
  @Field(() => Int)
  @Id(DEAL_MESSAGES.notFound)
  id: number;

  @Field(() => Int)
  @Id(DEAL_MESSAGES.stageNotFound)
  stageId: number;

  @Field(() => Int, { nullable: true, description: 'La tarjeta queda debajo de esta; sin ella, arriba de la columna.' })
  @IsOptional()
  @Id(DEAL_MESSAGES.afterDeal)
  afterDealId?: number | null;
}

/** The columns the deal tables sort by (/general and the workspace table; lists sorted on the server). */
export enum DealSortKey {
  ID = 'ID',
  REFERENCE = 'REFERENCE',
  TITLE = 'TITLE',
  DESCRIPTION = 'DESCRIPTION',
  BUSINESS_UNIT = 'BUSINESS_UNIT',
  ORGANIZATION = 'ORGANIZATION',
  CONTACT = 'CONTACT',
  VALUE = 'VALUE',
  STAGE = 'STAGE',
  CREATED_AT = 'CREATED_AT',
  BUDGET_STATUS = 'BUDGET_STATUS',
  ADVISOR = 'ADVISOR',
  PROFIT = 'PROFIT',
}
registerEnumType(DealSortKey, { name: 'DealSortKey', description: 'Columna por la que se ordenan las operaciones (STAGE: el orden de las etapas en su pipeline).' });

export const DealOrder = ListOrderInput('DealOrder', DealSortKey);
export type DealOrder = ListOrder<DealSortKey>;

/** closeDeal: won or lost, with a reason of motivo_cierre (required for lost; 'Otro' needs a text). */
@InputType()
export class CloseDealInput {
  @Field(() => String, { description: 'won o lost.' })
  @IsIn([...DEAL_OUTCOMES], { message: OUTCOME_MESSAGES.outcomeInvalid })
  outcome: string;

  @OptionalText(120, 'El motivo de cierre', "Un valor activo del parámetro motivo_cierre; obligatorio para lost.")
  reason?: string | null;

  @OptionalText(CLOSE_REASON_TEXT_MAX, 'El detalle del motivo', "Obligatorio con el motivo 'Otro'.")
  reasonText?: string | null;
}
