import type { AppModule } from '../../core/module';
import { registerWebhookSource } from '../webhooks';
import { Payables1766600000000 } from './migrations/1766600000000-payables';
import { DealRealProfit1767000000000 } from './migrations/1767000000000-deal-real-profit';
import {
  DealCostControlEntity,
  PaymentOrderEntity,
  PaymentOrderEventEntity,
  PaymentOrderInvoiceEntity,
  SupplierInvoiceEntity,
  SupplierInvoiceFileEntity,
  SupplierInvoiceLineEntity,
  SupplierPaymentEntity,
  SupplierProfileEntity,
} from './payables.entity';
import { payablesWebhookSources } from './payables-webhooks';
import { PayablesResolver } from './payables.resolver';
import { payablesRoutes } from './payables.rest';
import { PayablesService } from './payables.service';

// The front door: what other modules may use (they import '../payables').
export { costControlRow, paymentOrderRow, supplierInvoiceRow } from './payables.rest';
export type { PayablesService } from './payables.service';
export { CostControlView, OperationStatementView, PaymentOrderView, SupplierInvoiceView } from './payables.types';

declare module '../../core/services' {
  interface Services {
    payables: PayablesService;
  }
}

/**
 * What the operation really costs: supplier data on organizations, supplier invoices with lines by rubro, their
 * payments, payment orders (OPG-000123) approved by an administrator with their PDF letter and ZIP, and the budget
 * against actual of each operation. Webhook events supplier_invoice.* and payment_order.*.
 */
export const payablesModule: AppModule = {
  name: 'payables',
  entities: [SupplierProfileEntity, SupplierInvoiceEntity, SupplierInvoiceLineEntity, SupplierInvoiceFileEntity, SupplierPaymentEntity, PaymentOrderEntity, PaymentOrderInvoiceEntity, PaymentOrderEventEntity, DealCostControlEntity],
  migrations: [Payables1766600000000, DealRealProfit1767000000000],
  resolvers: [PayablesResolver],
  rest: payablesRoutes,
  // cost-sheets: the confirmed revision (budget); files: attachments; fiscal: the letterhead; exchange-rates: the control rate.
  // invoices and receipts: the sales side of the operation's financial statement (receipts.ledgerEntries) and the
  // company accounts' list name; params: that list ('cuenta_bancaria').
  requires: ['audit', 'deals', 'organizations', 'cost-sheets', 'files', 'fiscal', 'exchange-rates', 'webhooks', 'business-units', 'users', 'activities', 'invoices', 'receipts', 'params'],
  services: ({ ds, storage }, { audit, exchangeRates, fiscal, receipts, deals }) => {
    for (const s of payablesWebhookSources) registerWebhookSource(s);
    const payables = new PayablesService(ds, audit, exchangeRates, fiscal, storage, (orgIds) => receipts.ledgerEntries(orgIds));
    // deals: an operation with accounting documents is not deleted; the card's real profit follows its confirmed revision.
    deals.onDealDeleting((em, dealId) => payables.dealDeleting(em, dealId));
    deals.onDealBudgetChanged((em, dealId) => payables.refreshRealProfit(em, dealId));
    // An open kanban redraws the card whose real profit a supplier invoice, a cancel or the control rate changed.
    payables.onCardChanged((by, dealId) => deals.cardChanged(by, dealId));
    return { payables };
  },
};
