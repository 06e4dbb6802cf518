import { ApolloServer, type ApolloServerPlugin } from '@apollo/server';
import { ApolloServerPluginCacheControlDisabled } from '@apollo/server/plugin/disabled';
import { ApolloServerPluginDrainHttpServer } from '@apollo/server/plugin/drainHttpServer';
import { expressMiddleware } from '@as-integrations/express5';
import type { Request, RequestHandler, Response } from 'express';
import type { GraphQLSchema } from 'graphql';
import type { Server } from 'node:http';
import type { AppModule } from '../module';
import { clientIp } from '../rest/context';
import type { Services } from '../services';
import type { GqlContext } from './context';
import { createFastPath, type FastPathCounters } from './fast-path';
import { formatError, serviceUnavailablePlugin } from './format-error';
import { complexityPlugin, GRAPHQL_LIMITS, responseSizeLimit, validationRules } from './limits';
import { Loaders } from './loaders';

export interface GraphqlServer {
  /**
   * The handlers ending /graphql, after the app's own middlewares (compression, rate limits, the actor,
   * uploads, the JSON body): the fast path's, which answers the board before Apollo when it may, then Apollo's.
   */
  handlers: RequestHandler[];
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
  /** The Sandbox landing page (app.ts builds its CSP from the same plugin). */
  landingPage: ApolloServerPlugin;
  /** When given, Apollo drains its in-flight requests on stop. */
  httpServer?: Server;
  /** Where the fast path counts what it answered. */
  counters?: FastPathCounters;
}): Promise<GraphqlServer> {
  const { schema, services } = opts;
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
      opts.landingPage,
      ...(opts.httpServer ? [ApolloServerPluginDrainHttpServer({ httpServer: opts.httpServer })] : []),
    ],
  });
  await apollo.start();
  return {
    handlers: [fast.handler, expressMiddleware(apollo, { context: async ({ req, res }) => contextOf(req, res) })],
    stop: async () => {
      fast.stop();
      await apollo.stop();
    },
  };
}
