import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { CATALOG_MESSAGES as M } from '@crm/domain';
import { CatalogItemsDocument, CreateCatalogItemDocument, UpdateCatalogItemDocument } from '../../gql/graphql';
import { CatalogPage } from './CatalogPage';
import { checkCatalogForm, EMPTY_CATALOG_FORM, priceText } from './catalogForm';

const row = {
  __typename: 'CatalogItem' as const,
  id: 1,
  type: 'SERVICIO' as const,
  sku: 'FLETE-AEREO',
  name: 'FLETE AEREO',
  unit: null,
  currency: 'USD',
  price: 0,
  taxRate: 'exenta',
  modes: [] as string[],
  active: true,
};

const list: MockLink.MockedResponse = { request: { query: CatalogItemsDocument, variables: () => true }, result: { data: { catalogItems: [row] } }, maxUsageCount: 20 };

function renderPage(mocks: MockLink.MockedResponse[]) {
  return render(
    <MockedProvider mocks={[list, ...mocks]}>
      <MemoryRouter>
        <CatalogPage />
      </MemoryRouter>
    </MockedProvider>,
  );
}

describe('catalogForm', () => {
  it.each<[Partial<typeof EMPTY_CATALOG_FORM>, Record<string, string>]>([
    [{ sku: '', name: 'X' }, { sku: M.skuRequired }],
    [{ sku: 'AB CD', name: 'X' }, { sku: M.skuInvalid }],
    [{ sku: 'A1', name: '  ' }, { name: M.nameRequired }],
    [{ sku: 'A1', name: 'X', currency: 'PYG', price: '1.500,5' }, { price: M.pricePygWhole }],
    [{ sku: 'A1', name: 'X', price: 'doce' }, { price: M.priceInvalid }],
  ])('%p → %p', (values, errors) => {
    expect(checkCatalogForm({ ...EMPTY_CATALOG_FORM, ...values }).errors).toEqual(errors);
  });

  it('sends exact figures: es-PY price text read in its currency, code upper-case', () => {
    expect(checkCatalogForm({ ...EMPTY_CATALOG_FORM, sku: ' pal-01 ', name: ' Pallet ', price: '1.250,50', modes: ['AEREO'] }).input).toEqual({
      type: 'SERVICIO',
      sku: 'PAL-01',
      name: 'Pallet',
      unit: null,
      currency: 'USD',
      price: 1250.5,
      taxRate: '10',
      modes: ['AEREO'],
      active: true,
    });
    expect(checkCatalogForm({ ...EMPTY_CATALOG_FORM, sku: 'G', name: 'G', currency: 'PYG', price: '586.000' }).input?.price).toBe(586000);
    expect(priceText(1250.5, 'USD')).toBe('1250,50');
    expect(priceText(0, 'USD')).toBe('');
  });
});

describe('CatalogPage', () => {
  it('lists the items; a new item shows its mistakes next to the fields, then the server\'s (code taken) next to the code', async () => {
    let sent: unknown = null;
    const conflict: MockLink.MockedResponse = {
      request: { query: CreateCatalogItemDocument, variables: (v: unknown) => ((sent = v), true) },
      result: { errors: [{ message: M.skuTaken, extensions: { code: 'CONFLICT', field: 'sku' } }] },
    };
    renderPage([conflict]);
    const table = await screen.findByRole('table', { name: 'Catálogo' });
    expect(within(table).getByText('FLETE AEREO')).toBeInTheDocument();
    expect(within(table).getByText('Sin precio fijo')).toBeInTheDocument();
    expect(within(table).getByText('Exenta')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Nuevo ítem' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nuevo ítem del catálogo' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Agregar' }));
    expect(within(dialog).getByLabelText('Código')).toHaveAccessibleDescription(expect.stringContaining(M.skuRequired));
    expect(within(dialog).getByText(M.nameRequired)).toBeInTheDocument();
    expect(sent).toBeNull();

    await userEvent.type(within(dialog).getByLabelText('Código'), 'flete-aereo');
    await userEvent.type(within(dialog).getByLabelText('Nombre'), 'Otro flete');
    await userEvent.type(within(dialog).getByLabelText('Precio (IVA incluido)'), '1.250,50');
    await userEvent.click(within(dialog).getByLabelText('AEREO'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Agregar' }));
    await waitFor(() => expect(within(dialog).getByText(M.skuTaken)).toBeInTheDocument());
    expect(within(dialog).getByLabelText('Código')).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toEqual({ input: { type: 'SERVICIO', sku: 'FLETE-AEREO', name: 'Otro flete', unit: null, currency: 'USD', price: 1250.5, taxRate: '10', modes: ['AEREO'], active: true } });
  });

  it('keeps the rows shown while a search loads, then shows the search\'s answer', async () => {
    const found = { ...row, id: 2, sku: 'SEG-01', name: 'Seguro de carga' };
    const search: MockLink.MockedResponse = {
      request: { query: CatalogItemsDocument, variables: (v: { filter: { q: string | null } }) => v.filter.q === 'seguro' },
      result: { data: { catalogItems: [found] } },
      delay: 300,
    };
    render(
      <MockedProvider mocks={[search, list]}>
        <MemoryRouter>
          <CatalogPage />
        </MemoryRouter>
      </MockedProvider>,
    );
    const table = await screen.findByRole('table', { name: 'Catálogo' });
    await userEvent.type(screen.getByLabelText('Buscar'), 'seguro');
    // The debounce has passed and the search is on its way: the table and its rows stay, marked busy, no spinner.
    await waitFor(() => expect(table.closest('[aria-busy]')).toHaveAttribute('aria-busy', 'true'), { timeout: 1000 });
    expect(screen.getByRole('table', { name: 'Catálogo' })).toBe(table);
    expect(within(table).getByText('FLETE AEREO')).toBeInTheDocument();
    await waitFor(() => expect(within(screen.getByRole('table', { name: 'Catálogo' })).getByText('Seguro de carga')).toBeInTheDocument());
    expect(screen.queryByText('FLETE AEREO')).toBeNull();
    expect(screen.getByRole('table', { name: 'Catálogo' }).closest('[aria-busy]')).toHaveAttribute('aria-busy', 'false');
  });

  it('deactivates an item from its row', async () => {
    let sent: unknown = null;
    const off: MockLink.MockedResponse = {
      request: { query: UpdateCatalogItemDocument, variables: (v: unknown) => ((sent = v), true) },
      result: { data: { updateCatalogItem: { ...row, active: false } } },
    };
    renderPage([off]);
    await userEvent.click(await screen.findByRole('button', { name: 'Desactivar FLETE AEREO' }));
    await waitFor(() => expect(sent).toEqual({ id: 1, input: { active: false } }));
  });
});
