import { MAX_REMIND_MINUTES, NEXT_STEP_MESSAGES } from '@crm/domain';
import { IsInt, IsOptional, IsString, Matches, Max, MaxLength, Min, ValidateNested } from 'class-validator';
import { Field, InputType, Int } from 'type-graphql';

export const AGENDA_MESSAGES = {
  taskNotFound: 'Tarea no encontrada.',
  dueInvalid: NEXT_STEP_MESSAGES.nextTaskDueInvalid,
  remindInvalid: NEXT_STEP_MESSAGES.remindInvalid,
  endpointInvalid: 'La suscripción debe tener un endpoint https válido.',
  keysInvalid: 'La suscripción debe tener las claves p256dh y auth.',
  endpointNotAllowed: 'Ese servicio de notificaciones no está permitido.',
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
