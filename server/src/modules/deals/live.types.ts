import { Field, Float, Int, ObjectType } from 'type-graphql';
import { ListMax } from '../../core/graphql/list-cost';
import { STAGES_MAX } from '../pipelines';
import { DealCard } from './deals.types';

/** At most this many other viewers are listed on one record. */
export const PRESENCE_MAX = 50;

@ObjectType({ simpleResolvers: true, description: 'Totales de una columna del kanban (operaciones abiertas).' })
export class BoardColumnTotal {
  @Field(() => Int) stageId: number;
  @Field(() => Int) count: number;
  @Field(() => Float) valueSum: number;
}

@ObjectType({ simpleResolvers: true, description: 'Un cambio en un tablero, como lo ve quien está suscripto.' })
export class BoardChange {
  @Field(() => String, { description: 'moved, created, updated o closed.' }) kind: string;
  @Field(() => Int) dealId: number;
  @Field(() => Int, { nullable: true }) fromStageId: number | null;
  @Field(() => Int, { nullable: true }) toStageId: number | null;
  @Field(() => Int, { description: 'Quién hizo el cambio (el cliente ignora los suyos).' }) byUserId: number;
  @Field(() => String) byUserName: string;
  @Field(() => DealCard, { nullable: true, description: 'La tarjeta como la ve el suscriptor; null si ya no está abierta en este tablero.' })
  card: DealCard | null;
  @Field(() => [BoardColumnTotal], { description: 'Totales de todas las columnas con operaciones abiertas.' })
  @ListMax(STAGES_MAX)
  columns: BoardColumnTotal[];
}

@ObjectType({ simpleResolvers: true })
export class PresenceViewer {
  @Field(() => Int) userId: number;
  @Field(() => String) name: string;
}

@ObjectType({ simpleResolvers: true, description: 'Quiénes más tienen abierta la operación o su planilla de costos.' })
export class PresenceView {
  @Field(() => Int) dealId: number;
  @Field(() => [PresenceViewer])
  @ListMax(PRESENCE_MAX)
  viewers: PresenceViewer[];
}
