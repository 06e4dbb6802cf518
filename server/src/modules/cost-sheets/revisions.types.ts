import { Field, Float, Int, ObjectType } from 'type-graphql';
import { ListMax } from '../../core/graphql/list-cost';
import { CostSheetTotalsView } from './cost-sheets.types';

@ObjectType('CostSheetRevision', { description: "Una revisión con nombre de la planilla de costos ('REV 02 – flete corregido')." })
export class CostSheetRevisionView {
  @Field(() => Int) id: number;
  @Field(() => Int) dealId: number;
  @Field(() => Int, { description: 'Número de la revisión dentro de la operación (1, 2, …).' }) number: number;
  @Field(() => String, { nullable: true, description: 'El nombre tal como se escribió.' }) name: string | null;
  @Field(() => String, { description: "'REV 02 – flete corregido'." }) label: string;
  @Field(() => String, { nullable: true }) reason: string | null;
  @Field(() => String, { description: 'borrador, confirmada, bloqueada (facturada) o reemplazada.' }) status: string;
  @Field(() => Boolean, { description: 'true: la revisión actual de la operación (la última).' }) current: boolean;
  @Field(() => Boolean, { description: 'true: un administrador bloqueó el presupuesto de este borrador para revisión.' }) budgetLocked: boolean;
  @Field(() => CostSheetTotalsView) totals: CostSheetTotalsView;
  @Field(() => Float, { nullable: true, description: 'El profit que guardó su confirmación.' }) confirmedProfit: number | null;
  @Field(() => Int, { nullable: true }) createdByUserId: number | null;
  @Field(() => String, { nullable: true }) createdByName: string | null;
  @Field(() => Date) createdAt: Date;
  @Field(() => Date) updatedAt: Date;
  @Field(() => Date, { nullable: true }) confirmedAt: Date | null;
  @Field(() => String, { nullable: true }) confirmedByName: string | null;
  @Field(() => Date, { nullable: true, description: 'Cuándo se facturó por primera vez desde ella.' }) lockedAt: Date | null;
  @Field(() => Date, { nullable: true }) replacedAt: Date | null;
}

@ObjectType('RevisionFieldChange')
export class RevisionFieldChangeView {
  @Field(() => String) field: string;
  @Field(() => String, { nullable: true, description: 'El valor antes, como texto (números en formato de máquina).' }) before: string | null;
  @Field(() => String, { nullable: true }) after: string | null;
}

@ObjectType('RevisionRowChange')
export class RevisionRowChangeView {
  @Field(() => String, { description: 'compraRows, ventaRows, locRows, locCliRows, segCostoRows o segVentaRows.' }) table: string;
  @Field(() => String) rowId: string;
  @Field(() => String) concepto: string;
  @Field(() => String, { description: 'added, removed o changed.' }) kind: string;
  @Field(() => [RevisionFieldChangeView]) @ListMax(8) changes: RevisionFieldChangeView[];
}

@ObjectType('RevisionTotalChange')
export class RevisionTotalChangeView {
  @Field(() => String, { description: 'La clave del total (totalCostos, totalVentas, profitGeneral, …).' }) key: string;
  @Field(() => Float, { nullable: true }) before: number | null;
  @Field(() => Float, { nullable: true }) after: number | null;
  @Field(() => Float, { nullable: true, description: 'after − before, exacto al centavo.' }) delta: number | null;
}

@ObjectType('CostSheetRevisionComparison', { description: 'Dos revisiones lado a lado: filas agregadas, quitadas y cambiadas, y los totales antes → después.' })
export class RevisionComparisonView {
  @Field(() => CostSheetRevisionView) before: CostSheetRevisionView;
  @Field(() => CostSheetRevisionView) after: CostSheetRevisionView;
  @Field(() => [RevisionRowChangeView]) @ListMax(1200) rows: RevisionRowChangeView[];
  @Field(() => [RevisionFieldChangeView]) @ListMax(8) header: RevisionFieldChangeView[];
  @Field(() => [RevisionTotalChangeView]) @ListMax(20) totals: RevisionTotalChangeView[];
}

@ObjectType('OperationBudget', { description: 'El presupuesto de una operación: el de su revisión actual.' })
export class OperationBudgetView {
  @Field(() => String, { description: 'borrador, bloqueado o confirmado.' }) status: string;
  @Field(() => Float, { nullable: true, description: 'El profit de su revisión confirmada vigente.' }) profit: number | null;
  @Field(() => String, { nullable: true, description: "La revisión actual ('REV 02 – flete corregido'); null si nunca se guardó." }) revision: string | null;
}

@ObjectType('OrganizationBudgetSummary', { description: 'Cómo se deriva el presupuesto de la organización de sus operaciones.' })
export class OrganizationBudgetSummaryView {
  @Field(() => String, { description: 'El estado de la operación de su planilla guardada más recientemente (o de su operación más nueva).' }) status: string;
  @Field(() => Int, { nullable: true, description: 'Esa operación.' }) statusDealId: number | null;
  @Field(() => String, { nullable: true }) statusDealReference: string | null;
  @Field(() => Float, { nullable: true, description: 'Profit acumulado: suma de las revisiones confirmadas vigentes de sus operaciones.' }) profit: number | null;
  @Field(() => Int, { description: 'Cuántas operaciones tienen una revisión confirmada vigente.' }) confirmedOperations: number;
}
