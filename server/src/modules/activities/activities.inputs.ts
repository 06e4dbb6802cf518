import { isCalendarDate, SHARED_MESSAGES } from '@crm/domain';
import { IsBoolean, IsIn, IsOptional, registerDecorator, type ValidationOptions } from '../../core/input/rules';
import { ArgsType, Field, InputType } from 'type-graphql';
import { MAX_PAGE } from '../../core/graphql/connection';
import { MultilineText, OptionalAnyInt, OptionalAnyText, OptionalId, OptionalText } from '../../core/input/fields';
import { ACTIVITY_TYPES, type ActivityType } from './activity.entity';
import { ActivityTypeEnum } from './activities.types';

export const ACTIVITY_SUBJECT_MAX = 300;
/** Stays under MariaDB's 64 KB `text` even with 4-byte characters. */
export const ACTIVITY_NOTES_MAX = 10_000;

export const ACTIVITY_MESSAGES = {
  typeInvalid: 'El tipo de actividad debe ser task, call, meeting, email o note.',
  subjectInvalid: 'El asunto debe ser texto.',
  subjectTooLong: `El asunto admite hasta ${ACTIVITY_SUBJECT_MAX} caracteres.`,
  notesInvalid: 'Las notas deben ser texto.',
  notesTooLong: `Las notas admiten hasta ${ACTIVITY_NOTES_MAX} caracteres.`,
  textRequired: 'Escribí al menos asunto o notas.',
  dateInvalid: 'La fecha no es válida.',
  doneInvalid: 'El estado realizado debe ser 0 o 1.',
  linkRequired: 'Indicá la organización, el contacto o la operación de la actividad.',
  orgInvalid: 'La organización indicada no es válida.',
  personInvalid: 'El contacto indicado no es válido.',
  dealInvalid: 'La operación indicada no es válida.',
  notFound: 'Actividad no encontrada.',
  notRestorable: 'La actividad eliminada ya no se puede restaurar.',
  orgNotFound: SHARED_MESSAGES.organizationNotFound,
  personNotFound: SHARED_MESSAGES.contactNotFound,
  dealNotFound: SHARED_MESSAGES.dealNotFound,
} as const;

const TYPE_VALUES = [...ACTIVITY_TYPES];

/** 'YYYY-MM-DD' and a real calendar day ('2026-02-30' is refused). */
export function IsCalendarDate(options?: ValidationOptions): PropertyDecorator {
  return (target: object, propertyName: string | symbol) => {
    registerDecorator({
      name: 'isCalendarDate',
      target: target.constructor,
      propertyName: String(propertyName),
      options,
      validator: { validate: (value: unknown) => isCalendarDate(value) },
    });
  };
}

@InputType()
export class CreateActivityInput {
  @Field(() => ActivityTypeEnum, { defaultValue: 'task' })
  @IsIn(TYPE_VALUES, { message: ACTIVITY_MESSAGES.typeInvalid })
  type: ActivityType = 'task';

  @OptionalText(ACTIVITY_SUBJECT_MAX, { invalid: ACTIVITY_MESSAGES.subjectInvalid, tooLong: ACTIVITY_MESSAGES.subjectTooLong })
  subject?: string | null;

  @OptionalText(ACTIVITY_NOTES_MAX, { invalid: ACTIVITY_MESSAGES.notesInvalid, tooLong: ACTIVITY_MESSAGES.notesTooLong })
  @MultilineText('Las notas')
  notes?: string | null;

  @Field(() => String, { nullable: true, description: "'YYYY-MM-DD'." })
  @IsOptional()
  @IsCalendarDate({ message: ACTIVITY_MESSAGES.dateInvalid })
  dueDate?: string | null;

  @Field(() => Boolean, { defaultValue: false })
  @IsBoolean({ message: ACTIVITY_MESSAGES.doneInvalid })
  done: boolean = false;

  @OptionalId(ACTIVITY_MESSAGES.orgInvalid)
  orgId?: number | null;

  @OptionalId(ACTIVITY_MESSAGES.personInvalid, 'El contacto (person_id en REST).')
  personId?: number | null;

  @OptionalId(ACTIVITY_MESSAGES.dealInvalid)
  dealId?: number | null;
}

/** Omitted fields stay; null (or '' over REST) clears subject, notes or the due date. */
@InputType()
export class UpdateActivityInput {
  @Field(() => ActivityTypeEnum, { nullable: true })
  @IsOptional()
  @IsIn(TYPE_VALUES, { message: ACTIVITY_MESSAGES.typeInvalid })
  type?: ActivityType | null;

  @OptionalText(ACTIVITY_SUBJECT_MAX, { invalid: ACTIVITY_MESSAGES.subjectInvalid, tooLong: ACTIVITY_MESSAGES.subjectTooLong })
  subject?: string | null;

  @OptionalText(ACTIVITY_NOTES_MAX, { invalid: ACTIVITY_MESSAGES.notesInvalid, tooLong: ACTIVITY_MESSAGES.notesTooLong })
  @MultilineText('Las notas')
  notes?: string | null;

  @Field(() => String, { nullable: true, description: "'YYYY-MM-DD'; null la quita." })
  @IsOptional()
  @IsCalendarDate({ message: ACTIVITY_MESSAGES.dateInvalid })
  dueDate?: string | null;

  @Field(() => Boolean, { nullable: true })
  @IsOptional()
  @IsBoolean({ message: ACTIVITY_MESSAGES.doneInvalid })
  done?: boolean | null;
}

@InputType()
export class ActivityFilter {
  @OptionalId(ACTIVITY_MESSAGES.orgInvalid)
  orgId?: number | null;

  @OptionalId(ACTIVITY_MESSAGES.personInvalid)
  personId?: number | null;

  @OptionalId(ACTIVITY_MESSAGES.dealInvalid)
  dealId?: number | null;

  @Field(() => ActivityTypeEnum, { nullable: true })
  @IsOptional()
  @IsIn(TYPE_VALUES, { message: ACTIVITY_MESSAGES.typeInvalid })
  type?: ActivityType | null;

  @Field(() => Boolean, { nullable: true })
  @IsOptional()
  @IsBoolean({ message: ACTIVITY_MESSAGES.doneInvalid })
  done?: boolean | null;
}

/** activities' page, `first: Int = 50` (described: the resolver refuses one outside 1..MAX_PAGE) and `after: String`. */
@ArgsType()
export class ActivityPageArgs {
  @OptionalAnyInt(`first debe estar entre 1 y ${MAX_PAGE}.`, { defaultValue: 50, description: `Entre 1 y ${MAX_PAGE}.` })
  first: number;

  @OptionalAnyText('El cursor')
  after?: string | null;
}
