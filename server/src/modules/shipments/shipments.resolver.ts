import DataLoader from 'dataloader';
import { Arg, Args, Authorized, Ctx, FieldResolver, Mutation, Query, Resolver, Root } from 'type-graphql';
import { DealIdArgs } from '../../core/input/args';
import { type GqlContext, signedIn } from '../../core/graphql/context';
import { ListMax } from '../../core/graphql/list-cost';
import { DealView } from '../deals';
import { DealIdsArgs, InTransitArgs, LateMilestonesArgs, SaveMilestoneInput, SaveShipmentInput } from './shipments.inputs';
import { CHIP_DEALS_MAX, IN_TRANSIT_MAX, LateMilestoneView, ShipmentRowView, ShipmentView, StatusReportView } from './shipments.types';

@Resolver()
export class ShipmentsResolver {
  @Authorized()
  @Query(() => ShipmentView, { description: "Detalles por modo e hitos de una operación. NOT_FOUND 'Operación no encontrada.'" })
  shipment(@Args() { dealId }: DealIdArgs, @Ctx() ctx: GqlContext): Promise<ShipmentView> {
    return ctx.services.shipments.shipment(signedIn(ctx), dealId);
  }

  @Authorized()
  @Query(() => [ShipmentRowView], { description: "'En tránsito': operaciones confirmadas abiertas por próximo hito; etaFrom/etaTo (AAAA-MM-DD) filtran por ETA." })
  @ListMax(IN_TRANSIT_MAX)
  inTransit(
    @Args() { etaFrom, etaTo }: InTransitArgs,
    @Ctx() ctx: GqlContext,
  ): Promise<ShipmentRowView[]> {
    return ctx.services.shipments.inTransit(signedIn(ctx), { etaFrom, etaTo });
  }

  @Authorized()
  @Query(() => [ShipmentRowView], { description: 'Hitos de las operaciones pedidas (el chip de las tarjetas); solo las que tienen alguna fecha.' })
  @ListMax(CHIP_DEALS_MAX)
  dealMilestones(@Args() { dealIds }: DealIdsArgs, @Ctx() ctx: GqlContext): Promise<ShipmentRowView[]> {
    return ctx.services.shipments.milestonesOfDeals(signedIn(ctx), dealIds.slice(0, CHIP_DEALS_MAX));
  }

  @Authorized()
  @Query(() => [LateMilestoneView], { description: 'Alertas de la agenda: hitos cuya fecha prevista es anterior a today (AAAA-MM-DD, el día de quien mira) sin fecha real.' })
  @ListMax(IN_TRANSIT_MAX)
  lateMilestones(
    @Args() { today, mine }: LateMilestonesArgs,
    @Ctx() ctx: GqlContext,
  ): Promise<LateMilestoneView[]> {
    return ctx.services.shipments.lateMilestones(signedIn(ctx), today, mine === true);
  }

  @Authorized()
  @Query(() => StatusReportView, {
    description: "'STATUS DE EMBARQUE' de una o varias operaciones (hasta 30) de un mismo cliente; pdfUrl descarga el PDF. NOT_FOUND si alguna no es visible.",
  })
  statusReport(@Args() { dealIds }: DealIdsArgs, @Ctx() ctx: GqlContext): Promise<StatusReportView> {
    return ctx.services.shipments.statusReport(signedIn(ctx), dealIds.slice(0, 31));
  }

  @Authorized()
  @Mutation(() => ShipmentView, { description: 'admin, venta y ops. Guarda los detalles de un modo (los campos omitidos quedan como están; null los borra).' })
  saveShipment(@Arg('input', () => SaveShipmentInput) input: SaveShipmentInput, @Ctx() ctx: GqlContext): Promise<ShipmentView> {
    return ctx.services.shipments.save(signedIn(ctx), input);
  }

  @Authorized()
  @Mutation(() => ShipmentView, { description: 'admin, venta y ops. Fecha prevista y real de un hito (webhook milestone.updated).' })
  saveMilestone(@Arg('input', () => SaveMilestoneInput) input: SaveMilestoneInput, @Ctx() ctx: GqlContext): Promise<ShipmentView> {
    return ctx.services.shipments.saveMilestone(signedIn(ctx), input);
  }
}

@Resolver(() => DealView)
export class DealShipmentResolver {
  @FieldResolver(() => ShipmentView, { description: 'Detalles por modo e hitos (los mismos datos que PUT /api/operations/{id}/{modo}).' })
  shipment(@Root() d: DealView, @Ctx() ctx: GqlContext): Promise<ShipmentView> {
    return ctx.loaders.get('shipments.byDeal', () => new DataLoader<number, ShipmentView>((ids) => ctx.services.shipments.shipmentsFor(ids))).load(d.id);
  }
}
