import { NUMBER_INPUT_MESSAGES } from '@crm/domain';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { CreateDealDocument } from '../../gql/graphql';
import { DEAL_INCOMPLETE, DEAL_NO_ID, NewDealModal, type NewDealModalProps } from './NewDealModal';
import { pipelinesMock } from './testMocks';

function renderModal(mocks: MockLink.MockedResponse[], props: Partial<NewDealModalProps> = {}, pipelinesDelay = 0) {
  const onCreated = jest.fn();
  render(
    <MockedProvider mocks={[pipelinesMock(pipelinesDelay), ...mocks]} mockLinkDefaultOptions={{ delay: 0 }}>
      <NewDealModal onClose={jest.fn()} onCreated={onCreated} {...props} />
    </MockedProvider>,
  );
  return { dialog: screen.getByRole('dialog'), onCreated, user: userEvent.setup() };
}

const created = (id: number | null) => ({
  data: { createDeal: id === null ? null : { __typename: 'Deal', id, reference: 'OP-1', title: 't', stageId: 11, pipelineId: 1 } },
});

describe('NewDealModal', () => {
  it('preselects the first pipeline and its first stage; the stage select waits for them', async () => {
    const { dialog } = renderModal([], {}, 30);
    const d = within(dialog);
    expect(d.getByLabelText('Etapa')).toBeDisabled();
    await waitFor(() => expect(d.getByLabelText('Etapa')).toBeEnabled());
    expect(d.getByLabelText('Pipeline')).toHaveValue('1');
    expect(d.getByLabelText('Etapa')).toHaveValue('11');
    expect(d.getByLabelText('Valor')).toHaveValue('0');
  });

  it('switching pipeline selects that pipeline first stage', async () => {
    const { dialog, user } = renderModal([]);
    const d = within(dialog);
    await waitFor(() => expect(d.getByLabelText('Etapa')).toBeEnabled());
    await user.selectOptions(d.getByLabelText('Pipeline'), '2');
    expect(d.getByLabelText('Etapa')).toHaveValue('21');
  });

  it('asks for the title and sends nothing without it', async () => {
    const result = jest.fn(() => created(1));
    const { dialog, user } = renderModal([{ request: { query: CreateDealDocument, variables: () => true }, result }]);
    const d = within(dialog);
    await waitFor(() => expect(d.getByLabelText('Etapa')).toBeEnabled());
    await user.click(d.getByRole('button', { name: 'Crear' }));
    expect(d.getByRole('alert')).toHaveTextContent(DEAL_INCOMPLETE);
    expect(result).not.toHaveBeenCalled();
  });

  it('creates the deal with a non-negative value and the preset organization', async () => {
    let sent: unknown = null;
    const { dialog, user, onCreated } = renderModal(
      [{ request: { query: CreateDealDocument, variables: (v: unknown) => ((sent = v), true) }, result: created(9) } as MockLink.MockedResponse],
      { orgId: 33, failureMessage: 'No se pudo crear el trato.' },
    );
    const d = within(dialog);
    await waitFor(() => expect(d.getByLabelText('Etapa')).toBeEnabled());
    await user.type(d.getByLabelText('Título'), 'Renovación anual');
    await user.clear(d.getByLabelText('Valor'));
    await user.type(d.getByLabelText('Valor'), '-5');
    // A negative value is an error next to the field and nothing is sent (nothing lost silently).
    await user.click(d.getByRole('button', { name: 'Crear' }));
    expect(d.getByLabelText('Valor')).toHaveAccessibleDescription(expect.stringContaining(NUMBER_INPUT_MESSAGES.negative));
    expect(sent).toBeNull();
    await user.clear(d.getByLabelText('Valor'));
    await user.type(d.getByLabelText('Valor'), '1.500,5');
    await user.click(d.getByRole('button', { name: 'Crear' }));
    await waitFor(() => expect(onCreated).toHaveBeenCalledWith(9));
    expect(sent).toEqual({ input: { title: 'Renovación anual', pipelineId: 1, stageId: 11, value: 1500.5, orgId: 33 } });
  });

  it("says 'No se pudo crear el deal' when the answer has no id", async () => {
    const { dialog, user, onCreated } = renderModal([
      { request: { query: CreateDealDocument, variables: () => true }, result: created(null) } as MockLink.MockedResponse,
    ]);
    const d = within(dialog);
    await waitFor(() => expect(d.getByLabelText('Etapa')).toBeEnabled());
    await user.type(d.getByLabelText('Título'), 'Algo');
    await user.click(d.getByRole('button', { name: 'Crear' }));
    expect(await d.findByRole('alert')).toHaveTextContent(DEAL_NO_ID);
    expect(onCreated).not.toHaveBeenCalled();
  });

  it('uses the preset failure message when the server refuses', async () => {
    const { dialog, user } = renderModal(
      [{ request: { query: CreateDealDocument, variables: () => true }, error: new Error('boom') } as MockLink.MockedResponse],
      { contactId: 4, failureMessage: 'No se pudo crear el trato.' },
    );
    const d = within(dialog);
    await waitFor(() => expect(d.getByLabelText('Etapa')).toBeEnabled());
    await user.type(d.getByLabelText('Título'), 'Algo');
    await user.click(d.getByRole('button', { name: 'Crear' }));
    expect(await d.findByRole('alert')).toHaveTextContent('No se pudo crear el trato.');
  });
});
