import { MANAGED_PARAM_KEYS, isParamKey, nextParamOrd, splitParamKey, workspaceParamKey } from './params';

test('every managed key of spec part 2 §9 is a valid key, and its workspace override too', () => {
  expect(MANAGED_PARAM_KEYS).toHaveLength(35);
  for (const k of MANAGED_PARAM_KEYS) {
    expect(isParamKey(k)).toBe(true);
    expect(isParamKey(workspaceParamKey(k, 'atm-cargo'))).toBe(true);
  }
});

test.each([
  ['org_tipo', true],
  ['kanban_hide_stages__industrial-rayflex', true],
  ['quote_incluye__atm-cargo', true],
  ['x', true],
  ['a'.repeat(120), true],
  ['a'.repeat(121), false],
  ['', false],
  ['Org_Tipo', false],
  ['org tipo', false],
  ['org-tipo', false],
  ['org_tipo__', false],
  ['org_tipo__ATM', false],
  ['_org', false],
  ['org_', false],
  ['org___x', false],
  ['org_tipo__-x', false],
  ['org_tipo__x-', false],
  ['org_tipo__atm cargo', false],
  ['org_tipo;drop', false],
  ["org_tipo' OR 1=1", false],
  ['org.tipo', false],
  ['ñandú', false],
  [12, false],
  [null, false],
])('isParamKey(%p) → %p', (key, ok) => expect(isParamKey(key)).toBe(ok));

test.each([
  ['kanban_hide_stages__atm-cargo', 'kanban_hide_stages', 'atm-cargo'],
  ['kanban_hide_stages', 'kanban_hide_stages', null],
  ['a_b__c-d', 'a_b', 'c-d'],
])('splitParamKey(%p)', (key, base, slug) => expect(splitParamKey(key)).toEqual({ base, slug }));

test.each([
  [[], 10],
  [[10, 20, 30], 40],
  [[30, 10], 40],
  [[5], 15],
  [[0], 10],
])('nextParamOrd(%p) = %p', (ords, next) => expect(nextParamOrd(ords)).toBe(next));
