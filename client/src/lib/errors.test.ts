import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { APP_ERROR_CODES } from '@crm/domain';
import { errorCode, errorField, errorMessage, failureText, formFailure, isUnauthenticated } from './errors';

function gqlError(message: string, code?: string) {
  return new CombinedGraphQLErrors({ data: null, errors: [{ message, ...(code ? { extensions: { code } } : {}) }] });
}

function serverError(status: number, body: unknown) {
  const bodyText = typeof body === 'string' ? body : JSON.stringify(body);
  return new ServerError(`Response not successful: Received status code ${status}`, {
    // jsdom has no fetch Response; ServerError only reads its status.
    response: { status, headers: new Headers() } as unknown as Response,
    bodyText,
  });
}

describe('errorMessage', () => {
  it.each([
    ['CONFLICT', 'Email ya existe'],
    ['UNAUTHENTICATED', 'Credenciales inválidas'],
    ['BAD_USER_INPUT', 'La contraseña debe tener al menos 8 caracteres'],
    ['RATE_LIMITED', 'Demasiados intentos. Probá de nuevo en unos minutos.'],
    ['NOT_FOUND', 'Usuario no encontrado'],
    ['FORBIDDEN', 'No tenés permisos'],
    ['INVALID_TRANSITION', 'Transición no permitida'],
  ])('uses the server message for %s', (code, message) => {
    expect(errorMessage(gqlError(message, code), 'fallback')).toBe(message);
  });

  it.each(APP_ERROR_CODES)('shows the server message for every code a server service throws (%s, from domain)', (code) => {
    expect(errorMessage(gqlError('Operación no encontrada.', code), 'fallback')).toBe('Operación no encontrada.');
  });

  it('uses the fallback for technical errors', () => {
    expect(errorMessage(gqlError('Unexpected error', 'INTERNAL_SERVER_ERROR'), 'No se pudo')).toBe('No se pudo');
    expect(errorMessage(gqlError('no code'), 'No se pudo')).toBe('No se pudo');
    expect(errorMessage(gqlError('Variable "$input" got invalid value', 'BAD_USER_INPUT'), 'No se pudo')).toBe('No se pudo');
    expect(errorMessage(new TypeError('Failed to fetch'), 'No se pudo')).toBe('No se pudo');
    expect(errorMessage(undefined, 'No se pudo')).toBe('No se pudo');
  });

  it('reads GraphQL errors and REST 429 bodies from non-2xx answers', () => {
    const body = { errors: [{ message: 'Demasiados intentos', extensions: { code: 'RATE_LIMITED' } }] };
    expect(errorMessage(serverError(429, body), 'x')).toBe('Demasiados intentos');
    expect(errorMessage(serverError(429, { error: 'Esperá un momento' }), 'x')).toBe('Esperá un momento');
    expect(errorMessage(serverError(500, '<html>'), 'x')).toBe('x');
    expect(errorCode(serverError(429, 'Too many'))).toBe('RATE_LIMITED');
  });

  it('shows the server\'s message when the database is out (HTTP 503, SERVICE_UNAVAILABLE)', () => {
    const message = 'Servicio no disponible, intentá de nuevo en unos segundos.';
    const body = { errors: [{ message, extensions: { code: 'SERVICE_UNAVAILABLE' } }] };
    expect(errorMessage(serverError(503, body), 'No se pudo guardar')).toBe(message);
    expect(errorCode(serverError(503, body))).toBe('SERVICE_UNAVAILABLE');
  });
});

describe('isUnauthenticated', () => {
  it('recognises UNAUTHENTICATED and HTTP 401 only', () => {
    expect(isUnauthenticated(gqlError('Sesión expirada', 'UNAUTHENTICATED'))).toBe(true);
    expect(isUnauthenticated(serverError(401, 'Unauthorized'))).toBe(true);
    expect(isUnauthenticated(gqlError('No tenés permisos', 'FORBIDDEN'))).toBe(false);
    expect(isUnauthenticated(serverError(500, 'x'))).toBe(false);
    expect(isUnauthenticated(new Error('x'))).toBe(false);
  });
});

describe("failureText (show the server's reason)", () => {
  it("joins the screen's failure text and the server's reason", () => {
    expect(failureText(gqlError('El título admite hasta 300 caracteres.', 'BAD_USER_INPUT'), 'No se pudo crear el deal')).toBe(
      'No se pudo crear el deal: El título admite hasta 300 caracteres.',
    );
    expect(failureText(gqlError('No podés quitarte el rol de administrador.', 'FORBIDDEN'), 'No se pudo guardar.')).toBe(
      'No se pudo guardar: No podés quitarte el rol de administrador.',
    );
  });

  it('keeps the failure text alone when the server gave no user-facing reason or the same text', () => {
    expect(failureText(gqlError('Unexpected error', 'INTERNAL_SERVER_ERROR'), 'No se pudo crear el deal')).toBe('No se pudo crear el deal');
    expect(failureText(new TypeError('Failed to fetch'), 'No se pudo crear el deal')).toBe('No se pudo crear el deal');
    expect(failureText(gqlError('No se pudo crear el deal', 'CONFLICT'), 'No se pudo crear el deal')).toBe('No se pudo crear el deal');
  });
});

describe('errorField', () => {
  it('reads the field the server named, if any', () => {
    const err = new CombinedGraphQLErrors({
      data: null,
      errors: [{ message: 'El título admite hasta 300 caracteres.', extensions: { code: 'BAD_USER_INPUT', field: 'title' } }],
    });
    expect(errorField(err)).toBe('title');
    expect(errorField(gqlError('x', 'BAD_USER_INPUT'))).toBeUndefined();
    expect(errorField(new TypeError('x'))).toBeUndefined();
  });
});

describe('formFailure', () => {
  const titleError = new CombinedGraphQLErrors({
    data: null,
    errors: [{ message: 'El título admite hasta 300 caracteres.', extensions: { code: 'BAD_USER_INPUT', field: 'title' } }],
  });
  it('puts the reason next to a field the form shows, the failure text above', () => {
    expect(formFailure(titleError, 'No se pudo crear el deal', ['title', 'value'])).toEqual({
      form: 'No se pudo crear el deal',
      fields: { title: 'El título admite hasta 300 caracteres.' },
    });
  });
  it('keeps both above the form when the field is not on it', () => {
    expect(formFailure(titleError, 'No se pudo crear el deal', ['value'])).toEqual({
      form: 'No se pudo crear el deal: El título admite hasta 300 caracteres.',
      fields: {},
    });
  });
});
