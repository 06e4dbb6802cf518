import { configure, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import type { MockLink } from '@apollo/client/testing';
import { CreateSupplierInvoiceDocument, OperationFilesDocument, SuppliersDocument } from '../../gql/graphql';
import { meMock, storeLogin, TestProviders, type TestUser } from '../../test/renderApp';
import { SupplierInvoiceDialog } from './SupplierInvoiceDialog';

configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(30_000);

// Ops registers the supplier invoices of the operations it sees (the people who receive them).
const OPS: TestUser = { id: 5, name: 'Oscar Ops', email: 'oscar@example.com', role: 'ops' };
const SUPPLIER = { __typename: 'SupplierProfileView' as const, orgId: 9, name: 'Despachos Guaraní', ruc: '80012345-6', category: null, paymentTermDays: 30 };
const PRICE_REASON = 'El precio de la línea no es válido: hasta dos decimales.';

function base(created: { count: number }, answer: () => MockLink.MockedResponse['result']): MockLink.MockedResponse[] {
  return [
    meMock(OPS),
    { request: { query: SuppliersDocument, variables: { q: null } }, result: { data: { suppliers: [SUPPLIER] } }, maxUsageCount: 5 },
    { request: { query: OperationFilesDocument, variables: { dealId: 5 } }, result: { data: { dealFiles: [] } } },
    {
      request: { query: CreateSupplierInvoiceDocument, variables: () => true },
      result: () => {
        created.count += 1;
        return answer() as never;
      },
      maxUsageCount: 5,
    },
  ];
}

function open(mocks: MockLink.MockedResponse[]) {
  storeLogin(OPS);
  render(
    <TestProviders path="/operations/5" mocks={mocks}>
      <SupplierInvoiceDialog dealId={5} onClose={() => {}} onSaved={() => {}} />
    </TestProviders>,
  );
  return screen.findByRole('dialog', { name: 'Registrar factura de proveedor' });
}

/** The message tied to a control: aria-invalid and aria-describedby naming the message's element. */
function reasonOf(control: HTMLElement): string | null {
  if (control.getAttribute('aria-invalid') !== 'true') return null;
  const ids = (control.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ').trim() || null;
}

test('what the form checks shows under each field at fault, nothing above the form, and nothing is sent', async () => {
  const created = { count: 0 };
  const dialog = await open(base(created, () => ({ data: null })));
  await userEvent.click(within(dialog).getByRole('button', { name: 'Registrar' }));

  expect(reasonOf(await within(dialog).findByLabelText('Proveedor'))).toBe('Elegí el proveedor.');
  expect(reasonOf(within(dialog).getByLabelText('Número'))).toBe('Escribí el número del documento.');
  expect(reasonOf(within(dialog).getByLabelText('Descripción de la línea 1'))).toBe('Escribí la descripción.');
  expect(reasonOf(within(dialog).getByLabelText('Precio de la línea 1'))).toBe('Escribí el precio.');
  // What is right is not marked.
  expect(reasonOf(within(dialog).getByLabelText('Cantidad de la línea 1'))).toBeNull();
  expect(created.count).toBe(0);
});

test("the server's reason for one field shows under that field (a line's price), not above the form", async () => {
  const created = { count: 0 };
  const dialog = await open(base(created, () => ({ errors: [new GraphQLError(PRICE_REASON, { extensions: { code: 'BAD_USER_INPUT', field: 'lines.0.unitPrice' } })] })));
  await within(dialog).findByRole('option', { name: 'Despachos Guaraní (80012345-6)' });
  await userEvent.selectOptions(within(dialog).getByLabelText('Proveedor'), '9');
  await userEvent.type(within(dialog).getByLabelText('Número'), '001-002-0004567');
  await userEvent.type(within(dialog).getByLabelText('Descripción de la línea 1'), 'Flete aéreo');
  await userEvent.type(within(dialog).getByLabelText('Precio de la línea 1'), '1500');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Registrar' }));

  const price = within(dialog).getByLabelText('Precio de la línea 1');
  await within(dialog).findByText(PRICE_REASON);
  expect(reasonOf(price)).toBe(PRICE_REASON);
  expect(within(dialog).getAllByText(PRICE_REASON)).toHaveLength(1);
  expect(created.count).toBe(1);
});
