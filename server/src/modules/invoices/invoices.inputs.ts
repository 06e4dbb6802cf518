import { FISCAL_CURRENCIES, INVOICE_CONDITIONS, INVOICE_LIMITS as L, INVOICE_SOURCES, INVOICE_STATUSES, IVA_RATES } from '@crm/domain';
import { ArrayMaxSize, IsArray, IsInt, IsNumber, IsOptional, IsString, Max, MaxLength, Min, ValidateNested } from '../../core/input/rules';
import { ArgsType, Field, Float, InputType, Int } from 'type-graphql';
import { Id, LookupId, MultilineText, OneOf, OptionalId, OptionalLookupId, OptionalOneOf, OptionalText, Text } from '../../core/input/fields';
import { IsCalendarDate } from '../activities';

/** Largest amount of a fiscal document (DECIMAL(18,2) keeps 16 digits; guaraníes reach the billions). */
export const INVOICE_AMOUNT_MAX = 999_999_999_999;

export const INVOICE_FIELD_MESSAGES = {
  notFound: 'Factura no encontrada.',
  creditNoteNotFound: 'Nota de crédito no encontrada.',
  dealNotFound: 'Operación no encontrada.',
  source: "El origen debe ser 'cost_sheet' (planilla de costos), 'quote' (cotización) o 'lines' (líneas libres).",
  percentage: 'El porcentaje debe ser mayor que 0 y hasta 100, con hasta dos decimales.',
  currency: "La moneda debe ser 'PYG' o 'USD'.",
  exchangeRate: 'El tipo de cambio debe ser un número mayor que 0.',
  condition: "La condición debe ser 'contado' o 'credito'.",
  paymentTerm: `El plazo de pago debe ser un número entero de días entre 0 y ${L.paymentTermDays}.`,
  date: 'La fecha debe ser una fecha válida AAAA-MM-DD.',
  dueDate: 'El vencimiento debe ser una fecha válida AAAA-MM-DD.',
  lines: `La factura admite hasta ${L.lines} líneas.`,
  lineKeys: `Elegí hasta ${L.lines} líneas de la fuente.`,
  description: 'La descripción',
  quantity: 'La cantidad debe ser un número mayor que 0, con hasta 3 decimales.',
  unitPrice: 'El precio unitario debe ser un número de 0 o más, con hasta dos decimales.',
  iva: "El IVA debe ser 'exenta', '5' o '10'.",
  amount: 'El importe debe ser un número mayor que 0, con hasta dos decimales.',
  reason: 'El motivo',
  status: 'El estado no es válido.',
} as const;
const M = INVOICE_FIELD_MESSAGES;

function Amount(message: string, nullable: boolean): PropertyDecorator {
  return (target, key) => {
    Field(() => Float, nullable ? { nullable: true } : {})(target, key);
    if (nullable) IsOptional()(target, key);
    IsNumber({ allowNaN: false, allowInfinity: false, maxDecimalPlaces: 2 }, { message })(target, key);
    Min(0, { message })(target, key);
    Max(INVOICE_AMOUNT_MAX, { message })(target, key);
  };
}

function Percentage(): PropertyDecorator {
  return (target, key) => {
    Field(() => Float, { nullable: true, description: 'Porcentaje de la fuente (0 a 100, dos decimales).' })(target, key);
    IsOptional()(target, key);
    IsNumber({ allowNaN: false, allowInfinity: false, maxDecimalPlaces: 2 }, { message: M.percentage })(target, key);
    Min(0.01, { message: M.percentage })(target, key);
    Max(100, { message: M.percentage })(target, key);
  };
}

@InputType()
export class InvoiceLineInput {
  @Text(L.description, M.description)
  description: string;

  @Field(() => Float)
  @IsNumber({ allowNaN: false, allowInfinity: false, maxDecimalPlaces: L.quantityDecimals }, { message: M.quantity })
  @Min(0.001, { message: M.quantity })
  @Max(L.quantityMax, { message: M.quantity })
  quantity: number;

  @Amount(M.unitPrice, false)
  unitPrice: number;

  @OneOf(() => String, IVA_RATES, M.iva, "'exenta', '5' o '10'.")
  iva: string;
}

/** What a draft invoice carries besides its source: 'Nueva factura' sends it, and so does every save of a draft. */
// Its fields are inherited by the two input types below (the schema names only those two).
@InputType()
export abstract class DraftInvoiceFields {
  @Percentage()
  percentage?: number | null;

  @OptionalId('Versión de cotización no encontrada.', 'La versión de la cotización; por defecto, la última guardada.')
  quoteVersionId?: number | null;

  @Field(() => [String], { nullable: true, description: "Líneas de la fuente a facturar ('ventaRows:0'); por defecto, todas." })
  @IsOptional()
  @IsArray({ message: M.lineKeys })
  @ArrayMaxSize(L.lines, { message: M.lineKeys })
  @IsString({ each: true, message: M.lineKeys })
  @MaxLength(60, { each: true, message: M.lineKeys })
  lineKeys?: string[] | null;

  @OptionalOneOf(() => String, FISCAL_CURRENCIES, M.currency)
  currency?: string | null;

  @Field(() => Float, { nullable: true, description: 'Gs por USD; por defecto, el vigente en la fecha de la factura.' })
  @IsOptional()
  @IsNumber({ allowNaN: false, allowInfinity: false, maxDecimalPlaces: 4 }, { message: M.exchangeRate })
  @Min(0.0001, { message: M.exchangeRate })
  @Max(1_000_000, { message: M.exchangeRate })
  exchangeRate?: number | null;

  @OptionalOneOf(() => String, INVOICE_CONDITIONS, M.condition)
  condition?: string | null;

  @Field(() => Int, { nullable: true })
  @IsOptional()
  @IsInt({ message: M.paymentTerm })
  @Min(0, { message: M.paymentTerm })
  @Max(L.paymentTermDays, { message: M.paymentTerm })
  paymentTermDays?: number | null;

  @Field(() => String, { nullable: true, description: 'AAAA-MM-DD; por defecto, hoy (hora de Paraguay).' })
  @IsOptional()
  @IsCalendarDate({ message: M.date })
  date?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsCalendarDate({ message: M.dueDate })
  dueDate?: string | null;

  @OptionalText(30, 'El RUC o CI del cliente')
  customerRuc?: string | null;

  @OptionalText(200, 'El nombre del cliente')
  customerName?: string | null;

  @OptionalText(300, 'La dirección del cliente')
  customerAddress?: string | null;

  @OptionalText(190, 'El correo del cliente')
  customerEmail?: string | null;

  @OptionalText(L.notes, 'Las notas')
  @MultilineText()
  notes?: string | null;

  @Field(() => [InvoiceLineInput], { nullable: true, description: "Las líneas de una factura de origen 'lines'." })
  @IsOptional()
  @IsArray({ message: M.lines })
  @ArrayMaxSize(L.lines, { message: M.lines })
  @ValidateNested({ each: true })
  lines?: InvoiceLineInput[] | null;
}

@InputType()
export class CreateInvoiceInput extends DraftInvoiceFields {
  @OneOf(() => String, INVOICE_SOURCES, M.source, "'cost_sheet' (la revisión confirmada), 'quote' (una versión guardada) o 'lines'.")
  source: string;

  @OptionalId('Revisión no encontrada.', 'La revisión a facturar; por defecto, la confirmada vigente.')
  revisionId?: number | null;
}

/**
 * A draft's save (PATCH semantics: a field left out keeps its value; the source stays). For a cost-sheet or quote
 * draft, `percentage`/`lineKeys` (and `quoteVersionId`) choose what it bills again; for free lines, `lines` replaces them.
 */
@InputType()
export class UpdateInvoiceInput extends DraftInvoiceFields {}

@InputType()
export class CancelInvoiceInput {
  @Text(L.reason, M.reason)
  reason: string;
}

@InputType()
export class CreditNoteLineInput {
  @Id('Línea de factura no encontrada.')
  invoiceLineId: number;

  @Amount(M.amount, false)
  amount: number;
}

@InputType()
export class CreateCreditNoteInput {
  @Field(() => [CreditNoteLineInput], { nullable: true, description: 'Crédito por líneas: importe (IVA incluido) de cada línea de la factura.' })
  @IsOptional()
  @IsArray({ message: M.lines })
  @ArrayMaxSize(L.lines, { message: M.lines })
  @ValidateNested({ each: true })
  lines?: CreditNoteLineInput[] | null;

  @Amount(M.amount, true)
  amount?: number | null;

  @Percentage()
  percentage?: number | null;

  @OptionalText(L.reason, M.reason)
  reason?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsCalendarDate({ message: M.date })
  date?: string | null;
}

@InputType()
export class InvoiceFilter {
  @OptionalOneOf(() => String, INVOICE_STATUSES, M.status)
  status?: string | null;

  @OptionalId('Organización no encontrada.')
  orgId?: number | null;

  @OptionalId(M.dealNotFound)
  dealId?: number | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsCalendarDate({ message: M.date })
  from?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsCalendarDate({ message: M.date })
  to?: string | null;

  @OptionalText(200, 'La búsqueda')
  q?: string | null;
}

/** `invoiceId: Int!`: la factura (a scalar argument as an ArgsType, core/input/args.ts). */
@ArgsType()
export class InvoiceIdArgs {
  @LookupId()
  invoiceId: number;
}

/** `exceptInvoiceId: Int`: a draft being edited, whose lines do not count as invoiced (one that names nothing leaves nothing out). */
@ArgsType()
export class ExceptInvoiceArgs {
  @OptionalLookupId('Un borrador que se está editando: sus líneas no cuentan como facturadas.')
  exceptInvoiceId?: number | null;
}
