import { Arg, Args, Authorized, Ctx, Field, FieldResolver, Int, Mutation, ObjectType, Query, Resolver, Root, Subscription } from 'type-graphql';
import { IdArgs, OptionalUserIdArgs } from '../../core/input/args';
import { type GqlContext, signedIn } from '../../core/graphql/context';
import { ListMax } from '../../core/graphql/list-cost';
import { liveStream, liveSubscribe } from '../../core/live/stream';
import { DealView } from '../deals';
import { NotificationIdsArgs, NotificationListArgs, PlanTaskInput, PushEndpointArgs, PushSubscriptionInput, ReminderSettingsArgs, RescheduleTaskInput } from './agenda.inputs';
import { AgendaTaskView, AgendaView, NotificationListView, NotificationView, NOTIFICATIONS_MAX, ReminderSettingsView } from './agenda.types';
import { notificationTopic } from './reminder-scheduler';

@ObjectType('PushSubscriptionSaved')
class PushSubscriptionSaved {
  @Field(() => Int) id: number;
}

@Resolver()
export class AgendaResolver {
  @Authorized()
  @Query(() => AgendaView, { description: 'Mi agenda: tareas propias vencidas, de hoy y de los próximos 7 días. userId solo para administradores.' })
  myAgenda(@Args() { userId }: OptionalUserIdArgs, @Ctx() ctx: GqlContext): Promise<AgendaView> {
    return ctx.services.agenda.agenda(signedIn(ctx), userId);
  }

  @Authorized()
  @Mutation(() => AgendaTaskView, { description: 'Marca la tarea como realizada (su dueño o un administrador).' })
  completeTask(@Args() { id }: IdArgs, @Ctx() ctx: GqlContext): Promise<AgendaTaskView> {
    return ctx.services.agenda.complete(signedIn(ctx), id);
  }

  @Authorized()
  @Mutation(() => AgendaTaskView, { description: 'Agenda una tarea propia con fecha y hora (admin, venta, ops), sobre una operación, organización o contacto.' })
  planTask(@Arg('input', () => PlanTaskInput) input: PlanTaskInput, @Ctx() ctx: GqlContext): Promise<AgendaTaskView> {
    return ctx.services.agenda.planTask(signedIn(ctx), input);
  }

  @Authorized()
  @Query(() => ReminderSettingsView, { description: 'Cómo le llegan los recordatorios al usuario.' })
  myReminderSettings(@Ctx() ctx: GqlContext): Promise<ReminderSettingsView> {
    return ctx.services.agenda.reminderSettings(signedIn(ctx));
  }

  @Authorized()
  @Mutation(() => ReminderSettingsView, { description: 'Recordatorios también por correo (propio; cualquier usuario).' })
  setReminderSettings(@Args() { email }: ReminderSettingsArgs, @Ctx() ctx: GqlContext): Promise<ReminderSettingsView> {
    return ctx.services.agenda.setReminderSettings(signedIn(ctx), email);
  }

  @Authorized()
  @Mutation(() => AgendaTaskView, { description: 'Reprograma la tarea; su recordatorio vuelve a quedar pendiente.' })
  rescheduleTask(@Args() { id }: IdArgs, @Arg('input', () => RescheduleTaskInput) input: RescheduleTaskInput, @Ctx() ctx: GqlContext): Promise<AgendaTaskView> {
    return ctx.services.agenda.reschedule(signedIn(ctx), id, input);
  }

  @Authorized()
  @Query(() => NotificationListView, { description: `Notificaciones propias, más nuevas primero (hasta ${NOTIFICATIONS_MAX}), y las no leídas.` })
  @ListMax(NOTIFICATIONS_MAX)
  notifications(
    @Args() { first, unreadOnly }: NotificationListArgs,
    @Ctx() ctx: GqlContext,
  ): Promise<NotificationListView> {
    return ctx.services.agenda.notifications(signedIn(ctx), { limit: first ?? 20, unreadOnly: unreadOnly ?? false });
  }

  @Authorized()
  @Mutation(() => Int, { description: 'Marca como leídas las notificaciones indicadas (o todas sin ids); devuelve las no leídas que quedan.' })
  markNotificationsRead(@Args() { ids }: NotificationIdsArgs, @Ctx() ctx: GqlContext): Promise<number> {
    return ctx.services.agenda.markRead(signedIn(ctx), ids ?? null);
  }

  @Authorized()
  @Query(() => String, { description: 'Clave pública VAPID (applicationServerKey) para suscribir el navegador a Web Push.' })
  vapidPublicKey(@Ctx() ctx: GqlContext): string {
    signedIn(ctx);
    return ctx.services.agenda.vapidPublicKey;
  }

  @Authorized()
  @Mutation(() => PushSubscriptionSaved, { description: 'Guarda la suscripción Web Push de este navegador o teléfono.' })
  addPushSubscription(@Arg('input', () => PushSubscriptionInput) input: PushSubscriptionInput, @Ctx() ctx: GqlContext): Promise<PushSubscriptionSaved> {
    return ctx.services.agenda.addPushSubscription(signedIn(ctx), input);
  }

  @Authorized()
  @Mutation(() => Boolean, { description: 'Quita la suscripción Web Push de este navegador.' })
  removePushSubscription(@Args() { endpoint }: PushEndpointArgs, @Ctx() ctx: GqlContext): Promise<boolean> {
    return ctx.services.agenda.removePushSubscription(signedIn(ctx), endpoint);
  }

  @Authorized()
  @Subscription(() => NotificationView, {
    description: 'Cada notificación nueva del usuario (la campana), de cualquier proceso o instancia.',
    subscribe: liveSubscribe<Record<string, never>>(async (ctx, actor) =>
      liveStream(ctx.live, [notificationTopic(actor.id)], (who, payload) => ctx.services.agenda.notification(who, Number((payload as { notificationId?: unknown }).notificationId))),
    ),
  })
  notificationAdded(@Root() n: NotificationView): NotificationView {
    return n;
  }
}

/** Deal.nextActivity lives with the agenda (it stands on deals): the operation's next step or null ("sin próximo paso"). */
@Resolver(() => DealView)
export class DealNextActivityResolver {
  @FieldResolver(() => AgendaTaskView, { nullable: true, description: 'Próximo paso: la tarea abierta con fecha y hora más próxima; null = sin próximo paso.' })
  nextActivity(@Root() deal: DealView, @Ctx() ctx: GqlContext): Promise<AgendaTaskView | null> {
    return ctx.services.agenda.nextActivity(signedIn(ctx), deal.id);
  }
}
