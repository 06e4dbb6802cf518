/**
 * The app proper (react-dom, Apollo, the router, every screen's entry point), loaded by the entry (main.ts).
 */
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createApolloClient } from './apollo';
import { App } from './App';
import { restoreSession, type RestoredSession } from '../session/SessionProvider';
import { readStoredToken } from '../session/session';
import { preloadRoute } from './routes';
import { takeEarly } from './boot/earlyLink';

const container = document.getElementById('root');
if (!container) throw new Error('Falta el elemento #root en index.html');

const client = createApolloClient();

/**
 * First card on screen: with a stored session, the session check (`Me`), the screen's
 * chunk and its data (the kanban's board) start together, now, rather than one after the other. The app
 * renders once both the session and the screen are in (spec part 1 §2: nothing is shown while the
 * session loads; index.html's frame and "Cargando…" stay until then), so the first frame has the board. The
 * session and the board are read from index.html's early answers as they came (boot/earlyLink.ts `takeEarly`), not
 * through Apollo's cache: React's first frame is the usable board, and the cache gets the board after it.
 */
async function restore(): Promise<RestoredSession> {
  if (!readStoredToken()) return { user: null };
  const [user] = await Promise.all([restoreSession(client, takeEarly('Me', {})), preloadRoute(client, window.location.pathname)]);
  return { user };
}

/**
 * What React had to redraw in the server's first frame (a hydration mismatch: React then renders that part on the
 * client, which is what shows): kept on the page for the browser tests, and reported as React does by default.
 */
const recovered: string[] = [];
(window as unknown as { __crmHydrationErrors?: string[] }).__crmHydrationErrors = recovered;

void restore().then((restored) => {
  const app = (
    <StrictMode>
      <App client={client} restored={restored} />
    </StrictMode>
  );
  // The kanban's first frame drawn by the server from the same answers (index.html's early script put it in #root,
  // server/src/core/first-frame.ts): React takes over its DOM instead of drawing it again.
  if (container.hasAttribute('data-ssr') && restored.user) {
    const root = hydrateRoot(container, app, {
      onRecoverableError: (error) => {
        recovered.push(error instanceof Error ? error.message : String(error));
        reportError(error);
      },
    });
    // The board sits inside the routes' and the layout's Suspense boundaries, which React hydrates last, at its
    // lowest priority (after the rest, in slices): until then a card does not answer. It is what the page is for:
    // asked for now, at the default priority. (React's own call for this; not yet in its type definitions.)
    const board = container.querySelector('[data-testid="kanban-board"]');
    if (board) (root as typeof root & { unstable_scheduleHydration?: (target: Node) => void }).unstable_scheduleHydration?.(board);
  } else {
    createRoot(container).render(app);
  }
});
