import { CONTAINER_TYPES, MILESTONE_CODES, SHIPMENT_MODES, STATUS_REPORT_MAX_DEALS } from '@crm/domain';
import { ArrayMaxSize, IsArray, IsBoolean, IsInt, IsNumber, IsOptional, Max, Min, ValidateNested } from '../../core/input/rules';
import { ArgsType, Field, Float, InputType, Int } from 'type-graphql';
import { AnyText, Id, LookupIds, OneOf, OptionalAnyText, OptionalFlag, OptionalText } from '../../core/input/fields';
import { CONTAINERS_MAX, LEGS_MAX } from './shipments.types';

export const SHIPMENT_MESSAGES = {
  notFound: 'Operación no encontrada.',
  text: 'El dato',
  date: 'La fecha',
  number: 'Debe ser un número, 0 o más.',
  int: 'Debe ser un número entero, 0 o más.',
  tooBig: 'El número es demasiado grande.',
  bool: 'Debe ser sí o no.',
  mode: `Modo inválido: usá ${SHIPMENT_MODES.join(', ')}.`,
  code: `Hito inválido: usá ${MILESTONE_CODES.join(', ')}.`,
  containers: `Hasta ${CONTAINERS_MAX} contenedores.`,
  legs: `Hasta ${LEGS_MAX} tramos.`,
  list: 'Debe ser una lista.',
  noMode: 'Elegí primero el tipo de envío de la operación (aéreo, marítimo, terrestre o multimodal).',
  notInMode: 'Ese hito no es del tipo de envío de la operación.',
  badDate: 'Fecha inválida (AAAA-MM-DD).',
  today: 'La fecha de hoy es inválida (AAAA-MM-DD).',
  reportEmpty: 'Elegí al menos una operación para el reporte de estado.',
  reportTooMany: `El reporte de estado admite hasta ${STATUS_REPORT_MAX_DEALS} operaciones.`,
  reportOneClient: 'Las operaciones de un reporte de estado deben ser del mismo cliente.',
  reportIds: 'deal_ids: números de operación separados por comas.',
} as const;

const Txt = (max = 200) => OptionalText(max, SHIPMENT_MESSAGES.text);
const Day = () => OptionalText(10, SHIPMENT_MESSAGES.date, 'AAAA-MM-DD.');

/** Bounds of the per-mode numbers (they live in the mode document, not in a column): counts, days and kilograms. */
export const SHIPMENT_NUMBER_MAX = { pieces: 1_000_000, days: 3_650, kg: 1_000_000_000 } as const;

function OptionalInt(max: number): PropertyDecorator {
  return (t, k) => {
    Field(() => Int, { nullable: true })(t, k);
    IsOptional()(t, k);
    IsInt({ message: SHIPMENT_MESSAGES.int })(t, k);
    Min(0, { message: SHIPMENT_MESSAGES.int })(t, k);
    Max(max, { message: SHIPMENT_MESSAGES.tooBig })(t, k);
  };
}
function OptionalFloat(max: number): PropertyDecorator {
  return (t, k) => {
    Field(() => Float, { nullable: true })(t, k);
    IsOptional()(t, k);
    IsNumber({ allowNaN: false, allowInfinity: false }, { message: SHIPMENT_MESSAGES.number })(t, k);
    Min(0, { message: SHIPMENT_MESSAGES.number })(t, k);
    Max(max, { message: SHIPMENT_MESSAGES.tooBig })(t, k);
  };
}

@InputType()
export class ShipmentContainerInput {
  @OptionalText(10, SHIPMENT_MESSAGES.text, `${CONTAINER_TYPES.join(', ')}.`) type?: string | null;
  @Txt(20) number?: string | null;
  @Txt(40) seal?: string | null;
}

@InputType()
export class ShipmentLegInput {
  @Txt(10) mode?: string | null;
  @Txt() carrier?: string | null;
  @Txt() from?: string | null;
  @Txt() to?: string | null;
  @Txt() reference?: string | null;
  @Day() etd?: string | null;
  @Day() eta?: string | null;
}

/** Every field optional: one left out (undefined) is left as stored; null clears it. */
@InputType()
export class AirDetailsInput {
  @Txt() airline?: string | null;
  @Txt(40) flight?: string | null;
  @Txt(60) mawb?: string | null;
  @Txt(60) hawb?: string | null;
  @Txt(10) transshipmentAirport?: string | null;
  @Day() etd?: string | null;
  @Day() transshipmentArrival?: string | null;
  @Day() transshipmentDeparture?: string | null;
  @Day() eta?: string | null;
  @OptionalInt(SHIPMENT_NUMBER_MAX.pieces) pieces?: number | null;
  @OptionalFloat(SHIPMENT_NUMBER_MAX.kg) chargeableKg?: number | null;
  @OptionalFloat(SHIPMENT_NUMBER_MAX.kg) grossKg?: number | null;
}

@InputType()
export class OceanDetailsInput {
  @Txt() shippingLine?: string | null;
  @Txt() vessel?: string | null;
  @Txt(40) voyage?: string | null;
  @Txt(10) transshipmentPort?: string | null;
  @Txt(60) mbl?: string | null;
  @Txt(60) hbl?: string | null;
  @Day() etd?: string | null;
  @Day() eta?: string | null;
  @Field(() => [ShipmentContainerInput], { nullable: true })
  @IsOptional()
  @IsArray({ message: SHIPMENT_MESSAGES.list })
  @ArrayMaxSize(CONTAINERS_MAX, { message: SHIPMENT_MESSAGES.containers })
  @ValidateNested({ each: true })
  containers?: ShipmentContainerInput[] | null;
  @OptionalInt(SHIPMENT_NUMBER_MAX.days) freeDays?: number | null;
  @OptionalInt(SHIPMENT_NUMBER_MAX.days) transitDays?: number | null;
  @OptionalFloat(SHIPMENT_NUMBER_MAX.kg) grossKg?: number | null;
}

@InputType()
export class RoadDetailsInput {
  @Txt() carrier?: string | null;
  @Txt(20) truckPlate?: string | null;
  @Txt(20) trailerPlate?: string | null;
  @Txt() driver?: string | null;
  @Txt(40) driverPhone?: string | null;
  @Txt(60) crt?: string | null;
  @Txt(60) micDta?: string | null;
  @Txt() borderCrossing?: string | null;
  @Txt(40) temperature?: string | null;
  @Field(() => Boolean, { nullable: true })
  @IsOptional()
  @IsBoolean({ message: SHIPMENT_MESSAGES.bool })
  hazmat?: boolean | null;
  @Day() etd?: string | null;
  @Day() eta?: string | null;
  @OptionalFloat(SHIPMENT_NUMBER_MAX.kg) grossKg?: number | null;
}

@InputType()
export class MultimodalDetailsInput {
  @Day() etd?: string | null;
  @Day() eta?: string | null;
  @Field(() => [ShipmentLegInput], { nullable: true })
  @IsOptional()
  @IsArray({ message: SHIPMENT_MESSAGES.list })
  @ArrayMaxSize(LEGS_MAX, { message: SHIPMENT_MESSAGES.legs })
  @ValidateNested({ each: true })
  legs?: ShipmentLegInput[] | null;
}

/** One mode's typed details (the mode's own input; the others are ignored). */
@InputType()
export class SaveShipmentInput {
  @Id(SHIPMENT_MESSAGES.notFound) dealId: number;
  @OneOf(() => String, SHIPMENT_MODES, SHIPMENT_MESSAGES.mode, 'air, ocean, road o multimodal.') mode: string;
  @Field(() => AirDetailsInput, { nullable: true }) @IsOptional() @ValidateNested() air?: AirDetailsInput | null;
  @Field(() => OceanDetailsInput, { nullable: true }) @IsOptional() @ValidateNested() ocean?: OceanDetailsInput | null;
  @Field(() => RoadDetailsInput, { nullable: true }) @IsOptional() @ValidateNested() road?: RoadDetailsInput | null;
  @Field(() => MultimodalDetailsInput, { nullable: true }) @IsOptional() @ValidateNested() multimodal?: MultimodalDetailsInput | null;
}

@InputType()
export class SaveMilestoneInput {
  @Id(SHIPMENT_MESSAGES.notFound) dealId: number;
  @OneOf(() => String, MILESTONE_CODES, SHIPMENT_MESSAGES.code) code: string;
  @Day() planned?: string | null;
  @Day() actual?: string | null;
}

/** inTransit's `etaFrom: String, etaTo: String` (AAAA-MM-DD): the service judges the window. */
@ArgsType()
export class InTransitArgs {
  @OptionalAnyText()
  etaFrom?: string | null;

  @OptionalAnyText()
  etaTo?: string | null;
}

/** `dealIds: [Int!]!`: the operations asked for (the resolver keeps the first ones its list admits). */
@ArgsType()
export class DealIdsArgs {
  @LookupIds()
  dealIds: number[];
}

/** lateMilestones' `today: String!` (the viewer's day) and `mine: Boolean`. */
@ArgsType()
export class LateMilestonesArgs {
  @AnyText('La fecha')
  today: string;

  @OptionalFlag('mine debe ser verdadero o falso.', 'Solo las operaciones de quien mira (su asesor, o quien la creó si no tiene).')
  mine?: boolean | null;
}
