import { render, screen, waitFor, within } from '@testing-library/react';
import { ToastArea } from '../../ui/toast';
import userEvent from '@testing-library/user-event';
import type { MockLink } from '@apollo/client/testing';
import {
  ContactLabelsDocument,
  ContactsListDocument,
  CreateContactDocument,
  CreateOrganizationDocument,
  PickOrganizationsDocument,
  type ContactFilter,
} from '../../gql/graphql';
import { ADMIN, meMock, renderApp, storeLogin } from '../../test/renderApp';
import { activitiesMock, always, contact, contactDetailMock, customFieldsMock, dealsMock, optionMocks, org } from '../organizations/crmFixtures';

function listMock(
  filter: ContactFilter | null,
  nodes: Array<ReturnType<typeof contact>>,
  opts: { total?: number; hasNextPage?: boolean; offset?: number; orderBy?: { field: string; direction: string } } = {},
): MockLink.MockedResponse {
  return always({
    request: { query: ContactsListDocument, variables: { filter, first: 50, orderBy: opts.orderBy ?? null, offset: opts.offset ?? 0 } },
    result: {
      data: {
        contacts: {
          __typename: 'ContactConnection',
          totalCount: opts.total ?? nodes.length,
          pageInfo: { __typename: 'PageInfo', hasNextPage: !!opts.hasNextPage, endCursor: nodes.length ? `c${nodes[nodes.length - 1].id}` : null },
          edges: nodes.map((n) => ({ __typename: 'ContactEdge', node: n })),
        },
      },
    },
  });
}

/** The labels contacts carry (not the label catalogue's Decisor/Operativo). */
const labelsInUseMock = always({ request: { query: ContactLabelsDocument }, result: { data: { contactLabels: ['Agente', 'VIP'] } } });

const ANA = contact(1, { name: 'Ana Pérez', email: 'ana@acme.com.py' });
const BRUNO = contact(2, { name: 'Bruno Díaz', email: null, orgId: null, orgName: null, label: null });

function renderContacts(extra: MockLink.MockedResponse[] = [], path = '/contacts') {
  storeLogin(ADMIN);
  renderApp(path, { mocks: [meMock(ADMIN), listMock(null, [ANA, BRUNO]), labelsInUseMock, ...optionMocks(), ...extra] });
}

describe('ContactsPage', () => {
  it('lists the spec columns; the name links to the contact and the organization to its screen', async () => {
    renderContacts();
    const table = await screen.findByRole('table', { name: 'Contactos' });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Nombre',
      'Email',
      'Teléfono',
      'Cargo',
      'Organización',
      'Etiqueta',
      'Creado',
    ]);
    expect(within(table).getByRole('link', { name: 'Ana Pérez' })).toHaveAttribute('href', '/contacts/1');
    expect(within(table).getByRole('link', { name: 'Acme S.A.' })).toHaveAttribute('href', '/organizations/5');
    expect(within(table).getAllByText('05/03/2026')).toHaveLength(2);
  });

  it('applies every filter on Buscar (text, label, owner, visibility, only with email) and clears them', async () => {
    renderContacts([listMock({ q: 'ana', label: 'VIP', ownerUserId: 2, visibility: 'shared', hasEmail: true }, [ANA])]);
    const user = userEvent.setup();
    await screen.findByRole('table', { name: 'Contactos' });
    await user.type(screen.getByLabelText('Buscar'), ' ana ');
    // The labels contacts carry, not the catalogue's.
    await waitFor(() => expect(within(screen.getByLabelText('Etiqueta')).getAllByRole('option').map((o) => o.textContent)).toEqual(['Todas', 'Agente', 'VIP']));
    await user.selectOptions(screen.getByLabelText('Etiqueta'), 'VIP');
    await user.selectOptions(screen.getByLabelText('Propietario'), '2');
    await user.selectOptions(screen.getByLabelText('Visibilidad'), 'shared');
    await user.click(screen.getByLabelText('Solo con email'));
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    await waitFor(() => expect(screen.getByText('1–1 de 1 contactos')).toBeInTheDocument());
    expect(screen.getByTestId('location')).toHaveTextContent('/contacts?q=ana&label=VIP&owner=2&visibility=shared&email=1');
    await user.click(screen.getByRole('button', { name: 'Limpiar' }));
    await waitFor(() => expect(screen.getByText('1–2 de 2 contactos')).toBeInTheDocument());
    expect(screen.getByLabelText('Buscar')).toHaveValue('');
    expect(screen.getByLabelText('Solo con email')).not.toBeChecked();
  });

  it("shows 'No hay contactos para este filtro.' when nothing matches", async () => {
    renderContacts([listMock({ q: 'zzz' }, [])], '/contacts?q=zzz');
    expect(await screen.findByText('No hay contactos para este filtro.')).toBeInTheDocument();
  });

  it('pages and sorts on the server with the page and sort in the URL; back restores the previous view', async () => {
    storeLogin(ADMIN);
    renderApp('/contacts', {
      mocks: [
        meMock(ADMIN),
        listMock(null, [ANA], { total: 51, hasNextPage: true }),
        listMock(null, [BRUNO], { total: 51, offset: 50 }),
        listMock(null, [BRUNO, ANA], { orderBy: { field: 'EMAIL', direction: 'ASC' } }),
        labelsInUseMock,
        ...optionMocks(),
      ],
    });
    const user = userEvent.setup();
    expect(await screen.findByText('1–1 de 51 contactos')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Siguiente →' }));
    expect(await screen.findByText('51–51 de 51 contactos')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/contacts?page=2');
    expect(screen.getByRole('link', { name: 'Bruno Díaz' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '← Anterior' }));
    expect(await screen.findByRole('link', { name: 'Ana Pérez' })).toBeInTheDocument();
    await user.click(within(screen.getByRole('columnheader', { name: /Email/ })).getByRole('button'));
    await waitFor(() => expect(screen.getByRole('columnheader', { name: /Email/ })).toHaveAttribute('aria-sort', 'ascending'));
    expect(screen.getByTestId('location').textContent).toBe('/contacts?sort=email');
    expect(await screen.findByText('1–2 de 2 contactos')).toBeInTheDocument();
  });

  describe('new contact modal', () => {
    async function open() {
      const user = userEvent.setup();
      await user.click(await screen.findByRole('button', { name: '+ Nuevo contacto' }));
      return { user, dialog: screen.getByRole('dialog', { name: 'Nuevo contacto' }) };
    }

    const detail = (c: ReturnType<typeof contact>) => [
      contactDetailMock(c),
      customFieldsMock('contact', c.id),
      activitiesMock({ personId: c.id }),
      dealsMock({ contactId: c.id }),
    ];

    it('sends nothing without a name or an email; visibility company and the owner (me) by default', async () => {
      const result = jest.fn(() => ({ data: null }));
      renderContacts([{ request: { query: CreateContactDocument, variables: () => true }, result }]);
      const { user, dialog } = await open();
      expect(within(dialog).getByLabelText('Visibilidad')).toHaveValue('company');
      expect(within(dialog).getByLabelText('Email')).toHaveAttribute('type', 'email');
      await waitFor(() => expect(within(dialog).getByLabelText('Propietario')).toHaveValue('1'));
      await user.type(within(dialog).getByLabelText('Teléfono'), '0981');
      await user.click(within(dialog).getByRole('button', { name: 'Crear contacto' }));
      expect(within(dialog).getByRole('alert')).toHaveTextContent('Completá al menos nombre o email.');
      expect(result).not.toHaveBeenCalled();
    });

    it('suggests at most 10 organizations from the server and links the chosen one', async () => {
      const many = Array.from({ length: 12 }, (_, i) => ({ __typename: 'Organization', id: 100 + i, name: `Acme ${i}`, razonSocial: null, ruc: null }));
      const pick = jest.fn(() => ({ data: { organizations: { __typename: 'OrganizationConnection', edges: many.map((n) => ({ __typename: 'OrganizationEdge', node: n })) } } }));
      const create = jest.fn(() => ({ data: { createContact: { __typename: 'CreateContactPayload', deduped: false, contact: contact(60, { name: 'Rosa', orgId: 103, orgName: 'Acme 3' }) } } }));
      renderContacts([
        always({ request: { query: PickOrganizationsDocument, variables: { q: 'Acme', first: 10 } }, result: pick }),
        {
          request: {
            query: CreateContactDocument,
            variables: { input: { name: 'Rosa', email: null, phone: null, title: null, label: 'Operativo', orgId: 103, ownerUserId: 1, visibility: 'private' } },
          },
          result: create,
        },
        ...detail(contact(60, { name: 'Rosa', orgId: 103, orgName: 'Acme 3' })),
      ]);
      const { user, dialog } = await open();
      await user.type(within(dialog).getByLabelText('Nombre'), 'Rosa');
      await user.type(within(dialog).getByRole('combobox', { name: 'Organización' }), 'Acme');
      const listbox = await within(dialog).findByRole('listbox', { name: 'Organizaciones sugeridas' });
      await waitFor(() => expect(within(listbox).getAllByRole('option')).toHaveLength(10));
      expect(pick).toHaveBeenCalled();
      await user.click(within(listbox).getByRole('option', { name: 'Acme 3' }));
      expect(within(dialog).getByText('Organización existente.')).toBeInTheDocument();
      await waitFor(() => expect(within(within(dialog).getByLabelText('Etiqueta')).getAllByRole('option')).toHaveLength(3));
      await user.selectOptions(within(dialog).getByLabelText('Etiqueta'), 'Operativo');
      await user.selectOptions(within(dialog).getByLabelText('Visibilidad'), 'private');
      await user.click(within(dialog).getByRole('button', { name: 'Crear contacto' }));
      await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/contacts/60'));
      expect(create).toHaveBeenCalledTimes(1);
    });

    it('creates the organization typed in, then the contact linked to it', async () => {
      const makeOrg = jest.fn(() => ({ data: { createOrganization: org(77, { name: 'Nueva Import', razonSocial: null }) } }));
      const makeContact = jest.fn(() => ({ data: { createContact: { __typename: 'CreateContactPayload', deduped: false, contact: contact(61, { orgId: 77 }) } } }));
      renderContacts([
        always({ request: { query: PickOrganizationsDocument, variables: () => true }, result: { data: { organizations: { __typename: 'OrganizationConnection', edges: [] } } } }),
        { request: { query: CreateOrganizationDocument, variables: { input: { name: 'Nueva Import' } } }, result: makeOrg },
        {
          request: {
            query: CreateContactDocument,
            variables: { input: { name: null, email: 'rosa@nueva.com.py', phone: null, title: null, label: null, orgId: 77, ownerUserId: 1, visibility: 'company' } },
          },
          result: makeContact,
        },
        ...detail(contact(61, { orgId: 77 })),
      ]);
      const { user, dialog } = await open();
      await user.type(within(dialog).getByLabelText('Email'), 'rosa@nueva.com.py');
      await user.type(within(dialog).getByRole('combobox', { name: 'Organización' }), '  Nueva Import ');
      expect(within(dialog).getByText('Se creará la organización «Nueva Import».')).toBeInTheDocument();
      await waitFor(() => expect(within(dialog).getByLabelText('Propietario')).toHaveValue('1'));
      await user.click(within(dialog).getByRole('button', { name: 'Crear contacto' }));
      await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/contacts/61'));
      expect(makeOrg).toHaveBeenCalledTimes(1);
      expect(makeContact).toHaveBeenCalledTimes(1);
    });

    it('shows the failure and does not create the organization twice on retry', async () => {
      const makeOrg = jest.fn(() => ({ data: { createOrganization: org(78, { name: 'Otra', razonSocial: null }) } }));
      renderContacts([
        always({ request: { query: PickOrganizationsDocument, variables: () => true }, result: { data: { organizations: { __typename: 'OrganizationConnection', edges: [] } } } }),
        always({ request: { query: CreateOrganizationDocument, variables: () => true }, result: makeOrg }),
        always({ request: { query: CreateContactDocument, variables: () => true }, error: new Error('network down') }),
      ]);
      const { user, dialog } = await open();
      await user.type(within(dialog).getByLabelText('Nombre'), 'Rosa');
      await user.type(within(dialog).getByRole('combobox', { name: 'Organización' }), 'Otra');
      await user.click(within(dialog).getByRole('button', { name: 'Crear contacto' }));
      expect(await within(dialog).findByRole('alert')).toHaveTextContent('No se pudo crear el contacto.');
      await user.click(within(dialog).getByRole('button', { name: 'Crear contacto' }));
      await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent('No se pudo crear el contacto.'));
      expect(makeOrg).toHaveBeenCalledTimes(1);
    });
  });
  describe('Exportar CSV (CSV export)', () => {
    // jsdom has no fetch Response: the parts of one the download reads.
    const answer = (status: number, disposition: string | null, json: unknown) => ({
      status,
      ok: status < 300,
      headers: { get: (name: string) => (name === 'Content-Disposition' ? disposition : null) },
      json: async () => json,
      blob: async () => new Blob(['Nombre\r\n']),
    });
    const realFetch = globalThis.fetch;
    const realCreate = URL.createObjectURL;
    const realRevoke = URL.revokeObjectURL;
    afterEach(() => {
      globalThis.fetch = realFetch;
      URL.createObjectURL = realCreate;
      URL.revokeObjectURL = realRevoke;
      localStorage.removeItem('csvExportEsPY');
    });

    it("exports the URL's filters and sort with the session token, es-PY unless unticked, under the server's file name", async () => {
      const fetchMock = jest.fn(async () => answer(200, 'attachment; filename="contactos-2026-11-24.csv"', null));
      globalThis.fetch = fetchMock as unknown as typeof fetch;
      URL.createObjectURL = jest.fn(() => 'blob:csv');
      URL.revokeObjectURL = jest.fn();
      const clicked: string[] = [];
      const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
        clicked.push(this.download);
      });
      renderContacts(
        [listMock({ q: 'ana', label: 'VIP', ownerUserId: 2, visibility: 'shared', hasEmail: true }, [ANA], { orderBy: { field: 'EMAIL', direction: 'DESC' } })],
        '/contacts?q=ana&label=VIP&owner=2&visibility=shared&email=1&sort=email&dir=desc',
      );
      const user = userEvent.setup();
      await screen.findByRole('table', { name: 'Contactos' });
      // es-PY is the default: the file a Paraguayan Excel opens with a double click.
      expect(screen.getByLabelText('Formato: es-PY')).toBeChecked();
      await user.click(screen.getByRole('button', { name: 'Exportar CSV' }));
      await waitFor(() => expect(clicked).toEqual(['contactos-2026-11-24.csv']));
      const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
      expect(url).toBe('/api/exports/contacts.csv?q=ana&label=VIP&owner_user_id=2&visibility=shared&has_email=1&sort=email&dir=desc&format=es-PY');
      expect(init.headers).toEqual({ Authorization: expect.stringMatching(/^Bearer /) });
      await user.click(screen.getByLabelText('Formato: es-PY'));
      await user.click(screen.getByRole('button', { name: 'Exportar CSV' }));
      await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
      expect((fetchMock.mock.calls[1] as unknown as [string])[0]).toMatch(/&format=default$/);
      click.mockRestore();
    });

    it("shows the server's Spanish error", async () => {
      globalThis.fetch = jest.fn(async () => answer(400, null, { error: 'Orden inválido.' })) as unknown as typeof fetch;
      render(<ToastArea />);
      renderContacts();
      const user = userEvent.setup();
      await screen.findByRole('table', { name: 'Contactos' });
      await user.click(screen.getByRole('button', { name: 'Exportar CSV' }));
      expect(await screen.findByText('Orden inválido.')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Exportar CSV' })).toBeEnabled();
    });
  });
});
