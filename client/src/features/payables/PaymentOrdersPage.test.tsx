import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { paraguayDate } from '@crm/domain';
import { BankAccountsDocument, OperationFilesDocument, type PaymentOrderFieldsFragment, PaymentOrdersDocument, PayPaymentOrderDocument } from '../../gql/graphql';
import { FINANZAS, meMock, storeLogin, TestProviders } from '../../test/renderApp';
import { PaymentOrdersPage } from './PaymentOrdersPage';

configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(30_000);

const order: PaymentOrderFieldsFragment = {
  __typename: 'PaymentOrderView',
  id: 3,
  number: 'OPG-000003',
  status: 'aprobada',
  currency: 'PYG',
  amount: 1_310_000,
  paid: 0,
  balance: 1_310_000,
  plannedDate: '2026-11-20',
  dueDate: '2026-11-20',
  priority: 'alta',
  account: null,
  cancelReason: null,
  invoices: [{ __typename: 'PaymentOrderInvoiceView', supplierInvoiceId: 1, dealId: 5, supplierName: 'Despachos Guaraní', number: '001-002-0004567', dueDate: '2026-11-20', amount: 1_310_000, balance: 1_310_000, status: 'pendiente' }],
  events: [],
};
const PROOF = {
  __typename: 'DealFile' as const,
  id: 44,
  dealId: 5,
  dealReference: 'OP-2026-0005',
  type: 'comprobante',
  typeLabel: 'Comprobante',
  filename: 'transferencia-despacho.pdf',
  url: '/api/files/44',
  mimeType: 'application/pdf',
  sizeBytes: 2048,
  createdAt: '2026-11-10T12:00:00.000Z',
  uploadedByName: 'Fina Finanzas',
};

test("the tray's payment of an order whose invoices are of one operation sends the proof chosen among that operation's files", async () => {
  storeLogin(FINANZAS);
  let sent = false;
  const paid = { ...order, status: 'pagada', paid: 1_310_000, balance: 0 };
  render(
    <TestProviders
      path="/payment-orders"
      mocks={[
        meMock(FINANZAS),
        { request: { query: PaymentOrdersDocument, variables: { statuses: null } }, result: { data: { paymentOrders: [order] } } },
        { request: { query: OperationFilesDocument, variables: { dealId: 5 } }, result: { data: { dealFiles: [PROOF] } } },
        { request: { query: BankAccountsDocument }, result: { data: { params: [] } } },
        {
          request: {
            query: PayPaymentOrderDocument,
            variables: { id: 3, input: { amount: 1_310_000, paidAt: paraguayDate(new Date()), method: 'transferencia', account: null, reference: null, proofFileId: 44 } },
          },
          result: () => {
            sent = true;
            return { data: { payPaymentOrder: paid } };
          },
        },
        { request: { query: PaymentOrdersDocument, variables: { statuses: null } }, result: { data: { paymentOrders: [] } } },
      ]}
    >
      <PaymentOrdersPage />
    </TestProviders>,
  );
  const row = (await screen.findByText('OPG-000003')).closest('tr')!;
  await userEvent.click(within(row).getByRole('button', { name: 'Pagar' }));
  const dialog = await screen.findByRole('dialog', { name: 'Pagar OPG-000003' });
  await within(dialog).findByRole('option', { name: 'transferencia-despacho.pdf · Comprobante' });
  await userEvent.selectOptions(within(dialog).getByLabelText('Comprobante'), '44');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Registrar pago' }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Pagar OPG-000003' })).toBeNull());
  expect(sent).toBe(true);
});
