import { Authorized, Ctx, Query, Resolver } from 'type-graphql';
import type { GqlContext } from '../../core/graphql/context';
import { BusinessUnitView } from './business-units.types';

@Resolver()
export class BusinessUnitsResolver {
  @Authorized()
  @Query(() => [BusinessUnitView], { description: 'Unidades de negocio (workspaces), las de primer nivel primero.' })
  businessUnits(@Ctx() ctx: GqlContext): Promise<BusinessUnitView[]> {
    return ctx.services.businessUnits.list(ctx.actor);
  }
}
