import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { scriptedApollo, type SentOperation } from '../../test/scriptedApollo';
import { MailComposer } from './MailComposer';

function composer(smtpConfigured: boolean, quote = true) {
  return {
    __typename: 'DealEmailComposer',
    dealId: 5,
    reference: 'OP-000005',
    smtpConfigured,
    fromName: 'Vera Venta',
    fromAddress: 'operaciones@carga.test',
    maxAttachmentBytes: 10 * 1024 * 1024,
    recipients: [
      { __typename: 'MailRecipient', contactId: 3, name: 'Carla Cliente', email: 'carla@cliente.test', source: 'contact' },
      { __typename: 'MailRecipient', contactId: null, name: 'Importadora', email: 'compras@cliente.test', source: 'organization' },
    ],
    templates: [
      { __typename: 'MailTemplate', key: 'quote', label: 'Presupuesto', subject: 'OP-000005 — Presupuesto: Carga', body: 'Hola, Carla:\n\nTe enviamos…', attachments: ['quote_pdf'], documents: [] },
      { __typename: 'MailTemplate', key: 'status_report', label: 'Reporte de estado del embarque', subject: 'OP-000005 — Estado del embarque: Carga', body: 'Hola, Carla:\n\nTe enviamos adjunto el estado…', attachments: ['status_report'], documents: [] },
      {
        __typename: 'MailTemplate',
        key: 'invoice',
        label: 'Factura',
        subject: 'OP-000005 — Factura N.º 001-004-0000007 — Importadora',
        body: 'Hola, Carla:\n\nTe enviamos adjunta la factura…',
        attachments: [],
        documents: ['invoice_pdf:31', 'invoice_xml:31', 'invoice_kude:31'],
      },
      { __typename: 'MailTemplate', key: 'receipt', label: 'Recibo', subject: 'OP-000005 — Recibo N.º 001-024-0000002 — Importadora', body: 'Hola, Carla:\n\nTe enviamos adjunto el recibo…', attachments: [], documents: ['receipt_pdf:8'] },
      { __typename: 'MailTemplate', key: 'statement', label: 'Estado de cuenta', subject: 'OP-000005 — Estado de cuenta de Importadora al 29/11/2026', body: 'Hola, Carla:\n\nTe enviamos adjunto el estado de cuenta…', attachments: ['statement_pdf'], documents: [] },
      { __typename: 'MailTemplate', key: 'blank', label: 'En blanco', subject: 'OP-000005 — ', body: 'Hola, Carla:', attachments: [], documents: [] },
    ],
    attachments: [
      { __typename: 'MailAttachmentChoice', kind: 'quote_pdf', label: 'Presupuesto (PDF)', available: quote, reason: quote ? null : 'La operación no tiene un presupuesto guardado para adjuntar.' },
      { __typename: 'MailAttachmentChoice', kind: 'status_report', label: 'Reporte de estado del embarque', available: true, reason: null },
      { __typename: 'MailAttachmentChoice', kind: 'cost_summary', label: 'Resumen de costos para el cliente', available: false, reason: 'La operación no tiene una planilla de costos guardada para el resumen.' },
      { __typename: 'MailAttachmentChoice', kind: 'statement_pdf', label: 'Estado de cuenta del cliente al día de hoy (PDF)', available: true, reason: null },
    ],
    clientOperations: [{ __typename: 'MailClientOperation', id: 7, reference: 'OP-000007', title: 'Segunda carga', stageName: 'En tránsito' }],
    fiscalDocuments: [
      { __typename: 'MailFiscalDocument', kind: 'invoice', id: 31, number: '001-004-0000007', date: '2026-11-29', currency: 'USD', total: 1310, status: 'emitida', cdc: '01800695631001004000000712026112911234567891' },
      { __typename: 'MailFiscalDocument', kind: 'invoice', id: 30, number: '001-004-0000006', date: '2026-11-20', currency: 'PYG', total: 550000, status: 'emitida', cdc: null },
      { __typename: 'MailFiscalDocument', kind: 'credit_note', id: 4, number: '001-014-0000001', date: '2026-11-30', currency: 'USD', total: 100, status: 'emitida', cdc: null },
      { __typename: 'MailFiscalDocument', kind: 'credit_note', id: 5, number: '001-014-0000002', date: '2026-11-30', currency: 'USD', total: 50, status: 'emitida', cdc: '05800695631001014000000212026113011234567893' },
    ],
    receipts: [
      { __typename: 'MailReceipt', id: 8, number: '001-024-0000002', date: '2026-12-01', currency: 'USD', total: 500, status: 'emitido' },
      { __typename: 'MailReceipt', id: 6, number: '001-024-0000001', date: '2026-11-25', currency: 'PYG', total: 200000, status: 'anulado' },
    ],
  };
}

function setup(smtp: boolean, answer?: (op: SentOperation) => unknown, template?: string) {
  const api = scriptedApollo((op) => {
    if (op.operationName === 'DealEmailComposer') return { data: { dealEmailComposer: composer(smtp) } };
    return (answer?.(op) as { data?: unknown }) ?? { data: null };
  });
  const onClose = jest.fn();
  render(<MailComposer dealId={5} template={template} onClose={onClose} />, { wrapper: api.wrapper });
  return { api, onClose };
}

describe('MailComposer', () => {
  it('prefills the quote template (subject with the reference, PDF ticked) and sends to the checked contacts', async () => {
    const { api, onClose } = setup(true, (op) =>
      op.operationName === 'SendDealEmail'
        ? { data: { sendDealEmail: { __typename: 'MailMessage', id: 9, status: 'pending', statusLabel: 'En cola', subject: 'OP-000005 — Presupuesto: Carga', to: ['carla@cliente.test'] } } }
        : undefined,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Enviar correo' });
    expect(await within(dialog).findByLabelText('Asunto')).toHaveValue('OP-000005 — Presupuesto: Carga');
    expect(within(dialog).getByRole('checkbox', { name: 'Carla Cliente — carla@cliente.test' })).toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: 'Importadora (organización) — compras@cliente.test' })).not.toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: 'Presupuesto (PDF)' })).toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: 'Reporte de estado del embarque' })).not.toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: 'Resumen de costos para el cliente' })).toBeDisabled();
    // The client's other operations are offered only with the status report ticked.
    expect(within(dialog).queryByRole('checkbox', { name: 'OP-000007 — Segunda carga (En tránsito)' })).not.toBeInTheDocument();
    expect(within(dialog).getByText('Adjuntos (máximo 10 MB)')).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(within(dialog).getByRole('checkbox', { name: 'Importadora (organización) — compras@cliente.test' }));
    await user.click(within(dialog).getByRole('button', { name: 'Enviar' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(api.sentOf('SendDealEmail')[0].variables).toEqual({
      dealId: 5,
      input: { to: ['carla@cliente.test', 'compras@cliente.test'], cc: [], subject: 'OP-000005 — Presupuesto: Carga', body: 'Hola, Carla:\n\nTe enviamos…', attachments: ['quote_pdf'] },
    });
  });

  it("opened from the status report: its template, the report ticked, another operation of the client joins the report's table", async () => {
    const { api, onClose } = setup(
      true,
      (op) =>
        op.operationName === 'SendDealEmail'
          ? { data: { sendDealEmail: { __typename: 'MailMessage', id: 10, status: 'pending', statusLabel: 'En cola', subject: 'OP-000005 — Estado del embarque: Carga', to: ['carla@cliente.test'] } } }
          : undefined,
      'status_report',
    );
    const dialog = await screen.findByRole('dialog', { name: 'Enviar correo' });
    expect(await within(dialog).findByLabelText('Asunto')).toHaveValue('OP-000005 — Estado del embarque: Carga');
    expect(within(dialog).getByRole('checkbox', { name: 'Reporte de estado del embarque' })).toBeChecked();
    const user = userEvent.setup();
    await user.click(within(dialog).getByRole('checkbox', { name: 'OP-000007 — Segunda carga (En tránsito)' }));
    await user.click(within(dialog).getByRole('button', { name: 'Enviar' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(api.sentOf('SendDealEmail')[0].variables).toEqual({
      dealId: 5,
      input: { to: ['carla@cliente.test'], cc: [], subject: 'OP-000005 — Estado del embarque: Carga', body: 'Hola, Carla:\n\nTe enviamos adjunto el estado…', attachments: ['status_report'], statusReportDealIds: [7] },
    });
  });

  it('a template change refills subject and attachments; no recipient → the message next to the list', async () => {
    const { api } = setup(true);
    const dialog = await screen.findByRole('dialog', { name: 'Enviar correo' });
    const user = userEvent.setup();
    await user.selectOptions(await within(dialog).findByLabelText('Plantilla'), 'blank');
    expect(within(dialog).getByLabelText('Asunto')).toHaveValue('OP-000005 — ');
    expect(within(dialog).getByRole('checkbox', { name: 'Presupuesto (PDF)' })).not.toBeChecked();
    await user.click(within(dialog).getByRole('checkbox', { name: 'Carla Cliente — carla@cliente.test' }));
    await user.click(within(dialog).getByRole('button', { name: 'Enviar' }));
    expect(await within(dialog).findByText('Elegí al menos un destinatario.')).toBeInTheDocument();
    expect(api.sentOf('SendDealEmail')).toHaveLength(0);
  });

  it('without SMTP: says so and offers Copiar and Descargar .eml instead of Enviar', async () => {
    // user-event puts a clipboard of its own on navigator: ours goes on after it.
    const user = userEvent.setup();
    const writeText = jest.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    setup(false);
    const dialog = await screen.findByRole('dialog', { name: 'Enviar correo' });
    expect(await within(dialog).findByText(/No hay un servidor de correo configurado/)).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Enviar' })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Descargar .eml' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Copiar' }));
    expect(writeText).toHaveBeenCalledWith('Para: carla@cliente.test\nAsunto: OP-000005 — Presupuesto: Carga\n\nHola, Carla:\n\nTe enviamos…');
    expect(await within(dialog).findByText(/Copiado/)).toBeInTheDocument();
  });

  it('attaches the issued invoice and credit note picked: named for the server, which generates the PDFs', async () => {
    const { api } = setup(
      true,
      (op) =>
        op.operationName === 'SendDealEmail'
          ? { data: { sendDealEmail: { __typename: 'MailMessage', id: 9, status: 'pending', statusLabel: 'En cola', subject: 'OP-000005 — Factura', to: ['carla@cliente.test'] } } }
          : undefined,
      'blank',
    );
    const user = userEvent.setup();
    const dialog = await screen.findByRole('dialog', { name: 'Enviar correo' });
    const invoice = await within(dialog).findByRole('checkbox', { name: 'Factura 001-004-0000007 · 29/11/2026 · US$ 1.310,00' });
    await user.click(invoice);
    await user.click(within(dialog).getByRole('checkbox', { name: 'Nota de crédito 001-014-0000001 · 30/11/2026 · US$ 100,00' }));
    await user.click(within(dialog).getByRole('button', { name: 'Enviar' }));
    await waitFor(() => expect(api.sentOf('SendDealEmail')).toHaveLength(1));
    expect(api.sentOf('SendDealEmail')[0].variables).toMatchObject({ dealId: 5, input: { attachments: ['invoice_pdf:31', 'credit_note_pdf:4'] } });
  });

  it("the invoice template ticks the latest invoice's PDF, signed XML and KuDE; an autoimpresor invoice offers no XML or KuDE", async () => {
    const { api } = setup(
      true,
      (op) =>
        op.operationName === 'SendDealEmail'
          ? { data: { sendDealEmail: { __typename: 'MailMessage', id: 9, status: 'pending', statusLabel: 'En cola', subject: 'OP-000005 — Factura', to: ['carla@cliente.test'] } } }
          : undefined,
    );
    const user = userEvent.setup();
    const dialog = await screen.findByRole('dialog', { name: 'Enviar correo' });
    await user.selectOptions(await within(dialog).findByLabelText('Plantilla'), 'invoice');
    expect(within(dialog).getByLabelText('Asunto')).toHaveValue('OP-000005 — Factura N.º 001-004-0000007 — Importadora');
    expect(within(dialog).getByRole('checkbox', { name: 'Factura 001-004-0000007 · 29/11/2026 · US$ 1.310,00' })).toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: 'XML firmado de la factura electrónica 001-004-0000007' })).toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: 'KuDE de la factura electrónica 001-004-0000007' })).toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: 'Factura 001-004-0000006 · 20/11/2026 · Gs. 550.000' })).not.toBeChecked();
    expect(within(dialog).queryByRole('checkbox', { name: /de la factura electrónica 001-004-0000006/ })).not.toBeInTheDocument();
    // The KuDE alone, without the PDF.
    await user.click(within(dialog).getByRole('checkbox', { name: 'Factura 001-004-0000007 · 29/11/2026 · US$ 1.310,00' }));
    await user.click(within(dialog).getByRole('button', { name: 'Enviar' }));
    await waitFor(() => expect(api.sentOf('SendDealEmail')).toHaveLength(1));
    expect(api.sentOf('SendDealEmail')[0].variables).toMatchObject({ input: { subject: 'OP-000005 — Factura N.º 001-004-0000007 — Importadora', attachments: ['invoice_xml:31', 'invoice_kude:31'] } });
  });

  it("an electronic credit note offers its signed XML and KuDE; a printed one offers neither", async () => {
    const { api } = setup(
      true,
      (op) =>
        op.operationName === 'SendDealEmail'
          ? { data: { sendDealEmail: { __typename: 'MailMessage', id: 9, status: 'pending', statusLabel: 'En cola', subject: 'OP-000005 — Nota de crédito', to: ['carla@cliente.test'] } } }
          : undefined,
      'blank',
    );
    const user = userEvent.setup();
    const dialog = await screen.findByRole('dialog', { name: 'Enviar correo' });
    await user.click(await within(dialog).findByRole('checkbox', { name: 'XML firmado de la nota de crédito electrónica 001-014-0000002' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'KuDE de la nota de crédito electrónica 001-014-0000002' }));
    expect(within(dialog).queryByRole('checkbox', { name: /de la nota de crédito electrónica 001-014-0000001/ })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Enviar' }));
    await waitFor(() => expect(api.sentOf('SendDealEmail')).toHaveLength(1));
    expect(api.sentOf('SendDealEmail')[0].variables).toMatchObject({ input: { attachments: ['credit_note_xml:5', 'credit_note_kude:5'] } });
  });

  it('the receipt and statement templates: the latest receipt, the account statement; receipts listed with their state', async () => {
    const { api } = setup(
      true,
      (op) =>
        op.operationName === 'SendDealEmail'
          ? { data: { sendDealEmail: { __typename: 'MailMessage', id: 9, status: 'pending', statusLabel: 'En cola', subject: 'OP-000005 — Recibo', to: ['carla@cliente.test'] } } }
          : undefined,
      'receipt',
    );
    const user = userEvent.setup();
    const dialog = await screen.findByRole('dialog', { name: 'Enviar correo' });
    expect(await within(dialog).findByLabelText('Asunto')).toHaveValue('OP-000005 — Recibo N.º 001-024-0000002 — Importadora');
    expect(within(dialog).getByRole('checkbox', { name: 'Recibo 001-024-0000002 · 01/12/2026 · US$ 500,00' })).toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: 'Recibo 001-024-0000001 · 25/11/2026 · Gs. 200.000 (anulado)' })).not.toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: 'Estado de cuenta del cliente al día de hoy (PDF)' })).not.toBeChecked();
    // The statement template swaps the receipt for the account statement.
    await user.selectOptions(within(dialog).getByLabelText('Plantilla'), 'statement');
    expect(within(dialog).getByLabelText('Asunto')).toHaveValue('OP-000005 — Estado de cuenta de Importadora al 29/11/2026');
    expect(within(dialog).getByRole('checkbox', { name: 'Recibo 001-024-0000002 · 01/12/2026 · US$ 500,00' })).not.toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: 'Estado de cuenta del cliente al día de hoy (PDF)' })).toBeChecked();
    await user.click(within(dialog).getByRole('checkbox', { name: 'Recibo 001-024-0000002 · 01/12/2026 · US$ 500,00' }));
    await user.click(within(dialog).getByRole('button', { name: 'Enviar' }));
    await waitFor(() => expect(api.sentOf('SendDealEmail')).toHaveLength(1));
    expect(api.sentOf('SendDealEmail')[0].variables).toMatchObject({ input: { attachments: ['statement_pdf', 'receipt_pdf:8'] } });
  });
});
