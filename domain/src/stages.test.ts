import { STAGE_ORDER_STEP, moveStage, neighbourStageId, nextOrderIndex, renumberStages, reorderStagesByIds, sortStages, stageChanges, withStageAppended, withoutStage } from './stages';

const st = (...ids: number[]) => ids.map((id, i) => ({ id, orderIndex: (i + 1) * 10 }));
const pairs = (s: { id: number; orderIndex: number }[] | null) => s && s.map((x) => [x.id, x.orderIndex]);

test('the step is 10', () => expect(STAGE_ORDER_STEP).toBe(10));

test.each([
  [[], 10],
  [[10, 20, 70], 80],
  [[35, 5], 45],
])('nextOrderIndex(%p) = %p', (existing, next) => expect(nextOrderIndex(existing)).toBe(next));

test('renumberStages reassigns 10, 20, 30 in the given order', () => {
  expect(pairs(renumberStages([{ id: 3, orderIndex: 5 }, { id: 1, orderIndex: 99 }, { id: 2, orderIndex: 100 }]))).toEqual([
    [3, 10],
    [1, 20],
    [2, 30],
  ]);
});

test.each([
  [1, -1, [[2, 10], [1, 20], [3, 30]]],
  [2, -1, [[1, 10], [3, 20], [2, 30]]],
  [0, 1, [[2, 10], [1, 20], [3, 30]]],
  [0, -1, [[1, 10], [2, 20], [3, 30]]],
  [2, 1, [[1, 10], [2, 20], [3, 30]]],
  [5, 1, [[1, 10], [2, 20], [3, 30]]],
] as const)('moveStage(index %p, %p)', (index, delta, expected) => {
  expect(pairs(moveStage(st(1, 2, 3), index, delta))).toEqual(expected);
});

test.each([
  [[1, 2, 3], 2, 3],
  [[1, 2, 3], 3, 2],
  [[1, 2, 3], 1, 2],
  [[1], 1, null],
  [[1, 2], 9, null],
])('neighbourStageId(%p, %p) = %p', (ids, id, expected) => {
  expect(neighbourStageId(ids.map((i) => ({ id: i })), id)).toBe(expected);
});

test.each([
  ['the same order', [1, 2, 3], [[1, 10], [2, 20], [3, 30]]],
  ['reversed', [3, 2, 1], [[3, 10], [2, 20], [1, 30]]],
  ['one moved to the top', [2, 1, 3], [[2, 10], [1, 20], [3, 30]]],
  ['a missing id', [1, 2], null],
  ['an extra id', [1, 2, 3, 4], null],
  ['a repeated id', [1, 2, 2], null],
  ['an id of another pipeline', [1, 2, 9], null],
  ['nothing', [], null],
] as const)('reorderStagesByIds: %s', (_label, ids, expected) => {
  expect(pairs(reorderStagesByIds(st(1, 2, 3), ids))).toEqual(expected);
});

test('reorderStagesByIds renumbers from irregular order numbers', () => {
  expect(pairs(reorderStagesByIds([{ id: 7, orderIndex: 15 }, { id: 8, orderIndex: 15 }], [8, 7]))).toEqual([
    [8, 10],
    [7, 20],
  ]);
});

test('sortStages orders by order_index then id (ties while an editor saves stage by stage)', () => {
  const sorted = sortStages([
    { id: 5, orderIndex: 20 },
    { id: 2, orderIndex: 20 },
    { id: 9, orderIndex: 10 },
  ]);
  expect(sorted.map((s) => s.id)).toEqual([9, 2, 5]);
});

describe('stageChanges (only changed stages, only changed fields)', () => {
  const saved = [
    { id: 1, name: 'Prospecto', orderIndex: 10 },
    { id: 2, name: 'Cotizar', orderIndex: 20 },
    { id: 3, name: 'Cerrado', orderIndex: 30 },
  ];
  test.each([
    ['nothing edited', saved, []],
    ['a rename', [saved[0], { ...saved[1], name: 'Cotizando' }, saved[2]], [{ id: 2, input: { name: 'Cotizando' } }]],
    ['a rename is trimmed', [{ ...saved[0], name: '  Lead  ' }, saved[1], saved[2]], [{ id: 1, input: { name: 'Lead' } }]],
    ['whitespace around the same name is no change', [{ ...saved[0], name: ' Prospecto ' }, saved[1], saved[2]], []],
    [
      'a move renumbers two stages',
      moveStage(saved, 2, -1),
      [
        { id: 3, input: { orderIndex: 20 } },
        { id: 2, input: { orderIndex: 30 } },
      ],
    ],
    [
      'a move and a rename of the same stage',
      moveStage([{ ...saved[0], name: 'Lead' }, saved[1], saved[2]], 0, 1),
      [
        { id: 2, input: { orderIndex: 10 } },
        { id: 1, input: { name: 'Lead', orderIndex: 20 } },
      ],
    ],
    ['moving up and back down again is no change', moveStage(moveStage(saved, 1, -1), 0, 1), []],
    ['a stage the server does not know is skipped', [...saved, { id: 9, name: 'Nueva', orderIndex: 40 }], []],
  ] as const)('%s', (_label, edited, expected) => {
    expect(stageChanges(saved, edited)).toEqual(expected);
  });
});

test.each([
  ['the first', 1, [[2, 10], [3, 20]]],
  ['the middle one', 2, [[1, 10], [3, 20]]],
  ['the last', 3, [[1, 10], [2, 20]]],
  ['an unknown id', 9, [[1, 10], [2, 20], [3, 30]]],
] as const)('withoutStage removes %s and renumbers', (_label, id, expected) => {
  expect(pairs(withoutStage(st(1, 2, 3), id))).toEqual(expected);
});

test.each([
  ['after regular ones', st(1, 2), { id: 7, orderIndex: 30 }, [[1, 10], [2, 20], [7, 30]]],
  ['after irregular ones', [{ id: 1, orderIndex: 5 }, { id: 2, orderIndex: 15 }], { id: 7, orderIndex: 25 }, [[1, 10], [2, 20], [7, 30]]],
  ['to an empty pipeline', [], { id: 7, orderIndex: 10 }, [[7, 10]]],
  ['once, even if already there', st(1, 7), { id: 7, orderIndex: 30 }, [[1, 10], [7, 20]]],
] as const)('withStageAppended %s', (_label, stages, stage, expected) => {
  expect(pairs(withStageAppended(stages, stage))).toEqual(expected);
});

test('stageChanges sends idle days (stuck_days) when they changed, null to remove them', () => {
  const saved = [
    { id: 1, name: 'A', orderIndex: 10, stuckDays: null },
    { id: 2, name: 'B', orderIndex: 20, stuckDays: 5 },
  ];
  expect(stageChanges(saved, [{ ...saved[0], stuckDays: 7 }, { ...saved[1], stuckDays: null }])).toEqual([
    { id: 1, input: { stuckDays: 7 } },
    { id: 2, input: { stuckDays: null } },
  ]);
  expect(stageChanges(saved, [{ id: 1, name: 'A', orderIndex: 10 }])).toEqual([]);
});
