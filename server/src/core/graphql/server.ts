import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginCacheControlDisabled } from '@apollo/server/plugin/disabled';
import { ApolloServerPluginDrainHttpServer } from '@apollo/server/plugin/drainHttpServer';
import { ApolloServerPluginLandingPageLocalDefault } from '@apollo/server/plugin/landingPage/default';
import { expressMiddleware } from '@as-integrations/express5';
import type { ErrorRequestHandler, Request, RequestHandler, Response } from 'express';
import helmet from 'helmet';
import type { GraphQLSchema } from 'graphql';
import type { Server } from 'node:http';
import type { AppModule } from '../module';
import { clientIp } from '../rest/context';
import type { Services } from '../services';
import type { GqlContext } from './context';
import { createFastPath, type FastPathCounters } from './fast-path';
import { jsonBody } from '../rest/json-body';
import { formatError, graphqlErrorHandler, serviceUnavailablePlugin } from './format-error';
import { complexityPlugin, GRAPHQL_LIMITS, responseSizeLimit, validationRules } from './limits';
import { Loaders } from './loaders';
import { multipartGuard } from './multipart-guard';
import { sandboxCspDirectives } from './sandbox-csp';

export interface GraphqlServer {
  /**
   * Everything /graphql runs after the app's own request middlewares (compression, rate limits, the actor),
   * in the one order this room owns: the multipart guard, the modules' upload parser, the JSON body, the
   * fast path (which answers the board before Apollo when it may), Apollo, then the upload refusals and
   * the GraphQL-shaped answer of any other error.
   */
  handlers: Array<RequestHandler | ErrorRequestHandler>;
  /**
   * The security headers of /graphql: Apollo Sandbox (the landing page at GET /graphql) embeds a
   * cross-origin iframe, so this path has its own CSP (sandbox-csp.ts) instead of the app's strict one.
   */
  securityHeaders: RequestHandler;
  /**
   * One operation run for the caller of `req` exactly as /graphql runs it (the same context and actor, validation,
   * cost limit and plugins, the fast path's shared answers and trimmed execution among them): the answer's JSON text
   * as /graphql would send it, or null when /graphql would not answer it 2xx. For the kanban's first frame
   * (first-frame.ts), which needs the same answers as the page's early requests.
   */
  execute(request: { query: string; variables: Record<string, unknown>; operationName: string }, req: Request, res: Response): Promise<string | null>;
  /** Stops answering: the fast path first, then Apollo (draining in-flight requests when it has the HTTP server). */
  stop(): Promise<void>;
}

/**
 * Apollo over the modules' schema, with its limits, errors and the kanban's fast path (fast-path/). The
 * Express app (app.ts) mounts `handlers` on /graphql; it never assembles Apollo itself.
 */
export async function createGraphqlServer(opts: {
  schema: GraphQLSchema;
  modules: readonly AppModule[];
  services: Services;
  /** When given, Apollo drains its in-flight requests on stop. */
  httpServer?: Server;
  /** Where the fast path counts what it answered. */
  counters?: FastPathCounters;
}): Promise<GraphqlServer> {
  const { schema, services } = opts;
  // The Sandbox landing page and its CSP, built from the same plugin so they cannot disagree.
  const landingPage = ApolloServerPluginLandingPageLocalDefault({ embed: true, footer: false });
  const securityHeaders = helmet({
    contentSecurityPolicy: { useDefaults: false, directives: await sandboxCspDirectives(landingPage) },
    crossOriginEmbedderPolicy: false,
  });
  const uploads = opts.modules.flatMap((m) => (m.graphqlUploads ? [m.graphqlUploads] : []));
  if (uploads.length > 1) throw new Error('Sólo un módulo puede leer las subidas multipart de /graphql.');
  const contextOf = (req: Request, res: Response): GqlContext => ({ actor: res.locals.actor ?? null, services, ip: clientIp(req), loaders: new Loaders() });
  const responseSize = responseSizeLimit();
  // The kanban's board answered before Apollo's request pipeline, when provably the same (fast-path/).
  const fast = createFastPath({
    schema,
    modules: opts.modules,
    services,
    limits: { responseSize, maxResponseBytes: GRAPHQL_LIMITS.maxResponseBytes, maxCost: GRAPHQL_LIMITS.maxCost },
    context: contextOf,
    counters: opts.counters,
  });
  const apollo = new ApolloServer<GqlContext>({
    schema,
    introspection: true,
    csrfPrevention: true,
    allowBatchedHttpRequests: false,
    includeStacktraceInErrorResponses: false,
    // main.ts owns SIGTERM/SIGINT (drain, close, destroy the pool, exit): Apollo's own handlers raced it.
    stopOnTerminationSignals: false,
    validationRules: validationRules(),
    // Counted while parsing: a huge document is refused before any tree is built or validated.
    parseOptions: { maxTokens: GRAPHQL_LIMITS.maxTokens },
    stringifyResult: responseSize.stringifyResult,
    formatError,
    plugins: [
      complexityPlugin(schema),
      serviceUnavailablePlugin(),
      // The response size limit, the shared cache and the trimmed execution, in the order createFastPath states.
      ...fast.plugins,
      // No HTTP caching of GraphQL answers here; the plugin would otherwise wrap every field resolver.
      ApolloServerPluginCacheControlDisabled(),
      landingPage,
      ...(opts.httpServer ? [ApolloServerPluginDrainHttpServer({ httpServer: opts.httpServer })] : []),
    ],
  });
  await apollo.start();
  return {
    handlers: [
      multipartGuard,
      ...uploads.map((u) => u.parse()),
      jsonBody(),
      fast.handler,
      expressMiddleware(apollo, { context: async ({ req, res }) => contextOf(req, res) }),
      ...uploads.map((u) => u.refusals),
      graphqlErrorHandler,
    ],
    securityHeaders,
    execute: async (request, req, res) => {
      const response = await apollo.executeOperation(request, { contextValue: contextOf(req, res) });
      const status = response.http.status ?? 200;
      if (response.body.kind !== 'single' || status < 200 || status > 299) return null;
      return responseSize.stringifyResult(response.body.singleResult);
    },
    stop: async () => {
      fast.stop();
      await apollo.stop();
    },
  };
}
