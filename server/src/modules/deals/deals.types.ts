import type { OperationMeasures } from '@crm/domain';
import { GraphQLJSONObject } from 'graphql-scalars';
import { Field, Float, Int, ObjectType } from 'type-graphql';
import { Connection } from '../../core/graphql/connection';
import { ListMax } from '../../core/graphql/list-cost';
import { STAGES_MAX } from '../pipelines';

/**
 * An operation as every signed-in user sees it (deals are company records), with the names of its
 * organization and contact. When one of those is another user's private record it does not exist for
 * the reader: its id, name, details and budget are null (admins and the owner see them).
 */
@ObjectType('Deal', { simpleResolvers: true })
export class DealView {
  @Field(() => Int) id: number;
  @Field(() => String, { description: "'OP-' + id con 6 dígitos." }) reference: string;
  @Field(() => String) title: string;
  @Field(() => String, { nullable: true }) description: string | null;
  @Field(() => Float) value: number;
  @Field(() => String, { description: 'open, won o lost.' }) status: string;
  @Field(() => Int) pipelineId: number;
  @Field(() => Int) stageId: number;
  @Field(() => String, { nullable: true }) stageName: string | null;
  @Field(() => Int, { nullable: true }) businessUnitId: number | null;
  @Field(() => String, { nullable: true }) businessUnitName: string | null;
  @Field(() => String, { nullable: true }) businessUnitKey: string | null;
  @Field(() => Int, { nullable: true }) orgId: number | null;
  @Field(() => String, { nullable: true }) orgName: string | null;
  @Field(() => String, { nullable: true }) orgRuc: string | null;
  @Field(() => String, { nullable: true }) orgAddress: string | null;
  @Field(() => String, { nullable: true }) orgPhone: string | null;
  @Field(() => String, { nullable: true }) orgEmail: string | null;
  @Field(() => String, { nullable: true }) orgBudgetStatus: string | null;
  @Field(() => Float, { nullable: true }) orgBudgetProfitValue: number | null;
  @Field(() => String, { nullable: true, description: 'El presupuesto de esta operación (su revisión actual): borrador, bloqueado o confirmado.' })
  budgetStatus: string | null;
  @Field(() => Float, { nullable: true, description: 'El profit de la revisión confirmada vigente de esta operación.' })
  budgetProfitValue: number | null;
  @Field(() => Float, {
    nullable: true,
    description: 'Utilidad real (US$) del presupuesto contra real, una vez que la operación tiene una factura de proveedor vigente; null antes o sin acceso a la organización.',
  })
  realProfitValue: number | null;
  @Field(() => String, { nullable: true }) orgAdvisorName: string | null;
  @Field(() => Int, { nullable: true }) contactId: number | null;
  @Field(() => String, { nullable: true }) contactName: string | null;
  @Field(() => String, { nullable: true }) contactEmail: string | null;
  @Field(() => String, { nullable: true }) contactPhone: string | null;
  @Field(() => Int, { nullable: true }) advisorUserId: number | null;
  @Field(() => String, { nullable: true }) advisorName: string | null;
  @Field(() => Int, { nullable: true }) createdByUserId: number | null;
  @Field(() => String, { nullable: true }) createdByName: string | null;
  @Field(() => Float, { description: 'Orden dentro de la columna del kanban.' }) position: number;
  @Field(() => String, { nullable: true, description: 'Motivo de cierre (parámetro motivo_cierre); null si está abierta.' }) closeReason: string | null;
  @Field(() => String, { nullable: true, description: "Detalle del motivo (obligatorio con 'Otro')." }) closeReasonText: string | null;
  @Field(() => Date, { nullable: true, description: 'Cuándo se cerró como ganada o perdida.' }) closedAt: Date | null;
  @Field(() => String, { nullable: true, description: 'Quién la cerró.' }) closedByName: string | null;
  @Field(() => Date) createdAt: Date;
  @Field(() => Date) updatedAt: Date;
  /** The edit version when the read took it with the row (DealsService.get); the `version` field resolves it otherwise. */
  editVersion?: number;
}

export const DealConnection = Connection(DealView, 'Deal');

@ObjectType()
export class NextReference {
  @Field(() => String, { description: 'Vista previa de la próxima referencia (puede variar si otro usuario crea antes).' })
  preview: string;
}

/** A kanban card: what the board shows without loading the whole operation (private links of others null, like Deal). */
/** Plain properties: graphql-js' default resolver, no per-field wrapper (the board has ~1,000 fields). */
@ObjectType({ simpleResolvers: true })
export class DealCard {
  @Field(() => Int) id: number;
  @Field(() => String) reference: string;
  @Field(() => String) title: string;
  @Field(() => Float) value: number;
  @Field(() => Int) stageId: number;
  @Field(() => Int, { nullable: true }) orgId: number | null;
  @Field(() => String, { nullable: true }) orgName: string | null;
  @Field(() => Int, { nullable: true }) contactId: number | null;
  @Field(() => String, { nullable: true }) contactName: string | null;
  @Field(() => Date) createdAt: Date;
  @Field(() => String, { nullable: true, description: 'Fecha de cotización (campo f_cotiz), YYYY-MM-DD.' }) fCotiz: string | null;
  @Field(() => Float) position: number;
  @Field(() => Date, { nullable: true, description: 'Vencimiento de la próxima tarea abierta con hora (próximo paso); null = sin próximo paso.' }) nextDueAt: Date | null;
  @Field(() => Date, { description: 'Último movimiento: la última escritura o movimiento de la operación, o su última actividad.' }) lastTouchAt: Date;
  @Field(() => Int, { nullable: true, description: 'Días sin movimiento de su etapa (null = sin límite).' }) stuckDays: number | null;
  @Field(() => String, {
    nullable: true,
    description: "Último día de validez del último presupuesto mientras sigue abierto (borrador o enviada), YYYY-MM-DD; pasado ese día la tarjeta lo marca 'vencida'. null sin presupuesto abierto o sin validez legible.",
  })
  quoteOpenUntil: string | null;
  @Field(() => Float, {
    nullable: true,
    description: 'Utilidad real (US$) del presupuesto contra real, una vez que la operación tiene una factura de proveedor vigente; null antes o sin acceso a la organización.',
  })
  realProfit: number | null;
}

export const DealCardConnection = Connection(DealCard, 'DealCard');

@ObjectType({ simpleResolvers: true })
export class BoardColumn {
  @Field(() => Int) stageId: number;
  @Field(() => String) name: string;
  @Field(() => String, { description: 'Etiqueta de kanban_stage_labels (o del workspace), si no el nombre.' }) label: string;
  @Field(() => Int) orderIndex: number;
  @Field(() => Int, { description: 'Operaciones abiertas.' }) count: number;
  @Field(() => Float, { description: 'Suma del valor de las operaciones abiertas.' }) valueSum: number;
  @Field(() => DealCardConnection) cards: InstanceType<typeof DealCardConnection>;
}

@ObjectType({ simpleResolvers: true })
export class Board {
  @Field(() => Int) pipelineId: number;
  @Field(() => String) pipelineName: string;
  @Field(() => Int, { nullable: true }) businessUnitId: number | null;
  @Field(() => [BoardColumn], { description: `Una por etapa visible, hasta ${STAGES_MAX}.` })
  @ListMax(STAGES_MAX)
  columns: BoardColumn[];
}

@ObjectType('DealModeDetails', {
  description:
    'Detalles por modo de transporte que guarda el cliente REST original (PUT /api/operations/{id}/{modo}), de solo lectura: documentos libres, null si nunca se guardaron. Sin las claves que duplican campos personalizados (origen, destino, mercadería, seguro, condición).',
})
export class DealModeDetailsView {
  @Field(() => GraphQLJSONObject, { nullable: true }) air: Record<string, unknown> | null;
  @Field(() => GraphQLJSONObject, { nullable: true }) ocean: Record<string, unknown> | null;
  @Field(() => GraphQLJSONObject, { nullable: true }) road: Record<string, unknown> | null;
  @Field(() => GraphQLJSONObject, { nullable: true }) multimodal: Record<string, unknown> | null;
}

@ObjectType('DealMeasures', { description: 'Volumen, peso volumétrico y peso tasable con el mismo factor según el modo de transporte.' })
export class DealMeasuresView {
  @Field(() => Float, { description: 'm³: de las dimensiones, si no de vol_m3.' })
  volumeM3: number;

  @Field(() => Float, { nullable: true, description: 'Peso bruto (kg) tal como se leyó de peso_bruto.' })
  grossKg: number | null;

  @Field(() => Float, {
    description: 'Volumen × 167 (kg) sea cual sea el modo.',
    deprecationReason: "Usá volumetricKg: el 'Peso volumétrico' que se muestra es el del factor del modo (167 solo en modo legacy).",
  })
  volumetric167Kg: number;

  @Field(() => Float, { description: "El 'Peso volumétrico' que se muestra: el del factor que usa el peso tasable (kg)." })
  volumetricKg: number;

  @Field(() => Float, { description: 'Peso tasable: max(bruto, volumétrico); aéreo y courier redondean hacia arriba al 0,5 kg.' })
  chargeableKg: number;

  @Field(() => String, { description: "Factor usado: 'Aéreo 1:6000', 'Marítimo 1:1000', '167 kg/m³'." })
  factorLabel: string;

  @Field(() => Float, { nullable: true, description: 'Divisor (cm³ por kg); null con el factor único 167.' })
  divisor: number | null;

  @Field(() => String, { nullable: true, description: 'air, courier, road, sea o river; null con el factor único.' })
  mode: string | null;
}

export function measuresView(m: OperationMeasures): DealMeasuresView {
  const c = m.chargeable;
  return {
    volumeM3: m.volumeM3,
    grossKg: m.grossKg,
    volumetric167Kg: m.volumetric167Kg,
    volumetricKg: c.volumetricKg,
    chargeableKg: c.chargeableKg,
    factorLabel: c.label,
    divisor: c.divisor,
    mode: c.mode,
  };
}
