import type { WebhookSource } from '../webhooks';
import { receiptRow } from './receipts.rest';
import { readReceiptData } from './receipts.service';
import { receiptView } from './receipts.view';

/**
 * receipt.issued and receipt.cancelled, derived from the audit entries written in the same transaction (the
 * webhooks outbox); the payload's data is the REST row as it is then (read in that transaction).
 */
export const receiptWebhookSources: WebhookSource[] = [
    {
      entity: 'receipt',
      events: (entry) => (entry.action === 'issue' ? [{ event: 'receipt.issued' }] : entry.action === 'cancel' ? [{ event: 'receipt.cancelled', extra: { reason: entry.meta?.reason ?? null } }] : []),
      row: async (em, id) => {
        const d = await readReceiptData(em, id);
        return d ? receiptRow(receiptView(d)) : null;
      },
    },
];
