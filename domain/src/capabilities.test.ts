import { capabilitiesOf } from './capabilities';

const company = { ownerUserId: null, visibility: 'company' };
const othersShared = { ownerUserId: 99, visibility: 'shared' };

test.each([
  ['admin', true, true, true, true, ['lock', 'confirm'], true, true],
  ['venta', true, false, false, true, ['confirm'], false, false],
  ['ops', true, false, false, true, [], false, false],
  ['finanzas', false, false, false, false, [], false, true],
  ['viewer', false, false, false, false, [], false, false],
  ['jefe', false, false, false, false, [], false, false],
])('%p: write=%p administration=%p pipelines=%p company record=%p, borrador actions %p, edits a locked sheet=%p, finance=%p', (role, write, administration, pipelines, record, actions, lockedSheet, finance) => {
  const can = capabilitiesOf({ id: 1, role });
  expect(can.write).toBe(write);
  expect(can.finance).toBe(finance);
  expect(can.administration).toBe(administration);
  expect(can.editPipelines).toBe(pipelines);
  expect(can.writeRecord(company)).toBe(record);
  expect(can.budgetActions('borrador')).toEqual(actions);
  expect(can.editCostSheet('bloqueado')).toBe(lockedSheet);
});

test("a writer may not edit someone else's shared record; an admin may", () => {
  expect(capabilitiesOf({ id: 1, role: 'venta' }).writeRecord(othersShared)).toBe(false);
  expect(capabilitiesOf({ id: 99, role: 'venta' }).writeRecord(othersShared)).toBe(true);
  expect(capabilitiesOf({ id: 1, role: 'admin' }).writeRecord(othersShared)).toBe(true);
});

test('finanzas edits no record, not even its own shared or private one, and no cost sheet in any status', () => {
  const can = capabilitiesOf({ id: 5, role: 'finanzas' });
  for (const visibility of ['company', 'shared', 'private']) expect(can.writeRecord({ ownerUserId: 5, visibility })).toBe(false);
  for (const status of ['borrador', 'bloqueado', 'confirmado']) {
    expect(can.editCostSheet(status)).toBe(false);
    expect(can.budgetActions(status)).toEqual([]);
  }
});

test('signed out: nothing', () => {
  const can = capabilitiesOf(null);
  expect([can.write, can.finance, can.administration, can.editPipelines, can.writeRecord(company), can.editCostSheet('borrador')]).toEqual([false, false, false, false, false, false]);
  expect(can.budgetActions('borrador')).toEqual([]);
});

test('an admin reopens a confirmed budget; nobody else is offered anything there', () => {
  expect(capabilitiesOf({ id: 1, role: 'admin' }).budgetActions('confirmado')).toEqual(['reopen']);
  expect(capabilitiesOf({ id: 1, role: 'venta' }).budgetActions('confirmado')).toEqual([]);
});
