import { Field, Float, Int, ObjectType } from 'type-graphql';
import { ListMax } from '../../core/graphql/list-cost';

/** Most groups (advisors, modes, lanes) and reasons one answer lists. */
export const OUTCOME_GROUPS_MAX = 200;
export const OUTCOME_REASONS_MAX = 20;

@ObjectType('ReasonCount', { simpleResolvers: true })
export class ReasonCountView {
  @Field(() => String) reason: string;
  @Field(() => Int) count: number;
}

@ObjectType('OutcomeGroup', { simpleResolvers: true })
export class OutcomeGroupView {
  @Field(() => String, { description: 'Asesor, modalidad o ruta (país de origen → país de destino).' }) key: string;
  @Field(() => Int) won: number;
  @Field(() => Int) lost: number;
  @Field(() => Float, { nullable: true, description: 'Ganadas ÷ cerradas; null sin cerradas.' }) winRate: number | null;
  @Field(() => [ReasonCountView])
  @ListMax(OUTCOME_REASONS_MAX)
  lostReasons: ReasonCountView[];
}

@ObjectType('OutcomeStats', { simpleResolvers: true })
export class OutcomeStatsView {
  @Field(() => Int) days: number;
  @Field(() => Int) won: number;
  @Field(() => Int) lost: number;
  @Field(() => Float, { nullable: true }) winRate: number | null;
  @Field(() => [ReasonCountView])
  @ListMax(OUTCOME_REASONS_MAX)
  lostReasons: ReasonCountView[];
  @Field(() => [OutcomeGroupView])
  @ListMax(OUTCOME_GROUPS_MAX)
  byAdvisor: OutcomeGroupView[];
  @Field(() => [OutcomeGroupView])
  @ListMax(OUTCOME_GROUPS_MAX)
  byMode: OutcomeGroupView[];
  @Field(() => [OutcomeGroupView])
  @ListMax(OUTCOME_GROUPS_MAX)
  byLane: OutcomeGroupView[];
}
