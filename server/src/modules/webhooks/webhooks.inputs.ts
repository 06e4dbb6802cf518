import { secretStrengthBits, WEBHOOK_EVENT_CHOICES, WEBHOOK_SECRET_MIN_BITS } from '@crm/domain';
import { ArrayMaxSize, ArrayNotEmpty, IsArray, IsBoolean, IsIn, IsInt, IsOptional, IsString, Matches, Max, MaxLength, Min, MinLength, ValidateBy } from '../../core/input/rules';
import { ArgsType, Field, InputType, Int } from 'type-graphql';
import { LookupId, Name, OptionalName, OptionalText } from '../../core/input/fields';

export const WEBHOOK_URL_MAX = 2000;
export const WEBHOOK_DESCRIPTION_MAX = 200;
export const WEBHOOK_SECRET_MIN = 16;
export const WEBHOOK_SECRET_MAX = 200;
export const WEBHOOK_DELIVERIES_MAX = 100;

export const WEBHOOK_MESSAGES = {
  urlRequired: 'La URL del webhook es obligatoria.',
  urlTooLong: `La URL del webhook admite hasta ${WEBHOOK_URL_MAX} caracteres.`,
  eventsRequired: 'Elegí al menos un evento.',
  eventInvalid: `Evento desconocido. Eventos posibles: ${WEBHOOK_EVENT_CHOICES.join(', ')}.`,
  descriptionTooLong: `La descripción admite hasta ${WEBHOOK_DESCRIPTION_MAX} caracteres.`,
  secretInvalid: `El secreto debe tener entre ${WEBHOOK_SECRET_MIN} y ${WEBHOOK_SECRET_MAX} caracteres, sin espacios.`,
  secretWeak: 'El secreto es demasiado fácil de adivinar: usá más caracteres y más variados (letras, números y símbolos), o dejalo vacío para que se genere uno.',
  activeInvalid: 'El estado del webhook debe ser activo o pausado.',
  statusInvalid: 'Estado de entrega desconocido (pending, delivered o failed).',
  pageInvalid: `Se pueden pedir de 1 a ${WEBHOOK_DELIVERIES_MAX} entregas por página.`,
  offsetInvalid: 'El desplazamiento (offset) debe ser un número entero de 0 en adelante.',
  notFound: 'Webhook no encontrado.',
  deliveryNotFound: 'Entrega no encontrada.',
} as const;

const SECRET = /^\S+$/;

/** A custom secret must be hard to guess (secretStrengthBits), not just long: 'aaaaaaaaaaaaaaaa' signs nothing. */
function StrongSecret() {
  return ValidateBy({
    name: 'strongSecret',
    validator: { // A secret too short already gets secretInvalid (one message at a time).
      validate: (v: unknown) => typeof v !== 'string' || v.length < WEBHOOK_SECRET_MIN || secretStrengthBits(v) >= WEBHOOK_SECRET_MIN_BITS },
  }, { message: WEBHOOK_MESSAGES.secretWeak });
}

@InputType()
export class CreateWebhookInput {
  @Name(WEBHOOK_URL_MAX, { required: WEBHOOK_MESSAGES.urlRequired, tooLong: WEBHOOK_MESSAGES.urlTooLong }, 'http:// o https://. No se admiten destinos locales ni privados (salvo WEBHOOKS_ALLOW_PRIVATE=1).')
  url: string;

  @Field(() => [String], { description: "Eventos (p. ej. 'deal.created') o familias ('organization.*', 'contact.*', 'deal.*')." })
  @IsArray({ message: WEBHOOK_MESSAGES.eventsRequired })
  @ArrayNotEmpty({ message: WEBHOOK_MESSAGES.eventsRequired })
  @ArrayMaxSize(WEBHOOK_EVENT_CHOICES.length, { message: WEBHOOK_MESSAGES.eventInvalid })
  @IsIn([...WEBHOOK_EVENT_CHOICES], { each: true, message: WEBHOOK_MESSAGES.eventInvalid })
  events: string[];

  @OptionalText(WEBHOOK_DESCRIPTION_MAX, { message: WEBHOOK_MESSAGES.descriptionTooLong })
  description?: string | null;

  @Field(() => String, { nullable: true, description: 'Sin valor, se genera uno (whsec_…) y se muestra una sola vez.' })
  @IsOptional()
  @IsString({ message: WEBHOOK_MESSAGES.secretInvalid })
  @MinLength(WEBHOOK_SECRET_MIN, { message: WEBHOOK_MESSAGES.secretInvalid })
  @MaxLength(WEBHOOK_SECRET_MAX, { message: WEBHOOK_MESSAGES.secretInvalid })
  @Matches(SECRET, { message: WEBHOOK_MESSAGES.secretInvalid })
  @StrongSecret()
  secret?: string | null;

  @Field(() => Boolean, { nullable: true, description: 'false: pausado (no recibe eventos nuevos; las entregas pendientes esperan a que se reactive). Por omisión, activo.' })
  @IsOptional()
  @IsBoolean({ message: WEBHOOK_MESSAGES.activeInvalid })
  active?: boolean | null;
}

@InputType()
export class UpdateWebhookInput {
  @OptionalName(WEBHOOK_URL_MAX, { required: WEBHOOK_MESSAGES.urlRequired, tooLong: WEBHOOK_MESSAGES.urlTooLong })
  url?: string | null;

  @Field(() => [String], { nullable: true })
  @IsOptional()
  @IsArray({ message: WEBHOOK_MESSAGES.eventsRequired })
  @ArrayNotEmpty({ message: WEBHOOK_MESSAGES.eventsRequired })
  @ArrayMaxSize(WEBHOOK_EVENT_CHOICES.length, { message: WEBHOOK_MESSAGES.eventInvalid })
  @IsIn([...WEBHOOK_EVENT_CHOICES], { each: true, message: WEBHOOK_MESSAGES.eventInvalid })
  events?: string[] | null;

  @OptionalText(WEBHOOK_DESCRIPTION_MAX, { message: WEBHOOK_MESSAGES.descriptionTooLong }, 'Vacío borra la descripción.')
  description?: string | null;

  @Field(() => Boolean, { nullable: true })
  @IsOptional()
  @IsBoolean({ message: WEBHOOK_MESSAGES.activeInvalid })
  active?: boolean | null;

  @Field(() => Boolean, { nullable: true, description: 'true: genera un secreto nuevo (se devuelve una sola vez en `secret`).' })
  @IsOptional()
  @IsBoolean({ message: WEBHOOK_MESSAGES.secretInvalid })
  rotateSecret?: boolean | null;
}

@InputType()
export class WebhookDeliveriesPage {
  @Field(() => String, { nullable: true, description: 'pending, delivered o failed.' })
  @IsOptional()
  @IsIn(['pending', 'delivered', 'failed'], { message: WEBHOOK_MESSAGES.statusInvalid })
  status?: string | null;

  @Field(() => Int, { nullable: true, description: `1 a ${WEBHOOK_DELIVERIES_MAX}; por omisión 50.` })
  @IsOptional()
  @IsInt({ message: WEBHOOK_MESSAGES.pageInvalid })
  @Min(1, { message: WEBHOOK_MESSAGES.pageInvalid })
  @Max(WEBHOOK_DELIVERIES_MAX, { message: WEBHOOK_MESSAGES.pageInvalid })
  limit?: number | null;

  @Field(() => Int, { nullable: true })
  @IsOptional()
  @IsInt({ message: WEBHOOK_MESSAGES.offsetInvalid })
  @Min(0, { message: WEBHOOK_MESSAGES.offsetInvalid })
  @Max(2_000_000_000, { message: WEBHOOK_MESSAGES.offsetInvalid })
  offset?: number | null;
}

/** `webhookId: Int!`: el webhook (a scalar argument as an ArgsType, core/input/args.ts). */
@ArgsType()
export class WebhookIdArgs {
  @LookupId()
  webhookId: number;
}
