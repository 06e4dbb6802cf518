import { Field, Int, ObjectType } from 'type-graphql';
import { ListMax } from '../../core/graphql/list-cost';

/** Rows of a bucket of Mi agenda at most, and notifications per page. */
export const BUCKET_MAX = 200;
export const NOTIFICATIONS_MAX = 100;

@ObjectType('AgendaTask', { description: 'Una tarea con fecha y hora de "Mi agenda" o el próximo paso de una operación.' })
export class AgendaTaskView {
  @Field(() => Int) id: number;
  @Field(() => String, { nullable: true }) subject: string | null;
  @Field(() => Date, { description: 'Vencimiento (UTC).' }) dueAt: Date;
  @Field(() => Int, { nullable: true, description: 'Minutos de aviso antes del vencimiento; null = 30.' }) remindMinutes: number | null;
  @Field(() => Boolean) done: boolean;
  @Field(() => Int, { nullable: true }) ownerUserId: number | null;
  @Field(() => String, { nullable: true }) ownerName: string | null;
  @Field(() => Int, { nullable: true }) dealId: number | null;
  @Field(() => String, { nullable: true }) dealReference: string | null;
  @Field(() => String, { nullable: true }) dealTitle: string | null;
  @Field(() => Int, { nullable: true }) orgId: number | null;
  @Field(() => String, { nullable: true }) orgName: string | null;
  @Field(() => Int, { nullable: true }) contactId: number | null;
  @Field(() => String, { nullable: true }) contactName: string | null;
}

@ObjectType('Agenda', { description: 'Mi agenda: vencidas, hoy y los próximos 7 días (días de la oficina).' })
export class AgendaView {
  @Field(() => [AgendaTaskView]) @ListMax(BUCKET_MAX) overdue: AgendaTaskView[];
  @Field(() => [AgendaTaskView]) @ListMax(BUCKET_MAX) today: AgendaTaskView[];
  @Field(() => [AgendaTaskView]) @ListMax(BUCKET_MAX) upcoming: AgendaTaskView[];
}

@ObjectType('Notification')
export class NotificationView {
  @Field(() => Int) id: number;
  @Field(() => String, { description: 'reminder' }) kind: string;
  @Field(() => String) title: string;
  @Field(() => String) body: string;
  @Field(() => Int, { nullable: true }) activityId: number | null;
  @Field(() => Int, { nullable: true }) dealId: number | null;
  @Field(() => Date, { nullable: true }) readAt: Date | null;
  @Field(() => Date) createdAt: Date;
}

@ObjectType('NotificationList')
export class NotificationListView {
  @Field(() => Int, { description: 'No leídas (la campana).' }) unread: number;
  @Field(() => [NotificationView]) @ListMax(NOTIFICATIONS_MAX) items: NotificationView[];
}

/** The user's reminder settings ('Recordatorios por correo'). */
@ObjectType('ReminderSettings')
export class ReminderSettingsView {
  @Field(() => Boolean, { description: 'Los recordatorios también llegan por correo.' }) email: boolean;
  @Field(() => Boolean, { description: 'El servidor tiene SMTP configurado (sin él, los correos esperan en la bandeja de salida).' }) mailConfigured: boolean;
}
