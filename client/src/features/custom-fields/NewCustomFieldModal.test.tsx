import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { AddRecordCustomFieldDocument } from '../../gql/graphql';
import { NewCustomFieldModal } from './NewCustomFieldModal';

function renderModal(sent: Array<Record<string, unknown>>) {
  const add = {
    request: { query: AddRecordCustomFieldDocument, variables: (v: Record<string, unknown>) => (sent.push(v), true) },
    result: { data: { upsertCustomField: { __typename: 'CustomField', id: 9, key: 'k', label: 'l', type: 'text', value: null, ownerId: 4 } } },
  } as MockLink.MockedResponse;
  const onClose = jest.fn();
  render(
    <MockedProvider mocks={[add]} mockLinkDefaultOptions={{ delay: 0 }}>
      <NewCustomFieldModal owner="organization" ownerId={4} onClose={onClose} />
    </MockedProvider>,
  );
  return { dialog: within(screen.getByRole('dialog', { name: 'Nuevo campo' })), onClose, user: userEvent.setup() };
}

describe('Nuevo campo: people name the field, the key follows', () => {
  test('the label comes first and the key is derived from it (still editable)', async () => {
    const sent: Array<Record<string, unknown>> = [];
    const { dialog, onClose, user } = renderModal(sent);
    const inputs = dialog.getAllByRole('textbox');
    expect(inputs[0]).toBe(dialog.getByLabelText('Etiqueta'));
    await user.type(dialog.getByLabelText('Etiqueta'), 'Nro. de cliente');
    expect(dialog.getByLabelText('Clave')).toHaveValue('nro_de_cliente');
    await user.click(dialog.getByRole('button', { name: 'Crear campo' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent[0]).toMatchObject({ input: { key: 'nro_de_cliente', label: 'Nro. de cliente' } });
  });

  test('a key typed by hand is kept when the label changes', async () => {
    const { dialog, user } = renderModal([]);
    await user.type(dialog.getByLabelText('Clave'), 'codigo_erp');
    await user.type(dialog.getByLabelText('Etiqueta'), 'Código en el ERP');
    expect(dialog.getByLabelText('Clave')).toHaveValue('codigo_erp');
  });
});
