import type { AppModule } from '../../core/module';
import { exportsRoutes } from './exports.rest';
import { ExportsService } from './exports.service';

declare module '../../core/services' {
  interface Services {
    exports: ExportsService;
  }
}

/** Streamed CSV export of the list screens (REST only: a file is not a GraphQL answer). */
export const exportsModule: AppModule = {
  name: 'exports',
  rest: exportsRoutes,
  requires: ['contacts', 'organizations', 'deals', 'business-units', 'owned-records', 'catalog', 'invoices', 'collections'],
  services: (_kernel, { contacts, organizations, deals, businessUnits, catalog, invoices, collections }) => ({ exports: new ExportsService({ contacts, organizations, deals, businessUnits, catalog, invoices, collections }) }),
};
