import { Arg, Args, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { IdArgs } from '../../core/input/args';
import { type GqlContext, signedIn } from '../../core/graphql/context';
import { ListMax } from '../../core/graphql/list-cost';
import { CreateBusinessUnitInput, UpdateBusinessUnitInput } from './business-units.inputs';
import { BUSINESS_UNITS_MAX, BusinessUnitView } from './business-units.types';

@Resolver()
export class BusinessUnitsResolver {
  @Authorized()
  @Query(() => [BusinessUnitView], { description: `Unidades de negocio (workspaces), las de primer nivel primero (hasta ${BUSINESS_UNITS_MAX}).` })
  @ListMax(BUSINESS_UNITS_MAX)
  businessUnits(@Ctx() ctx: GqlContext): Promise<BusinessUnitView[]> {
    return ctx.services.businessUnits.list(signedIn(ctx));
  }

  @Authorized()
  @Mutation(() => BusinessUnitView, { description: "Solo administradores. CONFLICT 'Ya existe una unidad de negocio con ese slug.'" })
  createBusinessUnit(@Arg('input', () => CreateBusinessUnitInput) input: CreateBusinessUnitInput, @Ctx() ctx: GqlContext): Promise<BusinessUnitView> {
    return ctx.services.businessUnits.create(signedIn(ctx), input);
  }

  @Authorized()
  @Mutation(() => BusinessUnitView, { description: 'Solo administradores: nombre, slug (renombra los parámetros clave__{slug}) y unidad superior.' })
  updateBusinessUnit(
    @Args() { id }: IdArgs,
    @Arg('input', () => UpdateBusinessUnitInput) input: UpdateBusinessUnitInput,
    @Ctx() ctx: GqlContext,
  ): Promise<BusinessUnitView> {
    return ctx.services.businessUnits.update(signedIn(ctx), id, input);
  }
}
