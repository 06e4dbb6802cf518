import { Field, Int, ObjectType } from 'type-graphql';
import { ListMax } from '../../core/graphql/list-cost';

/** Values one key answers with, by ord (a list of options or a setting: tens, not thousands). */
export const PARAM_VALUES_MAX = 200;

@ObjectType('ParamValue', { description: 'Un valor de una lista o ajuste (spec parte 2 §9). Los inactivos también se devuelven: los clientes los filtran.' })
export class ParamValueView {
  @Field(() => Int)
  id: number;

  @Field(() => String)
  key: string;

  @Field(() => String)
  value: string;

  @Field(() => Int)
  ord: number;

  @Field(() => Boolean)
  active: boolean;
}

@ObjectType('ParamGroup')
export class ParamGroupView {
  @Field(() => String)
  key: string;

  @Field(() => [ParamValueView], { description: `Ordenados por ord (hasta ${PARAM_VALUES_MAX}).` })
  @ListMax(PARAM_VALUES_MAX)
  values: ParamValueView[];
}
