import { CATALOG_LIMITS } from '@crm/domain';
import { Arg, Args, Authorized, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { IdArgs } from '../../core/input/args';
import { type GqlContext, signedIn } from '../../core/graphql/context';
import { ListMax } from '../../core/graphql/list-cost';
import { CatalogItemFilter, CreateCatalogItemInput, UpdateCatalogItemInput } from './catalog.inputs';
import { CatalogItemView } from './catalog.types';

@Resolver()
export class CatalogResolver {
  @Authorized()
  @Query(() => [CatalogItemView], { description: `Catálogo de productos y servicios, por nombre (hasta ${CATALOG_LIMITS.listMax}). Todo usuario con sesión lo lee.` })
  @ListMax(CATALOG_LIMITS.listMax)
  catalogItems(@Arg('filter', () => CatalogItemFilter, { nullable: true }) filter: CatalogItemFilter | null, @Ctx() ctx: GqlContext): Promise<CatalogItemView[]> {
    return ctx.services.catalog.list(signedIn(ctx), filter);
  }

  @Authorized()
  @Query(() => CatalogItemView)
  catalogItem(@Args() { id }: IdArgs, @Ctx() ctx: GqlContext): Promise<CatalogItemView> {
    return ctx.services.catalog.get(signedIn(ctx), id);
  }

  @Authorized()
  @Mutation(() => CatalogItemView, { description: 'Solo administradores. CONFLICT si el código ya existe.' })
  createCatalogItem(@Arg('input', () => CreateCatalogItemInput) input: CreateCatalogItemInput, @Ctx() ctx: GqlContext): Promise<CatalogItemView> {
    return ctx.services.catalog.create(signedIn(ctx), input);
  }

  @Authorized()
  @Mutation(() => CatalogItemView, { description: 'Solo administradores; active: false lo desactiva (deja de ofrecerse en las planillas y cotizaciones).' })
  updateCatalogItem(@Args() { id }: IdArgs, @Arg('input', () => UpdateCatalogItemInput) input: UpdateCatalogItemInput, @Ctx() ctx: GqlContext): Promise<CatalogItemView> {
    return ctx.services.catalog.update(signedIn(ctx), id, input);
  }

  @Authorized()
  @Mutation(() => Int, { description: 'Solo administradores. Borra el ítem (las planillas y cotizaciones guardan su propia copia del texto). Devuelve el id.' })
  deleteCatalogItem(@Args() { id }: IdArgs, @Ctx() ctx: GqlContext): Promise<number> {
    return ctx.services.catalog.remove(signedIn(ctx), id);
  }
}
