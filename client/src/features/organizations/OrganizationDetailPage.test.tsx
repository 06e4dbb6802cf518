import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockLink } from '@apollo/client/testing';
import {
  AddRecordCustomFieldDocument,
  CreateActivityDocument,
  CreateContactDocument,
  OrganizationBudgetSummaryDocument,
  OrganizationDetailDocument,
  OrganizationFilesDocument,
  UpdateOrganizationDocument,
  UpdateRecordCustomFieldDocument,
} from '../../gql/graphql';
import { ADMIN, VIEWER, meMock, renderApp, storeLogin, type TestUser } from '../../test/renderApp';
import { activitiesMock, activity, always, contact, customFieldsMock, dealsMock, optionMocks, org, orgDetailMock } from './crmFixtures';

const ORG = org(5);
const FIELDS = [{ id: 31, key: 'nro_cliente', label: 'Nro. de cliente', type: 'number', value: '1500' }];

function renderOrg(
  extra: MockLink.MockedResponse[] = [],
  opts: { user?: TestUser; fields?: typeof FIELDS | Error; activities?: Array<ReturnType<typeof activity>>; people?: Array<{ id: number; name: string; email: string | null }> } = {},
) {
  const user = opts.user ?? ADMIN;
  storeLogin(user);
  renderApp('/organizations/5', {
    mocks: [
      meMock(user),
      orgDetailMock(ORG, opts.people ?? []),
      customFieldsMock('organization', 5, opts.fields ?? FIELDS),
      dealsMock({ orgId: 5 }),
      activitiesMock({ orgId: 5 }, opts.activities ?? []),
      activitiesMock({ orgId: 5, type: 'note' }, (opts.activities ?? []).filter((a) => a.type === 'note')),
      ...optionMocks(),
      ...extra,
    ],
  });
}

const created = (over: Record<string, unknown>) => ({ data: { createActivity: activity(90, over) } });

describe('OrganizationDetailPage', () => {
  it('shows the header, every detail, the empty panels and the seven tabs', async () => {
    renderOrg();
    expect(await screen.findByRole('heading', { name: 'Acme S.A.' })).toBeInTheDocument();
    expect(screen.getByText(/^Propietario:/)).toHaveTextContent('Propietario: Ana Admin');
    expect(screen.getByText(/^Visibilidad:/)).toHaveTextContent('Visibilidad: Empresa');
    for (const b of ['Seguidores', '+ Trato', 'Editar', 'Más opciones']) expect(screen.getByRole('button', { name: b })).toBeInTheDocument();
    const details = screen.getByRole('region', { name: 'Detalles' });
    for (const v of ['80012345-6', 'Av. España 123', 'Asunción', 'Paraguay', '+595 21 600 000', 'Seguro', 'Cliente', 'Importación', '05/03/2026']) {
      expect(within(details).getByText(v)).toBeInTheDocument();
    }
    expect(within(details).getByRole('link', { name: 'info@acme.com.py' })).toHaveAttribute('href', 'mailto:info@acme.com.py');
    expect(await screen.findByText('Sin tratos vinculados.')).toBeInTheDocument();
    expect(screen.getByText('Sin personas.')).toBeInTheDocument();
    expect(await screen.findByText('Sin actividades.')).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Actividad', 'Notas', 'Archivos', 'Documentos', 'Rutas de proveedor', 'Historial', 'Cuenta corriente']);
  });

  it("says how 'Presupuesto' and 'Profit acumulado' are derived from its operations (budgets per operation)", async () => {
    renderOrg([
      {
        request: { query: OrganizationBudgetSummaryDocument, variables: { id: 5 } },
        result: {
          data: {
            organization: {
              __typename: 'Organization',
              id: 5,
              budgetSummary: { __typename: 'OrganizationBudgetSummary', status: 'confirmado', statusDealId: 12, statusDealReference: 'OP-000012', profit: 1234567.8, confirmedOperations: 2 },
            },
          },
        },
      },
    ]);
    const details = await screen.findByRole('region', { name: 'Detalles' });
    expect(await within(details).findByRole('link', { name: 'OP-000012' })).toHaveAttribute('href', '/operations/12/costs');
    expect(within(details).getByText(/^Confirmado/)).toHaveTextContent('Confirmado · de la operación OP-000012 (su planilla guardada más recientemente)');
    expect(within(details).getByTestId('org-accumulated-profit')).toHaveTextContent('1.234.567,80');
    expect(within(details).getByText('Suma del profit de los presupuestos confirmados de sus operaciones (2 operaciones confirmadas).')).toBeInTheDocument();
  });

  it("answers 'Organización no encontrada.' for NOT_FOUND and for a bad id", async () => {
    storeLogin(ADMIN);
    renderApp('/organizations/5', {
      mocks: [
        meMock(ADMIN),
        {
          request: { query: OrganizationDetailDocument, variables: { id: 5 } },
          result: { errors: [{ message: 'Organización no encontrada.', extensions: { code: 'NOT_FOUND' } }] },
        },
      ],
    });
    expect(await screen.findByText('Organización no encontrada.')).toBeInTheDocument();
  });

  it("says 'No se pudo cargar la organización.' when the load fails", async () => {
    storeLogin(ADMIN);
    renderApp('/organizations/5', {
      mocks: [meMock(ADMIN), { request: { query: OrganizationDetailDocument, variables: { id: 5 } }, error: new Error('network down') }],
    });
    expect(await screen.findByText('No se pudo cargar la organización.')).toBeInTheDocument();
  });

  it('hides write buttons from a viewer (same rule as the server)', async () => {
    renderOrg([], { user: VIEWER });
    await screen.findByRole('heading', { name: 'Acme S.A.' });
    expect(screen.queryByRole('button', { name: '+ Trato' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Editar' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '+ Campo' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Agregar una nota rápida')).not.toBeInTheDocument();
  });

  describe('custom fields', () => {
    it('edits a value inline and shows the saved value', async () => {
      const result = jest.fn(() => ({
        data: { updateCustomField: { __typename: 'OrganizationCustomField', id: 31, ownerId: 5, key: 'nro_cliente', label: 'Nro. de cliente', type: 'number', value: '2750' } },
      }));
      renderOrg([
        { request: { query: UpdateRecordCustomFieldDocument, variables: { owner: 'organization', ownerId: 5, fieldId: 31, value: '2750' } }, result },
      ]);
      const user = userEvent.setup();
      const panel = await screen.findByRole('region', { name: 'Campos personalizados' });
      expect(await within(panel).findByText('1.500')).toBeInTheDocument();
      await user.click(within(panel).getByRole('button', { name: 'Editar Nro. de cliente' }));
      const input = within(panel).getByLabelText('Nro. de cliente');
      expect(input).toHaveAttribute('type', 'number');
      expect(input).toHaveFocus();
      await user.clear(input);
      await user.type(input, '2750');
      await user.click(within(panel).getByRole('button', { name: 'Guardar' }));
      expect(await within(panel).findByText('2.750')).toBeInTheDocument();
      expect(result).toHaveBeenCalledTimes(1);
    });

    it("says 'No se pudo guardar el campo.' when the inline save fails, and Escape cancels", async () => {
      renderOrg([{ request: { query: UpdateRecordCustomFieldDocument, variables: () => true }, error: new Error('network down') }]);
      const user = userEvent.setup();
      const panel = await screen.findByRole('region', { name: 'Campos personalizados' });
      await user.click(await within(panel).findByRole('button', { name: 'Editar Nro. de cliente' }));
      await user.click(within(panel).getByRole('button', { name: 'Guardar' }));
      expect(await within(panel).findByRole('alert')).toHaveTextContent('No se pudo guardar el campo.');
      await user.type(within(panel).getByLabelText('Nro. de cliente'), '{Escape}');
      expect(within(panel).getByText('1.500')).toBeInTheDocument();
    });

    it('is shown as not available when its call fails', async () => {
      renderOrg([], { fields: new Error('no endpoint') });
      const panel = await screen.findByRole('region', { name: 'Campos personalizados' });
      expect(await within(panel).findByText('Campos personalizados no disponibles por ahora.')).toBeInTheDocument();
      expect(within(panel).queryByRole('button', { name: '+ Campo' })).not.toBeInTheDocument();
    });

    it("new field: 'Completá clave y etiqueta.' without sending, then creates and lists it", async () => {
      const result = jest.fn(() => ({
        data: { upsertCustomField: { __typename: 'OrganizationCustomField', id: 32, ownerId: 5, key: 'f_alta', label: 'Fecha de alta', type: 'date', value: '2026-01-15' } },
      }));
      renderOrg([
        {
          request: {
            query: AddRecordCustomFieldDocument,
            variables: { owner: 'organization', ownerId: 5, input: { key: 'f_alta', label: 'Fecha de alta', type: 'date', value: '2026-01-15' } },
          },
          result,
        },
      ]);
      const user = userEvent.setup();
      const panel = await screen.findByRole('region', { name: 'Campos personalizados' });
      await user.click(await within(panel).findByRole('button', { name: '+ Campo' }));
      const dialog = screen.getByRole('dialog', { name: 'Nuevo campo' });
      expect(within(dialog).getByText('Sin espacios, p. ej. nro_cliente.')).toBeInTheDocument();
      await user.type(within(dialog).getByLabelText('Clave'), 'f_alta');
      await user.click(within(dialog).getByRole('button', { name: 'Crear campo' }));
      expect(within(dialog).getByRole('alert')).toHaveTextContent('Completá clave y etiqueta.');
      expect(result).not.toHaveBeenCalled();
      await user.type(within(dialog).getByLabelText('Etiqueta'), 'Fecha de alta');
      await user.selectOptions(within(dialog).getByLabelText('Tipo'), 'date');
      // A date field in dd/mm/aaaa (es-PY), whatever the browser's language.
      const initial = within(dialog).getByRole('group', { name: 'Valor inicial' });
      await user.click(within(initial).getAllByRole('spinbutton')[0]);
      await user.keyboard('15012026');
      await user.click(within(dialog).getByRole('button', { name: 'Crear campo' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(within(panel).getByText('15/01/2026')).toBeInTheDocument();
    });

    it("new field failure: 'No se pudo crear el campo (verifica que el endpoint exista).'", async () => {
      renderOrg([{ request: { query: AddRecordCustomFieldDocument, variables: () => true }, error: new Error('network down') }]);
      const user = userEvent.setup();
      await user.click(await screen.findByRole('button', { name: '+ Campo' }));
      const dialog = screen.getByRole('dialog', { name: 'Nuevo campo' });
      await user.type(within(dialog).getByLabelText('Clave'), 'x');
      await user.type(within(dialog).getByLabelText('Etiqueta'), 'X');
      await user.click(within(dialog).getByRole('button', { name: 'Crear campo' }));
      expect(await within(dialog).findByRole('alert')).toHaveTextContent('No se pudo crear el campo (verifica que el endpoint exista).');
    });
  });

  describe('activity tab', () => {
    it('quick add ignores empty and whitespace-only text, then saves a note (done false)', async () => {
      const result = jest.fn(() => created({ type: 'note', subject: null, notes: 'Pidió tarifas FCL' }));
      renderOrg([
        { request: { query: CreateActivityDocument, variables: { input: { orgId: 5, type: 'note', notes: 'Pidió tarifas FCL', done: false } } }, result },
      ]);
      const user = userEvent.setup();
      const box = await screen.findByLabelText('Agregar una nota rápida');
      await user.click(screen.getByRole('button', { name: 'Guardar' }));
      await user.type(box, '   {Enter}  ');
      await user.click(screen.getByRole('button', { name: 'Guardar' }));
      await new Promise((r) => setTimeout(r, 20));
      expect(result).not.toHaveBeenCalled();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      await user.clear(box);
      await user.type(box, '  Pidió tarifas FCL ');
      await user.click(screen.getByRole('button', { name: 'Guardar' }));
      await waitFor(() => expect(result).toHaveBeenCalledTimes(1));
      await waitFor(() => expect(box).toHaveValue(''));
    });

    it("quick add failure: 'No se pudo guardar la actividad.'; Cancelar clears the text", async () => {
      renderOrg([{ request: { query: CreateActivityDocument, variables: () => true }, error: new Error('network down') }]);
      const user = userEvent.setup();
      const box = await screen.findByLabelText('Agregar una nota rápida');
      await user.type(box, 'Hola');
      await user.click(screen.getByRole('button', { name: 'Guardar' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('No se pudo guardar la actividad.');
      await user.click(screen.getByRole('button', { name: 'Cancelar' }));
      expect(box).toHaveValue('');
    });

    it('lists the history with type, subject, due date, created date and notes', async () => {
      renderOrg([], {
        activities: [
          activity(1, { type: 'call', subject: 'Llamar por la cotización', dueDate: '2026-04-02', notes: 'Pedir volumen' }),
          activity(2, { type: 'note', subject: null, notes: 'Nota suelta' }),
        ],
      });
      const history = await screen.findByRole('list', { name: 'Historial de actividades' });
      expect(within(history).getByText('Llamada')).toBeInTheDocument();
      expect(within(history).getByText('Llamar por la cotización')).toBeInTheDocument();
      expect(within(history).getByText('Vence 02/04/2026')).toBeInTheDocument();
      expect(within(history).getByText('Pedir volumen')).toBeInTheDocument();
      expect(within(history).getAllByText(/Creada 05\/03\/2026/)).toHaveLength(2);
      // Notas lists the note activities only
      await userEvent.setup().click(screen.getByRole('tab', { name: 'Notas' }));
      const notes = await screen.findByRole('list', { name: 'Notas' });
      expect(within(notes).getAllByRole('listitem')).toHaveLength(1);
      expect(within(notes).getByText('Nota suelta')).toBeInTheDocument();
    });

    it("schedule modal: 'Escribí al menos asunto o notas.', then creates the activity with done false", async () => {
      const result = jest.fn(() => created({ type: 'meeting', subject: 'Visita' }));
      renderOrg([
        {
          request: {
            query: CreateActivityDocument,
            variables: { input: { orgId: 5, type: 'meeting', subject: 'Visita', notes: null, dueDate: '2026-06-01', done: false } },
          },
          result,
        },
      ]);
      const user = userEvent.setup();
      await user.click(await screen.findByRole('button', { name: '+ Programar una actividad' }));
      const dialog = screen.getByRole('dialog', { name: 'Programar una actividad' });
      await user.type(within(dialog).getByLabelText('Asunto'), '   ');
      await user.click(within(dialog).getByRole('button', { name: 'Guardar actividad' }));
      expect(within(dialog).getByRole('alert')).toHaveTextContent('Escribí al menos asunto o notas.');
      expect(result).not.toHaveBeenCalled();
      await user.selectOptions(within(dialog).getByLabelText('Tipo'), 'meeting');
      await user.clear(within(dialog).getByLabelText('Asunto'));
      await user.type(within(dialog).getByLabelText('Asunto'), 'Visita');
      await user.click(within(within(dialog).getByRole('group', { name: 'Vencimiento' })).getAllByRole('spinbutton')[0]);
      await user.keyboard('01062026');
      await user.click(within(dialog).getByRole('button', { name: 'Guardar actividad' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(result).toHaveBeenCalledTimes(1);
    });

    it("schedule modal failure: 'No se pudo crear la actividad.'", async () => {
      renderOrg([{ request: { query: CreateActivityDocument, variables: () => true }, error: new Error('network down') }]);
      const user = userEvent.setup();
      await user.click(await screen.findByRole('button', { name: '+ Programar una actividad' }));
      const dialog = screen.getByRole('dialog', { name: 'Programar una actividad' });
      await user.type(within(dialog).getByLabelText('Notas'), 'algo');
      await user.click(within(dialog).getByRole('button', { name: 'Guardar actividad' }));
      expect(await within(dialog).findByRole('alert')).toHaveTextContent('No se pudo crear la actividad.');
    });
  });

  describe('edit organization', () => {
    it('sends empty strings as null, the owner as a number or null, is_agent and modalities', async () => {
      const result = jest.fn(() => ({ data: { updateOrganization: { ...ORG, ruc: null, ownerUserId: null, owner: null, isAgent: true, modalitiesSupported: 'AEREO' } } }));
      renderOrg([
        {
          request: {
            query: UpdateOrganizationDocument,
            variables: {
              id: 5,
              input: {
                razonSocial: 'Acme S.A.',
                name: 'Acme',
                ruc: null,
                address: 'Av. España 123',
                email: 'info@acme.com.py',
                city: 'Asunción',
                country: 'Paraguay',
                phone: '+595 21 600 000',
                rubro: 'Seguro',
                tipoOrg: 'Cliente',
                operacion: 'Importación',
                industry: null,
                website: null,
                label: null,
                notes: null,
                ownerUserId: null,
                visibility: 'company',
                isAgent: true,
                modalitiesSupported: 'AEREO',
              },
            },
          },
          result,
        },
      ]);
      const user = userEvent.setup();
      await user.click(await screen.findByRole('button', { name: 'Editar' }));
      const dialog = screen.getByRole('dialog', { name: 'Editar organización' });
      await user.clear(within(dialog).getByLabelText('RUC'));
      await user.type(within(dialog).getByLabelText('RUC'), '   ');
      await waitFor(() => expect(within(within(dialog).getByLabelText('Propietario')).getAllByRole('option')).toHaveLength(3));
      await user.selectOptions(within(dialog).getByLabelText('Propietario'), '');
      await user.click(within(dialog).getByLabelText('Es agente'));
      await user.click(within(dialog).getByRole('checkbox', { name: 'AEREO' }));
      await user.click(within(dialog).getByRole('button', { name: 'Guardar cambios' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(result).toHaveBeenCalledTimes(1);
      expect(await screen.findByText('Agente')).toBeInTheDocument();
    });

    it("says 'No se pudo guardar los cambios.' when the save fails", async () => {
      renderOrg([{ request: { query: UpdateOrganizationDocument, variables: () => true }, error: new Error('network down') }]);
      const user = userEvent.setup();
      await user.click(await screen.findByRole('button', { name: 'Editar' }));
      const dialog = screen.getByRole('dialog', { name: 'Editar organización' });
      await user.click(within(dialog).getByRole('button', { name: 'Guardar cambios' }));
      expect(await within(dialog).findByRole('alert')).toHaveTextContent('No se pudo guardar los cambios.');
    });
  });

  describe('new person', () => {
    it("needs a name or an email ('Completá al menos nombre o email.'), then creates it linked to the organization", async () => {
      const result = jest.fn(() => ({ data: { createContact: { __typename: 'CreateContactPayload', deduped: false, contact: contact(40, { name: 'Rosa', email: null, orgId: 5 }) } } }));
      renderOrg([
        { request: { query: CreateContactDocument, variables: { input: { name: 'Rosa', email: null, phone: null, title: 'Compras', orgId: 5 } } }, result },
      ]);
      const user = userEvent.setup();
      await user.click(await screen.findByRole('button', { name: '+ Persona' }));
      const dialog = screen.getByRole('dialog', { name: 'Nueva persona' });
      await user.type(within(dialog).getByLabelText('Cargo'), 'Compras');
      await user.click(within(dialog).getByRole('button', { name: 'Crear persona' }));
      expect(within(dialog).getByRole('alert')).toHaveTextContent('Completá al menos nombre o email.');
      expect(result).not.toHaveBeenCalled();
      await user.type(within(dialog).getByLabelText('Nombre'), 'Rosa');
      await user.click(within(dialog).getByRole('button', { name: 'Crear persona' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(result).toHaveBeenCalledTimes(1);
    });

    it("says 'No se pudo crear la persona.' when the call fails", async () => {
      renderOrg([{ request: { query: CreateContactDocument, variables: () => true }, error: new Error('network down') }]);
      const user = userEvent.setup();
      await user.click(await screen.findByRole('button', { name: '+ Persona' }));
      const dialog = screen.getByRole('dialog', { name: 'Nueva persona' });
      await user.type(within(dialog).getByLabelText('Email'), 'rosa@acme.com.py');
      await user.click(within(dialog).getByRole('button', { name: 'Crear persona' }));
      expect(await within(dialog).findByRole('alert')).toHaveTextContent('No se pudo crear la persona.');
    });
  });

  it('tabs follow the keyboard (arrows, Home, End); Archivos and Documentos list the files of its operations (read-only)', async () => {
    const dealFile = (id: number, type: string, typeLabel: string, filename: string, dealId: number) => ({
      __typename: 'DealFile' as const,
      id,
      dealId,
      dealReference: `OP-00000${dealId}`,
      type,
      typeLabel,
      filename,
      url: `/uploads/${'c'.repeat(31)}${id}?exp=4102444800&sig=${'d'.repeat(64)}`,
      mimeType: 'application/pdf',
      sizeBytes: 2048,
      createdAt: '2026-03-05T15:00:00.000Z',
      uploadedByName: null,
    });
    renderOrg([
      always({
        request: { query: OrganizationFilesDocument, variables: { id: 5 } },
        result: {
          data: {
            organization: {
              __typename: 'Organization',
              id: 5,
              files: [
                dealFile(3, 'fact_compra', 'FACT COMPRA', 'compra.pdf', 8),
                dealFile(2, 'fact_venta', 'FACT VENTA', 'venta-2.pdf', 7),
                dealFile(1, 'fact_venta', 'FACT VENTA', 'venta-1.pdf', 7),
              ],
            },
          },
        },
      }),
    ]);
    const user = userEvent.setup();
    const first = await screen.findByRole('tab', { name: 'Actividad' });
    expect(first).toHaveAttribute('aria-selected', 'true');
    first.focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Notas' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Notas' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowRight}');
    const all = await screen.findByRole('list', { name: 'Archivos de las operaciones' });
    expect(within(all).getAllByRole('link', { name: /\.pdf$/ }).map((a) => a.textContent)).toEqual(['compra.pdf', 'venta-2.pdf', 'venta-1.pdf']);
    expect(within(all).getAllByRole('link', { name: 'OP-000007' })[0]).toHaveAttribute('href', '/operations/7');
    expect(screen.queryByRole('button', { name: /Eliminar/ })).not.toBeInTheDocument();
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Cuenta corriente' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Historial' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Rutas de proveedor' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Documentos' })).toHaveAttribute('aria-selected', 'true');
    const ventas = screen.getByRole('region', { name: 'FACT VENTA' });
    expect(within(ventas).getByRole('heading')).toHaveTextContent('FACT VENTA (2)');
    expect(within(ventas).getAllByRole('link', { name: /\.pdf$/ }).map((a) => a.textContent)).toEqual(['venta-2.pdf', 'venta-1.pdf']);
    expect(screen.getByRole('region', { name: 'FACT COMPRA' })).toHaveTextContent('compra.pdf');
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Actividad' })).toHaveAttribute('aria-selected', 'true');
  });

  it('lists people with name and email linking to the contact', async () => {
    renderOrg([], { people: [{ id: 40, name: 'Rosa Benítez', email: 'rosa@acme.com.py' }] });
    const people = await screen.findByRole('list', { name: 'Personas' });
    expect(within(people).getByRole('link', { name: 'Rosa Benítez' })).toHaveAttribute('href', '/contacts/40');
    expect(within(people).getByText('rosa@acme.com.py')).toBeInTheDocument();
  });

  it('still works when labels, users and params fail to load (silent fallback)', async () => {
    storeLogin(ADMIN);
    renderApp('/organizations/5', {
      mocks: [meMock(ADMIN), orgDetailMock(ORG), customFieldsMock('organization', 5, FIELDS), dealsMock({ orgId: 5 }), activitiesMock({ orgId: 5 }), ...optionMocks({ fail: true })],
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Editar' }));
    const dialog = screen.getByRole('dialog', { name: 'Editar organización' });
    await new Promise((r) => setTimeout(r, 20));
    expect(within(dialog).getByLabelText('Rubro')).toHaveValue('Seguro');
    expect(within(dialog).getByLabelText('Propietario')).toHaveValue('1');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

