import { Field, Float, Int, ObjectType } from 'type-graphql';
import { ListMax } from '../../core/graphql/list-cost';

/** Most month × advisor rows one answer lists (24 months of a large office's advisors). */
export const PROFIT_ROWS_MAX = 24 * 100;

@ObjectType('ProfitStatsGroup', { simpleResolvers: true })
export class ProfitStatsGroupView {
  @Field(() => String, { description: "Mes de creación de las operaciones, 'YYYY-MM' (Paraguay)." }) month: string;
  @Field(() => String, { nullable: true, description: "Asesor (el de la operación, si no el de su organización, si no quien la creó); null en el total del mes; 'Sin asesor'." })
  advisor: string | null;
  @Field(() => Int, { description: 'Operaciones con presupuesto confirmado o utilidad real.' }) operations: number;
  @Field(() => Int, { description: 'De ellas, con una factura de proveedor vigente.' }) withActual: number;
  @Field(() => Float, { description: 'Utilidad presupuestada (US$): el profit de las revisiones confirmadas.' }) budgetProfit: number;
  @Field(() => Float, { description: 'Utilidad real (US$): la real donde hay facturas de proveedor, si no la presupuestada.' }) realProfit: number;
  @Field(() => Float, { description: 'Real − presupuestada (US$).' }) difference: number;
}

@ObjectType('ProfitStats', { simpleResolvers: true })
export class ProfitStatsView {
  @Field(() => Int) months: number;
  @Field(() => String, { description: "Primer mes del período, 'YYYY-MM'." }) firstMonth: string;
  @Field(() => [ProfitStatsGroupView], { description: 'Por mes y asesor.' })
  @ListMax(PROFIT_ROWS_MAX)
  rows: ProfitStatsGroupView[];
  @Field(() => [ProfitStatsGroupView], { description: 'Por mes, todos los asesores.' })
  @ListMax(24)
  totals: ProfitStatsGroupView[];
}
