import { FISCAL_CURRENCIES, RECEIPT_METHODS, RECEIPT_STATUSES } from '@crm/domain';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsIn, IsInt, IsNumber, IsOptional, Max, Min, ValidateNested } from '../../core/input/rules';
import { Field, Float, InputType, Int } from 'type-graphql';
import { Id, MultilineText, OneOf, OptionalId, OptionalOneOf, OptionalText, Text } from '../../core/input/fields';
import { IsCalendarDate } from '../activities';

/** Largest amount a receipt item takes (the invoices' DECIMAL(18,2) bound). */
export const RECEIPT_AMOUNT_MAX = 999_999_999_999;
export const RECEIPT_ITEMS_MAX = 100;

export const RECEIPT_FIELD_MESSAGES = {
  notFound: 'Recibo no encontrado.',
  invoiceNotFound: 'Factura no encontrada.',
  orgNotFound: 'Organización no encontrada.',
  paidAt: 'La fecha de cobro debe ser una fecha válida AAAA-MM-DD.',
  method: "El medio de pago debe ser 'transferencia', 'efectivo', 'cheque', 'tarjeta' u 'otro'.",
  currency: "La moneda debe ser 'PYG' o 'USD'.",
  exchangeRate: 'El tipo de cambio debe ser un número mayor que 0.',
  withholding: 'La retención de IVA es 0, 30, 70 o 100 %.',
  items: `El recibo necesita entre 1 y ${RECEIPT_ITEMS_MAX} facturas.`,
  amount: 'El importe debe ser un número mayor que 0, con hasta dos decimales.',
  account: 'La cuenta bancaria',
  reference: 'La referencia',
  notes: 'Las notas',
  reason: 'El motivo',
  status: "El estado debe ser 'emitido' o 'anulado'.",
  date: 'La fecha debe ser una fecha válida AAAA-MM-DD.',
} as const;
const M = RECEIPT_FIELD_MESSAGES;

@InputType()
export class ReceiptItemInput {
  @Id(M.invoiceNotFound)
  invoiceId: number;

  @Field(() => Float, { description: 'Importe que el recibo cancela de la factura (IVA incluido, en la moneda del recibo).' })
  @IsNumber({ allowNaN: false, allowInfinity: false, maxDecimalPlaces: 2 }, { message: M.amount })
  @Min(0.01, { message: M.amount })
  @Max(RECEIPT_AMOUNT_MAX, { message: M.amount })
  amount: number;
}

@InputType()
export class CreateReceiptInput {
  @Id(M.orgNotFound, 'El cliente que paga.')
  orgId: number;

  @Field(() => String, { description: 'AAAA-MM-DD: el día del cobro.' })
  @IsCalendarDate({ message: M.paidAt })
  paidAt: string;

  @OneOf(() => String, RECEIPT_METHODS, M.method, "'transferencia', 'efectivo', 'cheque', 'tarjeta' u 'otro'.")
  method: string;

  @OneOf(() => String, FISCAL_CURRENCIES, M.currency)
  currency: string;

  @Field(() => Float, { nullable: true, description: 'Gs por USD del día.' })
  @IsOptional()
  @IsNumber({ allowNaN: false, allowInfinity: false, maxDecimalPlaces: 4 }, { message: M.exchangeRate })
  @Min(0.0001, { message: M.exchangeRate })
  @Max(1_000_000, { message: M.exchangeRate })
  exchangeRate?: number | null;

  @OptionalText(120, M.account, "La cuenta de la empresa donde entró el dinero (lista de parámetros 'cuenta_bancaria').")
  account?: string | null;

  @OptionalText(120, M.reference)
  reference?: string | null;

  @Field(() => Int, { description: 'Retención de IVA: 0, 30, 70 o 100 (% del IVA contenido en lo pagado).' })
  @IsInt({ message: M.withholding })
  @IsIn([0, 30, 70, 100], { message: M.withholding })
  withholdingPct: number;

  @Field(() => [ReceiptItemInput])
  @IsArray({ message: M.items })
  @ArrayMinSize(1, { message: M.items })
  @ArrayMaxSize(RECEIPT_ITEMS_MAX, { message: M.items })
  @ValidateNested({ each: true })
  items: ReceiptItemInput[];

  @OptionalText(2000, M.notes)
  @MultilineText()
  notes?: string | null;
}

@InputType()
export class CancelReceiptInput {
  @Text(500, M.reason)
  reason: string;
}

@InputType()
export class ReceiptFilter {
  @OptionalOneOf(() => String, RECEIPT_STATUSES, M.status)
  status?: string | null;

  @OptionalId(M.orgNotFound)
  orgId?: number | null;

  @OptionalId(M.invoiceNotFound)
  invoiceId?: number | null;

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
