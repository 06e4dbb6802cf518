import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RECEIPT_MESSAGES } from '@crm/domain';
import { MemoryRouter, Route, Routes } from 'react-router';
import { scriptedApollo } from '../../test/scriptedApollo';
import { LocationProbe } from '../../test/renderApp';
import { RegisterReceiptDialog } from './RegisterReceiptDialog';
import { todayLocal } from './receiptForm';

jest.setTimeout(60_000);

const row = (id: number, number: string, currency: string, total: number, iva10: number, balance: number, dueDate: string, status = 'emitida') => ({
  __typename: 'Invoice',
  id,
  dealId: 5,
  orgId: 3,
  number,
  status,
  displayStatus: status,
  currency,
  percentage: 100,
  date: '2026-10-01',
  dueDate,
  customerName: 'Importadora Ñandutí S.A.',
  operationReference: null,
  total,
  credited: 0,
  balance,
  iva5: 0,
  iva10,
});
// The invoice the dialog opens from; another of the client partly paid, due earlier; one in dollars (another receipt).
const opened = row(11, '001-004-0000011', 'PYG', 1_100_000, 100_000, 1_100_000, '2026-12-01');
const partly = row(12, '001-004-0000012', 'PYG', 550_000, 50_000, 500_000, '2026-11-01', 'pago_parcial');
const dollars = row(13, '001-004-0000013', 'USD', 1_000, 0, 1_000, '2026-11-15');

function renderDialog() {
  const api = scriptedApollo((op) => {
    if (op.operationName === 'ReceiptOpenInvoices') return { data: { issued: { __typename: 'InvoiceList', totalCount: 2, nodes: [opened, dollars] }, partlyPaid: { __typename: 'InvoiceList', totalCount: 1, nodes: [partly] } } };
    if (op.operationName === 'BankAccounts') return { data: { params: [] } };
    if (op.operationName === 'CreateReceipt') return { data: { createReceipt: { __typename: 'Receipt', id: 77 } } };
    return { data: {} };
  });
  const onClose = jest.fn();
  render(
    <MemoryRouter initialEntries={['/invoices/11']}>
      <Routes>
        <Route path="/invoices/11" element={<RegisterReceiptDialog inv={opened} onClose={onClose} />} />
        <Route path="*" element={<LocationProbe />} />
      </Routes>
    </MemoryRouter>,
    { wrapper: api.wrapper },
  );
  return { api, onClose };
}

test("pays two open invoices of the client in one receipt: each amount pre-filled with its balance, never above it, the totals as the server computes them", async () => {
  const user = userEvent.setup();
  const { api } = renderDialog();
  const dialog = await screen.findByRole('dialog', { name: 'Registrar cobro de la factura 001-004-0000011' });
  const opener = within(dialog).getByRole('checkbox', { name: /^Factura 001-004-0000011/ });
  expect(opener).toBeChecked();
  expect(within(dialog).getByLabelText('Importe cobrado de 001-004-0000011 (PYG)')).toHaveValue('1100000');
  // The client's other open invoice in guaraníes, unticked; the one in dollars is not offered.
  const other = await within(dialog).findByRole('checkbox', { name: 'Factura 001-004-0000012 · vence 01/11/2026 · saldo Gs. 500.000' });
  expect(other).not.toBeChecked();
  expect(within(dialog).queryByText(/001-004-0000013/)).not.toBeInTheDocument();
  expect(api.sentOf('ReceiptOpenInvoices')[0].variables).toEqual({ orgId: 3 });

  await user.click(other);
  const amount = within(dialog).getByLabelText('Importe cobrado de 001-004-0000012 (PYG)');
  expect(amount).toHaveValue('500000');
  expect(within(dialog).getByTestId('receipt-amount')).toHaveTextContent('Gs. 1.600.000');

  // Above the balance: the domain's message next to that field, and nothing is sent.
  await user.clear(amount);
  await user.type(amount, '600.000');
  expect(await within(dialog).findByText(RECEIPT_MESSAGES.overBalance('001-004-0000012', 'Gs. 500.000'))).toBeInTheDocument();
  expect(amount).toHaveAttribute('aria-invalid', 'true');
  await user.click(within(dialog).getByRole('button', { name: 'Emitir recibo' }));
  expect(api.sentOf('CreateReceipt')).toHaveLength(0);

  await user.clear(amount);
  await user.type(amount, '220.000');
  await user.selectOptions(within(dialog).getByLabelText('Retención de IVA'), '30');
  // 1.100.000 × 100.000 × 30 % ÷ 1.100.000 = 30.000; 220.000 × 50.000 × 30 % ÷ 550.000 = 6.000.
  expect(within(dialog).getByTestId('receipt-count')).toHaveTextContent('2');
  expect(within(dialog).getByTestId('receipt-amount')).toHaveTextContent('Gs. 1.320.000');
  expect(within(dialog).getByTestId('receipt-withheld')).toHaveTextContent('Gs. 36.000');
  expect(within(dialog).getByTestId('receipt-net')).toHaveTextContent('Gs. 1.284.000');

  await user.click(within(dialog).getByRole('button', { name: 'Emitir recibo' }));
  await waitFor(() => expect(api.sentOf('CreateReceipt')).toHaveLength(1));
  expect(api.sentOf('CreateReceipt')[0].variables).toEqual({
    input: {
      orgId: 3,
      paidAt: todayLocal(),
      method: 'transferencia',
      currency: 'PYG',
      withholdingPct: 30,
      account: null,
      reference: null,
      items: [
        { invoiceId: 11, amount: 1_100_000 },
        { invoiceId: 12, amount: 220_000 },
      ],
    },
  });
  // Issued, the receipt's screen opens.
  expect(await screen.findByTestId('location')).toHaveTextContent('/receipts/77');
});

test('unticking every invoice asks to choose one and sends nothing', async () => {
  const user = userEvent.setup();
  const { api } = renderDialog();
  const dialog = await screen.findByRole('dialog', { name: 'Registrar cobro de la factura 001-004-0000011' });
  await user.click(within(dialog).getByRole('checkbox', { name: /^Factura 001-004-0000011/ }));
  await user.click(within(dialog).getByRole('button', { name: 'Emitir recibo' }));
  expect(within(dialog).getByText('Elegí al menos una factura para cobrar.')).toBeInTheDocument();
  expect(api.sentOf('CreateReceipt')).toHaveLength(0);
});
