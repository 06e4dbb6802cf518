import {
  addDays,
  checklistChipText,
  checklistDueDate,
  checklistStartDay,
  checklistStatus,
  defaultChecklist,
  documentTypeOptions,
  evaluateChecklist,
  extraDocTypeKey,
  isChecklistOverdue,
  isKnownDocType,
  summarizeChecklist,
} from './document-checklist';

describe('checklist due dates', () => {
  it.each([
    ['2026-11-20', 0, '2026-11-20'],
    ['2026-11-20', 5, '2026-11-25'],
    ['2026-11-28', 5, '2026-12-03'],
    ['2026-12-30', 3, '2027-01-02'],
    ['2028-02-27', 2, '2028-02-29'],
    ['2027-02-27', 2, '2027-03-01'],
  ])('%s + %i days = %s', (start, n, due) => {
    expect(checklistDueDate(start, n)).toBe(due);
    expect(addDays(start, n)).toBe(due);
  });

  it('no offset → no due date', () => {
    expect(checklistDueDate('2026-11-20', null)).toBeNull();
  });

  it('counts from the confirmation date when it is a real date, else from the creation day', () => {
    expect(checklistStartDay('2026-11-10', '2026-11-01')).toBe('2026-11-10');
    expect(checklistStartDay('2026-11-10T00:00:00', '2026-11-01')).toBe('2026-11-10');
    expect(checklistStartDay('', '2026-11-01')).toBe('2026-11-01');
    expect(checklistStartDay('2026-02-30', '2026-11-01')).toBe('2026-11-01');
    expect(checklistStartDay(null, '2026-11-01')).toBe('2026-11-01');
  });
});

describe('checklist status and overdue', () => {
  it('verified beats received beats pending', () => {
    expect(checklistStatus(0, false)).toBe('pendiente');
    expect(checklistStatus(2, false)).toBe('recibido');
    expect(checklistStatus(1, true)).toBe('verificado');
    expect(checklistStatus(0, true)).toBe('verificado');
  });

  it.each([
    ['pendiente', '2026-11-23', '2026-11-24', true],
    ['pendiente', '2026-11-24', '2026-11-24', false], // due today is not late yet
    ['pendiente', '2026-11-25', '2026-11-24', false],
    ['pendiente', null, '2026-11-24', false],
    ['recibido', '2026-11-01', '2026-11-24', false],
    ['verificado', '2026-11-01', '2026-11-24', false],
  ] as const)('%s due %s on %s → overdue %s', (status, due, today, overdue) => {
    expect(isChecklistOverdue(status, due, today)).toBe(overdue);
  });

  it('evaluates a template and summarizes it for the card (docs 2/3, red dot only for a required overdue one)', () => {
    const items = [
      { docType: 'fact_venta', required: true, dueDays: 2 },
      { docType: 'fact_compra', required: false, dueDays: 1 },
      { docType: 'det_cos', required: true, dueDays: 10 },
    ];
    const states = evaluateChecklist({ items, startDay: '2026-11-20', today: '2026-11-24', fileCounts: { fact_compra: 1 }, verified: new Set(['det_cos']) });
    expect(states).toEqual([
      { docType: 'fact_venta', required: true, dueDate: '2026-11-22', status: 'pendiente', overdue: true },
      { docType: 'fact_compra', required: false, dueDate: '2026-11-21', status: 'recibido', overdue: false },
      { docType: 'det_cos', required: true, dueDate: '2026-11-30', status: 'verificado', overdue: false },
    ]);
    const s = summarizeChecklist(states);
    expect(s).toEqual({ done: 2, total: 3, requiredOverdue: true });
    expect(checklistChipText(s)).toBe('docs 2/3');
    const optionalLate = evaluateChecklist({ items: [{ docType: 'x', required: false, dueDays: 0 }], startDay: '2026-11-01', today: '2026-11-24', fileCounts: {}, verified: new Set() });
    expect(summarizeChecklist(optionalLate).requiredOverdue).toBe(false);
  });

  it('defaults to the spec eight, none required, no due dates', () => {
    const d = defaultChecklist();
    expect(d).toHaveLength(8);
    expect(d.every((i) => !i.required && i.dueDays === null)).toBe(true);
  });
});

describe('document types', () => {
  it('keys extra types from their labels and lists them after the eight', () => {
    expect(extraDocTypeKey('Packing list')).toBe('packing_list');
    expect(extraDocTypeKey('B/L original')).toBe('b_l_original');
    expect(extraDocTypeKey('Certificado de origen Mercosur')).toBe('certificado_de_orige');
    const opts = documentTypeOptions(['Packing list', 'packing  list', 'FACT VENTA']);
    expect(opts.map((o) => o.key)).toEqual(['fact_venta', 'fact_compra', 'det_cos', 'fact_shpr', 'fact_ag', 'fact_prov', 'fact_atm', 'rec_atm', 'packing_list']);
    expect(isKnownDocType('packing_list', ['packing_list'])).toBe(true);
    expect(isKnownDocType('rec_atm', [])).toBe(true);
    expect(isKnownDocType('otro', ['packing_list'])).toBe(false);
  });
});
