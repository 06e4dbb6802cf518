import {
  ROLES,
  canManageUsers,
  canSeeAdministration,
  canSetPassword,
  canWrite,
  isAdmin,
  isRole,
  isSalesRole,
} from './permissions';

test('the four roles', () => expect([...ROLES]).toEqual(['admin', 'venta', 'ops', 'viewer']));

test.each([
  ['admin', true, false, true, true],
  ['venta', false, true, true, false],
  ['ops', false, false, true, false],
  ['viewer', false, false, false, false],
  ['Ventas', false, true, true, false],
  ['VENDEDOR', false, true, true, false],
  [' seller ', false, true, true, false],
  ['sales', false, true, true, false],
  ['commercial', false, true, true, false],
  ['comercial', false, true, true, false],
  ['jefe', false, false, false, false],
  ['', false, false, false, false],
  [null, false, false, false, false],
])('%p: admin=%p sales=%p write=%p manageUsers=%p', (role, admin, sales, write, manage) => {
  expect(isAdmin(role)).toBe(admin);
  expect(isSalesRole(role)).toBe(sales);
  expect(canWrite(role)).toBe(write);
  expect(canManageUsers(role)).toBe(manage);
  expect(canSeeAdministration(role)).toBe(manage);
});

test('passwords: an admin sets anyone’s, everyone their own, nobody else’s', () => {
  expect(canSetPassword({ id: 1, role: 'admin' }, 7)).toBe(true);
  expect(canSetPassword({ id: 7, role: 'viewer' }, 7)).toBe(true);
  expect(canSetPassword({ id: 8, role: 'venta' }, 7)).toBe(false);
  expect(canSetPassword({ id: 8, role: 'ops' }, 7)).toBe(false);
});

test('isRole accepts only the stored roles', () => {
  expect(isRole('venta')).toBe(true);
  expect(isRole('ventas')).toBe(false);
  expect(isRole(3)).toBe(false);
});
