import type { AppModule } from '../../core/module';
import { OrganizationsService } from './organizations.service';
import { OrganizationEntity } from './organization.entity';
import { OrganizationsResolver } from './organizations.resolver';
import { organizationsRoutes } from './organizations.rest';

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
  requires: ['audit'],
  services: ({ ds }, { audit }) => ({
    organizations: new OrganizationsService(ds, audit),
  }),
};

// The front door for the modules that create an organization inside their own transaction (a new operation names one).
export type { OrganizationsService } from './organizations.service';
