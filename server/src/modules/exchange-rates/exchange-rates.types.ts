import { Field, Float, Int, ObjectType } from 'type-graphql';

@ObjectType('ExchangeRate', { description: "Tipo de cambio fechado (issue 20): 'USD/PYG' 7300 = Gs 7.300 por USD desde esa fecha." })
export class ExchangeRateView {
  @Field(() => Int)
  id: number;

  @Field(() => String)
  pair: string;

  @Field(() => String, { description: 'AAAA-MM-DD.' })
  date: string;

  @Field(() => Float)
  rate: number;

  @Field(() => String, { nullable: true })
  source: string | null;

  @Field(() => Int, { nullable: true })
  createdByUserId: number | null;

  @Field(() => String, { nullable: true, description: 'Quién lo cargó.' })
  createdByName: string | null;

  @Field(() => Date)
  createdAt: Date;

  @Field(() => Date)
  updatedAt: Date;
}
