import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { NEXT_STEP_MESSAGES } from '@crm/domain';
import { LogCallDocument } from '../../gql/graphql';
import { LogCallDialog } from './index';

configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(30_000);

/** The 'Registrar llamada' dialog of an operation: the same outcome rules as the follow-up screen, the record's links sent. */
test('an interesado call from an operation needs its next step; then it is logged on the operation, its organization and contact', async () => {
  const logged = jest.fn(() => ({
    data: {
      logCall: {
        __typename: 'FollowupCall' as const,
        id: 31,
        source: 'followup',
        userId: 4,
        userName: 'Vera Ventas',
        orgId: 8,
        orgName: 'Acme',
        contactId: 5,
        contactName: 'Rosa',
        dealId: 12,
        dealReference: 'OP-000012',
        subject: 'Llamada',
        notes: 'Quiere cotizar',
        happenedAt: '2026-11-22 09:05:00',
        durationMin: 0,
        outcome: 'interesado',
        nextActivityId: 77,
        invalidatedAt: null,
        invalidatedReason: null,
      },
    },
  }));
  const mock = {
    request: {
      query: LogCallDocument,
      variables: (v: { input: { dealId: number; orgId: number; contactId: number; outcome: string; notes: string; nextTask: { subject: string; dueAt: string } | null } }) =>
        v.input.dealId === 12 &&
        v.input.orgId === 8 &&
        v.input.contactId === 5 &&
        v.input.outcome === 'interesado' &&
        v.input.notes === 'Quiere cotizar' &&
        v.input.nextTask?.subject === 'Enviar cotización' &&
        v.input.nextTask.dueAt === '2099-01-15 10:30:00',
    },
    result: logged,
  } as MockLink.MockedResponse;
  const onLogged = jest.fn();
  const onClose = jest.fn();
  render(
    <MockedProvider mocks={[mock]}>
      <LogCallDialog links={{ dealId: 12, orgId: 8, contactId: 5 }} about="OP-000012 — Importación" onClose={onClose} onLogged={onLogged} />
    </MockedProvider>,
  );
  const user = userEvent.setup();
  const dialog = screen.getByRole('dialog', { name: 'Registrar llamada' });
  expect(dialog).toHaveTextContent('Llamada sobre OP-000012 — Importación');
  await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Resultado' }), 'Interesado');
  await user.type(within(dialog).getByRole('textbox', { name: 'Notas' }), 'Quiere cotizar');
  await user.click(within(dialog).getByRole('button', { name: 'Registrar llamada' }));
  // No next step yet: the error is next to its field and nothing is sent.
  expect(await within(dialog).findByText(NEXT_STEP_MESSAGES.nextTaskSubjectRequired)).toBeInTheDocument();
  expect(logged).not.toHaveBeenCalled();
  await user.type(within(dialog).getByRole('textbox', { name: 'Tarea' }), 'Enviar cotización');
  // The next step's date-time picker comes first (its segments: day, month, year, hour, minute).
  await user.click(within(dialog).getAllByRole('spinbutton')[0]);
  await user.keyboard('150120991030');
  await user.click(within(dialog).getByRole('button', { name: 'Registrar llamada' }));
  await waitFor(() => expect(logged).toHaveBeenCalledTimes(1));
  await waitFor(() => expect(onClose).toHaveBeenCalled());
  expect(onLogged).toHaveBeenCalledTimes(1);
});
