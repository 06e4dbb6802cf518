import { auditChangeLines, auditFieldLabel, auditKindOf, costSheetRowChanges, customFieldChangeLine, formatAuditValue, humanize } from './audit';

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

test("an operation's measures and dates read in Spanish with es-PY numbers, not as keys and dot decimals", () => {
  expect([
    customFieldChangeLine('peso_vol', '240.48', '250.50'),
    customFieldChangeLine('vol_m3', '1.440', '1.500'),
    customFieldChangeLine('f_cotiz', '2026-03-01', '2026-03-05'),
    customFieldChangeLine('peso_bruto', '1250.5', '1.250,5'),
    // A text field keeps what was typed, dots included; an unknown key is named as it is.
    customFieldChangeLine('doc_master', null, '145.20'),
    customFieldChangeLine('mi_campo', 'a', 'b'),
  ]).toEqual([
    { field: 'custom:peso_vol', label: 'Peso volumétrico (kg)', oldValue: '240,48', newValue: '250,5' },
    { field: 'custom:vol_m3', label: 'Volumen (m³)', oldValue: '1,44', newValue: '1,5' },
    { field: 'custom:f_cotiz', label: 'Fecha de cotización', oldValue: '01/03/2026', newValue: '05/03/2026' },
    { field: 'custom:peso_bruto', label: 'Peso bruto (kg)', oldValue: '1.250,5', newValue: '1.250,5' },
    { field: 'custom:doc_master', label: 'Doc. master', oldValue: '—', newValue: '145.20' },
    { field: 'custom:mi_campo', label: 'Campo «mi_campo»', oldValue: 'a', newValue: 'b' },
  ]);
});
