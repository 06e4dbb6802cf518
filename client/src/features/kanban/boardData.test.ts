import { applyBoardChange, findCard, moveCardInBoard, type Board, type BoardChangeData } from './boardData';
import { card, column } from './testBoard';

const board = (): Board => ({
  __typename: 'Board',
  pipelineId: 1,
  pipelineName: 'Ventas',
  businessUnitId: null,
  columns: [column(10, 'Nuevo', [card(1, 10), card(2, 10)]), column(20, 'Cotizado', [card(3, 20)])],
});

const change = (over: Partial<BoardChangeData>): BoardChangeData => ({
  __typename: 'BoardChange',
  kind: 'moved',
  dealId: 1,
  fromStageId: 10,
  toStageId: 20,
  byUserId: 9,
  byUserName: 'Juan',
  card: card(1, 20, { position: 1 }),
  columns: [
    { __typename: 'BoardColumnTotal', stageId: 10, count: 1, valueSum: 100 },
    { __typename: 'BoardColumnTotal', stageId: 20, count: 2, valueSum: 200 },
  ],
  ...over,
});

describe('applyBoardChange (boardChanged, live collaboration)', () => {
  test("someone else's move: the card changes column at its position and the totals are the server's", () => {
    const next = applyBoardChange(board(), change({}));
    expect(findCard(next, 1)?.column.stageId).toBe(20);
    expect(next.columns[1].cards.edges.map((e) => e.node.id)).toEqual([1, 3]);
    expect(next.columns.map((c) => [c.count, c.valueSum, c.cards.totalCount])).toEqual([
      [1, 100, 1],
      [2, 200, 2],
    ]);
  });

  test('a move the board already shows (our own drag) leaves it as it is', () => {
    const mine = moveCardInBoard(board(), 1, 20);
    expect(applyBoardChange(mine, change({ byUserId: 1 }))).toBe(mine);
  });

  test('a closed card leaves the board; a new card appears in its column', () => {
    const closed = applyBoardChange(
      board(),
      change({
        kind: 'closed',
        card: null,
        columns: [
          { __typename: 'BoardColumnTotal', stageId: 10, count: 1, valueSum: 100 },
          { __typename: 'BoardColumnTotal', stageId: 20, count: 1, valueSum: 100 },
        ],
      }),
    );
    expect(findCard(closed, 1)).toBeNull();
    expect(closed.columns[0].count).toBe(1);
    const created = applyBoardChange(board(), change({ kind: 'created', dealId: 7, fromStageId: null, card: card(7, 10, { position: 0 }) }));
    expect(created.columns[0].cards.edges.map((e) => e.node.id)).toEqual([7, 1, 2]);
  });
});
