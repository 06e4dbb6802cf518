import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockLink } from '@apollo/client/testing';
import { MANAGED_PARAM_KEYS } from '@crm/domain';
import {
  CreateLabelDocument,
  CreateParamValueDocument,
  DeleteParamValueDocument,
  LabelsAdminDocument,
  ParamsAdminDocument,
  ParamsWorkspacesDocument,
  UpdateParamValueDocument,
} from '../../gql/graphql';
import { ADMIN, meMock, renderApp, storeLogin } from '../../test/renderApp';
import { PARAM_GROUPS } from './paramSections';
import { hasUnsavedChanges } from '../../ui/unsavedChanges';

const pv = (id: number, key: string, value: string, ord: number, active = true) => ({ __typename: 'ParamValue' as const, id, key, value, ord, active });

function keysFor(slug = '') {
  return PARAM_GROUPS.flatMap((g) => g.sections.map((s) => (g.perWorkspace && slug ? `${s.key}__${slug}` : s.key)));
}

function paramsMock(groups: Record<string, ReturnType<typeof pv>[]>, slug = ''): MockLink.MockedResponse {
  return {
    request: { query: ParamsAdminDocument, variables: { keys: keysFor(slug) } },
    result: { data: { params: Object.entries(groups).map(([key, values]) => ({ __typename: 'ParamGroup', key, values })) } },
  };
}

const workspacesMock: MockLink.MockedResponse = {
  request: { query: ParamsWorkspacesDocument },
  result: {
    data: {
      businessUnits: [
        { __typename: 'BusinessUnit', id: 1, name: 'Cargo', keySlug: 'atm-cargo', parentId: null },
        { __typename: 'BusinessUnit', id: 2, name: 'Rayflex', keySlug: 'industrial-rayflex', parentId: null },
      ],
    },
  },
};

const labelsMock: MockLink.MockedResponse = {
  request: { query: LabelsAdminDocument },
  result: { data: { labels: [{ __typename: 'Label', id: 1, name: 'Decisor', scope: 'person', color: '#2563eb' }] } },
};

const TIPO_OP = { tipo_operacion: [pv(1, 'tipo_operacion', 'IMPORT', 10), pv(2, 'tipo_operacion', 'EXPORT', 20)] };

function renderParams(mocks: MockLink.MockedResponse[]) {
  storeLogin(ADMIN);
  return renderApp('/admin/params', { mocks: [meMock(ADMIN), workspacesMock, labelsMock, ...mocks] });
}

const region = (name: string) => screen.getByRole('region', { name });

let confirmSpy: jest.SpyInstance;
beforeEach(() => {
  confirmSpy = jest.spyOn(window, 'confirm').mockReturnValue(true);
});
afterEach(() => confirmSpy.mockRestore());

describe('ParamsPage (/admin/params)', () => {
  it('has a section for every managed key, each with value, order and active', async () => {
    renderParams([paramsMock(TIPO_OP)]);
    await screen.findByRole('region', { name: 'Tipo de operación' });
    const keys = Array.from(document.querySelectorAll('code')).map((c) => c.textContent);
    expect([...keys].sort()).toEqual([...MANAGED_PARAM_KEYS].sort());
    const section = region('Tipo de operación');
    expect(within(section).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Valor', 'Orden', 'Activo', 'Acciones']);
    const row = within(section).getByRole('row', { name: 'IMPORT' });
    expect(within(row).getByRole('textbox', { name: 'Valor' })).toHaveValue('IMPORT');
    expect(within(row).getByRole('textbox', { name: 'Orden' })).toHaveValue('10');
    expect(within(row).getByRole('checkbox', { name: 'Activo' })).toBeChecked();
    expect(within(row).getByRole('button', { name: 'Guardar' })).toBeDisabled();
    expect(within(region('Incoterms')).getByText('Sin valores.')).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Etiquetas' })).toBeInTheDocument();
  });

  it('adds a value with order = last + 10, at once and in the list', async () => {
    const user = userEvent.setup();
    const create = jest.fn(() => ({ data: { createParamValue: pv(3, 'tipo_operacion', 'TRANSITO', 30) } }));
    renderParams([
      paramsMock(TIPO_OP),
      { request: { query: CreateParamValueDocument, variables: { input: { key: 'tipo_operacion', value: 'TRANSITO', ord: 30, active: true } } }, result: create },
    ]);
    const section = await screen.findByRole('region', { name: 'Tipo de operación' });
    const add = within(section).getByRole('button', { name: 'Agregar' });
    expect(add).toBeDisabled();
    expect(within(section).getByRole('textbox', { name: 'Orden del nuevo valor' })).toHaveAttribute('placeholder', '30');
    await user.type(within(section).getByPlaceholderText('Nuevo valor…'), '  TRANSITO {Enter}');
    expect(await within(section).findByRole('row', { name: 'TRANSITO' })).toBeInTheDocument();
    expect(create).toHaveBeenCalledTimes(1);
    expect(within(section).getByPlaceholderText('Nuevo valor…')).toHaveValue('');
    expect(within(section).getByRole('textbox', { name: 'Orden del nuevo valor' })).toHaveAttribute('placeholder', '40');
  });

  it('the first value of an empty key gets order 10', async () => {
    const user = userEvent.setup();
    const create = jest.fn(() => ({ data: { createParamValue: pv(9, 'incoterm', 'EXW', 10) } }));
    renderParams([
      paramsMock(TIPO_OP),
      { request: { query: CreateParamValueDocument, variables: { input: { key: 'incoterm', value: 'EXW', ord: 10, active: true } } }, result: create },
    ]);
    const section = await screen.findByRole('region', { name: 'Incoterms' });
    await user.type(within(section).getByPlaceholderText('Nuevo valor…'), 'EXW');
    await user.click(within(section).getByRole('button', { name: 'Agregar' }));
    expect(await within(section).findByRole('row', { name: 'EXW' })).toBeInTheDocument();
  });

  it('saves value, order and active of a row (deactivating it)', async () => {
    const user = userEvent.setup();
    const update = jest.fn(() => ({ data: { updateParamValue: pv(2, 'tipo_operacion', 'EXPORT', 20, false) } }));
    renderParams([
      paramsMock(TIPO_OP),
      { request: { query: UpdateParamValueDocument, variables: { id: 2, input: { value: 'EXPORT', ord: 20, active: false } } }, result: update },
    ]);
    const section = await screen.findByRole('region', { name: 'Tipo de operación' });
    const row = within(section).getByRole('row', { name: 'EXPORT' });
    await user.click(within(row).getByRole('checkbox', { name: 'Activo' }));
    const save = within(row).getByRole('button', { name: 'Guardar' });
    expect(save).toBeEnabled();
    await user.click(save);
    await waitFor(() => expect(update).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(save).toBeDisabled());
    expect(within(row).getByRole('checkbox', { name: 'Activo' })).not.toBeChecked();
  });

  it('shows the server message in Spanish when saving fails, and checks the order locally', async () => {
    const user = userEvent.setup();
    renderParams([
      paramsMock(TIPO_OP),
      {
        request: { query: UpdateParamValueDocument, variables: { id: 1, input: { value: 'IMPORTACION', ord: 10, active: true } } },
        result: { errors: [{ message: 'No tenés permisos para esta acción.', extensions: { code: 'FORBIDDEN' } }] },
      },
    ]);
    const section = await screen.findByRole('region', { name: 'Tipo de operación' });
    const row = within(section).getByRole('row', { name: 'IMPORT' });
    const order = within(row).getByRole('textbox', { name: 'Orden' });
    await user.clear(order);
    await user.type(order, 'diez');
    await user.click(within(row).getByRole('button', { name: 'Guardar' }));
    expect(within(section).getByRole('alert')).toHaveTextContent('El orden debe ser un número entero mayor o igual a 0.');
    await user.clear(order);
    await user.type(order, '10');
    await user.type(within(row).getByRole('textbox', { name: 'Valor' }), 'ACION');
    await user.click(within(row).getByRole('button', { name: 'Guardar' }));
    expect(await within(section).findByText('No se pudo guardar el valor: No tenés permisos para esta acción.')).toBeInTheDocument();
  });

  it('deletes a value after "¿Eliminar este valor?"', async () => {
    const user = userEvent.setup();
    const del = jest.fn(() => ({ data: { deleteParamValue: 1 } }));
    renderParams([paramsMock(TIPO_OP), { request: { query: DeleteParamValueDocument, variables: { id: 1 } }, result: del }]);
    const section = await screen.findByRole('region', { name: 'Tipo de operación' });
    confirmSpy.mockReturnValueOnce(false);
    await user.click(within(within(section).getByRole('row', { name: 'IMPORT' })).getByRole('button', { name: 'Eliminar' }));
    expect(confirmSpy).toHaveBeenLastCalledWith('¿Eliminar este valor?');
    expect(del).not.toHaveBeenCalled();
    await user.click(within(within(section).getByRole('row', { name: 'IMPORT' })).getByRole('button', { name: 'Eliminar' }));
    await waitFor(() => expect(within(section).queryByRole('row', { name: 'IMPORT' })).not.toBeInTheDocument());
    expect(del).toHaveBeenCalledTimes(1);
    expect(within(section).getByRole('row', { name: 'EXPORT' })).toBeInTheDocument();
  });

  it('edits the kanban keys of one workspace (key__slug) through the workspace selector', async () => {
    const user = userEvent.setup();
    const create = jest.fn(() => ({ data: { createParamValue: pv(40, 'kanban_stage_labels__atm-cargo', '12|Cotizando', 10) } }));
    renderParams([
      paramsMock({ ...TIPO_OP, kanban_stage_labels: [pv(30, 'kanban_stage_labels', '12|Global', 10)] }),
      paramsMock({ ...TIPO_OP }, 'atm-cargo'),
      {
        request: { query: CreateParamValueDocument, variables: { input: { key: 'kanban_stage_labels__atm-cargo', value: '12|Cotizando', ord: 10, active: true } } },
        result: create,
      },
    ]);
    const section = await screen.findByRole('region', { name: 'Etiquetas de etapas' });
    expect(within(section).getByRole('row', { name: '12|Global' })).toBeInTheDocument();
    const scope = screen.getByRole('combobox', { name: 'Workspace' });
    await waitFor(() => expect(within(scope).getAllByRole('option')).toHaveLength(3));
    await user.selectOptions(scope, 'atm-cargo');
    const wsSection = await screen.findByRole('region', { name: 'Etiquetas de etapas' });
    await within(wsSection).findByText('kanban_stage_labels__atm-cargo');
    await within(wsSection).findByText('Sin valores.');
    // the non-kanban sections keep their global keys
    expect(within(region('Tipo de operación')).getByText('tipo_operacion')).toBeInTheDocument();
    await user.type(within(wsSection).getByPlaceholderText('Nuevo valor…'), '12|Cotizando{Enter}');
    expect(await within(wsSection).findByRole('row', { name: '12|Cotizando' })).toBeInTheDocument();
  });

  it('adds a label with name, scope and colour', async () => {
    const user = userEvent.setup();
    const create = jest.fn(() => ({ data: { createLabel: { __typename: 'Label', id: 2, name: 'Cliente VIP', scope: 'organization', color: '#64748b' } } }));
    renderParams([
      paramsMock(TIPO_OP),
      { request: { query: CreateLabelDocument, variables: { input: { name: 'Cliente VIP', scope: 'organization', color: '#64748b' } } }, result: create },
    ]);
    const section = await screen.findByRole('region', { name: 'Etiquetas' });
    const existing = await within(section).findByRole('row', { name: 'Decisor' });
    expect(within(existing).getByText('Personas')).toBeInTheDocument();
    await user.type(within(section).getByPlaceholderText('Nueva etiqueta…'), 'Cliente VIP');
    await user.selectOptions(within(section).getByRole('combobox', { name: 'Alcance de la nueva etiqueta' }), 'organization');
    await user.click(within(section).getByRole('button', { name: 'Agregar' }));
    const row = await within(section).findByRole('row', { name: 'Cliente VIP' });
    expect(within(row).getByText('Organizaciones')).toBeInTheDocument();
  });
  it('a new exchange rate typed and not added counts as unsaved work (leaving asks first; the guard is tested with the data router)', async () => {
    renderParams([paramsMock(TIPO_OP)]);
    const user = userEvent.setup();
    await screen.findByRole('region', { name: 'Tipo de operación' });
    expect(hasUnsavedChanges()).toBe(false);
    await user.type(screen.getByRole('textbox', { name: 'Gs por USD' }), '7.310,5');
    expect(hasUnsavedChanges()).toBe(true);
    await user.clear(screen.getByRole('textbox', { name: 'Gs por USD' }));
    expect(hasUnsavedChanges()).toBe(false);
    await user.type(screen.getByRole('textbox', { name: 'Fuente' }), 'BCP');
    expect(hasUnsavedChanges()).toBe(true);
  });
});
