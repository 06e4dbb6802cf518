import { paymentOrderNumber, type SupplierCurrency, supplierMinorToNumber } from '@crm/domain';
import type { OrganizationEntity } from '../organizations/organization.entity';
import type { SupplierProfileEntity } from './payables.entity';
import type { CostControlData, OperationStatementData, PaymentOrderData, SupplierInvoiceData } from './payables.service';
import type { CostControlView, OperationStatementView, PaymentOrderView, SupplierInvoiceView, SupplierProfileView } from './payables.types';

const usd = (cents: number) => supplierMinorToNumber(cents, 'USD');

export function supplierProfileView(org: OrganizationEntity, profile: SupplierProfileEntity | null): SupplierProfileView {
  return {
    orgId: org.id,
    name: org.razonSocial || org.name || `#${org.id}`,
    ruc: org.ruc,
    isSupplier: profile?.isSupplier ?? false,
    category: profile?.category ?? null,
    paymentTermDays: profile?.paymentTermDays ?? null,
    bank: profile?.bank ?? null,
    account: profile?.account ?? null,
  };
}

export function supplierInvoiceView(d: SupplierInvoiceData): SupplierInvoiceView {
  const i = d.invoice;
  const c = i.currency as SupplierCurrency;
  const n = (m: number) => supplierMinorToNumber(m, c);
  return {
    id: i.id,
    dealId: i.dealId,
    supplierOrgId: i.supplierOrgId,
    supplierName: i.supplierName,
    docType: i.docType,
    number: i.number,
    timbrado: i.timbrado,
    issuedAt: i.issuedOn,
    condition: i.condition,
    dueDate: i.dueDate,
    currency: c,
    exchangeRate: i.exchangeRate,
    ivaMode: i.ivaMode,
    exentas: n(i.exentas),
    gravadas5: n(i.gravadas5),
    gravadas10: n(i.gravadas10),
    iva5: n(i.iva5),
    iva10: n(i.iva10),
    total: n(i.total),
    paid: n(i.paid),
    balance: n(i.status === 'anulada' ? 0 : Math.abs(i.total) - i.paid),
    status: i.status,
    lines: d.lines.map((l) => ({ id: l.id, description: l.description, quantity: l.quantity, unitPrice: n(l.unitPrice), iva: l.iva, rubro: l.rubro, amount: n(l.amount), ivaAmount: n(l.ivaAmount) })),
    payments: d.payments.map((p) => ({ id: p.id, paymentOrderId: p.paymentOrderId, paidAt: p.paidOn, amount: n(p.amount), method: p.method, account: p.account, reference: p.reference, proofFileId: p.proofFileId })),
    fileIds: d.fileIds,
    openOrderId: d.openOrder?.id ?? null,
    openOrderNumber: d.openOrder?.number ?? null,
    createdAt: i.createdAt,
  };
}

export function paymentOrderView(d: PaymentOrderData): PaymentOrderView {
  const o = d.order;
  const n = (m: number) => supplierMinorToNumber(m, o.currency);
  return {
    id: o.id,
    number: paymentOrderNumber(o.sequence),
    status: o.status,
    currency: o.currency,
    amount: n(o.amount),
    paid: n(o.paid),
    balance: n(o.status === 'anulada' ? 0 : o.amount - o.paid),
    plannedDate: o.plannedDate,
    dueDate: o.dueDate,
    priority: o.priority,
    account: o.account,
    cancelReason: o.cancelReason,
    invoices: d.invoices.map(({ link, invoice }) => ({
      supplierInvoiceId: invoice.id,
      dealId: invoice.dealId,
      supplierName: invoice.supplierName,
      number: invoice.number,
      dueDate: invoice.dueDate,
      amount: n(link.amount),
      balance: n(invoice.status === 'anulada' ? 0 : Math.abs(invoice.total) - invoice.paid),
      status: invoice.status,
    })),
    events: d.events.map((e) => ({ action: e.action, userId: e.userId, userName: e.userName, note: e.note, at: e.createdAt })),
    createdAt: o.createdAt,
  };
}

export function costControlView(c: CostControlData): CostControlView {
  return {
    dealId: c.dealId,
    currency: c.currency,
    controlRate: c.controlRate,
    controlRateDate: c.controlRateDate,
    controlRateSet: c.controlRateSet,
    revisionId: c.revisionId,
    supplierInvoices: c.supplierInvoices,
    rubros: c.rubros.map((r) => ({ rubro: r.rubro, budget: usd(r.budget), actual: usd(r.actual), difference: usd(r.difference) })),
    budgetSale: usd(c.budgetSale),
    budgetPurchase: usd(c.budgetPurchase),
    realPurchase: usd(c.realPurchase),
    budgetProfit: usd(c.budgetProfit),
    realProfit: usd(c.realProfit),
    difference: usd(c.difference),
    differencePercent: c.differenceBp === null ? null : c.differenceBp / 100,
  };
}

export function operationStatementView(d: OperationStatementData): OperationStatementView {
  const n = (m: number, c: SupplierCurrency) => supplierMinorToNumber(m, c);
  return {
    dealId: d.dealId,
    entries: d.entries.map((e) => ({ kind: e.kind, side: e.side, recordId: e.id, date: e.date, number: e.number, party: e.party, currency: e.currency, amount: n(e.amount, e.currency), toCollect: n(e.toCollect, e.currency), toPay: n(e.toPay, e.currency) })),
    entryCount: d.entryCount,
    balances: d.balances.map((b) => ({ currency: b.currency, toCollect: n(b.toCollect, b.currency), toPay: n(b.toPay, b.currency) })),
  };
}
