import type { AppModule } from '../../core/module';
import { ContactsService } from './contacts.service';
import { ContactEntity } from './contact.entity';
import { ContactsResolver } from './contacts.resolver';
import { contactsRoutes } from './contacts.rest';
import { OrganizationContactsResolver } from './organization-contacts.resolver';

// The front door: what other modules may use (they import '../contacts', or an *.entity file for a TypeORM relation).
export { CONTACT_MESSAGES, ContactFilter, ContactOrder, ContactSortKey, CreateContactInput, UpdateContactInput } from './contacts.inputs';
export { contactListFilter, contactRow } from './contacts.rest';
export { contactDataIn, ContactsService } from './contacts.service';
export type { ContactData, ContactRef } from './contacts.service';
export { ContactView } from './contacts.types';

declare module '../../core/services' {
  interface Services {
    contacts: ContactsService;
  }
}

export const contactsModule: AppModule = {
  name: 'contacts',
  entities: [ContactEntity],
  resolvers: [ContactsResolver, OrganizationContactsResolver],
  rest: contactsRoutes,
  requires: ['audit', 'activities', 'custom-fields', 'idempotency', 'organizations', 'owned-records', 'search', 'users'],
  services: ({ ds }, { audit }) => ({
    contacts: new ContactsService(ds, audit),
  }),
};
