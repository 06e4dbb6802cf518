import { randomUUID } from 'node:crypto';
import DataLoader from 'dataloader';
import type { Server } from 'node:http';
import { type ExecutionArgs, GraphQLError, type GraphQLSchema, getOperationAST, parse, specifiedRules, validate, type ValidationRule } from 'graphql';
import { useServer } from 'graphql-ws/use/ws';
import { WebSocketServer, type WebSocket } from 'ws';
import type { Actor } from '../auth/actor';
import { bearerToken } from '../auth/jwt';
import type { GqlContext } from '../graphql/context';
import { formatError } from '../graphql/format-error';
import { costEstimator, costRefusal, GRAPHQL_LIMITS, LIMIT_MESSAGES, SpanishGraphQLError } from '../graphql/limits';
import type { LiveBus } from './bus';
import { CLOSE_TOO_MANY, LIVE_LIMIT_DEFAULTS, LIVE_MESSAGES, type LiveLimits } from './limits';
import type { LiveSession } from './session';
import { subscribeShared } from './shared-execution';

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
  /** The state of many tokens at once, in order (the sockets one event reaches are checked together). */
  check(tokens: readonly (string | null)[]): Promise<SessionCheck[]>;
  /** The GraphQL context of one subscription (app.ts adds services and loaders). */
  context(ip: string): Omit<GqlContext, 'live' | 'actor'>;
  validationRules: readonly ValidationRule[];
  /** The cost cap of an operation (cost.ts), as on HTTP; lowered by the tests. */
  maxCost?: number;
  /** The sockets' caps (config.live, LIVE_*); each one unset has its default. */
  limits?: Partial<LiveLimits>;
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
  /** The signed-in user at connect (sockets per user). */
  userId: number;
  /** Cost of each subscription this socket opened (those still open count toward costPerSocket). */
  costs: Map<string, number>;
  /** Presence topics this socket announces itself on: one join per record and socket. */
  presence: Set<string>;
  /** Subscribe messages in the current minute. */
  window: { start: number; count: number };
}

/** A refusal of the socket's caps, in the shape of the others (Spanish message, a code). */
const refusal = (message: string, code = 'RATE_LIMITED') => [new SpanishGraphQLError(message, { extensions: { code } })];

/**
 * `e` with the code Apollo gives such an error on HTTP when it has none (graphql-js's validation and
 * variable refusals), so format-error.ts answers it with the same Spanish message and code.
 */
function withCode(e: GraphQLError, code: string): GraphQLError {
  if (e.extensions.code) return e;
  return new GraphQLError(e.message, { nodes: e.nodes, source: e.source, positions: e.positions, originalError: e, extensions: { ...e.extensions, code } });
}

/** Adds `by` to the count of `key` (dropping it at 0) and answers the new count. */
function bump<K>(counts: Map<K, number>, key: K, by: 1 | -1): number {
  const n = (counts.get(key) ?? 0) + by;
  if (n <= 0) counts.delete(key);
  else counts.set(key, n);
  return n;
}

/**
 * GraphQL subscriptions over graphql-ws on the HTTP server's `/graphql` (live collaboration): the token comes in the
 * connection_init payload (`authorization`, with or without 'Bearer '), is checked at connect and again
 * before every event a subscription sends (LiveSession.authorize); a token that no longer passes closes
 * the socket with 4401, a deactivated user's with 4403.
 */
export function attachLiveSockets(opts: LiveSocketOptions): LiveSockets {
  // The checks asked for in one turn of the event loop (every socket an event reaches) go to the
  // database together: one statement per event and process instead of one per socket.
  const sessions = new DataLoader<string, SessionCheck>((tokens) => opts.check(tokens.map((t) => t || null)), {
    cache: false,
    batchScheduleFn: (run) => setImmediate(run),
  });
  const check = (token: string | null) => sessions.load(token ?? '');
  const wss = new WebSocketServer({ server: opts.httpServer, path: '/graphql', maxPayload: 64 * 1024 });
  const conns = new WeakMap<WebSocket, Conn>();
  const limits: LiveLimits = { ...LIVE_LIMIT_DEFAULTS, ...opts.limits };
  const perIp = new Map<string, number>();
  const perUser = new Map<number, number>();
  // Every socket counts against its address from the upgrade on (before it says who it is); past the cap
  // it is closed at once. Registered before graphql-ws's own handler.
  wss.on('connection', (socket, request) => {
    const ip = request.socket.remoteAddress ?? '';
    socket.once('close', () => bump(perIp, ip, -1));
    if (bump(perIp, ip, 1) > limits.socketsPerIp) socket.close(CLOSE_TOO_MANY, LIVE_MESSAGES.socketsPerIp);
  });

  const authorizeConn = (socket: WebSocket, conn: Conn): Promise<Actor | null> => {
    conn.pending ??= check(conn.token)
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

  const maxCost = opts.maxCost ?? GRAPHQL_LIMITS.maxCost;
  const costOf = costEstimator(opts.schema, maxCost);
  const rules = [...specifiedRules, ...opts.validationRules];

  const disposable = useServer<Record<string, unknown>>(
    {
      schema: opts.schema,
      // An event marked shared (one answer per audience) is executed once for all its sockets.
      subscribe: subscribeShared,
      /**
       * The same limits as HTTP before any resolver runs (nothing subscribed, no presence joined): the
       * document's size in tokens, depth and aliases (validation rules), and the cost of the operation
       * with its variables; a refused one answers an error message and the socket stays open. Only
       * subscriptions: queries and mutations go over HTTP, with its rate limit and answer-size cap.
       */
      onSubscribe: (ctx, id, payload): ExecutionArgs | readonly GraphQLError[] => {
        const socket = ctx.extra.socket;
        const conn = conns.get(socket);
        // The socket's caps come first and cost nothing (no parse, no database): a flood of subscribe
        // messages is counted and refused before any work is done for it.
        if (conn) {
          const now = Date.now();
          if (now - conn.window.start >= 60_000) conn.window = { start: now, count: 0 };
          if (++conn.window.count > limits.subscribesPerMinute) {
            socket.close(CLOSE_TOO_MANY, 'Demasiadas suscripciones por minuto');
            return refusal(LIVE_MESSAGES.rate);
          }
        }
        // graphql-ws already holds this one among the socket's subscriptions.
        if (Object.keys(ctx.subscriptions).length > limits.subscriptionsPerSocket) return refusal(LIVE_MESSAGES.subscriptions(limits.subscriptionsPerSocket));
        let document;
        try {
          document = parse(payload.query, { maxTokens: GRAPHQL_LIMITS.maxTokens });
        } catch (e) {
          if (!(e instanceof GraphQLError)) throw e;
          const tooLong = /Document contains more th(?:an|at) \d+ tokens/.test(e.message);
          return [new SpanishGraphQLError(tooLong ? LIMIT_MESSAGES.tokens(GRAPHQL_LIMITS.maxTokens) : 'Error de sintaxis en la consulta GraphQL.', { extensions: { code: 'GRAPHQL_PARSE_FAILED' } })];
        }
        const invalid = validate(opts.schema, document, rules);
        // graphql-js's own refusals carry no code: the one Apollo gives them on HTTP, so format-error.ts
        // answers them with the same Spanish message.
        if (invalid.length) return invalid.map((e) => withCode(e, 'GRAPHQL_VALIDATION_FAILED'));
        const operation = getOperationAST(document, payload.operationName);
        if (!operation) {
          return [new SpanishGraphQLError(payload.operationName ? LIMIT_MESSAGES.unknownOperation : LIMIT_MESSAGES.operationName, { extensions: { code: 'OPERATION_RESOLUTION_FAILURE' } })];
        }
        if (operation.operation !== 'subscription') return [new SpanishGraphQLError(LIMIT_MESSAGES.socketOperation, { extensions: { code: 'OPERATION_RESOLUTION_FAILURE' } })];
        const cost = costOf(payload.query, document, operation, payload.variables ?? undefined);
        if (cost !== null && cost > maxCost) return [costRefusal(cost, maxCost)];
        if (conn) {
          for (const other of conn.costs.keys()) if (!(other in ctx.subscriptions)) conn.costs.delete(other);
          const open = [...conn.costs.values()].reduce((a, b) => a + b, 0);
          // No figure: its variables are ill-typed, and execution refuses it before anything subscribes.
          const mine = cost ?? 0;
          if (open + mine > limits.costPerSocket) return refusal(LIVE_MESSAGES.cost(limits.costPerSocket), 'QUERY_TOO_COMPLEX');
          conn.costs.set(id, mine);
        }
        return { schema: opts.schema, document, operationName: payload.operationName, variableValues: payload.variables };
      },
      // Errors go out as on HTTP: the same Spanish messages and codes (format-error.ts), never graphql-js's English.
      onError: (_ctx, _id, _payload, errors) => errors.map((e) => formatError(e.toJSON(), e)),
      onNext: (_ctx, _id, _payload, _args, result) =>
        result.errors ? { ...result, errors: result.errors.map((e) => (e.path ? e : withCode(e, 'BAD_USER_INPUT'))).map((e) => formatError(e.toJSON(), e)) } : undefined,
      connectionInitWaitTimeout: 10_000,
      onConnect: async (ctx) => {
        const raw = ctx.connectionParams?.authorization ?? ctx.connectionParams?.Authorization;
        const token = typeof raw === 'string' ? (bearerToken(raw) ?? raw) : null;
        const socket = ctx.extra.socket;
        const r = await check(token);
        if (!('actor' in r)) {
          socket.close(r.close, r.close === CLOSE_FORBIDDEN ? 'Forbidden' : 'Unauthorized');
          return false;
        }
        if (socket.readyState !== socket.OPEN) return false;
        const userId = r.actor.id;
        if (bump(perUser, userId, 1) > limits.socketsPerUser) {
          bump(perUser, userId, -1);
          socket.close(CLOSE_TOO_MANY, LIVE_MESSAGES.socketsPerUser);
          return false;
        }
        const ip = ctx.extra.request.socket.remoteAddress ?? '';
        const conn: Conn = { token, id: randomUUID(), ip, pending: null, timer: null, userId, costs: new Map(), presence: new Set(), window: { start: Date.now(), count: 0 } };
        conn.timer = setInterval(() => void authorizeConn(socket, conn), SESSION_RECHECK_MS);
        conn.timer.unref();
        // A closed socket keeps nothing: its timer, counts and per-socket state go with it (graphql-ws ends
        // its subscriptions, whose cleanups say 'leave' and unsubscribe from the bus).
        socket.once('close', () => {
          if (conn.timer) clearInterval(conn.timer);
          conn.timer = null;
          bump(perUser, userId, -1);
          conn.costs.clear();
          conn.presence.clear();
          conns.delete(socket);
        });
        conns.set(socket, conn);
        return true;
      },
      context: async (ctx) => {
        const socket = ctx.extra.socket;
        const conn = conns.get(socket);
        if (!conn) throw new Error('Conexión sin sesión');
        const live: LiveSession = {
          bus: opts.bus,
          connectionId: conn.id,
          authorize: () => authorizeConn(socket, conn),
          claim: (key) => {
            if (conn.presence.has(key)) return null;
            conn.presence.add(key);
            return () => conn.presence.delete(key);
          },
        };
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
