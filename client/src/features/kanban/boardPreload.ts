import type { ApolloClient } from '@apollo/client';
import { DealBoardDocument, KanbanWorkspacesDocument, type DealBoardQuery, type DealBoardQueryVariables } from '../../gql/graphql';
import { boardVariables } from './boardVariables';

export { boardVariables };

const keyOf = (variables: DealBoardQueryVariables) => JSON.stringify(boardVariables(variables.businessUnitId ?? null));

/**
 * An answer index.html's early script already asked for (app/boot/earlyLink.ts `takeEarly`): the parsed JSON,
 * null when it failed, undefined when it was not sent. Passed in by the shell (features do not import app/).
 */
export type TakeEarly = (operationName: string, variables: Record<string, unknown>) => Promise<unknown> | undefined;

/** The board fetched at start-up and not yet shown (first card on screen): its variables and its answer. */
let preloaded: { key: string; data: DealBoardQuery; cached: boolean } | null = null;

const isBoardAnswer = (answer: unknown): answer is { data: DealBoardQuery } =>
  Boolean((answer as { data?: { board?: unknown } } | null)?.data?.board) && !(answer as { errors?: unknown }).errors;

/**
 * Starts the board request of `/` or `/workspace/{slug}` before the screen exists, in parallel with the
 * session check and the screen's code. A workspace needs its business unit's id first (the workspaces query,
 * which the screen reads too). The board's answer is kept as it came (the early script's, when there is one):
 * the kanban's first frame is drawn straight from it, and it is written into Apollo's cache only after that
 * frame (first usable board: the cache's write and read back are not on its path). Without an early answer
 * (development, or the early request failed) it goes through Apollo as any query.
 */
export async function preloadBoard(client: ApolloClient, slug: string | null, takeEarly?: TakeEarly): Promise<void> {
  let businessUnitId: number | null = null;
  if (slug !== null) {
    const { data } = await client.query({ query: KanbanWorkspacesDocument });
    const unit = data?.businessUnits.find((u) => u.keySlug === slug);
    if (!unit) return;
    businessUnitId = unit.id;
  }
  const variables = boardVariables(businessUnitId);
  const early = takeEarly?.('DealBoard', { ...variables });
  const answer = early ? await early : undefined;
  if (isBoardAnswer(answer)) {
    preloaded = { key: keyOf(variables), data: answer.data, cached: false };
    return;
  }
  const { data } = await client.query({ query: DealBoardDocument, variables, fetchPolicy: 'network-only' });
  if (data) preloaded = { key: keyOf(variables), data, cached: true };
}

/**
 * Once, for the board just fetched at start-up: its answer, and whether it is already in Apollo's cache (when
 * not, the kanban writes it there after its first frame). Every later showing asks the server as before.
 */
export function takePreloadedBoard(variables: DealBoardQueryVariables): { data: DealBoardQuery; cached: boolean } | null {
  const taken = readPreloadedBoard(variables);
  if (taken) dropPreloadedBoard(taken);
  return taken;
}

/**
 * The board fetched at start-up, left in place: the kanban reads it in its first render and drops it once that render
 * is committed (dropPreloadedBoard). A render React throws away, such as a hydration of the server's first frame that
 * did not match, which React then draws again on the client, finds it again instead of an empty board.
 */
export function readPreloadedBoard(variables: DealBoardQueryVariables): { data: DealBoardQuery; cached: boolean } | null {
  return preloaded && preloaded.key === keyOf(variables) ? preloaded : null;
}

/** Once the first frame drawn from it is on the page: every later showing asks the server as before. */
export function dropPreloadedBoard(taken: { data: DealBoardQuery; cached: boolean }): void {
  if (preloaded === taken) preloaded = null;
}

/**
 * The server-drawn first frame (app/ssr/firstFrame.tsx): the board's answer the server just fetched for the request,
 * set and then rendered in one synchronous step (no other request's board can come between), and dropped after
 * that render whether or not the kanban took it.
 */
export function withPreloadedBoard<T>(variables: DealBoardQueryVariables, data: DealBoardQuery, render: () => T): T {
  preloaded = { key: keyOf(variables), data, cached: false };
  try {
    return render();
  } finally {
    preloaded = null;
  }
}

export { isBoardAnswer };
