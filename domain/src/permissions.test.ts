import {
  ROLES,
  canManageUsers,
  canSeeAdministration,
  canSetPassword,
  canWrite,
  canWriteFinance,
  ROLE_LABELS,
  isAdmin,
  isRole,
  isSalesRole,
} from './permissions';

test('the five roles', () => expect([...ROLES]).toEqual(['admin', 'venta', 'ops', 'finanzas', 'viewer']));

test('finanzas is labelled "Finanzas"', () => expect(ROLE_LABELS.finanzas).toBe('Finanzas'));

test.each([
  ['admin', true, false, true, true, true],
  ['venta', false, true, true, false, false],
  ['ops', false, false, true, false, false],
  ['finanzas', false, false, false, false, true],
  [' Finanzas ', false, false, false, false, true],
  ['viewer', false, false, false, false, false],
  ['Ventas', false, true, true, false, false],
  ['VENDEDOR', false, true, true, false, false],
  [' seller ', false, true, true, false, false],
  ['sales', false, true, true, false, false],
  ['commercial', false, true, true, false, false],
  ['comercial', false, true, true, false, false],
  ['finanza', false, false, false, false, false],
  ['finance', false, false, false, false, false],
  ['jefe', false, false, false, false, false],
  ['', false, false, false, false, false],
  [null, false, false, false, false, false],
])('%p: admin=%p sales=%p write=%p manageUsers=%p finance=%p', (role, admin, sales, write, manage, finance) => {
  expect(isAdmin(role)).toBe(admin);
  expect(isSalesRole(role)).toBe(sales);
  expect(canWrite(role)).toBe(write);
  expect(canManageUsers(role)).toBe(manage);
  expect(canSeeAdministration(role)).toBe(manage);
  expect(canWriteFinance(role)).toBe(finance);
});

test('passwords: an admin sets anyone’s, everyone their own, nobody else’s', () => {
  expect(canSetPassword({ id: 1, role: 'admin' }, 7)).toBe(true);
  expect(canSetPassword({ id: 7, role: 'viewer' }, 7)).toBe(true);
  expect(canSetPassword({ id: 7, role: 'finanzas' }, 7)).toBe(true);
  expect(canSetPassword({ id: 8, role: 'finanzas' }, 7)).toBe(false);
  expect(canSetPassword({ id: 8, role: 'venta' }, 7)).toBe(false);
  expect(canSetPassword({ id: 8, role: 'ops' }, 7)).toBe(false);
});

test('isRole accepts only the stored roles', () => {
  expect(isRole('venta')).toBe(true);
  expect(isRole('finanzas')).toBe(true);
  expect(isRole('ventas')).toBe(false);
  expect(isRole(3)).toBe(false);
});
