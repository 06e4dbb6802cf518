import { SEARCH_GROUP_LIMIT } from '@crm/domain';
import { Field, Int, ObjectType } from 'type-graphql';
import { ListMax } from '../../core/graphql/list-cost';

@ObjectType('SearchDeal')
export class SearchDeal {
  @Field(() => Int)
  id: number;

  @Field(() => String)
  title: string;

  @Field(() => String, { nullable: true })
  reference: string | null;
}

@ObjectType('SearchOrganization')
export class SearchOrganization {
  @Field(() => Int)
  id: number;

  @Field(() => String, { description: 'El nombre, o la razón social si no tiene nombre.' })
  name: string;
}

@ObjectType('SearchContact')
export class SearchContact {
  @Field(() => Int)
  id: number;

  @Field(() => String, { nullable: true })
  name: string | null;

  @Field(() => String, { nullable: true })
  email: string | null;

  @Field(() => String, { nullable: true })
  phone: string | null;
}

/** Spec part 2 §3 "Search result": at most 10 of each group. */
@ObjectType('SearchResult')
export class SearchResult {
  @Field(() => [SearchDeal])
  @ListMax(SEARCH_GROUP_LIMIT)
  deals: SearchDeal[];

  @Field(() => [SearchOrganization])
  @ListMax(SEARCH_GROUP_LIMIT)
  organizations: SearchOrganization[];

  @Field(() => [SearchContact])
  @ListMax(SEARCH_GROUP_LIMIT)
  contacts: SearchContact[];
}
