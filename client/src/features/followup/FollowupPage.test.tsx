import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockLink } from '@apollo/client/testing';
import { NEXT_STEP_MESSAGES, paraguayToday } from '@crm/domain';
import {
  FollowupCallsDocument,
  FollowupDashboardDocument,
  FollowupNotesDocument,
  FollowupUsersDocument,
  InvalidateCallDocument,
  LogCallDocument,
  type FollowupCallFieldsFragment,
} from '../../gql/graphql';
import { ADMIN, meMock, renderApp, storeLogin, type TestUser } from '../../test/renderApp';

// Lazy route chunks on a shared, busy CPU: allow more than the default second for the first render.
configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(30_000);

// nivo is ESM-only for jest; the charts themselves are proven in Chromium (e2e/specs/stats-followup.e2e.ts).
jest.mock('./FollowupCharts', () => ({
  ActivityLineChart: () => <div data-testid="line-chart" />,
  ContactedBarChart: () => <div data-testid="bar-chart" />,
}));

const VENTA: TestUser = { id: 4, name: 'Vera Ventas', email: 'vera@example.com', role: 'venta' };
// The office's day, which the screen sends whatever the browser's zone ('Llamadas hoy' counts America/Asuncion days).
const today = paraguayToday(new Date());

const summary = (callsToday: number) => ({
  __typename: 'FollowupSummary' as const,
  totalOrganizations: 12,
  callsToday,
  contactedOrganizations: 5,
  organizationsWithoutContact: 7,
  notesTotal: 3,
  series: [{ __typename: 'FollowupDay' as const, date: today, calls: callsToday, notes: 0 }],
});

const CALL: FollowupCallFieldsFragment = {
  __typename: 'FollowupCall',
  id: 1,
  source: 'followup',
  userId: 4,
  userName: 'Vera Ventas',
  orgId: 8,
  orgName: 'Acme',
  contactId: null,
  contactName: null,
  dealId: null,
  dealReference: null,
  subject: 'Llamada',
  notes: 'Pidió tarifa',
  happenedAt: '2026-11-22 09:05:00',
  durationMin: 5,
  outcome: null,
  nextActivityId: null,
  invalidatedAt: null,
  invalidatedReason: null,
};

const dash = (userId: number | null, callsToday: number): MockLink.MockedResponse => ({
  request: { query: FollowupDashboardDocument, variables: { userId, today } },
  result: { data: { followupSummary: summary(callsToday) } },
});
const calls = (userId: number | null, rows: FollowupCallFieldsFragment[], offset?: number): MockLink.MockedResponse => ({
  request: { query: FollowupCallsDocument, variables: { userId, q: null, first: 50, ...(offset === undefined ? {} : { offset }) } },
  result: { data: { followupCalls: rows } },
});
const notes = (userId: number | null): MockLink.MockedResponse => ({
  request: { query: FollowupNotesDocument, variables: { userId, q: null } },
  result: { data: { followupNotes: [] } },
});

test('cards, chart tables and the empty call history; no user filter for a non-admin', async () => {
  storeLogin(VENTA);
  renderApp('/followup', { mocks: [meMock(VENTA), dash(null, 0), calls(null, []), notes(null)] });
  expect(await screen.findByRole('heading', { name: 'Dashboard de seguimiento' })).toBeInTheDocument();
  await waitFor(() => expect(screen.getByRole('region', { name: 'Total Organizaciones' })).toHaveTextContent('12'));
  expect(screen.getByRole('region', { name: 'Llamadas hoy' })).toHaveTextContent('0');
  expect(screen.getByRole('region', { name: 'Organizaciones sin contacto' })).toHaveTextContent('7');
  expect(screen.getByRole('region', { name: 'Notas totales' })).toHaveTextContent('3');
  expect(within(screen.getByRole('table', { name: 'Organizaciones contactadas y sin contacto (tabla)' })).getAllByRole('row').map((r) => r.textContent)).toEqual([
    'Contactadas5',
    'Sin contacto7',
  ]);
  expect(await screen.findByTestId('line-chart')).toBeInTheDocument();
  expect(await screen.findByText('Sin llamadas registradas.')).toBeInTheDocument();
  expect(screen.queryByRole('combobox', { name: 'Usuario' })).not.toBeInTheDocument();
});

test("registering a call: 'Llamada registrada.', notes and duration reset, cards and history reload", async () => {
  storeLogin(VENTA);
  const logged = jest.fn(() => ({ data: { logCall: { ...CALL, id: 2, notes: 'Confirmó', durationMin: 7, orgId: null, orgName: null } } }));
  renderApp('/followup', {
    mocks: [
      meMock(VENTA),
      dash(null, 0),
      calls(null, []),
      notes(null),
      {
        request: {
          query: LogCallDocument,
          variables: (v: { input: { subject: string; notes: string; durationMin: number; happenedAt: string; outcome: string; nextTask: unknown } }) =>
            v.input.subject === 'Llamada' &&
            v.input.notes === 'Confirmó' &&
            v.input.durationMin === 7 &&
            v.input.outcome === 'no_interesado' &&
            v.input.nextTask === null &&
            /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:00$/.test(v.input.happenedAt),
        },
        result: logged,
      } as MockLink.MockedResponse,
      dash(null, 1),
      calls(null, [CALL]),
      notes(null),
    ],
  });
  const user = userEvent.setup();
  const form = await screen.findByRole('form', { name: 'Registrar llamada' });
  expect(within(form).getByRole('textbox', { name: 'Asunto' })).toHaveValue('Llamada');
  await user.selectOptions(within(form).getByRole('combobox', { name: 'Resultado' }), 'No interesado');
  await user.type(within(form).getByRole('textbox', { name: 'Notas' }), 'Confirmó');
  const duration = within(form).getByRole('spinbutton', { name: 'Duración (min)' });
  await user.clear(duration);
  await user.type(duration, '7');
  await user.click(within(form).getByRole('button', { name: 'Registrar llamada' }));
  expect(await within(form).findByText('Llamada registrada.')).toBeInTheDocument();
  expect(logged).toHaveBeenCalledTimes(1);
  expect(within(form).getByRole('textbox', { name: 'Notas' })).toHaveValue('');
  expect(duration).toHaveValue(0);
  const history = screen.getByRole('table', { name: 'Historial de llamadas' });
  await waitFor(() => expect(within(history).getAllByRole('row')[1]).toHaveTextContent('22/11/2026 09:05Acme—LlamadaPidió tarifa5 min'));
  expect(screen.getByRole('region', { name: 'Llamadas hoy' })).toHaveTextContent('1');
});

test("a failed save says 'No se pudo registrar la llamada.'; failed list loads are empty lists, silently", async () => {
  storeLogin(VENTA);
  renderApp('/followup', {
    mocks: [
      meMock(VENTA),
      dash(null, 0),
      { request: { query: FollowupCallsDocument, variables: { userId: null, q: null } }, error: new Error('caído') },
      { request: { query: FollowupNotesDocument, variables: { userId: null, q: null } }, error: new Error('caído') },
      { request: { query: LogCallDocument, variables: () => true }, error: new Error('caído') } as MockLink.MockedResponse,
    ],
  });
  expect(await screen.findByText('Sin llamadas registradas.')).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  const user = userEvent.setup();
  await user.selectOptions(screen.getByRole('combobox', { name: 'Resultado' }), 'No contesta');
  await user.click(screen.getByRole('button', { name: 'Registrar llamada' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('No se pudo registrar la llamada.');
});

test('a call needs its outcome; interesado asks for notes and a next task with date and time, in Spanish next to each field; nothing is sent', async () => {
  storeLogin(VENTA);
  const sent = jest.fn(() => ({ data: { logCall: CALL } }));
  renderApp('/followup', {
    mocks: [meMock(VENTA), dash(null, 0), calls(null, []), notes(null), { request: { query: LogCallDocument, variables: () => true }, result: sent } as MockLink.MockedResponse],
  });
  const user = userEvent.setup();
  const form = await screen.findByRole('form', { name: 'Registrar llamada' });
  await user.click(within(form).getByRole('button', { name: 'Registrar llamada' }));
  expect(await within(form).findByText('Elegí el resultado de la llamada.')).toBeInTheDocument();
  await user.selectOptions(within(form).getByRole('combobox', { name: 'Resultado' }), 'Interesado');
  expect(within(form).getByRole('group', { name: 'Próximo paso' })).toBeInTheDocument();
  await user.click(within(form).getByRole('button', { name: 'Registrar llamada' }));
  expect(await within(form).findByText(NEXT_STEP_MESSAGES.notesRequired)).toBeInTheDocument();
  expect(within(form).getByText(NEXT_STEP_MESSAGES.nextTaskSubjectRequired)).toBeInTheDocument();
  expect(within(form).getByText(NEXT_STEP_MESSAGES.nextTaskDueInvalid)).toBeInTheDocument();
  expect(sent).not.toHaveBeenCalled();
});

test('an admin gets the user filter, which reloads the cards and lists for that user', async () => {
  storeLogin(ADMIN);
  renderApp('/followup', {
    mocks: [
      meMock(ADMIN),
      { request: { query: FollowupUsersDocument }, result: { data: { users: [{ __typename: 'User', id: 4, name: 'Vera Ventas' }] } } },
      dash(null, 0),
      calls(null, []),
      notes(null),
      dash(4, 2),
      calls(4, [CALL]),
      notes(4),
    ],
  });
  const select = await screen.findByRole('combobox', { name: 'Usuario' });
  await waitFor(() => expect(within(select).getAllByRole('option').map((o) => o.textContent)).toEqual(['Todos', 'Vera Ventas']));
  await userEvent.setup().selectOptions(select, '4');
  await waitFor(() => expect(screen.getByRole('region', { name: 'Llamadas hoy' })).toHaveTextContent('2'));
  expect(await screen.findByRole('link', { name: 'Acme' })).toHaveAttribute('href', '/organizations/8');
});

test("the call history pages: 'Cargar más llamadas' adds the next page and goes away at the end", async () => {
  const user = userEvent.setup();
  storeLogin(VENTA);
  const page = (from: number, n: number) => Array.from({ length: n }, (_, i) => ({ ...CALL, id: from + i + 1, subject: `Llamada ${from + i + 1}` }));
  renderApp('/followup', { mocks: [meMock(VENTA), dash(null, 0), calls(null, page(0, 50)), notes(null), calls(null, page(50, 3), 50)] });
  const history = await screen.findByRole('table', { name: 'Historial de llamadas' });
  await within(history).findByText('Llamada 50');
  await user.click(screen.getByRole('button', { name: 'Cargar más llamadas' }));
  await within(history).findByText('Llamada 53');
  expect(within(history).getAllByRole('row')).toHaveLength(54);
  await waitFor(() => expect(screen.queryByRole('button', { name: 'Cargar más llamadas' })).not.toBeInTheDocument());
});

test("'Invalidar' on the author's own call asks for a reason (required, next to the field), then marks the row; another's call has no button", async () => {
  storeLogin(VENTA);
  const other: FollowupCallFieldsFragment = { ...CALL, id: 2, userId: 9, userName: 'Otra Persona', subject: 'Ajena', happenedAt: '2026-11-21 08:00:00' };
  const invalidated = jest.fn(() => ({ data: { invalidateCall: { ...CALL, invalidatedAt: '2026-11-22T13:00:00.000Z', invalidatedReason: 'Cargada dos veces' } } }));
  renderApp('/followup', {
    mocks: [
      meMock(VENTA),
      dash(null, 1),
      calls(null, [CALL, other]),
      notes(null),
      { request: { query: InvalidateCallDocument, variables: { id: 1, reason: 'Cargada dos veces' } }, result: invalidated },
      dash(null, 0),
      calls(null, [{ ...CALL, invalidatedAt: '2026-11-22T13:00:00.000Z', invalidatedReason: 'Cargada dos veces' }, other]),
      notes(null),
    ],
  });
  const user = userEvent.setup();
  const history = await screen.findByRole('table', { name: 'Historial de llamadas' });
  await waitFor(() => expect(within(history).getAllByRole('row')).toHaveLength(3));
  const [, mine, theirs] = within(history).getAllByRole('row');
  expect(within(theirs).queryByRole('button', { name: /Invalidar/ })).toBeNull();
  await user.click(within(mine).getByRole('button', { name: 'Invalidar la llamada del 22/11/2026 09:05' }));
  const dialog = await screen.findByRole('dialog', { name: 'Invalidar llamada' });
  await user.click(within(dialog).getByRole('button', { name: 'Invalidar' }));
  expect(within(dialog).getByRole('alert')).toHaveTextContent('Escribí el motivo para invalidar la llamada.');
  expect(within(dialog).getByRole('textbox', { name: /^Motivo/ })).toHaveAttribute('aria-invalid', 'true');
  expect(invalidated).not.toHaveBeenCalled();
  await user.type(within(dialog).getByRole('textbox', { name: /^Motivo/ }), 'Cargada dos veces');
  await user.click(within(dialog).getByRole('button', { name: 'Invalidar' }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Invalidar llamada' })).toBeNull());
  expect(invalidated).toHaveBeenCalledTimes(1);
  await waitFor(() => expect(within(screen.getByRole('table', { name: 'Historial de llamadas' })).getAllByRole('row')[1]).toHaveTextContent('Invalidada: Cargada dos veces'));
  expect(within(screen.getByRole('table', { name: 'Historial de llamadas' }).querySelectorAll('tr')[1] as HTMLElement).queryByRole('button', { name: /Invalidar/ })).toBeNull();
});
