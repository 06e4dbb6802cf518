/**
 * The app proper (react-dom, Apollo, the router, every screen's entry point), loaded by the entry (main.ts)
 * right after it has set up the drawing of the early board.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createApolloClient } from './apollo';
import { App } from './App';
import { restoreSession, type RestoredSession } from '../session/SessionProvider';
import { readStoredToken } from '../session/session';
import { preloadRoute } from './routes';

const container = document.getElementById('root');
if (!container) throw new Error('Falta el elemento #root en index.html');

const client = createApolloClient();

/**
 * First card on screen: with a stored session, the session check (`Me`), the screen's
 * chunk and its data (the kanban's board) start together, now, rather than one after the other. The app
 * renders once both the session and the screen are in (spec part 1 §2: nothing is shown while the
 * session loads; index.html's frame and "Cargando…" stay until then), so the first frame has the board.
 */
async function restore(): Promise<RestoredSession> {
  if (!readStoredToken()) return { user: null };
  const [user] = await Promise.all([restoreSession(client), preloadRoute(client, window.location.pathname)]);
  return { user };
}

void restore().then((restored) => {
  createRoot(container).render(
    <StrictMode>
      <App client={client} restored={restored} />
    </StrictMode>,
  );
});
