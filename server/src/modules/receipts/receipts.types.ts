import { Field, Float, Int, ObjectType } from 'type-graphql';
import { ListMax, PageItems } from '../../core/graphql/list-cost';

export const RECEIPT_PAGE_MAX = 100;
const ITEMS_MAX = 100;

@ObjectType('ReceiptItem', { description: 'Lo que un recibo cancela de una factura (en la moneda del recibo).' })
export class ReceiptItemView {
  @Field(() => Int) id: number;
  @Field(() => Int) invoiceId: number;
  @Field(() => String, { nullable: true }) invoiceNumber: string | null;
  @Field(() => String, { nullable: true, description: 'AAAA-MM-DD' }) invoiceDate: string | null;
  @Field(() => String, { nullable: true }) operationReference: string | null;
  @Field(() => Float, { nullable: true, description: 'Total de la factura.' }) invoiceTotal: number | null;
  @Field(() => Float, { nullable: true, description: 'Saldo actual de la factura.' }) invoiceBalance: number | null;
  @Field(() => Float) amount: number;
  @Field(() => Float, { description: 'IVA retenido sobre lo pagado de esta factura.' }) withheld: number;
  @Field(() => Float) net: number;
}

@ObjectType('Receipt', { description: 'Recibo de dinero contra facturas emitidas de un cliente.' })
export class ReceiptView {
  @Field(() => Int) id: number;
  @Field(() => Int, { nullable: true }) orgId: number | null;
  @Field(() => String, { nullable: true }) orgName: string | null;
  @Field(() => Int) businessUnitId: number;
  @Field(() => String, { nullable: true, description: "'EEE-PPP-NNNNNNN'" }) number: string | null;
  @Field(() => String, { description: "'emitido' o 'anulado'." }) status: string;
  @Field(() => String, { description: 'AAAA-MM-DD' }) paidAt: string;
  @Field(() => String) method: string;
  @Field(() => String) currency: string;
  @Field(() => Float, { nullable: true }) exchangeRate: number | null;
  @Field(() => String, { nullable: true }) account: string | null;
  @Field(() => String, { nullable: true }) reference: string | null;
  @Field(() => Int) withholdingPct: number;
  @Field(() => Float) amount: number;
  @Field(() => Float) withheld: number;
  @Field(() => Float) net: number;
  @Field(() => String) amountInWords: string;
  @Field(() => String, { nullable: true }) notes: string | null;
  @Field(() => String, { nullable: true }) timbrado: string | null;
  @Field(() => Date, { nullable: true }) issuedAt: Date | null;
  @Field(() => Date, { nullable: true }) cancelledAt: Date | null;
  @Field(() => String, { nullable: true }) cancelReason: string | null;
  @Field(() => [ReceiptItemView]) @ListMax(ITEMS_MAX) items: ReceiptItemView[];
  @Field(() => Date) createdAt: Date;
}

@ObjectType('ReceiptList')
export class ReceiptListView {
  @Field(() => [ReceiptView]) @PageItems(RECEIPT_PAGE_MAX) nodes: ReceiptView[];
  @Field(() => Int) totalCount: number;
}
