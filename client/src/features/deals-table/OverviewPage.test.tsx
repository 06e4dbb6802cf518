import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockLink } from '@apollo/client/testing';
import { CreateDealDocument, TableBusinessUnitsDocument } from '../../gql/graphql';
import { pipelinesMock } from '../deals/testMocks';
import { ADMIN, meMock, renderApp, storeLogin } from '../../test/renderApp';
import { businessUnitOptions } from './businessUnits';
import { deal, dealsMock } from './dealsTableFixtures';

const UNITS = [
  { __typename: 'BusinessUnit' as const, id: 1, name: 'Cargo', keySlug: 'atm-cargo', parentId: null },
  { __typename: 'BusinessUnit' as const, id: 2, name: 'Industrial', keySlug: 'industrial', parentId: null },
  { __typename: 'BusinessUnit' as const, id: 3, name: 'Rayflex', keySlug: 'industrial-rayflex', parentId: 2 },
];
const unitsMock: MockLink.MockedResponse = { request: { query: TableBusinessUnitsDocument }, result: { data: { businessUnits: UNITS } } };

function renderOverview(mocks: MockLink.MockedResponse[]) {
  storeLogin(ADMIN);
  return renderApp('/general', { mocks: [meMock(ADMIN), unitsMock, ...mocks] });
}

describe('OverviewPage (/general)', () => {
  it('lists ID, business unit, reference, organization, contact, value, stage and created', async () => {
    renderOverview([dealsMock({}, [deal(7), deal(8, { businessUnitName: 'Rayflex', businessUnitId: 3 })])]);
    const table = await screen.findByRole('table', { name: 'Operaciones' });
    await within(table).findByText('OP-000007');
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'ID',
      'Unidad de negocio',
      'Referencia',
      'Organización',
      'Contacto',
      'Valor',
      'Etapa',
      'Creado',
    ]);
    expect(within(table).getByRole('link', { name: 'OP-000008' })).toHaveAttribute('href', '/operations/8');
    expect(within(table).getByText('Rayflex')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '+ Nuevo trato' })).toBeInTheDocument();
  });

  it('filters by one business unit (children with a dash) and says when nothing matches', async () => {
    const user = userEvent.setup();
    renderOverview([dealsMock({}, [deal(7)]), dealsMock({ businessUnitId: 3 }, [])]);
    await screen.findByText('OP-000007');
    const select = screen.getByRole('combobox', { name: 'Unidad de negocio' });
    await waitFor(() => expect(within(select).getAllByRole('option')).toHaveLength(4));
    expect(within(select).getAllByRole('option').map((o) => o.textContent)).toEqual(['Todas', 'Cargo', 'Industrial', '- Rayflex']);
    await user.selectOptions(select, '3');
    expect(await screen.findByText('No hay deals para este filtro.')).toBeInTheDocument();
  });

  it('"+ Nuevo trato" (the spec gives no text for it: ours, in Spanish) opens the simple form preset to the filtered unit, and the new deal appears', async () => {
    const user = userEvent.setup();
    const create = jest.fn(() => ({
      data: { createDeal: { __typename: 'Deal', id: 20, reference: 'OP-000020', title: 'Renovación', stageId: 11, pipelineId: 1 } },
    }));
    renderOverview([
      dealsMock({}, [deal(7)]),
      dealsMock({ businessUnitId: 3 }, [deal(8, { businessUnitId: 3 })]),
      pipelinesMock(),
      {
        request: { query: CreateDealDocument, variables: { input: { title: 'Renovación', pipelineId: 1, stageId: 11, value: 0, businessUnitId: 3 } } },
        result: create,
      },
      dealsMock({ businessUnitId: 3 }, [deal(20, { businessUnitId: 3 }), deal(8, { businessUnitId: 3 })]),
    ]);
    await screen.findByText('OP-000007');
    const select = screen.getByRole('combobox', { name: 'Unidad de negocio' });
    await waitFor(() => expect(within(select).getAllByRole('option')).toHaveLength(4));
    await user.selectOptions(select, '3');
    await screen.findByText('OP-000008');
    await user.click(screen.getByRole('button', { name: '+ Nuevo trato' }));
    const dialog = screen.getByRole('dialog', { name: 'Nuevo trato' });
    await waitFor(() => expect(within(dialog).getByLabelText('Etapa')).toBeEnabled());
    await user.type(within(dialog).getByLabelText('Título'), 'Renovación');
    await user.click(within(dialog).getByRole('button', { name: 'Crear' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(create).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('OP-000020')).toBeInTheDocument();
  });
});

test.each([
  ['flat', [{ id: 1, name: 'A' }, { id: 2, name: 'B' }], ['A', 'B']],
  ['children after their parent', [{ id: 3, name: 'C', parentId: 1 }, { id: 1, name: 'A' }, { id: 2, name: 'B' }], ['A', '- C', 'B']],
  ['grandchildren', [{ id: 1, name: 'A' }, { id: 2, name: 'B', parentId: 1 }, { id: 3, name: 'C', parentId: 2 }], ['A', '- B', '- - C']],
  ['unknown parent as top level', [{ id: 2, name: 'B', parentId: 99 }], ['B']],
])('businessUnitOptions: %s', (_l, units, labels) => {
  expect(businessUnitOptions(units).map((o) => o.label)).toEqual(labels);
});
