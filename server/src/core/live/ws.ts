import { randomUUID } from 'node:crypto';
import type { Server } from 'node:http';
import { type GraphQLSchema, specifiedRules, validate, type ValidationRule } from 'graphql';
import { useServer } from 'graphql-ws/use/ws';
import { WebSocketServer, type WebSocket } from 'ws';
import type { Actor } from '../auth/actor';
import { bearerToken } from '../auth/jwt';
import type { GqlContext } from '../graphql/context';
import type { LiveBus } from './bus';
import type { LiveSession } from './stream';

/** Close codes of a subscription socket whose session ended (graphql-ws keeps 4400–4499 for such). */
export const CLOSE_UNAUTHORIZED = 4401;
export const CLOSE_FORBIDDEN = 4403;
/** Sessions are checked this often even when no event comes (a revoked token's idle socket closes too). */
export const SESSION_RECHECK_MS = 30_000;

/** A token's state: the actor, or why its socket closes (4401 invalid/expired/revoked, 4403 deactivated user). */
export type SessionCheck = { actor: Actor } | { close: typeof CLOSE_UNAUTHORIZED | typeof CLOSE_FORBIDDEN };

export interface LiveSocketOptions {
  httpServer: Server;
  schema: GraphQLSchema;
  bus: LiveBus;
  check(token: string | null): Promise<SessionCheck>;
  /** The GraphQL context of one subscription (app.ts adds services and loaders). */
  context(ip: string): Omit<GqlContext, 'live' | 'actor'>;
  validationRules: readonly ValidationRule[];
}

export interface LiveSockets {
  /** Open subscription sockets (the bench and the tests read it). */
  readonly size: number;
  /** SIGTERM: closes every socket (1001, going away) so the HTTP server can drain, then the bus. */
  close(): Promise<void>;
}

interface Conn {
  token: string | null;
  id: string;
  ip: string;
  /** A check in flight: the events that arrive together share it. */
  pending: Promise<Actor | null> | null;
  timer: NodeJS.Timeout | null;
}

/**
 * GraphQL subscriptions over graphql-ws on the HTTP server's `/graphql` (issue 21): the token comes in the
 * connection_init payload (`authorization`, with or without 'Bearer '), is checked at connect and again
 * before every event a subscription sends (LiveSession.authorize); a token that no longer passes closes
 * the socket with 4401, a deactivated user's with 4403.
 */
export function attachLiveSockets(opts: LiveSocketOptions): LiveSockets {
  const wss = new WebSocketServer({ server: opts.httpServer, path: '/graphql', maxPayload: 64 * 1024 });
  const conns = new WeakMap<WebSocket, Conn>();

  const authorizeConn = (socket: WebSocket, conn: Conn): Promise<Actor | null> => {
    conn.pending ??= opts
      .check(conn.token)
      .then((r) => {
        if ('actor' in r) return r.actor;
        socket.close(r.close, r.close === CLOSE_FORBIDDEN ? 'Forbidden' : 'Unauthorized');
        return null;
      })
      .catch((e: unknown) => {
        // The database is away for a moment: this event is skipped, the socket stays.
        console.error('Suscripción: no se pudo verificar la sesión', e);
        return null;
      })
      .finally(() => {
        conn.pending = null;
      });
    return conn.pending;
  };

  const disposable = useServer<Record<string, unknown>>(
    {
      schema: opts.schema,
      validate: (schema, document) => validate(schema, document, [...specifiedRules, ...opts.validationRules]),
      connectionInitWaitTimeout: 10_000,
      onConnect: async (ctx) => {
        const raw = ctx.connectionParams?.authorization ?? ctx.connectionParams?.Authorization;
        const token = typeof raw === 'string' ? (bearerToken(raw) ?? raw) : null;
        const socket = ctx.extra.socket;
        const r = await opts.check(token);
        if (!('actor' in r)) {
          socket.close(r.close, r.close === CLOSE_FORBIDDEN ? 'Forbidden' : 'Unauthorized');
          return false;
        }
        const ip = ctx.extra.request.socket.remoteAddress ?? '';
        const conn: Conn = { token, id: randomUUID(), ip, pending: null, timer: null };
        conn.timer = setInterval(() => void authorizeConn(socket, conn), SESSION_RECHECK_MS);
        conn.timer.unref();
        socket.once('close', () => {
          if (conn.timer) clearInterval(conn.timer);
        });
        conns.set(socket, conn);
        return true;
      },
      context: async (ctx) => {
        const socket = ctx.extra.socket;
        const conn = conns.get(socket);
        if (!conn) throw new Error('Conexión sin sesión');
        const live: LiveSession = { bus: opts.bus, connectionId: conn.id, authorize: () => authorizeConn(socket, conn) };
        const actor = await live.authorize();
        return { ...opts.context(conn.ip), actor, live } satisfies GqlContext;
      },
    },
    wss,
  );

  let closing: Promise<void> | null = null;
  return {
    get size() {
      return wss.clients.size;
    },
    close() {
      closing ??= (async () => {
        for (const s of wss.clients) s.close(1001, 'Going away');
        await disposable.dispose();
        await new Promise<void>((r) => wss.close(() => r()));
        await opts.bus.close();
      })();
      return closing;
    },
  };
}
