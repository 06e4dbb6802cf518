import type { Server, ServerResponse } from 'node:http';

export interface Drain {
  /**
   * Stops accepting connections and lets the requests in flight finish (uploads still arriving included),
   * until `deadlineMs`; then cuts whatever is left. Resolves with how many requests were cut.
   */
  drain(deadlineMs: number): Promise<{ cut: number }>;
}

/**
 * Graceful stop of an HTTP server with keep-alive clients. Ending a kept-alive socket after its response
 * (what Apollo's drain plugin does) races the client, which may already have sent its next request on
 * it: that request was read and run, and its committed write reached the client as a socket error. Here
 * every response written during the drain says `Connection: close`, so the client sends nothing more on
 * that socket and Node closes it after the response; sockets with no request in flight are closed at
 * once and again whenever one turns idle (a request racing that close is dropped unread: it never ran).
 *
 * Call before the app's own 'request' listener is added, so the header is set before any handler writes.
 */
export function drainable(server: Server): Drain {
  let draining = false;
  const inFlight = new Set<ServerResponse>();

  server.on('request', (_req, res) => {
    inFlight.add(res);
    if (draining) res.setHeader('Connection', 'close');
    res.once('close', () => {
      inFlight.delete(res);
      // Its socket may now be an idle keep-alive one (its headers went out before the drain began).
      if (draining) setImmediate(() => server.closeIdleConnections());
    });
  });

  return {
    async drain(deadlineMs) {
      draining = true;
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      for (const res of inFlight) if (!res.headersSent) res.setHeader('Connection', 'close');
      server.closeIdleConnections();
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<'late'>((resolve) => {
        timer = setTimeout(() => resolve('late'), deadlineMs);
      });
      const outcome = await Promise.race([closed, late]);
      clearTimeout(timer);
      if (outcome !== 'late') return { cut: 0 };
      const cut = inFlight.size;
      server.closeAllConnections();
      await closed;
      return { cut };
    },
  };
}

/**
 * How long the server keeps an idle kept-alive socket: longer than the clients and proxies in front of it keep theirs
 * (nginx's upstream keepalive_timeout and load balancers' idle timeouts are 60 s; browsers and undici a few seconds),
 * so an idle socket is always closed by the client. A server that closes first (Node's default is 5 s) races a client
 * that has just sent its next request on that socket: the request is lost unanswered ("other side closed", a 502 at
 * the proxy).
 */
export const KEEP_ALIVE_MS = 65_000;

export function keepAliveLongerThanClients(server: Server): void {
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  // Node's advice: the headers' timeout above the keep-alive one, so a slow first request on a kept socket is not cut.
  server.headersTimeout = KEEP_ALIVE_MS + 1_000;
}
