import { foldHeader, mappingProblem, suggestMapping } from './csv-import';

test('foldHeader drops accents, case and punctuation', () => {
  expect(foldHeader('  Razón  Social: ')).toBe('razon social');
  expect(foldHeader('E-MAIL')).toBe('e mail');
  expect(foldHeader('Teléfono')).toBe('telefono');
});

test('suggested mapping from Spanish and English headers, accent- and case-insensitive, each field once', () => {
  expect(suggestMapping('organization', ['RAZÓN SOCIAL', 'R.U.C.', 'Correo electrónico', 'Teléfono', 'Otra cosa'])).toEqual([
    'razonSocial',
    'ruc',
    'email',
    'phone',
    null,
  ]);
  expect(suggestMapping('organization', ['Company', 'RUC', 'Name'])).toEqual(['razonSocial', 'ruc', 'name']);
  expect(suggestMapping('contact', ['Full name', 'E-mail', 'Mobile', 'Empresa', 'Email'])).toEqual(['name', 'email', 'phone', 'organization', null]);
  expect(suggestMapping('contact', ['Nombre y apellido', 'Correo electrónico', 'Teléfono móvil', 'Observación'])).toEqual(['name', 'email', 'phone', null]);
  expect(suggestMapping('deal', ['Referencia', 'Título', 'Monto', 'Etapa', 'Cliente'])).toEqual(['reference', 'title', 'value', 'stage', 'organization']);
});

test('mapping problems: a required group left out, a field twice, an unknown field', () => {
  expect(mappingProblem('contact', ['phone', null])).toBe('Asigná una columna a Nombre o Email.');
  expect(mappingProblem('contact', ['email', 'email'])).toBe('Cada campo se puede asignar a una sola columna.');
  expect(mappingProblem('contact', ['password'])).toBe('Campo de destino desconocido en el mapeo.');
  expect(mappingProblem('organization', ['ruc', 'razonSocial'])).toBeNull();
});
