import { FISCAL_MESSAGES as F, FISCAL_SEQUENCE_MAX, isCalendarDate, rucProblem } from '@crm/domain';
import { IsInt, IsOptional, Matches, Max, Min, registerDecorator, ValidateNested } from '../../core/input/rules';
import { ArgsType, Field, InputType, Int } from 'type-graphql';
import { LookupId, MAX_DB_ID, MultilineText, OptionalText } from '../../core/input/fields';

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
  mode: 'El modo de emisión',
  sifenEnv: 'El ambiente de SIFEN',
  certificate: 'El certificado',
  certificatePassword: 'La contraseña del certificado',
  cscId: 'El ID del CSC',
  csc: 'El CSC',
  activityCode: 'El código de actividad económica',
  email: 'El correo del emisor',
  sifenCode: 'El código debe ser un número entero positivo del catálogo de la SET.',
} as const;

const I = FISCAL_INPUT_MESSAGES;

/** Base64 of a PKCS#12 file of up to 30 KB (a signing certificate with its chain). */
const CERTIFICATE_B64_MAX = 40_000;

/** A code of a SET catalogue (department, city, regime…): a positive integer, or null to clear it. */
function SifenCode(description: string): PropertyDecorator {
  return (target, key) => {
    Field(() => Int, { nullable: true, description })(target, key);
    IsOptional()(target, key);
    IsInt({ message: I.sifenCode })(target, key);
    Min(1, { message: I.sifenCode })(target, key);
    Max(99_999, { message: I.sifenCode })(target, key);
  };
}

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

  @OptionalText(12, I.mode, "Modo de emisión: 'autoimpresor' (predeterminado) o 'electronico' (SIFEN).")
  mode?: string | null;

  @OptionalText(10, I.sifenEnv, "Ambiente de SIFEN: 'test' o 'produccion'.")
  sifenEnv?: string | null;

  @OptionalText(CERTIFICATE_B64_MAX, I.certificate, "El certificado de firma (PKCS#12, .p12/.pfx) en base64, con certificatePassword; '' lo quita. Nunca se devuelve.")
  certificateP12Base64?: string | null;

  @OptionalText(200, I.certificatePassword, 'La contraseña del certificado. Se guarda cifrada y nunca se devuelve.')
  certificatePassword?: string | null;

  @OptionalText(4, I.cscId, 'El ID del CSC (p. ej. 0001).')
  cscId?: string | null;

  @OptionalText(32, I.csc, 'El CSC que entrega la SET para el QR (32 caracteres). Se guarda cifrado y nunca se devuelve.')
  csc?: string | null;

  @SifenCode('Tipo de contribuyente del emisor (iTipCont): 1 persona física, 2 persona jurídica.')
  taxpayerType?: number | null;

  @SifenCode('Tipo de régimen (cTipReg) del catálogo de la SET, p. ej. 8.')
  regimeType?: number | null;

  @OptionalText(10, I.activityCode, 'Código de la actividad económica principal (cActEco).')
  activityCode?: string | null;

  @SifenCode('Código de departamento del establecimiento (cDepEmi), catálogo de la SET.')
  departmentCode?: number | null;

  @SifenCode('Código de distrito del establecimiento (cDisEmi), catálogo de la SET.')
  districtCode?: number | null;

  @SifenCode('Código de ciudad del establecimiento (cCiuEmi), catálogo de la SET.')
  cityCode?: number | null;

  @OptionalText(190, I.email, 'Correo del emisor que lleva el documento electrónico.')
  email?: string | null;
}

/** `businessUnitId: Int!`: la unidad de negocio (a scalar argument as an ArgsType, core/input/args.ts). */
@ArgsType()
export class BusinessUnitIdArgs {
  @LookupId()
  businessUnitId: number;
}
