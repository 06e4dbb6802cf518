import { IVA_MODES, IVA_RATES, PAYMENT_METHODS, PAYMENT_ORDER_PRIORITIES, PAYMENT_ORDER_STATUSES, RUBROS, SUPPLIER_CONDITIONS, SUPPLIER_CURRENCIES, SUPPLIER_DOC_TYPES, SUPPLIER_LIMITS as L } from '@crm/domain';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsBoolean, IsInt, IsNumber, IsOptional, Max, Min, ValidateNested } from '../../core/input/rules';
import { ArgsType, Field, Float, InputType, Int } from 'type-graphql';
import { Id, MAX_DB_ID, OneOf, OptionalId, OptionalOneOf, OptionalText, Text } from '../../core/input/fields';
import { IsCalendarDate } from '../activities';

/** Largest amount of a supplier document (guaraníes reach the billions; BIGINT minor units keep it exact). */
export const SUPPLIER_AMOUNT_MAX = 999_999_999_999;

export const PAYABLES_FIELD_MESSAGES = {
  supplier: 'Elegí el proveedor.',
  docType: 'El tipo de documento no es válido (factura, boleta, ticket, nota_credito, nota_debito, autofactura o despacho_importacion).',
  number: 'El número del documento',
  timbrado: 'El timbrado',
  date: 'La fecha debe ser una fecha válida AAAA-MM-DD.',
  dueDate: 'El vencimiento debe ser una fecha válida AAAA-MM-DD.',
  plannedDate: 'La fecha prevista de pago debe ser una fecha válida AAAA-MM-DD.',
  condition: "La condición debe ser 'contado' o 'credito'.",
  currency: "La moneda debe ser 'PYG', 'USD', 'BRL' o 'ARS'.",
  exchangeRate: 'El tipo de cambio debe ser un número mayor que 0 (guaraníes por unidad de la moneda).',
  ivaMode: "El modo de IVA debe ser '10', '5', 'mixta' o 'exenta'.",
  lines: `La factura lleva entre 1 y ${L.lines} líneas.`,
  description: 'La descripción',
  quantity: 'La cantidad debe ser un número mayor que 0, con hasta 3 decimales.',
  unitPrice: 'El precio unitario debe ser un número de 0 o más, con hasta dos decimales.',
  iva: "El IVA debe ser 'exenta', '5' o '10'.",
  rubro: 'El rubro no es válido (flete, seguro, despacho, producto, adicional, instalacion, financiacion o sin_clasificar).',
  files: 'Los adjuntos deben ser archivos de la operación.',
  amount: 'El importe debe ser un número mayor que 0, con hasta dos decimales.',
  method: 'El medio de pago no es válido (transferencia, efectivo, cheque, tarjeta u otro).',
  account: 'La cuenta',
  reference: 'La referencia',
  reason: 'El motivo',
  invoices: `Elegí entre 1 y ${L.invoicesPerOrder} facturas de proveedor.`,
  priority: "La prioridad debe ser 'baja', 'normal', 'alta' o 'urgente'.",
  status: 'El estado no es válido.',
  category: 'La categoría',
  bank: 'El banco',
  paymentTerm: 'El plazo de pago debe ser un número entero de días entre 0 y 3650.',
  controlRate: 'El tipo de cambio de control debe ser un número mayor que 0 (guaraníes por dólar).',
} as const;
const M = PAYABLES_FIELD_MESSAGES;

function Amount(message: string, positive: boolean): PropertyDecorator {
  return (target, key) => {
    Field(() => Float)(target, key);
    IsNumber({ allowNaN: false, allowInfinity: false, maxDecimalPlaces: 2 }, { message })(target, key);
    Min(positive ? 0.01 : 0, { message })(target, key);
    Max(SUPPLIER_AMOUNT_MAX, { message })(target, key);
  };
}

function Rate(message: string, nullable: boolean): PropertyDecorator {
  return (target, key) => {
    Field(() => Float, nullable ? { nullable: true } : {})(target, key);
    if (nullable) IsOptional()(target, key);
    IsNumber({ allowNaN: false, allowInfinity: false, maxDecimalPlaces: 4 }, { message })(target, key);
    Min(0.0001, { message })(target, key);
    Max(1_000_000, { message })(target, key);
  };
}

function CalendarDate(message: string, nullable: boolean, description?: string): PropertyDecorator {
  return (target, key) => {
    Field(() => String, { nullable, ...(description ? { description } : {}) })(target, key);
    if (nullable) IsOptional()(target, key);
    IsCalendarDate({ message })(target, key);
  };
}

@InputType()
export class SupplierInvoiceLineInput {
  @Text(L.description, M.description)
  description: string;

  @Field(() => Float)
  @IsNumber({ allowNaN: false, allowInfinity: false, maxDecimalPlaces: 3 }, { message: M.quantity })
  @Min(0.001, { message: M.quantity })
  @Max(L.quantityMax, { message: M.quantity })
  quantity: number;

  @Amount(M.unitPrice, false)
  unitPrice: number;

  @OneOf(() => String, IVA_RATES, M.iva, "'exenta', '5' o '10'.")
  iva: string;

  @OneOf(() => String, RUBROS, M.rubro, 'flete, seguro, despacho, producto, adicional, instalacion, financiacion o sin_clasificar.')
  rubro: string;
}

@InputType()
export class CreateSupplierInvoiceInput {
  @Id(M.supplier, 'La organización proveedora.')
  supplierOrgId: number;

  @OneOf(() => String, SUPPLIER_DOC_TYPES, M.docType)
  docType: string;

  @Text(L.number, M.number)
  number: string;

  @OptionalText(L.timbrado, M.timbrado)
  timbrado?: string | null;

  @CalendarDate(M.date, false, 'Fecha de emisión, AAAA-MM-DD.')
  issuedAt: string;

  @OneOf(() => String, SUPPLIER_CONDITIONS, M.condition)
  condition: string;

  @CalendarDate(M.dueDate, true, 'Vencimiento (crédito); contado vence el día de emisión.')
  dueDate?: string | null;

  @OneOf(() => String, SUPPLIER_CURRENCIES, M.currency)
  currency: string;

  @Rate(M.exchangeRate, true)
  exchangeRate?: number | null;

  @OptionalOneOf(() => String, IVA_MODES, M.ivaMode)
  ivaMode?: string | null;

  @Field(() => [SupplierInvoiceLineInput])
  @IsArray({ message: M.lines })
  @ArrayMinSize(1, { message: M.lines })
  @ArrayMaxSize(L.lines, { message: M.lines })
  @ValidateNested({ each: true })
  lines: SupplierInvoiceLineInput[];

  @Field(() => [Int], { nullable: true, description: 'Archivos de la operación adjuntos (módulo de archivos).' })
  @IsOptional()
  @IsArray({ message: M.files })
  @ArrayMaxSize(20, { message: M.files })
  @IsInt({ each: true, message: M.files })
  @Min(1, { each: true, message: M.files })
  @Max(MAX_DB_ID, { each: true, message: M.files })
  fileIds?: number[] | null;
}

@InputType()
export class SupplierPaymentInput {
  @CalendarDate(M.date, false, 'Fecha del pago, AAAA-MM-DD.')
  paidAt: string;

  @Amount(M.amount, true)
  amount: number;

  @OneOf(() => String, PAYMENT_METHODS, M.method)
  method: string;

  @OptionalText(120, M.account)
  account?: string | null;

  @OptionalText(L.reference, M.reference)
  reference?: string | null;

  @OptionalId(M.files, 'Comprobante: un archivo de la operación.')
  proofFileId?: number | null;
}

@InputType()
export class CreatePaymentOrderInput {
  @Field(() => [Int])
  @IsArray({ message: M.invoices })
  @ArrayMinSize(1, { message: M.invoices })
  @ArrayMaxSize(L.invoicesPerOrder, { message: M.invoices })
  @IsInt({ each: true, message: M.invoices })
  @Min(1, { each: true, message: M.invoices })
  @Max(MAX_DB_ID, { each: true, message: M.invoices })
  supplierInvoiceIds: number[];

  @CalendarDate(M.plannedDate, false)
  plannedDate: string;

  @OptionalOneOf(() => String, PAYMENT_ORDER_PRIORITIES, M.priority)
  priority?: string | null;

  @OptionalText(120, M.account)
  account?: string | null;
}

@InputType()
export class CancelPayableInput {
  @Text(L.reason, M.reason)
  reason: string;
}

@InputType()
export class SupplierProfileInput {
  @Field(() => Boolean, { nullable: true })
  @IsOptional()
  @IsBoolean({ message: 'Indicá si es proveedor (true o false).' })
  isSupplier?: boolean | null;

  @OptionalText(120, M.category)
  category?: string | null;

  @Field(() => Int, { nullable: true })
  @IsOptional()
  @IsInt({ message: M.paymentTerm })
  @Min(0, { message: M.paymentTerm })
  @Max(3650, { message: M.paymentTerm })
  paymentTermDays?: number | null;

  @OptionalText(120, M.bank)
  bank?: string | null;

  @OptionalText(60, M.account)
  account?: string | null;
}

@InputType()
export class ControlRateInput {
  @Rate(M.controlRate, false)
  controlRate: number;

  @CalendarDate(M.date, true, 'Fecha de la cotización tomada.')
  rateDate?: string | null;
}

@ArgsType()
export class PaymentOrderListArgs {
  @Field(() => [String], { nullable: true, description: 'Estados; por defecto, las abiertas (pendiente, aprobada, pago_parcial).' })
  @IsOptional()
  @IsArray({ message: M.status })
  @ArrayMaxSize(PAYMENT_ORDER_STATUSES.length, { message: M.status })
  statuses?: string[] | null;
}

@ArgsType()
export class SuppliersArgs {
  @OptionalText(200, 'La búsqueda', 'Nombre, razón social o RUC.')
  q?: string | null;
}
