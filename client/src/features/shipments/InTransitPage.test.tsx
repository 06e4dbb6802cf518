import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { addDays, paraguayToday } from '@crm/domain';
import { scriptedApollo } from '../../test/scriptedApollo';
import { InTransitPage } from './InTransitPage';

jest.setTimeout(30_000);

const today = paraguayToday(new Date());
const m = (code: string, label: string, planned: string | null, actual: string | null = null) => ({ __typename: 'Milestone' as const, code, label, planned, actual });
const row = (dealId: number, reference: string, mode: string, etd: string, eta: string, milestones: ReturnType<typeof m>[]) => ({ __typename: 'ShipmentRow' as const, dealId, reference, title: `Carga ${dealId}`, mode, etd, eta, milestones });

function setup() {
  const api = scriptedApollo((op) => {
    if (op.operationName === 'LateMilestones') {
      return { data: { lateMilestones: [{ __typename: 'LateMilestone', dealId: 11, reference: 'OP-000011', title: 'Carga 11', code: 'salida', label: 'Salida', planned: addDays(today, -2) }] } };
    }
    return {
      data: {
        inTransit: [
          row(11, 'OP-000011', 'ocean', addDays(today, -2), addDays(today, 20), [m('salida', 'Salida', addDays(today, -2)), m('arribo', 'Arribo', addDays(today, 20))]),
          row(12, 'OP-000012', 'air', addDays(today, 1), addDays(today, 2), [m('salida', 'Salida', addDays(today, 1)), m('arribo', 'Arribo', addDays(today, 2))]),
        ],
      },
    };
  });
  render(
    <MemoryRouter>
      <InTransitPage />
    </MemoryRouter>,
    { wrapper: api.wrapper },
  );
  return api;
}

test('confirmed operations with their next milestone (late in red), linked to the operation; the late alerts above', async () => {
  setup();
  const table = await screen.findByRole('table', { name: 'Operaciones en tránsito' });
  const rows = within(table).getAllByRole('row').slice(1);
  expect(rows.map((r) => within(r).getByRole('link').textContent)).toEqual(['OP-000011', 'OP-000012']);
  expect(within(rows[0]).getByText(/Salida · .* \(atrasado\)/)).toHaveAttribute('data-late', 'true');
  expect(within(rows[1]).getByText(/^Salida · /)).not.toHaveAttribute('data-late');
  expect(within(rows[1]).getByText('Aéreo')).toBeInTheDocument();
  expect(within(rows[0]).getByRole('link')).toHaveAttribute('href', '/operations/11');
  const alerts = await screen.findByTestId('late-milestone-alerts');
  expect(alerts).toHaveTextContent('Hitos atrasados (1)');
  expect(alerts).toHaveTextContent('OP-000011');
});

test('the ETA window filter asks the server for that window; the alerts use the viewer\'s day', async () => {
  const api = setup();
  const user = userEvent.setup();
  await screen.findByRole('table', { name: 'Operaciones en tránsito' });
  expect(api.sentOf('InTransit')[0].variables).toEqual({ etaFrom: null, etaTo: null });
  expect(api.sentOf('LateMilestones')[0].variables).toEqual({ today, mine: false });
  await user.click(screen.getByRole('button', { name: 'Próximos 7 días' }));
  await waitFor(() => expect(api.sentOf('InTransit').at(-1)!.variables).toEqual({ etaFrom: today, etaTo: addDays(today, 7) }));
  await user.click(screen.getByRole('button', { name: 'Quitar filtro' }));
  await waitFor(() => expect(screen.queryByRole('button', { name: 'Quitar filtro' })).not.toBeInTheDocument());
});
