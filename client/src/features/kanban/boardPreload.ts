import type { ApolloClient } from '@apollo/client';
import { DealBoardDocument, KanbanWorkspacesDocument, type DealBoardQueryVariables } from '../../gql/graphql';
import { boardVariables } from './boardVariables';

export { boardVariables };

const keyOf = (variables: DealBoardQueryVariables) => JSON.stringify(boardVariables(variables.businessUnitId ?? null));

/** The board fetched at start-up and not yet shown (first card on screen), by its variables. */
let preloaded: string | null = null;

/**
 * Starts the board request of `/` or `/workspace/{slug}` before the screen exists, in parallel with the
 * session check and the screen's code: the answer lands in Apollo's cache, where the kanban finds it.
 * A workspace needs its business unit's id first (the workspaces query, which the screen reads too).
 */
export async function preloadBoard(client: ApolloClient, slug: string | null): Promise<void> {
  let businessUnitId: number | null = null;
  if (slug !== null) {
    const { data } = await client.query({ query: KanbanWorkspacesDocument });
    const unit = data?.businessUnits.find((u) => u.keySlug === slug);
    if (!unit) return;
    businessUnitId = unit.id;
  }
  const variables = boardVariables(businessUnitId);
  await client.query({ query: DealBoardDocument, variables, fetchPolicy: 'network-only' });
  preloaded = keyOf(variables);
}

/**
 * True once, for the board just fetched at start-up: its first showing reads the cache instead of asking
 * the server again (every later showing refreshes as before).
 */
export function takePreloadedBoard(variables: DealBoardQueryVariables): boolean {
  if (preloaded !== keyOf(variables)) return false;
  preloaded = null;
  return true;
}
