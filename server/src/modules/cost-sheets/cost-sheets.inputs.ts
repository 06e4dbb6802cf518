import { COST_SHEET_LIMITS as L, EQUIPMENT_BASES, EQUIPMENT_LIMITS, EQUIPMENT_MESSAGES, formatMoney, IVA_RATES, type IvaRate, MONEY_COLUMN_MAX, SHARED_MESSAGES } from '@crm/domain';
import { ArrayMaxSize, IsArray, IsBoolean, IsDefined, IsIn, IsNumber, IsObject, IsOptional, IsString, Length, Max, MaxLength, Min, ValidateNested } from '../../core/input/rules';
import { ArgsType, Field, Float, InputType } from 'type-graphql';
import { LookupId, OptionalId, OptionalText } from '../../core/input/fields';

export const COST_SHEET_MESSAGES = {
  dealNotFound: SHARED_MESSAGES.dealNotFound,
  conflict: SHARED_MESSAGES.costSheetConflict,
  locked: 'Presupuesto bloqueado',
  rowsInvalid: `Cada tabla de la planilla es una lista de hasta ${L.rowsPerTable} filas.`,
  rowInvalid: 'Cada fila de la planilla debe ser un objeto.',
  rowId: `Cada fila necesita un id de hasta ${L.idLength} caracteres.`,
  concept: `El concepto debe ser texto de hasta ${L.conceptLength} caracteres.`,
  amount: 'Los montos de la planilla deben ser números.',
  amountRange: 'Monto fuera de rango.',
  totalsTooLarge: `Los totales de la planilla superan el máximo que se puede guardar (${formatMoney(MONEY_COLUMN_MAX)}). Revisá montos, peso y tipo de cambio.`,
  lockPerKg: "'Auto' debe ser verdadero o falso.",
  iva: "El IVA de cada fila debe ser 'exenta', '5' o '10'.",
  allIn: "'All in' debe ser verdadero o falso.",
  sourceId: `El origen de la fila debe ser un id de hasta ${L.idLength} caracteres.`,
  headerInvalid: 'La cabecera de la planilla debe ser un objeto.',
  weight: 'El peso a usar debe ser un número mayor o igual a 0.',
  gsRate: 'El tipo de cambio Gs/USD debe ser un número mayor que 0.',
  rateFrozen: 'El tipo de cambio quedó fijado al confirmar el presupuesto: reabrilo para cambiarlo.',
  version: 'La versión debe ser un número entero mayor o igual a 0.',
  profit: 'El profit debe ser un número.',
  dealInvalid: 'La operación debe ser un id válido.',
  dealOfOtherOrg: 'La operación no pertenece a esta organización.',
  sheetMissing: 'Guardá la planilla de costos antes de confirmar el presupuesto.',
  noOrganization: 'La operación no tiene una organización: el presupuesto pertenece a la organización.',
} as const;
const M = COST_SHEET_MESSAGES;

/** An optional amount (Float, nullable): finite, within ±1e12. */
function Amount(description?: string): PropertyDecorator {
  return (target, key) => {
    Field(() => Float, { nullable: true, description })(target, key);
    IsOptional()(target, key);
    IsNumber({ allowNaN: false, allowInfinity: false }, { message: M.amount })(target, key);
    Min(-L.maxAmount, { message: M.amountRange })(target, key);
    Max(L.maxAmount, { message: M.amountRange })(target, key);
  };
}

/** A sale row's IVA rate ('exenta', '5', '10'); empty → the parameter default of its table (IVA per line). */
function Iva(): PropertyDecorator {
  return (target, key) => {
    Field(() => String, { nullable: true, description: "IVA de la fila: 'exenta', '5' o '10' (precio con IVA incluido); vacío → el valor por defecto de su tabla (parámetros)." })(target, key);
    IsOptional()(target, key);
    IsIn(IVA_RATES as unknown as string[], { message: M.iva })(target, key);
  };
}

function RowId(): PropertyDecorator {
  return (target, key) => {
    Field(() => String)(target, key);
    IsString({ message: M.rowId })(target, key);
    Length(1, L.idLength, { message: M.rowId })(target, key);
  };
}

function Concept(): PropertyDecorator {
  return (target, key) => {
    Field(() => String)(target, key);
    IsString({ message: M.concept })(target, key);
    MaxLength(L.conceptLength, { message: M.concept })(target, key);
  };
}

function SourceId(): PropertyDecorator {
  return (target, key) => {
    Field(() => String, { nullable: true })(target, key);
    IsOptional()(target, key);
    IsString({ message: M.sourceId })(target, key);
    MaxLength(L.idLength, { message: M.sourceId })(target, key);
  };
}

/** A list of rows of one table (each validated with its class). */
function Rows(type: () => unknown): PropertyDecorator {
  return (target, key) => {
    Field(() => [type()] as unknown as [object])(target, key);
    IsArray({ message: M.rowsInvalid })(target, key);
    ArrayMaxSize(L.rowsPerTable, { message: M.rowsInvalid })(target, key);
    IsObject({ each: true, message: M.rowInvalid })(target, key);
    ValidateNested({ each: true, message: M.rowInvalid })(target, key);
  };
}

@InputType()
export class CostSheetHeaderInput {
  @OptionalText(L.headerTextLength, 'El modo')
  modo?: string | null;

  @OptionalText(L.headerTextLength, 'La clase')
  clase?: string | null;

  @Field(() => Float, { nullable: true, description: 'Peso a usar (kg); vacío → el peso tasable de la operación.' })
  @IsOptional()
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: M.weight })
  @Min(0, { message: M.weight })
  @Max(1e9, { message: M.weight })
  pesoKg?: number | null;

  @OptionalText(L.headerTextLength, 'El AWB')
  awb?: string | null;

  @OptionalText(L.headerTextLength, 'El HBL')
  hbl?: string | null;

  @OptionalText(L.headerTextLength, 'La mercadería')
  mercaderia?: string | null;

  @Field(() => Float, { nullable: true, description: 'Gs por USD tipeado; vacío → el tipo de cambio fechado vigente a la fecha de la operación (5860 si no hay). Con el presupuesto confirmado queda fijado.' })
  @IsOptional()
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: M.gsRate })
  @Min(0.000001, { message: M.gsRate })
  @Max(L.maxGsRate, { message: M.gsRate })
  gsRate?: number | null;

  @Field(() => Boolean, { nullable: true, description: "'All in': la venta de flete es la suma de las ventas internas (ventaInt) de sus filas, facturada como un solo servicio." })
  @IsOptional()
  @IsBoolean({ message: M.allIn })
  allInEnabled?: boolean | null;

  @OptionalText(L.conceptLength, 'El servicio All in')
  allInServiceName?: string | null;
}

@InputType()
export class CostRowInput {
  @RowId()
  id: string;

  @Concept()
  concepto: string;

  @Amount('USD por kg.')
  usdXKg?: number | null;

  @Amount('Total USD tipeado; vacío → usdXKg × peso.')
  total?: number | null;

  @Field(() => Boolean, { nullable: true, description: "'Auto': el total es usdXKg × peso a usar." })
  @IsOptional()
  @IsBoolean({ message: M.lockPerKg })
  lockPerKg?: boolean | null;

  @SourceId()
  sourceId?: string | null;

  @Amount("Venta interna (USD) que cuenta una planilla 'All in'; vacía → el total tipeado. Solo en las filas de venta.")
  ventaInt?: number | null;

  @Iva()
  iva?: IvaRate | null;

  @Field(() => String, { nullable: true, description: "Equipo: tipo de contenedor (20'ST, 40'ST, 40'HC, 20'RF, 40'RF) o 'W/M'; con cantidad y usdXUnidad el total es cantidad × tarifa por unidad." })
  @IsOptional()
  @IsIn([...EQUIPMENT_BASES, ''], { message: EQUIPMENT_MESSAGES.basis })
  equipo?: string | null;

  @Field(() => Float, { nullable: true, description: 'Contenedores (entero) o toneladas/m³ W/M (hasta 3 decimales).' })
  @IsOptional()
  @IsNumber({ allowNaN: false, allowInfinity: false, maxDecimalPlaces: EQUIPMENT_LIMITS.quantityDecimals }, { message: EQUIPMENT_MESSAGES.quantity })
  @Min(0, { message: EQUIPMENT_MESSAGES.quantity })
  @Max(EQUIPMENT_LIMITS.maxQuantity, { message: EQUIPMENT_MESSAGES.quantity })
  cantidad?: number | null;

  @Amount('USD por contenedor o por W/M.')
  usdXUnidad?: number | null;
}

@InputType()
export class LocalCostRowInput {
  @RowId()
  id: string;

  @Concept()
  concepto: string;

  @Amount('Guaraníes.')
  gs?: number | null;

  @SourceId()
  sourceId?: string | null;

  @Iva()
  iva?: IvaRate | null;
}

@InputType()
export class InsuranceRowInput {
  @RowId()
  id: string;

  @Concept()
  concepto: string;

  @Amount('USD.')
  usd?: number | null;

  @SourceId()
  sourceId?: string | null;

  @Iva()
  iva?: IvaRate | null;
}

@InputType({ description: 'Ignorados: el servidor recalcula los totales.' })
export class CostSheetTotalsInput {
  @Field(() => Float, { nullable: true })
  totalCostos?: number | null;

  @Field(() => Float, { nullable: true })
  totalVentas?: number | null;

  @Field(() => Float, { nullable: true })
  profitGeneral?: number | null;
}

/** The payload of spec part 2 §3 (GraphQL and REST share this class). */
@InputType()
export class CostSheetInput {
  @Field(() => CostSheetHeaderInput)
  @IsDefined({ message: M.headerInvalid })
  @IsObject({ message: M.headerInvalid })
  @ValidateNested({ message: M.headerInvalid })
  header: CostSheetHeaderInput;

  @Rows(() => CostRowInput)
  compraRows: CostRowInput[];

  @Rows(() => CostRowInput)
  ventaRows: CostRowInput[];

  @Rows(() => LocalCostRowInput)
  locRows: LocalCostRowInput[];

  @Rows(() => LocalCostRowInput)
  locCliRows: LocalCostRowInput[];

  @Rows(() => InsuranceRowInput)
  segCostoRows: InsuranceRowInput[];

  @Rows(() => InsuranceRowInput)
  segVentaRows: InsuranceRowInput[];

  @Field(() => CostSheetTotalsInput, { nullable: true, description: 'Ignorado: el servidor recalcula los totales.' })
  @IsOptional()
  totals?: CostSheetTotalsInput | null;
}

/** confirmBudget: the operation the budget comes from (our client always sends it), or a profit value (older clients). */
@ArgsType()
export class ConfirmBudgetArgs {
  @OptionalId(M.dealInvalid)
  dealId?: number | null;

  @Field(() => Float, { nullable: true })
  @IsOptional()
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: M.profit })
  @Min(-L.maxAmount, { message: M.amountRange })
  @Max(L.maxAmount, { message: M.amountRange })
  profitValue?: number | null;
}

/** `revisionId: Int!`: la revisión (a scalar argument as an ArgsType, core/input/args.ts). */
@ArgsType()
export class RevisionIdArgs {
  @LookupId()
  revisionId: number;
}

/** compareCostSheetRevisions' `before: Int!, after: Int!`: two revisions of the operation (the service looks them up). */
@ArgsType()
export class CompareRevisionsArgs {
  @LookupId()
  before: number;

  @LookupId()
  after: number;
}
