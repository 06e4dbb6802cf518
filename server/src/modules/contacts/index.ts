import type { AppModule } from '../../core/module';
import { ContactsService } from './contacts.service';
import { ContactEntity } from './contact.entity';
import { ContactsResolver } from './contacts.resolver';
import { contactsRoutes } from './contacts.rest';
import { OrganizationContactsResolver } from './organization-contacts.resolver';

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
  requires: ['audit'],
  services: ({ ds }, { audit }) => ({
    contacts: new ContactsService(ds, audit),
  }),
};
