import { Field, Float, Int, ObjectType } from 'type-graphql';
import { ListMax } from '../../core/graphql/list-cost';

@ObjectType('WeightBreaks', { description: 'Tarifa por kg de cada escala (−45, +45, +100, +300, +500, +1000 kg); null: escala no ofrecida.' })
export class WeightBreaksView {
  @Field(() => Float, { nullable: true }) m45: number | null;
  @Field(() => Float, { nullable: true }) p45: number | null;
  @Field(() => Float, { nullable: true }) p100: number | null;
  @Field(() => Float, { nullable: true }) p300: number | null;
  @Field(() => Float, { nullable: true }) p500: number | null;
  @Field(() => Float, { nullable: true }) p1000: number | null;
}

@ObjectType('RateCharge', { simpleResolvers: true })
export class RateChargeView {
  @Field(() => String) concepto: string;
  @Field(() => String, { description: 'weight_breaks, container, wm, truck, flat, per_kg o percent.' }) basis: string;
  @Field(() => WeightBreaksView, { nullable: true }) breaks: WeightBreaksView | null;
  @Field(() => String, { nullable: true }) equipo: string | null;
  @Field(() => Float, { nullable: true, description: 'Por contenedor, por W/M, por camión, monto fijo, por kg o porcentaje.' }) rate: number | null;
  @Field(() => Float, { nullable: true }) minimum: number | null;
}

export const RATE_CHARGES_MAX = 50;
/** Sheets one list answers at most (filter by organization or mode for more); keeps a full selection under the cost limit. */
export const RATE_SHEETS_MAX = 150;

@ObjectType('RateSheet', { simpleResolvers: true, description: "Tarifa de un agente, transportista o proveedor: modo, ruta, vigencia, moneda y cargos." })
export class RateSheetView {
  @Field(() => Int) id: number;
  @Field(() => Int) orgId: number;
  @Field(() => String) orgName: string;
  @Field(() => String) mode: string;
  @Field(() => String) origin: string;
  @Field(() => String) destination: string;
  @Field(() => String, { description: 'AAAA-MM-DD.' }) validFrom: string;
  @Field(() => String, { description: 'AAAA-MM-DD (el último día vigente).' }) validTo: string;
  @Field(() => String, { description: 'vigente, vencida o futura (hoy, en el servidor).' }) validity: string;
  @Field(() => String) currency: string;
  @Field(() => String, { nullable: true }) notes: string | null;
  @Field(() => [RateChargeView])
  @ListMax(RATE_CHARGES_MAX)
  charges: RateChargeView[];
  @Field(() => Int) version: number;
  @Field(() => Date) updatedAt: Date;
  @Field(() => String, { nullable: true }) updatedByName: string | null;
}

@ObjectType('RateShipmentContainers', { simpleResolvers: true })
export class RateContainersView {
  @Field(() => String) equipo: string;
  @Field(() => Int) cantidad: number;
}

@ObjectType('RateSheetProposals', { simpleResolvers: true, description: "'Cargar tarifa': las tarifas del modo y la ruta de la operación, con lo que se tasa." })
export class RateSheetProposalsView {
  @Field(() => Int) dealId: number;
  @Field(() => String, { nullable: true }) mode: string | null;
  @Field(() => String, { nullable: true }) origin: string | null;
  @Field(() => String, { nullable: true }) destination: string | null;
  @Field(() => Float, { description: 'Peso a usar de la planilla (kg).' }) chargeableKg: number;
  @Field(() => Float, { description: 'Toneladas o m³ W/M.' }) revenueTons: number;
  @Field(() => [RateContainersView])
  @ListMax(10)
  containers: RateContainersView[];
  @Field(() => [RateSheetView], { description: 'Vigentes primero; las vencidas o futuras se muestran con su vigencia y no se cargan.' })
  @ListMax(RATE_SHEETS_MAX)
  sheets: RateSheetView[];
}

@ObjectType('PricedCharge', { simpleResolvers: true })
export class PricedChargeView {
  @Field(() => String) concepto: string;
  @Field(() => String) basis: string;
  @Field(() => Float) quantity: number;
  @Field(() => Float) rate: number;
  @Field(() => Float) amount: number;
  @Field(() => String, { nullable: true }) equipo: string | null;
  @Field(() => String, { nullable: true }) weightBreak: string | null;
  @Field(() => Boolean) minimumApplied: boolean;
}

@ObjectType('SkippedCharge', { simpleResolvers: true })
export class SkippedChargeView {
  @Field(() => String) concepto: string;
  @Field(() => String) reason: string;
}

@ObjectType('RateCostRow', { simpleResolvers: true, description: 'Fila de compra (USD) que la tarifa propone para la planilla de costos.' })
export class RateCostRowView {
  @Field(() => String) id: string;
  @Field(() => String) concepto: string;
  @Field(() => Float, { nullable: true }) usdXKg: number | null;
  @Field(() => Float, { nullable: true }) total: number | null;
  @Field(() => Boolean) lockPerKg: boolean;
  @Field(() => String, { nullable: true }) equipo: string | null;
  @Field(() => Float, { nullable: true }) cantidad: number | null;
  @Field(() => Float, { nullable: true }) usdXUnidad: number | null;
}

@ObjectType('RatePricing', { simpleResolvers: true })
export class RatePricingView {
  @Field(() => Int) rateSheetId: number;
  @Field(() => String) currency: string;
  @Field(() => Float) total: number;
  @Field(() => [PricedChargeView])
  @ListMax(RATE_CHARGES_MAX)
  lines: PricedChargeView[];
  @Field(() => [SkippedChargeView])
  @ListMax(RATE_CHARGES_MAX)
  skipped: SkippedChargeView[];
  @Field(() => [RateCostRowView])
  @ListMax(RATE_CHARGES_MAX)
  rows: RateCostRowView[];
}

@ObjectType('RateImportError', { simpleResolvers: true })
export class RateImportErrorView {
  @Field(() => Int) line: number;
  @Field(() => String) message: string;
}

@ObjectType('RateImportResult', { simpleResolvers: true })
export class RateImportResultView {
  @Field(() => Int) created: number;
  @Field(() => [RateImportErrorView])
  @ListMax(RATE_SHEETS_MAX)
  errors: RateImportErrorView[];
}
