import { NUMBER_INPUT_MESSAGES } from '@crm/domain';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { CreateOperationDocument, SaveOperationDocument, SearchDealOrganizationsDocument } from '../../gql/graphql';
import { NewOperationModal, OPERATION_FAILED, OPERATION_HINT } from './NewOperationModal';
import { pipelinesMock, referenceMock, unitsMock } from './testMocks';

function renderModal(extra: MockLink.MockedResponse[] = [], props: { businessUnit?: { id: number; name: string } | null } = {}) {
  const onCreated = jest.fn();
  const onClose = jest.fn();
  render(
    <MockedProvider mocks={[pipelinesMock(), referenceMock, unitsMock, ...extra]} mockLinkDefaultOptions={{ delay: 0 }}>
      <NewOperationModal pipelineId={1} businessUnit={props.businessUnit ?? null} onClose={onClose} onCreated={onCreated} />
    </MockedProvider>,
  );
  const dialog = screen.getByRole('dialog', { name: 'Nueva operación' });
  return { dialog, onCreated, onClose, user: userEvent.setup() };
}

/** What saveOperation answers: the deal with its fields (the modal only needs it to succeed). */
const savedOperation = (id: number) => ({ __typename: 'Deal', id, title: 'x', description: null, value: 0, version: 4, customFields: [] });

async function fillRequired(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement, skip: string[] = []) {
  const d = within(dialog);
  if (!skip.includes('Transporte')) await user.selectOptions(d.getByLabelText('Transporte'), 'MARITIMO');
  if (!skip.includes('Clase')) await user.selectOptions(d.getByLabelText('Clase'), 'FCL');
  if (!skip.includes('Origen')) await user.type(d.getByLabelText('Origen'), 'Shanghai');
  if (!skip.includes('Destino')) await user.type(d.getByLabelText('Destino'), 'Asunción');
  if (!skip.includes('Mercadería')) await user.type(d.getByLabelText('Mercadería'), 'Neumáticos');
  if (!skip.includes('Cantidad')) await user.type(d.getByLabelText('Cantidad'), '12');
  if (!skip.includes('Contacto')) await user.type(d.getByLabelText('Contacto'), 'Luis Gómez');
}

describe('NewOperationModal', () => {
  it('shows the reference preview and the documented defaults', async () => {
    const { dialog } = renderModal();
    const d = within(dialog);
    expect(await d.findByText('OP-000042')).toBeInTheDocument();
    expect(d.getByLabelText('Unidad')).toHaveValue('Bultos');
    expect(within(d.getByLabelText('Unidad')).getAllByRole('option').map((o) => o.textContent)).toEqual(['Cajas', 'Bultos', 'Pallets']);
    expect(d.getByLabelText('Email del contacto')).toHaveAttribute('type', 'email');
    expect(d.getByLabelText('Cantidad')).toHaveAttribute('min', '0');
    await waitFor(() => expect(d.getByLabelText('Etapa')).toHaveValue('11'));
    expect(d.getByLabelText('Pipeline')).toHaveValue('1');
    // Child business units carry a dash.
    await waitFor(() =>
      expect(within(d.getByLabelText('Unidad de negocio')).getAllByRole('option').map((o) => o.textContent)).toEqual([
        'Sin unidad',
        'ATM Cargo',
        'Industrial',
        '— Rayflex',
      ]),
    );
  });

  it('falls back silently when the reference, pipelines or units cannot be loaded', async () => {
    const down = (query: unknown) => ({ request: { query }, error: new Error('network down') }) as MockLink.MockedResponse;
    render(
      <MockedProvider mocks={[down(pipelinesMock().request.query), down(referenceMock.request.query), down(unitsMock.request.query)]}>
        <NewOperationModal pipelineId={null} businessUnit={null} onClose={jest.fn()} onCreated={jest.fn()} />
      </MockedProvider>,
    );
    expect(screen.getByTestId('reference-preview')).toHaveTextContent('-');
    await waitFor(() => expect(screen.getByLabelText('Pipeline')).toBeEnabled());
    expect(screen.getByTestId('reference-preview')).toHaveTextContent('-');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Crear operación' })).toBeDisabled();
  });

  it('keeps the submit disabled with the amber hint until every required field is there', async () => {
    const { dialog, user } = renderModal();
    const d = within(dialog);
    const submit = d.getByRole('button', { name: 'Crear operación' });
    await waitFor(() => expect(d.getByLabelText('Etapa')).toHaveValue('11'));
    expect(submit).toBeDisabled();
    expect(d.getByRole('status')).toHaveTextContent(OPERATION_HINT);
    await fillRequired(user, dialog, ['Contacto']);
    // Everything but a party (organization or contact).
    expect(submit).toBeDisabled();
    expect(d.getByText(OPERATION_HINT)).toBeInTheDocument();
    await user.type(d.getByLabelText('Empresa'), 'Textiles SA');
    expect(submit).toBeEnabled();
    expect(d.queryByText(OPERATION_HINT)).not.toBeInTheDocument();
    await user.clear(d.getByLabelText('Cantidad'));
    expect(submit).toBeDisabled();
  });

  it('infers IMPORT/EXPORT from origin and destination until the type is chosen by hand', async () => {
    const { dialog, user } = renderModal();
    const d = within(dialog);
    const type = d.getByLabelText('Tipo de operación');
    await user.type(d.getByLabelText('Origen'), 'Shanghai');
    await user.type(d.getByLabelText('Destino'), 'Asuncion, PY');
    expect(type).toHaveValue('IMPORT');
    await user.clear(d.getByLabelText('Origen'));
    await user.type(d.getByLabelText('Origen'), 'Paraguay');
    expect(type).toHaveValue('');
    await user.clear(d.getByLabelText('Destino'));
    await user.type(d.getByLabelText('Destino'), 'Hamburgo');
    expect(type).toHaveValue('EXPORT');
    await user.selectOptions(type, 'IMPORT');
    await user.clear(d.getByLabelText('Destino'));
    await user.type(d.getByLabelText('Destino'), 'Santos');
    expect(type).toHaveValue('IMPORT');
    await user.clear(d.getByLabelText('Origen'));
    await user.type(d.getByLabelText('Origen'), 'Shanghai');
    expect(type).toHaveValue('IMPORT');
  });

  it('creates the deal with the summary, then writes only the non-empty custom fields in ONE saveOperation', async () => {
    let sent: unknown = null;
    const create = {
      request: { query: CreateOperationDocument, variables: (v: Record<string, unknown>) => ((sent = v), true) },
      result: { data: { createDeal: { __typename: 'Deal', id: 77, reference: 'OP-000077', title: 'x', stageId: 11, pipelineId: 1, version: 3 } } },
    } as MockLink.MockedResponse;
    const saves: Array<Record<string, unknown>> = [];
    // Two answers on offer: a second save would be taken (and counted) instead of failing unnoticed.
    const save = Array.from({ length: 2 }, () => ({
      request: { query: SaveOperationDocument, variables: (v: Record<string, unknown>) => (saves.push(v), true) },
      result: { data: { saveOperation: savedOperation(77) } },
    })) as MockLink.MockedResponse[];
    const { dialog, user, onCreated } = renderModal([create, ...save], { businessUnit: { id: 4, name: 'Rayflex' } });
    const d = within(dialog);
    await waitFor(() => expect(d.getByLabelText('Etapa')).toHaveValue('11'));
    expect(d.getByLabelText('Unidad de negocio')).toHaveValue('Rayflex');
    await fillRequired(user, dialog);
    await user.type(d.getByLabelText('Email del contacto'), 'luis@example.com');
    // Letters in the value are an error next to it and block creating, never a silent 0 (nothing lost silently).
    await user.type(d.getByLabelText('Valor'), 'abc');
    expect(d.getByLabelText('Valor')).toHaveAccessibleDescription(expect.stringContaining(NUMBER_INPUT_MESSAGES.invalid));
    expect(d.getByRole('button', { name: 'Crear operación' })).toBeDisabled();
    await user.clear(d.getByLabelText('Valor'));
    await user.click(d.getByRole('button', { name: 'Crear operación' }));
    await waitFor(() => expect(onCreated).toHaveBeenCalledWith(77));
    expect(sent).toEqual({
      input: {
        description: 'MARITIMO FCL · Shanghai → Asunción · Neumáticos',
        value: 0,
        pipelineId: 1,
        stageId: 11,
        businessUnitId: 4,
        contact: { name: 'Luis Gómez', email: 'luis@example.com' },
      },
    });
    // The labels are the operation view's (operation-fields), so the history names them the same way.
    expect(saves).toEqual([
      {
        id: 77,
        version: 3,
        input: {
          fields: [
            ['modalidad_carga', 'Tipo de envío', 'select', 'MARITIMO'],
            ['tipo_carga', 'Tipo de carga', 'select', 'FCL'],
            ['origen_pto', 'Origen', 'text', 'Shanghai'],
            ['destino_pto', 'Destino', 'text', 'Asunción'],
            ['tipo_operacion', 'Tipo de operación', 'select', 'IMPORT'],
            ['mercaderia', 'Mercadería', 'text', 'Neumáticos'],
            ['cant_bultos', 'Cantidad de bultos', 'number', '12'],
            ['unidad_bulto', 'Unidad', 'select', 'Bultos'],
          ].map(([key, label, type, value]) => ({ key, label, type, value })),
        },
      },
    ]);
  });

  it('when the fields fail after the deal was created, trying again saves only the fields, on the same version', async () => {
    let creates = 0;
    const saves: Array<Record<string, unknown>> = [];
    const { dialog, user, onCreated } = renderModal([
      {
        request: { query: CreateOperationDocument, variables: () => (creates++, true) },
        result: { data: { createDeal: { __typename: 'Deal', id: 78, reference: 'OP-000078', title: 'x', stageId: 11, pipelineId: 1, version: 2 } } },
        maxUsageCount: 2,
      } as MockLink.MockedResponse,
      { request: { query: SaveOperationDocument, variables: (v: Record<string, unknown>) => (saves.push(v), true) }, error: new Error('network down') } as MockLink.MockedResponse,
      { request: { query: SaveOperationDocument, variables: (v: Record<string, unknown>) => (saves.push(v), true) }, result: { data: { saveOperation: savedOperation(78) } } } as MockLink.MockedResponse,
    ]);
    const d = within(dialog);
    await waitFor(() => expect(d.getByLabelText('Etapa')).toHaveValue('11'));
    await fillRequired(user, dialog);
    await user.click(d.getByRole('button', { name: 'Crear operación' }));
    expect(await d.findByRole('alert')).toHaveTextContent(OPERATION_FAILED);
    expect(onCreated).not.toHaveBeenCalled();
    await user.click(d.getByRole('button', { name: 'Crear operación' }));
    await waitFor(() => expect(onCreated).toHaveBeenCalledWith(78));
    expect(creates).toBe(1);
    expect(saves.map((v) => [v.id, v.version])).toEqual([
      [78, 2],
      [78, 2],
    ]);
  });

  it('picks an existing organization from at most 10 suggestions', async () => {
    let sent: { input: Record<string, unknown> } | null = null;
    const orgs = Array.from({ length: 12 }, (_, i) => ({
      __typename: 'OrganizationEdge' as const,
      node: { __typename: 'Organization' as const, id: i + 1, name: `Textil ${i + 1}`, razonSocial: null },
    }));
    const { dialog, user } = renderModal([
      { request: { query: SearchDealOrganizationsDocument, variables: { q: 'Tex' } }, result: { data: { organizations: { __typename: 'OrganizationConnection', edges: orgs } } } },
      {
        request: { query: CreateOperationDocument, variables: (v: { input: Record<string, unknown> }) => ((sent = v), true) },
        result: { data: { createDeal: { __typename: 'Deal', id: 5, reference: 'OP-000005', title: 'x', stageId: 11, pipelineId: 1, version: 1 } } },
      } as MockLink.MockedResponse,
      { request: { query: SaveOperationDocument, variables: () => true }, result: { data: { saveOperation: savedOperation(5) } } } as MockLink.MockedResponse,
    ]);
    const d = within(dialog);
    await fillRequired(user, dialog, ['Contacto']);
    await user.type(d.getByLabelText('Empresa'), 'Tex');
    const list = await d.findByRole('listbox', { name: 'Organizaciones sugeridas' });
    expect(within(list).getAllByRole('option')).toHaveLength(10);
    await user.click(within(list).getByRole('option', { name: 'Textil 3' }));
    expect(d.getByLabelText('Empresa')).toHaveValue('Textil 3');
    await user.click(d.getByRole('button', { name: 'Crear operación' }));
    await waitFor(() => expect(sent).not.toBeNull());
    expect(sent!.input.organization).toEqual({ id: 3 });
  });

  it('says so in Spanish when the creation fails', async () => {
    const { dialog, user, onCreated } = renderModal([
      { request: { query: CreateOperationDocument, variables: () => true }, error: new Error('network down') } as MockLink.MockedResponse,
    ]);
    const d = within(dialog);
    await waitFor(() => expect(d.getByLabelText('Etapa')).toHaveValue('11'));
    await fillRequired(user, dialog);
    await user.click(d.getByRole('button', { name: 'Crear operación' }));
    expect(await d.findByRole('alert')).toHaveTextContent(OPERATION_FAILED);
    expect(onCreated).not.toHaveBeenCalled();
  });
});
