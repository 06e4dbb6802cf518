import type { AppModule } from '../../core/module';
import { CatalogItemEntity } from './catalog-item.entity';
import { CatalogResolver } from './catalog.resolver';
import { catalogRoutes } from './catalog.rest';
import { CatalogService } from './catalog.service';
import { CatalogItems1765095000000 } from './migrations/1765095000000-catalog-items';

// The front door: what other modules may use (they import '../catalog', or the entity file for a relation).
export { CATALOG_MESSAGES, CatalogItemFilter, CreateCatalogItemInput, UpdateCatalogItemInput } from './catalog.inputs';
export { catalogItemRow, catalogListFilter } from './catalog.rest';
export type { CatalogService } from './catalog.service';
export { CatalogItemView } from './catalog.types';

declare module '../../core/services' {
  interface Services {
    catalog: CatalogService;
  }
}

/**
 * Catalogue of products and services: the table (with the 16 preset concepts as its first items), its admin API on
 * GraphQL and /api/catalog/items, and the list the cost sheet's and the quote's pickers read.
 */
export const catalogModule: AppModule = {
  name: 'catalog',
  entities: [CatalogItemEntity],
  migrations: [CatalogItems1765095000000],
  resolvers: [CatalogResolver],
  rest: catalogRoutes,
  requires: ['audit'],
  services: ({ ds }, { audit }) => ({ catalog: new CatalogService(ds, audit) }),
};
