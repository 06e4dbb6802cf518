import { POSITION_GAP } from '@crm/domain';
import type { BoardChangedSubscription, DealBoardQuery, DealCardFieldsFragment, DealCardPageFragment } from '../../gql/graphql';

export type Board = DealBoardQuery['board'];
export type BoardColumn = Board['columns'][number];
export type DealCardData = DealCardFieldsFragment;

export { CARDS_PAGE_SIZE } from './boardVariables';

export function findCard(board: Board, dealId: number): { column: BoardColumn; card: DealCardData } | null {
  for (const column of board.columns) {
    const edge = column.cards.edges.find((e) => e.node.id === dealId);
    if (edge) return { column, card: edge.node };
  }
  return null;
}

/** Top-of-column position the server gives a dropped card (above the current first card). */
export function topPosition(column: BoardColumn): number {
  const first = column.cards.edges[0]?.node.position;
  return first === undefined ? 0 : first - POSITION_GAP;
}

/** Where a card at `position` goes among loaded edges: the server's order, position then id. */
function insertByPosition<E extends { node: DealCardData }>(edges: E[], edge: E): E[] {
  const { position, id } = edge.node;
  const at = edges.findIndex((e) => e.node.position > position || (e.node.position === position && e.node.id > id));
  return at === -1 ? [...edges, edge] : [...edges.slice(0, at), edge, ...edges.slice(at)];
}

/**
 * The board after moving a card to another column, at `position` (default: the top): the card leaves
 * its column and both columns' count and value sum follow. Unknown card or same column → the same board.
 */
export function moveCardInBoard(board: Board, dealId: number, toStageId: number, position?: number): Board {
  const found = findCard(board, dealId);
  if (!found || found.column.stageId === toStageId) return board;
  const target = board.columns.find((c) => c.stageId === toStageId);
  if (!target) return board;
  const { card, column: source } = found;
  const moved: DealCardData = { ...card, stageId: toStageId, position: position ?? topPosition(target) };
  const movedEdge = source.cards.edges.find((e) => e.node.id === dealId)!;
  return {
    ...board,
    columns: board.columns.map((c) => {
      if (c.stageId === source.stageId) {
        return {
          ...c,
          count: Math.max(0, c.count - 1),
          valueSum: c.valueSum - card.value,
          cards: { ...c.cards, totalCount: Math.max(0, c.cards.totalCount - 1), edges: c.cards.edges.filter((e) => e.node.id !== dealId) },
        };
      }
      if (c.stageId === toStageId) {
        return {
          ...c,
          count: c.count + 1,
          valueSum: c.valueSum + card.value,
          cards: { ...c.cards, totalCount: c.cards.totalCount + 1, edges: insertByPosition(c.cards.edges, { ...movedEdge, node: moved }) },
        };
      }
      return c;
    }),
  };
}

/** Appends a fetched page to a column, skipping cards already shown (one may have been dropped there meanwhile). */
export function appendColumnPage(board: Board, stageId: number, page: DealCardPageFragment): Board {
  return {
    ...board,
    columns: board.columns.map((c) => {
      if (c.stageId !== stageId) return c;
      const seen = new Set(c.cards.edges.map((e) => e.node.id));
      return {
        ...c,
        cards: {
          ...c.cards,
          totalCount: page.totalCount,
          pageInfo: page.pageInfo,
          edges: [...c.cards.edges, ...page.edges.filter((e) => !seen.has(e.node.id))],
        },
      };
    }),
  };
}

/** Whole days since the card was created (spec part 1 §2 "age in whole days"). */
export function ageInDays(createdAt: string, now: Date): number {
  const created = new Date(createdAt).getTime();
  if (Number.isNaN(created)) return 0;
  return Math.max(0, Math.floor((now.getTime() - created) / 86_400_000));
}

/** The card shown just above `dealId` in its column (null at the top): where an undo puts it back. */
export function cardAbove(board: Board, dealId: number): number | null {
  const found = findCard(board, dealId);
  if (!found) return null;
  const edges = found.column.cards.edges;
  const i = edges.findIndex((e) => e.node.id === dealId);
  return i > 0 ? edges[i - 1].node.id : null;
}

export type BoardChangeData = BoardChangedSubscription['boardChanged'];

/**
 * Someone else's change (boardChanged, live collaboration) applied to the board: the card leaves the column it was
 * in and, while open on this board, goes to its column at its position (when that column shows that far:
 * otherwise 'Cargar más' brings it); every column's count and value sum become the server's. A move the
 * board already shows (this viewer's own drag, optimistic or answered) leaves the board as it is.
 */
export function applyBoardChange(board: Board, change: BoardChangeData): Board {
  const found = findCard(board, change.dealId);
  if (change.kind === 'moved' && change.card && found && found.column.stageId === change.card.stageId) return board;
  const totals = new Map(change.columns.map((c) => [c.stageId, c]));
  const card = change.card;
  return {
    ...board,
    columns: board.columns.map((c) => {
      let edges = c.cards.edges.filter((e) => e.node.id !== change.dealId);
      if (card && card.stageId === c.stageId) {
        const last = edges.at(-1)?.node;
        const fits = !c.cards.pageInfo.hasNextPage || !last || card.position < last.position || (card.position === last.position && card.id < last.id);
        if (fits) edges = insertByPosition(edges, { __typename: 'DealCardEdge' as const, node: card } as (typeof edges)[number]);
      }
      const total = totals.get(c.stageId) ?? { count: 0, valueSum: 0 };
      return { ...c, count: total.count, valueSum: total.valueSum, cards: { ...c.cards, totalCount: total.count, edges } };
    }),
  };
}
