import { type Client, createClient } from 'graphql-ws';
import WebSocket from 'ws';

/** One subscription's messages as they arrive. */
export interface LiveSubscription<T = any> {
  events: T[];
  errors: unknown[];
  /** Resolves with the first event (already arrived or arriving within `withinMs`) that passes `match`. */
  next(match?: (e: T) => boolean, withinMs?: number): Promise<T>;
  stop(): void;
}

export interface LiveClient {
  client: Client;
  /** Close codes this client's socket was closed with. */
  closes: number[];
  /** Every raw text frame received (for 'never reaches' assertions). */
  raw: string[];
  subscribe<T = any>(query: string, variables?: Record<string, unknown>): LiveSubscription<T>;
  /** Resolves once the socket closed with any code (within `withinMs`). */
  closed(withinMs?: number): Promise<number>;
  dispose(): Promise<void>;
}

/** Waits until `check` answers a value (not undefined), polling every 10 ms, for at most `withinMs`. */
export async function waitFor<T>(check: () => T | undefined, withinMs: number, what: string): Promise<T> {
  const deadline = Date.now() + withinMs;
  for (;;) {
    const v = check();
    if (v !== undefined) return v;
    if (Date.now() > deadline) throw new Error(`no llegó a tiempo: ${what}`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

/** A real graphql-ws client over a real WebSocket, the token in connection_init as the browser sends it. */
export function liveClient(httpUrl: string, token: string | null): LiveClient {
  const closes: number[] = [];
  const raw: string[] = [];
  class RecordingSocket extends WebSocket {
    constructor(address: string, protocols?: string | string[]) {
      super(address, protocols);
      this.on('message', (data) => raw.push(String(data)));
    }
  }
  const client = createClient({
    url: httpUrl.replace(/^http/, 'ws') + '/graphql',
    webSocketImpl: RecordingSocket,
    connectionParams: token ? { authorization: `Bearer ${token}` } : {},
    retryAttempts: 0,
    lazy: false,
    on: { closed: (e) => closes.push((e as { code: number }).code) },
    onNonLazyError: () => {},
  });
  return {
    client,
    closes,
    raw,
    subscribe<T>(query: string, variables?: Record<string, unknown>): LiveSubscription<T> {
      const events: T[] = [];
      const errors: unknown[] = [];
      const stop = client.subscribe<T>(
        { query, variables },
        {
          next: (r) => {
            if (r.errors) errors.push(...r.errors);
            else events.push(r.data as T);
          },
          error: (e) => errors.push(e),
          complete: () => {},
        },
      );
      return {
        events,
        errors,
        stop,
        next: (match = () => true, withinMs = 1_000) => waitFor(() => events.find(match), withinMs, query.slice(0, 60)),
      };
    },
    closed: (withinMs = 2_000) => waitFor(() => closes[0], withinMs, 'cierre del socket'),
    dispose: () => client.dispose() as Promise<void>,
  };
}
