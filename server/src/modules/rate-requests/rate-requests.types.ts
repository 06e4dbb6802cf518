import { PROVIDER_ROUTE_LIMITS } from '@crm/domain';
import { Field, Float, Int, ObjectType } from 'type-graphql';
import { ListMax } from '../../core/graphql/list-cost';

/** Providers a request suggests at most (the best matching routes first). */
export const SUGGESTIONS_MAX = 50;
/** Requests an operation lists at most (newest first). */
export const RATE_REQUESTS_MAX = 100;

@ObjectType('ProviderRoute')
export class ProviderRouteView {
  @Field(() => Int) id: number;
  @Field(() => Int) orgId: number;
  @Field(() => String, { nullable: true, description: 'air, ocean, road o multimodal; null: cualquiera.' }) mode: string | null;
  @Field(() => String) origin: string;
  @Field(() => String) destination: string;
  @Field(() => String) countries: string;
  @Field(() => String) notes: string;
}

@ObjectType('RateRequestPrefill', { description: "Lo que 'Solicitar tarifa' propone desde la operación." })
export class RateRequestPrefillView {
  @Field(() => String, { nullable: true }) mode: string | null;
  @Field(() => String) operationType: string;
  @Field(() => String) origin: string;
  @Field(() => String) destination: string;
  @Field(() => String) incoterm: string;
  @Field(() => String) goods: string;
  @Field(() => String) packages: string;
  @Field(() => Float, { nullable: true }) weightKg: number | null;
  @Field(() => Float, { nullable: true }) volumeM3: number | null;
}

@ObjectType('ProviderSuggestion', { description: 'Un proveedor cuyas rutas coinciden con la operación.' })
export class ProviderSuggestionView {
  @Field(() => Int) orgId: number;
  @Field(() => String) name: string;
  @Field(() => String, { nullable: true, description: 'A dónde va la solicitud: el email de la organización o de su primer contacto con email.' }) email: string | null;
  @Field(() => Int, { description: 'Cuánto coincide (origen 2, destino 2, país 1).' }) score: number;
  @Field(() => [ProviderRouteView])
  @ListMax(PROVIDER_ROUTE_LIMITS.perOrganization)
  routes: ProviderRouteView[];
}

@ObjectType('RateRequestDraft')
export class RateRequestDraftView {
  @Field(() => Int) dealId: number;
  @Field(() => String) reference: string;
  @Field(() => RateRequestPrefillView) prefill: RateRequestPrefillView;
  @Field(() => [ProviderSuggestionView], { description: 'Proveedores con rutas que coinciden, los mejores primero.' })
  @ListMax(SUGGESTIONS_MAX)
  suggestions: ProviderSuggestionView[];
  @Field(() => Boolean) smtpConfigured: boolean;
}

@ObjectType('RateRequest')
export class RateRequestView {
  @Field(() => Int) id: number;
  @Field(() => Int) dealId: number;
  @Field(() => Int) providerOrgId: number;
  @Field(() => String) providerName: string;
  @Field(() => String) sentTo: string;
  @Field(() => Int, { nullable: true, description: 'El correo de la bandeja de salida (GET /api/emails/{id}).' }) mailMessageId: number | null;
  @Field(() => String, { nullable: true }) mailStatus: string | null;
  @Field(() => RateRequestPrefillView, { description: 'Lo que se pidió.' }) fields: RateRequestPrefillView;
  @Field(() => Float, { nullable: true }) rate: number | null;
  @Field(() => String) currency: string;
  @Field(() => Int, { nullable: true }) transitDays: number | null;
  @Field(() => String, { nullable: true }) validUntil: string | null;
  @Field(() => String, { nullable: true }) answerNotes: string | null;
  @Field(() => Date, { nullable: true }) answeredAt: Date | null;
  @Field(() => Date, { nullable: true }) appliedAt: Date | null;
  @Field(() => String, { description: "'1.250,00 USD · 5 días · válida hasta 10/12/2026' o —." }) summary: string;
  @Field(() => Date) createdAt: Date;
}
