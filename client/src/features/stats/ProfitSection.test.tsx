import { configure, render, screen, within } from '@testing-library/react';
import { MockedProvider } from '@apollo/client/testing/react';
import userEvent from '@testing-library/user-event';
import type { MockLink } from '@apollo/client/testing';
import { ProfitStatsDocument, type ProfitStatsQuery } from '../../gql/graphql';
import { ProfitSection } from './ProfitSection';

configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(30_000);

// nivo is ESM-only for jest: the chart gets the months it would draw.
jest.mock('./ProfitChart', () => ({
  ProfitChart: ({ data }: { data: Array<{ month: string; budgetProfit: number; realProfit: number }> }) => (
    <div data-testid="profit-chart">{data.map((d) => `${d.month}: ${d.budgetProfit}/${d.realProfit}`).join('; ')}</div>
  ),
}));

type Group = ProfitStatsQuery['profitStats']['rows'][number];
const group = (month: string, advisor: string | null, operations: number, withActual: number, budgetProfit: number, realProfit: number): Group => ({
  __typename: 'ProfitStatsGroup',
  month,
  advisor,
  operations,
  withActual,
  budgetProfit,
  realProfit,
  difference: Math.round((realProfit - budgetProfit) * 100) / 100,
});

const mock = (months: number, rows: Group[], totals: Group[]): MockLink.MockedResponse => ({
  request: { query: ProfitStatsDocument, variables: { months } },
  result: { data: { profitStats: { __typename: 'ProfitStats', months, firstMonth: '2026-01', rows, totals } } },
});

test('budgeted against real profit per month in the chart, per advisor and month in the table (US$ es-PY); another period asks again', async () => {
  const mocks = [
    mock(12, [group('2026-10', 'Ana Ventas', 1, 1, 713.34, 633.34), group('2026-10', 'Sin asesor', 1, 0, 1000, 1000)], [group('2026-10', null, 2, 1, 1713.34, 1633.34)]),
    mock(3, [], []),
  ];
  render(
    <MockedProvider mocks={mocks}>
      <ProfitSection />
    </MockedProvider>,
  );
  const section = await screen.findByTestId('profit');
  const table = await within(section).findByRole('table', { name: 'Utilidad presupuestada y real por asesor y mes (tabla)' });
  expect(within(table).getAllByRole('row').map((r) => Array.from(r.children).map((c) => c.textContent))).toEqual([
    ['Mes', 'Asesor', 'Operaciones', 'Con facturas de proveedor', 'Presupuestada', 'Real', 'Diferencia'],
    ['oct 2026', 'Ana Ventas', '1', '1', 'US$ 713,34', 'US$ 633,34', 'US$ -80,00'],
    ['oct 2026', 'Sin asesor', '1', '0', 'US$ 1.000,00', 'US$ 1.000,00', 'US$ 0,00'],
    ['oct 2026', 'Total del mes', '2', '1', 'US$ 1.713,34', 'US$ 1.633,34', 'US$ -80,00'],
  ]);
  expect(await within(section).findByTestId('profit-chart')).toHaveTextContent('oct 2026: 1713.34/1633.34');

  await userEvent.setup().selectOptions(within(section).getByRole('combobox', { name: 'Período de la utilidad presupuestada y real' }), '3');
  expect(await within(section).findByText('Sin operaciones con presupuesto confirmado en el período.')).toBeInTheDocument();
});
