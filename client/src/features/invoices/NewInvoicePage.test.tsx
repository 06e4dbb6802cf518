import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { SessionProvider } from '../../session/SessionProvider';
import { FINANZAS, LocationProbe, storeLogin, type TestUser, VIEWER } from '../../test/renderApp';
import { scriptedApollo, type SentOperation } from '../../test/scriptedApollo';
import { EditInvoicePage } from './EditInvoicePage';
import { NewInvoicePage } from './NewInvoicePage';
import { OperationInvoicesTab } from './OperationInvoicesTab';

jest.setTimeout(30_000);

const billing = (billed: number) => ({
  __typename: 'InvoiceBilling',
  dealId: 5,
  revisionId: 9,
  revisionLabel: 'REV 01',
  revisionStatus: 'confirmada',
  billedPercentage: billed,
  proposedPercentage: billed ? 100 - billed : 100,
  lines: [
    { __typename: 'InvoiceBillingLine', key: 'ventaRows:0', description: 'FLETE AEREO', iva: 'exenta', amount: 1000, billedPercentage: billed },
    { __typename: 'InvoiceBillingLine', key: 'ventaRows:1', description: 'HANDLING', iva: '10', amount: 333.33, billedPercentage: billed },
  ],
});

const invoiceRow = {
  __typename: 'Invoice',
  id: 31,
  dealId: 5,
  orgId: 3,
  number: '001-004-0000007',
  status: 'emitida',
  displayStatus: 'emitida',
  currency: 'USD',
  percentage: 60,
  date: '2026-11-29',
  dueDate: '2026-12-29',
  customerName: 'Importadora S.A.',
  operationReference: 'OP-000005',
  total: 800,
  credited: 100,
  balance: 700,
  creditNotes: [{ __typename: 'CreditNote', id: 4, number: '001-014-0000001', status: 'emitida', currency: 'USD', date: '2026-11-29', total: 100 }],
};

const quoteLine = (key: string, description: string, iva: string, amount: number, billedPercentage = 0) => ({ __typename: 'InvoiceBillingLine', key, description, iva, amount, billedPercentage });
const quotes = [
  { __typename: 'InvoiceQuoteBilling', quoteVersionId: 72, versionNo: 2, createdAt: '2026-11-20T12:00:00.000Z', billedPercentage: 0, lines: [quoteLine('item:0', 'Flete', 'exenta', 280), quoteLine('item:1', 'Gastos', '10', 55)] },
  { __typename: 'InvoiceQuoteBilling', quoteVersionId: 71, versionNo: 1, createdAt: '2026-11-10T12:00:00.000Z', billedPercentage: 0, lines: [quoteLine('item:0', 'Flete', 'exenta', 300, 100), quoteLine('item:1', 'Seguro', '10', 22)] },
];

/** A draft of 60 % of the revision, as the invoice screen reads it. */
const draft = {
  __typename: 'Invoice',
  id: 31,
  dealId: 5,
  orgId: 3,
  number: null,
  status: 'borrador',
  displayStatus: 'borrador',
  currency: 'USD',
  percentage: 60,
  date: '2026-11-29',
  dueDate: '2026-12-29',
  customerName: 'Importadora S.A.',
  operationReference: 'OP-000005',
  total: 800,
  credited: 0,
  balance: 800,
  businessUnitId: 1,
  source: 'cost_sheet',
  revisionId: 9,
  quoteVersionId: null,
  exchangeRate: null,
  condition: 'credito',
  paymentTermDays: 30,
  customerRuc: '80098765-4',
  customerAddress: 'Ruta 2',
  customerEmail: null,
  notes: null,
  timbrado: null,
  timbradoFrom: null,
  timbradoTo: null,
  issuedAt: null,
  cancelledAt: null,
  cancelReason: null,
  exentas: 600,
  gravado5: 0,
  gravado10: 200,
  iva5: 0,
  iva10: 18.18,
  paid: 0,
  totalInWords: 'OCHOCIENTOS CON 00/100 DÓLARES AMERICANOS',
  version: 3,
  lines: [],
  creditNotes: [],
};

function answers(op: SentOperation, user: TestUser, opts: { billed: number; refuse?: string }) {
  switch (op.operationName) {
    case 'Me':
      return { data: { me: { __typename: 'User', ...user } } };
    case 'NewInvoiceDeal':
      return { data: { deal: { __typename: 'Deal', id: 5, reference: 'OP-000005', title: 'Carga aérea', orgName: 'Importadora', organization: { __typename: 'Organization', id: 3, name: 'Importadora', razonSocial: 'Importadora S.A.', ruc: '80098765-4', address: 'Ruta 2', email: 'pagos@importadora.example' } } } };
    case 'OperationBilling':
      return { data: { invoiceBilling: billing(opts.billed), invoices: { __typename: 'InvoiceList', totalCount: opts.billed ? 1 : 0, nodes: opts.billed ? [invoiceRow] : [] } } };
    case 'InvoiceRateOn':
      return { data: { exchangeRateOn: { __typename: 'ExchangeRate', id: 1, date: '2026-11-29', rate: 7300 } } };
    case 'InvoiceQuoteBilling':
      return { data: { invoiceQuoteBilling: quotes } };
    case 'InvoiceView':
      return { data: { invoice: draft } };
    case 'CreateInvoice':
    case 'UpdateInvoice':
      return { errors: [{ message: opts.refuse ?? 'Error', extensions: { code: 'CONFLICT' } }] };
    default:
      return { data: null };
  }
}

function renderAt(path: string, user: TestUser, opts: { billed: number; refuse?: string }) {
  storeLogin(user);
  const api = scriptedApollo((op) => answers(op, user, opts));
  render(
    <MemoryRouter initialEntries={[path]}>
      <SessionProvider>
        <Routes>
          <Route path="/operations/:id/invoices/new" element={<NewInvoicePage />} />
          <Route path="/invoices/:id/edit" element={<EditInvoicePage />} />
          <Route path="/operations/:id" element={<OperationInvoicesTab dealId={5} />} />
        </Routes>
        <LocationProbe />
      </SessionProvider>
    </MemoryRouter>,
    { wrapper: api.wrapper },
  );
  return api;
}

afterEach(() => localStorage.clear());

test('Nueva factura as finanzas: 100 % proposed, the live preview follows the plan, and the server’s refusal is shown with its reason', async () => {
  const user = userEvent.setup();
  const refuse = 'Ya se facturó el 60 % de esta revisión: facturar 60 % más superaría el 100 %.';
  const api = renderAt('/operations/5/invoices/new', FINANZAS, { billed: 0, refuse });
  const percent = await screen.findByLabelText('Porcentaje a facturar');
  expect(percent).toHaveValue('100');
  expect(screen.getByLabelText('Condición')).toHaveValue('credito');
  expect(screen.getByLabelText('Plazo (días)')).toHaveValue('30');
  expect(screen.getByLabelText('Nombre o razón social')).toHaveValue('Importadora S.A.');
  expect(screen.getByTestId('invoice-total')).toHaveTextContent('US$ 1.333,33');

  await user.selectOptions(screen.getByLabelText('Plan de cuotas'), '60/40');
  expect(percent).toHaveValue('60');
  expect(screen.getByTestId('invoice-total')).toHaveTextContent('US$ 800,00');
  const iva = screen.getByRole('table', { name: 'Liquidación del IVA' });
  expect(within(iva).getByRole('row', { name: /IVA 10 %/ })).toHaveTextContent('US$ 18,18');

  // In guaraníes the day's rate fills in and the figures are whole guaraníes.
  await user.selectOptions(screen.getByLabelText('Moneda'), 'PYG');
  await waitFor(() => expect(screen.getByLabelText('Tipo de cambio (Gs por USD)')).toHaveValue('7.300'));
  expect(screen.getByTestId('invoice-total')).toHaveTextContent('Gs. 5.840.000');

  // A field error in Spanish next to its field; nothing sent.
  await user.clear(percent);
  await user.type(percent, '120');
  await user.click(screen.getByRole('button', { name: 'Guardar borrador' }));
  await waitFor(() => expect(percent).toHaveAccessibleDescription(expect.stringContaining('Indicá un porcentaje mayor que 0 y hasta 100 (hasta dos decimales).')));
  expect(percent).toHaveAttribute('aria-invalid', 'true');
  expect(api.sentOf('CreateInvoice')).toHaveLength(0);

  await user.clear(percent);
  await user.type(percent, '60');
  await user.click(screen.getByRole('button', { name: 'Guardar borrador' }));
  expect(await screen.findByText(`No se pudo crear la factura: ${refuse}`)).toBeInTheDocument();
  expect(api.sentOf('CreateInvoice')[0].variables).toMatchObject({ dealId: 5, input: { source: 'cost_sheet', percentage: 60, currency: 'PYG', exchangeRate: 7300, condition: 'credito', paymentTermDays: 30 } });
});

test('a viewer reads the Administración tab (invoices, what is left to bill, credit notes) without Nueva factura, and cannot open the form', async () => {
  renderAt('/operations/5', VIEWER, { billed: 60 });
  const invoices = await screen.findByRole('table', { name: 'Facturas de la operación' });
  expect(within(invoices).getByRole('link', { name: '001-004-0000007' })).toHaveAttribute('href', '/invoices/31');
  expect(within(invoices).getByText('US$ 700,00')).toBeInTheDocument();
  expect(screen.getByText(/REV 01: facturado 60 %, queda 40 %/)).toBeInTheDocument();
  expect(within(screen.getByRole('table', { name: 'Notas de crédito de la operación' })).getByText('001-014-0000001')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Nueva factura' })).not.toBeInTheDocument();
});

test('the form refuses a role that does not bill, without asking the server', async () => {
  const api = renderAt('/operations/5/invoices/new', VIEWER, { billed: 0 });
  expect(await screen.findByText('Solo administración y finanzas crean facturas.')).toBeInTheDocument();
  expect(api.sentOf('OperationBilling')).toHaveLength(0);
});

test('quote source: the version picker, the live preview with its IVA columns, and line selection (a line billed already cannot be chosen)', async () => {
  const user = userEvent.setup();
  const api = renderAt('/operations/5/invoices/new', FINANZAS, { billed: 0, refuse: 'La línea «Flete» ya está facturada por completo.' });
  await user.selectOptions(await screen.findByLabelText('Origen'), 'quote');
  const version = screen.getByLabelText('Versión de la cotización');
  expect(version).toHaveValue('72');
  expect(screen.getByTestId('invoice-total')).toHaveTextContent('US$ 335,00');
  const iva = screen.getByRole('table', { name: 'Liquidación del IVA' });
  expect(within(iva).getByRole('row', { name: /IVA 10 %/ })).toHaveTextContent('US$ 5,00');

  await user.selectOptions(version, '71');
  const billed = screen.getByRole('checkbox', { name: /Flete · US\$ 300,00 .* \(ya facturada\)/ });
  expect(billed).toBeDisabled();
  await user.click(screen.getByRole('checkbox', { name: /Seguro/ }));
  expect(screen.getByTestId('invoice-total')).toHaveTextContent('US$ 22,00');
  await user.click(screen.getByRole('button', { name: 'Guardar borrador' }));
  expect(await screen.findByText('No se pudo crear la factura: La línea «Flete» ya está facturada por completo.')).toBeInTheDocument();
  expect(api.sentOf('CreateInvoice')[0].variables).toMatchObject({ dealId: 5, input: { source: 'quote', quoteVersionId: 71, lineKeys: ['item:1'], percentage: 100 } });
});

test('a draft opens in the same form with its values; its save carries the version, and a stale one shows the reason', async () => {
  const user = userEvent.setup();
  const stale = 'Otra persona guardó esta factura mientras la editabas: recargala para ver sus cambios y volvé a aplicar los tuyos.';
  const api = renderAt('/invoices/31/edit', FINANZAS, { billed: 0, refuse: stale });
  const percent = await screen.findByLabelText('Porcentaje a facturar');
  expect(percent).toHaveValue('60');
  expect(screen.getByLabelText('Origen')).toBeDisabled();
  expect(api.sentOf('OperationBilling')[0].variables).toMatchObject({ dealId: 5, exceptInvoiceId: 31 });
  await user.type(screen.getByLabelText('Notas'), 'Pago al retirar');
  await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));
  expect(await screen.findByText(`No se pudo guardar el borrador: ${stale}`)).toBeInTheDocument();
  const sent = api.sentOf('UpdateInvoice')[0].variables as { id: number; version: number; input: Record<string, unknown> };
  expect(sent).toMatchObject({ id: 31, version: 3, input: { percentage: 60, notes: 'Pago al retirar', lineKeys: null } });
  expect(sent.input).not.toHaveProperty('source');
});
