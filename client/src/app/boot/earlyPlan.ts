import { addTypenameToDocument } from '@apollo/client/utilities';
import { print, type DocumentNode } from 'graphql';
import { boardVariables } from '../../features/kanban/boardVariables';
import { DealBoardDocument, KanbanWorkspacesDocument, MeDocument } from '../../gql/graphql';
import { TOKEN_KEY } from '../../session/session';
import type { EarlyPlan, EarlyRequest, EarlyRoute } from './earlyStart';

/**
 * A request exactly as the app's Apollo client sends it: the document with `__typename` added to every
 * selection (what the InMemoryCache asks for), printed; variables with sorted keys (earlyKey).
 */
export function earlyRequest(document: DocumentNode, variables: Record<string, unknown>): EarlyRequest {
  const operation = document.definitions.find((d) => d.kind === 'OperationDefinition');
  if (!operation?.name) throw new Error('earlyRequest: operación sin nombre');
  const sorted = Object.fromEntries(Object.entries(variables).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  return { operationName: operation.name.value, query: print(addTypenameToDocument(document)), variables: sorted };
}

/** A route of the plan, with the source module of its screen (its chunk's files are filled in at build time). */
export type EarlyRouteSpec = Omit<EarlyRoute, 'modules' | 'styles'> & { screen: string };

/**
 * What index.html's early script starts (first card on screen), the build-time half of the plan: on every
 * route the session check; on the kanban (`/`) its board, both through the server-drawn first frame; on a workspace's kanban the workspaces and, as
 * soon as they answer, the board of the unit the path names.
 */
export function earlyPlanSpec(): Omit<EarlyPlan, 'routes' | 'app'> & { routes: EarlyRouteSpec[] } {
  const kanban = 'src/features/kanban/KanbanPage.tsx';
  return {
    tokenKey: TOKEN_KEY,
    session: earlyRequest(MeDocument, {}),
    routes: [
      // Its first frame is drawn by the server (POST /first-frame) and hydrated here.
      { path: '^/$', requests: [earlyRequest(DealBoardDocument, { ...boardVariables(null) })], screen: kanban, frame: true },
      {
        path: '^/workspace/([^/]+)/?$',
        requests: [earlyRequest(KanbanWorkspacesDocument, {})],
        unitBoard: earlyRequest(DealBoardDocument, { ...boardVariables(0) }),
        screen: kanban,
      },
    ],
  };
}
