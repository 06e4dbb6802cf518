import {
  compareRevisions,
  compareTotals,
  isRevisionEditable,
  isRevisionInForce,
  REVISION_ACTIONS,
  REVISION_STATUSES,
  type RevisionAction,
  type RevisionStatus,
  revisionBudgetStatus,
  revisionLabel,
  revisionTransition,
} from './cost-sheet-revisions';
import { emptyCostSheet } from './cost-sheet';

/** The state machine written out by hand: every action from every status, allowed → target, else refused. */
const TABLE: Array<[RevisionAction, RevisionStatus, RevisionStatus | null]> = [
  ['confirm', 'borrador', 'confirmada'],
  ['confirm', 'confirmada', null],
  ['confirm', 'bloqueada', null],
  ['confirm', 'reemplazada', null],
  ['reopen', 'borrador', null],
  ['reopen', 'confirmada', 'borrador'],
  ['reopen', 'bloqueada', null],
  ['reopen', 'reemplazada', null],
  ['invoice', 'borrador', null],
  ['invoice', 'confirmada', 'bloqueada'],
  ['invoice', 'bloqueada', null],
  ['invoice', 'reemplazada', null],
  ['replace', 'borrador', 'reemplazada'],
  ['replace', 'confirmada', 'reemplazada'],
  ['replace', 'bloqueada', 'reemplazada'],
  ['replace', 'reemplazada', null],
];

describe('revision state machine', () => {
  test('the table covers every action × status', () => expect(TABLE).toHaveLength(REVISION_ACTIONS.length * REVISION_STATUSES.length));

  test.each(TABLE)('%s from %s → %p', (action, from, to) => {
    const t = revisionTransition(action, from);
    if (to) expect(t).toEqual({ ok: true, to });
    else {
      expect(t.ok).toBe(false);
      // Every refusal says why in Spanish.
      expect(t.ok === false && t.reason).toMatch(/^[A-ZÁÉÍÓÚÑ].+\.$/);
    }
  });

  test('reopening an invoiced revision points to a new revision', () => {
    expect(revisionTransition('reopen', 'bloqueada')).toEqual({ ok: false, reason: 'Ya se facturó desde esta revisión: para cambiarla, creá una nueva revisión.' });
  });

  test('only a draft is editable; confirmada and bloqueada are in force', () => {
    expect(REVISION_STATUSES.filter(isRevisionEditable)).toEqual(['borrador']);
    expect(REVISION_STATUSES.filter(isRevisionInForce)).toEqual(['confirmada', 'bloqueada']);
  });

  test.each([
    [null, 'borrador'],
    [{ status: 'borrador', budgetLocked: false }, 'borrador'],
    [{ status: 'borrador', budgetLocked: true }, 'bloqueado'],
    [{ status: 'confirmada', budgetLocked: false }, 'confirmado'],
    [{ status: 'bloqueada', budgetLocked: false }, 'confirmado'],
    [{ status: 'reemplazada', budgetLocked: false }, 'borrador'],
  ] as const)('the budget status of an operation whose current revision is %p → %s', (current, expected) => {
    expect(revisionBudgetStatus(current)).toBe(expected);
  });

  test.each([
    [1, null, 'REV 01'],
    [2, '  ', 'REV 02'],
    [2, 'flete corregido', 'REV 02 – flete corregido'],
    [12, 'REV 12 – final', 'REV 12 – final'],
  ] as const)('label of %i %p → %s', (n, name, label) => expect(revisionLabel(n, name)).toBe(label));
});

describe('compare', () => {
  const base = emptyCostSheet({ gsRate: 7300, pesoKg: 100 });
  const before = {
    ...base,
    compraRows: [
      { id: 'c1', concepto: 'FLETE AEREO', usdXKg: 2.5, total: null, lockPerKg: true, sourceId: null },
      { id: 'c2', concepto: 'FSC', usdXKg: null, total: 40, lockPerKg: false, sourceId: null },
    ],
    locRows: [{ id: 'l1', concepto: 'Despacho', gs: 1095000, sourceId: null }],
  };
  const after = {
    ...base,
    header: { ...base.header, gsRate: 7400 },
    compraRows: [
      { id: 'c1', concepto: 'FLETE AEREO', usdXKg: 2.75, total: null, lockPerKg: true, sourceId: null },
      { id: 'c3', concepto: 'SEC', usdXKg: null, total: 15, lockPerKg: false, sourceId: null },
    ],
    locRows: [{ id: 'l1', concepto: 'Despacho', gs: 1095000, sourceId: null }],
  };

  test('rows added, removed and changed (by id, per table); unchanged rows are left out; header changes', () => {
    const c = compareRevisions(before, after, null, null);
    expect(c.rows).toEqual([
      { table: 'compraRows', rowId: 'c1', concepto: 'FLETE AEREO', kind: 'changed', changes: [{ field: 'usdXKg', before: 2.5, after: 2.75 }] },
      {
        table: 'compraRows',
        rowId: 'c3',
        concepto: 'SEC',
        kind: 'added',
        changes: [
          { field: 'concepto', before: null, after: 'SEC' },
          { field: 'usdXKg', before: null, after: null },
          { field: 'total', before: null, after: 15 },
          { field: 'lockPerKg', before: null, after: false },
          { field: 'sourceId', before: null, after: null },
        ],
      },
      expect.objectContaining({ table: 'compraRows', rowId: 'c2', concepto: 'FSC', kind: 'removed' }),
    ]);
    expect(c.header).toEqual([{ field: 'gsRate', before: 7300, after: 7400 }]);
    expect(compareRevisions(before, before, null, null)).toEqual({ rows: [], header: [], totals: [] });
  });

  test("a sale row's IVA rate (either spelling) and the All in switch are compared; the same rate spelled twice is no change", () => {
    const a = { ...base, ventaRows: [{ id: 'v', concepto: 'FLETE', usdXKg: null, total: 100, lockPerKg: false, sourceId: null, tax_rate: 0 }] };
    const b = {
      ...base,
      header: { ...base.header, allInEnabled: true, allInServiceName: 'ALL IN' },
      ventaRows: [{ id: 'v', concepto: 'FLETE', usdXKg: null, total: 100, lockPerKg: false, sourceId: null, iva: '5' }],
    };
    const c = compareRevisions(a as never, b as never, null, null);
    expect(c.rows).toEqual([{ table: 'ventaRows', rowId: 'v', concepto: 'FLETE', kind: 'changed', changes: [{ field: 'iva', before: 'exenta', after: '5' }] }]);
    expect(c.header).toEqual([
      { field: 'allInEnabled', before: null, after: true },
      { field: 'allInServiceName', before: null, after: 'ALL IN' },
    ]);
    const same = { ...a, ventaRows: [{ ...a.ventaRows[0], tax_rate: undefined, iva: 'exenta' }] };
    expect(compareRevisions(a as never, same as never, null, null).rows).toEqual([]);
  });

  test('an empty text and null are the same cell; a renamed concept is a change', () => {
    const a = { ...base, ventaRows: [{ id: 'v', concepto: 'X', usdXKg: null, total: null, lockPerKg: false, sourceId: '' as unknown as null }] };
    const b = { ...base, ventaRows: [{ id: 'v', concepto: 'Y', usdXKg: null, total: null, lockPerKg: false, sourceId: null }] };
    expect(compareRevisions(a, b, null, null).rows).toEqual([{ table: 'ventaRows', rowId: 'v', concepto: 'Y', kind: 'changed', changes: [{ field: 'concepto', before: 'X', after: 'Y' }] }]);
  });

  test('totals before → after with the exact difference (no binary float residue), any numeric key of either side', () => {
    expect(compareTotals({ totalCostos: 0.1, totalVentas: 0.3, profitGeneral: 0.2 }, { totalCostos: 0.3, totalVentas: 0.3, profitGeneral: 0, allIn: 5 })).toEqual([
      { key: 'totalCostos', before: 0.1, after: 0.3, delta: 0.2 },
      { key: 'totalVentas', before: 0.3, after: 0.3, delta: 0 },
      { key: 'profitGeneral', before: 0.2, after: 0, delta: -0.2 },
      { key: 'allIn', before: null, after: 5, delta: null },
    ]);
    expect(compareTotals(null, { profitGeneral: 10, note: 'x' })).toEqual([{ key: 'profitGeneral', before: null, after: 10, delta: null }]);
  });
});
