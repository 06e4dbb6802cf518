import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockLink } from '@apollo/client/testing';
import { CreateOrganizationDocument, OrganizationsListDocument, OrganizationsProfitDocument } from '../../gql/graphql';
import { ADMIN, meMock, renderApp, storeLogin } from '../../test/renderApp';
import { activitiesMock, always, customFieldsMock, dealsMock, optionMocks, org, orgDetailMock } from './crmFixtures';

function listMock(nodes: Array<ReturnType<typeof org>>, filter: Record<string, unknown> | null = null): MockLink.MockedResponse {
  return always({
    request: { query: OrganizationsListDocument, variables: { filter, first: 50, orderBy: null, offset: 0 } },
    result: {
      data: {
        organizations: {
          __typename: 'OrganizationConnection',
          totalCount: nodes.length,
          pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: null },
          edges: nodes.map((n) => ({ __typename: 'OrganizationEdge', node: n })),
        },
      },
    },
  });
}

function profitMock(value: number, filter: Record<string, unknown> | null = null): MockLink.MockedResponse {
  return always({ request: { query: OrganizationsProfitDocument, variables: { filter } }, result: { data: { organizationsAccumulatedProfit: value } } });
}

function renderList(
  extra: MockLink.MockedResponse[] = [],
  opts: { nodes?: Array<ReturnType<typeof org>>; profit?: number; failOptions?: boolean; inactive?: string[] } = {},
) {
  storeLogin(ADMIN);
  renderApp('/organizations', {
    mocks: [meMock(ADMIN), listMock(opts.nodes ?? [org(5), org(6, { razonSocial: null, name: 'Beta Cargo' })]), profitMock(opts.profit ?? 1234.5), ...optionMocks({ fail: opts.failOptions, inactive: opts.inactive }), ...extra],
  });
}

describe('OrganizationsPage', () => {
  it('lists the spec columns with the razón social (else the name) linking to the detail', async () => {
    renderList();
    const table = await screen.findByRole('table', { name: 'Organizaciones' });
    const headers = within(table).getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual(['ID', 'Razón social', 'RUC', 'Dirección', 'Email', 'Ciudad', 'País', 'Teléfono', 'Rubro', 'Tipo', 'Operación']);
    expect(within(table).getByRole('link', { name: 'Acme S.A.' })).toHaveAttribute('href', '/organizations/5');
    expect(within(table).getByRole('link', { name: 'Beta Cargo' })).toHaveAttribute('href', '/organizations/6');
    expect(screen.getByText('1–2 de 2 organizaciones')).toBeInTheDocument();
  });

  it('shows the accumulated profit computed by the server with 2 decimals in es-PY', async () => {
    renderList([], { profit: 1234567.8 });
    // Budgets per operation: the sum of the confirmed budgets of the organizations' operations; the label says so.
    const stat = await screen.findByRole('group', { name: 'Profit acumulado' });
    expect(within(stat).getByText('Profit acumulado (suma del profit de los presupuestos confirmados de sus operaciones)')).toBeInTheDocument();
    expect(screen.queryByText(/un presupuesto confirmado por organización/)).not.toBeInTheDocument();
    await waitFor(() => expect(within(stat).getByTestId('accumulated-profit')).toHaveTextContent('1.234.567,80'));
  });

  it("shows 'Sin organizaciones.' for an empty list and 0,00 of profit", async () => {
    renderList([], { nodes: [], profit: 0 });
    expect(await screen.findByText('Sin organizaciones.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('accumulated-profit')).toHaveTextContent('0,00'));
  });

  it('searches with the typed text (list and profit follow the filter)', async () => {
    renderList([listMock([org(5)], { q: 'acme' }), profitMock(10, { q: 'acme' })]);
    const user = userEvent.setup();
    await screen.findByRole('table', { name: 'Organizaciones' });
    await user.type(screen.getByLabelText('Buscar'), 'acme');
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(await screen.findByText('1–1 de 1 organizaciones')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('accumulated-profit')).toHaveTextContent('10,00'));
    expect(screen.getByTestId('location')).toHaveTextContent('/organizations?q=acme');
  });

  describe('new organization modal', () => {
    async function open() {
      const user = userEvent.setup();
      await user.click(await screen.findByRole('button', { name: '+ Nueva organización' }));
      return { user, dialog: screen.getByRole('dialog', { name: 'Nueva organización' }) };
    }

    it('has an email input of type email, rubro Seguro by default and the org_* pick-lists', async () => {
      renderList();
      const { dialog } = await open();
      expect(within(dialog).getByLabelText('Email')).toHaveAttribute('type', 'email');
      await waitFor(() => expect(within(dialog).getByLabelText('Rubro').tagName).toBe('SELECT'));
      expect(within(dialog).getByLabelText('Rubro')).toHaveValue('Seguro');
      const tipo = within(dialog).getByLabelText('Tipo de organización');
      expect(within(tipo).getAllByRole('option').map((o) => o.textContent)).toEqual(['—', 'Cliente', 'Agente']);
      const op = within(dialog).getByLabelText('Operación');
      expect(within(op).getAllByRole('option').map((o) => o.textContent)).toEqual(['—', 'Importación', 'Exportación']);
    });

    it("neither offers nor preselects rubro 'Seguro' once it is deactivated (nothing lost silently)", async () => {
      renderList([], { inactive: ['Seguro'] });
      const { dialog } = await open();
      await waitFor(() => expect(within(dialog).getByLabelText('Rubro').tagName).toBe('SELECT'));
      expect(within(dialog).getByLabelText('Rubro')).toHaveValue('');
      expect(within(within(dialog).getByLabelText('Rubro')).getAllByRole('option').map((o) => o.textContent)).toEqual(['—', 'Importador']);
    });

    it('falls back to free text inputs when the params call fails', async () => {
      renderList([], { failOptions: true });
      const { dialog } = await open();
      await new Promise((r) => setTimeout(r, 20));
      expect(within(dialog).getByLabelText('Rubro').tagName).toBe('INPUT');
      expect(within(dialog).getByLabelText('Rubro')).toHaveValue('Seguro');
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    });

    it("requires the razón social: 'La Razón Social es obligatoria' and nothing is sent", async () => {
      const result = jest.fn(() => ({ data: { createOrganization: org(9) } }));
      renderList([{ request: { query: CreateOrganizationDocument, variables: () => true }, result }]);
      const { user, dialog } = await open();
      await user.type(within(dialog).getByLabelText('RUC'), '123');
      await user.type(within(dialog).getByLabelText('Razón social'), '   ');
      await user.click(within(dialog).getByRole('button', { name: 'Crear organización' }));
      expect(within(dialog).getByRole('alert')).toHaveTextContent('La Razón Social es obligatoria');
      expect(result).not.toHaveBeenCalled();
    });

    it('creates with trimmed non-empty fields and the default rubro, then opens the new organization', async () => {
      const result = jest.fn(() => ({ data: { createOrganization: org(9, { razonSocial: 'Nueva S.A.' }) } }));
      renderList([
        {
          request: {
            query: CreateOrganizationDocument,
            variables: { input: { razonSocial: 'Nueva S.A.', email: 'ventas@nueva.com.py', rubro: 'Seguro', tipoOrg: 'Agente' } },
          },
          result,
        },
        orgDetailMock(org(9, { razonSocial: 'Nueva S.A.' })),
        customFieldsMock('organization', 9),
        dealsMock({ orgId: 9 }),
        activitiesMock({ orgId: 9 }),
      ]);
      const { user, dialog } = await open();
      await user.type(within(dialog).getByLabelText('Razón social'), '  Nueva S.A. ');
      await user.type(within(dialog).getByLabelText('Email'), 'ventas@nueva.com.py');
      await waitFor(() => expect(within(dialog).getByLabelText('Tipo de organización').tagName).toBe('SELECT'));
      await user.selectOptions(within(dialog).getByLabelText('Tipo de organización'), 'Agente');
      await user.click(within(dialog).getByRole('button', { name: 'Crear organización' }));
      await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/organizations/9'));
      expect(await screen.findByRole('heading', { name: 'Nueva S.A.' })).toBeInTheDocument();
      expect(result).toHaveBeenCalledTimes(1);
    });

    it("says 'No se pudo crear la organización.' when the call fails", async () => {
      renderList([{ request: { query: CreateOrganizationDocument, variables: () => true }, error: new Error('network down') }]);
      const { user, dialog } = await open();
      await user.type(within(dialog).getByLabelText('Razón social'), 'Nueva S.A.');
      await user.click(within(dialog).getByRole('button', { name: 'Crear organización' }));
      expect(await within(dialog).findByRole('alert')).toHaveTextContent('No se pudo crear la organización.');
    });
  });
});
