import { configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockLink } from '@apollo/client/testing';
import { DeleteActivityDocument, RestoreActivityDocument, UpdateActivityDocument } from '../../gql/graphql';
import { TestProviders } from '../../test/renderApp';
import { ToastArea } from '../../ui/toast';
import { activitiesMock, activity } from '../organizations/crmFixtures';
import { ActivityHistory } from './ActivityHistory';

type Mock = MockLink.MockedResponse;

configure({ asyncUtilTimeout: 8000 });
jest.setTimeout(30_000);

const OVERDUE = activity(31, { type: 'call', subject: 'Llamar a Acme', dueDate: '2020-01-10' });
const NOTE = activity(32, { type: 'note', subject: null, notes: 'Cliente pidió tarifas', done: true });

function renderHistory(extra: Mock[], canWrite = true) {
  // Each test reads the toasts of its own area (a toast of the test before can linger while it animates out).
  const area = render(<ToastArea />).container;
  render(
    <TestProviders path="/" mocks={[activitiesMock({ orgId: 5 }, [OVERDUE, NOTE]), ...extra]}>
      <ActivityHistory filter={{ orgId: 5 }} label="Historial de actividades" empty="Sin actividades." canWrite={canWrite} />
    </TestProviders>,
  );
  const toast = (text: string) =>
    waitFor(() => {
      const li = [...area.querySelectorAll<HTMLElement>('li[data-sonner-toast][data-removed="false"]')].find((el) => el.textContent?.includes(text));
      if (!li) throw new Error(`sin aviso '${text}'`);
      return within(li);
    });
  return { toast };
}

const updated = (over: Record<string, unknown>) => ({ data: { updateActivity: { ...OVERDUE, ...over } } });

describe('ActivityHistory', () => {
  it("marks an overdue activity done ('Vencida' before), with 'Deshacer' that marks it pending again", async () => {
    const done = jest.fn(() => updated({ done: true, doneAt: '2026-11-28T12:00:00.000Z', doneByName: 'Ana Admin' }));
    const undone = jest.fn(() => updated({ done: false }));
    const { toast } = renderHistory([
      { request: { query: UpdateActivityDocument, variables: { id: 31, input: { done: true } } }, result: done },
      { request: { query: UpdateActivityDocument, variables: { id: 31, input: { done: false } } }, result: undone },
    ]);
    const user = userEvent.setup();
    const item = (await screen.findByText('Llamar a Acme')).closest('li')!;
    expect(within(item).getByText('Vencida')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Marcar como hecha: Llamar a Acme' }));
    await waitFor(() => expect(done).toHaveBeenCalledTimes(1));
    const shown = await toast('Actividad marcada como hecha.');
    expect(await within(item).findByText('Hecha')).toBeInTheDocument();
    expect(within(item).queryByText('Vencida')).not.toBeInTheDocument();
    await user.click(shown.getByRole('button', { name: 'Deshacer' }));
    await waitFor(() => expect(undone).toHaveBeenCalledTimes(1));
    expect(await within(item).findByText('Vencida')).toBeInTheDocument();
  });

  it("reschedules to a new due date, with 'Deshacer' that puts the previous one back", async () => {
    const moved = jest.fn(() => updated({ dueDate: '2026-12-15' }));
    const back = jest.fn(() => updated({ dueDate: '2020-01-10' }));
    const { toast } = renderHistory([
      { request: { query: UpdateActivityDocument, variables: { id: 31, input: { dueDate: '2026-12-15' } } }, result: moved },
      { request: { query: UpdateActivityDocument, variables: { id: 31, input: { dueDate: '2020-01-10' } } }, result: back },
    ]);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Reprogramar: Llamar a Acme' }));
    fireEvent.change(screen.getByLabelText('Nuevo vencimiento'), { target: { value: '2026-12-15' } });
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(moved).toHaveBeenCalledTimes(1));
    const shown = await toast('Actividad reprogramada para el 15/12/2026.');
    expect(await screen.findByText('Vence 15/12/2026')).toBeInTheDocument();
    expect(screen.queryByLabelText('Nuevo vencimiento')).not.toBeInTheDocument();
    await user.click(shown.getByRole('button', { name: 'Deshacer' }));
    await waitFor(() => expect(back).toHaveBeenCalledTimes(1));
  });

  it("deletes at once, with 'Deshacer' that restores it on the server; a note can be deleted but has no done or reschedule control", async () => {
    const deleted = jest.fn(() => ({ data: { deleteActivity: 32 } }));
    const restored = jest.fn(() => ({ data: { restoreActivity: NOTE } }));
    const { toast } = renderHistory([
      { request: { query: DeleteActivityDocument, variables: { id: 32 } }, result: deleted },
      { request: { query: RestoreActivityDocument, variables: { id: 32 } }, result: restored },
    ]);
    const user = userEvent.setup();
    await screen.findByText('Cliente pidió tarifas');
    expect(screen.queryByRole('button', { name: /^Marcar .*: Cliente pidió tarifas$/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reprogramar: Cliente pidió tarifas' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Eliminar: Cliente pidió tarifas' }));
    await waitFor(() => expect(deleted).toHaveBeenCalledTimes(1));
    const shown = await toast('Actividad eliminada.');
    await user.click(shown.getByRole('button', { name: 'Deshacer' }));
    await waitFor(() => expect(restored).toHaveBeenCalledTimes(1));
  });

  it("a failed write says so and offers no 'Deshacer'", async () => {
    const { toast } = renderHistory([{ request: { query: UpdateActivityDocument, variables: { id: 31, input: { done: true } } }, error: new Error('red') }]);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Marcar como hecha: Llamar a Acme' }));
    const shown = await toast('No se pudo guardar la actividad.');
    expect(shown.queryByRole('button', { name: 'Deshacer' })).not.toBeInTheDocument();
  });

  it('a reader sees the list without any control', async () => {
    renderHistory([], false);
    await screen.findByText('Llamar a Acme');
    expect(screen.getByText('Vencida')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Historial de actividades' })).queryByRole('button')).not.toBeInTheDocument();
  });
});
