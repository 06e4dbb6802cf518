import { createClient, type Client } from 'graphql-ws';
import { useSyncExternalStore } from 'react';
import { readStoredToken } from '../session';

/**
 * The GraphQL subscriptions socket (live collaboration): graphql-ws on the same /graphql path, the token in the
 * connection_init payload (read at every (re)connect, so a new session uses its own). `useLiveSocketUp`
 * tells screens whether it is connected: the cost sheet polls its status only while it is not.
 */
let up = false;
const listeners = new Set<() => void>();
const setUp = (next: boolean) => {
  if (up === next) return;
  up = next;
  for (const l of listeners) l();
};

export function createLiveSocket(url?: string): Client {
  const wsUrl = url ?? `${location.protocol === 'https:' ? 'wss:' : 'ws:'}//${location.host}/graphql`;
  return createClient({
    url: wsUrl,
    lazy: true,
    // Retries while the server is away (a restart, a deploy); 4401/4403 mean the session ended.
    retryAttempts: Infinity,
    shouldRetry: (e) => !(typeof e === 'object' && e !== null && 'code' in e && [4401, 4403].includes((e as { code: number }).code)),
    connectionParams: () => {
      const token = readStoredToken();
      return token ? { authorization: `Bearer ${token}` } : {};
    },
    on: {
      connected: () => setUp(true),
      closed: () => setUp(false),
    },
  });
}

export function useLiveSocketUp(): boolean {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => up,
    () => false,
  );
}
