import { CLOSE_REASON_TEXT_MAX, QUOTE_STATUS_MESSAGES, QUOTE_STATUSES } from '@crm/domain';
import { IsBoolean, IsInt, IsOptional, Max, Min } from '../../core/input/rules';
import { ArgsType, Field, InputType, Int } from 'type-graphql';
import { AnyText, Id, OneOf, OptionalText } from '../../core/input/fields';

export const QUOTE_STATUS_INPUT_MESSAGES = {
  dealNotFound: 'Operación no encontrada.',
  version: 'La versión debe ser un número entero positivo.',
  reason: 'El motivo',
  reasonText: 'El detalle del motivo',
  confirmBudget: 'confirmBudget debe ser verdadero o falso.',
  period: 'El período es inválido (AAAA-MM-DD).',
} as const;

/** A quote version's new status: 'Marcar enviada', 'Aceptada' (optionally confirming the budget), 'Rechazada' with a reason. */
@InputType()
export class QuoteStatusInput {
  @Id(QUOTE_STATUS_INPUT_MESSAGES.dealNotFound)
  dealId: number;

  @Field(() => Int, { nullable: true, description: 'La versión (la última si se omite).' })
  @IsOptional()
  @IsInt({ message: QUOTE_STATUS_INPUT_MESSAGES.version })
  @Min(1, { message: QUOTE_STATUS_INPUT_MESSAGES.version })
  @Max(1_000_000, { message: QUOTE_STATUS_INPUT_MESSAGES.version })
  versionNo?: number | null;

  @OneOf(() => String, QUOTE_STATUSES, QUOTE_STATUS_MESSAGES.statusInvalid, 'enviada, aceptada o rechazada (a borrador no se vuelve).')
  status: string;

  @OptionalText(120, QUOTE_STATUS_INPUT_MESSAGES.reason, 'Con rechazada: un valor de la lista motivo_cierre.')
  reason?: string | null;

  @OptionalText(CLOSE_REASON_TEXT_MAX, QUOTE_STATUS_INPUT_MESSAGES.reasonText, "Obligatorio con el motivo 'Otro'.")
  reasonText?: string | null;

  @Field(() => Boolean, { nullable: true, description: 'Con aceptada: confirmar también el presupuesto (planilla de costos) de la operación.' })
  @IsOptional()
  @IsBoolean({ message: QUOTE_STATUS_INPUT_MESSAGES.confirmBudget })
  confirmBudget?: boolean | null;
}

/** quoteFunnel's `from: String!, to: String!` (AAAA-MM-DD, inclusive): the service judges the dates. */
@ArgsType()
export class QuoteFunnelArgs {
  @AnyText()
  from: string;

  @AnyText()
  to: string;
}
