import type { WebhookEvent } from '@crm/domain';
import type { WebhookSource } from '../webhooks';
import { paymentOrderRow, supplierInvoiceRow } from './payables.rest';
import { readOrderForWebhook, readSupplierInvoiceForWebhook } from './payables.service';
import { paymentOrderView, supplierInvoiceView } from './payables.view';

const INVOICE_EVENTS: Record<string, WebhookEvent> = { create: 'supplier_invoice.created', pay: 'supplier_invoice.paid', cancel: 'supplier_invoice.cancelled' };
const ORDER_EVENTS: Record<string, WebhookEvent> = { create: 'payment_order.requested', approve: 'payment_order.approved', pay: 'payment_order.paid', cancel: 'payment_order.cancelled' };

/** supplier_invoice.* and payment_order.*, derived from the audit entries of the same transaction (webhooks outbox). */
export const payablesWebhookSources: WebhookSource[] = [
  {
    entity: 'supplier_invoice',
    events: (entry) => (INVOICE_EVENTS[entry.action] ? [{ event: INVOICE_EVENTS[entry.action] }] : []),
    row: async (em, id) => {
      const d = await readSupplierInvoiceForWebhook(em, id);
      return d ? supplierInvoiceRow(supplierInvoiceView(d)) : null;
    },
  },
  {
    entity: 'payment_order',
    events: (entry) => (ORDER_EVENTS[entry.action] ? [{ event: ORDER_EVENTS[entry.action] }] : []),
    row: async (em, id) => {
      const d = await readOrderForWebhook(em, id);
      return d ? paymentOrderRow(paymentOrderView(d)) : null;
    },
  },
];
