import { Field, Int, ObjectType } from 'type-graphql';
import { ListMax } from '../../core/graphql/list-cost';

@ObjectType('QuoteLifecycle', { description: 'El estado de una versión del presupuesto (vencida se deriva de la validez).' })
export class QuoteLifecycleView {
  @Field(() => Int) quoteId: number;
  @Field(() => Int) versionNo: number;
  @Field(() => String, { description: 'borrador, enviada, aceptada o rechazada (lo guardado).' }) status: string;
  @Field(() => String, { description: 'Lo que se muestra: el estado, o vencida si sigue abierta pasada su validez.' }) displayStatus: string;
  @Field(() => String) label: string;
  @Field(() => String, { nullable: true, description: 'Último día de validez (AAAA-MM-DD) según la fecha y la validez de la oferta; null si no se puede leer.' })
  validUntil: string | null;
  @Field(() => Date, { nullable: true }) sentAt: Date | null;
  @Field(() => Date, { nullable: true }) answeredAt: Date | null;
  @Field(() => String, { nullable: true }) reason: string | null;
  @Field(() => String, { nullable: true }) reasonText: string | null;
  @Field(() => [String], { description: 'Los estados a los que puede pasar.' })
  @ListMax(4)
  targets: string[];
}

@ObjectType('QuoteStatusResult')
export class QuoteStatusResultView {
  @Field(() => QuoteLifecycleView) lifecycle: QuoteLifecycleView;
  @Field(() => Boolean, { description: 'Con aceptada y confirmBudget: si el presupuesto quedó confirmado.' }) budgetConfirmed: boolean;
  @Field(() => String, { nullable: true, description: 'Por qué no se confirmó el presupuesto (el presupuesto se acepta igual).' }) budgetMessage: string | null;
  @Field(() => String, { nullable: true, description: 'La etapa a la que pasó la operación (parámetro etapa_presupuesto_aceptado); null si no cambió.' })
  stageName: string | null;
}

@ObjectType('QuoteFunnelRow', { description: 'Presupuestos enviados → aceptados, por asesor de la operación y mes del envío.' })
export class QuoteFunnelRowView {
  @Field(() => Int, { nullable: true }) advisorUserId: number | null;
  @Field(() => String) advisorName: string;
  @Field(() => String, { description: 'AAAA-MM.' }) month: string;
  @Field(() => Int) sent: number;
  @Field(() => Int) accepted: number;
  @Field(() => Int) rejected: number;
}
