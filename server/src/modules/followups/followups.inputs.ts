import { CALL_OUTCOMES, MAX_REMIND_MINUTES, NEXT_STEP_MESSAGES, SHARED_MESSAGES } from '@crm/domain';
import { IsIn, IsInt, IsOptional, IsString, Matches, Max, MaxLength, Min, ValidateNested } from '../../core/input/rules';
import { ArgsType, Field, InputType, Int } from 'type-graphql';
import { AnyText, MultilineText, OptionalAnyInt, OptionalAnyText, OptionalId, OptionalText } from '../../core/input/fields';

export const FOLLOWUP_SUBJECT_MAX = 300;
export const FOLLOWUP_TEXT_MAX = 10_000;
/** A call of more than a day is a typing error (minutes; the column is an INT). */
export const FOLLOWUP_DURATION_MAX = 1440;

export const FOLLOWUP_MESSAGES = {
  callFailed: 'No se pudo registrar la llamada.',
  orgNotFound: SHARED_MESSAGES.organizationNotFound,
  contactNotFound: SHARED_MESSAGES.contactNotFound,
  dealNotFound: SHARED_MESSAGES.dealNotFound,
  idInvalid: 'El id indicado no es válido.',
  dateInvalid: 'La fecha y hora de la llamada debe tener el formato AAAA-MM-DD HH:MM:SS.',
  todayInvalid: 'La fecha de hoy debe tener el formato AAAA-MM-DD.',
  durationInvalid: `La duración debe ser un número entero de minutos entre 0 y ${FOLLOWUP_DURATION_MAX} (24 horas).`,
  subjectInvalid: 'El asunto debe ser texto.',
  subjectTooLong: `El asunto admite hasta ${FOLLOWUP_SUBJECT_MAX} caracteres.`,
  notesInvalid: 'Las notas deben ser texto.',
  notesTooLong: `Las notas admiten hasta ${FOLLOWUP_TEXT_MAX} caracteres.`,
  contentRequired: 'Escribí el contenido de la nota.',
  contentTooLong: `La nota admite hasta ${FOLLOWUP_TEXT_MAX} caracteres.`,
  nextTaskInvalid: 'El próximo paso debe ser un objeto { subject, due_at }.',
  callNotFound: 'Llamada no encontrada.',
  reasonTooLong: 'El motivo admite hasta 500 caracteres.',
  alreadyInvalidated: 'La llamada ya está invalidada.',
  ...NEXT_STEP_MESSAGES,
} as const;

const M = FOLLOWUP_MESSAGES;

/** The organization, contact and operation a call or a note is about (each optional, checked by the service); never used on its own, so not emitted. */
@InputType()
abstract class FollowupLinksInput {
  @OptionalId(M.idInvalid)
  orgId?: number | null;

  @OptionalId(M.idInvalid)
  contactId?: number | null;

  @OptionalId(M.idInvalid)
  dealId?: number | null;
}

/** The task a promising call leaves (nextSteps outcomeNeedsNextTask): subject and due date and time. */
@InputType()
export class NextTaskInput {
  @OptionalText(FOLLOWUP_SUBJECT_MAX, { invalid: M.subjectInvalid, tooLong: M.subjectTooLong })
  subject?: string | null;

  @OptionalText(40, { message: M.nextTaskDueInvalid }, "'YYYY-MM-DD HH:MM[:SS]' en la hora de la oficina, o con 'Z' en UTC.")
  dueAt?: string | null;

  @Field(() => Int, { nullable: true, description: `Minutos antes del vencimiento para el recordatorio (0 a ${MAX_REMIND_MINUTES}); por defecto 30.` })
  @IsOptional()
  @IsInt({ message: M.remindInvalid })
  @Min(0, { message: M.remindInvalid })
  @Max(MAX_REMIND_MINUTES, { message: M.remindInvalid })
  remindMinutes?: number | null;
}

/** 'Registrar llamada' (spec part 2 §5: no required field; subject 'Llamada' and duration 0 by default). */
@InputType()
export class LogCallInput extends FollowupLinksInput {
  @OptionalText(FOLLOWUP_SUBJECT_MAX, { invalid: M.subjectInvalid, tooLong: M.subjectTooLong }, "Por defecto 'Llamada'.")
  subject?: string | null;

  @OptionalText(FOLLOWUP_TEXT_MAX, { invalid: M.notesInvalid, tooLong: M.notesTooLong })
  @MultilineText('Las notas')
  notes?: string | null;

  @OptionalText(40, { message: M.dateInvalid }, "'YYYY-MM-DD HH:MM:SS' (sin segundos recibe ':00'); por defecto, ahora (UTC).")
  happenedAt?: string | null;

  @Field(() => Int, { nullable: true, description: `Minutos, entre 0 y ${FOLLOWUP_DURATION_MAX}; por defecto 0.` })
  @IsOptional()
  @IsInt({ message: M.durationInvalid })
  @Min(0, { message: M.durationInvalid })
  @Max(FOLLOWUP_DURATION_MAX, { message: M.durationInvalid })
  durationMin?: number | null;

  @Field(() => String, { nullable: true, description: 'no_contesta, interesado, no_interesado, volver_a_llamar o en_negociacion.' })
  @IsOptional()
  @IsIn([...CALL_OUTCOMES], { message: M.outcomeInvalid })
  outcome?: string | null;

  @Field(() => NextTaskInput, { nullable: true, description: 'Obligatorio para interesado, volver_a_llamar y en_negociacion.' })
  @IsOptional()
  @ValidateNested()
  nextTask?: NextTaskInput | null;
}

/** 'Agregar nota' of the follow-up dashboard. */
@InputType()
export class AddFollowupNoteInput extends FollowupLinksInput {
  @Field(() => String)
  @IsString({ message: M.contentRequired })
  @Matches(/\S/, { message: M.contentRequired })
  @MaxLength(FOLLOWUP_TEXT_MAX, { message: M.contentTooLong })
  @MultilineText('La nota')
  content: string;
}

/** followupCalls' and followupNotes' `q: String, first: Int, offset: Int` (the resolver's followupPage judges the page). */
@ArgsType()
export class FollowupListArgs {
  @OptionalAnyText('La búsqueda')
  q?: string | null;

  @OptionalAnyInt('first debe ser un número entero.')
  first?: number | null;

  @OptionalAnyInt('offset debe ser un número entero.')
  offset?: number | null;
}

/** followupSummary's `today: String` ('YYYY-MM-DD' of the user; none: the UTC day): the service judges it. */
@ArgsType()
export class FollowupTodayArgs {
  @OptionalAnyText('La fecha')
  today?: string | null;
}

/** invalidateCall's `reason: String!`: the service judges it (required, its length). */
@ArgsType()
export class InvalidateCallArgs {
  @AnyText()
  reason: string;
}
