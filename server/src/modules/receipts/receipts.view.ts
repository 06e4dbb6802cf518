import { amountInWords, minorToNumber } from '@crm/domain';
import type { ReceiptData } from './receipts.service';
import type { ReceiptView } from './receipts.types';

/** A receipt as GraphQL and REST answer it: amounts as numbers of its currency (exact, from the minor units). */
export function receiptView(d: ReceiptData): ReceiptView {
  const r = d.receipt;
  const cur = r.currency;
  const n = (minor: number) => minorToNumber(minor, cur);
  return {
    id: r.id,
    orgId: r.orgId,
    orgName: d.orgName,
    businessUnitId: r.businessUnitId,
    number: r.fiscalNumber,
    status: r.status,
    paidAt: r.paidAt,
    method: r.method,
    currency: cur,
    exchangeRate: r.exchangeRate,
    account: r.account,
    reference: r.reference,
    withholdingPct: r.withholdingPct,
    amount: n(d.amount),
    withheld: n(d.withheld),
    net: n(d.net),
    amountInWords: amountInWords(d.amount, cur),
    notes: r.notes,
    timbrado: r.timbrado,
    issuedAt: r.issuedAt,
    cancelledAt: r.cancelledAt,
    cancelReason: r.cancelReason,
    createdAt: r.createdAt,
    items: d.items.map((i) => ({
      id: i.id,
      invoiceId: i.invoiceId,
      invoiceNumber: i.invoice?.number ?? null,
      invoiceDate: i.invoice?.date ?? null,
      operationReference: i.invoice?.operationReference ?? null,
      invoiceTotal: i.invoice ? minorToNumber(i.invoice.total, i.invoice.currency) : null,
      invoiceBalance: i.invoice ? minorToNumber(i.invoice.balance, i.invoice.currency) : null,
      amount: n(i.amount),
      withheld: n(i.withheld),
      net: n(i.net),
    })),
  };
}
