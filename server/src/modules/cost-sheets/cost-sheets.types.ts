import { COST_SHEET_LIMITS } from '@crm/domain';
import { Field, Float, Int, ObjectType } from 'type-graphql';
import { ListMax } from '../../core/graphql/list-cost';

/** The rows a saved table may hold (saving refuses more: cost-sheets.inputs.ts). */
const ROWS = COST_SHEET_LIMITS.rowsPerTable;

@ObjectType('CostSheetHeader')
export class CostSheetHeaderView {
  @Field(() => String, { nullable: true, description: 'Modo de carga.' })
  modo: string | null;

  @Field(() => String, { nullable: true, description: 'Clase de carga.' })
  clase: string | null;

  @Field(() => Float, { nullable: true, description: 'Peso a usar (kg); null → el peso tasable de la operación.' })
  pesoKg: number | null;

  @Field(() => String, { nullable: true, description: 'AWB master.' })
  awb: string | null;

  @Field(() => String, { nullable: true, description: 'B/L house.' })
  hbl: string | null;

  @Field(() => String, { nullable: true })
  mercaderia: string | null;

  @Field(() => Float, { description: 'Gs por USD: el tipo de cambio fechado vigente a la fecha de la operación, el tipeado, o 5860.' })
  gsRate: number;

  @Field(() => String, { nullable: true, description: 'Fecha (AAAA-MM-DD) del tipo de cambio fechado que tomó la planilla; null si se tipeó o es el 5860 por defecto.' })
  gsRateDate: string | null;

  @Field(() => Boolean, { description: "'All in': la venta de flete es la suma de las ventas internas (ventaInt), facturada como un solo servicio." })
  allInEnabled: boolean;

  @Field(() => String, { nullable: true, description: "El servicio con el que se factura una planilla 'All in'." })
  allInServiceName: string | null;
}

@ObjectType('CostRow', { description: 'Compra al agente o venta al cliente (USD).' })
export class CostRowView {
  @Field(() => String)
  id: string;

  @Field(() => String)
  concepto: string;

  @Field(() => Float, { nullable: true })
  usdXKg: number | null;

  @Field(() => Float, { nullable: true })
  total: number | null;

  @Field(() => Boolean)
  lockPerKg: boolean;

  @Field(() => String, { nullable: true })
  sourceId: string | null;

  @Field(() => Float, { nullable: true, description: "Venta interna (USD) de una fila de venta, la que cuenta una planilla 'All in'." })
  ventaInt: number | null;

  @Field(() => String, { nullable: true, description: "IVA de una fila de venta: 'exenta', '5' o '10' (sin tasa propia, el valor por defecto de su tabla); null en las de compra." })
  iva: string | null;

  @Field(() => String, { nullable: true, description: "Equipo de la fila: tipo de contenedor o 'W/M'; null en una fila por kg o con total tipeado." })
  equipo: string | null;

  @Field(() => Float, { nullable: true, description: 'Contenedores o toneladas/m³ W/M.' })
  cantidad: number | null;

  @Field(() => Float, { nullable: true, description: 'USD por contenedor o por W/M.' })
  usdXUnidad: number | null;
}

@ObjectType('LocalCostRow', { description: 'Costos locales o cargos locales al cliente (Gs).' })
export class LocalCostRowView {
  @Field(() => String)
  id: string;

  @Field(() => String)
  concepto: string;

  @Field(() => Float, { nullable: true })
  gs: number | null;

  @Field(() => String, { nullable: true })
  sourceId: string | null;

  @Field(() => String, { nullable: true, description: "IVA de un cargo local al cliente: 'exenta', '5' o '10'; null en los costos." })
  iva: string | null;
}

@ObjectType('InsuranceRow', { description: 'Costo o venta del seguro de carga (USD).' })
export class InsuranceRowView {
  @Field(() => String)
  id: string;

  @Field(() => String)
  concepto: string;

  @Field(() => Float, { nullable: true })
  usd: number | null;

  @Field(() => String, { nullable: true })
  sourceId: string | null;

  @Field(() => String, { nullable: true, description: "IVA de una venta de seguro: 'exenta', '5' o '10'; null en los costos." })
  iva: string | null;
}

@ObjectType('CostSheetTotals', { description: 'Calculados por el servidor (USD).' })
export class CostSheetTotalsView {
  @Field(() => Float)
  totalCostos: number;

  @Field(() => Float)
  totalVentas: number;

  @Field(() => Float)
  profitGeneral: number;
}

@ObjectType('CostSheetIvaSplit', { description: 'IVA por línea de la venta (USD, precios con IVA incluido): exentas, gravadas 5 % y 10 % y el IVA contenido. total = totalVentas.' })
export class CostSheetIvaSplitView {
  @Field(() => Float)
  exentas: number;

  @Field(() => Float)
  gravadas5: number;

  @Field(() => Float)
  gravadas10: number;

  @Field(() => Float)
  iva5: number;

  @Field(() => Float)
  iva10: number;

  @Field(() => Float)
  iva: number;

  @Field(() => Float)
  total: number;
}

@ObjectType('CostSheetIvaDefaults', { description: 'IVA de las filas sin tasa propia, por tabla (parámetros).' })
export class CostSheetIvaDefaultsView {
  @Field(() => String, { description: 'Flete internacional y recargos (venta al cliente).' })
  freight: string;

  @Field(() => String, { description: 'Cargos locales al cliente.' })
  local: string;

  @Field(() => String, { description: 'Venta del seguro de carga.' })
  insurance: string;
}

@ObjectType('CostSheetUnreadableCell', {
  description: 'Una celda que el servidor no pudo leer como número (texto de un cliente REST): sus totales la cuentan como 0 (el peso y el tipo de cambio, como vacíos).',
})
export class CostSheetUnreadableCellView {
  @Field(() => String, { description: "'header' o la tabla (compraRows, ventaRows, locRows, locCliRows, segCostoRows, segVentaRows)." })
  table: string;

  @Field(() => String, { nullable: true, description: 'El id de la fila; null en la cabecera.' })
  rowId: string | null;

  @Field(() => String)
  field: string;

  @Field(() => String, { description: 'El texto tal como se escribió.' })
  text: string;
}

@ObjectType('CostSheet', { description: "Planilla de costos (DET COS) de una operación (spec parte 2 §2–§3)." })
export class CostSheetView {
  @Field(() => Int)
  dealId: number;

  @Field(() => Boolean, { description: 'false: nunca se guardó (valores por defecto, version 0).' })
  saved: boolean;

  @Field(() => Int, { description: 'Crece en 1 con cada guardado; saveCostSheet la exige.' })
  version: number;

  @Field(() => Date, { nullable: true })
  updatedAt: Date | null;

  @Field(() => String, { nullable: true })
  updatedByName: string | null;

  @Field(() => String, { description: 'borrador, bloqueado o confirmado: el presupuesto de la organización de la operación.' })
  budgetStatus: string;

  @Field(() => Int, { nullable: true })
  orgId: number | null;

  @Field(() => CostSheetHeaderView)
  header: CostSheetHeaderView;

  @Field(() => Boolean, { description: 'true: el presupuesto se confirmó y el tipo de cambio quedó fijado (cambios en la tabla no lo alteran).' })
  gsRateFrozen: boolean;

  @Field(() => Float, { description: 'Peso tasable de la operación (kg) según el factor de su modo.' })
  chargeableWeightKg: number;

  @Field(() => String, { description: "Factor usado para el peso tasable: 'Aéreo 1:6000', '167 kg/m³', …" })
  volumetricFactorLabel: string;

  @Field(() => [CostRowView])
  @ListMax(ROWS)
  compraRows: CostRowView[];

  @Field(() => [CostRowView])
  @ListMax(ROWS)
  ventaRows: CostRowView[];

  @Field(() => [LocalCostRowView])
  @ListMax(ROWS)
  locRows: LocalCostRowView[];

  @Field(() => [LocalCostRowView])
  @ListMax(ROWS)
  locCliRows: LocalCostRowView[];

  @Field(() => [InsuranceRowView])
  @ListMax(ROWS)
  segCostoRows: InsuranceRowView[];

  @Field(() => [InsuranceRowView])
  @ListMax(ROWS)
  segVentaRows: InsuranceRowView[];

  @Field(() => CostSheetTotalsView)
  totals: CostSheetTotalsView;

  @Field(() => CostSheetIvaSplitView, { description: 'El IVA de la venta, línea por línea (IVA_PER_LINE).' })
  ivaSplit: CostSheetIvaSplitView;

  @Field(() => CostSheetIvaDefaultsView)
  ivaDefaults: CostSheetIvaDefaultsView;

  @Field(() => [CostSheetUnreadableCellView], { description: 'Celdas del documento guardado que no se pudieron leer; vacía si todas se leyeron.' })
  @ListMax(ROWS * 6 * 4 + 2)
  unreadableCells: CostSheetUnreadableCellView[];
}

@ObjectType('CostSheetStatus', { description: 'Lo que la pantalla consulta cada 10 s: estado del presupuesto y versión guardada.' })
export class CostSheetStatusView {
  @Field(() => Int)
  dealId: number;

  @Field(() => Int, { nullable: true })
  orgId: number | null;

  @Field(() => String)
  budgetStatus: string;

  @Field(() => Int)
  version: number;

  @Field(() => Date, { nullable: true })
  updatedAt: Date | null;

  @Field(() => String, { nullable: true })
  updatedByName: string | null;
}
