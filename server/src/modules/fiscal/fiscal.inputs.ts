import { FISCAL_MESSAGES as F, FISCAL_SEQUENCE_MAX, isCalendarDate, rucProblem } from '@crm/domain';
import { IsInt, IsOptional, Matches, Max, Min, registerDecorator, ValidateNested } from 'class-validator';
import { Field, InputType, Int } from 'type-graphql';
import { MAX_DB_ID, MultilineText, OptionalText } from '../../core/input/fields';

export const FISCAL_INPUT_MESSAGES = {
  issuerName: 'La razón social',
  address: 'La dirección',
  phone: 'El teléfono',
  activities: 'Las actividades económicas',
  letterheadLines: 'Las líneas del membrete',
  logo: 'El logo',
  timbrado: 'El timbrado',
  date: 'La fecha de vigencia',
  dateInvalid: 'La fecha de vigencia no es válida (AAAA-MM-DD).',
  establishment: 'El establecimiento',
  point: 'El punto de expedición',
  ruc: 'El RUC',
  version: 'La versión debe ser un número entero mayor o igual a 0.',
} as const;

const I = FISCAL_INPUT_MESSAGES;

/** Base64 of a 300 KB image inside a data URL, with room for its header. */
const LOGO_DATA_URL_MAX = 420_000;

/** A 'YYYY-MM-DD' calendar date, or '' / null to clear it. */
function OptionalDate(): PropertyDecorator {
  return (target, key) => {
    OptionalText(10, { message: I.dateInvalid }, "AAAA-MM-DD; '' la borra.")(target, key);
    registerDecorator({
      name: 'isCalendarDateOrEmpty',
      target: target.constructor,
      propertyName: String(key),
      options: { message: I.dateInvalid },
      validator: { validate: (v: unknown) => v == null || v === '' || isCalendarDate(v) },
    });
  };
}

/** Three digits (001); '000' is no establishment or point. */
function OptionalThreeDigits(what: string, message: string): PropertyDecorator {
  return (target, key) => {
    OptionalText(3, what, 'Tres dígitos, p. ej. 001.')(target, key);
    Matches(/^(?!000)\d{3}$/, { message })(target, key);
  };
}

/** The point's fields; absent keeps the stored value. Shared by the three kinds of document. */
@InputType('FiscalPointInput', { description: 'Timbrado, establecimiento, punto de expedición y próximo número de un tipo de documento.' })
export class FiscalPointInput {
  @OptionalText(8, I.timbrado, "8 dígitos; '' lo borra.")
  @Matches(/^(\d{8})?$/, { message: F.timbradoFormat })
  timbrado?: string | null;

  @OptionalDate()
  validFrom?: string | null;

  @OptionalDate()
  validTo?: string | null;

  @OptionalThreeDigits(I.establishment, F.establishment)
  establishment?: string | null;

  @OptionalThreeDigits(I.point, F.point)
  point?: string | null;

  @Field(() => Int, { nullable: true, description: 'El número que toma el próximo documento (1 a 9.999.999). No baja mientras haya documentos con este timbrado.' })
  @IsOptional()
  @IsInt({ message: F.nextNumber })
  @Min(1, { message: F.nextNumber })
  @Max(FISCAL_SEQUENCE_MAX, { message: F.nextNumber })
  nextNumber?: number | null;
}

/** The RUC with its check digit (domain rucProblem), or '' / null to clear it. */
function OptionalRuc(): PropertyDecorator {
  return (target, key) => {
    OptionalText(20, I.ruc, "RUC con dígito verificador, p. ej. 80012345-0; '' lo borra.")(target, key);
    registerDecorator({
      name: 'isRuc',
      target: target.constructor,
      propertyName: String(key),
      options: { message: (args) => rucProblem(args.value as string) ?? F.ruc },
      validator: { validate: (v: unknown) => v == null || v === '' || (typeof v === 'string' && rucProblem(v) === null) },
    });
  };
}

@InputType('UpdateFiscalSettingsInput', { description: 'Datos fiscales de una unidad de negocio; lo que no se envía queda como está.' })
export class UpdateFiscalSettingsInput {
  @OptionalText(200, I.issuerName, 'Razón social del emisor.')
  issuerName?: string | null;

  @OptionalRuc()
  ruc?: string | null;

  @OptionalText(300, I.address)
  address?: string | null;

  @OptionalText(100, I.phone)
  phone?: string | null;

  @OptionalText(2000, I.activities, 'Actividades económicas, una por línea.')
  @MultilineText('Las actividades económicas')
  activities?: string | null;

  @OptionalText(1000, I.letterheadLines, 'Líneas del membrete bajo la razón social, una por línea.')
  @MultilineText('Las líneas del membrete')
  letterheadLines?: string | null;

  @OptionalText(LOGO_DATA_URL_MAX, { invalid: F.logoType, tooLong: F.logoSize }, "Imagen PNG o JPEG como data URL (hasta 300 KB); '' lo quita.")
  logo?: string | null;

  @Field(() => Int, { nullable: true, description: 'La versión con la que se cargó el formulario: si otra persona guardó antes, CONFLICT.' })
  @IsOptional()
  @IsInt({ message: I.version })
  @Min(0, { message: I.version })
  @Max(MAX_DB_ID, { message: I.version })
  version?: number | null;

  @Field(() => FiscalPointInput, { nullable: true, description: 'Facturas.' })
  @IsOptional()
  @ValidateNested()
  factura?: FiscalPointInput | null;

  @Field(() => FiscalPointInput, { nullable: true, description: 'Notas de crédito.' })
  @IsOptional()
  @ValidateNested()
  notaCredito?: FiscalPointInput | null;

  @Field(() => FiscalPointInput, { nullable: true, description: 'Recibos.' })
  @IsOptional()
  @ValidateNested()
  recibo?: FiscalPointInput | null;
}
