import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockLink } from '@apollo/client/testing';
import { ForgotPasswordDocument, LoginDocument, PasswordLinkDocument, SetPasswordWithTokenDocument } from '../../gql/graphql';
import { ADMIN, VIEWER, meMock, renderApp as renderWholeApp, storeLogin } from '../../test/renderApp';

/** These tests are about routing and the session: the screens they land on fetch data nobody mocks here. */
const renderApp = (path: string, options: Parameters<typeof renderWholeApp>[1] = {}) =>
  renderWholeApp(path, { showWarnings: false, ...options });

const CREDENTIALS = { email: 'ana@example.com', password: 'secreta123' };

function loginMock(
  result: MockLink.MockedResponse['result'],
  input: { email: string; password: string } = CREDENTIALS,
): MockLink.MockedResponse {
  return { request: { query: LoginDocument, variables: { input } }, result };
}

function okLogin(token = 'nuevo-token') {
  return loginMock({
    data: { login: { __typename: 'AuthPayload', token, user: { __typename: 'User', ...ADMIN } } },
  });
}

async function fillAndSubmit(email = CREDENTIALS.email, password = CREDENTIALS.password) {
  const user = userEvent.setup();
  if (email) await user.type(screen.getByLabelText('Email'), email);
  if (password) await user.type(screen.getByLabelText('Contraseña'), password);
  await user.click(screen.getByRole('button', { name: 'Ingresar' }));
}

describe('LoginPage', () => {
  it('labels its inputs and uses email/password types', async () => {
    renderApp('/login');
    expect(await screen.findByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Contraseña')).toHaveAttribute('type', 'password');
  });

  it.each([
    ['both empty', '', ''],
    ['password empty', 'ana@example.com', ''],
    ['email empty', '', 'secreta123'],
  ])('with %s shows the message and sends nothing', async (_case, email, password) => {
    const result = jest.fn(() => ({ data: { login: null } }));
    renderApp('/login', { mocks: [{ request: { query: LoginDocument, variables: () => true }, result }] });
    await screen.findByLabelText('Email');
    await fillAndSubmit(email, password);
    expect(await screen.findByRole('alert')).toHaveTextContent('Completá email y contraseña.');
    expect(result).not.toHaveBeenCalled();
    expect(localStorage.getItem('token')).toBeNull();
  });

  it("shows the server's message above the form", async () => {
    renderApp('/login', {
      mocks: [loginMock({ errors: [{ message: 'Credenciales inválidas', extensions: { code: 'UNAUTHENTICATED' } }] })],
    });
    await screen.findByLabelText('Email');
    await fillAndSubmit();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Credenciales inválidas');
    const form = screen.getByRole('form', { name: 'Iniciar sesión' });
    // The alert precedes the form in document order (spec part 1 §2: error text above the form).
    expect(alert.compareDocumentPosition(form) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('falls back to "No se pudo iniciar sesión" for errors without a user-facing message', async () => {
    renderApp('/login', {
      mocks: [loginMock({ errors: [{ message: 'boom', extensions: { code: 'INTERNAL_SERVER_ERROR' } }] })],
    });
    await screen.findByLabelText('Email');
    await fillAndSubmit();
    expect(await screen.findByRole('alert')).toHaveTextContent('No se pudo iniciar sesión');
  });

  it('rejects an answer without a token', async () => {
    renderApp('/login', {
      mocks: [
        loginMock({ data: { login: { __typename: 'AuthPayload', token: '', user: { __typename: 'User', ...ADMIN } } } }),
      ],
    });
    await screen.findByLabelText('Email');
    await fillAndSubmit();
    expect(await screen.findByRole('alert')).toHaveTextContent('Respuesta de login inválida');
    expect(localStorage.getItem('token')).toBeNull();
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
  });

  it('stores the session and goes to `next` after signing in', async () => {
    renderApp(`/login?next=${encodeURIComponent('/contacts?q=ana')}`, { mocks: [okLogin()] });
    await screen.findByLabelText('Email');
    await fillAndSubmit();
    expect(await screen.findByRole('heading', { name: 'Contactos' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/contacts?q=ana');
    expect(localStorage.getItem('token')).toBe('nuevo-token');
    expect(JSON.parse(localStorage.getItem('user') ?? '{}')).toMatchObject({ id: ADMIN.id, role: 'admin' });
  });

  it.each([['https://evil.example/x'], ['//evil.example/x'], ['/\\evil.example']])(
    'ignores an unsafe next (%s) and goes to /',
    async (next) => {
      renderApp(`/login?next=${encodeURIComponent(next)}`, { mocks: [okLogin()] });
      await screen.findByLabelText('Email');
      await fillAndSubmit();
      expect(await screen.findByRole('heading', { name: 'Pipeline' })).toBeInTheDocument();
      expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
    },
  );

  it('sends a signed-in user visiting /login to /', async () => {
    storeLogin(VIEWER);
    renderApp('/login', { mocks: [meMock(VIEWER)] });
    expect(await screen.findByRole('heading', { name: 'Pipeline' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
  });
});

describe('¿Olvidaste tu contraseña? and the link page', () => {
  it('asks for the email (prefilled from the form) and shows the server answer', async () => {
    const answer = 'Si el email corresponde a un usuario activo, te enviamos un enlace para elegir una contraseña nueva. Revisá tu correo.';
    renderApp('/login', { mocks: [{ request: { query: ForgotPasswordDocument, variables: { input: { email: 'ana@example.com' } } }, result: { data: { forgotPassword: answer } } }] });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Email'), 'ana@example.com');
    await user.click(screen.getByRole('button', { name: '¿Olvidaste tu contraseña?' }));
    expect(screen.getByRole('heading', { name: '¿Olvidaste tu contraseña?' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('ana@example.com');
    await user.click(screen.getByRole('button', { name: 'Enviar enlace' }));
    expect(await screen.findByText(answer)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Volver a iniciar sesión' }));
    expect(screen.getByRole('heading', { name: 'Iniciar sesión' })).toBeInTheDocument();
  });

  it('/contrasena: shows whose link it is, checks the repeat, sets the password and signs in', async () => {
    const token = 'x'.repeat(43);
    const password = 'Nueva-clave-1';
    renderApp(`/contrasena?token=${token}`, {
      mocks: [
        { request: { query: PasswordLinkDocument, variables: { token } }, result: { data: { passwordLink: { __typename: 'PasswordLink', email: 'ana@example.com', name: 'Ana Admin', kind: 'invite' } } } },
        { request: { query: SetPasswordWithTokenDocument, variables: { input: { token, password } } }, result: { data: { setPasswordWithToken: 'ana@example.com' } } },
        loginMock({ data: { login: { __typename: 'AuthPayload', token: 'tok-nuevo', user: { __typename: 'User', ...ADMIN } } } }, { email: 'ana@example.com', password }),
      ],
    });
    expect(await screen.findByRole('heading', { name: 'Elegí tu contraseña para empezar' })).toBeInTheDocument();
    expect(screen.getByText('ana@example.com')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Contraseña nueva'), password);
    await user.type(screen.getByLabelText('Repetí la contraseña'), 'otra-cosa-1');
    await user.click(screen.getByRole('button', { name: 'Guardar e ingresar' }));
    expect(await screen.findByText('Las contraseñas no coinciden.')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Repetí la contraseña'));
    await user.type(screen.getByLabelText('Repetí la contraseña'), password);
    await user.click(screen.getByRole('button', { name: 'Guardar e ingresar' }));
    await waitFor(() => expect(localStorage.getItem('token')).toBe('tok-nuevo'));
  });
});

