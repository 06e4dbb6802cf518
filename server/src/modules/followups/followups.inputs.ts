import { IsInt, IsOptional, IsString, Matches, Max, MaxLength, Min } from 'class-validator';
import { Field, InputType, Int } from 'type-graphql';
import { MAX_DB_ID, MultilineText } from '../../core/input/fields';

export const FOLLOWUP_SUBJECT_MAX = 300;
export const FOLLOWUP_TEXT_MAX = 10_000;
/** A call of more than a day is a typing error (minutes; the column is an INT). */
export const FOLLOWUP_DURATION_MAX = 1440;

export const FOLLOWUP_MESSAGES = {
  callFailed: 'No se pudo registrar la llamada.',
  orgNotFound: 'Organización no encontrada.',
  contactNotFound: 'Contacto no encontrado.',
  dealNotFound: 'Operación no encontrada.',
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
} as const;

const M = FOLLOWUP_MESSAGES;

/** The organization, contact and operation a call or a note is about (each optional, checked by the service); never used on its own, so not emitted. */
@InputType()
abstract class FollowupLinksInput {
  @Field(() => Int, { nullable: true })
  @IsOptional()
  @IsInt({ message: M.idInvalid })
  @Min(1, { message: M.idInvalid })
  @Max(MAX_DB_ID, { message: M.idInvalid })
  orgId?: number | null;

  @Field(() => Int, { nullable: true })
  @IsOptional()
  @IsInt({ message: M.idInvalid })
  @Min(1, { message: M.idInvalid })
  @Max(MAX_DB_ID, { message: M.idInvalid })
  contactId?: number | null;

  @Field(() => Int, { nullable: true })
  @IsOptional()
  @IsInt({ message: M.idInvalid })
  @Min(1, { message: M.idInvalid })
  @Max(MAX_DB_ID, { message: M.idInvalid })
  dealId?: number | null;
}

/** 'Registrar llamada' (spec part 2 §5: no required field; subject 'Llamada' and duration 0 by default). */
@InputType()
export class LogCallInput extends FollowupLinksInput {
  @Field(() => String, { nullable: true, description: "Por defecto 'Llamada'." })
  @IsOptional()
  @IsString({ message: M.subjectInvalid })
  @MaxLength(FOLLOWUP_SUBJECT_MAX, { message: M.subjectTooLong })
  subject?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString({ message: M.notesInvalid })
  @MaxLength(FOLLOWUP_TEXT_MAX, { message: M.notesTooLong })
  @MultilineText('Las notas')
  notes?: string | null;

  @Field(() => String, { nullable: true, description: "'YYYY-MM-DD HH:MM:SS' (sin segundos recibe ':00'); por defecto, ahora (UTC)." })
  @IsOptional()
  @IsString({ message: M.dateInvalid })
  @MaxLength(40, { message: M.dateInvalid })
  happenedAt?: string | null;

  @Field(() => Int, { nullable: true, description: `Minutos, entre 0 y ${FOLLOWUP_DURATION_MAX}; por defecto 0.` })
  @IsOptional()
  @IsInt({ message: M.durationInvalid })
  @Min(0, { message: M.durationInvalid })
  @Max(FOLLOWUP_DURATION_MAX, { message: M.durationInvalid })
  durationMin?: number | null;
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
