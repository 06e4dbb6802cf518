import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockLink } from '@apollo/client/testing';
import { NO_PERMISSION_MESSAGE } from '@crm/domain';
import { CreateStageDocument, DeleteStageDocument, StageEditorPipelinesDocument, UpdateStageDocument } from '../../gql/graphql';
import { ADMIN, VIEWER, meMock, renderApp, storeLogin } from '../../test/renderApp';

const stage = (id: number, name: string, orderIndex: number, pipelineId = 1) => ({ __typename: 'Stage' as const, id, name, orderIndex, pipelineId });

const PIPELINES = [
  {
    __typename: 'Pipeline' as const,
    id: 1,
    name: 'Operaciones',
    stages: [stage(11, 'Prospecto', 10), stage(12, 'Cotizar', 20), stage(13, 'Cerrado', 30)],
  },
  { __typename: 'Pipeline' as const, id: 2, name: 'Industrial', stages: [stage(21, 'Única', 10, 2)] },
];

function pipelinesMock(): MockLink.MockedResponse {
  return { request: { query: StageEditorPipelinesDocument }, result: { data: { pipelines: PIPELINES } } };
}

function renderEditor(path = '/pipelines/1/edit?back=%2Fworkspace%2Fatm-cargo', extra: MockLink.MockedResponse[] = []) {
  storeLogin(ADMIN);
  return renderApp(path, { mocks: [meMock(ADMIN), pipelinesMock(), ...extra] });
}

const names = () => screen.getAllByRole('textbox', { name: /^Nombre de la etapa/ }).map((i) => (i as HTMLInputElement).value);

let confirmSpy: jest.SpyInstance;
beforeEach(() => {
  confirmSpy = jest.spyOn(window, 'confirm').mockReturnValue(true);
});
afterEach(() => confirmSpy.mockRestore());

describe('StageEditorPage', () => {
  it('lists the stages with number and name, without the side menu, and limits up/down', async () => {
    renderEditor();
    expect(await screen.findByRole('heading', { name: 'Editar pipeline' })).toBeInTheDocument();
    await screen.findByRole('table', { name: 'Etapas de Operaciones' });
    expect(names()).toEqual(['Prospecto', 'Cotizar', 'Cerrado']);
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell')[0].textContent)).toEqual(['1', '2', '3']);
    expect(screen.getByRole('button', { name: 'Subir Prospecto' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Bajar Prospecto' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Subir Cerrado' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Bajar Cerrado' })).toBeDisabled();
    expect(screen.getByRole('combobox', { name: 'Pipeline' })).toHaveValue('1');
    expect(screen.queryByRole('navigation', { name: 'Menú principal' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Guardar cambios' })).toBeDisabled();
    expect(screen.queryByText('Cambios sin guardar')).not.toBeInTheDocument();
  });

  it('/pipelines/edit opens the first pipeline', async () => {
    renderEditor('/pipelines/edit');
    await screen.findByRole('table', { name: 'Etapas de Operaciones' });
  });

  it('says when the pipeline does not exist', async () => {
    renderEditor('/pipelines/99/edit');
    expect(await screen.findByText('Pipeline no encontrado.')).toBeInTheDocument();
  });

  it('moves locally, shows the unsaved badge, and saves only the changed stages with orders 10, 20, 30', async () => {
    const user = userEvent.setup();
    const saveCerrado = jest.fn(() => ({ data: { updateStage: stage(13, 'Cerrado', 20) } }));
    const saveCotizar = jest.fn(() => ({ data: { updateStage: stage(12, 'Cotizar', 30) } }));
    renderEditor(undefined, [
      { request: { query: UpdateStageDocument, variables: { id: 13, input: { orderIndex: 20 } } }, result: saveCerrado },
      { request: { query: UpdateStageDocument, variables: { id: 12, input: { orderIndex: 30 } } }, result: saveCotizar },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Subir Cerrado' }));
    expect(names()).toEqual(['Prospecto', 'Cerrado', 'Cotizar']);
    expect(screen.getByText('Cambios sin guardar')).toBeInTheDocument();
    // the new last one cannot go down, the moved one can
    expect(screen.getByRole('button', { name: 'Bajar Cotizar' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Bajar Cerrado' })).toBeEnabled();

    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    await waitFor(() => expect(screen.queryByText('Cambios sin guardar')).not.toBeInTheDocument());
    expect(saveCerrado).toHaveBeenCalledTimes(1);
    expect(saveCotizar).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Guardar cambios' })).toBeDisabled();
    expect(screen.getByText('Cambios guardados.')).toHaveAttribute('role', 'status');
  });

  it('moving a stage up and back again leaves nothing to save', async () => {
    const user = userEvent.setup();
    renderEditor();
    await user.click(await screen.findByRole('button', { name: 'Subir Cotizar' }));
    expect(screen.getByText('Cambios sin guardar')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Bajar Cotizar' }));
    expect(names()).toEqual(['Prospecto', 'Cotizar', 'Cerrado']);
    expect(screen.queryByText('Cambios sin guardar')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Guardar cambios' })).toBeDisabled();
  });

  it('renames locally and saves only the renamed stage, trimmed', async () => {
    const user = userEvent.setup();
    const save = jest.fn(() => ({ data: { updateStage: stage(12, 'Cotizando', 20) } }));
    renderEditor(undefined, [{ request: { query: UpdateStageDocument, variables: { id: 12, input: { name: 'Cotizando' } } }, result: save }]);
    const input = await screen.findByRole('textbox', { name: 'Nombre de la etapa 2' });
    await user.clear(input);
    await user.type(input, ' Cotizando ');
    expect(screen.getByText('Cambios sin guardar')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(screen.queryByText('Cambios sin guardar')).not.toBeInTheDocument());
    expect(input).toHaveValue('Cotizando');
  });

  it('refuses to save an empty name', async () => {
    const user = userEvent.setup();
    renderEditor();
    await user.clear(await screen.findByRole('textbox', { name: 'Nombre de la etapa 1' }));
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    expect(screen.getByRole('alert')).toHaveTextContent('El nombre de la etapa es obligatorio.');
  });

  it('adds a trimmed stage at once with Enter; Agregar is disabled while the name is blank', async () => {
    const user = userEvent.setup();
    const create = jest.fn(() => ({ data: { createStage: stage(14, 'Facturado', 40) } }));
    renderEditor(undefined, [
      { request: { query: CreateStageDocument, variables: { input: { pipelineId: 1, name: 'Facturado' } } }, result: create, delay: 400 },
    ]);
    const input = await screen.findByPlaceholderText('Nueva etapa…');
    const add = screen.getByRole('button', { name: 'Agregar' });
    expect(add).toBeDisabled();
    await user.type(input, '   ');
    expect(add).toBeDisabled();
    await user.type(input, ' Facturado {Enter}');
    // every button waits while the request runs (the answer is held 400 ms so a loaded machine still sees it pending)
    expect(screen.getByRole('button', { name: 'Bajar Prospecto' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Eliminar Cotizar' })).toBeDisabled();
    await waitFor(() => expect(names()).toEqual(['Prospecto', 'Cotizar', 'Cerrado', 'Facturado']));
    expect(create).toHaveBeenCalledTimes(1);
    expect(input).toHaveValue('');
    expect(screen.queryByText('Cambios sin guardar')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Bajar Cerrado' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Bajar Facturado' })).toBeDisabled();
  });

  it('renumbers after an add that follows unsaved moves, and saves those moves later', async () => {
    const user = userEvent.setup();
    renderEditor(undefined, [
      { request: { query: CreateStageDocument, variables: { input: { pipelineId: 1, name: 'Nueva' } } }, result: { data: { createStage: stage(14, 'Nueva', 40) } } },
      { request: { query: UpdateStageDocument, variables: { id: 11, input: { orderIndex: 20 } } }, result: { data: { updateStage: stage(11, 'Prospecto', 20) } } },
      { request: { query: UpdateStageDocument, variables: { id: 12, input: { orderIndex: 10 } } }, result: { data: { updateStage: stage(12, 'Cotizar', 10) } } },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Bajar Prospecto' }));
    await user.type(screen.getByPlaceholderText('Nueva etapa…'), 'Nueva');
    await user.click(screen.getByRole('button', { name: 'Agregar' }));
    await waitFor(() => expect(names()).toEqual(['Cotizar', 'Prospecto', 'Cerrado', 'Nueva']));
    expect(screen.getByText('Cambios sin guardar')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    await waitFor(() => expect(screen.queryByText('Cambios sin guardar')).not.toBeInTheDocument());
  });

  it('deletes after the confirmation, moving the deals to the next stage', async () => {
    const user = userEvent.setup();
    const del = jest.fn(() => ({
      data: { deleteStage: { __typename: 'DeleteStageResult', deletedStageId: 12, movedDealCount: 3, stages: [stage(11, 'Prospecto', 10), stage(13, 'Cerrado', 20)] } },
    }));
    renderEditor(undefined, [{ request: { query: DeleteStageDocument, variables: { id: 12, targetStageId: 13 } }, result: del }]);
    await user.click(await screen.findByRole('button', { name: 'Eliminar Cotizar' }));
    expect(confirmSpy).toHaveBeenCalledWith('Eliminar etapa "Cotizar"? Los deals se moverán a la etapa vecina.');
    await waitFor(() => expect(names()).toEqual(['Prospecto', 'Cerrado']));
    expect(del).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Se movieron 3 operaciones a "Cerrado".')).toHaveAttribute('role', 'status');
    expect(screen.queryByText('Cambios sin guardar')).not.toBeInTheDocument();
  });

  it('sends the deals of the last stage to the previous one', async () => {
    const user = userEvent.setup();
    const del = jest.fn(() => ({
      data: { deleteStage: { __typename: 'DeleteStageResult', deletedStageId: 13, movedDealCount: 0, stages: [stage(11, 'Prospecto', 10), stage(12, 'Cotizar', 20)] } },
    }));
    renderEditor(undefined, [{ request: { query: DeleteStageDocument, variables: { id: 13, targetStageId: 12 } }, result: del }]);
    await user.click(await screen.findByRole('button', { name: 'Eliminar Cerrado' }));
    await waitFor(() => expect(names()).toEqual(['Prospecto', 'Cotizar']));
  });

  it('does nothing when the confirmation is declined', async () => {
    const user = userEvent.setup();
    confirmSpy.mockReturnValue(false);
    renderEditor();
    await user.click(await screen.findByRole('button', { name: 'Eliminar Cotizar' }));
    expect(names()).toEqual(['Prospecto', 'Cotizar', 'Cerrado']);
  });

  it('explains that the only stage cannot be deleted while it has deals', async () => {
    const user = userEvent.setup();
    renderEditor('/pipelines/2/edit', [
      {
        request: { query: DeleteStageDocument, variables: { id: 21, targetStageId: null } },
        result: { errors: [{ message: 'La etapa tiene operaciones: indicá a qué etapa moverlas.', extensions: { code: 'CONFLICT' } }] },
      },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Eliminar Única' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No se puede eliminar "Única": tiene operaciones y no hay una etapa vecina a la que moverlas.',
    );
    expect(names()).toEqual(['Única']);
  });

  it('"← Volver" goes to the back parameter, and to / when it is not a local path', async () => {
    renderEditor();
    expect(await screen.findByRole('link', { name: '← Volver' })).toHaveAttribute('href', '/workspace/atm-cargo');
  });

  it.each([['https://evil.example/x'], ['//evil.example'], ['']])('ignores back=%p', async (back) => {
    renderEditor(`/pipelines/1/edit?back=${encodeURIComponent(back)}`);
    expect(await screen.findByRole('link', { name: '← Volver' })).toHaveAttribute('href', '/');
  });

  it('switching pipeline keeps the back parameter', async () => {
    const user = userEvent.setup();
    renderEditor();
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Pipeline' }), '2');
    await screen.findByRole('table', { name: 'Etapas de Industrial' });
    expect(screen.getByTestId('location')).toHaveTextContent('/pipelines/2/edit?back=%2Fworkspace%2Fatm-cargo');
    expect(names()).toEqual(['Única']);
  });

  it('shows the permission message to a non-admin', async () => {
    storeLogin(VIEWER);
    renderApp('/pipelines/1/edit', { mocks: [meMock(VIEWER)] });
    expect(await screen.findByText(NO_PERMISSION_MESSAGE)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
