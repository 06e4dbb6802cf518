import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockLink } from '@apollo/client/testing';
import { TableAdvisorsDocument, TableBusinessUnitsDocument } from '../../gql/graphql';
import { ADMIN, meMock, renderApp, storeLogin } from '../../test/renderApp';
import { deal, dealsMock } from './dealsTableFixtures';

const UNITS = [
  { __typename: 'BusinessUnit' as const, id: 1, name: 'Cargo', keySlug: 'atm-cargo', parentId: null },
  { __typename: 'BusinessUnit' as const, id: 2, name: 'Rayflex', keySlug: 'industrial-rayflex', parentId: null },
];

const unitsMock: MockLink.MockedResponse = { request: { query: TableBusinessUnitsDocument }, result: { data: { businessUnits: UNITS } } };
const usersMock: MockLink.MockedResponse = {
  request: { query: TableAdvisorsDocument },
  result: {
    data: {
      users: [
        { __typename: 'User', id: 5, name: 'Beto Ventas' },
        { __typename: 'User', id: 6, name: 'Carla Ops' },
      ],
    },
  },
};

function renderTable(mocks: MockLink.MockedResponse[], path = '/workspace/atm-cargo/table', users: MockLink.MockedResponse | null = usersMock) {
  storeLogin(ADMIN);
  return renderApp(path, { mocks: [meMock(ADMIN), unitsMock, ...(users ? [users] : []), ...mocks] });
}

describe('WorkspaceTablePage', () => {
  it('shows the columns, the badge, the reference opening in a new tab and the kanban link', async () => {
    // Budgets per operation: the row shows its operation's own budget, never the organization's.
    renderTable([dealsMock({ businessUnitId: 1 }, [deal(7, { orgBudgetStatus: 'confirmado', orgBudgetProfitValue: 999 }), deal(8, { budgetStatus: 'confirmado', budgetProfitValue: null, realProfitValue: -80.5 })])]);
    const table = await screen.findByRole('table', { name: 'Operaciones de Cargo' });
    await within(table).findByText('OP-000007');
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Referencia',
      'Descripción',
      'Organización',
      'Contacto',
      'Valor aprox.',
      'Etapa',
      'Creado',
      'Presupuesto',
      'Asesor',
      'Profit',
      'Utilidad real',
    ]);
    // Both are this operation's own budget (its current revision, its confirmed revision's profit): the headers say so.
    expect(within(table).getByRole('columnheader', { name: 'Profit' }).querySelector('[title]')).toHaveAttribute('title', 'Profit de la revisión confirmada de esta operación.');
    expect(within(table).getByRole('columnheader', { name: 'Presupuesto' }).querySelector('[title]')).toHaveAttribute(
      'title',
      'Estado del presupuesto de esta operación (su revisión actual de la planilla de costos).',
    );
    const link = within(table).getByRole('link', { name: 'OP-000007' });
    expect(link).toHaveAttribute('href', '/operations/7');
    expect(link).toHaveAttribute('target', '_blank');
    const row = link.closest('tr') as HTMLElement;
    expect(within(row).getByText('1.234,50')).toBeInTheDocument();
    expect(within(row).getByText('05/03/2026')).toBeInTheDocument();
    expect(within(row).getByText('borrador')).toBeInTheDocument();
    expect(within(row).getByText('250,00')).toBeInTheDocument();
    expect(within(row).queryByText('999,00')).not.toBeInTheDocument();
    expect(within(within(table).getByRole('link', { name: 'OP-000008' }).closest('tr') as HTMLElement).getByText('confirmado')).toBeInTheDocument();
    // The real profit once the operation has a supplier invoice (US$, es-PY), a dash before.
    expect(within(row).getAllByText('—').length).toBeGreaterThan(0);
    expect(within(within(table).getByRole('link', { name: 'OP-000008' }).closest('tr') as HTMLElement).getByText('US$ -80,50')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '← Volver al kanban' })).toHaveAttribute('href', '/workspace/atm-cargo');
    expect(screen.getByText('1–2 de 2 operaciones')).toBeInTheDocument();
  });

  it('filters by status and advisor, and "Limpiar filtros" resets both', async () => {
    const user = userEvent.setup();
    renderTable([
      dealsMock({ businessUnitId: 1 }, [deal(7), deal(8)]),
      dealsMock({ businessUnitId: 1, budgetStatus: 'bloqueado' }, [deal(8, { budgetStatus: 'bloqueado' })]),
      dealsMock({ businessUnitId: 1, budgetStatus: 'bloqueado', advisorUserId: 6 }, []),
      dealsMock({ businessUnitId: 1 }, [deal(7), deal(8)]),
    ]);
    await screen.findByText('OP-000007');
    const status = screen.getByRole('combobox', { name: 'Presupuesto' });
    expect(within(status).getAllByRole('option').map((o) => o.textContent)).toEqual(['Todos', 'borrador', 'bloqueado', 'confirmado']);
    expect(screen.getByRole('button', { name: 'Limpiar filtros' })).toBeDisabled();
    await user.selectOptions(status, 'bloqueado');
    await waitFor(() => expect(screen.queryByText('OP-000007')).not.toBeInTheDocument());
    expect(screen.getByText('OP-000008')).toBeInTheDocument();
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Asesor' }), '6');
    expect(await screen.findByText('No hay operaciones en este workspace.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Limpiar filtros' }));
    expect(status).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'Asesor' })).toHaveValue('');
    expect(await screen.findByText('OP-000007')).toBeInTheDocument();
  });

  it('hides the advisor filter when the users list did not load', async () => {
    const spy = jest.spyOn(console, 'error').mockImplementation(() => {});
    renderTable([dealsMock({ businessUnitId: 1 }, [deal(7)])], undefined, { request: { query: TableAdvisorsDocument }, error: new Error('caído') });
    await screen.findByText('OP-000007');
    await waitFor(() => expect(spy).toHaveBeenCalledWith('No se pudo cargar la lista de usuarios', expect.anything()));
    expect(screen.queryByRole('combobox', { name: 'Asesor' })).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Presupuesto' })).toBeInTheDocument();
    spy.mockRestore();
  });

  it('says "No hay operaciones en este workspace." when empty', async () => {
    renderTable([dealsMock({ businessUnitId: 1 }, [])]);
    expect(await screen.findByText('No hay operaciones en este workspace.')).toBeInTheDocument();
  });

  it('says "Workspace no encontrado." for an unknown slug', async () => {
    renderTable([], '/workspace/no-existe/table');
    expect(await screen.findByText('Workspace no encontrado.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('pages and sorts on the server, both kept in the URL; a header click flips the direction (aria-sort)', async () => {
    const user = userEvent.setup();
    renderTable([
      dealsMock({ businessUnitId: 1 }, [deal(9), deal(8)], { hasNextPage: true, total: 52 }),
      dealsMock({ businessUnitId: 1 }, [deal(7)], { offset: 50, total: 52 }),
      dealsMock({ businessUnitId: 1 }, [deal(3, { value: 10 }), deal(4, { value: 20 })], { orderBy: { field: 'VALUE', direction: 'ASC' }, total: 2 }),
      dealsMock({ businessUnitId: 1 }, [deal(4, { value: 20 }), deal(3, { value: 10 })], { orderBy: { field: 'VALUE', direction: 'DESC' }, total: 2 }),
    ]);
    await screen.findByText('1–2 de 52 operaciones');
    await user.click(screen.getByRole('button', { name: 'Siguiente →' }));
    expect(await screen.findByText('OP-000007')).toBeInTheDocument();
    expect(screen.getByText('51–51 de 52 operaciones')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/workspace/atm-cargo/table?page=2');
    const header = screen.getByRole('columnheader', { name: /Valor aprox/ });
    expect(header).toHaveAttribute('aria-sort', 'none');
    await user.click(within(header).getByRole('button'));
    expect(await screen.findByText('OP-000003')).toBeInTheDocument();
    expect(header).toHaveAttribute('aria-sort', 'ascending');
    expect(screen.getByTestId('location').textContent).toBe('/workspace/atm-cargo/table?sort=value');
    await user.click(within(header).getByRole('button'));
    await waitFor(() => expect(header).toHaveAttribute('aria-sort', 'descending'));
    expect(screen.getByTestId('location').textContent).toBe('/workspace/atm-cargo/table?sort=value&dir=desc');
    await waitFor(() => expect(screen.getAllByRole('link', { name: /^OP-/ }).map((a) => a.textContent)).toEqual(['OP-000004', 'OP-000003']));
  });
});
