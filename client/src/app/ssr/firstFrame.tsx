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

/** Loads the screens' code (once, at the server's start): the first frame's render must not suspend. */
export function prepare(): Promise<unknown> {
  return preloadScreen('/');
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
