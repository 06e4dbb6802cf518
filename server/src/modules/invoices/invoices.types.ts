import { Field, Float, Int, ObjectType } from 'type-graphql';
import { ListMax, PageItems } from '../../core/graphql/list-cost';

/** Lines a document holds at most (INVOICE_LIMITS.lines) and credit notes one invoice shows. */
const LINES_MAX = 200;
const NOTES_MAX = 50;
export const INVOICE_PAGE_MAX = 100;

@ObjectType('InvoiceLine', { description: 'Línea de factura: importes con IVA incluido, en la moneda de la factura.' })
export class InvoiceLineView {
  @Field(() => Int) id: number;
  @Field(() => Int) position: number;
  @Field(() => String) description: string;
  @Field(() => Float) quantity: number;
  @Field(() => Float) unitPrice: number;
  @Field(() => String, { description: "'exenta', '5' o '10'." }) iva: string;
  @Field(() => Float) amount: number;
  @Field(() => Float, { description: 'IVA contenido en la línea (÷ 11 al 10 %, ÷ 21 al 5 %).' }) ivaAmount: number;
  @Field(() => Float) exenta: number;
  @Field(() => Float) gravada5: number;
  @Field(() => Float) gravada10: number;
  @Field(() => String, { nullable: true, description: "La línea de la fuente facturada ('ventaRows:0')." }) sourceKey: string | null;
  @Field(() => Float, { nullable: true, description: 'Tramo acumulado de la línea de la fuente que factura: desde … (porcentaje).' }) fromPercentage: number | null;
  @Field(() => Float, { nullable: true }) toPercentage: number | null;
}

@ObjectType('CreditNoteLine')
export class CreditNoteLineView {
  @Field(() => Int) id: number;
  @Field(() => Int) position: number;
  @Field(() => Int, { nullable: true }) invoiceLineId: number | null;
  @Field(() => String) description: string;
  @Field(() => String) iva: string;
  @Field(() => Float) amount: number;
  @Field(() => Float) ivaAmount: number;
}

@ObjectType('CreditNote', { description: 'Nota de crédito sobre una factura emitida.' })
export class CreditNoteView {
  @Field(() => Int) id: number;
  @Field(() => Int) invoiceId: number;
  @Field(() => String, { nullable: true }) invoiceNumber: string | null;
  @Field(() => String, { nullable: true, description: 'EEE-PPP-NNNNNNN, una vez emitida.' }) number: string | null;
  @Field(() => String, { description: 'borrador o emitida.' }) status: string;
  @Field(() => String) currency: string;
  @Field(() => String) date: string;
  @Field(() => String, { nullable: true }) reason: string | null;
  @Field(() => String, { nullable: true }) timbrado: string | null;
  @Field(() => Date, { nullable: true }) issuedAt: Date | null;
  @Field(() => Float) exentas: number;
  @Field(() => Float) gravado5: number;
  @Field(() => Float) gravado10: number;
  @Field(() => Float) iva5: number;
  @Field(() => Float) iva10: number;
  @Field(() => Float) total: number;
  @Field(() => String) totalInWords: string;
  @Field(() => [CreditNoteLineView]) @ListMax(LINES_MAX) lines: CreditNoteLineView[];
  @Field(() => Int, { description: 'La versión de la nota: guardar un borrador la pide (si cambió, CONFLICT).' }) version: number;
}

@ObjectType('Invoice', { description: 'Factura de venta (reglas fiscales del Paraguay): importes con IVA incluido, en su moneda.' })
export class InvoiceView {
  @Field(() => Int) id: number;
  @Field(() => Int, { nullable: true }) dealId: number | null;
  @Field(() => Int, { nullable: true }) orgId: number | null;
  @Field(() => Int) businessUnitId: number;
  @Field(() => String, { nullable: true, description: 'EEE-PPP-NNNNNNN, una vez emitida.' }) number: string | null;
  @Field(() => String, { description: 'borrador, emitida, pago_parcial, pagada o anulada.' }) status: string;
  @Field(() => String, { description: "El estado que se muestra: el guardado, o 'vencida'." }) displayStatus: string;
  @Field(() => String) source: string;
  @Field(() => Int, { nullable: true }) revisionId: number | null;
  @Field(() => Int, { nullable: true }) quoteVersionId: number | null;
  @Field(() => Float) percentage: number;
  @Field(() => String) currency: string;
  @Field(() => Float, { nullable: true }) exchangeRate: number | null;
  @Field(() => String) condition: string;
  @Field(() => Int) paymentTermDays: number;
  @Field(() => String) date: string;
  @Field(() => String, { nullable: true }) dueDate: string | null;
  @Field(() => String, { nullable: true }) customerRuc: string | null;
  @Field(() => String) customerName: string;
  @Field(() => String, { nullable: true }) customerAddress: string | null;
  @Field(() => String, { nullable: true }) customerEmail: string | null;
  @Field(() => String, { nullable: true }) notes: string | null;
  @Field(() => String, { nullable: true }) operationReference: string | null;
  @Field(() => String, { nullable: true }) timbrado: string | null;
  @Field(() => String, { nullable: true }) timbradoFrom: string | null;
  @Field(() => String, { nullable: true }) timbradoTo: string | null;
  @Field(() => Date, { nullable: true }) issuedAt: Date | null;
  @Field(() => Date, { nullable: true }) cancelledAt: Date | null;
  @Field(() => String, { nullable: true }) cancelReason: string | null;
  @Field(() => String, { nullable: true, description: 'CDC del documento electrónico (SIFEN), 44 dígitos; null si la unidad emite como autoimpresor.' }) cdc: string | null;
  @Field(() => String, { nullable: true, description: 'Estado en SIFEN: pendiente, aprobado, aprobado_con_observacion, rechazado o cancelado.' }) sifenStatus: string | null;
  @Field(() => String, { nullable: true, description: 'Código y mensaje de la última respuesta de SIFEN.' }) sifenMessage: string | null;
  @Field(() => Float) exentas: number;
  @Field(() => Float) gravado5: number;
  @Field(() => Float) gravado10: number;
  @Field(() => Float) iva5: number;
  @Field(() => Float) iva10: number;
  @Field(() => Float) total: number;
  @Field(() => Float, { description: 'Suma de las notas de crédito emitidas.' }) credited: number;
  @Field(() => Float) paid: number;
  @Field(() => Float, { description: 'total − notas de crédito − cobrado (0 si está anulada).' }) balance: number;
  @Field(() => String) totalInWords: string;
  @Field(() => [InvoiceLineView]) @ListMax(LINES_MAX) lines: InvoiceLineView[];
  @Field(() => [CreditNoteView]) @ListMax(NOTES_MAX) creditNotes: CreditNoteView[];
  @Field(() => Date) createdAt: Date;
  @Field(() => Date) updatedAt: Date;
  @Field(() => Int, { description: 'La versión de la factura: guardar un borrador la pide (si cambió, CONFLICT).' }) version: number;
}

@ObjectType('InvoiceList')
export class InvoiceListView {
  @Field(() => [InvoiceView]) @PageItems(INVOICE_PAGE_MAX) nodes: InvoiceView[];
  @Field(() => Int) totalCount: number;
}

@ObjectType('InvoiceBillingLine')
export class BillingLineView {
  @Field(() => String) key: string;
  @Field(() => String) description: string;
  @Field(() => String) iva: string;
  @Field(() => Float, { description: 'USD.' }) amount: number;
  @Field(() => Float) billedPercentage: number;
}

@ObjectType('InvoiceBilling', { description: 'Lo que queda por facturar de la revisión confirmada de una operación.' })
export class BillingView {
  @Field(() => Int) dealId: number;
  @Field(() => Int, { nullable: true }) revisionId: number | null;
  @Field(() => String, { nullable: true }) revisionLabel: string | null;
  @Field(() => String, { nullable: true }) revisionStatus: string | null;
  @Field(() => Float) billedPercentage: number;
  @Field(() => Float, { nullable: true, description: 'La parte que propone la pantalla (100, o el 40 que falta de 60/40); null si ya está todo facturado.' })
  proposedPercentage: number | null;
  @Field(() => [BillingLineView]) @ListMax(LINES_MAX) lines: BillingLineView[];
}

@ObjectType('InvoiceQuoteBilling', { description: 'Una versión guardada de la cotización como fuente de factura: sus líneas (USD) y lo facturado de cada una.' })
export class QuoteBillingView {
  @Field(() => Int) quoteVersionId: number;
  @Field(() => Int) versionNo: number;
  @Field(() => Date) createdAt: Date;
  @Field(() => Float) billedPercentage: number;
  @Field(() => [BillingLineView]) @ListMax(LINES_MAX) lines: BillingLineView[];
}
