import type { AppModule } from '../../core/module';
import { registerWebhookSource } from '../webhooks';
import { CreditNoteEntity, CreditNoteLineEntity, InvoiceEntity, InvoiceLineEntity } from './invoice.entity';
import { invoiceWebhookSources } from './invoices-webhooks';
import { InvoicesResolver } from './invoices.resolver';
import { invoicesRoutes } from './invoices.rest';
import { InvoicesService } from './invoices.service';
import { Invoices1766200000000 } from './migrations/1766200000000-invoices';
import { InvoiceVersions1766310000000 } from './migrations/1766310000000-invoice-versions';
import { InvoicesSifen1766700000001 } from './migrations/1766700000001-invoices-sifen';

// The front door: what other modules may use (they import '../invoices').
export { canCreditNote } from '@crm/domain';
export { creditNoteRow, invoiceListFilter, invoiceRow } from './invoices.rest';
export { InvoiceFilter } from './invoices.inputs';
export { paraguayDay, payableInvoices } from './invoices.service';
export { invoiceView } from './invoices.view';
export type { CreditNoteIssueHook, InvoiceCancelHook, InvoiceIssueHook, InvoicesService, OpenAmountsHook, PayableInvoice } from './invoices.service';
export { CreditNoteEntity, CreditNoteLineEntity, InvoiceEntity, InvoiceLineEntity } from './invoice.entity';
export { InvoiceView, CreditNoteView } from './invoices.types';

declare module '../../core/services' {
  interface Services {
    invoices: InvoicesService;
  }
}

/**
 * Sales invoices and credit notes from an operation (money and fiscal rules): drafts from a confirmed cost-sheet
 * revision, a saved quote version or free lines, in instalments; issue with the unit's fiscal numbering; credit
 * notes; the A4 PDF. Webhook events invoice.issued, invoice.cancelled and credit_note.issued.
 */
export const invoicesModule: AppModule = {
  name: 'invoices',
  entities: [InvoiceEntity, InvoiceLineEntity, CreditNoteEntity, CreditNoteLineEntity],
  migrations: [Invoices1766200000000, InvoiceVersions1766310000000, InvoicesSifen1766700000001],
  resolvers: [InvoicesResolver],
  rest: invoicesRoutes,
  // fiscal: numbering and issuer; cost-sheets: the revision billed locks; quotes: the PDF engine; params: IVA defaults.
  requires: ['audit', 'fiscal', 'deals', 'cost-sheets', 'quotes', 'exchange-rates', 'params', 'activities', 'webhooks', 'business-units', 'organizations'],
  services: ({ ds }, { audit, fiscal, exchangeRates, costSheetRevisions }) => {
    for (const s of invoiceWebhookSources) registerWebhookSource(s);
    return { invoices: new InvoicesService(ds, audit, fiscal, exchangeRates, costSheetRevisions) };
  },
};
