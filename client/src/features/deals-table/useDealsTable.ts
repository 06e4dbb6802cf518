import { useEffect } from 'react';
import { useQuery } from '@apollo/client/react';
import { DealsTableDocument, type DealFilter, type DealOrder, type DealRowFieldsFragment, type DealSortKey } from '../../gql/graphql';

/** Page size of the deal tables (the server allows up to 100). */
export const DEALS_PAGE_SIZE = 50;

/** The columns the deal tables sort by on the server. */
export const DEAL_SORT_KEYS: readonly DealSortKey[] = [
  'ID',
  'REFERENCE',
  'TITLE',
  'DESCRIPTION',
  'BUSINESS_UNIT',
  'ORGANIZATION',
  'CONTACT',
  'VALUE',
  'STAGE',
  'CREATED_AT',
  'BUDGET_STATUS',
  'ADVISOR',
  'PROFIT',
  'REAL_PROFIT',
];

/**
 * One page of a filtered, sorted list of deals (page and sort come from the URL). A failed load falls
 * back to an empty list (spec part 1 §8); the error is only logged.
 */
export function useDealsTable(filter: DealFilter, orderBy: DealOrder | null, page: number, skip = false) {
  const { data, previousData, error, refetch } = useQuery(DealsTableDocument, {
    variables: { filter, first: DEALS_PAGE_SIZE, orderBy, offset: page * DEALS_PAGE_SIZE },
    skip,
    fetchPolicy: 'cache-and-network',
  });

  useEffect(() => {
    if (error) console.error('No se pudieron cargar las operaciones', error);
  }, [error]);

  const connection = data?.deals;
  const rows: DealRowFieldsFragment[] = connection ? connection.edges.map((e) => e.node) : [];
  const loadingFirst = !connection && !error && !skip;

  return {
    rows,
    totalCount: connection?.totalCount ?? 0,
    hasNext: !!connection?.pageInfo.hasNextPage,
    loadingFirst,
    /** Rows of the previous filter, sort or page, kept on screen (dimmed) while the new one loads. */
    stale: !connection && previousData ? previousData.deals.edges.map((e) => e.node) : null,
    refetch,
  };
}
