import { effectiveValues, kanbanPipelineId, parseHiddenStages, parseStageLabels, positionBetween, quoteDeadlineBadge } from './kanban';

const stages = [
  { id: 1, name: 'Prospecto' },
  { id: 2, name: 'Cotizar' },
  { id: 3, name: 'Cotizado' },
];

describe('effectiveValues', () => {
  test('workspace values override the global ones', () => {
    expect(effectiveValues([{ value: 'g' }], [{ value: 'w' }])).toEqual(['w']);
  });
  test('an empty or all-inactive workspace list falls back to global', () => {
    expect(effectiveValues([{ value: 'g' }], [])).toEqual(['g']);
    expect(effectiveValues([{ value: 'g' }], [{ value: 'w', active: false }])).toEqual(['g']);
    expect(effectiveValues([{ value: 'g', active: false }, { value: 'h' }], undefined)).toEqual(['h']);
  });
});

describe('parseStageLabels', () => {
  test.each([
    [['{"1":"Nuevo","3":"Enviado"}'], [[1, 'Nuevo'], [3, 'Enviado']]],
    [['{"Cotizar":"Para cotizar"}'], [[2, 'Para cotizar']]],
    [['1|Nuevo', '2|En cotización'], [[1, 'Nuevo'], [2, 'En cotización']]],
    [['1|Nuevo\n3|Enviado'], [[1, 'Nuevo'], [3, 'Enviado']]],
    [['1|Nuevo;2|Otro'], [[1, 'Nuevo'], [2, 'Otro']]],
    [['99|Fantasma', '|x', 'sinbarra', '2|  '], []],
    [['{roto'], []],
    [['{"1": 5}'], []],
  ])('%j', (values, expected) => {
    expect([...parseStageLabels(values, stages)]).toEqual(expected);
  });
});

describe('parseHiddenStages', () => {
  test.each([
    [['2'], [2]],
    [['1,3'], [1, 3]],
    [['1 3'], [1, 3]],
    [['[2,3]'], [2, 3]],
    [['Cotizado'], [3]],
    [['prospecto;cotizar'], [1, 2]],
    [['42', 'Nada'], []],
    [['[roto'], []],
  ])('%j', (values, expected) => {
    expect([...parseHiddenStages(values, stages)].sort()).toEqual(expected);
  });
});

test('kanbanPipelineId: a valid configured id, else the first pipeline', () => {
  expect(kanbanPipelineId(['7'], [3, 7])).toBe(7);
  expect(kanbanPipelineId(['9', 'x'], [3, 7])).toBe(3);
  expect(kanbanPipelineId([], [])).toBeNull();
});

describe('positionBetween', () => {
  test.each([
    [null, null, 0],
    [null, 10, 10 - 1024],
    [10, null, 10 + 1024],
    [10, 20, 15],
    [1, 1, null],
    [1, 1 + Number.EPSILON, null],
  ])('(%p, %p) → %p', (a, b, e) => expect(positionBetween(a, b)).toBe(e));
});

describe('quoteDeadlineBadge (spec part 1 §4: thresholds 10 and 15 days)', () => {
  const now = new Date('2026-11-22T15:00:00Z');
  test.each([
    ['2026-11-12', null], // n = 10
    ['2026-11-11', { tone: 'amber', text: 'Vence en 4 d', days: 11 }],
    ['2026-11-07', { tone: 'amber', text: 'Vence en 0 d', days: 15 }],
    ['2026-11-06', { tone: 'red', text: 'Atrasado 1 d', days: 16 }],
    ['2026-10-01', { tone: 'red', text: 'Atrasado 37 d', days: 52 }],
    ['2026-11-22', null],
    ['2026-12-01', null],
    ['', null],
    [null, null],
    ['22/11/2026', null],
  ])('%p → %j', (f, e) => expect(quoteDeadlineBadge(f as string | null, now)).toEqual(e));
});
