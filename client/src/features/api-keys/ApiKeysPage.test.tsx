import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockLink } from '@apollo/client/testing';
import { ApiKeysDocument, CreateApiKeyDocument, RevokeApiKeyDocument } from '../../gql/graphql';
import { FINANZAS, meMock, renderApp, storeLogin, VIEWER, type TestUser } from '../../test/renderApp';
import { hasUnsavedChanges } from '../../ui/unsavedChanges';

const OPS: TestUser = { id: 4, name: 'Olga Ops', email: 'olga@example.com', role: 'ops' };

const key = (id: number, name: string, createdById: number, revokedAt: string | null = null) => ({
  __typename: 'ApiKey' as const,
  id,
  name,
  prefix: `crm_k${id}xxxxxx`,
  role: 'ops' as const,
  createdById,
  createdByName: createdById === OPS.id ? OPS.name : 'Otro',
  createdAt: '2026-11-20T12:00:00.000Z',
  expiresAt: null,
  lastUsedAt: null,
  revokedAt,
});

const listMock = (keys: ReturnType<typeof key>[]): MockLink.MockedResponse => ({ request: { query: ApiKeysDocument }, result: { data: { apiKeys: keys } } });

let confirmSpy: jest.SpyInstance;
beforeEach(() => {
  confirmSpy = jest.spyOn(window, 'confirm').mockReturnValue(true);
});
afterEach(() => confirmSpy.mockRestore());

describe("'Mis claves API' (/account/api-keys, API keys)", () => {
  it('an ops user reaches it from the menu, sees only their keys, offers roles up to theirs, creates and revokes a key', async () => {
    storeLogin(OPS);
    const created = key(12, 'Mi script', OPS.id);
    renderApp('/general', {
      mocks: [
        meMock(OPS),
        listMock([key(11, 'Viejo', OPS.id), key(99, 'De otro', 1)]),
        { request: { query: CreateApiKeyDocument, variables: { input: { name: 'Mi script', role: 'ops', expiresInDays: null } } }, result: { data: { createApiKey: { __typename: 'CreatedApiKey', secret: 'crm_k12xxxxx_secreto', key: created } } } },
        listMock([created, key(11, 'Viejo', OPS.id)]),
        { request: { query: RevokeApiKeyDocument, variables: { id: 12 } }, result: { data: { revokeApiKey: { ...created, revokedAt: '2026-11-24T12:00:00.000Z' } } } },
      ],
      showWarnings: false,
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('link', { name: 'Mis claves API' }));
    expect(await screen.findByRole('heading', { name: 'Mis claves API' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Claves de API' });
    expect(within(table).getByText('Viejo')).toBeInTheDocument();
    expect(within(table).queryByText('De otro')).not.toBeInTheDocument();
    expect(within(screen.getByLabelText('Rol')).getAllByRole('option').map((o) => o.textContent)).toEqual(['Operaciones', 'Solo lectura']);
    expect(screen.queryByRole('link', { name: 'API' })).not.toBeInTheDocument();

    await user.type(screen.getByLabelText('Nombre de la clave'), 'Mi script');
    await user.selectOptions(screen.getByLabelText('Rol'), 'ops');
    await user.click(screen.getByRole('button', { name: 'Crear clave' }));
    expect(await screen.findByTestId('api-key-secret')).toHaveTextContent('crm_k12xxxxx_secreto');
    await user.click(screen.getByRole('button', { name: 'Listo' }));
    await user.click(await screen.findByRole('button', { name: 'Revocar Mi script' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Revocar Mi script' })).not.toBeInTheDocument());
  });

  it('a name typed and not created counts as unsaved work (leaving asks first)', async () => {
    storeLogin(OPS);
    renderApp('/account/api-keys', { mocks: [meMock(OPS), listMock([])], showWarnings: false });
    const user = userEvent.setup();
    const field = await screen.findByLabelText('Nombre de la clave');
    expect(hasUnsavedChanges()).toBe(false);
    await user.type(field, 'Sin crear');
    expect(hasUnsavedChanges()).toBe(true);
    await user.clear(field);
    expect(hasUnsavedChanges()).toBe(false);
  });

  it.each([
    ['a viewer', VIEWER],
    ['finanzas', FINANZAS],
  ])('%s has no keys: no menu entry, no administration, and the address answers the permission message', async (_who, reader) => {
    storeLogin(reader);
    renderApp('/account/api-keys', { mocks: [meMock(reader)], showWarnings: false });
    expect(await screen.findByText(/No tenés permiso/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Mis claves API' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Administración/ })).not.toBeInTheDocument();
  });
});
