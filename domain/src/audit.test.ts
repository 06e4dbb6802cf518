import { auditChangeLines, auditFieldLabel, auditKindOf, costSheetRowChanges, formatAuditValue, humanize } from './audit';

test('kinds of the Historial filter', () => {
  expect(auditKindOf('deal_file', 'create')).toBe('archivos');
  expect(auditKindOf('organization', 'budget_confirm')).toBe('presupuesto');
  expect(auditKindOf('cost_sheet', 'update')).toBe('presupuesto');
  expect(auditKindOf('followup_call', 'create')).toBe('actividades');
  expect(auditKindOf('deal', 'update')).toBe('cambios');
  expect(auditKindOf('deal_checklist', 'update')).toBe('cambios');
});

test('field labels: known, mode details, cost-sheet rows and unknown keys in words', () => {
  expect(auditFieldLabel('stageId')).toBe('Etapa');
  expect(auditFieldLabel('air.consignee')).toBe('Aéreo: Consignee');
  expect(auditFieldLabel('compraRows[THC Origen]')).toBe('Compra: THC Origen');
  expect(auditFieldLabel('someNewField')).toBe('Some new field');
  expect(humanize('close_reason')).toBe('Close reason');
});

test('values: names of referenced records, es-PY money and dates, codes in Spanish, graceful fallbacks', () => {
  const names = (kind: string, id: number) => (kind === 'stage' && id === 3 ? 'Cotizado' : undefined);
  expect(formatAuditValue('stageId', 3, names)).toBe('Cotizado');
  expect(formatAuditValue('stageId', 9, names)).toBe('#9 (eliminado)');
  expect(formatAuditValue('value', 1234.5)).toBe('1.234,50');
  expect(formatAuditValue('totalCostos', '99.9')).toBe('99,90');
  expect(formatAuditValue('status', 'won')).toBe('Ganada');
  expect(formatAuditValue('budgetStatus', 'bloqueado')).toBe('Bloqueado');
  expect(formatAuditValue('visibility', 'private')).toBe('Privado');
  expect(formatAuditValue('dueDate', '2026-11-24')).toBe('24/11/2026');
  expect(formatAuditValue('done', true)).toBe('Sí');
  expect(formatAuditValue('air.eta', '2026-13-45')).toBe('2026-13-45');
  expect(formatAuditValue('air.eta', '2026-99-01T10:00:00Z')).toBe('2026-99-01T10:00:00Z');
  expect(formatAuditValue('anything', null)).toBe('—');
  expect(formatAuditValue('anything', { a: 1 })).toBe('{"a":1}');
  expect(formatAuditValue('weight', 1500.25)).toBe('1.500,25');
  expect(formatAuditValue('x', 'y'.repeat(400))).toHaveLength(300);
  expect(auditChangeLines({ password: ['a', 'b'] })).toEqual([{ field: 'password', label: 'Contraseña', oldValue: '••••', newValue: '••••' }]);
  expect(auditChangeLines('not a map')).toEqual([]);
});

test('cost-sheet rows added, removed and changed, matched by id', () => {
  const empty = { compraRows: [], ventaRows: [], locRows: [], locCliRows: [], segCostoRows: [], segVentaRows: [] };
  const before = { ...empty, compraRows: [{ id: 'a', concepto: 'Flete', total: 100 }, { id: 'b', concepto: 'FSC', total: 5 }], locRows: [{ id: 'l', concepto: 'Despacho', gs: 1000 }] };
  const after = { ...empty, compraRows: [{ id: 'a', concepto: 'Flete', total: 150 }, { id: 'c', concepto: 'THC', total: 20 }], locRows: [{ id: 'l', concepto: 'Despacho', gs: 1000 }] };
  expect(costSheetRowChanges(before, after)).toEqual({ 'compraRows[Flete]': [100, 150], 'compraRows[THC]': [null, 20], 'compraRows[FSC]': [5, null] });
  expect(costSheetRowChanges(null, after)['locRows[Despacho]']).toEqual([null, 1000]);
});
