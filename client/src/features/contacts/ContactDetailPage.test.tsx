import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockLink } from '@apollo/client/testing';
import {
  ContactDetailDocument,
  CreateDealDocument,
  CreateOrganizationDocument,
  DealFormOptionsDocument,
  PickOrganizationsDocument,
  UpdateContactDocument,
} from '../../gql/graphql';
import { ADMIN, meMock, renderApp, storeLogin, type TestUser } from '../../test/renderApp';
import { activitiesMock, always, contact, contactDetailMock, customFieldsMock, dealsMock, optionMocks, org } from '../organizations/crmFixtures';

const VENTA: TestUser = { id: 3, name: 'Vero Venta', email: 'vero@example.com', role: 'venta' };
const DIEGO = contact(8);

function renderContact(extra: MockLink.MockedResponse[] = [], opts: { user?: TestUser; c?: ReturnType<typeof contact> } = {}) {
  const user = opts.user ?? ADMIN;
  const c = opts.c ?? DIEGO;
  storeLogin(user);
  renderApp(`/contacts/${c.id}`, {
    mocks: [
      meMock(user),
      contactDetailMock(c),
      customFieldsMock('contact', c.id, [{ id: 5, key: 'dni', label: 'Documento', type: 'text', value: '1.234.567' }]),
      activitiesMock({ personId: c.id }),
      dealsMock({ contactId: c.id }, [{ id: 12, title: 'Flete aéreo Miami', value: 1500, orgName: 'Acme S.A.' }]),
      ...optionMocks(),
      ...extra,
    ],
  });
}

const updated = (over: Record<string, unknown>) => ({ data: { updateContact: { ...DIEGO, ...over } } });
const orgsAnswer = (nodes: Array<ReturnType<typeof org>>) => ({
  data: {
    organizations: {
      __typename: 'OrganizationConnection',
      edges: nodes.map((n) => ({ __typename: 'OrganizationEdge', node: { __typename: 'Organization', id: n.id, name: n.name, razonSocial: n.razonSocial, ruc: n.ruc } })),
    },
  },
});

describe('ContactDetailPage', () => {
  it('shows the header, the linked organization, details with a mailto link, custom fields and the tabs', async () => {
    renderContact();
    expect(await screen.findByRole('heading', { name: 'Diego Ruiz' })).toBeInTheDocument();
    for (const b of ['+ Trato', '+ Actividad', 'Editar']) expect(screen.getByRole('button', { name: b })).toBeInTheDocument();
    const orgPanel = screen.getByRole('region', { name: 'Organización' });
    expect(within(orgPanel).getByRole('link', { name: 'Acme S.A.' })).toHaveAttribute('href', '/organizations/5');
    expect(within(orgPanel).getByRole('button', { name: 'Quitar' })).toBeInTheDocument();
    expect(within(orgPanel).getByRole('button', { name: 'Cambiar' })).toBeInTheDocument();
    const details = screen.getByRole('region', { name: 'Detalles' });
    expect(within(details).getByRole('link', { name: 'diego@acme.com.py' })).toHaveAttribute('href', 'mailto:diego@acme.com.py');
    expect(within(details).getByText('Decisor')).toBeInTheDocument();
    expect(await screen.findByText('1.234.567')).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Actividad', 'Tratos', 'Info', 'Historial']);
    expect(await screen.findByText('Sin actividades.')).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(screen.getByRole('tab', { name: 'Tratos' }));
    const deals = await screen.findByRole('table', { name: 'Tratos del contacto' });
    expect(within(deals).getByRole('link', { name: 'Flete aéreo Miami' })).toHaveAttribute('href', '/operations/12');
    expect(within(deals).getByText('Acme S.A.')).toBeInTheDocument();
    expect(within(deals).getByText('1.500,00')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Info' }));
    const info = screen.getByRole('tabpanel');
    expect(within(info).getByText('8')).toBeInTheDocument();
    expect(within(info).getByText('Empresa')).toBeInTheDocument();
    expect(within(info).getByText('Ana Admin')).toBeInTheDocument();
  });

  it("uses the email, else 'Contacto #id', as the title", async () => {
    renderContact([], { c: contact(9, { name: null, email: null }) });
    expect(await screen.findByRole('heading', { name: 'Contacto #9' })).toBeInTheDocument();
  });

  it("answers 'Contacto no encontrado.' for another user's private contact (NOT_FOUND)", async () => {
    storeLogin(VENTA);
    renderApp('/contacts/8', {
      mocks: [
        meMock(VENTA),
        { request: { query: ContactDetailDocument, variables: { id: 8 } }, result: { errors: [{ message: 'Contacto no encontrado.', extensions: { code: 'NOT_FOUND' } }] } },
      ],
    });
    expect(await screen.findByText('Contacto no encontrado.')).toBeInTheDocument();
  });

  it("says 'No se pudo cargar el contacto.' when the load fails", async () => {
    storeLogin(ADMIN);
    renderApp('/contacts/8', { mocks: [meMock(ADMIN), { request: { query: ContactDetailDocument, variables: { id: 8 } }, error: new Error('network down') }] });
    expect(await screen.findByText('No se pudo cargar el contacto.')).toBeInTheDocument();
  });

  it("hides Editar, Quitar and Cambiar on someone else's shared contact (canWriteRecord)", async () => {
    renderContact([], { user: VENTA, c: contact(8, { visibility: 'shared', ownerUserId: 1 }) });
    await screen.findByRole('heading', { name: 'Diego Ruiz' });
    expect(screen.queryByRole('button', { name: 'Editar' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Quitar' })).not.toBeInTheDocument();
    // activities and deals are still open to a writer
    expect(screen.getByRole('button', { name: '+ Actividad' })).toBeInTheDocument();
  });

  it("'Quitar' sends orgId null and the panel offers '+ Añadir'", async () => {
    const result = jest.fn(() => updated({ orgId: null, orgName: null }));
    renderContact([{ request: { query: UpdateContactDocument, variables: { id: 8, input: { orgId: null } } }, result }]);
    const user = userEvent.setup();
    const orgPanel = await screen.findByRole('region', { name: 'Organización' });
    await user.click(within(orgPanel).getByRole('button', { name: 'Quitar' }));
    expect(await within(orgPanel).findByText('Sin organización.')).toBeInTheDocument();
    expect(within(orgPanel).getByRole('button', { name: '+ Añadir' })).toBeInTheDocument();
    expect(result).toHaveBeenCalledTimes(1);
  });

  it("'Quitar' failure: 'No se pudo quitar la organización.'", async () => {
    renderContact([{ request: { query: UpdateContactDocument, variables: () => true }, error: new Error('network down') }]);
    const user = userEvent.setup();
    const orgPanel = await screen.findByRole('region', { name: 'Organización' });
    await user.click(within(orgPanel).getByRole('button', { name: 'Quitar' }));
    expect(await within(orgPanel).findByRole('alert')).toHaveTextContent('No se pudo quitar la organización.');
  });

  describe('organization picker', () => {
    it('searches (up to 20) and links the chosen organization', async () => {
      const search = jest.fn(() => orgsAnswer([org(21, { razonSocial: 'Beta Cargo S.A.' })]));
      const link = jest.fn(() => updated({ orgId: 21, orgName: 'Beta Cargo S.A.' }));
      renderContact([
        always({ request: { query: PickOrganizationsDocument, variables: { q: null, first: 20 } }, result: orgsAnswer([org(5), org(21, { razonSocial: 'Beta Cargo S.A.' })]) }),
        always({ request: { query: PickOrganizationsDocument, variables: { q: 'beta', first: 20 } }, result: search }),
        { request: { query: UpdateContactDocument, variables: { id: 8, input: { orgId: 21 } } }, result: link },
      ]);
      const user = userEvent.setup();
      await user.click(await screen.findByRole('button', { name: 'Cambiar' }));
      const dialog = screen.getByRole('dialog', { name: 'Elegir organización' });
      // the current organization is marked and cannot be picked again
      expect(await within(dialog).findByRole('button', { name: /Acme S\.A\..*Vinculada/ })).toBeDisabled();
      await user.type(within(dialog).getByLabelText('Buscar organización'), 'beta');
      await waitFor(() => expect(search).toHaveBeenCalled());
      await user.click(await within(dialog).findByRole('button', { name: /Beta Cargo S\.A\./ }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(link).toHaveBeenCalledTimes(1);
      expect(await screen.findByRole('link', { name: 'Beta Cargo S.A.' })).toHaveAttribute('href', '/organizations/21');
    });

    it('creates an organization from the typed name and links it (a name is needed)', async () => {
      const makeOrg = jest.fn(() => ({ data: { createOrganization: org(30, { name: 'Gamma Import', razonSocial: null }) } }));
      const link = jest.fn(() => updated({ orgId: 30, orgName: 'Gamma Import' }));
      renderContact(
        [
          always({ request: { query: PickOrganizationsDocument, variables: () => true }, result: orgsAnswer([]) }),
          { request: { query: CreateOrganizationDocument, variables: { input: { name: 'Gamma Import' } } }, result: makeOrg },
          { request: { query: UpdateContactDocument, variables: { id: 8, input: { orgId: 30 } } }, result: link },
        ],
        { c: contact(8, { orgId: null, orgName: null }) },
      );
      const user = userEvent.setup();
      await user.click(await screen.findByRole('button', { name: '+ Añadir' }));
      const dialog = screen.getByRole('dialog', { name: 'Elegir organización' });
      expect(within(dialog).getByRole('button', { name: '+ Crear y vincular' })).toBeDisabled();
      expect(within(dialog).getByText('Escribí un nombre para crear una organización nueva.')).toBeInTheDocument();
      await user.type(within(dialog).getByLabelText('Buscar organización'), 'Gamma Import');
      await user.click(within(dialog).getByRole('button', { name: '+ Crear «Gamma Import» y vincular' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(makeOrg).toHaveBeenCalledTimes(1);
      expect(link).toHaveBeenCalledTimes(1);
    });
  });

  describe('edit contact', () => {
    it('sends empty strings as null and the owner as a positive number or null', async () => {
      const result = jest.fn(() => updated({ phone: null, ownerUserId: 2 }));
      renderContact([
        {
          request: {
            query: UpdateContactDocument,
            variables: {
              id: 8,
              input: { name: 'Diego Ruiz', email: 'diego@acme.com.py', phone: null, title: 'Gerente', label: 'Decisor', notes: 'Cliente desde 2019', ownerUserId: 2, visibility: 'shared' },
            },
          },
          result,
        },
      ]);
      const user = userEvent.setup();
      await user.click(await screen.findByRole('button', { name: 'Editar' }));
      const dialog = screen.getByRole('dialog', { name: 'Editar contacto' });
      await user.clear(within(dialog).getByLabelText('Teléfono'));
      await user.type(within(dialog).getByLabelText('Notas'), 'Cliente desde 2019');
      await waitFor(() => expect(within(within(dialog).getByLabelText('Propietario')).getAllByRole('option')).toHaveLength(3));
      await user.selectOptions(within(dialog).getByLabelText('Propietario'), '2');
      await user.selectOptions(within(dialog).getByLabelText('Visibilidad'), 'shared');
      await user.click(within(dialog).getByRole('button', { name: 'Guardar cambios' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(result).toHaveBeenCalledTimes(1);
    });

    it('a non-admin may take a contact without owner but not give it to someone else: the picker offers only them (ownership)', async () => {
      const beto: TestUser = { id: 2, name: 'Beto Ventas', email: 'beto@example.com', role: 'venta' };
      renderContact([], { user: beto, c: contact(8, { ownerUserId: null, owner: null }) });
      const user = userEvent.setup();
      await user.click(await screen.findByRole('button', { name: 'Editar' }));
      const dialog = screen.getByRole('dialog', { name: 'Editar contacto' });
      const owner = within(dialog).getByLabelText('Propietario');
      await waitFor(() => expect(within(owner).getAllByRole('option').map((o) => o.textContent)).toEqual(['Sin propietario', 'Beto Ventas']));
    });

    it("needs a name or an email; a failed save says 'No se pudo guardar los cambios.'", async () => {
      const result = jest.fn(() => ({ errors: [{ message: 'boom', extensions: { code: 'INTERNAL_SERVER_ERROR' } }] }));
      renderContact([{ request: { query: UpdateContactDocument, variables: () => true }, result }]);
      const user = userEvent.setup();
      await user.click(await screen.findByRole('button', { name: 'Editar' }));
      const dialog = screen.getByRole('dialog', { name: 'Editar contacto' });
      await user.clear(within(dialog).getByLabelText('Nombre'));
      await user.clear(within(dialog).getByLabelText('Email'));
      await user.click(within(dialog).getByRole('button', { name: 'Guardar cambios' }));
      expect(within(dialog).getByRole('alert')).toHaveTextContent('Completá al menos nombre o email.');
      expect(result).not.toHaveBeenCalled();
      await user.type(within(dialog).getByLabelText('Nombre'), 'Diego');
      await user.click(within(dialog).getByRole('button', { name: 'Guardar cambios' }));
      expect(await within(dialog).findByText('No se pudo guardar los cambios.')).toBeInTheDocument();
    });
  });

  it("'+ Trato' opens the shared new-deal form linked to the contact; a failure says 'No se pudo crear el trato.'", async () => {
    const pipelines = {
      data: {
        pipelines: [
          {
            __typename: 'Pipeline',
            id: 1,
            name: 'Operaciones',
            stages: [
              { __typename: 'Stage', id: 11, name: 'Prospecto', orderIndex: 10, pipelineId: 1 },
              { __typename: 'Stage', id: 12, name: 'Cotizar', orderIndex: 20, pipelineId: 1 },
            ],
          },
        ],
      },
    };
    const create = jest.fn(() => ({ errors: [{ message: 'boom', extensions: { code: 'INTERNAL_SERVER_ERROR' } }] }));
    renderContact([
      always({ request: { query: DealFormOptionsDocument }, result: pipelines }),
      { request: { query: CreateDealDocument, variables: () => true }, result: create },
    ]);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '+ Trato' }));
    const dialog = screen.getByRole('dialog', { name: 'Nuevo trato' });
    await waitFor(() => expect(within(dialog).getByLabelText('Etapa')).toHaveValue('11'));
    await user.type(within(dialog).getByLabelText('Título'), 'Flete marítimo');
    await user.click(within(dialog).getByRole('button', { name: 'Crear' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('No se pudo crear el trato.');
    expect(create).toHaveBeenCalledTimes(1);
  });
});
