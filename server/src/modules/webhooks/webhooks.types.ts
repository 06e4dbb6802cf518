import { WEBHOOK_EVENT_CHOICES } from '@crm/domain';
import { Field, Int, ObjectType } from 'type-graphql';
import { ListMax } from '../../core/graphql/list-cost';
import { WEBHOOK_DELIVERIES_MAX } from './webhooks.inputs';

@ObjectType('Webhook', { description: 'Un receptor de eventos (issue 22). El secreto completo solo se muestra al crearlo o rotarlo.' })
export class WebhookView {
  @Field(() => Int)
  id: number;

  @Field(() => String)
  url: string;

  @Field(() => String, { nullable: true })
  description: string | null;

  @Field(() => [String])
  @ListMax(WEBHOOK_EVENT_CHOICES.length)
  events: string[];

  @Field(() => Boolean, { description: 'false: pausado.' })
  active: boolean;

  @Field(() => String, { description: 'El comienzo del secreto, para reconocerlo.' })
  secretHint: string;

  @Field(() => Int, { nullable: true })
  createdById: number | null;

  @Field(() => String, { nullable: true })
  createdByName: string | null;

  @Field(() => Date)
  createdAt: Date;

  @Field(() => Int, { description: 'Entregas pendientes.' })
  pendingCount: number;

  @Field(() => Int, { description: 'Entregas fallidas (agotaron los reintentos).' })
  failedCount: number;
}

@ObjectType('WebhookWithSecret')
export class WebhookWithSecret {
  @Field(() => WebhookView)
  webhook: WebhookView;

  @Field(() => String, { nullable: true, description: 'El secreto completo: solo al crear el webhook o rotar el secreto.' })
  secret: string | null;
}

@ObjectType('WebhookDelivery', { description: 'Un evento enviado (o por enviar) a un webhook.' })
export class WebhookDeliveryView {
  @Field(() => Int, { description: 'También el encabezado X-CRM-Delivery.' })
  id: number;

  @Field(() => Int)
  webhookId: number;

  @Field(() => String)
  eventId: string;

  @Field(() => String)
  event: string;

  @Field(() => String, { description: 'pending, delivered o failed.' })
  status: string;

  @Field(() => Int)
  attempts: number;

  @Field(() => Int, { nullable: true })
  lastStatusCode: number | null;

  @Field(() => String, { nullable: true })
  lastError: string | null;

  @Field(() => Date, { nullable: true })
  lastAttemptAt: Date | null;

  @Field(() => Date, { nullable: true })
  nextAttemptAt: Date | null;

  @Field(() => Date, { nullable: true })
  deliveredAt: Date | null;

  @Field(() => Date)
  createdAt: Date;

  @Field(() => String, { description: 'El cuerpo JSON enviado.' })
  payload: string;
}

@ObjectType('WebhookDeliveryList')
export class WebhookDeliveryList {
  @Field(() => [WebhookDeliveryView])
  @ListMax(WEBHOOK_DELIVERIES_MAX)
  items: WebhookDeliveryView[];

  @Field(() => Int)
  totalCount: number;
}
