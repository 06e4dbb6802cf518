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
      { __typename: 'MailTemplate', key: 'quote', label: 'Presupuesto', subject: 'OP-000005 — Presupuesto: Carga', body: 'Hola, Carla:\n\nTe enviamos…', attachments: ['quote_pdf'] },
      { __typename: 'MailTemplate', key: 'blank', label: 'En blanco', subject: 'OP-000005 — ', body: 'Hola, Carla:', attachments: [] },
    ],
    attachments: [
      { __typename: 'MailAttachmentChoice', kind: 'quote_pdf', label: 'Presupuesto (PDF)', available: quote, reason: quote ? null : 'La operación no tiene un presupuesto guardado para adjuntar.' },
      { __typename: 'MailAttachmentChoice', kind: 'status_report', label: 'Reporte de estado del embarque', available: false, reason: 'Todavía no.' },
    ],
  };
}

function setup(smtp: boolean, answer?: (op: SentOperation) => unknown) {
  const api = scriptedApollo((op) => {
    if (op.operationName === 'DealEmailComposer') return { data: { dealEmailComposer: composer(smtp) } };
    return (answer?.(op) as { data?: unknown }) ?? { data: null };
  });
  const onClose = jest.fn();
  render(<MailComposer dealId={5} onClose={onClose} />, { wrapper: api.wrapper });
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
    expect(within(dialog).getByRole('checkbox', { name: 'Reporte de estado del embarque' })).toBeDisabled();
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
});
