import { amountInWords, type FiscalCurrency, invoiceDisplayStatus, invoiceLineFigures, minorToNumber } from '@crm/domain';
import type { BillingData, CreditNoteData, InvoiceData, QuoteBillingData } from './invoices.service';
import type { BillingView, CreditNoteView, InvoiceView, QuoteBillingView } from './invoices.types';

/** The service's data (minor units) as the GraphQL views read it (plain numbers of the currency). */
export function invoiceView(d: InvoiceData, today: string): InvoiceView {
  const i = d.invoice;
  const cur = i.currency as FiscalCurrency;
  const n = (minor: number) => minorToNumber(minor, cur);
  return {
    id: i.id,
    dealId: i.dealId,
    orgId: i.orgId,
    businessUnitId: i.businessUnitId,
    number: i.fiscalNumber,
    status: i.status,
    displayStatus: invoiceDisplayStatus({ status: i.status, dueDate: i.dueDate, balance: d.balance }, today),
    source: i.source,
    revisionId: i.revisionId,
    quoteVersionId: i.quoteVersionId,
    percentage: i.percentageBp / 100,
    currency: cur,
    exchangeRate: i.exchangeRate,
    condition: i.condition,
    paymentTermDays: i.paymentTermDays,
    date: i.invoiceDate,
    dueDate: i.dueDate,
    customerRuc: i.customerRuc,
    customerName: i.customerName,
    customerAddress: i.customerAddress,
    customerEmail: i.customerEmail,
    notes: i.notes,
    operationReference: i.operationReference,
    timbrado: i.timbrado,
    timbradoFrom: i.timbradoFrom,
    timbradoTo: i.timbradoTo,
    issuedAt: i.issuedAt,
    cancelledAt: i.cancelledAt,
    cancelReason: i.cancelReason,
    cdc: i.cdc,
    sifenStatus: i.sifenStatus,
    sifenMessage: i.sifenMessage,
    exentas: n(d.totals.exentas),
    gravado5: n(d.totals.gravado5),
    gravado10: n(d.totals.gravado10),
    iva5: n(d.totals.iva5),
    iva10: n(d.totals.iva10),
    total: n(d.totals.total),
    credited: n(d.credited),
    paid: n(d.paid),
    balance: n(d.balance),
    totalInWords: amountInWords(d.totals.total, cur),
    lines: d.lines.map((l) => {
      const f = invoiceLineFigures({ unitPrice: l.unitPrice, quantity: l.quantity, iva: l.iva });
      return {
        id: l.id,
        position: l.position,
        description: l.description,
        quantity: l.quantity,
        unitPrice: n(l.unitPrice),
        iva: l.iva,
        amount: n(l.amount),
        ivaAmount: n(l.ivaAmount),
        exenta: n(f.exenta),
        gravada5: n(f.gravada5),
        gravada10: n(f.gravada10),
        sourceKey: l.sourceKey,
        fromPercentage: l.fromBp === null ? null : l.fromBp / 100,
        toPercentage: l.toBp === null ? null : l.toBp / 100,
      };
    }),
    creditNotes: d.creditNotes.map(creditNoteView),
    createdAt: i.createdAt,
    updatedAt: i.updatedAt,
    version: i.version,
  };
}

export function creditNoteView(c: CreditNoteData): CreditNoteView {
  const x = c.note;
  const cur = x.currency as FiscalCurrency;
  const n = (minor: number) => minorToNumber(minor, cur);
  return {
    id: x.id,
    invoiceId: c.invoiceId,
    invoiceNumber: c.invoiceNumber,
    number: x.fiscalNumber,
    status: x.status,
    currency: cur,
    date: x.noteDate,
    reason: x.reason,
    timbrado: x.timbrado,
    issuedAt: x.issuedAt,
    exentas: n(c.totals.exentas),
    gravado5: n(c.totals.gravado5),
    gravado10: n(c.totals.gravado10),
    iva5: n(c.totals.iva5),
    iva10: n(c.totals.iva10),
    total: n(c.totals.total),
    totalInWords: amountInWords(c.totals.total, cur),
    lines: c.lines.map((l) => ({ ...l, amount: n(l.amount), ivaAmount: n(l.ivaAmount) })),
    version: x.version,
  };
}

export function billingView(b: BillingData): BillingView {
  const n = (minor: number) => minorToNumber(minor, b.currency);
  return {
    dealId: b.dealId,
    revisionId: b.revisionId,
    revisionLabel: b.revisionLabel,
    revisionStatus: b.revisionStatus,
    billedPercentage: b.billedBp / 100,
    proposedPercentage: b.proposedBp === null ? null : b.proposedBp / 100,
    lines: b.lines.map((l) => ({ key: l.key, description: l.description, iva: l.iva, amount: n(l.amount), billedPercentage: l.billedBp / 100 })),
  };
}

export function quoteBillingView(q: QuoteBillingData): QuoteBillingView {
  const n = (minor: number) => minorToNumber(minor, q.currency);
  return {
    quoteVersionId: q.quoteVersionId,
    versionNo: q.versionNo,
    createdAt: q.createdAt,
    billedPercentage: q.billedBp / 100,
    lines: q.lines.map((l) => ({ key: l.key, description: l.description, iva: l.iva, amount: n(l.amount), billedPercentage: l.billedBp / 100 })),
  };
}
