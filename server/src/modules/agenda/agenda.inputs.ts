import { MAX_REMIND_MINUTES, NEXT_STEP_MESSAGES } from '@crm/domain';
import { IsInt, IsOptional, IsString, Matches, Max, MaxLength, Min, ValidateNested } from '../../core/input/rules';
import { ArgsType, Field, InputType, Int } from 'type-graphql';
import { AnyText, Flag, OptionalAnyInt, OptionalFlag, OptionalId, OptionalLookupIds, Text } from '../../core/input/fields';

export const AGENDA_MESSAGES = {
  taskNotFound: 'Tarea no encontrada.',
  dueInvalid: NEXT_STEP_MESSAGES.nextTaskDueInvalid,
  remindInvalid: NEXT_STEP_MESSAGES.remindInvalid,
  endpointInvalid: 'La suscripción debe tener un endpoint https válido.',
  keysInvalid: 'La suscripción debe tener las claves p256dh y auth.',
  endpointNotAllowed: 'Ese servicio de notificaciones no está permitido.',
  subjectRequired: NEXT_STEP_MESSAGES.nextTaskSubjectRequired,
  subjectTooLong: 'El asunto admite hasta 300 caracteres.',
  duePast: NEXT_STEP_MESSAGES.nextTaskDuePast,
  idInvalid: 'El id indicado no es válido.',
  emailInvalid: 'Indicá si querés recibir los recordatorios por correo (true o false).',
} as const;

const M = AGENDA_MESSAGES;

/** 'Reprogramar' in Mi agenda: a new due date and time, optionally a new reminder lead. */
@InputType()
export class RescheduleTaskInput {
  @Field(() => String, { description: "'YYYY-MM-DD HH:MM[:SS]' en la hora de la oficina, o con 'Z' en UTC." })
  @IsString({ message: M.dueInvalid })
  @MaxLength(40, { message: M.dueInvalid })
  dueAt: string;

  @Field(() => Int, { nullable: true, description: `Minutos antes (0 a ${MAX_REMIND_MINUTES}); omitido, queda como estaba.` })
  @IsOptional()
  @IsInt({ message: M.remindInvalid })
  @Min(0, { message: M.remindInvalid })
  @Max(MAX_REMIND_MINUTES, { message: M.remindInvalid })
  remindMinutes?: number | null;
}

@InputType()
export class PushKeysInput {
  @Field(() => String)
  @IsString({ message: M.keysInvalid })
  @Matches(/^[A-Za-z0-9_-]{80,100}={0,2}$/, { message: M.keysInvalid })
  p256dh: string;

  @Field(() => String)
  @IsString({ message: M.keysInvalid })
  @Matches(/^[A-Za-z0-9_-]{16,30}={0,2}$/, { message: M.keysInvalid })
  auth: string;
}

/** A browser's PushSubscription.toJSON(): { endpoint, keys: { p256dh, auth } }. */
@InputType()
export class PushSubscriptionInput {
  @Field(() => String)
  @IsString({ message: M.endpointInvalid })
  @MaxLength(2000, { message: M.endpointInvalid })
  @Matches(/^https:\/\/[^\s]+$/, { message: M.endpointInvalid })
  endpoint: string;

  @Field(() => PushKeysInput)
  @ValidateNested()
  keys: PushKeysInput;
}

/**
 * 'Agendar tarea' in one click (the dashboards' "próximas acciones"): a dated task of the actor on an
 * operation, organization or contact; its reminder is armed like any other (reminder-sync.ts).
 */
@InputType()
export class PlanTaskInput {
  @Text(300, { invalid: M.subjectRequired, tooLong: M.subjectTooLong })
  @Matches(/\S/, { message: M.subjectRequired })
  subject: string;

  @Field(() => String, { description: "'YYYY-MM-DD HH:MM[:SS]' en la hora de la oficina, o con 'Z' en UTC; en el futuro." })
  @IsString({ message: M.dueInvalid })
  @MaxLength(40, { message: M.dueInvalid })
  dueAt: string;

  @Field(() => Int, { nullable: true, description: `Minutos antes (0 a ${MAX_REMIND_MINUTES}); por defecto 30.` })
  @IsOptional()
  @IsInt({ message: M.remindInvalid })
  @Min(0, { message: M.remindInvalid })
  @Max(MAX_REMIND_MINUTES, { message: M.remindInvalid })
  remindMinutes?: number | null;

  @OptionalId(M.idInvalid)
  dealId?: number | null;

  @OptionalId(M.idInvalid)
  orgId?: number | null;

  @OptionalId(M.idInvalid)
  contactId?: number | null;
}

/** setReminderSettings' `email: Boolean!`: reminders by e-mail too. */
@ArgsType()
export class ReminderSettingsArgs {
  @Flag('email debe ser verdadero o falso.')
  email: boolean;
}

/** notifications' `first: Int` (20 by default; the service keeps it within its list) and `unreadOnly: Boolean`. */
@ArgsType()
export class NotificationListArgs {
  @OptionalAnyInt('first debe ser un número entero.')
  first?: number | null;

  @OptionalFlag('unreadOnly debe ser verdadero o falso.')
  unreadOnly?: boolean | null;
}

/** markNotificationsRead's `ids: [Int!]` (none: all of the actor's). */
@ArgsType()
export class NotificationIdsArgs {
  @OptionalLookupIds()
  ids?: number[] | null;
}

/** removePushSubscription's `endpoint: String!`: the browser's subscription to forget (an unknown one removes nothing). */
@ArgsType()
export class PushEndpointArgs {
  @AnyText()
  endpoint: string;
}
