import { Arg, Args, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { DealIdArgs, IdArgs, OrgIdArgs } from '../../core/input/args';
import { type GqlContext, signedIn } from '../../core/graphql/context';
import { ListMax } from '../../core/graphql/list-cost';
import { PROVIDER_ROUTE_LIMITS, RATE_REQUEST_LIMITS } from '@crm/domain';
import { ProviderRouteInput, RateAnswerInput, RateRequestInput } from './rate-requests.inputs';
import { ProviderRouteView, RATE_REQUESTS_MAX, RateRequestDraftView, RateRequestView } from './rate-requests.types';

@Resolver()
export class RateRequestsResolver {
  @Authorized()
  @Query(() => [ProviderRouteView], { description: 'La hoja de rutas de un proveedor (organización). NOT_FOUND si no es visible.' })
  @ListMax(PROVIDER_ROUTE_LIMITS.perOrganization)
  providerRoutes(@Args() { orgId }: OrgIdArgs, @Ctx() ctx: GqlContext): Promise<ProviderRouteView[]> {
    return ctx.services.rateRequests.routes(signedIn(ctx), orgId);
  }

  @Authorized()
  @Mutation(() => ProviderRouteView, { description: 'admin, venta u ops: agrega una ruta a la hoja del proveedor.' })
  addProviderRoute(@Arg('input', () => ProviderRouteInput) input: ProviderRouteInput, @Ctx() ctx: GqlContext): Promise<ProviderRouteView> {
    return ctx.services.rateRequests.addRoute(signedIn(ctx), input);
  }

  @Authorized()
  @Mutation(() => Boolean, { description: 'admin, venta u ops: quita una ruta.' })
  deleteProviderRoute(@Args() { id }: IdArgs, @Ctx() ctx: GqlContext): Promise<boolean> {
    return ctx.services.rateRequests.deleteRoute(signedIn(ctx), id);
  }

  @Authorized()
  @Query(() => RateRequestDraftView, { description: "'Solicitar tarifa': los datos de la operación y los proveedores cuyas rutas coinciden (admin, venta u ops)." })
  rateRequestDraft(@Args() { dealId }: DealIdArgs, @Ctx() ctx: GqlContext): Promise<RateRequestDraftView> {
    return ctx.services.rateRequests.draft(signedIn(ctx), dealId);
  }

  @Authorized()
  @Query(() => [RateRequestView], { description: 'Las solicitudes de tarifa de una operación, las más nuevas primero.' })
  @ListMax(RATE_REQUESTS_MAX)
  rateRequests(@Args() { dealId }: DealIdArgs, @Ctx() ctx: GqlContext): Promise<RateRequestView[]> {
    return ctx.services.rateRequests.listForDeal(signedIn(ctx), dealId);
  }

  @Authorized()
  @Mutation(() => [RateRequestView], { description: `admin, venta u ops: un correo por proveedor (hasta ${RATE_REQUEST_LIMITS.providers}), por la bandeja de salida.` })
  @ListMax(RATE_REQUEST_LIMITS.providers)
  sendRateRequests(@Arg('input', () => RateRequestInput) input: RateRequestInput, @Ctx() ctx: GqlContext): Promise<RateRequestView[]> {
    return ctx.services.rateRequests.send(signedIn(ctx), input);
  }

  @Authorized()
  @Mutation(() => RateRequestView, { description: 'admin, venta u ops: registra la respuesta del proveedor (tarifa, tránsito, validez).' })
  answerRateRequest(@Arg('input', () => RateAnswerInput) input: RateAnswerInput, @Ctx() ctx: GqlContext): Promise<RateRequestView> {
    return ctx.services.rateRequests.answer(signedIn(ctx), input);
  }

  @Authorized()
  @Mutation(() => RateRequestView, { description: 'admin, venta u ops: pasa la tarifa a una fila de compra de la planilla de costos (en USD; una en PYG, al tipo de cambio de la planilla), una vez.' })
  applyRateRequest(@Args() { id }: IdArgs, @Ctx() ctx: GqlContext): Promise<RateRequestView> {
    return ctx.services.rateRequests.apply(signedIn(ctx), id);
  }
}
