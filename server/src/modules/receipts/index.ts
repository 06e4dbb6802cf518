import type { AppModule } from '../../core/module';
import { registerWebhookSource } from '../webhooks';
import { Receipts1766400000000 } from './migrations/1766400000000-receipts';
import { ReceiptEntity, ReceiptItemEntity } from './receipt.entity';
import { receiptWebhookSources } from './receipts-webhooks';
import { ReceiptsResolver } from './receipts.resolver';
import { receiptsRoutes } from './receipts.rest';
import { ReceiptsService } from './receipts.service';

// The front door: what other modules may use (they import '../receipts'): the ledger read of the collections side.
export { BANK_ACCOUNT_PARAM } from './receipts.service';
export type { ReceiptData, ReceiptLedgerEntry, ReceiptsService } from './receipts.service';
export { ReceiptView } from './receipts.types';

declare module '../../core/services' {
  interface Services {
    receipts: ReceiptsService;
  }
}

/**
 * Receipts with IVA withholding against issued invoices (money and fiscal rules): gap-free numbering of the unit's
 * 'recibo' point, the invoices' paid amount and status moved through the invoices front door, cancel (admin), the
 * A4 PDF. Webhook events receipt.issued and receipt.cancelled.
 */
export const receiptsModule: AppModule = {
  name: 'receipts',
  entities: [ReceiptEntity, ReceiptItemEntity],
  migrations: [Receipts1766400000000],
  resolvers: [ReceiptsResolver],
  rest: receiptsRoutes,
  // invoices: the balances paid (lockPayable, applyPayments); fiscal: numbering and letterhead; params: bank accounts;
  // activities: the calendar-date validation of inputs.
  requires: ['audit', 'fiscal', 'invoices', 'params', 'webhooks', 'organizations', 'activities'],
  services: ({ ds }, { audit, fiscal, invoices }) => {
    for (const s of receiptWebhookSources) registerWebhookSource(s);
    return { receipts: new ReceiptsService(ds, audit, fiscal, invoices) };
  },
};
