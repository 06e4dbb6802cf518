import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockLink } from '@apollo/client/testing';
import { officeMonth, TARGET_MESSAGES } from '@crm/domain';
import { PlanTaskDocument, SalesDashboardDocument, SetSalesTargetDocument, type SalesDashboardQuery } from '../../gql/graphql';
import { ADMIN, meMock, renderApp, storeLogin, type TestUser } from '../../test/renderApp';
import { tomorrowAtNine } from './salesData';

configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(30_000);

// nivo is ESM-only for jest; the charts themselves are drawn in Chromium (e2e/specs/follow-up.e2e.ts).
jest.mock('./SalesCharts', () => ({ ProgressChart: () => <div data-testid="progress-chart" />, OutcomeCallsChart: () => <div data-testid="outcome-chart" /> }));

const VENTA: TestUser = { id: 4, name: 'Vera Ventas', email: 'vera@example.com', role: 'venta' };
const month = officeMonth(Date.now());

type Dash = SalesDashboardQuery['salesDashboard'];
const progress = (metric: string, label: string, target: number | null, actual: number, percent: number | null, status: string) => ({ __typename: 'TargetProgress' as const, metric, label, target, actual, percent, status });
const PROGRESS = [
  progress('calls', 'Llamadas', 40, 20, 50, 'en_camino'),
  progress('newProspects', 'Prospectos nuevos', null, 1, null, 'sin_meta'),
  progress('quotesSent', 'Cotizaciones enviadas', 10, 2, 20, 'atrasada'),
  progress('pipelineValue', 'Valor del pipeline (USD)', 5000, 1600.25, 32, 'atrasada'),
  progress('wonValue', 'Valor ganado (USD)', 2000, 2000.1, 100, 'cumplida'),
];
const seller = (userId: number, userName: string) => ({
  __typename: 'SalesTarget' as const,
  userId,
  userName,
  month,
  calls: 40,
  newProspects: null,
  quotesSent: 10,
  pipelineValue: 5000,
  wonValue: 2000,
  progress: PROGRESS,
});
const action = {
  __typename: 'PipelineDeal' as const,
  dealId: 12,
  reference: 'OP-000012',
  title: 'Importación de repuestos',
  value: 100,
  orgId: 8,
  orgName: 'Acme',
  contactId: null,
  contactName: null,
  ownerUserId: 4,
  ownerName: 'Vera Ventas',
  nextDueAt: null,
  lastTouchAt: '2026-11-20T12:00:00.000Z',
  buckets: ['unquoted', 'noNextStep'],
  reason: 'noNextStep',
  reasonLabel: 'Sin próximo paso',
};
const dashboard = (userId: number | null, sellers: ReturnType<typeof seller>[]): Dash => ({
  __typename: 'SalesDashboard',
  month,
  userId,
  elapsed: 0.5,
  sellers,
  totals: PROGRESS,
  callsByOutcome: [{ __typename: 'OutcomeCount', outcome: 'interesado', label: 'Interesado', count: 3 }],
  health: [
    { __typename: 'HealthCount', bucket: 'unquoted', label: 'Sin cotizar', count: 1 },
    { __typename: 'HealthCount', bucket: 'noNextStep', label: 'Sin próximo paso', count: 1 },
  ],
  healthDeals: [action],
  nextActions: [action],
});
const dashMock = (userId: number | null, d: Dash): MockLink.MockedResponse => ({
  request: { query: SalesDashboardDocument, variables: { month, userId } },
  result: { data: { salesDashboard: d } },
  maxUsageCount: 3,
});

test('a seller’s own dashboard: targets vs actual as a table, health, and one click schedules a task for tomorrow 09:00', async () => {
  storeLogin(VENTA);
  const planned = jest.fn(() => ({ data: { planTask: { __typename: 'AgendaTask' as const, id: 90, subject: 'Dar seguimiento', dueAt: '2026-11-21T12:00:00.000Z', dealId: 12 } } }));
  renderApp('/sales', {
    mocks: [
      meMock(VENTA),
      dashMock(null, dashboard(VENTA.id, [seller(VENTA.id, VENTA.name)])),
      {
        request: { query: PlanTaskDocument, variables: (v: { input: { subject: string; dueAt: string; dealId: number } }) => v.input.dealId === 12 && v.input.subject === 'Dar seguimiento' && v.input.dueAt === tomorrowAtNine(Date.now()) },
        result: planned,
      } as MockLink.MockedResponse,
    ],
  });
  const table = await screen.findByRole('table', { name: 'Meta contra lo logrado' });
  const rows = within(table).getAllByRole('row').map((r) => r.textContent);
  expect(rows).toEqual([
    'CifraMetaLogrado%Estado',
    'Llamadas402050 %En camino',
    'Prospectos nuevos—1—Sin meta',
    'Cotizaciones enviadas10220 %Atrasada',
    'Valor del pipeline (USD)USD 5.000,00USD 1.600,2532 %Atrasada',
    'Valor ganado (USD)USD 2.000,00USD 2.000,10100 %Cumplida',
  ]);
  // No team table and no target editing for a seller; no seller choice either.
  expect(screen.queryByRole('table', { name: 'Metas por vendedor' })).toBeNull();
  expect(screen.queryByRole('combobox', { name: 'Vendedor' })).toBeNull();
  expect(screen.getByRole('region', { name: 'Salud del pipeline' })).toHaveTextContent('1Sin cotizar');
  const next = screen.getByRole('table', { name: 'Próximas acciones' });
  expect(within(next).getAllByRole('row')[1]).toHaveTextContent('OP-000012 Importación de repuestosAcmeSin próximo pasoUSD 100,00');
  const user = userEvent.setup();
  await user.click(within(next).getByRole('button', { name: 'Agendar tarea: OP-000012' }));
  await waitFor(() => expect(planned).toHaveBeenCalledTimes(1));
});

test('the team’s dashboard for an admin: a row per seller and “Editar metas” with Spanish errors next to the fields', async () => {
  storeLogin(ADMIN);
  const team = dashboard(null, [seller(4, 'Vera Ventas'), seller(5, 'Victor Ventas')]);
  const saved = jest.fn(() => ({ data: { setSalesTarget: seller(5, 'Victor Ventas') } }));
  renderApp('/sales', {
    mocks: [
      meMock(ADMIN),
      dashMock(null, team),
      {
        request: { query: SetSalesTargetDocument, variables: { input: { userId: 5, month, calls: 40, newProspects: null, quotesSent: 10, pipelineValue: 1234.5, wonValue: 2000 } } },
        result: saved,
      },
      dashMock(null, team),
    ],
  });
  const perSeller = await screen.findByRole('table', { name: 'Metas por vendedor' });
  expect(within(perSeller).getAllByRole('row')).toHaveLength(3);
  expect(within(perSeller).getAllByRole('row')[2]).toHaveTextContent('Victor Ventas20 / 40 (50 %) En camino');
  expect(screen.getByRole('combobox', { name: 'Vendedor' })).toHaveTextContent('Todo el equipo');
  const user = userEvent.setup();
  await user.click(within(perSeller).getByRole('button', { name: 'Editar metas de Victor Ventas' }));
  const dialog = await screen.findByRole('dialog', { name: 'Metas de Victor Ventas' });
  const pipeline = within(dialog).getByRole('textbox', { name: /^Valor del pipeline/ });
  await user.clear(pipeline);
  await user.type(pipeline, '1.234,567');
  const calls = within(dialog).getByRole('textbox', { name: /^Llamadas/ });
  await user.clear(calls);
  await user.type(calls, '-3');
  await user.click(within(dialog).getByRole('button', { name: 'Guardar metas' }));
  expect(await within(dialog).findByText(TARGET_MESSAGES.moneyInvalid)).toBeInTheDocument();
  expect(within(dialog).getByText(TARGET_MESSAGES.countInvalid)).toBeInTheDocument();
  expect(saved).not.toHaveBeenCalled();
  await user.clear(pipeline);
  await user.type(pipeline, '1.234,50');
  await user.clear(calls);
  await user.type(calls, '40');
  await user.click(within(dialog).getByRole('button', { name: 'Guardar metas' }));
  await waitFor(() => expect(saved).toHaveBeenCalledTimes(1));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Metas de Victor Ventas' })).toBeNull());
});
