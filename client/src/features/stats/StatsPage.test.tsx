import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockLink } from '@apollo/client/testing';
import { StatsSummaryDocument, type StatsSummaryQuery } from '../../gql/graphql';
import { ADMIN, meMock, renderApp, storeLogin } from '../../test/renderApp';
import { formatChange } from './statsData';

// Lazy route chunks on a shared, busy CPU: allow more than the default second for the first render.
configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(30_000);

// nivo is ESM-only for jest; the chart itself is proven in Chromium (e2e/specs/stats-followup.e2e.ts).
jest.mock('./OrgBarChart', () => ({ OrgBarChart: ({ data }: { data: unknown[] }) => <div data-testid="org-chart">{data.length} barras</div> }));

type Summary = StatsSummaryQuery['statsSummary'];
type Row = Summary['rows'][number];

const row = (userId: number | null, name: string, actions: number, finished: number, operations: number): Row => ({ __typename: 'StatsUserRow', userId, name, actions, finished, operations });

/** The server's summary (statsSummary computes it with domain/stats.ts): the screen only shows and sorts it. */
function summary(days: number, extra: Partial<Summary> = {}): Summary {
  return {
    __typename: 'StatsSummary',
    days,
    totalUsers: 4,
    activeUsers: 2,
    previousActiveUsers: 1,
    activeUsersChange: 100,
    inactiveUsers: 2,
    mostActive: { __typename: 'StatsMostActive', userId: 2, name: 'Beto Ventas', initials: 'BV', actions: 3, finished: 2 },
    topOrganizations: [
      { __typename: 'StatsOrganizationCount', name: 'Acme', operations: 2 },
      { __typename: 'StatsOrganizationCount', name: 'Beta', operations: 1 },
      { __typename: 'StatsOrganizationCount', name: 'Sin organización', operations: 1 },
    ],
    rows: [row(2, 'Beto Ventas', 3, 2, 1), row(3, 'Carla Ops', 1, 0, 3), row(null, 'desconocido', 1, 0, 0)],
    ...extra,
  };
}

const mock = (days: number, s: Summary = summary(days)): MockLink.MockedResponse => ({
  request: { query: StatsSummaryDocument, variables: { days } },
  result: { data: { statsSummary: s } },
});

function renderStats(mocks: MockLink.MockedResponse[]) {
  storeLogin(ADMIN);
  renderApp('/admin', { mocks: [meMock(ADMIN), ...mocks] });
}

test('formatChange: sign, one decimal, es-PY', () => {
  expect(formatChange(100)).toBe('+100 %');
  expect(formatChange(-33.3)).toBe('−33,3 %');
  expect(formatChange(0)).toBe('0 %');
});

test('cards, the user table and the organizations table fallback for the default 30 days', async () => {
  renderStats([mock(30)]);
  expect(await screen.findByText('Cargando datos…')).toBeInTheDocument();
  const table = await screen.findByRole('table', { name: 'Actividad por usuario' });
  expect(within(table).getAllByRole('row').slice(1).map((r) => r.textContent)).toEqual(['Beto Ventas321', 'Carla Ops103', 'desconocido100']);
  expect(screen.getByRole('combobox', { name: 'Ventana' })).toHaveValue('30');
  const activos = screen.getByRole('region', { name: 'Usuarios activos' });
  expect(activos).toHaveTextContent('2');
  expect(activos).toHaveTextContent('+100 %');
  expect(screen.getByRole('region', { name: 'Activos / inactivos' })).toHaveTextContent('2 / 2Total: 4 usuarios');
  expect(screen.getByRole('region', { name: 'Responsable más activo' })).toHaveTextContent('BVBeto Ventas3 acciones · 2 finalizadas');
  const orgs = screen.getByRole('table', { name: 'Nuevas operaciones por organización (tabla)' });
  expect(within(orgs).getAllByRole('row').slice(1).map((r) => r.textContent)).toEqual(['Acme2', 'Beta1', 'Sin organización1']);
  expect(await screen.findByTestId('org-chart')).toHaveTextContent('3 barras');
});

test('header clicks sort the table: first descending, again ascending; the name alphabetically', async () => {
  renderStats([mock(30)]);
  const table = await screen.findByRole('table', { name: 'Actividad por usuario' });
  const names = () => within(table).getAllByRole('row').slice(1).map((r) => r.firstChild?.textContent);
  const user = userEvent.setup();
  await user.click(within(table).getByRole('button', { name: /Operaciones/ }));
  expect(names()).toEqual(['Carla Ops', 'Beto Ventas', 'desconocido']);
  expect(within(table).getByRole('columnheader', { name: /Operaciones/ })).toHaveAttribute('aria-sort', 'descending');
  await user.click(within(table).getByRole('button', { name: /Operaciones/ }));
  expect(names()).toEqual(['desconocido', 'Beto Ventas', 'Carla Ops']);
  await user.click(within(table).getByRole('button', { name: /Usuario/ }));
  expect(names()).toEqual(['desconocido', 'Carla Ops', 'Beto Ventas']);
  await user.click(within(table).getByRole('button', { name: /Usuario/ }));
  expect(names()).toEqual(['Beto Ventas', 'Carla Ops', 'desconocido']);
});

test("changing the window reloads; an empty window shows 'Sin actividades en el período.' and 'Sin datos'", async () => {
  renderStats([mock(30), mock(7, summary(7, { activeUsers: 0, previousActiveUsers: 2, activeUsersChange: -100, inactiveUsers: 4, mostActive: null, topOrganizations: [], rows: [] }))]);
  await screen.findByRole('table', { name: 'Actividad por usuario' });
  await userEvent.setup().selectOptions(screen.getByRole('combobox', { name: 'Ventana' }), '7');
  expect(await screen.findByText('Sin actividades en el período.')).toBeInTheDocument();
  const table = screen.getByRole('table', { name: 'Actividad por usuario' });
  expect(within(table).getByText('Sin datos')).toBeInTheDocument();
  expect(screen.getByRole('region', { name: 'Usuarios activos' })).toHaveTextContent('−100 % vs. 7 días anteriores (2)');
  expect(screen.getByRole('region', { name: 'Nuevas operaciones por organización' })).toHaveTextContent('Sin datos');
});

test("a failed load shows 'No se pudieron cargar los datos'", async () => {
  renderStats([{ request: { query: StatsSummaryDocument, variables: { days: 30 } }, error: new Error('caído') }]);
  await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('No se pudieron cargar los datos'));
});

test('a busy window: the server\'s counts (past the 10,000 actions the raw lists allowed) shown with es-PY thousands', async () => {
  const busy = summary(90, {
    activeUsers: 20,
    totalUsers: 20,
    inactiveUsers: 0,
    mostActive: { __typename: 'StatsMostActive', userId: 2, name: 'Beto Ventas', initials: 'BV', actions: 15_300, finished: 4_210 },
    rows: [row(2, 'Beto Ventas', 15_300, 4_210, 312), row(3, 'Carla Ops', 14_950, 5_001, 1_204)],
  });
  renderStats([mock(30), mock(90, busy)]);
  await screen.findByRole('table', { name: 'Actividad por usuario' });
  await userEvent.setup().selectOptions(screen.getByRole('combobox', { name: 'Ventana' }), '90');
  await waitFor(() => expect(screen.getByRole('region', { name: 'Responsable más activo' })).toHaveTextContent('BVBeto Ventas15.300 acciones · 4.210 finalizadas'));
  const table = screen.getByRole('table', { name: 'Actividad por usuario' });
  expect(within(table).getAllByRole('row').slice(1).map((r) => r.textContent)).toEqual(['Beto Ventas15.3004.210312', 'Carla Ops14.9505.0011.204']);
  expect(screen.getByRole('region', { name: 'Activos / inactivos' })).toHaveTextContent('20 / 0Total: 20 usuarios');
});
