import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockLink } from '@apollo/client/testing';
import { ActivityOverviewDocument, type ActivityOverviewQuery } from '../../gql/graphql';
import { ADMIN, meMock, renderApp, storeLogin } from '../../test/renderApp';
import { formatChange, statsFromOverview } from './statsData';

// Lazy route chunks on a shared, busy CPU: allow more than the default second for the first render.
configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(30_000);

// nivo is ESM-only for jest; the chart itself is proven in Chromium (e2e/specs/stats-followup.e2e.ts).
jest.mock('./OrgBarChart', () => ({ OrgBarChart: ({ data }: { data: unknown[] }) => <div data-testid="org-chart">{data.length} barras</div> }));

const NOW = '2026-11-22T12:00:00.000Z';
const ago = (days: number) => new Date(Date.parse(NOW) - days * 86_400_000).toISOString();
type Overview = ActivityOverviewQuery['activityOverview'];

function overview(days: number, extra: Partial<Overview> = {}): Overview {
  const act = (id: number, userId: number | null, d: number, isDone = false) => ({ __typename: 'OverviewAction' as const, source: 'activity', id, userId, date: ago(d), isDone });
  const deal = (id: number, orgName: string | null, d: number, dealAdvisorUserId: number | null) => ({
    __typename: 'OverviewDeal' as const,
    id,
    orgName,
    advisorUserId: null,
    dealAdvisorUserId,
    createdByUserId: null,
    createdAt: ago(d),
  });
  return {
    __typename: 'ActivityOverview',
    days,
    now: NOW,
    totalUsers: 4,
    users: [
      { __typename: 'OverviewUser', id: 1, name: 'Ana Admin', email: 'ana@example.com' },
      { __typename: 'OverviewUser', id: 2, name: 'Beto Ventas', email: 'beto@example.com' },
      { __typename: 'OverviewUser', id: 3, name: 'Carla Ops', email: 'carla@example.com' },
    ],
    activities: [act(1, 2, 1, true), act(2, 2, 2), act(3, 2, 3, true), act(4, 3, 1), act(5, 99, 2), act(6, 1, days + 1)],
    deals: [deal(1, 'Acme', 1, 3), deal(2, 'Acme', 2, 3), deal(3, 'Beta', 2, 2), deal(4, null, 3, 3)],
    ...extra,
  };
}

const mock = (days: number, o: Overview = overview(days)): MockLink.MockedResponse => ({
  request: { query: ActivityOverviewDocument, variables: { days } },
  result: { data: { activityOverview: o } },
});

function renderStats(mocks: MockLink.MockedResponse[]) {
  storeLogin(ADMIN);
  renderApp('/admin', { mocks: [meMock(ADMIN), ...mocks] });
}

test('statsFromOverview: an operation belongs to its advisor; unknown users are "desconocido"', () => {
  const s = statsFromOverview(overview(30));
  expect(s.rows.map((r) => [r.name, r.actions, r.finished, r.operations])).toEqual([
    ['Beto Ventas', 3, 2, 1],
    ['Carla Ops', 1, 0, 3],
    ['desconocido', 1, 0, 0],
  ]);
  // Ana acted only in the previous window: 2 active now against 1 before.
  expect([s.activeUsers, s.previousActiveUsers, s.activeUsersChange, s.inactiveUsers]).toEqual([2, 1, 100, 2]);
  expect(formatChange(s.activeUsersChange)).toBe('+100 %');
  expect(formatChange(-33.3)).toBe('−33,3 %');
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
  renderStats([mock(30), mock(7, overview(7, { activities: [], deals: [] }))]);
  await screen.findByRole('table', { name: 'Actividad por usuario' });
  await userEvent.setup().selectOptions(screen.getByRole('combobox', { name: 'Ventana' }), '7');
  expect(await screen.findByText('Sin actividades en el período.')).toBeInTheDocument();
  const table = screen.getByRole('table', { name: 'Actividad por usuario' });
  expect(within(table).getByText('Sin datos')).toBeInTheDocument();
});

test("a failed load shows 'No se pudieron cargar los datos'", async () => {
  renderStats([{ request: { query: ActivityOverviewDocument, variables: { days: 30 } }, error: new Error('caído') }]);
  await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('No se pudieron cargar los datos'));
});
