import { useCallback, useEffect } from 'react';
import { NetworkStatus } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { DealsTableDocument, type DealFilter, type DealRowFieldsFragment } from '../../gql/graphql';

/** Page size of the deal tables ("Cargar más" asks for the next page; the server allows up to 100). */
export const DEALS_PAGE_SIZE = 50;

/**
 * One filtered, cursor-paginated list of deals. A failed load falls back to an empty list (spec
 * part 1 §8); the error is only logged.
 */
export function useDealsTable(filter: DealFilter, skip = false) {
  const { data, previousData, error, networkStatus, fetchMore, refetch } = useQuery(DealsTableDocument, {
    variables: { filter, first: DEALS_PAGE_SIZE },
    skip,
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });

  useEffect(() => {
    if (error) console.error('No se pudieron cargar las operaciones', error);
  }, [error]);

  const connection = data?.deals;
  const rows: DealRowFieldsFragment[] = connection ? connection.edges.map((e) => e.node) : [];
  const loadingMore = networkStatus === NetworkStatus.fetchMore;
  const loadingFirst = !connection && !error && !skip;

  const loadMore = useCallback(async () => {
    const after = connection?.pageInfo.endCursor;
    if (!after) return;
    try {
      await fetchMore({
        variables: { after },
        updateQuery: (prev, { fetchMoreResult }) => {
          const seen = new Set(prev.deals.edges.map((e) => e.node.id));
          return {
            ...fetchMoreResult,
            deals: {
              ...fetchMoreResult.deals,
              edges: [...prev.deals.edges, ...fetchMoreResult.deals.edges.filter((e) => !seen.has(e.node.id))],
            },
          };
        },
      });
    } catch (e) {
      console.error('No se pudieron cargar más operaciones', e);
    }
  }, [connection?.pageInfo.endCursor, fetchMore]);

  return {
    rows,
    totalCount: connection?.totalCount ?? 0,
    hasMore: !!connection?.pageInfo.hasNextPage,
    loadingFirst,
    loadingMore,
    /** Rows of the previous filter, kept on screen (dimmed) while the new filter loads. */
    stale: !connection && previousData ? previousData.deals.edges.map((e) => e.node) : null,
    loadMore,
    refetch,
  };
}
