import { Arg, Args, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { IdArgs } from '../../core/input/args';
import { WebhookIdArgs } from './webhooks.inputs';
import { type GqlContext, signedIn } from '../../core/graphql/context';
import { ListMax } from '../../core/graphql/list-cost';
import { CreateWebhookInput, UpdateWebhookInput, WebhookDeliveriesPage } from './webhooks.inputs';
import { WebhookDeliveryList, WebhookDeliveryView, WebhookView, WebhookWithSecret } from './webhooks.types';

/** Endpoints are few (a handful per installation): the list is not paged. */
export const WEBHOOKS_MAX = 500;

@Resolver()
export class WebhooksResolver {
  @Authorized()
  @Query(() => [WebhookView], { description: 'Solo administradores. Los más nuevos primero.' })
  @ListMax(WEBHOOKS_MAX)
  webhooks(@Ctx() ctx: GqlContext): Promise<WebhookView[]> {
    return ctx.services.webhooks.list(signedIn(ctx));
  }

  @Authorized()
  @Query(() => WebhookDeliveryList, { description: 'Entregas de un webhook, las más nuevas primero. Solo administradores.' })
  webhookDeliveries(
    @Args() { webhookId }: WebhookIdArgs,
    @Arg('page', () => WebhookDeliveriesPage, { nullable: true }) page: WebhookDeliveriesPage | null,
    @Ctx() ctx: GqlContext,
  ): Promise<WebhookDeliveryList> {
    return ctx.services.webhooks.deliveries(signedIn(ctx), webhookId, page ?? {});
  }

  @Authorized()
  @Mutation(() => WebhookWithSecret, { description: 'Solo administradores. El secreto (dado o generado) se devuelve solo aquí.' })
  createWebhook(@Arg('input', () => CreateWebhookInput) input: CreateWebhookInput, @Ctx() ctx: GqlContext): Promise<WebhookWithSecret> {
    return ctx.services.webhooks.create(signedIn(ctx), input);
  }

  @Authorized()
  @Mutation(() => WebhookWithSecret, { description: 'Solo administradores. `secret` trae el secreto nuevo si se pidió rotarlo.' })
  updateWebhook(
    @Args() { id }: IdArgs,
    @Arg('input', () => UpdateWebhookInput) input: UpdateWebhookInput,
    @Ctx() ctx: GqlContext,
  ): Promise<WebhookWithSecret> {
    return ctx.services.webhooks.update(signedIn(ctx), id, input);
  }

  @Authorized()
  @Mutation(() => Boolean, { description: 'Elimina el webhook y sus entregas. Solo administradores.' })
  deleteWebhook(@Args() { id }: IdArgs, @Ctx() ctx: GqlContext): Promise<boolean> {
    return ctx.services.webhooks.remove(signedIn(ctx), id);
  }

  @Authorized()
  @Mutation(() => WebhookDeliveryView, { description: "'Reenviar': la entrega vuelve a la cola ahora, con reintentos nuevos." })
  redeliverWebhookDelivery(@Args() { id }: IdArgs, @Ctx() ctx: GqlContext): Promise<WebhookDeliveryView> {
    return ctx.services.webhooks.redeliver(signedIn(ctx), id);
  }
}
