import { useState } from 'react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { CatalogItemsDocument } from '../../gql/graphql';
import { CatalogPicker, catalogSuggestions, type PickedCatalogItem } from './index';

const item = (id: number, sku: string, name: string, extra: Partial<Record<string, unknown>> = {}) => ({
  __typename: 'CatalogItem' as const,
  id,
  type: 'SERVICIO' as const,
  sku,
  name,
  unit: null,
  currency: 'USD',
  price: 0,
  taxRate: 'exenta',
  modes: [] as string[],
  active: true,
  ...extra,
});

const ITEMS = [
  item(1, 'FLETE-AEREO', 'FLETE AEREO'),
  item(2, 'FSC', 'FSC'),
  item(3, 'SEGURO', 'Seguro de carga', { currency: 'PYG', price: 150000, taxRate: '10', unit: 'servicio' }),
  item(4, 'DESP', 'Despacho aéreo', { price: 1250.5, taxRate: '5' }),
];

function list(filter: unknown, items = ITEMS): MockLink.MockedResponse {
  return { request: { query: CatalogItemsDocument, variables: { filter } }, result: { data: { catalogItems: items } }, maxUsageCount: 5 };
}

function Harness({ onPick, mode }: { onPick: (i: PickedCatalogItem) => void; mode?: string }) {
  const [text, setText] = useState('');
  return (
    <>
      <CatalogPicker label="Concepto" value={text} onChange={setText} onPick={onPick} mode={mode} />
      <output data-testid="text">{text}</output>
    </>
  );
}

describe('catalogSuggestions', () => {
  it('matches the name or the code, accents and case ignored, at most 8', () => {
    expect(catalogSuggestions(ITEMS, 'aereo').map((i) => i.id)).toEqual([1, 4]);
    expect(catalogSuggestions(ITEMS, 'segu').map((i) => i.id)).toEqual([3]);
    expect(catalogSuggestions(ITEMS, 'fsc').map((i) => i.id)).toEqual([2]);
    expect(catalogSuggestions(ITEMS, '').map((i) => i.id)).toEqual([1, 2, 3, 4]);
    const many = Array.from({ length: 12 }, (_, i) => item(10 + i, `X-${i}`, `Ítem ${i}`));
    expect(catalogSuggestions(many, 'item')).toHaveLength(8);
  });
});

describe('CatalogPicker', () => {
  it('offers the active items as one types; picking one hands its name, IVA, price, currency, unit and code', async () => {
    const picked: PickedCatalogItem[] = [];
    render(
      <MockedProvider mocks={[list({ active: true })]}>
        <Harness onPick={(i) => picked.push(i)} />
      </MockedProvider>,
    );
    const input = screen.getByRole('combobox', { name: 'Concepto' });
    await userEvent.type(input, 'segu');
    const options = await screen.findByRole('listbox', { name: 'Ítems del catálogo' });
    await waitFor(() => expect(within(options).getAllByRole('option')).toHaveLength(1));
    expect(within(options).getByRole('option')).toHaveTextContent('Seguro de carga');
    expect(within(options).getByRole('option')).toHaveTextContent('SEGURO · IVA 10 % · Gs. 150.000');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(picked).toEqual([{ name: 'Seguro de carga', taxRate: '10', price: 150000, currency: 'PYG', unit: 'servicio', sku: 'SEGURO' }]);
    expect(screen.getByTestId('text')).toHaveTextContent('Seguro de carga');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('keeps free text when nothing is picked, and a click picks too', async () => {
    const picked: PickedCatalogItem[] = [];
    render(
      <MockedProvider mocks={[list({ active: true })]}>
        <Harness onPick={(i) => picked.push(i)} />
      </MockedProvider>,
    );
    const input = screen.getByRole('combobox', { name: 'Concepto' });
    await userEvent.type(input, 'Gasto propio');
    expect(screen.getByTestId('text')).toHaveTextContent('Gasto propio');
    expect(picked).toEqual([]);
    await userEvent.clear(input);
    await userEvent.type(input, 'aereo');
    const options = await screen.findAllByRole('option');
    await userEvent.click(options[1]);
    expect(picked).toEqual([{ name: 'Despacho aéreo', taxRate: '5', price: 1250.5, currency: 'USD', unit: null, sku: 'DESP' }]);
  });

  it("asks only for the items of the operation's mode when given one", async () => {
    render(
      <MockedProvider mocks={[list({ active: true, mode: 'AEREO' }, [ITEMS[0]])]}>
        <Harness onPick={() => {}} mode="AEREO" />
      </MockedProvider>,
    );
    await userEvent.click(screen.getByRole('combobox', { name: 'Concepto' }));
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['FLETE AEREOFLETE-AEREO · Exenta']);
  });
});
