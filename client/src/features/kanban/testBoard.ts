import type { MockLink } from '@apollo/client/testing';
import { DealBoardDocument, type DealBoardQuery, type DealCardFieldsFragment } from '../../gql/graphql';

/** 'YYYY-MM-DD' of `days` whole days before today (UTC, as the badge computes it). */
export function daysAgo(days: number, now = new Date()): string {
  const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) - days * 86_400_000);
  return d.toISOString().slice(0, 10);
}

export function card(id: number, stageId: number, over: Partial<DealCardFieldsFragment> = {}): DealCardFieldsFragment {
  return {
    __typename: 'DealCard',
    id,
    reference: `OP-${String(id).padStart(6, '0')}`,
    title: `Operación ${id}`,
    value: 100,
    stageId,
    orgId: null,
    orgName: null,
    contactId: null,
    contactName: null,
    createdAt: new Date(Date.now() - 3 * 86_400_000 - 3600_000).toISOString(),
    fCotiz: null,
    position: id * 1024,
    // A next step on time and no idle limit: no follow-up icon unless a test sets one.
    nextDueAt: new Date(Date.now() + 86_400_000).toISOString(),
    lastTouchAt: new Date(Date.now() - 3600_000).toISOString(),
    stuckDays: null,
    quoteOpenUntil: null,
    realProfit: null,
    docs: null,
    ...over,
  };
}

export function column(
  stageId: number,
  label: string,
  cards: DealCardFieldsFragment[],
  extra: { count?: number; valueSum?: number; hasNextPage?: boolean; endCursor?: string | null } = {},
): DealBoardQuery['board']['columns'][number] {
  return {
    __typename: 'BoardColumn',
    stageId,
    name: label,
    label,
    orderIndex: stageId * 10,
    count: extra.count ?? cards.length,
    valueSum: extra.valueSum ?? cards.reduce((s, c) => s + c.value, 0),
    cards: {
      __typename: 'DealCardConnection',
      totalCount: extra.count ?? cards.length,
      pageInfo: { __typename: 'PageInfo', endCursor: extra.endCursor ?? null, hasNextPage: extra.hasNextPage ?? false },
      edges: cards.map((c) => ({ __typename: 'DealCardEdge', node: c })),
    },
  };
}

export function boardMock(
  columns: DealBoardQuery['board']['columns'],
  variables: { businessUnitId?: number; first: number } = { first: 20 },
  board: Partial<DealBoardQuery['board']> = {},
): MockLink.MockedResponse {
  return {
    request: { query: DealBoardDocument, variables },
    result: {
      data: {
        board: {
          __typename: 'Board',
          pipelineId: 1,
          pipelineName: 'Operaciones',
          businessUnitId: variables.businessUnitId ?? null,
          columns,
          ...board,
        },
      },
    },
  };
}
