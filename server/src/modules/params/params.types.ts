import { Field, Int, ObjectType } from 'type-graphql';

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

  @Field(() => [ParamValueView], { description: 'Ordenados por ord.' })
  values: ParamValueView[];
}
