import { Arg, Args, Authorized, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { DealIdArgs, IdArgs } from '../../core/input/args';
import { VersionArgs } from '../../core/rest/expected-version';
import { RateSheetCsvArgs, RateSheetIdArgs } from './rate-sheets.inputs';
import { type GqlContext, signedIn } from '../../core/graphql/context';
import { ListMax } from '../../core/graphql/list-cost';
import { RateSheetInput, RateSheetListArgs } from './rate-sheets.inputs';
import { RATE_SHEETS_MAX, RateImportResultView, RatePricingView, RateSheetProposalsView, RateSheetView } from './rate-sheets.types';

@Resolver()
export class RateSheetsResolver {
  @Authorized()
  @Query(() => [RateSheetView], { description: `Tarifas de las organizaciones que ves, las de vigencia más nueva primero (hasta ${RATE_SHEETS_MAX}).` })
  @ListMax(RATE_SHEETS_MAX)
  rateSheets(@Args(() => RateSheetListArgs) args: RateSheetListArgs, @Ctx() ctx: GqlContext): Promise<RateSheetView[]> {
    return ctx.services.rateSheets.list(signedIn(ctx), { orgId: args.orgId ?? null, mode: args.mode ?? null });
  }

  @Authorized()
  @Query(() => RateSheetView)
  rateSheet(@Args() { id }: IdArgs, @Ctx() ctx: GqlContext): Promise<RateSheetView> {
    return ctx.services.rateSheets.get(signedIn(ctx), id);
  }

  @Authorized()
  @Query(() => RateSheetProposalsView, { description: "'Cargar tarifa': las tarifas del modo y la ruta (origen → destino) de la operación." })
  rateSheetProposals(@Args() { dealId }: DealIdArgs, @Ctx() ctx: GqlContext): Promise<RateSheetProposalsView> {
    return ctx.services.rateSheets.proposals(signedIn(ctx), dealId);
  }

  @Authorized()
  @Query(() => RatePricingView, { description: 'La tarifa tasada contra la operación (peso a usar, W/M, contenedores) como filas de compra; una tarifa vencida se rechaza con su vigencia.' })
  rateSheetPricing(@Args() { dealId }: DealIdArgs, @Args() { rateSheetId }: RateSheetIdArgs, @Ctx() ctx: GqlContext): Promise<RatePricingView> {
    return ctx.services.rateSheets.price(signedIn(ctx), dealId, rateSheetId);
  }

  @Authorized()
  @Mutation(() => RateSheetView, { description: 'Admin, ops y venta.' })
  createRateSheet(@Arg('input', () => RateSheetInput) input: RateSheetInput, @Ctx() ctx: GqlContext): Promise<RateSheetView> {
    return ctx.services.rateSheets.create(signedIn(ctx), input);
  }

  @Authorized()
  @Mutation(() => RateSheetView, { description: 'Admin, ops y venta. CONFLICT si otra persona la guardó desde esa versión.' })
  updateRateSheet(
    @Args() { id }: IdArgs,
    @Args() { version }: VersionArgs,
    @Arg('input', () => RateSheetInput) input: RateSheetInput,
    @Ctx() ctx: GqlContext,
  ): Promise<RateSheetView> {
    return ctx.services.rateSheets.update(signedIn(ctx), id, version, input);
  }

  @Authorized()
  @Mutation(() => Int, { description: 'Admin, ops y venta. Devuelve el id eliminado.' })
  deleteRateSheet(@Args() { id }: IdArgs, @Ctx() ctx: GqlContext): Promise<number> {
    return ctx.services.rateSheets.remove(signedIn(ctx), id);
  }

  @Authorized()
  @Mutation(() => RateImportResultView, { description: 'Importa tarifas de un CSV (una fila por cargo; columnas organizacion, modo, origen, destino, desde, hasta, moneda, concepto, tipo, contenedor, tarifa, minimo, -45 … +1000).' })
  importRateSheets(@Args() { csv }: RateSheetCsvArgs, @Ctx() ctx: GqlContext): Promise<RateImportResultView> {
    return ctx.services.rateSheets.importCsv(signedIn(ctx), csv);
  }
}
