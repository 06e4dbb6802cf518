import { FISCAL_CURRENCIES } from '@crm/domain';
import { Field, Float, Int, ObjectType } from 'type-graphql';
import { ListMax } from '../../core/graphql/list-cost';

/** Caps of the answers (the service keeps within them): a client's documents and movements, the portfolio's rows. */
export const COLLECTION_LIMITS = { documents: 3000, ledger: 6000, clients: 1000, advisors: 200, promises: 200, logs: 200, nextActions: 100 } as const;
const CURRENCIES = FISCAL_CURRENCIES.length;

@ObjectType({ description: 'Saldo de una moneda (nunca se suman monedas distintas).' })
export class CurrencyBalanceView {
  @Field(() => String)
  currency: string;

  @Field(() => Float, { description: 'En la moneda (guaraníes enteros, dólares con centavos).' })
  balance: number;
}

@ObjectType({ description: 'Antigüedad de saldos de una moneda: lo abierto por días de atraso desde el vencimiento.' })
export class AgingView {
  @Field(() => String)
  currency: string;

  @Field(() => Float, { description: 'Al día (hasta el día del vencimiento inclusive).' })
  current: number;

  @Field(() => Float)
  d1To30: number;

  @Field(() => Float)
  d31To60: number;

  @Field(() => Float)
  d61To90: number;

  @Field(() => Float)
  over90: number;

  @Field(() => Float)
  total: number;
}

@ObjectType()
export class StatementDocumentView {
  @Field(() => Int)
  invoiceId: number;

  @Field(() => String, { nullable: true })
  number: string | null;

  @Field(() => String)
  date: string;

  @Field(() => String, { nullable: true })
  dueDate: string | null;

  @Field(() => String, { nullable: true })
  operationReference: string | null;

  @Field(() => String)
  currency: string;

  @Field(() => Float)
  total: number;

  @Field(() => Float)
  credited: number;

  @Field(() => Float)
  paid: number;

  @Field(() => Float, { description: 'Lo que se debe a la fecha de corte.' })
  open: number;

  @Field(() => String, { description: 'pendiente, parcial, vencida, vence_hoy, pagada o anulada (a la fecha de corte).' })
  status: string;

  @Field(() => String, { description: "El texto del estado: 'Vencida (12 días)'." })
  statusText: string;

  @Field(() => Int)
  daysOverdue: number;

  @Field(() => String, { description: 'current, d1_30, d31_60, d61_90 u over_90.' })
  bucket: string;
}

@ObjectType()
export class LedgerEntryView {
  @Field(() => String, { description: 'factura, nota_credito o recibo.' })
  kind: string;

  /** Not `id`: an invoice and a receipt share ids, and a client cache would take them for one object. */
  @Field(() => Int, { description: 'El id de la factura, nota de crédito o recibo.' })
  documentId: number;

  @Field(() => String)
  date: string;

  @Field(() => String, { nullable: true })
  number: string | null;

  @Field(() => String)
  currency: string;

  @Field(() => Float)
  debit: number;

  @Field(() => Float)
  credit: number;

  @Field(() => Float, { description: 'Saldo acumulado de su moneda.' })
  balance: number;
}

@ObjectType({ description: 'Cuenta corriente de un cliente a una fecha de corte.' })
export class StatementView {
  @Field(() => Int)
  orgId: number;

  @Field(() => String)
  orgName: string;

  @Field(() => String)
  asOf: string;

  @Field(() => [CurrencyBalanceView])
  @ListMax(CURRENCIES)
  balances: CurrencyBalanceView[];

  @Field(() => [AgingView])
  @ListMax(CURRENCIES)
  aging: AgingView[];

  @Field(() => [StatementDocumentView])
  @ListMax(COLLECTION_LIMITS.documents)
  documents: StatementDocumentView[];

  @Field(() => [LedgerEntryView])
  @ListMax(COLLECTION_LIMITS.ledger)
  ledger: LedgerEntryView[];

  @Field(() => Int, { description: 'Cuántos documentos tiene la cuenta en total: `documents` trae a lo sumo 3.000 desde `offset` (pedí la página siguiente con offset).' })
  documentsCount: number;

  @Field(() => Int, { description: 'Cuántos movimientos tiene la cuenta en total: `ledger` trae a lo sumo 6.000 desde `offset`.' })
  ledgerCount: number;
}

@ObjectType({ description: 'Una fila de la cartera: un cliente o un asesor, en una moneda.' })
export class PortfolioRowView extends AgingView {
  /** Not `id`: one client has a row per currency, and a client cache would take them for one object. */
  @Field(() => Int, { nullable: true, description: 'El id del cliente o del asesor (ninguno: sin asesor).' })
  refId: number | null;

  @Field(() => String)
  name: string;
}

@ObjectType({ description: 'Cartera a cobrar de los clientes visibles, por antigüedad, cliente y asesor.' })
export class PortfolioView {
  @Field(() => String)
  asOf: string;

  @Field(() => [AgingView])
  @ListMax(CURRENCIES)
  totals: AgingView[];

  @Field(() => [PortfolioRowView])
  @ListMax(COLLECTION_LIMITS.clients)
  clients: PortfolioRowView[];

  @Field(() => [PortfolioRowView])
  @ListMax(COLLECTION_LIMITS.advisors)
  advisors: PortfolioRowView[];

  @Field(() => Int, { description: 'Cuántas filas de clientes hay en total: `clients` trae a lo sumo 1.000 desde `offset` (las deudas mayores primero).' })
  clientsCount: number;

  @Field(() => Int, { description: 'Cuántas filas de asesores hay en total: `advisors` trae a lo sumo 200.' })
  advisorsCount: number;
}

@ObjectType({ description: 'Promesa de pago del cliente.' })
export class PaymentPromiseView {
  @Field(() => Int)
  id: number;

  @Field(() => Int)
  orgId: number;

  @Field(() => String)
  promisedDate: string;

  @Field(() => Float)
  amount: number;

  @Field(() => String)
  currency: string;

  @Field(() => Float, { description: 'Lo cobrado al cliente en esa moneda desde el día de la promesa hasta su fecha.' })
  covered: number;

  @Field(() => String, { description: 'pendiente, cumplida, incumplida (sola, el día después de su fecha sin cobros que la cubran) o anulada.' })
  status: string;

  @Field(() => String, { nullable: true })
  notes: string | null;

  @Field(() => Date)
  createdAt: Date;
}

@ObjectType({ description: 'Gestión de cobranza: llamada, correo, WhatsApp, visita o nota.' })
export class CollectionLogView {
  @Field(() => Int)
  id: number;

  @Field(() => Int)
  orgId: number;

  @Field(() => String, { nullable: true })
  orgName?: string | null;

  @Field(() => String)
  kind: string;

  @Field(() => String)
  subject: string;

  @Field(() => String, { nullable: true })
  notes: string | null;

  @Field(() => String, { nullable: true })
  nextActionDate: string | null;

  @Field(() => Int, { nullable: true })
  createdByUserId: number | null;

  @Field(() => Date)
  createdAt: Date;
}
