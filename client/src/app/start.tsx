/**
 * The app proper (react-dom, Apollo, the router, every screen's entry point), loaded by the entry (main.ts).
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
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

void restore().then((restored) => {
  createRoot(container).render(
    <StrictMode>
      <App client={client} restored={restored} />
    </StrictMode>,
  );
});
