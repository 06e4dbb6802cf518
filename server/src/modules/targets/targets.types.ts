import { Field, Float, Int, ObjectType } from 'type-graphql';
import { ListMax } from '../../core/graphql/list-cost';

/** Most sellers a team answer lists; most operations per health list; most "próximas acciones". */
export const TEAM_MAX = 100;
export const HEALTH_DEALS_MAX = 50;
export const NEXT_ACTIONS_MAX = 15;

@ObjectType('TargetProgress')
export class TargetProgressView {
  @Field(() => String, { description: 'calls, newProspects, quotesSent, pipelineValue o wonValue.' }) metric: string;
  @Field(() => String) label: string;
  @Field(() => Float, { nullable: true, description: 'La meta (USD en las de valor); null = sin meta.' }) target: number | null;
  @Field(() => Float, { description: 'Lo logrado (USD en las de valor).' }) actual: number;
  @Field(() => Int, { nullable: true, description: 'Porcentaje entero de la meta alcanzado.' }) percent: number | null;
  @Field(() => String, { description: 'sin_meta, cumplida, en_camino o atrasada (contra lo transcurrido del mes).' }) status: string;
}

/** A seller's month: the targets (null = none) and the actual figures beside them. */
@ObjectType('SalesTarget')
export class SalesTargetView {
  @Field(() => Int) userId: number;
  @Field(() => String) userName: string;
  @Field(() => String, { description: "'YYYY-MM'" }) month: string;
  @Field(() => Int, { nullable: true }) calls: number | null;
  @Field(() => Int, { nullable: true }) newProspects: number | null;
  @Field(() => Int, { nullable: true }) quotesSent: number | null;
  @Field(() => Float, { nullable: true, description: 'USD' }) pipelineValue: number | null;
  @Field(() => Float, { nullable: true, description: 'USD' }) wonValue: number | null;
  @Field(() => [TargetProgressView], { description: 'Meta contra lo logrado, por cifra.' })
  @ListMax(5)
  progress: TargetProgressView[];
}

@ObjectType('OutcomeCount')
export class OutcomeCountView {
  @Field(() => String, { description: "Resultado de la llamada; 'sin_resultado' para las que no lo tienen." }) outcome: string;
  @Field(() => String) label: string;
  @Field(() => Int) count: number;
}

@ObjectType('HealthCount')
export class HealthCountView {
  @Field(() => String, { description: 'stuck, unquoted, quoteStale, noNextStep o closingSoon.' }) bucket: string;
  @Field(() => String) label: string;
  @Field(() => Int) count: number;
}

/** An open operation as the dashboards list it. */
@ObjectType('PipelineDeal')
export class PipelineDealView {
  @Field(() => Int) dealId: number;
  @Field(() => String, { nullable: true }) reference: string | null;
  @Field(() => String) title: string;
  @Field(() => Float) value: number;
  @Field(() => Int, { nullable: true }) orgId: number | null;
  @Field(() => String, { nullable: true }) orgName: string | null;
  @Field(() => Int, { nullable: true }) contactId: number | null;
  @Field(() => String, { nullable: true }) contactName: string | null;
  @Field(() => Int, { nullable: true, description: 'Responsable: el asesor de la operación, si no el de la organización, si no quien la creó.' }) ownerUserId: number | null;
  @Field(() => String, { nullable: true }) ownerName: string | null;
  @Field(() => Date, { nullable: true }) nextDueAt: Date | null;
  @Field(() => Date) lastTouchAt: Date;
  @Field(() => [String], { description: 'Grupos de salud en los que está.' })
  @ListMax(5)
  buckets: string[];
  @Field(() => String, { nullable: true, description: 'En próximas acciones: overdue, stuck, quoteStale o noNextStep.' }) reason: string | null;
  @Field(() => String, { nullable: true }) reasonLabel: string | null;
}

/** The seller's dashboard (userId) or the team's (userId null): one month. */
@ObjectType('SalesDashboard')
export class SalesDashboardView {
  @Field(() => String) month: string;
  @Field(() => Int, { nullable: true, description: 'El vendedor; null = todo el equipo.' }) userId: number | null;
  @Field(() => Float, { description: 'Parte del mes transcurrida (0 a 1).' }) elapsed: number;
  @Field(() => [SalesTargetView], { description: 'Metas contra lo logrado por vendedor (uno en el tablero propio).' })
  @ListMax(TEAM_MAX)
  sellers: SalesTargetView[];
  @Field(() => [TargetProgressView], { description: 'La suma de las metas y de lo logrado de los vendedores listados.' })
  @ListMax(5)
  totals: TargetProgressView[];
  @Field(() => [OutcomeCountView], { description: 'Llamadas del mes por resultado (sin las invalidadas).' })
  @ListMax(6)
  callsByOutcome: OutcomeCountView[];
  @Field(() => [HealthCountView])
  @ListMax(5)
  health: HealthCountView[];
  @Field(() => [PipelineDealView], { description: `Operaciones abiertas en algún grupo de salud (hasta ${HEALTH_DEALS_MAX}, las de más valor).` })
  @ListMax(HEALTH_DEALS_MAX)
  healthDeals: PipelineDealView[];
  @Field(() => [PipelineDealView], { description: `Próximas acciones: las ${NEXT_ACTIONS_MAX} primeras por prioridad.` })
  @ListMax(NEXT_ACTIONS_MAX)
  nextActions: PipelineDealView[];
}
