import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import type { MockLink } from '@apollo/client/testing';
import { paraguayDate } from '@crm/domain';
import {
  AddSupplierPaymentDocument,
  BankAccountsDocument,
  CancelSupplierInvoiceDocument,
  OperationCostControlDocument,
  OperationFilesDocument,
  OperationFinancialStatementDocument,
  OperationPayablesDocument,
  type SupplierInvoiceFieldsFragment,
} from '../../gql/graphql';
import { FINANZAS, meMock, storeLogin, TestProviders, type TestUser } from '../../test/renderApp';
import { OperationPayablesPanel } from './OperationPayablesPanel';

configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(30_000);

// nivo is ESM-only for jest: the chart is not what this test reads.
jest.mock('./CostControlChart', () => ({ CostControlChart: () => <div data-testid="cost-chart" /> }));

const NO_RATE = 'No hay tipo de cambio de control: cargá una cotización del dólar o indicá el tipo de control de la operación.';

const invoice = (over: Partial<SupplierInvoiceFieldsFragment>): SupplierInvoiceFieldsFragment => ({
  __typename: 'SupplierInvoiceView',
  id: 1,
  dealId: 5,
  supplierOrgId: 9,
  supplierName: 'Despachos Guaraní',
  docType: 'factura',
  number: '001-002-0004567',
  timbrado: '17770001',
  issuedAt: '2026-11-03',
  condition: 'credito',
  dueDate: '2026-11-20',
  currency: 'PYG',
  exchangeRate: null,
  ivaMode: 'mixta',
  exentas: 0,
  gravadas5: 210_000,
  gravadas10: 1_100_000,
  iva5: 10_000,
  iva10: 100_000,
  total: 1_310_000,
  paid: 0,
  balance: 1_310_000,
  status: 'pendiente',
  openOrderId: null,
  openOrderNumber: null,
  fileIds: [],
  lines: [{ __typename: 'SupplierInvoiceLineView', id: 1, description: 'Honorarios', quantity: 1, unitPrice: 1_100_000, iva: '10', rubro: 'despacho', amount: 1_100_000, ivaAmount: 100_000 }],
  ...over,
});

function mocks(invoices: SupplierInvoiceFieldsFragment[], user: TestUser = FINANZAS): MockLink.MockedResponse[] {
  return [
    meMock(user),
    { request: { query: OperationPayablesDocument, variables: { dealId: 5 } }, result: { data: { supplierInvoices: invoices } } },
    // A document in guaraníes and no control rate yet: the budget against actual is refused (409 on REST).
    { request: { query: OperationCostControlDocument, variables: { dealId: 5 } }, result: { errors: [new GraphQLError(NO_RATE, { extensions: { code: 'CONFLICT' } })] } },
    {
      request: { query: OperationFinancialStatementDocument, variables: { dealId: 5 } },
      result: { data: { operationFinancialStatement: { __typename: 'OperationStatementView', dealId: 5, entryCount: 0, balances: [], entries: [] } } },
    },
  ];
}

test('without a control rate the invoices stay listed and choosable, the budget against actual says why in Spanish and the control rate is offered', async () => {
  storeLogin(FINANZAS);
  const credit = invoice({ id: 2, docType: 'nota_credito', number: '001-002-0000090', total: 110_000, balance: 110_000, fileIds: [31] });
  render(
    <TestProviders path="/operations/5" mocks={mocks([invoice({ fileIds: [30, 31] }), credit])}>
      <OperationPayablesPanel dealId={5} />
    </TestProviders>,
  );
  const table = await screen.findByRole('table', { name: 'Facturas de proveedores de la operación' });
  const row = within(table).getByText(/001-002-0004567/).closest('tr')!;
  expect(row.textContent).toContain('Gs. 1.310.000');
  expect(row.textContent).toContain('2 adjuntos');
  // An invoice is offered for a payment order; the supplier's credit note is not (ORDER_NO_CREDIT_NOTES).
  expect(within(row).getByRole('checkbox', { name: 'Elegir 001-002-0004567 para la orden de pago' })).toBeTruthy();
  const creditRow = within(table).getByText(/001-002-0000090/).closest('tr')!;
  expect(creditRow.textContent).toContain('1 adjunto');
  expect(within(creditRow).queryByRole('checkbox')).toBeNull();

  const budget = screen.getByRole('region', { name: 'Presupuesto contra real' });
  expect(await within(budget).findByText(NO_RATE)).toBeTruthy();
  expect(within(budget).getByRole('button', { name: 'Tipo de cambio de control' })).toBeTruthy();
  expect(within(budget).queryByTestId('real-profit')).toBeNull();
});

const OPS: TestUser = { id: 5, name: 'Oscar Ops', email: 'oscar@example.com', role: 'ops' };
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
const paymentMocks = (): MockLink.MockedResponse[] => [
  { request: { query: OperationFilesDocument, variables: { dealId: 5 } }, result: { data: { dealFiles: [PROOF] } } },
  {
    request: { query: BankAccountsDocument },
    result: { data: { params: [{ __typename: 'ParamGroup', key: 'cuenta_bancaria', values: [{ __typename: 'ParamValue', id: 1, value: 'Itaú Gs 123', ord: 1, active: true }] }] } },
  },
];
/** The panel over `extra` mocks, its invoice 001-002-0004567 open in 'Registrar pago'. */
async function openPayment(extra: MockLink.MockedResponse[]) {
  render(
    <TestProviders path="/operations/5" mocks={[...mocks([invoice({})]), ...paymentMocks(), ...extra]}>
      <OperationPayablesPanel dealId={5} />
    </TestProviders>,
  );
  const table = await screen.findByRole('table', { name: 'Facturas de proveedores de la operación' });
  await userEvent.click(within(table).getByRole('button', { name: 'Pagar 001-002-0004567' }));
  const dialog = await screen.findByRole('dialog', { name: 'Registrar pago de 001-002-0004567' });
  return { table, dialog, amount: within(dialog).getByLabelText('Importe (PYG)') };
}
const payInput = (amount: number) => ({ amount, paidAt: paraguayDate(new Date()), method: 'transferencia', account: 'Itaú Gs 123', reference: 'TRF 889', proofFileId: 44 });

test('ops registers supplier invoices but is offered no payment and no cancellation of them', async () => {
  storeLogin(OPS);
  render(
    <TestProviders path="/operations/5" mocks={mocks([invoice({})], OPS)}>
      <OperationPayablesPanel dealId={5} />
    </TestProviders>,
  );
  const table = await screen.findByRole('table', { name: 'Facturas de proveedores de la operación' });
  expect(screen.getByRole('button', { name: 'Registrar factura de proveedor' })).toBeTruthy();
  expect(within(table).queryByRole('button', { name: /Pagar/ })).toBeNull();
  expect(within(table).queryByRole('button', { name: /Anular/ })).toBeNull();
});

test('finanzas pays one invoice from its row with the company account, the reference and a proof file of the operation', async () => {
  storeLogin(FINANZAS);
  const paid = invoice({ paid: 500_000, balance: 810_000, status: 'pago_parcial' });
  let sent = false;
  const { table, dialog, amount } = await openPayment([
    {
      request: { query: AddSupplierPaymentDocument, variables: { id: 1, input: payInput(500_000) } },
      result: () => {
        sent = true;
        return { data: { addSupplierPayment: paid } };
      },
    },
    ...mocks([paid]).slice(1),
  ]);
  expect((amount as HTMLInputElement).value).toBe('1.310.000');
  await userEvent.clear(amount);
  await userEvent.type(amount, '500.000');
  await within(dialog).findByRole('option', { name: 'Itaú Gs 123' });
  await userEvent.selectOptions(within(dialog).getByLabelText('Cuenta de la empresa'), 'Itaú Gs 123');
  await userEvent.type(within(dialog).getByLabelText('Referencia'), 'TRF 889');
  await within(dialog).findByRole('option', { name: 'transferencia-despacho.pdf · Comprobante' });
  await userEvent.selectOptions(within(dialog).getByLabelText('Comprobante'), '44');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Registrar pago' }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Registrar pago de 001-002-0004567' })).toBeNull());
  expect(sent).toBe(true);
  // The list is read again: the row shows the new balance and state.
  const row = (await within(table).findByText(/Pago parcial/)).closest('tr')!;
  expect(row.textContent).toContain('Gs. 810.000');
});

test('an overpayment is refused next to the amount before anything is sent, and the server refusing one shows its reason', async () => {
  storeLogin(FINANZAS);
  let sent = 0;
  const OVER = 'El pago supera el saldo pendiente de la factura.';
  const { dialog, amount } = await openPayment([
    // Another payment landed meanwhile: the balance the screen shows is stale and the server refuses.
    {
      request: { query: AddSupplierPaymentDocument, variables: { id: 1, input: { ...payInput(1_310_000), account: null, reference: null, proofFileId: null } } },
      result: () => {
        sent += 1;
        return { errors: [new GraphQLError(OVER, { extensions: { code: 'CONFLICT' } })] };
      },
    },
  ]);
  await userEvent.clear(amount);
  await userEvent.type(amount, '1.310.001');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Registrar pago' }));
  const fieldError = await within(dialog).findByText(OVER);
  expect(amount.getAttribute('aria-invalid')).toBe('true');
  expect(amount.getAttribute('aria-describedby')).toContain(fieldError.id);
  expect(sent).toBe(0);

  await userEvent.clear(amount);
  await userEvent.type(amount, '1.310.000');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Registrar pago' }));
  expect(await within(dialog).findByText(new RegExp(OVER.replace(/\./g, '\\.')))).toBeTruthy();
  expect(sent).toBe(1);
  expect(screen.getByRole('dialog', { name: 'Registrar pago de 001-002-0004567' })).toBeTruthy();
});

test('finanzas cancels an unpaid invoice with its reason; the reason is asked first, and one with payments offers no cancellation', async () => {
  storeLogin(FINANZAS);
  const partly = invoice({ id: 2, number: '001-002-0000200', paid: 10_000, balance: 1_300_000, status: 'pago_parcial' });
  const cancelled = invoice({ status: 'anulada' });
  let sent = 0;
  render(
    <TestProviders
      path="/operations/5"
      mocks={[
        ...mocks([invoice({}), partly]),
        {
          request: { query: CancelSupplierInvoiceDocument, variables: { id: 1, input: { reason: 'Factura duplicada por el proveedor' } } },
          result: () => {
            sent += 1;
            return { data: { cancelSupplierInvoice: cancelled } };
          },
        },
        ...mocks([cancelled, partly]).slice(1),
      ]}
    >
      <OperationPayablesPanel dealId={5} />
    </TestProviders>,
  );
  const table = await screen.findByRole('table', { name: 'Facturas de proveedores de la operación' });
  expect(within(table).queryByRole('button', { name: 'Anular 001-002-0000200' })).toBeNull();
  await userEvent.click(within(table).getByRole('button', { name: 'Anular 001-002-0004567' }));
  const dialog = await screen.findByRole('dialog', { name: 'Anular 001-002-0004567' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Anular' }));
  const reason = within(dialog).getByLabelText('Motivo');
  expect(await within(dialog).findByText('Escribí el motivo de la anulación.')).toBeTruthy();
  expect(reason.getAttribute('aria-invalid')).toBe('true');
  expect(sent).toBe(0);
  await userEvent.type(reason, 'Factura duplicada por el proveedor');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Anular' }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Anular 001-002-0004567' })).toBeNull());
  expect(sent).toBe(1);
  const row = (await within(table).findByText(/Anulada/)).closest('tr')!;
  expect(within(row).queryByRole('button', { name: /Pagar|Anular/ })).toBeNull();
});
