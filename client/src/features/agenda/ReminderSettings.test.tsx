import { configure, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MockedProvider } from '@apollo/client/testing/react';
import { MyReminderSettingsDocument, SetReminderSettingsDocument } from '../../gql/graphql';
import { ReminderSettings } from './ReminderSettings';

configure({ asyncUtilTimeout: 5000 });

const settings = (email: boolean) => ({ data: { myReminderSettings: { __typename: 'ReminderSettings' as const, email, mailConfigured: false } } });

test("'Recibir los recordatorios también por correo': off by default, turned on in one click, with a word when the server has no mail yet", async () => {
  const saved = jest.fn(() => ({ data: { setReminderSettings: { __typename: 'ReminderSettings' as const, email: true, mailConfigured: false } } }));
  render(
    <MockedProvider
      mocks={[
        { request: { query: MyReminderSettingsDocument }, result: settings(false) },
        { request: { query: SetReminderSettingsDocument, variables: { email: true } }, result: saved },
      ]}
    >
      <ReminderSettings />
    </MockedProvider>,
  );
  const box = await screen.findByRole('checkbox', { name: 'Recibir los recordatorios también por correo' });
  expect(box).not.toBeChecked();
  await userEvent.setup().click(box);
  await waitFor(() => expect(saved).toHaveBeenCalledTimes(1));
  expect(await screen.findByText('Vas a recibir los recordatorios también por correo.')).toBeInTheDocument();
  expect(screen.getByRole('checkbox', { name: 'Recibir los recordatorios también por correo' })).toBeChecked();
  expect(screen.getByText(/todavía no tiene correo configurado/)).toBeInTheDocument();
});
