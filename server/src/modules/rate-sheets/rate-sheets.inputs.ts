import { CONTAINER_TYPES, RATE_BASES, RATE_CURRENCIES, RATE_MODES, RATE_SHEET_LIMITS as L, RATE_SHEET_MESSAGES as M } from '@crm/domain';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsDefined, IsNumber, IsObject, IsOptional, Max, Min, ValidateNested } from '../../core/input/rules';
import { ArgsType, Field, Float, InputType } from 'type-graphql';
import { AnyText, Id, LookupId, OneOf, OptionalId, OptionalOneOf, OptionalText, Text } from '../../core/input/fields';
import { IsCalendarDate } from '../activities';

export const RATE_SHEET_INPUT_MESSAGES = {
  csv: 'Pegá o elegí un archivo CSV de hasta 200 KB.',
  csvHeaders: 'El CSV necesita las columnas organizacion, modo, origen, destino, desde, hasta, moneda, concepto y tipo.',
  csvEmpty: 'El CSV no tiene filas de cargos.',
} as const;

/** The largest CSV text an import takes (a few thousand charges). */
export const RATE_CSV_MAX = 200_000;

/** A rate (per kg of a break, per container…, a flat amount or a minimum): finite, 0 to the limit, up to 4 decimals. */
function Rate(message: string, max: number = L.maxRate): PropertyDecorator {
  return (target, key) => {
    Field(() => Float, { nullable: true })(target, key);
    IsOptional()(target, key);
    IsNumber({ allowNaN: false, allowInfinity: false, maxDecimalPlaces: 4 }, { message })(target, key);
    Min(0, { message })(target, key);
    Max(max, { message })(target, key);
  };
}

@InputType({ description: 'Tarifa por kg de cada escala de peso (aéreo); una escala vacía no se ofrece.' })
export class WeightBreaksInput {
  @Rate(M.breakRate) m45?: number | null;
  @Rate(M.breakRate) p45?: number | null;
  @Rate(M.breakRate) p100?: number | null;
  @Rate(M.breakRate) p300?: number | null;
  @Rate(M.breakRate) p500?: number | null;
  @Rate(M.breakRate) p1000?: number | null;
}

@InputType()
export class RateChargeInput {
  @Text(L.concept, { message: M.concept })
  concepto: string;

  @OneOf(() => String, RATE_BASES, M.basis, 'weight_breaks, container, wm, truck, flat, per_kg o percent.')
  basis: string;

  @Field(() => WeightBreaksInput, { nullable: true })
  @IsOptional()
  @IsObject({ message: M.breaks })
  @ValidateNested({ message: M.breaks })
  breaks?: WeightBreaksInput | null;

  @OptionalText(10, { message: M.equipo }, `Tipo de contenedor: ${CONTAINER_TYPES.join(', ')}.`)
  equipo?: string | null;

  @Rate(M.rate, L.maxRate)
  rate?: number | null;

  @Rate(M.minimum)
  minimum?: number | null;
}

@InputType()
export class RateSheetInput {
  @Id(M.organization)
  orgId: number;

  @OneOf(() => String, RATE_MODES, M.mode, 'air, ocean o road.')
  mode: string;

  @Text(L.place, { message: M.place }, "Origen: valor de la lista de puertos o aeropuertos ('CNSHA Shanghai') o su código.")
  origin: string;

  @Text(L.place, { message: M.place })
  destination: string;

  @Field(() => String)
  @IsCalendarDate({ message: M.validFrom })
  validFrom: string;

  @Field(() => String)
  @IsCalendarDate({ message: M.validTo })
  validTo: string;

  @OneOf(() => String, RATE_CURRENCIES, M.currency)
  currency: string;

  @OptionalText(L.notes, { message: M.notes })
  notes?: string | null;

  @Field(() => [RateChargeInput])
  @IsDefined({ message: M.charges })
  @IsArray({ message: M.charges })
  @ArrayMinSize(1, { message: M.charges })
  @ArrayMaxSize(L.charges, { message: M.charges })
  @IsObject({ each: true, message: M.charges })
  @ValidateNested({ each: true, message: M.charges })
  charges: RateChargeInput[];
}

@ArgsType()
export class RateSheetListArgs {
  @OptionalId(M.organizationNotFound, 'Solo las tarifas de esta organización.')
  orgId?: number | null;

  @OptionalOneOf(() => String, RATE_MODES, M.mode, 'air, ocean o road.')
  mode?: string | null;
}

/** `rateSheetId: Int!`: el tarifario (a scalar argument as an ArgsType, core/input/args.ts). */
@ArgsType()
export class RateSheetIdArgs {
  @LookupId()
  rateSheetId: number;
}

/** importRateSheets' `csv: String!`: the file's text as sent (the service reads and judges each row). */
@ArgsType()
export class RateSheetCsvArgs {
  @AnyText()
  csv: string;
}
