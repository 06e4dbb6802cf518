import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { addDays, paraguayToday } from '@crm/domain';
import { SessionProvider } from '../../session/SessionProvider';
import { scriptedApollo } from '../../test/scriptedApollo';
import { AgendaPage } from './AgendaPage';

jest.setTimeout(30_000);

const today = paraguayToday(new Date());

function setup(role: string) {
  const api = scriptedApollo((op) => {
    if (op.operationName === 'LateMilestones') {
      return { data: { lateMilestones: [{ __typename: 'LateMilestone', dealId: 11, reference: 'OP-000011', title: 'Carga 11', code: 'arribo', label: 'Arribo', planned: addDays(today, -2) }] } };
    }
    return { data: { myAgenda: { __typename: 'MyAgenda', overdue: [], today: [], upcoming: [] } } };
  });
  const user = { id: 5, name: 'Olga', email: 'olga@example.com', role };
  render(
    <MemoryRouter>
      <SessionProvider restored={{ user }}>
        <AgendaPage />
      </SessionProvider>
    </MemoryRouter>,
    { wrapper: api.wrapper },
  );
  return api;
}

test.each([
  ['ops', false],
  ['admin', false],
  ['venta', true],
])('Mi agenda shows the late milestones: %s asks for mine = %p', async (role, mine) => {
  const api = setup(role);
  const alerts = await screen.findByTestId('late-milestone-alerts');
  expect(alerts).toHaveTextContent('Hitos atrasados (1)');
  expect(alerts).toHaveTextContent('OP-000011');
  await waitFor(() => expect(api.sentOf('LateMilestones')[0].variables).toEqual({ today, mine }));
});
