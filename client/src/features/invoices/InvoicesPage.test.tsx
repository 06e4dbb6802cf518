import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { SessionProvider } from '../../session/SessionProvider';
import { FINANZAS, storeLogin, type TestUser, VIEWER } from '../../test/renderApp';
import { scriptedApollo } from '../../test/scriptedApollo';
import { InvoicesPage } from './InvoicesPage';

jest.setTimeout(30_000);

const row = (id: number, number: string | null, status: string, displayStatus: string, balance: number, currency = 'USD') => ({
  __typename: 'Invoice',
  id,
  dealId: 5,
  orgId: 3,
  number,
  status,
  displayStatus,
  currency,
  percentage: 100,
  date: '2026-10-01',
  dueDate: '2026-10-31',
  customerName: 'Importadora S.A.',
  operationReference: 'OP-000005',
  total: currency === 'PYG' ? 1500000 : 800,
  credited: 0,
  balance,
});

function renderAs(user: TestUser) {
  storeLogin(user);
  const api = scriptedApollo((op) => {
    if (op.operationName === 'Me') return { data: { me: { __typename: 'User', ...user } } };
    if (op.operationName === 'InvoiceList') {
      return { data: { invoices: { __typename: 'InvoiceList', totalCount: 2, nodes: [row(1, '001-004-0000001', 'emitida', 'vencida', 800), row(2, null, 'borrador', 'borrador', 1500000, 'PYG')] } } };
    }
    return { data: null };
  });
  render(
    <MemoryRouter>
      <SessionProvider>
        <InvoicesPage />
      </SessionProvider>
    </MemoryRouter>,
    { wrapper: api.wrapper },
  );
  return api;
}

afterEach(() => localStorage.clear());

test('the Facturas list: number, client, operation, dates, total and balance in their currency, vencida derived by the server; filters go to the server', async () => {
  const user = userEvent.setup();
  const api = renderAs(FINANZAS);
  const table = await screen.findByRole('table', { name: 'Facturas' });
  const [first, second] = within(table).getAllByRole('row').slice(1);
  expect(within(first).getByRole('link', { name: '001-004-0000001' })).toHaveAttribute('href', '/invoices/1');
  expect(first).toHaveTextContent('Importadora S.A.');
  expect(within(first).getByRole('link', { name: 'OP-000005' })).toHaveAttribute('href', '/operations/5');
  expect(first).toHaveTextContent('01/10/2026');
  expect(first).toHaveTextContent('31/10/2026');
  expect(first).toHaveTextContent('US$ 800,00');
  expect(first).toHaveTextContent('Vencida');
  expect(within(second).getByRole('link', { name: 'Borrador' })).toHaveAttribute('href', '/invoices/2');
  expect(second).toHaveTextContent('Gs. 1.500.000');
  expect(screen.getByRole('button', { name: 'Nueva factura' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Exportar CSV' })).toBeInTheDocument();

  await user.selectOptions(screen.getByLabelText('Estado'), 'emitida');
  await user.type(screen.getByLabelText('Buscar'), 'OP-000005');
  await waitFor(() => expect(api.sentOf('InvoiceList').at(-1)!.variables).toEqual({ filter: { status: 'emitida', orgId: null, from: null, to: null, q: 'OP-000005' }, first: 50, offset: 0 }));
});

test('a viewer reads the list without Nueva factura', async () => {
  renderAs(VIEWER);
  await screen.findByRole('table', { name: 'Facturas' });
  expect(screen.queryByRole('button', { name: 'Nueva factura' })).not.toBeInTheDocument();
});
