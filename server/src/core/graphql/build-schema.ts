import 'reflect-metadata';
import type { GraphQLSchema } from 'graphql';
import { buildSchema } from 'type-graphql';
import { AuthResolver } from '../../modules/auth/auth.resolver';
import { BusinessUnitsResolver } from '../../modules/business-units/business-units.resolver';
import { UsersResolver } from '../../modules/users/users.resolver';
import { DealsResolver } from '../../modules/deals/deals.resolver';
import { OrganizationsResolver } from '../../modules/organizations/organizations.resolver';
import { ContactsResolver } from '../../modules/contacts/contacts.resolver';
import { CustomFieldsResolver } from '../../modules/custom-fields/custom-fields.resolver';
import { ParamsResolver } from '../../modules/params/params.resolver';
import { PipelinesResolver } from '../../modules/pipelines/pipelines.resolver';
import { LabelsResolver } from '../../modules/labels/labels.resolver';
import { ActivitiesResolver } from '../../modules/activities/activities.resolver';
import { CostSheetsResolver } from '../../modules/cost-sheets/cost-sheets.resolver';
import { QuotesResolver } from '../../modules/quotes/quotes.resolver';
import { SearchResolver } from '../../modules/search/search.resolver';
import { StatsResolver } from '../../modules/stats/stats.resolver';
import { FollowupsResolver } from '../../modules/followups/followups.resolver';
import { FILES_RESOLVERS } from '../../modules/files/files.resolver';
import { validateGraphqlArg } from '../validation';
import { authChecker } from './auth-checker';
import { enforceListCaps } from './list-cost';

export const RESOLVERS = [
  AuthResolver,
  UsersResolver,
  BusinessUnitsResolver,
  DealsResolver,
  OrganizationsResolver,
  ContactsResolver,
  CustomFieldsResolver,
  ParamsResolver,
  PipelinesResolver,
  LabelsResolver,
  ActivitiesResolver,
  CostSheetsResolver,
  QuotesResolver,
  SearchResolver,
  StatsResolver,
  FollowupsResolver,
  ...FILES_RESOLVERS,
] as const;

let cached: Promise<GraphQLSchema> | null = null;

/** Built once per process (TypeGraphQL metadata is global). `emitTo` writes the sorted SDL (npm run schema). */
export function buildAppSchema(emitTo?: string): Promise<GraphQLSchema> {
  if (emitTo) {
    return buildSchema({
      resolvers: RESOLVERS,
      authChecker,
      validateFn: validateGraphqlArg,
      emitSchemaFile: { path: emitTo, sortedSchema: true },
    }).then(enforceListCaps);
  }
  // validateFn runs the shared text guard and then the input classes' class-validator rules.
  cached ??= buildSchema({ resolvers: RESOLVERS, authChecker, validateFn: validateGraphqlArg }).then(enforceListCaps);
  return cached;
}
