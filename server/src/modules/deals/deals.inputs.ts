import { CLOSE_REASON_TEXT_MAX, DEAL_OUTCOMES, DEAL_VALUE_MAX, OUTCOME_MESSAGES, SHARED_MESSAGES } from '@crm/domain';
import { DEAL_STATUSES as DEAL_STATUS_VALUES } from './deal.entity';
import { ArrayMaxSize, IsArray, IsIn, IsInt, IsObject, IsOptional, Max, Min, ValidateNested } from '../../core/input/rules';
import { ArgsType, Field, InputType, Int, registerEnumType } from 'type-graphql';
import { type ListOrder, ListOrderInput } from '../../core/graphql/list-order';
import { Id, IsTrimmedEmail, LookupId, MAX_DB_ID, Money, MultilineText, OptionalAnyInt, OptionalAnyText, OptionalId, OptionalLookupId, OptionalText, SignedMoney } from '../../core/input/fields';
import { MAX_PAGE } from '../../core/graphql/connection';
import { UpsertCustomFieldInput } from '../custom-fields';

export const DEAL_MESSAGES = {
  required: SHARED_MESSAGES.dealRequired,
  notFound: SHARED_MESSAGES.dealNotFound,
  modeNotFound: 'Modo de transporte desconocido: air, ocean, road o multimodal.',
  value: 'El valor debe ser un número mayor o igual a 0.',
  signedValue: 'El valor debe ser un número.',
  title: 'El título admite hasta 300 caracteres.',
  description: 'La descripción admite hasta 20000 caracteres.',
  stageNotInPipeline: 'La etapa no pertenece al pipeline indicado.',
  pipelineNotFound: SHARED_MESSAGES.pipelineNotFound,
  stageNotFound: 'Etapa no encontrada.',
  unitNotFound: 'Unidad de negocio no encontrada.',
  orgNotFound: SHARED_MESSAGES.organizationNotFound,
  contactNotFound: SHARED_MESSAGES.contactNotFound,
  advisorNotFound: 'Asesor no encontrado.',
  status: 'Estado inválido: usá open, won o lost.',
  id: 'Id inválido.',
  stageId: 'Id de etapa inválido.',
  email: 'El email del contacto no es válido.',
  afterDeal: 'La operación de referencia no está en esa etapa.',
  conflict: SHARED_MESSAGES.operationConflict,
  fields: 'Campos inválidos: enviá una lista de hasta 100 campos { key, label, type, value }.',
} as const;

/** `organization: { id }` links, `organization: { name }` finds by exact name (among visible ones) or creates. */
@InputType()
export class DealOrganizationRef {
  @OptionalId(DEAL_MESSAGES.orgNotFound)
  id?: number | null;

  @OptionalText(200, { message: 'El nombre de la organización admite hasta 200 caracteres.' })
  name?: string | null;
}

/** `contact: { id }` links, `contact: { name, email, phone }` finds by email (among visible ones) or creates. */
@InputType()
export class DealContactRef {
  @OptionalId(DEAL_MESSAGES.contactNotFound)
  id?: number | null;

  @OptionalText(160, { message: 'El nombre del contacto admite hasta 160 caracteres.' })
  name?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsTrimmedEmail({ message: DEAL_MESSAGES.email })
  email?: string | null;

  @OptionalText(60, { message: 'El teléfono del contacto admite hasta 60 caracteres.' })
  phone?: string | null;
}

@InputType()
export class CreateDealInput {
  @OptionalText(300, { message: DEAL_MESSAGES.title }, 'Si falta, el título sale de la descripción.')
  title?: string | null;

  @OptionalText(20000, { message: DEAL_MESSAGES.description })
  @MultilineText('La descripción')
  description?: string | null;

  @Money(DEAL_MESSAGES.value, DEAL_VALUE_MAX, { defaultValue: 0 })
  value?: number | null;

  @Id(DEAL_MESSAGES.required)
  pipelineId: number;

  @Id(DEAL_MESSAGES.required)
  stageId: number;

  @OptionalId(DEAL_MESSAGES.unitNotFound)
  businessUnitId?: number | null;

  @OptionalId(DEAL_MESSAGES.orgNotFound, 'Atajo de organization: { id }.')
  orgId?: number | null;

  @Field(() => DealOrganizationRef, { nullable: true })
  @IsOptional()
  @ValidateNested()
  organization?: DealOrganizationRef | null;

  @Field(() => DealContactRef, { nullable: true })
  @IsOptional()
  @ValidateNested()
  contact?: DealContactRef | null;

  @OptionalId(DEAL_MESSAGES.advisorNotFound, 'Por defecto, el asesor de la organización o quien crea.')
  advisorUserId?: number | null;
}

@InputType()
export class UpdateDealInput {
  @OptionalText(300, { message: DEAL_MESSAGES.title })
  title?: string | null;

  @OptionalText(20000, { message: DEAL_MESSAGES.description })
  @MultilineText('La descripción')
  description?: string | null;

  @SignedMoney(DEAL_MESSAGES.signedValue)
  value?: number | null;

  @OptionalId(DEAL_MESSAGES.stageNotFound)
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
  @OptionalId(DEAL_MESSAGES.orgNotFound)
  orgId?: number | null;

  @OptionalId(DEAL_MESSAGES.contactNotFound)
  contactId?: number | null;

  @OptionalId(DEAL_MESSAGES.unitNotFound)
  businessUnitId?: number | null;

  @OptionalId(DEAL_MESSAGES.advisorNotFound)
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
  @OptionalText(20000, { message: DEAL_MESSAGES.description }, 'Omitida: no cambia; vacía o null: la borra.')
  @MultilineText('La descripción')
  description?: string | null;

  @SignedMoney(DEAL_MESSAGES.signedValue, 'Omitido: no cambia.')
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
  @OptionalId(DEAL_MESSAGES.id) pipelineId?: number | null;
  @OptionalId(DEAL_MESSAGES.id) stageId?: number | null;
  @OptionalId(DEAL_MESSAGES.id) businessUnitId?: number | null;
  @OptionalId(DEAL_MESSAGES.id) orgId?: number | null;
  @OptionalId(DEAL_MESSAGES.id) contactId?: number | null;
  @OptionalId(DEAL_MESSAGES.id) advisorUserId?: number | null;

  @Field(() => String, { nullable: true, description: 'borrador, bloqueado o confirmado.' })
  @IsOptional()
  @IsIn(['borrador', 'bloqueado', 'confirmado'], { message: 'Estado de presupuesto inválido: borrador, bloqueado o confirmado.' })
  orgBudgetStatus?: string | null;

  @Field(() => String, { nullable: true, description: 'El presupuesto de la operación misma (su revisión actual): borrador, bloqueado o confirmado.' })
  @IsOptional()
  @IsIn(['borrador', 'bloqueado', 'confirmado'], { message: 'Estado de presupuesto inválido: borrador, bloqueado o confirmado.' })
  budgetStatus?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsIn([...DEAL_STATUS_VALUES], { message: DEAL_MESSAGES.status })
  status?: string | null;

  @OptionalText(200, { message: 'La búsqueda admite hasta 200 caracteres.' }, 'Referencia (OP-000123 o 123), título u organización.')
  q?: string | null;
}

/** moveDeal's arguments: the card, its new stage and the card it goes under (none: the top). */
@ArgsType()
export class MoveDealArgs {
  @Id(DEAL_MESSAGES.notFound)
  id: number;

  @Id(DEAL_MESSAGES.stageNotFound)
  stageId: number;

  @OptionalId(DEAL_MESSAGES.afterDeal)
  afterDealId?: number | null;
}

/** board's hidden stages (its other arguments are resolved by the service). */
@ArgsType()
export class HiddenStagesArgs {
  @Field(() => [Int], { nullable: true })
  @IsOptional()
  @IsInt({ each: true, message: DEAL_MESSAGES.stageId })
  @Min(1, { each: true, message: DEAL_MESSAGES.stageId })
  @Max(MAX_DB_ID, { each: true, message: DEAL_MESSAGES.stageId })
  hiddenStageIds?: number[] | null;
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
  REAL_PROFIT = 'REAL_PROFIT',
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

/** `pipelineId: Int!`: the board's pipeline (a scalar argument as an ArgsType, core/input/args.ts). */
@ArgsType()
export class BoardPipelineArgs {
  @LookupId()
  pipelineId: number;
}

/** `stageId: Int!`: a column of the board (a scalar argument as an ArgsType, core/input/args.ts). */
@ArgsType()
export class StageIdArgs {
  @LookupId()
  stageId: number;
}

/** `pipelineId: Int`: the board's pipeline; without it the service picks the default one. */
@ArgsType()
export class OptionalPipelineArgs {
  @OptionalLookupId()
  pipelineId?: number | null;
}

/** `businessUnitId: Int`: the board's unit; without it, every unit. */
@ArgsType()
export class BoardUnitArgs {
  @OptionalLookupId()
  businessUnitId?: number | null;
}

/** `first: Int = 20`: the board's cards per column (pageSize judges it). */
@ArgsType()
export class BoardFirstArgs {
  @OptionalAnyInt(`first debe estar entre 1 y ${MAX_PAGE}.`, { defaultValue: 20, description: 'Tarjetas por columna.' })
  first?: number | null;
}

/** `first: Int = 20, after: String`: more cards of a column (pageSize and the column's cursor judge them). */
@ArgsType()
export class ColumnPageArgs {
  @OptionalAnyInt(`first debe estar entre 1 y ${MAX_PAGE}.`, { defaultValue: 20 })
  first?: number | null;

  @OptionalAnyText('El cursor')
  after?: string | null;
}
