import type { MockLink } from '@apollo/client/testing';
import { DealsTableDocument, type DealFilter, type DealOrder } from '../../gql/graphql';
import { DEALS_PAGE_SIZE } from './useDealsTable';

/** Test data for the deal tables. */
export function deal(id: number, over: Record<string, unknown> = {}) {
  return {
    __typename: 'Deal' as const,
    id,
    reference: `OP-${String(id).padStart(6, '0')}`,
    title: `Deal ${id}`,
    description: `Carga ${id}`,
    value: 1234.5,
    stageId: 3,
    stageName: 'Cotizar',
    orgName: 'Acme SA',
    contactName: 'Ana Pérez',
    businessUnitId: 1,
    businessUnitName: 'Cargo',
    orgBudgetStatus: 'borrador',
    orgBudgetProfitValue: 250,
    budgetStatus: 'borrador',
    budgetProfitValue: 250,
    realProfitValue: null,
    advisorUserId: 5,
    advisorName: 'Beto Ventas',
    createdAt: '2026-03-05T15:00:00.000Z',
    ...over,
  };
}

export function dealsMock(
  filter: DealFilter,
  nodes: ReturnType<typeof deal>[],
  opts: { offset?: number; orderBy?: DealOrder; hasNextPage?: boolean; total?: number } = {},
): MockLink.MockedResponse {
  return {
    request: { query: DealsTableDocument, variables: { filter, first: DEALS_PAGE_SIZE, orderBy: opts.orderBy ?? null, offset: opts.offset ?? 0 } },
    result: {
      data: {
        deals: {
          __typename: 'DealConnection',
          totalCount: opts.total ?? nodes.length,
          pageInfo: { __typename: 'PageInfo', endCursor: nodes.length ? `c${nodes[nodes.length - 1].id}` : null, hasNextPage: !!opts.hasNextPage },
          edges: nodes.map((n) => ({ __typename: 'DealEdge', cursor: `c${n.id}`, node: n })),
        },
      },
    },
  };
}

