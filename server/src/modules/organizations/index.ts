import type { AppModule } from '../../core/module';
import { OrganizationsService } from './organizations.service';
import { OrganizationEntity } from './organization.entity';
import { OrganizationsResolver } from './organizations.resolver';
import { organizationsRoutes } from './organizations.rest';

// The front door: what other modules may use (they import '../organizations', or an *.entity file for a TypeORM relation).
export { CreateOrganizationInput, ORG_MESSAGES, OrganizationFilter, OrganizationOrder, OrganizationSortKey, UpdateOrganizationInput } from './organizations.inputs';
export { organizationLoader } from './organizations.loaders';
export { organizationListFilter, organizationRow } from './organizations.rest';
export { OrganizationsService } from './organizations.service';
export { OrganizationView } from './organizations.types';

declare module '../../core/services' {
  interface Services {
    organizations: OrganizationsService;
  }
}

export const organizationsModule: AppModule = {
  name: 'organizations',
  entities: [OrganizationEntity],
  resolvers: [OrganizationsResolver],
  rest: organizationsRoutes,
  requires: ['audit', 'activities', 'custom-fields', 'idempotency', 'owned-records', 'search', 'users'],
  services: ({ ds }, { audit }) => ({
    organizations: new OrganizationsService(ds, audit),
  }),
};
