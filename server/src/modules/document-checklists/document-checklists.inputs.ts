import { CHECKLIST_DUE_DAYS_MAX, CHECKLIST_ITEMS_MAX, OPERATION_TYPES, TRANSPORT_MODES } from '@crm/domain';
import { ArrayMaxSize, IsArray, IsBoolean, IsIn, IsInt, IsOptional, Max, Min, ValidateNested } from '../../core/input/rules';
import { ArgsType, Field, InputType, Int } from 'type-graphql';
import { AnyText, Text } from '../../core/input/fields';

export const CHECKLIST_MESSAGES = {
  modeInvalid: `Modalidad inválida: usá ${TRANSPORT_MODES.join(', ')}.`,
  typeInvalid: 'Tipo de operación inválido: usá IMPORT o EXPORT.',
  docTypeInvalid: 'Tipo de documento desconocido: usá uno de los ocho o uno agregado en el parámetro documento_tipo.',
  docTypeRepeated: 'Un tipo de documento aparece dos veces en la plantilla.',
  notInChecklist: 'Ese documento no está en la lista de la operación.',
  dueDays: `Los días de vencimiento van de 0 a ${CHECKLIST_DUE_DAYS_MAX}.`,
  required: 'Obligatorio debe ser verdadero o falso.',
  items: `La plantilla admite hasta ${CHECKLIST_ITEMS_MAX} documentos.`,
  itemsArray: 'Los documentos deben ser una lista.',
} as const;

@InputType()
export class ChecklistTemplateItemInput {
  @Text(20, { message: CHECKLIST_MESSAGES.docTypeInvalid }, 'fact_venta … rec_atm, o la clave de un tipo de documento_tipo.')
  docType: string;

  @Field(() => Boolean, { nullable: true, defaultValue: false })
  @IsOptional()
  @IsBoolean({ message: CHECKLIST_MESSAGES.required })
  required?: boolean | null;

  @Field(() => Int, { nullable: true, description: 'Vence N días después de la confirmación (f_confirm) o de la creación; null sin vencimiento.' })
  @IsOptional()
  @IsInt({ message: CHECKLIST_MESSAGES.dueDays })
  @Min(0, { message: CHECKLIST_MESSAGES.dueDays })
  @Max(CHECKLIST_DUE_DAYS_MAX, { message: CHECKLIST_MESSAGES.dueDays })
  dueDays?: number | null;
}

/** The whole template of a mode × operation type (replaces the previous one). */
@InputType()
export class SetChecklistTemplateInput {
  @Field(() => String, { description: 'MARITIMO, AEREO, FLUVIAL, TERRESTRE o MULTIMODAL.' })
  @IsIn([...TRANSPORT_MODES], { message: CHECKLIST_MESSAGES.modeInvalid })
  mode: string;

  @Field(() => String, { description: 'IMPORT o EXPORT.' })
  @IsIn([...OPERATION_TYPES], { message: CHECKLIST_MESSAGES.typeInvalid })
  operationType: string;

  @Field(() => [ChecklistTemplateItemInput])
  @IsArray({ message: CHECKLIST_MESSAGES.itemsArray })
  @ArrayMaxSize(CHECKLIST_ITEMS_MAX, { message: CHECKLIST_MESSAGES.items })
  @ValidateNested({ each: true })
  items: ChecklistTemplateItemInput[];
}

/** verifyDealDocument's and unverifyDealDocument's `docType: String!`: the service answers one not on the list. */
@ArgsType()
export class DocTypeArgs {
  @AnyText()
  docType: string;
}
