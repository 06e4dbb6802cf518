import type { WebhookSource } from '../webhooks';
import { paraguayDay, readInvoiceData } from './invoices.service';
import { creditNoteRow, invoiceRow } from './invoices.rest';
import { creditNoteView, invoiceView } from './invoices.view';

/**
 * invoice.issued, invoice.cancelled and credit_note.issued, derived from the audit entries written in the same
 * transaction (the webhooks outbox); the payload's data is the REST row as it is then.
 */
export const invoiceWebhookSources: WebhookSource[] = [
  {
    entity: 'invoice',
    events: (entry) => (entry.action === 'issue' ? [{ event: 'invoice.issued' }] : entry.action === 'cancel' ? [{ event: 'invoice.cancelled', extra: { reason: entry.meta?.reason ?? null } }] : []),
    row: async (em, id) => {
      const d = await readInvoiceData(em, id);
      return d ? invoiceRow(invoiceView(d, paraguayDay(new Date()))) : null;
    },
  },
  {
    entity: 'credit_note',
    events: (entry) => (entry.action === 'issue' ? [{ event: 'credit_note.issued' }] : []),
    row: async (em, id) => {
      const d = await readInvoiceData(em, null, id);
      const note = d?.creditNotes.find((n) => n.note.id === id);
      return note ? creditNoteRow(creditNoteView(note)) : null;
    },
  },
];
