/**
 * The kanban's first frame rendered on the server (first card on screen): the same components and providers as the
 * browser's first render (App, Layout, KanbanPage, from the answers of `Me` and `DealBoard`, before any Apollo
 * query), rendered to HTML by react-dom/server; the browser puts it in #root as soon as it comes and React hydrates
 * it (start.tsx). Built by `vite build --ssr` into client/dist-ssr (server only, never served as a file); the server's
 * POST /first-frame (server/src/core/first-frame.ts) runs `operations(path)` for the caller and renders with `render`.
 */
import { ApolloClient, ApolloLink } from '@apollo/client';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter } from 'react-router';
import { App } from '../App';
import { createCache } from '../links';
import { preloadScreen } from '../routes';
import { earlyPlanSpec } from '../boot/earlyPlan';
import type { EarlyRequest } from '../boot/earlyStart';
import { boardVariables, isBoardAnswer, withPreloadedBoard } from '../../features/kanban';
import { FirstFrameViewport, type Viewport } from '../../lib/firstFrameViewport';
import { toSessionUser } from '../../session/session';
import type { MeQuery } from '../../gql/graphql';

/** The paths whose first frame the server renders: the main kanban (a workspace's keeps the browser's path). */
const FRAME_PATH = /^\/$/;

/**
 * The GraphQL requests the first frame of `path` needs, exactly as the page's early script would send them (the
 * same plan, earlyPlan.ts): the session check and the board. Null for a path the server does not render.
 */
export function operations(path: string): { Me: EarlyRequest; DealBoard: EarlyRequest } | null {
  if (!FRAME_PATH.test(path)) return null;
  const plan = earlyPlanSpec();
  const board = plan.routes.find((r) => new RegExp(r.path).test(path))?.requests.find((r) => r.operationName === 'DealBoard');
  return board ? { Me: plan.session, DealBoard: board } : null;
}

/** Renders of a made-up board at the server's start (prepare): see there. */
const WARM_UP_RENDERS = 15;

/**
 * Loads the screens' code (once, at the server's start): the first frame's render must not suspend. Then draws a
 * made-up board a few times, so the first people's frames are not drawn by code V8 has not compiled yet (the first
 * render of a process took ~45–270 ms, the later ones ~10 ms).
 */
export async function prepare(): Promise<void> {
  await preloadScreen('/');
  const user = { __typename: 'User', id: 0, name: 'Inicio', email: null, role: 'admin' };
  for (let i = 0; i < WARM_UP_RENDERS; i++) render({ me: { data: { me: user } }, board: sampleBoard(), viewport: { width: 1366, height: 850 }, path: '/' });
}

/** A board of seven columns of eight cards, each with every part a card can show. */
function sampleBoard(): unknown {
  const now = Date.now();
  const day = 86_400_000;
  const columns = Array.from({ length: 7 }, (_, c) => ({
    __typename: 'BoardColumn',
    stageId: c + 1,
    name: `Etapa ${c + 1}`,
    label: `Etapa ${c + 1}`,
    orderIndex: c * 10,
    count: 100,
    valueSum: 123456.5,
    cards: {
      __typename: 'DealCardConnection',
      totalCount: 100,
      pageInfo: { __typename: 'PageInfo', endCursor: 'x', hasNextPage: true },
      edges: Array.from({ length: 8 }, (_, k) => {
        const id = c * 8 + k + 1;
        return {
          __typename: 'DealCardEdge',
          node: {
            __typename: 'DealCard',
            id,
            reference: `OP-${id}`,
            title: `Operación ${id}`,
            value: 1000 + id,
            stageId: c + 1,
            orgId: 1,
            orgName: 'Organización',
            contactId: 1,
            contactName: 'Contacto',
            createdAt: new Date(now - (id % 20) * day).toISOString(),
            fCotiz: new Date(now - (id % 18) * day).toISOString().slice(0, 10),
            position: id * 1024,
            nextDueAt: id % 3 ? new Date(now - day).toISOString() : null,
            lastTouchAt: new Date(now - (id % 9) * day).toISOString(),
            stuckDays: 5,
            quoteOpenUntil: new Date(now - (id % 4) * day).toISOString().slice(0, 10),
            realProfit: id % 2 ? 10.5 : null,
            docs: { __typename: 'ChecklistSummary', done: 1, total: 3, requiredOverdue: id % 2 === 0 },
          },
        };
      }),
    },
  }));
  return { data: { board: { __typename: 'Board', pipelineId: 1, pipelineName: 'Operaciones', businessUnitId: null, columns } } };
}

export interface FrameInput {
  /** The answers of `Me` and `DealBoard` as /graphql gives them ({ data, errors }). */
  me: unknown;
  board: unknown;
  viewport: Viewport;
  path: string;
}

/**
 * The HTML of #root's first frame, or null when there is none to draw: no user (the browser signs in), a board
 * that did not come, a path that is not the kanban's.
 */
export function render({ me, board, viewport, path }: FrameInput): string | null {
  if (!FRAME_PATH.test(path) || !isBoardAnswer(board)) return null;
  const meAnswer = me as { data?: MeQuery | null; errors?: unknown } | null;
  if (!meAnswer?.data?.me || meAnswer.errors) return null;
  const user = toSessionUser(meAnswer.data.me);
  // No link: the first frame sends nothing (its queries start after the browser's first paint).
  const client = new ApolloClient({ ssrMode: true, cache: createCache(), link: ApolloLink.empty() });
  return withPreloadedBoard(boardVariables(null), board.data, () =>
    renderToString(
      <FirstFrameViewport value={viewport}>
        <App client={client} restored={{ user }} createRouter={(routes) => createMemoryRouter(routes, { initialEntries: [path] })} />
      </FirstFrameViewport>,
    ),
  );
}
