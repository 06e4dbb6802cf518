import {
  availableBudgetActions,
  BUDGET_ACTIONS,
  BUDGET_STATUSES,
  type BudgetAction,
  type BudgetCheck,
  type BudgetStatus,
  budgetStatusOf,
  budgetTransitionTarget,
  canEditCostSheet,
  checkBudgetAction,
  isSheetLockedFor,
} from './budget';

const SALES = ['venta', 'ventas', 'vendedor', 'seller', 'sales', 'commercial', 'comercial', 'Vendedor', ' SALES '];

describe('transition table (spec part 2 §4)', () => {
  test.each([
    ['lock', 'borrador', 'bloqueado'],
    ['lock', 'bloqueado', null],
    ['lock', 'confirmado', null],
    ['confirm', 'borrador', 'confirmado'],
    ['confirm', 'bloqueado', 'confirmado'],
    ['confirm', 'confirmado', null],
    ['reopen', 'borrador', null],
    ['reopen', 'bloqueado', 'borrador'],
    ['reopen', 'confirmado', 'borrador'],
  ] as const)('%s from %s → %p', (action, from, to) => {
    expect(budgetTransitionTarget(action, from)).toBe(to);
  });
});

/** Expected outcome per role group, action and source status. */
function expected(group: 'admin' | 'sales' | 'ops' | 'viewer', action: BudgetAction, from: BudgetStatus): BudgetCheck {
  const valid = budgetTransitionTarget(action, from) !== null;
  if (group === 'admin') return valid ? 'ok' : 'INVALID_TRANSITION';
  if (group === 'sales' && action === 'confirm') return !valid ? 'INVALID_TRANSITION' : from === 'borrador' ? 'ok' : 'FORBIDDEN';
  return 'FORBIDDEN';
}

describe('every role × action × status', () => {
  const roles: Array<[string | null, 'admin' | 'sales' | 'ops' | 'viewer']> = [
    ['admin', 'admin'],
    ['ADMIN', 'admin'],
    ...SALES.map((r) => [r, 'sales'] as [string, 'sales']),
    ['ops', 'ops'],
    ['viewer', 'viewer'],
    ['finanzas', 'viewer'],
    ['jefe', 'viewer'],
    [null, 'viewer'],
  ];
  const cases = roles.flatMap(([role, group]) =>
    BUDGET_ACTIONS.flatMap((action) => BUDGET_STATUSES.map((from) => [role, action, from, expected(group, action, from)] as const)),
  );
  test('the table covers 3 actions × 3 statuses for each role', () => expect(cases).toHaveLength(roles.length * 9));
  test.each(cases)('%p %s from %s → %s', (role, action, from, outcome) => {
    expect(checkBudgetAction(role, action, from)).toBe(outcome);
  });
});

describe('buttons offered', () => {
  test.each([
    ['admin', 'borrador', ['lock', 'confirm']],
    ['admin', 'bloqueado', ['confirm', 'reopen']],
    ['admin', 'confirmado', ['reopen']],
    ['venta', 'borrador', ['confirm']],
    ['Comercial', 'borrador', ['confirm']],
    ['venta', 'bloqueado', []],
    ['venta', 'confirmado', []],
    ['ops', 'borrador', []],
    ['viewer', 'borrador', []],
    ['finanzas', 'borrador', []],
    ['finanzas', 'bloqueado', []],
    ['finanzas', 'confirmado', []],
  ] as const)('%s in %s → %p', (role, status, actions) => {
    expect(availableBudgetActions(role, status)).toEqual(actions);
  });
});

describe('canEditCostSheet (spec part 2 §6: admins always, venta and ops while borrador, viewer never)', () => {
  test.each([
    ['admin', 'borrador', true, false],
    ['admin', 'bloqueado', true, false],
    ['admin', 'confirmado', true, false],
    ['venta', 'borrador', true, false],
    ['venta', 'bloqueado', false, true],
    ['venta', 'confirmado', false, true],
    ['vendedor', 'borrador', true, false],
    ['seller', 'confirmado', false, true],
    ['ops', 'borrador', true, false],
    ['ops', 'bloqueado', false, true],
    ['ops', 'confirmado', false, true],
    ['viewer', 'borrador', false, false],
    ['viewer', 'confirmado', false, false],
    ['finanzas', 'borrador', false, false],
    ['finanzas', 'bloqueado', false, false],
    ['venta', null, true, false],
    ['venta', 'raro', true, false],
  ] as const)('%s in %p → edit %p, locked tooltip %p', (role, status, edit, locked) => {
    expect(canEditCostSheet(role, status)).toBe(edit);
    expect(isSheetLockedFor(role, status)).toBe(locked);
  });
  test('unknown stored statuses read as borrador', () => {
    expect(budgetStatusOf(undefined)).toBe('borrador');
    expect(budgetStatusOf('confirmado')).toBe('confirmado');
  });
});
