import { CHECKLIST_ITEMS_MAX } from '@crm/domain';
import { Field, Int, ObjectType } from 'type-graphql';
import { ListMax } from '../../core/graphql/list-cost';

/** Most template rows one answer lists: every mode × type pair at its maximum. */
export const TEMPLATES_MAX = 10;
export const DOC_TYPES_MAX = 100;

@ObjectType('DocumentTypeOption', { simpleResolvers: true })
export class DocTypeOptionView {
  @Field(() => String) key: string;
  @Field(() => String) label: string;
}

@ObjectType('ChecklistItem', { simpleResolvers: true })
export class ChecklistItemView {
  @Field(() => String) docType: string;
  @Field(() => String) label: string;
  @Field(() => Boolean) required: boolean;
  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD; null sin vencimiento.' }) dueDate: string | null;
  @Field(() => String, { description: 'pendiente, recibido (hay un archivo de ese tipo) o verificado (alguien lo tildó).' }) status: string;
  @Field(() => Boolean, { description: 'Pendiente después de su vencimiento.' }) overdue: boolean;
  @Field(() => Int, { description: 'Archivos subidos de ese tipo.' }) files: number;
  @Field(() => String, { nullable: true }) verifiedByName: string | null;
  @Field(() => Date, { nullable: true }) verifiedAt: Date | null;
}

@ObjectType('DealChecklist', { simpleResolvers: true })
export class DealChecklistView {
  @Field(() => Int) dealId: number;
  @Field(() => String, { nullable: true, description: 'Modalidad (campo modalidad_carga).' }) mode: string | null;
  @Field(() => String, { nullable: true, description: 'IMPORT o EXPORT (campo tipo_operacion).' }) operationType: string | null;
  @Field(() => Boolean, { description: 'Sin plantilla para esa modalidad y tipo: los ocho documentos, ninguno obligatorio.' }) isDefault: boolean;
  @Field(() => String, { description: 'Día desde el que cuentan los vencimientos: f_confirm o el de creación.' }) startDate: string;
  @Field(() => Int) done: number;
  @Field(() => Int) total: number;
  @Field(() => Boolean, { description: 'Algún documento obligatorio está vencido.' }) requiredOverdue: boolean;
  @Field(() => [ChecklistItemView])
  @ListMax(CHECKLIST_ITEMS_MAX)
  items: ChecklistItemView[];
}

/** The kanban card's chip ('docs 3/5') and red dot. */
@ObjectType('ChecklistSummary', { simpleResolvers: true })
export class ChecklistSummaryView {
  @Field(() => Int) done: number;
  @Field(() => Int) total: number;
  @Field(() => Boolean) requiredOverdue: boolean;
}

@ObjectType('ChecklistTemplateItem', { simpleResolvers: true })
export class ChecklistTemplateItemView {
  @Field(() => String) docType: string;
  @Field(() => String) label: string;
  @Field(() => Boolean) required: boolean;
  @Field(() => Int, { nullable: true }) dueDays: number | null;
}

@ObjectType('ChecklistTemplate', { simpleResolvers: true })
export class ChecklistTemplateView {
  @Field(() => String) mode: string;
  @Field(() => String) operationType: string;
  @Field(() => Boolean, { description: 'Sin filas propias: la lista por defecto (los ocho, ninguno obligatorio).' }) isDefault: boolean;
  @Field(() => [ChecklistTemplateItemView])
  @ListMax(CHECKLIST_ITEMS_MAX)
  items: ChecklistTemplateItemView[];
}
