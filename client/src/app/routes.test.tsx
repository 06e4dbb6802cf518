import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApolloLink } from '@apollo/client/link';
import { MockLink } from '@apollo/client/testing';
import { NO_PERMISSION_MESSAGE } from '@crm/domain';
import { LogoutDocument, LogoutEverywhereDocument, MeDocument, UsersAdminDocument } from '../gql/graphql';
import { ADMIN, FINANZAS, VIEWER, meMock, renderApp as renderWholeApp, storeLogin } from '../test/renderApp';

/** These tests are about routing and the session: the screens they land on fetch data nobody mocks here. */
const renderApp = (path: string, options: Parameters<typeof renderWholeApp>[1] = {}) =>
  renderWholeApp(path, { showWarnings: false, ...options });

// The unmocked screens log their failed loads (spec part 1 §8): expected here, so kept out of the output.
beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
afterEach(() => jest.restoreAllMocks());
import { createSessionErrorLink } from './links';

const UNAUTHENTICATED = { message: 'Sesión expirada', extensions: { code: 'UNAUTHENTICATED' } };

function menu() {
  return screen.getByRole('navigation', { name: 'Menú principal' });
}

describe('protected routes', () => {
  it('sends a signed-out user to /login?next=<path+search>', async () => {
    renderApp('/contacts?q=ana');
    expect(await screen.findByRole('button', { name: 'Ingresar' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(`/login?next=${encodeURIComponent('/contacts?q=ana')}`);
    expect(screen.queryByRole('navigation', { name: 'Menú principal' })).not.toBeInTheDocument();
  });

  it('protects the stage editor (no layout) too', async () => {
    storeLogin(VIEWER);
    renderApp('/pipelines/3/edit', { mocks: [meMock(VIEWER)] });
    expect(await screen.findByRole('heading', { name: 'Editar pipeline' })).toBeInTheDocument();
    expect(screen.getByText(NO_PERMISSION_MESSAGE)).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Menú principal' })).not.toBeInTheDocument();
  });

  it('renders nothing while the stored session is being checked, then the screen', async () => {
    storeLogin(VIEWER);
    const { container } = renderApp('/general', { mocks: [{ ...meMock(VIEWER), delay: 30 }] });
    expect(screen.queryByRole('button', { name: 'Ingresar' })).not.toBeInTheDocument();
    expect(container).toBeEmptyDOMElement();
    expect(await screen.findByRole('heading', { name: 'Vista general' })).toBeInTheDocument();
  });

  it('clears a stored session the server rejects and shows the login', async () => {
    storeLogin(ADMIN, 'revocado');
    renderApp('/organizations', { mocks: [{ request: { query: MeDocument }, result: { errors: [UNAUTHENTICATED] } }] });
    expect(await screen.findByRole('button', { name: 'Ingresar' })).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    expect(screen.getByTestId('location')).toHaveTextContent(`/login?next=${encodeURIComponent('/organizations')}`);
  });

  it('ends the session when a later operation answers UNAUTHENTICATED', async () => {
    storeLogin(ADMIN);
    const link = ApolloLink.from([
      createSessionErrorLink(),
      new MockLink([meMock(ADMIN), { request: { query: UsersAdminDocument }, result: { errors: [UNAUTHENTICATED] } }], {
        defaultOptions: { delay: 0 },
      }),
    ]);
    renderApp('/admin/users', { link });
    expect(await screen.findByRole('button', { name: 'Ingresar' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(`/login?next=${encodeURIComponent('/admin/users')}`);
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('shows "Página no encontrada." with a link home for unknown paths', async () => {
    storeLogin(VIEWER);
    renderApp('/no-existe', { mocks: [meMock(VIEWER)] });
    expect(await screen.findByText('Página no encontrada.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute('href', '/');
  });

  it.each([
    ['/', 'Pipeline'],
    ['/general', 'Vista general'],
    ['/contacts', 'Contactos'],
    ['/organizations', 'Organizaciones'],
    ['/workspace/atm-cargo', 'Pipeline'],
    ['/operations/5', 'Vista de operación'],
    ['/operations/5/quote', 'Generar Presupuesto'],
    ['/followup', 'Dashboard de seguimiento'],
    ['/admin', 'Estadísticas y análisis'],
    ['/admin/params', 'Parámetros'],
    ['/admin/catalog', 'Catálogo'],
    ['/pipelines/edit', 'Editar pipeline'],
  ])('renders %s as the "%s" screen', async (path, title) => {
    storeLogin(ADMIN);
    renderApp(path, { mocks: [meMock(ADMIN)] });
    expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
  });
});

describe('layout and administration access', () => {
  it('shows the full menu, the user and the role to an admin', async () => {
    storeLogin(ADMIN);
    renderApp('/general', { mocks: [meMock(ADMIN)] });
    await screen.findByRole('heading', { name: 'Vista general' });
    const nav = menu();
    const expected: Array<[string, string]> = [
      ['Vista general', '/general'],
      ['Kanban', '/'],
      ['Cargo', '/workspace/atm-cargo'],
      ['Rayflex', '/workspace/industrial-rayflex'],
      ['Boplan', '/workspace/industrial-boplan'],
      ['Administración', '/admin'],
      ['Usuarios', '/admin/users'],
      ['Parámetros', '/admin/params'],
      ['Catálogo', '/admin/catalog'],
      ['Contactos', '/contacts'],
      ['Organizaciones', '/organizations'],
      ['Seguimiento', '/followup'],
    ];
    for (const [name, href] of expected) {
      expect(within(nav).getByRole('link', { name })).toHaveAttribute('href', href);
    }
    expect(within(nav).getByRole('link', { name: 'Vista general' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Kanban' })).not.toHaveAttribute('aria-current');
    const header = screen.getByRole('banner');
    expect(within(header).getByText('Ana Admin')).toBeInTheDocument();
    expect(within(header).getByText('Administrador')).toBeInTheDocument();
  });

  it.each([
    ['a viewer', VIEWER, 'Solo lectura'],
    ['finanzas', FINANZAS, 'Finanzas'],
  ])('hides administration from %s and refuses /admin/users', async (_who, reader, roleLabel) => {
    storeLogin(reader);
    renderApp('/admin/users', { mocks: [meMock(reader)] });
    expect(await screen.findByText(NO_PERMISSION_MESSAGE)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Usuarios' })).not.toBeInTheDocument();
    const nav = menu();
    for (const name of ['Administración', 'Usuarios', 'Parámetros', 'Catálogo']) {
      expect(within(nav).queryByRole('link', { name })).not.toBeInTheDocument();
    }
    expect(within(nav).getByRole('link', { name: 'Contactos' })).toBeInTheDocument();
    expect(within(screen.getByRole('banner')).getByText(roleLabel)).toBeInTheDocument();
  });

  it.each([
    ['/admin', 'viewer', VIEWER],
    ['/admin/params', 'viewer', VIEWER],
    ['/admin/catalog', 'viewer', VIEWER],
    ['/admin', 'finanzas', FINANZAS],
    ['/admin/params', 'finanzas', FINANZAS],
    ['/admin/catalog', 'finanzas', FINANZAS],
  ])('refuses %s to a non-admin (%s)', async (path, _role, reader) => {
    storeLogin(reader);
    renderApp(path, { mocks: [meMock(reader)] });
    expect(await screen.findByText(NO_PERMISSION_MESSAGE)).toBeInTheDocument();
  });

  it('logs out: calls logout, clears the session and goes to /login', async () => {
    storeLogin(ADMIN);
    const logout = jest.fn(() => ({ data: { logout: true } }));
    renderApp('/contacts', { mocks: [meMock(ADMIN), { request: { query: LogoutDocument }, result: logout }] });
    await screen.findByRole('heading', { name: 'Contactos' });
    await userEvent.setup().click(within(menu()).getByRole('button', { name: 'Cerrar sesión' }));
    expect(await screen.findByRole('button', { name: 'Ingresar' })).toBeInTheDocument();
    expect(logout).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/login$/));
  });

  it('"Cerrar sesión" ends this session only; "Cerrar sesión en todos los dispositivos" calls logoutEverywhere', async () => {
    storeLogin(ADMIN);
    const logout = jest.fn(() => ({ data: { logout: true } }));
    const everywhere = jest.fn(() => ({ data: { logoutEverywhere: true } }));
    renderApp('/contacts', {
      mocks: [meMock(ADMIN), { request: { query: LogoutDocument }, result: logout }, { request: { query: LogoutEverywhereDocument }, result: everywhere }],
    });
    await screen.findByRole('heading', { name: 'Contactos' });
    await userEvent.setup().click(within(menu()).getByRole('button', { name: 'Cerrar sesión en todos los dispositivos' }));
    expect(await screen.findByRole('button', { name: 'Ingresar' })).toBeInTheDocument();
    expect(everywhere).toHaveBeenCalledTimes(1);
    expect(logout).not.toHaveBeenCalled();
    expect(localStorage.getItem('token')).toBeNull();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/login$/));
  });

  it('logs out even when the server call fails', async () => {
    storeLogin(ADMIN);
    renderApp('/contacts', {
      mocks: [meMock(ADMIN), { request: { query: LogoutDocument }, result: { errors: [UNAUTHENTICATED] } }],
    });
    await screen.findByRole('heading', { name: 'Contactos' });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Cerrar sesión' }));
    expect(await screen.findByRole('button', { name: 'Ingresar' })).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBeNull();
  });
});
