import 'reflect-metadata';
import type { GraphQLSchema } from 'graphql';
import { buildSchema } from 'type-graphql';
import { AuthResolver } from '../../modules/auth/auth.resolver';
import { BusinessUnitsResolver } from '../../modules/business-units/business-units.resolver';
import { UsersResolver } from '../../modules/users/users.resolver';
import { authChecker } from './auth-checker';

export const RESOLVERS = [AuthResolver, UsersResolver, BusinessUnitsResolver] as const;

let cached: Promise<GraphQLSchema> | null = null;

/** Built once per process (TypeGraphQL metadata is global). `emitTo` writes the sorted SDL (npm run schema). */
export function buildAppSchema(emitTo?: string): Promise<GraphQLSchema> {
  if (emitTo) {
    return buildSchema({
      resolvers: RESOLVERS,
      authChecker,
      validate: { forbidUnknownValues: false },
      emitSchemaFile: { path: emitTo, sortedSchema: true },
    });
  }
  cached ??= buildSchema({ resolvers: RESOLVERS, authChecker, validate: { forbidUnknownValues: false } });
  return cached;
}
