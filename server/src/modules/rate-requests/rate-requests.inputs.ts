import { PROVIDER_ROUTE_LIMITS, RATE_REQUEST_LIMITS, SHIPMENT_MODES } from '@crm/domain';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsInt, IsNumber, IsOptional, Max, Min } from '../../core/input/rules';
import { Field, Float, InputType, Int } from 'type-graphql';
import { Id, MAX_DB_ID, MONEY_MAX, MultilineText, OneOf, OptionalOneOf, OptionalText, Text } from '../../core/input/fields';

export const RATE_MESSAGES = {
  orgNotFound: 'Organización no encontrada.',
  routeNotFound: 'Ruta no encontrada.',
  dealNotFound: 'Operación no encontrada.',
  requestNotFound: 'Solicitud de tarifa no encontrada.',
  mode: `Modo inválido: usá ${SHIPMENT_MODES.join(', ')}.`,
  origin: 'El origen',
  destination: 'El destino',
  countries: 'Los países',
  notes: 'Las notas',
  text: 'El dato',
  tooManyRoutes: `Un proveedor admite hasta ${PROVIDER_ROUTE_LIMITS.perOrganization} rutas.`,
  providers: `Elegí entre 1 y ${RATE_REQUEST_LIMITS.providers} proveedores.`,
  weight: 'El peso debe ser un número, 0 o más.',
  volume: 'El volumen debe ser un número, 0 o más.',
  rate: 'La tarifa debe ser un número, 0 o más.',
  currency: 'Moneda: USD o PYG.',
  transitDays: 'El tiempo de tránsito son días enteros, de 0 a 3650.',
  validUntil: 'La validez es una fecha (AAAA-MM-DD).',
  noEmail: (name: string) => `${name} no tiene email (ni contactos con email que puedas ver): cargalo antes de pedirle tarifa.`,
  notProvider: (name: string) => `${name} no tiene rutas de proveedor cargadas.`,
  notAnswered: 'Registrá primero la respuesta con la tarifa.',
  alreadyApplied: 'Esa tarifa ya está en la planilla de costos.',
  wholeGuaranies: 'Los guaraníes no llevan decimales: registrá la tarifa en Gs. enteros.',
  currencyUnknown: 'Moneda de la tarifa desconocida: registrala en USD o PYG.',
} as const;

/** A row of a provider's route sheet. */
@InputType()
export class ProviderRouteInput {
  @Id(RATE_MESSAGES.orgNotFound)
  orgId: number;

  @OptionalOneOf(() => String, SHIPMENT_MODES, RATE_MESSAGES.mode, 'air, ocean, road o multimodal; vacío: cualquiera.')
  mode?: string | null;

  @Text(PROVIDER_ROUTE_LIMITS.place, RATE_MESSAGES.origin)
  origin: string;

  @Text(PROVIDER_ROUTE_LIMITS.place, RATE_MESSAGES.destination)
  destination: string;

  @OptionalText(PROVIDER_ROUTE_LIMITS.countries, RATE_MESSAGES.countries, "Códigos o nombres separados por coma ('PY, BR').")
  countries?: string | null;

  @OptionalText(PROVIDER_ROUTE_LIMITS.notes, RATE_MESSAGES.notes)
  notes?: string | null;
}

/** 'Solicitar tarifa': the operation's values as the user confirmed them and the providers to ask (one e-mail each). */
@InputType()
export class RateRequestInput {
  @Id(RATE_MESSAGES.dealNotFound)
  dealId: number;

  @Field(() => [Int])
  @IsArray({ message: RATE_MESSAGES.providers })
  @ArrayMinSize(1, { message: RATE_MESSAGES.providers })
  @ArrayMaxSize(RATE_REQUEST_LIMITS.providers, { message: RATE_MESSAGES.providers })
  @IsInt({ each: true, message: RATE_MESSAGES.providers })
  @Min(1, { each: true, message: RATE_MESSAGES.providers })
  @Max(MAX_DB_ID, { each: true, message: RATE_MESSAGES.providers })
  providerOrgIds: number[];

  @OptionalOneOf(() => String, SHIPMENT_MODES, RATE_MESSAGES.mode)
  mode?: string | null;

  @OptionalText(RATE_REQUEST_LIMITS.text, RATE_MESSAGES.text) operationType?: string | null;
  @OptionalText(RATE_REQUEST_LIMITS.text, RATE_MESSAGES.origin) origin?: string | null;
  @OptionalText(RATE_REQUEST_LIMITS.text, RATE_MESSAGES.destination) destination?: string | null;
  @OptionalText(RATE_REQUEST_LIMITS.text, RATE_MESSAGES.text) incoterm?: string | null;
  @OptionalText(RATE_REQUEST_LIMITS.text, RATE_MESSAGES.text) goods?: string | null;
  @OptionalText(RATE_REQUEST_LIMITS.text, RATE_MESSAGES.text) packages?: string | null;

  @Field(() => Float, { nullable: true })
  @IsOptional()
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: RATE_MESSAGES.weight })
  @Min(0, { message: RATE_MESSAGES.weight })
  @Max(1_000_000_000, { message: RATE_MESSAGES.weight })
  weightKg?: number | null;

  @Field(() => Float, { nullable: true })
  @IsOptional()
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: RATE_MESSAGES.volume })
  @Min(0, { message: RATE_MESSAGES.volume })
  @Max(1_000_000, { message: RATE_MESSAGES.volume })
  volumeM3?: number | null;

  @OptionalText(RATE_REQUEST_LIMITS.notes, RATE_MESSAGES.notes)
  @MultilineText('Las notas')
  notes?: string | null;
}

/** The provider's answer, recorded by the user. */
@InputType()
export class RateAnswerInput {
  @Id(RATE_MESSAGES.requestNotFound)
  id: number;

  @Field(() => Float)
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: RATE_MESSAGES.rate })
  @Min(0, { message: RATE_MESSAGES.rate })
  @Max(MONEY_MAX, { message: RATE_MESSAGES.rate })
  rate: number;

  @OneOf(() => String, ['USD', 'PYG'], RATE_MESSAGES.currency, { description: 'USD o PYG.', defaultValue: 'USD' })
  currency: string;

  @Field(() => Int, { nullable: true })
  @IsOptional()
  @IsInt({ message: RATE_MESSAGES.transitDays })
  @Min(0, { message: RATE_MESSAGES.transitDays })
  @Max(3650, { message: RATE_MESSAGES.transitDays })
  transitDays?: number | null;

  @OptionalText(10, RATE_MESSAGES.validUntil, 'AAAA-MM-DD.')
  validUntil?: string | null;

  @OptionalText(RATE_REQUEST_LIMITS.notes, RATE_MESSAGES.notes)
  @MultilineText('Las notas')
  notes?: string | null;
}
