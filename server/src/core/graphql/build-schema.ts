import 'reflect-metadata';
import type { GraphQLSchema } from 'graphql';
import { buildSchema, type PubSub } from 'type-graphql';
import { type AppModule, partsOf } from '../module';
import { validateGraphqlArg } from '../input/validate';
import { authChecker } from './auth-checker';
import { enforceListCaps } from './list-cost';

let cached: Promise<GraphQLSchema> | null = null;

/**
 * TypeGraphQL refuses @Subscription without a PubSub. Ours is per connection, not global: every
 * subscription declares `subscribe`, which streams from GqlContext.live (core/live/stream.ts: the token
 * check and the per-subscriber reshaping happen there), so topic-based subscriptions are refused.
 */
const pubSub: PubSub = {
  publish() {
    throw new Error('Se publica con LiveBus (core/live/bus.ts), después del commit.');
  },
  subscribe() {
    throw new Error('Cada @Subscription declara subscribe con liveStream (core/live/stream.ts).');
  },
};

// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
type ResolverClass = Function;

/**
 * The schema of the given modules' resolvers (app.ts's `buildAppSchema` passes every module's). Built once
 * per process: TypeGraphQL metadata is global. `emitTo` writes the sorted SDL (npm run schema).
 */
export function buildModuleSchema(modules: readonly AppModule[], emitTo?: string): Promise<GraphQLSchema> {
  const resolvers = partsOf(modules, 'resolvers') as [ResolverClass, ...ResolverClass[]];
  if (emitTo) {
    return buildSchema({
      resolvers,
      authChecker,
      validateFn: validateGraphqlArg,
      pubSub,
      emitSchemaFile: { path: emitTo, sortedSchema: true },
    }).then(enforceListCaps);
  }
  // validateFn runs the shared text guard and then the input classes' class-validator rules.
  cached ??= buildSchema({ resolvers, authChecker, validateFn: validateGraphqlArg, pubSub }).then(enforceListCaps);
  return cached;
}
