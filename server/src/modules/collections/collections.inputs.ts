import { COLLECTION_LOG_KINDS, COLLECTIONS_LIMITS as L, COLLECTIONS_MESSAGES, FISCAL_CURRENCIES, PROMISE_SET_STATUSES, STATEMENT_FILTERS } from '@crm/domain';
import { IsInt, IsNumber, IsOptional, Max, Min } from '../../core/input/rules';
import { ArgsType, Field, Float, InputType, Int } from 'type-graphql';
import { Id, MultilineText, OneOf, OptionalId, OptionalOneOf, OptionalText, Text } from '../../core/input/fields';
import { IsCalendarDate } from '../activities';
/** Largest amount of a promise: the largest a fiscal document holds (DECIMAL(18,2)). */
const PROMISE_AMOUNT_MAX = 999_999_999_999;

export const COLLECTION_FIELD_MESSAGES = {
  date: 'La fecha debe ser una fecha válida AAAA-MM-DD.',
  asOf: 'La fecha de corte debe ser una fecha válida AAAA-MM-DD.',
  offset: 'La fila inicial (offset) debe ser un número entero de 0 en adelante.',
  limit: 'El tamaño de página (limit) debe ser un número entero de 1 a 6000.',
  filter: "El filtro debe ser 'todos', 'a_cobrar' o 'vence_7'.",
  amount: 'El monto debe ser un número mayor que 0, con hasta dos decimales (guaraníes sin decimales).',
  currency: "La moneda debe ser 'PYG' o 'USD'.",
  status: "El estado debe ser 'cumplida', 'incumplida' o 'anulada'.",
  kind: "El tipo de gestión debe ser 'llamada', 'email', 'whatsapp', 'visita' o 'nota'.",
  subject: 'El asunto',
  notes: 'Las notas',
} as const;
const M = COLLECTION_FIELD_MESSAGES;

@InputType()
export class CreatePromiseInput {
  @Field(() => String, { description: 'AAAA-MM-DD: el día en que el cliente promete pagar.' })
  @IsCalendarDate({ message: M.date })
  promisedDate: string;

  @Field(() => Float)
  @IsNumber({ allowNaN: false, allowInfinity: false, maxDecimalPlaces: 2 }, { message: M.amount })
  @Min(0.01, { message: M.amount })
  @Max(PROMISE_AMOUNT_MAX, { message: M.amount })
  amount: number;

  @OneOf(() => String, FISCAL_CURRENCIES, M.currency)
  currency: string;

  @OptionalText(L.notes, M.notes)
  @MultilineText()
  notes?: string | null;
}

@InputType()
export class SetPromiseStatusInput {
  @OneOf(() => String, PROMISE_SET_STATUSES, M.status, "'cumplida', 'incumplida' o 'anulada'.")
  status: string;
}

@InputType()
export class CreateCollectionLogInput {
  @OneOf(() => String, COLLECTION_LOG_KINDS, M.kind, "'llamada', 'email', 'whatsapp', 'visita' o 'nota'.")
  kind: string;

  @Text(L.subject, M.subject)
  subject: string;

  @OptionalText(L.notes, M.notes)
  @MultilineText()
  notes?: string | null;

  @Field(() => String, { nullable: true, description: 'AAAA-MM-DD: la próxima acción; la agenda de seguimiento la lista.' })
  @IsOptional()
  @IsCalendarDate({ message: M.date })
  nextActionDate?: string | null;
}

/** The statement's arguments: the client and the cut-off day (default today, Paraguay). */
@ArgsType()
export class StatementArgs {
  @Id(COLLECTIONS_MESSAGES.orgNotFound)
  orgId: number;

  @Field(() => String, { nullable: true, description: 'AAAA-MM-DD; por defecto, hoy (hora de Paraguay).' })
  @IsOptional()
  @IsCalendarDate({ message: M.asOf })
  asOf?: string | null;

  @Field(() => Int, { nullable: true, description: 'GraphQL: la fila desde la que empieza la página (0 por defecto); los campos *Count dicen cuántas filas hay en total (REST devuelve todas).' })
  @IsOptional()
  @IsInt({ message: M.offset })
  @Min(0, { message: M.offset })
  @Max(10_000_000, { message: M.offset })
  offset?: number | null;

  @Field(() => Int, { nullable: true, description: 'Filas por página de documentos y de movimientos (a lo sumo 3.000 documentos y 6.000 movimientos, lo que se pide por defecto).' })
  @IsOptional()
  @IsInt({ message: M.limit })
  @Min(1, { message: M.limit })
  @Max(6000, { message: M.limit })
  limit?: number | null;

  @OptionalOneOf(() => String, STATEMENT_FILTERS, M.filter, "Documentos a listar: 'todos' (por defecto), 'a_cobrar' (con saldo) o 'vence_7' (con saldo, vencen en 7 días); los saldos y movimientos son siempre los de toda la cuenta.")
  filter?: string | null;
}

/** The portfolio's arguments: the cut-off day and, optionally, one advisor's clients. */
@ArgsType()
export class PortfolioArgs {
  @Field(() => String, { nullable: true, description: 'AAAA-MM-DD; por defecto, hoy (hora de Paraguay).' })
  @IsOptional()
  @IsCalendarDate({ message: M.asOf })
  asOf?: string | null;

  @OptionalId('Asesor no encontrado.')
  advisorId?: number | null;

  @Field(() => Int, { nullable: true, description: 'GraphQL: la fila desde la que empieza la página (0 por defecto); los campos *Count dicen cuántas filas hay en total (REST devuelve todas).' })
  @IsOptional()
  @IsInt({ message: M.offset })
  @Min(0, { message: M.offset })
  @Max(10_000_000, { message: M.offset })
  offset?: number | null;
}

/** The follow-up agenda's collection actions: those due up to a day (default today). */
@ArgsType()
export class NextActionsArgs {
  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsCalendarDate({ message: M.date })
  upTo?: string | null;
}
