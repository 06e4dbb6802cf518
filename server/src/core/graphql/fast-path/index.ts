import type { ApolloServerPlugin } from '@apollo/server';
import type { Request, RequestHandler, Response } from 'express';
import type { GraphQLSchema } from 'graphql';
import type { AppModule } from '../../module';
import type { Services } from '../../services';
import type { GqlContext } from '../context';
import { costEstimator, type responseSizeLimit } from '../limits';
import { type FastPathCounters, fastPathCounters } from './counters';
import { DirectAnswers, directAnswersPlugin } from './direct-answers';
import { directHttp } from './direct-http';
import { SharedResponses } from './shared-response-cache';

/**
 * The kanban's fast path: the answers of a few large, plain root queries (the board) given faster than
 * graphql-js and Apollo give them, and always byte for byte the same. Three pieces, each declining to the
 * next whenever it cannot prove the answer the same:
 *
 * - shared-response-cache.ts: a repeated shared query (the same view, the same data version) is answered
 *   from memory, and concurrent misses run once;
 * - direct-answers.ts: the trimmed execution: the answer written as JSON text by the same resolvers, a
 *   column's cards serialized once per column version (raw-json.ts carries that text into the answer);
 * - direct-http.ts: a request whose text Apollo already validated is answered before Apollo's request
 *   pipeline, by the two above.
 *
 * Modules opt in through their manifest (`sharedQueries`, `directQueries`); `keepSerialized` and
 * `LatestAnswers` are the tools a module's service uses. This file is the room's one entry point: the
 * GraphQL server takes `plugins` and `handler` from here, and the order of the plugins is decided here.
 */

export type { FastPathCounters } from './counters';
export { fastPathCounters } from './counters';
export { keepSerialized } from './direct-answers';
export { RawJson, stringifyWithRaw } from './raw-json';
export { LatestAnswers, readDataVersion, type SharedQueries, type SharedQueryScope } from './shared-response-cache';

export interface FastPathOptions {
  schema: GraphQLSchema;
  /** The modules' manifests: their shared queries (with their data versions) and their trimmed root fields. */
  modules: readonly Pick<AppModule, 'sharedQueries' | 'directQueries'>[];
  services: Services;
  limits: {
    /** The response size limit (limits.ts responseSizeLimit): its plugin, its serializer and its measure. */
    responseSize: ReturnType<typeof responseSizeLimit>;
    /** GRAPHQL_LIMITS.maxResponseBytes: an answer over it goes to Apollo, which refuses it. */
    maxResponseBytes: number;
    /** GRAPHQL_LIMITS.maxCost: the same cost rule as complexityPlugin, before Apollo. */
    maxCost: number;
  };
  /** A request's GraphQL context, the same Apollo's Express integration builds. */
  context: (req: Request, res: Response) => GqlContext;
  /** Where the fast path counts what it answered (a fresh set when not given). */
  counters?: FastPathCounters;
}

export interface FastPath {
  /**
   * Apollo's plugins, in the order they must run: place them as one block, after the cost plugin. The
   * response size limit's plugin is the first of them (see createFastPath).
   */
  plugins: ApolloServerPlugin<GqlContext>[];
  /** The Express handler answering before Apollo: mount it on /graphql just before Apollo's. */
  handler: RequestHandler;
  /** After Apollo stopped: every request goes on to Apollo (which refuses it). */
  stop(): void;
  counters: FastPathCounters;
}

export function createFastPath(opts: FastPathOptions): FastPath {
  const { schema, modules, services, limits } = opts;
  const counters = opts.counters ?? fastPathCounters();
  const shared = new SharedResponses(Object.assign({}, ...modules.map((m) => m.sharedQueries?.(services) ?? {})), { sizeOf: limits.responseSize.serializedLength });
  const direct = new DirectAnswers(new Set(modules.flatMap((m) => m.directQueries ?? [])), counters);
  const beforeApollo = directHttp({
    schema,
    direct,
    shared,
    serialize: limits.responseSize.serialize,
    maxBytes: limits.maxResponseBytes,
    costOf: costEstimator(schema, limits.maxCost),
    maxCost: limits.maxCost,
    context: opts.context,
    counters,
  });
  // The order is the rule: Apollo asks `responseForOperation` of each plugin in turn until one answers,
  // and runs `willSendResponse` in this order.
  const plugins: ApolloServerPlugin<GqlContext>[] = [
    // 1. The size limit before the shared cache: an answer it replaces (too large) must not be kept.
    limits.responseSize.plugin as ApolloServerPlugin<GqlContext>,
    // 2. The shared cache answers a repeat, or takes note of a miss to keep what is answered below.
    shared.plugin(),
    // 3. A miss of the shared cache: written here by the trimmed execution when the selection allows.
    directAnswersPlugin(direct),
    // 4. Records the query texts Apollo validated, which the handler may then answer before Apollo.
    beforeApollo.plugin,
  ];
  return { plugins, handler: beforeApollo.handler, stop: beforeApollo.stop, counters };
}
