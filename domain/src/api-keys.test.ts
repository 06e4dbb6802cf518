import { apiKeyRolesFor, canCreateApiKeys, effectiveApiKeyRole } from './api-keys';

test.each([
  ['admin', true, ['admin', 'venta', 'ops', 'finanzas', 'viewer']],
  ['venta', true, ['venta', 'viewer']],
  ['Comercial', true, ['venta', 'viewer']],
  ['ops', true, ['ops', 'viewer']],
  ['finanzas', false, []],
  ['viewer', false, []],
  ['jefe', false, []],
  [null, false, []],
] as const)('%p creates keys=%p with roles %p', (role, creates, roles) => {
  expect(canCreateApiKeys(role)).toBe(creates);
  expect(apiKeyRolesFor(role)).toEqual(roles);
});

test('an admin may give a key the finanzas role; a demoted creator takes it away', () => {
  expect(effectiveApiKeyRole('finanzas', 'admin')).toBe('finanzas');
  expect(effectiveApiKeyRole('finanzas', 'ops')).toBeNull();
  expect(effectiveApiKeyRole('venta', 'finanzas')).toBeNull();
  expect(effectiveApiKeyRole('viewer', 'finanzas')).toBeNull();
});
