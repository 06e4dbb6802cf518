import { ListMax } from '../../core/graphql/list-cost';
import { RUBROS, SUPPLIER_CURRENCIES, SUPPLIER_LIMITS } from '@crm/domain';

/** The timeline entries the statement answers at most (the balances always count every record). */
export const OPERATION_STATEMENT_MAX = 500;
import { Field, Float, Int, ObjectType } from 'type-graphql';

/** The most items each list of payables answers (the service reads no more). */
export const PAYABLES_LIST_MAX = { suppliers: 20, invoices: 100, orders: 100, payments: 50, files: 20, events: 50 } as const;

@ObjectType()
export class SupplierProfileView {
  @Field(() => Int)
  orgId: number;

  @Field()
  name: string;

  @Field(() => String, { nullable: true })
  ruc: string | null;

  @Field()
  isSupplier: boolean;

  @Field(() => String, { nullable: true })
  category: string | null;

  @Field(() => Int, { nullable: true })
  paymentTermDays: number | null;

  @Field(() => String, { nullable: true })
  bank: string | null;

  @Field(() => String, { nullable: true })
  account: string | null;
}

@ObjectType()
export class SupplierInvoiceLineView {
  @Field(() => Int)
  id: number;

  @Field()
  description: string;

  @Field(() => Float)
  quantity: number;

  @Field(() => Float, { description: 'Precio unitario con IVA, en la moneda de la factura.' })
  unitPrice: number;

  @Field()
  iva: string;

  @Field()
  rubro: string;

  @Field(() => Float)
  amount: number;

  @Field(() => Float)
  ivaAmount: number;
}

@ObjectType()
export class SupplierPaymentView {
  @Field(() => Int)
  id: number;

  @Field(() => Int, { nullable: true })
  paymentOrderId: number | null;

  @Field()
  paidAt: string;

  @Field(() => Float)
  amount: number;

  @Field()
  method: string;

  @Field(() => String, { nullable: true })
  account: string | null;

  @Field(() => String, { nullable: true })
  reference: string | null;

  @Field(() => Int, { nullable: true })
  proofFileId: number | null;
}

@ObjectType()
export class SupplierInvoiceView {
  @Field(() => Int)
  id: number;

  @Field(() => Int)
  dealId: number;

  @Field(() => Int)
  supplierOrgId: number;

  @Field()
  supplierName: string;

  @Field()
  docType: string;

  @Field()
  number: string;

  @Field()
  timbrado: string;

  @Field()
  issuedAt: string;

  @Field()
  condition: string;

  @Field()
  dueDate: string;

  @Field()
  currency: string;

  @Field(() => Float, { nullable: true })
  exchangeRate: number | null;

  @Field()
  ivaMode: string;

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
  total: number;

  @Field(() => Float)
  paid: number;

  @Field(() => Float)
  balance: number;

  @Field()
  status: string;

  @Field(() => [SupplierInvoiceLineView])
  @ListMax(SUPPLIER_LIMITS.lines)
  lines: SupplierInvoiceLineView[];

  @Field(() => [SupplierPaymentView])
  @ListMax(PAYABLES_LIST_MAX.payments)
  payments: SupplierPaymentView[];

  @Field(() => [Int])
  @ListMax(PAYABLES_LIST_MAX.files)
  fileIds: number[];

  @Field(() => Int, { nullable: true })
  openOrderId: number | null;

  @Field(() => String, { nullable: true })
  openOrderNumber: string | null;

  @Field()
  createdAt: Date;
}

@ObjectType()
export class PaymentOrderInvoiceView {
  @Field(() => Int)
  supplierInvoiceId: number;

  @Field(() => Int)
  dealId: number;

  @Field()
  supplierName: string;

  @Field()
  number: string;

  @Field()
  dueDate: string;

  @Field(() => Float)
  amount: number;

  @Field(() => Float)
  balance: number;

  @Field()
  status: string;
}

@ObjectType()
export class PaymentOrderEventView {
  @Field()
  action: string;

  @Field(() => Int, { nullable: true })
  userId: number | null;

  @Field(() => String, { nullable: true })
  userName: string | null;

  @Field(() => String, { nullable: true })
  note: string | null;

  @Field()
  at: Date;
}

@ObjectType()
export class PaymentOrderView {
  @Field(() => Int)
  id: number;

  @Field({ description: "'OPG-000123'" })
  number: string;

  @Field()
  status: string;

  @Field()
  currency: string;

  @Field(() => Float)
  amount: number;

  @Field(() => Float)
  paid: number;

  @Field(() => Float)
  balance: number;

  @Field()
  plannedDate: string;

  @Field()
  dueDate: string;

  @Field()
  priority: string;

  @Field(() => String, { nullable: true })
  account: string | null;

  @Field(() => String, { nullable: true })
  cancelReason: string | null;

  @Field(() => [PaymentOrderInvoiceView])
  @ListMax(SUPPLIER_LIMITS.invoicesPerOrder)
  invoices: PaymentOrderInvoiceView[];

  @Field(() => [PaymentOrderEventView])
  @ListMax(PAYABLES_LIST_MAX.events)
  events: PaymentOrderEventView[];

  @Field()
  createdAt: Date;
}

@ObjectType()
export class CostControlRubroView {
  @Field()
  rubro: string;

  @Field(() => Float)
  budget: number;

  @Field(() => Float)
  actual: number;

  @Field(() => Float)
  difference: number;
}

@ObjectType({ description: 'Presupuesto contra real de la operación, en USD al tipo de cambio de control.' })
export class CostControlView {
  @Field(() => Int)
  dealId: number;

  @Field()
  currency: string;

  @Field(() => Float, { nullable: true })
  controlRate: number | null;

  @Field(() => String, { nullable: true })
  controlRateDate: string | null;

  @Field()
  controlRateSet: boolean;

  @Field(() => Int, { nullable: true })
  revisionId: number | null;

  @Field(() => Int)
  supplierInvoices: number;

  @Field(() => [CostControlRubroView])
  @ListMax(RUBROS.length)
  rubros: CostControlRubroView[];

  @Field(() => Float)
  budgetSale: number;

  @Field(() => Float)
  budgetPurchase: number;

  @Field(() => Float)
  realPurchase: number;

  @Field(() => Float)
  budgetProfit: number;

  @Field(() => Float)
  realProfit: number;

  @Field(() => Float)
  difference: number;

  @Field(() => Float, { nullable: true, description: 'Diferencia sobre el profit presupuestado, en %.' })
  differencePercent: number | null;
}

@ObjectType({ description: 'Un movimiento del estado financiero de la operación (importes con signo: + sube el saldo, − lo baja).' })
export class OperationStatementEntryView {
  @Field({ description: 'factura, nota_credito, recibo, factura_proveedor o pago_proveedor.' })
  kind: string;

  @Field({ description: 'cobrar (ventas) o pagar (proveedores).' })
  side: string;

  // Not 'id': a receipt and a supplier payment may share a number, and a client cache would merge entries by id.
  @Field(() => Int, { description: 'El id del documento o pago (según kind).' })
  recordId: number;

  @Field()
  date: string;

  @Field(() => String, { nullable: true })
  number: string | null;

  @Field(() => String, { nullable: true })
  party: string | null;

  @Field()
  currency: string;

  @Field(() => Float)
  amount: number;

  @Field(() => Float, { description: 'Lo que queda por cobrar en la moneda, después del movimiento.' })
  toCollect: number;

  @Field(() => Float, { description: 'Lo que queda por pagar en la moneda, después del movimiento.' })
  toPay: number;
}

@ObjectType()
export class OperationStatementBalanceView {
  @Field()
  currency: string;

  @Field(() => Float)
  toCollect: number;

  @Field(() => Float)
  toPay: number;
}

@ObjectType({ description: 'Estado financiero de la operación: ventas, cobros, facturas de proveedores y pagos, por moneda.' })
export class OperationStatementView {
  @Field(() => Int)
  dealId: number;

  @Field(() => [OperationStatementEntryView])
  @ListMax(OPERATION_STATEMENT_MAX)
  entries: OperationStatementEntryView[];

  @Field(() => Int, { description: 'Movimientos de toda la operación (entries trae los primeros 500).' })
  entryCount: number;

  @Field(() => [OperationStatementBalanceView])
  @ListMax(SUPPLIER_CURRENCIES.length)
  balances: OperationStatementBalanceView[];
}
