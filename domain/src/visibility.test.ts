import { canAssignOwner, canReadRecord, canWriteRecord, ownershipRefusal, type OwnedRecord } from './visibility';

const ana = { id: 1, role: 'venta' };
const admin = { id: 9, role: 'admin' };
const rec = (ownerUserId: number | null, visibility: string): OwnedRecord => ({ ownerUserId, visibility });

describe('ownershipRefusal on create (no current record)', () => {
  test.each([
    [rec(1, 'company'), null],
    [rec(1, 'private'), null],
    [rec(1, 'shared'), null],
    [rec(2, 'company'), 'otherOwner'],
    [rec(2, 'private'), 'otherOwner'],
    [rec(null, 'company'), null],
    [rec(null, 'private'), 'privateNotOwn'],
  ] as const)('a non-admin creating %p → %p', (next, expected) => {
    expect(ownershipRefusal(ana, null, next)).toBe(expected);
  });

  test('an admin creates for anyone, private included', () => {
    expect(ownershipRefusal(admin, null, rec(2, 'private'))).toBeNull();
    expect(ownershipRefusal(admin, null, rec(null, 'private'))).toBeNull();
  });
});

describe('ownershipRefusal on update', () => {
  test.each([
    // unchanged values are always fine (edit forms resend them)
    [rec(2, 'company'), rec(2, 'company'), null],
    // someone else's record: no change of owner or visibility
    [rec(2, 'company'), rec(1, 'company'), 'notOwner'],
    [rec(2, 'company'), rec(2, 'private'), 'notOwner'],
    // one's own record: hand it over, but never as a private one
    [rec(1, 'company'), rec(2, 'company'), null],
    [rec(1, 'private'), rec(2, 'company'), null],
    [rec(1, 'private'), rec(2, 'private'), 'privateNotOwn'],
    [rec(1, 'company'), rec(2, 'private'), 'privateNotOwn'],
    [rec(1, 'private'), rec(null, 'private'), 'privateNotOwn'],
    [rec(1, 'company'), rec(1, 'private'), null],
    [rec(1, 'private'), rec(null, 'company'), null],
    // a record without owner: a writer may take it, not give it to someone else
    [rec(null, 'company'), rec(1, 'private'), null],
    [rec(null, 'company'), rec(2, 'company'), 'otherOwner'],
    [rec(null, 'company'), rec(2, 'private'), 'otherOwner'],
    [rec(null, 'company'), rec(null, 'private'), 'privateNotOwn'],
    [rec(null, 'company'), rec(null, 'shared'), null],
  ] as const)('a non-admin changing %p into %p → %p', (current, next, expected) => {
    expect(ownershipRefusal(ana, current, next)).toBe(expected);
  });

  test('an admin changes anything', () => {
    expect(ownershipRefusal(admin, rec(2, 'company'), rec(3, 'private'))).toBeNull();
  });
});

test('canAssignOwner: the owner choices a form offers', () => {
  expect(canAssignOwner(ana, null, 1)).toBe(true);
  expect(canAssignOwner(ana, null, null)).toBe(true);
  expect(canAssignOwner(ana, null, 2)).toBe(false);
  expect(canAssignOwner(ana, { ownerUserId: 1 }, 2)).toBe(true);
  expect(canAssignOwner(ana, { ownerUserId: null }, 2)).toBe(false);
  expect(canAssignOwner(admin, null, 2)).toBe(true);
});

describe('finanzas reads like a viewer and writes no record (roles: finanzas)', () => {
  const finanzas = { id: 5, role: 'finanzas' };
  const viewer = { id: 5, role: 'viewer' };
  test.each([
    [rec(null, 'company'), true],
    [rec(2, 'shared'), true],
    [rec(2, 'private'), false],
    [rec(5, 'private'), true],
  ] as const)('%p: reads %p (as a viewer), writes never', (r, reads) => {
    expect(canReadRecord(finanzas, r)).toBe(reads);
    expect(canReadRecord(finanzas, r)).toBe(canReadRecord(viewer, r));
    expect(canWriteRecord(finanzas, r)).toBe(false);
  });
});
