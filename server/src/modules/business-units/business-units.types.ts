import { Field, Int, ObjectType } from 'type-graphql';

/** Business units (workspaces) one list answers with. */
export const BUSINESS_UNITS_MAX = 100;

@ObjectType('BusinessUnit')
export class BusinessUnitView {
  @Field(() => Int)
  id: number;

  @Field(() => String)
  name: string;

  @Field(() => String, { description: 'Coincide con el {slug} de /workspace/{slug}.' })
  keySlug: string;

  @Field(() => Int, { nullable: true })
  parentId: number | null;
}
