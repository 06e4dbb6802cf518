import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { ApolloClient } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import { LogoutDocument, LogoutEverywhereDocument, MeDocument, type MeQuery } from '../gql/graphql';
import {
  TOKEN_KEY,
  clearStoredSession,
  readStoredToken,
  storeSession,
  storeToken,
  storeUser,
  toSessionUser,
  type SessionUser,
} from './session';
import { onSessionExpired } from './sessionEvents';

/** Spec part 1 §4: the session is loading, then logged in or logged out. */
export type SessionStatus = 'loading' | 'authenticated' | 'anonymous';

interface SessionState {
  status: SessionStatus;
  user: SessionUser | null;
  /** Why the user is signed out: after an explicit logout /login opens without `next`. */
  endedBy: 'logout' | 'expired' | null;
}

export interface SessionContextValue extends SessionState {
  /** Stores a fresh login (token + user) and marks the session as authenticated. */
  signIn: (token: string, user: SessionUser) => void;
  /**
   * Calls logout on the server (failure ignored), clears storage and the Apollo cache. Ends this
   * session only, or with `everywhere` every session of the user (the other devices too).
   */
  signOut: (options?: { everywhere?: boolean }) => Promise<void>;
  /** Replaces the stored token, e.g. after changing one's own password revoked the old one. */
  replaceToken: (token: string) => void;
}

const SessionContext = createContext<SessionContextValue | null>(null);

/**
 * Asks the server who the stored token belongs to: the user (kept in storage), or null after clearing
 * a token the server refused or could not check.
 */
export async function restoreSession(client: ApolloClient, early?: Promise<unknown>): Promise<SessionUser | null> {
  // The answer index.html's early script already has (start.tsx): read as it came, without Apollo's cache (nothing
  // else reads `me` from it). Anything but a user is checked again the usual way, which signs out on a refusal.
  const earlyMe = early ? ((await early) as { data?: MeQuery | null; errors?: unknown } | null) : null;
  if (earlyMe?.data?.me && !earlyMe.errors) {
    const user = toSessionUser(earlyMe.data.me);
    storeUser(user);
    return user;
  }
  try {
    const { data } = await client.query({ query: MeDocument, fetchPolicy: 'network-only' });
    if (!data?.me) throw new Error('me vacío');
    const user = toSessionUser(data.me);
    storeUser(user);
    return user;
  } catch {
    clearStoredSession();
    return null;
  }
}

/** The session check done before the first render (start.tsx, first card on screen), if it was. */
export interface RestoredSession {
  user: SessionUser | null;
}

function initialState(restored?: RestoredSession): SessionState {
  if (restored) return restored.user ? { status: 'authenticated', user: restored.user, endedBy: null } : { status: 'anonymous', user: null, endedBy: null };
  return readStoredToken()
    ? { status: 'loading', user: null, endedBy: null }
    : { status: 'anonymous', user: null, endedBy: null };
}

export function SessionProvider({ children, restored }: { children: ReactNode; restored?: RestoredSession }) {
  const client = useApolloClient();
  const [state, setState] = useState<SessionState>(() => initialState(restored));

  const expire = useCallback(() => {
    clearStoredSession();
    setState({ status: 'anonymous', user: null, endedBy: 'expired' });
    // Nothing fetched under the old session may stay visible to the next user of this browser.
    client.clearStore().catch(() => undefined);
  }, [client]);

  // An UNAUTHENTICATED answer to any operation (reported by the error link) ends the session.
  useEffect(() => onSessionExpired(expire), [expire]);

  // A logout or expiry in another tab removes the token there: follow it here.
  useEffect(() => {
    function onStorage(event: StorageEvent) {
      if ((event.key === TOKEN_KEY || event.key === null) && !readStoredToken()) {
        setState((s) => (s.status === 'anonymous' ? s : { status: 'anonymous', user: null, endedBy: 'expired' }));
      }
    }
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  // Restore (when start.tsx did not): with a stored token, ask the server who we are before rendering anything.
  useEffect(() => {
    if (state.status !== 'loading') return;
    let cancelled = false;
    void restoreSession(client).then((user) => {
      if (!cancelled) setState(user ? { status: 'authenticated', user, endedBy: null } : { status: 'anonymous', user: null, endedBy: null });
    });
    return () => {
      cancelled = true;
    };
  }, [client, state.status]);

  const signIn = useCallback((token: string, user: SessionUser) => {
    const sessionUser = toSessionUser(user);
    storeSession(token, sessionUser);
    setState({ status: 'authenticated', user: sessionUser, endedBy: null });
  }, []);

  const signOut = useCallback(async (options?: { everywhere?: boolean }) => {
    try {
      if (options?.everywhere) await client.mutate({ mutation: LogoutEverywhereDocument });
      else await client.mutate({ mutation: LogoutDocument });
    } catch {
      // The token is dropped locally whatever the server says (spec: logout failure is ignored).
    }
    clearStoredSession();
    setState({ status: 'anonymous', user: null, endedBy: 'logout' });
    await client.clearStore().catch(() => undefined);
  }, [client]);

  const replaceToken = useCallback((token: string) => {
    if (token) storeToken(token);
  }, []);

  const value = useMemo<SessionContextValue>(
    () => ({ ...state, signIn, signOut, replaceToken }),
    [state, signIn, signOut, replaceToken],
  );

  // Spec part 1 §2: while the session is loading nothing is shown (no flash of the login form).
  if (state.status === 'loading') return null;

  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionContextValue {
  const ctx = useContext(SessionContext);
  if (!ctx) throw new Error('useSession must be used inside <SessionProvider>');
  return ctx;
}
