import { formatMoney, MONEY_COLUMN_MAX, QUOTE_ITEMS_MAX, QUOTE_OPERATION_FIELDS, QUOTE_TAGS_MAX, QUOTE_TAXES, SHARED_MESSAGES } from '@crm/domain';
import { ArrayMaxSize, IsArray, IsIn, IsNumber, IsOptional, IsString, Matches, Max, MaxLength, Min, ValidateNested } from '../../core/input/rules';
import { ArgsType, Field, Float, InputType } from 'type-graphql';
import { OptionalAnyInt, OptionalText, MultilineText } from '../../core/input/fields';

export const QUOTE_MESSAGES = {
  dealNotFound: SHARED_MESSAGES.dealNotFound,
  versionNotFound: 'Versión de presupuesto no encontrada.',
  noQuote: 'La operación no tiene presupuestos guardados.',
  itemsMax: `El presupuesto admite hasta ${QUOTE_ITEMS_MAX} ítems.`,
  itemsInvalid: 'Los ítems deben ser una lista.',
  tagsInvalid: 'Las listas de alcance deben ser listas de textos.',
  tagsMax: `Cada lista de alcance admite hasta ${QUOTE_TAGS_MAX} entradas.`,
  tagLong: 'Cada entrada de alcance admite hasta 300 caracteres.',
  quantity: 'La cantidad debe ser un número entre 0 y 1.000.000.',
  price: 'El precio debe ser un número (formato 1.234,56).',
  number: 'Volumen, peso y monto asegurado deben ser números no negativos.',
  currency: 'Moneda inválida: solo USD.',
  tax: 'Impuesto inválido: EXENTA, 5% o 10%.',
  date: 'La fecha debe tener el formato AAAA-MM-DD.',
  version: 'La versión debe ser un número entero positivo.',
  operationFields: 'Campo de la operación desconocido en el presupuesto.',
  pdfFailed: 'No se pudo generar el PDF.',
  totalTooLarge: `El total del presupuesto supera el máximo que se puede guardar (${formatMoney(MONEY_COLUMN_MAX)}). Revisá cantidades y precios.`,
} as const;

const MONEY_MAX = 1e12;

/** A line of the 'Detalle de Costos' (spec part 2 §3 "Quote line item"). */
@InputType()
export class QuoteItemInput {
  @Field(() => Float, { nullable: true, description: '0 o vacío cuenta como 1.' })
  @IsOptional()
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: QUOTE_MESSAGES.quantity })
  @Min(0, { message: QUOTE_MESSAGES.quantity })
  @Max(1_000_000, { message: QUOTE_MESSAGES.quantity })
  cantidad?: number | null;

  @OptionalText(300, 'El servicio')
  servicio?: string | null;

  @OptionalText(500, 'La observación')
  observacion?: string | null;

  @Field(() => String, { nullable: true, description: 'Solo USD (por defecto).' })
  @IsOptional()
  @IsIn(['USD'], { message: QUOTE_MESSAGES.currency })
  moneda?: string | null;

  @Field(() => Float, { nullable: true })
  @IsOptional()
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: QUOTE_MESSAGES.price })
  @Min(-MONEY_MAX, { message: QUOTE_MESSAGES.price })
  @Max(MONEY_MAX, { message: QUOTE_MESSAGES.price })
  precio?: number | null;

  @Field(() => String, { nullable: true, description: "EXENTA (por defecto), '5%' o '10%' (IVA incluido en el precio)." })
  @IsOptional()
  @IsIn([...QUOTE_TAXES], { message: QUOTE_MESSAGES.tax })
  impuesto?: string | null;
}

function OptionalAmount(): PropertyDecorator {
  return (target, key) => {
    Field(() => Float, { nullable: true })(target, key);
    IsOptional()(target, key);
    IsNumber({ allowNaN: false, allowInfinity: false }, { message: QUOTE_MESSAGES.number })(target, key);
    Min(0, { message: QUOTE_MESSAGES.number })(target, key);
    Max(MONEY_MAX, { message: QUOTE_MESSAGES.number })(target, key);
  };
}

function TagList(): PropertyDecorator {
  return (target, key) => {
    Field(() => [String], { nullable: true, description: 'Una entrada por elemento; se guardan como líneas del campo personalizado.' })(target, key);
    IsOptional()(target, key);
    IsArray({ message: QUOTE_MESSAGES.tagsInvalid })(target, key);
    ArrayMaxSize(QUOTE_TAGS_MAX, { message: QUOTE_MESSAGES.tagsMax })(target, key);
    IsString({ each: true, message: QUOTE_MESSAGES.tagsInvalid })(target, key);
    MaxLength(300, { each: true, message: QUOTE_MESSAGES.tagLong })(target, key);
  };
}

/** The whole quote of the 'Generar Presupuesto' screen; the server recomputes totals. */
@InputType()
export class QuoteInput {
  @OptionalText(300, 'El cliente') cliente?: string | null;
  @OptionalText(300, 'El contacto') contacto?: string | null;

  @Field(() => String, { nullable: true, description: 'AAAA-MM-DD.' })
  @IsOptional()
  @IsString({ message: QUOTE_MESSAGES.date })
  @Matches(/^\d{4}-\d{2}-\d{2}$/, { message: QUOTE_MESSAGES.date })
  fecha?: string | null;

  @OptionalText(60, 'La referencia') referencia?: string | null;
  @OptionalText(60, 'Incoterms') incoterms?: string | null;
  @OptionalText(60, 'El tipo de operación') tipoOperacion?: string | null;
  @OptionalText(60, 'El tipo de transporte') tipoTransporte?: string | null;
  @OptionalText(60, 'El tipo de envío') tipoEnvio?: string | null;
  @OptionalText(120, 'El país de origen') paisOrigen?: string | null;
  @OptionalText(120, 'El país de destino') paisDestino?: string | null;
  @OptionalText(120, 'La ciudad de origen') ciudadOrigen?: string | null;
  @OptionalText(120, 'La ciudad de destino') ciudadDestino?: string | null;
  @OptionalText(120, 'El aeropuerto de origen') aeropuertoOrigen?: string | null;
  @OptionalText(120, 'El aeropuerto de destino') aeropuertoDestino?: string | null;
  @OptionalAmount() volumenM3?: number | null;
  @OptionalAmount() pesoBrutoKg?: number | null;
  @OptionalText(500, 'La mercadería') mercaderia?: string | null;
  @OptionalText(120, 'El tipo de seguro') seguroTipo?: string | null;
  @OptionalAmount() seguroMontoUsd?: number | null;
  @OptionalText(200, 'La aseguradora') aseguradora?: string | null;

  @Field(() => [QuoteItemInput], { nullable: true })
  @IsOptional()
  @IsArray({ message: QUOTE_MESSAGES.itemsInvalid })
  @ArrayMaxSize(QUOTE_ITEMS_MAX, { message: QUOTE_MESSAGES.itemsMax })
  @ValidateNested({ each: true })
  items?: QuoteItemInput[] | null;

  @OptionalText(2000, 'Las observaciones') @MultilineText() observaciones?: string | null;
  @OptionalText(200, 'La validez de la oferta') validezOferta?: string | null;
  @OptionalText(200, 'La condición de venta') condicionVenta?: string | null;
  @OptionalText(200, 'El plazo de crédito') plazoCredito?: string | null;
  @OptionalText(200, 'La forma de pago') formaPago?: string | null;
  @TagList() queIncluye?: string[] | null;
  @TagList() queNoIncluye?: string[] | null;

  /**
   * The fields the user changed or confirmed: only these are written to the operation (the rest of
   * the quote is kept in its version). Omitted: none.
   */
  @Field(() => [String], {
    nullable: true,
    description: `Campos que el usuario cambió o confirmó (${QUOTE_OPERATION_FIELDS.join(', ')}): solo esos se escriben en la operación, con sus claves y su vocabulario (IMPORT/EXPORT). Sin la lista, ninguno.`,
  })
  @IsOptional()
  @IsArray({ message: QUOTE_MESSAGES.operationFields })
  @ArrayMaxSize(QUOTE_OPERATION_FIELDS.length * 2, { message: QUOTE_MESSAGES.operationFields })
  @IsIn(QUOTE_OPERATION_FIELDS, { each: true, message: QUOTE_MESSAGES.operationFields })
  operationFields?: string[] | null;
}

/** dealQuote's `version: Int` (none: the latest); a version that does not exist answers null. */
@ArgsType()
export class QuoteVersionArgs {
  @OptionalAnyInt('La versión debe ser un número entero.')
  version?: number | null;
}
