import type { AppModule } from '../../core/module';
import { CustomFieldsService } from './custom-fields.service';
import { DealCustomFieldEntity, OrgCustomFieldEntity, ContactCustomFieldEntity } from './custom-field.entity';
import { CustomFieldsResolver } from './custom-fields.resolver';
import { customFieldsRoutes } from './custom-fields.rest';
import { OneKeyPerDealFact1765010000000 } from './migrations/1765010000000-one-key-per-deal-fact';

// The front door: what other modules may use (they import '../custom-fields', or an *.entity file for a TypeORM relation).
export { customFieldsLoader } from './custom-fields.loaders';
export { ContactCustomFieldView, CUSTOM_FIELDS_MAX, DealCustomFieldView, OrganizationCustomFieldView } from './custom-fields.types';
export type { CustomFieldData } from './custom-fields.types';

declare module '../../core/services' {
  interface Services {
    customFields: CustomFieldsService;
  }
}

export const customFieldsModule: AppModule = {
  name: 'custom-fields',
  entities: [DealCustomFieldEntity, OrgCustomFieldEntity, ContactCustomFieldEntity],
  migrations: [OneKeyPerDealFact1765010000000],
  resolvers: [CustomFieldsResolver],
  rest: customFieldsRoutes,
  requires: ['audit'],
  services: ({ ds }, { audit }) => ({
    customFields: new CustomFieldsService(ds, audit),
  }),
};

// The front door for the modules that write an operation's fields inside their own transaction (the operation save,
// the quote): the service's type and the input class both APIs validate with.
export { CustomFieldsService } from './custom-fields.service';
export { UpsertCustomFieldInput } from './custom-fields.inputs';
